#include "question/questionview.h"

#include "core/languagemanager.h"
#include "core/richtext.h"
#include "question/bilingualtext.h"
#include "question/fallbackmark.h"
#include "question/optionlabels.h"
#include "question/optionrow.h"
#include "question/otherlanguagetext.h"
#include "question/termlinks.h"
#include "widgets/fonts.h"
#include "widgets/scrollplace.h"
#include "widgets/wrappedlabel.h"

#include <QButtonGroup>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QRadioButton>
#include <QScrollArea>
#include <QShortcut>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

QuestionView::QuestionView(const LanguageManager *languages, const Config &config, QWidget *parent)
    : QWidget(parent)
    , m_languages(languages)
    , m_config(config)
{
    const Names &names = config.names;
    m_prompt = new BilingualText(languages, this);
    m_prompt->setObjectNames(names.prompt, names.otherPrompt);
    Fonts::apply(m_prompt->current(), Fonts::Role::Prompt);

    // Glossary terms in why an option is wrong: hover for the term, click to open its entry.
    const auto openEntry = [this](const QString &entryId) {
        emit glossaryEntryRequested(entryId);
    };
    m_optionGroup = new QButtonGroup(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_prompt);
    if (config.spaceAfterPrompt > 0)
        layout->addSpacing(config.spaceAfterPrompt);
    for (int slot = 0; slot < maxOptionsPerQuestion; ++slot) {
        auto *row = new OptionRow(this);
        row->setObjectName(names.option.arg(slot));
        if (!names.optionRadio.isEmpty())
            row->radio()->setObjectName(names.optionRadio.arg(slot));
        if (config.answerable) {
            m_optionGroup->addButton(row->radio(), slot);
            row->radio()->installEventFilter(this); // the arrow keys pass over struck options
            connect(row, &OptionRow::strikeRequested, this, [this, slot] { toggleStrike(slot); });
        } else {
            // Shown, not chosen: the radio only carries the option's label.
            row->radio()->setEnabled(false);
            row->radio()->setFocusPolicy(Qt::NoFocus);
        }
        TermLinks::follow(row->feedbackLabel(), languages, openEntry);
        m_options[std::size_t(slot)] = row;
        layout->addWidget(row);
    }
    connect(m_optionGroup, &QButtonGroup::idClicked, this, &QuestionView::clickedOption);
    m_belowOptions = new QVBoxLayout;
    m_belowOptions->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_belowOptions);

    m_explanationPanel = new QWidget(this);
    m_explanationHeading = new QLabel(m_explanationPanel);
    m_explanationHeading->setObjectName(names.explanationHeading);
    m_explanationHeading->setVisible(config.explanationHeading);
    Fonts::apply(m_explanationHeading, Fonts::Role::Emphasis);
    m_explanation = new BilingualText(languages, m_explanationPanel);
    m_explanation->setObjectNames(names.explanation, names.otherExplanation);
    auto *panelLayout = new QVBoxLayout(m_explanationPanel);
    panelLayout->setContentsMargins(0, 0, 0, 0);
    panelLayout->addWidget(m_explanationHeading);
    panelLayout->addWidget(m_explanation);
    layout->addWidget(m_explanationPanel);
    m_explanationPanel->hide();
    for (BilingualText *text : {m_prompt, m_explanation})
        connect(text, &BilingualText::glossaryEntryRequested, this,
                &QuestionView::glossaryEntryRequested);
}

QString QuestionView::rightAnswerText()
{
    return tr("Right answer");
}

QString QuestionView::rightChoiceText()
{
    return tr("Your answer: correct");
}

QString QuestionView::wrongChoiceText()
{
    return tr("Your answer: incorrect");
}

WrappedLabel *QuestionView::promptLabel() const
{
    return m_prompt->current();
}

void QuestionView::addBelowOptions(QWidget *widget)
{
    m_belowOptions->addWidget(widget);
}

