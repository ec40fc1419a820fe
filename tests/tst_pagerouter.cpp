// Which page is in sight and how it got there, on a window of its own built as
// MainWindow builds it: the library is there at start and every other page is
// built when first shown; the title names the page in sight in the language
// shown; the library keeps the attempt for "Back to the quiz"; a question's
// chart button opens its chart as the question's bank sets it up; the history
// opens on the quiz Study says. Expected values are written by hand from the
// two banks below and translations/scalestudy_bn.ts.

#include "core/languagemanager.h"
#include "core/study.h"
#include "question/otherlanguageview.h"
#include "shell/appearance.h"
#include "shell/pagerouter.h"
#include "shell/pagestack.h"
#include "shell/windowactions.h"
#include "support/files.h"
#include "support/plaintext.h"
#include "support/settle.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Language)

namespace {

struct QuestionSpec
{
    QString id;
    QJsonObject chart; // empty: none
};

// A bank whose right answer is always option 0; prompts name the question ("Prompt a3").
QByteArray bankJson(const QString &id, const QString &titleEn, const QString &titleBn,
                    const QList<QuestionSpec> &specs)
{
    QJsonArray questions;
    for (const QuestionSpec &spec : specs) {
        QJsonArray options;
        for (int i = 0; i < 4; ++i)
            options.append(QJsonObject{{u"en"_s, u"option %1"_s.arg(i)}, {u"bn"_s, u"বিকল্প"_s}});
        QJsonObject question{{u"id"_s, spec.id},
                             {u"prompt"_s,
                              QJsonObject{{u"en"_s, u"Prompt "_s + spec.id}, {u"bn"_s, u"প্রশ্ন"_s}}},
                             {u"options"_s, options},
                             {u"answer"_s, 0},
                             {u"explanation"_s,
                              QJsonObject{{u"en"_s, u"So."_s}, {u"bn"_s, u"তাই।"_s}}}};
        if (!spec.chart.isEmpty())
            question.insert(u"chart"_s, spec.chart);
        questions.append(question);
    }
    return QJsonDocument(
               QJsonObject{{u"format"_s, 1},
                           {u"id"_s, id},
                           {u"title"_s, QJsonObject{{u"en"_s, titleEn}, {u"bn"_s, titleBn}}},
                           {u"questions"_s, questions}})
        .toJson();
}

QJsonObject pipelineChart(int stages)
{
    return {{u"concept"_s, u"pipeline-bubbles"_s}, {u"stages"_s, stages}};
}

// Alpha: a1, a2, a3 (pipeline, p = 6), twin (pipeline, p = 3).
// Beta: b1 (attention, T = S = 16384), twin (pipeline, p = 5).
// "twin" is in both: the quiz in progress decides whose set-up it opens.
const QList<QuestionSpec> alphaQuestions{{u"a1"_s, {}},
                                         {u"a2"_s, {}},
                                         {u"a3"_s, pipelineChart(6)},
                                         {u"twin"_s, pipelineChart(3)}};
const QList<QuestionSpec> betaQuestions{{u"b1"_s,
                                         {{u"concept"_s, u"attention-memory"_s},
                                          {u"sequence"_s, 16384}}},
                                        {u"twin"_s, pipelineChart(5)}};

// The router on a window of its own, wired as MainWindow wires it, retitled
// on a language switch as MainWindow::changeEvent has it.
class RouterWindow : public QMainWindow
{
public:
    RouterWindow(LanguageManager *languages, const QString &progressPath,
                 const QStringList &bankPaths)
        : study(progressPath)
    {
        study.loadBanks(bankPaths);
        appearance = new Appearance(languages->language(), this);
        router = new PageRouter(&study, languages, this);
        setCentralWidget(router->stack());
        auto *otherLanguage = new OtherLanguageView(this);
        actions = new WindowActions(this, languages, appearance, otherLanguage);
        router->connectWindow(actions, otherLanguage);
        actions->retranslate();
        router->retranslate();
    }
    ~RouterWindow() override { router->releaseAttempt(); }

