// The chart pages' line-chart models (core/models): BubbleSweepModel (the
// bubble against m) and AttentionMemoryModel (the memory against T = S), fed
// with the core's own sweeps. Each is watched by QAbstractItemModelTester in
// every test. The expected values are worked by hand from the formulas in each
// test's comment; the header texts are the source forms (no translation is
// loaded).
#include "core/models/attentionmemorymodel.h"
#include "core/models/bubblesweepmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using pipeline::BubbleMeasure;
using pipeline::Parameters;
using pipeline::Schedule;

namespace {

Parameters schedule(Schedule schedule, int stages, double backwardRatio = 1.0, int chunks = 2)
{
    Parameters parameters;
    parameters.schedule = schedule;
    parameters.stages = stages;
    parameters.backwardRatio = backwardRatio;
    parameters.chunks = chunks;
    return parameters;
}

double cell(const QAbstractItemModel &model, int row, int column)
{
    return model.index(row, column).data().toDouble();
}

// What a model announces: every signal a change could send.
struct Announcements
{
    explicit Announcements(const QAbstractItemModel *model)
        : changed(model, &QAbstractItemModel::dataChanged)
        , inserted(model, &QAbstractItemModel::rowsInserted)
        , removed(model, &QAbstractItemModel::rowsRemoved)
        , reset(model, &QAbstractItemModel::modelReset)
        , layout(model, &QAbstractItemModel::layoutChanged)
    { }
    QSignalSpy changed;
    QSignalSpy inserted;
    QSignalSpy removed;
    QSignalSpy reset;
    QSignalSpy layout;
};

} // namespace

class TestChartModels : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void bubbleRowsAndValues();
    void bubbleControlChangeIsAnnouncedCellByCell();
    void bubbleMeasureChangesValuesAndHeader();
    void bubbleRangeChangeInsertsAndRemovesRows();
    void bubbleBlankWhereNoClosedForm();
    void attentionRowsAndValues();
    void attentionControlChangeIsAnnouncedCellByCell();
    void sameSweepAnnouncesNothing();

private:
    std::unique_ptr<BubbleSweepModel> m_bubble;
    std::unique_ptr<AttentionMemoryModel> m_memory;
    std::unique_ptr<QAbstractItemModelTester> m_bubbleTester;
    std::unique_ptr<QAbstractItemModelTester> m_memoryTester;
};

void TestChartModels::init()
{
    m_bubble = std::make_unique<BubbleSweepModel>();
    m_memory = std::make_unique<AttentionMemoryModel>();
    using Mode = QAbstractItemModelTester::FailureReportingMode;
    m_bubbleTester = std::make_unique<QAbstractItemModelTester>(m_bubble.get(), Mode::Fatal);
    m_memoryTester = std::make_unique<QAbstractItemModelTester>(m_memory.get(), Mode::Fatal);
}

void TestChartModels::bubbleRowsAndValues()
{
    // GPipe, p = 4, r = 1: bubble ÷ total time (p − 1)/(m + p − 1), simulated
    // and by the closed form alike: 3/4 = 75 % at m = 1, 3/11 = 27.27 % at m = 8,
    // 3/67 = 4.478 % at m = 64; a row for every m = 1…64.
    m_bubble->setSweep(pipeline::sweepMicroBatches(schedule(Schedule::GPipe, 4)),
                       BubbleMeasure::OverTotalTime);
    QCOMPARE(m_bubble->rowCount(), 64);
    QCOMPARE(m_bubble->columnCount(), 3);
    QCOMPARE(cell(*m_bubble, 0, BubbleSweepModel::MicroBatchesColumn), 1.0);
    QCOMPARE(cell(*m_bubble, 0, BubbleSweepModel::SimulatedColumn), 75.0);
    QCOMPARE(cell(*m_bubble, 0, BubbleSweepModel::ClosedFormColumn), 75.0);
    QCOMPARE(cell(*m_bubble, 7, BubbleSweepModel::MicroBatchesColumn), 8.0);
    QCOMPARE(cell(*m_bubble, 7, BubbleSweepModel::SimulatedColumn), 300.0 / 11.0);
    QCOMPARE(cell(*m_bubble, 63, BubbleSweepModel::ClosedFormColumn), 300.0 / 67.0);
    // Raw numbers, not texts: what a QVXYModelMapper reads.
    QCOMPARE(m_bubble->index(0, 1).data().metaType(), QMetaType::fromType<double>());
    QCOMPARE(m_bubble->headerData(0, Qt::Horizontal).toString(), u"m"_s);
    QCOMPARE(m_bubble->headerData(1, Qt::Horizontal).toString(),
             u"Simulated, bubble ÷ total time"_s);
    QCOMPARE(m_bubble->headerData(2, Qt::Horizontal).toString(),
             u"Closed form, bubble ÷ total time"_s);
}

