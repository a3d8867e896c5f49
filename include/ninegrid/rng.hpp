// SPDX-License-Identifier: MIT
// Reproducible random numbers: the same seed gives the same draws on every compiler and library.
#pragma once

#include <cstdint>
#include <random>

namespace ninegrid {

// std::mt19937's output is fixed by the standard, but std::uniform_int_distribution and
// std::shuffle are not, so every draw goes through uniform_below().
using Rng = std::mt19937;

// Uniform in [0, n) by rejection sampling; `n` must be positive.
std::uint32_t uniform_below(Rng& rng, std::uint32_t n);

}  // namespace ninegrid
