#include "review/reviewpage.h"

#include "charts/charttools.h"
#include "core/languagemanager.h"
#include "core/richtext.h"
#include "core/study.h"
#include "question/bilingualtext.h"
#include "question/optionlabels.h"
#include "question/optionrow.h"
#include "question/otherlanguagetext.h"
#include "review/calibrationchart.h"
#include "widgets/fonts.h"
#include "widgets/readingcolumn.h"
#include "widgets/scrollplace.h"
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
#include <QSignalBlocker>
#include <QSpinBox>
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

    auto *item = new QWidget;
    m_heading = new QLabel(item);
    m_heading->setObjectName(u"reviewHeading"_s);
    Fonts::apply(m_heading, Fonts::Role::PageTitle);
    m_progress = new QLabel(item);
    m_progress->setObjectName(u"reviewProgress"_s);
    m_prompt = new BilingualText(languages, item);
    m_prompt->setObjectNames(u"reviewPrompt"_s, u"reviewOtherPrompt"_s);
    Fonts::apply(m_prompt->current(), Fonts::Role::Prompt);

    // The question page's option rows: the same look, wrapping, marks and focus.
    m_optionGroup = new QButtonGroup(this);
    auto *optionsLayout = new QVBoxLayout;
    for (int slot = 0; slot < 4; ++slot) {
        auto *option = new OptionRow(item);
        option->setObjectName(u"reviewOption%1"_s.arg(slot));
        option->radio()->setObjectName(u"reviewOptionRadio%1"_s.arg(slot));
        m_optionGroup->addButton(option->radio(), slot);
        optionsLayout->addWidget(option);
        m_options[std::size_t(slot)] = option;
    }
    connect(m_optionGroup, &QButtonGroup::idClicked, this, &ReviewPage::choose);

    m_confidenceRow = new QWidget(item);
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

    m_feedback = new BilingualText(languages, item);
    m_feedback->setObjectNames(u"reviewFeedback"_s, u"reviewOtherFeedback"_s);
    for (BilingualText *text : {m_prompt, m_feedback})
        connect(text, &BilingualText::glossaryEntryRequested, this,
                &ReviewPage::glossaryEntryRequested);
    m_nextReview = new QLabel(item);
    m_nextReview->setObjectName(u"nextReviewLabel"_s);

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

    // The question scrolls when it is taller than the window; the buttons stay in sight.
    auto *question = new QWidget;
    auto *questionLayout = new QVBoxLayout(question);
    questionLayout->setContentsMargins(0, 0, 0, 0);
    questionLayout->addWidget(m_heading);
    questionLayout->addWidget(m_progress);
    questionLayout->addWidget(m_prompt);
    questionLayout->addLayout(optionsLayout);
    questionLayout->addWidget(m_confidenceRow);
    questionLayout->addWidget(m_feedback);
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
    itemLayout->addLayout(buttons);

    auto *summary = new QWidget;
    m_summaryHeading = new QLabel(summary);
    Fonts::apply(m_summaryHeading, Fonts::Role::PageTitle);
    m_summaryText = new WrappedLabel(summary);
    m_summaryText->setObjectName(u"reviewSummaryText"_s);
    m_limitLabel = new QLabel(summary);
    m_limit = new QSpinBox(summary);
    m_limit->setObjectName(u"dailyLimitSpinBox"_s);
    m_limit->setRange(ReviewSettings::minimumDailyLimit, ReviewSettings::maximumDailyLimit);
    m_limitLabel->setBuddy(m_limit);
    m_retentionLabel = new QLabel(summary);
    m_retention = new QSpinBox(summary);
    m_retention->setObjectName(u"desiredRetentionSpinBox"_s);
    m_retention->setRange(qRound(ReviewSettings::minimumDesiredRetention * 100),
                          qRound(ReviewSettings::maximumDesiredRetention * 100));
    m_retention->setSuffix(u" %"_s);
    m_retentionLabel->setBuddy(m_retention);
    m_dayStartLabel = new QLabel(summary);
    m_dayStart = new QSpinBox(summary);
    m_dayStart->setObjectName(u"dayStartSpinBox"_s);
    m_dayStart->setRange(StudyCalendar::minimumDayStartHour, StudyCalendar::maximumDayStartHour);
    m_dayStartLabel->setBuddy(m_dayStart);
    // Applied as typed: Enter belongs to the page (it moves on), and a value
    // left in a box when the window closes must not be lost.
    for (QSpinBox *box : {m_limit, m_retention, m_dayStart})
        connect(box, &QSpinBox::valueChanged, this, &ReviewPage::applySettings);
    m_calibration = new CalibrationChart(summary);
    QWidget *calibrationTools = m_calibration->makeTools(summary);
    m_reviewFlagged = new QPushButton(summary);
    m_reviewFlagged->setObjectName(u"reviewFlaggedButton"_s);
    connect(m_reviewFlagged, &QPushButton::clicked, this, &ReviewPage::startFlagged);
    m_backToLibrary = new QPushButton(summary);
    m_backToLibrary->setObjectName(u"reviewLibraryButton"_s);
    connect(m_backToLibrary, &QPushButton::clicked, this, &ReviewPage::libraryRequested);
    auto *limitRow = new QHBoxLayout;
    limitRow->addWidget(m_limitLabel);
    limitRow->addWidget(m_limit);
    limitRow->addSpacing(16);
    limitRow->addWidget(m_retentionLabel);
    limitRow->addWidget(m_retention);
    limitRow->addSpacing(16);
    limitRow->addWidget(m_dayStartLabel);
    limitRow->addWidget(m_dayStart);
    limitRow->addStretch();
    auto *summaryButtons = new QHBoxLayout;
    summaryButtons->addWidget(m_reviewFlagged);
    summaryButtons->addStretch();
    summaryButtons->addWidget(m_backToLibrary);
    auto *summaryLayout = new QVBoxLayout(summary);
    summaryLayout->addWidget(m_summaryHeading);
    summaryLayout->addWidget(m_summaryText);
    summaryLayout->addLayout(limitRow);
    // The chart is as tall as its labels need at the text size: on a small
    // window it scrolls rather than cut them short.
    auto *calibrationRow = new QWidget;
    auto *calibrationLayout = new QHBoxLayout(calibrationRow);
    calibrationLayout->setContentsMargins(0, 0, 0, 0);
    calibrationLayout->addWidget(m_calibration, 1);
    calibrationLayout->addWidget(calibrationTools, 0, Qt::AlignTop);
    auto *calibrationScroll = new QScrollArea(summary);
    calibrationScroll->setObjectName(u"calibrationScrollArea"_s);
    calibrationScroll->setWidget(calibrationRow);
    calibrationScroll->setWidgetResizable(true);
    calibrationScroll->setFrameShape(QFrame::NoFrame);
    calibrationScroll->setFocusPolicy(Qt::NoFocus);
    summaryLayout->addWidget(calibrationScroll, 1);
    summaryLayout->addLayout(summaryButtons);

    m_views = new QStackedWidget(this);
    m_views->addWidget(item);
    m_views->addWidget(summary);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_views);

    for (int slot = 0; slot < 4; ++slot) {
        auto *key = new QShortcut(QKeySequence(QKeyCombination(Qt::Key(Qt::Key_1 + slot))), this);
        key->setContext(Qt::WidgetWithChildrenShortcut);
        connect(key, &QShortcut::activated, this, [this, slot] { choose(slot); });
    }
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

    connect(m_study, &Study::reviewsChanged, this, [this] {
        if (isShowingSummary())
            updateSummaryTexts();
    });
    m_views->setCurrentIndex(1);
    capLineLength();
    retranslateUi(); // fills the summary, the settings' spin boxes too
}

