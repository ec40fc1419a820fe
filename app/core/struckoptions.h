#pragma once

#include "core/questionbank.h"
#include "core/quizsession.h"

#include <QString>

#include <array>
#include <optional>

// The options the learner has struck out of the question in sight, by the
// slot they are shown in: a reading aid that changes no grade and is never
// saved. Kept while the same question is shown in the same order (a
// language switch, a choice, Check), cleared for any other question.
class StruckOptions
{
public:
    // The question now shown: a different question or order clears the strikes.
    void follow(const QString &questionId, const OptionOrder &order);
    void clear();

    bool isStruck(int slot) const;
    void toggle(int slot);
    void setStruck(int slot, bool struck);

    // The slot the arrow keys move to from `from`, one step at a time in
    // `step`'s direction (+1 down, -1 up), passing over struck slots and
    // those `available` excludes; none past the first or last (no wrapping,
    // as Qt's radio buttons do not wrap).
    std::optional<int> nextUnstruck(int from, int step,
                                    const std::array<bool, maxOptionsPerQuestion> &available) const;

private:
    QString m_questionId;
    OptionOrder m_order;
    std::array<bool, maxOptionsPerQuestion> m_struck{};
};
