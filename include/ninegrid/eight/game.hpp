// SPDX-License-Identifier: MIT
// Dealing puzzles: levels, random walks from the goal, and the par band each level keeps to.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "ninegrid/eight/distance_table.hpp"
#include "ninegrid/eight/random.hpp"
#include "ninegrid/eight/state.hpp"

namespace ninegrid::eight {

// A level of play. A puzzle at a level is a random walk from the goal (easy 10, medium 25, hard
// 50 moves) kept only when its par, the optimal number of moves, falls in the level's band:
// easy 1 to 10, medium 14 to 20, hard at least 22. See deal().
enum class Difficulty { Easy, Medium, Hard };

inline constexpr std::array<Difficulty, 3> kAllDifficulties{Difficulty::Easy, Difficulty::Medium,
                                                            Difficulty::Hard};

int walk_length(Difficulty d) noexcept;
std::string_view difficulty_name(Difficulty d) noexcept;  // "easy", "medium", "hard"
std::optional<Difficulty> difficulty_from_name(std::string_view name) noexcept;

// `steps` random legal moves of the blank from `goal`, never undoing the step before (which would
// silently halve the depth). A walk that ends on the goal is walked again. Walking from the goal
// guarantees a solvable board whose optimal length is at most `steps`.
State random_walk(const State& goal, int steps, Rng& rng);

// The pars a level deals, both ends included. The bands are disjoint, so a hard puzzle is always
// longer than a medium one, and a medium one than an easy one. A walk that never undoes a step
// ends at a par of the walk's parity, so easy deals 2, 4, ... 10, medium 15, 17 or 19, and hard
// 22, 24, ... 30 (31, the top of its band, is the longest optimal solution of any 8-puzzle board
// to any goal).
struct ParBand {
    int min, max;

    constexpr bool contains(int par) const noexcept { return par >= min && par <= max; }
};

ParBand par_band(Difficulty d) noexcept;  // easy {1, 10}, medium {14, 20}, hard {22, 31}

// How many walks deal() tries before it gives up on the band.
inline constexpr int kMaxDealWalks = 10000;

// A puzzle at level `d` for the goal of `table` (any goal): random walks of walk_length(d) from
// table.goal(), each one's exact par read from the table, until one lands in par_band(d). Every
// easy walk lands, about half the medium ones and three in five hard ones (the figures are at
// par_band in game.cpp), so a deal takes one or two walks on average. The same generator state
// gives the same puzzle.
State deal(Difficulty d, const DistanceTable& table, Rng& rng);

// The same with the walk and band spelled out: at most `max_walks` walks (at least one); when
// none lands in `band`, the walk whose par came closest to it (the first such). With the
// levels' walks and bands the fallback never happens in practice: missing 10000 times running
// has a chance below 1e-2000.
State deal(const DistanceTable& table, int steps, ParBand band, Rng& rng,
           int max_walks = kMaxDealWalks);

}  // namespace ninegrid::eight
