#include "asyncdispatch/asyncdispatchtimeline.h"

#include "asyncdispatch/asyncdispatchtext.h"
#include "charts/chartlook.h"
#include "charts/chartstyle.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

constexpr double margin = 6;
constexpr double swatch = 12;
constexpr double minimumBlockPixels = 3; // narrower blocks: the per-column summary
constexpr double maximumLaneLines = 5; // a lane's height at most, in lines of text

enum Fill { Dispatch, Wait, Busy, Idle, FillCount };

// For white paper; legibleOn() fits them to a dark one.
constexpr std::array<QColor, FillCount> fills{QColor(0x1f, 0x5f, 0xbf), QColor(0xc4, 0x55, 0x00),
                                              QColor(0x00, 0x6e, 0x5a),
                                              ChartStyle::Pipeline::bubble};

QColor fillColour(Fill fill, const QColor &paper)
{
    return fill == Idle ? fills[Idle] : ChartLook::legibleOn(fills[fill], paper);
}

QColor mix(const QColor &a, const QColor &b, double share)
{
    share = std::clamp(share, 0.0, 1.0);
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * share),
                            float(a.greenF() + (b.greenF() - a.greenF()) * share),
                            float(a.blueF() + (b.blueF() - a.blueF()) * share));
}

struct Share
{
    QColor colour;
    double share = 0;
};

// `base` where the shares leave room, each share's colour over its part.
QColor blend(const QColor &base, const Share &first, const Share &second = {})
{
    double rest = 1;
    std::array<double, 3> rgb{};
    for (const Share &part : {first, second}) {
        const double share = std::clamp(part.share, 0.0, rest);
        rest -= share;
        rgb[0] += part.colour.redF() * share;
        rgb[1] += part.colour.greenF() * share;
        rgb[2] += part.colour.blueF() * share;
    }
    return QColor::fromRgbF(float(rgb[0] + base.redF() * rest),
                            float(rgb[1] + base.greenF() * rest),
                            float(rgb[2] + base.blueF() * rest));
}

struct PageText
{
    Q_DECLARE_TR_FUNCTIONS(AsyncDispatchTimeline)
};

} // namespace

struct AsyncDispatchTimeline::Layout
{
    struct Entry
    {
        int fill = 0; // FillCount: the pinned run's dashed line
        QString text;
        QPointF place; // the swatch's top left
    };
    QList<Entry> legend;
    double lineHeight = 0;
    double ascent = 0;
    double pinnedTop = 0; // the "Pinned: …" line, when pinned
    double left = 0;
    double width = 0; // the plot's, in whole pixels
    double span = 1; // ms across
    std::array<double, 2> nameTop{}; // host, GPU
    std::array<double, 2> laneTop{};
    double laneHeight = 0;
    double stripHeight = 0;
    double axisTop = 0;
    bool seconds = false;

    double x(double ms) const { return left + ms / span * width; }
};

