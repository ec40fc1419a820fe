#pragma once

#include "charts/charttable.h"
#include "core/pipelinechartdata.h"

#include <QList>

class ChartTextModel;
class QAbstractItemModel;
class QObject;

// The Pipeline bubbles page's data as tables of text (its "Data" view), in the
// current language's digits; translated in the page's context. The bubble
// against m is no such table: the Data view shows the chart's own model
// (core/models/bubblesweepmodel) through bubbleText().
namespace PipelineTables {

// Each GPU's busy and idle time and the most activations it holds.
ChartTable perGpu(const pipeline::Result &result);
// The pinned setting's busy and idle time per GPU, as perGpu, under a title
// naming the setting (`label`) and its makespan.
ChartTable pinnedPerGpu(const QString &label, const pipeline::Result &pinned);
// Every block of the timeline: GPU, kind, micro-batch, chunk (interleaved
// only), start and end.
ChartTable blocks(const pipeline::Parameters &parameters, const pipeline::Result &result);
// The peak activations per GPU of the current schedule and the compared one.
ChartTable activations(const pipeline::Parameters &parameters, const pipeline::Result &result,
                       const pipeline::Result &compared);
// "Bubble against m": the title of the bubble chart's tab.
QString bubbleTitle();
// The bubble chart's model in words: m in the language's digits, the bubble
// in percent with one decimal ("27.3%"), blank where the model has no value.
ChartTextModel *bubbleText(QAbstractItemModel *bubbleModel, QObject *parent);

} // namespace PipelineTables
