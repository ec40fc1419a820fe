// Benchmark (prints numbers, never fails on timing): how long one control change
// on the sharding page takes to recompute the layout and repaint the page, its
// tiles included, as the event loop does it after the learner's input. Target:
// under 16 ms (one frame at 60 Hz). Exits non-zero (a broken benchmark, not a
// slow one) when a timed change did not repaint the drawing and the figures.
#include "paintcounter.h"
#include "sharding/shardingpage.h"
#include "timing.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QSpinBox>
#include <QTextStream>

#include <functional>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

constexpr int warmUpChanges = 10;
constexpr int measuredChanges = 200;
constexpr double targetMilliseconds = 16.0;

struct Scenario
{
    const char *name;
    std::function<void(int)> change;
};

// Times each change until the drawing and the figures have been painted again.
bool run(const Scenario &scenario, QWidget *drawing, QWidget *figures, QTextStream &out,
         bool &withinTarget)
{
    PaintCounter drawingPaints;
    PaintCounter figurePaints;
    drawing->installEventFilter(&drawingPaints);
    figures->installEventFilter(&figurePaints);
    std::vector<double> milliseconds;
    bool everyChangePainted = true;
    for (int i = 0; i < warmUpChanges + measuredChanges; ++i) {
        const int drawingBefore = drawingPaints.paints;
        const int figuresBefore = figurePaints.paints;
        QElapsedTimer timer;
        timer.start();
        scenario.change(i);
        for (int round = 0;
             round < 3
             && (drawingPaints.paints == drawingBefore || figurePaints.paints == figuresBefore);
             ++round)
            QCoreApplication::processEvents();
        const double elapsed = double(timer.nsecsElapsed()) / 1e6;
        if (i < warmUpChanges)
            continue;
        milliseconds.push_back(elapsed);
        if (drawingPaints.paints == drawingBefore || figurePaints.paints == figuresBefore)
            everyChangePainted = false;
    }
    drawing->removeEventFilter(&drawingPaints);
    figures->removeEventFilter(&figurePaints);
    if (!everyChangePainted) {
        QTextStream(stderr) << "bench_shardingpage: " << scenario.name
                            << ": a change did not repaint the drawing and the figures\n";
        return false;
    }
    const Timing timing = summarise(std::move(milliseconds));
    withinTarget = withinTarget && timing.median < targetMilliseconds;
    out << "  " << scenario.name << ": median " << QString::number(timing.median, 'f', 2)
        << " ms, mean " << QString::number(timing.mean, 'f', 2) << " ms, worst "
        << QString::number(timing.worst, 'f', 2) << " ms\n";
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    ShardingPage page;
    page.resize(1100, 750);
    page.show();
    QCoreApplication::processEvents();

    auto *columnSpec = page.findChild<QComboBox *>(u"shardingColumnSpecCombo"_s);
    auto *rows = page.findChild<QSpinBox *>(u"shardingRowsSpin"_s);
    auto *model = page.findChild<QSpinBox *>(u"shardingModelSpin"_s);
    auto *drawing = page.findChild<QWidget *>(u"shardingDrawing"_s);
    auto *figures = page.findChild<QLabel *>(u"shardingFiguresLabel"_s);
    if (!columnSpec || !rows || !model || !drawing || !figures) {
        QTextStream(stderr) << "bench_shardingpage: a control is missing\n";
        return 1;
    }
    const std::vector<Scenario> scenarios = {
        // 8 tiles of one device <-> 2 tiles of four.
        {"spec P('data', 'model') <-> P('data', None)",
         [columnSpec](int i) {
             columnSpec->setCurrentIndex(i % 2 ? 0 : 2);
         }},
        {"rows 8 <-> 16",
         [rows](int i) {
             rows->setValue(i % 2 ? 16 : 8);
         }},
        // 8 devices <-> 4: the tiles are made again.
        {"mesh 'model' 4 <-> 2",
         [model](int i) {
             model->setValue(i % 2 ? 2 : 4);
         }},
    };
    QTextStream out(stdout);
    out << "Sharding page: one control change, recompute + repaint at 1100x750 (" << measuredChanges
        << " changes each, after " << warmUpChanges << " warm-up)\n";
    bool withinTarget = true;
    bool painted = true;
    for (const Scenario &scenario : scenarios)
        painted = run(scenario, drawing, figures, out, withinTarget) && painted;
    out << "  target: median under " << targetMilliseconds << " ms per change -> "
        << (withinTarget ? "met" : "NOT met") << "\n";
    return painted ? 0 : 1;
}
