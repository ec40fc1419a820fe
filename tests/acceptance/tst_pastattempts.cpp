// The history through the real window, with the built-in "parallelism" quiz
// and a history written by hand: a past attempt opens (double-click, Enter)
// to its results, read only and exportable; the export dialog offers the
// screen's "only wrong answers" filter and proposes a file name that does not
// replace the last export; a hardest question opens to be read, and the
// hardest ones start a practice; the page scrolls and its tables are as tall
// as their rows. With SCALESTUDY_HISTORY_SHOTS set, screenshots go there.
#include "core/bankloader.h"
#include "core/historyformat.h"
#include "core/languagemanager.h"
#include "core/models/historymodels.h"
#include "core/progressstore.h"
#include "core/richtext.h"
#include "history/historypage.h"
#include "quiz/questionpage.h"
#include "quiz/quizcard.h"
#include "quiz/resultsentries.h"
#include "quiz/resultsexportdialog.h"
#include "quiz/resultspage.h"
#include "shell/appearance.h"
#include "shell/mainwindow.h"
#include "support/settle.h"

#include <QAction>
#include <QCheckBox>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <ctime>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

const QString quizId = u"parallelism"_s;

QDateTime utc(int day, int hour, int minute)
{
    return QDateTime(QDate(2026, 3, day), QTime(hour, minute), Qt::UTC);
}

// One letter per question of the quiz, in its order: R right (its answer),
// W wrong (the option after it), U unanswered.
AttemptRecord attempt(const QuestionBank &bank, const QString &letters, QDateTime started,
                      QDateTime ended, AttemptRecord::End end)
{
    AttemptRecord record;
    record.bankId = bank.id;
    record.started = started;
    record.ended = ended;
    record.end = end;
    for (int row = 0; row < letters.size(); ++row) {
        QuestionOutcome outcome;
        outcome.questionId = bank.questions.at(row).id;
        const int answer = bank.questions.at(row).answer;
        if (letters.at(row) == u'R') {
            outcome.chosenOption = answer;
            outcome.result = QuestionOutcome::Result::Right;
        } else if (letters.at(row) == u'W') {
            outcome.chosenOption = (answer + 1) % 4;
            outcome.result = QuestionOutcome::Result::Wrong;
        }
        outcome.timeSpentMs = 30'000;
        record.questions << outcome;
    }
    return record;
}

// Oldest first; the first two eight minutes apart:
//  1. 1 March 09:00–09:10, finished, RWWRRWRRUW (5 of 10)
//  2. 1 March 09:12–09:20, finished, RRWRRWRRRW (7 of 10)
//  3. 2 March 10:00–10:03, abandoned, RRUUUUUUUU
//  4. 3 March 18:00–18:15, finished, RRRRRWRRRR (9 of 10)
// Over the finished ones: q6 wrong 3 of 3; q3 and q10 2 of 3; q2 1 of 3; q9
// unanswered once; the rest always right. Hardest first: q6, q3, q10 (bank
// order breaks their tie), q2, q9.
QList<AttemptRecord> history(const QuestionBank &bank)
{
    using End = AttemptRecord::End;
    return {attempt(bank, u"RWWRRWRRUW"_s, utc(1, 9, 0), utc(1, 9, 10), End::Finished),
            attempt(bank, u"RRWRRWRRRW"_s, utc(1, 9, 12), utc(1, 9, 20), End::Finished),
            attempt(bank, u"RRUUUUUUUU"_s, utc(2, 10, 0), utc(2, 10, 3), End::Abandoned),
            attempt(bank, u"RRRRRWRRRR"_s, utc(3, 18, 0), utc(3, 18, 15), End::Finished)};
}

void saveShot(QWidget *widget, const QString &name)
{
    const QString directory = qEnvironmentVariable("SCALESTUDY_HISTORY_SHOTS");
    if (!directory.isEmpty())
        widget->window()->grab().save(directory + u'/' + name + u".png"_s);
}

QString languageName(Language language)
{
    return language == Language::English ? u"en"_s : u"bn"_s;
}

} // namespace

class TestPastAttempts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void attemptOpensItsResults_data();
    void attemptOpensItsResults();
    void exportFollowsTheFilterAndKeepsTheLastFile();
    void hardestQuestionOpensToRead();
    void practiceAsksTheHardest();
    void practiceAsksBeforeEndingAnAttemptInProgress();
    void tablesShowEveryRowAndThePageScrolls_data();
    void tablesShowEveryRowAndThePageScrolls();
    void screenshots_data();
    void screenshots();

