#include "attention/attentiontables.h"

#include "attention/attentionformat.h"
#include "attention/attentionpage.h"

using AttentionFormat::count;
using AttentionFormat::dataSize;

namespace AttentionTables {

ChartTable memory(const QList<AttentionSweepPoint> &sweep, bool withFused)
{
    ChartTable table;
    table.title = AttentionPage::tr("Memory against T = S");
    table.headers = {AttentionPage::tr("T = S"), AttentionPage::tr("Naive attention")};
    if (withFused)
        table.headers.append(AttentionPage::tr("Fused cuDNN kernel"));
    for (const AttentionSweepPoint &point : sweep) {
        QStringList row{count(point.sequence), dataSize(point.naiveBytes)};
        if (withFused)
            row.append(dataSize(point.fusedBytes));
        table.rows.append(row);
    }
    return table;
}

ChartTable markers(const AttentionResults &results)
{
    const bool fused = results.cudnn.available();
    const QString t = count(results.shape.queryLength);
    ChartTable table;
    table.title = AttentionPage::tr("Marked points");
    table.headers = {AttentionPage::tr("Point"), AttentionPage::tr("T = S"),
                     AttentionPage::tr("Memory")};
    table.rows.append(
        {AttentionPage::tr("Now, naive"), t, dataSize(results.memory.naiveTotalBytes)});
    if (fused)
        table.rows.append(
            {AttentionPage::tr("Now, fused"), t, dataSize(results.memory.fusedTotalBytes)});
    table.rows.append({results.gpu.name, QString(), dataSize(results.gpu.memoryBytes)});
    table.rows.append({AttentionPage::tr("Naive fits up to"), count(results.limits.naive),
                       dataSize(results.gpu.memoryBytes)});
    if (fused)
        table.rows.append({AttentionPage::tr("Fused fits up to"), count(results.limits.fused),
                           dataSize(results.gpu.memoryBytes)});
    return table;
}

QList<ChartTable> all(const AttentionResults &results, const QList<AttentionSweepPoint> &sweep)
{
    return {memory(sweep, results.cudnn.available()), markers(results)};
}

QString pinnedLabel(const AttentionShape &shape)
{
    const QString pass = shape.pass == AttentionPass::Training ? AttentionPage::tr("training")
                                                               : AttentionPage::tr("inference");
    return AttentionPage::tr("%1, %2, B = %3, N = %4, d = %5")
        .arg(QString(dtypeName(shape.dtype)), pass, count(shape.batch), count(shape.heads),
             count(shape.headDim));
}

} // namespace AttentionTables
