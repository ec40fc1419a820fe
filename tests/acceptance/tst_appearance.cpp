// Text size and theme: the keys and the View menu change them, they are
// remembered, and they reach every page (the charts too); the theme palettes
// and the chart colours meet WCAG AA contrast; the library's combo box
// follows a language switch; the first window fits its screen.

#include "charts/chartlook.h"
#include "charts/chartstyle.h"
#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "pipeline/pipelinetimelinewidget.h"
#include "quiz/librarypage.h"
#include "quiz/quizcard.h"
#include "shell/appearance.h"
#include "shell/mainwindow.h"
#include "shell/themestyle.h"
#include "support/wcag.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QAction>
#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QStyleOptionButton>
#include <QTemporaryDir>
#include <QTest>
#include <QXYSeries>

#include <cmath>

using namespace Qt::StringLiterals;

using Wcag::contrast;
using Wcag::graphicsContrast;
using Wcag::luminance;
using Wcag::textContrast;

class TestAppearance : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void luminanceMatchesKnownValues();
    void textSizeKeysScaleAndAreRemembered_data();
    void textSizeKeysScaleAndAreRemembered();
    void languageSwitchKeepsTheFont();
    void textSizeStartsFromTheLanguage_data();
    void textSizeStartsFromTheLanguage();
    void textSizeReachesChartLabels();
    void themeIsAppliedAndRemembered_data();
    void themeIsAppliedAndRemembered();
    void paletteTextContrast_data();
    void paletteTextContrast();
    void indicatorEdgesContrast_data();
    void indicatorEdgesContrast();
    void chartColoursContrast_data();
    void chartColoursContrast();
    void chartsFollowTheTheme_data();
    void chartsFollowTheTheme();
    void feedbackComboFitsAfterLanguageSwitch();
    void firstWindowFitsTheScreen();

private:
    void makeWindow();
    void trigger(const QString &actionName, int times = 1);
    double systemPointSize() const { return m_systemPointSize; }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
    double m_systemPointSize = 0;
};

void TestAppearance::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_appearance"_s);
    m_systemPointSize = QApplication::font().pointSizeF();
    QVERIFY(m_systemPointSize > 0);
}

void TestAppearance::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setLanguage(Language::English);
    makeWindow();
}

void TestAppearance::cleanup()
{
    m_window.reset();
    m_languages.reset();
    m_dir.reset();
}

