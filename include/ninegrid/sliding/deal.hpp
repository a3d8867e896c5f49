// SPDX-License-Identifier: MIT
// Random sliding boards of any size: walks from the goal, and boards drawn uniformly from those
// that can reach it.
#pragma once

#include <vector>

#include "ninegrid/rng.hpp"
#include "ninegrid/sliding/board.hpp"

namespace ninegrid::sliding {

// `steps` random legal moves of the blank from `goal`, never undoing the step before (which would
// silently halve the depth); a walk that ends on the goal is walked again. The board reached can
// reach the goal in at most `steps` moves. With `path`, the boards of the walk kept, from the goal
// to the board reached (the same draws either way).
Board random_walk(const Board& goal, int steps, Rng& rng, std::vector<Board>* path = nullptr);

// A board drawn uniformly from the cells!/2 that can reach `goal`, never the goal itself: a
// uniform permutation, with two tiles (not the blank) exchanged when its parity is the other
// one, which pairs the two classes one to one.
Board random_board(const Board& goal, Rng& rng);

}  // namespace ninegrid::sliding
