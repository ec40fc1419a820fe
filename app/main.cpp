#include "core/bankloader.h"
#include "core/config.h"
#include "core/language.h"
#include "core/languagemanager.h"
#include "core/progressstore.h"
#include "shell/appicon.h"
#include "shell/firstpaintprobe.h"
#include "shell/mainwindow.h"
#include "shell/singleinstance.h"
#include "shell/startupwarmup.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QFontDatabase>
#include <QIcon>
#include <QSettings>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

struct CommandLineText
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

void setIdentity()
{
    QCoreApplication::setOrganizationName(u"ScaleStudy"_s);
    QCoreApplication::setApplicationName(u"ScaleStudy"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(SCALESTUDY_VERSION));
}

struct CommandLineOptions
{
    QCommandLineOption version;
    QCommandLineOption language;
};

// The options, with texts in the current language.
CommandLineOptions addOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(CommandLineText::tr(
        "ScaleStudy: quizzes on scaling JAX models on GPUs and on model and pipeline "
        "parallelism, in Bengali and English."));
    parser.addHelpOption();
    // Not addVersionOption(): that prints the application name, which is
    // "ScaleStudy" for the settings paths; the command is "scalestudy".
    CommandLineOptions options{QCommandLineOption({u"v"_s, u"version"_s},
                                                  CommandLineText::tr(
                                                      "Displays version information.")),
                               QCommandLineOption({u"l"_s, u"lang"_s},
                                                  CommandLineText::tr(
                                                      "Interface language: en or bn."),
                                                  CommandLineText::tr("language"))};
    parser.addOption(options.version);
    parser.addOption(options.language);
    return options;
}

// What the command line asks for, read before any translation is loaded:
// --lang decides the language --help is printed in.
struct FirstLook
{
    // Help, the version and a wrong --lang are printed without opening a
    // window, so they work without a display.
    bool onlyPrints = false;
    std::optional<Language> language;
};

FirstLook lookAtArguments(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    QCommandLineParser probe;
    const CommandLineOptions options = addOptions(probe);
    // Unknown options may be Qt's own (-platform, -style): the application
    // removes those, so the real parse comes later.
    probe.parse(arguments);
    FirstLook look;
    if (probe.isSet(options.language))
        look.language = languageFromCode(probe.value(options.language));
    look.onlyPrints = probe.isSet(u"help"_s) || probe.isSet(u"help-all"_s)
                      || probe.isSet(options.version)
                      || (probe.isSet(options.language) && !look.language);
    return look;
}

// Sets up the language from --lang, the saved choice or the system, then
// parses the command line (printing --help in that language). Returns the
// exit code when the program should stop here.
std::optional<int> processCommandLine(const QCoreApplication &app, LanguageManager &languages,
                                      std::optional<Language> requested)
{
    QSettings settings;
    languages.setLanguage(LanguageManager::initialLanguage(requested, settings, QLocale::system()));
    QCommandLineParser parser;
    const CommandLineOptions options = addOptions(parser);
    parser.process(app);
    if (parser.isSet(options.version)) {
        std::printf("scalestudy %s\n", SCALESTUDY_VERSION);
        return 0;
    }
    if (parser.isSet(options.language) && !languageFromCode(parser.value(options.language))) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(CommandLineText::tr("Unknown language \"%1\": use en or bn.")
                                    .arg(parser.value(options.language))));
        return 2;
    }
    // The first start follows the system; from then on the language stays as chosen.
    LanguageManager::remember(languages.language(), settings);
    return std::nullopt;
}

} // namespace

int main(int argc, char *argv[])
{
    const FirstLook look = lookAtArguments(argc, argv);
    if (look.onlyPrints) {
        QCoreApplication app(argc, argv);
        setIdentity();
        LanguageManager languages;
        return processCommandLine(app, languages, look.language).value_or(0);
    }

    QApplication app(argc, argv);
    const StartUpWarmUp warmUp;
    setIdentity();
    QApplication::setDesktopFileName(QStringLiteral(SCALESTUDY_APP_ID));
    QApplication::setWindowIcon(AppIcon::icon());

    LanguageManager languages;
    if (const std::optional<int> exitCode = processCommandLine(app, languages, look.language))
        return *exitCode;

    // One copy saves a data folder; a second start brings the first forward.
    SingleInstance instance(QFileInfo(ProgressStore::defaultFilePath()).absolutePath());
    const SingleInstance::Start start = instance.start();
    if (start == SingleInstance::Start::BroughtOtherForward)
        return 0;
    MainWindow window(&languages, ProgressStore::defaultFilePath(), BankLoader::builtInBankPaths(),
                      start == SingleInstance::Start::ReadOnly
                          ? MainWindow::FolderAccess::ReadOnly
                          : MainWindow::FolderAccess::ReadWrite);
    instance.bringForwardOnRequest(&window);
    window.reportFontCheck(QFontDatabase::families(QFontDatabase::Bengali).isEmpty()
                               ? MainWindow::FontCheck::BengaliFontMissing
                               : MainWindow::FontCheck::BengaliFontPresent);
    FirstPaintProbe::installIfRequested();
    window.show();
    return QApplication::exec();
}
