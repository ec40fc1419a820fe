#include "core/struckoptions.h"

namespace {
bool isSlot(int slot)
{
    return slot >= 0 && slot < maxOptionsPerQuestion;
}
} // namespace

void StruckOptions::follow(const QString &questionId, const OptionOrder &order)
{
    if (questionId != m_questionId || order != m_order)
        clear();
    m_questionId = questionId;
    m_order = order;
}

void StruckOptions::clear()
{
    m_struck.fill(false);
}

bool StruckOptions::isStruck(int slot) const
{
    return isSlot(slot) && m_struck[std::size_t(slot)];
}

void StruckOptions::toggle(int slot)
{
    setStruck(slot, !isStruck(slot));
}

void StruckOptions::setStruck(int slot, bool struck)
{
    if (isSlot(slot))
        m_struck[std::size_t(slot)] = struck;
}

std::optional<int> StruckOptions::nextUnstruck(
    int from, int step, const std::array<bool, maxOptionsPerQuestion> &available) const
{
    if (step == 0)
        return std::nullopt;
    for (int slot = from + step; isSlot(slot); slot += step) {
        if (available[std::size_t(slot)] && !isStruck(slot))
            return slot;
    }
    return std::nullopt;
}
