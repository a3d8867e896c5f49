// SPDX-License-Identifier: MIT
// Reproducible random numbers, as the library's public ninegrid/rng.hpp gives them to every layer.
#pragma once

#include "ninegrid/rng.hpp"

namespace ninegrid::base {

using ninegrid::Rng;
using ninegrid::uniform_below;

}  // namespace ninegrid::base
