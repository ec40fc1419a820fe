// GUI test of the glossary page: queries typed in Bengali and English filter
// the list, in the order of each alphabet, and the keyboard moves from the
// query to the terms. (The chosen entry is in tst_glossaryentry, the main
// window's ways to open the page in tst_glossaryshortcuts.) Expected texts
// come from the glossary file and the hand-written translations.
#include "core/richtext.h"
#include "support/glossaryfile.h"
#include "support/glossarypagefixture.h"
#include "support/plaintext.h"
#include "support/settle.h"
#include "support/typing.h"
#include "widgets/readingcolumn.h"

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

class TestGlossaryPage
    : public QObject
    , private GlossaryPageFixture
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void everyTermIsListedAtFirst();
    void bengaliListFollowsTheBengaliAlphabet();
    void typedQueryFilters_data();
    void typedQueryFilters();
    void learnersSpellingsFindTheTerm_data();
    void learnersSpellingsFindTheTerm();
    void keyboardMovesFromQueryToTerms();
    void queryWithoutMatches();
    void definitionLinesStayReadable_data();
    void definitionLinesStayReadable();
    void showEntryClearsASearchThatHidesIt();
};

void TestGlossaryPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestGlossaryPage::init()
{
    setUp();
}

void TestGlossaryPage::cleanup()
{
    tearDown();
}

void TestGlossaryPage::everyTermIsListedAtFirst()
{
    const QJsonArray entries = glossaryEntries();
    QStringList ids;
    for (const QJsonValue &value : entries)
        ids << value.toObject().value(u"id"_s).toString();
    QStringList listed = listedIds();
    // The first term in English alphabetical order: 1F1B (digits before letters).
    QCOMPARE(listed.first(), u"one-forward-one-backward"_s);
    listed.sort();
    ids.sort();
    QCOMPARE(listed, ids); // every entry, once
    QCOMPARE(child<QLabel>(u"glossaryCount"_s)->text(), u"%1 terms"_s.arg(entries.size()));
    QCOMPARE(child<QLineEdit>(u"glossarySearch"_s)->placeholderText(),
             u"Search in English or Bengali"_s);
    QCOMPARE(child<QLabel>(u"glossaryTitle"_s)->text(), u"Glossary"_s);
    // The first term is chosen, so the page never opens on an empty half.
    QCOMPARE(currentId(), u"one-forward-one-backward"_s);
    QVERIFY(child<QWidget>(u"glossaryDetails"_s)->isVisible());
}

// In Bengali the list follows the Bengali alphabet, not the English one.
void TestGlossaryPage::bengaliListFollowsTheBengaliAlphabet()
{
    // By hand from the terms: bubble/বাবল, cache/ক্যাশ, weight/ওয়েট, host/হোস্ট.
    // English: bubble, cache, host, weight. Bengali: ও, ক, ব, হ.
    const auto order = [this](const QStringList &ids) {
        QStringList listed;
        for (const QString &id : listedIds()) {
            if (ids.contains(id))
                listed << id;
        }
        return listed;
    };
    const QStringList four{u"bubble"_s, u"cache"_s, u"weight"_s, u"host"_s};
    QCOMPARE(order(four), (QStringList{u"bubble"_s, u"cache"_s, u"host"_s, u"weight"_s}));
    useBengali();
    QCOMPARE(order(four), (QStringList{u"weight"_s, u"cache"_s, u"bubble"_s, u"host"_s}));
    // Digits come before every letter: 1F1B first, as in English; then the
    // Bengali alphabet's first letter অ (of the terms that begin with it,
    // অ্যাক্টিভেশন, অ্যারে, অল-রিডিউস, ..., the one ICU puts first).
    QCOMPARE(listedIds().first(), u"one-forward-one-backward"_s);
    auto *list = child<QListView>(u"glossaryList"_s);
    QVERIFY2(list->model()->index(1, 0).data().toString().startsWith(u"অ"_s),
             qPrintable(list->model()->index(1, 0).data().toString()));
    // Terms in Latin letters only (JAX, XLA) close the list, after হ.
    QVERIFY(listedIds().indexOf(u"jax"_s) > listedIds().indexOf(u"host"_s));
    useEnglish();
    QCOMPARE(order(four), (QStringList{u"bubble"_s, u"cache"_s, u"host"_s, u"weight"_s}));
}

