// When a chart page still shows the set-up a question opened it with (its note
// holds), and when the learner has changed it. Each row changes one setting of
// a set-up written out here, so the expected answer follows from the rule in
// chartsetup.h: every setting counts, m may also be a compared number, v counts
// only for the interleaved schedule, the custom size only for the custom GPU.
#include "core/chartsetup.h"

#include <QTest>

using namespace Qt::StringLiterals;
using pipeline::Parameters;
using pipeline::Schedule;

Q_DECLARE_METATYPE(pipeline::Parameters)
Q_DECLARE_METATYPE(AttentionShape)

class TestChartSetup : public QObject
{
    Q_OBJECT

private slots:
    void pipelineSetupShown_data();
    void pipelineSetupShown();
    void attentionSetupShown_data();
    void attentionSetupShown();
    void originNamesAQuestionOnlyWithANumber();
    void customSizeCountsForTheCustomGpu();
};

namespace {

// Question 4 of the parallelism bank: GPipe, p = 4, m = 8, comparing m = 1 and 8.
PipelineChartSetup microBatchingSetup()
{
    PipelineChartSetup setup;
    setup.parameters.schedule = Schedule::GPipe;
    setup.parameters.stages = 4;
    setup.parameters.microBatches = 8;
    setup.parameters.chunks = 2;
    setup.parameters.backwardRatio = 2.0;
    setup.note = PipelineNote::MicroBatching;
    setup.compareMicroBatches = std::pair{1, 8};
    return setup;
}

} // namespace

void TestChartSetup::pipelineSetupShown_data()
{
    QTest::addColumn<Parameters>("shown");
    QTest::addColumn<bool>("expected");
    const Parameters same = microBatchingSetup().parameters;
    QTest::newRow("as set up") << same << true;
    Parameters one = same;
    one.microBatches = 1; // the other compared number: the note names both
    QTest::newRow("m = 1, compared") << one << true;
    Parameters five = same;
    five.microBatches = 5;
    QTest::newRow("m = 5, not compared") << five << false;
    Parameters oneFOneB = same;
    oneFOneB.schedule = Schedule::OneFOneB;
    QTest::newRow("other schedule") << oneFOneB << false;
    Parameters eightStages = same;
    eightStages.stages = 8;
    QTest::newRow("other p") << eightStages << false;
    Parameters ratio = same;
    ratio.backwardRatio = 2.5;
    QTest::newRow("other r") << ratio << false;
    Parameters chunks = same;
    chunks.chunks = 4; // GPipe has no chunks: the spin box is disabled
    QTest::newRow("v, not interleaved") << chunks << true;
}

void TestChartSetup::pipelineSetupShown()
{
    QFETCH(Parameters, shown);
    QFETCH(bool, expected);
    QCOMPARE(showsSetup(microBatchingSetup(), shown), expected);
}

void TestChartSetup::attentionSetupShown_data()
{
    QTest::addColumn<AttentionShape>("shape");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<int>("customGigabytes");
    QTest::addColumn<bool>("expected");
    // Question 10 of the JAX bank: float32, T = S = 8192, A100 80 GB.
    AttentionShape float32;
    float32.dtype = Dtype::Float32;
    const QString a100 = u"a100-80gb"_s;
    QTest::newRow("as set up") << float32 << a100 << 24 << true;
    QTest::newRow("custom size ignored") << float32 << a100 << 48 << true;
    QTest::newRow("other GPU") << float32 << u"h100-80gb"_s << 24 << false;
    AttentionShape bfloat16 = float32;
    bfloat16.dtype = Dtype::BFloat16;
    QTest::newRow("other dtype") << bfloat16 << a100 << 24 << false;
    AttentionShape longer = float32;
    longer.queryLength = longer.keyLength = 16384;
    QTest::newRow("other T = S") << longer << a100 << 24 << false;
    AttentionShape causal = float32;
    causal.mask = AttentionMask::Causal;
    QTest::newRow("causal") << causal << a100 << 24 << false;
    AttentionShape training = float32;
    training.pass = AttentionPass::Training;
    QTest::newRow("training") << training << a100 << 24 << false;
}

void TestChartSetup::attentionSetupShown()
{
    QFETCH(AttentionShape, shape);
    QFETCH(QString, gpu);
    QFETCH(int, customGigabytes);
    QFETCH(bool, expected);
    AttentionChartSetup setup;
    setup.shape.dtype = Dtype::Float32;
    QCOMPARE(showsSetup(setup, shape, gpu, customGigabytes), expected);
}

void TestChartSetup::originNamesAQuestionOnlyWithANumber()
{
    QVERIFY(!ChartOrigin().isQuestion());
    ChartOrigin origin;
    origin.questionNumber = 10;
    origin.quizTitle = {u"JAX on GPUs"_s, u"GPU-তে JAX"_s};
    QVERIFY(origin.isQuestion());
}

void TestChartSetup::customSizeCountsForTheCustomGpu()
{
    AttentionChartSetup custom;
    custom.gpu = QString(AttentionChartSetup::customGpuId);
    custom.customGigabytes = 24;
    QVERIFY(showsSetup(custom, custom.shape, custom.gpu, 24));
    QVERIFY(!showsSetup(custom, custom.shape, custom.gpu, 48));
}

QTEST_GUILESS_MAIN(TestChartSetup)
#include "tst_chartsetup.moc"
