// GUI test of what search finds and opens in the main window: a query typed
// with the spellings the matcher forgives finds the question, and Enter opens
// it to read, in a column, with its right answer; an option is named by its
// text; a glossary result opens the glossary on that entry; learners' queries
// find what they mean. Expected questions and texts were found by reading
// the built-in banks and the glossary file.
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

// The banks these tests use (built in or written here) give every question four options.
static constexpr int fixtureOptions = 4;

class TestSearchResults
    : public QObject
    , private SearchWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void forgivingQueryOpensTheQuestion_data();
    void forgivingQueryOpensTheQuestion();
    void glossaryResultOpensTheEntry_data();
    void glossaryResultOpensTheEntry();
    void foundQuestionReadsInAColumn_data();
    void foundQuestionReadsInAColumn();
    void optionNamedByItsText_data();
    void optionNamedByItsText();
    void learnersQueriesFindWhatTheyMean_data();
    void learnersQueriesFindWhatTheyMean();
};

void TestSearchResults::initTestCase()
{
    setUpCase();
}

void TestSearchResults::init()
{
    setUp();
}

void TestSearchResults::cleanup()
{
    tearDown();
}

void TestSearchResults::forgivingQueryOpensTheQuestion_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("questionId");
    QTest::addColumn<int>("results");

    // অনিচ্ছাকৃত is only in jax-gpu-04's Bengali prompt; typed with a ZWNJ
    // after the hasanta, as some keyboards do.
    const QString zwnjQuery = u"অনিচ্\u200Cছাকৃত"_s;
    // মোড়ানো is in jax-gpu-03's Bengali prompt ("`jax.jit` দিয়ে মোড়ানো কোনো
    // ফাংশনের") and numbers-15's; with কোনো, only in jax-gpu-03's. It is
    // written there with ড় as ড + nukta and ো as one code point; typed here
    // with ড় as one code point and ো as its two halves.
    const QString spellingQuery = u"ম\u09C7\u09BE\u09DCানো কোনো"_s;
    for (Language language : allLanguages) {
        const char *name = language == Language::English ? "English" : "Bengali";
        QTest::addRow("ZWNJ, %s", name) << language << zwnjQuery << u"jax-gpu-04"_s << 1;
        QTest::addRow("NFC, %s", name) << language << spellingQuery << u"jax-gpu-03"_s << 1;
    }
}

