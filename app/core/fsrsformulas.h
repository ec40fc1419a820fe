#pragma once

// FSRS-6's formulas, once, over any number type: Fsrs (core/fsrs.h) runs them on
// doubles and the optimizer (core/fsrsoptimizer.h) on numbers that carry their
// derivatives with them. Written from fsrs-rs 6.x, src/model_v6.rs (the tensor
// functions its training and memory states use) and src/inference.rs; py-fsrs
// 6.3.1 (scheduler.py) agrees except where a comment says so. QtCore only.
//
// T needs +, −, ·, / with doubles, comparisons, and exp, log and pow found by
// argument-dependent lookup (std's for double).

#include <array>
#include <cmath>

namespace FsrsFormulas {

constexpr int parameterCount = 21;
template<typename T>
using Weights = std::array<T, parameterCount>;

// fsrs-rs 6.x inference.rs S_MIN, S_MAX; model.rs D_MIN, D_MAX.
constexpr double minimumStability = 0.001;
constexpr double maximumStability = 36500;
constexpr double minimumDifficulty = 1;
constexpr double maximumDifficulty = 10;

template<typename T>
T clampTo(const T &x, double low, double high)
{
    if (x < low)
        return T(low);
    if (x > high)
        return T(high);
    return x;
}

template<typename T>
T clampStability(const T &stability)
{
    return clampTo(stability, minimumStability, maximumStability);
}

template<typename T>
T clampDifficulty(const T &difficulty)
{
    return clampTo(difficulty, minimumDifficulty, maximumDifficulty);
}

// The forgetting curve's decay −w20 and its factor 0.9^(−1/w20) − 1 (which
// keeps R(S, S) = 0.9), worked out once for a set of parameters: they cost an
// exp and a log, and every review of a replay needs them.
template<typename T>
struct Curve
{
    T decay;
    T factor;
};

template<typename T>
Curve<T> curve(const Weights<T> &w)
{
    using std::exp;
    using std::log;
    return {-w[20], exp(log(0.9) / (-w[20])) - 1.0};
}

// R(t, S) = (1 + f·t/S)^(−w20)
template<typename T>
T retrievability(const Curve<T> &curve, double elapsedDays, const T &stability)
{
    using std::pow;
    return pow(1.0 + curve.factor * elapsedDays / stability, curve.decay);
}

// S0(G) = w[G−1]
template<typename T>
T initialStability(const Weights<T> &w, int grade)
{
    return clampStability(w[std::size_t(grade - 1)]);
}

// D0(G) = w4 − e^(w5·(G−1)) + 1, before clamping (mean reversion uses it so).
template<typename T>
T unclampedInitialDifficulty(const Weights<T> &w, int grade)
{
    using std::exp;
    return w[4] - exp(w[5] * double(grade - 1)) + 1.0;
}

// D' = w7·D0(4) + (1 − w7)·(D + ΔD·(10 − D)/9), ΔD = −w6·(G − 3), clamped to 1..10.
template<typename T>
T nextDifficulty(const Weights<T> &w, const T &difficulty, int grade)
{
    const T delta = -w[6] * double(grade - 3);
    const T damped = difficulty + delta * (10.0 - difficulty) / 9.0;
    return clampDifficulty(w[7] * unclampedInitialDifficulty(w, 4) + (1.0 - w[7]) * damped);
}

// After a Hard, Good or Easy on a later day:
// S·(1 + e^w8·(11 − D)·S^−w9·(e^(w10·(1−R)) − 1)·w15[Hard]·w16[Easy])
template<typename T>
T recallStability(const Weights<T> &w, const T &s, const T &d, const T &r, int grade)
{
    using std::exp;
    using std::pow;
    T increase = exp(w[8]) * (11.0 - d) * pow(s, -w[9]) * (exp(w[10] * (1.0 - r)) - 1.0);
    if (grade == 2)
        increase = increase * w[15];
    if (grade == 4)
        increase = increase * w[16];
    return s * (1.0 + increase);
}

// After an Again on a later day: w11·D^−w12·((S + 1)^w13 − 1)·e^(w14·(1−R)),
// never above S/e^(w17·w18).
template<typename T>
T forgetStability(const Weights<T> &w, const T &s, const T &d, const T &r)
{
    using std::exp;
    using std::pow;
    const T afterLapse = w[11] * pow(d, -w[12]) * (pow(s + 1.0, w[13]) - 1.0)
                         * exp(w[14] * (1.0 - r));
    const T ceiling = s / exp(w[17] * w[18]);
    return ceiling < afterLapse ? ceiling : afterLapse;
}

// A review on the same day as the one before: S·e^(w17·(G − 3 + w18))·S^(−w19),
// never below S for a success. fsrs-rs's tensor function (stability_short_term,
// which training and memory states use) counts Hard as a success (rating ≥ 2,
// and its test_next_stability keeps S = 5 for Hard); the scalar helper beside it
// and py-fsrs 6.3.1 floor Good and Easy only. This follows the tensor function.
template<typename T>
T shortTermStability(const Weights<T> &w, const T &s, int grade)
{
    using std::exp;
    using std::pow;
    const T increase = exp(w[17] * (double(grade) - 3.0 + w[18])) * pow(s, -w[19]);
    if (grade >= 2 && increase < 1.0)
        return s;
    return s * increase;
}

template<typename T>
struct State
{
    T stability;
    T difficulty;
};

template<typename T>
State<T> firstReview(const Weights<T> &w, int grade)
{
    return {initialStability(w, grade), clampDifficulty(unclampedInitialDifficulty(w, grade))};
}

// elapsedDays: whole study days since the previous review, 0 for the same day.
template<typename T>
State<T> review(const Weights<T> &w, const Curve<T> &curve, const State<T> &state, int elapsedDays,
                int grade)
{
    T stability = state.stability;
    if (elapsedDays <= 0) {
        stability = shortTermStability(w, state.stability, grade);
    } else {
        const T r = retrievability(curve, double(elapsedDays), state.stability);
        stability = grade == 1 ? forgetStability(w, state.stability, state.difficulty, r)
                               : recallStability(w, state.stability, state.difficulty, r, grade);
    }
    return {clampStability(stability), nextDifficulty(w, state.difficulty, grade)};
}

} // namespace FsrsFormulas
