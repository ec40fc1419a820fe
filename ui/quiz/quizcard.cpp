#include "quiz/quizcard.h"

#include "core/banktitles.h"
#include "core/languagemanager.h"
#include "core/percentformat.h"
#include "core/quizsession.h"
#include "core/richtext.h"
#include "history/scoresparkline.h"
#include "widgets/fonts.h"
#include "widgets/messageboxes.h"
#include "widgets/readingcolumn.h"
#include "widgets/wrappedlabel.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

QuizCard::QuizCard(const QuestionBank &bank, const LanguageManager *languages, QWidget *parent)
    : QFrame(parent)
    , m_bank(bank)
    , m_languages(languages)
{
    setObjectName(u"quizCard_"_s + bank.id);
    setFrameShape(QFrame::StyledPanel);
    setFrameShadow(QFrame::Raised);

    m_title = new QLabel(this);
    m_title->setObjectName(u"cardTitle"_s);
    m_title->setTextFormat(Qt::PlainText); // a bank's title is never markup
    Fonts::apply(m_title, Fonts::Role::SectionTitle);

    m_description = new WrappedLabel(this);
    m_description->setObjectName(u"cardDescription"_s);

    m_facts = new QLabel(this);
    m_facts->setObjectName(u"cardFacts"_s);

    m_lengthWarning = new WrappedLabel(this);
    m_lengthWarning->setObjectName(u"cardLengthWarning"_s);
    m_lengthWarning->setTextFormat(Qt::PlainText);
    m_lengthWarning->hide();

    m_modeLabel = new QLabel(this);
    m_mode = new QComboBox(this);
    m_mode->setObjectName(u"feedbackModeCombo"_s);
    // Not only on first show: the texts change length with the language.
    m_mode->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_mode->addItem(QString(), QVariant::fromValue(int(FeedbackMode::Immediate)));
    m_mode->addItem(QString(), QVariant::fromValue(int(FeedbackMode::AtEnd)));
    m_mode->setCurrentIndex(bank.defaultFeedback == FeedbackMode::Immediate ? 0 : 1);
    m_modeLabel->setBuddy(m_mode);

    // Resume comes first, in the row and in the tab order: one keypress must
    // not end an attempt in progress.
    m_resume = new QPushButton(this);
    m_resume->setObjectName(u"resumeButton"_s);
    m_start = new QPushButton(this);
    m_start->setObjectName(u"startButton"_s);
    m_retryWrong = new QPushButton(this);
    m_retryWrong->setObjectName(u"retryWrongButton"_s);
    // Last in the row and in the tab order: reading starts no attempt.
    m_readThrough = new QPushButton(this);
    m_readThrough->setObjectName(u"readThroughButton"_s);

    m_trend = new ScoreSparkline(this);
    m_history = new QPushButton(this);
    m_history->setObjectName(u"historyButton"_s);
    auto *historyRow = new QHBoxLayout;
    historyRow->addWidget(m_trend);
    historyRow->addWidget(m_history);
    historyRow->addStretch();

    auto *modeRow = new QHBoxLayout;
    modeRow->addWidget(m_modeLabel);
    modeRow->addWidget(m_mode);
    modeRow->addStretch();

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_resume);
    buttons->addWidget(m_start);
    buttons->addWidget(m_retryWrong);
    buttons->addWidget(m_readThrough);
    buttons->addStretch();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addLayout(inReadingColumn(m_description));
    layout->addWidget(m_facts);
    layout->addLayout(inReadingColumn(m_lengthWarning));
    layout->addLayout(historyRow);
    layout->addLayout(modeRow);
    layout->addLayout(buttons);
    connectButtons();
    capTextWidths();
    retranslateUi();
}

// A row that gives text all the width up to its cap and no more: a row, not
// the card's column, so that the text's height is asked at the width it gets.
QHBoxLayout *QuizCard::inReadingColumn(QWidget *text)
{
    auto *row = new QHBoxLayout;
    row->addWidget(text, 100);
    row->addStretch(1);
    return row;
}

// The running texts keep to the reading column: at 1920 px a line across the
// whole card is hard to follow back to its start.
void QuizCard::capTextWidths()
{
    ReadingColumn::cap(m_description, m_description->font());
    ReadingColumn::cap(m_lengthWarning, m_lengthWarning->font());
}

// Start and retry first ask before they end an attempt in progress.
void QuizCard::connectButtons()
{
    connect(m_resume, &QPushButton::clicked, this, [this] { emit resumeRequested(m_bank.id); });
    connect(m_start, &QPushButton::clicked, this, [this] {
        if (mayEndAttemptInProgress())
            emit startRequested(m_bank.id, chosenMode());
    });
    connect(m_retryWrong, &QPushButton::clicked, this, [this] {
        if (mayEndAttemptInProgress())
            emit retryWrongRequested(m_bank.id, chosenMode());
    });
    connect(m_readThrough, &QPushButton::clicked, this,
            [this] { emit readThroughRequested(m_bank.id); });
    connect(m_history, &QPushButton::clicked, this, [this] { emit historyRequested(m_bank.id); });
}

void QuizCard::setRecord(const QuizRecord &record)
{
    m_record = record;
    retranslateUi();
}

void QuizCard::setTrend(const QList<int> &percents)
{
    m_trend->setScores(percents, m_languages->language());
}

QPushButton *QuizCard::primaryButton() const
{
    return m_record.attempt ? m_resume : m_start;
}

