#include "quiz/questionpage.h"

#include "core/languagemanager.h"
#include "core/quizsession.h"
#include "core/richtext.h"
#include "core/study.h"
#include "question/conceptlinktext.h"
#include "question/markicon.h"
#include "question/optionlabels.h"
#include "question/questionview.h"
#include "question/termlinks.h"
#include "quiz/questionnavigator.h"
#include "quiz/quizkeyhint.h"
#include "quiz/quizprogressbar.h"
#include "widgets/fonts.h"
#include "widgets/messageboxes.h"
#include "widgets/notificationframe.h"
#include "widgets/readingcolumn.h"
#include "widgets/readingscroll.h"
#include "widgets/wrappedlabel.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {
QLabel *makeWrappingLabel(QWidget *parent, const QString &objectName)
{
    auto *label = new WrappedLabel(parent);
    label->setObjectName(objectName);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

QuestionPage::QuestionPage(Study *study, const LanguageManager *languages, QWidget *parent)
    : QWidget(parent)
    , m_study(study)
    , m_languages(languages)
{
    setObjectName(u"questionPage"_s);

    m_quizTitle = new WrappedLabel(this);
    m_quizTitle->setTextFormat(Qt::PlainText); // a bank's title is never markup
    m_quizTitle->setObjectName(u"quizTitleLabel"_s);
    Fonts::apply(m_quizTitle, Fonts::Role::SectionTitle);

    m_position = new QLabel(this);
    m_position->setObjectName(u"positionLabel"_s);
    m_progress = new QuizProgressBar(this);
    m_progress->setObjectName(u"progressBar"_s);
    m_answeredCount = new QLabel(this);
    m_answeredCount->setObjectName(u"answeredCountLabel"_s);
    m_runningScore = new QLabel(this);
    m_runningScore->setObjectName(u"runningScoreLabel"_s);

    m_navigator = new QuestionNavigator(this);
    connect(m_navigator, &QuestionNavigator::positionChosen, this, &QuestionPage::goTo);

    QuestionView::Config config;
    config.names = {u"promptLabel"_s,          u"otherPromptLabel"_s,   u"optionRow%1"_s,
                    u"optionRadio%1"_s,        u"explanationHeading"_s, u"explanationLabel"_s,
                    u"otherExplanationLabel"_s};
    config.spaceAfterPrompt = 8;
    m_view = new QuestionView(m_languages, config, this);
    connect(m_view, &QuestionView::optionChosen, this, &QuestionPage::choose);
    connect(m_view, &QuestionView::glossaryEntryRequested, this,
            &QuestionPage::glossaryEntryRequested);
    m_view->addOptionKeys(this);

    m_keyHint = new QLabel(this);
    m_keyHint->setObjectName(u"keyHintLabel"_s);
    m_keyHint->setTextFormat(Qt::RichText);
    m_keyHint->setForegroundRole(QPalette::PlaceholderText);

    buildFeedback();
    // The question's column: capped at a comfortable line length of the
    // prompt's font and centred on wide windows.
    m_content = new QWidget;
    m_content->setObjectName(u"questionColumn"_s);
    auto *contentLayout = new QVBoxLayout(m_content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    m_view->addBelowOptions(m_keyHint);
    m_view->addBelowOptions(m_feedback);
    contentLayout->addWidget(m_view);
    contentLayout->addStretch();
    m_scroll = new ReadingScroll(this);
    m_scroll->setObjectName(u"questionScroll"_s);
    m_scroll->setContent(ReadingColumn::centred(m_content));

    auto *header = new QHBoxLayout;
    header->addWidget(m_position);
    header->addWidget(m_progress, 1);
    header->addWidget(m_answeredCount);
    header->addSpacing(12);
    header->addWidget(m_runningScore);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_quizTitle);
    layout->addLayout(header);
    layout->addWidget(m_navigator);
    layout->addWidget(m_scroll, 1);
    layout->addLayout(buildButtons());

    addKeys();
    capLineLength();
    refresh();
}

void QuestionPage::buildFeedback()
{
    // Screen readers read the verdict when the feedback comes into sight.
    m_feedback = new NotificationFrame(this);
    m_feedback->setObjectName(u"feedbackFrame"_s);
    m_feedback->setFrameShape(QFrame::StyledPanel);
    m_verdictIcon = new QLabel(m_feedback);
    m_verdictIcon->setObjectName(u"verdictIcon"_s);
    m_verdict = makeWrappingLabel(m_feedback, u"verdictLabel"_s);
    Fonts::apply(m_verdict, Fonts::Role::Emphasis);
    m_conceptButton = new QPushButton(m_feedback);
    m_conceptButton->setObjectName(u"conceptButton"_s);
    connect(m_conceptButton, &QPushButton::clicked, this, [this] {
        if (!m_session || !m_bank)
            return;
        const int position = m_session->currentPosition();
        const Question &question = m_bank->questions.at(m_session->bankRow(position));
        emit conceptRequested(question.chartConcept, question.id);
    });
    auto *verdictRow = new QHBoxLayout;
    verdictRow->addWidget(m_verdictIcon, 0, Qt::AlignTop);
    verdictRow->addWidget(m_verdict, 1);
    auto *feedbackLayout = new QVBoxLayout(m_feedback);
    feedbackLayout->addLayout(verdictRow);
    feedbackLayout->addWidget(m_view->explanationPanel());
    feedbackLayout->addWidget(m_conceptButton, 0, Qt::AlignLeft);
}

QHBoxLayout *QuestionPage::buildButtons()
{
    m_previous = new QPushButton(this);
    m_previous->setObjectName(u"previousButton"_s);
    m_next = new QPushButton(this);
    m_next->setObjectName(u"nextButton"_s);
    m_check = new QPushButton(this);
    m_check->setObjectName(u"checkButton"_s);
    m_submit = new QPushButton(this);
    m_submit->setObjectName(u"submitButton"_s);
    m_results = new QPushButton(this);
    m_results->setObjectName(u"resultsButton"_s);
    connect(m_previous, &QPushButton::clicked, this,
            [this] { goTo(m_session->currentPosition() - 1); });
    connect(m_next, &QPushButton::clicked, this, [this] { goTo(m_session->currentPosition() + 1); });
    connect(m_check, &QPushButton::clicked, this, &QuestionPage::check);
    connect(m_submit, &QPushButton::clicked, this, &QuestionPage::submit);
    connect(m_results, &QPushButton::clicked, this, &QuestionPage::showResults);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_previous);
    buttons->addStretch();
    buttons->addWidget(m_check);
    buttons->addWidget(m_submit);
    buttons->addWidget(m_results);
    buttons->addWidget(m_next);
    return buttons;
}

