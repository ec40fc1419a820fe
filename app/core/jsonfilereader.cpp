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
    return readFormat(root, supportedFormat, supportedFormat).has_value();
}

std::optional<int> JsonFileReader::readFormat(const QJsonObject &root, int oldest, int newest)
{
    const auto supported = [oldest, newest] {
        return oldest == newest ? tr("this version reads format %1").arg(QLocale().toString(newest))
                                : tr("this version reads formats %1 to %2")
                                      .arg(QLocale().toString(oldest), QLocale().toString(newest));
    };
    const QJsonValue format = root.value(u"format"_s);
    if (format.isUndefined()) {
        report({}, u"format"_s, [supported] { return tr("missing; %1").arg(supported()); });
        return std::nullopt;
    }
    const double number = format.toDouble();
    if (!format.isDouble() || number < oldest || number > newest || number != double(int(number))) {
        const QString found = format.isDouble() ? QString::number(number)
                                                : format.toVariant().toString();
        report({}, u"format"_s, [found, supported] {
            return tr("format %1 is not supported; %2").arg(found, supported());
        });
        return std::nullopt;
    }
    return int(number);
}

void JsonFileReader::readLocalizedText(const QJsonValue &value, const QString &item,
                                       const QString &field, LocalizedText &text,
                                       const TextRule &rule, Languages required)
{
    if (!value.isObject()) {
        report(item, field, [required] {
            return required == Languages::Every
                       ? tr("missing; it must be an object with \"en\" and \"bn\" texts")
                       : tr("missing; it must be an object with an \"en\" or a \"bn\" text, or "
                            "both");
        });
        return;
    }
    const QJsonObject object = value.toObject();
    if (required == Languages::AtLeastOne && !object.contains(u"en"_s)
        && !object.contains(u"bn"_s)) {
        report(item, field, [] { return tr("it must have an \"en\" or a \"bn\" text, or both"); });
        return;
    }
    for (Language language : allLanguages) {
        const QString code = languageCode(language);
        const QString languageField = field + u'.' + code;
        const QJsonValue entry = object.value(code);
        if (entry.isUndefined() && required == Languages::AtLeastOne)
            continue;
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
