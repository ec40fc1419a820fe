// Every shade the pipeline timeline draws its blocks in stands out as WCAG
// 2.1 asks, in the light and the dark theme: each block fill 3:1 against the
// paper the timeline is drawn on and against the bubble grey under the blocks
// (1.4.11, non-text contrast), any forward fill 3:1 against any backward one
// (they touch in a row), the frame that marks a second chunk 3:1 against the
// fill it lies on, the pinned run's faded fills 3:1 against the paper and its
// fainter frame 3:1 against them, and the numbers 4.5:1 against the fill they
// are written on (1.4.3). The paper is read from the rendered widget in each
// theme; each fill is checked to be drawn at all, on a real schedule.

#include "charts/chartstyle.h"
#include "core/pipelinesimulator.h"
#include "pipeline/pipelinetimelinewidget.h"
#include "pipeline/timelinelayout.h"
#include "shell/appearance.h"
#include "support/wcag.h"

#include <QApplication>
#include <QImage>
#include <QTest>

using namespace Qt::StringLiterals;
namespace Style = ChartStyle::Pipeline;
using pipeline::Schedule;

namespace {

struct Rendered
{
    QImage image;
    QColor paper;
};

// The timeline of `schedule` at p = 4, m = 8, v = 2, r = 2, with the same run
// pinned, as drawn under `palette`.
Rendered render(const QPalette &palette, Schedule schedule)
{
    QApplication::setPalette(palette);
    pipeline::Parameters parameters;
    parameters.schedule = schedule;
    const pipeline::Result result = pipeline::PipelineSimulator::simulate(parameters);
    PipelineTimelineWidget timeline;
    timeline.resize(900, 400);
    timeline.setResult(result);
    timeline.setPinned(u"pinned"_s, result);
    const QImage image = timeline.grab().toImage();
    // The top-left corner lies outside the legend, rows and axis: bare paper.
    return {image, image.pixelColor(1, 1)};
}

bool shows(const QImage &image, const QColor &colour)
{
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            if ((image.pixel(x, y) & 0xffffff) == (colour.rgb() & 0xffffff))
                return true;
        }
    }
    return false;
}

} // namespace

class TestTimelineShades : public QObject
{
    Q_OBJECT

private slots:
    void shadesContrast_data();
    void shadesContrast();
    void blocksNeverTouchDarkPaper();
    void everyChunkLooksDifferent();
};

