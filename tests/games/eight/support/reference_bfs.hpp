// SPDX-License-Identifier: MIT
// A deliberately plain BFS over State values: an independent yardstick for the fast solvers.
#pragma once

#include <vector>

#include "ninegrid/eight/state.hpp"

namespace support {

// distances[cantor_rank(s)] = the number of moves from s to `goal`, or -1 when s cannot reach
// it. Built with State::legal_moves() and a std::deque, sharing no code with the solvers' packed
// boards and incremental ranks.
std::vector<int> reference_distances(const ninegrid::eight::State& goal);

}  // namespace support