void TestSearchResults::forgivingQueryOpensTheQuestion()
{
    QFETCH(Language, language);
    QFETCH(QString, query);
    QFETCH(QString, questionId);
    QFETCH(int, results);
    m_languages->setLanguage(language);

    openSearch();
    search(query);
    auto *list = child<QListView>(u"searchResults"_s);
    QCOMPARE(list->model()->rowCount(), results);
    QCOMPARE(child<QLabel>(u"searchStatus"_s)->text(),
             language == Language::English
                 ? u"1 result. Up and Down choose, Enter opens."_s
                 : u"১টি ফলাফল। ওপর ও নিচের তীর-চিহ্ন দিয়ে বেছে নিন, Enter দিয়ে খুলুন।"_s);
    // The match is highlighted in its context; the details say where it is.
    QVERIFY(snippetAt(list, 0).contains(u"<span"_s));
    // The quiz and the question's number: jax-gpu.json's questions are
    // jax-gpu-01, -02, ... in order, so jax-gpu-04 is question 4.
    const int number = questionId.right(2).toInt();
    const QString details
        = language == Language::English
              ? u"Scale and serve JAX models on NVIDIA GPUs, question %1 · in the question · Bengali"_s
                    .arg(number)
              : u"NVIDIA GPU-তে JAX মডেল স্কেল ও সার্ভ করুন, প্রশ্ন %1 · প্রশ্নে · বাংলা"_s.arg(
                  QLocale(QLocale::Bengali, QLocale::Bangladesh).toString(number));
    QCOMPARE(detailsAt(list, 0), details);
    // A screen reader hears both lines: the snippet's text, then where it is from.
    const QString spoken = list->model()->index(0, 0).data(Qt::AccessibleTextRole).toString();
    QVERIFY2(spoken.endsWith(u" — "_s + details), qPrintable(spoken));
    QVERIFY2(spoken.startsWith(
                 QTextDocumentFragment::fromHtml(snippetAt(list, 0)).toPlainText().remove(u"…"_s)),
             qPrintable(spoken));

    QTest::keyClick(child<QLineEdit>(u"searchQuery"_s), Qt::Key_Return);
    auto *view = child<QWidget>(u"questionReadView"_s);
    QVERIFY(view->isVisible());
    const Question &question = builtInQuestion(u"jax-gpu"_s, questionId);
    QCOMPARE(plain(child<QLabel>(u"readPrompt"_s)),
             RichText::toPlain(question.prompt.text(language)));
    QCOMPARE(plain(child<QLabel>(u"readExplanation"_s)),
             RichText::toPlain(question.explanation.text(language)));
    // The right answer is marked, and only it.
    for (int slot = 0; slot < fixtureOptions; ++slot) {
        auto *row = child<QWidget>(u"readOption%1"_s.arg(slot));
        const bool right = slot == question.answer;
        QCOMPARE(row->findChild<QLabel *>(u"optionMarkText"_s)->text(),
                 right ? (language == Language::English ? u"Right answer"_s : u"সঠিক উত্তর"_s)
                       : QString());
    }
    // Escape goes back to the results, on the result that was opened, and
    // the query has the focus: what is typed next goes on with the search.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QVERIFY(!view->isVisible());
    auto *field = child<QLineEdit>(u"searchQuery"_s);
    QCOMPARE(QApplication::focusWidget(), field);
    QCOMPARE(list->currentIndex().row(), 0);
    typeText(field, u"x"_s);
    QCOMPARE(field->text(), query + u"x"_s);
}

void TestSearchResults::glossaryResultOpensTheEntry_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("entryId");

    // অল-রিডিউস is the glossary's Bengali term for all-reduce; the term comes first.
    for (Language language : allLanguages) {
        const char *name = language == Language::English ? "English" : "Bengali";
        QTest::addRow("Bengali term, %s", name) << language << u"অল-রিডিউস"_s << u"all-reduce"_s;
        QTest::addRow("English term, %s", name) << language << u"ALL-REDUCE"_s << u"all-reduce"_s;
    }
}

void TestSearchResults::glossaryResultOpensTheEntry()
{
    QFETCH(Language, language);
    QFETCH(QString, query);
    QFETCH(QString, entryId);
    m_languages->setLanguage(language);

    openSearch();
    search(query);
    auto *list = child<QListView>(u"searchResults"_s);
    QVERIFY(list->model()->rowCount() >= 1);
    const QString details = detailsAt(list, 0);
    QVERIFY2(details.startsWith(language == Language::English ? u"Glossary: all-reduce · term"_s
                                                              : u"পরিভাষা: অল-রিডিউস · শব্দ"_s),
             qPrintable(details));
    QTest::keyClick(child<QLineEdit>(u"searchQuery"_s), Qt::Key_Return);
    QCOMPARE(currentPage()->objectName(), u"glossaryPage"_s);
    QCOMPARE(child<QListView>(u"glossaryList"_s)
                 ->currentIndex()
                 .data(GlossaryListModel::EntryIdRole)
                 .toString(),
             entryId);
}

// On a wide window a found question reads in a column of comfortable line
// length (in average characters of the prompt's font) at every text size.
void TestSearchResults::foundQuestionReadsInAColumn_data()
{
    QTest::addColumn<int>("textSize");
    QTest::addRow("default size") << 0;
    QTest::addRow("largest size") << int(Appearance::largestTextSize);
}