void QuestionView::addOptionKeys(QWidget *scope)
{
    for (int slot = 0; slot < maxOptionsPerQuestion; ++slot) {
        const auto digit = Qt::Key(Qt::Key_1 + slot);
        auto *key = new QShortcut(QKeySequence(QKeyCombination(digit)), scope);
        key->setContext(Qt::WidgetWithChildrenShortcut);
        connect(key, &QShortcut::activated, this, [this, slot] { chooseFromKey(slot); });
        // X11, Wayland, Windows and macOS match Shift+1 however the layout
        // shifts it; where a platform does not, the shifted symbol reaches
        // the scope's event filter instead.
        auto *strike = new QShortcut(QKeySequence(QKeyCombination(Qt::ShiftModifier, digit)), scope);
        strike->setContext(Qt::WidgetWithChildrenShortcut);
        connect(strike, &QShortcut::activated, this, [this, slot] { toggleStrike(slot); });
    }
    m_keyScope = scope;
    scope->installEventFilter(this);
}

int QuestionView::optionCount() const
{
    return int(std::min(m_answer.order.size(), m_question.options.size()));
}

void QuestionView::chooseFromKey(int slot)
{
    if (slot < optionCount() && !m_struck.isStruck(slot))
        emit optionChosen(slot);
}

// A struck option clicked (or Space on it) is unstruck and chosen: the
// learner has changed their mind about it.
void QuestionView::clickedOption(int slot)
{
    if (isStrikeOffered() && m_struck.isStruck(slot)) {
        m_struck.setStruck(slot, false);
        showStrikes();
    }
    emit optionChosen(slot);
}

bool QuestionView::isStrikeOffered() const
{
    return m_config.answerable && !m_answer.revealed;
}

void QuestionView::toggleStrike(int slot)
{
    if (!isStrikeOffered() || slot < 0 || slot >= optionCount())
        return;
    m_struck.toggle(slot);
    showStrikes();
}

void QuestionView::clearStrikes()
{
    m_struck.clear();
    showStrikes();
}

void QuestionView::showStrikes()
{
    for (int slot = 0; slot < maxOptionsPerQuestion; ++slot) {
        OptionRow *row = m_options[std::size_t(slot)];
        row->setStrikeOffered(isStrikeOffered());
        row->setStruck(m_struck.isStruck(slot));
    }
}

void QuestionView::focusAnswers()
{
    if (QAbstractButton *checked = m_optionGroup->checkedButton()) {
        checked->setFocus();
        return;
    }
    std::array<bool, maxOptionsPerQuestion> every{};
    std::fill_n(every.begin(), optionCount(), true);
    m_options[std::size_t(m_struck.nextUnstruck(-1, 1, every).value_or(0))]->radio()->setFocus();
}

bool QuestionView::isOptionRadio(const QWidget *widget) const
{
    return std::any_of(m_options.cbegin(), m_options.cend(),
                       [widget](const OptionRow *row) { return row->radio() == widget; });
}

void QuestionView::lookUpTerm()
{
    const Language language = m_languages->language();
    QString text = m_question.prompt.text(language);
    if (m_answer.explanationShown)
        text += u'\n' + m_question.explanation.text(language);
    const QList<const GlossaryEntry *> entries = TermLinks::entriesIn(text, language, m_question.id);
    QMenu menu(this);
    menu.setObjectName(u"termMenu"_s);
    menu.setAccessibleName(tr("Glossary terms in this question"));
    const Language other = OtherLanguageText::otherThan(language);
    for (const GlossaryEntry *entry : entries) {
        QAction *action = menu.addAction(
            tr("%1 (%2)", "term (term in the other language)")
                .arg(entry->term.text(language), entry->term.text(other)));
        action->setData(entry->id);
    }
    if (entries.isEmpty())
        menu.addAction(tr("No glossary term in this question"))->setEnabled(false);
    const QWidget *prompt = promptLabel();
    const QAction *chosen = menu.exec(prompt->mapToGlobal(QPoint(0, prompt->height())));
    if (chosen && !chosen->data().toString().isEmpty())
        emit glossaryEntryRequested(chosen->data().toString());
}

