// Walks the main window through every screen in both languages and saves a
// screenshot of each: for looking at what we build, and for the README.
// Usage: scalestudy_screenshot_tour <dir> [width height [system|light|dark [text size -2..4]]]

#include "asyncdispatch/asyncdispatchpage.h"
#include "attention/attentionpage.h"
#include "attention/kvcachepanel.h"
#include "charts/chartdatadialog.h"
#include "charts/charttools.h"
#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "core/reviewstore.h"
#include "glossary/glossarypage.h"
#include "quiz/librarypage.h"
#include "quiz/questionpage.h"
#include "quiz/quizcard.h"
#include "review/reviewpage.h"
#include "screenshottourkit.h"
#include "shell/appearance.h"
#include "shell/mainwindow.h"
#include "trainingmemory/trainingmemorypage.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <optional>

using namespace Qt::StringLiterals;

namespace {

// A review session: the first question due, then checked with a wrong answer
// given as certain; the flagged questions; the summary, Optimize; a quiz read through.
void tourReview(MainWindow &window, const QString &out, const QString &suffix)
{
    window.findChild<QAction *>(u"reviewAction"_s)->trigger();
    auto *review = window.findChild<ReviewPage *>();
    save(window, out, u"review"_s + suffix);
    QTest::keyClick(review, Qt::Key_C);
    QTest::keyClick(review, Qt::Key(Qt::Key_1 + (review->correctSlot() + 1) % 4));
    QTest::keyClick(review, Qt::Key_Return);
    save(window, out, u"review-checked"_s + suffix);
    QTest::keyClick(review, Qt::Key_Escape);
    save(window, out, u"review-summary"_s + suffix);
    saveNextDialog(out, u"optimize"_s + suffix); // the fit of the tour's log, compared
    window.findChild<QPushButton *>(u"optimizeButton"_s)->click();
    saveDataView(window, u"calibrationChartTools"_s, out, u"review-summary-data"_s + suffix);
    window.findChild<QAction *>(u"reviewFlaggedAction"_s)->trigger();
    save(window, out, u"review-flagged"_s + suffix);
    // The list of flagged questions (one per quiz), then the first one opened to read.
    window.findChild<QAction *>(u"flaggedQuestionsAction"_s)->trigger();
    save(window, out, u"flagged-list"_s + suffix);
    const auto focused = [&window] {
        return window.focusWidget() ? window.focusWidget() : &window;
    };
    QTest::keyClick(focused(), Qt::Key_Return);
    save(window, out, u"flagged-question"_s + suffix);
    QTest::keyClick(focused(), Qt::Key_Escape);
    window.showLibrary();
    window.findChild<QuizCard *>(u"quizCard_parallelism"_s)->readThroughButton()->click();
    save(window, out, u"read-through"_s + suffix);
    QTest::keyClick(review, Qt::Key_Escape);
}

// The parallelism quiz in immediate mode, question by question, to its results.
QuestionPage *tourQuestions(MainWindow &window, const QString &out, const QString &suffix)
{
    window.startQuiz(u"parallelism"_s, FeedbackMode::Immediate);
    auto *page = window.findChild<QuestionPage *>();
    // Keys go where a learner's would: to the focused widget (a focused
    // button takes Enter for itself), or to the page.
    const auto keyTarget = [page] {
        return page->focusWidget() ? page->focusWidget() : page;
    };
    save(window, out, u"question"_s + suffix);
    QAction *otherLanguage = window.findChild<QAction *>(u"otherLanguageAction"_s);
    otherLanguage->setChecked(true);
    save(window, out, u"question-both-languages-unchecked"_s + suffix);
    otherLanguage->setChecked(false);
    // A wrong option struck out (Shift and its number), then the strike taken off.
    const auto struck = Qt::Key(Qt::Key_1 + (window.session()->correctSlot(0) + 2) % 4);
    QTest::keyClick(keyTarget(), struck, Qt::ShiftModifier);
    save(window, out, u"question-struck"_s + suffix);
    QTest::keyClick(keyTarget(), struck, Qt::ShiftModifier);
    // Answer question 1 wrongly on purpose, then check: shows the marks.
    const int wrong = (window.session()->correctSlot(0) + 1) % 4;
    QTest::keyClick(keyTarget(), Qt::Key(Qt::Key_1 + wrong));
    QTest::keyClick(keyTarget(), Qt::Key_Return);
    save(window, out, u"question-feedback"_s + suffix);
    // The same with the other language shown under each text, and the next question.
    otherLanguage->setChecked(true);
    save(window, out, u"question-both-languages"_s + suffix);
    QTest::keyClick(keyTarget(), Qt::Key_Return);
    save(window, out, u"question-both-languages-next"_s + suffix);
    otherLanguage->setChecked(false);
    // Question 3 is about pipeline bubbles: answer it right and show the chart button.
    QTest::keyClick(keyTarget(), Qt::Key(Qt::Key_1 + window.session()->correctSlot(1)));
    QTest::keyClick(keyTarget(), Qt::Key_Return);
    QTest::keyClick(keyTarget(), Qt::Key_Return);
    QTest::keyClick(keyTarget(), Qt::Key(Qt::Key_1 + window.session()->correctSlot(2)));
    QTest::keyClick(keyTarget(), Qt::Key_Return);
    save(window, out, u"question-concept"_s + suffix);
    for (int position = 3; position < window.session()->questionCount(); ++position) {
        QTest::keyClick(keyTarget(), Qt::Key_Return);
        QTest::keyClick(keyTarget(),
                        Qt::Key(Qt::Key_1
                                + (position % 2
                                       ? window.session()->correctSlot(position)
                                       : (window.session()->correctSlot(position) + 1) % 4)));
        QTest::keyClick(keyTarget(), Qt::Key_Return);
    }
    QTest::keyClick(keyTarget(), Qt::Key_Return);
    save(window, out, u"results"_s + suffix);
    return page;
}

// The review statistics at the top, scrolled to the charts below, and its Data view.
void tourStatistics(MainWindow &window, const QString &out, const QString &suffix)
{
    window.findChild<QAction *>(u"reviewStatisticsAction"_s)->trigger();
    save(window, out, u"statistics"_s + suffix);
    auto *scroll = window.findChild<QScrollArea *>(u"statisticsScrollArea"_s);
    scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum() / 2);
    save(window, out, u"statistics-middle"_s + suffix);
    scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
    save(window, out, u"statistics-bottom"_s + suffix);
    saveDataView(window, u"statisticsTools"_s, out, u"statistics-data"_s + suffix);
    scroll->verticalScrollBar()->setValue(0);
}

