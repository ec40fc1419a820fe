#pragma once

#include "core/attempthistory.h"
#include "core/questionbank.h"

#include <QWidget>

class AttemptTableModel;
class ChartTools;
class LanguageManager;
class QComboBox;
class QLabel;
class QModelIndex;
class QPushButton;
class QScrollArea;
class QStackedLayout;
class QTableView;
class QuestionReadView;
class QuestionStatsModel;
class ScoreChart;

// One quiz's history: its score over time, every attempt (finished or
// abandoned) newest first, and how each question went, hardest first. A quiz
// selector when the library has several. Given the data by MainWindow from
// Study; it keeps a copy and computes what it shows (HistoryStats). The page
// scrolls and its tables are as tall as their rows. An attempt opens
// (double-click or Enter) to its results; a question opens to be read with
// its answer and explanation, and the hardest ones can be practised.
class HistoryPage : public QWidget
{
    Q_OBJECT

public:
    // How many of the hardest questions a practice asks at most.
    static constexpr int practiceSize = 10;

    explicit HistoryPage(const LanguageManager *languages, QWidget *parent = nullptr);

    // The library's banks and the whole history, oldest first. Quizzes with
    // attempts that are no longer in the library are listed by their id.
    // Shows bankId's history; with no id or one not listed, the quiz shown
    // before, else the first.
    void setHistory(const QList<QuestionBank> &banks, const QList<AttemptRecord> &history,
                    const QString &bankId = {});
    // Shows this quiz's history; false when the selector does not list it.
    bool showQuiz(const QString &bankId);
    QString shownQuizId() const;
    // A question opened from the table shows the other language's text too.
    void setOtherLanguageShown(bool shown);

signals:
    // A past attempt to show the results of, with its quiz as the library has it.
    void attemptRequested(const AttemptRecord &attempt, const QuestionBank &bank);
    // A practice of these questions of the quiz, hardest first.
    void practiceRequested(const QString &bankId, const QStringList &questionIds);
    void glossaryEntryRequested(const QString &entryId);

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *buildOverview();
    QLayout *buildTables(QWidget *content);
    void retranslateUi();
    void showSelectedQuiz();
    void updateSummary();
    void updatePractice();
    void fitColumns();
    void openAttempt(const QModelIndex &index);
    void openQuestion(const QModelIndex &index);
    void showOverview();
    const QuestionBank *shownBank() const;

    const LanguageManager *m_languages = nullptr;
    QList<QuestionBank> m_banks;
    QList<AttemptRecord> m_history;
    QList<AttemptRecord> m_shownAttemptList; // the quiz's, oldest first
    QStringList m_hardest; // what a practice asks
    int m_shownAttempts = 0;
    int m_shownAbandoned = 0;
    int m_shownTrendPoints = 0;
    bool m_otherLanguageShown = false;

    QStackedLayout *m_views = nullptr;
    QWidget *m_overview = nullptr;
    QuestionReadView *m_readView = nullptr; // made when a question is first opened
    QLabel *m_title = nullptr;
    QLabel *m_quizLabel = nullptr;
    QComboBox *m_quiz = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_empty = nullptr;
    QScrollArea *m_content = nullptr;
    ScoreChart *m_chart = nullptr;
    ChartTools *m_chartTools = nullptr;
    QLabel *m_noTrend = nullptr;
    QLabel *m_attemptsHeading = nullptr;
    QLabel *m_attemptsHint = nullptr;
    QTableView *m_attemptsView = nullptr;
    AttemptTableModel *m_attempts = nullptr;
    QLabel *m_openNote = nullptr;
    QLabel *m_questionsHeading = nullptr;
    QLabel *m_questionsHint = nullptr;
    QPushButton *m_practise = nullptr;
    QTableView *m_questionsView = nullptr;
    QuestionStatsModel *m_questions = nullptr;
};
