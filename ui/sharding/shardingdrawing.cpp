#include "sharding/shardingdrawing.h"

#include "charts/chartlook.h"
#include "charts/chartstyle.h"

#include <QEvent>
#include <QLocale>
#include <QPainter>
#include <QStringList>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace {

// The tiles' fills: the chart kit's series colours, made for white paper and
// lightened to 3:1 on a dark one (ChartLook::legibleOn), in an order that keeps
// neighbours apart in hue.
const std::array<QColor, 8> &tileColours()
{
    static const std::array<QColor, 8> colours{
        ChartStyle::Attention::naive.colour,  ChartStyle::Pipeline::backward,
        ChartStyle::Pipeline::backwardWeight, ChartStyle::KvCache::weights.colour,
        ChartStyle::Attention::fused.colour,  ChartStyle::Attention::chosenGpu.colour,
        ChartStyle::Pipeline::forward,        ChartStyle::Pipeline::forwardOtherChunk,
    };
    return colours;
}

// The label's colour on a fill: black or white, whichever contrasts more.
QColor textOn(const QColor &fill)
{
    return ChartLook::contrast(fill, Qt::white) >= ChartLook::contrast(fill, Qt::black)
               ? QColor(Qt::white)
               : QColor(Qt::black);
}

// A tile's stand-in for the keyboard and a screen reader: it paints nothing;
// the drawing frames the tile that has the focus.
class TileFocus : public QWidget
{
public:
    explicit TileFocus(QWidget *parent)
        : QWidget(parent)
    {
        setFocusPolicy(Qt::StrongFocus);
        setAttribute(Qt::WA_TransparentForMouseEvents);
    }

protected:
    void focusInEvent(QFocusEvent *event) override
    {
        QWidget::focusInEvent(event);
        parentWidget()->update();
    }
    void focusOutEvent(QFocusEvent *event) override
    {
        QWidget::focusOutEvent(event);
        parentWidget()->update();
    }
};

constexpr int margin = 6;

} // namespace

ShardingDrawing::ShardingDrawing(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"shardingDrawing"_s);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QString ShardingDrawing::deviceLabel(const QList<int> &devices)
{
    QStringList ids;
    for (int device : devices)
        ids << QLocale().toString(device); // the language's digits
    return u"GPU "_s + ids.join(u',');
}

void ShardingDrawing::showLayout(const sharding::ArrayLayout &layout, const QList<quint64> &shape,
                                 const QStringList &tileNames)
{
    m_layout = layout;
    m_shape = shape;
    while (m_tiles.size() > layout.tiles.size())
        delete m_tiles.takeLast();
    while (m_tiles.size() < layout.tiles.size()) {
        auto *tile = new TileFocus(this);
        tile->setObjectName(u"shardingTile%1"_s.arg(m_tiles.size()));
        tile->show();
        m_tiles << tile;
    }
    for (qsizetype i = 0; i < m_tiles.size(); ++i) {
        m_tiles.at(i)->setAccessibleName(tileNames.value(i));
        m_tiles.at(i)->setToolTip(tileNames.value(i));
    }
    placeTileWidgets();
    update();
}

QList<QWidget *> ShardingDrawing::tileWidgets() const
{
    return m_tiles;
}

QRectF ShardingDrawing::arrayRect() const
{
    const QRectF room = QRectF(rect()).adjusted(margin, margin, -margin, -margin);
    if (m_shape.isEmpty() || room.isEmpty())
        return room;
    // As visualize_array_sharding: a 2-D array keeps its shape's proportions
    // (within 1:4 and 4:1, so that a long thin array stays readable), a 1-D one is a band.
    const double rows = m_shape.size() == 2 ? double(m_shape.at(0)) : 1.0;
    const double columns = double(m_shape.last());
    const double aspect = m_shape.size() == 2 ? std::clamp(columns / rows, 0.25, 4.0) : 6.0;
    QSizeF size(room.width(), room.width() / aspect);
    if (size.height() > room.height())
        size = QSizeF(room.height() * aspect, room.height());
    QRectF array(QPointF(), size);
    array.moveCenter(room.center());
    return array;
}

QRectF ShardingDrawing::tileRect(int index) const
{
    if (index < 0 || index >= m_layout.tiles.size())
        return {};
    const sharding::Tile &tile = m_layout.tiles.at(index);
    const QRectF array = arrayRect();
    const bool twoDims = m_layout.ways.size() == 2;
    const int rows = twoDims ? m_layout.ways.at(0) : 1;
    const int columns = m_layout.ways.last();
    const int row = twoDims ? tile.position.at(0) : 0;
    const int column = tile.position.last();
    const double width = array.width() / columns;
    const double height = array.height() / rows;
    return {array.left() + column * width, array.top() + row * height, width, height};
}

void ShardingDrawing::placeTileWidgets()
{
    for (qsizetype i = 0; i < m_tiles.size(); ++i)
        m_tiles.at(i)->setGeometry(tileRect(int(i)).toAlignedRect());
}

void ShardingDrawing::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    placeTileWidgets();
}

bool ShardingDrawing::event(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        update();
    return QWidget::event(event);
}

QSize ShardingDrawing::sizeHint() const
{
    return ChartStyle::textMinimum(font(), 60, 16, {420, 260});
}

QSize ShardingDrawing::minimumSizeHint() const
{
    // Narrow enough for the column beside the controls at the largest text size.
    return ChartStyle::textMinimum(font(), 24, 8, {240, 160});
}

void ShardingDrawing::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor paper = ChartLook::plotArea(palette());
    painter.fillRect(rect(), paper);
    const QColor outline = ChartLook::paperText(palette());
    for (qsizetype i = 0; i < m_layout.tiles.size(); ++i) {
        const QRectF box = tileRect(int(i));
        const QColor fill = ChartLook::legibleOn(tileColours().at(std::size_t(i) % 8), paper);
        painter.fillRect(box, fill);
        painter.setPen(QPen(outline, 1));
        painter.drawRect(box);
        painter.setPen(textOn(fill));
        const QString label = deviceLabel(m_layout.tiles.at(i).devices);
        painter.drawText(box.adjusted(2, 2, -2, -2), Qt::AlignCenter | Qt::TextWrapAnywhere, label);
        if (m_tiles.value(i) && m_tiles.at(i)->hasFocus()) {
            painter.setPen(QPen(palette().color(QPalette::Highlight), 3));
            painter.drawRect(box.adjusted(2, 2, -2, -2));
        }
    }
}
