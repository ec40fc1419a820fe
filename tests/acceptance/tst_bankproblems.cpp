// The library with banks that did not load: however many, they take one line
// above the cards, with their details on demand, a way to remove each and all
// of them, and details a screen reader hears. A bank whose id repeats
// another's can be removed too, and two banks of one title are told apart.

#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "core/models/questionlistmodel.h"
#include "quiz/librarypage.h"
#include "quiz/quizcard.h"
#include "shell/mainwindow.h"

#include "support/files.h"
#include "support/settle.h"
#include "support/testbanks.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

constexpr int brokenCount = 30;

QStringList missingBanks(const QTemporaryDir &dir)
{
    QStringList paths;
    for (int i = 1; i <= brokenCount; ++i)
        paths << dir.filePath(u"gone-%1.json"_s.arg(i));
    return paths;
}

// Twelve questions whose four options are equally long ("option 0" to
// "option 3"; "বিকল্প" each), but in the last three a wrong option is made
// longer in both languages: the keyed option is the longest (ties count) in
// 9 of 12, over the third (4) the rule allows.
QByteArray guessableBank()
{
    QStringList ids;
    for (int i = 1; i <= 12; ++i)
        ids << u"g%1"_s.arg(i);
    QJsonObject root = QJsonDocument::fromJson(bankJson(u"guessable"_s, ids)).object();
    QJsonArray questions = root.value(u"questions"_s).toArray();
    for (qsizetype i = 9; i < 12; ++i) {
        QJsonObject question = questions.at(i).toObject();
        QJsonArray options = question.value(u"options"_s).toArray();
        options.replace(1, QJsonObject{{u"en"_s, u"a longer option"_s},
                                       {u"bn"_s, u"আরও লম্বা বিকল্প"_s}});
        question.insert(u"options"_s, options);
        questions.replace(i, question);
    }
    root.insert(u"questions"_s, questions);
    return QJsonDocument(root).toJson();
}

} // namespace

class TestBankProblems : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void manyBrokenBanksTakeOneLine_data();
    void manyBrokenBanksTakeOneLine();
    void removeAllForgetsEveryBrokenBank();
    void screenReaderHearsTheDetails();
    void bankWithARepeatedIdCanBeRemoved();
    void sharedTitleNamesTheFile();
    void guessableBankLoadsAndItsCardSaysSo_data();
    void guessableBankLoadsAndItsCardSaysSo();

private:
    void makeWindow(Language language = Language::English);
    QPushButton *button(const QString &name) const
    {
        return m_window->findChild<QPushButton *>(name);
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
};

void TestBankProblems::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_bankproblems"_s);
}

void TestBankProblems::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestBankProblems::cleanup()
{
    m_window.reset();
    m_languages.reset();
    m_dir.reset();
}

void TestBankProblems::makeWindow(Language language)
{
    m_window.reset();
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setLanguage(language);
    m_window = std::make_unique<MainWindow>(m_languages.get(), m_dir->filePath(u"progress.json"_s));
    m_window->loadBanks(BankLoader::builtInBankPaths());
    m_window->resize(1024, 600);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    settle();
}

void TestBankProblems::manyBrokenBanksTakeOneLine_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("summary"); // by hand: 30 files, in the language's words and digits
    QTest::newRow("English") << Language::English << u"30 question banks could not be loaded."_s;
    QTest::newRow("Bengali") << Language::Bengali << u"৩০টি প্রশ্নব্যাংক লোড করা যায়নি।"_s;
}

