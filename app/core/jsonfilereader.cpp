#include "core/jsonfilereader.h"

#include "core/richtext.h"

#include <QLocale>

using namespace Qt::StringLiterals;

JsonFileReader::JsonFileReader(QString fileLabel)
    : m_file(std::move(fileLabel))
{ }

void JsonFileReader::report(const QString &item, const QString &field,
                            std::function<QString()> describe)
{
    m_problems.append({m_file, item, field, std::move(describe)});
}

std::optional<QJsonObject> JsonFileReader::readJson(const QByteArray &json)
{
    JsonObjectFile file = JsonObjectFile::parse(json);
    if (!file.object)
        report({}, {}, std::move(file.problem));
    return file.object;
}

bool JsonFileReader::readFormat(const QJsonObject &root, int supportedFormat)
{
    const QJsonValue format = root.value(u"format"_s);
    if (format.isUndefined()) {
        report({}, u"format"_s, [supportedFormat] {
            return tr("missing; this version reads format %1")
                .arg(QLocale().toString(supportedFormat));
        });
        return false;
    }
    if (!format.isDouble() || format.toDouble() != supportedFormat) {
        const QString found = format.isDouble() ? QString::number(format.toDouble())
                                                : format.toVariant().toString();
        report({}, u"format"_s, [found, supportedFormat] {
            return tr("format %1 is not supported; this version reads format %2")
                .arg(found, QLocale().toString(supportedFormat));
        });
        return false;
    }
    return true;
}

void JsonFileReader::readLocalizedText(const QJsonValue &value, const QString &item,
                                       const QString &field, LocalizedText &text,
                                       const TextRule &rule)
{
    if (!value.isObject()) {
        report(item, field,
               [] { return tr("missing; it must be an object with \"en\" and \"bn\" texts"); });
        return;
    }
    const QJsonObject object = value.toObject();
    for (Language language : allLanguages) {
        const QString code = languageCode(language);
        const QString languageField = field + u'.' + code;
        const QJsonValue entry = object.value(code);
        if (!entry.isString() || entry.toString().trimmed().isEmpty()) {
            report(item, languageField, [language] {
                return language == Language::Bengali ? tr("the Bengali text is missing or empty")
                                                     : tr("the English text is missing or empty");
            });
            continue;
        }
        const QString written = entry.toString();
        std::function<QString()> broken = rule ? rule(written) : std::function<QString()>();
        if (broken) {
            report(item, languageField, std::move(broken));
            continue;
        }
        if (!RichText::hasBalancedBackticks(written)) {
            report(item, languageField,
                   [] { return tr("a code span opened with ` is never closed"); });
            continue;
        }
        text.written(language) = written;
    }
}
