#include "question/otherlanguagetext.h"

using namespace Qt::StringLiterals;

OtherLanguageText::OtherLanguageText(QWidget *parent)
    : WrappedLabel(parent)
{
    setObjectName(u"otherLanguageText"_s);
    setTextFormat(Qt::RichText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setForegroundRole(QPalette::PlaceholderText);
    QFont smaller = font();
    smaller.setPointSizeF(smaller.pointSizeF() * 0.9);
    setFont(smaller);
    hide();
}

void OtherLanguageText::setText(Language language, const QString &html, const QString &plain)
{
    if (plain.isEmpty()) {
        hide();
        return;
    }
    WrappedLabel::setText(u"<b>"_s + languageName(language) + u"</b>\u2003"_s + html);
    setAccessibleName(spoken(language, plain));
    show();
}

QString OtherLanguageText::languageName(Language language)
{
    return language == Language::Bengali ? u"বাংলা"_s : u"English"_s;
}

QString OtherLanguageText::spoken(Language language, const QString &plain)
{
    return languageName(language) + u": "_s + plain;
}

Language OtherLanguageText::otherThan(Language language)
{
    return language == Language::Bengali ? Language::English : Language::Bengali;
}
