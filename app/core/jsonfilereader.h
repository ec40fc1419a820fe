#pragma once

// What reading a question bank and reading the glossary share: the file read
// within its size limit, the one JSON object in it, its "format", texts in
// both languages, and the problems found, each located in the file. The
// loaders derive from it. QtCore only.

#include "core/boundedfile.h"
#include "core/fileproblem.h"
#include "core/localizedtext.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

class JsonFileReader
{
    Q_DECLARE_TR_FUNCTIONS(JsonFileReader)

public:
    // A further rule a kind of file sets for each of its texts: the problem
    // with `text` (worded when shown), or an empty function when it keeps it.
    using TextRule = std::function<std::function<QString()>(const QString &text)>;

protected:
    explicit JsonFileReader(QString fileLabel);

    // Reads the file at `path`, a regular file of at most maxBytes, and gives
    // parse its contents and label. A file that cannot be read gives a Result
    // with that one problem; `missing` and `tooLarge` word it for a missing
    // and a too large file.
    template<typename Result>
    static Result loadFile(const QString &path, qint64 maxBytes,
                           Result (*parse)(const QByteArray &, const QString &),
                           std::function<QString()> missing, std::function<QString()> tooLarge)
    {
        const QString label = QDir::toNativeSeparators(path);
        const BoundedFile file = BoundedFile::read(path, maxBytes);
        if (file.failure == BoundedFile::Failure::None)
            return parse(file.data, label);
        Result result;
        result.problems.append(
            {label, {}, {}, file.describeFailure(std::move(missing), std::move(tooLarge))});
        return result;
    }

    // The file's one JSON object, or std::nullopt with the reason reported.
    std::optional<QJsonObject> readJson(const QByteArray &json);
    // Whether root's "format" is supportedFormat; reports why when it is not.
    bool readFormat(const QJsonObject &root, int supportedFormat);
    // root's "format" when it is one from oldest to newest; reports why when it is not.
    std::optional<int> readFormat(const QJsonObject &root, int oldest, int newest);

    // Which languages a text must be given in.
    enum class Languages { Every, AtLeastOne };
    // `value`, at `field` of `item`, as an object with a text in each
    // language (or, with AtLeastOne, in one or both): each given one not
    // blank, its code spans closed, and keeping `rule` when one is given.
    // Only the texts without a problem are set.
    void readLocalizedText(const QJsonValue &value, const QString &item, const QString &field,
                           LocalizedText &text, const TextRule &rule = {},
                           Languages required = Languages::Every);

    void report(const QString &item, const QString &field, std::function<QString()> describe);
    const QString &file() const { return m_file; }
    const QList<FileProblem> &problems() const { return m_problems; }

private:
    QString m_file;
    QList<FileProblem> m_problems;
};
