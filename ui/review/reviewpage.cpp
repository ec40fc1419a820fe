#include "review/reviewpage.h"

#include "core/languagemanager.h"
#include "core/study.h"
#include "question/questionview.h"
#include "review/optimizedialog.h"
#include "review/reviewsummary.h"
#include "widgets/fonts.h"
#include "widgets/readingcolumn.h"
#include "widgets/wrappedlabel.h"

#include <QButtonGroup>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QScrollArea>
#include <QShortcut>
#include <QStackedWidget>
#include <QStyle>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {
constexpr std::array confidenceLevels{Confidence::Guessed, Confidence::FairlySure,
                                      Confidence::Certain};
} // namespace

ReviewPage::ReviewPage(Study *study, const LanguageManager *languages, QWidget *parent)
    : QWidget(parent)
    , m_study(study)
    , m_languages(languages)
{
    setObjectName(u"reviewPage"_s);
    setFocusPolicy(Qt::StrongFocus);
    // A window may let Study go before its pages, and the page is hidden
    // after: the session, which asks Study the time, goes with it.
    connect(study, &QObject::destroyed, this, [this] { m_session = {}; });

    m_views = new QStackedWidget(this);
    m_views->addWidget(buildItem());
    m_views->addWidget(buildSummary());
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_views);

    addKeys();
    connect(m_study, &Study::reviewsChanged, this, [this] {
        if (isShowingSummary())
            updateSummaryTexts();
    });
    m_views->setCurrentIndex(1);
    capLineLength();
    retranslateUi(); // fills the summary, the settings' spin boxes too
}

QWidget *ReviewPage::buildItem()
{
    auto *item = new QWidget;
    m_heading = new QLabel(item);
    m_heading->setObjectName(u"reviewHeading"_s);
    Fonts::apply(m_heading, Fonts::Role::PageTitle);
    m_progress = new QLabel(item);
    m_progress->setObjectName(u"reviewProgress"_s);
    m_progress->setTextFormat(Qt::PlainText); // it names the quiz: a bank's title is never markup
    // The question page's view of a question: the same look, wrapping, marks and focus.
    QuestionView::Config config;
    config.names = {u"reviewPrompt"_s,
                    u"reviewOtherPrompt"_s,
                    u"reviewOption%1"_s,
                    u"reviewOptionRadio%1"_s,
                    {},
                    u"reviewFeedback"_s,
                    u"reviewOtherFeedback"_s};
    // The verdict and "Explanation:" lead the text instead.
    config.explanationHeading = false;
    m_view = new QuestionView(m_languages, config, item);
    connect(m_view, &QuestionView::optionChosen, this, &ReviewPage::choose);
    connect(m_view, &QuestionView::glossaryEntryRequested, this,
            &ReviewPage::glossaryEntryRequested);
    m_view->addOptionKeys(this);

    m_view->addBelowOptions(buildConfidenceRow(item));
    m_nextReview = new QLabel(item);
    m_nextReview->setObjectName(u"nextReviewLabel"_s);

    // The question scrolls when it is taller than the window; the buttons stay in sight.
    auto *question = new QWidget;
    auto *questionLayout = new QVBoxLayout(question);
    questionLayout->setContentsMargins(0, 0, 0, 0);
    questionLayout->addWidget(m_heading);
    questionLayout->addWidget(m_progress);
    questionLayout->addWidget(m_view);
    questionLayout->addWidget(m_nextReview);
    questionLayout->addStretch();
    // Capped at the question page's line length and centred, so that on a
    // wide window the marks stay beside their options.
    m_column = question;
    m_column->setObjectName(u"reviewColumn"_s);
    QWidget *centred = ReadingColumn::centred(m_column);
    centred->layout()->setContentsMargins(0, 0, 0, 0);
    m_itemScroll = new QScrollArea(item);
    m_itemScroll->setObjectName(u"reviewScrollArea"_s);
    m_itemScroll->setWidget(centred);
    m_itemScroll->setWidgetResizable(true);
    m_itemScroll->setFrameShape(QFrame::NoFrame);
    m_itemScroll->setFocusPolicy(Qt::NoFocus);
    m_itemScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *itemLayout = new QVBoxLayout(item);
    itemLayout->addWidget(m_itemScroll, 1);
    itemLayout->addLayout(buildItemButtons(item));
    return item;
}