    // An attempt in end mode, finished: every question answered with the
    // option shown first, then submitted.
    void finishQuiz(const QString &bankId)
    {
        study.start(bankId, FeedbackMode::AtEnd);
        for (int position = 0; position < study.session()->questionCount(); ++position) {
            study.goTo(position);
            study.choose(0);
        }
        study.submit();
    }

    Study study;
    Appearance *appearance = nullptr;
    PageRouter *router = nullptr;
    WindowActions *actions = nullptr;

protected:
    void changeEvent(QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange && router && actions) {
            actions->retranslate();
            router->retranslate();
        }
        QMainWindow::changeEvent(event);
    }
};

enum class Page {
    Glossary,
    Pipeline,
    Attention,
    TrainingMemory,
    Help,
    Search,
    History,
    Review,
    Flagged
};

void show(PageRouter *router, Page page)
{
    switch (page) {
    case Page::Glossary:
        return router->showGlossary();
    case Page::Pipeline:
        return router->showConcept(Concept::PipelineBubbles, {}); // the Charts menu
    case Page::Attention:
        return router->showConcept(Concept::AttentionMemory, {});
    case Page::TrainingMemory:
        return router->showConcept(Concept::TrainingMemory, {});
    case Page::Help:
        return router->showHelp(PageRouter::HelpTopic::Guide);
    case Page::Search:
        return router->showSearch();
    case Page::History:
        return router->showHistory();
    case Page::Review:
        return router->showDueReview();
    case Page::Flagged:
        return router->showFlaggedQuestions();
    }
}

} // namespace

Q_DECLARE_METATYPE(Page)

class TestPageRouter : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void pagesAreBuiltWhenFirstShown_data();
    void pagesAreBuiltWhenFirstShown();
    void titleNamesThePageShown_data();
    void titleNamesThePageShown();
    void titleNamesTheQuizTaken();
    void libraryKeepsTheAttempt();
    void finishedQuizReturnsToItsResults();
    void chartOpensWithTheQuestionsSetUp_data();
    void chartOpensWithTheQuestionsSetUp();
    void attentionChartOpensWithTheQuestionsSetUp();
    void historyOpensOnTheQuizInProgress();
    void historyOpensOnTheLastQuizAttempted();
    void readThroughMenuListsTheQuizzes();

private:
    void makeWindow(Language language = Language::English);
    void switchTo(Language language);
    QWidget *current() const { return m_window->router->stack()->currentWidget(); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<RouterWindow> m_window;
};

void TestPageRouter::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_pagerouter"_s);
}

void TestPageRouter::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(writeFile(m_dir->filePath(u"alpha.json"_s),
                      bankJson(u"alpha"_s, u"Alpha"_s, u"আলফা"_s, alphaQuestions)));
    QVERIFY(writeFile(m_dir->filePath(u"beta.json"_s),
                      bankJson(u"beta"_s, u"Beta"_s, u"বিটা"_s, betaQuestions)));
    m_languages = std::make_unique<LanguageManager>();
}

void TestPageRouter::cleanup()
{
    if (m_window)
        m_window->appearance->setTextSize(0); // app-wide: back to the system's
    m_window.reset();
    m_languages.reset();
    m_dir.reset();
}

