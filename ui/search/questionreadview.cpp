#include "search/questionreadview.h"

#include "common/fonts.h"
#include "common/wrappedlabel.h"
#include "core/languagemanager.h"
#include "core/richtext.h"
#include "quiz/optionrow.h"
#include "quiz/questionpage.h"

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

namespace {
QLabel *richLabel(QWidget *parent, const QString &objectName)
{
    auto *label = new WrappedLabel(parent);
    label->setObjectName(objectName);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}
} // namespace

QuestionReadView::QuestionReadView(const LanguageManager *languages, QWidget *parent)
    : QWidget(parent)
    , m_languages(languages)
{
    setObjectName(u"questionReadView"_s);
    m_title = new WrappedLabel(this);
    m_title->setObjectName(u"readTitle"_s);
    m_title->setTextFormat(Qt::PlainText);
    Fonts::apply(m_title, Fonts::Role::SectionTitle);
    m_position = new QLabel(this);
    m_position->setObjectName(u"readPosition"_s);
    m_prompt = richLabel(this, u"readPrompt"_s);
    Fonts::apply(m_prompt, Fonts::Role::Prompt);

    auto *content = new QWidget;
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
        contentLayout->addWidget(row);
    }
    auto *explanation = new QFrame(content);
    explanation->setFrameShape(QFrame::StyledPanel);
    m_explanationHeading = new QLabel(explanation);
    m_explanationHeading->setObjectName(u"readExplanationHeading"_s);
    Fonts::apply(m_explanationHeading, Fonts::Role::Emphasis);
    m_explanation = richLabel(explanation, u"readExplanation"_s);
    auto *explanationLayout = new QVBoxLayout(explanation);
    explanationLayout->addWidget(m_explanationHeading);
    explanationLayout->addWidget(m_explanation);
    contentLayout->addWidget(explanation);
    contentLayout->addStretch();

    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);

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

void QuestionReadView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void QuestionReadView::retranslateUi()
{
    const Language language = m_languages->language();
    const QLocale locale;
    m_back->setText(tr("&Back to the search results"));
    m_back->setAccessibleName(tr("Back to the search results"));
    m_explanationHeading->setText(tr("Explanation"));
    m_title->setText(m_bankTitle.text(language));
    m_position->setText(m_questionCount == 0 ? QString()
                                             : tr("Question %1 of %2")
                                                   .arg(locale.toString(m_row + 1),
                                                        locale.toString(m_questionCount)));
    const QString prompt = m_question.prompt.text(language);
    m_prompt->setText(RichText::toHtml(prompt));
    m_prompt->setAccessibleName(RichText::toPlain(prompt));
    for (int slot = 0; slot < optionsPerQuestion; ++slot) {
        OptionRow *row = m_options[std::size_t(slot)];
        const QString text = m_question.options.at(std::size_t(slot)).text(language);
        row->setContent(QuestionPage::optionLabel(slot), RichText::toPlain(text),
                        RichText::toHtml(text));
        const bool right = slot == m_question.answer;
        row->radio()->setChecked(right);
        row->setMark(right ? OptionRow::Mark::RightAnswer : OptionRow::Mark::None,
                     right ? tr("Right answer") : QString());
        const QString why = right ? QString()
                                  : m_question.optionFeedback.at(std::size_t(slot)).text(language);
        row->setFeedback(RichText::toPlain(why), why.isEmpty() ? QString() : RichText::toHtml(why));
    }
    const QString explanation = m_question.explanation.text(language);
    m_explanation->setText(RichText::toHtml(explanation));
    m_explanation->setAccessibleName(RichText::toPlain(explanation));
}
