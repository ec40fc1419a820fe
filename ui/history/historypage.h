#pragma once

#include "core/attempthistory.h"
#include "core/questionbank.h"

#include <QWidget>

class AttemptTableModel;
class ChartTools;
class LanguageManager;
class QComboBox;
class QLabel;
class QLayout;
class QTableView;
class QuestionStatsModel;
class ScoreChart;

// One quiz's history: its score over time, every attempt (finished or
// abandoned) newest first, and how each question went, hardest first. A quiz
// selector when the library has several. Given the data by MainWindow from
// Study; it keeps a copy and computes what it shows (HistoryStats).
class HistoryPage : public QWidget
{
    Q_OBJECT

public:
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

protected:
    void changeEvent(QEvent *event) override;

private:
    QLayout *buildTables();
    void retranslateUi();
    void showSelectedQuiz();
    void updateSummary();
    void fitColumns();

    const LanguageManager *m_languages = nullptr;
    QList<QuestionBank> m_banks;
    QList<AttemptRecord> m_history;
    int m_shownAttempts = 0;
    int m_shownAbandoned = 0;
    int m_shownTrendPoints = 0;

    QLabel *m_title = nullptr;
    QLabel *m_quizLabel = nullptr;
    QComboBox *m_quiz = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_empty = nullptr;
    QWidget *m_content = nullptr;
    ScoreChart *m_chart = nullptr;
    ChartTools *m_chartTools = nullptr;
    QLabel *m_noTrend = nullptr;
    QLabel *m_attemptsHeading = nullptr;
    QTableView *m_attemptsView = nullptr;
    AttemptTableModel *m_attempts = nullptr;
    QLabel *m_questionsHeading = nullptr;
    QTableView *m_questionsView = nullptr;
    QuestionStatsModel *m_questions = nullptr;
};
