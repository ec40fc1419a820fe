#include "quiz/resultspage.h"

#include "common/fonts.h"
#include "core/questionmodel.h"
#include "quiz/questionpage.h"
#include "core/quizsession.h"
#include "core/richtext.h"

#include <QCheckBox>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ResultsPage::ResultsPage(QuestionModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(u"resultsPage"_s);
    m_heading = new QLabel(this);
    m_heading->setObjectName(u"resultsHeading"_s);
    Fonts::apply(m_heading, Fonts::Role::SectionTitle);
    m_heading->setWordWrap(true);

    m_score = new QLabel(this);
    m_score->setObjectName(u"scoreLabel"_s);
    Fonts::apply(m_score, Fonts::Role::Figure);

    m_onlyWrong = new QCheckBox(this);
    m_onlyWrong->setObjectName(u"onlyWrongCheckBox"_s);
    connect(m_onlyWrong, &QCheckBox::toggled, this, &ResultsPage::refresh);

    m_entries = new QWidget;
    m_entriesLayout = new QVBoxLayout(m_entries);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(m_entries);

    m_retryWrong = new QPushButton(this);
    m_retryWrong->setObjectName(u"retryWrongButton"_s);
    m_library = new QPushButton(this);
    m_library->setObjectName(u"libraryButton"_s);
    connect(m_retryWrong, &QPushButton::clicked, this, &ResultsPage::retryWrongRequested);
    connect(m_library, &QPushButton::clicked, this, &ResultsPage::libraryRequested);

    auto *top = new QHBoxLayout;
    top->addWidget(m_score, 1);
    top->addWidget(m_onlyWrong);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_library);
    buttons->addStretch();
    buttons->addWidget(m_retryWrong);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addLayout(top);
    layout->addWidget(scroll, 1);
    layout->addLayout(buttons);

    connect(m_model, &QAbstractItemModel::dataChanged, this, &ResultsPage::refresh);
    refresh();
}

void ResultsPage::setSession(const QuizSession *session)
{
    m_session = session;
    m_entryLimit = entriesPerStep;
    m_onlyWrong->setChecked(false);
    refresh();
}

void ResultsPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

QWidget *ResultsPage::makeEntry(int position) const
{
    const QLocale locale;
    const QModelIndex index = m_model->index(m_session->bankRow(position));
    const QStringList options = index.data(QuestionModel::OptionsRole).toStringList();
    const OptionOrder &order = m_session->optionOrder(position);
    const bool correct = m_session->isCorrect(position);
    const std::optional<int> chosen = m_session->chosenSlot(position);
    const int right = m_session->correctSlot(position);
    auto optionText = [&](int slot) {
        return QuestionPage::optionLabel(slot) + u". "_s + RichText::toHtml(options.value(order[std::size_t(slot)]));
    };

    auto *entry = new QFrame;
    entry->setObjectName(u"resultEntry%1"_s.arg(position));
    entry->setFrameShape(QFrame::StyledPanel);
    auto *icon = new QLabel(entry);
    icon->setPixmap(QIcon(correct ? u":/icons/correct.svg"_s : u":/icons/incorrect.svg"_s).pixmap(24, 24));
    const QString verdict = correct ? tr("Correct") : tr("Incorrect");
    QString html = u"<b>"_s + tr("Question %1").arg(locale.toString(position + 1)) + u" — "_s
                   + verdict + u"</b><br>"_s
                   + RichText::toHtml(index.data(QuestionModel::PromptRole).toString()) + u"<br><br>"_s;
    html += u"<b>"_s + tr("Your answer:") + u"</b> "_s
            + (chosen ? optionText(*chosen) : tr("not answered")) + u"<br>"_s;
    const QString why = chosen && !correct
                            ? index.data(QuestionModel::OptionFeedbackRole).toStringList().value(order[std::size_t(*chosen)])
                            : QString();
    if (!why.isEmpty())
        html += u"<b>"_s + tr("Why not:") + u"</b> "_s + RichText::toHtml(why) + u"<br>"_s;
    if (!correct)
        html += u"<b>"_s + tr("Right answer:") + u"</b> "_s + optionText(right) + u"<br>"_s;
    html += u"<br><b>"_s + tr("Explanation:") + u"</b> "_s
            + RichText::toHtml(index.data(QuestionModel::ExplanationRole).toString());
    auto *text = new QLabel(html, entry);
    text->setObjectName(u"resultText"_s);
    text->setWordWrap(true);
    text->setTextFormat(Qt::RichText);
    text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    text->setFocusPolicy(Qt::StrongFocus);
    text->setAccessibleName(tr("Question %1, %2").arg(locale.toString(position + 1), verdict));
    text->setAccessibleDescription(QTextDocumentFragment::fromHtml(html).toPlainText());
    auto *layout = new QHBoxLayout(entry);
    layout->addWidget(icon, 0, Qt::AlignTop);
    layout->addWidget(text, 1);
    return entry;
}

