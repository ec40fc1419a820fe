// The Training memory page's widgets: a control change reaches the figures
// and the charts' data, a question's set-up opens as given (with its note),
// the pin and the chart file names follow the setting, and a language switch
// keeps every setting while the texts and digits turn Bengali.
#include "charts/charttools.h"
#include "core/models/trainingmemorymodel.h"
#include "question/conceptlinktext.h"
#include "trainingmemory/trainingmemorypage.h"

#include "support/chartsaving.h"
#include "support/settle.h"
#include "support/tablecells.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTranslator>

#include <memory>

using namespace Qt::StringLiterals;

class TestTrainingMemoryPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
        QCoreApplication::setApplicationName(u"tst_trainingmemorypage"_s);
    }

    void init()
    {
        QSettings().clear();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        m_page = std::make_unique<TrainingMemoryPage>();
        m_page->resize(1300, 900);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    }

    void cleanup()
    {
        m_page.reset();
        QCoreApplication::removeTranslator(&m_bengali);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void defaultsShowLlama2On8Gpus()
    {
        // Llama 2 7B, Ψ = 6,738,415,616, mixed precision Adam, N_d = 8, stage 0:
        // 16 · Ψ = 107,814,649,856 bytes = 107.8 GB, more than an A100's 80 GiB
        // (85.9 GB); stage 3: 16 · Ψ/8 = 13,476,831,232 bytes = 13.5 GB.
        const QString figures = m_page->figuresText();
        QVERIFY2(figures.contains(u"Total per GPU: 107.8 GB"_s), qPrintable(figures));
        QVERIFY2(figures.contains(u"Bytes per parameter: 2 + 2 + 12 = 16."_s), qPrintable(figures));
        QVERIFY2(figures.contains(u"ZeRO stage 3 (FSDP): 13.5 GB per GPU, fits the A100 80 GB."_s),
                 qPrintable(figures));
        QVERIFY2(figures.contains(u"ZeRO stage 0: 107.8 GB per GPU, does not fit the A100 80 GB"_s),
                 qPrintable(figures));
    }

    void controlChangeReachesTheFigures()
    {
        // ZeRO Figure 1: 7.5 B on N_d = 64, stage 1 gives 31.4 GB.
        choose(u"trainingModelCombo"_s, u"zero-7.5b"_s);
        spin(u"trainingDataParallelSpin"_s)->setValue(64);
        combo(u"trainingZeroCombo"_s)->setCurrentIndex(1);
        QVERIFY2(m_page->figuresText().contains(u"Total per GPU: 31.4 GB"_s),
                 qPrintable(m_page->figuresText()));
        // The line chart's model has the sweep: at N_d = 64 (row 6) stage 3 holds 1.875e9 bytes.
        const auto *model = m_page->findChild<TrainingMemoryModel *>();
        QVERIFY(model);
        QCOMPARE(model->rowCount(), 11);
        QCOMPARE(model->index(6, TrainingMemoryModel::Stage3Column).data().toULongLong(),
                 quint64(1'875'000'000));
        // Activations on: the figures count them.
        m_page->findChild<QCheckBox *>(u"trainingActivationsCheck"_s)->setChecked(true);
        QVERIFY(m_page->figuresText().contains(u"Activations: "_s));
        QVERIFY(spin(u"trainingSequenceSpin"_s)->isEnabled());
    }

    void setupOpensAsGiven()
    {
        TrainingMemoryChartSetup setup;
        setup.model = u"custom"_s;
        setup.customParameters = 12'340'000'000;
        setup.customShape = {48, 6144, 48};
        setup.scheme = PrecisionScheme::Fp32Adam;
        setup.dataParallel = 16;
        setup.zeroStage = 3;
        setup.tensorParallel = 4;
        setup.pipelineParallel = 2;
        setup.activations = true;
        setup.sequence = 2048;
        setup.microBatch = 2;
        setup.recompute = Recompute::Selective;
        setup.sequenceParallel = true;
        setup.gpu = u"custom"_s;
        setup.customGigabytes = 48;
        ChartOrigin origin;
        origin.questionNumber = 3;
        m_page->showSetup(setup, origin);
        QCOMPARE(m_page->setup(), setup);
        auto *note = m_page->findChild<QLabel *>(u"trainingSetupNote"_s);
        QVERIFY(note->isVisible());
        QVERIFY(note->text().contains(u"set as the question has them"_s));
        auto *back = m_page->findChild<QPushButton *>(u"trainingBackToSetupButton"_s);
        QVERIFY(back->isHidden());
        spin(u"trainingTensorSpin"_s)->setValue(8);
        QVERIFY(note->text().contains(u"The set-up has changed"_s));
        QVERIFY(!back->isHidden());
        back->click();
        QCOMPARE(m_page->setup(), setup);
    }

    void languageSwitchKeepsEverySetting()
    {
        choose(u"trainingModelCombo"_s, u"gpt-3-175b"_s);
        choose(u"trainingSchemeCombo"_s, u"bf16-adam"_s);
        spin(u"trainingDataParallelSpin"_s)->setValue(128);
        combo(u"trainingZeroCombo"_s)->setCurrentIndex(2);
        spin(u"trainingTensorSpin"_s)->setValue(8);
        spin(u"trainingPipelineSpin"_s)->setValue(8);
        m_page->findChild<QCheckBox *>(u"trainingActivationsCheck"_s)->setChecked(true);
        choose(u"trainingRecomputeCombo"_s, u"full"_s);
        choose(u"trainingGpuCombo"_s, u"h100-80gb"_s);
        const TrainingMemoryChartSetup before = m_page->setup();

        QVERIFY(m_bengali.load(u":/i18n/scalestudy_bn.qm"_s)
                && QCoreApplication::installTranslator(&m_bengali));
        QLocale::setDefault(QLocale(QLocale::Bengali, QLocale::Bangladesh));
        settle();
        QCOMPARE(m_page->setup(), before);
        const QString figures = m_page->figuresText();
        // Bengali digits, no Latin ones; no English sentence left.
        QVERIFY2(figures.contains(u"১২৮"_s), qPrintable(figures));
        QVERIFY2(!figures.contains(u"128"_s) && !figures.contains(u"Total per GPU"_s),
                 qPrintable(figures));
        QVERIFY(!m_page->findChild<QTextBrowser *>(u"trainingExplanation"_s)
                     ->toPlainText()
                     .contains(u"Model states"_s));
    }

    void questionsLinkToThePage()
    {
        QCOMPARE(ConceptLinkText::openChart(Concept::TrainingMemory),
                 u"Open the training memory chart"_s);
    }

    void dataViewListsEveryStage()
    {
        // ZeRO Figure 1 as the bank would set it up: stage 1's row reads 31.4 GB.
        TrainingMemoryChartSetup setup;
        setup.model = u"zero-7.5b"_s;
        setup.dataParallel = 64;
        m_page->showSetup(setup);
        m_page->chartTools()->showData();
        auto *dialog = m_page->chartTools()->dataDialog();
        QVERIFY(dialog);
        const QList<QTableView *> tables = dialog->findChildren<QTableView *>();
        QVERIFY(tables.size() >= 2);
        QList<QStringList> bars;
        for (const QTableView *table : tables) {
            if (headerTexts(table).value(0) == u"ZeRO stage"_s)
                bars = modelCells(table);
        }
        QCOMPARE(bars.size(), 5); // headers and the four stages
        QCOMPARE(bars.at(1).at(5), u"120.0 GB"_s);
        QCOMPARE(bars.at(2).at(5), u"31.4 GB"_s);
        QCOMPARE(bars.at(3).at(5), u"16.6 GB"_s);
        QCOMPARE(bars.at(4).at(5), u"1.9 GB"_s);
        // 1.9 GB fits an A100 80 GB, 120 GB does not.
        QCOMPARE(bars.at(1).at(6), u"no"_s);
        QCOMPARE(bars.at(4).at(6), u"yes"_s);
        dialog->close();
    }

    void exportProposesTheSetting()
    {
        TrainingMemoryChartSetup setup;
        setup.model = u"zero-7.5b"_s;
        setup.dataParallel = 64;
        setup.zeroStage = 3;
        m_page->showSetup(setup);
        QTemporaryDir dir;
        QString proposed;
        saveThroughTheDialog(m_page->chartTools(), dir.filePath(u"bars.png"_s), 0, 0, &proposed);
        QVERIFY2(proposed.startsWith(u"training-memory-stages-zero-7.5b-mixed-adam-nd64-z3-t1-p1"_s),
                 qPrintable(proposed));
        QVERIFY(QFile::exists(dir.filePath(u"bars.png"_s)));
    }

    void pinAndClear()
    {
        auto *tools = m_page->chartTools();
        QVERIFY(tools->pinButton());
        tools->pinButton()->click();
        QVERIFY(tools->clearPinButton()->isEnabled());
        spin(u"trainingDataParallelSpin"_s)->setValue(64);
        QVERIFY(m_page->findChild<QLabel *>(u"trainingStageLegend"_s)->text().contains(u"Pinned"_s));
        tools->clearPinButton()->click();
        QVERIFY(!tools->clearPinButton()->isEnabled());
        QVERIFY(
            !m_page->findChild<QLabel *>(u"trainingStageLegend"_s)->text().contains(u"Pinned"_s));
    }

private:
    QComboBox *combo(const QString &name) const { return m_page->findChild<QComboBox *>(name); }
    QSpinBox *spin(const QString &name) const { return m_page->findChild<QSpinBox *>(name); }
    void choose(const QString &name, const QString &key) const
    {
        QComboBox *box = combo(name);
        box->setCurrentIndex(box->findData(key));
    }

    std::unique_ptr<TrainingMemoryPage> m_page;
    QTranslator m_bengali;
};

QTEST_MAIN(TestTrainingMemoryPage)
#include "tst_trainingmemorypage.moc"
