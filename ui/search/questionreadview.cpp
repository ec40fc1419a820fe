#include "search/questionreadview.h"

#include "core/languagemanager.h"
#include "question/questionview.h"
#include "widgets/fonts.h"
#include "widgets/readingcolumn.h"
#include "widgets/wrappedlabel.h"

#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
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
    QuestionView::Config config;
    config.names
        = {u"readPrompt"_s,      u"readOtherPrompt"_s,     {}, {}, u"readExplanationHeading"_s,
           u"readExplanation"_s, u"readOtherExplanation"_s};
    config.names.option = u"readOption%1"_s;
    config.answerable = false;
    config.spaceAfterPrompt = 8;
    m_view = new QuestionView(languages, config, content);
    connect(m_view, &QuestionView::glossaryEntryRequested, this,
            &QuestionReadView::glossaryEntryRequested);
    auto *explanation = new QFrame(content);
    explanation->setFrameShape(QFrame::StyledPanel);
    auto *explanationLayout = new QVBoxLayout(explanation);
    explanationLayout->addWidget(m_view->explanationPanel());
    m_view->addBelowOptions(explanation);
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->addWidget(m_view);
    contentLayout->addStretch();

    auto *scroll = new QScrollArea(this);
    m_scroll = scroll;
    scroll->setObjectName(u"readScroll"_s);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(ReadingColumn::centred(content));
    ReadingColumn::cap(content, m_view->promptLabel()->font());

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
    m_view->setOtherLanguageShown(shown);
}

bool QuestionReadView::isOtherLanguageShown() const
{
    return m_view->isOtherLanguageShown();
}

void QuestionReadView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::FontChange)
        ReadingColumn::cap(m_column, m_view->promptLabel()->font());
    QWidget::changeEvent(event);
}

void QuestionReadView::retranslateUi()
{
    const Language language = m_languages->language();
    const QLocale locale;
    if (m_returnsTo == ReturnsTo::FlaggedQuestions) {
        m_back->setText(tr("&Back to the flagged questions (Esc)"));
        m_back->setAccessibleName(tr("Back to the flagged questions"));
    } else if (m_returnsTo == ReturnsTo::History) {
        m_back->setText(tr("&Back to the history (Esc)"));
        m_back->setAccessibleName(tr("Back to the history"));
    } else if (m_returnsTo == ReturnsTo::Glossary) {
        m_back->setText(tr("&Back to the glossary (Esc)"));
        m_back->setAccessibleName(tr("Back to the glossary"));
    } else {
        m_back->setText(tr("&Back to the search results"));
        m_back->setAccessibleName(tr("Back to the search results"));
    }
    m_title->setText(m_bankTitle.text(language));
    m_position->setText(m_questionCount == 0 ? QString()
                                             : tr("Question %1 of %2")
                                                   .arg(locale.toString(m_row + 1),
                                                        locale.toString(m_questionCount)));
    QuestionView::Answer answer;
    // The bank's order, the right answer shown with why each other option is wrong.
    answer.order = QuizSession::bankOrder(int(m_question.options.size()));
    answer.checkedSlot = m_question.answer;
    answer.revealed = true;
    answer.explainEveryWrongOption = true;
    answer.explanationShown = true;
    m_view->showQuestion(m_question, answer);
}