void TestSearchResults::foundQuestionReadsInAColumn()
{
    QFETCH(int, textSize);
    m_window->appearance()->setTextSize(textSize);
    m_window->resize(1920, 1080);
    openSearch();
    search(u"অনিচ্ছাকৃত"_s); // in one question's prompt, in no glossary term
    QTest::keyClick(child<QLineEdit>(u"searchQuery"_s), Qt::Key_Return);
    QVERIFY(child<QWidget>(u"questionReadView"_s)->isVisible());
    QCoreApplication::processEvents();
    auto *prompt = child<QLabel>(u"readPrompt"_s);
    auto *explanation = child<QLabel>(u"readExplanation"_s);
    const int column = prompt->fontMetrics().averageCharWidth()
                       * ReadingColumn::comfortableLineLength;
    QVERIFY2(explanation->width() <= column,
             qPrintable(u"%1 > %2"_s.arg(explanation->width()).arg(column)));
    // Not held at a smaller font's cap: the column reaches most of its length.
    QVERIFY2(prompt->width() >= column * 8 / 10,
             qPrintable(u"%1 for %2"_s.arg(prompt->width()).arg(column)));
}

void TestSearchResults::optionNamedByItsText_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("details");
    // "few labelled" (both words) is only in option D (the fourth in the bank)
    // of parallelism-01, question 1 of its quiz, "Too few labelled training
    // examples are available"; its first whole words within 32 characters.
    // ("labelled" alone is also in the glossary's "pretraining".)
    QTest::newRow("English")
        << Language::English
        << u"Model and pipeline parallelism, question 1 · in the option “Too few labelled "
           "training…” · English"_s;
    QTest::newRow("Bengali")
        << Language::Bengali
        << u"মডেল ও পাইপলাইন প্যারালালিজম, প্রশ্ন ১ · “Too few labelled training…” বিকল্পে · ইংরেজি"_s;
}

// The quiz shuffles its options: a letter from the bank would name another
// option than the one the learner saw, so an option is named by its text.
void TestSearchResults::optionNamedByItsText()
{
    QFETCH(Language, language);
    QFETCH(QString, details);
    m_languages->setLanguage(language);
    openSearch();
    search(u"few labelled"_s);
    auto *list = child<QListView>(u"searchResults"_s);
    QCOMPARE(list->model()->rowCount(), 1);
    QCOMPARE(detailsAt(list, 0), details);
    QVERIFY(!detailsAt(list, 0).contains(u"option D"_s));
    QVERIFY(!detailsAt(list, 0).contains(u"বিকল্প ঘ"_s));
}

void TestSearchResults::learnersQueriesFindWhatTheyMean_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("inResult"); // a text that one result's snippet shows, by hand
    // The texts write "pipeline bubble"; typed the other way round, found all the same.
    QTest::newRow("words in the other order") << u"bubble pipeline"_s << u"pipeline bubble"_s;
    // মেমোরি is in no text; GPU মেমরি is the glossary term it is a variant of.
    QTest::newRow("মেমোরি for মেমরি") << u"মেমোরি"_s << u"GPU মেমরি"_s;
    // KV: the glossary term and jax-gpu's texts about the KV cache.
    QTest::newRow("KV") << u"KV"_s << u"KV cache"_s;
    // TP stands for tensor parallelism in the glossary's variants.
    QTest::newRow("TP") << u"TP"_s << u"tensor parallelism"_s;
}

void TestSearchResults::learnersQueriesFindWhatTheyMean()
{
    QFETCH(QString, query);
    QFETCH(QString, inResult);
    openSearch();
    search(query);
    auto *list = child<QListView>(u"searchResults"_s);
    QVERIFY(list->model()->rowCount() > 0);
    bool shown = false;
    for (int row = 0; row < list->model()->rowCount() && !shown; ++row) {
        shown = QTextDocumentFragment::fromHtml(snippetAt(list, row))
                    .toPlainText()
                    .contains(inResult, Qt::CaseInsensitive);
    }
    QVERIFY2(shown, qPrintable(inResult));
}

QTEST_MAIN(TestSearchResults)
#include "tst_searchresults.moc"
