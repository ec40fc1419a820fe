// GUI test of the pinned setting on the pipeline timeline: the real page is
// pinned with its buttons, a control changes, and the timeline shows the
// pinned run faintly (its pixels, its accessible description, its tooltips,
// the Data view's table) until "Clear pin"; in English and in Bengali.
//
// Makespans by hand: 1F1B (and GPipe) takes (m + p − 1)(1 + r) time units,
// one forward and one backward per step of the pipeline's fill and drain.
// The page's default 1F1B, p = 4, m = 8, r = 2 gives 11 × 3 = 33; m = 4 gives
// 7 × 3 = 21; p = 2, m = 8 gives 9 × 3 = 27; p = 6, m = 8 gives 13 × 3 = 39.

#include "charts/chartdatadialog.h"
#include "charts/chartstyle.h"
#include "charts/charttools.h"
#include "pipeline/pipelinepage.h"
#include "pipeline/pipelinetimelinewidget.h"
#include "shell/appearance.h"
#include "support/settle.h"

#include <QApplication>
#include <QBuffer>
#include <QComboBox>
#include <QHelpEvent>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSpinBox>
#include <QSvgGenerator>
#include <QTest>
#include <QToolTip>
#include <QTranslator>
#include <QXmlStreamReader>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

bool rowShows(const QImage &image, int y, const QColor &colour)
{
    const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
    for (int x = 0; x < image.width(); ++x) {
        if ((line[x] & 0xffffff) == (colour.rgb() & 0xffffff))
            return true;
    }
    return false;
}

bool imageShows(const QImage &image, const QColor &colour)
{
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            if ((line[x] & 0xffffff) == (colour.rgb() & 0xffffff))
                return true;
        }
    }
    return false;
}

const QRegularExpression latinDigit(u"[0-9]"_s);

// The texts a widget draws, as an SVG of it records them: one per drawText().
QStringList drawnTexts(QWidget *widget)
{
    QBuffer svg;
    svg.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&svg);
    generator.setSize(widget->size());
    QPainter painter(&generator);
    widget->render(&painter);
    painter.end();
    QStringList texts;
    QXmlStreamReader reader(svg.data());
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement() && reader.name() == u"text")
            texts << reader.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
    }
    return texts;
}

} // namespace

class TestPipelinePin : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void timelineShowsThePinUntilCleared_data();
    void timelineShowsThePinUntilCleared();
    void pinnedBlocksHaveTheirOwnToolTips();
    void languageSwitchKeepsThePin();
    void pinnedRunWithOtherGpuCounts_data();
    void pinnedRunWithOtherGpuCounts();
    void paintedLooksFollowThePin();
    void pinnedChunkTwoIsFramed_data();
    void pinnedChunkTwoIsFramed();
    void pinnedNameIsWholeAtTheLargestTextSize_data();
    void pinnedNameIsWholeAtTheLargestTextSize();

private:
    void switchTo(bool bengali);
    void setSpin(const char *name, int value);
    void chooseSchedule(int index);
    void pin();
    void clearPin();
    QImage timelineImage() const { return m_timeline->grab().toImage(); }
    QString toolTipAt(const QPoint &position) const;

    std::unique_ptr<PipelinePage> m_page;
    PipelineTimelineWidget *m_timeline = nullptr;
    QTranslator m_bengali;
};

void TestPipelinePin::initTestCase()
{
    QVERIFY(m_bengali.load(u":/i18n/scalestudy_bn.qm"_s));
    switchTo(false);
}

void TestPipelinePin::init()
{
    m_page = std::make_unique<PipelinePage>();
    m_page->resize(1100, 750);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    m_timeline = m_page->findChild<PipelineTimelineWidget *>();
    QVERIFY(m_timeline);
}

void TestPipelinePin::cleanup()
{
    QToolTip::hideText();
    m_page.reset();
    switchTo(false);
}

