// The main window under bad input and failing disks: nothing the learner did
// is lost, nothing hangs or crashes, and every problem is said in the
// learner's language.

#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "quiz/librarypage.h"
#include "quiz/questionpage.h"
#include "quiz/quizcard.h"
#include "quiz/resultsentries.h"
#include "quiz/resultspage.h"
#include "shell/mainwindow.h"
#include "shell/noticebar.h"

#include "support/files.h"
#include "support/filesizelimit.h"
#include "support/settle.h"

#include <QApplication>
#include <QComboBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QWheelEvent>

#include <sys/stat.h>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

// A bank of count questions whose right answer is always option 1.
QByteArray generatedBank(const QByteArray &id, const QByteArray &title, int count)
{
    QByteArrayList questions;
    for (int i = 0; i < count; ++i) {
        const QByteArray n = QByteArray::number(i);
        questions << R"({"id": ")" + id + "-" + n + R"(", "prompt": {"en": "Prompt )" + n
                         + R"(", "bn": "প্রশ্ন"}, "options": [{"en": "a", "bn": "ক"}, {"en": "b", "bn": "খ"},
            {"en": "c", "bn": "গ"}, {"en": "d", "bn": "ঘ"}], "answer": 1,
            "explanation": {"en": "Because.", "bn": "কারণ।"}})";
    }
    return R"({"format": 1, "id": ")" + id + R"(", "title": {"en": ")" + title
           + R"(", "bn": "শিরোনাম"}, "questions": [)" + questions.join(',') + "]}";
}

} // namespace

class TestBadInput : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void failedSaveIsToldOnceAndKeepsTheOldFile();
    void bankMarkupIsShownAsText();
    void bankPathsOfAnyKindAreRefusedAndRemovable();
    void cannotResumeIsSaidOnlyOnce();
    void longQuizStartsWithoutBuildingResults();
    void storedScoresNeverOverflow();
    void retryCountsOnlyQuestionsTheBankHas();
    void fastWheelOnTheSequenceLength();

private:
    void makeWindow();
    QString progressPath() const { return m_dir->filePath(u"progress.json"_s); }
    QWidget *currentPage() const
    {
        return m_window->findChild<QStackedWidget *>(u"pages"_s)->currentWidget();
    }
    QuizCard *card(const QString &bankId) const
    {
        return m_window->findChild<LibraryPage *>()->card(bankId);
    }
    // Answers the next message box with its OK button and keeps its text.
    void acceptNextMessageBox();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
    QString m_messageBoxText;
    Qt::TextFormat m_messageBoxFormat = Qt::AutoText;
};

void TestBadInput::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_badinput"_s);
}

void TestBadInput::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setLanguage(Language::English);
}

void TestBadInput::cleanup()
{
    m_window.reset();
    m_languages.reset();
    m_dir.reset();
}

void TestBadInput::makeWindow()
{
    m_window.reset();
    m_window = std::make_unique<MainWindow>(m_languages.get(), progressPath());
    m_window->loadBanks(BankLoader::builtInBankPaths());
    m_window->resize(1100, 760);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestBadInput::acceptNextMessageBox()
{
    m_messageBoxText.clear();
    QTimer::singleShot(0, this, [this] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        m_messageBoxText = box->text() + u'\n' + box->informativeText();
        m_messageBoxFormat = box->textFormat();
        QTest::mouseClick(box->findChild<QPushButton *>(u"okButton"_s), Qt::LeftButton);
    });
}

