#pragma once

// Lets the event loop finish what a change set off. A resize or a font change
// reaches a layout as a posted LayoutRequest, which resizes a child that posts
// its own (a scroll area's contents, a chart's graphics layout), and the
// offscreen platform delivers a window's new geometry through the event loop
// too. How many rounds that takes depends on timing, so a fixed number of
// processEvents() calls leaves the tree half laid out now and then: this runs
// rounds until no widget's geometry changes between two of them.

#include <QApplication>
#include <QList>
#include <QRect>
#include <QTest>
#include <QWidget>

inline QList<QRect> widgetGeometries()
{
    QList<QRect> geometries;
    const QWidgetList widgets = QApplication::allWidgets();
    geometries.reserve(widgets.size());
    for (const QWidget *widget : widgets)
        geometries.append(widget->isVisible() ? widget->geometry() : QRect());
    return geometries;
}

inline void settle()
{
    constexpr int roundsAtMost = 50;
    QList<QRect> before = widgetGeometries();
    int stableRounds = 0;
    for (int round = 0; round < roundsAtMost && stableRounds < 2; ++round) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QTest::qWait(0);
        QList<QRect> after = widgetGeometries();
        stableRounds = after == before ? stableRounds + 1 : 0;
        before = std::move(after);
    }
}
