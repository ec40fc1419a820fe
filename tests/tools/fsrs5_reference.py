#!/usr/bin/env python3
"""FSRS-5 reference figures for tests/tst_fsrs.cpp.

Written from the published FSRS-5 formulas, independently of app/core/fsrs.cpp:
  - open-spaced-repetition/fsrs4anki wiki, "The Algorithm", section FSRS-5;
  - fsrs-rs (the implementation Anki uses), src/model.rs and src/inference.rs
    as of its FSRS-5 releases (19 parameters, DEFAULT_PARAMETERS below);
  - py-fsrs, src/fsrs/fsrs_v5.py.
The three agree on every formula used here except the ceiling of post-lapse
stability; this script follows fsrs-rs (min(S'_f, S)), see forget_stability().

Before printing anything the script checks itself against the figures that
fsrs-rs's own unit tests publish for the default parameters (model.rs,
tests next_difficulty and next_stability; float32, so to 1e-6 relative).

Usage:  python3 tests/tools/fsrs5_reference.py
Prints the rows of the _data() tables of tst_fsrs.cpp (C++ source).
Only the standard library; double precision throughout.
"""

import math

W = [
    0.40255, 1.18385, 3.173, 15.69105, 7.1949, 0.5345, 1.4604, 0.0046, 1.54575,
    0.1192, 1.01925, 1.9395, 0.11, 0.29605, 2.2698, 0.2315, 2.9898, 0.51655, 0.6621,
]
DECAY = -0.5
FACTOR = 19.0 / 81.0  # 0.9 ** (1 / DECAY) - 1, so that R(S, S) = 0.9
S_MIN, S_MAX = 0.01, 36500.0
AGAIN, HARD, GOOD, EASY = 1, 2, 3, 4
GRADE_NAMES = {AGAIN: "Again", HARD: "Hard", GOOD: "Good", EASY: "Easy"}


def clamp(x, lo, hi):
    return max(lo, min(hi, x))


def retrievability(t, s):
    # R(t, S) = (1 + FACTOR * t / S) ^ DECAY
    return (1 + FACTOR * t / s) ** DECAY


def d0(g):
    # D0(G) = w4 - e^(w5 (G - 1)) + 1, unclamped (mean reversion uses it so)
    return W[4] - math.exp(W[5] * (g - 1)) + 1


def initial(g):
    return W[g - 1], clamp(d0(g), 1, 10)


def next_difficulty(d, g):
    delta = -W[6] * (g - 3)
    damped = d + delta * (10 - d) / 9  # linear damping
    reverted = W[7] * d0(EASY) + (1 - W[7]) * damped  # mean reversion to D0(4)
    return clamp(reverted, 1, 10)


def recall_stability(s, d, r, g):
    hard_penalty = W[15] if g == HARD else 1
    easy_bonus = W[16] if g == EASY else 1
    return s * (1 + math.exp(W[8]) * (11 - d) * s ** -W[9]
                * (math.exp(W[10] * (1 - r)) - 1) * hard_penalty * easy_bonus)


def forget_stability(s, d, r):
    new_s = W[11] * d ** -W[12] * ((s + 1) ** W[13] - 1) * math.exp(W[14] * (1 - r))
    # fsrs-rs: a lapse never leaves the item more stable than before it.
    # (py-fsrs caps at S*e^(w17(w18-2)), ts-fsrs at S/e^(w17 w18); no table row
    # below except "overdue lapse" reaches any of these ceilings.)
    return min(new_s, s)


def short_term_stability(s, g):
    # Same-day review: S' = S * e^(w17 (G - 3 + w18))
    return s * math.exp(W[17] * (g - 3 + W[18]))


def review(state, elapsed, g):
    s, d = state
    if elapsed == 0:
        new_s = short_term_stability(s, g)
    else:
        r = retrievability(elapsed, s)
        new_s = forget_stability(s, d, r) if g == AGAIN else recall_stability(s, d, r, g)
    return clamp(new_s, S_MIN, S_MAX), next_difficulty(d, g)


def interval(s, retention, maximum=36500):
    # I = S / FACTOR * (r^(1/DECAY) - 1), rounded half up, at least one day
    ideal = s / FACTOR * (retention ** (1 / DECAY) - 1)
    return min(max(int(math.floor(ideal + 0.5)), 1), maximum)


