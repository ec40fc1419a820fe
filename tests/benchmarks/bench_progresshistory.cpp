// History benchmark (prints numbers, never fails on them): loading a progress
// file that holds 10,000 attempts of 17 questions, the file's size, and the
// save after one answer with that history, as Study makes it (record, write,
// sync to the disk). Target: the load well under 100 ms, the file well under
// 3 MB, an answer's save under 16 ms (one frame at 60 Hz).

#include "core/bankloader.h"
#include "core/progressstore.h"
#include "core/study.h"
#include "timing.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTemporaryDir dir;
    if (!dir.isValid())
        return 1;
    const QString path = dir.filePath(u"progress.json"_s);
    constexpr int attempts = 10'000;
    constexpr int questions = 17;
    {
        ProgressStore store(path);
        // In the past: a time ahead of the clock would be read as now.
        const QDateTime first(QDate(2024, 1, 1), QTime(8, 0), Qt::UTC);
        for (int i = 0; i < attempts; ++i) {
            AttemptRecord attempt;
            attempt.bankId = u"jax-gpu"_s;
            attempt.started = first.addSecs(qint64(i) * 3600);
            attempt.ended = attempt.started.addSecs(300 + i % 900);
            attempt.mode = i % 3 == 0 ? FeedbackMode::AtEnd : FeedbackMode::Immediate;
            attempt.end = i % 10 == 9 ? AttemptRecord::End::Abandoned
                                      : AttemptRecord::End::Finished;
            for (int q = 0; q < questions; ++q) {
                const int kind = (i * 5 + q * 3) % 7;
                QuestionOutcome outcome;
                outcome.questionId = u"jax-gpu-%1"_s.arg(q + 1, 2, 10, QChar(u'0'));
                outcome.chosenOption = kind == 6 ? -1 : kind % 4;
                outcome.result = kind == 6   ? QuestionOutcome::Result::Unanswered
                                 : kind == 5 ? QuestionOutcome::Result::Wrong
                                             : QuestionOutcome::Result::Right;
                outcome.timeSpentMs = qint64(3 + (i * 7 + q * 13) % 88) * 1000; // 3 to 90 s
                attempt.questions << outcome;
            }
            store.appendAttempt(attempt);
        }
        if (!store.save())
            return 1;
    }

    std::vector<double> loads;
    for (int run = 0; run < 10; ++run) {
        ProgressStore store(path);
        QElapsedTimer timer;
        timer.start();
        const ProgressStore::LoadOutcome outcome = store.load();
        loads.push_back(double(timer.nsecsElapsed()) / 1e6);
        if (outcome.status != ProgressStore::LoadStatus::Loaded
            || store.history().size() != attempts)
            return 1; // nothing was measured
    }
    // An answer's save: choosing another option at the question in view
    // records the attempt and writes the whole file (an at-end quiz reveals
    // nothing, so no review is written with it).
    std::vector<double> answerSaves;
    {
        Study study(path);
        study.loadBanks(BankLoader::builtInBankPaths());
        if (study.history().size() != attempts || !study.start(u"jax-gpu"_s, FeedbackMode::AtEnd))
            return 1;
        for (int answer = 0; answer < 30; ++answer) {
            QElapsedTimer timer;
            timer.start();
            if (!study.choose(answer % 2))
                return 1;
            answerSaves.push_back(double(timer.nsecsElapsed()) / 1e6);
        }
    }
    const Timing load = summarise(loads);
    const Timing answerSave = summarise(answerSaves);
    std::printf("progress file with %d attempts of %d questions: %lld bytes (%.2f MB)\n", attempts,
                questions, QFileInfo(path).size(), double(QFileInfo(path).size()) / 1e6);
    std::printf("load: median %.1f ms, mean %.1f ms, worst %.1f ms (10 runs)\n", load.median,
                load.mean, load.worst);
    std::printf("an answer's save with %d attempts: median %.1f ms, mean %.1f ms, worst %.1f ms "
                "(30 answers; target 16 ms)\n",
                attempts, answerSave.median, answerSave.mean, answerSave.worst);
    return 0;
}
