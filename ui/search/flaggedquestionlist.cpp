#include "search/flaggedquestionlist.h"

#include "core/richtext.h"
#include "core/study.h"
#include "search/searchresultdelegate.h"

#include <QKeyEvent>
#include <QLocale>
#include <QStandardItemModel>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {
enum Role { BankIdRole = SearchResultDelegate::DetailsRole + 1, QuestionIdRole };
} // namespace

FlaggedQuestionList::FlaggedQuestionList(QWidget *parent)
    : QListView(parent)
{
    setObjectName(u"flaggedQuestionList"_s);
    m_model = new QStandardItemModel(this);
    setModel(m_model);
    // The search results' look: a wrapped text, and where it is from beneath it.
    setItemDelegate(new SearchResultDelegate(this));
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setResizeMode(QListView::Adjust);
    setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    connect(this, &QListView::activated, this, [this](const QModelIndex &index) {
        if (index.isValid())
            emit openRequested(keyAt(index.row()));
    });
}

void FlaggedQuestionList::setQuestions(const Study &study, const QList<ReviewItemKey> &keys,
                                       Language language)
{
    const std::optional<ReviewItemKey> current = currentQuestion();
    const int currentRow = currentIndex().row();
    const QLocale locale;
    m_model->clear();
    for (const ReviewItemKey &key : keys) {
        const QuestionBank *bank = study.bank(key.bankId);
        const int row = bank ? bank->rowOf(key.questionId) : -1;
        if (row < 0)
            continue;
        const QString prompt = RichText::toPlain(bank->questions.at(row).prompt.text(language));
        const QString details = tr("%1 · question %2", "quiz title · the question's number in it")
                                    .arg(bank->title.text(language), locale.toString(row + 1));
        auto *item = new QStandardItem;
        item->setData(prompt.toHtmlEscaped(), SearchResultDelegate::SnippetRole);
        item->setData(details, SearchResultDelegate::DetailsRole);
        // What a screen reader says of the row.
        item->setData(prompt + u" — "_s + details, Qt::DisplayRole);
        item->setData(key.bankId, BankIdRole);
        item->setData(key.questionId, QuestionIdRole);
        m_model->appendRow(item);
    }
    if (m_model->rowCount() == 0)
        return;
    int row = current ? rowOf(*current) : -1;
    if (row < 0)
        row = std::clamp(currentRow, 0, m_model->rowCount() - 1);
    setCurrentIndex(m_model->index(row, 0));
}

int FlaggedQuestionList::count() const
{
    return m_model->rowCount();
}

std::optional<ReviewItemKey> FlaggedQuestionList::currentQuestion() const
{
    const QModelIndex index = currentIndex();
    if (!index.isValid())
        return std::nullopt;
    return keyAt(index.row());
}

void FlaggedQuestionList::setCurrentQuestion(const ReviewItemKey &key)
{
    if (const int row = rowOf(key); row >= 0)
        setCurrentIndex(m_model->index(row, 0));
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

ReviewItemKey FlaggedQuestionList::keyAt(int row) const
{
    const QModelIndex index = m_model->index(row, 0);
    return {index.data(BankIdRole).toString(), index.data(QuestionIdRole).toString()};
}

int FlaggedQuestionList::rowOf(const ReviewItemKey &key) const
{
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (keyAt(row) == key)
            return row;
    }
    return -1;
}
