#pragma once

#include "core/reviewstatistics.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// The statistics page's words: the summary, the bins' and days' names, in
// the current language's words and digits (QLocale). Translated in the
// page's context.
class StatisticsText
{
    Q_DECLARE_TR_FUNCTIONS(StatisticsPage)

public:
    // The streaks, the past year's reviews and their time, and the items scheduled.
    static QString summary(const ReviewStatistics &statistics);

    // Each bar's full name and the labels the axis writes under the bars.
    struct Bars
    {
        QString title;
        QStringList names;
        QStringList axisLabels;
    };
    // today, tomorrow, then each date; the axis names today and every 7th day.
    static Bars upcoming(const QDate &today, int days);
    // The `days` up to today, oldest first; the axis names today and every
    // 7th day back.
    static Bars timeSpent(const QDate &today, int days);
    static Bars stability();
    static Bars difficulty();
};
