#include "search/questionreadview.h"

#include "core/languagemanager.h"
#include "core/richtext.h"
#include "question/bilingualtext.h"
#include "question/optionlabels.h"
#include "question/optionrow.h"
#include "question/otherlanguagetext.h"
#include "question/termlinks.h"
#include "widgets/fonts.h"
#include "widgets/readingcolumn.h"
#include "widgets/scrollplace.h"
#include "widgets/wrappedlabel.h"

#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QShortcut>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

QuestionReadView::QuestionReadView(const LanguageManager *languages, QWidget *parent,
                                   ReturnsTo returnsTo)
    : QWidget(parent)
    , m_languages(languages)
    , m_returnsTo(returnsTo)
{
    setObjectName(u"questionReadView"_s);
    m_title = new WrappedLabel(this);
    m_title->setObjectName(u"readTitle"_s);
    m_title->setTextFormat(Qt::PlainText);
    Fonts::apply(m_title, Fonts::Role::SectionTitle);
    m_position = new QLabel(this);
    m_position->setObjectName(u"readPosition"_s);
    auto *content = new QWidget;
    m_column = content;
    m_prompt = new BilingualText(languages, content);
    m_prompt->setObjectNames(u"readPrompt"_s, u"readOtherPrompt"_s);
    Fonts::apply(m_prompt->current(), Fonts::Role::Prompt);
    const auto openEntry = [this](const QString &entryId) {
        emit glossaryEntryRequested(entryId);
    };
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->addWidget(m_prompt);
    contentLayout->addSpacing(8);
    for (int slot = 0; slot < optionsPerQuestion; ++slot) {
        auto *row = new OptionRow(content);
        row->setObjectName(u"readOption%1"_s.arg(slot));
        // Shown, not chosen: the radio only carries the option's label.
        row->radio()->setEnabled(false);
        row->radio()->setFocusPolicy(Qt::NoFocus);
        m_options[std::size_t(slot)] = row;
        TermLinks::follow(row->feedbackLabel(), languages, openEntry);
        contentLayout->addWidget(row);
    }
    auto *explanation = new QFrame(content);
    explanation->setFrameShape(QFrame::StyledPanel);
    m_explanationHeading = new QLabel(explanation);
    m_explanationHeading->setObjectName(u"readExplanationHeading"_s);
    Fonts::apply(m_explanationHeading, Fonts::Role::Emphasis);
    m_explanation = new BilingualText(languages, explanation);
    m_explanation->setObjectNames(u"readExplanation"_s, u"readOtherExplanation"_s);
    for (BilingualText *text : {m_prompt, m_explanation})
        connect(text, &BilingualText::glossaryEntryRequested, this,
                &QuestionReadView::glossaryEntryRequested);
    auto *explanationLayout = new QVBoxLayout(explanation);
    explanationLayout->addWidget(m_explanationHeading);
    explanationLayout->addWidget(m_explanation);
    contentLayout->addWidget(explanation);
    contentLayout->addStretch();

    auto *scroll = new QScrollArea(this);
    m_scroll = scroll;
    scroll->setObjectName(u"readScroll"_s);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(ReadingColumn::centred(content));
    ReadingColumn::cap(content, m_prompt->current()->font());

    m_back = new QPushButton(this);
    m_back->setObjectName(u"readBackButton"_s);
    m_back->setAutoDefault(false);
    connect(m_back, &QPushButton::clicked, this, &QuestionReadView::backRequested);
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    escape->setContext(Qt::WidgetWithChildrenShortcut);
    connect(escape, &QShortcut::activated, this, &QuestionReadView::backRequested);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_back);
    buttons->addStretch();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_position);
    layout->addWidget(scroll, 1);
    layout->addLayout(buttons);
    setFocusProxy(m_back);
    retranslateUi();
}

void QuestionReadView::showQuestion(const QuestionBank &bank, int row)
{
    m_bankTitle = bank.title;
    m_question = bank.questions.at(row);
    m_row = row;
    m_questionCount = int(bank.questions.size());
    retranslateUi();
}

void QuestionReadView::setOtherLanguageShown(bool shown)
{
    if (shown == m_otherLanguageShown)
        return;
    // The first text in sight stays where it was on screen.
    const int top = m_column->mapFrom(m_scroll->viewport(), QPoint()).y();
    QList<QWidget *> texts{m_prompt};
    for (OptionRow *row : m_options)
        texts.append(row);
    texts.append(m_explanation->parentWidget());
    QWidget *anchor = m_prompt;
    for (QWidget *text : std::as_const(texts)) {
        if (text->geometry().bottom() >= top) {
            anchor = text;
            break;
        }
    }
    ScrollPlace place(m_scroll, anchor);
    m_otherLanguageShown = shown;
    retranslateUi();
    place.restore();
}

void QuestionReadView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::FontChange)
        ReadingColumn::cap(m_column, m_prompt->current()->font());
    QWidget::changeEvent(event);
}

void QuestionReadView::retranslateUi()
{
    const Language language = m_languages->language();
    const QLocale locale;
    if (m_returnsTo == ReturnsTo::FlaggedQuestions) {
        m_back->setText(tr("&Back to the flagged questions (Esc)"));
        m_back->setAccessibleName(tr("Back to the flagged questions"));
    } else {
        m_back->setText(tr("&Back to the search results"));
        m_back->setAccessibleName(tr("Back to the search results"));
    }
    m_explanationHeading->setText(tr("Explanation"));
    m_title->setText(m_bankTitle.text(language));
    m_position->setText(m_questionCount == 0 ? QString()
                                             : tr("Question %1 of %2")
                                                   .arg(locale.toString(m_row + 1),
                                                        locale.toString(m_questionCount)));
    m_prompt->setText(m_question.prompt, m_question.id, m_otherLanguageShown);
    const Language other = OtherLanguageText::otherThan(language);
    for (int slot = 0; slot < optionsPerQuestion; ++slot) {
        OptionRow *row = m_options[std::size_t(slot)];
        const QString text = m_question.options.at(std::size_t(slot)).text(language);
        row->setContent(OptionLabels::label(slot), RichText::toPlain(text), RichText::toHtml(text));
        const QString otherText = m_otherLanguageShown
                                      ? m_question.options.at(std::size_t(slot)).text(other)
                                      : QString();
        row->setOtherLanguage(other, RichText::toPlain(otherText), RichText::toHtml(otherText));
        const bool right = slot == m_question.answer;
        row->radio()->setChecked(right);
        row->setMark(right ? OptionRow::Mark::RightAnswer : OptionRow::Mark::None,
                     right ? tr("Right answer") : QString());
        const QString why = right ? QString()
                                  : m_question.optionFeedback.at(std::size_t(slot)).text(language);
        QLabel *feedback = row->feedbackLabel();
        row->setFeedback(RichText::toPlain(why),
                         why.isEmpty() ? QString()
                                       : TermLinks::html(why, language, m_question.id,
                                                         feedback->palette().color(
                                                             feedback->foregroundRole())));
    }
    m_explanation->setText(m_question.explanation, m_question.id, m_otherLanguageShown);
}
