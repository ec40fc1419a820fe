// The real program, started as a learner's desktop starts it: a damaged
// settings file is reported in the window, a mistake on the command line is
// said (in the interface language) and ends with exit code 2 without a
// display, Qt's own options still work, and SIGTERM, SIGINT and SIGHUP close
// the window as its close button does, keeping its place in the settings.
// The window's notices are read through SCALESTUDY_REPORT_NOTICES
// (ui/shell/noticereport.h), which prints them once the window is up.

#include "support/files.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <signal.h>

using namespace Qt::StringLiterals;

namespace {

constexpr int startTimeoutMs = 60'000; // a loaded two-core machine starts slowly

// A bank of three questions whose four options are equally long ("option
// 0" to "option 3"; "বিকল্প" each): the keyed one ties for the longest in
// all three, in both languages.
QByteArray guessableBank()
{
    QJsonArray questions;
    for (int n = 1; n <= 3; ++n) {
        QJsonArray options;
        for (int i = 0; i < 4; ++i)
            options.append(QJsonObject{{u"en"_s, u"option %1"_s.arg(i)}, {u"bn"_s, u"বিকল্প"_s}});
        questions.append(
            QJsonObject{{u"id"_s, u"q%1"_s.arg(n)},
                        {u"prompt"_s, QJsonObject{{u"en"_s, u"Which?"_s}, {u"bn"_s, u"কোনটি?"_s}}},
                        {u"options"_s, options},
                        {u"answer"_s, 0},
                        {u"explanation"_s, QJsonObject{{u"en"_s, u"So."_s}, {u"bn"_s, u"তাই।"_s}}}});
    }
    const QJsonObject root{{u"format"_s, 1},
                           {u"id"_s, u"own"_s},
                           {u"title"_s, QJsonObject{{u"en"_s, u"Own"_s}, {u"bn"_s, u"নিজের"_s}}},
                           {u"questions"_s, questions}};
    return QJsonDocument(root).toJson();
}

} // namespace

class TestProcess : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void damagedSettingsAreReportedInTheWindow();
    void mistakesAreSaidWithoutADisplay_data();
    void mistakesAreSaidWithoutADisplay();
    void qtOptionsStillWork();
    void checkWarnsWithoutFailing();
    void convertWritesABankAndSaysWhatWasSkipped();
    void terminationClosesTheWindow_data();
    void terminationClosesTheWindow();

private:
    // A home of its own: settings in XDG_CONFIG_HOME, progress in XDG_DATA_HOME.
    QProcessEnvironment environment(bool withDisplay) const;
    QString settingsPath() const
    {
        return m_home->filePath(u".config/ScaleStudy/ScaleStudy.conf"_s);
    }
    // Starts the program and waits for its notices line; empty when it never came.
    QString startAndReadNotices(QProcess &process, const QStringList &arguments,
                                const QProcessEnvironment &environment);

    std::unique_ptr<QTemporaryDir> m_home;
};

void TestProcess::init()
{
    m_home = std::make_unique<QTemporaryDir>();
    QVERIFY(m_home->isValid());
    QVERIFY(QDir(m_home->path()).mkpath(u".config/ScaleStudy"_s));
    QVERIFY(QDir(m_home->path()).mkpath(u".local/share"_s));
}

QProcessEnvironment TestProcess::environment(bool withDisplay) const
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LANGUAGE"})
        environment.remove(QString::fromLatin1(name));
    if (withDisplay)
        environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    environment.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
    environment.insert(u"HOME"_s, m_home->path());
    environment.insert(u"XDG_CONFIG_HOME"_s, m_home->filePath(u".config"_s));
    environment.insert(u"XDG_DATA_HOME"_s, m_home->filePath(u".local/share"_s));
    environment.insert(u"SCALESTUDY_REPORT_NOTICES"_s, u"1"_s);
    return environment;
}

