// SPDX-License-Identifier: MIT
// The few statistics the benchmarks and the statistics commands report: mean, median and a
// percentile of a sample. One copy for every game and for the performance tools.
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

namespace ninegrid::base {

// The arithmetic mean; 0 for no values.
template <class T>
double mean(const std::vector<T>& values) {
    if (values.empty()) return 0;
    double sum = 0;
    for (const T& v : values)
        sum += static_cast<double>(v);
    return sum / static_cast<double>(values.size());
}

// The median: the middle value, or the mean of the two middle values of an even count; 0 for
// no values.
template <class T>
double median(std::vector<T> values) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 == 1
               ? static_cast<double>(values[n / 2])
               : (static_cast<double>(values[n / 2 - 1]) + static_cast<double>(values[n / 2])) / 2;
}

// The value at fraction `q` (0 to 1) of the sorted sample, the nearest rank rounded (q = 0.5 of
// 1..5 is 3, q = 0.9 of 1..100 is 90); T{} for no values.
template <class T>
T percentile(std::vector<T> values, double q) {
    if (values.empty()) return T{};
    std::sort(values.begin(), values.end());
    const auto at = static_cast<std::size_t>(q * static_cast<double>(values.size() - 1) + 0.5);
    return values[std::min(at, values.size() - 1)];
}

}  // namespace ninegrid::base
