// GUI test of the search page in the main window, by keyboard, in both
// interface languages: Ctrl+F opens it from any page whatever has the focus;
// the keys move through the results and back to the query; hits in the
// interface language come first; the empty and nothing-found states say so;
// a language switch updates the page. (What a result finds and opens is in
// tst_searchresults.) Expected texts were found by reading the built-in
// banks and the glossary file.
#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "core/models/glossarylistmodel.h"
#include "core/richtext.h"
#include "search/searchresultdelegate.h"
#include "shell/appearance.h"
#include "shell/mainwindow.h"
#include "support/plaintext.h"
#include "support/searchwindowfixture.h"
#include "support/typing.h"
#include "widgets/readingcolumn.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>

#include <memory>

using namespace Qt::StringLiterals;

class TestSearchPage
    : public QObject
    , private SearchWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void ctrlFFromAnyPage_data();
    void ctrlFFromAnyPage();
    void downChoosesTheNextResult();
    void interfaceLanguageHitsComeFirst_data();
    void interfaceLanguageHitsComeFirst();
    void emptyAndNothingFound_data();
    void emptyAndNothingFound();
    void languageSwitchUpdatesThePage();
    void searchIsInTheShortcutSheet();
    void typingInTheResultsGoesToTheQuery();
};

void TestSearchPage::initTestCase()
{
    setUpCase();
}

void TestSearchPage::init()
{
    setUp();
}

void TestSearchPage::cleanup()
{
    tearDown();
}

void TestSearchPage::ctrlFFromAnyPage_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<Language>("language");
    for (Language language : allLanguages) {
        const char *name = language == Language::English ? "English" : "Bengali";
        for (const char *page : {"question", "pipeline", "attention", "glossary", "search"}) {
            QTest::addRow("%s page, %s", page, name) << QString::fromLatin1(page) << language;
        }
    }
}

void TestSearchPage::ctrlFFromAnyPage()
{
    QFETCH(QString, page);
    QFETCH(Language, language);
    m_languages->setLanguage(language);

    if (page == u"question") {
        m_window->startQuiz(u"jax-gpu"_s, FeedbackMode::Immediate);
        child<QRadioButton>(u"optionRadio0"_s)->setFocus();
    } else if (page == u"pipeline") {
        m_window->showConcept(Concept::PipelineBubbles, {});
        m_window->findChild<QWidget *>(u"pipelinePage"_s)->findChild<QSpinBox *>()->setFocus();
    } else if (page == u"attention") {
        m_window->showConcept(Concept::AttentionMemory, {});
        m_window->findChild<QWidget *>(u"attentionPage"_s)->findChild<QSpinBox *>()->setFocus();
    } else if (page == u"glossary") {
        child<QAction>(u"glossaryAction"_s)->trigger();
        QCOMPARE(QApplication::focusWidget(), child<QLineEdit>(u"glossarySearch"_s));
    } else {
        // Ctrl+F again on the search page, while reading a question: back to the query.
        openSearch();
        search(u"অনিচ্ছাকৃত"_s);
        QTest::keyClick(child<QLineEdit>(u"searchQuery"_s), Qt::Key_Return);
        QVERIFY(child<QWidget>(u"questionReadView"_s)->isVisible());
    }
    QCoreApplication::processEvents();
    QVERIFY(QApplication::focusWidget());
    openSearch();

    QCOMPARE(currentPage()->objectName(), u"searchPage"_s);
    auto *field = child<QLineEdit>(u"searchQuery"_s);
    QVERIFY(field->isVisible());
    QCOMPARE(QApplication::focusWidget(), field);
    QCOMPARE(field->selectedText(), field->text()); // typing replaces the last query
    QCOMPARE(m_window->windowTitle(),
             language == Language::English ? u"Search — ScaleStudy"_s : u"খোঁজ — ScaleStudy"_s);
}

void TestSearchPage::downChoosesTheNextResult()
{
    openSearch();
    // "recompilation" is a glossary term (first), then in the English prompt
    // of jax-gpu-04 alone (second), then in the definition of the glossary's
    // static argument (third, with any other definitions).
    search(u"RECOMPILATION"_s);
    auto *list = child<QListView>(u"searchResults"_s);
    auto *field = child<QLineEdit>(u"searchQuery"_s);
    QVERIFY(list->model()->rowCount() >= 3);
    QCOMPARE(list->currentIndex().row(), 0);
    QTest::keyClick(field, Qt::Key_Down);
    QTest::keyClick(field, Qt::Key_Down);
    QCOMPARE(list->currentIndex().row(), 2);
    QTest::keyClick(field, Qt::Key_Up);
    QCOMPARE(list->currentIndex().row(), 1);
    QCOMPARE(QApplication::focusWidget(), field); // the keys moved the list, not the focus
    QTest::keyClick(field, Qt::Key_Return);
    QCOMPARE(plain(child<QLabel>(u"readPrompt"_s)),
             u"What commonly causes unintended recompilation in JAX?"_s);
}

void TestSearchPage::interfaceLanguageHitsComeFirst_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QStringList>("details");
    // "CpuDevice" is in jax-gpu-02's prompt in both languages and nowhere else
    // (the banks and the glossary read by hand): two results, the interface's
    // language first.
    QTest::newRow("English")
        << Language::English
        << QStringList{
               u"Scale and serve JAX models on NVIDIA GPUs, question 2 · in the question · English"_s,
               u"Scale and serve JAX models on NVIDIA GPUs, question 2 · in the question · Bengali"_s};
    QTest::newRow("Bengali")
        << Language::Bengali
        << QStringList{u"NVIDIA GPU-তে JAX মডেল স্কেল ও সার্ভ করুন, প্রশ্ন ২ · প্রশ্নে · বাংলা"_s,
                       u"NVIDIA GPU-তে JAX মডেল স্কেল ও সার্ভ করুন, প্রশ্ন ২ · প্রশ্নে · ইংরেজি"_s};
}

