#include "core/quizfileimport.h"

#include "core/aikenreader.h"
#include "core/bankloader.h"
#include "core/boundedfile.h"
#include "core/giftreader.h"
#include "core/moodlexmlreader.h"

#include <QDir>
#include <QLocale>

using namespace Qt::StringLiterals;

std::optional<QuizFileImport::Format> QuizFileImport::formatOf(const QString &path,
                                                               const QByteArray &contents)
{
    const QString name = path.toLower();
    if (name.endsWith(u".xml"))
        return Format::MoodleXml;
    if (name.endsWith(u".gift"))
        return Format::Gift;
    if (!name.endsWith(u".txt"))
        return std::nullopt;
    if (contents.contains('{'))
        return Format::Gift;
    if (contents.contains("ANSWER:"))
        return Format::Aiken;
    return std::nullopt;
}

ImportResult QuizFileImport::parse(Format format, const QByteArray &contents,
                                   const QString &fileLabel)
{
    switch (format) {
    case Format::MoodleXml:
        return MoodleXmlReader::parse(contents, fileLabel);
    case Format::Gift:
        return GiftReader::parse(contents, fileLabel);
    case Format::Aiken:
        return AikenReader::parse(contents, fileLabel);
    }
    return {};
}

ImportResult QuizFileImport::loadFile(const QString &path)
{
    const QString label = QDir::toNativeSeparators(path);
    const BoundedFile file = BoundedFile::read(path, BankLoader::maxFileBytes);
    if (file.failure != BoundedFile::Failure::None) {
        ImportResult result;
        result.problems.append(
            {label,
             {},
             {},
             file.describeFailure([] { return tr("the file no longer exists"); },
                                  [] {
                                      return tr("larger than the limit of %1 MiB for a quiz file")
                                          .arg(QLocale().toString(BankLoader::maxFileBytes
                                                                  / (1024 * 1024)));
                                  })});
        return result;
    }
    const std::optional<Format> format = formatOf(path, file.data);
    if (!format) {
        ImportResult result;
        result.problems.append({label, {}, {}, [] {
                                    return tr("not a quiz format ScaleStudy reads: Moodle XML "
                                              "(.xml), GIFT (.gift or .txt) or Aiken (.txt)");
                                }});
        return result;
    }
    return parse(*format, file.data, label);
}
