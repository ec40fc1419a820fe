// Help in the app: F1 opens the user guide in the interface language with the
// learner's own data locations; the shortcut sheet lists every menu action
// that has a key; About names the licence and where data is kept.

#include "core/languagemanager.h"
#include "shell/appearance.h"
#include "shell/mainwindow.h"
#include "support/windowfixture.h"
#include "widgets/readingcolumn.h"

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextLayout>
#include <QTimer>

#include <memory>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Language)

class TestHelp : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void f1OpensTheGuideInTheInterfaceLanguage();
    void guideLinesStayReadable_data();
    void guideLinesStayReadable();
    void shortcutSheetListsEveryKey();
    void aboutNamesLicenceAndDataLocations();

private:
    QString progressPath() const { return m_fixture->progressPath(); }
    QWidget *currentPage() const
    {
        return m_window->findChild<QStackedWidget *>(u"pages"_s)->currentWidget();
    }

    std::unique_ptr<WindowFixture> m_fixture;
    LanguageManager *m_languages = nullptr;
    MainWindow *m_window = nullptr;
};

void TestHelp::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_help"_s);
}

void TestHelp::init()
{
    QSettings().clear();
    m_fixture = std::make_unique<WindowFixture>(Language::English);
    m_languages = &m_fixture->languages();
    m_window = &m_fixture->window();
    QVERIFY(m_fixture->showWithBuiltInBanks());
}

void TestHelp::cleanup()
{
    m_window = nullptr;
    m_languages = nullptr;
    m_fixture.reset();
}

void TestHelp::f1OpensTheGuideInTheInterfaceLanguage()
{
    QTest::keyClick(m_window, Qt::Key_F1);
    QCOMPARE(currentPage()->objectName(), u"helpPage"_s);
    auto *guide = m_window->findChild<QTextBrowser *>(u"guideBrowser"_s);
    QVERIFY(guide->isVisible());
    QVERIFY(guide->toPlainText().startsWith(u"Using ScaleStudy"_s));
    QVERIFY(guide->toPlainText().contains(QDir::toNativeSeparators(progressPath())));
    QVERIFY(guide->toPlainText().contains(QDir::toNativeSeparators(QSettings().fileName())));

    m_languages->setLanguage(Language::Bengali);
    QCoreApplication::processEvents();
    QVERIFY(guide->toPlainText().startsWith(u"ScaleStudy ব্যবহার করা"_s));
    QVERIFY(guide->toPlainText().contains(QDir::toNativeSeparators(progressPath())));
    QCOMPARE(m_window->findChild<QTabWidget *>(u"helpTabs"_s)->tabText(0), u"ব্যবহার নির্দেশিকা"_s);
}

// On a wide window the guide's lines stop at the reading column's length
// (in average characters of the guide's font) and sit centred, at the
// default and at the largest text size.
void TestHelp::guideLinesStayReadable_data()
{
    QTest::addColumn<int>("textSize");
    QTest::addColumn<Language>("language");
    for (Language language : allLanguages) {
        const QByteArray code = languageCode(language).toLatin1();
        QTest::addRow("default size %s", code.constData()) << 0 << language;
        QTest::addRow("largest size %s", code.constData())
            << int(Appearance::largestTextSize) << language;
    }
}

void TestHelp::guideLinesStayReadable()
{
    QFETCH(int, textSize);
    QFETCH(Language, language);
    m_languages->setLanguage(language);
    m_window->appearance()->setTextSize(textSize);
    m_window->resize(1920, 1080);
    QTest::keyClick(m_window, Qt::Key_F1);
    QCoreApplication::processEvents();
    auto *guide = m_window->findChild<QTextBrowser *>(u"guideBrowser"_s);
    const int column = guide->fontMetrics().averageCharWidth()
                       * ReadingColumn::comfortableLineLength;
    const int viewport = guide->viewport()->width();
    QVERIFY2(viewport > column, "the window is not wide enough to show a column");
    int widest = 0;
    int leftmost = viewport;
    for (QTextBlock block = guide->document()->begin(); block.isValid(); block = block.next()) {
        const QRectF box = guide->document()->documentLayout()->blockBoundingRect(block);
        const QTextLayout *layout = block.layout();
        for (int i = 0; i < layout->lineCount(); ++i) {
            widest = std::max(widest, int(layout->lineAt(i).naturalTextWidth()));
            leftmost = std::min(leftmost, int(box.left() + layout->lineAt(i).x()));
        }
    }
    QVERIFY2(widest <= column, qPrintable(u"%1 > %2"_s.arg(widest).arg(column)));
    // Centred: at least the room the column leaves on each side is on its left.
    QVERIFY2(leftmost >= (viewport - column) / 2,
             qPrintable(u"%1 of %2"_s.arg(leftmost).arg(viewport)));
}

void TestHelp::shortcutSheetListsEveryKey()
{
    m_window->findChild<QAction *>(u"shortcutsAction"_s)->trigger();
    auto *table = m_window->findChild<QTableWidget *>(u"shortcutTable"_s);
    QVERIFY(table->isVisible());
    QMap<QString, QString> sheet;
    for (int row = 0; row < table->rowCount(); ++row)
        sheet.insert(table->item(row, 0)->text(), table->item(row, 1)->text());
    // Every key of every menu item, submenus' items too, is on the sheet.
    QStringList keysOnSheet;
    for (const QString &cell : sheet.keys())
        keysOnSheet += cell.split(u"; "_s);
    int withKeys = 0;
    QList<QMenu *> menus;
    for (QAction *menu : m_window->menuBar()->actions())
        menus.append(menu->menu());
    while (!menus.isEmpty()) {
        for (QAction *action : menus.takeFirst()->actions()) {
            if (action->menu())
                menus.append(action->menu());
            for (const QKeySequence &keys : action->shortcuts()) {
                ++withKeys;
                QVERIFY2(keysOnSheet.contains(keys.toString(QKeySequence::NativeText)),
                         qPrintable(action->objectName() + u' ' + keys.toString()));
            }
        }
    }
    QVERIFY(withKeys >= 8);
    // The README's keys for the text size (a submenu) and the glossary's second key.
    for (const QString &key : {u"Ctrl++"_s, u"Ctrl+="_s, u"Ctrl+-"_s, u"Ctrl+0"_s, u"F2"_s})
        QVERIFY2(keysOnSheet.contains(key), qPrintable(key));
    QCOMPARE(sheet.value(u"F1"_s), u"User guide"_s);
    QCOMPARE(sheet.value(u"Ctrl+Shift+L"_s), u"Switch the language"_s);
    QVERIFY(sheet.contains(u"1–4"_s)); // the question page's keys, which no menu shows
}

void TestHelp::aboutNamesLicenceAndDataLocations()
{
    QString text;
    QTimer::singleShot(0, this, [&text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        text = box->text();
        box->findChild<QPushButton *>()->click();
    });
    m_window->findChild<QAction *>(u"aboutAction"_s)->trigger();
    QVERIFY2(text.contains(u"GNU General Public License, version 3 or later"_s), qPrintable(text));
    QVERIFY(text.contains(QDir::toNativeSeparators(progressPath()).toHtmlEscaped()));
    QVERIFY(text.contains(QDir::toNativeSeparators(QSettings().fileName()).toHtmlEscaped()));
}

QTEST_MAIN(TestHelp)
#include "tst_help.moc"
