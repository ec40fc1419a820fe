#pragma once

// Fitting FSRS-6's parameters to the learner's own review log, as fsrs-rs's
// compute_parameters does (src/training.rs), written out again for one
// learner's few thousand reviews. QtCore only.
//
// - Training items. Each question's reviews in order, with whole study days
//   between them; every review on a later day than the one before is an item
//   (fsrs-rs's FSRSItem: the history before it, and whether it was recalled,
//   i.e. graded above Again). Same-day reviews stay in the history.
// - The rules (fsrs-rs compute_parameters): fewer than 8 items keep the
//   parameters in use; fewer than 64 fit only the first-review stabilities
//   w0..w3 (core/fsrspretraining.h), the rest staying the defaults; from 64
//   on, all 21 from there, by Adam on the log loss, each item weighted by how
//   recent it is (0.25 for the earliest up to 1 for the latest), with the pull
//   toward the start (Σ((w − w_start)/σ)², σ fsrs-rs's PARAMS_STDDEV), within
//   Fsrs::bounds(); the epoch with the lowest training loss is kept, and its
//   w0..w3 put in order again as the pretraining does. Not followed:
//   fsrs-rs's filter_outlier, which drops at least 20 first reviews of each
//   first grade (all of a small log's) with every question behind them.
// - Held out: one question in five, chosen by a hash of its bank and id (so
//   the same log always splits the same way), at least one question when two
//   or more have items. The fit never sees them; the parameters in use and
//   the fitted ones are compared on them by log loss and by RMSE over bins
//   (fsrs-rs inference.rs, calibration_rmse: 20 bins of predicted recall on a
//   log scale, each bin's squared gap between mean prediction and mean
//   recall, weighted by its count).

#include "core/fsrs.h"
#include "core/reviewdeck.h"

#include <QList>

#include <functional>
#include <vector>

// One question's reviews: the days since the review before (0 for the first
// and for a same-day review) and the grade.
struct FsrsHistory
{
    struct Review
    {
        int elapsedDays = 0;
        int grade = 3;
    };
    std::vector<Review> reviews;
    bool heldOut = false;
    // The study day of the first review, counted from the log's first: with
    // the elapsed days, when each review was (the fit weighs later ones more).
    int firstDay = 0;

    // Reviews on a later day than the one before: the training items.
    int items() const;
};

struct FsrsFitResult
{
    enum class Scope { DefaultsKept, InitialStabilities, AllParameters };
    Scope scope = Scope::DefaultsKept;
    Fsrs::Parameters current = Fsrs::defaultParameters;
    Fsrs::Parameters fitted = Fsrs::defaultParameters;
    // On the held-out items; lower is better.
    double currentLogLoss = 0;
    double fittedLogLoss = 0;
    double currentRmse = 0;
    double fittedRmse = 0;
    int items = 0; // in the whole log
    int heldOutItems = 0;
    int heldOutQuestions = 0;

    // The standard error of the held-out log loss's gain (current − fitted):
    // FsrsOptimizer::gainStandardError over the held-out questions.
    double gainStandardError = 0;

    // The fitted parameters predict the held-out items better: their log loss
    // is lower by more than twice its standard error. On a few hundred
    // reviews a lower log loss alone is often chance: in bench_fsrsfitquality,
    // 17 of 40 fits on 300 reviews of a learner with the default parameters
    // had it, and none predicted a fresh log better. RMSE over bins is shown
    // beside it, but its bins of a few items each are too noisy to decide on.
    bool better() const;
};

struct FsrsEvaluation
{
    double logLoss = 0;
    double rmseBins = 0;
    int items = 0;
};

namespace FsrsOptimizer {

constexpr int minimumItems = 8;
constexpr int allParametersItems = 64;
// fsrs-rs training.rs TrainingConfig in its FSRS-6 releases: Adam (β1 0.9,
// β2 0.999, ε 1e-8), learning rate 4e-2, batches of 512 items, 5 epochs, and
// gamma 1 for the pull toward the starting parameters. (Its main branch has
// moved to FSRS-7's settings, β 0.8/0.85, 2e-2, 1024, 8 epochs, pull 0.5; on
// bench_fsrsfitquality's learners they fit FSRS-6 better on some, worse on
// others, and no better on the whole.)
constexpr double learningRate = 4e-2;
constexpr int batchItems = 512;
constexpr int epochs = 5;
constexpr double adamBeta1 = 0.9;
constexpr double adamBeta2 = 0.999;
constexpr double pullWeight = 1.0;

// The items of one held-out question: Σ (current − fitted) of their log
// losses, and how many there are.
struct QuestionGain
{
    double gain = 0;
    int items = 0;
};

// Fewer held-out questions than this give no standard error worth the name:
// gainStandardError is then infinite and no fit is offered.
constexpr int minimumHeldOutQuestions = 5;

// The standard error of the mean gain per item, Σ gain / Σ items. Questions
// are held out whole and one question's items share its memory, so they are
// not independent: the error is the cluster-robust one (Cameron and Miller,
// "A Practitioner's Guide to Cluster-Robust Inference", 2015, eq. 11 with
// the G/(G−1) factor), with the mean m = Σg/Σn,
// SE² = Q/(Q−1) · Σ_q (g_q − m·n_q)² / (Σ n_q)².
double gainStandardError(const std::vector<QuestionGain> &questions);

// The log as each question's history, study days counted by calendar; held
// out marked as the header says.
std::vector<FsrsHistory> histories(const QList<ReviewLogEntry> &log, const StudyCalendar &calendar);

FsrsEvaluation evaluate(const Fsrs::Parameters &parameters,
                        const std::vector<FsrsHistory> &histories, bool heldOut);

// Σ log loss of the items of the histories not held out, and its gradient.
double lossAndGradient(const Fsrs::Parameters &parameters,
                       const std::vector<const FsrsHistory *> &batch, Fsrs::Parameters &gradient);

// progress(done, total) is called often; returning false stops the fit, which
// then returns std::nullopt.
using Progress = std::function<bool(int done, int total)>;
std::optional<FsrsFitResult> fit(const std::vector<FsrsHistory> &histories,
                                 const Fsrs::Parameters &current, const Progress &progress = {});

} // namespace FsrsOptimizer
