// The flagged questions page, in both languages: the rows say each flagged
// question's prompt, quiz and number; Enter opens a question to read, Delete
// unflags it (the flag leaves the file too, the question's reviews stay);
// "Review these" starts a review of exactly the flagged questions; with none
// flagged the page says how to flag one. Expected texts are written here by
// hand from the banks this test writes and the Bengali of TERMS.md.

#include "core/languagemanager.h"
#include "core/reviewstore.h"
#include "core/study.h"
#include "review/reviewpage.h"
#include "search/flaggedpage.h"
#include "search/flaggedquestionlist.h"
#include "search/searchresultdelegate.h"
#include "shell/mainwindow.h"
#include "support/plaintext.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>

#include <memory>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Language)

namespace {

struct Prompt
{
    QString id;
    QString en;
    QString bn;
};

// A bank whose right answer is always option 0 ("right"), with these prompts.
QByteArray bankJson(const QString &id, const QString &titleEn, const QString &titleBn,
                    const QList<Prompt> &prompts)
{
    QJsonArray questions;
    for (const Prompt &prompt : prompts) {
        QJsonArray options;
        for (int i = 0; i < 4; ++i) {
            options.append(QJsonObject{{u"en"_s, i == 0 ? u"right"_s : u"wrong %1"_s.arg(i)},
                                       {u"bn"_s, i == 0 ? u"ঠিক"_s : u"ভুল %1"_s.arg(i)}});
        }
        questions.append(
            QJsonObject{{u"id"_s, prompt.id},
                        {u"prompt"_s, QJsonObject{{u"en"_s, prompt.en}, {u"bn"_s, prompt.bn}}},
                        {u"options"_s, options},
                        {u"answer"_s, 0},
                        {u"explanation"_s,
                         QJsonObject{{u"en"_s, u"Because of %1."_s.arg(prompt.id)},
                                     {u"bn"_s, u"%1 এর কারণে।"_s.arg(prompt.id)}}}});
    }
    return QJsonDocument(
               QJsonObject{{u"format"_s, 1},
                           {u"id"_s, id},
                           {u"title"_s, QJsonObject{{u"en"_s, titleEn}, {u"bn"_s, titleBn}}},
                           {u"questions"_s, questions}})
        .toJson();
}

const ReviewItemKey a1{u"alpha"_s, u"a1"_s};
const ReviewItemKey a2{u"alpha"_s, u"a2"_s};
const ReviewItemKey a3{u"alpha"_s, u"a3"_s};
const ReviewItemKey b2{u"beta"_s, u"b2"_s};

// The rows expected for a1, a3 and b2 flagged: by quiz, then by question
// order. The prompts are the bank files' without the code span's backticks;
// the numbers are the questions' places in their quiz.
struct Row
{
    QString prompt;
    QString details;

    friend bool operator==(const Row &, const Row &) = default;
    friend char *toString(const Row &row)
    {
        return QTest::toString(row.prompt + u" | "_s + row.details);
    }
};

QList<Row> expectedRows(Language language)
{
    if (language == Language::Bengali)
        return {{u"pmap কোন মেশ অক্ষের ওপর ম্যাপ করে?"_s, u"আলফা · প্রশ্ন ১"_s},
                {u"অপটিমাইজারের অবস্থা কেন ভাগ করা হয়?"_s, u"আলফা · প্রশ্ন ৩"_s},
                {u"KV ক্যাশ কত বড়?"_s, u"বিটা · প্রশ্ন ২"_s}};
    return {{u"Which mesh axis does pmap map over?"_s, u"Alpha · question 1"_s},
            {u"Why shard the optimizer state?"_s, u"Alpha · question 3"_s},
            {u"How large is the KV cache?"_s, u"Beta · question 2"_s}};
}

} // namespace

class TestFlaggedPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void rowsNameEveryFlaggedQuestion_data();
    void rowsNameEveryFlaggedQuestion();
    void deleteUnflagsAndTheFileForgetsIt_data();
    void deleteUnflagsAndTheFileForgetsIt();
    void enterOpensTheQuestionToRead_data();
    void enterOpensTheQuestionToRead();
    void languageSwitchKeepsTheChosenQuestion();
    void emptyListSaysHowToFlag_data();
    void emptyListSaysHowToFlag();
    void windowOpensTheListAndReviewsThese_data();
    void windowOpensTheListAndReviewsThese();
    void libraryButtonOpensTheEmptyListToo();

private:
    QString progressPath() const { return m_dir->filePath(u"progress.json"_s); }
    std::unique_ptr<Study> makeStudy();
    // a1, a3 and b2 flagged, saved, and the study closed.
    void flagThree();
    void showPage(QWidget &page);
    QList<Row> rowsOf(const FlaggedQuestionList *list) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    LanguageManager *m_languages = nullptr;
};

void TestFlaggedPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_flaggedpage"_s);
    m_languages = new LanguageManager(this);
}

void TestFlaggedPage::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    const QList<std::pair<QString, QByteArray>>
        files{{u"alpha.json"_s, bankJson(u"alpha"_s, u"Alpha"_s, u"আলফা"_s,
                                         {{u"a1"_s, u"Which mesh axis does `pmap` map over?"_s,
                                           u"`pmap` কোন মেশ অক্ষের ওপর ম্যাপ করে?"_s},
                                          {u"a2"_s, u"What does a pipeline bubble waste?"_s,
                                           u"পাইপলাইন বাবল কী নষ্ট করে?"_s},
                                          {u"a3"_s, u"Why shard the optimizer state?"_s,
                                           u"অপটিমাইজারের অবস্থা কেন ভাগ করা হয়?"_s}})},
              {u"beta.json"_s,
               bankJson(u"beta"_s, u"Beta"_s, u"বিটা"_s,
                        {{u"b1"_s, u"What is tensor parallelism?"_s, u"টেনসর প্যারালেলিজম কী?"_s},
                         {u"b2"_s, u"How large is the KV cache?"_s, u"KV ক্যাশ কত বড়?"_s}})}};
    for (const auto &[name, bytes] : files) {
        QFile file(m_dir->filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(bytes), bytes.size());
    }
    m_languages->setLanguage(Language::English);
}

void TestFlaggedPage::cleanup()
{
    m_languages->setLanguage(Language::English);
    QSettings().clear();
    m_dir.reset();
}

std::unique_ptr<Study> TestFlaggedPage::makeStudy()
{
    auto study = std::make_unique<Study>(progressPath());
    study->loadBanks({m_dir->filePath(u"alpha.json"_s), m_dir->filePath(u"beta.json"_s)});
    return study;
}

void TestFlaggedPage::flagThree()
{
    auto study = makeStudy();
    // Flagged out of order, and one of a quiz no longer loaded: not listed.
    for (const ReviewItemKey &key : {b2, a3, a1, ReviewItemKey{u"gone"_s, u"g1"_s}})
        study->setFlagged(key, true);
}

namespace {

// The list's model, under Qt's model checks for as long as it lives.
void watchModel(const FlaggedQuestionList *list)
{
    QAbstractItemModel *model = list->model();
    if (!model->findChild<QAbstractItemModelTester *>())
        new QAbstractItemModelTester(model, QAbstractItemModelTester::FailureReportingMode::QtTest,
                                     model);
}

} // namespace

void TestFlaggedPage::showPage(QWidget &page)
{
    if (const auto *list = page.findChild<FlaggedQuestionList *>())
        watchModel(list);
    page.resize(1024, 600);
    page.show();
    QApplication::setActiveWindow(&page);
    QVERIFY(QTest::qWaitForWindowActive(&page));
}

