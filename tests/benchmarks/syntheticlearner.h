#pragma once

// A learner drawn from known FSRS-6 parameters, the same on every run: each
// question's first grade at random, then reviews after intervals spread
// around the stability (half to twice it, so recall ranges widely), each
// recalled with the chance the generating model gives, graded Hard, Good or
// Easy when recalled and Again when not. With retrySameDay, every Again is
// asked once more an hour later (as a review session asks a wrong answer again
// at its end), recalled nine times in ten. For the optimizer's test and benchmarks.

#include "core/fsrs.h"
#include "core/reviewdeck.h"

#include <QTimeZone>

#include <random>

namespace synthetic {

inline QList<ReviewLogEntry> reviews(const Fsrs::Parameters &generating, int questions,
                                     int reviewsEach, unsigned seed, bool retrySameDay = false)
{
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> unit(0, 1);
    const Fsrs model(generating);
    const QDateTime start(QDate(2025, 1, 6), QTime(12, 0), QTimeZone::utc());
    QList<ReviewLogEntry> log;
    for (int q = 0; q < questions; ++q) {
        const QString id = u"q%1"_qs.arg(q);
        Grade grade = Grade(1 + int(unit(random) * 4) % 4);
        MemoryState memory = model.firstReview(grade);
        int day = 0;
        log.append({u"synthetic"_qs, id, start, grade, Confidence::None, false});
        const auto retry = [&] {
            if (!retrySameDay || grade != Grade::Again)
                return;
            const Grade again = unit(random) < 0.9 ? Grade::Good : Grade::Again;
            memory = model.review(memory, 0, again);
            log.append({u"synthetic"_qs, id, start.addDays(day).addSecs(3600), again,
                        Confidence::None, false});
        };
        retry();
        for (int r = 1; r < reviewsEach; ++r) {
            const int elapsed = std::max(1, int(memory.stability * (0.2 + 3.8 * unit(random))));
            day += elapsed;
            const bool recalled = unit(random) < model.retrievability(elapsed, memory.stability);
            const double pick = unit(random);
            grade = !recalled     ? Grade::Again
                    : pick < 0.15 ? Grade::Hard
                    : pick < 0.85 ? Grade::Good
                                  : Grade::Easy;
            memory = model.review(memory, elapsed, grade);
            log.append({u"synthetic"_qs, id, start.addDays(day), grade, Confidence::None, false});
            retry();
        }
    }
    std::stable_sort(log.begin(), log.end(), [](const ReviewLogEntry &a, const ReviewLogEntry &b) {
        return a.time < b.time;
    });
    return log;
}

} // namespace synthetic
