#include "core/fsrsoptimizer.h"

#include "core/fsrsdual.h"
#include "core/fsrspretraining.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>
#include <random>

namespace F = FsrsFormulas;

int FsrsHistory::items() const
{
    return int(std::count_if(reviews.begin() + (reviews.empty() ? 0 : 1), reviews.end(),
                             [](const Review &review) { return review.elapsedDays > 0; }));
}

bool FsrsFitResult::better() const
{
    return scope != Scope::DefaultsKept && heldOutItems > 0 && fittedLogLoss < currentLogLoss;
}

namespace {

// fsrs-rs training_v6.rs PARAMS_STDDEV: how far each parameter strays across
// learners, so the pull toward the defaults weighs each by its own spread.
constexpr std::array<double, 21> parameterSpread{6.43, 9.66, 17.58, 27.85, 0.57, 0.28, 0.6,
                                                 0.12, 0.39, 0.18,  0.33,  0.3,  0.09, 0.16,
                                                 0.57, 0.25, 1.03,  0.31,  0.32, 0.14, 0.27};
constexpr double pullWeight = 0.5; // fsrs-rs PENALTY_W_L2
constexpr double smallestProbability = 1e-7;

// FNV-1a over the key's UTF-16: the same on every machine and every run
// (qHash is seeded per process).
quint64 stableHash(const ReviewItemKey &key)
{
    quint64 hash = 14695981039346656037ULL;
    const auto add = [&hash](const QString &text) {
        for (const QChar c : text) {
            hash ^= c.unicode();
            hash *= 1099511628211ULL;
        }
        hash ^= 0xffff;
        hash *= 1099511628211ULL;
    };
    add(key.bankId);
    add(key.questionId);
    return hash;
}

// A predicted recall kept off 0 and 1, where the log loss is infinite.
double recallProbability(double r)
{
    return std::clamp(r, smallestProbability, 1 - smallestProbability);
}

// The log loss of one item and, for duals, its gradient added to gradient.
void addItem(const FsrsDual &r, bool recalled, double &loss, Fsrs::Parameters &gradient)
{
    const double p = recallProbability(r.value);
    loss -= recalled ? std::log(p) : std::log(1 - p);
    const double slope = recalled ? -1 / p : 1 / (1 - p);
    for (std::size_t i = 0; i < gradient.size(); ++i)
        gradient[i] += slope * r.gradient[i];
}

struct Prediction
{
    double recall;
    bool recalled;
};

void predict(const Fsrs::Parameters &w, const F::Curve<double> &curve, const FsrsHistory &history,
             std::vector<Prediction> &out)
{
    if (history.reviews.empty())
        return;
    F::State<double> state = F::firstReview(w, history.reviews.front().grade);
    for (std::size_t i = 1; i < history.reviews.size(); ++i) {
        const FsrsHistory::Review &review = history.reviews[i];
        if (review.elapsedDays > 0)
            out.push_back({recallProbability(F::retrievability(curve, double(review.elapsedDays),
                                                               state.stability)),
                           review.grade > 1});
        state = F::review(w, curve, state, review.elapsedDays, review.grade);
    }
}

// fsrs-rs inference.rs get_bin: floor(e^(x·ln 21)) − 1, within 0..19.
int recallBin(double recall)
{
    const int bins = 20;
    const int bin = int(std::floor(std::exp(recall * std::log(bins + 1.0))) - 1);
    return std::clamp(bin, 0, bins - 1);
}

} // namespace

