#pragma once

// FSRS-5, the Free Spaced Repetition Scheduler's memory model, written from the
// published formulas: the open-spaced-repetition wiki "The Algorithm" (section
// FSRS-5), as implemented by fsrs-rs (src/model.rs, src/inference.rs of its FSRS-5
// releases, which Anki runs), py-fsrs (fsrs_v5.py) and ts-fsrs 4.x. QtCore only.
//
// An item's memory is its stability S (days until the chance of recall falls to
// 90 %) and difficulty D (1..10). With grade G (Again 1, Hard 2, Good 3, Easy 4)
// and parameters w0..w18:
//   R(t, S)   = (1 + FACTOR·t/S)^DECAY, DECAY = −0.5, FACTOR = 19/81 (so R(S, S) = 0.9)
//   S0(G)     = w[G−1]
//   D0(G)     = w4 − e^(w5·(G−1)) + 1, clamped to 1..10
//   D'        = w7·D0(4) + (1 − w7)·(D + ΔD·(10 − D)/9), ΔD = −w6·(G − 3), clamped to 1..10
//               (linear damping, then mean reversion to the unclamped D0(4))
//   S'_r      = S·(1 + e^w8·(11 − D)·S^−w9·(e^(w10·(1−R)) − 1)·w15[G=2]·w16[G=4])
//   S'_f      = min(w11·D^−w12·((S + 1)^w13 − 1)·e^(w14·(1−R)), S)
//   S'_s      = S·e^(w17·(G − 3 + w18))           (a second review on the same day)
//   I(r, S)   = S/FACTOR·(r^(1/DECAY) − 1)         (days until R falls to r)
// Stability is kept within 0.01..36500 days, as fsrs-rs does. The implementations
// differ only in the ceiling on S'_f; this one follows fsrs-rs (a lapse never
// leaves an item more stable than before it).

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
    using Parameters = std::array<double, 19>;

    // FSRS-5's published defaults (fsrs-rs DEFAULT_PARAMETERS, py-fsrs 4.x, ts-fsrs 4.x).
    static constexpr Parameters defaultParameters{0.40255, 1.18385, 3.173,   15.69105, 7.1949,
                                                  0.5345,  1.4604,  0.0046,  1.54575,  0.1192,
                                                  1.01925, 1.9395,  0.11,    0.29605,  2.2698,
                                                  0.2315,  2.9898,  0.51655, 0.6621};
    static constexpr double decay = -0.5;
    static constexpr double factor = 19.0 / 81.0;
    static constexpr double minimumStability = 0.01;
    static constexpr double maximumStability = 36500;
    static constexpr double minimumDifficulty = 1;
    static constexpr double maximumDifficulty = 10;

    explicit Fsrs(const Parameters &parameters = defaultParameters);

    const Parameters &parameters() const { return w; }

    // The chance of recall elapsedDays after the last review.
    static double retrievability(double elapsedDays, double stability);

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
    static double idealInterval(double stability, double desiredRetention);
    // I(r, S) rounded to the nearest day (halves up), at least 1 and at most maximumDays.
    static int intervalDays(double stability, double desiredRetention, int maximumDays);

private:
    static double clampStability(double stability);
    static double clampDifficulty(double difficulty);
    double unclampedInitialDifficulty(Grade grade) const;

    Parameters w;
};
