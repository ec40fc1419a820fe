// Every icon the app shows stands out from the window in the light and the
// dark theme: the application icon (About), the marks of answers, the menu
// and toolbar icons, and the notice bar's icons, measured on rendered pixels.

#include "core/languagemanager.h"
#include "question/markicon.h"
#include "shell/appearance.h"
#include "shell/appicon.h"
#include "shell/mainwindow.h"
#include "shell/noticebar.h"
#include "support/wcag.h"

#include <QAction>
#include <QApplication>
#include <QIcon>
#include <QLabel>
#include <QMap>
#include <QPainter>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

// The colour that outlines an icon drawn on background: among the pixels the
// icon covers (all but fully: antialiasing blends the very edge into the
// background) that touch a pixel it covers less, its silhouette's edge, which
// the eye separates from the window, the most common colour, in bins of 16
// levels a channel and averaged within the bin. An invalid colour when the
// icon covers nothing.
QColor outlineColour(const QImage &icon, const QColor &background)
{
    const QImage image = icon.convertToFormat(QImage::Format_ARGB32);
    const auto covered = [&image](int x, int y) {
        return x >= 0 && y >= 0 && x < image.width() && y < image.height()
               && qAlpha(image.pixel(x, y)) >= 250;
    };
    struct Bin
    {
        int count = 0;
        double red = 0, green = 0, blue = 0;
    };
    QMap<int, Bin> bins;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            if (!covered(x, y))
                continue;
            if (covered(x - 1, y) && covered(x + 1, y) && covered(x, y - 1) && covered(x, y + 1))
                continue;
            // The pixel as seen: composited over the background.
            const QRgb pixel = image.pixel(x, y);
            const double alpha = qAlpha(pixel) / 255.0;
            const auto over = [alpha](int source, int below) {
                // ARGB32 is not premultiplied: plain "over" compositing.
                return source * alpha + below * (1 - alpha);
            };
            const double red = over(qRed(pixel), background.red());
            const double green = over(qGreen(pixel), background.green());
            const double blue = over(qBlue(pixel), background.blue());
            const int key = (int(red) / 16) * 256 + (int(green) / 16) * 16 + int(blue) / 16;
            Bin &bin = bins[key];
            ++bin.count;
            bin.red += red;
            bin.green += green;
            bin.blue += blue;
        }
    }
    const Bin *most = nullptr;
    for (const Bin &bin : std::as_const(bins)) {
        if (!most || bin.count > most->count)
            most = &bin;
    }
    if (!most)
        return {};
    return QColor(qRound(most->red / most->count), qRound(most->green / most->count),
                  qRound(most->blue / most->count));
}

struct Shown
{
    QString name;
    QIcon icon;
};

} // namespace

class TestIconContrast : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void outlineOfKnownShapes();
    void iconsStandOut_data();
    void iconsStandOut();
    void cleanupTestCase();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<Appearance> m_appearance;
    std::unique_ptr<MainWindow> m_window;
};

void TestIconContrast::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_iconcontrast"_s);
    QSettings().clear();
    // The menu icons come from the desktop's icon theme; Adwaita (Debian's
    // default, in packaging/deps/test.txt) stands in for it here. The
    // offscreen platform knows no icon folders of its own.
    QIcon::setThemeSearchPaths(QIcon::themeSearchPaths() << u"/usr/share/icons"_s);
    QIcon::setThemeName(u"Adwaita"_s);
    QVERIFY2(QIcon::hasThemeIcon(u"go-home"_s), "the Adwaita icon theme is not installed");
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_languages = std::make_unique<LanguageManager>();
    m_window = std::make_unique<MainWindow>(m_languages.get(), m_dir->filePath(u"progress.json"_s));
    m_appearance = std::make_unique<Appearance>(Language::English);
}

void TestIconContrast::cleanupTestCase()
{
    m_window.reset();
    QSettings().clear();
}

// The measure itself: a 10x10 black square on white is outlined in black; a
// square whose edge is drawn red and inside blue is outlined in red; nothing
// drawn has no outline.
void TestIconContrast::outlineOfKnownShapes()
{
    QImage image(20, 20, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.fillRect(5, 5, 10, 10, Qt::black);
    }
    QCOMPARE(outlineColour(image, Qt::white), QColor(Qt::black));
    {
        QPainter painter(&image);
        painter.fillRect(5, 5, 10, 10, Qt::red);
        painter.fillRect(6, 6, 8, 8, Qt::blue);
    }
    QCOMPARE(outlineColour(image, Qt::white), QColor(Qt::red));
    image.fill(Qt::transparent);
    QVERIFY(!outlineColour(image, Qt::white).isValid());
}

void TestIconContrast::iconsStandOut_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light") << false;
    QTest::newRow("dark") << true;
}

void TestIconContrast::iconsStandOut()
{
    QFETCH(bool, dark);
    m_appearance->setTheme(dark ? Appearance::Theme::Dark : Appearance::Theme::Light);
    const QPalette palette = QApplication::palette();

    QList<Shown> shown;
    shown << Shown{u"application icon (About)"_s, AppIcon::inWindow()};
    for (const auto &[name, kind] : {std::pair{u"right"_s, MarkIcon::Kind::Correct},
                                     std::pair{u"wrong"_s, MarkIcon::Kind::Incorrect},
                                     std::pair{u"unanswered"_s, MarkIcon::Kind::Unanswered}}) {
        shown << Shown{u"mark: "_s + name, QIcon(MarkIcon::pixmap(kind, 24))};
    }
    int actionIcons = 0;
    const auto actions = m_window->findChildren<QAction *>();
    for (QAction *action : actions) {
        if (action->icon().isNull())
            continue;
        shown << Shown{u"action: "_s + action->text(), action->icon()};
        ++actionIcons;
    }
    // How many of the menus' icons the desktop's theme has is the theme's
    // business, not the app's; that the check measures some is ours: the
    // library's go-home is in every freedesktop theme (checked at the start).
    QVERIFY(!m_window->findChild<QAction *>(u"libraryAction"_s)->icon().isNull());
    QVERIFY(actionIcons > 0);
    NoticeBar notices;
    notices.addNotice([] { return u"A notice"_s; });
    shown << Shown{u"notice: warning"_s, QIcon(notices.findChild<QLabel *>()->pixmap())};
    shown << Shown{u"notice: dismiss"_s,
                   notices.findChild<QToolButton *>(u"dismissNoticeButton"_s)->icon()};

    // Icons sit on the window's colour, and in lists and scroll areas on the base colour.
    for (const QPalette::ColorRole role : {QPalette::Window, QPalette::Base}) {
        const QColor background = palette.color(QPalette::Active, role);
        for (const Shown &each : std::as_const(shown)) {
            QVERIFY2(!each.icon.isNull(), qPrintable(each.name));
            const QImage pixels = each.icon.pixmap(QSize(24, 24)).toImage();
            const QColor outline = outlineColour(pixels, background);
            QVERIFY2(outline.isValid(), qPrintable(each.name + u" draws nothing"_s));
            const double ratio = Wcag::contrast(outline, background);
            QVERIFY2(ratio >= Wcag::graphicsContrast,
                     qPrintable(
                         u"%1: outline %2 on %3 is %4:1"_s.arg(each.name, outline.name(),
                                                               background.name(),
                                                               QString::number(ratio, 'f', 2))));
        }
    }
}

QTEST_MAIN(TestIconContrast)
#include "tst_iconcontrast.moc"
