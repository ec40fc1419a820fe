// The application icon: Qt's SVG image plugin (libqt6svg6, which the package
// depends on) reads the scalable source, and every committed hicolor PNG is a
// current rendering of it (re-render with packaging/icons/render-icons.sh).
#include "core/config.h"

#include <QImage>
#include <QImageReader>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

QString svgPath()
{
    return QStringLiteral(SCALESTUDY_SOURCE_DIR) + u"/resources/icons/scalestudy.svg"_s;
}

QString pngPath(int size)
{
    return QStringLiteral(SCALESTUDY_SOURCE_DIR)
           + u"/packaging/icons/hicolor/%1x%1/apps/"_s.arg(size) + QStringLiteral(SCALESTUDY_APP_ID)
           + u".png"_s;
}

QImage renderSvg(int size)
{
    QImageReader reader(svgPath(), "svg");
    reader.setScaledSize(QSize(size, size));
    return reader.read().convertToFormat(QImage::Format_ARGB32_Premultiplied);
}

// The share (0..1) of pixels of two same-sized images that differ by more
// than a quarter of the range in some channel.
double shareOfDifferentPixels(const QImage &a, const QImage &b)
{
    constexpr int tolerance = 64;
    qint64 different = 0;
    for (int y = 0; y < a.height(); ++y) {
        const auto *rowA = reinterpret_cast<const QRgb *>(a.constScanLine(y));
        const auto *rowB = reinterpret_cast<const QRgb *>(b.constScanLine(y));
        for (int x = 0; x < a.width(); ++x) {
            const int largest = qMax(qMax(qAbs(qRed(rowA[x]) - qRed(rowB[x])),
                                          qAbs(qGreen(rowA[x]) - qGreen(rowB[x]))),
                                     qMax(qAbs(qBlue(rowA[x]) - qBlue(rowB[x])),
                                          qAbs(qAlpha(rowA[x]) - qAlpha(rowB[x]))));
            if (largest > tolerance)
                ++different;
        }
    }
    return double(different) / (double(a.width()) * a.height());
}

} // namespace

class TestAppIcon : public QObject
{
    Q_OBJECT

private slots:
    void svgLoadsThroughQtSvgPlugin();
    void pngMatchesSvg_data();
    void pngMatchesSvg();
};

void TestAppIcon::svgLoadsThroughQtSvgPlugin()
{
    QVERIFY2(QImageReader::supportedImageFormats().contains("svg"),
             "Qt's SVG image plugin is missing (install libqt6svg6)");
    QImageReader reader(svgPath(), "svg");
    QVERIFY2(reader.canRead(), qPrintable(reader.errorString()));
    QCOMPARE(reader.size(), QSize(128, 128));

    const QImage image = renderSvg(64);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(64, 64));
    // The rounded background leaves the corners clear and covers the middle.
    QCOMPARE(qAlpha(image.pixel(0, 0)), 0);
    QCOMPARE(qAlpha(image.pixel(63, 63)), 0);
    QCOMPARE(qAlpha(image.pixel(32, 32)), 255);
}

void TestAppIcon::pngMatchesSvg_data()
{
    QTest::addColumn<int>("size");
    for (const int size : {16, 22, 24, 32, 48, 64, 128, 256, 512})
        QTest::addRow("%dx%d", size, size) << size;
}

void TestAppIcon::pngMatchesSvg()
{
    QFETCH(int, size);
    QImage png(pngPath(size));
    QVERIFY2(!png.isNull(), qPrintable(u"cannot read "_s + pngPath(size)));
    QCOMPARE(png.size(), QSize(size, size));
    png = png.convertToFormat(QImage::Format_ARGB32_Premultiplied);

    // librsvg and Qt anti-alias edges a little differently; a stale PNG (the
    // SVG changed, the PNGs were not re-rendered) differs in whole shapes.
    const double share = shareOfDifferentPixels(png, renderSvg(size));
    qInfo("%dx%d: %.2f %% of pixels differ", size, size, 100.0 * share);
    QVERIFY2(share < 0.01,
             qPrintable(u"%1 differs from the SVG in %2 %% of its pixels: re-render it"_s
                            .arg(pngPath(size))
                            .arg(100.0 * share, 0, 'f', 2)));
}

QTEST_MAIN(TestAppIcon)
#include "tst_appicon.moc"
