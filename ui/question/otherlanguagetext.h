#pragma once

#include "core/language.h"
#include "widgets/wrappedlabel.h"

// A text in the language the interface is not in, under the same text in
// the current one: smaller, in the muted colour, led by the language's name
// in its own script ("English", "বাংলা"). A screen reader hears it with that
// name first, after the current text.
class OtherLanguageText : public WrappedLabel
{
    Q_OBJECT

public:
    explicit OtherLanguageText(QWidget *parent = nullptr);

    // html as RichText makes it; plain for the screen reader. An empty text hides the label.
    void setText(Language language, const QString &html, const QString &plain);

    // "English" or "বাংলা": how a language names itself.
    static QString languageName(Language language);
    // What a screen reader hears: "English: …".
    static QString spoken(Language language, const QString &plain);
    static Language otherThan(Language language);

private:
    using WrappedLabel::setText;
};
