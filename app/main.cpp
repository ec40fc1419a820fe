#include "core/atomicwrite.h"
#include "core/bankloader.h"
#include "core/config.h"
#include "core/language.h"
#include "core/languagemanager.h"
#include "core/progressstore.h"
#include "core/quizfileconversion.h"
#include "core/terminationsignals.h"
#include "shell/afterfirstframe.h"
#include "shell/appicon.h"
#include "shell/firstpaintprobe.h"
#include "shell/mainwindow.h"
#include "shell/noticereport.h"
#include "shell/singleinstance.h"
#include "shell/startupwarmup.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QIcon>
#include <QSet>
#include <QSettings>

#include <algorithm>
#include <cstdio>
#include <optional>

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
    QCommandLineOption check;
    QCommandLineOption convert;
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
    CommandLineOptions
        options{QCommandLineOption({u"v"_s, u"version"_s},
                                   CommandLineText::tr("Displays version information.")),
                QCommandLineOption({u"l"_s, u"lang"_s},
                                   CommandLineText::tr("Interface language: en or bn."),
                                   CommandLineText::tr("language")),
                QCommandLineOption(u"check"_s,
                                   CommandLineText::tr("Checks a question bank file as the library "
                                                       "loads it, and exits."),
                                   CommandLineText::tr("file")),
                QCommandLineOption(u"convert"_s,
                                   CommandLineText::tr(
                                       "Converts a Moodle XML, GIFT or Aiken quiz file to a "
                                       "ScaleStudy question bank, the file named after it, "
                                       "prints what was imported and skipped, and exits."),
                                   CommandLineText::tr("quiz file"))};
    parser.addOption(options.version);
    parser.addOption(options.language);
    parser.addOption(options.check);
    parser.addOption(options.convert);
    parser
        .addPositionalArgument(CommandLineText::tr("files"),
                               CommandLineText::tr(
                                   "Question banks or quiz files to open (JSON, Moodle XML, GIFT, "
                                   "Aiken)."),
                               CommandLineText::tr("[files…]"));
    return options;
}

// The command line without the options QApplication takes off it
// (qt6options(7); -display, -geometry, -title, -icon and -name on X11), so
// that it can be read before there is an application, or a display.
QStringList withoutQtOptions(const QStringList &arguments)
{
    static const QStringList withValue{u"platform"_s,
                                       u"platformpluginpath"_s,
                                       u"platformtheme"_s,
                                       u"plugin"_s,
                                       u"qwindowgeometry"_s,
                                       u"qwindowicon"_s,
                                       u"qwindowtitle"_s,
                                       u"session"_s,
                                       u"display"_s,
                                       u"geometry"_s,
                                       u"title"_s,
                                       u"icon"_s,
                                       u"name"_s,
                                       u"style"_s,
                                       u"stylesheet"_s};
    static const QStringList alone{u"reverse"_s, u"widgetcount"_s, u"nograb"_s,
                                   u"dograb"_s,  u"sync"_s,        u"testability"_s};
    static const QStringList withEquals{u"style="_s, u"stylesheet="_s, u"qmljsdebugger="_s,
                                        u"dialogs="_s, u"fontengine="_s};
    QStringList kept;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        // Qt reads its options with one dash or two.
        const QString name = argument.startsWith(u"--"_s) ? argument.mid(2)
                             : argument.startsWith(u'-')  ? argument.mid(1)
                                                          : QString();
        const auto startsAName = [&name](const QString &start) {
            return name.startsWith(start);
        };
        if (i == 0 || name.isEmpty())
            kept << argument;
        else if (withValue.contains(name))
            ++i; // and its value
        else if (!alone.contains(name)
                 && std::none_of(withEquals.begin(), withEquals.end(), startsAName))
            kept << argument;
    }
    return kept;
}

// What the command line asks for, read before any translation is loaded:
// --lang decides the language --help is printed in.
struct FirstLook
{
    // Help, the version, a wrong --lang and a mistake (an unknown option, an
    // argument) are printed without opening a window, so they work without a display.
    bool onlyPrints = false;
    std::optional<Language> language;
    QStringList arguments; // without Qt's own options
};

FirstLook lookAtArguments(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    FirstLook look;
    look.arguments = withoutQtOptions(arguments);
    QCommandLineParser probe;
    const CommandLineOptions options = addOptions(probe);
    const bool understood = probe.parse(look.arguments)
                            && (!probe.isSet(options.convert)
                                || probe.positionalArguments().size() == 1);
    if (probe.isSet(options.language))
        look.language = languageFromCode(probe.value(options.language));
    look.onlyPrints = !understood || probe.isSet(u"help"_s) || probe.isSet(u"help-all"_s)
                      || probe.isSet(options.version) || probe.isSet(options.check)
                      || probe.isSet(options.convert)
                      || (probe.isSet(options.language) && !look.language);
    return look;
}