void QuestionView::showQuestion(const Question &question, const Answer &answer)
{
    m_struck.follow(question.id, answer.order);
    m_question = question;
    m_answer = answer;
    refresh();
}

void QuestionView::refresh()
{
    m_explanationHeading->setText(tr("Explanation"));
    m_prompt->setText(m_question.prompt, m_question.id, m_otherLanguageShown);
    // Not exclusive while unchecking every button, which an exclusive group refuses.
    m_optionGroup->setExclusive(false);
    for (int slot = 0; slot < maxOptionsPerQuestion; ++slot)
        showOption(slot);
    m_optionGroup->setExclusive(true);
    m_explanation->setText(m_question.explanation, m_question.id, m_otherLanguageShown,
                           m_answer.explanationLeadHtml);
    m_explanationPanel->setVisible(m_answer.explanationShown);
    showStrikes();
}

void QuestionView::showOption(int slot)
{
    OptionRow *row = m_options[std::size_t(slot)];
    const int index = slot < m_answer.order.size() ? m_answer.order.at(slot) : -1;
    const bool shown = index >= 0 && index < m_question.options.size();
    row->setVisible(shown);
    if (!shown)
        return;
    const Language language = m_languages->language();
    const LocalizedText &option = m_question.options.at(index);
    const QString text = option.text(language);
    const QString mark = FallbackMark::words(option, language);
    row->setContent(OptionLabels::label(slot),
                    RichText::toPlain(text) + (mark.isEmpty() ? QString() : u" ("_s + mark + u')'),
                    RichText::toHtml(text) + FallbackMark::html(option, language));
    // A screen reader hears the current text, then the other language's, named.
    const Language other = OtherLanguageText::otherThan(language);
    const QString otherText = m_otherLanguageShown ? FallbackMark::otherText(option, language)
                                                   : QString();
    row->setOtherLanguage(other, RichText::toPlain(otherText), RichText::toHtml(otherText));

    const bool right = int(index) == m_question.answer;
    const bool chosen = m_answer.chosenSlot == slot;
    if (m_answer.revealed && right)
        row->setMark(OptionRow::Mark::RightAnswer, chosen ? rightChoiceText() : rightAnswerText());
    else if (m_answer.revealed && chosen)
        row->setMark(OptionRow::Mark::WrongChoice, wrongChoiceText());
    else
        row->setMark(OptionRow::Mark::None, {});

    const bool explained = m_answer.revealed && !right
                           && (chosen || m_answer.explainEveryWrongOption);
    const LocalizedText &feedbackText = m_question.feedbackOf(index);
    const QString why = explained ? feedbackText.text(language) : QString();
    const QLabel *feedback = row->feedbackLabel();
    row->setFeedback(RichText::toPlain(why),
                     why.isEmpty()
                         ? QString()
                         : TermLinks::html(why, FallbackMark::shownLanguage(feedbackText, language),
                                           m_question.id,
                                           feedback->palette().color(feedback->foregroundRole()))
                               + FallbackMark::html(feedbackText, language));
    const QString otherWhy = explained && m_otherLanguageShown
                                 ? FallbackMark::otherText(feedbackText, language)
                                 : QString();
    row->setOtherFeedback(other, RichText::toPlain(otherWhy), RichText::toHtml(otherWhy));
    row->radio()->setChecked(m_answer.checkedSlot.value_or(m_answer.chosenSlot.value_or(-1))
                             == slot);
    if (m_config.answerable)
        row->radio()->setEnabled(m_answer.enabled.at(std::size_t(slot)));
}

namespace {
QScrollArea *enclosingScrollArea(const QWidget *widget)
{
    for (QWidget *up = widget->parentWidget(); up; up = up->parentWidget()) {
        if (auto *scroll = qobject_cast<QScrollArea *>(up))
            return scroll;
    }
    return nullptr;
}
} // namespace

