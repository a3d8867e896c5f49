// SPDX-License-Identifier: MIT
// The statistics every benchmark reports: mean, median, percentile.
#include "base/stats.hpp"

#include <cstdint>
#include <vector>

#include "support/catch.hpp"

using ninegrid::base::mean;
using ninegrid::base::median;
using ninegrid::base::percentile;

TEST_CASE("mean, median and percentile of a sample, and of none", "[stats]") {
    CHECK(mean(std::vector<int>{}) == 0);
    CHECK(median(std::vector<double>{}) == 0);
    CHECK(percentile(std::vector<std::uint64_t>{}, 0.5) == 0);

    CHECK(mean(std::vector<int>{1, 2, 3, 4}) == Approx(2.5));
    CHECK(median(std::vector<int>{5, 1, 3}) == 3);
    CHECK(median(std::vector<int>{4, 1, 3, 2}) == Approx(2.5));  // the two middle ones
    CHECK(median(std::vector<std::uint64_t>{7}) == 7);

    std::vector<int> hundred;
    for (int i = 100; i >= 1; --i)
        hundred.push_back(i);
    CHECK(percentile(hundred, 0.0) == 1);
    CHECK(percentile(hundred, 0.9) == 90);
    CHECK(percentile(hundred, 1.0) == 100);
    CHECK(percentile(std::vector<int>{1, 2, 3, 4, 5}, 0.5) == 3);
    CHECK(percentile(std::vector<int>{1, 2}, 0.5) == 2);  // the nearest rank rounds up at a half
    // The sample given is left as it was (each works on its own copy).
    CHECK(hundred.front() == 100);
}
