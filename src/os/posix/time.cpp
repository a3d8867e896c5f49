// SPDX-License-Identifier: MIT
// UTC time with gmtime_r, which keeps no state between calls.
#include "os/time.hpp"

namespace ninegrid::os {

std::tm utc_time(std::time_t t) noexcept {
    std::tm tm{};
    if (::gmtime_r(&t, &tm) == nullptr) return std::tm{};
    return tm;
}

}  // namespace ninegrid::os
