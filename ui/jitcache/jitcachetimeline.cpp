#include "jitcache/jitcachetimeline.h"

#include "charts/chartlook.h"
#include "jitcache/jitcachetext.h"

#include <QEvent>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

constexpr int margin = 8;
constexpr int barHeight = 16;
constexpr int markHeight = 7;

// The lanes' colours for white paper, none of them the compile mark's red.
constexpr std::array<QColor, 6> laneColours{QColor(0x1f, 0x5f, 0xbf), QColor(0x2e, 0x8b, 0x3a),
                                            QColor(0x6a, 0x3d, 0x9a), QColor(0x8c, 0x56, 0x4b),
                                            QColor(0x00, 0x85, 0x77), QColor(0x5f, 0x5f, 0x5f)};

// Pixel spans [x0, x1) along an axis, at least a pixel wide, those that touch
// merged: as many as the axis has pixels, however many runs.
class Spans
{
public:
    void add(double x0, double x1)
    {
        const int left = int(x0);
        const int right = std::max(left + 1, int(x1 + 0.999));
        if (!m_spans.empty() && left <= m_spans.back().second) {
            m_spans.back().second = std::max(m_spans.back().second, right);
            return;
        }
        m_spans.emplace_back(left, right);
    }
    void fill(QPainter &painter, int top, int height, const QColor &colour) const
    {
        for (const auto &[left, right] : m_spans)
            painter.fillRect(QRect(left, top, right - left, height), colour);
    }

private:
    std::vector<std::pair<int, int>> m_spans;
};

QFont codeFont(const QFont &base)
{
    QFont code = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    code.setPointSizeF(base.pointSizeF() * 0.9);
    return code;
}

void paintMark(QPainter &painter, double x, int top, const QColor &colour)
{
    // A triangle pointing down at the call, over a line through the bar.
    QPainterPath triangle;
    triangle.moveTo(x - markHeight * 0.7, top - markHeight);
    triangle.lineTo(x + markHeight * 0.7, top - markHeight);
    triangle.lineTo(x, top);
    triangle.closeSubpath();
    painter.fillPath(triangle, colour);
    painter.fillRect(QRectF(x - 1, top, 2.5, barHeight), colour);
}

} // namespace

struct JitCacheTimeline::Geometry
{
    QRect plot; // the lanes' width, from the epochs' row to the last lane
    int epochRow = 0; // the epochs' labels' baseline
    int lanesTop = 0;
    int timeTop = 0; // the time strip's label
    int legendTop = 0;
    QColor paper;
    QColor text;
    QColor quiet;
    double x(quint64 call) const { return plot.left() + double(call) * scale; }
    quint64 calls = 0;
    double scale = 0; // pixels a call
};

JitCacheTimeline::JitCacheTimeline(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"jitCacheTimeline"_s);
    setFocusPolicy(Qt::StrongFocus); // its name and description read on Tab
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

QColor JitCacheTimeline::signatureColour(int index)
{
    return laneColours.at(std::size_t(index) % laneColours.size());
}

QList<QColor> JitCacheTimeline::signatureColours()
{
    return {laneColours.begin(), laneColours.end()};
}

QColor JitCacheTimeline::compileColour()
{
    return {0xd6, 0x27, 0x28};
}

void JitCacheTimeline::setLoop(const JitLoop &loop)
{
    m_loop = loop;
    m_epochStarts.clear();
    quint64 call = 0;
    for (const JitRun &run : std::as_const(m_loop.runs)) {
        if (m_epochStarts.size() < run.epoch)
            m_epochStarts.append(call);
        call += run.count;
    }
    updateGeometry();
    update();
}

int JitCacheTimeline::laneHeight() const
{
    return QFontMetrics(codeFont(font())).height() + markHeight + barHeight + 6;
}

QSize JitCacheTimeline::sizeHint() const
{
    return {640, minimumSizeHint().height()};
}