QList<Row> TestFlaggedPage::rowsOf(const FlaggedQuestionList *list) const
{
    QList<Row> rows;
    // The rows as the list's delegate draws them.
    const auto *delegate = qobject_cast<const SearchResultDelegate *>(list->itemDelegate());
    if (!delegate)
        return rows;
    for (int row = 0; row < list->model()->rowCount(); ++row) {
        const QModelIndex index = list->model()->index(row, 0);
        // The prompt is drawn as rich text: its plain text is what shows.
        rows.append({QTextDocumentFragment::fromHtml(delegate->textHtml(index)).toPlainText(),
                     delegate->details(index)});
    }
    return rows;
}

void TestFlaggedPage::rowsNameEveryFlaggedQuestion_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("status");
    QTest::newRow("English") << Language::English << u"Flagged questions"_s
                             << u"3 flagged questions. Enter opens the chosen one to read, "
                                u"Delete unflags it."_s;
    QTest::newRow("Bengali") << Language::Bengali << u"চিহ্নিত প্রশ্ন"_s
                             << u"৩টি চিহ্নিত প্রশ্ন। বেছে নেওয়া প্রশ্নটি পড়তে Enter চাপুন, "
                                u"চিহ্ন তুলে দিতে Delete।"_s;
}

void TestFlaggedPage::rowsNameEveryFlaggedQuestion()
{
    QFETCH(Language, language);
    QFETCH(QString, title);
    QFETCH(QString, status);
    flagThree();
    m_languages->setLanguage(language);
    auto study = makeStudy();
    FlaggedPage page(study.get(), m_languages);
    showPage(page);
    page.activate();
    const FlaggedQuestionList *list = page.list();
    QCOMPARE(rowsOf(list), expectedRows(language));
    QCOMPARE(page.findChild<QLabel *>(u"flaggedTitle"_s)->text(), title);
    QCOMPARE(page.findChild<QLabel *>(u"flaggedStatus"_s)->text(), status);
    QCOMPARE(list->currentQuestion(), a1);
    QCOMPARE(QApplication::focusWidget(), list);
    QVERIFY(page.findChild<QPushButton *>(u"flaggedReviewButton"_s)->isVisible());
}

void TestFlaggedPage::deleteUnflagsAndTheFileForgetsIt_data()
{
    QTest::addColumn<Language>("language");
    QTest::newRow("English") << Language::English;
    QTest::newRow("Bengali") << Language::Bengali;
}

void TestFlaggedPage::deleteUnflagsAndTheFileForgetsIt()
{
    QFETCH(Language, language);
    flagThree();
    m_languages->setLanguage(language);
    auto study = makeStudy();
    // A review of a3 that unflagging must leave alone: right and certain, so Easy.
    study->recordReview(a3, true, Confidence::Certain);
    const QList<ReviewLogEntry> log = study->reviews().deck().log();
    FlaggedPage page(study.get(), m_languages);
    showPage(page);
    page.activate();
    auto *list = page.findChild<FlaggedQuestionList *>();
    QTest::keyClick(list, Qt::Key_Down);
    QCOMPARE(list->currentQuestion(), a3);
    QTest::keyClick(list, Qt::Key_Delete);

    const QList<Row> all = expectedRows(language);
    QCOMPARE(rowsOf(list), (QList<Row>{all.at(0), all.at(2)}));
    // The row that took its place is the chosen one now.
    QCOMPARE(list->currentQuestion(), b2);
    QCOMPARE(QApplication::focusWidget(), list);
    QCOMPARE(study->flaggedForReview(), (QList<ReviewItemKey>{a1, b2}));
    QCOMPARE(study->reviews().deck().log(), log);
    QVERIFY(study->reviews().deck().state(a3).has_value());
    {
        // The reviews file, read afresh beside the progress file, has lost only that flag.
        ReviewStore store(ReviewStore::filePathBeside(progressPath()));
        QCOMPARE(store.load().status, ReviewStore::LoadStatus::Loaded);
        QVERIFY(store.isFlagged(a1));
        QVERIFY(!store.isFlagged(a3));
        QVERIFY(store.isFlagged(b2));
        // The review is there (its time kept to the second in the file).
        QCOMPARE(store.deck().log().size(), 1);
        QCOMPARE(store.deck().log().constFirst().key(), a3);
        QCOMPARE(store.deck().log().constFirst().grade, Grade::Easy);
    }

    // The button does the same to the chosen question, then the last one by key.
    page.findChild<QPushButton *>(u"flaggedUnflagButton"_s)->click();
    QCOMPARE(study->flaggedForReview(), QList<ReviewItemKey>{a1});
    QTest::keyClick(list, Qt::Key_Delete);
    QVERIFY(study->flaggedForReview().isEmpty());
    QVERIFY(!list->isVisible());
    QCOMPARE(QApplication::focusWidget(), page.findChild<QPushButton *>(u"flaggedBackButton"_s));
    ReviewStore store(ReviewStore::filePathBeside(progressPath()));
    store.load();
    for (const ReviewItemKey &key : {a1, a3, b2})
        QVERIFY(!store.isFlagged(key));
}

