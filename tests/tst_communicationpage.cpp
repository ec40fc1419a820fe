// The Communication page driven through its controls: the worked example of
// nccl-tests' ring model in the figures (all-reduce of 10^9 bytes over 8 GPUs
// at 450 GB/s: 2·7/8 × 10^9/450e9 s = 3.89 ms; algbw = 450/1.75 = 257.1 GB/s;
// busbw = 450.0 GB/s), a control change reaching them, a question's set-up
// opening as given with its note, the Data view, Copy figures, the pin, the
// chart's file name, and a language switch that keeps every setting.
#include "charts/chartdatadialog.h"
#include "charts/charttools.h"
#include "communication/communicationpage.h"
#include "core/bankloader.h"
#include "support/settle.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QTranslator>

#include <memory>

using namespace Qt::StringLiterals;

class TestCommunicationPage : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void defaultFiguresAreTheWorkedExample();
    void controlChangeReachesTheFigures();
    void tensorVsDataSetupOpensAsGiven();
    void noteFollowsTheControlsAndLeadsBack();
    void dataViewCopyAndPin();
    void languageSwitchKeepsEverySetting();
    void parallelismFiveOpensTheTensorView();

private:
    template<typename T>
    T *child(const QString &name) const
    {
        T *found = m_page->findChild<T *>(name);
        if (!found)
            qFatal("no child %s", qPrintable(name));
        return found;
    }
    QString figures() const { return child<QLabel>(u"communicationFiguresLabel"_s)->text(); }

    std::unique_ptr<CommunicationPage> m_page;
    QTranslator m_bengali;
};

namespace {

// Question 8 of a quiz, set up for the tensor-vs-data view of Llama 2 7B at t = 8.
CommunicationChartSetup tensorSetup()
{
    CommunicationChartSetup setup;
    setup.view = CommunicationView::TensorVsData;
    setup.gpus = 8;
    setup.model = u"llama-2-7b"_s;
    setup.sequence = 4096;
    setup.microBatch = 1;
    setup.microBatches = 8;
    setup.dataParallel = 8;
    return setup;
}

ChartOrigin questionEight()
{
    ChartOrigin origin;
    origin.questionNumber = 8;
    origin.quizTitle = LocalizedText{u"Parallelism"_s, u"সমান্তরালতা"_s};
    return origin;
}

} // namespace

void TestCommunicationPage::init()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_page = std::make_unique<CommunicationPage>();
    m_page->resize(1300, 900);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
}

