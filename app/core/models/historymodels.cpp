#include "core/models/historymodels.h"

#include "core/historyformat.h"
#include "core/languagemanager.h"
#include "core/richtext.h"

using namespace Qt::StringLiterals;

AttemptTableModel::AttemptTableModel(const LanguageManager *languages, QObject *parent)
    : QAbstractTableModel(parent)
    , m_languages(languages)
{ }

void AttemptTableModel::setAttempts(QList<AttemptRecord> attempts)
{
    beginResetModel();
    m_attempts = std::move(attempts);
    endResetModel();
}

void AttemptTableModel::retranslate()
{
    if (!m_attempts.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {Qt::DisplayRole});
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int AttemptTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_attempts.size());
}

int AttemptTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AttemptTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_attempts.size())
        return {};
    const AttemptRecord &attempt = m_attempts.at(m_attempts.size() - 1 - index.row());
    if (role == Qt::DisplayRole)
        return text(attempt, index.column());
    return {};
}

QString AttemptTableModel::text(const AttemptRecord &attempt, int column) const
{
    const Language language = m_languages->language();
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
        return attempt.retry ? tr("Retry of wrong answers") : tr("Whole quiz");
    default:
        return {};
    }
}

QVariant AttemptTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
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
    : QAbstractTableModel(parent)
    , m_languages(languages)
{ }

void QuestionStatsModel::setStats(QList<HistoryStats::QuestionStats> stats,
                                  QHash<QString, LocalizedText> prompts)
{
    beginResetModel();
    m_stats = std::move(stats);
    m_prompts = std::move(prompts);
    endResetModel();
}

void QuestionStatsModel::retranslate()
{
    if (!m_stats.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1),
                         {Qt::DisplayRole, Qt::ToolTipRole});
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int QuestionStatsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_stats.size());
}

int QuestionStatsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString QuestionStatsModel::prompt(const QString &questionId) const
{
    const auto found = m_prompts.constFind(questionId);
    if (found == m_prompts.cend())
        return tr("%1 (no longer in the quiz)").arg(questionId);
    return RichText::toPlain(found->text(m_languages->language()));
}

QVariant QuestionStatsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_stats.size())
        return {};
    const HistoryStats::QuestionStats &stats = m_stats.at(index.row());
    const QLocale locale = localeFor(m_languages->language());
    if (role == Qt::ToolTipRole && index.column() == QuestionColumn)
        return prompt(stats.questionId);
    if (role == Qt::TextAlignmentRole && index.column() != QuestionColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
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

QVariant QuestionStatsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
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