QWidget *QuestionView::placeAnchor(const QScrollArea *scroll) const
{
    QWidget *focus = focusWidget();
    if (focus && isAncestorOf(focus))
        return focus;
    if (m_answer.chosenSlot)
        return m_options[std::size_t(*m_answer.chosenSlot)];
    // The first text whose bottom is in sight.
    QList<QWidget *> texts{m_prompt};
    for (OptionRow *row : m_options)
        texts.append(row);
    texts.append(m_explanationPanel);
    for (QWidget *text : std::as_const(texts)) {
        if (text->isVisible() && text->mapTo(scroll->viewport(), QPoint(0, text->height())).y() >= 0)
            return text;
    }
    return m_prompt;
}

void QuestionView::setOtherLanguageShown(bool shown)
{
    if (shown == m_otherLanguageShown)
        return;
    QScrollArea *scroll = enclosingScrollArea(this);
    std::optional<ScrollPlace> place;
    if (scroll)
        place.emplace(scroll, placeAnchor(scroll));
    m_otherLanguageShown = shown;
    refresh();
    if (place)
        place->restore();
}

bool QuestionView::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    auto *key = static_cast<QKeyEvent *>(event);
    if (watched == m_keyScope) {
        // Shift+1–6 as the US layout shifts them, where no shortcut matched.
        static constexpr std::array shifted{Qt::Key_Exclam, Qt::Key_At,      Qt::Key_NumberSign,
                                            Qt::Key_Dollar, Qt::Key_Percent, Qt::Key_AsciiCircum};
        const auto *found = std::find(shifted.cbegin(), shifted.cend(), key->key());
        // Shift itself is required: "#" is a key of its own on a UK layout.
        if (found != shifted.cend()
            && (key->modifiers() & ~Qt::KeypadModifier) == Qt::ShiftModifier) {
            toggleStrike(int(found - shifted.cbegin()));
            return true;
        }
        return QWidget::eventFilter(watched, event);
    }
    return moveAmongOptions(watched, key) || QWidget::eventFilter(watched, event);
}

// The arrow keys on an option radio, as Qt's radios move (to the next
// option, choosing it when the one left was chosen), but passing over
// struck options. With nowhere to go the key goes on to the page (it scrolls).
bool QuestionView::moveAmongOptions(QObject *radio, QKeyEvent *event)
{
    if ((event->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
        return false;
    int step = 0;
    if (event->key() == Qt::Key_Down || event->key() == Qt::Key_Right)
        step = 1;
    else if (event->key() == Qt::Key_Up || event->key() == Qt::Key_Left)
        step = -1;
    const auto from = std::find_if(m_options.cbegin(), m_options.cend(),
                                   [radio](const OptionRow *row) { return row->radio() == radio; });
    if (step == 0 || from == m_options.cend())
        return false;
    std::array<bool, maxOptionsPerQuestion> enabled{};
    for (int slot = 0; slot < optionCount(); ++slot)
        enabled[std::size_t(slot)] = m_options[std::size_t(slot)]->radio()->isEnabled();
    const std::optional<int> to = m_struck.nextUnstruck(int(from - m_options.cbegin()), step,
                                                        enabled);
    if (!to) {
        event->ignore();
        return true;
    }
    QRadioButton *target = m_options[std::size_t(*to)]->radio();
    if ((*from)->radio()->isChecked())
        target->click();
    target->setFocus(step > 0 ? Qt::TabFocusReason : Qt::BacktabFocusReason);
    return true;
}

void QuestionView::changeEvent(QEvent *event)
{
    // The term links carry the text colour, which a palette change changes.
    // A language change reaches the page first, which shows the question again.
    if (event->type() == QEvent::PaletteChange)
        refresh();
    QWidget::changeEvent(event);
}
