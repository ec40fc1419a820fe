#include "statistics/statisticstext.h"

#include "core/historyformat.h"
#include "core/language.h"
#include "core/percentformat.h"

#include <QLocale>

using namespace Qt::StringLiterals;

QString StatisticsText::summary(const ReviewStatistics &statistics)
{
    const QLocale locale;
    QStringList sentences;
    sentences << tr("Current streak: %Ln day(s) in a row.", nullptr, statistics.currentStreak);
    sentences << tr("Longest streak: %Ln day(s).", nullptr, statistics.longestStreak);
    sentences << tr("In the past year: %1 on %Ln day(s).", nullptr, statistics.daysStudied)
                     .arg(tr("%Ln review(s)", nullptr, statistics.reviewsInCalendar));
    if (statistics.timeInCalendarMs > 0)
        sentences << tr("Time spent answering in the past year: %1.")
                         .arg(HistoryFormat::duration(statistics.timeInCalendarMs,
                                                      languageForLocale(locale)));
    sentences << tr("Questions with a review schedule: %1.").arg(locale.toString(statistics.items));
    return sentences.join(u' ');
}

StatisticsText::Bars StatisticsText::upcoming(const QDate &today, int days)
{
    const QLocale locale;
    Bars bars;
    bars.title = tr("Questions coming due, day by day");
    for (int i = 0; i < days; ++i) {
        const QDate day = today.addDays(i);
        const QString date = locale.toString(day, u"d MMMM"_s);
        if (i == 0)
            bars.names << tr("Today (with the overdue ones)");
        else if (i == 1)
            bars.names << tr("Tomorrow, %1").arg(date);
        else
            bars.names << locale.toString(day, u"dddd, d MMMM"_s);
        bars.axisLabels << (i == 0       ? tr("today")
                            : i % 7 == 0 ? locale.toString(day, u"d MMM"_s)
                                         : QString());
    }
    return bars;
}

StatisticsText::Bars StatisticsText::timeSpent(const QDate &today, int days)
{
    const QLocale locale;
    Bars bars;
    bars.title = tr("Minutes spent answering, day by day");
    for (int back = days - 1; back >= 0; --back) {
        const QDate day = today.addDays(-back);
        if (back == 0)
            bars.names << tr("Today");
        else if (back == 1)
            bars.names << tr("Yesterday, %1").arg(locale.toString(day, u"d MMMM"_s));
        else
            bars.names << locale.toString(day, u"dddd, d MMMM"_s);
        bars.axisLabels << (back == 0       ? tr("today")
                            : back % 7 == 0 ? locale.toString(day, u"d MMM"_s)
                                            : QString());
    }
    return bars;
}

StatisticsText::Bars StatisticsText::stability()
{
    const QLocale locale;
    Bars bars;
    bars.title = tr("Questions by stability (days until recall falls to %1)")
                     .arg(PercentFormat::text(90, locale));
    const auto &edges = ReviewStatistics::stabilityEdges;
    const auto number = [&locale](double value) {
        return locale.toString(qRound(value));
    };
    bars.names << tr("under %Ln day(s)", nullptr, qRound(edges.front()));
    bars.axisLabels << u"< %1"_s.arg(number(edges.front()));
    for (std::size_t i = 1; i < edges.size(); ++i) {
        bars.names << tr("%1 to %2 days").arg(number(edges[i - 1]), number(edges[i]));
        bars.axisLabels << u"%1–%2"_s.arg(number(edges[i - 1]), number(edges[i]));
    }
    bars.names << tr("%1 days or more").arg(number(edges.back()));
    bars.axisLabels << u"≥ %1"_s.arg(number(edges.back()));
    return bars;
}

StatisticsText::Bars StatisticsText::difficulty()
{
    const QLocale locale;
    Bars bars;
    bars.title = tr("Questions by difficulty (%1 easiest, %2 hardest)")
                     .arg(locale.toString(1), locale.toString(10));
    for (int bin = 0; bin < ReviewStatistics::difficultyBins; ++bin) {
        const QString range = u"%1–%2"_s.arg(locale.toString(bin + 1), locale.toString(bin + 2));
        bars.names << tr("difficulty %1").arg(range);
        bars.axisLabels << range;
    }
    return bars;
}