void TestBadInput::failedSaveIsToldOnceAndKeepsTheOldFile()
{
    const QByteArray saved
        = R"({"format": 1, "quizzes": {"parallelism": {"best": {"correct": 7, "total": 8},
        "last": {"correct": 7, "total": 8}, "lastWrong": ["parallelism-02"]}}})";
    QVERIFY(writeFile(progressPath(), saved));
    makeWindow();
    m_languages->setLanguage(Language::Bengali);
    settle();
    auto *notices = m_window->findChild<NoticeBar *>();
    QVERIFY(notices->text().isEmpty());
    {
        // No file may grow past 64 bytes: every save fails when it is flushed.
        FileSizeLimit limit(64);
        QVERIFY(limit.applied());
        QTest::mouseClick(card(u"parallelism"_s)->startButton(), Qt::LeftButton);
        auto *page = m_window->findChild<QuestionPage *>();
        for (int i = 0; i < 3; ++i) {
            QTest::keyClick(page->focusWidget(), Qt::Key_1);
            QTest::keyClick(page->focusWidget(), Qt::Key_Return); // check
            QTest::keyClick(page->focusWidget(), Qt::Key_Return); // next
        }
    }
    QCOMPARE(readFile(progressPath()), saved);
    // Said once, in Bengali, with the reason in Bengali too.
    const QString text = notices->text();
    QVERIFY(notices->isVisible());
    QCOMPARE(text.count(u"অগ্রগতি সংরক্ষণ করা যায়নি"_s), 1);
    QVERIFY2(text.contains(u"ফাইলটি সিস্টেমের অনুমোদিত আকারের চেয়ে বড়"_s), qPrintable(text));
    m_languages->setLanguage(Language::English);
    settle();
    QVERIFY2(notices->text().contains(u"the file is larger than the system allows"_s),
             qPrintable(notices->text()));
    // With room again the next answer is saved.
    auto *page = m_window->findChild<QuestionPage *>();
    QTest::keyClick(page->focusWidget(), Qt::Key_1);
    QVERIFY(readFile(progressPath()) != saved);
}

void TestBadInput::bankMarkupIsShownAsText()
{
    const QByteArray title = R"(<h1 style=color:red>Red</h1><img src=/etc/x.png>)";
    const QString path = m_dir->filePath(u"markup.json"_s);
    QVERIFY(writeFile(path, generatedBank("markup", QByteArray(title).replace('"', "\\\""), 2)));
    makeWindow();

    acceptNextMessageBox();
    m_window->openQuestionBankFile(path);
    QCOMPARE(m_messageBoxFormat, Qt::PlainText);
    QVERIFY2(m_messageBoxText.contains(QString::fromUtf8(title)), qPrintable(m_messageBoxText));

    auto *cardTitle = card(u"markup"_s)->findChild<QLabel *>(u"cardTitle"_s);
    QCOMPARE(cardTitle->textFormat(), Qt::PlainText);
    QCOMPARE(cardTitle->text(), QString::fromUtf8(title));
    QTest::mouseClick(card(u"markup"_s)->startButton(), Qt::LeftButton);
    auto *quizTitle = m_window->findChild<QLabel *>(u"quizTitleLabel"_s);
    QCOMPARE(quizTitle->textFormat(), Qt::PlainText);
    QCOMPARE(quizTitle->text(), QString::fromUtf8(title));
    QVERIFY(m_window->windowTitle().contains(QString::fromUtf8(title)));

    // A problem that quotes a question id full of markup shows the markup as text.
    const QString broken = m_dir->filePath(u"broken.json"_s);
    QVERIFY(writeFile(broken, R"({"format": 1, "id": "b", "title": {"en": "B", "bn": "খ"},
        "questions": [{"id": "<b>bold</b>", "prompt": {"en": "p", "bn": "প"}}]})"));
    acceptNextMessageBox();
    m_window->openQuestionBankFile(broken);
    QVERIFY2(m_messageBoxText.contains(u"&lt;b&gt;bold&lt;/b&gt;"_s), qPrintable(m_messageBoxText));
}