AsyncDispatchTimeline::AsyncDispatchTimeline(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"asyncDispatchTimeline"_s);
    setFocusPolicy(Qt::TabFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void AsyncDispatchTimeline::setTimeline(const DispatchTimeline &timeline)
{
    m_timeline = timeline;
    m_occupancy = {};
    updateAccessibleText();
    update();
}

void AsyncDispatchTimeline::setPinned(const QString &label, const DispatchTimeline &pinned)
{
    m_pinned = Pinned{label, pinned};
    m_pinnedOccupancy = {};
    m_occupancy = {};
    updateAccessibleText();
    update();
}

void AsyncDispatchTimeline::clearPinned()
{
    if (!m_pinned)
        return;
    m_pinned.reset();
    m_occupancy = {};
    updateAccessibleText();
    update();
}

QSize AsyncDispatchTimeline::sizeHint() const
{
    // Two lines of legend, the pinned line, two lanes of maximumLaneLines with
    // their names and strips, the axis' two lines.
    const QFontMetrics metrics(font());
    return {640, int((6 + 2 * maximumLaneLines) * metrics.lineSpacing() + 60)};
}

QSize AsyncDispatchTimeline::minimumSizeHint() const
{
    const QFontMetrics metrics(font());
    return {320, 10 * metrics.lineSpacing() + 40};
}

AsyncDispatchTimeline::Layout AsyncDispatchTimeline::layout() const
{
    Layout l;
    const QFontMetricsF metrics(font());
    l.lineHeight = metrics.lineSpacing();
    l.ascent = metrics.ascent();
    const QStringList texts{PageText::tr("Host dispatching"),
                            PageText::tr("Host waiting for the GPU"),
                            PageText::tr("GPU running a step"), PageText::tr("GPU idle (gap)")};
    // The legend flows onto as many lines as it needs.
    double x = margin;
    double y = margin;
    for (int i = 0; i < int(texts.size()); ++i) {
        const double entryWidth = swatch + 4 + metrics.horizontalAdvance(texts.at(i)) + 14;
        if (x > margin && x + entryWidth > width() - margin) {
            x = margin;
            y += l.lineHeight;
        }
        l.legend.append({i, texts.at(i), QPointF(x, y + (l.lineHeight - swatch) / 2)});
        x += entryWidth;
    }
    y += l.lineHeight;
    if (m_pinned) {
        l.pinnedTop = y;
        y += l.lineHeight;
    }
    l.left = margin;
    l.width = std::max(1.0, std::floor(width() - 2 * margin));
    l.span = std::max(m_timeline.figures.totalMs,
                      m_pinned ? m_pinned->timeline.figures.totalMs : 0.0);
    if (!(l.span > 0))
        l.span = 1;
    l.seconds = l.span >= 10'000;
    // Below the lanes: the ticks' labels and the axis' title.
    const double axisRoom = 6 + 2 * l.lineHeight + margin;
    l.stripHeight = m_pinned ? std::max(6.0, l.lineHeight * 0.45) : 0;
    const double room = height() - y - axisRoom - 2 * (l.lineHeight + l.stripHeight + 6);
    l.laneHeight = std::max(8.0, std::min(room / 2, maximumLaneLines * l.lineHeight));
    for (int lane = 0; lane < 2; ++lane) {
        y += 4;
        l.nameTop[lane] = y;
        y += l.lineHeight;
        l.laneTop[lane] = y;
        y += l.laneHeight + l.stripHeight + 2;
    }
    l.axisTop = y;
    return l;
}

bool AsyncDispatchTimeline::drawsBlocks() const
{
    const Layout l = layout();
    const DispatchInput &in = m_timeline.input;
    return std::min(in.hostMs, in.gpuMs) / l.span * l.width >= minimumBlockPixels;
}

void AsyncDispatchTimeline::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QColor paper = ChartLook::plotArea(palette());
    painter.fillRect(rect(), paper);
    const Layout l = layout();
    painter.setPen(ChartLook::paperText(palette()));
    painter.setFont(font());
    const QStringList names{PageText::tr("Host lane (Python)"), PageText::tr("GPU lane")};
    for (int lane = 0; lane < 2; ++lane)
        painter.drawText(QPointF(l.left, l.nameTop[lane] + l.ascent), names.at(lane));
    if (drawsBlocks()) {
        paintBlocks(painter, l);
    } else {
        for (int lane = 0; lane < 2; ++lane)
            paintColumns(painter, l, m_timeline, m_occupancy, l.laneTop[lane], l.laneHeight, lane,
                         false);
    }
    paintPinned(painter, l);
    paintLegend(painter, l);
    paintAxis(painter, l);
    if (hasFocus()) { // reached with Tab (QWidget repaints on focus in and out)
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    }
}

void AsyncDispatchTimeline::paintLegend(QPainter &painter, const Layout &l) const
{
    const QColor paper = ChartLook::plotArea(palette());
    const QColor text = ChartLook::paperText(palette());
    for (const Layout::Entry &entry : l.legend) {
        const QRectF box(entry.place, QSizeF(swatch, swatch));
        painter.fillRect(box, fillColour(Fill(entry.fill), paper));
        painter.setPen(text);
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(box);
        painter.drawText(QPointF(box.right() + 4,
                                 entry.place.y() - (l.lineHeight - swatch) / 2 + l.ascent),
                         entry.text);
    }
    if (m_pinned) {
        painter.setPen(QPen(text, 1.5, Qt::DashLine));
        const double middle = l.pinnedTop + l.lineHeight / 2;
        painter.drawLine(QPointF(margin, middle), QPointF(margin + swatch, middle));
        painter.setPen(text);
        const QString label = PageText::tr("%1 (faint strips, total %2)")
                                  .arg(m_pinned->label, AsyncDispatchText::milliseconds(
                                                            m_pinned->timeline.figures.totalMs));
        const QFontMetricsF metrics(font());
        painter.drawText(QPointF(margin + swatch + 4, l.pinnedTop + l.ascent),
                         metrics.elidedText(label, Qt::ElideRight,
                                            width() - 2 * margin - swatch - 4));
    }
}

