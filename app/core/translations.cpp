#include "core/translations.h"

using namespace Qt::StringLiterals;

Translations::Translations()
{
    for (Language language : allLanguages) {
        auto translator = std::make_unique<QTranslator>();
        if (translator->load(u":/i18n/scalestudy_"_s + languageCode(language) + u".qm"_s))
            m_translators[std::size_t(language)] = std::move(translator);
    }
}

Translations::~Translations() = default;

QString Translations::translate(Language language, const char *context, const char *sourceText,
                                const char *disambiguation, int n) const
{
    QString text;
    if (const QTranslator *translator = m_translators[std::size_t(language)].get())
        text = translator->translate(context, sourceText, disambiguation, n);
    if (text.isEmpty())
        text = QString::fromUtf8(sourceText);
    if (n >= 0) {
        text.replace(u"%Ln"_s, localeFor(language).toString(n));
        text.replace(u"%n"_s, QString::number(n));
    }
    return text;
}