QString TestProcess::startAndReadNotices(QProcess &process, const QStringList &arguments,
                                         const QProcessEnvironment &environment)
{
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::SeparateChannels);
    process.start(QStringLiteral(SCALESTUDY_BINARY), arguments);
    QByteArray output;
    QDeadlineTimer deadline(startTimeoutMs);
    while (!deadline.hasExpired() && process.state() != QProcess::NotRunning) {
        process.waitForReadyRead(int(std::max<qint64>(1, deadline.remainingTime())));
        output += process.readAllStandardOutput();
        const qsizetype line = output.indexOf("notices: ");
        if (line >= 0 && output.indexOf('\n', line) > line)
            return QString::fromUtf8(output.mid(line + 9, output.indexOf('\n', line) - line - 9));
    }
    qWarning("no notices line; stderr: %s", process.readAllStandardError().constData());
    return {};
}

void TestProcess::damagedSettingsAreReportedInTheWindow()
{
    QFile file(settingsPath());
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.write("[General\nlanguage=en\n") > 0); // the section header is never closed
    file.close();
    QProcess process;
    const QString notices = startAndReadNotices(process, {u"--lang"_s, u"en"_s}, environment(true));
    process.kill();
    process.waitForFinished();
    // MainWindow's words, with the file's name.
    QVERIFY2(notices.contains(u"Some settings in"_s), qPrintable(notices));
    QVERIFY2(notices.contains(u"ScaleStudy.conf could not be read"_s), qPrintable(notices));
}

void TestProcess::mistakesAreSaidWithoutADisplay_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("said"); // by hand from QCommandLineParser's texts and the .ts
    QTest::newRow("unknown option")
        << QStringList{u"--lang"_s, u"en"_s, u"--colour"_s} << u"Unknown option 'colour'."_s;
    QTest::newRow("unknown option, Bengali")
        << QStringList{u"--lang"_s, u"bn"_s, u"--colour"_s} << u"অজানা অপশন 'colour'।"_s;
    QTest::newRow("convert without the bank to write")
        << QStringList{u"--lang"_s, u"en"_s, u"--convert"_s, u"quiz.xml"_s}
        << u"--convert takes the quiz file, then the bank to write"_s;
    QTest::newRow("convert without the bank to write, Bengali")
        << QStringList{u"--lang"_s, u"bn"_s, u"--convert"_s, u"quiz.xml"_s}
        << u"--convert-এর পরে প্রথমে কুইজ ফাইল, তারপর যে ব্যাংক লেখা হবে সেটি দিন"_s;
    QTest::newRow("convert after a Qt option")
        << QStringList{u"-platform"_s, u"offscreen"_s, u"--lang"_s,
                       u"en"_s,        u"--convert"_s, u"quiz.xml"_s}
        << u"--convert takes the quiz file"_s;
}

void TestProcess::mistakesAreSaidWithoutADisplay()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, said);
    QProcess process;
    process.setProcessEnvironment(environment(false));
    process.start(QStringLiteral(SCALESTUDY_BINARY), arguments);
    QVERIFY(process.waitForFinished(startTimeoutMs));
    const QString errors = QString::fromUtf8(process.readAllStandardError());
    QCOMPARE(process.exitStatus(), QProcess::NormalExit); // not SIGABRT
    QCOMPARE(process.exitCode(), 2);
    QVERIFY2(errors.contains(said), qPrintable(errors));
    QVERIFY2(errors.contains(u"scalestudy --help"_s), qPrintable(errors));
}

void TestProcess::qtOptionsStillWork()
{
    // The platform named by Qt's own option, not the environment; -reverse and
    // -style, Qt's too, are taken off before the program reads its options.
    QProcess process;
    const QStringList arguments{u"-platform"_s, u"offscreen"_s, u"-reverse"_s, u"-style"_s,
                                u"fusion"_s,    u"--lang"_s,    u"en"_s};
    startAndReadNotices(process, arguments, environment(false));
    QCOMPARE(process.state(), QProcess::Running);
    process.kill();
    process.waitForFinished();

    // Beside an option that only prints, read without a display: Qt's
    // options, in either form, are no mistake.
    QProcess version;
    version.setProcessEnvironment(environment(false));
    version.start(QStringLiteral(SCALESTUDY_BINARY),
                  {u"--platform"_s, u"xcb"_s, u"-style=fusion"_s, u"--version"_s});
    QVERIFY(version.waitForFinished(startTimeoutMs));
    QCOMPARE(version.exitStatus(), QProcess::NormalExit);
    QCOMPARE(version.exitCode(), 0);
    QVERIFY(version.readAllStandardOutput().startsWith("scalestudy "));
}

