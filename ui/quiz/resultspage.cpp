#include "quiz/resultspage.h"

#include "common/fonts.h"
#include "common/wrappedlabel.h"
#include "core/languagemanager.h"
#include "core/quizsession.h"
#include "core/richtext.h"
#include "quiz/markicon.h"
#include "quiz/otherlanguagetext.h"
#include "quiz/questionpage.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ResultsPage::ResultsPage(const LanguageManager *languages, QWidget *parent)
    : QWidget(parent)
    , m_languages(languages)
{
    setObjectName(u"resultsPage"_s);
    m_heading = new WrappedLabel(this);
    m_heading->setObjectName(u"resultsHeading"_s);
    Fonts::apply(m_heading, Fonts::Role::SectionTitle);

    m_score = new QLabel(this);
    m_score->setObjectName(u"scoreLabel"_s);
    Fonts::apply(m_score, Fonts::Role::Figure);

    m_onlyWrong = new QCheckBox(this);
    m_onlyWrong->setObjectName(u"onlyWrongCheckBox"_s);
    connect(m_onlyWrong, &QCheckBox::toggled, this, &ResultsPage::rebuild);

    m_entries = new QWidget;
    m_entriesLayout = new QVBoxLayout(m_entries);
    m_showMore = new QPushButton(m_entries);
    m_showMore->setObjectName(u"showMoreButton"_s);
    m_showMore->hide();
    connect(m_showMore, &QPushButton::clicked, this, &ResultsPage::addEntries);
    m_noWrong = new QLabel(m_entries);
    m_noWrong->setObjectName(u"noWrongLabel"_s);
    m_noWrong->hide();
    m_entriesLayout->addWidget(m_showMore, 0, Qt::AlignLeft);
    m_entriesLayout->addWidget(m_noWrong);
    m_entriesLayout->addStretch();
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
}

void ResultsPage::setSession(const QuizSession *session, const QuestionBank *bank)
{
    m_session = session;
    m_bank = bank;
    const QSignalBlocker noRebuildYet(m_onlyWrong);
    m_onlyWrong->setChecked(false);
    rebuild();
}

bool ResultsPage::hasSession() const
{
    return m_session && m_bank && m_session->bankId() == m_bank->id;
}

bool ResultsPage::isListed(int position) const
{
    return !m_onlyWrong->isChecked() || !m_session->isCorrect(position);
}

void ResultsPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ResultsPage::showEvent(QShowEvent *event)
{
    if (m_entriesStale)
        rebuild();
    else if (m_textsStale)
        retranslate();
    QWidget::showEvent(event);
}

void ResultsPage::rebuild()
{
    m_entriesStale = !isVisible();
    if (m_entriesStale)
        return;
    for (const Entry &entry : std::as_const(m_shown))
        delete entry.frame;
    m_shown.clear();
    m_nextPosition = 0;
    if (hasSession())
        addEntries(); // in the current language
    m_textsStale = false;
    retranslatePage();
}

// The next step of entries, after those shown.
void ResultsPage::addEntries()
{
    if (!hasSession())
        return;
    int added = 0;
    for (; m_nextPosition < m_session->questionCount() && added < entriesPerStep; ++m_nextPosition) {
        const int position = m_nextPosition;
        if (!isListed(position))
            continue;
        auto *frame = new QFrame;
        frame->setObjectName(u"resultEntry%1"_s.arg(position));
        frame->setFrameShape(QFrame::StyledPanel);
        auto *icon = new QLabel(frame);
        icon->setPixmap(MarkIcon::pixmap(m_session->isCorrect(position) ? MarkIcon::Kind::Correct
                                                                        : MarkIcon::Kind::Incorrect,
                                         24));
        auto *layout = new QHBoxLayout(frame);
        layout->addWidget(icon, 0, Qt::AlignTop);
        auto *column = new QVBoxLayout;
        layout->addLayout(column, 1);
        Entry entry{position, frame, {}, {}, column};
        showEntryText(entry);
        m_entriesLayout->insertWidget(int(m_shown.size()), frame);
        m_shown << entry;
        ++added;
    }
    // Skip past unlisted positions, so that "more" means listed entries are left.
    while (m_nextPosition < m_session->questionCount() && !isListed(m_nextPosition))
        ++m_nextPosition;
    updateShowMore();
}