void TestPageRouter::makeWindow(Language language)
{
    m_window.reset();
    m_languages->setLanguage(language);
    m_window = std::make_unique<RouterWindow>(m_languages.get(),
                                              m_dir->filePath(u"progress.json"_s),
                                              QStringList{m_dir->filePath(u"alpha.json"_s),
                                                          m_dir->filePath(u"beta.json"_s)});
    QCOMPARE(m_window->study.banks().size(), 2);
    m_window->resize(1100, 760);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestPageRouter::switchTo(Language language)
{
    m_languages->setLanguage(language);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    settle();
}

void TestPageRouter::pagesAreBuiltWhenFirstShown_data()
{
    QTest::addColumn<Page>("page");
    QTest::addColumn<QString>("objectName");
    QTest::newRow("glossary") << Page::Glossary << u"glossaryPage"_s;
    QTest::newRow("pipeline") << Page::Pipeline << u"pipelinePage"_s;
    QTest::newRow("attention") << Page::Attention << u"attentionPage"_s;
    QTest::newRow("training memory") << Page::TrainingMemory << u"trainingMemoryPage"_s;
    QTest::newRow("help") << Page::Help << u"helpPage"_s;
    QTest::newRow("search") << Page::Search << u"searchPage"_s;
    QTest::newRow("history") << Page::History << u"historyPage"_s;
    QTest::newRow("review") << Page::Review << u"reviewPage"_s;
    QTest::newRow("flagged") << Page::Flagged << u"flaggedPage"_s;
}

// At start the window holds the library alone: no other page (and none of the
// quiz pages) exists until it is first shown; shown again, it is not built twice.
void TestPageRouter::pagesAreBuiltWhenFirstShown()
{
    QFETCH(Page, page);
    QFETCH(QString, objectName);
    makeWindow();
    PageStack *stack = m_window->router->stack();
    QCOMPARE(stack->count(), 1);
    QCOMPARE(current()->objectName(), u"libraryPage"_s);
    for (const char *name :
         {"glossaryPage", "pipelinePage", "attentionPage", "trainingMemoryPage", "helpPage",
          "searchPage", "historyPage", "reviewPage", "flaggedPage", "questionPage", "resultsPage"})
        QVERIFY2(!m_window->findChild<QWidget *>(QString::fromLatin1(name)), name);

    show(m_window->router, page);
    QWidget *built = m_window->findChild<QWidget *>(objectName);
    QVERIFY(built);
    QCOMPARE(current(), built);
    QCOMPARE(stack->count(), 2);

    m_window->router->showLibrary();
    QCOMPARE(current()->objectName(), u"libraryPage"_s);
    show(m_window->router, page);
    QCOMPARE(current(), built);
    QCOMPARE(stack->count(), 2);
}

void TestPageRouter::titleNamesThePageShown_data()
{
    QTest::addColumn<Page>("page");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("bengali");
    // "%1 — %2" with the page and the app (the same in Bengali), the pages'
    // names as scalestudy_bn.ts translates them.
    QTest::newRow("glossary") << Page::Glossary << u"Glossary"_s << u"পরিভাষা"_s;
    QTest::newRow("pipeline") << Page::Pipeline << u"Pipeline bubbles"_s << u"পাইপলাইন বাবল"_s;
    QTest::newRow("attention") << Page::Attention << u"Attention memory"_s << u"অ্যাটেনশন মেমরি"_s;
    QTest::newRow("training memory")
        << Page::TrainingMemory << u"Training memory"_s << u"ট্রেনিং মেমরি"_s;
    QTest::newRow("help") << Page::Help << u"Help"_s << u"সাহায্য"_s;
    QTest::newRow("search") << Page::Search << u"Search"_s << u"খোঁজ"_s;
    QTest::newRow("history") << Page::History << u"History"_s << u"ইতিহাস"_s;
    QTest::newRow("review") << Page::Review << u"Review"_s << u"রিভিউ"_s;
    QTest::newRow("flagged") << Page::Flagged << u"Flagged questions"_s << u"চিহ্নিত প্রশ্ন"_s;
}

// The title names the page in sight, and a switch renames it in place; the
// library is named at start and again when shown.
void TestPageRouter::titleNamesThePageShown()
{
    QFETCH(Page, page);
    QFETCH(QString, english);
    QFETCH(QString, bengali);
    makeWindow();
    QCOMPARE(m_window->windowTitle(), u"Library — ScaleStudy"_s);
    show(m_window->router, page);
    QCOMPARE(m_window->windowTitle(), english + u" — ScaleStudy"_s);
    switchTo(Language::Bengali);
    QCOMPARE(m_window->windowTitle(), bengali + u" — ScaleStudy"_s);
    m_window->router->showLibrary();
    QCOMPARE(m_window->windowTitle(), u"লাইব্রেরি — ScaleStudy"_s);
    switchTo(Language::English);
    QCOMPARE(m_window->windowTitle(), u"Library — ScaleStudy"_s);
}

// On the question page (and the results) the title is the quiz's own, from its bank.
void TestPageRouter::titleNamesTheQuizTaken()
{
    makeWindow(Language::Bengali);
    m_window->study.start(u"beta"_s, FeedbackMode::Immediate);
    QCOMPARE(current()->objectName(), u"questionPage"_s);
    QCOMPARE(m_window->windowTitle(), u"বিটা — ScaleStudy"_s);
    switchTo(Language::English);
    QCOMPARE(m_window->windowTitle(), u"Beta — ScaleStudy"_s);
}

// The library on the way keeps the attempt: "Back to the quiz" is offered once
// a quiz is under way and returns to the very question the learner left.
void TestPageRouter::libraryKeepsTheAttempt()
{
    makeWindow();
    QAction *backToQuiz = m_window->actions->backToQuiz();
    QVERIFY(!backToQuiz->isEnabled()); // no quiz yet
    m_window->study.start(u"alpha"_s, FeedbackMode::AtEnd);
    QCOMPARE(current()->objectName(), u"questionPage"_s);
    QVERIFY(backToQuiz->isEnabled());
    auto *next = current()->findChild<QPushButton *>(u"nextButton"_s);
    QVERIFY(next);
    QTest::mouseClick(next, Qt::LeftButton);
    QTest::mouseClick(next, Qt::LeftButton);
    const auto *position = current()->findChild<QLabel *>(u"positionLabel"_s);
    QCOMPARE(position->text(), u"Question 3 of 4"_s); // a3, the third of Alpha's four

    m_window->router->showLibrary();
    QCOMPARE(current()->objectName(), u"libraryPage"_s);
    QVERIFY(backToQuiz->isEnabled());
    m_window->router->showAttempt();
    QCOMPARE(current()->objectName(), u"questionPage"_s);
    QCOMPARE(position->text(), u"Question 3 of 4"_s);
    QCOMPARE(plain(current()->findChild<QLabel *>(u"promptLabel"_s)), u"Prompt a3"_s);
    QCOMPARE(m_window->study.session()->currentPosition(), 2);
}

// Back to a finished quiz is back to its results; Export results works on the
// results in sight only.
void TestPageRouter::finishedQuizReturnsToItsResults()
{
    makeWindow();
    QAction *exportResults = m_window->actions->exportResults();
    m_window->finishQuiz(u"alpha"_s);
    m_window->router->showLibrary();
    QVERIFY(!exportResults->isEnabled());
    m_window->router->showAttempt();
    QCOMPARE(current()->objectName(), u"resultsPage"_s);
    QCOMPARE(m_window->windowTitle(), u"Alpha — ScaleStudy"_s);
    QVERIFY(exportResults->isEnabled());
    m_window->router->showGlossary();
    QVERIFY(!exportResults->isEnabled());
}

void TestPageRouter::chartOpensWithTheQuestionsSetUp_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("quizInProgress");
    QTest::addColumn<QString>("questionId");
    QTest::addColumn<int>("stages");
    QTest::addColumn<QString>("origin");
    // From the banks above; "From question %1 of “%2”." and its Bengali
    // "“%2”-এর %1 নম্বর প্রশ্ন থেকে।" (scalestudy_bn.ts), Bengali digits.
    QTest::newRow("a3, no quiz") << Language::English << QString() << u"a3"_s << 6
                                 << u"From question 3 of “Alpha”."_s;
    QTest::newRow("a3, Bengali") << Language::Bengali << QString() << u"a3"_s << 6
                                 << u"“আলফা”-এর ৩ নম্বর প্রশ্ন থেকে।"_s;
    // A question in two banks: the quiz in progress first, else the first bank loaded.
    QTest::newRow("twin, no quiz")
        << Language::English << QString() << u"twin"_s << 3 << u"From question 4 of “Alpha”."_s;
    QTest::newRow("twin, Beta in progress")
        << Language::English << u"beta"_s << u"twin"_s << 5 << u"From question 2 of “Beta”."_s;
}