void ResultsPage::showEvent(QShowEvent *event)
{
    if (m_stale)
        refresh();
    QWidget::showEvent(event);
}

void ResultsPage::refresh()
{
    // An entry per question is a rich-text layout each: build them only for a
    // page someone is looking at (starting a long quiz must not wait for them).
    m_stale = !isVisible();
    if (m_stale)
        return;
    m_heading->setText(tr("Results"));
    m_onlyWrong->setText(tr("Show &only wrong answers"));
    m_onlyWrong->setAccessibleName(tr("Show only wrong answers"));
    m_library->setText(tr("Back to the &library"));
    m_library->setAccessibleName(tr("Back to the library"));

    while (QLayoutItem *item = m_entriesLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    if (!m_session || m_model->rowCount() == 0 || m_session->bankId() != m_model->bank().id) {
        m_score->clear();
        m_retryWrong->setEnabled(false);
        m_retryWrong->setText(tr("&Retry wrong answers"));
        return;
    }

    const QLocale locale;
    const Score score = m_session->score();
    m_score->setText(tr("Score: %1 of %2 (%3%)")
                         .arg(locale.toString(score.correct), locale.toString(score.total),
                              locale.toString(score.percent())));
    m_score->setAccessibleName(m_score->text());
    const int wrongCount = int(m_session->wrongQuestionIds().size());
    m_retryWrong->setText(tr("&Retry wrong answers (%Ln)", nullptr, wrongCount));
    m_retryWrong->setAccessibleName(tr("Retry wrong answers"));
    m_retryWrong->setEnabled(wrongCount > 0);

    int shown = 0;
    int hidden = 0;
    for (int position = 0; position < m_session->questionCount(); ++position) {
        if (m_onlyWrong->isChecked() && m_session->isCorrect(position))
            continue;
        if (shown == m_entryLimit) {
            ++hidden;
            continue;
        }
        m_entriesLayout->addWidget(makeEntry(position));
        ++shown;
    }
    if (hidden > 0) {
        auto *more = new QPushButton(tr("Show %Ln more question(s)", nullptr, std::min(hidden, entriesPerStep)));
        more->setObjectName(u"showMoreButton"_s);
        connect(more, &QPushButton::clicked, this, [this] {
            m_entryLimit += entriesPerStep;
            // Queued: refresh() deletes this button, whose signal is still running.
            QMetaObject::invokeMethod(this, &ResultsPage::refresh, Qt::QueuedConnection);
        });
        m_entriesLayout->addWidget(more, 0, Qt::AlignLeft);
    }
    if (m_onlyWrong->isChecked() && wrongCount == 0) {
        auto *none = new QLabel(tr("No wrong answers: well done."));
        none->setObjectName(u"noWrongLabel"_s);
        m_entriesLayout->addWidget(none);
    }
    m_entriesLayout->addStretch();
}