QSize JitCacheTimeline::minimumSizeHint() const
{
    const int line = fontMetrics().height();
    const int lanes = int(std::max<qsizetype>(1, m_loop.signatures.size()));
    // Epochs, lanes, the call axis, the time strip and its axis, the legend.
    const int height = 2 * margin + line + lanes * laneHeight() + line + 2 * line + barHeight
                       + 2 * line + 16;
    return {320, height};
}

void JitCacheTimeline::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        updateGeometry();
}

JitCacheTimeline::Geometry JitCacheTimeline::geometry() const
{
    Geometry g;
    const int line = fontMetrics().height();
    g.calls = m_loop.calls();
    g.epochRow = margin + fontMetrics().ascent();
    g.lanesTop = margin + line;
    const int lanes = int(m_loop.signatures.size());
    g.plot = QRect(margin, g.lanesTop, std::max(1, width() - 2 * margin), lanes * laneHeight());
    g.scale = double(g.plot.width()) / double(std::max<quint64>(1, g.calls));
    g.timeTop = g.plot.bottom() + 1 + line + 6;
    g.legendTop = g.timeTop + line + barHeight + line + 8;
    g.paper = ChartLook::plotArea(palette());
    g.text = ChartLook::paperText(palette());
    g.quiet = ChartLook::paperQuietText(palette());
    return g;
}

void JitCacheTimeline::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const Geometry g = geometry();
    painter.fillRect(rect(), g.paper);
    if (m_loop.runs.isEmpty())
        return;
    paintEpochs(painter, g);
    paintLanes(painter, g);
    paintTime(painter, g);
    paintLegend(painter, g);
    if (hasFocus()) {
        painter.setPen(QPen(g.text, 1, Qt::DotLine));
        painter.drawRect(rect().adjusted(1, 1, -2, -2));
    }
}

void JitCacheTimeline::paintEpochs(QPainter &painter, const Geometry &g) const
{
    // Every other epoch on a faint band; a label where it fits after the last one.
    QColor band = g.text;
    band.setAlphaF(0.06f);
    painter.setPen(g.text);
    int labelsEnd = -1;
    const int epochs = int(m_epochStarts.size());
    for (int e = 0; e < epochs; ++e) {
        const double left = g.x(m_epochStarts.at(e));
        const double right = g.x(e + 1 < epochs ? m_epochStarts.at(e + 1) : g.calls);
        if (e % 2 == 1)
            painter.fillRect(QRectF(left, g.plot.top(), right - left, g.plot.height()), band);
        const QString label = tr("Epoch %1").arg(JitCacheText::count(quint64(e + 1)));
        const int labelWidth = fontMetrics().horizontalAdvance(label);
        const int x = int(left) + 2;
        if (x > labelsEnd + 6 && x + labelWidth <= g.plot.right()) {
            painter.drawText(x, g.epochRow, label);
            labelsEnd = x + labelWidth;
        }
        if (e > 0) {
            painter.setPen(QPen(g.quiet, 1, Qt::DashLine));
            painter.drawLine(QPointF(left, g.plot.top()), QPointF(left, g.plot.bottom()));
            painter.setPen(g.text);
        }
    }
}

