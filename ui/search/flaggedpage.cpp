#include "search/flaggedpage.h"

#include "core/languagemanager.h"
#include "core/study.h"
#include "search/flaggedquestionlist.h"
#include "search/questionreadview.h"
#include "widgets/fonts.h"
#include "widgets/readingcolumn.h"
#include "widgets/wrappedlabel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QStackedWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

FlaggedPage::FlaggedPage(Study *study, const LanguageManager *languages, QWidget *parent)
    : QWidget(parent)
    , m_study(study)
{
    setObjectName(u"flaggedPage"_s);

    auto *column = new QWidget;
    m_column = column;
    column->setObjectName(u"flaggedColumn"_s);
    m_title = new QLabel(column);
    m_title->setObjectName(u"flaggedTitle"_s);
    Fonts::apply(m_title, Fonts::Role::PageTitle);
    m_status = new WrappedLabel(column);
    m_status->setObjectName(u"flaggedStatus"_s);
    m_status->setTextFormat(Qt::PlainText);
    m_list = new FlaggedQuestionList(languages, study, column);
    // Prompts as large as where they are asked.
    Fonts::apply(m_list, Fonts::Role::Prompt);
    m_open = new QPushButton(column);
    m_open->setObjectName(u"flaggedOpenButton"_s);
    m_unflag = new QPushButton(column);
    m_unflag->setObjectName(u"flaggedUnflagButton"_s);
    m_review = new QPushButton(column);
    m_review->setObjectName(u"flaggedReviewButton"_s);
    m_back = new QPushButton(column);
    m_back->setObjectName(u"flaggedBackButton"_s);
    connect(m_open, &QPushButton::clicked, this, &FlaggedPage::openCurrent);
    connect(m_unflag, &QPushButton::clicked, this, &FlaggedPage::unflagCurrent);
    connect(m_review, &QPushButton::clicked, this, &FlaggedPage::reviewRequested);
    connect(m_back, &QPushButton::clicked, this, &FlaggedPage::libraryRequested);
    connect(m_list, &FlaggedQuestionList::openRequested, this, &FlaggedPage::open);
    connect(m_list, &FlaggedQuestionList::unflagRequested, this, &FlaggedPage::unflag);

    auto *listButtons = new QHBoxLayout;
    listButtons->addWidget(m_open);
    listButtons->addWidget(m_unflag);
    listButtons->addStretch();
    listButtons->addWidget(m_review);
    auto *columnLayout = new QVBoxLayout(column);
    columnLayout->setContentsMargins(0, 0, 0, 0);
    columnLayout->addWidget(m_title);
    columnLayout->addWidget(m_status);
    columnLayout->addWidget(m_list, 1);
    columnLayout->addLayout(listButtons);
    auto *backRow = new QHBoxLayout;
    backRow->addWidget(m_back);
    backRow->addStretch();
    columnLayout->addLayout(backRow);
    ReadingColumn::cap(column, m_list->font());
    m_list->installEventFilter(this);
    m_listView = ReadingColumn::centred(column);
    m_listView->layout()->setContentsMargins(0, 0, 0, 0);
    // On the list, not the page: the read view has an Escape of its own.
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), m_listView);
    escape->setContext(Qt::WidgetWithChildrenShortcut);
    connect(escape, &QShortcut::activated, this, &FlaggedPage::libraryRequested);

    m_readView = new QuestionReadView(languages, this,
                                      QuestionReadView::ReturnsTo::FlaggedQuestions);
    connect(m_readView, &QuestionReadView::backRequested, this, &FlaggedPage::showList);
    connect(m_readView, &QuestionReadView::glossaryEntryRequested, this,
            &FlaggedPage::glossaryEntryRequested);

    m_views = new QStackedWidget(this);
    m_views->addWidget(m_listView);
    m_views->addWidget(m_readView);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_views);
    setFocusProxy(m_list);

    // Flags set or cleared anywhere, and banks loaded or removed.
    connect(m_study, &Study::reviewsChanged, this, &FlaggedPage::refresh);
    connect(m_study, &Study::banksChanged, this, &FlaggedPage::refresh);
    retranslateUi();
}

void FlaggedPage::activate()
{
    showList();
}

bool FlaggedPage::isReading() const
{
    return m_views->currentWidget() == m_readView;
}

void FlaggedPage::setOtherLanguageShown(bool shown)
{
    m_readView->setOtherLanguageShown(shown);
}

void FlaggedPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

// The list's own font (its role's) changes after the page's, when the text size does.
bool FlaggedPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list && event->type() == QEvent::FontChange)
        ReadingColumn::cap(m_column, m_list->font());
    return QWidget::eventFilter(watched, event);
}

// The rows and what depends on how many there are, in the current language.
void FlaggedPage::refresh()
{
    m_list->setQuestions(m_study->flaggedForReview());
    const int count = m_list->count();
    const bool empty = count == 0;
    if (empty)
        m_status->setText(tr("No flagged questions yet. Press Ctrl+D during a review to flag the "
                             "question in front of you; it is listed here to read again or "
                             "review on its own."));
    else
        m_status->setText(tr("%Ln flagged question(s). Enter opens the chosen one to read, "
                             "Delete unflags it.",
                             nullptr, count));
    m_status->setAccessibleName(m_status->text());
    // The last question unflagged from the keyboard: the focus goes where a key still works.
    const bool listHadFocus = m_list->hasFocus();
    m_list->setVisible(!empty);
    for (QPushButton *button : {m_open, m_unflag, m_review})
        button->setVisible(!empty);
    if (empty && listHadFocus)
        m_back->setFocus();
    setFocusProxy(isReading() ? static_cast<QWidget *>(m_readView)
                  : empty     ? static_cast<QWidget *>(m_back)
                              : static_cast<QWidget *>(m_list));
}

void FlaggedPage::open(const ReviewItemKey &key)
{
    const QuestionBank *bank = m_study->bank(key.bankId);
    const int row = bank ? bank->rowOf(key.questionId) : -1;
    if (row < 0)
        return;
    m_list->setCurrentQuestion(key);
    m_readView->showQuestion(*bank, row);
    m_views->setCurrentWidget(m_readView);
    setFocusProxy(m_readView);
    m_readView->setFocus();
}

void FlaggedPage::openCurrent()
{
    if (const std::optional<ReviewItemKey> key = m_list->currentQuestion())
        open(*key);
}

// Only the flag: the question's reviews and schedule stay as they are.
void FlaggedPage::unflag(const ReviewItemKey &key)
{
    m_study->setFlagged(key, false);
    if (m_list->isVisibleTo(this))
        m_list->setFocus();
}

void FlaggedPage::unflagCurrent()
{
    if (const std::optional<ReviewItemKey> key = m_list->currentQuestion())
        unflag(*key);
}

void FlaggedPage::showList()
{
    m_views->setCurrentWidget(m_listView);
    refresh();
    if (m_list->isVisibleTo(this))
        m_list->setFocus();
    else
        m_back->setFocus();
}

void FlaggedPage::retranslateUi()
{
    m_title->setText(tr("Flagged questions"));
    m_title->setAccessibleName(m_title->text());
    m_list->setAccessibleName(tr("Flagged questions"));
    m_open->setText(tr("Open (Enter)"));
    m_unflag->setText(tr("Unflag (Delete)"));
    m_review->setText(tr("Review these"));
    m_back->setText(tr("Back to the library (Esc)"));
    refresh();
}