void TestBankProblems::manyBrokenBanksTakeOneLine()
{
    QFETCH(Language, language);
    QFETCH(QString, summary);
    QSettings().setValue(u"openedBanks"_s, missingBanks(*m_dir));
    makeWindow(language);

    auto *summaryLabel = m_window->findChild<QLabel *>(u"bankProblemsSummary"_s);
    QVERIFY(summaryLabel);
    QCOMPARE(summaryLabel->text(), summary);
    QVERIFY(!m_window->findChild<QLabel *>(u"bankProblemsLabel"_s)->isVisible());
    // The cards keep their whole height, and the first is in sight whole.
    auto *library = m_window->findChild<LibraryPage *>();
    auto *scroll = library->findChild<QScrollArea *>();
    for (const char *id : {"parallelism", "jax-gpu"}) {
        const QuizCard *card = library->card(QString::fromLatin1(id));
        QVERIFY2(card->height() >= card->minimumSizeHint().height(), id);
    }
    const QuizCard *first = library->card(u"parallelism"_s);
    const QRect inView(first->mapTo(scroll->viewport(), QPoint(0, 0)), first->size());
    QVERIFY2(scroll->viewport()->rect().contains(inView), "the first card is not in sight whole");

    if (const QString shots = qEnvironmentVariable("SCALESTUDY_SHOTS_DIR"); !shots.isEmpty()) {
        const QString name = language == Language::Bengali ? u"bn"_s : u"en"_s;
        QVERIFY(m_window->grab().save(shots + u"/library-30-broken-"_s + name + u".png"_s));
    }

    // The details: every file's problem, and no two remove buttons overlap.
    QTest::mouseClick(button(u"bankProblemsDetailsButton"_s), Qt::LeftButton);
    settle();
    auto *details = m_window->findChild<QLabel *>(u"bankProblemsLabel"_s);
    QVERIFY(details->isVisible());
    // They scroll with the cards: the page keeps most of its height for the
    // scrolling column (the heading, the introduction and the review line above
    // it take less than half).
    QVERIFY2(scroll->viewport()->height() >= library->height() / 2,
             qPrintable(u"%1 of %2"_s.arg(scroll->viewport()->height()).arg(library->height())));
    for (const QString &path : missingBanks(*m_dir))
        QVERIFY2(details->text().contains(QDir::toNativeSeparators(path)), qPrintable(path));
    const QList<QPushButton *> removes = m_window->findChildren<QPushButton *>(
        u"removeBankButton"_s);
    QCOMPARE(removes.size(), brokenCount);
    QList<QRect> placed;
    for (const QPushButton *remove : removes) {
        QVERIFY(remove->isVisible());
        const QRect rect(remove->mapTo(m_window.get(), QPoint(0, 0)), remove->size());
        for (const QRect &other : std::as_const(placed))
            QVERIFY2(!rect.intersects(other), qPrintable(remove->text()));
        placed << rect;
    }
    if (const QString shots = qEnvironmentVariable("SCALESTUDY_SHOTS_DIR"); !shots.isEmpty()) {
        const QString name = language == Language::Bengali ? u"bn"_s : u"en"_s;
        QVERIFY(m_window->grab().save(shots + u"/library-30-broken-details-"_s + name + u".png"_s));
    }
}

void TestBankProblems::removeAllForgetsEveryBrokenBank()
{
    const QString good = m_dir->filePath(u"good.json"_s);
    QVERIFY(writeFile(good, bankJson(u"good"_s, {u"g1"_s})));
    QSettings().setValue(u"openedBanks"_s, QStringList(missingBanks(*m_dir)) << good);
    makeWindow();
    QVERIFY(m_window->findChild<LibraryPage *>()->card(u"good"_s));

    QVERIFY(button(u"removeAllBanksButton"_s));
    QTest::mouseClick(button(u"removeAllBanksButton"_s), Qt::LeftButton);
    settle();
    // The bank that loads stays remembered; the thirty that did not are forgotten.
    QCOMPARE(QSettings().value(u"openedBanks"_s).toStringList(), QStringList{good});
    QVERIFY(!m_window->findChild<QWidget *>(u"bankProblemsPanel"_s)->isVisible());
    QVERIFY(m_window->findChild<LibraryPage *>()->card(u"good"_s));
}

void TestBankProblems::screenReaderHearsTheDetails()
{
    const QString gone = m_dir->filePath(u"gone.json"_s);
    QSettings().setValue(u"openedBanks"_s, QStringList{gone});
    makeWindow();
    QVERIFY(button(u"bankProblemsDetailsButton"_s));
    QTest::mouseClick(button(u"bankProblemsDetailsButton"_s), Qt::LeftButton);
    auto *details = m_window->findChild<QLabel *>(u"bankProblemsLabel"_s);
    QAccessibleInterface *spoken = QAccessible::queryAccessibleInterface(details);
    QVERIFY(spoken);
    // BankLoader's words for a missing file, after the file's path.
    const QString expected = QDir::toNativeSeparators(gone) + u": the file no longer exists"_s;
    const QString heard = spoken->text(QAccessible::Name) + u'\n'
                          + spoken->text(QAccessible::Description);
    QVERIFY2(heard.contains(expected), qPrintable(heard));
}

void TestBankProblems::bankWithARepeatedIdCanBeRemoved()
{
    const QString first = m_dir->filePath(u"first.json"_s);
    const QString copy = m_dir->filePath(u"copy.json"_s);
    QVERIFY(writeFile(first, bankJson(u"twin"_s, {u"t1"_s})));
    QVERIFY(writeFile(copy, bankJson(u"twin"_s, {u"t1"_s})));
    QSettings().setValue(u"openedBanks"_s, QStringList{first, copy});
    makeWindow();

    QVERIFY(button(u"bankProblemsDetailsButton"_s));
    QTest::mouseClick(button(u"bankProblemsDetailsButton"_s), Qt::LeftButton);
    const QList<QPushButton *> removes = m_window->findChildren<QPushButton *>(
        u"removeBankButton"_s);
    QCOMPARE(removes.size(), 1);
    QCOMPARE(removes.first()->property("bankPath").toString(), copy);
    QTest::mouseClick(removes.first(), Qt::LeftButton);
    settle();
    QCOMPARE(QSettings().value(u"openedBanks"_s).toStringList(), QStringList{first});
    QVERIFY(!m_window->findChild<QWidget *>(u"bankProblemsPanel"_s)->isVisible());
    QVERIFY(m_window->findChild<LibraryPage *>()->card(u"twin"_s));
}