// The results and their export, then the read-through, a review and a search,
// with both languages shown.
void tourResultsAndSearch(MainWindow &window, const QString &out, const QString &suffix)
{
    QAction *otherLanguage = window.findChild<QAction *>(u"otherLanguageAction"_s);
    exportWithNextDialog(out, u"export"_s + suffix, false);
    window.findChild<QAction *>(u"exportResultsAction"_s)->trigger();
    exportWithNextDialog(out, u"export-both"_s + suffix, true);
    window.findChild<QAction *>(u"exportResultsAction"_s)->trigger();
    otherLanguage->setChecked(true);
    save(window, out, u"results-both-languages"_s + suffix);
    // The read-through, a review and a found question, both languages shown.
    window.findChild<QAction *>(u"readThrough-parallelism"_s)->trigger();
    save(window, out, u"readthrough-both-languages"_s + suffix);
    // Flag the question, review it (answered with B), then unflag it.
    window.findChild<QPushButton *>(u"reviewFlagButton"_s)->click();
    window.findChild<QAction *>(u"reviewFlaggedAction"_s)->trigger();
    window.findChild<QRadioButton *>(u"reviewOptionRadio1"_s)->click();
    window.findChild<QPushButton *>(u"reviewCheckButton"_s)->click();
    save(window, out, u"review-both-languages"_s + suffix);
    window.findChild<QPushButton *>(u"reviewFlagButton"_s)->click();
    window.findChild<QAction *>(u"searchAction"_s)->trigger();
    QWidget *query = window.findChild<QLineEdit *>(u"searchQuery"_s);
    for (QChar c : u"অনিচ্ছাকৃত"_s)
        QTest::sendKeyEvent(QTest::Click, query, Qt::Key_unknown, QString(c), Qt::NoModifier);
    QTest::qWait(300); // the search waits for typing to pause
    save(window, out, u"search"_s + suffix);
    QTest::keyClick(query, Qt::Key_Return);
    save(window, out, u"search-question-both-languages"_s + suffix);
    // Back to the results (the query focused), words in another order, then an option hit.
    window.findChild<QWidget *>(u"searchPage"_s)
        ->findChild<QPushButton *>(u"readBackButton"_s)
        ->click();
    for (const QString &words : {u"bubble pipeline"_s, u"labelled"_s}) {
        static_cast<QLineEdit *>(query)->clear();
        for (QChar c : words)
            QTest::sendKeyEvent(QTest::Click, query, Qt::Key_unknown, QString(c), Qt::NoModifier);
        QTest::qWait(300);
        save(window, out,
             u"search-"_s + (words == u"labelled"_s ? u"option"_s : u"words"_s) + suffix);
    }
    otherLanguage->setChecked(false);
}

