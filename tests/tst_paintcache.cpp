#include "widgets/paintcache.h"

#include <QApplication>
#include <QLabel>
#include <QPalette>
#include <QScrollBar>
#include <QTest>
#include <QTextBrowser>

#include <algorithm>
#include <cstdlib>

using namespace Qt::StringLiterals;

namespace {

// Where a widget paints: a label on itself, a browser on its viewport.
QWidget *paintSurface(QLabel *label)
{
    return label;
}
QWidget *paintSurface(QAbstractScrollArea *area)
{
    return area->viewport();
}

// A label or browser that counts the paints it does itself, not from a kept picture.
template<class Widget>
class Counting : public Widget
{
public:
    using Widget::Widget;
    int ownPaints = 0;

protected:
    void paintEvent(QPaintEvent *event) override
    {
        if (m_cache.paint())
            return;
        ++ownPaints;
        Widget::paintEvent(event);
    }

private:
    PaintCache m_cache{paintSurface(this), [this] {
                           return PaintCache::lookOf(this);
                       }};
};
using CountingLabel = Counting<QLabel>;
using CountingBrowser = Counting<QTextBrowser>;

const QString longText = u"<p>নেইভ অ্যাটেনশন প্রতিটি কোয়েরিকে প্রতিটি কী-এর সঙ্গে মিলিয়ে স্কোর "
                         "বানায়; <b>fused</b> kernels keep only the output.</p>"_s.repeated(6);

int largestChannelDifference(const QImage &first, const QImage &second)
{
    const QImage a = first.convertToFormat(QImage::Format_RGB32);
    const QImage b = second.convertToFormat(QImage::Format_RGB32);
    if (a.size() != b.size())
        return 256;
    int largest = 0;
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y);
            const QRgb q = b.pixel(x, y);
            largest = std::max({largest, std::abs(qRed(p) - qRed(q)),
                                std::abs(qGreen(p) - qGreen(q)), std::abs(qBlue(p) - qBlue(q))});
        }
    }
    return largest;
}

// The event loop's work, and what that work posted (a picture is drawn from a
// call queued while painting), as between two of the learner's actions.
void settle()
{
    for (int round = 0; round < 3; ++round)
        QCoreApplication::processEvents();
}

} // namespace

class TestPaintCache : public QObject
{
    Q_OBJECT

private slots:
    void keptLookIsDrawnAsTheLabelWould();
    void changedLookIsPaintedAfresh_data();
    void changedLookIsPaintedAfresh();
    void focusedLabelIsNeverDrawnFromAPicture();
    void alternatingLooksAreBothKept();
    void browserPaintsEachScrollPositionAndTextTruly_data();
    void browserPaintsEachScrollPositionAndTextTruly();

private:
    static void paintTwiceAndSettle(CountingLabel &label);
    static QImage plainLook(const QLabel &like);
};

// Two paints of one look, then the event loop draws the picture off the paint path.
void TestPaintCache::paintTwiceAndSettle(CountingLabel &label)
{
    label.repaint();
    label.repaint();
    QCoreApplication::processEvents();
}

// The same label's look as a plain QLabel paints it.
QImage TestPaintCache::plainLook(const QLabel &like)
{
    QWidget window;
    window.setPalette(like.palette());
    window.setAutoFillBackground(true);
    QLabel plain(&window);
    plain.setWordWrap(like.wordWrap());
    plain.setFont(like.font());
    plain.setText(like.text());
    plain.setEnabled(like.isEnabled());
    plain.resize(like.size());
    window.resize(like.size());
    return window.grab().toImage();
}

void TestPaintCache::keptLookIsDrawnAsTheLabelWould()
{
    QWidget window;
    window.setAutoFillBackground(true);
    auto *label = new CountingLabel(longText, &window);
    label->setWordWrap(true);
    label->resize(500, 300);
    window.resize(label->size());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    paintTwiceAndSettle(*label);
    const int paintsBefore = label->ownPaints;
    label->repaint();
    label->repaint();
    QCOMPARE(label->ownPaints, paintsBefore); // both from the kept picture
    // Text drawn onto a transparent picture, then the picture onto the page,
    // rounds an edge pixel's colour once more (premultiplied alpha): at most
    // one level of 255 per channel, never a different glyph or position.
    QVERIFY(largestChannelDifference(window.grab().toImage(), plainLook(*label)) <= 1);
}

void TestPaintCache::changedLookIsPaintedAfresh_data()
{
    QTest::addColumn<QString>("change");
    QTest::newRow("text") << u"text"_s;
    QTest::newRow("width") << u"width"_s;
    QTest::newRow("font") << u"font"_s;
    QTest::newRow("palette") << u"palette"_s;
    QTest::newRow("disabled") << u"disabled"_s;
}

