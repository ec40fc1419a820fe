#include "quiz/questionpage.h"

#include "core/languagemanager.h"
#include "core/quizsession.h"
#include "core/richtext.h"
#include "core/study.h"
#include "question/markicon.h"
#include "question/optionlabels.h"
#include "question/optionrow.h"
#include "question/otherlanguagetext.h"
#include "question/termlinks.h"
#include "quiz/questionnavigator.h"
#include "widgets/fonts.h"
#include "widgets/messageboxes.h"
#include "widgets/notificationframe.h"
#include "widgets/readingcolumn.h"
#include "widgets/scrollplace.h"
#include "widgets/wrappedlabel.h"

#include <QButtonGroup>
#include <QCoreApplication>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
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

void addShortcut(QWidget *page, const QKeySequence &keys, const std::function<void()> &action)
{
    auto *shortcut = new QShortcut(keys, page);
    shortcut->setContext(Qt::WidgetWithChildrenShortcut);
    QObject::connect(shortcut, &QShortcut::activated, page, action);
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
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(u"progressBar"_s);
    m_progress->setTextVisible(false);
    m_answeredCount = new QLabel(this);
    m_answeredCount->setObjectName(u"answeredCountLabel"_s);
    m_runningScore = new QLabel(this);
    m_runningScore->setObjectName(u"runningScoreLabel"_s);

    m_navigator = new QuestionNavigator(this);
    connect(m_navigator, &QuestionNavigator::positionChosen, this, &QuestionPage::goTo);

    m_prompt = makeWrappingLabel(this, u"promptLabel"_s);
    Fonts::apply(m_prompt, Fonts::Role::Prompt);
    m_otherPrompt = new OtherLanguageText(this);
    m_otherPrompt->setObjectName(u"otherPromptLabel"_s);

    // Glossary terms in the prompt, the explanation and why an option is
    // wrong: hover for the term's other form and meaning, click to open its entry.
    const auto openEntry = [this](const QString &entryId) {
        emit glossaryEntryRequested(entryId);
    };
    m_optionGroup = new QButtonGroup(this);
    m_optionGroup->setExclusive(true);
    auto *optionsBox = new QVBoxLayout;
    for (int slot = 0; slot < optionsPerQuestion; ++slot) {
        auto *row = new OptionRow(this);
        row->setObjectName(u"optionRow%1"_s.arg(slot));
        row->radio()->setObjectName(u"optionRadio%1"_s.arg(slot));
        m_optionGroup->addButton(row->radio(), slot);
        m_options[std::size_t(slot)] = row;
        TermLinks::follow(row->feedbackLabel(), m_languages, openEntry);
        optionsBox->addWidget(row);
    }
    connect(m_optionGroup, &QButtonGroup::idClicked, this, &QuestionPage::choose);

    m_keyHint = new QLabel(this);
    m_keyHint->setObjectName(u"keyHintLabel"_s);
    m_keyHint->setTextFormat(Qt::RichText);
    m_keyHint->setForegroundRole(QPalette::PlaceholderText);

    // Screen readers read the verdict when the feedback comes into sight.
    m_feedback = new NotificationFrame(this);
    m_feedback->setObjectName(u"feedbackFrame"_s);
    m_feedback->setFrameShape(QFrame::StyledPanel);
    m_verdictIcon = new QLabel(m_feedback);
    m_verdictIcon->setObjectName(u"verdictIcon"_s);
    m_verdict = makeWrappingLabel(m_feedback, u"verdictLabel"_s);
    Fonts::apply(m_verdict, Fonts::Role::Emphasis);
    m_explanationHeading = new QLabel(m_feedback);
    m_explanationHeading->setObjectName(u"explanationHeading"_s);
    Fonts::apply(m_explanationHeading, Fonts::Role::Emphasis);
    m_explanation = makeWrappingLabel(m_feedback, u"explanationLabel"_s);
    m_otherExplanation = new OtherLanguageText(m_feedback);
    m_otherExplanation->setObjectName(u"otherExplanationLabel"_s);
    for (QLabel *label : {m_prompt, m_explanation})
        TermLinks::follow(label, m_languages, openEntry);
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
    feedbackLayout->addWidget(m_explanationHeading);
    feedbackLayout->addWidget(m_explanation);
    feedbackLayout->addWidget(m_otherExplanation);
    feedbackLayout->addWidget(m_conceptButton, 0, Qt::AlignLeft);

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

    // The question's column: capped at a comfortable line length of the
    // prompt's font and centred on wide windows.
    m_content = new QWidget;
    m_content->setObjectName(u"questionColumn"_s);
    auto *contentLayout = new QVBoxLayout(m_content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addWidget(m_prompt);
    contentLayout->addWidget(m_otherPrompt);
    contentLayout->addSpacing(8);
    contentLayout->addLayout(optionsBox);
    contentLayout->addWidget(m_keyHint);
    contentLayout->addWidget(m_feedback);
    contentLayout->addStretch();
    QWidget *content = ReadingColumn::centred(m_content);
    auto *scroll = new QScrollArea(this);
    m_scroll = scroll;
    scroll->setObjectName(u"questionScroll"_s);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    scroll->setFocusPolicy(Qt::NoFocus);

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
    layout->addWidget(scroll, 1);
    layout->addLayout(buttons);

    for (int slot = 0; slot < optionsPerQuestion; ++slot) {
        addShortcut(this, QKeySequence(Qt::Key_1 + slot), [this, slot] { choose(slot); });
    }
    addShortcut(this, QKeySequence(TermLinks::lookUpKey), [this] { lookUpTerm(); });
    for (auto key : {Qt::Key_PageDown, Qt::Key_Right}) {
        addShortcut(this, QKeySequence(key), [this] {
            if (m_session && m_session->mode() == FeedbackMode::AtEnd)
                goTo(m_session->currentPosition() + 1);
        });
    }
    for (auto key : {Qt::Key_PageUp, Qt::Key_Left}) {
        addShortcut(this, QKeySequence(key), [this] {
            if (m_session && m_session->mode() == FeedbackMode::AtEnd)
                goTo(m_session->currentPosition() - 1);
        });
    }

    capLineLength();
    refresh();
}

Language QuestionPage::language() const
{
    return m_languages->language();
}

void QuestionPage::setAttempt(const Attempt &attempt)
{
    m_session = attempt.isOpen() ? &attempt.session() : nullptr;
    m_bank = attempt.isOpen() ? &attempt.bank() : nullptr;
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
}

void QuestionPage::goTo(int position)
{
    if (!m_session || !m_study->goTo(position))
        return;
    refresh();
    focusAnswers();
}

void QuestionPage::setOtherLanguageShown(bool shown)
{
    if (shown == m_otherLanguageShown)
        return;
    // The learner's place: the focused widget (or the prompt) stays where it was on screen.
    QWidget *content = m_scroll->widget();
    ScrollPlace place(m_scroll, focusWidget() && content->isAncestorOf(focusWidget())
                                    ? focusWidget()
                                    : m_prompt);
    m_otherLanguageShown = shown;
    refresh();
    place.restore();
}

const Question *QuestionPage::currentQuestion() const
{
    if (!m_session || m_session->questionCount() == 0)
        return nullptr;
    return &m_bank->questions.at(m_session->bankRow(m_session->currentPosition()));
}

void QuestionPage::lookUpTerm()
{
    const Question *question = currentQuestion();
    if (!question)
        return;
    QString text = question->prompt.text(language());
    if (m_session->isRevealed(m_session->currentPosition()))
        text += u'\n' + question->explanation.text(language());
    const QList<const GlossaryEntry *> entries = TermLinks::entriesIn(text, language(),
                                                                      question->id);
    QMenu menu(this);
    menu.setObjectName(u"termMenu"_s);
    menu.setAccessibleName(tr("Glossary terms in this question"));
    const Language other = OtherLanguageText::otherThan(language());
    for (const GlossaryEntry *entry : entries) {
        QAction *action = menu.addAction(
            tr("%1 (%2)", "term (term in the other language)")
                .arg(entry->term.text(language()), entry->term.text(other)));
        action->setData(entry->id);
    }
    if (entries.isEmpty())
        menu.addAction(tr("No glossary term in this question"))->setEnabled(false);
    const QAction *chosen = menu.exec(m_prompt->mapToGlobal(QPoint(0, m_prompt->height())));
    if (chosen && !chosen->data().toString().isEmpty())
        emit glossaryEntryRequested(chosen->data().toString());
}

void QuestionPage::focusAnswers()
{
    if (QAbstractButton *chosen = m_optionGroup->checkedButton())
        chosen->setFocus();
    else
        m_options[0]->radio()->setFocus();
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

void QuestionPage::primaryAction()
{
    if (!m_session)
        return;
    const int position = m_session->currentPosition();
    const bool last = position + 1 >= m_session->questionCount();
    if (m_session->mode() == FeedbackMode::Immediate) {
        if (!m_session->isRevealed(position))
            check();
        else if (!last)
            goTo(position + 1);
        else
            showResults();
        return;
    }
    if (m_session->isSubmitted())
        showResults();
    else if (!last)
        goTo(position + 1);
    else
        submit();
}

void QuestionPage::changeEvent(QEvent *event)
{
    // The term links carry the text colour, which a palette change changes.
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        refresh();
    if (event->type() == QEvent::FontChange)
        capLineLength();
    QWidget::changeEvent(event);
}

bool QuestionPage::focusIsOnAnOptionOrThePage() const
{
    const QWidget *focus = focusWidget();
    if (!focus || focus == this)
        return true;
    return std::any_of(m_options.cbegin(), m_options.cend(),
                       [focus](const OptionRow *row) { return row->radio() == focus; });
}

void QuestionPage::keyPressEvent(QKeyEvent *event)
{
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (enter && (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier
        && focusIsOnAnOptionOrThePage()) {
        primaryAction();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

void QuestionPage::capLineLength()
{
    ReadingColumn::cap(m_content, m_prompt->font());
}

void QuestionPage::rebuildNavigator()
{
    const bool atEnd = m_session && m_session->mode() == FeedbackMode::AtEnd;
    m_navigator->setSession(atEnd ? m_session : nullptr);
    m_navigator->setVisible(atEnd);
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
    refreshHeader(question);
    refreshOptions(question);
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
    m_explanationHeading->setText(tr("Explanation"));
    m_progress->setAccessibleName(tr("Progress through the quiz"));
    m_navigator->setAccessibleName(tr("Question navigator"));
}

void QuestionPage::refreshHeader(const Question &question)
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
    const QString &prompt = question.prompt.text(language());
    m_prompt->setText(TermLinks::html(prompt, language(), question.id,
                                      m_prompt->palette().color(m_prompt->foregroundRole())));
    m_prompt->setAccessibleName(RichText::toPlain(prompt));
    const Language other = OtherLanguageText::otherThan(language());
    const QString otherPrompt = m_otherLanguageShown ? question.prompt.text(other) : QString();
    m_otherPrompt->setText(other, RichText::toHtml(otherPrompt), RichText::toPlain(otherPrompt));
}

void QuestionPage::refreshOptions(const Question &question)
{
    const int position = m_session->currentPosition();
    const OptionOrder &order = m_session->optionOrder(position);
    const bool revealed = m_session->isRevealed(position);
    const std::optional<int> chosen = m_session->chosenSlot(position);
    const int correctSlot = m_session->correctSlot(position);

    // Not exclusive while unchecking every button, which an exclusive group refuses.
    m_optionGroup->setExclusive(false);
    for (int slot = 0; slot < optionsPerQuestion; ++slot) {
        OptionRow *row = m_options[std::size_t(slot)];
        const QString &text = question.options.at(std::size_t(order[std::size_t(slot)]))
                                  .text(language());
        row->setContent(OptionLabels::label(slot), RichText::toPlain(text), RichText::toHtml(text));
        const Language other = OtherLanguageText::otherThan(language());
        const QString otherText = m_otherLanguageShown
                                      ? question.options.at(std::size_t(order[std::size_t(slot)]))
                                            .text(other)
                                      : QString();
        row->setOtherLanguage(other, RichText::toPlain(otherText), RichText::toHtml(otherText));
        row->radio()->setChecked(chosen == slot);
        row->radio()->setEnabled(m_session->canChangeAnswer(position) || chosen == slot);
        if (revealed && slot == correctSlot)
            row->setMark(OptionRow::Mark::RightAnswer,
                         chosen == slot ? tr("Your answer: correct") : tr("Right answer"));
        else if (revealed && chosen == slot)
            row->setMark(OptionRow::Mark::WrongChoice, tr("Your answer: incorrect"));
        else
            row->setMark(OptionRow::Mark::None, {});
        // Why the chosen option is wrong, under it, once that is revealed.
        const QString why = revealed && chosen == slot && slot != correctSlot
                                ? question.optionFeedback.at(std::size_t(order[std::size_t(slot)]))
                                      .text(language())
                                : QString();
        const QColor textColour = row->feedbackLabel()->palette().color(
            row->feedbackLabel()->foregroundRole());
        row->setFeedback(RichText::toPlain(why),
                         why.isEmpty() ? QString()
                                       : TermLinks::html(why, language(), question.id, textColour));
    }
    m_optionGroup->setExclusive(true);
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
    const QString &explanation = question.explanation.text(language());
    m_explanation->setText(
        TermLinks::html(explanation, language(), question.id,
                        m_explanation->palette().color(m_explanation->foregroundRole())));
    m_explanation->setAccessibleName(RichText::toPlain(explanation));
    const Language other = OtherLanguageText::otherThan(language());
    const QString otherExplanation = m_otherLanguageShown ? question.explanation.text(other)
                                                          : QString();
    m_otherExplanation->setText(other, RichText::toHtml(otherExplanation),
                                RichText::toPlain(otherExplanation));

    const Concept chartConcept = question.chartConcept;
    m_conceptButton->setVisible(chartConcept != Concept::None);
    if (chartConcept == Concept::PipelineBubbles)
        m_conceptButton->setText(tr("Open the pipeline bubbles chart"));
    else if (chartConcept == Concept::AttentionMemory)
        m_conceptButton->setText(tr("Open the attention memory chart"));
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

void QuestionPage::refreshKeyHint()
{
    const QLocale locale;
    const int position = m_session->currentPosition();
    const bool last = position + 1 >= m_session->questionCount();
    const QString digits = tr("%1–%2", "the option keys")
                               .arg(locale.toString(1), locale.toString(optionsPerQuestion));
    // Key names stay Latin in every language: they are printed on the keys.
    const QString enter = u"<code>Enter</code>"_s;
    QString hint;
    if (m_session->isFinished() && (last || m_session->mode() == FeedbackMode::AtEnd))
        hint = tr("%1 see the results", "key hint").arg(enter);
    else if (m_session->mode() == FeedbackMode::Immediate && m_session->isRevealed(position))
        hint = tr("%1 next question", "key hint").arg(enter);
    else if (m_session->mode() == FeedbackMode::Immediate)
        hint = tr("%1 choose · %2 check", "key hint").arg(digits, enter);
    else if (last)
        hint = tr("%1 choose · %2 submit", "key hint").arg(digits, enter);
    else
        hint = tr("%1 choose · %2 next · %3 move", "key hint")
                   .arg(digits, enter, u"<code>PageUp</code> <code>PageDown</code>"_s);
    m_keyHint->setText(hint);
}
