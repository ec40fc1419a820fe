#pragma once

#include <QWidget>

#include "core/language.h"

class OtherLanguageText;
class QLabel;
class QRadioButton;

// One answer option: a radio button carrying the label (A or ক), the option
// text as rich text beside it, and a mark once the answer is revealed.
// A click anywhere on the row chooses the option. Where striking out is
// offered, a right-click, the Menu key or Shift+F10 asks for it
// (strikeRequested); a struck option is drawn struck through and dimmed and
// a screen reader hears "struck out" after its text.
class OptionRow : public QWidget
{
    Q_OBJECT

public:
    enum class Mark { None, RightAnswer, WrongChoice };

    explicit OptionRow(QWidget *parent = nullptr);

    QRadioButton *radio() const { return m_radio; }
    // Where setFeedback's text shows, for its glossary links.
    QLabel *feedbackLabel() const { return m_feedback; }
    void setContent(const QString &label, const QString &plainText, const QString &html);
    void setMark(Mark mark, const QString &markText);
    // The option in the other language, under its text (empty plainText: hidden).
    void setOtherLanguage(Language language, const QString &plainText, const QString &html);
    // Why this option is wrong, shown under its text (empty: hidden).
    void setFeedback(const QString &plainText, const QString &html);
    // The same in the other language, under it (empty plainText: hidden).
    void setOtherFeedback(Language language, const QString &plainText, const QString &html);
    // Whether a right-click or the context-menu keys ask to strike the option out.
    void setStrikeOffered(bool offered);
    void setStruck(bool struck);
    bool isStruck() const { return m_struck; }

signals:
    void strikeRequested();

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    QRadioButton *m_radio = nullptr;
    QLabel *m_text = nullptr;
    QLabel *m_markIcon = nullptr;
    QLabel *m_markText = nullptr;
    QLabel *m_feedback = nullptr;
    OtherLanguageText *m_otherText = nullptr;
    OtherLanguageText *m_otherFeedback = nullptr;
    QString m_label;
    QString m_plainText;
    QString m_markDescription;
    QString m_otherSpoken; // "English: …" when the other language is shown
    QString m_feedbackPlain;
    QString m_otherFeedbackSpoken;
    bool m_strikeOffered = false;
    bool m_struck = false;

    void updateAccessibleName();
    void updateAccessibleDescription();
};
