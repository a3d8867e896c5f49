// SPDX-License-Identifier: MIT
// A deliberately plain BFS over 15-puzzle boards: an independent yardstick for the solver and
// the parity rule.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "ninegrid/fifteen/board.hpp"

namespace support::fifteen {

// The fewest moves from `start` to `goal` when they are at most `max_depth` apart, else
// nothing. Built on Board::legal_moves() and a hash set of whole boards, sharing no code with
// the IDA*'s heuristics.
std::optional<int> bfs_distance(const ninegrid::fifteen::Board& start,
                                const ninegrid::fifteen::Board& goal, int max_depth);

// The first `count` boards a breadth-first walk from `origin` reaches (origin included), so
// every one of them is reachable from it.
std::vector<ninegrid::fifteen::Board> bfs_region(const ninegrid::fifteen::Board& origin,
                                                 std::size_t count);

// A board that random moves reach from `origin`: `moves` legal moves drawn from `seed`.
ninegrid::fifteen::Board random_walk(const ninegrid::fifteen::Board& origin, int moves,
                                     unsigned seed);

}  // namespace support::fifteen