// The chart button of a question opens the pipeline page set up as its bank
// says, naming the question it came from.
void TestPageRouter::chartOpensWithTheQuestionsSetUp()
{
    QFETCH(Language, language);
    QFETCH(QString, quizInProgress);
    QFETCH(QString, questionId);
    QFETCH(int, stages);
    QFETCH(QString, origin);
    makeWindow(language);
    if (!quizInProgress.isEmpty())
        QVERIFY(m_window->study.start(quizInProgress, FeedbackMode::Immediate));

    m_window->router->showConcept(Concept::PipelineBubbles, questionId);
    QCOMPARE(current()->objectName(), u"pipelinePage"_s);
    QCOMPARE(current()->findChild<QSpinBox *>(u"stagesSpin"_s)->value(), stages);
    const auto *note = current()->findChild<QLabel *>(u"focusNoteLabel"_s);
    QVERIFY(note->isVisible());
    QVERIFY2(note->text().startsWith(origin), qPrintable(note->text()));

    // From the Charts menu: the page's defaults (p = 4, README), no question named.
    m_window->router->showConcept(Concept::PipelineBubbles, {});
    QCOMPARE(current()->findChild<QSpinBox *>(u"stagesSpin"_s)->value(), 4);
    QVERIFY(!note->isVisible());
}

