#include "quiz/resultspage.h"

#include "core/languagemanager.h"
#include "core/quizsession.h"
#include "core/richtext.h"
#include "question/markicon.h"
#include "question/optionlabels.h"
#include "question/otherlanguagetext.h"
#include "question/termlinks.h"
#include "quiz/resultsexportdialog.h"
#include "quiz/resultsreport.h"
#include "widgets/fonts.h"
#include "widgets/messageboxes.h"
#include "widgets/readingcolumn.h"
#include "widgets/wrappedlabel.h"

#include <QApplication>
#include <QCheckBox>
#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayout>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

MarkIcon::Kind markOf(ResultsReport::Status status)
{
    switch (status) {
    case ResultsReport::Status::Correct:
        return MarkIcon::Kind::Correct;
    case ResultsReport::Status::Incorrect:
        return MarkIcon::Kind::Incorrect;
    case ResultsReport::Status::Unanswered:
        break;
    }
    return MarkIcon::Kind::Unanswered;
}

} // namespace

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

    m_topics = new WrappedLabel(this);
    m_topics->setObjectName(u"topicBreakdownLabel"_s);
    m_topics->setTextFormat(Qt::RichText);
    m_topics->hide();

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
    // The entries read in a column as wide as the question page's.
    ReadingColumn::cap(m_entries, m_entries->font());
    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    QWidget *column = ReadingColumn::centred(m_entries);
    column->layout()->setContentsMargins(0, 0, 0, 0); // the entries' layout has its own
    // The topics scroll with the entries: above them they took all the room a
    // small window has at a large text size.
    auto *scrolled = new QWidget;
    auto *scrolledLayout = new QVBoxLayout(scrolled);
    scrolledLayout->setContentsMargins(0, 0, 0, 0);
    scrolledLayout->addWidget(m_topics);
    scrolledLayout->addWidget(column, 1);
    m_scroll->setWidget(scrolled);

    m_retryWrong = new QPushButton(this);
    m_retryWrong->setObjectName(u"retryWrongButton"_s);
    m_library = new QPushButton(this);
    m_library->setObjectName(u"libraryButton"_s);
    m_export = new QPushButton(this);
    m_export->setObjectName(u"exportButton"_s);
    m_exportStatus = new WrappedLabel(this);
    m_exportStatus->setObjectName(u"exportStatusLabel"_s);
    m_exportStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_exportStatus->hide();
    connect(m_retryWrong, &QPushButton::clicked, this, &ResultsPage::retryWrongRequested);
    connect(m_library, &QPushButton::clicked, this, &ResultsPage::libraryRequested);
    connect(m_export, &QPushButton::clicked, this, &ResultsPage::exportResults);

    auto *top = new QHBoxLayout;
    top->addWidget(m_score, 1);
    top->addWidget(m_onlyWrong);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_library);
    buttons->addStretch();
    buttons->addWidget(m_export);
    buttons->addWidget(m_retryWrong);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addLayout(top);
    layout->addWidget(m_scroll, 1);
    layout->addWidget(m_exportStatus);
    layout->addLayout(buttons);
}

ResultsPage::~ResultsPage() = default;

void ResultsPage::setAttempt(const Attempt &attempt)
{
    m_session = attempt.isOpen() ? &attempt.session() : nullptr;
    m_bank = attempt.isOpen() ? &attempt.bank() : nullptr;
    m_exportedTo.clear();
    const QSignalBlocker noRebuildYet(m_onlyWrong);
    m_onlyWrong->setChecked(false);
    rebuild();
}

bool ResultsPage::hasSession() const
{
    return m_session != nullptr;
}

ResultsReport ResultsPage::report() const
{
    return ResultsReport(*m_session, *m_bank, m_translations);
}

bool ResultsPage::isListed(int position) const
{
    return !m_onlyWrong->isChecked() || !m_session->isCorrect(position);
}

void ResultsPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange) {
        // The glossary links carry the text colour: the texts are written again.
        for (Entry &entry : m_shown) {
            for (QLabel *&text : entry.texts) {
                delete text;
                text = nullptr;
            }
            showEntryText(entry);
        }
    }
    if (event->type() == QEvent::FontChange)
        ReadingColumn::cap(m_entries, m_entries->font());
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
    const ResultsReport results = report();
    int added = 0;
    for (; m_nextPosition < m_session->questionCount() && added < entriesPerStep; ++m_nextPosition) {
        const int position = m_nextPosition;
        if (!isListed(position))
            continue;
        auto *frame = new QFrame;
        frame->setObjectName(u"resultEntry%1"_s.arg(position));
        frame->setFrameShape(QFrame::StyledPanel);
        auto *icon = new QLabel(frame);
        icon->setObjectName(u"statusIcon"_s);
        icon->setPixmap(MarkIcon::pixmap(markOf(results.status(position)), 24));
        auto *layout = new QHBoxLayout(frame);
        layout->addWidget(icon, 0, Qt::AlignTop);
        auto *body = new QVBoxLayout;
        layout->addLayout(body, 1);
        Entry entry{position, frame, body, {}, nullptr, {}};
        if (m_bank->questions.at(m_session->bankRow(position)).chartConcept != Concept::None)
            entry.chart = makeChartButton(entry);
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
void ResultsPage::showEntryText(Entry &entry)
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
    if (entry.chart) {
        const Concept chartConcept = m_bank->questions.at(m_session->bankRow(entry.position))
                                         .chartConcept;
        entry.chart->setText(chartConcept == Concept::PipelineBubbles
                                 ? tr("Open the pipeline bubbles chart")
                                 : tr("Open the attention memory chart"));
        entry.chart->setAccessibleName(entry.chart->text());
    }
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

QPushButton *ResultsPage::makeChartButton(Entry &entry)
{
    auto *button = new QPushButton(entry.frame);
    button->setObjectName(u"conceptButton"_s);
    entry.body->addWidget(button, 0, Qt::AlignLeft);
    const Question &question = m_bank->questions.at(m_session->bankRow(entry.position));
    const Concept chartConcept = question.chartConcept;
    const QString questionId = question.id;
    connect(button, &QPushButton::clicked, this,
            [this, chartConcept, questionId] { emit conceptRequested(chartConcept, questionId); });
    return button;
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
    QScrollArea *scroll = m_scroll;
    QWidget *anchor = nullptr;
    for (const Entry &entry : std::as_const(m_shown)) {
        if (entry.frame->mapTo(scroll->viewport(), entry.frame->rect().bottomLeft()).y() >= 0) {
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
    entry.body->insertWidget(entry.body->count() - (entry.chart ? 1 : 0),
                             text); // above the chart button

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
        html += u"<b>"_s + tr("Your answer:") + u"</b> "_s + OptionLabels::label(*chosen) + u". "_s
                + RichText::toHtml(option(*chosen)) + u"<br>"_s;
        plain << tr("Your answer:") + u' ' + RichText::toPlain(option(*chosen));
    }
    const QString why = chosen && chosen != right
                            ? question.optionFeedback.at(std::size_t(order[std::size_t(*chosen)]))
                                  .text(language)
                            : QString();
    if (!why.isEmpty()) {
        html += u"<b>"_s + tr("Why not:") + u"</b> "_s + RichText::toHtml(why) + u"<br>"_s;
        plain << tr("Why not:") + u' ' + RichText::toPlain(why);
    }
    if (chosen != right) {
        html += u"<b>"_s + tr("Right answer:") + u"</b> "_s + OptionLabels::label(right) + u". "_s
                + RichText::toHtml(option(right)) + u"<br>"_s;
        plain << tr("Right answer:") + u' ' + RichText::toPlain(option(right));
    }
    html += u"<b>"_s + tr("Explanation:") + u"</b> "_s
            + RichText::toHtml(question.explanation.text(language));
    plain << tr("Explanation:") + u' ' + RichText::toPlain(question.explanation.text(language));
    text->setText(language, html, plain.join(u' '));
    return text;
}

QLabel *ResultsPage::makeEntryText(const Entry &entry)
{
    auto *text = new WrappedLabel(entry.frame);
    text->setTextFormat(Qt::RichText);
    // Tab reaches the glossary links in the text, Enter opens one.
    text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard
                                  | Qt::LinksAccessibleByKeyboard);
    text->setFocusPolicy(Qt::StrongFocus);
    TermLinks::follow(text, m_languages,
                      [this](const QString &entryId) { emit glossaryEntryRequested(entryId); });
    entry.body->insertWidget(0, text); // above the other language's and the chart button

    const Language language = m_languages->language();
    const ResultsReport results = report();
    const QColor textColour = text->palette().color(text->foregroundRole());
    const QString html = results.entryHtml(entry.position, language,
                                           [language, textColour](const QString &part,
                                                                  const QString &id) {
                                               return TermLinks::html(part, language, id,
                                                                      textColour);
                                           });
    text->setText(html);
    text->setAccessibleName(results.entryName(entry.position, language));
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
    m_export->setText(tr("&Export…"));
    m_export->setAccessibleName(tr("Export the results"));
    m_export->setToolTip(tr("Save the results as a file to print or share"));
    m_export->setEnabled(hasSession());
    m_exportStatus->setVisible(!m_exportedTo.isEmpty());
    if (!m_exportedTo.isEmpty())
        m_exportStatus->setText(
            tr("Results exported to %1.").arg(QDir::toNativeSeparators(m_exportedTo)));
    if (!hasSession()) {
        m_score->clear();
        m_topics->hide();
        m_retryWrong->setEnabled(false);
        m_retryWrong->setText(tr("&Retry wrong answers"));
        m_showMore->hide();
        m_noWrong->hide();
        return;
    }

    const ResultsReport results = report();
    const Language language = m_languages->language();
    m_score->setText(results.scoreText(language));
    m_score->setAccessibleName(m_score->text());
    const QString topics = results.topicsHtml(language);
    m_topics->setVisible(!topics.isEmpty());
    m_topics->setText(topics);
    m_topics->setAccessibleName(QTextDocumentFragment::fromHtml(topics).toPlainText());
    const int wrongCount = int(m_session->wrongQuestionIds().size());
    m_retryWrong->setText(tr("&Retry wrong answers (%Ln)", nullptr, wrongCount));
    m_retryWrong->setAccessibleName(tr("Retry wrong answers"));
    m_retryWrong->setEnabled(wrongCount > 0);

    updateShowMore();
    m_noWrong->setVisible(m_onlyWrong->isChecked() && wrongCount == 0);
    m_noWrong->setText(tr("No wrong answers: well done."));
}

QString ResultsPage::suggestedExportPath() const
{
    QString folder = m_exportFolder;
    if (folder.isEmpty())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty() || !QDir(folder).exists())
        folder = QDir::homePath();
    return QDir(folder).filePath(m_session->bankId() + u"-results.pdf"_s);
}

void ResultsPage::exportResults()
{
    if (!hasSession())
        return;
    ResultsExportDialog dialog(suggestedExportPath(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    // The current language first; the other beneath it.
    const Language current = m_languages->language();
    QList<Language> languages{current};
    if (dialog.bothLanguages()) {
        for (Language other : allLanguages) {
            if (other != current)
                languages << other;
        }
    }
    const QString path = dialog.path();
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const std::optional<FileError> failure = ResultsExport::write(report(), languages,
                                                                  dialog.format(), path);
    QApplication::restoreOverrideCursor();
    if (failure) {
        Dialogs::showError(this, tr("Results not exported"),
                           tr("The results could not be saved as %1: %2.")
                               .arg(QDir::toNativeSeparators(path), failure->describe()));
        return;
    }
    m_exportFolder = QFileInfo(path).absolutePath();
    m_exportedTo = path;
    retranslatePage();
}