void TestChartModels::bubbleControlChangeIsAnnouncedCellByCell()
{
    m_bubble->setSweep(pipeline::sweepMicroBatches(schedule(Schedule::GPipe, 4)),
                       BubbleMeasure::OverTotalTime);
    Announcements heard(m_bubble.get());
    // p = 4 -> 2: (p − 1)/(m + p − 1) = 1/(m + 1): 50 % at m = 1, 1/65 at m = 64.
    // Every m keeps its row; every value changes, the m column does not.
    m_bubble->setSweep(pipeline::sweepMicroBatches(schedule(Schedule::GPipe, 2)),
                       BubbleMeasure::OverTotalTime);
    QCOMPARE(heard.reset.size(), 0);
    QCOMPARE(heard.layout.size(), 0);
    QCOMPARE(heard.inserted.size(), 0);
    QCOMPARE(heard.removed.size(), 0);
    QCOMPARE(heard.changed.size(), 1);
    const auto topLeft = heard.changed[0][0].value<QModelIndex>();
    const auto bottomRight = heard.changed[0][1].value<QModelIndex>();
    QCOMPARE(topLeft, m_bubble->index(0, BubbleSweepModel::SimulatedColumn));
    QCOMPARE(bottomRight, m_bubble->index(63, BubbleSweepModel::ClosedFormColumn));
    QCOMPARE(cell(*m_bubble, 0, BubbleSweepModel::SimulatedColumn), 50.0);
    QCOMPARE(cell(*m_bubble, 63, BubbleSweepModel::ClosedFormColumn), 100.0 / 65.0);
}

void TestChartModels::bubbleMeasureChangesValuesAndHeader()
{
    const pipeline::BubbleSweep sweep = pipeline::sweepMicroBatches(schedule(Schedule::GPipe, 4));
    m_bubble->setSweep(sweep, BubbleMeasure::OverTotalTime);
    Announcements heard(m_bubble.get());
    QSignalSpy header(m_bubble.get(), &QAbstractItemModel::headerDataChanged);
    // Over ideal compute: (p − 1)(1 + r)/(m(1 + r)) = (p − 1)/m = 300 % at m = 1.
    m_bubble->setSweep(sweep, BubbleMeasure::OverIdealCompute);
    QCOMPARE(heard.reset.size(), 0);
    QCOMPARE(heard.changed.size(), 1);
    QCOMPARE(header.size(), 1);
    QCOMPARE(cell(*m_bubble, 0, BubbleSweepModel::SimulatedColumn), 300.0);
    QCOMPARE(m_bubble->headerData(1, Qt::Horizontal).toString(),
             u"Simulated, bubble ÷ ideal compute"_s);
}

void TestChartModels::bubbleRangeChangeInsertsAndRemovesRows()
{
    // Interleaved 1F1B needs m a multiple of p: p = 2 gives m = 2, 4, …, 64
    // (32 rows); p = 4 keeps 4, 8, …, 64 (16) and removes the rest.
    m_bubble->setSweep(pipeline::sweepMicroBatches(schedule(Schedule::Interleaved, 2)),
                       BubbleMeasure::OverTotalTime);
    QCOMPARE(m_bubble->rowCount(), 32);
    // (p − 1)/v idle for m(1 + r) = 2m of work in units of (1 + r):
    // (p − 1)/(v·m + p − 1) = 1/(2·2 + 1) = 20 % at m = 2.
    QCOMPARE(cell(*m_bubble, 0, BubbleSweepModel::MicroBatchesColumn), 2.0);
    QCOMPARE(cell(*m_bubble, 0, BubbleSweepModel::ClosedFormColumn), 20.0);
    Announcements heard(m_bubble.get());
    m_bubble->setSweep(pipeline::sweepMicroBatches(schedule(Schedule::Interleaved, 4)),
                       BubbleMeasure::OverTotalTime);
    QCOMPARE(heard.reset.size(), 0);
    QCOMPARE(heard.inserted.size(), 0);
    QVERIFY(heard.removed.size() > 0);
    QCOMPARE(m_bubble->rowCount(), 16);
    QCOMPARE(cell(*m_bubble, 0, BubbleSweepModel::MicroBatchesColumn), 4.0);
    QCOMPARE(cell(*m_bubble, 15, BubbleSweepModel::MicroBatchesColumn), 64.0);
    // p = 4, v = 2, m = 4: 3/(2·4 + 3) = 3/11.
    QCOMPARE(cell(*m_bubble, 0, BubbleSweepModel::ClosedFormColumn), 300.0 / 11.0);

    // Back to GPipe: every m again, the missing ones inserted.
    heard.removed.clear();
    m_bubble->setSweep(pipeline::sweepMicroBatches(schedule(Schedule::GPipe, 4)),
                       BubbleMeasure::OverTotalTime);
    QCOMPARE(heard.reset.size(), 0);
    QCOMPARE(heard.removed.size(), 0);
    QVERIFY(heard.inserted.size() > 0);
    QCOMPARE(m_bubble->rowCount(), 64);
    for (int row = 0; row < 64; ++row)
        QCOMPARE(cell(*m_bubble, row, BubbleSweepModel::MicroBatchesColumn), double(row + 1));
    QCOMPARE(cell(*m_bubble, 2, BubbleSweepModel::SimulatedColumn), 50.0); // 3/(3 + 3)
}