void TestGlossaryPage::typedQueryFilters_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QString>("count");

    // Found by reading the glossary file: the entry whose term matches, then
    // those whose definition mentions it, each in English alphabetical order.
    const QStringList allReduce{u"all-reduce"_s,        u"bus-bandwidth"_s,
                                u"collective"_s,        u"communication"_s,
                                u"data-parallelism"_s,  u"point-to-point"_s,
                                u"reduce-scatter"_s,    u"ring-algorithm"_s,
                                u"tensor-parallelism"_s};
    QTest::newRow("Bengali term") << u"অল-রিডিউস"_s << allReduce << u"9 matching terms"_s;
    QTest::newRow("English term in capitals")
        << u"ALL-REDUCE"_s << allReduce << u"9 matching terms"_s;
    // Only compute capability names a version 8.0 (৮.০ in Bengali).
    QTest::newRow("Bengali digits")
        << u"৮.০"_s << QStringList{u"compute-capability"_s} << u"1 matching term"_s;
    QTest::newRow("ASCII digits") << u"8.0"_s << QStringList{u"compute-capability"_s}
                                  << u"1 matching term"_s;
    // KV is in the file twice, both in kv-cache's terms.
    QTest::newRow("an acronym") << u"KV"_s << QStringList{u"kv-cache"_s} << u"1 matching term"_s;
}

void TestGlossaryPage::typedQueryFilters()
{
    QFETCH(QString, query);
    QFETCH(QStringList, expected);
    QFETCH(QString, count);

    auto *search = child<QLineEdit>(u"glossarySearch"_s);
    search->setFocus();
    typeText(search, query);
    QCOMPARE(search->text(), query);
    QCOMPARE(listedIds(), expected);
    QCOMPARE(child<QLabel>(u"glossaryCount"_s)->text(), count);
    QCOMPARE(currentId(), expected.first());
}

void TestGlossaryPage::learnersSpellingsFindTheTerm_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("first"); // the first ids listed, by hand from the file

    // মেমোরি: a variant the file lists for GPU মেমরি, অন-চিপ মেমরি and আউট-অফ-মেমরি এরর;
    // the three terms first, in English order (GPU, on-chip, out-of-memory).
    QTest::newRow("মেমোরি for মেমরি")
        << u"মেমোরি"_s
        << QStringList{u"gpu-memory"_s, u"on-chip-memory"_s, u"out-of-memory-error"_s};
    QTest::newRow("the words of a term apart")
        << u"bubble zero"_s << QStringList{u"zero-bubble-schedule"_s};
    QTest::newRow("an acronym the file lists") << u"TP"_s << QStringList{u"tensor-parallelism"_s};
    QTest::newRow("ডাটা for ডেটা, with another word")
        << u"প্যারালালিজম ডাটা"_s << QStringList{u"data-parallelism"_s};
}

void TestGlossaryPage::learnersSpellingsFindTheTerm()
{
    QFETCH(QString, query);
    QFETCH(QStringList, first);
    auto *search = child<QLineEdit>(u"glossarySearch"_s);
    search->setFocus();
    typeText(search, query);
    QCOMPARE(listedIds().mid(0, first.size()), first);
    QCOMPARE(currentId(), first.first());
}

