#pragma once

#include "core/questionbank.h"
#include "core/quizsession.h"
#include "core/struckoptions.h"

#include <QWidget>

#include <array>
#include <optional>

class BilingualText;
class LanguageManager;
class OptionRow;
class QButtonGroup;
class QKeyEvent;
class QLabel;
class QRadioButton;
class QScrollArea;
class QVBoxLayout;
class WrappedLabel;

// A question on screen, the one place that turns a Question, the order its
// options are shown in and what the learner did into widgets: the prompt,
// the options as OptionRows with their marks ("Right answer", "Your answer:
// correct", "Your answer: incorrect") and why an option is wrong under it,
// and the explanation with its heading; each text with its glossary terms
// linked and, when asked, in the other language beneath. Answerable (the
// question and review pages: radios in a button group, keys 1–6, optionChosen)
// or read-only (the read view: the radios only carry the labels).
// While an answerable question is not yet revealed, the learner may strike
// options out (right-click, the Menu key, Shift+1–6): a reading aid kept in
// StruckOptions, never graded nor saved. A struck option is passed over by
// 1–6 and the arrow keys; clicking it (or Space) takes the strike off and
// chooses it. After the answer is revealed the strikes stay drawn but can no
// longer be changed; they go when another question is shown.
class QuestionView : public QWidget
{
    Q_OBJECT

public:
    // Object names for tests and style; option and optionRadio take the slot as %1.
    struct Names
    {
        QString prompt;
        QString otherPrompt;
        QString option;
        QString optionRadio; // empty: OptionRow's own name
        QString explanationHeading;
        QString explanation;
        QString otherExplanation;
    };

    struct Config
    {
        Names names;
        bool answerable = true;
        // "Explanation" above the explanation; without it a page may lead the text instead.
        bool explanationHeading = true;
        int spaceAfterPrompt = 0;
    };

    // What the view shows of the learner's answer.
    struct Answer
    {
        OptionOrder order; // the bank's option shown in each slot, one per option
        std::optional<int> chosenSlot; // the learner's answer
        // The radio checked: the chosen one unless set (a read shows the right one).
        std::optional<int> checkedSlot;
        // The right answer and a wrong choice marked, and why the choice is wrong.
        bool revealed = false;
        // Why each wrong option is wrong, not only the chosen one's (a read).
        bool explainEveryWrongOption = false;
        std::array<bool, maxOptionsPerQuestion> enabled{true, true, true, true, true, true};
        // The explanation, after leadHtml (a verdict: current language only).
        bool explanationShown = false;
        QString explanationLeadHtml;
    };

    QuestionView(const LanguageManager *languages, const Config &config, QWidget *parent = nullptr);

    void showQuestion(const Question &question, const Answer &answer);
    // The texts again, in the current language: a page calls it (or
    // showQuestion) on a language change.
    void refresh();
    // Each text in the other language too; the place in the enclosing scroll
    // area stays (the focused widget, else the chosen option, else the first
    // text in sight, keeps its place on screen).
    void setOtherLanguageShown(bool shown);
    bool isOtherLanguageShown() const { return m_otherLanguageShown; }

    // Keys 1–6 choose an option and Shift+1–6 strike one out while the focus
    // is anywhere in scope (the page).
    void addOptionKeys(QWidget *scope);
    // Strikes the option in slot out, or takes the strike off, where offered.
    void toggleStrike(int slot);
    bool isStruck(int slot) const { return m_struck.isStruck(slot); }
    // Takes every strike off: a page calls it when it moves to another question.
    void clearStrikes();
    // The checked option's radio takes the focus, else the first.
    void focusAnswers();
    bool isOptionRadio(const QWidget *widget) const;
    // Offers the glossary terms of the prompt (and of the explanation, when
    // shown) in a menu under the prompt (TermLinks::lookUpKey).
    void lookUpTerm();

    // Widgets a page shows between the options and the explanation.
    void addBelowOptions(QWidget *widget);
    // The explanation's heading and text: at the view's end unless a page
    // adds it to a frame of its own (with a verdict, a chart button).
    QWidget *explanationPanel() const { return m_explanationPanel; }
    WrappedLabel *promptLabel() const;
    OptionRow *optionRow(int slot) const { return m_options.at(std::size_t(slot)); }

    // The mark's words: "Right answer", "Your answer: correct", "Your answer: incorrect".
    static QString rightAnswerText();
    static QString rightChoiceText();
    static QString wrongChoiceText();

signals:
    void optionChosen(int slot);
    void glossaryEntryRequested(const QString &entryId);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showOption(int slot);
    // The options of the question shown: 2 to 6, the rows past them hidden.
    int optionCount() const;
    void showStrikes();
    bool isStrikeOffered() const;
    void chooseFromKey(int slot);
    void clickedOption(int slot);
    bool moveAmongOptions(QObject *radio, QKeyEvent *event);
    QWidget *placeAnchor(const QScrollArea *scroll) const;

    const LanguageManager *m_languages = nullptr;
    Config m_config;
    Question m_question;
    Answer m_answer;
    bool m_otherLanguageShown = false;
    StruckOptions m_struck;
    QWidget *m_keyScope = nullptr; // where Shift+1–6 arrives as !@#$%^ (addOptionKeys)

    BilingualText *m_prompt = nullptr;
    std::array<OptionRow *, maxOptionsPerQuestion> m_options{};
    QButtonGroup *m_optionGroup = nullptr;
    QVBoxLayout *m_belowOptions = nullptr;
    QWidget *m_explanationPanel = nullptr;
    QLabel *m_explanationHeading = nullptr;
    BilingualText *m_explanation = nullptr;
};
