// GUI test of the main window opening the glossary: from the Help menu, F2
// and Ctrl+G on every page, whatever has the focus, with the search field
// ready for a query in either script. Expected texts come from the glossary
// file and the hand-written translations.
#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "core/models/glossarylistmodel.h"
#include "core/quizsession.h"
#include "glossary/glossarypage.h"
#include "shell/mainwindow.h"
#include "support/glossaryfile.h"
#include "support/settle.h"
#include "support/typing.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <array>
#include <memory>

using namespace Qt::StringLiterals;

class TestGlossaryShortcuts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void mainWindowOpensTheGlossaryFromHelpAndF2();
    void ctrlGOpensTheGlossaryFromEveryPage_data();
    void ctrlGOpensTheGlossaryFromEveryPage();
};

void TestGlossaryShortcuts::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestGlossaryShortcuts::mainWindowOpensTheGlossaryFromHelpAndF2()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    LanguageManager languages;
    languages.setLanguage(Language::English);
    MainWindow window(&languages, dir.filePath(u"progress.json"_s));
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));

    auto *action = window.findChild<QAction *>(u"glossaryAction"_s);
    QVERIFY(action);
    // Ctrl+G first (the shortcut sheet shows it), F2 too; both the glossary's alone.
    QCOMPARE(action->shortcuts(),
             QList<QKeySequence>({QKeySequence(Qt::CTRL | Qt::Key_G), QKeySequence(Qt::Key_F2)}));
    for (const QAction *other : window.findChildren<QAction *>()) {
        for (const QKeySequence &key : action->shortcuts()) {
            if (other != action)
                QVERIFY2(!other->shortcuts().contains(key), qPrintable(other->objectName()));
        }
    }
    const QList<QAction *> menus = window.menuBar()->actions();
    QVERIFY(!menus.isEmpty());
    QMenu *help = menus.last()->menu();
    QCOMPARE(help->title(), u"&Help"_s);
    QVERIFY(help->actions().contains(action));
    QCOMPARE(action->text(), u"&Glossary"_s);

    auto *pages = window.findChild<QStackedWidget *>(u"pages"_s);
    QVERIFY(!qobject_cast<GlossaryPage *>(pages->currentWidget()));
    QTest::keyClick(&window, Qt::Key_F2);
    QVERIFY(qobject_cast<GlossaryPage *>(pages->currentWidget()));
    QCOMPARE(window.windowTitle(), u"Glossary — ScaleStudy"_s);
    QVERIFY(pages->currentWidget()->findChild<QLineEdit *>(u"glossarySearch"_s)->hasFocus());

    languages.setLanguage(Language::Bengali);
    settle();
    QCOMPARE(action->text(), u"পরিভাষা (&G)"_s);
    QCOMPARE(window.windowTitle().section(u' ', 0, 0), u"পরিভাষা"_s);
}

void TestGlossaryShortcuts::ctrlGOpensTheGlossaryFromEveryPage_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("entryId");
    // Queries in both scripts; the entries they name come from GLOSSARY.md's
    // table, where each is the term itself.
    const std::array<std::pair<const char *, const char *>, 2> queries[] = {
        {{{"শার্ডিং", "sharding"}, {"micro-batch", "micro-batch"}}},
        {{{"অল-রিডিউস", "all-reduce"}, {"checkpoint", "checkpoint"}}},
    };
    int row = 0;
    for (const char *page :
         {"library", "question", "results", "pipeline spin box", "attention spin box", "history",
          "help", "search", "review settings spin box", "read-through", "glossary"}) {
        for (Language language : allLanguages) {
            const auto &[query, id] = queries[row % 2][std::size_t(language)];
            QTest::addRow("%s, %s interface, query %s", page,
                          language == Language::English ? "English" : "Bengali", id)
                << QString::fromLatin1(page) << language << QString::fromUtf8(query)
                << QString::fromLatin1(id);
        }
        ++row;
    }
}