def self_check():
    def close(a, b):
        assert abs(a - b) <= 1e-6 * abs(b), (a, b)

    # fsrs-rs model.rs, test next_difficulty: D = 5, ratings 1..4, after mean reversion.
    for g, expected in zip((1, 2, 3, 4), (6.607035, 5.7994337, 4.9918327, 4.1842318)):
        close(next_difficulty(5.0, g), expected)
    # fsrs-rs model.rs, test next_stability: S = 5, D = 1..4, R = 0.9..0.6, ratings 1..4.
    # (rating 1 goes through the success formula with no penalty or bonus, as Good does)
    recall = (25.77614, 14.121894, 60.40441, 208.97597)
    forget = (1.7028502, 1.9798818, 2.3759942, 2.8885393)
    short = (2.5051427, 4.199207, 7.038856, 11.798775)
    for i, (d, r, g) in enumerate(zip((1, 2, 3, 4), (0.9, 0.8, 0.7, 0.6), (1, 2, 3, 4))):
        close(recall_stability(5.0, d, r, max(g, GOOD) if g == AGAIN else g), recall[i])
        close(forget_stability(5.0, d, r), forget[i])
        close(short_term_stability(5.0, g), short[i])
    # fsrs-rs model.rs, test power_forgetting_curve.
    for t, s, expected in ((1, 2, 0.946059), (2, 3, 0.9299294), (3, 4, 0.9221679),
                           (5, 2, 0.79394597)):
        close(retrievability(t, s), expected)


def run(reviews, retention=0.9, maximum=36500):
    """reviews: [(day, grade)], days counted from the first review."""
    state = initial(reviews[0][1])
    for (previous_day, _), (day, g) in zip(reviews, reviews[1:]):
        state = review(state, day - previous_day, g)
    return state, interval(state[0], retention, maximum)


def scheduled_run(grades, retention=0.9, maximum=36500):
    """Each review on the day the previous one scheduled."""
    reviews, day = [], 0
    for g in grades:
        reviews.append((day, g))
        _, ivl = run(reviews, retention, maximum)
        day += ivl
    return reviews


def cpp_reviews(reviews):
    return "{" + ", ".join("{%d, Grade::%s}" % (day, GRADE_NAMES[g]) for day, g in reviews) + "}"


def cpp_double(x):
    text = "%.15g" % x
    return text if any(c in text for c in ".e") else text + ".0"


def row(name, reviews, retention=0.9, maximum=36500):
    (s, d), ivl = run(reviews, retention, maximum)
    print('    QTest::newRow("%s") << Reviews%s << %.2f << %d << %s << %s << %d;'
          % (name, cpp_reviews(reviews), retention, maximum, cpp_double(s), cpp_double(d), ivl))


def main():
    self_check()
    print("    // first reviews")
    for g in (AGAIN, HARD, GOOD, EASY):
        row("first %s" % GRADE_NAMES[g], [(0, g)])
    print("    // a run of Good, each on its scheduled day")
    good = scheduled_run([GOOD] * 8)
    for n in range(2, len(good) + 1):
        row("Good run %d" % n, good[:n])
    print("    // lapses after long intervals; the second relearnt the next day, then on schedule")
    for n in (5, 7):
        lapse = scheduled_run_from(good[:n], [AGAIN])
        row("lapse after %d days" % (lapse[-1][0] - lapse[-2][0]), lapse)
    lapse.append((lapse[-1][0] + 1, GOOD))
    row("relearnt the next day", lapse)
    lapse = scheduled_run_from(lapse, [GOOD, GOOD])
    row("after a lapse, Good on schedule", lapse[:-1])
    row("after a lapse, Good on schedule twice", lapse)
    print("    // Hard and Easy")
    row("Hard run", scheduled_run([HARD] * 4))
    row("Easy run", scheduled_run([EASY] * 4))
    row("Hard, Good, Easy", scheduled_run([HARD, GOOD, EASY]))
    print("    // same-day (short-term) reviews")
    row("Again then Good same day", [(0, AGAIN), (0, GOOD)])
    row("Good then Good same day", [(0, GOOD), (0, GOOD)])
    row("Good then Again same day", [(0, GOOD), (0, AGAIN)])
    row("Good then Easy same day", [(0, GOOD), (0, EASY)])
    row("Again, Hard, Good same day", [(0, AGAIN), (0, HARD), (0, GOOD)])
    print("    // reviewed early, overdue, and a lapse that must not raise stability")
    row("Good, early Good", [(0, GOOD), (1, GOOD)])
    row("Good, Good 30 days late", [(0, GOOD), (33, GOOD)])
    row("overdue lapse capped at S", [(0, AGAIN), (30, AGAIN)])
    print("    // desired retention and the maximum interval")
    for retention in (0.7, 0.8, 0.97):
        row("Good run 5 at %.2f" % retention, scheduled_run([GOOD] * 5, retention), retention)
    row("Easy run capped at 60 days", scheduled_run([EASY] * 3, 0.9, 60), 0.9, 60)


def scheduled_run_from(reviews, grades, retention=0.9):
    reviews = list(reviews)
    for g in grades:
        _, ivl = run(reviews, retention)
        reviews.append((reviews[-1][0] + ivl, g))
    return reviews


if __name__ == "__main__":
    main()
