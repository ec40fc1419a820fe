#include "charts/seriesmapping.h"

#include <QAbstractItemModel>
#include <QXYSeries>

namespace {

// The series' points, read again from the model whenever it changes.
class SeriesFeed : public QObject
{
public:
    SeriesFeed(QXYSeries *series, const QAbstractItemModel *model, int xColumn, int yColumn)
        : QObject(series)
        , m_series(series)
        , m_model(model)
        , m_xColumn(xColumn)
        , m_yColumn(yColumn)
    {
        connect(model, &QAbstractItemModel::dataChanged, this,
                [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                    if (touches(topLeft.column(), bottomRight.column()))
                        refresh();
                });
        for (auto rowsMoved : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
            connect(model, rowsMoved, this, &SeriesFeed::refresh);
        connect(model, &QAbstractItemModel::modelReset, this, &SeriesFeed::refresh);
        connect(model, &QAbstractItemModel::layoutChanged, this, &SeriesFeed::refresh);
        refresh();
    }

private:
    bool touches(int firstColumn, int lastColumn) const
    {
        const auto within = [firstColumn, lastColumn](int column) {
            return column >= firstColumn && column <= lastColumn;
        };
        return within(m_xColumn) || within(m_yColumn);
    }

    void refresh()
    {
        QList<QPointF> points;
        points.reserve(m_model->rowCount());
        for (int row = 0; row < m_model->rowCount(); ++row) {
            const QVariant y = m_model->index(row, m_yColumn).data();
            if (y.isValid())
                points.append(
                    QPointF(m_model->index(row, m_xColumn).data().toDouble(), y.toDouble()));
        }
        if (m_series->points() != points)
            m_series->replace(points);
    }

    QXYSeries *m_series = nullptr;
    const QAbstractItemModel *m_model = nullptr;
    int m_xColumn = 0;
    int m_yColumn = 0;
};

} // namespace

namespace SeriesMapping {

void feed(QXYSeries *series, const QAbstractItemModel *model, int xColumn, int yColumn)
{
    new SeriesFeed(series, model, xColumn, yColumn);
}

} // namespace SeriesMapping
