#include "core/fsrspretraining.h"

#include "core/fsrsformulas.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace F = FsrsFormulas;

namespace FsrsPretraining {

FirstReviews firstReviews(const std::vector<FsrsHistory> &histories)
{
    std::array<std::map<int, Bin>, 4> byDays;
    for (const FsrsHistory &history : histories) {
        if (history.heldOut || history.reviews.empty())
            continue;
        const auto firstLongTerm = std::find_if(history.reviews.begin() + 1, history.reviews.end(),
                                                [](const FsrsHistory::Review &review) {
                                                    return review.elapsedDays > 0;
                                                });
        if (firstLongTerm == history.reviews.end())
            continue;
        const std::size_t grade = std::size_t(history.reviews.front().grade - 1);
        Bin &bin = byDays[grade][firstLongTerm->elapsedDays];
        bin.days = firstLongTerm->elapsedDays;
        bin.recalled += firstLongTerm->grade > 1 ? 1 : 0;
        bin.count += 1;
    }
    FirstReviews result;
    for (std::size_t g = 0; g < 4; ++g) {
        for (const auto &[days, bin] : byDays[g]) {
            result.bins[g].push_back(bin);
            result.counts[g] += bin.count;
        }
    }
    return result;
}

double averageRecall(const std::vector<FsrsHistory> &histories)
{
    int items = 0;
    int recalled = 0;
    for (const FsrsHistory &history : histories) {
        if (history.heldOut)
            continue;
        for (std::size_t i = 1; i < history.reviews.size(); ++i) {
            if (history.reviews[i].elapsedDays > 0) {
                ++items;
                recalled += history.reviews[i].grade > 1 ? 1 : 0;
            }
        }
    }
    return items > 0 ? double(recalled) / double(items) : 0;
}

std::optional<double> fitStability(const std::vector<Bin> &bins, double averageRecall, int grade)
{
    if (bins.empty())
        return std::nullopt;
    const double defaultStability = Fsrs::defaultParameters[std::size_t(grade - 1)];
    // fsrs-rs power_forgetting_curve here takes the default decay, whatever
    // the parameters in use.
    const F::Curve<double> curve = F::curve(Fsrs::defaultParameters);
    const auto loss = [&](double s) {
        double total = std::abs(s - defaultStability) / 16;
        for (const Bin &bin : bins) {
            const double recall = (bin.recalled + averageRecall) / (bin.count + 1.0);
            const double p = F::retrievability(curve, double(bin.days), s);
            total -= bin.count * (recall * std::log(p) + (1 - recall) * std::log(1 - p));
        }
        return total;
    };
    double low = Fsrs::bounds().low[std::size_t(grade - 1)];
    double high = Fsrs::bounds().high[std::size_t(grade - 1)];
    for (int step = 0; step < 200 && high - low > 1e-12; ++step) {
        const double a = low + (high - low) / 3;
        const double b = high - (high - low) / 3;
        if (loss(a) < loss(b))
            high = b;
        else
            low = a;
    }
    return (low + high) / 2;
}

std::array<double, 4> smoothAndFill(std::array<std::optional<double>, 4> s,
                                    const std::array<int, 4> &counts)
{
    for (std::size_t g = 0; g < 4; ++g) {
        if (counts[g] <= 0)
            s[g].reset();
    }
    // An easier first grade is remembered at least as long; where the data
    // say otherwise, the grade with fewer reviews takes the other's value.
    const std::pair<std::size_t, std::size_t> pairs[] = {{0, 1}, {1, 2}, {2, 3},
                                                         {0, 2}, {1, 3}, {0, 3}};
    for (const auto &[small, big] : pairs) {
        if (s[small] && s[big] && *s[small] > *s[big]) {
            if (counts[small] > counts[big])
                s[big] = s[small];
            else
                s[small] = s[big];
        }
    }
    // The filling rule, in logarithms: ln S2 = a·ln S1 + (1 − a)·ln S3 and
    // ln S3 = (1 − b)·ln S2 + b·ln S4, a = 0.41, b = 0.54, written as rows
    // of coefficients (each row's Σ coefficient·ln S is 0).
    const double a = 0.41;
    const double b = 0.54;
    const std::array<std::array<double, 4>, 2> rows{{{a, -1, 1 - a, 0}, {0, 1 - b, -1, b}}};
    std::array<double, 4> logS{};
    std::vector<std::size_t> missing;
    for (std::size_t g = 0; g < 4; ++g) {
        if (s[g])
            logS[g] = std::log(*s[g]);
        else
            missing.push_back(g);
    }
    const auto knownSum = [&](const std::array<double, 4> &row) {
        double sum = 0;
        for (std::size_t g = 0; g < 4; ++g)
            sum += s[g] ? row[g] * logS[g] : 0;
        return sum;
    };
    std::array<double, 4> w{};
    if (missing.size() == 4) {
        for (std::size_t g = 0; g < 4; ++g)
            w[g] = Fsrs::defaultParameters[g];
    } else if (missing.size() == 3) {
        // One grade known: the defaults scaled to it.
        const std::size_t known = std::size_t(
            std::find_if(s.begin(), s.end(), [](const auto &v) { return bool(v); }) - s.begin());
        const double factor = *s[known] / Fsrs::defaultParameters[known];
        for (std::size_t g = 0; g < 4; ++g)
            w[g] = Fsrs::defaultParameters[g] * factor;
    } else {
        if (missing.size() == 2) {
            // Both rows, solved for the two unknowns by Cramer's rule.
            const std::size_t i = missing[0];
            const std::size_t j = missing[1];
            const double det = rows[0][i] * rows[1][j] - rows[0][j] * rows[1][i];
            const double r0 = -knownSum(rows[0]);
            const double r1 = -knownSum(rows[1]);
            logS[i] = (r0 * rows[1][j] - rows[0][j] * r1) / det;
            logS[j] = (rows[0][i] * r1 - r0 * rows[1][i]) / det;
        } else if (missing.size() == 1) {
            // fsrs-rs fills w0 or w1 by the first row, w2 or w3 by the second.
            const std::size_t g = missing[0];
            const std::array<double, 4> &row = rows[g < 2 ? 0 : 1];
            logS[g] = -knownSum(row) / row[g];
        }
        for (std::size_t g = 0; g < 4; ++g)
            w[g] = std::exp(logS[g]);
    }
    for (std::size_t g = 0; g < 4; ++g)
        w[g] = std::clamp(w[g], Fsrs::bounds().low[g], Fsrs::bounds().high[g]);
    return w;
}

std::optional<std::array<double, 4>> initialStabilities(const std::vector<FsrsHistory> &histories)
{
    const FirstReviews data = firstReviews(histories);
    if (data.counts == std::array<int, 4>{})
        return std::nullopt;
    const double average = averageRecall(histories);
    std::array<std::optional<double>, 4> stabilities;
    for (std::size_t g = 0; g < 4; ++g)
        stabilities[g] = fitStability(data.bins[g], average, int(g + 1));
    return smoothAndFill(stabilities, data.counts);
}

} // namespace FsrsPretraining
