// Benchmark (prints numbers, never fails on timing): the review statistics
// page over 10,000 questions with a year of reviews each (simulatedreviews.h),
// their ten banks loaded so that every question is known. Times working the
// figures out (ReviewStatistics::of, through Study), opening the page the
// first time (built, figured, shown and painted, as PageRouter does) and
// opening it again after one more review. Target: under 100 ms to open.
// Exits non-zero (a broken benchmark, not a slow one) when the banks or the
// reviews did not load, or an opening did not paint the calendar and charts.
#include "core/languagemanager.h"
#include "core/reviewstore.h"
#include "core/study.h"
#include "paintcounter.h"
#include "simulatedreviews.h"
#include "statistics/calendarheatmap.h"
#include "statistics/statisticscharts.h"
#include "statistics/statisticspage.h"
#include "timing.h"

#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimeZone>

#include <memory>

#include <vector>

using namespace Qt::StringLiterals;

namespace {

constexpr int runs = 10;
constexpr double targetMilliseconds = 100.0;

int fail(const char *why)
{
    QTextStream(stderr) << "bench_statisticspage: " << why << "\n";
    return 1;
}

// One bank of the simulated log: its 1,000 questions, options of one length.
bool writeBank(const QString &path, int bank)
{
    QJsonArray questions;
    for (int q = 0; q < simulated::questionsPerBank; ++q) {
        QJsonArray options;
        for (int i = 0; i < 4; ++i)
            options.append(
                QJsonObject{{u"en"_s, u"Option %1"_s.arg(i)}, {u"bn"_s, u"বিকল্প %1"_s.arg(i)}});
        questions.append(QJsonObject{{u"id"_s, simulated::questionId(q)},
                                     {u"prompt"_s, QJsonObject{{u"en"_s, u"Question %1?"_s.arg(q)},
                                                               {u"bn"_s, u"প্রশ্ন %1?"_s.arg(q)}}},
                                     {u"options"_s, options},
                                     {u"answer"_s, q % 4},
                                     {u"explanation"_s, QJsonObject{{u"en"_s, u"Because."_s},
                                                                    {u"bn"_s, u"কারণ।"_s}}}});
    }
    const QJsonObject root{{u"format"_s, 1},
                           {u"id"_s, simulated::bankId(bank)},
                           {u"title"_s, QJsonObject{{u"en"_s, u"Bank %1"_s.arg(bank)},
                                                    {u"bn"_s, u"ব্যাংক %1"_s.arg(bank)}}},
                           {u"questions"_s, questions}};
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(QJsonDocument(root).toJson()) > 0;
}

// Processes events until the calendar and the charts have been painted.
bool paintOpened(StatisticsPage &page)
{
    PaintCounter calendarPaints;
    PaintCounter chartPaints;
    page.calendar()->installEventFilter(&calendarPaints);
    page.retentionChart()->viewport()->installEventFilter(&chartPaints);
    for (int round = 0; round < 5 && (calendarPaints.paints == 0 || chartPaints.paints == 0);
         ++round)
        QCoreApplication::processEvents();
    page.calendar()->removeEventFilter(&calendarPaints);
    page.retentionChart()->viewport()->removeEventFilter(&chartPaints);
    return calendarPaints.paints > 0 && chartPaints.paints > 0;
}

QString figures(const Timing &timing)
{
    return u"median %1 ms, mean %2 ms, worst %3 ms"_s.arg(timing.median, 0, 'f', 2)
        .arg(timing.mean, 0, 'f', 2)
        .arg(timing.worst, 0, 'f', 2);
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyBenchmark"_s);
    QCoreApplication::setApplicationName(u"bench_statisticspage"_s);
    LanguageManager languages;
    languages.setLanguage(Language::Bengali); // the slower script to lay out
    const QTimeZone zone("Europe/London");
    if (!zone.isValid())
        return fail("no Europe/London time zone");
    QTemporaryDir dir;
    if (!dir.isValid())
        return fail("no temporary folder");

    const QDateTime yearStart(QDate(2025, 1, 1), QTime(0, 0), zone);
    QDateTime now = yearStart.addDays(simulated::days).addSecs(10 * 3600);
    const QList<ReviewLogEntry> log = simulated::yearOfReviews(yearStart);
    const QString progress = dir.filePath(u"progress.json"_s);
    {
        ReviewStore store(ReviewStore::filePathBeside(progress), {}, [now] { return now; });
        store.load();
        store.setLog(log);
        if (!store.save())
            return fail("the reviews could not be written");
    }
    QStringList bankPaths;
    for (int bank = 0; bank < simulated::banks; ++bank) {
        bankPaths << dir.filePath(u"bank-%1.json"_s.arg(bank));
        if (!writeBank(bankPaths.constLast(), bank))
            return fail("a bank could not be written");
    }
    const auto loadStudy = [&] {
        auto study = std::make_unique<Study>(progress);
        study->loadBanks(bankPaths);
        study->setReviewClock([&now] { return now; });
        return study;
    };
    std::unique_ptr<Study> loaded = loadStudy();
    Study &study = *loaded;
    if (study.knownReviewItems().size() != simulated::banks * simulated::questionsPerBank)
        return fail("the banks did not load");
    if (study.reviews().deck().log().size() != log.size())
        return fail("the reviews did not load");

    QTextStream out(stdout);
    out << "Statistics page: " << study.knownReviewItems().size() << " questions, " << log.size()
        << " reviews over " << simulated::days << " days (" << runs
        << " runs each, Bengali, 1180x800)\n";

    QStackedWidget stack;
    auto *library = new QWidget(&stack);
    stack.addWidget(library);
    stack.resize(1180, 800);
    stack.show();
    QCoreApplication::processEvents();

    // The first opening in a session: the page built, figured from the deck's
    // study days (counted when the log was loaded), shown and painted.
    bool everyOpeningPainted = true;
    std::vector<double> coldMs;
    for (int run = 0; run < runs; ++run) {
        std::unique_ptr<Study> fresh = loadStudy();
        stack.setCurrentWidget(library);
        QCoreApplication::processEvents();
        QElapsedTimer timer;
        timer.start();
        auto *page = new StatisticsPage(fresh.get(), &stack);
        stack.addWidget(page);
        stack.setCurrentWidget(page);
        everyOpeningPainted = paintOpened(*page) && everyOpeningPainted;
        coldMs.push_back(elapsedMs(timer));
        stack.setCurrentWidget(library);
        delete page;
    }
    const Timing cold = summarise(coldMs);
    out << "  first opening in a session (build, figures, show, paint): " << figures(cold) << "\n";

    qint64 sink = 0;
    QElapsedTimer replayTimer;
    replayTimer.start();
    sink += study.reviewStatistics().reviewsInCalendar;
    out << "  figures the first time: " << QString::number(elapsedMs(replayTimer), 'f', 2)
        << " ms\n";
    std::vector<double> computeMs;
    for (int run = 0; run < runs; ++run) {
        QElapsedTimer timer;
        timer.start();
        sink += study.reviewStatistics().reviewsInCalendar;
        computeMs.push_back(elapsedMs(timer));
    }
    out << "  figures again: " << figures(summarise(computeMs)) << "\n";

    std::vector<double> firstMs;
    for (int run = 0; run < runs; ++run) {
        stack.setCurrentWidget(library);
        QCoreApplication::processEvents();
        QElapsedTimer timer;
        timer.start();
        auto *page = new StatisticsPage(&study, &stack);
        stack.addWidget(page);
        stack.setCurrentWidget(page);
        everyOpeningPainted = paintOpened(*page) && everyOpeningPainted;
        firstMs.push_back(elapsedMs(timer));
        stack.setCurrentWidget(library);
        delete page;
    }
    const Timing first = summarise(firstMs);
    out << "  opening a new page again (build, figures, show, paint): " << figures(first) << "\n";

    // One more review while the library is in sight: the page figures again when shown.
    auto *page = new StatisticsPage(&study, &stack);
    stack.addWidget(page);
    std::vector<double> againMs;
    for (int run = 0; run < runs; ++run) {
        stack.setCurrentWidget(library);
        now = now.addSecs(60);
        study.recordReview({simulated::bankId(run), simulated::questionId(run)}, true,
                           Confidence::FairlySure);
        QCoreApplication::processEvents();
        QElapsedTimer timer;
        timer.start();
        stack.setCurrentWidget(page);
        everyOpeningPainted = paintOpened(*page) && everyOpeningPainted;
        againMs.push_back(elapsedMs(timer));
    }
    const Timing again = summarise(againMs);
    out << "  opening again after one more review (figures, show, paint): " << figures(again)
        << "\n";
    out << "  target: under " << targetMilliseconds << " ms to open: "
        << (cold.median <= targetMilliseconds && again.median <= targetMilliseconds ? "met"
                                                                                    : "missed")
        << " (medians)\n";
    if (sink == 0)
        return fail("the year's reviews counted none");
    if (!everyOpeningPainted)
        return fail("an opening did not paint the calendar and the charts");
    return 0;
}