void ReviewPage::capLineLength()
{
    ReadingColumn::cap(m_column, m_prompt->current()->font());
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
    for (QSpinBox *box : {m_limit, m_retention, m_dayStart})
        box->disconnect(this);
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
    m_progress->setText(tr("Question %1 of %2 · %3")
                            .arg(locale.toString(position() + 1), locale.toString(itemCount()),
                                 bank ? bank->title.text(language) : QString()));
    m_prompt->setText(question->prompt, question->id, m_otherLanguageShown);
    const OptionOrder order = m_session.optionOrder();
    const Language other = OtherLanguageText::otherThan(language);
    const int right = correctSlot();
    const int chosen = m_session.chosenSlot();
    const bool checked = m_session.isChecked();
    // Not exclusive while unchecking every button, which an exclusive group refuses.
    m_optionGroup->setExclusive(false);
    for (int slot = 0; slot < 4; ++slot) {
        OptionRow *option = m_options[std::size_t(slot)];
        const std::size_t index = std::size_t(order[std::size_t(slot)]);
        const QString text = question->options[index].text(language);
        option->setContent(OptionLabels::label(slot), RichText::toPlain(text),
                           RichText::toHtml(text));
        // The question page's words for the marks.
        if (checked && slot == right)
            option->setMark(OptionRow::Mark::RightAnswer,
                            slot == chosen
                                ? QCoreApplication::translate("QuestionPage",
                                                              "Your answer: correct")
                                : QCoreApplication::translate("QuestionPage", "Right answer"));
        else if (checked && slot == chosen)
            option->setMark(OptionRow::Mark::WrongChoice,
                            QCoreApplication::translate("QuestionPage", "Your answer: incorrect"));
        else
            option->setMark(OptionRow::Mark::None, {});
        const QString why = checked && slot == chosen && slot != right
                                ? question->optionFeedback[index].text(language)
                                : QString();
        option->setFeedback(RichText::toPlain(why),
                            why.isEmpty() ? QString() : RichText::toHtml(why));
        // A screen reader hears the current text, then the other language's, named.
        const QString otherText = m_otherLanguageShown ? question->options[index].text(other)
                                                       : QString();
        option->setOtherLanguage(other, RichText::toPlain(otherText), RichText::toHtml(otherText));
        option->radio()->setChecked(slot == chosen || (!m_session.isAnswering() && slot == right));
        option->radio()->setEnabled(!checked || slot == right || slot == chosen);
    }
    m_optionGroup->setExclusive(true);

    const bool answering = m_session.isAnswering();
    m_confidenceRow->setVisible(answering);
    m_confidenceRow->setEnabled(!checked);
    for (std::size_t i = 0; i < confidenceLevels.size(); ++i)
        m_confidenceButtons[i]->setChecked(confidenceLevels[i] == m_session.confidence());

    QString verdict;
    if (checked && answering)
        verdict = (m_session.isRight() ? tr("<b>Right.</b>") : tr("<b>Not right.</b>")) + u' ';
    m_feedback->setText(question->explanation, question->id, m_otherLanguageShown,
                        verdict + tr("Explanation:") + u' ');
    m_feedback->setVisible(checked);
    updateStatusTexts();
}