void AsyncDispatchTimeline::paintBlocks(QPainter &painter, const Layout &l) const
{
    const QColor paper = ChartLook::plotArea(palette());
    std::array<QList<QRectF>, FillCount> boxes;
    const double hostTop = l.laneTop[0];
    const double gpuTop = l.laneTop[1];
    const double h = l.laneHeight;
    boxes[Idle].append(QRectF(l.x(0), gpuTop, l.x(m_timeline.figures.totalMs) - l.x(0), h));
    for (const DispatchStep &step : m_timeline.steps) {
        boxes[Dispatch].append(QRectF(l.x(step.dispatchStart), hostTop,
                                      l.x(step.dispatchEnd) - l.x(step.dispatchStart), h));
        if (step.hostFree > step.dispatchEnd)
            boxes[Wait].append(QRectF(l.x(step.dispatchEnd), hostTop,
                                      l.x(step.hostFree) - l.x(step.dispatchEnd), h));
        boxes[Busy].append(
            QRectF(l.x(step.gpuStart), gpuTop, l.x(step.gpuEnd) - l.x(step.gpuStart), h));
    }
    painter.setPen(Qt::NoPen);
    for (Fill fill : {Idle, Dispatch, Wait, Busy}) {
        painter.setBrush(fillColour(fill, paper));
        painter.drawRects(boxes[fill]);
    }
    // A hairline of paper between blocks that follow each other with no gap,
    // where they are wide enough to keep it.
    QList<QLineF> edges;
    for (Fill fill : {Dispatch, Busy}) {
        const QList<QRectF> &row = boxes[fill];
        for (qsizetype i = 1; i < row.size(); ++i) {
            if (row.at(i).width() >= 2 * minimumBlockPixels
                && row.at(i).left() - row.at(i - 1).right() < 0.5)
                edges.append(QLineF(row.at(i).topLeft(), row.at(i).bottomLeft()));
        }
    }
    painter.setPen(QPen(paper, 1));
    painter.drawLines(edges);
}

void AsyncDispatchTimeline::paintColumns(QPainter &painter, const Layout &l,
                                         const DispatchTimeline &timeline, Occupancy &cache,
                                         double top, double height, int lane, bool pinned) const
{
    const int columns = std::max(1, int(std::lround(timeline.figures.totalMs / l.span * l.width)));
    if (cache.columns != columns || cache.span != l.span) {
        cache.columns = columns;
        cache.span = l.span;
        cache.lanes = laneOccupancy(timeline, columns);
    }
    const QColor paper = ChartLook::plotArea(palette());
    std::array<QColor, FillCount> colours;
    for (int fill = 0; fill < FillCount; ++fill)
        colours[fill] = pinned ? mix(paper, fillColour(Fill(fill), paper), 0.45)
                               : fillColour(Fill(fill), paper);
    QImage image(columns, 1, QImage::Format_RGB32);
    auto *row = reinterpret_cast<QRgb *>(image.scanLine(0));
    const LaneOccupancy &shares = cache.lanes;
    for (int column = 0; column < columns; ++column) {
        // Each colour in the share of the column it covers, as the blocks would
        // look drawn at a finer scale.
        const QColor colour = lane == 0 ? blend(paper,
                                                {colours[Dispatch], shares.hostDispatch.at(column)},
                                                {colours[Wait], shares.hostWait.at(column)})
                                        : blend(colours[Idle],
                                                {colours[Busy], shares.gpuBusy.at(column)});
        row[column] = colour.rgb();
    }
    painter.drawImage(QRectF(l.left, top, columns, height), image);
}

void AsyncDispatchTimeline::paintPinned(QPainter &painter, const Layout &l) const
{
    if (!m_pinned)
        return;
    for (int lane = 0; lane < 2; ++lane)
        paintColumns(painter, l, m_pinned->timeline, m_pinnedOccupancy,
                     l.laneTop[lane] + l.laneHeight + 1, l.stripHeight - 1, lane, true);
    const double x = l.x(m_pinned->timeline.figures.totalMs);
    painter.setPen(QPen(ChartLook::paperText(palette()), 1.5, Qt::DashLine));
    painter.drawLine(QPointF(x, l.laneTop[0]),
                     QPointF(x, l.laneTop[1] + l.laneHeight + l.stripHeight));
}

