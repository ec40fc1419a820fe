// Benchmark (prints numbers, never fails on timing): the question page with
// the longest texts a bank may hold (BankLoader's limits, README "Limits"):
// a 200-character title, a 2,000-character prompt, four 500-character options
// each with a 1,000-character "why not", and a 4,000-character explanation,
// every one with its most code spans (100) where it has room. Times, in each
// language on a real 1024x600 main window, from the start of the quiz to the
// end of the first paint of its question page, and from the check of a wrong
// answer (its "why not" and the explanation appear) to the end of that paint.
// Target: a median of one or two frames, 16-33 ms, of this thread's processor
// time (printed beside the wall clock, which on a shared machine also counts
// the waits for a core).
// Exits non-zero (a broken benchmark, not a slow one) when the bank does not
// load or the page was not painted.
#include "core/bankloader.h"
#include "core/languagemanager.h"
#include "paintcounter.h"
#include "quiz/questionpage.h"
#include "shell/mainwindow.h"
#include "timing.h"

#include <QAbstractEventDispatcher>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <vector>

using namespace Qt::StringLiterals;

// The banks these tests use (built in or written here) give every question four options.
static constexpr int fixtureOptions = 4;

namespace {

constexpr int runs = 12;
const auto bankId = u"longest"_s;

// length characters of words, with up to maxCodeSpans code spans spread
// through them, as a long explanation would have.
QString filled(const QString &words, int length)
{
    QString text;
    int spans = 0;
    while (text.size() < length) {
        const bool code = spans < BankLoader::maxCodeSpans && text.size() % 3 == 0;
        const QString piece = code ? u"`jax.jit` "_s : words;
        if (text.size() + piece.size() > length)
            break;
        text += piece;
        spans += code ? 1 : 0;
    }
    return text + QString(length - text.size(), u'.');
}

QJsonObject longest(int length)
{
    return {{u"en"_s, filled(u"the pipeline waits for its stages "_s, length)},
            {u"bn"_s, filled(u"পাইপলাইন তার ধাপগুলোর জন্য অপেক্ষা করে "_s, length)}};
}

QByteArray longestBank()
{
    QJsonArray options;
    for (int i = 0; i < 4; ++i) {
        QJsonObject option = longest(BankLoader::maxOptionLength);
        option.insert(u"feedback"_s, longest(BankLoader::maxOptionFeedbackLength));
        options.append(option);
    }
    const QJsonObject question{{u"id"_s, u"q1"_s},
                               {u"prompt"_s, longest(BankLoader::maxPromptLength)},
                               {u"options"_s, options},
                               {u"answer"_s, 0},
                               {u"explanation"_s, longest(BankLoader::maxExplanationLength)}};
    return QJsonDocument(QJsonObject{{u"format"_s, 1},
                                     {u"id"_s, bankId},
                                     {u"title"_s, longest(BankLoader::maxTitleLength)},
                                     {u"description"_s, longest(BankLoader::maxDescriptionLength)},
                                     {u"questions"_s, QJsonArray{question}}})
        .toJson();
}

void runEventLoopUntilIdle()
{
    for (int round = 0; round < 100; ++round) {
        if (!QAbstractEventDispatcher::instance()->processEvents(QEventLoop::AllEvents))
            return;
    }
}

struct Sample
{
    double startMs = 0;
    double checkMs = 0;
    // This thread's processor time: on a shared machine the wall clock also
    // counts the time spent waiting for a core.
    double startProcessorMs = 0;
    double checkProcessorMs = 0;
    bool painted = false;
};

// One attempt: start (the page is built, laid out and painted), a wrong answer checked.
Sample measureOnce(MainWindow &window, QuestionPage &page, const PaintCounter &paints)
{
    Sample sample;
    window.showLibrary();
    runEventLoopUntilIdle();
    const int before = paints.paints;
    QElapsedTimer timer;
    timer.start();
    double processor = threadCpuMs();
    window.startQuiz(bankId, FeedbackMode::Immediate);
    runEventLoopUntilIdle();
    sample.startMs = elapsedMs(timer);
    sample.startProcessorMs = threadCpuMs() - processor;
    const int afterStart = paints.paints;
    // A wrong option, so that its "why not" shows with the explanation.
    const int wrongSlot = (window.session()->correctSlot(0) + 1) % fixtureOptions;
    timer.restart();
    processor = threadCpuMs();
    QTest::keyClick(page.focusWidget() ? page.focusWidget() : &page, Qt::Key(Qt::Key_1 + wrongSlot));
    QTest::keyClick(page.focusWidget() ? page.focusWidget() : &page, Qt::Key_Return); // check
    runEventLoopUntilIdle();
    sample.checkMs = elapsedMs(timer);
    sample.checkProcessorMs = threadCpuMs() - processor;
    sample.painted = afterStart > before && paints.paints > afterStart;
    return sample;
}

bool measure(LanguageManager &languages, Language language, MainWindow &window)
{
    languages.setLanguage(language);
    runEventLoopUntilIdle();
    window.startQuiz(bankId, FeedbackMode::Immediate); // builds the page once, not timed
    runEventLoopUntilIdle();
    auto *page = window.findChild<QuestionPage *>();
    if (!page)
        return false;
    PaintCounter paints;
    page->installEventFilter(&paints);
    std::vector<double> starts;
    std::vector<double> checks;
    std::vector<double> startsProcessor;
    std::vector<double> checksProcessor;
    for (int run = 0; run < runs; ++run) {
        const Sample sample = measureOnce(window, *page, paints);
        if (!sample.painted)
            return false;
        starts.push_back(sample.startMs);
        checks.push_back(sample.checkMs);
        startsProcessor.push_back(sample.startProcessorMs);
        checksProcessor.push_back(sample.checkProcessorMs);
    }
    const Timing start = summarise(starts);
    const Timing check = summarise(checks);
    const Timing startProcessor = summarise(startsProcessor);
    const Timing checkProcessor = summarise(checksProcessor);
    const char *name = language == Language::Bengali ? "Bengali" : "English";
    std::printf(
        "%s: start to painted question: median %.1f ms (processor %.1f ms), worst %.1f ms\n", name,
        start.median, startProcessor.median, start.worst);
    std::printf("%s: check to painted explanation: median %.1f ms (processor %.1f ms), worst %.1f "
                "ms\n",
                name, check.median, checkProcessor.median, check.worst);
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir dir;
    const QString bankPath = dir.filePath(u"longest.json"_s);
    QFile file(bankPath);
    if (!file.open(QIODevice::WriteOnly) || file.write(longestBank()) < 0)
        return 1;
    file.close();
    if (!BankLoader::loadFile(bankPath).bank) {
        std::fprintf(stderr, "bench_longtexts: the longest allowed bank does not load\n");
        return 1;
    }
    LanguageManager languages;
    MainWindow window(&languages, dir.filePath(u"progress.json"_s));
    window.loadBanks({bankPath});
    window.resize(1024, 600);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return 1;
    std::printf("bench_longtexts: the longest texts a bank may hold, %d runs each\n", runs);
    for (Language language : {Language::English, Language::Bengali}) {
        if (!measure(languages, language, window)) {
            std::fprintf(stderr, "bench_longtexts: the question page was not shown and painted\n");
            return 1;
        }
    }
    return 0;
}