QWidget *ReviewPage::buildConfidenceRow(QWidget *parent)
{
    m_confidenceRow = new QWidget(parent);
    auto *confidenceLayout = new QHBoxLayout(m_confidenceRow);
    confidenceLayout->setContentsMargins(0, 0, 0, 0);
    m_confidenceLabel = new QLabel(m_confidenceRow);
    confidenceLayout->addWidget(m_confidenceLabel);
    auto *confidenceGroup = new QButtonGroup(this);
    for (std::size_t i = 0; i < confidenceLevels.size(); ++i) {
        auto *button = new QRadioButton(m_confidenceRow);
        button->setObjectName(u"confidence%1"_s.arg(i));
        button->setFocusPolicy(Qt::NoFocus);
        confidenceGroup->addButton(button, int(i));
        confidenceLayout->addWidget(button);
        m_confidenceButtons[i] = button;
    }
    confidenceLayout->addStretch();
    connect(confidenceGroup, &QButtonGroup::idClicked, this,
            [this](int id) { setConfidence(confidenceLevels[std::size_t(id)]); });
    return m_confidenceRow;
}

QHBoxLayout *ReviewPage::buildItemButtons(QWidget *item)
{
    m_check = new QPushButton(item);
    m_check->setObjectName(u"reviewCheckButton"_s);
    m_previous = new QPushButton(item);
    m_previous->setObjectName(u"reviewPreviousButton"_s);
    m_next = new QPushButton(item);
    m_next->setObjectName(u"reviewNextButton"_s);
    m_flag = new QPushButton(item);
    m_flag->setObjectName(u"reviewFlagButton"_s);
    m_flag->setCheckable(true);
    auto *finish = new QPushButton(item);
    finish->setObjectName(u"reviewFinishButton"_s);
    for (QPushButton *button : {m_check, m_previous, m_next, m_flag, finish})
        button->setFocusPolicy(Qt::NoFocus);
    connect(m_check, &QPushButton::clicked, this, &ReviewPage::checkAnswer);
    connect(m_previous, &QPushButton::clicked, this, &ReviewPage::goPrevious);
    connect(m_next, &QPushButton::clicked, this, &ReviewPage::goNext);
    connect(m_flag, &QPushButton::clicked, this, &ReviewPage::toggleFlag);
    connect(finish, &QPushButton::clicked, this, &ReviewPage::endSession);
    m_finish = finish;

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_flag);
    buttons->addWidget(finish);
    buttons->addStretch();
    buttons->addWidget(m_previous);
    buttons->addWidget(m_check);
    buttons->addWidget(m_next);
    return buttons;
}

QWidget *ReviewPage::buildSummary()
{
    m_summary = new ReviewSummary(m_study);
    connect(m_summary, &ReviewSummary::settingsEdited, this, &ReviewPage::applySettings);
    connect(m_summary, &ReviewSummary::flaggedRequested, this, &ReviewPage::startFlagged);
    connect(m_summary, &ReviewSummary::libraryRequested, this, &ReviewPage::libraryRequested);
    connect(m_summary, &ReviewSummary::statisticsRequested, this, &ReviewPage::statisticsRequested);
    connect(m_summary, &ReviewSummary::guideRequested, this, &ReviewPage::guideRequested);
    connect(m_summary, &ReviewSummary::parametersChosen, this, &ReviewPage::adoptParameters);
    connect(m_summary, &ReviewSummary::optimizeRequested, this, &ReviewPage::openOptimizer);
    return m_summary;
}

void ReviewPage::addKeys()
{
    const std::array<std::array<QKeyCombination, 2>, 3> confidenceKeys{
        {{Qt::Key_G, Qt::ALT | Qt::Key_1},
         {Qt::Key_F, Qt::ALT | Qt::Key_2},
         {Qt::Key_C, Qt::ALT | Qt::Key_3}}};
    for (std::size_t i = 0; i < confidenceKeys.size(); ++i) {
        for (const QKeyCombination key : confidenceKeys[i]) {
            auto *shortcut = new QShortcut(QKeySequence(key), this);
            shortcut->setContext(Qt::WidgetWithChildrenShortcut);
            connect(shortcut, &QShortcut::activated, this,
                    [this, i] { setConfidence(confidenceLevels[i]); });
        }
    }
    addKey(QKeySequence(Qt::Key_Return), &ReviewPage::checkAnswer);
    addKey(QKeySequence(Qt::Key_Enter), &ReviewPage::checkAnswer);
    addKey(QKeySequence(Qt::CTRL | Qt::Key_D), &ReviewPage::toggleFlag);
    addKey(QKeySequence(Qt::Key_PageDown), &ReviewPage::goNext);
    addKey(QKeySequence(Qt::Key_Right), &ReviewPage::goNext);
    addKey(QKeySequence(Qt::Key_PageUp), &ReviewPage::goPrevious);
    addKey(QKeySequence(Qt::Key_Left), &ReviewPage::goPrevious);
    addKey(QKeySequence(Qt::Key_Escape), &ReviewPage::endSession);
}

