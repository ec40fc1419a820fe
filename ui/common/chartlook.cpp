#include "common/chartlook.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLegend>
#include <QPointer>
#include <QVariant>
#include <QXYSeries>

namespace ChartLook {

void restyle(QChartView *view)
{
    QChart *chart = view->chart();
    if (!chart)
        return;
    // The application's palette: a widget's own follows it only later (posted events).
    const QPalette palette = QApplication::palette(view);
    const QColor text = palette.color(QPalette::Text);
    const QFont font = QApplication::font(view);
    QFont titleFont = font;
    titleFont.setBold(true);

    chart->setBackgroundBrush(palette.color(QPalette::Base));
    chart->setPlotAreaBackgroundBrush(plotArea());
    chart->setPlotAreaBackgroundVisible(true);
    chart->setTitleBrush(text);
    chart->setTitleFont(titleFont);
    chart->legend()->setLabelColor(text);
    chart->legend()->setFont(font);
    const QList<QAbstractAxis *> axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        axis->setLabelsBrush(text);
        axis->setLabelsFont(font);
        axis->setTitleBrush(text);
        axis->setTitleFont(font);
        axis->setLinePenColor(palette.color(QPalette::Mid));
    }
}

namespace {

// Restyles on the changes a text size or theme makes, and when shown (a
// chart may have made its axes while hidden).
class Follower : public QObject
{
public:
    explicit Follower(QChartView *view)
        : QObject(view)
        , m_view(view)
    {
        view->installEventFilter(this);
        restyle(view);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_view
            && (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange
                || event->type() == QEvent::Show))
            restyle(m_view);
        return QObject::eventFilter(watched, event);
    }

private:
    QPointer<QChartView> m_view;
};

} // namespace

void follow(QChartView *view)
{
    constexpr char followed[] = "scalestudyChartLookFollows";
    if (view->property(followed).toBool())
        return;
    view->setProperty(followed, true);
    new Follower(view);
}

QColor plotArea()
{
    return {0xff, 0xff, 0xff};
}

void replaceIfChanged(QXYSeries *series, const QList<QPointF> &points)
{
    if (series->points() != points)
        series->replace(points);
}

} // namespace ChartLook