void TestBadInput::bankPathsOfAnyKindAreRefusedAndRemovable()
{
    const QString fifo = m_dir->filePath(u"pipe.json"_s);
    QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const QString missing = m_dir->filePath(u"gone.json"_s);
    // As if the learner had opened these on earlier starts.
    QSettings().setValue(u"openedBanks"_s, QStringList{u"/dev/zero"_s, fifo, missing});
    makeWindow(); // must neither abort nor block

    auto *problems = m_window->findChild<QLabel *>(u"bankProblemsLabel"_s);
    QVERIFY(!problems->isVisible()); // one line says how many; the details on demand
    QTest::mouseClick(m_window->findChild<QPushButton *>(u"bankProblemsDetailsButton"_s),
                      Qt::LeftButton);
    QVERIFY(problems->isVisible());
    QCOMPARE(problems->text().count(u"not a regular file"_s), 2);
    QVERIFY(problems->text().contains(u"the file no longer exists"_s));
    QVERIFY(card(u"jax-gpu"_s)); // the good banks still load
    QList<QPushButton *> removes = m_window->findChildren<QPushButton *>(u"removeBankButton"_s);
    QCOMPARE(removes.size(), 3);

    auto removeButtonFor = [this](const QString &path) -> QPushButton * {
        for (QPushButton *button : m_window->findChildren<QPushButton *>(u"removeBankButton"_s)) {
            if (button->property("bankPath").toString() == path)
                return button;
        }
        return nullptr;
    };
    QVERIFY(removeButtonFor(missing));
    QCOMPARE(removeButtonFor(missing)->text(), u"Remove gone.json from the library"_s);
    QTest::mouseClick(removeButtonFor(missing), Qt::LeftButton);
    settle();
    QCOMPARE(QSettings().value(u"openedBanks"_s).toStringList(),
             (QStringList{u"/dev/zero"_s, fifo}));
    QVERIFY(!problems->text().contains(u"the file no longer exists"_s));
    QTest::mouseClick(removeButtonFor(u"/dev/zero"_s), Qt::LeftButton);
    QTest::mouseClick(removeButtonFor(fifo), Qt::LeftButton);
    settle();
    QVERIFY(QSettings().value(u"openedBanks"_s).toStringList().isEmpty());
    QVERIFY(!problems->isVisible());
    QVERIFY(m_window->findChildren<QPushButton *>(u"removeBankButton"_s).isEmpty());
}

void TestBadInput::cannotResumeIsSaidOnlyOnce()
{
    QVERIFY(writeFile(progressPath(), R"({"format": 1, "quizzes": {"parallelism": {"attempt":
        {"bank": "parallelism", "mode": "end", "seed": 1, "current": 0, "questions": [
         {"id": "parallelism-99", "order": [0, 1, 2, 3], "chosen": -1}]}}}})"));
    makeWindow();
    auto *resume = card(u"parallelism"_s)->findChild<QPushButton *>(u"resumeButton"_s);
    QVERIFY(resume->isVisible());
    acceptNextMessageBox();
    QTest::mouseClick(resume, Qt::LeftButton);
    QVERIFY(m_messageBoxText.contains(u"cannot be resumed"_s));
    QVERIFY(!resume->isVisible());

    makeWindow(); // a restart: the attempt that could not be resumed is gone for good
    QVERIFY(!card(u"parallelism"_s)->findChild<QPushButton *>(u"resumeButton"_s)->isVisible());
    // Gone from the quiz's record; the history keeps it as abandoned.
    const QJsonObject record = QJsonDocument::fromJson(readFile(progressPath()))
                                   .object()
                                   .value(u"quizzes"_s)
                                   .toObject()
                                   .value(u"parallelism"_s)
                                   .toObject();
    QVERIFY(!record.contains(u"attempt"_s));
}

