// SPDX-License-Identifier: MIT
// Reproducible random boards: the same seed gives the same boards on every compiler and library.
#pragma once

#include "ninegrid/eight/state.hpp"
#include "ninegrid/rng.hpp"

namespace ninegrid::eight {

using ninegrid::Rng;
using ninegrid::uniform_below;

// A board drawn uniformly from the 181440 boards that can reach `goal` (the goal included).
State random_solvable(const State& goal, Rng& rng);

}  // namespace ninegrid::eight
