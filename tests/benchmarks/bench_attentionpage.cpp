// Benchmark (prints numbers, never fails on timing): how long one control change
// on the Attention memory page takes to recompute the model and repaint the page,
// chart included, as the event loop does it after the learner's input. Target: under 16 ms (one frame at 60 Hz).
// Exits non-zero (a broken benchmark, not a slow one) when a timed change did
// not repaint the chart and the figures.
#include "attention/attentionpage.h"
#include "controlchange.h"
#include "paintcounter.h"
#include "timing.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QGraphicsView>
#include <QLabel>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
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
            QTextStream(stderr) << "bench_attentionpage: " << scenario.name
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

    // The page keeps its chosen view in the settings: the benchmark's own, emptied.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyBenchmark"_s);
    QSettings().clear();

    AttentionPage page;
    page.resize(1100, 750);
    page.show();
    QCoreApplication::processEvents();

    auto *heads = page.findChild<QSpinBox *>(u"attentionHeadsSpin"_s);
    auto *sequence = page.findChild<QSpinBox *>(u"attentionSequenceSpin"_s);
    auto *dtype = page.findChild<QComboBox *>(u"attentionDtypeCombo"_s);
    auto *gpu = page.findChild<QComboBox *>(u"attentionGpuCombo"_s);
    auto *batch = page.findChild<QSpinBox *>(u"attentionBatchSpin"_s);
    auto *chartView = page.findChild<QGraphicsView *>(u"attentionChartView"_s);
    auto *figures = page.findChild<QLabel *>(u"attentionFiguresLabel"_s);
    if (!heads || !sequence || !dtype || !gpu || !batch || !chartView || !figures) {
        QTextStream(stderr) << "bench_attentionpage: a control is missing\n";
        return 1;
    }

    const std::vector<Scenario> scenarios = {
        {"heads N 32 <-> 33",
         [heads](int i) {
             heads->setValue(i % 2 ? 33 : 32);
         }},
        {"sequence T 8192 <-> 16384",
         [sequence](int i) {
             sequence->setValue(i % 2 ? 16384 : 8192);
         }},
        // float32 hides the fused line and changes the memory axis range.
        {"dtype bfloat16 <-> float32",
         [dtype](int i) {
             dtype->setCurrentIndex(i % 2 ? 0 : 2);
         }},
        {"GPU A100 80 GB <-> V100 32 GB",
         [gpu](int i) {
             gpu->setCurrentIndex(i % 2 ? 0 : 3);
         }},
        // Relabels the memory axis every time (range 2^24 ... 2^52 bytes).
        {"batch B 1 <-> 256",
         [batch](int i) {
             batch->setValue(i % 2 ? 256 : 1);
         }},
    };

    QTextStream out(stdout);
    out << "Attention memory page: one control change, recompute + repaint at 1100x750 ("
        << controlChangesMeasured << " changes each, after " << controlChangeWarmUps
        << " warm-up)\n";
    Verdict verdict;
    runScenarios(scenarios, chartView, figures, out, verdict);
    // The serving view (KV cache), chosen as a learner would.
    page.findChild<QComboBox *>(u"attentionModeCombo"_s)->setCurrentIndex(1);
    QCoreApplication::processEvents();
    auto *kvBatch = page.findChild<QSpinBox *>(u"kvBatchSpin"_s);
    auto *kvContext = page.findChild<QSpinBox *>(u"kvContextSpin"_s);
    auto *kvModel = page.findChild<QComboBox *>(u"kvPresetCombo"_s);
    auto *kvChart = page.findChild<QGraphicsView *>(u"kvCacheChartView"_s);
    auto *kvFigures = page.findChild<QLabel *>(u"kvFiguresLabel"_s);
    if (!kvBatch || !kvContext || !kvModel || !kvChart || !kvFigures) {
        QTextStream(stderr) << "bench_attentionpage: a serving control is missing\n";
        return 1;
    }
    const std::vector<Scenario> servingScenarios = {
        {"serving: batch 16 <-> 64",
         [kvBatch](int i) {
             kvBatch->setValue(i % 2 ? 64 : 16);
         }},
        // A new token axis (6,000 <-> 10,000) and so new ticks.
        {"serving: context 4096 <-> 8192",
         [kvContext](int i) {
             kvContext->setValue(i % 2 ? 8192 : 4096);
         }},
        {"serving: Llama 2 7B <-> Llama 3 8B",
         [kvModel](int i) {
             kvModel->setCurrentIndex(i % 2 ? 1 : 0);
         }},
    };
    runScenarios(servingScenarios, kvChart, kvFigures, out, verdict);
    out << "  target: median under " << targetMilliseconds << " ms per change -> "
        << (verdict.allWithinTarget ? "met" : "NOT met") << "\n";
    return verdict.everyChangePainted ? 0 : 1;
}