// An unknown option or an argument (ScaleStudy opens no file named on the
// command line) is said in the interface language; exit code 2, as for a
// wrong --lang.
std::optional<int> rejectMistakes(QCommandLineParser &parser, const QStringList &arguments)
{
    QString mistake;
    if (!parser.parse(arguments))
        mistake = parser.errorText(); // Qt's words, which our translation carries
    else if (parser.isSet(u"convert"_s) && parser.positionalArguments().size() != 1)
        mistake = CommandLineText::tr("--convert takes the quiz file, then the bank to write: "
                                      "scalestudy --convert QUIZ.xml BANK.json");
    else
        return std::nullopt;
    std::fprintf(stderr, "%s\n%s\n", qPrintable(mistake),
                 qPrintable(CommandLineText::tr("Run \"scalestudy --help\" to see the options.")));
    return 2;
}

// --check: every problem of each file, which keeps it out of the library
// (exit code 1), and every warning, which does not (exit code 0 when all load).
int checkBanks(const QStringList &paths)
{
    bool allLoad = true;
    // As the library: the built-in banks first, then each file in turn.
    QSet<QString> ids;
    for (const QuestionBank &builtIn : BankLoader::loadAll(BankLoader::builtInBankPaths()).banks)
        ids.insert(builtIn.id);
    for (const QString &path : paths) {
        BankLoadResult result = BankLoader::loadFile(path);
        if (result.bank && ids.contains(result.bank->id)) {
            result.problems.append(BankLoader::idTaken(path, result.bank->id));
            result.bank.reset();
        } else if (result.bank) {
            ids.insert(result.bank->id);
        }
        for (const BankProblem &problem : result.problems)
            std::printf("%s\n", qPrintable(problem.toString()));
        for (const LengthWarning &warning : result.warnings)
            std::printf("%s\n", qPrintable(warning.toString()));
        if (result.bank) {
            std::printf("%s\n", qPrintable(CommandLineText::tr("%1: loads, %Ln question(s)", nullptr,
                                                               int(result.bank->questions.size()))
                                               .arg(QDir::toNativeSeparators(path))));
        } else {
            allLoad = false;
            std::printf("%s\n", qPrintable(CommandLineText::tr(
                                               "%1: does not load: the library would leave it out")
                                               .arg(QDir::toNativeSeparators(path))));
        }
    }
    return allLoad ? 0 : 1;
}

// --convert IN OUT.json: the report on standard output; exit code 0 when the
// bank was written, 1 when no question could be imported or it could not be written.
int convertQuizFile(const QString &in, const QString &out)
{
    const QuizFileConversion::Result result = QuizFileConversion::convert(in);
    for (const QString &line : result.reportLines(QDir::toNativeSeparators(in)))
        std::printf("%s\n", qPrintable(line));
    if (!result.bank)
        return 1;
    if (const std::optional<FileError> failed = writeAtomically(out, result.json)) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(CommandLineText::tr("%1: not written: %2")
                                    .arg(QDir::toNativeSeparators(out), failed->describe())));
        return 1;
    }
    std::printf("%s\n",
                qPrintable(CommandLineText::tr("%1: written").arg(QDir::toNativeSeparators(out))));
    return 0;
}

// Sets up the language from --lang, the saved choice or the system, then
// parses the command line (printing --help in that language). Returns the
// exit code when the program should stop here.
std::optional<int> processCommandLine(LanguageManager &languages, std::optional<Language> requested,
                                      const QStringList &arguments,
                                      QStringList *filesToOpen = nullptr)
{
    QSettings settings;
    languages.setLanguage(LanguageManager::initialLanguage(requested, settings, QLocale::system()));
    QCommandLineParser parser;
    const CommandLineOptions options = addOptions(parser);
    if (const std::optional<int> exitCode = rejectMistakes(parser, arguments))
        return exitCode;
    parser.process(arguments);
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
    if (parser.isSet(options.check))
        return checkBanks(parser.values(options.check));
    if (parser.isSet(options.convert))
        return convertQuizFile(parser.value(options.convert), parser.positionalArguments().first());
    if (filesToOpen)
        *filesToOpen = parser.positionalArguments();
    return std::nullopt;
}

