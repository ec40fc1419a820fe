#include "quiz/librarypage.h"

#include "core/banktitles.h"
#include "quiz/bankproblemspanel.h"
#include "quiz/quizcard.h"
#include "widgets/fonts.h"
#include "widgets/readingcolumn.h"
#include "widgets/wrappedlabel.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

LibraryPage::LibraryPage(const LanguageManager *languages, QWidget *parent)
    : QWidget(parent)
    , m_languages(languages)
{
    setObjectName(u"libraryPage"_s);
    m_heading = new QLabel(this);
    m_heading->setObjectName(u"libraryHeading"_s);
    Fonts::apply(m_heading, Fonts::Role::PageTitle);

    m_intro = new WrappedLabel(this);
    ReadingColumn::cap(m_intro, m_intro->font());

    auto *cards = new QWidget;
    m_cardsLayout = new QVBoxLayout(cards);
    // Inside the scroll area: many problems never squeeze the cards.
    m_problems = new BankProblemsPanel(cards);
    connect(m_problems, &BankProblemsPanel::removeRequested, this,
            &LibraryPage::removeBanksRequested);
    m_cardsLayout->addWidget(m_problems);
    m_cardsLayout->addStretch();
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(cards);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_intro);
    layout->addWidget(scroll, 1);
    retranslateUi();
}

void LibraryPage::addTopWidget(QWidget *widget)
{
    auto *pageLayout = static_cast<QVBoxLayout *>(layout());
    pageLayout->insertWidget(pageLayout->indexOf(m_intro) + 1, widget);
}

void LibraryPage::setBanks(const QList<QuestionBank> &banks)
{
    qDeleteAll(m_cards);
    m_cards.clear();
    for (const QuestionBank &bank : banks) {
        auto *card = new QuizCard(bank, m_languages);
        card->setFileNameShown(BankTitles::isShared(bank, banks));
        connect(card, &QuizCard::startRequested, this, &LibraryPage::startRequested);
        connect(card, &QuizCard::resumeRequested, this, &LibraryPage::resumeRequested);
        connect(card, &QuizCard::retryWrongRequested, this, &LibraryPage::retryWrongRequested);
        connect(card, &QuizCard::historyRequested, this, &LibraryPage::historyRequested);
        connect(card, &QuizCard::readThroughRequested, this, &LibraryPage::readThroughRequested);
        m_cardsLayout->insertWidget(m_cardsLayout->count() - 1, card);
        m_cards << card;
    }
}

void LibraryPage::setRecord(const QString &bankId, const QuizRecord &record)
{
    if (QuizCard *found = card(bankId))
        found->setRecord(record);
}

void LibraryPage::setTrend(const QString &bankId, const QList<int> &percents)
{
    if (QuizCard *found = card(bankId))
        found->setTrend(percents);
}

void LibraryPage::setProblems(const QList<BankProblem> &problems, const QStringList &removablePaths)
{
    m_problems->setProblems(problems, removablePaths);
}

void LibraryPage::setWarnings(const QList<LengthWarning> &warnings)
{
    for (QuizCard *card : std::as_const(m_cards))
        card->setLengthWarnings(warnings);
}

QuizCard *LibraryPage::card(const QString &bankId) const
{
    for (QuizCard *candidate : m_cards) {
        if (candidate->bankId() == bankId)
            return candidate;
    }
    return nullptr;
}

void LibraryPage::focusPrimaryButton()
{
    if (m_cards.isEmpty())
        return;
    const auto inProgress = std::find_if(m_cards.cbegin(), m_cards.cend(), [](const QuizCard *card) {
        return card->hasAttemptInProgress();
    });
    (inProgress != m_cards.cend() ? *inProgress : m_cards.constFirst())->primaryButton()->setFocus();
}

void LibraryPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::FontChange)
        ReadingColumn::cap(m_intro, m_intro->font());
    QWidget::changeEvent(event);
}

void LibraryPage::retranslateUi()
{
    m_heading->setText(tr("Library"));
    m_intro->setText(tr("Choose a quiz. Every answer comes with an explanation, and many "
                        "questions open an interactive chart of their idea."));
}
