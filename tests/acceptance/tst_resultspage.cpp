// The results page through the real window: the status of each question
// (right, wrong, not answered), the chart link of concept questions, the
// breakdown by topic, and the export to HTML and PDF in one language or both.

#include "core/languagemanager.h"
#include "quiz/questionpage.h"
#include "quiz/resultsentries.h"
#include "quiz/resultsexport.h"
#include "quiz/resultsexportdialog.h"
#include "quiz/resultspage.h"
#include "shell/mainwindow.h"
#include "support/settle.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QFile>
#include <QFontMetrics>
#include <QIcon>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QTimer>

#include <cstdlib>
#include <functional>

using namespace Qt::StringLiterals;

namespace {

// The test bank, written here so that every expected text and figure can be
// read off it. Four questions, right option 0 each:
//   q1 topic alpha; q2 topic alpha, with feedback on its wrong options and a
//   pipeline chart (GPipe, p = 6, m = 3); q3 topic beta; q4 no topic, with
//   the attention chart at its defaults.
struct TestQuestion
{
    QString id;
    QString topic;
    QString en; // prompt
    QString bn;
};

const QList<TestQuestion> testQuestions{
    {u"q1"_s, u"alpha"_s, u"Which stage starts first?"_s, u"কোন স্টেজ প্রথমে শুরু হয়?"_s},
    {u"q2"_s, u"alpha"_s, u"How large is the pipeline bubble?"_s, u"পাইপলাইন বাবল কতটা বড়?"_s},
    {u"q3"_s, u"beta"_s, u"What does attention keep in memory?"_s,
     u"অ্যাটেনশন মেমরিতে কী জমা রাখে?"_s},
    {u"q4"_s, QString(), u"Why does the score matrix grow?"_s, u"স্কোর ম্যাট্রিক্স কেন বাড়ে?"_s},
};

// Option i of question q: unique across the bank, with Bengali conjuncts.
QString optionText(int question, int option, bool bengali)
{
    return bengali ? u"প্রশ্ন %1-এর উত্তর %2 (স্ট্যাক)"_s.arg(question + 1).arg(option + 1)
                   : u"answer %2 to question %1"_s.arg(question + 1).arg(option + 1);
}

QJsonObject text(const QString &en, const QString &bn)
{
    return {{u"en"_s, en}, {u"bn"_s, bn}};
}

QByteArray bankJson(const QString &id, bool withTopics)
{
    QJsonArray questions;
    for (int row = 0; row < testQuestions.size(); ++row) {
        const TestQuestion &question = testQuestions.at(row);
        QJsonArray options;
        for (int option = 0; option < 4; ++option) {
            QJsonObject json = text(optionText(row, option, false), optionText(row, option, true));
            if (row == 1 && option > 0)
                json.insert(u"feedback"_s, text(u"Too small a bubble."_s, u"বাবলটা অত ছোট নয়।"_s));
            options.append(json);
        }
        QJsonObject json{{u"id"_s, question.id},
                         {u"prompt"_s, text(question.en, question.bn)},
                         {u"options"_s, options},
                         {u"answer"_s, 0},
                         {u"explanation"_s, text(u"Because of %1."_s.arg(question.id),
                                                 u"%1-এর কারণে।"_s.arg(question.id))}};
        if (withTopics && !question.topic.isEmpty())
            json.insert(u"topic"_s, question.topic);
        if (row == 1)
            json.insert(u"chart"_s, QJsonObject{{u"concept"_s, u"pipeline-bubbles"_s},
                                                {u"schedule"_s, u"gpipe"_s},
                                                {u"stages"_s, 6},
                                                {u"microBatches"_s, 3}});
        if (row == 3)
            json.insert(u"concept"_s, u"attention-memory"_s);
        questions.append(json);
    }
    QJsonObject bank{{u"format"_s, 1},
                     {u"id"_s, id},
                     {u"title"_s, text(u"Export test"_s, u"এক্সপোর্ট পরীক্ষা"_s)},
                     {u"questions"_s, questions}};
    if (withTopics)
        bank.insert(u"topics"_s,
                    QJsonArray{QJsonObject{{u"id"_s, u"alpha"_s},
                                           {u"name"_s, text(u"Stages"_s, u"স্টেজ"_s)}},
                               QJsonObject{{u"id"_s, u"beta"_s},
                                           {u"name"_s, text(u"Memory"_s, u"মেমরি"_s)}}});
    return QJsonDocument(bank).toJson();
}

const QString taggedBankId = u"tagged"_s;
const QString untaggedBankId = u"untagged"_s;

// Acts on the next modal widget of this type as soon as it is up. Polls, so
// that it waits through another modal dialog shown before it.
template<typename Widget>
void whenModal(const std::function<void(Widget *)> &act, int triesLeft = 2000)
{
    QTimer::singleShot(10, [act, triesLeft] {
        auto *widget = qobject_cast<Widget *>(QApplication::activeModalWidget());
        if (!widget) {
            if (triesLeft > 0)
                whenModal<Widget>(act, triesLeft - 1);
            return;
        }
        act(widget);
    });
}

struct ExportChoice
{
    bool pdf = false;
    bool both = false;
    QString path;
};

// Fills the export dialog as a learner would and presses Export.
void fillNextExportDialog(const ExportChoice &choice)
{
    whenModal<ResultsExportDialog>([choice](ResultsExportDialog *dialog) {
        // On the button's left end: a radio button takes clicks on its mark and text only.
        auto click = [dialog](const QString &name) {
            auto *button = dialog->findChild<QAbstractButton *>(name);
            QVERIFY2(button, qPrintable(name));
            QTest::mouseClick(button, Qt::LeftButton, {}, QPoint(6, button->height() / 2));
        };
        click(choice.pdf ? u"pdfRadio"_s : u"htmlRadio"_s);
        click(choice.both ? u"bothLanguagesRadio"_s : u"currentLanguageRadio"_s);
        auto *path = dialog->findChild<QLineEdit *>(u"exportPathEdit"_s);
        path->selectAll();
        QTest::keyClicks(path, choice.path);
        click(u"exportConfirmButton"_s);
    });
}

QString plainText(const QString &html)
{
    QTextDocument document;
    document.setHtml(html);
    return document.toPlainText();
}

// The text of a PDF as poppler's pdftotext reads it back (packaging/deps/test.txt
// lists poppler-utils), in reading order; empty, with a failure logged, when it
// cannot be read.
QString pdfText(const QString &path)
{
    QProcess reader;
    reader.start(u"pdftotext"_s, {u"-enc"_s, u"UTF-8"_s, path, u"-"_s});
    if (!reader.waitForFinished(30000) || reader.exitStatus() != QProcess::NormalExit
        || reader.exitCode() != 0) {
        qWarning("pdftotext failed: %s", qPrintable(reader.errorString()));
        return {};
    }
    return QString::fromUtf8(reader.readAllStandardOutput());
}

// True when the mark is the icon rendered from this resource.
bool showsIcon(const QImage &shown, const QString &resource)
{
    return !shown.isNull() && shown == QIcon(resource).pixmap(shown.size()).toImage();
}

// Tab through the view's links, as the learner would, until the one that
// reads text is focused; then Enter opens it. False when none reads so.
bool openLinkByKeyboard(QTextBrowser *view, const QString &text)
{
    view->window()->activateWindow();
    if (!QTest::qWaitForWindowActive(view->window()))
        return false;
    view->setFocus();
    view->moveCursor(QTextCursor::Start);
    for (int tabs = 0; tabs < 100; ++tabs) {
        QTest::keyClick(view, Qt::Key_Tab);
        if (QApplication::focusWidget() != view)
            return false; // past the last link
        if (view->textCursor().selectedText() == text) {
            QTest::keyClick(view, Qt::Key_Return);
            return true;
        }
    }
    return false;
}

} // namespace

class TestResultsPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void eachQuestionShowsItsStatus_data();
    void eachQuestionShowsItsStatus();
    void everyAnswerIsListed();
    void conceptLinkOpensItsChart();
    void topicBreakdown_data();
    void topicBreakdown();
    void noBreakdownWithoutTopics();
    void exportToHtml_data();
    void exportToHtml();
    void pdfNumbersEveryPage_data();
    void pdfNumbersEveryPage();
    void exportToPdfFromTheKeyboard_data();
    void exportToPdfFromTheKeyboard();
    void exportFailureIsExplained_data();
    void exportFailureIsExplained();
    void entriesKeepTheQuestionPagesLineLength_data();
    void entriesKeepTheQuestionPagesLineLength();

private:
    void takeQuiz(const QString &bankId);
    QWidget *currentPage() const
    {
        return m_window->findChild<QStackedWidget *>(u"pages"_s)->currentWidget();
    }
    ResultsPage *resultsPage() const { return m_window->findChild<ResultsPage *>(); }
    ResultsEntries *entries() const { return resultsPage()->findChild<ResultsEntries *>(); }
    void setLanguage(bool bengali)
    {
        m_languages->setLanguage(bengali ? Language::Bengali : Language::English);
        settle();
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
    // The bank option (row order) the learner chose at each position; -1 for none.
    QList<int> m_chosenOptions;
};

void TestResultsPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_resultspage"_s);
    // The three marks are told apart by the icon they show.
    const QImage unanswered = QIcon(u":/icons/unanswered.svg"_s).pixmap(24, 24).toImage();
    QVERIFY(!unanswered.isNull());
    QVERIFY(unanswered != QIcon(u":/icons/incorrect.svg"_s).pixmap(24, 24).toImage());
    QVERIFY(unanswered != QIcon(u":/icons/correct.svg"_s).pixmap(24, 24).toImage());
}

void TestResultsPage::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QStringList banks;
    for (const auto &[id, withTopics] : {std::pair{taggedBankId, true}, {untaggedBankId, false}}) {
        QFile file(m_dir->filePath(id + u".json"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bankJson(id, withTopics));
        banks << file.fileName();
    }
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setLanguage(Language::English);
    m_window = std::make_unique<MainWindow>(m_languages.get(), m_dir->filePath(u"progress.json"_s));
    m_window->loadBanks(banks);
    QCOMPARE(m_window->banks().size(), 2);
    m_window->resize(1100, 760);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestResultsPage::cleanup()
{
    m_window.reset();
    m_languages.reset();
    m_dir.reset();
    m_chosenOptions.clear();
}

// At-end mode, by keyboard: q1 right, q2 wrong, q3 left unanswered, q4 right.
// Score 2 of 4; alpha (q1, q2) 1 of 2, beta (q3) 0 of 1, no topic (q4) 1 of 1.
void TestResultsPage::takeQuiz(const QString &bankId)
{
    m_window->startQuiz(bankId, FeedbackMode::AtEnd);
    auto *page = m_window->findChild<QuestionPage *>();
    QCOMPARE(currentPage(), page);
    const QuizSession *session = m_window->session();
    QCOMPARE(session->questionCount(), 4);
    const int chosenSlots[] = {session->correctSlot(0), (session->correctSlot(1) + 1) % 4, -1,
                               session->correctSlot(3)};
    for (int position = 0; position < 4; ++position) {
        const int slot = chosenSlots[position];
        if (slot >= 0)
            QTest::keyClick(page->focusWidget(), Qt::Key(Qt::Key_1 + slot));
        m_chosenOptions << (slot >= 0 ? session->optionOrder(position)[std::size_t(slot)] : -1);
        QTest::keyClick(page->focusWidget(), Qt::Key_PageDown);
    }
    QCOMPARE(m_chosenOptions.at(0), 0);
    QVERIFY(m_chosenOptions.at(1) != 0);
    whenModal<QMessageBox>([](QMessageBox *box) {
        QTest::mouseClick(box->findChild<QPushButton *>(u"confirmSubmitButton"_s), Qt::LeftButton);
    });
    QTest::mouseClick(page->findChild<QPushButton *>(u"submitButton"_s), Qt::LeftButton);
    QCOMPARE(currentPage(), resultsPage());
    settle();
}

void TestResultsPage::eachQuestionShowsItsStatus_data()
{
    QTest::addColumn<bool>("bengali");
    QTest::addColumn<QStringList>("headings"); // first line of each entry
    QTest::newRow("English") << false
                             << QStringList{u"Question 1 — Correct"_s, u"Question 2 — Incorrect"_s,
                                            u"Question 3 — Not answered"_s,
                                            u"Question 4 — Correct"_s};
    QTest::newRow("Bengali") << true
                             << QStringList{u"প্রশ্ন ১ — সঠিক"_s, u"প্রশ্ন ২ — ভুল"_s,
                                            u"প্রশ্ন ৩ — উত্তর দেওয়া হয়নি"_s, u"প্রশ্ন ৪ — সঠিক"_s};
}

// An unanswered question of an at-end attempt has its own mark and words,
// not those of a wrong answer.
void TestResultsPage::eachQuestionShowsItsStatus()
{
    QFETCH(bool, bengali);
    QFETCH(QStringList, headings);
    setLanguage(bengali);
    takeQuiz(taggedBankId);
    const QStringList icons{u":/icons/correct.svg"_s, u":/icons/incorrect.svg"_s,
                            u":/icons/unanswered.svg"_s, u":/icons/correct.svg"_s};
    ResultsEntries *shown = entries();
    QCOMPARE(shown->positions(), (QList<int>{0, 1, 2, 3}));
    for (int position = 0; position < 4; ++position) {
        QVERIFY(showsIcon(shown->entryMark(position), icons.at(position)));
        QCOMPARE(shown->entryText(position).section(u'\n', 0, 0), headings.at(position));
    }
    // The unanswered one says so in its answer line.
    const QString plain = shown->entryText(2);
    QVERIFY2(plain.contains(bengali ? u"আপনার উত্তর: উত্তর দেওয়া হয়নি"_s
                                    : u"Your answer: not answered"_s),
             qPrintable(plain));
    QVERIFY(!plain.contains(bengali ? u"ভুল"_s : u"Incorrect"_s));
}

// Every answer is listed, in order, with nothing to press to see the rest:
// the entries are one view that scrolls to the last of them.
void TestResultsPage::everyAnswerIsListed()
{
    takeQuiz(taggedBankId);
    QVERIFY(resultsPage()->findChildren<QPushButton *>(u"showMoreButton"_s).isEmpty());
    ResultsEntries *shown = entries();
    QCOMPARE(shown->positions(), (QList<int>{0, 1, 2, 3}));
    const QString all = shown->view()->toPlainText();
    qsizetype before = -1;
    for (int position = 0; position < 4; ++position) {
        const qsizetype at = all.indexOf(testQuestions.at(position).en);
        QVERIFY2(at > before, qPrintable(testQuestions.at(position).en));
        before = at;
    }
    // Only the wrong (and unanswered) ones: q2 and q3; and back.
    QTest::mouseClick(resultsPage()->findChild<QCheckBox *>(u"onlyWrongCheckBox"_s), Qt::LeftButton);
    QCOMPARE(shown->positions(), (QList<int>{1, 2}));
    QVERIFY(!shown->view()->toPlainText().contains(testQuestions.at(0).en));
    QVERIFY(shown->view()->toPlainText().contains(testQuestions.at(2).en));
    QTest::mouseClick(resultsPage()->findChild<QCheckBox *>(u"onlyWrongCheckBox"_s), Qt::LeftButton);
    QCOMPARE(shown->positions(), (QList<int>{0, 1, 2, 3}));
    // The last one can be scrolled into sight.
    shown->view()->verticalScrollBar()->setValue(shown->view()->verticalScrollBar()->maximum());
    QVERIFY(shown->view()->viewport()->rect().intersects(shown->entryRect(3)));
    QTextCursor end(shown->view()->document());
    end.movePosition(QTextCursor::End);
    QVERIFY(shown->view()->viewport()->rect().contains(shown->view()->cursorRect(end)));
}

// q2's chart link opens the pipeline page as its "chart" sets it up; only
// the two concept questions (q2, q4) have one. Tab reaches it, Enter opens it.
void TestResultsPage::conceptLinkOpensItsChart()
{
    takeQuiz(taggedBankId);
    const QString pipeline = u"Open the pipeline bubbles chart"_s;
    const QString attention = u"Open the attention memory chart"_s;
    for (int position = 0; position < 4; ++position) {
        const QString text = entries()->entryText(position);
        QCOMPARE(text.contains(pipeline), position == 1);
        QCOMPARE(text.contains(attention), position == 3);
    }
    QVERIFY(openLinkByKeyboard(entries()->view(), pipeline));
    QCOMPARE(currentPage()->objectName(), u"pipelinePage"_s);
    QCOMPARE(currentPage()->findChild<QSpinBox *>(u"stagesSpin"_s)->value(), 6);
    QCOMPARE(currentPage()->findChild<QSpinBox *>(u"microBatchesSpin"_s)->value(), 3);
    // And back to the results, which a finished attempt returns to.
    m_window->findChild<QAction *>(u"backToQuizAction"_s)->trigger();
    QCOMPARE(currentPage(), resultsPage());

    QVERIFY(openLinkByKeyboard(entries()->view(), attention));
    QCOMPARE(currentPage()->objectName(), u"attentionPage"_s);
}

void TestResultsPage::topicBreakdown_data()
{
    QTest::addColumn<bool>("bengali");
    QTest::addColumn<QStringList>("expected");
    // From takeQuiz: alpha 1 of 2 (50%), beta 0 of 1 (0%), no topic 1 of 1 (100%).
    // A table: each cell is a line of its own in the plain text.
    QTest::newRow("English") << false
                             << QStringList{u"By topic"_s,     u"Stages"_s,
                                            u"1 of 2 (50%)"_s, u"Memory"_s,
                                            u"0 of 1 (0%)"_s,  u"Questions without a topic"_s,
                                            u"1 of 1 (100%)"_s};
    QTest::newRow("Bengali") << true
                             << QStringList{u"বিষয় অনুযায়ী"_s, u"স্টেজ"_s,       u"১ / ২ (৫০%)"_s,
                                            u"মেমরি"_s,       u"০ / ১ (০%)"_s, u"বিষয় ছাড়া প্রশ্ন"_s,
                                            u"১ / ১ (১০০%)"_s};
}

void TestResultsPage::topicBreakdown()
{
    QFETCH(bool, bengali);
    QFETCH(QStringList, expected);
    setLanguage(bengali);
    takeQuiz(taggedBankId);
    // Above the entries, scrolling with them.
    ResultsEntries *shown = entries();
    auto lines = [shown, &expected] {
        QStringList all = shown->view()->toPlainText().split(u'\n');
        all.removeIf([](const QString &line) { return line.trimmed().isEmpty(); });
        return all.mid(0, expected.size());
    };
    QCOMPARE(lines(), expected);
    // It follows a switch of language.
    setLanguage(!bengali);
    QVERIFY(lines() != expected);
    setLanguage(bengali);
    QCOMPARE(lines(), expected);
}

void TestResultsPage::noBreakdownWithoutTopics()
{
    takeQuiz(untaggedBankId);
    const QString shown = entries()->view()->toPlainText();
    QVERIFY(!shown.contains(u"By topic"_s));
    QVERIFY2(shown.trimmed()
                 .remove(QChar::ObjectReplacementCharacter)
                 .trimmed()
                 .startsWith(u"Question 1 — Correct"_s),
             qPrintable(shown.left(200)));
    QCOMPARE(resultsPage()->findChild<QLabel *>(u"scoreLabel"_s)->text(), u"Score: 2 of 4 (50%)"_s);
}

void TestResultsPage::exportToHtml_data()
{
    QTest::addColumn<bool>("bengaliInterface");
    QTest::addColumn<bool>("both");
    QTest::addColumn<QString>("documentLanguage");
    QTest::newRow("English") << false << false << u"en"_s;
    QTest::newRow("Bengali") << true << false << u"bn"_s;
    QTest::newRow("both, from English") << false << true << u"en"_s;
    QTest::newRow("both, from Bengali") << true << true << u"bn"_s;
}

// The HTML file holds the score, every prompt, the learner's answers and the
// right answers, in the languages chosen, the interface's first.
void TestResultsPage::exportToHtml()
{
    QFETCH(bool, bengaliInterface);
    QFETCH(bool, both);
    QFETCH(QString, documentLanguage);
    setLanguage(bengaliInterface);
    takeQuiz(taggedBankId);
    const QString path = m_dir->filePath(u"results.html"_s);
    fillNextExportDialog({false, both, path});
    QTest::mouseClick(resultsPage()->findChild<QPushButton *>(u"exportButton"_s), Qt::LeftButton);

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    QVERIFY2(html.startsWith(u"<!DOCTYPE html>"_s), qPrintable(html.left(300)));
    QVERIFY(html.contains(u"<html lang=\"%1\">"_s.arg(documentLanguage)));
    QVERIFY(html.contains(u"<meta charset=\"utf-8\">"_s));
    QCOMPARE(html.contains(u"<div lang=\"bn\">"_s), bengaliInterface || both);
    QCOMPARE(html.contains(u"<div lang=\"en\">"_s), !bengaliInterface || both);
    const QString plain = plainText(html);

    for (const bool bengali : {false, true}) {
        const bool expected = both || bengali == bengaliInterface;
        const char *where = bengali ? "Bengali" : "English";
        QCOMPARE(plain.contains(bengali ? u"স্কোর: ২ / ৪ (৫০%)"_s : u"Score: 2 of 4 (50%)"_s),
                 expected);
        for (int position = 0; position < 4; ++position) {
            const TestQuestion &question = testQuestions.at(position);
            QVERIFY2(plain.contains(bengali ? question.bn : question.en) == expected, where);
            const int chosen = m_chosenOptions.at(position);
            if (chosen >= 0)
                QVERIFY2(plain.contains(optionText(position, chosen, bengali)) == expected, where);
        }
        // q2 was answered wrongly: its right answer (option 0) is given too; q3 not at all.
        QVERIFY2(plain.contains(optionText(1, 0, bengali)) == expected, where);
        QVERIFY2(plain.contains(optionText(2, 0, bengali)) == expected, where);
        QCOMPARE(plain.contains(bengali ? u"আপনার উত্তর: উত্তর দেওয়া হয়নি"_s
                                        : u"Your answer: not answered"_s),
                 expected);
        QCOMPARE(plain.contains(bengali ? u"q1-এর কারণে।"_s : u"Because of q1."_s), expected);
    }
    // The page says where the results went.
    auto *status = resultsPage()->findChild<QLabel *>(u"exportStatusLabel"_s);
    QVERIFY(status->isVisible());
    QVERIFY(status->text().contains(QDir::toNativeSeparators(path)));
}

void TestResultsPage::pdfNumbersEveryPage_data()
{
    QTest::addColumn<int>("paragraphs");
    QTest::addColumn<bool>("severalPages");
    // One line fits one page; 400 paragraphs of a long line are many A4 pages
    // at any font size the document uses.
    QTest::newRow("one page") << 1 << false;
    QTest::newRow("several pages") << 400 << true;
}

// Each page gets its own footer, numbered 1..n out of the n pages the PDF has
// (its page tree's /Count), so a footer can be worded in the learner's digits.
void TestResultsPage::pdfNumbersEveryPage()
{
    QFETCH(int, paragraphs);
    QFETCH(bool, severalPages);
    const QString paragraph = u"<p>"_s + u"Pipeline bubbles and micro-batches. "_s.repeated(8)
                              + u"</p>"_s;
    QList<std::pair<int, int>> footers;
    const QByteArray pdf = ResultsExport::pdf(paragraph.repeated(paragraphs), u"t"_s,
                                              [&footers](int page, int pageCount) {
                                                  footers.append({page, pageCount});
                                                  return u"Page %1 of %2"_s.arg(page).arg(pageCount);
                                              });
    const QRegularExpressionMatch count = QRegularExpression(u"/Count (\\d+)"_s)
                                              .match(QString::fromLatin1(pdf));
    QVERIFY(count.hasMatch());
    const int pages = count.captured(1).toInt();
    QCOMPARE(pages > 1, severalPages);
    QCOMPARE(footers.size(), pages);
    for (int i = 0; i < pages; ++i)
        QCOMPARE(footers.at(i), std::make_pair(i + 1, pages));
}

void TestResultsPage::exportToPdfFromTheKeyboard_data()
{
    QTest::addColumn<bool>("bengaliInterface");
    QTest::addColumn<bool>("both");
    QTest::addColumn<bool>("english"); // the English text is in the PDF
    QTest::addColumn<bool>("bengali");
    QTest::newRow("English") << false << false << true << false;
    QTest::newRow("Bengali") << true << false << false << true;
    QTest::newRow("both languages") << true << true << true << true;
}

// Ctrl+E works on the results page alone; the PDF it writes is a PDF, and
// holds the text of the language or languages chosen, read back from it.
void TestResultsPage::exportToPdfFromTheKeyboard()
{
    QFETCH(bool, bengaliInterface);
    QFETCH(bool, both);
    QFETCH(bool, english);
    QFETCH(bool, bengali);
    setLanguage(bengaliInterface);
    auto *action = m_window->findChild<QAction *>(u"exportResultsAction"_s);
    QVERIFY(!action->isEnabled()); // the library is in sight
    QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_E));
    takeQuiz(taggedBankId);
    QVERIFY(action->isEnabled());

    const QString path = m_dir->filePath(u"results.pdf"_s);
    fillNextExportDialog({true, both, path});
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QTest::keySequence(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_E));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray pdf = file.readAll();
    QVERIFY(pdf.startsWith("%PDF-"));
    QVERIFY(pdf.size() > 1000);
    QVERIFY(pdf.trimmed().endsWith("%%EOF"));
    file.close();
    // Question 2's prompt, in each language as the test bank gives it. (The
    // Bengali font is embedded in every PDF, so its name says nothing.)
    // pdftotext gives Bengali glyphs in the order they are drawn and cannot
    // take a conjunct or a vowel sign drawn before its letter (ি, ে, ো) back
    // to its letters; this prompt has none, so it reads back whole.
    const QString text = pdfText(path).normalized(QString::NormalizationForm_C);
    QVERIFY2(!text.isEmpty(), "pdftotext read nothing");
    const TestQuestion &q2 = testQuestions.at(1);
    QVERIFY2(text.contains(q2.en) == english, qPrintable(q2.en + u" in:\n"_s + text));
    QVERIFY2(text.contains(q2.bn.normalized(QString::NormalizationForm_C)) == bengali,
             qPrintable(q2.bn + u" in:\n"_s + text));

    m_window->findChild<QAction *>(u"libraryAction"_s)->trigger();
    QVERIFY(!action->isEnabled());
}

