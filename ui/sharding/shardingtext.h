#pragma once

#include "charts/charttable.h"
#include "core/sharding.h"

#include <QCoreApplication>
#include <QStringList>

// The sharding page's words and numbers in the learner's language and digits:
// its figures, JAX's rules when a choice breaks them, each tile's spoken name
// and the Data view's tables. Translated in ShardingPage's context.
class ShardingText
{
    Q_DECLARE_TR_FUNCTIONS(ShardingPage)

public:
    // "64 B", "4 GB": bytes in powers of 1,000, as the communication figures count them.
    static QString bytes(quint64 count);
    static QString bytes(double count);
    // "(4, 16)" in the language's digits.
    static QString shape(const QList<quint64> &sizes);
    // The shard shape, bytes per device, copies and the bytes across devices.
    static QStringList layoutFigures(const sharding::Mesh &mesh,
                                     const sharding::ArrayLayoutInput &input,
                                     const sharding::ArrayLayout &layout);
    // Why JAX refuses this choice, in words.
    static QString problem(const sharding::Mesh &mesh, const sharding::ArrayLayoutInput &input,
                           const sharding::ArrayLayout &layout);
    // "Rows 0 to 3, columns 4 to 7: GPU 1, 5".
    static QString tileName(const sharding::Tile &tile);
    static ChartTable tilesTable(const sharding::ArrayLayout &layout);

    static QStringList stepFigures(const sharding::Mesh &mesh,
                                   const sharding::TrainingStepInput &input,
                                   const sharding::TrainingStep &step);
    static ChartTable groupsTable(const sharding::TrainingStep &step);
    // "GPU 0, 4"
    static QString devices(const QList<int> &ids);
};