void AsyncDispatchTimeline::paintAxis(QPainter &painter, const Layout &l) const
{
    const QColor text = ChartLook::paperText(palette());
    const QFontMetricsF metrics(font());
    const double unit = l.seconds ? 1000 : 1;
    const double spanInUnits = l.span / unit;
    const QString widest = QLocale().toString(spanInUnits, 'f', 0);
    const double labelRoom = metrics.horizontalAdvance(widest + u"0.0"_s) + 16;
    const int intervals = std::max(1, int(l.width / labelRoom));
    const double step = ChartStyle::niceTickStep(spanInUnits / intervals);
    painter.setPen(QPen(text, 1));
    painter.drawLine(QPointF(l.left, l.axisTop), QPointF(l.left + l.width, l.axisTop));
    const int decimals = step < 1 ? int(std::ceil(-std::log10(step) - 1e-9)) : 0;
    for (int i = 0; i * step <= spanInUnits * (1 + 1e-9); ++i) {
        const double value = i * step;
        const double x = l.x(value * unit);
        painter.drawLine(QPointF(x, l.axisTop), QPointF(x, l.axisTop + 4));
        const QString label = QLocale().toString(value, 'f', decimals);
        const double labelWidth = metrics.horizontalAdvance(label);
        const double labelLeft = std::clamp(x - labelWidth / 2, 0.0, width() - labelWidth);
        painter.drawText(QPointF(labelLeft, l.axisTop + 5 + l.ascent), label);
    }
    const QString title = l.seconds ? PageText::tr("Time (s)") : PageText::tr("Time (ms)");
    painter.drawText(QRectF(l.left, l.axisTop + 5 + l.lineHeight, l.width, l.lineHeight),
                     Qt::AlignHCenter | Qt::AlignTop, title);
}

QString AsyncDispatchTimeline::toolTipAt(const QPointF &position) const
{
    const Layout l = layout();
    const double time = (position.x() - l.left) / l.width * l.span;
    const QList<DispatchStep> &steps = m_timeline.steps;
    if (time < 0 || time > m_timeline.figures.totalMs || steps.isEmpty())
        return {};
    const auto within = [&](int lane) {
        return position.y() >= l.laneTop[lane] && position.y() < l.laneTop[lane] + l.laneHeight;
    };
    using AsyncDispatchText::milliseconds;
    if (within(0)) {
        const auto after = std::upper_bound(steps.cbegin(), steps.cend(), time,
                                            [](double t, const DispatchStep &s) {
                                                return t < s.dispatchStart;
                                            });
        const auto index = std::max<qsizetype>(0, after - steps.cbegin() - 1);
        const DispatchStep &step = steps.at(index);
        if (time < step.dispatchEnd)
            return PageText::tr("Step %1: the host dispatches it from %2 to %3.")
                .arg(QLocale().toString(index + 1), milliseconds(step.dispatchStart),
                     milliseconds(step.dispatchEnd));
        return PageText::tr("Step %1: the host waits for the GPU from %2 to %3.")
            .arg(QLocale().toString(index + 1), milliseconds(step.dispatchEnd),
                 milliseconds(step.hostFree));
    }
    if (within(1)) {
        const auto after = std::upper_bound(steps.cbegin(), steps.cend(), time,
                                            [](double t, const DispatchStep &s) {
                                                return t < s.gpuStart;
                                            });
        const qsizetype index = after - steps.cbegin() - 1;
        if (index >= 0 && time < steps.at(index).gpuEnd)
            return PageText::tr("Step %1: the GPU runs it from %2 to %3.")
                .arg(QLocale().toString(index + 1), milliseconds(steps.at(index).gpuStart),
                     milliseconds(steps.at(index).gpuEnd));
        return PageText::tr("A gap: the GPU waits for step %1 to be dispatched.")
            .arg(QLocale().toString(index + 2));
    }
    return {};
}

bool AsyncDispatchTimeline::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void AsyncDispatchTimeline::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateAccessibleText();
    if (event->type() == QEvent::PaletteChange) {
        m_occupancy = {};
        m_pinnedOccupancy = {};
    }
    QWidget::changeEvent(event);
}

QString AsyncDispatchTimeline::summary() const
{
    using AsyncDispatchText::milliseconds;
    const DispatchFigures &f = m_timeline.figures;
    QString text = PageText::tr("Host lane: dispatching %1, waiting for the GPU %2. GPU lane: "
                                "running %3, idle in gaps %4. Total %5.")
                       .arg(milliseconds(f.hostDispatchMs), milliseconds(f.hostWaitMs),
                            milliseconds(f.gpuBusyMs), milliseconds(f.gpuIdleMs),
                            milliseconds(f.totalMs));
    if (m_pinned)
        text += u' '
                + PageText::tr("%1: total %2.")
                      .arg(m_pinned->label, milliseconds(m_pinned->timeline.figures.totalMs));
    return text;
}

void AsyncDispatchTimeline::updateAccessibleText()
{
    setAccessibleDescription(summary());
}