namespace FsrsOptimizer {

std::vector<FsrsHistory> histories(const QList<ReviewLogEntry> &log, const StudyCalendar &calendar)
{
    std::vector<FsrsHistory> result;
    std::vector<ReviewItemKey> keys;
    std::vector<QDate> lastDays;
    QHash<ReviewItemKey, std::size_t> index;
    for (const ReviewLogEntry &entry : log) {
        const QDate day = calendar.dayOf(entry.time);
        auto place = index.constFind(entry.key());
        if (place == index.cend()) {
            place = index.insert(entry.key(), result.size());
            result.emplace_back();
            keys.push_back(entry.key());
            lastDays.push_back(day);
        }
        const std::size_t i = *place;
        const int elapsed = result[i].reviews.empty()
                                ? 0
                                : int(std::max<qint64>(0, lastDays[i].daysTo(day)));
        result[i].reviews.push_back({elapsed, int(entry.grade)});
        lastDays[i] = day;
    }
    std::vector<std::pair<quint64, std::size_t>> withItems;
    for (std::size_t i = 0; i < result.size(); ++i) {
        if (result[i].items() > 0)
            withItems.push_back({stableHash(keys[i]), i});
    }
    std::sort(withItems.begin(), withItems.end());
    if (withItems.size() >= 2) {
        for (std::size_t k = 0; k < withItems.size(); k += 5)
            result[withItems[k].second].heldOut = true;
    }
    return result;
}

FsrsEvaluation evaluate(const Fsrs::Parameters &parameters,
                        const std::vector<FsrsHistory> &histories, bool heldOut)
{
    const F::Curve<double> curve = F::curve(parameters);
    std::vector<Prediction> predictions;
    for (const FsrsHistory &history : histories) {
        if (history.heldOut == heldOut)
            predict(parameters, curve, history, predictions);
    }
    FsrsEvaluation evaluation;
    evaluation.items = int(predictions.size());
    if (predictions.empty())
        return evaluation;
    std::map<int, std::array<double, 3>> bins; // Σ predicted, Σ recalled, count
    for (const Prediction &prediction : predictions) {
        evaluation.logLoss -= prediction.recalled ? std::log(prediction.recall)
                                                  : std::log(1 - prediction.recall);
        std::array<double, 3> &bin = bins[recallBin(prediction.recall)];
        bin[0] += prediction.recall;
        bin[1] += prediction.recalled ? 1 : 0;
        bin[2] += 1;
    }
    evaluation.logLoss /= double(predictions.size());
    double squares = 0;
    for (const auto &[bin, sums] : bins) {
        const double gap = (sums[0] - sums[1]) / sums[2];
        squares += gap * gap * sums[2];
    }
    evaluation.rmseBins = std::sqrt(squares / double(predictions.size()));
    return evaluation;
}

double lossAndGradient(const Fsrs::Parameters &parameters,
                       const std::vector<const FsrsHistory *> &batch, Fsrs::Parameters &gradient)
{
    F::Weights<FsrsDual> w;
    for (int i = 0; i < F::parameterCount; ++i)
        w[std::size_t(i)] = FsrsDual::variable(parameters[std::size_t(i)], i);
    const F::Curve<FsrsDual> curve = F::curve(w);
    gradient.fill(0);
    double loss = 0;
    for (const FsrsHistory *history : batch) {
        if (history->reviews.empty())
            continue;
        F::State<FsrsDual> state = F::firstReview(w, history->reviews.front().grade);
        for (std::size_t i = 1; i < history->reviews.size(); ++i) {
            const FsrsHistory::Review &review = history->reviews[i];
            if (review.elapsedDays > 0)
                addItem(F::retrievability(curve, double(review.elapsedDays), state.stability),
                        review.grade > 1, loss, gradient);
            state = F::review(w, curve, state, review.elapsedDays, review.grade);
        }
    }
    return loss;
}

std::optional<FsrsFitResult> fit(const std::vector<FsrsHistory> &histories,
                                 const Fsrs::Parameters &current, const Progress &progress)
{
    FsrsFitResult result;
    result.current = current;
    result.fitted = current;
    std::vector<const FsrsHistory *> training;
    int trainingItems = 0;
    for (const FsrsHistory &history : histories) {
        result.items += history.items();
        if (history.heldOut) {
            result.heldOutItems += history.items();
        } else if (history.items() > 0) {
            training.push_back(&history);
            trainingItems += history.items();
        }
    }
    if (result.items < minimumItems)
        return result;

    // fsrs-rs training.rs compute_parameters: the pretrained w0..w3 with the
    // defaults for the rest, then (from 64 items) all 21 trained from there.
    Fsrs::Parameters w = Fsrs::defaultParameters;
    if (const auto initial = FsrsPretraining::initialStabilities(histories))
        std::copy(initial->begin(), initial->end(), w.begin());
    result.scope = FsrsFitResult::Scope::InitialStabilities;
    if (result.items >= allParametersItems && trainingItems > 0) {
        result.scope = FsrsFitResult::Scope::AllParameters;
        const Fsrs::Parameters start = w;
        std::mt19937 random(2023);
        std::vector<std::vector<const FsrsHistory *>> batches;
        const int steps = epochs * std::max(1, (trainingItems + batchItems - 1) / batchItems);
        Fsrs::Parameters m{}, v{};
        int step = 0;
        for (int epoch = 0; epoch < epochs; ++epoch) {
            std::shuffle(training.begin(), training.end(), random);
            std::size_t next = 0;
            while (next < training.size()) {
                std::vector<const FsrsHistory *> batch;
                int items = 0;
                while (next < training.size() && items < batchItems) {
                    items += training[next]->items();
                    batch.push_back(training[next++]);
                }
                if (progress && !progress(step, steps))
                    return std::nullopt;
                Fsrs::Parameters gradient;
                lossAndGradient(w, batch, gradient);
                const double share = double(items) / double(trainingItems);
                ++step;
                const double rate = learningRate * 0.5
                                    * (1
                                       + std::cos(std::numbers::pi * double(step - 1)
                                                  / double(steps)));
                for (std::size_t i = 0; i < w.size(); ++i) {
                    const double pull = 2 * pullWeight * share * (w[i] - start[i])
                                        / (parameterSpread[i] * parameterSpread[i]);
                    const double g = (gradient[i] + pull) / double(items);
                    m[i] = 0.9 * m[i] + 0.1 * g;
                    v[i] = 0.999 * v[i] + 0.001 * g * g;
                    const double mHat = m[i] / (1 - std::pow(0.9, step));
                    const double vHat = v[i] / (1 - std::pow(0.999, step));
                    w[i] -= rate * mHat / (std::sqrt(vHat) + 1e-8);
                }
                w = Fsrs::clipped(w);
            }
        }
        if (progress && !progress(steps, steps))
            return std::nullopt;
    }
    result.fitted = w;
    const FsrsEvaluation before = evaluate(current, histories, true);
    const FsrsEvaluation after = evaluate(w, histories, true);
    result.currentLogLoss = before.logLoss;
    result.currentRmse = before.rmseBins;
    result.fittedLogLoss = after.logLoss;
    result.fittedRmse = after.rmseBins;
    return result;
}

} // namespace FsrsOptimizer
