#include "core/fsrsoptimizer.h"

#include "core/fsrsdual.h"
#include "core/fsrspretraining.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <limits>
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
    return scope != Scope::DefaultsKept
           && heldOutQuestions >= FsrsOptimizer::minimumHeldOutQuestions
           && currentLogLoss - fittedLogLoss > 2 * gainStandardError;
}

namespace {

// fsrs-rs training_v6.rs PARAMS_STDDEV: how far each parameter strays across
// learners, so the pull toward the defaults weighs each by its own spread.
constexpr std::array<double, 21> parameterSpread{6.43, 9.66, 17.58, 27.85, 0.57, 0.28, 0.6,
                                                 0.12, 0.39, 0.18,  0.33,  0.3,  0.09, 0.16,
                                                 0.57, 0.25, 1.03,  0.31,  0.32, 0.14, 0.27};
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

// Replays one history, calling onItem(R, recalled, item index) at each review
// on a later day than the one before, R predicted from the memory before it.
template<typename T, typename OnItem>
void replay(const F::Weights<T> &w, const F::Curve<T> &curve, const FsrsHistory &history,
            OnItem onItem)
{
    if (history.reviews.empty())
        return;
    F::State<T> state = F::firstReview(w, history.reviews.front().grade);
    int item = 0;
    for (std::size_t i = 1; i < history.reviews.size(); ++i) {
        const FsrsHistory::Review &review = history.reviews[i];
        if (review.elapsedDays > 0)
            onItem(F::retrievability(curve, double(review.elapsedDays), state.stability),
                   review.grade > 1, item++);
        state = F::review(w, curve, state, review.elapsedDays, review.grade);
    }
}

double itemLoss(double r, bool recalled)
{
    const double p = recallProbability(r);
    return recalled ? -std::log(p) : -std::log(1 - p);
}

// One item's log loss, times weight, and its gradient added to gradient.
void addItem(const FsrsDual &r, bool recalled, double weight, double &loss,
             Fsrs::Parameters &gradient)
{
    const double p = recallProbability(r.value);
    loss += weight * itemLoss(p, recalled);
    const double slope = weight * (recalled ? -1 / p : 1 / (1 - p));
    for (std::size_t i = 0; i < gradient.size(); ++i)
        gradient[i] += slope * r.gradient[i];
}

F::Weights<FsrsDual> dualWeights(const Fsrs::Parameters &parameters)
{
    F::Weights<FsrsDual> w;
    for (int i = 0; i < F::parameterCount; ++i)
        w[std::size_t(i)] = FsrsDual::variable(parameters[std::size_t(i)], i);
    return w;
}

struct Prediction
{
    double recall;
    bool recalled;
};

// fsrs-rs inference.rs get_bin: floor(e^(x·ln 21)) − 1, within 0..19.
int recallBin(double recall)
{
    const int bins = 20;
    const int bin = int(std::floor(std::exp(recall * std::log(bins + 1.0))) - 1);
    return std::clamp(bin, 0, bins - 1);
}

// A training question: its history and the weight of each of its items.
struct TrainingHistory
{
    const FsrsHistory *history;
    std::vector<double> weights;
    int items;
};

// fsrs-rs dataset.rs recency_weighted_fsrs_items: the items in the order they
// were reviewed (study day, then the log's order), the k-th of n weighing
// 0.25 + 0.75·(k/(n − 1))³, so the latest count four times the earliest.
std::vector<TrainingHistory> weightedTraining(const std::vector<FsrsHistory> &histories)
{
    std::vector<TrainingHistory> training;
    struct Place
    {
        int day;
        std::size_t history;
        std::size_t item;
    };
    std::vector<Place> places;
    for (const FsrsHistory &history : histories) {
        if (history.heldOut || history.items() == 0)
            continue;
        int day = history.firstDay;
        std::size_t item = 0;
        for (std::size_t i = 1; i < history.reviews.size(); ++i) {
            day += history.reviews[i].elapsedDays;
            if (history.reviews[i].elapsedDays > 0)
                places.push_back({day, training.size(), item++});
        }
        training.push_back({&history, std::vector<double>(item, 1.0), int(item)});
    }
    std::stable_sort(places.begin(), places.end(),
                     [](const Place &a, const Place &b) { return a.day < b.day; });
    const double last = std::max(1.0, double(places.size()) - 1);
    for (std::size_t k = 0; k < places.size(); ++k)
        training[places[k].history].weights[places[k].item] = 0.25 + 0.75 * std::pow(k / last, 3);
    return training;
}

// Σ weighted log loss of the training questions, on doubles.
double trainingLoss(const Fsrs::Parameters &w, const std::vector<TrainingHistory> &training)
{
    const F::Curve<double> curve = F::curve(w);
    double loss = 0;
    for (const TrainingHistory &entry : training) {
        replay(w, curve, *entry.history, [&](double r, bool recalled, int item) {
            loss += entry.weights[std::size_t(item)] * itemLoss(r, recalled);
        });
    }
    return loss;
}

// fsrs-rs training.rs l2_regularization: gamma·Σ((w − start)/σ)² over the
// whole set, each batch carrying its share of the items.
double pull(const Fsrs::Parameters &w, const Fsrs::Parameters &start)
{
    double sum = 0;
    for (std::size_t i = 0; i < w.size(); ++i)
        sum += (w[i] - start[i]) * (w[i] - start[i]) / (parameterSpread[i] * parameterSpread[i]);
    return FsrsOptimizer::pullWeight * sum;
}

} // namespace