void TestCommunicationPage::cleanup()
{
    m_page.reset();
    QCoreApplication::removeTranslator(&m_bengali);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestCommunicationPage::defaultFiguresAreTheWorkedExample()
{
    const QString text = figures();
    QVERIFY2(text.contains(u"Time: 3.89 ms"_s), qPrintable(text));
    QVERIFY2(text.contains(u"algbw = S/t = 257.1 GB/s"_s), qPrintable(text));
    QVERIFY2(text.contains(u"busbw = algbw × 2(n−1)/n = 450.0 GB/s"_s), qPrintable(text));
    // 2·7 = 14 steps of α = 0.
    QVERIFY2(text.contains(u"14 steps"_s), qPrintable(text));
    // The chosen link's bandwidth and its source beside the control.
    QVERIFY(child<QLabel>(u"communicationLinkSource"_s)->text().contains(u"900 GB/s"_s));
}

void TestCommunicationPage::controlChangeReachesTheFigures()
{
    // n = 2: 2·1/2 × 10^9/450e9 s = 2.22 ms.
    child<QSpinBox>(u"communicationGpusSpin"_s)->setValue(2);
    QVERIFY2(figures().contains(u"Time: 2.22 ms"_s), qPrintable(figures()));
    // All-gather at n = 2: half of it, 1.11 ms.
    auto *collective = child<QComboBox>(u"communicationCollectiveCombo"_s);
    collective->setCurrentIndex(collective->findData(int(Collective::AllGather)));
    QVERIFY2(figures().contains(u"Time: 1.11 ms"_s), qPrintable(figures()));
    // α = 100 µs adds 1 step of it: 1.11 + 0.10 = 1.21 ms.
    child<QDoubleSpinBox>(u"communicationLatencySpin"_s)->setValue(100);
    QVERIFY2(figures().contains(u"Time: 1.21 ms"_s), qPrintable(figures()));
    // InfiniBand NDR, 50 GB/s: 1/2 × 10^9/50e9 s = 10 ms, plus 0.1 ms: 10.1 ms.
    auto *link = child<QComboBox>(u"communicationLinkCombo"_s);
    link->setCurrentIndex(link->findData(u"ib-ndr"_s));
    QVERIFY2(figures().contains(u"Time: 10.1 ms"_s), qPrintable(figures()));
    // A size no unit shows in three decimals is kept to the byte: 32 MiB.
    CommunicationChartSetup mebibytes;
    mebibytes.messageBytes = 33'554'432;
    m_page->showSetup(mebibytes);
    QCOMPARE(m_page->setup(), mebibytes);
    QVERIFY2(figures().contains(u"33.6 MB"_s), qPrintable(figures()));
}

void TestCommunicationPage::tensorVsDataSetupOpensAsGiven()
{
    m_page->showSetup(tensorSetup(), questionEight());
    QCOMPARE(m_page->setup(), tensorSetup());
    const QString text = figures();
    // 4 all-reduces × 32 layers × 8 micro-batches = 1,024, of 2·4096·4096 bytes = 33.6 MB;
    // 450/50 = 9 times as long across nodes.
    QVERIFY2(text.contains(u"1,024 all-reduces"_s), qPrintable(text));
    QVERIFY2(text.contains(u"33.6 MB"_s), qPrintable(text));
    QVERIFY2(text.contains(u"9.0 times as long"_s), qPrintable(text));
    // Inside: 1024 × 1.75 × 33,554,432 / 450e9 s = 133.6 ms.
    QVERIFY2(text.contains(u"134 ms a step"_s), qPrintable(text));
    // Gradients 2Ψ/8 = 1.68 GB over N_d = 8 at 50 GB/s: 1.75 × 1.6846e9/50e9 = 59.0 ms.
    QVERIFY2(text.contains(u"1.68 GB"_s) && text.contains(u"59.0 ms"_s), qPrintable(text));
    QVERIFY(child<QLabel>(u"communicationSetupNote"_s)->text().contains(u"question 8"_s));
}

void TestCommunicationPage::noteFollowsTheControlsAndLeadsBack()
{
    m_page->showSetup(tensorSetup(), questionEight());
    auto *back = child<QPushButton>(u"communicationBackToSetupButton"_s);
    QVERIFY(!back->isVisible());
    child<QSpinBox>(u"communicationMicroBatchesSpin"_s)->setValue(16);
    QVERIFY(back->isVisible());
    QVERIFY(child<QLabel>(u"communicationSetupNote"_s)->text().contains(u"has changed"_s));
    // 16 micro-batches: 4 × 32 × 16 = 2,048 all-reduces.
    QVERIFY2(figures().contains(u"2,048 all-reduces"_s), qPrintable(figures()));
    back->click();
    QCOMPARE(m_page->setup(), tensorSetup());
    QVERIFY(!back->isVisible());
}

void TestCommunicationPage::dataViewCopyAndPin()
{
    ChartTools *tools = m_page->chartTools();
    tools->copyFigures();
    QCOMPARE(QApplication::clipboard()->text(), figures());
    tools->showData();
    ChartDataDialog *dialog = tools->dataDialog();
    QVERIFY(dialog);
    const QAbstractItemModel *table = dialog->tableView(0)->model();
    // n = 2, 4, … 1024: ten rows; at n = 2 on NVLink 4, 10^9/450e9 s = 2.22 ms.
    QCOMPARE(table->rowCount(), 10);
    QCOMPARE(table->index(0, 0).data().toString(), u"2"_s);
    QCOMPARE(table->index(0, 2).data().toString(), u"2.22 ms"_s);
    dialog->close();
    // A pinned setting stays in the legend while the controls change.
    emit tools->pinRequested();
    child<QSpinBox>(u"communicationGpusSpin"_s)->setValue(64);
    QVERIFY(child<QLabel>(u"communicationLegendLabel"_s)->text().contains(u"Pinned"_s));
    emit tools->pinCleared();
    QVERIFY(!child<QLabel>(u"communicationLegendLabel"_s)->text().contains(u"Pinned"_s));
}

void TestCommunicationPage::languageSwitchKeepsEverySetting()
{
    CommunicationChartSetup setup = tensorSetup();
    setup.gpus = 16;
    setup.link = u"custom"_s;
    setup.customBandwidth = 123.4;
    setup.latencyMicroseconds = 7.5;
    setup.acrossLink = u"ib-hdr"_s;
    setup.model = u"gpt-3-175b"_s;
    setup.sequence = 2048;
    setup.microBatch = 2;
    setup.microBatches = 12;
    setup.dataParallel = 32;
    m_page->showSetup(setup, questionEight());
    QVERIFY(m_bengali.load(u":/i18n/scalestudy_bn.qm"_s)
            && QCoreApplication::installTranslator(&m_bengali));
    QLocale::setDefault(QLocale(QLocale::Bengali, QLocale::Bangladesh));
    settle();
    QCOMPARE(m_page->setup(), setup);
    // Bengali digits: t = ১৬.
    QVERIFY2(figures().contains(u"t = ১৬"_s) && !figures().contains(u"t = 16"_s),
             qPrintable(figures()));
    QVERIFY2(figures().contains(u"অল-রিডিউস"_s), qPrintable(figures()));
    // The link's note beside the control is in Bengali too.
    QVERIFY(child<QLabel>(u"communicationLinkSource"_s)->text().contains(u"কাস্টম ব্যান্ডউইডথ"_s));
    // The Data view's counts and times in Bengali digits: t = 1, 2, … 64.
    m_page->chartTools()->showData();
    const QAbstractItemModel *table = m_page->chartTools()->dataDialog()->tableView(0)->model();
    QCOMPARE(table->index(6, 0).data().toString(), u"৬৪"_s);
    // And back to the collective view: its own settings were kept too.
    setup.view = CommunicationView::Collective;
    auto *view = child<QComboBox>(u"communicationViewCombo"_s);
    view->setCurrentIndex(view->findData(int(CommunicationView::Collective)));
    QCOMPARE(m_page->setup(), setup);
}

void TestCommunicationPage::parallelismFiveOpensTheTensorView()
{
    // The built-in question on why tensor parallelism stays in a node opens the
    // tensor-vs-data view at t = 8, its note saying what to compare.
    const BankLoadResult loaded = BankLoader::loadFile(u":/questions/parallelism.json"_s);
    QVERIFY(loaded.bank);
    const int row = loaded.bank->rowOf(u"parallelism-05"_s);
    QVERIFY(row >= 0);
    const Question &question = loaded.bank->questions.at(row);
    QCOMPARE(question.chartConcept, Concept::Communication);
    m_page->showSetup(question.chart.communication, questionEight());
    QCOMPARE(m_page->setup().view, CommunicationView::TensorVsData);
    QVERIFY2(figures().contains(u"9.0 times as long"_s), qPrintable(figures()));
    QVERIFY(child<QLabel>(u"communicationSetupNote"_s)->text().contains(u"dashed"_s));
}

QTEST_MAIN(TestCommunicationPage)
#include "tst_communicationpage.moc"