void TestBankProblems::sharedTitleNamesTheFile()
{
    // Two banks titled "Title" (bankJson's), and a built-in whose title no other has.
    const QString one = m_dir->filePath(u"one.json"_s);
    const QString two = m_dir->filePath(u"two.json"_s);
    QVERIFY(writeFile(one, bankJson(u"one"_s, {u"o1"_s})));
    QVERIFY(writeFile(two, bankJson(u"two"_s, {u"t1"_s})));
    QSettings().setValue(u"openedBanks"_s, QStringList{one, two});
    makeWindow();
    auto *library = m_window->findChild<LibraryPage *>();
    auto titleOf = [library](const QString &id) {
        return library->card(id)->findChild<QLabel *>(u"cardTitle"_s)->text();
    };
    QCOMPARE(titleOf(u"one"_s), u"Title (one.json)"_s);
    QCOMPARE(titleOf(u"two"_s), u"Title (two.json)"_s);
    QVERIFY(!titleOf(u"parallelism"_s).contains(u".json"_s));

    // Everywhere else a quiz is chosen by its name: the read-through menu,
    // the history's quiz list, the quiz of a listed question.
    QCOMPARE(m_window->findChild<QAction *>(u"readThrough-two"_s)->text(), u"Title (two.json)"_s);
    m_window->showHistory(u"one"_s);
    settle();
    auto *quizzes = m_window->findChild<QComboBox *>(u"historyQuizCombo"_s);
    QVERIFY(quizzes);
    QCOMPARE(quizzes->itemText(quizzes->findData(u"one"_s)), u"Title (one.json)"_s);
    QCOMPARE(quizzes->itemText(quizzes->findData(u"two"_s)), u"Title (two.json)"_s);
    QuestionListModel listed(m_languages.get());
    listed.setBanks(m_window->banks());
    listed.setQuestions({{u"two"_s, u"t1"_s}});
    QCOMPARE(listed.index(0).data(QuestionListModel::QuizTitleRole).toString(),
             u"Title (two.json)"_s);
    // In Bengali the title is the Bengali one (bankJson's "শিরোনাম"), the file name as it is.
    m_languages->setLanguage(Language::Bengali);
    QCOMPARE(listed.index(0).data(QuestionListModel::QuizTitleRole).toString(),
             u"শিরোনাম (two.json)"_s);
}

void TestBankProblems::guessableBankLoadsAndItsCardSaysSo_data()
{
    QTest::addColumn<bool>("openedNow"); // with Quiz → Open, or remembered from before
    QTest::newRow("remembered") << false;
    QTest::newRow("opened now") << true;
}

// A learner's own bank whose answers can be guessed by length loads (no
// problem line), and its card says so calmly, in the learner's language and
// digits; the built-in banks' cards say nothing of it.
void TestBankProblems::guessableBankLoadsAndItsCardSaysSo()
{
    QFETCH(bool, openedNow);
    const QString path = m_dir->filePath(u"guessable.json"_s);
    QVERIFY(writeFile(path, guessableBank()));
    if (!openedNow)
        QSettings().setValue(u"openedBanks"_s, QStringList{path});
    makeWindow();
    if (openedNow) {
        // The "was added" message box, closed as a learner would.
        QTimer::singleShot(0, this, [] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            QTest::mouseClick(box->findChild<QPushButton *>(u"okButton"_s), Qt::LeftButton);
        });
        m_window->openQuestionBankFile(path);
        settle();
    }
    auto *library = m_window->findChild<LibraryPage *>();
    QVERIFY(library->card(u"guessable"_s));
    QVERIFY(!m_window->findChild<QWidget *>(u"bankProblemsPanel"_s)->isVisible());
    const auto lineOf = [library](const QString &bankId) {
        return library->card(bankId)->findChild<QLabel *>(u"cardLengthWarning"_s);
    };
    QVERIFY(lineOf(u"guessable"_s)->isVisible());
    QCOMPARE(lineOf(u"guessable"_s)->text(),
             u"In 9 of 12 questions the right answer is the longest option; a learner can "
             "guess by length."_s);
    for (const QString &builtIn : {u"parallelism"_s, u"jax-gpu"_s})
        QVERIFY2(!lineOf(builtIn)->isVisible(), qPrintable(builtIn));

    m_languages->setLanguage(Language::Bengali);
    settle();
    QVERIFY(lineOf(u"guessable"_s)->isVisible());
    QCOMPARE(lineOf(u"guessable"_s)->text(),
             u"১২টি প্রশ্নের মধ্যে ৯টিতে সঠিক উত্তরই সবচেয়ে লম্বা বিকল্প; শুধু দৈর্ঘ্য দেখেই উত্তর "
             "আন্দাজ করা যায়।"_s);
    for (const QString &builtIn : {u"parallelism"_s, u"jax-gpu"_s})
        QVERIFY2(!lineOf(builtIn)->isVisible(), qPrintable(builtIn));
}

QTEST_MAIN(TestBankProblems)
#include "tst_bankproblems.moc"