// --check reads a bank as the library does, without a display: a bank whose
// answers can be guessed by length is warned of and passes (exit code 0); a
// bank with a problem fails (1). Expected lines by hand from the .ts files.
// --convert writes a bank from a quiz file and prints the report; a file
// with nothing to import fails (exit code 1). The fixture's counts are read
// off tests/data/import/one-language.gift: five questions, one numerical.
void TestProcess::convertWritesABankAndSaysWhatWasSkipped()
{
    const QString quiz = QStringLiteral(SCALESTUDY_TEST_DATA_DIR "/import/one-language.gift");
    const QString out = m_home->filePath(u"converted.json"_s);
    QProcess process;
    process.setProcessEnvironment(environment(false));
    process.start(QStringLiteral(SCALESTUDY_BINARY),
                  {u"--lang"_s, u"en"_s, u"--convert"_s, quiz, out});
    QVERIFY(process.waitForFinished(startTimeoutMs));
    QString said = QString::fromUtf8(process.readAllStandardOutput());
    QCOMPARE(process.exitCode(), 0);
    QVERIFY2(said.contains(u"one-language.gift: 4 questions imported"_s), qPrintable(said));
    QVERIFY2(said.contains(u"question 5 'Bandwidth': "_s), qPrintable(said));
    QVERIFY2(said.contains(u", skipped"_s), qPrintable(said));
    QVERIFY2(said.contains(out + u": written"_s), qPrintable(said));
    // What was written is a bank the library loads, as --check says.
    process.start(QStringLiteral(SCALESTUDY_BINARY), {u"--lang"_s, u"en"_s, u"--check"_s, out});
    QVERIFY(process.waitForFinished(startTimeoutMs));
    said = QString::fromUtf8(process.readAllStandardOutput());
    QCOMPARE(process.exitCode(), 0);
    QVERIFY2(said.contains(out + u": loads, 4 questions"_s), qPrintable(said));

    const QString numbers = m_home->filePath(u"numbers.gift"_s);
    QVERIFY(writeFile(numbers, "::Pi::What is pi to two places?{#3.14}\n"));
    process.start(QStringLiteral(SCALESTUDY_BINARY),
                  {u"--lang"_s, u"bn"_s, u"--convert"_s, numbers, m_home->filePath(u"n.json"_s)});
    QVERIFY(process.waitForFinished(startTimeoutMs));
    said = QString::fromUtf8(process.readAllStandardOutput());
    QCOMPARE(process.exitCode(), 1);
    QVERIFY2(said.contains(u"কোনো প্রশ্ন ইমপোর্ট করা যায়নি"_s), qPrintable(said));
    QVERIFY(!QFile::exists(m_home->filePath(u"n.json"_s)));
}

