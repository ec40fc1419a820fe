#pragma once

#include "core/attempthistory.h"
#include "core/historystats.h"
#include "core/language.h"
#include "core/localizedtext.h"

#include <QAbstractTableModel>
#include <QHash>

class LanguageManager;

// What the history's two tables share: a row for each item of a list, a fixed
// set of columns, texts in LanguageManager's language made when a view asks
// (ten thousand rows cost only those in sight), and a language switch
// announced for every cell and the header.
class HistoryTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    // The texts follow a language switch.
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

protected:
    // textRoles: the roles whose data is worded in the language.
    HistoryTableModel(const LanguageManager *languages, int columns, QList<int> textRoles,
                      QObject *parent);

    Language language() const;

private:
    virtual int rows() const = 0;
    // What a cell of the table gives in `role`.
    virtual QVariant cell(int row, int column, int role) const = 0;
    virtual QString columnTitle(int column) const = 0;

    const LanguageManager *m_languages = nullptr;
    int m_columns = 0;
    QList<int> m_textRoles;
};

// A quiz's attempts, newest first: date, feedback mode, score, duration,
// finished or abandoned, whole quiz or some questions (a retry or a practice).
class AttemptTableModel : public HistoryTableModel
{
    Q_OBJECT

public:
    enum Column {
        DateColumn,
        ModeColumn,
        ScoreColumn,
        DurationColumn,
        EndColumn,
        KindColumn,
        ColumnCount
    };

    // The row's attempt: its index in the list given to setAttempts (oldest first).
    static constexpr int AttemptIndexRole = Qt::UserRole + 1;

    explicit AttemptTableModel(const LanguageManager *languages, QObject *parent = nullptr);

    // The quiz's attempts, oldest first, as the history keeps them.
    void setAttempts(QList<AttemptRecord> attempts);

private:
    int rows() const override;
    QVariant cell(int row, int column, int role) const override;
    QString columnTitle(int column) const override;
    QString text(const AttemptRecord &attempt, int column) const;

    QList<AttemptRecord> m_attempts; // oldest first; row 0 shows the last
};

// How each question of a quiz went, hardest first: its number in the quiz,
// its whole prompt, and the times it was answered right, wrong, or left
// unanswered.
class QuestionStatsModel : public HistoryTableModel
{
    Q_OBJECT

public:
    enum Column {
        NumberColumn,
        QuestionColumn,
        RightColumn,
        WrongColumn,
        UnansweredColumn,
        ColumnCount
    };
    // The row's question id.
    static constexpr int QuestionIdRole = Qt::UserRole + 1;

    // A question of the bank as the table names it.
    struct Question
    {
        int number = 0; // in the bank, from 1
        LocalizedText prompt;
    };

    explicit QuestionStatsModel(const LanguageManager *languages, QObject *parent = nullptr);

    // questions: the bank's questions by id (a question the bank no longer
    // has is shown by its id, with no number).
    void setStats(QList<HistoryStats::QuestionStats> stats, QHash<QString, Question> questions);

private:
    int rows() const override;
    QVariant cell(int row, int column, int role) const override;
    QString columnTitle(int column) const override;
    QString prompt(const QString &questionId) const;

    QList<HistoryStats::QuestionStats> m_stats;
    QHash<QString, Question> m_questions;
};
