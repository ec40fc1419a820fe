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
            .arg(locale.toString(position + 1), answered ? QuestionNavigator::tr("answered")
                                                         : QuestionNavigator::tr("not answered"));
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case Qt::SizeHintRole:
        return m_cellSize;
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

void QuestionNavigator::Model::setCellSize(QSize size)
{
    m_cellSize = size;
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
    // Every cell as wide as the widest label ("17 ✓" in the current digits),
    // so that marks never elide and the strip keeps one height.
    const int count = m_model.rowCount();
    const QString widest = QLocale().toString(std::max(count, 1)) + u" ✓"_s;
    const QSize cell(fontMetrics().horizontalAdvance(widest) + 16, fontMetrics().height() + 10);
    m_model.setCellSize(cell);
    setGridSize(cell);
    setFixedHeight(cell.height() + 2 * frameWidth() + horizontalScrollBar()->sizeHint().height());
    m_model.refreshAll();
    doItemsLayout();
    if (const QuizSession *session = m_model.session(); session && session->questionCount() > 0) {
        const QModelIndex current = m_model.index(session->currentPosition());
        selectionModel()->setCurrentIndex(current, QItemSelectionModel::ClearAndSelect);
        scrollTo(current);
    }
    m_refreshing = false;
}