// The JAX quiz with feedback at the end: answered, submitted, and a bank to open.
void tourEndMode(MainWindow &window, QuestionPage *page, const QString &out, const QString &suffix)
{
    const auto keyTarget = [page] {
        return page->focusWidget() ? page->focusWidget() : page;
    };
    window.startQuiz(u"jax-gpu"_s, FeedbackMode::AtEnd);
    for (int position = 0; position < 5; ++position) {
        QTest::keyClick(keyTarget(), Qt::Key(Qt::Key_1 + position % 4));
        QTest::keyClick(keyTarget(), Qt::Key_PageDown);
    }
    QTest::keyClick(keyTarget(), Qt::Key_PageDown);
    QTest::keyClick(keyTarget(), Qt::Key_PageDown);
    QTest::keyClick(keyTarget(), Qt::Key_PageDown);
    QTest::keyClick(keyTarget(), Qt::Key_PageDown);
    QTest::keyClick(keyTarget(), Qt::Key_PageDown);
    save(window, out, u"question-endmode"_s + suffix);
    saveNextDialog(out, u"dialog-submit"_s + suffix);
    window.findChild<QPushButton *>(u"submitButton"_s)->click();
    saveNextDialog(out, u"dialog-open-bank"_s + suffix);
    window.findChild<QAction *>(u"openBankAction"_s)->trigger();
}

void tourPipeline(MainWindow &window, const QString &out, const QString &suffix)
{
    window.showConcept(Concept::PipelineBubbles, u"parallelism-04"_s);
    save(window, out, u"pipeline"_s + suffix);
    // Interleaved with an m that is no multiple of p: m snaps, the note says so once.
    window.findChild<QComboBox *>(u"scheduleCombo"_s)->setCurrentIndex(3);
    window.findChild<QSpinBox *>(u"microBatchesSpin"_s)->setValue(6);
    save(window, out, u"pipeline-interleaved"_s + suffix);
    // v = 4: each chunk marked apart (plain, framed, hatched, both), as the legend says.
    auto *chunks = window.findChild<QSpinBox *>(u"chunksSpin"_s);
    chunks->setValue(4);
    save(window, out, u"pipeline-interleaved-v4"_s + suffix);
    chunks->setValue(2);
    // A pinned setting drawn faintly beside a changed one, and the data view.
    QWidget *pipelinePage = window.findChild<QWidget *>(u"pipelinePage"_s);
    pipelinePage->findChild<QPushButton *>(u"pinSettingButton"_s)->click();
    window.findChild<QSpinBox *>(u"stagesSpin"_s)->setValue(2);
    save(window, out, u"pipeline-pinned"_s + suffix);
    pipelinePage->findChild<QPushButton *>(u"chartDataButton"_s)->click();
    settle();
    if (QWidget *dataView = pipelinePage->findChild<QWidget *>(u"chartDataDialog"_s)) {
        dataView->grab().save(out + u"/pipeline-data"_s + suffix + u".png"_s);
        dataView->close();
    }
    pipelinePage->findChild<QPushButton *>(u"clearPinButton"_s)->click();
    // The bubble against m as the Data view lists it (its third tab unpinned).
    saveDataView(window, u"chartTools"_s, out, u"pipeline-data-bubble"_s + suffix, 2);
}

