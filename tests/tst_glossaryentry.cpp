// GUI test of the glossary page's chosen entry: the term shows in both
// languages, in either interface language, with the questions that use it,
// named by quiz and number, which open. Expected texts come from the
// glossary file and the hand-written translations.
#include "core/richtext.h"
#include "support/glossaryfile.h"
#include "support/glossarypagefixture.h"
#include "support/plaintext.h"
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

class TestGlossaryEntry
    : public QObject
    , private GlossaryPageFixture
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void chosenTermInBothInterfaceLanguages();
    void questionsNamedByQuizAndNumberOpen_data();
    void questionsNamedByQuizAndNumberOpen();
};

void TestGlossaryEntry::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestGlossaryEntry::init()
{
    setUp();
}

void TestGlossaryEntry::cleanup()
{
    tearDown();
}

void TestGlossaryEntry::chosenTermInBothInterfaceLanguages()
{
    const QJsonObject bubble = glossaryEntry(u"bubble"_s);
    const QString definitionEn = bubble.value(u"definition"_s).toObject().value(u"en"_s).toString();
    const QString definitionBn = bubble.value(u"definition"_s).toObject().value(u"bn"_s).toString();

    auto *search = child<QLineEdit>(u"glossarySearch"_s);
    search->setFocus();
    typeText(search, u"বাবল"_s);
    // By hand from glossary.json: বাবল is the term of bubble and ends the term
    // জিরো-বাবল (term matches first, in file order), and the interleaved 1F1B
    // definition says it.
    QCOMPARE(listedIds(),
             (QStringList{u"bubble"_s, u"zero-bubble-schedule"_s, u"interleaved-1f1b"_s}));
    auto *list = child<QListView>(u"glossaryList"_s);
    QCOMPARE(list->currentIndex().data().toString(), u"bubble (বাবল)"_s);

    QCOMPARE(plain(child<QLabel>(u"glossaryTerm"_s)), u"bubble"_s);
    QCOMPARE(plain(child<QLabel>(u"glossaryOtherTerm"_s)), u"বাবল"_s);
    QCOMPARE(plain(child<QLabel>(u"glossaryDefinition"_s)), definitionEn);
    QCOMPARE(plain(child<QLabel>(u"glossaryOtherLanguage"_s)), u"Bengali"_s);
    QCOMPARE(plain(child<QLabel>(u"glossaryOtherDefinition"_s)), definitionBn);
    // The entry's "questions" in resources/glossary/glossary.json, read by hand.
    QCOMPARE(plain(child<QLabel>(u"glossaryQuestionsHeading"_s)), u"Used in 6 questions"_s);
    // The entry's questions parallelism-03, -04, -07, -09, -10, -11, by their
    // place in parallelism.json (which has no parallelism-08) and its title.
    const QString quiz = u"Model and pipeline parallelism, question "_s;
    QCOMPARE(shownQuestions(), (QStringList{quiz + u"3"_s, quiz + u"4"_s, quiz + u"7"_s,
                                            quiz + u"8"_s, quiz + u"9"_s, quiz + u"10"_s}));
    QCOMPARE(child<QLabel>(u"glossaryCount"_s)->text(), u"3 matching terms"_s);

    useBengali();
    QCOMPARE(search->text(), u"বাবল"_s); // the query survives the switch
    QCOMPARE(search->placeholderText(), u"ইংরেজি বা বাংলায় খুঁজুন"_s);
    QCOMPARE(child<QLabel>(u"glossaryTitle"_s)->text(), u"পরিভাষা"_s);
    QCOMPARE(list->currentIndex().data().toString(), u"বাবল (bubble)"_s);
    QCOMPARE(plain(child<QLabel>(u"glossaryTerm"_s)), u"বাবল"_s);
    QCOMPARE(plain(child<QLabel>(u"glossaryOtherTerm"_s)), u"bubble"_s);
    QCOMPARE(plain(child<QLabel>(u"glossaryDefinition"_s)), definitionBn);
    QCOMPARE(plain(child<QLabel>(u"glossaryOtherLanguage"_s)), u"ইংরেজি"_s);
    QCOMPARE(plain(child<QLabel>(u"glossaryOtherDefinition"_s)), definitionEn);
    QCOMPARE(plain(child<QLabel>(u"glossaryQuestionsHeading"_s)), u"৬টি প্রশ্নে ব্যবহৃত"_s);
    const QString quizBn = u"মডেল ও পাইপলাইন প্যারালালিজম, প্রশ্ন "_s;
    QCOMPARE(shownQuestions(), (QStringList{quizBn + u"৩"_s, quizBn + u"৪"_s, quizBn + u"৭"_s,
                                            quizBn + u"৮"_s, quizBn + u"৯"_s, quizBn + u"১০"_s}));
    QCOMPARE(child<QLabel>(u"glossaryCount"_s)->text(), u"মিল আছে এমন ৩টি পরিভাষা"_s);

    useEnglish();
    QCOMPARE(plain(child<QLabel>(u"glossaryTerm"_s)), u"bubble"_s);
    QCOMPARE(plain(child<QLabel>(u"glossaryOtherLanguage"_s)), u"Bengali"_s);
}

