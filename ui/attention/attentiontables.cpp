#include "attention/attentiontables.h"

#include "attention/attentionformat.h"
#include "charts/charttextmodel.h"
#include "core/models/attentionmemorymodel.h"

#include <QCoreApplication>

using AttentionFormat::count;
using AttentionFormat::dataSize;

namespace AttentionTables {

namespace {
// The tables speak in the page's words.
struct PageText
{
    Q_DECLARE_TR_FUNCTIONS(AttentionPage)
};
} // namespace

QString memoryTitle()
{
    return PageText::tr("Memory against T = S");
}

ChartTextModel *memoryText(QAbstractItemModel *memoryModel, QObject *parent)
{
    auto *text = new ChartTextModel(memoryModel, parent);
    text->setFormat(AttentionMemoryModel::SequenceColumn,
                    [](const QVariant &tokens) { return count(tokens.toULongLong()); });
    for (int column : {AttentionMemoryModel::NaiveColumn, AttentionMemoryModel::FusedColumn})
        text->setFormat(column, [](const QVariant &bytes) { return dataSize(bytes.toULongLong()); });
    return text;
}

ChartTable markers(const AttentionResults &results)
{
    const bool fused = results.cudnn.available();
    const QString t = count(results.shape.queryLength);
    ChartTable table;
    table.title = PageText::tr("Marked points");
    table.headers = {PageText::tr("Point"), PageText::tr("T = S"), PageText::tr("Memory")};
    table.rows.append({PageText::tr("Now, naive"), t, dataSize(results.memory.naiveTotalBytes)});
    if (fused)
        table.rows.append({PageText::tr("Now, fused"), t, dataSize(results.memory.fusedTotalBytes)});
    table.rows.append({results.gpu.name, QString(), dataSize(results.gpu.memoryBytes)});
    table.rows.append({PageText::tr("Naive fits up to"), count(results.limits.naive),
                       dataSize(results.gpu.memoryBytes)});
    if (fused)
        table.rows.append({PageText::tr("Fused fits up to"), count(results.limits.fused),
                           dataSize(results.gpu.memoryBytes)});
    return table;
}

QString pinnedLabel(const AttentionShape &shape)
{
    const QString pass = shape.pass == AttentionPass::Training ? PageText::tr("training")
                                                               : PageText::tr("inference");
    return PageText::tr("%1, %2, B = %3, N = %4, d = %5")
        .arg(QString(dtypeName(shape.dtype)), pass, count(shape.batch), count(shape.heads),
             count(shape.headDim));
}

} // namespace AttentionTables
