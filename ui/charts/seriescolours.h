#pragma once

class QAbstractSeries;
class QColor;

// A series' colours on the paper it is drawn on. Each chart sets its series'
// colours once, for white paper (chartstyle.h); on a dark paper each colour
// that would fall below 3:1 is lightened (ChartLook::legibleOn); on a light
// paper they stay as the chart set them. The colour
// the chart set is kept on the series, so that a change of theme back to light
// gives it back, and a colour the chart sets anew is taken as its own.
namespace SeriesColours {

// `around`: the page's colour beside the chart, where the legend under it
// draws the series' signs; on a dark theme the colours keep 3:1 there too.
void fit(QAbstractSeries *series, const QColor &paper, const QColor &around);

} // namespace SeriesColours
