#pragma once

// The first-review stabilities w0..w3 fitted before the rest of FSRS-6, as
// fsrs-rs does it (src/parameter_initialization.rs, initialize_stability_parameters;
// pre_training.rs in older releases). QtCore only.
//
// - The data: each question's first review on a later day than its first
//   (FSRSItem::first_long_term_review, same-day reviews in between included),
//   grouped by the first grade and binned by the days between the two.
// - Per first grade, the S minimising Σ count·BCE(r̃, R(t, S)) + |S − S_default|/16,
//   r̃ a bin's recall smoothed toward the log's average recall by one review
//   ((recall·count + average)/(count + 1)), R the forgetting curve with the
//   default decay; ternary search over S_MIN..INIT_S_MAX (0.001..100).
// - smooth_and_fill: harder first grades kept at or below easier ones (the
//   grade with fewer reviews gives way), then grades with no data filled in
//   from those with data.

#include "core/fsrsoptimizer.h"

#include <array>
#include <optional>
#include <vector>

namespace FsrsPretraining {

// One first grade's first long-term reviews after the same number of days.
struct Bin
{
    int days = 0;
    int recalled = 0;
    int count = 0;
};

struct FirstReviews
{
    std::array<std::vector<Bin>, 4> bins; // by first grade − 1, days ascending
    std::array<int, 4> counts{}; // reviews in each grade's bins
};

// The first long-term reviews of the histories not held out.
FirstReviews firstReviews(const std::vector<FsrsHistory> &histories);

// The share of the items of the histories not held out that were recalled.
double averageRecall(const std::vector<FsrsHistory> &histories);

// fsrs-rs search_parameters for one first grade (1..4); nullopt without bins.
std::optional<double> fitStability(const std::vector<Bin> &bins, double averageRecall, int grade);

// fsrs-rs smooth_and_fill: stabilities by first grade − 1 (nullopt where the
// grade has no data) and the reviews behind each; the four w0..w3, each within
// 0.001..100. With no stability at all, the defaults'.
std::array<double, 4> smoothAndFill(std::array<std::optional<double>, 4> stabilities,
                                    const std::array<int, 4> &counts);

// All of the above: w0..w3 for the histories, nullopt when no question has a
// first long-term review outside the held-out ones.
std::optional<std::array<double, 4>> initialStabilities(const std::vector<FsrsHistory> &histories);

} // namespace FsrsPretraining