void TestGlossaryPage::keyboardMovesFromQueryToTerms()
{
    auto *search = child<QLineEdit>(u"glossarySearch"_s);
    auto *list = child<QListView>(u"glossaryList"_s);
    search->setFocus();
    typeText(search, u"কম্পাইলেশন"_s);
    // Terms containing কম্পাইলেশন first (the glossary's order), then definitions.
    QCOMPARE(listedIds().mid(0, 3),
             (QStringList{u"aot-compilation"_s, u"compilation"_s, u"recompilation"_s}));
    QCOMPARE(currentId(), u"aot-compilation"_s);

    QTest::keyClick(search, Qt::Key_Return);
    QVERIFY(list->hasFocus());
    QTest::keyClick(list, Qt::Key_Down);
    QCOMPARE(currentId(), u"compilation"_s);
    QCOMPARE(plain(child<QLabel>(u"glossaryTerm"_s)), u"compilation"_s);
    QCOMPARE(plain(child<QLabel>(u"glossaryOtherTerm"_s)), u"কম্পাইলেশন"_s);
}

void TestGlossaryPage::queryWithoutMatches()
{
    auto *search = child<QLineEdit>(u"glossarySearch"_s);
    search->setFocus();
    QTest::keyClicks(search, u"zzz"_s);
    QVERIFY(listedIds().isEmpty());
    QVERIFY(!child<QWidget>(u"glossaryDetails"_s)->isVisible());
    QCOMPARE(child<QLabel>(u"glossaryCount"_s)->text(), u"No term matches “zzz”"_s);

    // Deleting the query by keyboard brings every term back.
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(search, Qt::Key_Backspace);
    QCOMPARE(listedIds().size(), glossaryEntries().size());
    QVERIFY(child<QWidget>(u"glossaryDetails"_s)->isVisible());
}

// On a wide page the definition's lines stop at the reading column's length,
// in average characters of its font, and stay so after the font grows; on a
// page narrower than that they take the width the page gives the details.
void TestGlossaryPage::definitionLinesStayReadable_data()
{
    QTest::addColumn<int>("pageWidth");
    QTest::addColumn<double>("fontScale");
    QTest::addRow("wide") << 1920 << 1.0;
    QTest::addRow("wide, larger font") << 1920 << 1.75;
    QTest::addRow("narrow") << 700 << 1.0;
}

void TestGlossaryPage::definitionLinesStayReadable()
{
    QFETCH(int, pageWidth);
    QFETCH(double, fontScale);
    const QFont original = QApplication::font();
    QFont font = original;
    font.setPointSizeF(font.pointSizeF() * fontScale);
    QApplication::setFont(font);
    m_page->resize(pageWidth, 800);
    settle();
    const auto *definition = child<QLabel>(u"glossaryDefinition"_s);
    const int column = definition->fontMetrics().averageCharWidth()
                       * ReadingColumn::comfortableLineLength;
    const int details = child<QWidget>(u"glossaryDetails"_s)->width();
    QApplication::setFont(original);
    if (pageWidth > 2 * column) {
        // At the cap: no wider, and not held at a smaller font's cap either.
        QVERIFY2(definition->width() <= column && details >= column * 9 / 10,
                 qPrintable(u"%1, %2 for %3"_s.arg(definition->width()).arg(details).arg(column)));
    } else {
        // The details take three fifths of the row beside the list: over half the page.
        QVERIFY2(details > pageWidth / 2, qPrintable(u"%1 of %2"_s.arg(details).arg(pageWidth)));
    }
}

void TestGlossaryPage::showEntryClearsASearchThatHidesIt()
{
    auto *search = child<QLineEdit>(u"glossarySearch"_s);
    search->setFocus();
    typeText(search, u"বাবল"_s);
    m_page->showEntry(u"sharding"_s);
    QVERIFY(search->text().isEmpty());
    QCOMPARE(currentId(), u"sharding"_s);
    QCOMPARE(plain(child<QLabel>(u"glossaryTerm"_s)), u"sharding"_s);
}

QTEST_MAIN(TestGlossaryPage)
#include "tst_glossarypage.moc"
