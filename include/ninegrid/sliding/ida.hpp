// SPDX-License-Identifier: MIT
// The sliding family's optimal solver for every size: IDA* with Manhattan distance plus linear
// conflict (the 15-puzzle's reference search, for any width and height).
#pragma once

#include <atomic>
#include <climits>
#include <cstdint>
#include <vector>

#include "ninegrid/sliding/board.hpp"

namespace ninegrid::sliding {

struct Solution {
    std::vector<Move> moves;  // start to goal, empty unless solved
    std::uint64_t nodes = 0;  // boards visited (the start included), over all iterations
    int length = -1;          // moves.size() when solved, else -1
    bool solved = false;      // false when start and goal differ in parity or the search stopped
};

// Sum over the tiles (not the blank) of the rows plus columns between a tile and its cell in
// `goal`: every move slides one tile one cell, so no solution is shorter.
int manhattan(const Board& board, const Board& goal);

// Linear conflict (Hansson, Mayer & Yung 1992): for each row and column, 2 * (the tiles whose
// goal is that line, minus the longest run of them already in goal order). Admissible with
// Manhattan: a row's extra moves are vertical, a column's horizontal.
int linear_conflict(const Board& board, const Board& goal);

// How a search may be stopped and watched: it stops (solved false) after `node_limit` boards,
// when `cancel` becomes true, or when no solution of at most `max_length` moves is left to find;
// it tells `report` (when set) every 262144 boards or so the bound it searches and the boards
// visited.
struct IdaLimits {
    std::uint64_t node_limit = UINT64_MAX;
    int max_length = INT_MAX;
    const std::atomic<bool>* cancel = nullptr;
    void (*report)(void* context, int bound, std::uint64_t nodes) = nullptr;
    void* context = nullptr;
};

// An optimal solution from `start` to `goal` (same size, any goal): iterative deepening on
// g + manhattan + linear_conflict, never undoing the previous move, both terms updated per move
// for the lines the slid tile touches. Unsolvable pairs are refused before the search (solved
// false, no nodes).
Solution solve_ida(const Board& start, const Board& goal, const IdaLimits& limits = {});

}  // namespace ninegrid::sliding
