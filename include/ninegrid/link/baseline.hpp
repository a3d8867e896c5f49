// SPDX-License-Identifier: MIT
// The yardstick for `link bench`: the pair test and the hint as course material writes them, a
// 0-1 BFS that allocates a fresh vector<vector<vector<int>>> per call and an all-pairs scan that
// calls it for every two cells. Correct, and slow on purpose: never used by the game itself.
#pragma once

#include <utility>
#include <vector>

#include "ninegrid/link/board.hpp"

namespace ninegrid::link::baseline {

// The fewest turns (0..2) of a path joining the tiles at `a` and `b`, or -1 when they do not
// connect (same rules as connect()).
int turns_between(const Board& board, Point a, Point b, const Rules& rules);

// Every removable pair, found by testing every two cells of the board in scan order.
std::vector<std::pair<Point, Point>> all_pairs(const Board& board, const Rules& rules);

}  // namespace ninegrid::link::baseline