Language QuestionPage::language() const
{
    return m_languages->language();
}

void QuestionPage::setAttempt(const Attempt &attempt)
{
    m_session = attempt.isOpen() ? &attempt.session() : nullptr;
    m_bank = attempt.isOpen() ? &attempt.bank() : nullptr;
    m_view->clearStrikes();
    rebuildNavigator();
    refresh();
    if (m_session && isVisible())
        m_study->startTiming();
}

// The question in sight is timed while the page is shown.
void QuestionPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_session)
        m_study->startTiming();
}

void QuestionPage::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    if (m_session)
        m_study->stopTiming();
}

void QuestionPage::choose(int slot)
{
    if (m_session)
        m_study->choose(slot);
    // Either way the radio buttons go back to showing the session's answer.
    refresh();
}

void QuestionPage::check()
{
    if (!m_session || !m_session->isAnswered(m_session->currentPosition()) || !m_study->check())
        return;
    // The way on takes the focus before the verdict comes into sight, so a
    // screen reader reads the focused button and then the verdict, rather
    // than a verdict cut short by the focus moving.
    refreshButtons();
    if (m_next->isVisible() && m_next->isEnabled())
        m_next->setFocus();
    else if (m_results->isVisible())
        m_results->setFocus();
    refresh();
    bringFeedbackIntoSight();
}

void QuestionPage::goTo(int position)
{
    if (!m_session || !m_study->goTo(position))
        return;
    m_view->clearStrikes();
    refresh();
    // A new question is read from its prompt.
    m_scroll->layOutNow();
    m_scroll->scrollToTop();
    focusAnswers();
}

void QuestionPage::setOtherLanguageShown(bool shown)
{
    m_view->setOtherLanguageShown(shown);
}

bool QuestionPage::isOtherLanguageShown() const
{
    return m_view->isOtherLanguageShown();
}

const Question *QuestionPage::currentQuestion() const
{
    if (!m_session || m_session->questionCount() == 0)
        return nullptr;
    return &m_bank->questions.at(m_session->bankRow(m_session->currentPosition()));
}

void QuestionPage::lookUpTerm()
{
    if (currentQuestion())
        m_view->lookUpTerm();
}

void QuestionPage::focusAnswers()
{
    m_view->focusAnswers();
}

void QuestionPage::submit()
{
    if (!m_session || m_session->isSubmitted())
        return;
    const int unanswered = int(m_session->unansweredPositions().size());
    if (unanswered > 0
        && Dialogs::askSubmitWithUnanswered(this, unanswered)
               == Dialogs::SubmitChoice::KeepAnswering) {
        goTo(m_session->unansweredPositions().constFirst());
        return;
    }
    m_study->submit();
    showResults();
}

void QuestionPage::showResults()
{
    if (m_session && m_session->isFinished())
        emit finished();
}

void QuestionPage::changeEvent(QEvent *event)
{
    // (QuestionView follows a palette change itself: its term links carry the text colour.)
    if (event->type() == QEvent::LanguageChange)
        refresh();
    if (event->type() == QEvent::FontChange)
        capLineLength();
    QWidget::changeEvent(event);
}

void QuestionPage::capLineLength()
{
    ReadingColumn::cap(m_content, m_view->promptLabel()->font());
}

void QuestionPage::rebuildNavigator()
{
    const bool atEnd = m_session && m_session->mode() == FeedbackMode::AtEnd;
    m_navigator->setSession(atEnd ? m_session : nullptr);
    m_navigator->setVisible(atEnd);
    m_moveKeys.at(0)->setKey(atEnd ? QKeySequence(Qt::Key_PageDown) : QKeySequence());
    m_moveKeys.at(1)->setKey(atEnd ? QKeySequence(Qt::Key_PageUp) : QKeySequence());
}

