#pragma once

#include "core/localizedtext.h"

#include <QWidget>

class LanguageManager;
class OtherLanguageText;
class WrappedLabel;

// One of a question's texts (its prompt, an explanation) in the interface
// language with its glossary terms linked, and, while the other language is
// shown, the same text in that language beneath it (OtherLanguageText). A
// screen reader hears the current text, then the other one named by its
// language.
class BilingualText : public QWidget
{
    Q_OBJECT

public:
    explicit BilingualText(const LanguageManager *languages, QWidget *parent = nullptr);

    // Named for tests and style: the current text and the other one beneath.
    void setObjectNames(const QString &current, const QString &other);
    WrappedLabel *current() const { return m_current; }
    OtherLanguageText *other() const { return m_other; }

    // Shows text in the current language, the terms of the question
    // questionId linked, after leadHtml (a verdict, a heading: current
    // language only); in the other language too when otherShown.
    void setText(const LocalizedText &text, const QString &questionId, bool otherShown,
                 const QString &leadHtml = {});

signals:
    void glossaryEntryRequested(const QString &entryId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    const LanguageManager *m_languages = nullptr;
    WrappedLabel *m_current = nullptr;
    OtherLanguageText *m_other = nullptr;
    LocalizedText m_text;
    QString m_questionId;
    QString m_leadHtml;
    bool m_otherShown = false;
};