void TestFlaggedPage::enterOpensTheQuestionToRead_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("prompt");
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("rightOption");
    QTest::addColumn<QString>("rightMark");
    QTest::addColumn<QString>("explanation");
    QTest::addColumn<QString>("back");
    // a3 is the third of alpha's three questions.
    QTest::newRow("English") << Language::English << u"Why shard the optimizer state?"_s
                             << u"Question 3 of 3"_s << u"right"_s << u"Right answer"_s
                             << u"Because of a3."_s << u"&Back to the flagged questions (Esc)"_s;
    QTest::newRow("Bengali") << Language::Bengali << u"অপটিমাইজারের অবস্থা কেন ভাগ করা হয়?"_s
                             << u"প্রশ্ন ৩ / ৩"_s << u"ঠিক"_s << u"সঠিক উত্তর"_s << u"a3 এর কারণে।"_s
                             << u"চিহ্নিত প্রশ্নে ফিরুন (Esc)"_s;
}

void TestFlaggedPage::enterOpensTheQuestionToRead()
{
    QFETCH(Language, language);
    QFETCH(QString, prompt);
    QFETCH(QString, position);
    QFETCH(QString, rightOption);
    QFETCH(QString, rightMark);
    QFETCH(QString, explanation);
    QFETCH(QString, back);
    flagThree();
    m_languages->setLanguage(language);
    auto study = makeStudy();
    FlaggedPage page(study.get(), m_languages);
    showPage(page);
    page.activate();
    auto *list = page.findChild<FlaggedQuestionList *>();
    QTest::keyClick(list, Qt::Key_Down);
    QTest::keyClick(list, Qt::Key_Return);
    QVERIFY(page.isReading());
    QCOMPARE(plain(page.findChild<QLabel *>(u"readPrompt"_s)), prompt);
    QCOMPARE(page.findChild<QLabel *>(u"readPosition"_s)->text(), position);
    QCOMPARE(plain(page.findChild<QLabel *>(u"readExplanation"_s)), explanation);
    // Option 0 of the file is the right one; the read view keeps the bank's order.
    auto *right = page.findChild<QWidget *>(u"readOption0"_s);
    QCOMPARE(plain(right->findChild<QLabel *>(u"optionText"_s)), rightOption);
    QCOMPARE(right->findChild<QLabel *>(u"optionMarkText"_s)->text(), rightMark);
    QCOMPARE(page.findChild<QPushButton *>(u"readBackButton"_s)->text(), back);

    // Escape: back to the list on the same question; Escape again: the library.
    QSignalSpy library(&page, &FlaggedPage::libraryRequested);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QVERIFY(!page.isReading());
    QCOMPARE(QApplication::focusWidget(), list);
    QCOMPARE(list->currentQuestion(), a3);
    QCOMPARE(library.size(), 0);
    QTest::keyClick(list, Qt::Key_Escape);
    QCOMPARE(library.size(), 1);
}