bool QuizCard::mayEndAttemptInProgress()
{
    return !m_record.attempt
           || Dialogs::askEndAttemptInProgress(this, m_title->text())
                  == Dialogs::AttemptChoice::StartNew;
}

FeedbackMode QuizCard::chosenMode() const
{
    return FeedbackMode(m_mode->currentData().toInt());
}

void QuizCard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::FontChange)
        capTextWidths();
    QFrame::changeEvent(event);
}

void QuizCard::setFileNameShown(bool shown)
{
    m_fileNameShown = shown;
    retranslateUi();
}

void QuizCard::setLengthWarnings(const QList<LengthWarning> &warnings)
{
    m_lengthWarnings.clear();
    for (const LengthWarning &warning : warnings) {
        if (warning.bankId == m_bank.id)
            m_lengthWarnings << warning;
    }
    showLengthWarning(m_languages->language());
}

void QuizCard::showLengthWarning(Language language)
{
    const auto found = std::find_if(m_lengthWarnings.cbegin(), m_lengthWarnings.cend(),
                                    [language](const LengthWarning &warning) {
                                        return warning.language == language;
                                    });
    m_lengthWarning->setText(found != m_lengthWarnings.cend() ? found->message() : QString());
    m_lengthWarning->setVisible(found != m_lengthWarnings.cend());
}

// How far the attempt in progress has come; the bare fact when the saved
// attempt no longer matches the bank (it is discarded on Resume).
QString QuizCard::attemptFact() const
{
    const std::optional<QuizSession> attempt = QuizSession::fromJson(*m_record.attempt, m_bank);
    if (!attempt)
        return tr("An attempt is in progress");
    return tr("Attempt in progress: %1 of %Ln question(s) answered", nullptr,
              attempt->questionCount())
        .arg(QLocale().toString(attempt->answeredCount()));
}

void QuizCard::retranslateUi()
{
    const QLocale locale; // the language's digits and dates (LanguageManager sets the default)
    const Language language = m_languages->language();
    const QString title = m_bank.title.text(language);
    m_title->setText(m_fileNameShown ? BankTitles::withFileName(title, m_bank.source) : title);
    // Rich text only when there is code to show: a wrapped rich-text label costs
    // a document layout at every width the layout asks about (start-up time).
    const QString description = m_bank.description.text(language);
    const bool hasCode = description.contains(u'`');
    m_description->setTextFormat(hasCode ? Qt::RichText : Qt::PlainText);
    m_description->setText(hasCode ? RichText::toHtml(description) : description);
    m_description->setVisible(!m_description->text().isEmpty());

    QStringList facts;
    facts << tr("%Ln question(s)", nullptr, int(m_bank.questions.size()));
    if (m_record.best) {
        facts << tr("Best score: %1 of %2 (%3)")
                     .arg(locale.toString(m_record.best->correct),
                          locale.toString(m_record.best->total),
                          PercentFormat::text(m_record.best->percent(), locale));
    } else {
        facts << tr("Not finished yet");
    }
    if (m_record.lastFinished.isValid()) {
        facts << tr("Last attempt: %1")
                     // Not ShortFormat: Bengali's short time keeps Latin "AM"/"PM".
                     .arg(locale.toString(m_record.lastFinished.toLocalTime(),
                                          u"d MMMM yyyy, HH:mm"_s));
    }
    if (m_record.attempt)
        facts << attemptFact();
    m_facts->setText(facts.join(u" · "_s));

    m_modeLabel->setText(tr("&Feedback:"));
    m_mode->setItemText(0, tr("Immediately after each answer"));
    m_mode->setItemText(1, tr("At the end of the quiz"));
    m_mode->setAccessibleName(tr("When to show whether answers are right"));

    // Each accessible name holds the visible label as written, so a screen
    // reader says it ("again" included) and which quiz it is for, and a
    // learner who speaks the label finds the button.
    m_start->setText(m_record.attempt ? tr("Start again") : tr("Start"));
    m_start->setAccessibleName(m_record.attempt ? tr("Start again: %1").arg(m_title->text())
                                                : tr("Start %1").arg(m_title->text()));
    m_resume->setText(tr("Resume"));
    m_resume->setAccessibleName(tr("Resume %1").arg(m_title->text()));
    // No card's button is drawn as the default: with several cards none is
    // what Enter does for the whole page; Enter presses the focused button
    // (WindowKeys), and the page focuses the primary one when shown.
    m_resume->setVisible(m_record.attempt.has_value());
    const auto retryable = int(m_record.retryableIds(m_bank).size());
    m_retryWrong->setText(tr("Retry wrong answers (%Ln)", nullptr, retryable));
    m_retryWrong->setAccessibleName(
        tr("Retry wrong answers (%Ln) of %1", nullptr, retryable).arg(m_title->text()));
    m_retryWrong->setVisible(retryable > 0);
    m_readThrough->setText(tr("Read through"));
    m_readThrough->setAccessibleName(tr("Read through %1").arg(m_title->text()));
    m_readThrough->setToolTip(tr("Every question with its right answer and explanation, "
                                 "nothing to answer"));
    m_history->setText(tr("History"));
    m_history->setAccessibleName(tr("History of %1").arg(m_title->text()));
    showLengthWarning(language);
    m_trend->retranslate(language);
    setAccessibleName(m_title->text());
}
