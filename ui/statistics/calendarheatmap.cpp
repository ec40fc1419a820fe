#include "statistics/calendarheatmap.h"

#include "charts/chartlook.h"
#include "core/historyformat.h"
#include "core/language.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace {
constexpr int shades = 4;
constexpr int minimumStep = 8;
// A green that keeps 3:1 on white paper; lightened on a dark one.
const QColor reviewGreen{0x1e, 0x7b, 0x3c};

QColor mixed(const QColor &a, const QColor &b, double share)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * share),
                            float(a.greenF() + (b.greenF() - a.greenF()) * share),
                            float(a.blueF() + (b.blueF() - a.blueF()) * share));
}

int offsetInWeek(const QDate &day)
{
    return (day.dayOfWeek() - int(QLocale().firstDayOfWeek()) + 7) % 7;
}
} // namespace

CalendarHeatmap::CalendarHeatmap(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"calendarHeatmap"_s);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    setMouseTracking(false);
}

void CalendarHeatmap::setCounts(const QDate &start, const QList<int> &counts,
                                const QList<qint64> &timesMs)
{
    const bool moved = m_start != start || m_counts.size() != counts.size();
    m_start = start;
    m_counts = counts;
    m_timesMs = timesMs;
    m_busiest = counts.isEmpty() ? 0 : *std::max_element(counts.cbegin(), counts.cend());
    if (moved || !m_focused.isValid() || m_focused < m_start || m_focused > lastDay())
        m_focused = lastDay();
    updateGeometry();
    updateAccessibleName();
    update();
}

QDate CalendarHeatmap::lastDay() const
{
    return m_start.addDays(m_counts.size() - 1);
}

int CalendarHeatmap::countOn(const QDate &day) const
{
    const qint64 index = m_start.daysTo(day);
    return index >= 0 && index < m_counts.size() ? m_counts.at(index) : 0;
}

qint64 CalendarHeatmap::timeOn(const QDate &day) const
{
    const qint64 index = m_start.daysTo(day);
    return index >= 0 && index < m_timesMs.size() ? m_timesMs.at(index) : 0;
}

void CalendarHeatmap::setFocusedDay(const QDate &day)
{
    if (m_counts.isEmpty())
        return;
    const QDate clamped = std::clamp(day, m_start, lastDay());
    if (clamped == m_focused)
        return;
    m_focused = clamped;
    updateAccessibleName();
    update();
}

QString CalendarHeatmap::dayText(const QDate &day) const
{
    const QLocale locale;
    const QString date = locale.toString(day, u"d MMMM yyyy"_s);
    const qint64 time = timeOn(day);
    if (time <= 0)
        return tr("%1: %Ln review(s)", nullptr, countOn(day)).arg(date);
    return tr("%1: %Ln review(s), %2", "date, reviews, time they took", countOn(day))
        .arg(date, HistoryFormat::duration(time, languageForLocale(locale)));
}

int CalendarHeatmap::shade(const QDate &day) const
{
    const int count = countOn(day);
    if (count <= 0 || m_busiest <= 0)
        return 0;
    return std::clamp(int(std::ceil(double(shades) * count / m_busiest)), 1, shades);
}

QStringList CalendarHeatmap::monthLabels() const
{
    QStringList labels;
    if (m_counts.isEmpty())
        return labels;
    const QLocale locale;
    // Each month named over the column of its first day; the calendar's first
    // month too when it starts on the 1st.
    for (QDate day = m_start; day <= lastDay(); day = day.addDays(1)) {
        if (day.day() == 1)
            labels << locale.monthName(day.month(), QLocale::ShortFormat);
    }
    return labels;
}

QStringList CalendarHeatmap::weekdayLabels() const
{
    const QLocale locale;
    QStringList labels;
    const int first = int(locale.firstDayOfWeek());
    for (int row : {1, 3, 5})
        labels << locale.dayName((first - 1 + row) % 7 + 1, QLocale::ShortFormat);
    return labels;
}

