#include "quiz/resultspage.h"

#include "core/historyformat.h"
#include "core/languagemanager.h"
#include "core/quizsession.h"
#include "quiz/resultsentries.h"
#include "quiz/resultsexportdialog.h"
#include "quiz/resultsreport.h"
#include "widgets/fonts.h"
#include "widgets/messageboxes.h"
#include "widgets/wrappedlabel.h"

#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
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

    m_pastNote = new WrappedLabel(this);
    m_pastNote->setObjectName(u"pastAttemptNote"_s);
    m_pastNote->hide();

    m_onlyWrong = new QCheckBox(this);
    m_onlyWrong->setObjectName(u"onlyWrongCheckBox"_s);
    connect(m_onlyWrong, &QCheckBox::toggled, this, [this] { rebuild(); });

    m_entries = new ResultsEntries(languages, this);
    connect(m_entries, &ResultsEntries::conceptRequested, this, &ResultsPage::conceptRequested);
    connect(m_entries, &ResultsEntries::glossaryEntryRequested, this,
            &ResultsPage::glossaryEntryRequested);

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
    connect(m_library, &QPushButton::clicked, this, [this] {
        if (m_past)
            emit historyRequested(m_past->attempt.bankId);
        else
            emit libraryRequested();
    });
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
    layout->addWidget(m_pastNote);
    layout->addWidget(m_entries, 1);
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

bool ResultsPage::setPastAttempt(const AttemptRecord &attempt, const QuestionBank &bank)
{
    std::optional<QuizSession> session = attempt.toSession(bank);
    if (!session)
        return false;
    // Made before the last one goes: the entries tell attempts apart by address.
    auto past = std::make_unique<Past>(Past{std::move(*session), bank, attempt});
    m_past = std::move(past);
    m_session = &m_past->session;
    m_bank = &m_past->bank;
    m_exportedTo.clear();
    const QSignalBlocker noRebuildYet(m_onlyWrong);
    m_onlyWrong->setChecked(false);
    rebuild();
    return true;
}

bool ResultsPage::hasSession() const
{
    return m_session != nullptr;
}

ResultsReport ResultsPage::report(ResultsReport::Entries entries) const
{
    return ResultsReport(*m_session, *m_bank, m_translations, entries);
}

void ResultsPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild(ResultsEntries::Place::Kept);
    QWidget::changeEvent(event);
}

void ResultsPage::showEvent(QShowEvent *event)
{
    if (m_entriesStale)
        rebuild();
    QWidget::showEvent(event);
    // The button that led here (Submit, See results) went with its page: the
    // results take the keys, to be read and scrolled.
    const QWidget *focus = QApplication::focusWidget();
    if ((!focus || !isAncestorOf(focus)) && m_entries->currentWidget())
        m_entries->currentWidget()->setFocus();
}

void ResultsPage::rebuild(ResultsEntries::Place place)
{
    m_entriesStale = !isVisible();
    if (m_entriesStale)
        return;
    m_entries->setContent({m_session, m_bank, &m_translations, m_onlyWrong->isChecked(),
                           m_otherLanguageShown},
                          place);
    retranslatePage();
}

void ResultsPage::setOtherLanguageShown(bool shown)
{
    if (shown == m_otherLanguageShown)
        return;
    m_otherLanguageShown = shown;
    rebuild(ResultsEntries::Place::Kept);
}

// All but the entries.
void ResultsPage::retranslatePage()
{
    m_heading->setText(tr("Results"));
    m_pastNote->setVisible(m_past != nullptr);
    if (m_past) {
        const AttemptRecord &attempt = m_past->attempt;
        const Language language = m_languages->language();
        const QDateTime &when = attempt.started.isValid() ? attempt.started : attempt.ended;
        m_heading->setText(
            tr("Results of the attempt of %1").arg(HistoryFormat::dateTime(when, language)));
        QStringList notes{tr("A past attempt, as you answered it; it cannot be changed.")};
        if (attempt.end == AttemptRecord::End::Abandoned)
            notes << tr("It was abandoned: the questions it had not reached are shown as not "
                        "answered.");
        const int gone = int(attempt.questions.size()) - m_session->questionCount();
        if (gone > 0)
            notes << tr("%Ln of its question(s) are no longer in the quiz and are not shown.",
                        nullptr, gone);
        m_pastNote->setText(notes.join(u' '));
    }
    m_onlyWrong->setText(tr("Show &only wrong answers"));
    m_onlyWrong->setAccessibleName(tr("Show only wrong answers"));
    m_entries->setViewsAccessibleName(tr("Results"));
    showBackButton();
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
        m_retryWrong->setEnabled(false);
        m_retryWrong->setText(tr("&Retry wrong answers"));
        return;
    }

    m_score->setText(report().scoreText(m_languages->language()));
    m_score->setAccessibleName(m_score->text());
    const int wrongCount = int(m_session->wrongQuestionIds().size());
    m_retryWrong->setText(tr("&Retry wrong answers (%Ln)", nullptr, wrongCount));
    m_retryWrong->setAccessibleName(tr("Retry wrong answers (%Ln)", nullptr, wrongCount));
    m_retryWrong->setEnabled(wrongCount > 0);
    // A past attempt is read only: a retry starts from the last attempt, on the library's card.
    m_retryWrong->setVisible(!m_past);
}

void ResultsPage::showBackButton()
{
    if (m_past) {
        m_library->setText(tr("Back to the &history"));
        m_library->setAccessibleName(tr("Back to the history"));
    } else {
        m_library->setText(tr("Back to the &library"));
        m_library->setAccessibleName(tr("Back to the library"));
    }
}

// The quiz and the attempt's start, and a number when that file is there
// already: a second export does not offer to replace the first.
QString ResultsPage::suggestedExportPath() const
{
    QString folder = m_exportFolder;
    if (folder.isEmpty())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty() || !QDir(folder).exists())
        folder = QDir::homePath();
    const QDir directory(folder);
    QDateTime when = m_session->started();
    if (m_past && !when.isValid())
        when = m_past->attempt.ended;
    if (!when.isValid())
        when = QDateTime::currentDateTime();
    // Latin digits: a file name is read by other programs too.
    const QString base = m_session->bankId() + u"-results-"_s
                         + when.toLocalTime().toString(u"yyyy-MM-dd-HHmm"_s);
    QString name = base;
    for (int copy = 2; directory.exists(name + u".pdf"_s) || directory.exists(name + u".html"_s);
         ++copy)
        name = base + u'-' + QString::number(copy);
    return directory.filePath(name + u".pdf"_s);
}

void ResultsPage::exportResults()
{
    if (!hasSession())
        return;
    ResultsExportDialog dialog(suggestedExportPath(), m_onlyWrong->isChecked(), this);
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
    const auto entries = dialog.onlyWrong() ? ResultsReport::Entries::OnlyWrong
                                            : ResultsReport::Entries::All;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const std::optional<FileError> failure = ResultsExport::write(report(entries), languages,
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
