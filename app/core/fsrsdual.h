#pragma once

// A number carrying its derivatives with respect to FSRS-6's 21 parameters
// (forward-mode automatic differentiation), so that the optimizer runs the
// very formulas of core/fsrsformulas.h and gets their exact gradients. QtCore only.

#include "core/fsrsformulas.h"

#include <cmath>

struct FsrsDual
{
    static constexpr int size = FsrsFormulas::parameterCount;
    double value = 0;
    std::array<double, size> gradient{};

    FsrsDual() = default;
    FsrsDual(double constant) // NOLINT: a constant converts implicitly, as a double would
        : value(constant)
    { }
    static FsrsDual variable(double value, int index)
    {
        FsrsDual x(value);
        x.gradient[std::size_t(index)] = 1;
        return x;
    }

    // f(x) given f(value) and f'(value): the chain rule.
    FsrsDual chained(double f, double derivative) const
    {
        FsrsDual result(f);
        for (int i = 0; i < size; ++i)
            result.gradient[std::size_t(i)] = derivative * gradient[std::size_t(i)];
        return result;
    }

    friend FsrsDual operator+(const FsrsDual &a, const FsrsDual &b)
    {
        FsrsDual r(a.value + b.value);
        for (int i = 0; i < size; ++i)
            r.gradient[std::size_t(i)] = a.gradient[std::size_t(i)] + b.gradient[std::size_t(i)];
        return r;
    }
    friend FsrsDual operator-(const FsrsDual &a, const FsrsDual &b)
    {
        FsrsDual r(a.value - b.value);
        for (int i = 0; i < size; ++i)
            r.gradient[std::size_t(i)] = a.gradient[std::size_t(i)] - b.gradient[std::size_t(i)];
        return r;
    }
    friend FsrsDual operator-(const FsrsDual &a) { return a.chained(-a.value, -1); }
    friend FsrsDual operator*(const FsrsDual &a, const FsrsDual &b)
    {
        FsrsDual r(a.value * b.value);
        for (int i = 0; i < size; ++i)
            r.gradient[std::size_t(i)] = a.gradient[std::size_t(i)] * b.value
                                         + a.value * b.gradient[std::size_t(i)];
        return r;
    }
    friend FsrsDual operator/(const FsrsDual &a, const FsrsDual &b)
    {
        FsrsDual r(a.value / b.value);
        for (int i = 0; i < size; ++i)
            r.gradient[std::size_t(i)] = (a.gradient[std::size_t(i)] * b.value
                                          - a.value * b.gradient[std::size_t(i)])
                                         / (b.value * b.value);
        return r;
    }
    friend bool operator<(const FsrsDual &a, const FsrsDual &b) { return a.value < b.value; }
    friend bool operator>(const FsrsDual &a, const FsrsDual &b) { return a.value > b.value; }

    friend FsrsDual exp(const FsrsDual &x)
    {
        const double e = std::exp(x.value);
        return x.chained(e, e);
    }
    friend FsrsDual log(const FsrsDual &x) { return x.chained(std::log(x.value), 1 / x.value); }
    // x^y = e^(y·ln x), for x > 0.
    friend FsrsDual pow(const FsrsDual &x, const FsrsDual &y) { return exp(y * log(x)); }
};