ChartTable CalendarHeatmap::dataTable() const
{
    const QLocale locale;
    ChartTable table;
    table.title = tr("Review calendar");
    table.headers = {tr("Day"), tr("Reviews"), tr("Time")};
    const Language language = languageForLocale(locale);
    for (qsizetype i = 0; i < m_counts.size(); ++i) {
        const QDate day = m_start.addDays(i);
        const qint64 time = timeOn(day);
        table.rows.append(
            {locale.toString(day, u"d MMMM yyyy, dddd"_s), locale.toString(m_counts.at(i)),
             time > 0 ? HistoryFormat::duration(time, language) : tr("—", "no time measured")});
    }
    return table;
}

int CalendarHeatmap::columns() const
{
    if (m_counts.isEmpty())
        return 53;
    return int((offsetInWeek(m_start) + m_counts.size() - 1) / 7) + 1;
}

QPoint CalendarHeatmap::place(const QDate &day) const
{
    const qint64 index = m_start.daysTo(day) + offsetInWeek(m_start);
    return {int(index / 7), int(index % 7)};
}

CalendarHeatmap::Geometry CalendarHeatmap::geometryFor(int width) const
{
    const QFontMetrics metrics(font());
    Geometry geometry;
    for (const QString &label : weekdayLabels())
        geometry.labelWidth = std::max(geometry.labelWidth, metrics.horizontalAdvance(label));
    geometry.labelWidth += metrics.averageCharWidth();
    geometry.monthHeight = metrics.height() + 2;
    geometry.legendHeight = metrics.height() + 6;
    const int largest = std::max(minimumStep, metrics.height());
    geometry.step = std::clamp((width - geometry.labelWidth) / columns(), minimumStep, largest);
    return geometry;
}

int CalendarHeatmap::heightForWidth(int width) const
{
    const Geometry geometry = geometryFor(width);
    return geometry.monthHeight + 7 * geometry.step + geometry.legendHeight;
}

QSize CalendarHeatmap::sizeHint() const
{
    const Geometry geometry = geometryFor(std::numeric_limits<int>::max() / 2);
    const int width = geometry.labelWidth + columns() * geometry.step;
    return {width, heightForWidth(width)};
}

QSize CalendarHeatmap::minimumSizeHint() const
{
    const Geometry geometry = geometryFor(0);
    const int width = geometry.labelWidth + columns() * geometry.step;
    return {width, heightForWidth(width)};
}

QRect CalendarHeatmap::cellRect(const QDate &day, const Geometry &geometry) const
{
    const QPoint at = place(day);
    const int gap = std::max(1, geometry.step / 6);
    return {geometry.labelWidth + at.x() * geometry.step,
            geometry.monthHeight + at.y() * geometry.step, geometry.step - gap,
            geometry.step - gap};
}

QDate CalendarHeatmap::dayAt(const QPoint &position) const
{
    if (m_counts.isEmpty())
        return {};
    const Geometry geometry = geometryFor(width());
    const int column = (position.x() - geometry.labelWidth) / geometry.step;
    const int row = (position.y() - geometry.monthHeight) / geometry.step;
    if (position.x() < geometry.labelWidth || position.y() < geometry.monthHeight || row > 6)
        return {};
    const QDate day = m_start.addDays(qint64(column) * 7 + row - offsetInWeek(m_start));
    return day >= m_start && day <= lastDay() ? day : QDate();
}

QColor CalendarHeatmap::shadeColour(int level) const
{
    const QColor paper = ChartLook::plotArea(palette());
    if (level == 0)
        return mixed(paper, ChartLook::paperText(palette()), 0.1);
    const QColor full = ChartLook::legibleOn(reviewGreen, paper);
    return mixed(paper, full, 0.25 + 0.75 * (level - 1) / (shades - 1));
}

void CalendarHeatmap::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), ChartLook::plotArea(palette()));
    if (m_counts.isEmpty())
        return;
    const Geometry geometry = geometryFor(width());
    paintLabels(painter, geometry);
    const qreal radius = geometry.step / 5.0;
    painter.setPen(Qt::NoPen);
    for (QDate day = m_start; day <= lastDay(); day = day.addDays(1)) {
        painter.setBrush(shadeColour(shade(day)));
        painter.drawRoundedRect(cellRect(day, geometry), radius, radius);
    }
    if (hasFocus()) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(ChartLook::paperText(palette()), 2));
        painter.drawRect(cellRect(m_focused, geometry).adjusted(-1, -1, 1, 1));
    }
    paintLegend(painter, geometry);
}

