#include "quiz/resultsexportdialog.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ResultsExportDialog::ResultsExportDialog(const QString &suggestedPath, bool onlyWrong,
                                         QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"resultsExportDialog"_s);
    setWindowTitle(tr("Export results"));

    m_pdf = new QRadioButton(tr("&PDF document"), this);
    m_pdf->setObjectName(u"pdfRadio"_s);
    m_html = new QRadioButton(tr("&Web page (HTML)"), this);
    m_html->setObjectName(u"htmlRadio"_s);
    m_pdf->setChecked(true);
    auto *formats = new QButtonGroup(this);
    formats->addButton(m_pdf);
    formats->addButton(m_html);

    m_currentLanguage = new QRadioButton(tr("In the &current language"), this);
    m_currentLanguage->setObjectName(u"currentLanguageRadio"_s);
    m_bothLanguages = new QRadioButton(tr("In &both languages, one beneath the other"), this);
    m_bothLanguages->setObjectName(u"bothLanguagesRadio"_s);
    m_currentLanguage->setChecked(true);
    auto *languages = new QButtonGroup(this);
    languages->addButton(m_currentLanguage);
    languages->addButton(m_bothLanguages);

    m_onlyWrong = new QCheckBox(tr("&Only the questions answered wrong or not at all"), this);
    m_onlyWrong->setObjectName(u"exportOnlyWrongCheckBox"_s);
    m_onlyWrong->setChecked(onlyWrong);

    m_path = new QLineEdit(QDir::toNativeSeparators(suggestedPath), this);
    m_path->setObjectName(u"exportPathEdit"_s);
    m_path->setAccessibleName(tr("File"));
    m_browse = new QPushButton(tr("Choose…"), this);
    m_browse->setObjectName(u"browseButton"_s);
    m_browse->setAccessibleName(tr("Choose the file"));

    m_export = new QPushButton(tr("Export"), this);
    m_export->setObjectName(u"exportConfirmButton"_s);
    m_export->setDefault(true);
    auto *cancel = new QPushButton(tr("Cancel"), this);
    cancel->setObjectName(u"cancelButton"_s);

    connect(m_pdf, &QRadioButton::toggled, this, &ResultsExportDialog::followFormat);
    connect(m_browse, &QPushButton::clicked, this, &ResultsExportDialog::browse);
    connect(m_path, &QLineEdit::textChanged, this, &ResultsExportDialog::updateExportButton);
    connect(m_export, &QPushButton::clicked, this, &QDialog::accept);
    connect(cancel, &QPushButton::clicked, this, &QDialog::reject);

    auto *formatBox = new QVBoxLayout;
    formatBox->addWidget(m_pdf);
    formatBox->addWidget(m_html);
    auto *languageBox = new QVBoxLayout;
    languageBox->addWidget(m_currentLanguage);
    languageBox->addWidget(m_bothLanguages);
    auto *pathBox = new QHBoxLayout;
    pathBox->addWidget(m_path, 1);
    pathBox->addWidget(m_browse);
    auto *form = new QFormLayout;
    form->addRow(tr("Format:"), formatBox);
    form->addRow(tr("Language:"), languageBox);
    form->addRow(tr("Questions:"), m_onlyWrong);
    form->addRow(tr("File:"), pathBox);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_export);
    buttons->addWidget(cancel);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(buttons);

    followFormat();
    resize(std::max(sizeHint().width(), 560), sizeHint().height());
}

ResultsExport::Format ResultsExportDialog::format() const
{
    return m_pdf->isChecked() ? ResultsExport::Format::Pdf : ResultsExport::Format::Html;
}

bool ResultsExportDialog::bothLanguages() const
{
    return m_bothLanguages->isChecked();
}

bool ResultsExportDialog::onlyWrong() const
{
    return m_onlyWrong->isChecked();
}

QString ResultsExportDialog::path() const
{
    return QDir::fromNativeSeparators(m_path->text().trimmed());
}

void ResultsExportDialog::accept()
{
    if (QFileInfo::exists(path())) {
        QMessageBox box(QMessageBox::Question, tr("Export results"),
                        tr("%1 already exists. Replace it?").arg(QDir::toNativeSeparators(path())),
                        QMessageBox::NoButton, this);
        box.setObjectName(u"confirmReplaceBox"_s);
        box.setTextFormat(Qt::PlainText);
        QPushButton *replace = box.addButton(tr("Replace"), QMessageBox::AcceptRole);
        replace->setObjectName(u"replaceButton"_s);
        QPushButton *keep = box.addButton(tr("Cancel"), QMessageBox::RejectRole);
        box.setDefaultButton(keep);
        box.setEscapeButton(keep);
        box.exec();
        if (box.clickedButton() != replace)
            return;
    }
    QDialog::accept();
}

// The file's suffix follows the format: report.pdf becomes report.html.
void ResultsExportDialog::followFormat()
{
    const QString current = path();
    if (current.isEmpty())
        return;
    const QFileInfo file(current);
    const QString wanted = ResultsExport::suffix(format());
    const QString other = ResultsExport::suffix(format() == ResultsExport::Format::Pdf
                                                    ? ResultsExport::Format::Html
                                                    : ResultsExport::Format::Pdf);
    QString changed = current;
    if (file.suffix().compare(other, Qt::CaseInsensitive) == 0)
        changed.chop(other.size());
    else if (file.suffix().compare(wanted, Qt::CaseInsensitive) != 0)
        changed += u'.';
    else
        return;
    m_path->setText(QDir::toNativeSeparators(changed + wanted));
}

void ResultsExportDialog::browse()
{
    const bool pdf = format() == ResultsExport::Format::Pdf;
    QFileDialog dialog(this, tr("Export results"), path(),
                       pdf ? tr("PDF documents (*.pdf)") : tr("Web pages (*.html *.htm)"));
    dialog.setObjectName(u"exportFileDialog"_s);
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    // Replacing is asked on Export, in our words: the file name can be typed too.
    dialog.setOption(QFileDialog::DontConfirmOverwrite);
    dialog.setDefaultSuffix(ResultsExport::suffix(format()));
    dialog.setLabelText(QFileDialog::LookIn, tr("Look in:"));
    dialog.setLabelText(QFileDialog::FileName, tr("File name:"));
    dialog.setLabelText(QFileDialog::FileType, tr("Files of type:"));
    dialog.setLabelText(QFileDialog::Accept, tr("Choose"));
    dialog.setLabelText(QFileDialog::Reject, tr("Cancel"));
    if (dialog.exec() == QDialog::Accepted && !dialog.selectedFiles().isEmpty())
        m_path->setText(QDir::toNativeSeparators(dialog.selectedFiles().constFirst()));
}

void ResultsExportDialog::updateExportButton()
{
    m_export->setEnabled(!path().isEmpty());
}
