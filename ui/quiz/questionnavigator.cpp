#include "quiz/questionnavigator.h"

#include "core/quizsession.h"

#include <QLocale>
#include <QScrollBar>

using namespace Qt::StringLiterals;

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