void CalendarHeatmap::paintLabels(QPainter &painter, const Geometry &geometry)
{
    const QLocale locale;
    const QFontMetrics metrics(font());
    painter.setPen(ChartLook::paperText(palette()));
    int clearFrom = 0; // a month's name is left out where the one before still is
    for (QDate day = m_start; day <= lastDay(); day = day.addDays(1)) {
        if (day.day() != 1)
            continue;
        const int x = geometry.labelWidth + place(day).x() * geometry.step;
        const QString name = locale.monthName(day.month(), QLocale::ShortFormat);
        if (x < clearFrom)
            continue;
        painter.drawText(QPoint(x, metrics.ascent()), name);
        clearFrom = x + metrics.horizontalAdvance(name) + metrics.averageCharWidth();
    }
    const QStringList weekdays = weekdayLabels();
    for (int i = 0; i < weekdays.size(); ++i) {
        const int row = 1 + 2 * i;
        const QRect line(0, geometry.monthHeight + row * geometry.step, geometry.labelWidth,
                         geometry.step);
        painter.drawText(line, Qt::AlignLeft | Qt::AlignVCenter, weekdays.at(i));
    }
}

void CalendarHeatmap::paintLegend(QPainter &painter, const Geometry &geometry)
{
    const QFontMetrics metrics(font());
    const int top = geometry.monthHeight + 7 * geometry.step + 4;
    const int cell = std::min(geometry.step, metrics.height()) - 2;
    const QString less = tr("Fewer");
    const QString more = tr("More");
    int x = geometry.labelWidth;
    painter.setPen(ChartLook::paperQuietText(palette()));
    painter.drawText(QPoint(x, top + metrics.ascent()), less);
    x += metrics.horizontalAdvance(less) + metrics.averageCharWidth();
    painter.setPen(Qt::NoPen);
    for (int level = 0; level <= shades; ++level) {
        painter.setBrush(shadeColour(level));
        painter.drawRoundedRect(QRect(x, top + (metrics.height() - cell) / 2, cell, cell), 2, 2);
        x += cell + 3;
    }
    painter.setPen(ChartLook::paperQuietText(palette()));
    painter.drawText(QPoint(x + metrics.averageCharWidth(), top + metrics.ascent()), more);
}

void CalendarHeatmap::keyPressEvent(QKeyEvent *event)
{
    if (m_counts.isEmpty()) {
        QWidget::keyPressEvent(event);
        return;
    }
    const bool rightToLeft = layoutDirection() == Qt::RightToLeft;
    switch (event->key()) {
    case Qt::Key_Up:
        setFocusedDay(m_focused.addDays(-1));
        break;
    case Qt::Key_Down:
        setFocusedDay(m_focused.addDays(1));
        break;
    case Qt::Key_Left:
        setFocusedDay(m_focused.addDays(rightToLeft ? 7 : -7));
        break;
    case Qt::Key_Right:
        setFocusedDay(m_focused.addDays(rightToLeft ? -7 : 7));
        break;
    case Qt::Key_Home:
        setFocusedDay(m_start);
        break;
    case Qt::Key_End:
        setFocusedDay(lastDay());
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void CalendarHeatmap::mousePressEvent(QMouseEvent *event)
{
    if (const QDate day = dayAt(event->position().toPoint()); day.isValid())
        setFocusedDay(day);
    QWidget::mousePressEvent(event);
}

bool CalendarHeatmap::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QDate day = dayAt(help->pos());
        if (day.isValid())
            QToolTip::showText(help->globalPos(), dayText(day), this);
        else
            QToolTip::hideText();
        return true;
    }
    if (event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut)
        update();
    return QWidget::event(event);
}

void CalendarHeatmap::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange) {
        updateAccessibleName();
        updateGeometry();
        update();
    }
    if (event->type() == QEvent::FontChange)
        updateGeometry();
    QWidget::changeEvent(event);
}

void CalendarHeatmap::updateAccessibleName()
{
    setAccessibleName(m_counts.isEmpty() ? tr("Review calendar") : dayText(m_focused));
    setAccessibleDescription(tr("Review calendar of the past year. The arrow keys move by a "
                                "day (up and down) and by a week (left and right)."));
}