private:
    void openHistory(Language language, QSize size = {1024, 600});
    QWidget *currentPage() const
    {
        return m_window->findChild<QStackedWidget *>(u"pages"_s)->currentWidget();
    }
    QTableView *table(const QString &name) const
    {
        return m_window->findChild<HistoryPage *>()->findChild<QTableView *>(name);
    }
    ResultsPage *pastResults() const
    {
        return m_window->findChild<ResultsPage *>(u"pastResultsPage"_s);
    }
    void doubleClickRow(QTableView *view, int row);

    QuestionBank m_bank;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
};

void TestPastAttempts::initTestCase()
{
    // Dates are shown in local time: make it UTC, so the expected texts hold anywhere.
    qputenv("TZ", "UTC");
    tzset();
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_pastattempts"_s);
    for (const QuestionBank &bank : BankLoader::loadAll(BankLoader::builtInBankPaths()).banks) {
        if (bank.id == quizId)
            m_bank = bank;
    }
    QCOMPARE(m_bank.questions.size(), 10);
}

void TestPastAttempts::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    ProgressStore store(m_dir->filePath(u"progress.json"_s));
    for (const AttemptRecord &record : history(m_bank))
        store.appendAttempt(record);
    QVERIFY(store.save());
}

void TestPastAttempts::cleanup()
{
    m_window.reset();
    m_languages.reset();
    m_dir.reset();
}

void TestPastAttempts::openHistory(Language language, QSize size)
{
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setLanguage(language);
    m_window = std::make_unique<MainWindow>(m_languages.get(), m_dir->filePath(u"progress.json"_s));
    m_window->loadBanks(BankLoader::builtInBankPaths());
    m_window->resize(size);
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_window->showHistory(quizId);
    settle();
    QCOMPARE(currentPage(), m_window->findChild<HistoryPage *>());
}

void TestPastAttempts::doubleClickRow(QTableView *view, int row)
{
    const QRect cell = view->visualRect(view->model()->index(row, 1));
    // The page scrolls the row into sight first, as a learner would.
    view->scrollTo(view->model()->index(row, 1));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, cell.center());
}

void TestPastAttempts::attemptOpensItsResults_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<bool>("byKeyboard");
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("score");
    QTest::addColumn<QString>("back");
    // Row 0 is the newest, attempt 4: started 3 March 18:00, 9 of 10.
    QTest::newRow("English, double-click")
        << Language::English << false << u"Results of the attempt of 3 March 2026, 18:00"_s
        << u"Score: 9 of 10"_s << u"Back to the history"_s;
    QTest::newRow("Bengali, Enter")
        << Language::Bengali << true << u"৩ মার্চ ২০২৬, ১৮:০০-এর চেষ্টার ফলাফল"_s << u"স্কোর: ৯ / ১০"_s
        << u"ইতিহাসে ফিরে যান"_s;
}