// Whether the settings file could be read, asked before anything reads it:
// QSettings tells only the first reader (see MainWindow::reportSettingsCheck).
MainWindow::SettingsCheck checkSettings()
{
    return QSettings().status() == QSettings::FormatError ? MainWindow::SettingsCheck::Damaged
                                                          : MainWindow::SettingsCheck::Readable;
}

// SIGTERM at logout (and SIGINT, SIGHUP) closes the window as its close
// button does: the attempt is recorded, the window's place kept, and the
// review journal folded when the window goes.
void closeOnTermination(MainWindow &window)
{
    auto *termination = new TerminationSignals(&window);
    QObject::connect(termination, &TerminationSignals::received, &window, [&window] {
        window.close();
        QCoreApplication::quit(); // also out of a dialog's event loop
    });
}

// The first start follows the system; from then on the language stays as
// chosen. Written once the window is painted: on a first start this is a
// settings file written to disk, which the first screen does not need.
void rememberLanguageAfterFirstFrame(MainWindow &window, const LanguageManager &languages)
{
    AfterFirstFrame::run(&window, [&languages] {
        QSettings settings;
        LanguageManager::remember(languages.language(), settings);
    });
}

} // namespace

int main(int argc, char *argv[])
{
    const FirstLook look = lookAtArguments(argc, argv);
    if (look.onlyPrints) {
        QCoreApplication app(argc, argv);
        setIdentity();
        LanguageManager languages;
        return processCommandLine(languages, look.language, look.arguments).value_or(0);
    }

    // Made after the single instance, so that it goes after it too.
    std::optional<QApplication> app;
    setIdentity();
    // One copy saves a data folder; a second start brings the first forward.
    // Before the application: taking the folder's lock waits for the disk
    // (QLockFile syncs the lock file), and start() below waits for that; the
    // application's set-up runs meanwhile.
    SingleInstance instance(QFileInfo(ProgressStore::defaultFilePath()).absolutePath());
    app.emplace(argc, argv);
    const StartUpWarmUp warmUp;
    QApplication::setDesktopFileName(QStringLiteral(SCALESTUDY_APP_ID));
    QApplication::setWindowIcon(AppIcon::icon());

    const MainWindow::SettingsCheck settingsCheck = checkSettings();
    LanguageManager languages;
    QStringList filesToOpen;
    if (const std::optional<int> exitCode = processCommandLine(languages, look.language,
                                                               QCoreApplication::arguments(),
                                                               &filesToOpen))
        return *exitCode;

    QStringList absolutePaths;
    for (const QString &path : std::as_const(filesToOpen))
        absolutePaths << QFileInfo(path).absoluteFilePath();
    const SingleInstance::Start start = instance.start(absolutePaths);
    if (start == SingleInstance::Start::BroughtOtherForward) {
        if (instance.handedFilesOver())
            return 0;
        // Too many, or too long, for the running copy's one request line.
        for (const QString &path : std::as_const(filesToOpen))
            std::fprintf(stderr, "%s\n",
                         qPrintable(CommandLineText::tr(
                                        "%1: not opened: ScaleStudy is already open; open the "
                                        "file there with Quiz → Open question bank…")
                                        .arg(QDir::toNativeSeparators(path))));
        return filesToOpen.isEmpty() ? 0 : 1;
    }
    MainWindow window(&languages, ProgressStore::defaultFilePath(), BankLoader::builtInBankPaths(),
                      start == SingleInstance::Start::ReadOnly
                          ? MainWindow::FolderAccess::ReadOnly
                          : MainWindow::FolderAccess::ReadWrite);
    instance.bringForwardOnRequest(&window);
    window.reportFontCheck(QFontDatabase::families(QFontDatabase::Bengali).isEmpty()
                               ? MainWindow::FontCheck::BengaliFontMissing
                               : MainWindow::FontCheck::BengaliFontPresent);
    window.reportSettingsCheck(settingsCheck);
    closeOnTermination(window);
    rememberLanguageAfterFirstFrame(window, languages);
    // Once the window is on screen, so that what became of each is said over it.
    AfterFirstFrame::run(&window, [&window, absolutePaths] {
        for (const QString &path : absolutePaths)
            window.openQuestionBankFile(path);
    });
    // Files a later start hands over (scalestudy FILE while this copy runs).
    QObject::connect(&instance, &SingleInstance::filesToOpenRequested, &window,
                     [&window](const QStringList &paths) {
                         for (const QString &path : paths)
                             window.openQuestionBankFile(path);
                     });
    FirstPaintProbe::installIfRequested();
    NoticeReport::installIfRequested(&window);
    window.show();
    return QApplication::exec();
}
