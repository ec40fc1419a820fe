#!/usr/bin/env python3
"""FSRS-6 reference figures for tests/tst_fsrs.cpp.

Written from the published FSRS-6 formulas, independently of app/core/fsrs.cpp
and app/core/fsrsformulas.h:
  - fsrs-rs 6.x (the implementation Anki uses), src/model_v6.rs and
    src/inference.rs (21 parameters, DEFAULT_PARAMETERS below, S_MIN 0.001);
  - py-fsrs 6.3.1, fsrs/scheduler.py.
They differ in one place: whether a same-day Hard may lower stability. fsrs-rs's
stability_short_term (the tensor function its training and memory states use)
keeps S for Hard, Good and Easy; py-fsrs keeps it for Good and Easy only. This
script follows fsrs-rs, see short_term_stability().

Before printing anything the script checks itself against the figures that
fsrs-rs's own unit tests publish for the default parameters (model_v6.rs: tests
test_power_forgetting_curve, test_forward, test_next_difficulty and
test_next_stability; float32, so to 1e-5 relative).

Usage:  python3 tests/tools/fsrs6_reference.py
Prints the rows of the _data() tables of tst_fsrs.cpp (C++ source).
Only the standard library; double precision throughout.
"""

import math

W = [
    0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
    1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
]
DECAY = -W[20]
FACTOR = 0.9 ** (1 / DECAY) - 1  # so that R(S, S) = 0.9
S_MIN, S_MAX = 0.001, 36500.0
AGAIN, HARD, GOOD, EASY = 1, 2, 3, 4
GRADE_NAMES = {AGAIN: "Again", HARD: "Hard", GOOD: "Good", EASY: "Easy"}


def clamp(x, lo, hi):
    return max(lo, min(hi, x))


def retrievability(t, s):
    # R(t, S) = (1 + FACTOR * t / S) ^ DECAY, DECAY = -w20
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
    # FSRS-6: a lapse never leaves the item more stable than S / e^(w17 w18).
    return min(new_s, s / math.exp(W[17] * W[18]))


def short_term_stability(s, g):
    # Same-day review: S' = S * e^(w17 (G - 3 + w18)) * S^-w19, at least S for
    # a success (fsrs-rs counts Hard as one; py-fsrs only Good and Easy).
    increase = math.exp(W[17] * (g - 3 + W[18])) * s ** -W[19]
    return s * (max(increase, 1.0) if g >= HARD else increase)


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
        assert abs(a - b) <= 1e-5 * abs(b), (a, b)

    # model_v6.rs, test_power_forgetting_curve.
    for t, st, expected in ((0, 1, 1.0), (1, 2, 0.9403443), (2, 3, 0.9253786),
                            (3, 4, 0.9185229), (4, 4, 0.9), (5, 2, 0.8261359)):
        close(retrievability(t, st), expected)
    # model_v6.rs, test_next_difficulty: D = 5, ratings 1..4, after mean reversion.
    for g, expected in zip((1, 2, 3, 4), (8.341763, 6.6659956, 4.990228, 3.3144615)):
        close(next_difficulty(5.0, g), expected)
    # model_v6.rs, test_next_stability: S = 5, D = 1..4, R = 0.9..0.6, ratings 1..4
    # (rating 1 goes through the success formula with no penalty or bonus there).
    recall = (25.602541, 28.226582, 58.656002, 127.226685)
    forget = (1.0525396, 1.1894329, 1.3680838, 1.584989)
    short = (1.596818, 5.0, 5.0, 8.12961)
    for i, (d, r, g) in enumerate(zip((1, 2, 3, 4), (0.9, 0.8, 0.7, 0.6), (1, 2, 3, 4))):
        close(recall_stability(5.0, d, r, GOOD if g == AGAIN else g), recall[i])
        close(forget_stability(5.0, d, r), forget[i])
        close(short_term_stability(5.0, g), short[i])
    # model_v6.rs, test_forward: a first review with ratings 1, 2, 3, 4, 1, 2, then
    # the same rating again 1, 1, 1, 1, 2, 2 days later.
    stability = (0.10088589, 3.2494123, 7.3153, 18.014914, 0.112798266, 4.4694576)
    difficulty = (8.806304, 6.7404594, 2.1112142, 1.0, 8.806304, 6.7404594)
    for i, (g, t) in enumerate(zip((1, 2, 3, 4, 1, 2), (1, 1, 1, 1, 2, 2))):
        s, d = review(initial(g), t, g)
        close(s, stability[i])
        close(d, difficulty[i])


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
    row("overdue lapse capped at S/e^(w17 w18)", [(0, AGAIN), (30, AGAIN)])
    row("Good then Hard same day keeps S", [(0, GOOD), (0, HARD)])
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