void TestFlaggedPage::languageSwitchKeepsTheChosenQuestion()
{
    flagThree();
    auto study = makeStudy();
    FlaggedPage page(study.get(), m_languages);
    showPage(page);
    page.activate();
    auto *list = page.findChild<FlaggedQuestionList *>();
    QTest::keyClick(list, Qt::Key_End);
    QCOMPARE(list->currentQuestion(), b2);
    auto *review = page.findChild<QPushButton *>(u"flaggedReviewButton"_s);
    QCOMPARE(review->text(), u"Review these"_s);

    m_languages->setLanguage(Language::Bengali);
    QCoreApplication::processEvents();
    QCOMPARE(rowsOf(list), expectedRows(Language::Bengali));
    QCOMPARE(list->currentQuestion(), b2);
    QCOMPARE(page.findChild<QLabel *>(u"flaggedTitle"_s)->text(), u"চিহ্নিত প্রশ্ন"_s);
    QCOMPARE(review->text(), u"এগুলো রিভিউ করুন"_s);
    QCOMPARE(page.findChild<QPushButton *>(u"flaggedUnflagButton"_s)->text(),
             u"চিহ্ন তুলে দিন (Delete)"_s);

    // Reading a question: its texts switch, and the list behind it keeps its place.
    QTest::keyClick(list, Qt::Key_Return);
    m_languages->setLanguage(Language::English);
    QCoreApplication::processEvents();
    QCOMPARE(plain(page.findChild<QLabel *>(u"readPrompt"_s)), u"How large is the KV cache?"_s);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QCOMPARE(rowsOf(list), expectedRows(Language::English));
    QCOMPARE(list->currentQuestion(), b2);
}

void TestFlaggedPage::emptyListSaysHowToFlag_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("message");
    QTest::newRow("English") << Language::English
                             << u"No flagged questions yet. Press Ctrl+D during a review to flag "
                                u"the question in front of you; it is listed here to read again "
                                u"or review on its own."_s;
    QTest::newRow("Bengali") << Language::Bengali
                             << u"এখনও কোনো প্রশ্ন চিহ্নিত করা হয়নি। রিভিউয়ের সময় সামনের "
                                u"প্রশ্নটি চিহ্নিত করতে Ctrl+D চাপুন; সেটি এখানে তালিকায় থাকবে, "
                                u"আবার পড়তে বা আলাদা করে রিভিউ করতে।"_s;
}

void TestFlaggedPage::emptyListSaysHowToFlag()
{
    QFETCH(Language, language);
    QFETCH(QString, message);
    m_languages->setLanguage(language);
    auto study = makeStudy();
    FlaggedPage page(study.get(), m_languages);
    showPage(page);
    page.activate();
    QCOMPARE(page.findChild<QLabel *>(u"flaggedStatus"_s)->text(), message);
    QVERIFY(!page.findChild<FlaggedQuestionList *>()->isVisible());
    for (const QString &name :
         {u"flaggedOpenButton"_s, u"flaggedUnflagButton"_s, u"flaggedReviewButton"_s})
        QVERIFY2(!page.findChild<QPushButton *>(name)->isVisible(), qPrintable(name));
    auto *back = page.findChild<QPushButton *>(u"flaggedBackButton"_s);
    QCOMPARE(QApplication::focusWidget(), back);
    QSignalSpy library(&page, &FlaggedPage::libraryRequested);
    QTest::keyClick(back, Qt::Key_Escape);
    QCOMPARE(library.size(), 1);

    // A question flagged elsewhere (a review) shows up at once.
    study->setFlagged(a2, true);
    QCOMPARE(page.list()->count(), 1);
    QVERIFY(page.list()->isVisible());
}

void TestFlaggedPage::windowOpensTheListAndReviewsThese_data()
{
    QTest::addColumn<Language>("language");
    QTest::newRow("English") << Language::English;
    QTest::newRow("Bengali") << Language::Bengali;
}