void TestPipelinePin::switchTo(bool bengali)
{
    if (bengali) {
        QCoreApplication::installTranslator(&m_bengali);
        QLocale::setDefault(QLocale(QLocale::Bengali, QLocale::Bangladesh));
    } else {
        QCoreApplication::removeTranslator(&m_bengali);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
    settle();
}

void TestPipelinePin::setSpin(const char *name, int value)
{
    auto *spin = m_page->findChild<QSpinBox *>(QString::fromLatin1(name));
    QVERIFY(spin);
    spin->setValue(value);
    settle();
}

void TestPipelinePin::chooseSchedule(int index)
{
    auto *combo = m_page->findChild<QComboBox *>(u"scheduleCombo"_s);
    QVERIFY(combo);
    combo->setCurrentIndex(index);
    settle();
}

void TestPipelinePin::pin()
{
    QTest::mouseClick(m_page->chartTools()->pinButton(), Qt::LeftButton);
    settle();
}

void TestPipelinePin::clearPin()
{
    QTest::mouseClick(m_page->chartTools()->clearPinButton(), Qt::LeftButton);
    settle();
}

QString TestPipelinePin::toolTipAt(const QPoint &position) const
{
    // A hidden tooltip keeps its text a moment: a stand-in shown first tells
    // "no tooltip here" from the last one.
    const QString none = u"-"_s;
    const QPoint global = m_timeline->mapToGlobal(position);
    QToolTip::showText(global, none, m_timeline);
    QHelpEvent help(QEvent::ToolTip, position, global);
    QCoreApplication::sendEvent(m_timeline, &help);
    return QToolTip::text() == none ? QString() : QToolTip::text();
}

void TestPipelinePin::timelineShowsThePinUntilCleared_data()
{
    QTest::addColumn<bool>("bengali");
    QTest::newRow("English") << false;
    QTest::newRow("Bengali") << true;
}

void TestPipelinePin::timelineShowsThePinUntilCleared()
{
    QFETCH(bool, bengali);
    switchTo(bengali);
    const QLocale locale;
    QVERIFY(!m_timeline->hasPinned());
    QVERIFY(!imageShows(timelineImage(), ChartStyle::Pipeline::pinnedForward));
    // One line per GPU.
    QCOMPARE(m_timeline->accessibleDescription().split(u'\n').size(), 4);

    pin(); // 1F1B, p = 4, m = 8, r = 2: makespan 33
    setSpin("microBatchesSpin", 4); // now 21
    QVERIFY(m_timeline->hasPinned());
    QVERIFY(imageShows(timelineImage(), ChartStyle::Pipeline::pinnedForward));
    QVERIFY(imageShows(timelineImage(), ChartStyle::Pipeline::pinnedBackward));

    // Four GPU lines and one for the pinned run, with both makespans in the
    // language's digits and the pinned m = 8.
    const QStringList lines = m_timeline->accessibleDescription().split(u'\n');
    QCOMPARE(lines.size(), 5);
    const QString pinnedLine = lines.last();
    QVERIFY2(pinnedLine.contains(locale.toString(33)) && pinnedLine.contains(locale.toString(21))
                 && pinnedLine.contains(u"m = "_s + locale.toString(8)),
             qPrintable(pinnedLine));
    if (bengali) {
        QVERIFY2(!QString(pinnedLine).remove(u"1F1B"_s).contains(latinDigit),
                 qPrintable(pinnedLine));
    } else {
        QVERIFY2(pinnedLine.startsWith(u"Pinned: 1F1B"_s), qPrintable(pinnedLine));
    }

    // The Data view lists the pinned run's GPUs after the timeline's, its
    // makespan in the title.
    m_page->chartTools()->showData();
    settle();
    ChartDataDialog *dialog = m_page->chartTools()->dataDialog();
    QVERIFY(dialog);
    QCOMPARE(dialog->tables().size(), 5);
    const ChartTable &pinnedTable = dialog->tables().at(1);
    QVERIFY2(pinnedTable.title.contains(locale.toString(33)), qPrintable(pinnedTable.title));
    QCOMPARE(pinnedTable.rows.size(), 4);

    clearPin();
    QVERIFY(!m_timeline->hasPinned());
    QCOMPARE(m_timeline->accessibleDescription().split(u'\n').size(), 4);
    QVERIFY(!m_timeline->accessibleDescription().contains(locale.toString(33)));
    QVERIFY(!imageShows(timelineImage(), ChartStyle::Pipeline::pinnedForward));
    QCOMPARE(dialog->tables().size(), 4);
    dialog->close();
}

void TestPipelinePin::pinnedBlocksHaveTheirOwnToolTips()
{
    pin(); // 1F1B, p = 4, m = 8: GPU 1 starts with micro-batch 1's forward, time 0 to 1
    setSpin("microBatchesSpin", 4);
    // Down a column near the left: the first tooltip that names the pinned
    // setting lies in GPU 1's strip, under its own blocks' part of the row.
    const int x = m_timeline->width() / 4;
    int stripY = -1;
    bool currentAbove = false;
    for (int y = 0; y < m_timeline->height() && stripY < 0; ++y) {
        const QString text = toolTipAt(QPoint(x, y));
        if (text.startsWith(u"Pinned setting"_s))
            stripY = y;
        else if (text.startsWith(u"GPU 1"_s))
            currentAbove = true;
    }
    QVERIFY(stripY >= 0);
    QVERIFY(currentAbove);
    QVERIFY2(toolTipAt(QPoint(x, stripY)).contains(u"m = 8"_s), qPrintable(QToolTip::text()));
    QVERIFY2(toolTipAt(QPoint(x, stripY)).contains(u"): GPU 1"_s), qPrintable(QToolTip::text()));
    // Along the strip from the left, the first block is micro-batch 1's forward.
    QString first;
    for (int left = 0; left < m_timeline->width() && first.isEmpty(); ++left) {
        const QString text = toolTipAt(QPoint(left, stripY));
        if (text.startsWith(u"Pinned setting"_s))
            first = text;
    }
    QVERIFY2(first.endsWith(u"GPU 1, forward, micro-batch 1: time 0 to 1"_s), qPrintable(first));
}

void TestPipelinePin::languageSwitchKeepsThePin()
{
    pin();
    setSpin("microBatchesSpin", 4);
    const QString english = m_timeline->accessibleDescription().split(u'\n').last();
    QVERIFY2(english.contains(u"33"_s), qPrintable(english));

    switchTo(true);
    QVERIFY(m_timeline->hasPinned());
    const QString bengali = m_timeline->accessibleDescription().split(u'\n').last();
    QVERIFY2(bengali != english && bengali.contains(u"৩৩"_s)
                 && !QString(bengali).remove(u"1F1B"_s).contains(latinDigit),
             qPrintable(bengali));
    QVERIFY(imageShows(timelineImage(), ChartStyle::Pipeline::pinnedForward));

    switchTo(false);
    QCOMPARE(m_timeline->accessibleDescription().split(u'\n').last(), english);
    QVERIFY(imageShows(timelineImage(), ChartStyle::Pipeline::pinnedForward));
}

void TestPipelinePin::pinnedRunWithOtherGpuCounts_data()
{
    QTest::addColumn<int>("stagesNow");
    QTest::addColumn<QString>("makespanNow");
    QTest::addColumn<int>("descriptionLines");
    // p = 2: two GPU lines, the pinned line, and one saying 2 of the pinned 4
    // GPUs have strips. p = 6: six GPU lines and the pinned line.
    QTest::newRow("fewer GPUs now") << 2 << u"27"_s << 4;
    QTest::newRow("more GPUs now") << 6 << u"39"_s << 7;
}

void TestPipelinePin::pinnedRunWithOtherGpuCounts()
{
    QFETCH(int, stagesNow);
    QFETCH(QString, makespanNow);
    QFETCH(int, descriptionLines);
    pin(); // p = 4, m = 8: 33
    setSpin("stagesSpin", stagesNow);
    const QStringList lines = m_timeline->accessibleDescription().split(u'\n');
    QCOMPARE(lines.size(), descriptionLines);
    const QString pinnedLine = lines.at(stagesNow);
    QVERIFY2(pinnedLine.contains(u"makespan 33 time units, against "_s + makespanNow),
             qPrintable(pinnedLine));
    if (stagesNow < 4)
        QCOMPARE(lines.last(), u"The pinned run's strips show its first 2 of 4 GPUs."_s);
    QVERIFY(imageShows(timelineImage(), ChartStyle::Pipeline::pinnedForward));
}

void TestPipelinePin::paintedLooksFollowThePin()
{
    // The timeline paints a look seen before from a picture: pinned and
    // unpinned looks of one run alternate, and each shows what it should.
    setSpin("microBatchesSpin", 4);
    for (int round = 0; round < 3; ++round) {
        QVERIFY(!imageShows(timelineImage(), ChartStyle::Pipeline::pinnedForward));
        m_timeline->repaint();
        pin();
        m_timeline->repaint();
        QVERIFY(imageShows(timelineImage(), ChartStyle::Pipeline::pinnedForward));
        clearPin();
        m_timeline->repaint();
    }
}

void TestPipelinePin::pinnedChunkTwoIsFramed_data()
{
    // Indexes in the schedule box: 2 is 1F1B, 3 interleaved.
    QTest::addColumn<int>("pinnedSchedule");
    QTest::addColumn<int>("scheduleNow");
    QTest::addColumn<bool>("framed");
    // Interleaved at p = 4, m = 8, v = 2 runs both chunks on every GPU, so
    // each pinned strip has chunk-2 blocks to frame; 1F1B has one chunk and
    // nothing to frame, whatever the rows above it show.
    QTest::newRow("interleaved pinned, 1F1B now") << 3 << 2 << true;
    QTest::newRow("1F1B pinned, interleaved now") << 2 << 3 << false;
    QTest::newRow("interleaved pinned, interleaved now") << 3 << 3 << true;
}

// The pinned strips frame a pinned interleaved run's chunk-2 blocks, as the
// rows frame the current run's, in their own faint colour.
void TestPipelinePin::pinnedChunkTwoIsFramed()
{
    QFETCH(int, pinnedSchedule);
    QFETCH(int, scheduleNow);
    QFETCH(bool, framed);
    const QColor frame = ChartStyle::Pipeline::pinnedOtherChunkFrame;
    chooseSchedule(pinnedSchedule);
    QVERIFY(!imageShows(timelineImage(), frame));
    pin();
    chooseSchedule(scheduleNow);
    setSpin("microBatchesSpin", 12); // a change, even where the schedule stays
    QVERIFY(m_timeline->hasPinned());
    const QImage image = timelineImage();
    int framedRows = 0;
    for (int y = 0; y < image.height(); ++y) {
        if (!rowShows(image, y, frame))
            continue;
        ++framedRows;
        // On a pinned strip: the line through it also crosses pinned blocks.
        QVERIFY2(rowShows(image, y, ChartStyle::Pipeline::pinnedForward)
                     || rowShows(image, y, ChartStyle::Pipeline::pinnedBackward),
                 qPrintable(u"frame colour off the strips at y = %1"_s.arg(y)));
    }
    QCOMPARE(framedRows > 0, framed);
    clearPin();
    QVERIFY(!imageShows(timelineImage(), frame));
}

void TestPipelinePin::pinnedNameIsWholeAtTheLargestTextSize_data()
{
    QTest::addColumn<bool>("bengali");
    QTest::newRow("en") << false;
    QTest::newRow("bn") << true;
}

// At the largest text size in a 1024x600 window, "Pinned: Interleaved 1F1B,
// p = 4, m = 8, v = 2, r = 2.0" is wider than the timeline: it breaks between
// its parts, and no text the timeline draws is cut short.
void TestPipelinePin::pinnedNameIsWholeAtTheLargestTextSize()
{
    QFETCH(bool, bengali);
    switchTo(bengali);
    Appearance appearance(Language::English);
    appearance.setTextSize(Appearance::largestTextSize);
    const auto systemSize = qScopeGuard([&appearance] { appearance.setTextSize(0); });
    // The page fills the window below its menu and tool bars.
    m_page->resize(1024, 600 - 60);
    chooseSchedule(3); // interleaved 1F1B, v = 2
    pin();

    const QStringList texts = drawnTexts(m_timeline);
    QVERIFY(!texts.isEmpty());
    for (const QString &text : texts)
        QVERIFY2(!text.contains(u'…'), qPrintable(texts.join(u" | "_s)));
    const QLocale locale;
    const QString drawn = texts.join(u' ');
    for (const QString &part :
         {u"p = "_s + locale.toString(4), u"m = "_s + locale.toString(8),
          u"v = "_s + locale.toString(2), u"r = "_s + locale.toString(2.0, 'f', 1)}) {
        QVERIFY2(drawn.contains(part), qPrintable(part + u" in "_s + drawn));
    }
}

QTEST_MAIN(TestPipelinePin)
#include "tst_pipelinepin.moc"
