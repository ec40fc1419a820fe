#include "core/fsrs.h"

#include <algorithm>
#include <cmath>

Grade gradeForAnswer(bool right, Confidence confidence)
{
    if (!right)
        return Grade::Again;
    switch (confidence) {
    case Confidence::Guessed:
        return Grade::Hard;
    case Confidence::Certain:
        return Grade::Easy;
    case Confidence::FairlySure:
    case Confidence::None:
        break;
    }
    return Grade::Good;
}

std::optional<Grade> gradeFromNumber(int number)
{
    if (number < int(Grade::Again) || number > int(Grade::Easy))
        return std::nullopt;
    return Grade(number);
}

namespace {
double gradeValue(Grade grade)
{
    return double(int(grade));
}
} // namespace

Fsrs::Fsrs(const Parameters &parameters)
    : w(parameters)
{ }

double Fsrs::retrievability(double elapsedDays, double stability)
{
    return std::pow(1 + factor * elapsedDays / stability, decay);
}

double Fsrs::initialStability(Grade grade) const
{
    return clampStability(w[std::size_t(int(grade) - 1)]);
}

double Fsrs::unclampedInitialDifficulty(Grade grade) const
{
    return w[4] - std::exp(w[5] * (gradeValue(grade) - 1)) + 1;
}

double Fsrs::initialDifficulty(Grade grade) const
{
    return clampDifficulty(unclampedInitialDifficulty(grade));
}

double Fsrs::nextDifficulty(double difficulty, Grade grade) const
{
    const double delta = -w[6] * (gradeValue(grade) - 3);
    const double damped = difficulty + delta * (10 - difficulty) / 9;
    const double reverted = w[7] * unclampedInitialDifficulty(Grade::Easy) + (1 - w[7]) * damped;
    return clampDifficulty(reverted);
}

double Fsrs::recallStability(double stability, double difficulty, double retrievability,
                             Grade grade) const
{
    const double hardPenalty = grade == Grade::Hard ? w[15] : 1;
    const double easyBonus = grade == Grade::Easy ? w[16] : 1;
    const double increase = std::exp(w[8]) * (11 - difficulty) * std::pow(stability, -w[9])
                            * (std::exp(w[10] * (1 - retrievability)) - 1) * hardPenalty
                            * easyBonus;
    return stability * (1 + increase);
}

double Fsrs::forgetStability(double stability, double difficulty, double retrievability) const
{
    const double afterLapse = w[11] * std::pow(difficulty, -w[12])
                              * (std::pow(stability + 1, w[13]) - 1)
                              * std::exp(w[14] * (1 - retrievability));
    return std::min(afterLapse, stability);
}

double Fsrs::shortTermStability(double stability, Grade grade) const
{
    return stability * std::exp(w[17] * (gradeValue(grade) - 3 + w[18]));
}

MemoryState Fsrs::firstReview(Grade grade) const
{
    return {initialStability(grade), initialDifficulty(grade)};
}

MemoryState Fsrs::review(const MemoryState &memory, int elapsedDays, Grade grade) const
{
    double stability = 0;
    if (elapsedDays <= 0) {
        stability = shortTermStability(memory.stability, grade);
    } else {
        const double r = retrievability(elapsedDays, memory.stability);
        stability = grade == Grade::Again
                        ? forgetStability(memory.stability, memory.difficulty, r)
                        : recallStability(memory.stability, memory.difficulty, r, grade);
    }
    return {clampStability(stability), nextDifficulty(memory.difficulty, grade)};
}

double Fsrs::idealInterval(double stability, double desiredRetention)
{
    return stability / factor * (std::pow(desiredRetention, 1 / decay) - 1);
}

int Fsrs::intervalDays(double stability, double desiredRetention, int maximumDays)
{
    const double days = std::floor(idealInterval(stability, desiredRetention) + 0.5);
    if (!(days >= 1)) // also NaN
        return 1;
    return int(std::min(days, double(std::max(1, maximumDays))));
}

double Fsrs::clampStability(double stability)
{
    return std::clamp(stability, minimumStability, maximumStability);
}

double Fsrs::clampDifficulty(double difficulty)
{
    return std::clamp(difficulty, minimumDifficulty, maximumDifficulty);
}
