#pragma once

// Products and sums of memory figures that say when they no longer fit in
// 64 bits instead of wrapping around; the memory models report such a figure
// as overflow. QtCore only.

#include <QtNumeric>

#include <initializer_list>
#include <optional>

// The product of all factors, or std::nullopt when it does not fit in 64 bits.
inline std::optional<quint64> checkedProduct(std::initializer_list<quint64> factors)
{
    quint64 product = 1;
    for (quint64 factor : factors) {
        if (qMulOverflow(product, factor, &product))
            return std::nullopt;
    }
    return product;
}

// a + b, or std::nullopt when it does not fit in 64 bits.
inline std::optional<quint64> checkedSum(quint64 a, quint64 b)
{
    quint64 sum = 0;
    if (qAddOverflow(a, b, &sum))
        return std::nullopt;
    return sum;
}
