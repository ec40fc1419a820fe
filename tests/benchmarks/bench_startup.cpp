// Start-up benchmark (prints numbers, never fails on them): the time from
// launch to the first shown window and the peak memory of ScaleStudy, beside
// the same figures for a minimal Qt Widgets window with one chart.
// Target: within 1.5 times the minimal program's time and memory.

#include <QCoreApplication>
#include <QTemporaryDir>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

struct Run
{
    double milliseconds = 0;
    long peakKiB = 0;
};

Run launch(const char *program, const QByteArray &home)
{
    const auto start = std::chrono::steady_clock::now();
    const pid_t child = fork();
    if (child == 0) {
        setenv("SCALESTUDY_QUIT_WHEN_SHOWN", "1", 1);
        setenv("QT_QPA_PLATFORM", "offscreen", 1);
        // A fresh home each time: no settings or progress carried between runs.
        setenv("XDG_CONFIG_HOME", (home + "/config").constData(), 1);
        setenv("XDG_DATA_HOME", (home + "/data").constData(), 1);
        setenv("LANG", "en_US.UTF-8", 1);
        std::freopen("/dev/null", "w", stderr);
        execl(program, program, static_cast<char *>(nullptr));
        std::_Exit(127);
    }
    int status = 0;
    rusage usage{};
    wait4(child, &status, 0, &usage);
    const auto end = std::chrono::steady_clock::now();
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        std::fprintf(stderr, "%s exited abnormally (status %d)\n", program, status);
    return {std::chrono::duration<double, std::milli>(end - start).count(), usage.ru_maxrss};
}

Run median(std::vector<Run> runs)
{
    std::sort(runs.begin(), runs.end(), [](const Run &a, const Run &b) { return a.milliseconds < b.milliseconds; });
    Run result = runs.at(runs.size() / 2);
    std::sort(runs.begin(), runs.end(), [](const Run &a, const Run &b) { return a.peakKiB < b.peakKiB; });
    result.peakKiB = runs.at(runs.size() / 2).peakKiB;
    return result;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    constexpr int repeats = 15;
    QTemporaryDir home;
    std::vector<Run> appRuns;
    std::vector<Run> minimalRuns;
    launch(SCALESTUDY_BINARY, home.path().toUtf8()); // warm the file cache
    launch(MINIMAL_BINARY, home.path().toUtf8());
    for (int i = 0; i < repeats; ++i) {
        QTemporaryDir runHome;
        appRuns.push_back(launch(SCALESTUDY_BINARY, runHome.path().toUtf8()));
        minimalRuns.push_back(launch(MINIMAL_BINARY, runHome.path().toUtf8()));
    }
    const Run scaleStudy = median(appRuns);
    const Run minimal = median(minimalRuns);
    std::printf("start-up to first shown window, median of %d runs (offscreen platform)\n", repeats);
    std::printf("  %-28s %8.1f ms  %8.1f MiB peak\n", "ScaleStudy", scaleStudy.milliseconds, scaleStudy.peakKiB / 1024.0);
    std::printf("  %-28s %8.1f ms  %8.1f MiB peak\n", "minimal window with a chart", minimal.milliseconds, minimal.peakKiB / 1024.0);
    std::printf("  ratio: time %.2fx, memory %.2fx (target: at most 1.50x each)\n",
                scaleStudy.milliseconds / minimal.milliseconds, double(scaleStudy.peakKiB) / double(minimal.peakKiB));
    return 0;
}
