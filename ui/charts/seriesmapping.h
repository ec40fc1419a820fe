#pragma once

class QAbstractItemModel;
class QXYSeries;

namespace SeriesMapping {

// Feeds `series` from two columns of `model`, as QVXYModelMapper does (the x
// and y values of each row, in Qt::DisplayRole), leaving out the rows whose y
// cell is blank (an invalid QVariant: no value at that x). It follows the
// model's signals, but gives the series its points in one replace() for each
// change of the model that touches the two columns, and none when they are
// the same: QVXYModelMapper replaces a changed row's point one at a time, and
// every point replaced lays the whole series out again (bench_pipelinepage,
// bench_attentionpage: about 10 ms more for a control change). The feed is a
// child of the series.
void feed(QXYSeries *series, const QAbstractItemModel *model, int xColumn, int yColumn);

} // namespace SeriesMapping
