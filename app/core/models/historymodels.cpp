#include "core/models/historymodels.h"

#include "core/historyformat.h"
#include "core/languagemanager.h"
#include "core/richtext.h"

using namespace Qt::StringLiterals;

HistoryTableModel::HistoryTableModel(const LanguageManager *languages, int columns,
                                     QList<int> textRoles, QObject *parent)
    : QAbstractTableModel(parent)
    , m_languages(languages)
    , m_columns(columns)
    , m_textRoles(std::move(textRoles))
{ }

Language HistoryTableModel::language() const
{
    return m_languages->language();
}

void HistoryTableModel::retranslate()
{
    if (rows() > 0)
        emit dataChanged(index(0, 0), index(rows() - 1, m_columns - 1), m_textRoles);
    emit headerDataChanged(Qt::Horizontal, 0, m_columns - 1);
}

int HistoryTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : rows();
}

int HistoryTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

QVariant HistoryTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rows())
        return {};
    return cell(index.row(), index.column(), role);
}

QVariant HistoryTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section < 0 || section >= m_columns)
        return {};
    return columnTitle(section);
}

AttemptTableModel::AttemptTableModel(const LanguageManager *languages, QObject *parent)
    : HistoryTableModel(languages, ColumnCount, {Qt::DisplayRole}, parent)
{ }

void AttemptTableModel::setAttempts(QList<AttemptRecord> attempts)
{
    beginResetModel();
    m_attempts = std::move(attempts);
    endResetModel();
}

int AttemptTableModel::rows() const
{
    return int(m_attempts.size());
}

QVariant AttemptTableModel::cell(int row, int column, int role) const
{
    const qsizetype index = m_attempts.size() - 1 - row;
    if (role == Qt::DisplayRole)
        return text(m_attempts.at(index), column);
    if (role == AttemptIndexRole)
        return int(index);
    return {};
}

QString AttemptTableModel::text(const AttemptRecord &attempt, int column) const
{
    const Language language = this->language();
    switch (column) {
    case DateColumn:
        return HistoryFormat::dateTime(attempt.started.isValid() ? attempt.started : attempt.ended,
                                       language);
    case ModeColumn:
        return attempt.mode == FeedbackMode::Immediate ? tr("After each answer") : tr("At the end");
    case ScoreColumn:
        return HistoryFormat::score(attempt.score(), language);
    case DurationColumn:
        return HistoryFormat::duration(HistoryStats::durationMs(attempt).value_or(-1), language);
    case EndColumn:
        return attempt.end == AttemptRecord::End::Finished ? tr("Finished") : tr("Abandoned");
    case KindColumn:
        return attempt.retry ? tr("Some questions: a retry or practice") : tr("Whole quiz");
    default:
        return {};
    }
}

QString AttemptTableModel::columnTitle(int column) const
{
    switch (column) {
    case DateColumn:
        return tr("Started");
    case ModeColumn:
        return tr("Feedback");
    case ScoreColumn:
        return tr("Score");
    case DurationColumn:
        return tr("Duration");
    case EndColumn:
        return tr("Outcome");
    case KindColumn:
        return tr("Questions");
    default:
        return {};
    }
}

QuestionStatsModel::QuestionStatsModel(const LanguageManager *languages, QObject *parent)
    : HistoryTableModel(languages, ColumnCount, {Qt::DisplayRole, Qt::ToolTipRole}, parent)
{ }

void QuestionStatsModel::setStats(QList<HistoryStats::QuestionStats> stats,
                                  QHash<QString, Question> questions)
{
    beginResetModel();
    m_stats = std::move(stats);
    m_questions = std::move(questions);
    endResetModel();
}

int QuestionStatsModel::rows() const
{
    return int(m_stats.size());
}

QString QuestionStatsModel::prompt(const QString &questionId) const
{
    const auto found = m_questions.constFind(questionId);
    if (found == m_questions.cend())
        return tr("%1 (no longer in the quiz)").arg(questionId);
    return RichText::toPlain(found->prompt.text(language()));
}

QVariant QuestionStatsModel::cell(int row, int column, int role) const
{
    const HistoryStats::QuestionStats &stats = m_stats.at(row);
    if (role == Qt::ToolTipRole && column == QuestionColumn)
        return prompt(stats.questionId);
    if (role == QuestionIdRole)
        return stats.questionId;
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue((column == QuestionColumn ? Qt::AlignLeft : Qt::AlignRight)
                                   | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    const QLocale locale = localeFor(language());
    switch (column) {
    case NumberColumn: {
        const auto found = m_questions.constFind(stats.questionId);
        return found == m_questions.cend() ? QString() : locale.toString(found->number);
    }
    case QuestionColumn:
        return prompt(stats.questionId);
    case RightColumn:
        return locale.toString(stats.right);
    case WrongColumn:
        return locale.toString(stats.wrong);
    case UnansweredColumn:
        return locale.toString(stats.unanswered);
    default:
        return {};
    }
}

QString QuestionStatsModel::columnTitle(int column) const
{
    switch (column) {
    case NumberColumn:
        return tr("No.", "a question's number in its quiz");
    case QuestionColumn:
        return tr("Question");
    case RightColumn:
        return tr("Right");
    case WrongColumn:
        return tr("Wrong");
    case UnansweredColumn:
        return tr("Unanswered");
    default:
        return {};
    }
}