void TestChartModels::bubbleBlankWhereNoClosedForm()
{
    // ZB-H1's closed form assumes m ≥ p: blank at m = 1…3 for p = 4. With
    // r = 1 (t_B = t_W = 1/2) its idle is (p − 1)(1 + r/2 − r/2) = 3 against
    // m(1 + r) = 2m of work: 3/(2·4 + 3) = 3/11 at m = 4.
    m_bubble->setSweep(pipeline::sweepMicroBatches(schedule(Schedule::ZeroBubbleH1, 4)),
                       BubbleMeasure::OverTotalTime);
    QCOMPARE(m_bubble->rowCount(), 64);
    for (int row = 0; row < 3; ++row) {
        QVERIFY(!m_bubble->index(row, BubbleSweepModel::ClosedFormColumn).data().isValid());
        QVERIFY(m_bubble->index(row, BubbleSweepModel::SimulatedColumn).data().isValid());
    }
    QCOMPARE(cell(*m_bubble, 3, BubbleSweepModel::ClosedFormColumn), 300.0 / 11.0);
}

void TestChartModels::attentionRowsAndValues()
{
    // B = 1, N = 32, d = 128, bfloat16, inference. At T = S = 512 naive holds
    // B·N·T·S·2 = 32·512²·2 = 16 MiB = 16,777,216 bytes; fused the output
    // B·T·N·d·2 = 4 MiB plus the float32 statistics B·N·T·4 = 64 KiB:
    // 4,259,840 bytes. At 2^17: naive 2^5·2^34·2 = 2^40. Eight points an octave
    // from 2^9 to 2^17: 65 rows; the eighth row is 2^(9 + 7/8) = 512·2^0.875 ≈ 939.01 -> 939.
    m_memory->setSweep(sweepSequenceLength(AttentionShape{}));
    QCOMPARE(m_memory->rowCount(), 65);
    QCOMPARE(m_memory->columnCount(), 3);
    QCOMPARE(m_memory->index(0, 0).data().toULongLong(), 512u);
    QCOMPARE(m_memory->index(0, 1).data().toULongLong(), 16777216u);
    QCOMPARE(m_memory->index(0, 2).data().toULongLong(), 4259840u);
    QCOMPARE(m_memory->index(7, 0).data().toULongLong(), 939u);
    QCOMPARE(m_memory->index(64, 0).data().toULongLong(), 131072u);
    QCOMPARE(m_memory->index(64, 1).data().toULongLong(), quint64(1) << 40);
    QCOMPARE(m_memory->headerData(1, Qt::Horizontal).toString(), u"Naive attention"_s);
    QCOMPARE(m_memory->headerData(2, Qt::Horizontal).toString(), u"Fused cuDNN kernel"_s);
}

void TestChartModels::attentionControlChangeIsAnnouncedCellByCell()
{
    m_memory->setSweep(sweepSequenceLength(AttentionShape{}));
    Announcements heard(m_memory.get());
    // B = 2 doubles every figure at every T; the rows stay.
    AttentionShape doubled;
    doubled.batch = 2;
    m_memory->setSweep(sweepSequenceLength(doubled));
    QCOMPARE(heard.reset.size(), 0);
    QCOMPARE(heard.inserted.size(), 0);
    QCOMPARE(heard.removed.size(), 0);
    QCOMPARE(heard.changed.size(), 1);
    QCOMPARE(heard.changed[0][0].value<QModelIndex>(), m_memory->index(0, 1));
    QCOMPARE(heard.changed[0][1].value<QModelIndex>(), m_memory->index(64, 2));
    QCOMPARE(m_memory->index(0, 1).data().toULongLong(), 2u * 16777216u);
    QCOMPARE(m_memory->index(0, 2).data().toULongLong(), 2u * 4259840u);
}

void TestChartModels::sameSweepAnnouncesNothing()
{
    const pipeline::BubbleSweep sweep = pipeline::sweepMicroBatches(schedule(Schedule::GPipe, 4));
    m_bubble->setSweep(sweep, BubbleMeasure::OverTotalTime);
    m_memory->setSweep(sweepSequenceLength(AttentionShape{}));
    Announcements bubbleHeard(m_bubble.get());
    Announcements memoryHeard(m_memory.get());
    m_bubble->setSweep(sweep, BubbleMeasure::OverTotalTime);
    m_memory->setSweep(sweepSequenceLength(AttentionShape{}));
    for (const Announcements *heard : {&bubbleHeard, &memoryHeard}) {
        QCOMPARE(heard->changed.size(), 0);
        QCOMPARE(heard->inserted.size() + heard->removed.size() + heard->reset.size(), 0);
    }
}

QTEST_GUILESS_MAIN(TestChartModels)
#include "tst_chartmodels.moc"
