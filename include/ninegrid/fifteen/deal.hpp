// Dealing 15-puzzles: random walks from the goal for the levels, and uniformly random boards.
#pragma once

#include "base/rng.hpp"
#include "ninegrid/fifteen/board.hpp"

namespace ninegrid::fifteen {

// `steps` random legal moves of the blank from `goal`, never undoing the step before (which would
// silently halve the depth); a walk that ends on the goal is walked again. The board reached is
// solvable and at most `steps` moves from the goal.
Board random_walk(const Board& goal, int steps, base::Rng& rng);

// A board drawn uniformly from the 16!/2 that can reach `goal`, never the goal itself: a uniform
// permutation, with two tiles (not the blank) exchanged when its parity is the other one, which
// pairs the two classes one to one. Their optimal distance is 53 on average.
Board random_board(const Board& goal, base::Rng& rng);

}  // namespace ninegrid::fifteen
