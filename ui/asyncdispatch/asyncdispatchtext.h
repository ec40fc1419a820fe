#pragma once

#include "core/asyncdispatch.h"

#include <QString>

// The Asynchronous dispatch page's words and numbers, in the current language
// and its digits (the AsyncDispatchPage translation context): the times, the
// shares, the figures, the lesson of a setting and the explanation.
namespace AsyncDispatchText {

// "1,002", "0.5", "3,000.5": ms to at most two decimals, no trailing zeros.
QString number(double value);
// "1,002 ms".
QString milliseconds(double value);
// "99.8%", "80.0%"; "99.98%" where one decimal would round up to 100.
QString share(double fraction);
// "every step", "every 10 steps", "only at the end".
QString policyName(SyncPolicy policy, int interval);
// "h = 2 ms, g = 10 ms, 100 steps, synchronization only at the end".
QString settingName(const DispatchInput &input);
// The figures of a timeline, line by line.
QString figures(const DispatchTimeline &timeline);
// The short figures of a pinned setting, to set beside the current ones.
QString pinnedFigures(const QString &name, const DispatchFigures &pinned,
                      const DispatchFigures &current);
// What the setting teaches: the GPU the bottleneck (synchronise less), or the
// host (the GPU waits either way: less Python a step), or the two even.
QString lesson(const DispatchInput &input);
// The model and what a timer reads, as HTML.
QString explanationHtml(Boundedness boundedness);

} // namespace AsyncDispatchText
