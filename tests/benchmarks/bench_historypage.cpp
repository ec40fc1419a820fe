// Benchmark (prints numbers, never fails on timing): a history of 10,000
// attempts of 18 questions at one quiz. Times computing the figures the page
// and the card show (HistoryStats), opening the history page the first time
// (built, given the history, shown and painted) and opening it again (given
// the history again, shown and painted; with nothing new, and after one more
// attempt), as MainWindow does. Target: under
// 100 ms each. Exits non-zero (a broken benchmark, not a slow one) when an
// opening did not paint the chart and the attempts table.
#include "core/bankloader.h"
#include "core/historystats.h"
#include "core/languagemanager.h"
#include "history/historypage.h"
#include "paintcounter.h"
#include "timing.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QTextStream>

#include <functional>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

constexpr int attemptCount = 10'000;
constexpr int runs = 20;
constexpr double targetMilliseconds = 100.0;

// Attempts every 90 minutes from 1 January 2024; one in twenty abandoned half
// way, every eleventh in end mode; answers right with a chance that grows
// from 30 % to 90 % over the history.
QList<AttemptRecord> makeHistory(const QuestionBank &bank)
{
    QRandomGenerator random(20260301);
    QList<AttemptRecord> history;
    history.reserve(attemptCount);
    const QDateTime first(QDate(2024, 1, 1), QTime(8, 0), Qt::UTC);
    for (int i = 0; i < attemptCount; ++i) {
        AttemptRecord attempt;
        attempt.bankId = bank.id;
        attempt.started = first.addSecs(qint64(i) * 90 * 60);
        attempt.ended = attempt.started.addSecs(300 + random.bounded(900));
        attempt.mode = i % 11 == 0 ? FeedbackMode::AtEnd : FeedbackMode::Immediate;
        attempt.end = i % 20 == 19 ? AttemptRecord::End::Abandoned : AttemptRecord::End::Finished;
        const double rightChance = 0.3 + 0.6 * i / attemptCount;
        for (int q = 0; q < bank.questions.size(); ++q) {
            QuestionOutcome outcome;
            outcome.questionId = bank.questions.at(q).id;
            const bool reached = attempt.end == AttemptRecord::End::Finished
                                 || q < bank.questions.size() / 2;
            if (reached) {
                const bool right = random.generateDouble() < rightChance;
                outcome.result = right ? QuestionOutcome::Result::Right
                                       : QuestionOutcome::Result::Wrong;
                outcome.chosenOption = int(random.bounded(4));
                outcome.timeSpentMs = 5000 + random.bounded(40000);
            }
            attempt.questions << outcome;
        }
        history << attempt;
    }
    return history;
}