// The attempt's results as the results page shows them, its answers as
// chosen, read only (no retry); export is on; Back returns to the history.
void TestPastAttempts::attemptOpensItsResults()
{
    QFETCH(Language, language);
    QFETCH(bool, byKeyboard);
    QFETCH(QString, heading);
    QFETCH(QString, score);
    QFETCH(QString, back);
    openHistory(language);
    QTableView *attempts = table(u"attemptsTable"_s);
    if (byKeyboard) {
        attempts->setFocus();
        attempts->setCurrentIndex(attempts->model()->index(0, 0));
        QTest::keyClick(attempts, Qt::Key_Return);
    } else {
        doubleClickRow(attempts, 0);
    }
    settle();
    QVERIFY(pastResults());
    QCOMPARE(currentPage(), pastResults());
    QCOMPARE(pastResults()->findChild<QLabel *>(u"resultsHeading"_s)->text(), heading);
    const QString scoreText = pastResults()->findChild<QLabel *>(u"scoreLabel"_s)->text();
    QVERIFY2(scoreText.startsWith(score), qPrintable(scoreText));
    QVERIFY(!pastResults()->findChild<QPushButton *>(u"retryWrongButton"_s)->isVisible());
    QVERIFY(m_window->findChild<QAction *>(u"exportResultsAction"_s)->isEnabled());
    // Question 6 was answered wrong, with the option after the right one.
    const Question &sixth = m_bank.questions.at(5);
    const auto *entries = pastResults()->findChild<ResultsEntries *>();
    const QString entry = entries->entryText(5);
    const QString chosen = RichText::toPlain(
        sixth.options.at((sixth.answer + 1) % 4).text(language));
    const QString right = RichText::toPlain(sixth.options.at(sixth.answer).text(language));
    QVERIFY2(entry.contains(chosen) && entry.contains(right), qPrintable(entry));

    auto *backButton = pastResults()->findChild<QPushButton *>(u"libraryButton"_s);
    QCOMPARE(backButton->accessibleName(), back);
    QTest::mouseClick(backButton, Qt::LeftButton);
    QCOMPARE(currentPage(), m_window->findChild<HistoryPage *>());

    // The abandoned attempt (row 1) says so; the questions it did not reach are unanswered.
    doubleClickRow(attempts, 1);
    QCOMPARE(currentPage(), pastResults());
    QVERIFY(pastResults()->findChild<QLabel *>(u"pastAttemptNote"_s)->isVisible());
    const QString notAnswered = language == Language::English ? u"not answered"_s
                                                              : u"উত্তর দেওয়া হয়নি"_s;
    QVERIFY2(entries->entryText(2).contains(notAnswered), qPrintable(entries->entryText(2)));
}

// The dialog's check box starts as the screen's filter; the file then lists
// only the wrong answers and says so. The next export proposes another name.
void TestPastAttempts::exportFollowsTheFilterAndKeepsTheLastFile()
{
    openHistory(Language::English);
    doubleClickRow(table(u"attemptsTable"_s), 0); // attempt 4: only q6 wrong
    QCOMPARE(currentPage(), pastResults());
    pastResults()->findChild<QCheckBox *>(u"onlyWrongCheckBox"_s)->setChecked(true);
    QString proposed;
    const QString exported = m_dir->filePath(u"parallelism-results-2026-03-03-1800.html"_s);
    QTimer::singleShot(0, [&] {
        auto *dialog = qobject_cast<ResultsExportDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        QVERIFY(dialog->findChild<QCheckBox *>(u"exportOnlyWrongCheckBox"_s)->isChecked());
        auto *path = dialog->findChild<QLineEdit *>(u"exportPathEdit"_s);
        proposed = QFileInfo(path->text()).fileName();
        dialog->findChild<QRadioButton *>(u"htmlRadio"_s)->setChecked(true);
        path->setText(exported);
        dialog->accept();
    });
    pastResults()->exportResults();
    // Named after the quiz and the attempt's start, 3 March 18:00.
    QCOMPARE(proposed, u"parallelism-results-2026-03-03-1800.pdf"_s);
    QFile file(exported);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    QVERIFY(html.contains(u"Only the questions answered wrong or not at all are listed."_s));
    QVERIFY(html.contains(u"Attempt of 3 March 2026, 18:00"_s));
    // One question listed, the sixth (the only one wrong), and not the first.
    QCOMPARE(html.count(u"<hr>"_s), 1);
    QVERIFY(html.contains(u"Question 6 — Incorrect"_s));
    QVERIFY(!html.contains(u"Question 1 — "_s));

    // Again, filter off: the check box follows, and the name is not the file just written.
    pastResults()->findChild<QCheckBox *>(u"onlyWrongCheckBox"_s)->setChecked(false);
    QTimer::singleShot(0, [&] {
        auto *dialog = qobject_cast<ResultsExportDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        QVERIFY(!dialog->findChild<QCheckBox *>(u"exportOnlyWrongCheckBox"_s)->isChecked());
        proposed = QFileInfo(dialog->findChild<QLineEdit *>(u"exportPathEdit"_s)->text()).fileName();
        dialog->reject();
    });
    pastResults()->exportResults();
    QCOMPARE(proposed, u"parallelism-results-2026-03-03-1800-2.pdf"_s);
}

