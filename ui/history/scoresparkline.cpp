#include "history/scoresparkline.h"

#include "charts/chartstyle.h"
#include "core/historyformat.h"

#include <QPainter>
#include <QPainterPath>

using namespace Qt::StringLiterals;

namespace {
constexpr int lineWidth = 2;
constexpr int lastMarkDiameter = 6;
} // namespace

ScoreSparkline::ScoreSparkline(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"scoreSparkline"_s);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    hide();
}

void ScoreSparkline::setScores(const QList<int> &percents, Language language)
{
    m_scores = percents;
    setVisible(!m_scores.isEmpty());
    retranslate(language);
    update();
}

void ScoreSparkline::retranslate(Language language)
{
    QStringList shown;
    for (int percent : std::as_const(m_scores))
        shown << HistoryFormat::percent(percent, language);
    setAccessibleName(tr("Score trend"));
    const QString description = tr("Last scores: %1").arg(shown.join(tr(", ", "list separator")));
    setAccessibleDescription(description);
    setToolTip(description);
}

QSize ScoreSparkline::sizeHint() const
{
    const int height = fontMetrics().height() + 6;
    return {height * 4, height};
}

void ScoreSparkline::paintEvent(QPaintEvent *)
{
    if (m_scores.isEmpty())
        return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF area = QRectF(rect()).adjusted(lastMarkDiameter / 2.0, lastMarkDiameter / 2.0,
                                                -lastMarkDiameter / 2.0, -lastMarkDiameter / 2.0);
    // A faint base line at 0 % so that a low score still reads as low.
    painter.setPen(QPen(palette().color(QPalette::Mid), 1));
    painter.drawLine(area.bottomLeft(), area.bottomRight());

    auto pointAt = [&](int index) {
        const double x = m_scores.size() == 1
                             ? area.center().x()
                             : area.left() + area.width() * index / double(m_scores.size() - 1);
        return QPointF(x, area.bottom() - area.height() * m_scores.at(index) / 100.0);
    };
    QPainterPath line(pointAt(0));
    for (int i = 1; i < m_scores.size(); ++i)
        line.lineTo(pointAt(i));
    const QColor colour = ChartStyle::scoreBlue;
    painter.setPen(QPen(colour, lineWidth, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPath(line);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawEllipse(pointAt(int(m_scores.size()) - 1), lastMarkDiameter / 2.0,
                        lastMarkDiameter / 2.0);
}