void TestAppearance::makeWindow()
{
    m_window = std::make_unique<MainWindow>(m_languages.get(), m_dir->filePath(u"progress.json"_s));
    m_window->loadBanks(BankLoader::builtInBankPaths());
    m_window->resize(1100, 760);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestAppearance::trigger(const QString &actionName, int times)
{
    auto *action = m_window->findChild<QAction *>(actionName);
    QVERIFY(action);
    for (int i = 0; i < times; ++i)
        action->trigger();
}

void TestAppearance::luminanceMatchesKnownValues()
{
    // Black on white is 21:1 and a colour on itself 1:1, by the definition.
    QCOMPARE(contrast(Qt::black, Qt::white), 21.0);
    QCOMPARE(contrast(QColor(0x77, 0x77, 0x77), QColor(0x77, 0x77, 0x77)), 1.0);
    // #777777 on white: c = 0.4667 → ((0.4667 + 0.055) / 1.055)^2.4 = 0.1845,
    // (1.05) / (0.2345) = 4.48, the well-known "just below AA" grey.
    QVERIFY(std::abs(contrast(QColor(0x77, 0x77, 0x77), Qt::white) - 4.48) < 0.01);
}

void TestAppearance::textSizeKeysScaleAndAreRemembered_data()
{
    QTest::addColumn<QKeySequence>("keys");
    QTest::addColumn<int>("presses");
    QTest::addColumn<int>("step");
    QTest::addColumn<double>("percent");
    // Steps 80, 90, 100, 115, 130, 150, 175 % from -2 to 4.
    QTest::newRow("Ctrl++ twice") << QKeySequence(QKeySequence::ZoomIn) << 2 << 2 << 130.0;
    QTest::newRow("Ctrl+= once") << QKeySequence(Qt::CTRL | Qt::Key_Equal) << 1 << 1 << 115.0;
    QTest::newRow("Ctrl+- once") << QKeySequence(QKeySequence::ZoomOut) << 1 << -1 << 90.0;
    QTest::newRow("Ctrl++ past the largest")
        << QKeySequence(QKeySequence::ZoomIn) << 9 << 4 << 175.0;
    QTest::newRow("Ctrl+- past the smallest")
        << QKeySequence(QKeySequence::ZoomOut) << 9 << -2 << 80.0;
}

void TestAppearance::textSizeKeysScaleAndAreRemembered()
{
    QFETCH(QKeySequence, keys);
    QFETCH(int, presses);
    QFETCH(int, step);
    QFETCH(double, percent);
    QWidget *focus = QApplication::focusWidget() ? QApplication::focusWidget() : m_window.get();
    for (int i = 0; i < presses; ++i)
        QTest::keySequence(focus, keys);
    QCOMPARE(m_window->appearance()->textSize(), step);
    QCOMPARE(QApplication::font().pointSizeF(), systemPointSize() * percent / 100);
    // A role's font follows: the library's heading is 1.5× (fonts.cpp).
    auto *heading = m_window->findChild<LibraryPage *>()->findChild<QLabel *>(u"libraryHeading"_s);
    QVERIFY(heading);
    QCOMPARE(heading->font().pointSizeF(), systemPointSize() * percent / 100 * 1.5);

    m_window.reset();
    QCOMPARE(QSettings().value(u"view/textSize"_s).toInt(), step);
    makeWindow();
    QCOMPARE(m_window->appearance()->textSize(), step);
    QCOMPARE(QApplication::font().pointSizeF(), systemPointSize() * percent / 100);

    QTest::keySequence(m_window.get(), QKeySequence(Qt::CTRL | Qt::Key_0));
    QCOMPARE(m_window->appearance()->textSize(), 0);
    QCOMPARE(QApplication::font().pointSizeF(), systemPointSize());
}

void TestAppearance::languageSwitchKeepsTheFont()
{
    // The text size is one setting for both languages: a font that changed
    // with the language would lay out every page on each switch.
    trigger(u"largerTextAction"_s);
    const double larger = QApplication::font().pointSizeF();
    QCOMPARE(larger, systemPointSize() * 1.15);
    m_languages->setLanguage(Language::Bengali);
    QCOMPARE(QApplication::font().pointSizeF(), larger);
    m_languages->setLanguage(Language::English);
    QCOMPARE(QApplication::font().pointSizeF(), larger);
}

void TestAppearance::textSizeStartsFromTheLanguage_data()
{
    QTest::addColumn<Language>("startLanguage");
    QTest::addColumn<double>("scale"); // of the system's font, before and after a switch
    // Bengali starts one step up, the 115 % step; English at the system's size.
    QTest::newRow("English") << Language::English << 1.0;
    QTest::newRow("Bengali") << Language::Bengali << 1.15;
}

// Until a size is chosen the language the app starts in decides it; a switch
// keeps it (one font), and a size chosen is kept at the next start whatever
// its language.
void TestAppearance::textSizeStartsFromTheLanguage()
{
    QFETCH(Language, startLanguage);
    QFETCH(double, scale);
    m_window.reset();
    QSettings().clear();
    m_languages->setLanguage(startLanguage);
    makeWindow();
    QCOMPARE(QApplication::font().pointSizeF(), systemPointSize() * scale);
    m_languages->setLanguage(startLanguage == Language::Bengali ? Language::English
                                                                : Language::Bengali);
    QCOMPARE(QApplication::font().pointSizeF(), systemPointSize() * scale);

    // Ctrl+0 chooses the system's size: the next start keeps it in Bengali too.
    trigger(u"defaultTextAction"_s);
    m_window.reset();
    m_languages->setLanguage(Language::Bengali);
    makeWindow();
    QCOMPARE(QApplication::font().pointSizeF(), systemPointSize());
}

void TestAppearance::textSizeReachesChartLabels()
{
    trigger(u"pipelineAction"_s);
    trigger(u"largerTextAction"_s, 3); // 150 %
    QCoreApplication::processEvents();
    const QList<QChartView *> views = m_window->findChildren<QChartView *>();
    QVERIFY(!views.isEmpty());
    for (const QChartView *view : views) {
        const QList<QAbstractAxis *> axes = view->chart()->axes();
        QVERIFY(!axes.isEmpty());
        for (const QAbstractAxis *axis : axes)
            QCOMPARE(axis->labelsFont().pointSizeF(), systemPointSize() * 1.5);
    }
}

void TestAppearance::themeIsAppliedAndRemembered_data()
{
    QTest::addColumn<QString>("actionName");
    QTest::addColumn<QString>("savedName");
    QTest::addColumn<QColor>("window");
    QTest::addColumn<QColor>("text");
    QTest::newRow("dark") << u"darkThemeAction"_s << u"dark"_s << QColor(0x2b, 0x2b, 0x2b)
                          << QColor(0xe8, 0xe8, 0xe8);
    QTest::newRow("light") << u"lightThemeAction"_s << u"light"_s << QColor(0xef, 0xef, 0xef)
                           << QColor(0x1a, 0x1a, 0x1a);
}

void TestAppearance::themeIsAppliedAndRemembered()
{
    QFETCH(QString, actionName);
    QFETCH(QString, savedName);
    QFETCH(QColor, window);
    QFETCH(QColor, text);
    const QPalette system = QApplication::palette();
    trigger(actionName);
    QCoreApplication::processEvents();
    QCOMPARE(QApplication::palette().color(QPalette::Window), window);
    QCOMPARE(m_window->palette().color(QPalette::WindowText), text);
    const auto *style = qobject_cast<ThemeStyle *>(QApplication::style());
    QVERIFY(style);
    QCOMPARE(style->baseStyle()->name(), u"fusion"_s);

    m_window.reset();
    QCOMPARE(QSettings().value(u"view/theme"_s).toString(), savedName);
    makeWindow();
    QVERIFY(m_window->findChild<QAction *>(actionName)->isChecked());
    QCOMPARE(QApplication::palette().color(QPalette::Window), window);

    // The charts follow: their background is the theme's base, their labels its text.
    trigger(u"attentionAction"_s);
    QCoreApplication::processEvents();
    const QList<QChartView *> views = m_window->findChildren<QChartView *>();
    QVERIFY(!views.isEmpty());
    for (const QChartView *view : views) {
        QCOMPARE(view->chart()->backgroundBrush().color(),
                 QApplication::palette().color(QPalette::Base));
        for (const QAbstractAxis *axis : view->chart()->axes())
            QCOMPARE(axis->labelsBrush().color(), QApplication::palette().color(QPalette::Text));
    }

    trigger(u"systemThemeAction"_s);
    QCOMPARE(QApplication::palette(), system);
}

void TestAppearance::paletteTextContrast_data()
{
    QTest::addColumn<QPalette>("palette");
    QTest::addColumn<QPalette::ColorRole>("foreground");
    QTest::addColumn<QPalette::ColorRole>("background");
    const QList<std::pair<QPalette::ColorRole, QPalette::ColorRole>> pairs{
        {QPalette::Text, QPalette::Base},
        {QPalette::WindowText, QPalette::Window},
        {QPalette::ButtonText, QPalette::Button},
        {QPalette::HighlightedText, QPalette::Highlight},
        {QPalette::PlaceholderText, QPalette::Base},
        {QPalette::PlaceholderText, QPalette::Window}, // the key hint
        {QPalette::Link, QPalette::Base},
        {QPalette::ToolTipText, QPalette::ToolTipBase},
        {QPalette::Text, QPalette::AlternateBase},
    };
    for (const auto &[name, palette] : {std::pair{"light", Appearance::lightPalette()},
                                        std::pair{"dark", Appearance::darkPalette()}}) {
        for (const auto &[foreground, background] : pairs) {
            QTest::addRow("%s: %d on %d", name, int(foreground), int(background))
                << palette << foreground << background;
        }
    }
}

void TestAppearance::paletteTextContrast()
{
    QFETCH(QPalette, palette);
    QFETCH(QPalette::ColorRole, foreground);
    QFETCH(QPalette::ColorRole, background);
    const double ratio = contrast(palette.color(QPalette::Active, foreground),
                                  palette.color(QPalette::Active, background));
    QVERIFY2(ratio >= textContrast, qPrintable(QString::number(ratio)));
}

// An unchecked radio button or check box must be seen against the window:
// drawn by the theme's style on the window colour, some pixel of its edge
// reaches WCAG's 3:1 for the graphics of a control.
void TestAppearance::indicatorEdgesContrast_data()
{
    QTest::addColumn<QString>("themeAction");
    QTest::addColumn<int>("element");
    for (const char *theme : {"lightThemeAction", "darkThemeAction"}) {
        for (const auto &[element, name] :
             {std::pair{QStyle::PE_IndicatorRadioButton, "radio button"},
              std::pair{QStyle::PE_IndicatorCheckBox, "check box"}}) {
            QTest::addRow("%s %s", theme, name) << QString::fromLatin1(theme) << int(element);
        }
    }
}

void TestAppearance::indicatorEdgesContrast()
{
    QFETCH(QString, themeAction);
    QFETCH(int, element);
    trigger(themeAction);
    QRadioButton button; // what the style is told it draws for
    QStyleOptionButton option;
    option.initFrom(&button);
    option.state = QStyle::State_Off | QStyle::State_Enabled;
    QStyle *style = QApplication::style();
    const bool radio = element == QStyle::PE_IndicatorRadioButton;
    option.rect = QRect(0, 0,
                        style->pixelMetric(radio ? QStyle::PM_ExclusiveIndicatorWidth
                                                 : QStyle::PM_IndicatorWidth),
                        style->pixelMetric(radio ? QStyle::PM_ExclusiveIndicatorHeight
                                                 : QStyle::PM_IndicatorHeight));
    const QColor window = QApplication::palette().color(QPalette::Window);
    QImage image(option.rect.size() + QSize(4, 4), QImage::Format_RGB32);
    image.fill(window);
    {
        QPainter painter(&image);
        painter.translate(2, 2);
        style->drawPrimitive(QStyle::PrimitiveElement(element), &option, &painter, &button);
    }
    double strongest = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            strongest = std::max(strongest, contrast(image.pixelColor(x, y), window));
    }
    QVERIFY2(strongest >= graphicsContrast, qPrintable(QString::number(strongest)));
}

