// Language codes, locales and the choice of the interface language at start-up.
#include "core/language.h"
#include "core/languagemanager.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Language)

class TestLanguage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void languageFromCode_data();
    void languageFromCode();
    void languageCodeRoundTrip();
    void localeForFormatsNumbers_data();
    void localeForFormatsNumbers();
    void languageForLocale_data();
    void languageForLocale();

    void initialLanguage_data();
    void initialLanguage();
    void unknownSavedValueFallsBackToSystem();
    void rememberedChoiceSurvivesReopening();

    void managerSwitchesDefaultLocale();
    void managerSavesSwitchesOnly();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString iniPath() const { return m_dir->filePath(u"settings.ini"_s); }
};

void TestLanguage::initTestCase()
{
    // The manager saves switches in the application's settings: a test's own.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ScaleStudyTest"_s);
    QCoreApplication::setApplicationName(u"tst_language"_s);
}

void TestLanguage::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestLanguage::cleanup()
{
    m_dir.reset();
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestLanguage::languageFromCode_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<bool>("known");
    QTest::addColumn<Language>("expected");

    QTest::newRow("en") << u"en"_s << true << Language::English;
    QTest::newRow("EN") << u"EN"_s << true << Language::English;
    QTest::newRow("bn") << u"bn"_s << true << Language::Bengali;
    QTest::newRow("BN") << u"BN"_s << true << Language::Bengali;
    QTest::newRow("Bn") << u"Bn"_s << true << Language::Bengali;
    QTest::newRow("fr") << u"fr"_s << false << Language::English;
    QTest::newRow("empty") << QString() << false << Language::English;
    QTest::newRow("eng") << u"eng"_s << false << Language::English;
    QTest::newRow("bn_BD") << u"bn_BD"_s << false << Language::English;
    QTest::newRow("leading space") << u" en"_s << false << Language::English;
}

void TestLanguage::languageFromCode()
{
    QFETCH(QString, code);
    QFETCH(bool, known);
    QFETCH(Language, expected);

    const std::optional<Language> language = ::languageFromCode(code);
    QCOMPARE(language.has_value(), known);
    if (known)
        QCOMPARE(*language, expected);
}

void TestLanguage::languageCodeRoundTrip()
{
    QCOMPARE(languageCode(Language::English), u"en"_s);
    QCOMPARE(languageCode(Language::Bengali), u"bn"_s);
    for (Language language : allLanguages)
        QCOMPARE(::languageFromCode(languageCode(language)), std::optional<Language>(language));
}

void TestLanguage::localeForFormatsNumbers_data()
{
    QTest::addColumn<Language>("language");
    QTest::addColumn<QString>("integer"); // 1234
    QTest::addColumn<QString>("decimal"); // 27.27 to one decimal

    QTest::newRow("english") << Language::English << u"1,234"_s << u"27.3"_s;
    QTest::newRow("bengali") << Language::Bengali << u"১,২৩৪"_s << u"২৭.৩"_s;
}

void TestLanguage::localeForFormatsNumbers()
{
    QFETCH(Language, language);
    QFETCH(QString, integer);
    QFETCH(QString, decimal);

    const QLocale locale = localeFor(language);
    QCOMPARE(locale.toString(1234), integer);
    QCOMPARE(locale.toString(27.27, 'f', 1), decimal);
}

void TestLanguage::languageForLocale_data()
{
    QTest::addColumn<QString>("localeName");
    QTest::addColumn<Language>("expected");

    QTest::newRow("bn_BD") << u"bn_BD"_s << Language::Bengali;
    QTest::newRow("bn_IN") << u"bn_IN"_s << Language::Bengali;
    QTest::newRow("en_US") << u"en_US"_s << Language::English;
    QTest::newRow("en_GB") << u"en_GB"_s << Language::English;
    // Neither interface language: English is the fallback.
    QTest::newRow("de_DE") << u"de_DE"_s << Language::English;
    QTest::newRow("hi_IN") << u"hi_IN"_s << Language::English;
    QTest::newRow("C") << u"C"_s << Language::English;
}

void TestLanguage::languageForLocale()
{
    QFETCH(QString, localeName);
    QFETCH(Language, expected);
    QCOMPARE(::languageForLocale(QLocale(localeName)), expected);
}

