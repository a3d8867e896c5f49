// SPDX-License-Identifier: MIT
// The calendar time the program writes down (in saves and records): UTC, broken down.
#pragma once

#include <ctime>

namespace ninegrid::os {

// `t` as UTC (gmtime_r on POSIX, gmtime_s on Windows); all zero if the system cannot say.
std::tm utc_time(std::time_t t) noexcept;

}  // namespace ninegrid::os
