#pragma once

// FSRS-6, the Free Spaced Repetition Scheduler's memory model (fsrs-rs 6.x, which
// Anki runs; py-fsrs 6.x; ts-fsrs 5.x): the formulas in core/fsrsformulas.h on
// doubles, with a set of 21 parameters. QtCore only.
//
// An item's memory is its stability S (days until the chance of recall falls to
// 90 %) and difficulty D (1..10). With grade G (Again 1, Hard 2, Good 3, Easy 4)
// and parameters w0..w20:
//   R(t, S)   = (1 + f·t/S)^(−w20), f = 0.9^(−1/w20) − 1 (so R(S, S) = 0.9)
//   S0(G)     = w[G−1]
//   D0(G)     = w4 − e^(w5·(G−1)) + 1, clamped to 1..10
//   D'        = w7·D0(4) + (1 − w7)·(D + ΔD·(10 − D)/9), ΔD = −w6·(G − 3), clamped
//   S'_r      = S·(1 + e^w8·(11 − D)·S^−w9·(e^(w10·(1−R)) − 1)·w15[G=2]·w16[G=4])
//   S'_f      = min(w11·D^−w12·((S + 1)^w13 − 1)·e^(w14·(1−R)), S/e^(w17·w18))
//   S'_s      = S·e^(w17·(G − 3 + w18))·S^(−w19), at least S for G ≥ 2 (same day)
//   I(r, S)   = S/f·(r^(−1/w20) − 1)         (days until R falls to r)
// Stability is kept within 0.001..36500 days, as fsrs-rs 6.x does.

#include "core/fsrsformulas.h"

#include <QtGlobal>

#include <array>
#include <optional>

enum class Grade { Again = 1, Hard = 2, Good = 3, Easy = 4 };

// How sure the learner said they were before checking an answer.
enum class Confidence { None, Guessed, FairlySure, Certain };

// A review's grade from the answer and the confidence given with it: wrong is
// Again whatever the confidence; right is Hard when guessed, Good when fairly
// sure or when no confidence was given, Easy when certain.
Grade gradeForAnswer(bool right, Confidence confidence);

// 1..4 as a Grade; std::nullopt for anything else (e.g. a damaged file).
std::optional<Grade> gradeFromNumber(int number);

struct MemoryState
{
    double stability = 0; // days
    double difficulty = 0; // 1..10

    friend bool operator==(const MemoryState &, const MemoryState &) = default;
};

class Fsrs
{
public:
    using Parameters = FsrsFormulas::Weights<double>;

    // The model these parameters belong to, stored beside them.
    static constexpr int modelVersion = 6;

    // FSRS-6's published defaults, the same in fsrs-rs 6.6.1
    // (inference.rs DEFAULT_PARAMETERS), py-fsrs 6.3.1 and ts-fsrs 5.4.1.
    static constexpr Parameters defaultParameters{0.212,  1.2931, 2.3065, 8.2956, 6.4133, 0.8334,
                                                  3.0194, 0.001,  1.8722, 0.1666, 0.796,  1.4835,
                                                  0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425,
                                                  0.0912, 0.0658, 0.1542};
    static constexpr double minimumStability = FsrsFormulas::minimumStability;
    static constexpr double maximumStability = FsrsFormulas::maximumStability;
    static constexpr double minimumDifficulty = FsrsFormulas::minimumDifficulty;
    static constexpr double maximumDifficulty = FsrsFormulas::maximumDifficulty;

    // The range each parameter is kept in, fsrs-rs parameter_clipper_v6.rs
    // (clip_fsrs6_parameters) with at most one relearning step, which is what a
    // review session has (a wrong answer is asked once more at its end), and
    // short-term training on (w19 ≥ 0.01).
    struct Bounds
    {
        Parameters low;
        Parameters high;
    };
    static const Bounds &bounds();
    // Each parameter brought within bounds(); NaN becomes the default.
    static Parameters clipped(const Parameters &parameters);

    explicit Fsrs(const Parameters &parameters = defaultParameters);

    const Parameters &parameters() const { return w; }

    // The chance of recall elapsedDays after the last review.
    double retrievability(double elapsedDays, double stability) const;

    double initialStability(Grade grade) const;
    double initialDifficulty(Grade grade) const;
    double nextDifficulty(double difficulty, Grade grade) const;
    // After a Hard, Good or Easy review on a later day.
    double recallStability(double stability, double difficulty, double retrievability,
                           Grade grade) const;
    // After an Again on a later day.
    double forgetStability(double stability, double difficulty, double retrievability) const;
    // After any review on the same study day as the one before.
    double shortTermStability(double stability, Grade grade) const;

    MemoryState firstReview(Grade grade) const;
    // The memory after a review elapsedDays (whole study days, 0 = the same day)
    // after the previous one.
    MemoryState review(const MemoryState &memory, int elapsedDays, Grade grade) const;

    // I(r, S) in days, before rounding.
    double idealInterval(double stability, double desiredRetention) const;
    // I(r, S) rounded to the nearest day (halves up), at least 1 and at most maximumDays.
    int intervalDays(double stability, double desiredRetention, int maximumDays) const;

private:
    Parameters w;
    FsrsFormulas::Curve<double> forgetting;
};
