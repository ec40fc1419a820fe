// Screenshots of studying on two computers, in both languages: the library
// of the "laptop" with the notice of what the "desktop" added through the
// sync folder, the Settings menu, and the Sync folder dialog; then the
// library with the teacher's quiz the desktop imported, and the notice of a
// bank whose copy in the folder is damaged.
// Usage: scalestudy_sync_tour <output-dir> [width height].

#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "core/study.h"
#include "core/syncbanks.h"
#include "screenshottourkit.h"
#include "shell/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

// The desktop takes the first quiz: three answers right, the rest wrong.
void studyOnTheDesktop(const QString &dataFolder, const QString &syncFolder)
{
    Study desktop(dataFolder + u"/progress.json"_s);
    desktop.setSyncDeviceName(u"desktop"_s);
    desktop.loadBanks(BankLoader::builtInBankPaths());
    desktop.setSyncFolder(syncFolder);
    const QString bankId = desktop.banks().constFirst().id;
    desktop.start(bankId, FeedbackMode::Immediate);
    for (int position = 0; position < desktop.session()->questionCount(); ++position) {
        desktop.goTo(position);
        const int right = desktop.session()->correctSlot(position);
        desktop.choose(position < 3 ? right : (right + 1) % 4);
        desktop.check();
    }
    desktop.submit();
    // A teacher's GIFT file, and a Moodle one whose copy the sync tool then damages.
    desktop.openBankFile(QStringLiteral(SCALESTUDY_TEST_DATA_DIR) + u"/import/one-language.gift"_s);
    const Study::BankOpening moodle = desktop.openBankFile(QStringLiteral(SCALESTUDY_TEST_DATA_DIR)
                                                           + u"/import/bilingual.xml"_s);
    QFile copy(syncFolder + u"/ScaleStudy/banks/"_s + SyncBanks::fileNameFor(moodle.bankId));
    if (copy.open(QIODevice::WriteOnly))
        copy.write("{\"format\": 1, \"id\": ");
}

void nameTheLaptop(const QString &dataFolder)
{
    QDir().mkpath(dataFolder);
    QFile file(dataFolder + u"/sync-device.json"_s);
    if (file.open(QIODevice::WriteOnly))
        file.write(QJsonDocument(QJsonObject{{u"id"_s, QUuid::createUuid().toString()},
                                             {u"name"_s, u"laptop"_s}})
                       .toJson());
}

void tourLanguage(Language language, const QString &out, QSize size)
{
    const QString suffix = u'-' + languageCode(language);
    QTemporaryDir root;
    const QString sync = root.filePath(u"Sync"_s);
    QDir().mkpath(sync);
    studyOnTheDesktop(root.filePath(u"desktop"_s), sync);
    // One process plays both computers: the laptop shares only the sync
    // folder's setting, and learns of the desktop's banks from the folder.
    QSettings().remove(u"openedBanks"_s);
    QSettings().remove(u"openedBankIds"_s);
    nameTheLaptop(root.filePath(u"laptop"_s));

    LanguageManager languages;
    languages.setLanguage(language);
    MainWindow window(&languages, root.filePath(u"laptop/progress.json"_s),
                      BankLoader::builtInBankPaths());
    window.setMinimumSize(window.minimumSize().boundedTo(size));
    window.resize(size);
    window.show();
    QApplication::setActiveWindow(&window);
    (void)QTest::qWaitForWindowActive(&window);
    settle();
    QTest::qWait(100); // the first look at the folder, after the first frame
    settle();
    save(window, out, u"sync-notice"_s + suffix);

    saveNextDialog(out, u"sync-dialog"_s + suffix);
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->objectName() == u"syncFolderAction"_s)
            action->trigger();
    }
    // The library scrolled to its end: the imported quiz's card.
    for (QScrollArea *scroll : window.findChildren<QScrollArea *>()) {
        if (scroll->isVisible())
            scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
    }
    settle();
    save(window, out, u"sync-banks"_s + suffix);
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(u"ScaleStudyTour"_s);
    QCoreApplication::setApplicationName(u"ScaleStudySyncTour"_s);
    const QStringList arguments = app.arguments();
    if (arguments.size() != 2 && arguments.size() != 4) {
        std::fprintf(stderr, "usage: %s <output-dir> [width height]\n", argv[0]);
        return 2;
    }
    const QString out = arguments.at(1);
    const QSize size = arguments.size() == 4
                           ? QSize(arguments.at(2).toInt(), arguments.at(3).toInt())
                           : QSize(1024, 600);
    QDir().mkpath(out);
    for (Language language : allLanguages) {
        QSettings().clear();
        tourLanguage(language, out, size);
    }
    QSettings().clear();
    return 0;
}