void TestFlaggedPage::windowOpensTheListAndReviewsThese()
{
    QFETCH(Language, language);
    flagThree();
    m_languages->setLanguage(language);
    MainWindow window(m_languages, progressPath());
    window.loadBanks({m_dir->filePath(u"alpha.json"_s), m_dir->filePath(u"beta.json"_s)});
    showPage(window);
    auto *pages = window.findChild<QStackedWidget *>(u"pages"_s);

    // The library's flagged button opens the list.
    window.findChild<QPushButton *>(u"reviewFlaggedFromLibraryButton"_s)->click();
    auto *page = window.findChild<FlaggedPage *>();
    QVERIFY(page);
    watchModel(page->list());
    QCOMPARE(pages->currentWidget(), page);
    QCOMPARE(rowsOf(page->list()), expectedRows(language));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QCOMPARE(pages->currentWidget()->objectName(), u"libraryPage"_s);

    // So does Quiz → Flagged questions, whose keys no other item uses.
    auto *action = window.findChild<QAction *>(u"flaggedQuestionsAction"_s);
    const QKeySequence key(Qt::CTRL | Qt::SHIFT | Qt::Key_F);
    QCOMPARE(action->shortcut(), key);
    const QList<QAction *> actions = window.findChildren<QAction *>();
    for (const QAction *other : actions)
        QVERIFY2(other == action || !other->shortcuts().contains(key),
                 qPrintable(other->objectName()));
    // A switch while the list is hidden reaches it when it is shown.
    const Language other = language == Language::English ? Language::Bengali : Language::English;
    m_languages->setLanguage(other);
    QCoreApplication::processEvents();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(pages->currentWidget(), page);
    QCOMPARE(rowsOf(page->list()), expectedRows(other));
    QCOMPARE(page->findChild<QLabel *>(u"flaggedTitle"_s)->text(),
             other == Language::English ? u"Flagged questions"_s : u"চিহ্নিত প্রশ্ন"_s);
    m_languages->setLanguage(language);
    QCoreApplication::processEvents();

    // Review these: a review session of exactly the three, in the list's order.
    page->findChild<QPushButton *>(u"flaggedReviewButton"_s)->click();
    auto *review = window.findChild<ReviewPage *>();
    QVERIFY(review);
    QCOMPARE(pages->currentWidget(), review);
    QCOMPARE(review->mode(), ReviewPage::Mode::Flagged);
    QCOMPARE(review->itemCount(), 3);
    QList<ReviewItemKey> reviewed;
    for (int i = 0; i < 3; ++i) {
        reviewed.append(review->currentItem());
        QTest::keyClick(review, Qt::Key(Qt::Key_1 + review->correctSlot()));
        QTest::keyClick(review, Qt::Key_Return); // check
        QTest::keyClick(review, Qt::Key_Return); // next
    }
    QCOMPARE(reviewed, (QList<ReviewItemKey>{a1, a3, b2}));
    QVERIFY(review->isShowingSummary());
}

void TestFlaggedPage::libraryButtonOpensTheEmptyListToo()
{
    MainWindow window(m_languages, progressPath());
    window.loadBanks({m_dir->filePath(u"alpha.json"_s)});
    showPage(window);
    auto *button = window.findChild<QPushButton *>(u"reviewFlaggedFromLibraryButton"_s);
    QCOMPARE(button->text(), u"Flagged (0)"_s);
    QVERIFY(button->isEnabled());
    button->click();
    auto *page = window.findChild<FlaggedPage *>();
    QVERIFY(page && page->isVisible());
    QVERIFY(page->findChild<QLabel *>(u"flaggedStatus"_s)
                ->text()
                .startsWith(u"No flagged questions yet."_s));
}

QTEST_MAIN(TestFlaggedPage)
#include "tst_flaggedpage.moc"