void TestGlossaryEntry::questionsNamedByQuizAndNumberOpen_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<bool>("byKeyboard");
    for (Language language : allLanguages) {
        const char *name = language == Language::English ? "English" : "Bengali";
        QTest::addRow("%s, Enter", name) << language << true;
        QTest::addRow("%s, click", name) << language << false;
    }
}

// The entry activation lists jax-gpu-11 first, then parallelism-01 ...; a
// click or Enter on one opens it to read, Escape comes back to it.
void TestGlossaryEntry::questionsNamedByQuizAndNumberOpen()
{
    QFETCH(Language, language);
    QFETCH(bool, byKeyboard);
    m_languages->setLanguage(language);
    m_page->resize(1024, 600);
    m_page->showEntry(u"activation"_s);
    settle();
    const QJsonObject entry = glossaryEntry(u"activation"_s);
    QCOMPARE(entry.value(u"questions"_s).toArray().at(1).toString(), u"parallelism-01"_s);
    // parallelism-01 is the first question of parallelism.json.
    const QString second = language == Language::English
                               ? u"Model and pipeline parallelism, question 1"_s
                               : u"মডেল ও পাইপলাইন প্যারালালিজম, প্রশ্ন ১"_s;
    QCOMPARE(shownQuestions().at(1), second);
    auto *questions = child<QListView>(u"glossaryQuestions"_s);
    QVERIFY(questions->isVisible());
    const QModelIndex row = questions->model()->index(1, 0);
    if (byKeyboard) {
        // Tab from the terms reaches the questions; Down, then Enter.
        auto *list = child<QListView>(u"glossaryList"_s);
        list->setFocus();
        QTest::keyClick(list, Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), questions);
        QTest::keyClick(questions, Qt::Key_Down);
        QCOMPARE(questions->currentIndex().row(), 1);
        QTest::keyClick(questions, Qt::Key_Return);
    } else {
        QTest::mouseClick(questions->viewport(), Qt::LeftButton, {},
                          questions->visualRect(row).center());
    }
    auto *view = child<QWidget>(u"questionReadView"_s);
    QVERIFY(view->isVisible());
    QVERIFY(!child<QListView>(u"glossaryList"_s)->isVisible());
    // The question read: its prompt, its explanation and the right answer marked.
    const LibraryLoadResult library = BankLoader::loadAll(BankLoader::builtInBankPaths());
    const QuestionBank *bank = nullptr;
    for (const QuestionBank &each : library.banks) {
        if (each.id == u"parallelism"_s)
            bank = &each;
    }
    QVERIFY(bank);
    const Question &question = bank->questions.at(0);
    QCOMPARE(question.id, u"parallelism-01"_s);
    QCOMPARE(plain(child<QLabel>(u"readPrompt"_s)),
             RichText::toPlain(question.prompt.text(language)));
    QCOMPARE(plain(child<QLabel>(u"readExplanation"_s)),
             RichText::toPlain(question.explanation.text(language)));
    QCOMPARE(child<QWidget>(u"readOption%1"_s.arg(question.answer))
                 ->findChild<QLabel *>(u"optionMarkText"_s)
                 ->text(),
             language == Language::English ? u"Right answer"_s : u"সঠিক উত্তর"_s);
    QCOMPARE(child<QPushButton>(u"readBackButton"_s)->text(), language == Language::English
                                                                  ? u"&Back to the glossary (Esc)"_s
                                                                  : u"পরিভাষায় ফিরুন (Esc)"_s);

    // Escape: back to the entry, on the question that was opened.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QVERIFY(!view->isVisible());
    QCOMPARE(currentId(), u"activation"_s);
    QCOMPARE(QApplication::focusWidget(), questions);
    QCOMPARE(questions->currentIndex().row(), 1);
}

QTEST_MAIN(TestGlossaryEntry)
#include "tst_glossaryentry.moc"