// Whatever the look depends on, a changed one is never drawn from an old picture.
void TestPaintCache::changedLookIsPaintedAfresh()
{
    QFETCH(QString, change);
    QWidget window;
    window.setAutoFillBackground(true);
    auto *label = new CountingLabel(longText, &window);
    label->setWordWrap(true);
    label->resize(500, 300);
    window.resize(label->size());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    paintTwiceAndSettle(*label);

    if (change == u"text") {
        label->setText(u"<p>Pipeline bubbles</p>"_s);
    } else if (change == u"width") {
        label->resize(400, 300);
    } else if (change == u"font") {
        QFont larger = label->font();
        larger.setPointSizeF(larger.pointSizeF() * 1.5);
        label->setFont(larger);
    } else if (change == u"palette") {
        QPalette dark = label->palette();
        dark.setColor(QPalette::WindowText, Qt::red);
        label->setPalette(dark);
    } else {
        label->setEnabled(false);
    }
    const int paintsBefore = label->ownPaints;
    label->repaint();
    QCOMPARE(label->ownPaints, paintsBefore + 1);
    window.resize(label->size());
    QCOMPARE(window.grab().toImage(), plainLook(*label));
}

// A focused label may draw a focus frame round a link: it always paints itself.
void TestPaintCache::focusedLabelIsNeverDrawnFromAPicture()
{
    CountingLabel label(u"<a href=\"x\">GPU</a> memory"_s);
    label.setTextInteractionFlags(Qt::LinksAccessibleByKeyboard);
    label.setFocusPolicy(Qt::StrongFocus);
    label.resize(300, 60);
    label.show();
    QApplication::setActiveWindow(&label);
    QVERIFY(QTest::qWaitForWindowActive(&label));
    label.setFocus();
    QVERIFY(label.hasFocus());
    paintTwiceAndSettle(label);
    const int paintsBefore = label.ownPaints;
    label.repaint();
    QCOMPARE(label.ownPaints, paintsBefore + 1);
}

// A language switch back and forth alternates two texts: once each has come
// back, both are drawn from pictures.
void TestPaintCache::alternatingLooksAreBothKept()
{
    QWidget window;
    window.setAutoFillBackground(true);
    auto *label = new CountingLabel(longText, &window);
    label->setWordWrap(true);
    label->resize(500, 300);
    window.resize(label->size());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString english = u"<p>Pipeline bubbles</p>"_s.repeated(10);
    const QString bengali = u"<p>পাইপলাইন বাবল</p>"_s.repeated(10);
    // English, Bengali, English, Bengali: each text is painted once per
    // switch; the second time it comes back, its picture is drawn.
    const int paintsAtFirst = label->ownPaints;
    for (const QString &text : {english, bengali, english, bengali}) {
        label->setText(text); // painted once, by the event loop
        settle();
    }
    QVERIFY(label->ownPaints >= paintsAtFirst + 4); // the event loop did paint
    const int paintsBefore = label->ownPaints;
    for (const QString &text : {english, bengali, english}) {
        label->setText(text); // painted once, by the event loop
        settle();
    }
    QCOMPARE(label->ownPaints, paintsBefore);
    QVERIFY(largestChannelDifference(window.grab().toImage(), plainLook(*label)) <= 1);
}

void TestPaintCache::browserPaintsEachScrollPositionAndTextTruly_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<bool>("fromPicture");
    QTest::newRow("nothing") << u"nothing"_s << true;
    QTest::newRow("scrolled") << u"scrolled"_s << false;
    QTest::newRow("new text") << u"new text"_s << false;
}

// An unchanged browser paints from its picture; scrolled or given a new text,
// it paints itself. Either way it shows what a plain QTextBrowser shows.
void TestPaintCache::browserPaintsEachScrollPositionAndTextTruly()
{
    QFETCH(QString, change);
    QFETCH(bool, fromPicture);
    const QString shortText = u"<p>Pipeline bubbles</p>"_s;
    CountingBrowser cached;
    QTextBrowser plain;
    for (QTextBrowser *browser : {static_cast<QTextBrowser *>(&cached), &plain}) {
        browser->setHtml(longText.repeated(4));
        browser->resize(400, 200);
        browser->show();
        QVERIFY(QTest::qWaitForWindowExposed(browser));
    }
    for (int i = 0; i < 2; ++i) {
        cached.viewport()->repaint();
        QCoreApplication::processEvents();
    }
    if (change == u"scrolled") {
        for (QTextBrowser *browser : {static_cast<QTextBrowser *>(&cached), &plain})
            browser->verticalScrollBar()->setValue(browser->verticalScrollBar()->maximum() / 2);
    } else if (change == u"new text") {
        cached.setHtml(shortText);
        plain.setHtml(shortText);
    }
    const int paintsBefore = cached.ownPaints;
    cached.viewport()->repaint();
    QCOMPARE(cached.ownPaints, fromPicture ? paintsBefore : paintsBefore + 1);
    QVERIFY(largestChannelDifference(cached.grab().toImage(), plain.grab().toImage()) <= 1);
}

QTEST_MAIN(TestPaintCache)
#include "tst_paintcache.moc"
