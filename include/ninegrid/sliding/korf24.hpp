// SPDX-License-Identifier: MIT
// Korf's 50 random 24-puzzle instances (5x5), the benchmark of near-optimal solvers beyond 16
// cells, with their optimal lengths.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "ninegrid/sliding/board.hpp"

namespace ninegrid::sliding {

inline constexpr int kKorf24InstanceCount = 50;
inline constexpr Size kKorf24Size{5, 5};

// One instance of R. E. Korf and A. Felner, "Disjoint pattern database heuristics", Artificial
// Intelligence 134 (2002) 9-22, table of the 24-puzzle experiments.
struct Korf24Instance {
    int number;  // 1..50, as numbered in the paper
    int length;  // the optimal solution length, 81..114
    // In Korf's notation: row-major, 0 the blank, tile t's goal cell t (the blank first).
    std::array<std::uint8_t, 25> start;
};

// The 50 instances in the paper's order (instance n at index n - 1). Their lengths sum to 5039,
// a mean of 100.78 moves.
const std::array<Korf24Instance, kKorf24InstanceCount>& korf24_instances() noexcept;

// Korf's goal, the blank first: _ 1 2 3 4 / 5 6 7 8 9 / ... / 20 21 22 23 24.
Board korf24_goal();
// The instance as Korf wrote it, to be solved towards korf24_goal().
Board korf24_native_board(const Korf24Instance& instance);

// The instance turned half a turn and renumbered, to be solved towards Board::goal({5, 5}) (the
// blank last) in exactly as many moves: the tile on cell c goes to cell 24 - c and tile t
// becomes 25 - t (the blank stays 0). The half turn maps the grid onto itself, and the blank's
// moves onto moves (up <-> down, left <-> right), so every solution of one is a solution of the
// other, and it carries Korf's goal (tile t on cell t) onto tile 25 - t on cell 24 - t: the
// goal with the blank last.
Board korf24_board(const Korf24Instance& instance);

// The moves of a solution of korf24_board(i) read as a solution of korf24_native_board(i).
std::vector<Move> korf24_native_moves(const std::vector<Move>& moves);

}  // namespace ninegrid::sliding
