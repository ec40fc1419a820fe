#include "sync/syncfolderdialog.h"

#include "widgets/readingcolumn.h"
#include "widgets/wrappedlabel.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

SyncFolderDialog::SyncFolderDialog(const Choice &current, const QString &status, QWidget *parent)
    : QDialog(parent)
    , m_folder(current.folder)
{
    setObjectName(u"syncFolderDialog"_s);
    m_intro = new WrappedLabel(this);
    ReadingColumn::cap(m_intro, m_intro->font());

    m_folderLabel = new QLabel(this);
    m_folderPath = new QLabel(this);
    m_folderPath->setObjectName(u"syncFolderPath"_s);
    m_folderPath->setTextFormat(Qt::PlainText);
    m_folderPath->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_choose = new QPushButton(this);
    m_choose->setObjectName(u"chooseSyncFolderButton"_s);
    m_stop = new QPushButton(this);
    m_stop->setObjectName(u"stopSyncingButton"_s);
    connect(m_choose, &QPushButton::clicked, this, &SyncFolderDialog::chooseFolder);
    connect(m_stop, &QPushButton::clicked, this, &SyncFolderDialog::stopSyncing);

    m_nameLabel = new QLabel(this);
    m_name = new QLineEdit(current.deviceName, this);
    m_name->setObjectName(u"deviceNameEdit"_s);
    m_name->setMaxLength(60);
    m_nameLabel->setBuddy(m_name);
    connect(m_name, &QLineEdit::textChanged, this, &SyncFolderDialog::showNameNote);
    m_nameNote = new WrappedLabel(this);
    ReadingColumn::cap(m_nameNote, m_nameNote->font());

    m_status = new WrappedLabel(this);
    m_status->setObjectName(u"syncStatus"_s);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setText(status);
    m_status->setVisible(!status.isEmpty());
    ReadingColumn::cap(m_status, m_status->font());

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *folderButtons = new QHBoxLayout;
    folderButtons->addWidget(m_choose);
    folderButtons->addWidget(m_stop);
    folderButtons->addStretch();
    auto *grid = new QGridLayout;
    grid->addWidget(m_folderLabel, 0, 0);
    grid->addWidget(m_folderPath, 0, 1);
    grid->addLayout(folderButtons, 1, 1);
    grid->addWidget(m_nameLabel, 2, 0);
    grid->addWidget(m_name, 2, 1);
    grid->setColumnStretch(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(grid);
    // Below the grid, across the dialog: a wrapped text in a grid's cell is
    // given the height of the width the grid first guessed.
    layout->addWidget(m_nameNote);
    layout->addWidget(m_status);
    layout->addStretch();
    layout->addWidget(m_buttons);
    retranslateUi();
    // A comfortable line for the explanation, in either script.
    setMinimumWidth(fontMetrics().averageCharWidth() * 72);
}

SyncFolderDialog::Choice SyncFolderDialog::choice() const
{
    return {m_folder, m_name->text().simplified()};
}

void SyncFolderDialog::chooseFolder()
{
    QString start = m_folder;
    if (start.isEmpty() || !QDir(start).exists())
        start = QDir::homePath();
    // Qt's own dialog, whose texts our translation carries (as the bank dialogs).
    QFileDialog dialog(this, tr("Choose the sync folder"), start);
    dialog.setObjectName(u"chooseSyncFolderDialog"_s);
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setFileMode(QFileDialog::Directory);
    dialog.setOption(QFileDialog::ShowDirsOnly);
    dialog.setLabelText(QFileDialog::LookIn, tr("Look in:"));
    dialog.setLabelText(QFileDialog::FileName, tr("Folder:"));
    dialog.setLabelText(QFileDialog::Accept, tr("Choose"));
    dialog.setLabelText(QFileDialog::Reject, tr("Cancel"));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    m_folder = QDir::cleanPath(dialog.selectedFiles().constFirst());
    showFolder();
}

void SyncFolderDialog::stopSyncing()
{
    m_folder.clear();
    showFolder();
}

void SyncFolderDialog::showFolder()
{
    m_folderPath->setText(m_folder.isEmpty() ? tr("None: your progress stays on this computer")
                                             : QDir::toNativeSeparators(m_folder));
    m_choose->setText(m_folder.isEmpty() ? tr("&Choose a folder…") : tr("&Choose another folder…"));
    m_stop->setVisible(!m_folder.isEmpty());
}

void SyncFolderDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void SyncFolderDialog::retranslateUi()
{
    setWindowTitle(tr("Sync folder"));
    m_intro->setText(
        tr("To study on more than one computer, choose a folder that a sync tool (Syncthing, "
           "Nextcloud, Dropbox) or a USB stick already carries between them. ScaleStudy writes "
           "this computer's answers, reviews, flags and settings there, in a file of its own, "
           "with a copy of each question bank you open, and reads the files of your other "
           "computers. It never uses the network itself."));
    m_folderLabel->setText(tr("Folder:"));
    m_stop->setText(tr("&Stop syncing"));
    m_nameLabel->setText(tr("This computer's &name:"));
    showNameNote();
    showFolder();
}

void SyncFolderDialog::showNameNote()
{
    const QString name = m_name->text().simplified();
    m_nameNote->setText(tr("Your other computers show it when its changes arrive, as in "
                           "\"3 answers from %1 added\".")
                            .arg(name.isEmpty() ? tr("the laptop") : name));
}
