// SPDX-License-Identifier: MIT
// Whether one 15-puzzle board can reach another: the sliding family's parity
// (ninegrid/sliding/solvability.hpp) at 4x4, an even width, where the blank's row counts.
#pragma once

#include "ninegrid/fifteen/board.hpp"
#include "ninegrid/sliding/solvability.hpp"

namespace ninegrid::fifteen {

using sliding::ParityTerms;
using sliding::Solvability;

// Pairs of tiles (the blank left out) that stand in the wrong order in reading order.
int inversion_count(const Board& b) noexcept;
// The blank's row counted from the bottom: 1 for the bottom row, 4 for the top one.
int blank_row_from_bottom(const Board& b) noexcept;
ParityTerms parity_terms(const Board& b) noexcept;
Solvability check_solvability(const Board& start, const Board& goal) noexcept;
inline bool is_solvable(const Board& start, const Board& goal) noexcept {
    return check_solvability(start, goal).solvable();
}

}  // namespace ninegrid::fifteen
