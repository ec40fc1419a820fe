#include "search/flaggedquestionlist.h"

#include "core/models/questionlistmodel.h"
#include "core/study.h"
#include "search/searchresultdelegate.h"

#include <QKeyEvent>
#include <QLocale>

#include <algorithm>

using namespace Qt::StringLiterals;

FlaggedQuestionList::FlaggedQuestionList(const LanguageManager *languages, const Study *study,
                                         QWidget *parent)
    : QListView(parent)
{
    setObjectName(u"flaggedQuestionList"_s);
    m_questions = new QuestionListModel(languages, this);
    m_questions->followBanks(study);
    // New keys or banks: the question the learner was on, before the view forgets it.
    connect(m_questions, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        m_wasCurrent = currentQuestion();
        m_wasCurrentRow = currentIndex().row();
    });
    // The search results' look: a wrapped text, and where it is from beneath it.
    SearchResultDelegate::show(this, m_questions,
                               {[](const QModelIndex &index) {
                                    return index.data().toString().toHtmlEscaped();
                                },
                                [this](const QModelIndex &index) {
                                    return detailsOf(index);
                                }});
    connect(m_questions, &QAbstractItemModel::modelReset, this,
            &FlaggedQuestionList::restoreCurrent);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setResizeMode(QListView::Adjust);
    setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    connect(this, &QListView::activated, this, [this](const QModelIndex &index) {
        if (index.isValid())
            emit openRequested(m_questions->keyAt(index.row()));
    });
}

QString FlaggedQuestionList::detailsOf(const QModelIndex &index) const
{
    return tr("%1 · question %2", "quiz title · the question's number in it")
        .arg(index.data(QuestionListModel::QuizTitleRole).toString(),
             QLocale().toString(index.data(QuestionListModel::QuestionNumberRole).toInt()));
}

void FlaggedQuestionList::setQuestions(const QList<ReviewItemKey> &keys)
{
    m_questions->setQuestions(keys);
}

void FlaggedQuestionList::restoreCurrent()
{
    if (count() == 0)
        return;
    int row = m_wasCurrent ? m_questions->rowOf(*m_wasCurrent) : -1;
    if (row < 0)
        row = std::clamp(m_wasCurrentRow, 0, count() - 1);
    setCurrentIndex(model()->index(row, 0));
}

int FlaggedQuestionList::count() const
{
    return m_questions->rowCount();
}

std::optional<ReviewItemKey> FlaggedQuestionList::currentQuestion() const
{
    const QModelIndex index = currentIndex();
    if (!index.isValid())
        return std::nullopt;
    return m_questions->keyAt(index.row());
}

void FlaggedQuestionList::setCurrentQuestion(const ReviewItemKey &key)
{
    if (const int row = m_questions->rowOf(key); row >= 0)
        setCurrentIndex(model()->index(row, 0));
}

void FlaggedQuestionList::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Delete
        && (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier) {
        if (const std::optional<ReviewItemKey> key = currentQuestion())
            emit unflagRequested(*key);
        event->accept();
        return;
    }
    QListView::keyPressEvent(event);
}