void TestTimelineShades::shadesContrast_data()
{
    QTest::addColumn<QColor>("foreground");
    QTest::addColumn<QColor>("background");
    QTest::addColumn<double>("needed");
    QTest::addColumn<QImage>("drawing");
    QTest::addColumn<QColor>("drawnFill"); // the block fill the row is about

    const QList<std::pair<const char *, QColor>> forwardFills{{"forward", Style::forward},
                                                              {"forward chunk 2",
                                                               Style::forwardOtherChunk}};
    const QList<std::pair<const char *, QColor>> backwardFills{{"backward", Style::backward},
                                                               {"backward chunk 2",
                                                                Style::backwardOtherChunk},
                                                               {"W", Style::backwardWeight}};
    const QList<std::pair<const char *, QColor>> pinnedFills{{"pinned forward",
                                                              Style::pinnedForward},
                                                             {"pinned backward",
                                                              Style::pinnedBackward},
                                                             {"pinned W",
                                                              Style::pinnedBackwardWeight}};

    for (const auto &[theme, palette] : {std::pair{"light", Appearance::lightPalette()},
                                         std::pair{"dark", Appearance::darkPalette()}}) {
        // Interleaved draws both chunks' shades and the frame; ZB-H1 draws W.
        const Rendered interleaved = render(palette, Schedule::Interleaved);
        const Rendered zeroBubble = render(palette, Schedule::ZeroBubbleH1);
        const auto drawingOf = [&](const QColor &fill) {
            return fill == Style::backwardWeight || fill == Style::pinnedBackwardWeight
                       ? zeroBubble.image
                       : interleaved.image;
        };
        const QColor paper = interleaved.paper;

        // On the dark theme's paper no block meets the paper: each lies inside
        // its row's grey (blocksNeverTouchDarkPaper), which meets the paper.
        if (QByteArray(theme) == "dark")
            QTest::addRow("dark: bubble band on paper")
                << Style::bubble << paper << Wcag::graphicsContrast << interleaved.image
                << Style::bubble;
        for (const auto &fills : {forwardFills, backwardFills}) {
            for (const auto &[name, fill] : fills) {
                if (QByteArray(theme) == "light")
                    QTest::addRow("%s: %s on paper", theme, name)
                        << fill << paper << Wcag::graphicsContrast << drawingOf(fill) << fill;
                QTest::addRow("%s: %s on bubble", theme, name)
                    << fill << Style::bubble << Wcag::graphicsContrast << drawingOf(fill) << fill;
            }
        }
        for (const auto &[forwardName, forwardFill] : forwardFills) {
            for (const auto &[backwardName, backwardFill] : backwardFills) {
                QTest::addRow("%s: %s beside %s", theme, forwardName, backwardName)
                    << forwardFill << backwardFill << Wcag::graphicsContrast
                    << drawingOf(backwardFill) << backwardFill;
            }
        }
        for (const QColor &fill : {Style::forwardOtherChunk, Style::backwardOtherChunk}) {
            QTest::addRow("%s: chunk frame on %s", theme, qPrintable(fill.name()))
                << Style::otherChunkFrame << fill << Wcag::graphicsContrast << interleaved.image
                << fill;
        }
        // Chunks 3 and 4 are hatched in the frame's colour: chunk 3 on the
        // first shade, 4 on the second (checked above as the frame's).
        for (const QColor &fill : {Style::forward, Style::backward}) {
            QTest::addRow("%s: chunk hatch on %s", theme, qPrintable(fill.name()))
                << Style::otherChunkFrame << fill << Wcag::graphicsContrast << interleaved.image
                << fill;
        }
        for (const auto &[name, fill] : pinnedFills) {
            QTest::addRow("%s: %s on paper", theme, name)
                << fill << paper << Wcag::graphicsContrast << drawingOf(fill) << fill;
        }
        for (const QColor &fill : {Style::pinnedForward, Style::pinnedBackward}) {
            QTest::addRow("%s: pinned chunk frame on %s", theme, qPrintable(fill.name()))
                << Style::pinnedOtherChunkFrame << fill << Wcag::graphicsContrast
                << interleaved.image << fill;
        }
        // The numbers: light on every forward fill, dark on every backward one.
        for (const auto &[name, fill] : forwardFills) {
            QTest::addRow("%s: numbers on %s", theme, name)
                << Style::forwardText << fill << Wcag::textContrast << drawingOf(fill) << fill;
        }
        for (const auto &[name, fill] : backwardFills) {
            QTest::addRow("%s: numbers on %s", theme, name)
                << Style::backwardText << fill << Wcag::textContrast << drawingOf(fill) << fill;
        }
    }
    QApplication::setPalette(Appearance::lightPalette());
}

void TestTimelineShades::blocksNeverTouchDarkPaper()
{
    // Every pixel of a block fill or outline, on the rows of the dark theme's
    // timeline: none of its four neighbours is the paper.
    for (Schedule schedule : {Schedule::Interleaved, Schedule::ZeroBubbleH1}) {
        const Rendered drawn = render(Appearance::darkPalette(), schedule);
        const QRgb paper = drawn.paper.rgb() & 0xffffff;
        QList<QRgb> fills;
        for (const QColor &fill : {Style::forward, Style::forwardOtherChunk, Style::backward,
                                   Style::backwardOtherChunk, Style::backwardWeight}) {
            // The fill and its outline (the fill darker, Style::blockOutlineDarkness).
            fills << (fill.rgb() & 0xffffff)
                  << (fill.darker(Style::blockOutlineDarkness).rgb() & 0xffffff);
        }
        const QImage &image = drawn.image;
        int blockPixels = 0;
        for (int y = 1; y + 1 < image.height(); ++y) {
            for (int x = 1; x + 1 < image.width(); ++x) {
                if (!fills.contains(image.pixel(x, y) & 0xffffff))
                    continue;
                ++blockPixels;
                for (const QPoint &next :
                     {QPoint(x - 1, y), QPoint(x + 1, y), QPoint(x, y - 1), QPoint(x, y + 1)})
                    QVERIFY2((image.pixel(next) & 0xffffff) != paper,
                             qPrintable(u"(%1, %2)"_s.arg(x).arg(y)));
            }
        }
        QVERIFY(blockPixels > 0);
    }
    QApplication::setPalette(Appearance::lightPalette());
}