void TestPageRouter::attentionChartOpensWithTheQuestionsSetUp()
{
    makeWindow();
    m_window->router->showConcept(Concept::AttentionMemory, u"b1"_s);
    QCOMPARE(current()->objectName(), u"attentionPage"_s);
    QCOMPARE(current()->findChild<QSpinBox *>(u"attentionSequenceSpin"_s)->value(), 16384);
    const auto *note = current()->findChild<QLabel *>(u"attentionSetupNote"_s);
    QVERIFY(note->isVisible());
    QVERIFY2(note->text().startsWith(u"From question 1 of “Beta”."_s), qPrintable(note->text()));
}

// Quiz → History with no quiz named shows the quiz in progress (Beta), not the
// one attempted last (Alpha) nor the first listed (Alpha); a quiz named is shown.
void TestPageRouter::historyOpensOnTheQuizInProgress()
{
    makeWindow();
    m_window->finishQuiz(u"alpha"_s);
    QVERIFY(m_window->study.start(u"beta"_s, FeedbackMode::Immediate));
    m_window->router->showHistory();
    QCOMPARE(current()->objectName(), u"historyPage"_s);
    const auto *quiz = current()->findChild<QComboBox *>(u"historyQuizCombo"_s);
    QCOMPARE(quiz->currentText(), u"Beta"_s);
    m_window->router->showHistory(u"alpha"_s);
    QCOMPARE(quiz->currentText(), u"Alpha"_s);
}

// With no quiz in progress (the app started again) it is the quiz attempted
// last: Beta, though Alpha is listed first.
void TestPageRouter::historyOpensOnTheLastQuizAttempted()
{
    makeWindow();
    m_window->finishQuiz(u"beta"_s);
    makeWindow(); // a new start on the same progress file
    QVERIFY(!m_window->study.session());
    m_window->router->showHistory();
    const auto *quiz = current()->findChild<QComboBox *>(u"historyQuizCombo"_s);
    QVERIFY(quiz);
    QCOMPARE(quiz->currentText(), u"Beta"_s);
}

// Quiz → Read through names every quiz in the language shown; an item opens
// the review page on it.
void TestPageRouter::readThroughMenuListsTheQuizzes()
{
    makeWindow();
    QMenu *menu = m_window->actions->readThroughMenu();
    const auto titles = [menu] {
        QStringList texts;
        for (const QAction *action : menu->actions())
            texts << action->text();
        return texts;
    };
    QCOMPARE(titles(), (QStringList{u"Alpha"_s, u"Beta"_s}));
    switchTo(Language::Bengali);
    QCOMPARE(titles(), (QStringList{u"আলফা"_s, u"বিটা"_s}));
    menu->actions().constLast()->trigger();
    QCOMPARE(current()->objectName(), u"reviewPage"_s);
}

QTEST_MAIN(TestPageRouter)
#include "tst_pagerouter.moc"