void TestAppearance::chartColoursContrast_data()
{
    QTest::addColumn<QColor>("foreground");
    QTest::addColumn<QColor>("background");
    QTest::addColumn<double>("needed");
    // Axis labels and titles: the palette's text on the chart's base.
    QTest::newRow("light: labels")
        << Appearance::lightPalette().color(QPalette::Text)
        << Appearance::lightPalette().color(QPalette::Base) << textContrast;
    QTest::newRow("dark: labels") << Appearance::darkPalette().color(QPalette::Text)
                                  << Appearance::darkPalette().color(QPalette::Base)
                                  << textContrast;
    // The lines and markers as the charts set them, on the light theme's
    // paper (white); on the dark theme's they are fitted (chartsFollowTheTheme).
    namespace Style = ChartStyle;
    const QColor plot = Appearance::lightPalette().color(QPalette::Base);
    QTest::newRow("closed form") << Style::Pipeline::closedForm.colour << plot << graphicsContrast;
    QTest::newRow("simulated") << Style::Pipeline::simulatedOutline.colour << plot
                               << graphicsContrast;
    QTest::newRow("current m") << Style::Pipeline::currentMicroBatches.colour << plot
                               << graphicsContrast;
    QTest::newRow("current bars") << Style::Pipeline::currentBars << plot << graphicsContrast;
    // Signs without a border in the legends under the charts, on the page of
    // both themes and on the charts' paper: the compared schedule's bars and
    // the current T's marker.
    for (const auto &[name, palette] : {std::pair{"light", Appearance::lightPalette()},
                                        std::pair{"dark", Appearance::darkPalette()}}) {
        for (const QPalette::ColorRole role : {QPalette::Window, QPalette::Base}) {
            const char *behind = role == QPalette::Window ? "page" : "paper";
            QTest::addRow("%s: compared bars on the %s", name, behind)
                << Style::Pipeline::comparedBars << palette.color(role) << graphicsContrast;
            QTest::addRow("%s: current T on the %s", name, behind)
                << Style::Attention::current.colour << palette.color(role) << graphicsContrast;
        }
    }
    QTest::newRow("compared bars beside current bars")
        << Style::Pipeline::comparedBars << Style::Pipeline::currentBars << graphicsContrast;
    QTest::newRow("naive") << Style::Attention::naive.colour << plot << graphicsContrast;
    QTest::newRow("fused") << Style::Attention::fused.colour << plot << graphicsContrast;
    QTest::newRow("chosen GPU") << Style::Attention::chosenGpu.colour << plot << graphicsContrast;
    QTest::newRow("reference GPU")
        << Style::Attention::referenceGpu.colour << plot << graphicsContrast;
    // A light marker is read by its border.
    QTest::newRow("marker border") << Style::Attention::markerBorder << plot << graphicsContrast;
    QTest::newRow("reference label") << Style::Attention::referenceLabel << plot << textContrast;
    QTest::newRow("chosen GPU label") << Style::Attention::chosenGpuLabel << plot << textContrast;
    QTest::newRow("fused limit label") << Style::Attention::fusedLimitLabel << plot << textContrast;
    // The pipeline timeline, drawn on the same paper in both themes: forward
    // and backward blocks against the paper, against the bubble grey each row
    // starts as, and against each other; the numbers on them as text.
    const QColor bubble = Style::Pipeline::bubble;
    QTest::newRow("timeline forward on paper")
        << Style::Pipeline::forward << plot << graphicsContrast;
    QTest::newRow("timeline backward on paper")
        << Style::Pipeline::backward << plot << graphicsContrast;
    QTest::newRow("timeline forward on bubble")
        << Style::Pipeline::forward << bubble << graphicsContrast;
    QTest::newRow("timeline backward on bubble")
        << Style::Pipeline::backward << bubble << graphicsContrast;
    QTest::newRow("timeline forward beside backward")
        << Style::Pipeline::forward << Style::Pipeline::backward << graphicsContrast;
    QTest::newRow("timeline forward numbers")
        << Style::Pipeline::forwardText << Style::Pipeline::forward << textContrast;
    QTest::newRow("timeline backward numbers")
        << Style::Pipeline::backwardText << Style::Pipeline::backward << textContrast;
    QTest::newRow("timeline bubble word") << Style::Pipeline::bubbleText << bubble << textContrast;
    for (const auto &[name, palette] : {std::pair{"light", Appearance::lightPalette()},
                                        std::pair{"dark", Appearance::darkPalette()}}) {
        QTest::addRow("%s: timeline names", name)
            << ChartLook::paperText(palette) << ChartLook::plotArea(palette) << textContrast;
        QTest::addRow("%s: timeline quiet names", name)
            << ChartLook::paperQuietText(palette) << ChartLook::plotArea(palette) << textContrast;
    }
    QTest::newRow("pinned lines") << Style::pinned.colour << plot << graphicsContrast;
}

