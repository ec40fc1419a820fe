#include "core/models/questionnavigatormodel.h"

#include "core/quizsession.h"

#include <QCoreApplication>
#include <QLocale>

using namespace Qt::StringLiterals;

int QuestionNavigatorModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_session ? 0 : m_session->questionCount();
}

QVariant QuestionNavigatorModel::data(const QModelIndex &index, int role) const
{
    if (!m_session || !index.isValid() || index.row() >= m_session->questionCount())
        return {};
    const int position = index.row();
    const QLocale locale;
    const bool answered = m_session->isAnswered(position);
    switch (role) {
    case Qt::DisplayRole:
        return locale.toString(position + 1) + (answered ? u" ✓"_s : QString());
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole:
        return QCoreApplication::translate("QuestionNavigator", "Question %1, %2")
            .arg(locale.toString(position + 1),
                 answered ? QCoreApplication::translate("QuestionNavigator", "answered")
                          : QCoreApplication::translate("QuestionNavigator", "not answered"));
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case Qt::SizeHintRole:
        return m_cellSize;
    default:
        return {};
    }
}

void QuestionNavigatorModel::setSession(const QuizSession *session)
{
    beginResetModel();
    m_session = session;
    endResetModel();
}

void QuestionNavigatorModel::setCellSize(QSize size)
{
    m_cellSize = size;
}

void QuestionNavigatorModel::refreshAll()
{
    if (rowCount() > 0)
        emit dataChanged(index(0), index(rowCount() - 1));
}
