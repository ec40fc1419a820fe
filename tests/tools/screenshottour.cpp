// Walks the main window through every screen in both languages and saves a
// screenshot of each: for looking at what we build, and for the README.
// Usage: scalestudy_screenshot_tour <output-dir> [width height [system|light|dark [text-size]]]
// (text size from -2 to 4, as View → Text size sets it)

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
#include <QSettings>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {
void settle()
{
    for (int i = 0; i < 5; ++i) {
        QCoreApplication::processEvents();
        QTest::qWait(20);
    }
}

void save(MainWindow &window, const QString &directory, const QString &name)
{
    settle();
    window.grab().save(directory + u'/' + name + u".png"_s);
}

// Opens the "Data" view of the chart whose tools are named so, saves it, and
// closes it again.
// Saves the chart tools' Data view, at its tab `tab` (the first when none).
void saveDataView(MainWindow &window, const QString &tools, const QString &directory,
                  const QString &name, int tab = 0)
{
    // The one in sight: every chart page names its tools alike.
    ChartTools *chartTools = nullptr;
    for (ChartTools *found : window.findChildren<ChartTools *>(tools)) {
        if (found->isVisible())
            chartTools = found;
    }
    if (!chartTools)
        return;
    chartTools->showData();
    settle();
    if (auto *tabs = chartTools->dataDialog()->findChild<QTabWidget *>(u"chartDataTabs"_s))
        tabs->setCurrentIndex(tab);
    settle();
    chartTools->dataDialog()->grab().save(directory + u'/' + name + u".png"_s);
    chartTools->dataDialog()->close();
    // Keys go to the window's focused widget again, as after a learner closes it.
    window.activateWindow();
    settle();
}

// Saves the next modal dialog as soon as it is shown, then closes it.
void saveNextDialog(const QString &directory, const QString &name)
{
    QTimer::singleShot(300, [directory, name] {
        if (QWidget *dialog = QApplication::activeModalWidget()) {
            dialog->grab().save(directory + u'/' + name + u".png"_s);
            QTest::keyClick(dialog, Qt::Key_Escape);
        }
    });
}
// Exports the results through the next export dialog, as a PDF in the
// current language or in both, after a screenshot of the dialog.
void exportWithNextDialog(const QString &directory, const QString &name, bool bothLanguages)
{
    const QString path = directory + u'/' + name + u".pdf"_s;
    QFile::remove(path); // no question about replacing it
    QTimer::singleShot(300, [directory, name, bothLanguages, path] {
        QWidget *dialog = QApplication::activeModalWidget();
        if (!dialog)
            return;
        dialog
            ->findChild<QRadioButton *>(bothLanguages ? u"bothLanguagesRadio"_s
                                                      : u"currentLanguageRadio"_s)
            ->setChecked(true);
        dialog->findChild<QLineEdit *>(u"exportPathEdit"_s)->setText(path);
        dialog->grab().save(directory + u"/dialog-"_s + name + u".png"_s);
        dialog->findChild<QPushButton *>(u"exportConfirmButton"_s)->click();
    });
}
// Three weeks ago the learner answered the first questions of every quiz
// (first reviews schedule days, not weeks: all are due now) and flagged two.
void writeReviewsBeside(const QString &progressFilePath)
{
    ReviewStore store(ReviewStore::filePathBeside(progressFilePath));
    store.load();
    const QDateTime then = QDateTime::currentDateTime().addDays(-21);
    const LibraryLoadResult library = BankLoader::loadAll(BankLoader::builtInBankPaths());
    for (const QuestionBank &bank : library.banks) {
        for (qsizetype row = 0; row < std::min<qsizetype>(4, bank.questions.size()); ++row) {
            const Grade grade = row == 1 ? Grade::Again : Grade::Good;
            store.record({bank.id, bank.questions.at(row).id, then.addSecs(row * 60), grade,
                          row == 1 ? Confidence::Certain : Confidence::FairlySure, false});
        }
        store.setFlagged({bank.id, bank.questions.constLast().id}, true);
    }
    store.compact();
}

// A review session: the first question due, then checked with a wrong answer
// given as certain; the flagged questions; the summary; a quiz read through.
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
// Each menu of the menu bar opened and saved, "menu-1-en" for the first.
void saveMenus(MainWindow &window, const QString &directory, const QString &suffix)
{
    const QList<QAction *> menus = window.menuBar()->actions();
    for (qsizetype i = 0; i < menus.size(); ++i) {
        QMenu *menu = menus.at(i)->menu();
        menu->popup(window.mapToGlobal(QPoint(0, 0)));
        settle();
        menu->grab().save(directory + u"/menu-%1"_s.arg(i + 1) + suffix + u".png"_s);
        menu->close();
    }
}