void TestSearchPage::interfaceLanguageHitsComeFirst()
{
    QFETCH(Language, language);
    QFETCH(QStringList, details);
    m_languages->setLanguage(language);
    openSearch();
    search(u"CpuDevice"_s);
    auto *list = child<QListView>(u"searchResults"_s);
    QStringList shown;
    for (int row = 0; row < list->model()->rowCount(); ++row)
        shown << detailsAt(list, row);
    QCOMPARE(shown, details);
}

void TestSearchPage::emptyAndNothingFound_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("empty");
    QTest::addColumn<QString>("nothing");

    QTest::newRow("English")
        << Language::English
        << u"Type a word or a phrase to find it in every quiz’s questions, options and "
           u"explanations and in the glossary."_s
        << u"Nothing matches “qzxj”. Check the spelling, or try another word."_s;
    QTest::newRow("Bengali")
        << Language::Bengali
        << u"সব কুইজের প্রশ্ন, বিকল্প ও ব্যাখ্যায় এবং পরিভাষায় খুঁজতে একটি শব্দ বা বাক্যাংশ লিখুন।"_s
        << u"“qzxj”-এর সঙ্গে কিছুই মেলেনি। বানান দেখুন, বা অন্য শব্দ দিয়ে চেষ্টা করুন।"_s;
}

void TestSearchPage::emptyAndNothingFound()
{
    QFETCH(Language, language);
    QFETCH(QString, empty);
    QFETCH(QString, nothing);
    m_languages->setLanguage(language);

    openSearch();
    auto *status = child<QLabel>(u"searchStatus"_s);
    QCOMPARE(status->text(), empty);
    search(u"qzxj"_s);
    QCOMPARE(status->text(), nothing);
    QCOMPARE(child<QListView>(u"searchResults"_s)->model()->rowCount(), 0);
    // Enter with nothing found stays on the page.
    QTest::keyClick(child<QLineEdit>(u"searchQuery"_s), Qt::Key_Return);
    QCOMPARE(currentPage()->objectName(), u"searchPage"_s);
    QVERIFY(!child<QWidget>(u"questionReadView"_s)->isVisible());
    // Clearing the query is the empty state again.
    child<QLineEdit>(u"searchQuery"_s)->clear();
    QVERIFY(QTest::qWaitFor([&] { return status->text() == empty; }));
}

void TestSearchPage::languageSwitchUpdatesThePage()
{
    openSearch();
    search(u"অনিচ্ছাকৃত"_s);
    auto *list = child<QListView>(u"searchResults"_s);
    QCOMPARE(detailsAt(list, 0),
             u"Scale and serve JAX models on NVIDIA GPUs, question 4 · in the question · Bengali"_s);
    QTest::keyClick(child<QLineEdit>(u"searchQuery"_s), Qt::Key_Return);
    const Question &question = builtInQuestion(u"jax-gpu"_s, u"jax-gpu-04"_s);
    QCOMPARE(plain(child<QLabel>(u"readPrompt"_s)), RichText::toPlain(question.prompt.en));

    m_languages->setLanguage(Language::Bengali);
    QCoreApplication::processEvents();
    QCOMPARE(plain(child<QLabel>(u"readPrompt"_s)), RichText::toPlain(question.prompt.bn));
    QCOMPARE(child<QPushButton>(u"readBackButton"_s)->text(), u"খোঁজের ফলাফলে ফিরুন"_s);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QCOMPARE(detailsAt(list, 0),
             u"NVIDIA GPU-তে JAX মডেল স্কেল ও সার্ভ করুন, প্রশ্ন ৪ · প্রশ্নে · বাংলা"_s);
    QCOMPARE(child<QLabel>(u"searchTitle"_s)->text(), u"খোঁজ"_s);
}

void TestSearchPage::searchIsInTheShortcutSheet()
{
    auto *action = child<QAction>(u"searchAction"_s);
    QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::Find));
    QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_F));
    child<QAction>(u"shortcutsAction"_s)->trigger();
    auto *sheet = m_window->findChild<QWidget *>(u"shortcutTable"_s);
    QVERIFY(sheet);
    bool listed = false;
    const auto *table = qobject_cast<const QAbstractItemView *>(sheet);
    QVERIFY(table);
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        listed = listed
                 || (table->model()->index(row, 0).data().toString() == u"Ctrl+F"_s
                     && table->model()->index(row, 1).data().toString() == u"Search…"_s);
    }
    QVERIFY(listed);
}

// After reading a result and coming back, or with the list in focus, what the
// learner types goes to the query.
void TestSearchPage::typingInTheResultsGoesToTheQuery()
{
    openSearch();
    search(u"recompilation"_s);
    auto *list = child<QListView>(u"searchResults"_s);
    auto *field = child<QLineEdit>(u"searchQuery"_s);
    QVERIFY(list->model()->rowCount() >= 2);
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Down);
    QCOMPARE(list->currentIndex().row(), 1);
    typeText(list, u" jax"_s);
    QCOMPARE(QApplication::focusWidget(), field);
    QCOMPARE(field->text(), u"recompilation jax"_s);
    QTest::keyClick(field, Qt::Key_Backspace);
    QCOMPARE(field->text(), u"recompilation ja"_s);
}

QTEST_MAIN(TestSearchPage)
#include "tst_searchpage.moc"
