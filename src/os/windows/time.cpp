// SPDX-License-Identifier: MIT
// UTC time with gmtime_s, which keeps no state between calls.
#include "os/time.hpp"

#include <ctime>

namespace ninegrid::os {

std::tm utc_time(std::time_t t) noexcept {
    std::tm tm{};
    if (::gmtime_s(&tm, &t) != 0) return std::tm{};
    return tm;
}

}  // namespace ninegrid::os