void tourAttention(MainWindow &window, const QString &out, const QString &suffix)
{
    window.showConcept(Concept::AttentionMemory, u"jax-gpu-11"_s);
    save(window, out, u"attention"_s + suffix);
    saveDataView(window, u"chartTools"_s, out, u"attention-data"_s + suffix);
    window.showConcept(Concept::AttentionMemory, u"jax-gpu-10"_s);
    save(window, out, u"attention-float32"_s + suffix);
    // A custom 24 GB GPU in training with B = 32: both lines run out on the chart.
    window.findChild<QSpinBox *>(u"attentionBatchSpin"_s)->setValue(32);
    window.findChild<QComboBox *>(u"attentionDtypeCombo"_s)->setCurrentIndex(2);
    window.findChild<QComboBox *>(u"attentionPassCombo"_s)->setCurrentIndex(1);
    window.findChild<QComboBox *>(u"attentionGpuCombo"_s)->setCurrentIndex(6);
    save(window, out, u"attention-custom"_s + suffix);
    // The serving view: Llama 2 7B's KV cache for 16 sequences on an A100 80 GB;
    // then Llama 3 8B (GQA), 64 sequences on an A100 40 GB, where the batch runs out.
    window.findChild<QComboBox *>(u"attentionModeCombo"_s)->setCurrentIndex(1);
    save(window, out, u"attention-serving"_s + suffix);
    window.findChild<QComboBox *>(u"kvPresetCombo"_s)->setCurrentIndex(1);
    window.findChild<QSpinBox *>(u"kvBatchSpin"_s)->setValue(64);
    window.findChild<QSpinBox *>(u"kvContextSpin"_s)->setValue(8192);
    window.findChild<QComboBox *>(u"kvGpuCombo"_s)->setCurrentIndex(2);
    save(window, out, u"attention-serving-gqa"_s + suffix);
    // jax-gpu-18's set-up, as its chart button opens the serving view, and its Data view.
    window.showConcept(Concept::AttentionMemory, u"jax-gpu-18"_s);
    save(window, out, u"attention-serving-question"_s + suffix);
    if (auto *serving = window.findChild<KvCachePanel *>()) {
        serving->chartTools()->showData();
        settle();
        serving->chartTools()->dataDialog()->grab().save(out + u"/attention-serving-data"_s + suffix
                                                         + u".png"_s);
        serving->chartTools()->dataDialog()->close();
        window.activateWindow();
    }
    window.findChild<QComboBox *>(u"attentionModeCombo"_s)->setCurrentIndex(0);
    // Pinned at the custom set-up; float16 inference on a fixed memory range.
    // The activation view's own tools: the serving view has a pin of its own.
    auto *attentionPage = window.findChild<AttentionPage *>(u"attentionPage"_s);
    attentionPage->chartTools()->pinButton()->click();
    attentionPage->findChild<QCheckBox *>(u"attentionFixedRangeCheck"_s)->setChecked(true);
    window.findChild<QComboBox *>(u"attentionDtypeCombo"_s)->setCurrentIndex(1);
    window.findChild<QComboBox *>(u"attentionPassCombo"_s)->setCurrentIndex(0);
    save(window, out, u"attention-pinned"_s + suffix);
    attentionPage->chartTools()->clearPinButton()->click();
    attentionPage->findChild<QCheckBox *>(u"attentionFixedRangeCheck"_s)->setChecked(false);
}

