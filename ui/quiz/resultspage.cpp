#include "quiz/resultspage.h"

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

bool ResultsPage::hasSession() const
{
    return m_session != nullptr;
}

ResultsReport ResultsPage::report() const
{
    return ResultsReport(*m_session, *m_bank, m_translations);
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
    m_onlyWrong->setText(tr("Show &only wrong answers"));
    m_onlyWrong->setAccessibleName(tr("Show only wrong answers"));
    m_entries->setViewsAccessibleName(tr("Results"));
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
        m_retryWrong->setEnabled(false);
        m_retryWrong->setText(tr("&Retry wrong answers"));
        return;
    }

    m_score->setText(report().scoreText(m_languages->language()));
    m_score->setAccessibleName(m_score->text());
    const int wrongCount = int(m_session->wrongQuestionIds().size());
    m_retryWrong->setText(tr("&Retry wrong answers (%Ln)", nullptr, wrongCount));
    m_retryWrong->setAccessibleName(tr("Retry wrong answers"));
    m_retryWrong->setEnabled(wrongCount > 0);
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
