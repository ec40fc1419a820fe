#pragma once

#include <QDialog>
#include <QString>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class WrappedLabel;

// Settings → Sync folder: the folder another tool already carries between the
// learner's computers (Syncthing, Nextcloud, Dropbox, a USB stick), and the
// name this computer goes by on the others. It only chooses: the window
// hands what was chosen to Study, which never talks to a network.
class SyncFolderDialog : public QDialog
{
    Q_OBJECT

public:
    struct Choice
    {
        QString folder; // empty: no sync, progress stays on this computer
        QString deviceName;
    };

    // status: what the last look at the folder found, in the current
    // language; empty when there is nothing to say.
    SyncFolderDialog(const Choice &current, const QString &status, QWidget *parent = nullptr);

    Choice choice() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void chooseFolder();
    void stopSyncing();
    void showFolder();
    void showNameNote();
    void retranslateUi();

    QString m_folder;
    WrappedLabel *m_intro = nullptr;
    QLabel *m_folderLabel = nullptr;
    QLabel *m_folderPath = nullptr;
    QPushButton *m_choose = nullptr;
    QPushButton *m_stop = nullptr;
    QLabel *m_nameLabel = nullptr;
    QLineEdit *m_name = nullptr;
    WrappedLabel *m_nameNote = nullptr;
    WrappedLabel *m_status = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};