void ReviewPage::capLineLength()
{
    ReadingColumn::cap(m_column, m_view->promptLabel()->font());
}

void ReviewPage::addKey(const QKeySequence &key, void (ReviewPage::*slot)())
{
    auto *shortcut = new QShortcut(key, this);
    shortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(shortcut, &QShortcut::activated, this, slot);
}

ReviewPage::~ReviewPage()
{
    // A settings box that has the focus finishes its editing when the page,
    // already half destroyed, is closed: no signal of it may reach us then.
    m_summary->disconnect(this);
}

void ReviewPage::startDue()
{
    begin(ReviewSession::due(*m_study, QRandomGenerator::global()->generate()));
}

void ReviewPage::startFlagged()
{
    begin(ReviewSession::flagged(*m_study, QRandomGenerator::global()->generate()));
}

void ReviewPage::startReadThrough(const QString &bankId)
{
    begin(ReviewSession::readThrough(*m_study, bankId, QRandomGenerator::global()->generate()));
}

void ReviewPage::begin(ReviewSession session)
{
    m_session = std::move(session);
    if (!isVisible())
        m_session.pauseClock();
    m_view->clearStrikes();
    if (m_session.itemCount() == 0) {
        retranslateUi();
        showSummary();
        return;
    }
    m_views->setCurrentIndex(0);
    updateItemTexts();
    retranslateUi();
    setFocus();
}

bool ReviewPage::isShowingSummary() const
{
    return m_views->currentIndex() == 1;
}

// Texts of the question in view, in the current language.
void ReviewPage::updateItemTexts()
{
    if (isShowingSummary() || m_session.itemCount() == 0)
        return;
    const Language language = m_languages->language();
    const Question *question = m_session.currentQuestion();
    if (!question)
        return;
    const QuestionBank *bank = m_study->bank(currentItem().bankId);
    const QLocale locale;
    const QString title = bank ? bank->title.text(language) : QString();
    m_progress->setText(
        (m_session.isAskedAgain() ? tr("Question %1 of %2 · %3 · asked again")
                                  : tr("Question %1 of %2 · %3"))
            .arg(locale.toString(position() + 1), locale.toString(itemCount()), title));
    const int right = correctSlot();
    const int chosen = m_session.chosenSlot();
    const bool checked = m_session.isChecked();
    const bool answering = m_session.isAnswering();
    QuestionView::Answer answer;
    answer.order = m_session.optionOrder();
    if (chosen >= 0)
        answer.chosenSlot = chosen;
    // A read-through shows the right answer chosen.
    if (!answering)
        answer.checkedSlot = right;
    answer.revealed = checked;
    for (int slot = 0; slot < int(answer.order.size()); ++slot)
        answer.enabled[std::size_t(slot)] = !checked || slot == right || slot == chosen;
    answer.explanationShown = checked;
    if (checked && answering)
        answer.explanationLeadHtml = (m_session.isRight() ? tr("<b>Right.</b>")
                                                          : tr("<b>Not right.</b>"))
                                     + u' ';
    answer.explanationLeadHtml += tr("Explanation:") + u' ';
    m_view->showQuestion(*question, answer);

    m_confidenceRow->setVisible(answering);
    m_confidenceRow->setEnabled(!checked);
    for (std::size_t i = 0; i < confidenceLevels.size(); ++i)
        m_confidenceButtons[i]->setChecked(confidenceLevels[i] == m_session.confidence());

    updateStatusTexts();
}

void ReviewPage::setOtherLanguageShown(bool shown)
{
    m_view->setOtherLanguageShown(shown);
}

bool ReviewPage::isOtherLanguageShown() const
{
    return m_view->isOtherLanguageShown();
}