void QuestionPage::refresh()
{
    retranslateControls();
    if (!m_session || m_session->questionCount() == 0) {
        m_quizTitle->setText(tr("No quiz is open"));
        return;
    }
    const Question &question = m_bank->questions.at(
        m_session->bankRow(m_session->currentPosition()));
    refreshHeader();
    refreshQuestion(question);
    refreshFeedback(question);
    refreshButtons();
    refreshKeyHint();
    if (m_navigator->isVisibleTo(this))
        m_navigator->refresh();
}

void QuestionPage::retranslateControls()
{
    m_previous->setText(tr("&Previous"));
    m_previous->setAccessibleName(tr("Previous question"));
    m_next->setText(tr("&Next"));
    m_next->setAccessibleName(tr("Next question"));
    m_check->setText(tr("&Check"));
    m_check->setAccessibleName(tr("Check the answer"));
    m_submit->setText(tr("&Submit answers"));
    m_submit->setAccessibleName(tr("Submit answers"));
    m_results->setText(tr("See &results"));
    m_results->setAccessibleName(tr("See results"));
    m_progress->setAccessibleName(tr("Progress through the quiz"));
    m_navigator->setAccessibleName(tr("Question navigator"));
}

void QuestionPage::refreshHeader()
{
    const QLocale locale;
    const int position = m_session->currentPosition();
    const int count = m_session->questionCount();
    QString title = m_bank->title.text(language());
    if (m_session->isRetry())
        title = tr("%1 — retrying wrong answers").arg(title);
    m_quizTitle->setText(title);
    m_position->setText(
        tr("Question %1 of %2").arg(locale.toString(position + 1), locale.toString(count)));
    // The bar counts answers, not the position: nothing is done before the first answer.
    m_progress->setRange(0, count);
    m_progress->setValue(m_session->answeredCount());
    m_answeredCount->setText(
        tr("Answered %1 of %2")
            .arg(locale.toString(m_session->answeredCount()), locale.toString(count)));
    m_progress->setAccessibleDescription(m_answeredCount->text());
    int checked = 0;
    for (int each = 0; each < count; ++each)
        checked += m_session->isRevealed(each) ? 1 : 0;
    m_runningScore->setText(
        tr("Score so far: %1 right of %2 checked")
            .arg(locale.toString(m_session->score().correct), locale.toString(checked)));
}

void QuestionPage::refreshQuestion(const Question &question)
{
    const int position = m_session->currentPosition();
    QuestionView::Answer answer;
    answer.order = m_session->optionOrder(position);
    answer.chosenSlot = m_session->chosenSlot(position);
    answer.revealed = m_session->isRevealed(position);
    answer.explanationShown = answer.revealed;
    for (int slot = 0; slot < int(answer.order.size()); ++slot)
        answer.enabled[std::size_t(slot)] = m_session->canChangeAnswer(position)
                                            || answer.chosenSlot == slot;
    m_view->showQuestion(question, answer);
}

void QuestionPage::refreshFeedback(const Question &question)
{
    const int position = m_session->currentPosition();
    if (!m_session->isRevealed(position)) {
        m_feedback->hide();
        return;
    }
    const bool correct = m_session->isCorrect(position);
    const QString rightLabel = OptionLabels::label(m_session->correctSlot(position));
    m_verdictIcon->setPixmap(
        MarkIcon::pixmap(correct ? MarkIcon::Kind::Correct : MarkIcon::Kind::Incorrect, 28));
    const QString verdict = correct ? tr("Correct.")
                            : m_session->isAnswered(position)
                                ? tr("Incorrect. The right answer is %1.").arg(rightLabel)
                                : tr("Not answered. The right answer is %1.").arg(rightLabel);
    m_verdict->setText(verdict);
    m_verdict->setAccessibleName(verdict);
    // What a screen reader reads when the frame comes into sight.
    m_feedback->setAccessibleName(verdict);
    const Concept chartConcept = question.chartConcept;
    m_conceptButton->setVisible(chartConcept != Concept::None);
    m_conceptButton->setText(ConceptLinkText::openChart(chartConcept));
    m_conceptButton->setAccessibleName(m_conceptButton->text());
    m_feedback->show();
}

void QuestionPage::refreshButtons()
{
    const int position = m_session->currentPosition();
    const bool immediate = m_session->mode() == FeedbackMode::Immediate;
    const bool revealed = m_session->isRevealed(position);
    const bool last = position + 1 >= m_session->questionCount();
    m_previous->setEnabled(position > 0);
    m_next->setEnabled(!last && (!immediate || revealed));
    m_next->setVisible(!last);
    m_check->setVisible(immediate && !revealed);
    m_check->setEnabled(m_session->isAnswered(position));
    m_submit->setVisible(!immediate && !m_session->isSubmitted());
    m_results->setVisible(m_session->isFinished() && (last || !immediate));
    m_runningScore->setVisible(immediate);
}