// Help, the library's progress, history, the glossary and the dialogs they open.
// Training memory, sharding and communication: each page's defaults and the
// settings that show its point.
void tourConceptPages(MainWindow &window, const QString &out, const QString &suffix)
{
    // Training memory: the defaults, then ZeRO's Figure 1 with one stage's activations.
    window.showConcept(Concept::TrainingMemory, {});
    save(window, out, u"training-memory"_s + suffix);
    TrainingMemoryChartSetup zeroFigure;
    zeroFigure.model = u"zero-7.5b"_s;
    zeroFigure.dataParallel = 64;
    zeroFigure.zeroStage = 1;
    zeroFigure.activations = true;
    window.findChild<TrainingMemoryPage *>()->showSetup(zeroFigure);
    save(window, out, u"training-memory-zero"_s + suffix);
    // The sharding page: the worked example, P('data', None), an axis used
    // twice (the rule in words), and the training step with its Data view.
    window.findChild<QAction *>(u"shardingAction"_s)->trigger();
    save(window, out, u"sharding"_s + suffix);
    window.findChild<QComboBox *>(u"shardingColumnSpecCombo"_s)->setCurrentIndex(0);
    save(window, out, u"sharding-replicated"_s + suffix);
    window.findChild<QComboBox *>(u"shardingColumnSpecCombo"_s)->setCurrentIndex(1);
    save(window, out, u"sharding-invalid"_s + suffix);
    window.findChild<QComboBox *>(u"shardingColumnSpecCombo"_s)->setCurrentIndex(2);
    window.findChild<QComboBox *>(u"shardingViewCombo"_s)->setCurrentIndex(1);
    save(window, out, u"sharding-step"_s + suffix);
    saveDataView(window, u"chartTools"_s, out, u"sharding-step-data"_s + suffix);
    window.findChild<QComboBox *>(u"shardingViewCombo"_s)->setCurrentIndex(0);
    // What communication costs: the worked all-reduce, then the tensor-vs-data view.
    window.showConcept(Concept::Communication, {});
    save(window, out, u"communication"_s + suffix);
    saveDataView(window, u"chartTools"_s, out, u"communication-data"_s + suffix);
    window.findChild<QComboBox *>(u"communicationViewCombo"_s)->setCurrentIndex(1);
    save(window, out, u"communication-tensor-vs-data"_s + suffix);
    window.findChild<QComboBox *>(u"communicationViewCombo"_s)->setCurrentIndex(0);
    // Opened from questions: each set-up with the note of what to look at.
    window.showConcept(Concept::TrainingMemory, u"numbers-01"_s);
    save(window, out, u"training-memory-question"_s + suffix);
    window.showConcept(Concept::Sharding, u"jax-gpu-12"_s);
    save(window, out, u"sharding-question-step"_s + suffix);
    window.showConcept(Concept::Communication, u"numbers-12"_s);
    save(window, out, u"communication-question"_s + suffix);
    // The compilation cache: the worked example, then questions' set-ups (the
    // partial batch dropped; an evaluation every 10 steps; bfloat16 from epoch 3).
    window.showConcept(Concept::JitCache, {});
    save(window, out, u"jit-cache"_s + suffix);
    saveDataView(window, u"chartTools"_s, out, u"jit-cache-data"_s + suffix);
    window.showConcept(Concept::JitCache, u"jax-gpu-08"_s);
    save(window, out, u"jit-cache-question-drop"_s + suffix);
    window.showConcept(Concept::JitCache, u"numbers-17"_s);
    save(window, out, u"jit-cache-question-evaluation"_s + suffix);
    window.showConcept(Concept::JitCache, u"numbers-18"_s);
    save(window, out, u"jit-cache-question-dtype"_s + suffix);
    // Asynchronous dispatch: read at the end, then every step, every 10 steps,
    // host-bound, and 100,000 steps drawn as a summary.
    window.showConcept(Concept::AsyncDispatch, {});
    save(window, out, u"async-dispatch"_s + suffix);
    saveDataView(window, u"chartTools"_s, out, u"async-dispatch-data"_s + suffix);
    window.showConcept(Concept::AsyncDispatch, u"jax-gpu-07"_s);
    save(window, out, u"async-dispatch-question-every-step"_s + suffix);
    window.showConcept(Concept::AsyncDispatch, u"numbers-21"_s);
    save(window, out, u"async-dispatch-question-every-10"_s + suffix);
    window.showConcept(Concept::AsyncDispatch, u"numbers-22"_s);
    save(window, out, u"async-dispatch-question-host-bound"_s + suffix);
    AsyncDispatchChartSetup longLoop;
    longLoop.steps = DispatchLimits::maxSteps;
    longLoop.sync = SyncPolicy::EveryKSteps;
    longLoop.syncInterval = 1000;
    window.findChild<AsyncDispatchPage *>()->showSetup(longLoop);
    save(window, out, u"async-dispatch-100000-steps"_s + suffix);
}

void tourHelpHistoryAndGlossary(MainWindow &window, const QString &out, const QString &suffix)
{
    window.showHelp(MainWindow::HelpTopic::Guide);
    save(window, out, u"help-guide"_s + suffix);
    window.showHelp(MainWindow::HelpTopic::Shortcuts);
    save(window, out, u"help-shortcuts"_s + suffix);
    window.showLibrary();
    save(window, out, u"library-progress"_s + suffix);
    window.showHistory(u"parallelism"_s);
    save(window, out, u"history"_s + suffix);
    saveDataView(window, u"scoreChartTools"_s, out, u"history-data"_s + suffix);
    window.findChild<QAction *>(u"glossaryAction"_s)->trigger();
    save(window, out, u"glossary"_s + suffix);
    // A term used in several questions, named by quiz and number; one opened.
    window.findChild<GlossaryPage *>()->showEntry(u"bubble"_s);
    save(window, out, u"glossary-questions"_s + suffix);
    auto *glossaryQuestions = window.findChild<QListView *>(u"glossaryQuestions"_s);
    glossaryQuestions->setFocus();
    QTest::keyClick(glossaryQuestions, Qt::Key_Return);
    save(window, out, u"glossary-question"_s + suffix);
    window.findChild<GlossaryPage *>()->findChild<QPushButton *>(u"readBackButton"_s)->click();
    saveNextDialog(out, u"dialog-about"_s + suffix);
    window.findChild<QAction *>(u"aboutAction"_s)->trigger();
    // The end-mode attempt is still in progress: a new start asks first.
    window.showLibrary();
    saveNextDialog(out, u"dialog-attempt-in-progress"_s + suffix);
    window.findChild<QuizCard *>(u"quizCard_jax-gpu"_s)
        ->findChild<QPushButton *>(u"startButton"_s)
        ->click();
}