void TestProcess::checkWarnsWithoutFailing()
{
    const QString guessable = m_home->filePath(u"own.json"_s);
    QVERIFY(writeFile(guessable, guessableBank()));
    const QString broken = m_home->filePath(u"broken.json"_s);
    QVERIFY(writeFile(broken, R"({"format": 1, "id": "b"})"));

    QProcess process;
    process.setProcessEnvironment(environment(false));
    process.start(QStringLiteral(SCALESTUDY_BINARY),
                  {u"--lang"_s, u"en"_s, u"--check"_s, guessable});
    QVERIFY(process.waitForFinished(startTimeoutMs));
    QString said = QString::fromUtf8(process.readAllStandardOutput());
    QCOMPARE(process.exitCode(), 0);
    QVERIFY2(said.contains(guessable
                           + u": warning: the English texts: In 3 of 3 questions the "
                             "right answer is the longest option; a learner can guess "
                             "by length."_s),
             qPrintable(said));
    QVERIFY2(said.contains(guessable + u": warning: the Bengali texts: "_s), qPrintable(said));
    QVERIFY2(said.contains(guessable + u": loads, 3 questions"_s), qPrintable(said));

    process.start(QStringLiteral(SCALESTUDY_BINARY),
                  {u"--lang"_s, u"bn"_s, u"--check"_s, guessable, u"--check"_s, broken});
    QVERIFY(process.waitForFinished(startTimeoutMs));
    said = QString::fromUtf8(process.readAllStandardOutput());
    QCOMPARE(process.exitCode(), 1);
    QVERIFY2(said.contains(guessable
                           + u": সতর্কতা: ইংরেজি লেখা: ৩টি প্রশ্নের মধ্যে ৩টিতে সঠিক উত্তরই "
                             "সবচেয়ে লম্বা বিকল্প; শুধু দৈর্ঘ্য দেখেই উত্তর আন্দাজ করা যায়।"_s),
             qPrintable(said));
    QVERIFY2(said.contains(broken + u": লোড হয় না"_s), qPrintable(said));

    // A copy of a built-in bank has its id: the library leaves it out, so does --check.
    const QString copy = m_home->filePath(u"copy.json"_s);
    QVERIFY(QFile::copy(QStringLiteral(SCALESTUDY_SOURCE_DIR "/resources/questions/jax-gpu.json"),
                        copy));
    process.start(QStringLiteral(SCALESTUDY_BINARY), {u"--lang"_s, u"en"_s, u"--check"_s, copy});
    QVERIFY(process.waitForFinished(startTimeoutMs));
    said = QString::fromUtf8(process.readAllStandardOutput());
    QCOMPARE(process.exitCode(), 1);
    QVERIFY2(said.contains(u"another question bank already has the id \"jax-gpu\""_s),
             qPrintable(said));
    QVERIFY2(said.contains(copy + u": does not load"_s), qPrintable(said));
}

void TestProcess::terminationClosesTheWindow_data()
{
    QTest::addColumn<int>("signalNumber");
    QTest::newRow("SIGTERM") << int(SIGTERM);
    QTest::newRow("SIGINT") << int(SIGINT);
    QTest::newRow("SIGHUP") << int(SIGHUP);
}

void TestProcess::terminationClosesTheWindow()
{
    QFETCH(int, signalNumber);
    // A snapshot of one review and a journal of one more (the formats of
    // tst_reviewstore, by hand: model-memory on 1 March 2026 09:00 UTC =
    // 1772355600 s, tensor-parallelism a day later, both Good and fairly sure).
    const QString data = m_home->filePath(u".local/share/ScaleStudy/ScaleStudy"_s);
    QVERIFY(QDir().mkpath(data));
    QVERIFY(writeFile(data + u"/reviews.json"_s,
                      R"({"format":1,"generation":1,"banks":["parallelism"],)"
                      R"("log":[[0,"model-memory",1772355600,3,2,0]]})"));
    QVERIFY(writeFile(data + u"/reviews.journal"_s,
                      "{\"journal\":1,\"generation\":1}\n"
                      R"(["r","parallelism","tensor-parallelism",1772442000,3,2,0])"
                      "\n"));
    QProcess process;
    startAndReadNotices(process, {u"--lang"_s, u"en"_s}, environment(true));
    QCOMPARE(process.state(), QProcess::Running);
    QVERIFY(!QSettings(settingsPath(), QSettings::IniFormat).contains(u"window/geometry"_s));
    ::kill(pid_t(process.processId()), signalNumber);
    QVERIFY(process.waitForFinished(startTimeoutMs));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 0);
    // closeEvent ran: the window's place is kept for the next start.
    QVERIFY(QSettings(settingsPath(), QSettings::IniFormat).contains(u"window/geometry"_s));
    // And the journal was folded as the window went: both reviews are in
    // reviews.json, and the journal is its first line only.
    QFile snapshot(data + u"/reviews.json"_s);
    QVERIFY(snapshot.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(snapshot.readAll()).object();
    QCOMPARE(root.value(u"log"_s).toArray().size(), 2);
    QFile journal(data + u"/reviews.journal"_s);
    QVERIFY(journal.open(QIODevice::ReadOnly));
    QCOMPARE(journal.readAll().count('\n'), 1);
}

QTEST_GUILESS_MAIN(TestProcess)
#include "tst_process.moc"
