// Benchmark (prints numbers, never fails on timing): how long one control change
// on the Communication page takes to recompute the model and repaint the page,
// chart included, as the event loop does it after the learner's input. Target: under 16 ms (one frame at 60 Hz).
// Exits non-zero (a broken benchmark, not a slow one) when a timed change did
// not repaint the chart and the figures.
#include "communication/communicationpage.h"
#include "controlchange.h"
#include "paintcounter.h"
#include "timing.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QGraphicsView>
#include <QLabel>
#include <QSpinBox>
#include <QTextStream>

#include <functional>
#include <utility>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

constexpr double targetMilliseconds = 16.0;

struct Scenario
{
    const char *name;
    std::function<void(int)> change;
};

struct Verdict
{
    bool allWithinTarget = true;
    bool everyChangePainted = true;
};

// Times each scenario's changes until the chart and the figures repaint, and
// prints its figures.
void runScenarios(const std::vector<Scenario> &scenarios, QGraphicsView *chart, QWidget *figures,
                  QTextStream &out, Verdict &verdict)
{
    PaintCounter chartPaints;
    PaintCounter figurePaints;
    chart->viewport()->installEventFilter(&chartPaints);
    figures->installEventFilter(&figurePaints);
    for (const Scenario &scenario : scenarios) {
        const ControlChangeTiming measurement = measureControlChanges(scenario.change, chartPaints,
                                                                      figurePaints);
        if (!measurement.everyChangePainted) {
            // No figure for this one: what was timed was not the repaint.
            QTextStream(stderr) << "bench_communicationpage: " << scenario.name
                                << ": a change did not repaint the chart and the figures\n";
            verdict.everyChangePainted = false;
            continue;
        }
        const Timing &timing = measurement.timing;
        verdict.allWithinTarget = verdict.allWithinTarget && timing.median < targetMilliseconds;
        out << "  " << scenario.name << ": median " << QString::number(timing.median, 'f', 2)
            << " ms, mean " << QString::number(timing.mean, 'f', 2) << " ms, worst "
            << QString::number(timing.worst, 'f', 2) << " ms\n";
    }
    chart->viewport()->removeEventFilter(&chartPaints);
    figures->removeEventFilter(&figurePaints);
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));

    CommunicationPage page;
    page.resize(1100, 750);
    page.show();
    QCoreApplication::processEvents();

    auto *gpus = page.findChild<QSpinBox *>(u"communicationGpusSpin"_s);
    auto *collective = page.findChild<QComboBox *>(u"communicationCollectiveCombo"_s);
    auto *link = page.findChild<QComboBox *>(u"communicationLinkCombo"_s);
    auto *view = page.findChild<QComboBox *>(u"communicationViewCombo"_s);
    auto *microBatches = page.findChild<QSpinBox *>(u"communicationMicroBatchesSpin"_s);
    auto *model = page.findChild<QComboBox *>(u"communicationModelCombo"_s);
    auto *collectiveChart = page.findChild<QGraphicsView *>(u"communicationCollectiveChart"_s);
    auto *stepChart = page.findChild<QGraphicsView *>(u"communicationStepChart"_s);
    auto *figures = page.findChild<QLabel *>(u"communicationFiguresLabel"_s);
    if (!gpus || !collective || !link || !view || !microBatches || !model || !collectiveChart
        || !stepChart || !figures) {
        QTextStream(stderr) << "bench_communicationpage: a control is missing\n";
        return 1;
    }
    // n = 6 adds a point to the sweep between 4 and 8, so rows come and go.
    const std::vector<Scenario> scenarios = {
        {"GPUs n 8 <-> 6",
         [gpus](int i) {
             gpus->setValue(i % 2 ? 6 : 8);
         }},
        {"all-reduce <-> all-gather",
         [collective](int i) {
             collective->setCurrentIndex(i % 2);
         }},
        // The InfiniBand line is ten times slower: a new time axis range.
        {"link NVLink 4 <-> InfiniBand NDR",
         [link](int i) {
             link->setCurrentIndex(i % 2 ? 5 : 1);
         }},
    };
    QTextStream out(stdout);
    out << "Communication page: one control change, recompute + repaint at 1100x750 ("
        << controlChangesMeasured << " changes each, after " << controlChangeWarmUps
        << " warm-up)\n";
    Verdict verdict;
    runScenarios(scenarios, collectiveChart, figures, out, verdict);
    gpus->setValue(8);
    view->setCurrentIndex(1); // tensor vs data parallel
    QCoreApplication::processEvents();
    const std::vector<Scenario> stepScenarios = {
        {"tensor vs data: micro-batches 8 <-> 16",
         [microBatches](int i) {
             microBatches->setValue(i % 2 ? 16 : 8);
         }},
        {"tensor vs data: Llama 2 7B <-> GPT-3 175B",
         [model](int i) {
             model->setCurrentIndex(i % 2 ? 5 : 0);
         }},
    };
    runScenarios(stepScenarios, stepChart, figures, out, verdict);
    out << "  target: median under " << targetMilliseconds << " ms per change -> "
        << (verdict.allWithinTarget ? "met" : "NOT met") << "\n";
    return verdict.everyChangePainted ? 0 : 1;
}