void TestTimelineShades::everyChunkLooksDifferent()
{
    // Interleaved 1F1B with v = 4 (p = 4, m = 8), drawn wide enough for every
    // mark: on GPU 1's first backward block of each chunk (numbers in black,
    // so any pixel in the frame's colour is a mark), whether a frame runs
    // along the top inside the block (a row of the frame's colour across most
    // of it) and whether a hatch crosses its middle (the frame's colour away
    // from the edges). Chunk 1 has neither, 2 the frame, 3 the hatch, 4 both.
    QApplication::setPalette(Appearance::lightPalette());
    pipeline::Parameters parameters;
    parameters.schedule = Schedule::Interleaved;
    parameters.chunks = 4;
    const pipeline::Result result = pipeline::PipelineSimulator::simulate(parameters);
    QVERIFY(result.ok());
    PipelineTimelineWidget timeline;
    timeline.resize(2400, 400);
    timeline.setResult(result);
    const QImage image = timeline.grab().toImage();
    const TimelineLayout layout(result, std::nullopt, QFontMetrics(timeline.font()),
                                timeline.size());
    const QRgb mark = Style::otherChunkFrame.rgb() & 0xffffff;
    const auto isMark = [&](int x, int y) {
        return (image.pixel(x, y) & 0xffffff) == mark;
    };
    QList<std::pair<bool, bool>> looks(4, {false, false});
    QList<bool> seen(4, false);
    for (const pipeline::Block &block : result.stages[0].blocks) {
        if (block.kind == pipeline::BlockKind::Forward || seen[block.chunk])
            continue;
        seen[block.chunk] = true;
        const QRect box = layout.blockRect(0, block.start, block.end).toAlignedRect();
        QVERIFY2(box.width() > 30 && box.height() > 30, qPrintable(u"chunk %1"_s.arg(block.chunk)));
        bool framed = false;
        for (int y = box.top(); y < box.top() + 5; ++y) {
            int across = 0;
            for (int x = box.left(); x <= box.right(); ++x)
                across += isMark(x, y) ? 1 : 0;
            framed = framed || across >= box.width() * 3 / 4;
        }
        bool hatched = false;
        for (int y = box.top() + 6; y < box.bottom() - 6; ++y) {
            for (int x = box.left() + 6; x < box.right() - 6; ++x)
                hatched = hatched || isMark(x, y);
        }
        looks[block.chunk] = {framed, hatched};
    }
    QCOMPARE(seen, QList<bool>(4, true));
    const QList<std::pair<bool, bool>> expected{{false, false},
                                                {true, false},
                                                {false, true},
                                                {true, true}};
    QCOMPARE(looks, expected);
}

void TestTimelineShades::shadesContrast()
{
    QFETCH(QColor, foreground);
    QFETCH(QColor, background);
    QFETCH(double, needed);
    QFETCH(QImage, drawing);
    QFETCH(QColor, drawnFill);
    // The pair is one the timeline draws: the fill is on it, and so is the
    // background (another fill, the paper or the bubble).
    QVERIFY2(shows(drawing, drawnFill), qPrintable(drawnFill.name()));
    QVERIFY2(shows(drawing, background), qPrintable(background.name()));
    const double ratio = Wcag::contrast(foreground, background);
    QVERIFY2(ratio >= needed,
             qPrintable(u"%1 on %2: %3"_s.arg(foreground.name(), background.name()).arg(ratio)));
}

QTEST_MAIN(TestTimelineShades)
#include "tst_timelineshades.moc"
