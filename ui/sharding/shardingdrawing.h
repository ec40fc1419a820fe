#pragma once

#include "core/sharding.h"

#include <QList>
#include <QWidget>

class QPaintEvent;

// An array drawn as its tiles, the way jax.debug.visualize_array_sharding
// draws them: a 2-D array as rows and columns of tiles sized by their index
// ranges, a 1-D array as one row; each tile labelled with the devices that
// hold it ("GPU 0,4"). Paints only what the core's ArrayLayout says. Each tile
// is also a focusable child with its own accessible name, so that Tab and a
// screen reader visit the tiles one by one.
class ShardingDrawing : public QWidget
{
    Q_OBJECT
public:
    explicit ShardingDrawing(QWidget *parent = nullptr);

    // The layout to draw and each tile's spoken name, in the layout's order.
    void showLayout(const sharding::ArrayLayout &layout, const QList<quint64> &shape,
                    const QStringList &tileNames);
    // "GPU 0,1,2,3", as visualize_array_sharding writes a tile (in the language's digits).
    static QString deviceLabel(const QList<int> &devices);
    // The tiles' focusable stand-ins, in the layout's order.
    QList<QWidget *> tileWidgets() const;
    // The rectangle tile `index` is painted in.
    QRectF tileRect(int index) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool event(QEvent *event) override;

private:
    void placeTileWidgets();
    QRectF arrayRect() const;

    sharding::ArrayLayout m_layout;
    QList<quint64> m_shape;
    QList<QWidget *> m_tiles;
};