// Enter on the hardest question reads it with its answer and explanation;
// Esc returns to the table.
void TestPastAttempts::hardestQuestionOpensToRead()
{
    openHistory(Language::English);
    QTableView *questions = table(u"questionStatsTable"_s);
    // q6 first, numbered 6, its prompt whole.
    QCOMPARE(questions->model()->index(0, 0).data().toString(), u"6"_s);
    QCOMPARE(questions->model()->index(0, 1).data().toString(),
             RichText::toPlain(m_bank.questions.at(5).prompt.en));
    questions->setFocus();
    questions->setCurrentIndex(questions->model()->index(0, 1));
    QTest::keyClick(questions, Qt::Key_Return);
    settle();
    auto *page = m_window->findChild<HistoryPage *>();
    auto *readView = page->findChild<QWidget *>(u"questionReadView"_s);
    QVERIFY(readView && readView->isVisible());
    QCOMPARE(page->findChild<QLabel *>(u"readPrompt"_s)->isVisible(), true);
    QVERIFY(page->findChild<QWidget *>(u"readExplanation"_s)->isVisible());
    QCOMPARE(page->findChild<QPushButton *>(u"readBackButton"_s)->accessibleName(),
             u"Back to the history"_s);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QVERIFY(!readView->isVisible());
    QVERIFY(questions->isVisible());
    QCOMPARE(QApplication::focusWidget(), questions);
}

// "Practise the hardest" starts an attempt at the five questions ever missed,
// in the quiz's order.
void TestPastAttempts::practiceAsksTheHardest()
{
    openHistory(Language::English);
    auto *practise = m_window->findChild<QPushButton *>(u"practiseHardestButton"_s);
    QVERIFY(practise->isVisible());
    QCOMPARE(practise->text(), u"&Practise the hardest (5)"_s);
    QTest::mouseClick(practise, Qt::LeftButton);
    QCOMPARE(currentPage(), m_window->findChild<QuestionPage *>());
    const QuizSession *session = m_window->session();
    QVERIFY(session && session->isRetry());
    QStringList asked;
    for (int position = 0; position < session->questionCount(); ++position)
        asked << session->questionId(position);
    QStringList expected;
    for (int row : {1, 2, 5, 8, 9}) // q2, q3, q6, q9, q10
        expected << m_bank.questions.at(row).id;
    QCOMPARE(asked, expected);
}

// As the library's Start: an attempt in progress at the quiz ends only when
// the learner says so ("Keep the attempt" keeps it, and it resumes).
void TestPastAttempts::practiceAsksBeforeEndingAnAttemptInProgress()
{
    openHistory(Language::English);
    m_window->showLibrary();
    settle();
    QuizCard *card = nullptr;
    for (QuizCard *candidate : m_window->findChildren<QuizCard *>()) {
        if (candidate->bankId() == quizId)
            card = candidate;
    }
    QVERIFY(card);
    QTest::mouseClick(card->findChild<QPushButton *>(u"startButton"_s), Qt::LeftButton);
    settle();
    const QuizSession *started = m_window->session();
    QVERIFY(started && !started->isRetry() && !started->isFinished());
    const QDateTime startedAt = started->started();

    m_window->showHistory(quizId);
    settle();
    auto *practise = m_window->findChild<QPushButton *>(u"practiseHardestButton"_s);
    const auto answer = [this](const char *button) {
        QTimer::singleShot(0, this, [button] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box && box->objectName() == u"confirmNewAttemptBox"_s);
            QTest::mouseClick(box->findChild<QPushButton *>(QString::fromLatin1(button)),
                              Qt::LeftButton);
        });
    };
    answer("keepAttemptButton");
    QTest::mouseClick(practise, Qt::LeftButton);
    QVERIFY(m_window->session() && !m_window->session()->isRetry());
    QCOMPARE(m_window->session()->started(), startedAt);

    answer("startNewAttemptButton");
    QTest::mouseClick(practise, Qt::LeftButton);
    QVERIFY(m_window->session() && m_window->session()->isRetry());
}

void TestPastAttempts::tablesShowEveryRowAndThePageScrolls_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<int>("textSize");
    for (const Language language : allLanguages) {
        const char *name = language == Language::English ? "English" : "Bengali";
        QTest::addRow("%s", name) << language << 0;
        QTest::addRow("%s largest text", name) << language << int(Appearance::largestTextSize);
    }
}

