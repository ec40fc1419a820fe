#include "quiz/questionnavigator.h"

#include "core/quizsession.h"

#include <QLocale>
#include <QScrollBar>

using namespace Qt::StringLiterals;

int QuestionNavigator::Model::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_session ? 0 : m_session->questionCount();
}

QVariant QuestionNavigator::Model::data(const QModelIndex &index, int role) const
{
    if (!m_session || !index.isValid() || index.row() >= m_session->questionCount())
        return {};
    const int position = index.row();
    const QLocale locale;
    const bool answered = m_session->isAnswered(position);
    switch (role) {
    case Qt::DisplayRole:
        // Answered questions carry a check mark, so the state does not rest on colour.
        return locale.toString(position + 1) + (answered ? u" ✓"_s : QString());
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole:
        return QuestionNavigator::tr("Question %1, %2")
            .arg(locale.toString(position + 1),
                 answered ? QuestionNavigator::tr("answered") : QuestionNavigator::tr("not answered"));
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    default:
        return {};
    }
}

void QuestionNavigator::Model::setSession(const QuizSession *session)
{
    beginResetModel();
    m_session = session;
    endResetModel();
}

void QuestionNavigator::Model::refreshAll()
{
    if (rowCount() > 0)
        emit dataChanged(index(0), index(rowCount() - 1));
}

QuestionNavigator::QuestionNavigator(QWidget *parent)
    : QListView(parent)
{
    setObjectName(u"navigator"_s);
    setModel(&m_model);
    setFlow(QListView::LeftToRight);
    setWrapping(false);
    setUniformItemSizes(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setSpacing(2);
    connect(selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                if (!m_refreshing && current.isValid())
                    emit positionChosen(current.row());
            });
}

void QuestionNavigator::setSession(const QuizSession *session)
{
    m_model.setSession(session);
    refresh();
}

void QuestionNavigator::refresh()
{
    m_refreshing = true;
    m_model.refreshAll();
    // Localized numbers change the items' width.
    doItemsLayout();
    if (const QuizSession *session = m_model.session(); session && session->questionCount() > 0) {
        const QModelIndex current = m_model.index(session->currentPosition());
        selectionModel()->setCurrentIndex(current, QItemSelectionModel::ClearAndSelect);
        scrollTo(current);
    }
    m_refreshing = false;
}

QSize QuestionNavigator::sizeHint() const
{
    const int row = sizeHintForRow(0) > 0 ? sizeHintForRow(0) : fontMetrics().height() + 8;
    return {QListView::sizeHint().width(), row + 2 * frameWidth() + horizontalScrollBar()->sizeHint().height() + 4};
}