void ReviewPage::setOtherLanguageShown(bool shown)
{
    if (shown == m_otherLanguageShown)
        return;
    // The learner's place: the option chosen (or the prompt) stays where it was on screen.
    const int chosen = m_session.chosenSlot();
    QWidget *anchor = chosen >= 0 ? m_options[std::size_t(chosen)]
                                  : static_cast<QWidget *>(m_prompt);
    ScrollPlace place(m_itemScroll, anchor);
    m_otherLanguageShown = shown;
    updateItemTexts();
    place.restore();
}

void ReviewPage::updateStatusTexts()
{
    const bool answering = m_session.isAnswering();
    const bool checked = m_session.isChecked();
    m_nextReview->setVisible(answering && checked);
    if (answering && checked)
        m_nextReview->setText(
            tr("Next review in %Ln day(s)", nullptr, m_session.nextReviewInDays()));
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
    if (m_session.goNext())
        updateItemTexts();
    else
        showSummary();
}

void ReviewPage::goPrevious()
{
    if (!isShowingSummary() && m_session.goPrevious())
        updateItemTexts();
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
    const QLocale locale;
    m_summaryHeading->setText(mode() == Mode::ReadThrough ? tr("Read-through finished")
                                                          : tr("Review summary"));
    QString text;
    if (m_session.isAnswering()) {
        const int reviewed = m_session.reviewedCount();
        text = reviewed == 0
                   ? tr("Nothing reviewed in this session.")
                   : tr("You reviewed %Ln question(s) and got %1 right.", nullptr, reviewed)
                         .arg(locale.toString(m_session.rightCount()));
        text += u' ';
    }
    text += tr("Due for review now: %1.").arg(locale.toString(m_study->dueForReviewCount()));
    m_summaryText->setText(text);
    const ReviewSettings &settings = m_study->reviewSettings();
    for (QSpinBox *box : {m_limit, m_retention, m_dayStart})
        box->setLocale(locale);
    {
        // Showing the settings is not changing them.
        const QSignalBlocker limit(m_limit), retention(m_retention), dayStart(m_dayStart);
        m_limit->setValue(settings.dailyLimit());
        m_retention->setValue(qRound(settings.desiredRetention() * 100));
        m_dayStart->setValue(settings.dayStartHour());
    }
    m_reviewFlagged->setText(tr("Review flagged questions (%1)")
                                 .arg(locale.toString(m_study->flaggedForReview().size())));
    m_reviewFlagged->setEnabled(!m_study->flaggedForReview().isEmpty());
    m_calibration->setPoints(m_study->calibration());
}

void ReviewPage::applySettings()
{
    if (!isShowingSummary())
        return; // a spin box lost focus as a session began
    ReviewSettings settings = m_study->reviewSettings();
    settings.setDailyLimit(m_limit->value());
    // The spin box shows whole percents: keep a stored 0.905 unless the learner changed it.
    if (m_retention->value() != qRound(settings.desiredRetention() * 100))
        settings.setDesiredRetention(m_retention->value() / 100.0);
    settings.setDayStartHour(m_dayStart->value());
    m_study->setReviewSettings(settings);
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
    m_limitLabel->setText(tr("Questions to review per day:"));
    m_retentionLabel->setText(tr("Desired retention:"));
    m_retention->setToolTip(tr("How likely you should still know a question when it comes back "
                               "(70–97 %); higher means more frequent reviews"));
    m_dayStartLabel->setText(tr("A new day starts at (hour):"));
    m_backToLibrary->setText(tr("Back to the library"));
    updateItemTexts();
    if (isShowingSummary())
        updateSummaryTexts();
}

void ReviewPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::FontChange)
        capLineLength();
    QWidget::changeEvent(event);
}