void TestGlossaryShortcuts::ctrlGOpensTheGlossaryFromEveryPage()
{
    QFETCH(QString, page);
    QFETCH(Language, language);
    QFETCH(QString, query);
    QFETCH(QString, entryId);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    LanguageManager languages;
    languages.setLanguage(language);
    MainWindow window(&languages, dir.filePath(u"progress.json"_s));
    window.loadBanks(BankLoader::builtInBankPaths());
    window.resize(1024, 600);
    window.show();
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    auto *pages = window.findChild<QStackedWidget *>(u"pages"_s);
    const auto action = [&window](const QString &name) {
        return window.findChild<QAction *>(name);
    };

    // The page, and what the learner would have in focus there.
    QWidget *focus = nullptr;
    if (page == u"library") {
        window.showLibrary();
    } else if (page == u"question" || page == u"results") {
        window.startQuiz(u"parallelism"_s, FeedbackMode::Immediate);
        focus = window.findChild<QRadioButton *>(u"optionRadio0"_s);
        if (page == u"results") {
            for (int position = 0; position < window.session()->questionCount(); ++position) {
                QWidget *target = QApplication::focusWidget();
                QTest::keyClick(target, Qt::Key_1);
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
            }
            QCOMPARE(pages->currentWidget()->objectName(), u"resultsPage"_s);
            focus = nullptr;
        }
    } else if (page == u"pipeline spin box") {
        window.showConcept(Concept::PipelineBubbles, {});
        focus = pages->currentWidget()->findChild<QSpinBox *>();
    } else if (page == u"attention spin box") {
        window.showConcept(Concept::AttentionMemory, {});
        focus = pages->currentWidget()->findChild<QSpinBox *>();
    } else if (page == u"history") {
        window.showHistory();
    } else if (page == u"help") {
        window.showHelp(MainWindow::HelpTopic::Guide);
    } else if (page == u"search") {
        action(u"searchAction"_s)->trigger();
    } else if (page == u"review settings spin box") {
        action(u"reviewAction"_s)->trigger(); // nothing due: the summary with its settings
        focus = pages->currentWidget()->findChild<QSpinBox *>(u"dailyLimitSpinBox"_s);
    } else if (page == u"read-through") {
        action(u"readThrough-parallelism"_s)->trigger();
    } else {
        action(u"glossaryAction"_s)->trigger();
        focus = pages->currentWidget()->findChild<QListView *>(u"glossaryList"_s);
    }
    if (focus) {
        QVERIFY(focus->isVisible());
        focus->setFocus();
    }
    QCoreApplication::processEvents();
    QWidget *focused = QApplication::focusWidget();
    QVERIFY(focused && focused->window() == &window);
    if (focus)
        QCOMPARE(focused, focus);
    const QWidget *before = pages->currentWidget();
    QVERIFY(page == u"glossary" || !qobject_cast<const GlossaryPage *>(before));

    QTest::keyClick(focused, Qt::Key_G, Qt::ControlModifier);
    auto *glossary = qobject_cast<GlossaryPage *>(pages->currentWidget());
    QVERIFY(glossary);
    auto *search = glossary->findChild<QLineEdit *>(u"glossarySearch"_s);
    QCOMPARE(QApplication::focusWidget(), search);

    search->clear();
    typeText(search, query);
    QCOMPARE(search->text(), query);
    auto *list = glossary->findChild<QListView *>(u"glossaryList"_s);
    QVERIFY(list->model()->rowCount() > 0);
    QCOMPARE(list->currentIndex().data(GlossaryListModel::EntryIdRole).toString(), entryId);
    const QString term = glossaryEntry(entryId)
                             .value(u"term"_s)
                             .toObject()
                             .value(language == Language::Bengali ? u"bn"_s : u"en"_s)
                             .toString();
    QCOMPARE(glossary->findChild<QLabel *>(u"glossaryTerm"_s)->text(), term);
}

QTEST_MAIN(TestGlossaryShortcuts)
#include "tst_glossaryshortcuts.moc"
