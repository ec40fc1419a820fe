// Start-up benchmark (prints numbers, never fails on them): the time from
// launch to the first painted window and the peak memory of ScaleStudy, beside
// the same figures for a minimal Qt Widgets window with one chart.
// Targets: within 1.3 times the minimal program's time and 1.2 times its
// peak memory.
//
// Both programs run with SCALESTUDY_REPORT_FIRST_PAINT set (see
// ui/firstpaintprobe.h): they print "first-paint <ns>" on stdout, read from
// the same monotonic clock as std::chrono::steady_clock here, once the first
// frame is painted, and quit. The time is from just before fork() to that
// moment; the memory is the child's peak resident set over its whole run. A
// run that exits abnormally or does not report its first paint fails the
// benchmark (exit code 1) instead of counting as fast.

#include <QByteArray>
#include <QCoreApplication>
#include <QTemporaryDir>

#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <vector>

namespace {

constexpr int repeats = 15;
constexpr double timeTarget = 1.3;
constexpr double memoryTarget = 1.2;
constexpr int reportTimeoutMs = 60'000; // a window that never paints must not hang the benchmark

struct Run
{
    double milliseconds = 0;
    long peakKiB = 0;
};

struct ChildOutput
{
    QByteArray text;
    bool closed = false; // false: the time ran out first
};

// Everything the child writes on stdout, until it closes it (on exit) or the time runs out.
ChildOutput readAll(int fd, const std::chrono::steady_clock::time_point deadline)
{
    ChildOutput output;
    char buffer[4096];
    for (;;) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        pollfd readable{fd, POLLIN, 0};
        if (left.count() <= 0 || poll(&readable, 1, int(left.count())) <= 0)
            return output;
        const ssize_t count = read(fd, buffer, sizeof buffer);
        if (count <= 0) {
            output.closed = true;
            return output;
        }
        output.text.append(buffer, count);
    }
}

std::optional<long long> firstPaintNanoseconds(const QByteArray &output)
{
    for (const QByteArray &line : output.split('\n')) {
        if (line.startsWith("first-paint ")) {
            bool ok = false;
            const long long nanoseconds = line.mid(12).trimmed().toLongLong(&ok);
            if (ok)
                return nanoseconds;
        }
    }
    return std::nullopt;
}

std::optional<Run> launch(const char *program, const QByteArray &home)
{
    int pipeEnds[2];
    if (pipe(pipeEnds) != 0)
        return std::nullopt;
    const auto start = std::chrono::steady_clock::now();
    const pid_t child = fork();
    if (child == 0) {
        dup2(pipeEnds[1], STDOUT_FILENO);
        close(pipeEnds[0]);
        close(pipeEnds[1]);
        setenv("SCALESTUDY_REPORT_FIRST_PAINT", "1", 1);
        setenv("QT_QPA_PLATFORM", "offscreen", 1);
        // A fresh home each time: no settings or progress carried between runs.
        setenv("XDG_CONFIG_HOME", (home + "/config").constData(), 1);
        setenv("XDG_DATA_HOME", (home + "/data").constData(), 1);
        setenv("LANG", "en_US.UTF-8", 1);
        std::freopen("/dev/null", "w", stderr);
        execl(program, program, static_cast<char *>(nullptr));
        std::_Exit(127);
    }
    close(pipeEnds[1]);
    if (child < 0) {
        close(pipeEnds[0]);
        return std::nullopt;
    }
    const ChildOutput output = readAll(pipeEnds[0],
                                       start + std::chrono::milliseconds(reportTimeoutMs));
    close(pipeEnds[0]);
    if (!output.closed)
        kill(child, SIGKILL);
    int status = 0;
    rusage usage{};
    wait4(child, &status, 0, &usage);
    if (!output.closed) {
        std::fprintf(stderr, "%s did not paint and quit within %d ms\n", program, reportTimeoutMs);
        return std::nullopt;
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        std::fprintf(stderr, "%s exited abnormally (status %d)\n", program, status);
        return std::nullopt;
    }
    const std::optional<long long> paintedAt = firstPaintNanoseconds(output.text);
    if (!paintedAt) {
        std::fprintf(stderr, "%s did not report its first paint\n", program);
        return std::nullopt;
    }
    const long long startNanoseconds
        = std::chrono::duration_cast<std::chrono::nanoseconds>(start.time_since_epoch()).count();
    if (*paintedAt <= startNanoseconds) {
        std::fprintf(stderr, "%s reported a first paint before it was launched\n", program);
        return std::nullopt;
    }
    return Run{double(*paintedAt - startNanoseconds) / 1e6, usage.ru_maxrss};
}

Run median(std::vector<Run> runs)
{
    std::sort(runs.begin(), runs.end(),
              [](const Run &a, const Run &b) { return a.milliseconds < b.milliseconds; });
    Run result = runs.at(runs.size() / 2);
    std::sort(runs.begin(), runs.end(),
              [](const Run &a, const Run &b) { return a.peakKiB < b.peakKiB; });
    result.peakKiB = runs.at(runs.size() / 2).peakKiB;
    return result;
}

void printRatio(const char *what, double ratio, double target)
{
    std::printf("  %-6s ratio %.3fx  (target: at most %.3fx): %s\n", what, ratio, target,
                ratio <= target ? "MET" : "MISSED");
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTemporaryDir home;
    std::vector<Run> appRuns;
    std::vector<Run> minimalRuns;
    // Warm the file cache; these runs must work too.
    if (!launch(SCALESTUDY_BINARY, home.path().toUtf8())
        || !launch(MINIMAL_BINARY, home.path().toUtf8()))
        return 1;
    for (int i = 0; i < repeats; ++i) {
        QTemporaryDir runHome;
        const std::optional<Run> appRun = launch(SCALESTUDY_BINARY, runHome.path().toUtf8());
        const std::optional<Run> minimalRun = launch(MINIMAL_BINARY, runHome.path().toUtf8());
        if (!appRun || !minimalRun)
            return 1;
        appRuns.push_back(*appRun);
        minimalRuns.push_back(*minimalRun);
    }
    const Run scaleStudy = median(appRuns);
    const Run minimal = median(minimalRuns);
    std::printf(
        "start-up to the end of the first painted frame, median of %d runs (offscreen platform)\n",
        repeats);
    std::printf("  %-28s %8.1f ms  %8.1f MiB peak\n", "ScaleStudy", scaleStudy.milliseconds,
                scaleStudy.peakKiB / 1024.0);
    std::printf("  %-28s %8.1f ms  %8.1f MiB peak\n", "minimal window with a chart",
                minimal.milliseconds, minimal.peakKiB / 1024.0);
    printRatio("time", scaleStudy.milliseconds / minimal.milliseconds, timeTarget);
    printRatio("memory", double(scaleStudy.peakKiB) / double(minimal.peakKiB), memoryTarget);
    return 0;
}