// At 1024×600 each table shows all its rows, with no scroll bar of its own;
// the page scrolls, and follows the current row. Each prompt is whole: its
// row is as tall as its text wrapped at the column's width.
void TestPastAttempts::tablesShowEveryRowAndThePageScrolls()
{
    QFETCH(Language, language);
    QFETCH(int, textSize);
    Appearance appearance(language);
    appearance.setTextSize(textSize);
    openHistory(language);
    for (const QString &name : {u"attemptsTable"_s, u"questionStatsTable"_s}) {
        QTableView *view = table(name);
        QVERIFY2(view->viewport()->height() >= view->verticalHeader()->length(), qPrintable(name));
        QVERIFY(!view->verticalScrollBar()->isVisible());
    }
    QCOMPARE(table(u"attemptsTable"_s)->model()->rowCount(), 4);
    QCOMPARE(table(u"questionStatsTable"_s)->model()->rowCount(), 10);
    auto *scroll = m_window->findChild<QScrollArea *>(u"historyScroll"_s);
    QVERIFY(scroll->verticalScrollBar()->maximum() > 0);

    QTableView *questions = table(u"questionStatsTable"_s);
    const int column = QuestionStatsModel::QuestionColumn;
    const int width = questions->columnWidth(column);
    for (int row = 0; row < 10; ++row) {
        const QString text = questions->model()->index(row, column).data().toString();
        // The cell's text room: its width less the style's margins on each side.
        const QRect needed = questions->fontMetrics().boundingRect(QRect(0, 0, width - 8, 0),
                                                                   Qt::TextWordWrap, text);
        QVERIFY2(questions->rowHeight(row) >= needed.height(), qPrintable(text));
    }

    // Focus given to the table from the top of the page (its heading's
    // Alt key, or Tab) brings its current row into view.
    questions->setCurrentIndex(questions->model()->index(0, 1));
    scroll->verticalScrollBar()->setValue(0);
    settle();
    questions->setFocus(Qt::ShortcutFocusReason);
    settle();
    const QPoint top = questions->mapTo(scroll->viewport(), QPoint(0, 0));
    QVERIFY2(top.y() >= 0 && top.y() < scroll->viewport()->height(),
             qPrintable(QString::number(top.y())));

    // The last row made current by the keyboard comes into the page's view.
    for (int row = 1; row < 10; ++row)
        QTest::keyClick(questions, Qt::Key_Down);
    settle();
    const QRect last = questions->visualRect(questions->model()->index(9, 1));
    const QPoint bottom = questions->viewport()->mapTo(scroll->viewport(), last.bottomLeft());
    QVERIFY2(bottom.y() <= scroll->viewport()->height(), qPrintable(QString::number(bottom.y())));
    appearance.setTextSize(0);
}

void TestPastAttempts::screenshots_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QSize>("size");
    for (const Language language : allLanguages) {
        for (const QSize size : {QSize(1024, 600), QSize(1920, 1080)})
            QTest::addRow("%s %dx%d", qPrintable(languageName(language)), size.width(), size.height())
                << language << size;
    }
}

// The history, an opened attempt and the export dialog, saved when asked;
// without the variable it still walks the way through them.
void TestPastAttempts::screenshots()
{
    QFETCH(Language, language);
    QFETCH(QSize, size);
    openHistory(language, size);
    const QString suffix
        = u"-%1-%2x%3"_s.arg(languageName(language)).arg(size.width()).arg(size.height());
    saveShot(currentPage(), u"history"_s + suffix);
    // Scrolled down to the hardest questions.
    auto *scroll = m_window->findChild<QScrollArea *>(u"historyScroll"_s);
    scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
    settle();
    saveShot(currentPage(), u"history-hardest"_s + suffix);
    doubleClickRow(table(u"attemptsTable"_s), 0);
    settle();
    QCOMPARE(currentPage(), pastResults());
    saveShot(currentPage(), u"past-attempt"_s + suffix);
    bool shown = false;
    QTimer::singleShot(0, [&] {
        auto *dialog = qobject_cast<ResultsExportDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        shown = true;
        settle();
        const QString directory = qEnvironmentVariable("SCALESTUDY_HISTORY_SHOTS");
        if (!directory.isEmpty())
            dialog->grab().save(directory + u"/export-dialog"_s + suffix + u".png"_s);
        dialog->reject();
    });
    pastResults()->exportResults();
    QVERIFY(shown);
}

QTEST_MAIN(TestPastAttempts)
#include "tst_pastattempts.moc"