void TestAppearance::chartColoursContrast()
{
    QFETCH(QColor, foreground);
    QFETCH(QColor, background);
    QFETCH(double, needed);
    const double ratio = contrast(foreground, background);
    QVERIFY2(ratio >= needed, qPrintable(QString::number(ratio)));
}

void TestAppearance::chartsFollowTheTheme_data()
{
    QTest::addColumn<QString>("themeAction");
    QTest::addColumn<QString>("pageAction");
    QTest::addColumn<QColor>("paper"); // the theme's base, from Appearance's palettes by hand
    const QColor light(0xff, 0xff, 0xff);
    const QColor dark(0x1e, 0x1e, 0x1e);
    QTest::newRow("dark pipeline") << u"darkThemeAction"_s << u"pipelineAction"_s << dark;
    QTest::newRow("dark attention") << u"darkThemeAction"_s << u"attentionAction"_s << dark;
    QTest::newRow("light pipeline") << u"lightThemeAction"_s << u"pipelineAction"_s << light;
    QTest::newRow("light attention") << u"lightThemeAction"_s << u"attentionAction"_s << light;
}

void TestAppearance::chartsFollowTheTheme()
{
    // What the charts draw, read from them: every plot area and the pipeline
    // timeline's card are the theme's paper, the labels keep 4.5:1 and every
    // line, marker and bar 3:1 on it. Switched from the other theme first, so
    // that the charts are restyled rather than built in the theme.
    QFETCH(QString, themeAction);
    QFETCH(QString, pageAction);
    QFETCH(QColor, paper);
    trigger(themeAction == u"darkThemeAction"_s ? u"lightThemeAction"_s : u"darkThemeAction"_s);
    trigger(pageAction);
    QCoreApplication::processEvents();
    trigger(themeAction);
    QCoreApplication::processEvents();
    const QList<QChartView *> views = m_window->findChildren<QChartView *>();
    QVERIFY(!views.isEmpty());
    for (const QChartView *view : views) {
        const QChart *chart = view->chart();
        QCOMPARE(chart->plotAreaBackgroundBrush().color(), paper);
        for (const QAbstractAxis *axis : chart->axes())
            QVERIFY2(contrast(axis->labelsBrush().color(), paper) >= textContrast,
                     qPrintable(axis->labelsBrush().color().name()));
        for (const QAbstractSeries *series : chart->series()) {
            // A line reads by its pen; a marker by its fill or its border; a bar by its fill.
            double reads = 0;
            QString colours;
            const auto read = [&](const QColor &colour) {
                reads = std::max(reads, contrast(colour, paper));
                colours += u' ' + colour.name(QColor::HexArgb);
            };
            if (const auto *xy = qobject_cast<const QXYSeries *>(series)) {
                read(xy->pen().color());
                if (xy->type() == QAbstractSeries::SeriesTypeScatter
                    && xy->brush().color().alpha() > 0)
                    read(xy->brush().color());
            } else if (const auto *bars = qobject_cast<const QAbstractBarSeries *>(series)) {
                for (QBarSet *set : bars->barSets())
                    read(set->color());
            }
            QVERIFY2(reads >= graphicsContrast, qPrintable(series->name() + colours));
        }
    }
    if (pageAction == u"pipelineAction"_s) {
        auto *timeline = m_window->findChild<PipelineTimelineWidget *>();
        QVERIFY(timeline);
        const QImage drawn = timeline->grab().toImage();
        // The card's top right corner: left of it is the legend, below it the rows.
        QCOMPARE(drawn.pixelColor(drawn.width() - 2, 2), paper);
    }
    // The legends under the charts, in either theme: each sign's colour on
    // the page behind them (a sign has no border to be read by).
    QCoreApplication::processEvents();
    const QRegularExpression signColour(u"color:(#[0-9a-fA-F]{6})"_s);
    int signs = 0;
    for (const QLabel *legend : m_window->findChildren<QLabel *>()) {
        if (!legend->objectName().endsWith(u"LegendLabel"_s) || !legend->isVisible())
            continue;
        const QColor behind = legend->palette().color(legend->backgroundRole());
        for (const QRegularExpressionMatch &match : signColour.globalMatch(legend->text())) {
            ++signs;
            QVERIFY2(contrast(QColor(match.captured(1)), behind) >= graphicsContrast,
                     qPrintable(legend->objectName() + u' ' + match.captured(1)));
        }
    }
    QVERIFY(signs > 0);
}

void TestAppearance::feedbackComboFitsAfterLanguageSwitch()
{
    m_languages->setLanguage(Language::Bengali);
    QCoreApplication::processEvents();
    m_languages->setLanguage(Language::English);
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    auto *combo = m_window->findChild<LibraryPage *>()
                      ->card(u"parallelism"_s)
                      ->findChild<QComboBox *>(u"feedbackModeCombo"_s);
    for (int item = 0; item < combo->count(); ++item) {
        const int textWidth = combo->fontMetrics().horizontalAdvance(combo->itemText(item));
        QVERIFY2(combo->width() > textWidth, qPrintable(combo->itemText(item)));
    }
}

void TestAppearance::firstWindowFitsTheScreen()
{
    // No saved geometry: the default 1180 × 800 is larger than the offscreen
    // screen (800 × 600), so the window shrinks to it.
    m_window.reset();
    QSettings().clear();
    m_window = std::make_unique<MainWindow>(m_languages.get(), m_dir->filePath(u"progress.json"_s));
    const QRect available = m_window->screen()->availableGeometry();
    QVERIFY(available.contains(m_window->frameGeometry()));
}

QTEST_MAIN(TestAppearance)
#include "tst_appearance.moc"