void ResultsPage::updateShowMore()
{
    int left = 0;
    for (int position = m_nextPosition; position < m_session->questionCount(); ++position)
        left += isListed(position) ? 1 : 0;
    m_showMore->setVisible(left > 0);
    if (left > 0)
        m_showMore->setText(
            tr("Show %Ln more question(s)", nullptr, std::min(left, entriesPerStep)));
}

// The entry's text in the current language, hiding the others.
void ResultsPage::showEntryText(Entry &entry) const
{
    const auto current = std::size_t(m_languages->language());
    if (!entry.texts[current])
        entry.texts[current] = makeEntryText(entry);
    for (std::size_t language = 0; language < entry.texts.size(); ++language) {
        QLabel *text = entry.texts[language];
        if (!text || language == current)
            continue;
        text->hide();
        text->setObjectName(u"resultTextInAnotherLanguage"_s);
    }
    entry.texts[current]->setObjectName(u"resultText"_s);
    entry.texts[current]->show();
    entry.texts[current]->raise(); // a screen reader goes in child order: this text first

    const Language other = OtherLanguageText::otherThan(m_languages->language());
    for (std::size_t language = 0; language < entry.otherTexts.size(); ++language) {
        if (QLabel *text = entry.otherTexts[language])
            text->hide();
    }
    if (!m_otherLanguageShown)
        return;
    QLabel *&otherText = entry.otherTexts[std::size_t(other)];
    if (!otherText)
        otherText = makeOtherLanguageText(entry, other);
    otherText->show();
    otherText->raise();
}

void ResultsPage::setOtherLanguageShown(bool shown)
{
    if (shown == m_otherLanguageShown)
        return;
    m_otherLanguageShown = shown;
    if (!isVisible()) {
        m_textsStale = true;
        return;
    }
    // The learner's place: the first entry in sight stays where it was on screen.
    auto *scroll = qobject_cast<QScrollArea *>(m_entries->parentWidget()->parentWidget());
    QWidget *anchor = nullptr;
    for (const Entry &entry : std::as_const(m_shown)) {
        if (entry.frame->geometry().bottom() >= -m_entries->y()) {
            anchor = entry.frame;
            break;
        }
    }
    const int before = anchor ? anchor->mapTo(scroll->viewport(), QPoint()).y() : 0;
    if (hasSession()) {
        for (Entry &entry : m_shown)
            showEntryText(entry);
    }
    if (!anchor)
        return;
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    const int after = anchor->mapTo(scroll->viewport(), QPoint()).y();
    scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->value() + after - before);
}

// The entry's question, answers and explanation in the other language, with
// the headings in the current one.
QLabel *ResultsPage::makeOtherLanguageText(const Entry &entry, Language language) const
{
    auto *text = new OtherLanguageText(entry.frame);
    text->setObjectName(u"resultOtherLanguageText"_s);
    entry.column->addWidget(text);

    const int position = entry.position;
    const Question &question = m_bank->questions.at(m_session->bankRow(position));
    const OptionOrder &order = m_session->optionOrder(position);
    const std::optional<int> chosen = m_session->chosenSlot(position);
    const int right = m_session->correctSlot(position);
    auto option = [&](int slot) {
        return question.options.at(std::size_t(order[std::size_t(slot)])).text(language);
    };
    QString html = u"<br>"_s + RichText::toHtml(question.prompt.text(language)) + u"<br>"_s;
    QStringList plain{RichText::toPlain(question.prompt.text(language))};
    if (chosen) {
        html += u"<b>"_s + tr("Your answer:") + u"</b> "_s + QuestionPage::optionLabel(*chosen)
                + u". "_s + RichText::toHtml(option(*chosen)) + u"<br>"_s;
        plain << tr("Your answer:") + u' ' + RichText::toPlain(option(*chosen));
    }
    if (chosen != right) {
        html += u"<b>"_s + tr("Right answer:") + u"</b> "_s + QuestionPage::optionLabel(right)
                + u". "_s + RichText::toHtml(option(right)) + u"<br>"_s;
        plain << tr("Right answer:") + u' ' + RichText::toPlain(option(right));
    }
    html += u"<b>"_s + tr("Explanation:") + u"</b> "_s
            + RichText::toHtml(question.explanation.text(language));
    plain << tr("Explanation:") + u' ' + RichText::toPlain(question.explanation.text(language));
    text->setText(language, html, plain.join(u' '));
    return text;
}

