// SPDX-License-Identifier: MIT
// The 15-puzzle's reference solver: IDA* with Manhattan distance plus linear conflict (the
// sliding family's, ninegrid/sliding/ida.hpp, at 4x4).
#pragma once

#include <cstdint>
#include <vector>

#include "ninegrid/fifteen/board.hpp"
#include "ninegrid/sliding/ida.hpp"

namespace ninegrid::fifteen {

// Moves, nodes, length and solved, as the family's search answers.
using sliding::Solution;

// Sum over the tiles (not the blank) of the rows plus columns between a tile and its cell in
// `goal`: every move slides one tile one cell, so no solution is shorter.
int manhattan(const Board& board, const Board& goal);

// Linear conflict (Hansson, Mayer & Yung 1992): two tiles in their goal row (column) in reversed
// order cost two moves beyond Manhattan, since one must leave the line and come back. For each
// row and column this counts 2 * (the tiles whose goal is that line, minus the longest run of
// them already in goal order), the fewest tiles that must step out. Extra moves for a row are
// vertical and those for a column horizontal, so the sums add to Manhattan admissibly.
int linear_conflict(const Board& board, const Board& goal);

// Told every 262144 boards or so the bound searched and the boards visited so far, for a
// progress line; no report when `report` is null.
struct IdaProgress {
    void (*report)(void* context, int bound, std::uint64_t nodes) = nullptr;
    void* context = nullptr;
};

// An optimal solution from `start` to `goal` (any goal): iterative deepening on
// g + manhattan + linear_conflict, never undoing the previous move, both terms updated per move
// for the lines the slid tile touches. Unsolvable pairs are refused before the search (solved
// false, no nodes). Stops with solved false rather than visit more than `node_limit` boards.
Solution solve_ida(const Board& start, const Board& goal, std::uint64_t node_limit = UINT64_MAX,
                   IdaProgress progress = {});

}  // namespace ninegrid::fifteen
