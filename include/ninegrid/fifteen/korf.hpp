// SPDX-License-Identifier: MIT
// Korf's 100 random 15-puzzle instances, the field's common benchmark, with their optimal lengths.
#pragma once

#include <array>
#include <vector>

#include "ninegrid/fifteen/board.hpp"

namespace ninegrid::fifteen {

inline constexpr int kKorfInstanceCount = 100;

// One instance of R. E. Korf, "Depth-first iterative-deepening: an optimal admissible tree
// search", Artificial Intelligence 27 (1985) 97-109, table of the 15-puzzle experiments.
struct KorfInstance {
    int number;   // 1..100, as numbered in the paper
    int length;   // the optimal solution length, 41..66
    Cells start;  // in Korf's notation: row-major, 0 the blank, the goal Board::korf_goal()
};

// The 100 instances in the paper's order (instance n at index n - 1).
const std::array<KorfInstance, kKorfInstanceCount>& korf_instances() noexcept;

// The start board of `instance`; its goal is Board::korf_goal().
Board korf_board(const KorfInstance& instance);

// A position far from the goal Board::goal() (123456789abcdef0) and its optimal length, 70 to 80
// moves: those the 7-8 tables underestimate most, where IDA* must run through many bounds.
struct HardPosition {
    int length;
    Cells start;
    const char* source;  // where it was published, or "mirror of N" (N from 1)
};

// The set `fifteen bench --hard` solves (see korf.cpp for where each comes from).
const std::vector<HardPosition>& hard_positions();

}  // namespace ninegrid::fifteen
