// SPDX-License-Identifier: MIT
// Dealing 15-puzzles: random walks from the goal, the levels' deals within their bands of par, and
// uniformly random boards.
#pragma once

#include "ninegrid/fifteen/board.hpp"
#include "ninegrid/rng.hpp"

namespace ninegrid::fifteen {

// `steps` random legal moves of the blank from `goal`, never undoing the step before (which would
// silently halve the depth); a walk that ends on the goal is walked again. The board reached is
// solvable and at most `steps` moves from the goal.
Board random_walk(const Board& goal, int steps, Rng& rng);

// The fewest moves a level's deals need, at least and at most.
struct ParBand {
    int min = 0;
    int max = 0;
    bool contains(int par) const noexcept { return par >= min && par <= max; }
};

// The bands of the levels easy, medium and hard, disjoint with gaps between, so that every deal
// of a level needs more moves than every deal of the level below. (A uniformly random board,
// the level random, needs 53 on average, most of them 46 to 60.)
inline constexpr ParBand kLevelBands[3] = {{10, 20}, {24, 34}, {38, 48}};

// The fewest moves a board is sure to need: its Manhattan distance plus its linear conflict
// (ida.hpp), which the reference search starts from.
int moves_bound(const Board& board, const Board& goal);

// A board whose optimal distance to `goal` is in `band`, proved without a search: a random walk
// of band.max or band.max - 1 moves (which the same draws choose), so no more are needed, walked
// again until moves_bound reaches band.min, so no fewer will do. The same generator state deals
// the same board. A deal takes microseconds to a few milliseconds (the hard band: about 440 walks
// on average, docs/fifteen.md); `band` must have 1 <= min < max <= 80.
Board deal_in_band(const Board& goal, ParBand band, Rng& rng);

// Whether deal_in_band(goal, band, ...) can have dealt `board`: its moves_bound is from band.min
// to band.max. (It cannot tell a board whose walk was longer than band.max, when its bound is not
// above band.max; its par is known only after a search.)
bool may_deal_in_band(const Board& board, const Board& goal, ParBand band);

// A board drawn uniformly from the 16!/2 that can reach `goal`, never the goal itself: a uniform
// permutation, with two tiles (not the blank) exchanged when its parity is the other one, which
// pairs the two classes one to one. Their optimal distance is 53 on average.
Board random_board(const Board& goal, Rng& rng);

}  // namespace ninegrid::fifteen
