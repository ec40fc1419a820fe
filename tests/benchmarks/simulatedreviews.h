#pragma once

// A year of reviews of 10,000 questions, the same on every run and machine,
// for the review benchmarks.

#include "core/fsrs.h"
#include "core/reviewdeck.h"

#include <QDateTime>
#include <QList>
#include <QSet>
#include <QString>

#include <algorithm>

namespace simulated {

constexpr int banks = 10;
constexpr int questionsPerBank = 1000;
constexpr int days = 365;

// A small linear congruential generator: the same log on every run and machine.
class Sequence
{
public:
    explicit Sequence(quint32 seed)
        : state(seed)
    { }
    quint32 next()
    {
        state = state * 1664525u + 1013904223u;
        return state >> 8;
    }
    int below(int n) { return int(next() % quint32(n)); }

private:
    quint32 state;
};

inline Grade grade(Sequence &random)
{
    const int roll = random.below(100);
    if (roll < 10)
        return Grade::Again;
    if (roll < 20)
        return Grade::Hard;
    if (roll < 90)
        return Grade::Good;
    return Grade::Easy;
}

inline QString bankId(int bank)
{
    return QStringLiteral("bank-%1").arg(bank);
}

inline QString questionId(int question)
{
    return QStringLiteral("q%1").arg(question);
}

// Each question is first seen in the year's first month and then reviewed on
// the day each review schedules, graded 10 % Again, 10 % Hard, 70 % Good,
// 10 % Easy; after an Again it is answered once more the same day.
inline QList<ReviewLogEntry> yearOfReviews(const QDateTime &yearStart)
{
    const Fsrs fsrs;
    Sequence random(20260101u);
    QList<ReviewLogEntry> log;
    for (int bank = 0; bank < banks; ++bank) {
        for (int question = 0; question < questionsPerBank; ++question) {
            int day = random.below(30);
            MemoryState memory;
            int previousDay = -1;
            while (day < days) {
                const QDateTime time = yearStart.addDays(day).addSecs(
                    qint64(8 + random.below(14)) * 3600 + random.below(3600));
                const Grade answer = grade(random);
                memory = previousDay < 0 ? fsrs.firstReview(answer)
                                         : fsrs.review(memory, day - previousDay, answer);
                log.append({bankId(bank), questionId(question), time, answer, Confidence::None,
                            random.below(4) == 0});
                if (answer == Grade::Again) {
                    memory = fsrs.review(memory, 0, Grade::Good);
                    log.append({bankId(bank), questionId(question), time.addSecs(600), Grade::Good,
                                Confidence::FairlySure, false});
                }
                previousDay = day;
                day += fsrs.intervalDays(memory.stability, 0.9, 36500);
            }
        }
    }
    std::stable_sort(log.begin(), log.end(), [](const ReviewLogEntry &a, const ReviewLogEntry &b) {
        return a.time < b.time;
    });
    return log;
}

inline QSet<ReviewItemKey> allQuestions()
{
    QSet<ReviewItemKey> known;
    for (int bank = 0; bank < banks; ++bank) {
        for (int question = 0; question < questionsPerBank; ++question)
            known.insert({bankId(bank), questionId(question)});
    }
    return known;
}

} // namespace simulated