void TestResultsPage::exportFailureIsExplained_data()
{
    QTest::addColumn<bool>("bengali");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("message"); // %1: the path
    QTest::newRow("English")
        << false << u"Results not exported"_s
        << u"The results could not be saved as %1: the file or its folder does not exist."_s;
    QTest::newRow("Bengali") << true << u"ফলাফল এক্সপোর্ট হয়নি"_s
                             << u"ফলাফল %1 ফাইলে সংরক্ষণ করা যায়নি: ফাইল বা তার ফোল্ডারটি নেই।"_s;
}

// A folder that does not exist: the learner is told why, in their language,
// and nothing is written.
void TestResultsPage::exportFailureIsExplained()
{
    QFETCH(bool, bengali);
    QFETCH(QString, title);
    QFETCH(QString, message);
    setLanguage(bengali);
    takeQuiz(taggedBankId);
    const QString path = m_dir->filePath(u"no-such-folder/results.html"_s);
    fillNextExportDialog({false, false, path});
    QString shownTitle;
    QString shownText;
    whenModal<QMessageBox>([&](QMessageBox *box) {
        shownTitle = box->windowTitle();
        shownText = box->text();
        QTest::mouseClick(box->findChild<QPushButton *>(u"okButton"_s), Qt::LeftButton);
    });
    QTest::mouseClick(resultsPage()->findChild<QPushButton *>(u"exportButton"_s), Qt::LeftButton);
    QTRY_VERIFY(!shownTitle.isEmpty());
    QCOMPARE(shownTitle, title);
    QCOMPARE(shownText, message.arg(QDir::toNativeSeparators(path)));
    QVERIFY(!QFile::exists(path));
    QVERIFY(!resultsPage()->findChild<QLabel *>(u"exportStatusLabel"_s)->isVisible());
}

