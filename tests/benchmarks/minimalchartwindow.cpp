// The yardstick for ScaleStudy's start-up: the smallest Qt Widgets window
// with one Qt Charts chart, built in the same tree with the same flags.

#include "shell/firstpaintprobe.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QMainWindow>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    auto *series = new QLineSeries;
    for (int x = 0; x < 16; ++x)
        series->append(x, x * x);
    auto *chart = new QChart;
    chart->addSeries(series);
    chart->createDefaultAxes();
    QMainWindow window;
    window.setCentralWidget(new QChartView(chart));
    window.resize(1180, 800);
    FirstPaintProbe::installIfRequested();
    window.show();
    return QApplication::exec();
}