void TestLanguage::initialLanguage_data()
{
    QTest::addColumn<QString>("commandLine"); // empty: no --lang
    QTest::addColumn<QString>("saved"); // empty: nothing saved
    QTest::addColumn<QString>("systemLocale");
    QTest::addColumn<Language>("expected");

    QTest::newRow("nothing given, English system")
        << QString() << QString() << u"en_US"_s << Language::English;
    QTest::newRow("nothing given, Bengali system")
        << QString() << QString() << u"bn_BD"_s << Language::Bengali;
    QTest::newRow("nothing given, German system")
        << QString() << QString() << u"de_DE"_s << Language::English;
    QTest::newRow("saved bn beats English system")
        << QString() << u"bn"_s << u"en_US"_s << Language::Bengali;
    QTest::newRow("saved en beats Bengali system")
        << QString() << u"en"_s << u"bn_BD"_s << Language::English;
    QTest::newRow("command line en beats saved bn")
        << u"en"_s << u"bn"_s << u"bn_BD"_s << Language::English;
    QTest::newRow("command line bn beats saved en")
        << u"bn"_s << u"en"_s << u"en_US"_s << Language::Bengali;
    QTest::newRow("command line bn, nothing saved")
        << u"bn"_s << QString() << u"en_US"_s << Language::Bengali;
    QTest::newRow("command line en, Bengali system")
        << u"en"_s << QString() << u"bn_BD"_s << Language::English;
}

void TestLanguage::initialLanguage()
{
    QFETCH(QString, commandLine);
    QFETCH(QString, saved);
    QFETCH(QString, systemLocale);
    QFETCH(Language, expected);

    QSettings settings(iniPath(), QSettings::IniFormat);
    if (!saved.isEmpty())
        LanguageManager::remember(*::languageFromCode(saved), settings);

    std::optional<Language> fromCommandLine;
    if (!commandLine.isEmpty())
        fromCommandLine = ::languageFromCode(commandLine);

    QCOMPARE(LanguageManager::initialLanguage(fromCommandLine, settings, QLocale(systemLocale)),
             expected);
}

void TestLanguage::unknownSavedValueFallsBackToSystem()
{
    QSettings settings(iniPath(), QSettings::IniFormat);
    LanguageManager::remember(Language::English, settings);
    // Whatever key the choice is kept under, spoil it.
    const QStringList keys = settings.allKeys();
    QCOMPARE(keys.size(), 1);
    settings.setValue(keys.first(), u"fr"_s);

    QCOMPARE(LanguageManager::initialLanguage(std::nullopt, settings, QLocale(u"bn_BD"_s)),
             Language::Bengali);
    QCOMPARE(LanguageManager::initialLanguage(std::nullopt, settings, QLocale(u"en_US"_s)),
             Language::English);
}

void TestLanguage::rememberedChoiceSurvivesReopening()
{
    {
        QSettings settings(iniPath(), QSettings::IniFormat);
        LanguageManager::remember(Language::Bengali, settings);
        settings.sync();
        QCOMPARE(settings.status(), QSettings::NoError);
    }
    const QSettings reopened(iniPath(), QSettings::IniFormat);
    QCOMPARE(LanguageManager::initialLanguage(std::nullopt, reopened, QLocale(u"en_US"_s)),
             Language::Bengali);
}

void TestLanguage::managerSwitchesDefaultLocale()
{
    LanguageManager manager;
    QCOMPARE(manager.language(), Language::English);
    QSignalSpy changed(&manager, &LanguageManager::languageChanged);

    manager.setLanguage(Language::Bengali);
    QCOMPARE(manager.language(), Language::Bengali);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).value<Language>(), Language::Bengali);
    QCOMPARE(QLocale().language(), QLocale::Bengali);
    QCOMPARE(QLocale().toString(1234), u"১,২৩৪"_s);

    manager.toggle();
    QCOMPARE(manager.language(), Language::English);
    QCOMPARE(changed.size(), 2);
    QCOMPARE(changed.at(1).at(0).value<Language>(), Language::English);
    QCOMPARE(QLocale().toString(1234), u"1,234"_s);
}

// The start-up language is applied without being saved (the program may only
// print --version); every switch after it is saved for the next start.
void TestLanguage::managerSavesSwitchesOnly()
{
    LanguageManager manager;
    manager.setLanguage(Language::Bengali);
    QVERIFY(!QSettings().contains(u"language"_s));
    manager.toggle();
    QCOMPARE(QSettings().value(u"language"_s).toString(), u"en"_s);
    manager.setLanguage(Language::Bengali);
    QCOMPARE(QSettings().value(u"language"_s).toString(), u"bn"_s);
    const QSettings reopened;
    QCOMPARE(LanguageManager::initialLanguage(std::nullopt, reopened, QLocale(u"en_US"_s)),
             Language::Bengali);
}

QTEST_GUILESS_MAIN(TestLanguage)
#include "tst_language.moc"