void JitCacheTimeline::paintLanes(QPainter &painter, const Geometry &g) const
{
    const int lanes = int(m_loop.signatures.size());
    std::vector<Spans> spans(std::size_t(std::max(0, lanes)));
    QList<double> marks; // the compile marks' x, one for each signature
    quint64 call = 0;
    for (const JitRun &run : std::as_const(m_loop.runs)) {
        const double left = g.x(call);
        call += run.count;
        spans[std::size_t(run.signature)].add(left, g.x(call));
        if (run.compilesFirst)
            marks.append(left);
    }
    const QFont code = codeFont(font());
    const QFontMetrics codeMetrics(code);
    const QColor mark = ChartLook::legibleOn(compileColour(), g.paper);
    for (int lane = 0; lane < lanes; ++lane) {
        const int top = g.lanesTop + lane * laneHeight();
        painter.setFont(code);
        painter.setPen(g.text);
        painter.drawText(g.plot.left(), top + codeMetrics.ascent(),
                         signatureCode(m_loop.signatures.at(lane)));
        const int barTop = top + codeMetrics.height() + markHeight + 2;
        spans.at(std::size_t(lane))
            .fill(painter, barTop, barHeight, ChartLook::legibleOn(signatureColour(lane), g.paper));
    }
    painter.setFont(font());
    // Signature i is compiled by the i-th compiling run: the order of first calls.
    for (qsizetype i = 0; i < marks.size(); ++i) {
        const int top = g.lanesTop + int(i) * laneHeight() + codeMetrics.height() + markHeight + 2;
        paintMark(painter, marks.at(i) + 1, top, mark);
    }
    // The call axis: its first and last call and what it counts.
    painter.setPen(g.text);
    const int axis = g.plot.bottom() + 1 + fontMetrics().ascent() + 2;
    painter.drawText(g.plot.left(), axis, JitCacheText::count(1));
    const QString last = JitCacheText::count(g.calls);
    painter.drawText(g.plot.right() - fontMetrics().horizontalAdvance(last), axis, last);
    const QString title = tr("calls, in order");
    painter.drawText(g.plot.center().x() - fontMetrics().horizontalAdvance(title) / 2, axis, title);
}

void JitCacheTimeline::paintTime(QPainter &painter, const Geometry &g) const
{
    const double total = m_loop.totalMilliseconds();
    painter.setPen(g.text);
    painter.drawText(g.plot.left(), g.timeTop + fontMetrics().ascent(),
                     tr("Time: compilation, then each signature's compute"));
    const int top = g.timeTop + fontMetrics().height() + 2;
    const auto x = [&g, total](double milliseconds) {
        return g.plot.left() + (total > 0 ? milliseconds / total : 0) * g.plot.width();
    };
    Spans compiling;
    std::vector<Spans> computing(std::size_t(m_loop.signatures.size()));
    for (const JitRun &run : std::as_const(m_loop.runs)) {
        double start = run.startMilliseconds;
        if (run.compilesFirst) {
            const double compiled = start
                                    + (m_loop.compilations > 0
                                           ? m_loop.compileMilliseconds / m_loop.compilations
                                           : 0);
            compiling.add(x(start), x(compiled));
            start = compiled;
        }
        computing[std::size_t(run.signature)].add(x(start),
                                                  x(run.startMilliseconds + run.milliseconds));
    }
    for (std::size_t i = 0; i < computing.size(); ++i)
        computing.at(i).fill(painter, top, barHeight,
                             ChartLook::legibleOn(signatureColour(int(i)), g.paper));
    compiling.fill(painter, top, barHeight, ChartLook::legibleOn(compileColour(), g.paper));
    const int axis = top + barHeight + fontMetrics().ascent() + 2;
    painter.drawText(g.plot.left(), axis, JitCacheText::time(0, total));
    const QString end = JitCacheText::time(total, total);
    painter.drawText(g.plot.right() - fontMetrics().horizontalAdvance(end), axis, end);
}

void JitCacheTimeline::paintLegend(QPainter &painter, const Geometry &g) const
{
    const QColor mark = ChartLook::legibleOn(compileColour(), g.paper);
    int x = g.plot.left();
    const int top = g.legendTop;
    paintMark(painter, x + markHeight, top + markHeight, mark);
    x += 2 * markHeight + 4;
    painter.setPen(g.text);
    const int baseline = top + fontMetrics().ascent();
    const QString compiles = tr("compile mark: the call traces and compiles");
    painter.drawText(x, baseline, compiles);
    x += fontMetrics().horizontalAdvance(compiles) + 16;
    const QString cached = tr("bar: cached calls, the compiled executable run again");
    if (x + 16 + fontMetrics().horizontalAdvance(cached) > g.plot.right()) {
        x = g.plot.left(); // a second line
        painter.translate(0, fontMetrics().height() + 2);
    }
    painter.fillRect(QRect(x, top + 2, 14, fontMetrics().ascent() - 2),
                     ChartLook::legibleOn(signatureColour(0), g.paper));
    painter.drawText(x + 18, baseline, cached);
    painter.resetTransform();
}