void tourLibraryProblems(MainWindow &window, const QTemporaryDir &data, const QString &out,
                         const QString &suffix)
{
    // A bank the learner opened once has since been deleted: the library
    // says so and offers to remove it.
    QSettings().setValue(u"openedBanks"_s, QStringList{data.filePath(u"my-deleted-quiz.json"_s)});
    window.loadBanks(BankLoader::builtInBankPaths());
    window.showLibrary(); // loading reopens the quiz whose attempt is open
    save(window, out, u"library-problems"_s + suffix);
    // A bank of the learner's own whose right answers are the longest
    // options: it loads, and its card says they can be guessed by length.
    const QString guessable = data.filePath(u"guessable.json"_s);
    writeGuessableBank(guessable);
    QSettings().setValue(u"openedBanks"_s, QStringList{guessable});
    window.loadBanks(BankLoader::builtInBankPaths());
    window.showLibrary();
    save(window, out, u"library-own-bank"_s + suffix);
    QSettings().remove(u"openedBanks"_s);
}

struct TourOptions
{
    QString out;
    int width = 1180;
    int height = 800;
    Appearance::Theme theme = Appearance::Theme::System;
    int textSize = 0;
};

// The command line's options; none without an output folder.
std::optional<TourOptions> readOptions(const QStringList &arguments)
{
    if (arguments.size() < 2)
        return std::nullopt;
    TourOptions options;
    options.out = arguments.at(1);
    if (arguments.size() > 3) {
        options.width = arguments.at(2).toInt();
        options.height = arguments.at(3).toInt();
    }
    const QString themeName = arguments.size() > 4 ? arguments.at(4) : u"system"_s;
    options.theme = themeName == u"dark"    ? Appearance::Theme::Dark
                    : themeName == u"light" ? Appearance::Theme::Light
                                            : Appearance::Theme::System;
    options.textSize = arguments.size() > 5 ? arguments.at(5).toInt() : 0;
    return options;
}

// Every screen in one language.
void tourLanguage(Language language, const TourOptions &options, const QTemporaryDir &data)
{
    const QString suffix = u'-' + languageCode(language);
    LanguageManager languages;
    languages.setLanguage(language);
    MainWindow window(&languages,
                      data.filePath(u"progress-"_s + languageCode(language) + u".json"_s));
    window.loadBanks(BankLoader::builtInBankPaths());
    window.appearance()->setTheme(options.theme);
    window.appearance()->setTextSize(options.textSize);
    // The size asked for, even below the window's minimum: to look at small screens.
    window.setMinimumSize(window.minimumSize().boundedTo(QSize(options.width, options.height)));
    window.resize(options.width, options.height);
    window.show();
    save(window, options.out, u"library"_s + suffix);
    tourReview(window, options.out, suffix);
    tourStatistics(window, options.out, suffix);
    const QString &out = options.out;
    QuestionPage *page = tourQuestions(window, out, suffix);
    tourResultsAndSearch(window, out, suffix);
    tourEndMode(window, page, out, suffix);
    tourPipeline(window, out, suffix);
    tourAttention(window, out, suffix);
    tourConceptPages(window, out, suffix);
    tourHelpHistoryAndGlossary(window, out, suffix);
    tourLibraryProblems(window, data, out, suffix);
    saveMenus(window, out, suffix);
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(u"ScaleStudyTour"_s);
    QCoreApplication::setApplicationName(u"ScaleStudyTour"_s);
    const std::optional<TourOptions> options = readOptions(app.arguments());
    if (!options) {
        std::fprintf(stderr,
                     "usage: %s <output-dir> [width height [system|light|dark [text-size]]]\n",
                     argv[0]);
        return 2;
    }
    QDir().mkpath(options->out);
    QSettings().remove(u"view"_s);
    QSettings().remove(u"attention"_s);

    QTemporaryDir data;
    writeReviewsBeside(data.filePath(u"progress.json"_s));
    for (Language language : allLanguages)
        tourLanguage(language, *options, data);
    return 0;
}