namespace FsrsOptimizer {

std::vector<FsrsHistory> histories(const QList<ReviewLogEntry> &log, const StudyCalendar &calendar)
{
    std::vector<FsrsHistory> result;
    std::vector<ReviewItemKey> keys;
    std::vector<QDate> lastDays;
    QHash<ReviewItemKey, std::size_t> index;
    QDate firstDay;
    for (const ReviewLogEntry &entry : log) {
        const QDate day = calendar.dayOf(entry.time);
        if (!firstDay.isValid() || day < firstDay)
            firstDay = day;
    }
    for (const ReviewLogEntry &entry : log) {
        const QDate day = calendar.dayOf(entry.time);
        auto place = index.constFind(entry.key());
        if (place == index.cend()) {
            place = index.insert(entry.key(), result.size());
            result.emplace_back();
            result.back().firstDay = int(firstDay.daysTo(day));
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

// Each held-out question's Σ log loss under the parameters, in the
// histories' order.
std::vector<FsrsOptimizer::QuestionGain> heldOutLosses(const Fsrs::Parameters &parameters,
                                                       const std::vector<FsrsHistory> &histories)
{
    const F::Curve<double> curve = F::curve(parameters);
    std::vector<FsrsOptimizer::QuestionGain> losses;
    for (const FsrsHistory &history : histories) {
        if (!history.heldOut || history.items() == 0)
            continue;
        FsrsOptimizer::QuestionGain &question = losses.emplace_back();
        replay(parameters, curve, history, [&](double r, bool recalled, int) {
            question.gain += itemLoss(recallProbability(r), recalled);
            ++question.items;
        });
    }
    return losses;
}

double gainStandardError(const std::vector<QuestionGain> &questions)
{
    const auto count = double(questions.size());
    if (questions.size() < std::size_t(minimumHeldOutQuestions))
        return std::numeric_limits<double>::infinity();
    double gain = 0;
    double items = 0;
    for (const QuestionGain &question : questions) {
        gain += question.gain;
        items += question.items;
    }
    const double mean = gain / items;
    double squares = 0;
    for (const QuestionGain &question : questions) {
        const double residual = question.gain - mean * question.items;
        squares += residual * residual;
    }
    return std::sqrt(count / (count - 1) * squares) / items;
}

FsrsEvaluation evaluate(const Fsrs::Parameters &parameters,
                        const std::vector<FsrsHistory> &histories, bool heldOut)
{
    const F::Curve<double> curve = F::curve(parameters);
    std::vector<Prediction> predictions;
    for (const FsrsHistory &history : histories) {
        if (history.heldOut == heldOut)
            replay(parameters, curve, history, [&](double r, bool recalled, int) {
                predictions.push_back({recallProbability(r), recalled});
            });
    }
    FsrsEvaluation evaluation;
    evaluation.items = int(predictions.size());
    if (predictions.empty())
        return evaluation;
    std::map<int, std::array<double, 3>> bins; // Σ predicted, Σ recalled, count
    for (const Prediction &prediction : predictions) {
        evaluation.logLoss += itemLoss(prediction.recall, prediction.recalled);
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
    const F::Weights<FsrsDual> w = dualWeights(parameters);
    const F::Curve<FsrsDual> curve = F::curve(w);
    gradient.fill(0);
    double loss = 0;
    for (const FsrsHistory *history : batch) {
        replay(w, curve, *history, [&](const FsrsDual &r, bool recalled, int) {
            addItem(r, recalled, 1, loss, gradient);
        });
    }
    return loss;
}

std::optional<FsrsFitResult> fit(const std::vector<FsrsHistory> &histories,
                                 const Fsrs::Parameters &current, const Progress &progress)
{
    FsrsFitResult result;
    result.current = current;
    result.fitted = current;
    std::vector<TrainingHistory> training = weightedTraining(histories);
    int trainingItems = 0;
    for (const TrainingHistory &entry : training)
        trainingItems += entry.items;
    for (const FsrsHistory &history : histories) {
        result.items += history.items();
        if (history.heldOut)
            result.heldOutItems += history.items();
    }
    if (result.items < minimumItems)
        return result;

    // fsrs-rs training.rs compute_parameters: the pretrained w0..w3 with the
    // defaults for the rest, then (from 64 items) all 21 trained from there.
    const FsrsPretraining::FirstReviews firstReviews = FsrsPretraining::firstReviews(histories);
    Fsrs::Parameters w = Fsrs::defaultParameters;
    if (const auto initial = FsrsPretraining::initialStabilities(histories))
        std::copy(initial->begin(), initial->end(), w.begin());
    result.scope = FsrsFitResult::Scope::InitialStabilities;
    if (result.items >= allParametersItems && trainingItems > 0) {
        result.scope = FsrsFitResult::Scope::AllParameters;
        const Fsrs::Parameters start = w;
        std::mt19937 random(2023);
        const int steps = epochs * std::max(1, (trainingItems + batchItems - 1) / batchItems);
        // fsrs-rs cosine_annealing.rs: over (items/batch + 1)·epochs steps,
        // the k-th (from 1) at rate·(1 + cos(π·k/T))/2.
        const double schedule = double((trainingItems / batchItems + 1) * epochs);
        Fsrs::Parameters m{}, v{};
        int step = 0;
        // fsrs-rs train: the parameters after the epoch whose training loss
        // (pull included) was lowest.
        Fsrs::Parameters best = w;
        double bestLoss = std::numeric_limits<double>::infinity();
        for (int epoch = 0; epoch < epochs; ++epoch) {
            std::shuffle(training.begin(), training.end(), random);
            std::size_t next = 0;
            while (next < training.size()) {
                const std::size_t first = next;
                int items = 0;
                while (next < training.size() && items < batchItems)
                    items += training[next++].items;
                if (progress && !progress(step, steps))
                    return std::nullopt;
                const F::Weights<FsrsDual> dual = dualWeights(w);
                const F::Curve<FsrsDual> curve = F::curve(dual);
                Fsrs::Parameters gradient{};
                double loss = 0;
                for (std::size_t k = first; k < next; ++k) {
                    const TrainingHistory &entry = training[k];
                    replay(dual, curve, *entry.history,
                           [&](const FsrsDual &r, bool recalled, int item) {
                               addItem(r, recalled, entry.weights[std::size_t(item)], loss,
                                       gradient);
                           });
                }
                const double share = double(items) / double(trainingItems);
                ++step;
                const double rate = learningRate * 0.5
                                    * (1 + std::cos(std::numbers::pi * double(step) / schedule));
                const double bias1 = 1 - std::pow(adamBeta1, step);
                const double bias2 = 1 - std::pow(adamBeta2, step);
                for (std::size_t i = 0; i < w.size(); ++i) {
                    const double g = gradient[i]
                                     + 2 * pullWeight * share * (w[i] - start[i])
                                           / (parameterSpread[i] * parameterSpread[i]);
                    m[i] = adamBeta1 * m[i] + (1 - adamBeta1) * g;
                    v[i] = adamBeta2 * v[i] + (1 - adamBeta2) * g * g;
                    w[i] -= rate * (m[i] / bias1) / (std::sqrt(v[i] / bias2) + 1e-8);
                }
                w = Fsrs::clipped(w);
            }
            const double epochLoss = trainingLoss(w, training) + pull(w, start);
            if (epochLoss < bestLoss) {
                bestLoss = epochLoss;
                best = w;
            }
        }
        if (progress && !progress(steps, steps))
            return std::nullopt;
        // fsrs-rs compute_parameters ends with smooth_and_fill on the trained
        // w0..w3 and the first reviews' counts: order kept, grades without
        // first reviews filled in from the others.
        w = best;
        std::array<std::optional<double>, 4> trained;
        for (std::size_t g = 0; g < 4; ++g)
            trained[g] = w[g];
        const std::array<double, 4> smoothed = FsrsPretraining::smoothAndFill(trained,
                                                                              firstReviews.counts);
        if (firstReviews.counts != std::array<int, 4>{})
            std::copy(smoothed.begin(), smoothed.end(), w.begin());
    }
    result.fitted = w;
    const FsrsEvaluation before = evaluate(current, histories, true);
    const FsrsEvaluation after = evaluate(w, histories, true);
    result.currentLogLoss = before.logLoss;
    result.currentRmse = before.rmseBins;
    result.fittedLogLoss = after.logLoss;
    result.fittedRmse = after.rmseBins;
    std::vector<QuestionGain> gains = heldOutLosses(current, histories);
    const std::vector<QuestionGain> fittedLosses = heldOutLosses(w, histories);
    for (std::size_t q = 0; q < gains.size(); ++q)
        gains[q].gain -= fittedLosses[q].gain;
    result.heldOutQuestions = int(gains.size());
    result.gainStandardError = gainStandardError(gains);
    return result;
}

} // namespace FsrsOptimizer