void ReviewPage::updateStatusTexts()
{
    const bool answering = m_session.isAnswering();
    const bool checked = m_session.isChecked();
    m_nextReview->setVisible(answering && checked);
    if (answering && checked) {
        m_nextReview->setText(
            m_session.comesBackThisSession()
                ? tr("It comes back at the end of this session, before it is scheduled.")
                : tr("Next review in %Ln day(s)", nullptr, m_session.nextReviewInDays()));
    }
    m_check->setVisible(answering && !checked);
    m_check->setEnabled(m_session.chosenSlot() >= 0);
    m_previous->setVisible(!answering);
    m_previous->setEnabled(position() > 0);
    m_next->setVisible(m_session.canMoveOn());
    m_flag->setChecked(m_session.isFlagged());
    m_flag->setText(m_flag->isChecked() ? tr("Unflag (Ctrl+D)") : tr("Flag (Ctrl+D)"));
}

void ReviewPage::choose(int slot)
{
    if (!isShowingSummary() && m_session.choose(slot))
        updateItemTexts();
}

void ReviewPage::setConfidence(Confidence confidence)
{
    if (!isShowingSummary() && m_session.setConfidence(confidence))
        updateItemTexts();
}

// Enter: check the chosen answer, or go on once it is checked.
void ReviewPage::checkAnswer()
{
    if (isShowingSummary())
        return;
    if (m_session.isChecked()) {
        goNext();
        return;
    }
    if (m_session.check())
        updateItemTexts();
}

void ReviewPage::goNext()
{
    if (isShowingSummary() || !m_session.canMoveOn())
        return;
    // A question asked again next is a new question: its strikes go.
    m_view->clearStrikes();
    if (m_session.goNext())
        updateItemTexts();
    else
        showSummary();
}

void ReviewPage::goPrevious()
{
    if (!isShowingSummary() && m_session.goPrevious()) {
        m_view->clearStrikes();
        updateItemTexts();
    }
}

void ReviewPage::toggleFlag()
{
    if (isShowingSummary() || m_session.itemCount() == 0)
        return;
    m_session.toggleFlag();
    updateStatusTexts();
}

void ReviewPage::endSession()
{
    if (mode() == Mode::ReadThrough)
        emit libraryRequested();
    else
        showSummary();
}

void ReviewPage::showSummary()
{
    m_views->setCurrentIndex(1);
    updateSummaryTexts();
    setFocus();
}

void ReviewPage::updateSummaryTexts()
{
    m_summary->showSession(m_session);
}

void ReviewPage::applySettings()
{
    if (!isShowingSummary())
        return; // a spin box lost focus as a session began
    m_study->setReviewSettings(m_summary->editedSettings());
}

void ReviewPage::adoptParameters(const Fsrs::Parameters &parameters)
{
    ReviewSettings settings = m_study->reviewSettings();
    settings.setParameters(parameters);
    m_study->setReviewSettings(settings);
    updateSummaryTexts();
}

void ReviewPage::openOptimizer()
{
    OptimizeDialog dialog(m_study->reviews().deck(), this);
    if (dialog.exec() == QDialog::Accepted)
        adoptParameters(dialog.adoptedParameters());
}

void ReviewPage::retranslateUi()
{
    m_heading->setText(mode() == Mode::ReadThrough ? tr("Read-through")
                       : mode() == Mode::Flagged   ? tr("Flagged questions")
                                                   : tr("Review"));
    m_confidenceLabel->setText(tr("How sure are you?"));
    m_confidenceButtons[0]->setText(tr("I guessed (G)"));
    m_confidenceButtons[1]->setText(tr("Fairly sure (F)"));
    m_confidenceButtons[2]->setText(tr("Certain (C)"));
    m_check->setText(tr("Check (Enter)"));
    m_previous->setText(tr("Previous (PgUp)"));
    m_next->setText(mode() == Mode::ReadThrough ? tr("Next (PgDn)") : tr("Next (Enter)"));
    // Says where it leads: a read-through has no summary to show.
    m_finish->setText(mode() == Mode::ReadThrough ? tr("Back to the library (Esc)")
                                                  : tr("End session (Esc)"));
    updateItemTexts();
    if (isShowingSummary())
        updateSummaryTexts();
}

// The answer in sight is timed while the page is shown (as the quiz's is).
void ReviewPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_session.resumeClock();
}

void ReviewPage::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_session.pauseClock();
}

void ReviewPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::FontChange)
        capLineLength();
    QWidget::changeEvent(event);
}
