#pragma once

#include "core/attempthistory.h"
#include "core/historystats.h"
#include "core/localizedtext.h"

#include <QAbstractTableModel>
#include <QHash>

class LanguageManager;

// A quiz's attempts, newest first: date, feedback mode, score, duration,
// finished or abandoned, whole quiz or retry. Texts in LanguageManager's
// language, made when a view asks (ten thousand rows cost only those in sight).
class AttemptTableModel : public QAbstractTableModel
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

    explicit AttemptTableModel(const LanguageManager *languages, QObject *parent = nullptr);

    // The quiz's attempts, oldest first, as the history keeps them.
    void setAttempts(QList<AttemptRecord> attempts);
    // The texts follow a language switch.
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QString text(const AttemptRecord &attempt, int column) const;

    const LanguageManager *m_languages = nullptr;
    QList<AttemptRecord> m_attempts; // oldest first; row 0 shows the last
};

// How each question of a quiz went, hardest first: its prompt, and the times
// it was answered right, wrong, or left unanswered.
class QuestionStatsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { QuestionColumn, RightColumn, WrongColumn, UnansweredColumn, ColumnCount };

    explicit QuestionStatsModel(const LanguageManager *languages, QObject *parent = nullptr);

    // prompts: each question's prompt by id (a question the bank no longer
    // has is shown by its id).
    void setStats(QList<HistoryStats::QuestionStats> stats, QHash<QString, LocalizedText> prompts);
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QString prompt(const QString &questionId) const;

    const LanguageManager *m_languages = nullptr;
    QList<HistoryStats::QuestionStats> m_stats;
    QHash<QString, LocalizedText> m_prompts;
};
