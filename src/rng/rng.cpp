// SPDX-License-Identifier: MIT
// Unbiased draws from a fixed generator.
#include "ninegrid/rng.hpp"

#include <limits>

namespace ninegrid {

std::uint32_t uniform_below(Rng& rng, std::uint32_t n) {
    // Reject the top sliver of the 32-bit range that would make some values more likely.
    const std::uint32_t limit =
        std::numeric_limits<std::uint32_t>::max() - std::numeric_limits<std::uint32_t>::max() % n;
    for (;;) {
        const auto x = static_cast<std::uint32_t>(rng());
        if (x < limit) return x % n;
    }
}

}  // namespace ninegrid