// Three questions whose keyed option (the first) is the longest in both languages.
void writeGuessableBank(const QString &path)
{
    QJsonArray questions;
    for (int n = 1; n <= 3; ++n) {
        questions.append(
            QJsonObject{{u"id"_s, u"own-%1"_s.arg(n)},
                        {u"prompt"_s,
                         QJsonObject{{u"en"_s, u"Which one?"_s}, {u"bn"_s, u"কোনটি?"_s}}},
                        {u"options"_s,
                         QJsonArray{QJsonObject{{u"en"_s, u"The long, careful answer"_s},
                                                {u"bn"_s, u"লম্বা, যত্নে লেখা উত্তর"_s}},
                                    QJsonObject{{u"en"_s, u"No"_s}, {u"bn"_s, u"না"_s}},
                                    QJsonObject{{u"en"_s, u"Never"_s}, {u"bn"_s, u"কখনও না"_s}},
                                    QJsonObject{{u"en"_s, u"Maybe"_s}, {u"bn"_s, u"হয়তো"_s}}}},
                        {u"answer"_s, 0},
                        {u"explanation"_s, QJsonObject{{u"en"_s, u"So."_s}, {u"bn"_s, u"তাই।"_s}}}});
    }
    const QJsonObject
        root{{u"format"_s, 1},
             {u"id"_s, u"own"_s},
             {u"title"_s, QJsonObject{{u"en"_s, u"My own quiz"_s}, {u"bn"_s, u"আমার নিজের কুইজ"_s}}},
             {u"description"_s,
              QJsonObject{{u"en"_s, u"Written by the learner, to show the length warning."_s},
                          {u"bn"_s, u"শিক্ষার্থীর নিজের লেখা, দৈর্ঘ্যের সতর্কতা দেখাতে।"_s}}},
             {u"questions"_s, questions}};
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(QJsonDocument(root).toJson());
}
} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(u"ScaleStudyTour"_s);
    QCoreApplication::setApplicationName(u"ScaleStudyTour"_s);
    const QStringList arguments = app.arguments();
    if (arguments.size() < 2) {
        std::fprintf(stderr,
                     "usage: %s <output-dir> [width height [system|light|dark [text-size]]]\n",
                     argv[0]);
        return 2;
    }
    const QString out = arguments.at(1);
    QDir().mkpath(out);
    const int width = arguments.size() > 3 ? arguments.at(2).toInt() : 1180;
    const int height = arguments.size() > 3 ? arguments.at(3).toInt() : 800;
    const QString themeName = arguments.size() > 4 ? arguments.at(4) : u"system"_s;
    const Appearance::Theme theme = themeName == u"dark"    ? Appearance::Theme::Dark
                                    : themeName == u"light" ? Appearance::Theme::Light
                                                            : Appearance::Theme::System;
    const int textSize = arguments.size() > 5 ? arguments.at(5).toInt() : 0;
    QSettings().remove(u"view"_s);
    QSettings().remove(u"attention"_s);

    QTemporaryDir data;
    writeReviewsBeside(data.filePath(u"progress.json"_s));
    for (Language language : allLanguages) {
        const QString suffix = u'-' + languageCode(language);
        LanguageManager languages;
        languages.setLanguage(language);
        MainWindow window(&languages,
                          data.filePath(u"progress-"_s + languageCode(language) + u".json"_s));
        window.loadBanks(BankLoader::builtInBankPaths());
        window.appearance()->setTheme(theme);
        window.appearance()->setTextSize(textSize);
        // The size asked for, even below the window's minimum: to look at small screens.
        window.setMinimumSize(window.minimumSize().boundedTo(QSize(width, height)));
        window.resize(width, height);
        window.show();
        save(window, out, u"library"_s + suffix);
        tourReview(window, out, suffix);

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
                QTest::sendKeyEvent(QTest::Click, query, Qt::Key_unknown, QString(c),
                                    Qt::NoModifier);
            QTest::qWait(300);
            save(window, out,
                 u"search-"_s + (words == u"labelled"_s ? u"option"_s : u"words"_s) + suffix);
        }
        otherLanguage->setChecked(false);

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
            serving->chartTools()->dataDialog()->grab().save(out + u"/attention-serving-data"_s
                                                             + suffix + u".png"_s);
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

        // A bank the learner opened once has since been deleted: the library
        // says so and offers to remove it.
        QSettings().setValue(u"openedBanks"_s,
                             QStringList{data.filePath(u"my-deleted-quiz.json"_s)});
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
        saveMenus(window, out, suffix);
    }
    return 0;
}