Timing time(const std::function<void()> &work)
{
    std::vector<double> milliseconds;
    for (int run = 0; run < runs; ++run) {
        QElapsedTimer timer;
        timer.start();
        work();
        milliseconds.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    return summarise(std::move(milliseconds));
}

QString figures(const Timing &timing)
{
    return u"median %1 ms, mean %2 ms, worst %3 ms"_s.arg(timing.median, 0, 'f', 2)
        .arg(timing.mean, 0, 'f', 2)
        .arg(timing.worst, 0, 'f', 2);
}

// Processes events until the chart and the attempts table have been painted.
bool paintOpened(HistoryPage &page, PaintCounter &chartPaints, PaintCounter &tablePaints)
{
    auto *chart = page.findChild<QAbstractScrollArea *>(u"scoreChartView"_s);
    auto *table = page.findChild<QTableView *>(u"attemptsTable"_s);
    chart->viewport()->installEventFilter(&chartPaints);
    table->viewport()->installEventFilter(&tablePaints);
    chartPaints.paints = 0;
    tablePaints.paints = 0;
    for (int round = 0; round < 5 && (chartPaints.paints == 0 || tablePaints.paints == 0); ++round)
        QCoreApplication::processEvents();
    return chartPaints.paints > 0 && tablePaints.paints > 0;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyBenchmark"_s);
    QCoreApplication::setApplicationName(u"bench_historypage"_s);
    LanguageManager languages;
    languages.setLanguage(Language::Bengali); // the slower script to lay out

    const std::optional<QuestionBank> bank = BankLoader::loadFile(u":/questions/jax-gpu.json"_s).bank;
    if (!bank || bank->questions.size() != 18) {
        QTextStream(stderr) << "bench_historypage: the jax-gpu bank (18 questions) did not load\n";
        return 1;
    }
    const QList<AttemptRecord> history = makeHistory(*bank);
    QTextStream out(stdout);
    out << "History page: " << attemptCount << " attempts of " << bank->questions.size()
        << " questions at one quiz (" << runs << " runs each, Bengali, 1180x800)\n";

    int sink = 0;
    const Timing stats = time([&] {
        sink += int(HistoryStats::scoreSeries(history, bank->id).size());
        sink += int(HistoryStats::questionStats(history, *bank).size());
        sink += int(HistoryStats::lastScores(history, bank->id, 10).size());
    });
    out << "  statistics (series, per question, card trend): " << figures(stats) << "\n";

    // As in the window: the page is one of a stack's pages, opened by making it current.
    QStackedWidget stack;
    auto *library = new QWidget(&stack);
    stack.addWidget(library);
    stack.resize(1180, 800);
    stack.show();
    QCoreApplication::processEvents();

    bool everyOpeningPainted = true;
    std::vector<double> firstOpenings;
    for (int run = 0; run < runs; ++run) {
        stack.setCurrentWidget(library);
        QCoreApplication::processEvents();
        PaintCounter chartPaints;
        PaintCounter tablePaints;
        QElapsedTimer timer;
        timer.start();
        auto *page = new HistoryPage(&languages, &stack);
        stack.addWidget(page);
        page->setHistory({*bank}, history);
        stack.setCurrentWidget(page);
        everyOpeningPainted = paintOpened(*page, chartPaints, tablePaints) && everyOpeningPainted;
        firstOpenings.push_back(double(timer.nsecsElapsed()) / 1e6);
        stack.setCurrentWidget(library);
        delete page;
    }
    const Timing firstOpening = summarise(firstOpenings);
    out << "  first opening (build, set history, show, paint): " << figures(firstOpening) << "\n";

    // MainWindow hands the page Study's lists each time: the same data while
    // nothing changed, a longer history after another attempt.
    const QList<QuestionBank> banks{*bank};
    auto *page = new HistoryPage(&languages, &stack);
    stack.addWidget(page);
    page->setHistory(banks, history);
    std::vector<double> settingMilliseconds; // setHistory alone, of the last reopen()
    auto reopen = [&](bool withAnotherAttempt) {
        std::vector<double> milliseconds;
        settingMilliseconds.clear();
        QList<AttemptRecord> shown = history;
        for (int run = 0; run < runs; ++run) {
            stack.setCurrentWidget(library);
            if (withAnotherAttempt)
                shown.append(history.at(run)); // detaches: a new list, as after an attempt
            QCoreApplication::processEvents();
            PaintCounter chartPaints;
            PaintCounter tablePaints;
            QElapsedTimer timer;
            timer.start();
            page->setHistory(banks, shown);
            settingMilliseconds.push_back(double(timer.nsecsElapsed()) / 1e6);
            stack.setCurrentWidget(page);
            everyOpeningPainted = paintOpened(*page, chartPaints, tablePaints)
                                  && everyOpeningPainted;
            milliseconds.push_back(double(timer.nsecsElapsed()) / 1e6);
        }
        return summarise(std::move(milliseconds));
    };
    const Timing reopening = reopen(false);
    out << "  opening again, nothing new (set history, show, paint): " << figures(reopening)
        << "\n";
    const Timing reopeningAfterAttempt = reopen(true);
    out << "  opening again after one more attempt (set history, show, paint): "
        << figures(reopeningAfterAttempt) << "\n"
        << "    of which set history: " << figures(summarise(settingMilliseconds)) << "\n";

    // bench_historypage <file.png> also saves the page as it was opened, to look at.
    if (const QStringList arguments = QCoreApplication::arguments(); arguments.size() > 1)
        page->grab().save(arguments.at(1));

    const bool met = stats.median < targetMilliseconds && firstOpening.median < targetMilliseconds
                     && reopening.median < targetMilliseconds
                     && reopeningAfterAttempt.median < targetMilliseconds;
    out << "  target: median under " << targetMilliseconds << " ms each -> "
        << (met ? "met" : "NOT met") << " (" << sink << " figures)\n";
    if (!everyOpeningPainted)
        QTextStream(stderr) << "bench_historypage: an opening did not paint the chart and the "
                               "attempts table\n";
    return everyOpeningPainted ? 0 : 1;
}
