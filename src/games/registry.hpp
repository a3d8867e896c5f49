// SPDX-License-Identifier: MIT
// The games of the program, in the order `ninegrid --help` lists them; the first is the default.
#pragma once

#include <vector>

#include "shell/catalog.hpp"

namespace ninegrid::games {

const std::vector<const shell::GameEntry*>& registry();

}  // namespace ninegrid::games