void TestBadInput::longQuizStartsWithoutBuildingResults()
{
    const QString path = m_dir->filePath(u"long.json"_s);
    QVERIFY(writeFile(path, generatedBank("long", "Long", BankLoader::maxQuestions)));
    makeWindow();
    acceptNextMessageBox();
    m_window->openQuestionBankFile(path);
    auto *combo = card(u"long"_s)->findChild<QComboBox *>(u"feedbackModeCombo"_s);
    combo->setCurrentIndex(1); // at the end
    QTest::mouseClick(card(u"long"_s)->startButton(), Qt::LeftButton);
    QCOMPARE(m_window->session()->questionCount(), BankLoader::maxQuestions);

    // Nothing of the results exists until they are shown...
    auto *results = m_window->findChild<ResultsPage *>();
    QVERIFY(results->findChild<ResultsEntries *>()->positions().isEmpty());
    // ...and the navigator is one list, not a button per question.
    auto *navigator = m_window->findChild<QListView *>(u"navigator"_s);
    QCOMPARE(navigator->model()->rowCount(), BankLoader::maxQuestions);
    QVERIFY(m_window->findChildren<QAbstractButton *>().size() < 100);

    QTimer::singleShot(0, this, [] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        QTest::mouseClick(box->findChild<QPushButton *>(u"confirmSubmitButton"_s), Qt::LeftButton);
    });
    QTest::mouseClick(m_window->findChild<QPushButton *>(u"submitButton"_s), Qt::LeftButton);
    settle();
    QCOMPARE(currentPage(), results);
    // All of them, in order, with nothing to press for the rest.
    const auto *entries = results->findChild<ResultsEntries *>();
    QList<int> all(BankLoader::maxQuestions);
    std::iota(all.begin(), all.end(), 0);
    QCOMPARE(entries->positions(), all);
    QVERIFY(entries->entryText(99).startsWith(u"Question 100 — "_s));
    QVERIFY(results->findChildren<QPushButton *>(u"showMoreButton"_s).isEmpty());
}

void TestBadInput::storedScoresNeverOverflow()
{
    QVERIFY(writeFile(progressPath(), R"({"format": 1, "quizzes": {"parallelism":
        {"best": {"correct": 2147483647, "total": 2147483647}, "lastWrong": []}}})"));
    makeWindow();
    const QString facts = card(u"parallelism"_s)->findChild<QLabel *>(u"cardFacts"_s)->text();
    QVERIFY2(facts.contains(u"(100%)"_s), qPrintable(facts));
}

void TestBadInput::retryCountsOnlyQuestionsTheBankHas()
{
    // Two real questions, one repeated, and one the bank no longer has.
    QVERIFY(writeFile(progressPath(), R"({"format": 1, "quizzes": {"parallelism": {"lastWrong":
        ["parallelism-02", "parallelism-02", "gone-01", "parallelism-05", "parallelism-02"]}}})"));
    makeWindow();
    auto *retry = card(u"parallelism"_s)->findChild<QPushButton *>(u"retryWrongButton"_s);
    QVERIFY(retry->isVisible());
    QCOMPARE(retry->text(), u"Retry wrong answers (2)"_s);
    QTest::mouseClick(retry, Qt::LeftButton);
    QCOMPARE(m_window->session()->questionCount(), 2);
}

void TestBadInput::fastWheelOnTheSequenceLength()
{
    makeWindow();
    m_window->showConcept(Concept::AttentionMemory, {});
    auto *spin = m_window->findChild<QSpinBox *>(u"attentionSequenceSpin"_s);
    QVERIFY(spin);
    spin->setValue(spin->minimum());
    // Five notches with Ctrl: Qt steps ten times per notch, 50 steps in one call.
    const QPoint centre = spin->rect().center();
    QWheelEvent wheel(centre, spin->mapToGlobal(centre), {}, {0, 5 * 120}, Qt::NoButton,
                      Qt::ControlModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(spin, &wheel);
    QCOMPARE(spin->value(), spin->maximum());
    QWheelEvent back(centre, spin->mapToGlobal(centre), {}, {0, -5 * 120}, Qt::NoButton,
                     Qt::ControlModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(spin, &back);
    QCOMPARE(spin->value(), spin->minimum());
}

QTEST_MAIN(TestBadInput)
#include "tst_badinput.moc"
