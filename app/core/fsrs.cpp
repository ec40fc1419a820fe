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

namespace F = FsrsFormulas;

const Fsrs::Bounds &Fsrs::bounds()
{
    // fsrs-rs: w0..w3 within S_MIN..INIT_S_MAX (100), w4 within D_MIN..D_MAX;
    // w17 and w18 below 2 (the ceiling with one relearning step or none).
    static const Bounds limits{{minimumStability,
                                minimumStability,
                                minimumStability,
                                minimumStability,
                                1,
                                0.001,
                                0.001,
                                0.001,
                                0,
                                0,
                                0.001,
                                0.001,
                                0.001,
                                0.001,
                                0,
                                0,
                                1,
                                0,
                                0,
                                0.01,
                                0.1},
                               {100, 100,  100, 100, 10, 4, 4, 0.75, 4.5, 0.8, 3.5,
                                5,   0.25, 0.9, 4,   1,  6, 2, 2,    0.8, 0.8}};
    return limits;
}

Fsrs::Parameters Fsrs::clipped(const Parameters &parameters)
{
    Parameters result = parameters;
    for (std::size_t i = 0; i < result.size(); ++i) {
        result[i] = std::isnan(result[i])
                        ? defaultParameters[i]
                        : std::clamp(result[i], bounds().low[i], bounds().high[i]);
    }
    return result;
}

Fsrs::Fsrs(const Parameters &parameters)
    : w(parameters)
    , forgetting(F::curve(w))
{ }

double Fsrs::retrievability(double elapsedDays, double stability) const
{
    return F::retrievability(forgetting, elapsedDays, stability);
}

double Fsrs::initialStability(Grade grade) const
{
    return F::initialStability(w, int(grade));
}

double Fsrs::initialDifficulty(Grade grade) const
{
    return F::clampDifficulty(F::unclampedInitialDifficulty(w, int(grade)));
}

double Fsrs::nextDifficulty(double difficulty, Grade grade) const
{
    return F::nextDifficulty(w, difficulty, int(grade));
}

double Fsrs::recallStability(double stability, double difficulty, double retrievability,
                             Grade grade) const
{
    return F::recallStability(w, stability, difficulty, retrievability, int(grade));
}

double Fsrs::forgetStability(double stability, double difficulty, double retrievability) const
{
    return F::forgetStability(w, stability, difficulty, retrievability);
}

double Fsrs::shortTermStability(double stability, Grade grade) const
{
    return F::shortTermStability(w, stability, int(grade));
}

MemoryState Fsrs::firstReview(Grade grade) const
{
    const F::State<double> state = F::firstReview(w, int(grade));
    return {state.stability, state.difficulty};
}

MemoryState Fsrs::review(const MemoryState &memory, int elapsedDays, Grade grade) const
{
    const F::State<double> state = F::review(w, forgetting, {memory.stability, memory.difficulty},
                                             elapsedDays, int(grade));
    return {state.stability, state.difficulty};
}

double Fsrs::idealInterval(double stability, double desiredRetention) const
{
    return stability / forgetting.factor * (std::pow(desiredRetention, 1 / forgetting.decay) - 1);
}

int Fsrs::intervalDays(double stability, double desiredRetention, int maximumDays) const
{
    const double days = std::floor(idealInterval(stability, desiredRetention) + 0.5);
    if (!(days >= 1)) // also NaN
        return 1;
    return int(std::min(days, double(std::max(1, maximumDays))));
}