QLabel *ResultsPage::makeEntryText(const Entry &entry) const
{
    auto *text = new WrappedLabel(entry.frame);
    text->setTextFormat(Qt::RichText);
    text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    text->setFocusPolicy(Qt::StrongFocus);
    entry.column->insertWidget(0, text); // above the other language's

    const int position = entry.position;
    const Language language = m_languages->language();
    const QLocale locale;
    const Question &question = m_bank->questions.at(m_session->bankRow(position));
    const OptionOrder &order = m_session->optionOrder(position);
    const bool correct = m_session->isCorrect(position);
    const std::optional<int> chosen = m_session->chosenSlot(position);
    const int right = m_session->correctSlot(position);
    auto optionText = [&](int slot) {
        return QuestionPage::optionLabel(slot) + u". "_s
               + RichText::toHtml(
                   question.options.at(std::size_t(order[std::size_t(slot)])).text(language));
    };

    const QString verdict = correct ? tr("Correct") : tr("Incorrect");
    QString html = u"<b>"_s + tr("Question %1").arg(locale.toString(position + 1)) + u" — "_s
                   + verdict + u"</b><br>"_s + RichText::toHtml(question.prompt.text(language))
                   + u"<br><br>"_s;
    html += u"<b>"_s + tr("Your answer:") + u"</b> "_s
            + (chosen ? optionText(*chosen) : tr("not answered")) + u"<br>"_s;
    const QString why = chosen && !correct
                            ? question.optionFeedback.at(std::size_t(order[std::size_t(*chosen)]))
                                  .text(language)
                            : QString();
    if (!why.isEmpty())
        html += u"<b>"_s + tr("Why not:") + u"</b> "_s + RichText::toHtml(why) + u"<br>"_s;
    if (!correct)
        html += u"<b>"_s + tr("Right answer:") + u"</b> "_s + optionText(right) + u"<br>"_s;
    html += u"<br><b>"_s + tr("Explanation:") + u"</b> "_s
            + RichText::toHtml(question.explanation.text(language));
    text->setText(html);
    text->setAccessibleName(tr("Question %1, %2").arg(locale.toString(position + 1), verdict));
    text->setAccessibleDescription(QTextDocumentFragment::fromHtml(html).toPlainText());
    return text;
}

void ResultsPage::retranslate()
{
    m_textsStale = !isVisible();
    if (m_textsStale)
        return;
    if (hasSession()) {
        for (Entry &entry : m_shown)
            showEntryText(entry);
    }
    retranslatePage();
}

// All but the entries.
void ResultsPage::retranslatePage()
{
    m_heading->setText(tr("Results"));
    m_onlyWrong->setText(tr("Show &only wrong answers"));
    m_onlyWrong->setAccessibleName(tr("Show only wrong answers"));
    m_library->setText(tr("Back to the &library"));
    m_library->setAccessibleName(tr("Back to the library"));
    if (!hasSession()) {
        m_score->clear();
        m_retryWrong->setEnabled(false);
        m_retryWrong->setText(tr("&Retry wrong answers"));
        m_showMore->hide();
        m_noWrong->hide();
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

    updateShowMore();
    m_noWrong->setVisible(m_onlyWrong->isChecked() && wrongCount == 0);
    m_noWrong->setText(tr("No wrong answers: well done."));
}
