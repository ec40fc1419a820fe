// The names written on the attention page's charts (the reference GPUs, the
// chosen GPU, the limits; ChartLabels) in the light and the dark theme: each
// on a box of the theme's paper, not a white box on dark paper, and in a
// colour that keeps WCAG's 4.5:1 for text on it (1.4.3). Read from the real
// page after a switch of theme, as the learner makes it: the boxes' and the
// texts' colours, and the pixels the chart draws.

#include "attention/attentionpage.h"
#include "shell/appearance.h"
#include "support/wcag.h"

#include <QApplication>
#include <QComboBox>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QImage>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QtCharts/QChartView>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

struct NameTag
{
    const QGraphicsRectItem *box = nullptr;
    const QGraphicsSimpleTextItem *text = nullptr;
};

// The name tags shown on the chart: a visible box holding a text.
QList<NameTag> shownTags(const QChart *chart)
{
    QList<NameTag> tags;
    const QList<QGraphicsItem *> items = chart->scene()->items();
    for (const QGraphicsItem *item : items) {
        const auto *box = qgraphicsitem_cast<const QGraphicsRectItem *>(item);
        if (!box || !box->isVisible())
            continue;
        for (const QGraphicsItem *child : box->childItems()) {
            const auto *text = qgraphicsitem_cast<const QGraphicsSimpleTextItem *>(child);
            if (text && !text->text().isEmpty())
                tags.append({box, text});
        }
    }
    return tags;
}

} // namespace

class TestChartNameTags : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void nameTagsLieOnThePaper_data();
    void nameTagsLieOnThePaper();
};

void TestChartNameTags::initTestCase()
{
    // The theme and the chosen view are kept in the settings: a test's own.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_chartnametags"_s);
    QSettings().clear();
}

void TestChartNameTags::nameTagsLieOnThePaper_data()
{
    QTest::addColumn<bool>("dark");
    QTest::addColumn<bool>("serving");
    QTest::addColumn<QColor>("paper"); // the theme's base, from Appearance's palettes by hand
    const QColor light(0xff, 0xff, 0xff);
    const QColor dark(0x1e, 0x1e, 0x1e);
    QTest::newRow("dark, activations") << true << false << dark;
    QTest::newRow("dark, serving") << true << true << dark;
    QTest::newRow("light, activations") << false << false << light;
    QTest::newRow("light, serving") << false << true << light;
}

void TestChartNameTags::nameTagsLieOnThePaper()
{
    QFETCH(bool, dark);
    QFETCH(bool, serving);
    QFETCH(QColor, paper);
    using Theme = Appearance::Theme;
    // Built in the other theme, then switched: the charts are restyled.
    Appearance appearance(Language::English);
    appearance.setTheme(dark ? Theme::Light : Theme::Dark);
    AttentionPage page;
    page.resize(1100, 750);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    // The view chosen last is remembered: chosen here either way.
    page.findChild<QComboBox *>(u"attentionModeCombo"_s)->setCurrentIndex(serving ? 1 : 0);
    QCoreApplication::processEvents();
    appearance.setTheme(dark ? Theme::Dark : Theme::Light);
    QCoreApplication::processEvents();

    const auto *view = page.findChild<QChartView *>(serving ? u"kvCacheChartView"_s
                                                            : u"attentionChartView"_s);
    QVERIFY(view && view->isVisible());
    const QList<NameTag> tags = shownTags(view->chart());
    // The reference GPUs at least are named at the default setting.
    QVERIFY(tags.size() >= 2);
    const QImage image = view->viewport()->grab().toImage();
    for (const NameTag &tag : tags) {
        const QString name = tag.text->text();
        QCOMPARE(tag.box->brush().color(), paper);
        const double textContrast = Wcag::contrast(tag.text->brush().color(), paper);
        QVERIFY2(textContrast >= Wcag::textContrast,
                 qPrintable(u"%1: %2"_s.arg(name).arg(textContrast)));
        // Drawn so: the box's padding left of the text is the paper, and
        // the text's strongest pixel keeps 4.5:1 on it.
        const QRectF box = view->viewportTransform().mapRect(tag.box->sceneBoundingRect());
        const int paddingX = int(std::ceil(box.left()));
        const int middleY = int(box.center().y());
        QCOMPARE(image.pixelColor(paddingX, middleY), paper);
        double strongest = 0;
        const QRect inside = box.toAlignedRect().intersected(image.rect());
        for (int y = inside.top(); y <= inside.bottom(); ++y) {
            for (int x = inside.left(); x <= inside.right(); ++x)
                strongest = std::max(strongest, Wcag::contrast(image.pixelColor(x, y), paper));
        }
        QVERIFY2(strongest >= Wcag::textContrast,
                 qPrintable(u"%1: strongest pixel %2"_s.arg(name).arg(strongest)));
    }
    appearance.setTheme(Theme::Light);
}

QTEST_MAIN(TestChartNameTags)
#include "tst_chartnametags.moc"