void TestResultsPage::entriesKeepTheQuestionPagesLineLength_data()
{
    QTest::addColumn<bool>("bengali");
    QTest::newRow("English") << false;
    QTest::newRow("Bengali") << true;
}

// On a 1920-pixel window the entries read in a centred column no wider than
// 75 average characters of their font, the question page's measure (75
// characters is the long end of the 45-75 typographers recommend); on the
// question page the same 75 characters of the prompt's font.
void TestResultsPage::entriesKeepTheQuestionPagesLineLength()
{
    QFETCH(bool, bengali);
    constexpr int comfortableCharacters = 75;
    setLanguage(bengali);
    m_window->resize(1920, 1080);
    takeQuiz(taggedBankId);
    settle();
    const QWidget *page = resultsPage();
    const ResultsEntries *shown = entries();
    const QWidget *column = shown->view()->viewport();
    const int cap = QFontMetrics(shown->view()->font()).averageCharWidth() * comfortableCharacters;
    QVERIFY2(column->width() <= cap, qPrintable(u"%1 > %2"_s.arg(column->width()).arg(cap)));
    QVERIFY2(column->width() >= cap - 40, qPrintable(QString::number(column->width())));
    // Centred: as much room on its left as on its right, within a few pixels.
    const QRect onPage(column->mapTo(page, QPoint()), column->size());
    QVERIFY2(std::abs(onPage.left() - (page->width() - onPage.right())) <= 30,
             qPrintable(
                 u"%1 left, %2 right"_s.arg(onPage.left()).arg(page->width() - onPage.right())));
    // Each entry's frame fills the column, so the text is no narrow strip
    // beside a wide empty frame.
    for (int position = 0; position < 4; ++position)
        QVERIFY2(shown->entryRect(position).width() >= column->width() - 40,
                 qPrintable(QString::number(shown->entryRect(position).width())));

    m_window->startQuiz(taggedBankId, FeedbackMode::Immediate);
    settle();
    const auto *question = m_window->findChild<QuestionPage *>();
    const auto *prompt = question->findChild<QLabel *>(u"promptLabel"_s);
    const int promptCap = QFontMetrics(prompt->font()).averageCharWidth() * comfortableCharacters;
    QVERIFY2(prompt->width() <= promptCap,
             qPrintable(u"%1 > %2"_s.arg(prompt->width()).arg(promptCap)));
    QVERIFY2(prompt->width() >= promptCap - 40, qPrintable(QString::number(prompt->width())));
}

QTEST_MAIN(TestResultsPage)
#include "tst_resultspage.moc"
