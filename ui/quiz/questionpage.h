#pragma once

#include "core/attempt.h"
#include "core/questionbank.h"

#include <QWidget>

class LanguageManager;
class QFrame;
class QHBoxLayout;
class QKeyEvent;
class QLabel;
class QProgressBar;
class QPushButton;
class QShortcut;
class QuestionNavigator;
class QuizSession;
class QuestionView;
class ReadingScroll;
class Study;

// Shows one question of the current attempt and takes the learner's answer.
// Immediate mode: Check reveals right or wrong with the explanation.
// At-end mode: free navigation with a navigator, then Submit answers.
// Texts follow the language on QEvent::LanguageChange alone, read from the
// attempt's bank in LanguageManager's language. The learner's steps go to
// Study, which changes, times and saves the attempt; the page shows it.
class QuestionPage : public QWidget
{
    Q_OBJECT

public:
    QuestionPage(Study *study, const LanguageManager *languages, QWidget *parent = nullptr);

    // Study's attempt in progress (or none), shown until the next one is set.
    void setAttempt(const Attempt &attempt);
    const QuizSession *session() const { return m_session; }

    // Enter: check, move on, or submit, whichever comes next.
    void primaryAction();

    // Puts the keyboard focus on the answer options, so that 1-4 and Enter work.
    void focusAnswers();

    // The prompt, the options and the explanation in the other language too,
    // under the current one's; the focus, the answer and the place in the
    // text stay where they were.
    void setOtherLanguageShown(bool shown);
    bool isOtherLanguageShown() const;

    // Offers the glossary terms of the question in a menu (TermLinks::lookUpKey).
    void lookUpTerm();

signals:
    void finished();
    void conceptRequested(Concept chartConcept, const QString &questionId);
    void glossaryEntryRequested(const QString &entryId);

protected:
    void changeEvent(QEvent *event) override;
    // Enter checks or moves on from an option or the page itself; a focused
    // button takes Enter for itself (see MainWindow::eventFilter).
    void keyPressEvent(QKeyEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void buildFeedback();
    QHBoxLayout *buildButtons();
    void addKeys();
    void choose(int slot);
    void check();
    void bringFeedbackIntoSight();
    void goTo(int position);
    void submit();
    void showResults();
    void refresh();
    void retranslateControls();
    void refreshHeader();
    void refreshQuestion(const Question &question);
    void refreshFeedback(const Question &question);
    void refreshButtons();
    void refreshKeyHint();
    QPushButton *primaryButton() const;
    void capLineLength();
    bool focusIsOnAnOptionOrThePage() const;
    void rebuildNavigator();
    const Question *currentQuestion() const;

    Language language() const;

    Study *m_study = nullptr;
    const LanguageManager *m_languages = nullptr;
    const QuizSession *m_session = nullptr;
    const QuestionBank *m_bank = nullptr;

    QLabel *m_quizTitle = nullptr;
    QLabel *m_position = nullptr;
    QProgressBar *m_progress = nullptr;
    QuestionNavigator *m_navigator = nullptr;
    QuestionView *m_view = nullptr;
    QFrame *m_feedback = nullptr;
    QLabel *m_verdictIcon = nullptr;
    QLabel *m_verdict = nullptr;
    QPushButton *m_conceptButton = nullptr;
    QLabel *m_answeredCount = nullptr;
    QLabel *m_runningScore = nullptr;
    QLabel *m_keyHint = nullptr;
    QWidget *m_content = nullptr;
    ReadingScroll *m_scroll = nullptr;
    QList<QShortcut *> m_moveKeys; // PageUp and PageDown move in at-end mode
    QPushButton *m_previous = nullptr;
    QPushButton *m_next = nullptr;
    QPushButton *m_check = nullptr;
    QPushButton *m_submit = nullptr;
    QPushButton *m_results = nullptr;
};
