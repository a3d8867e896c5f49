// SPDX-License-Identifier: MIT
// The 15-puzzle's parity: the family's rule, counted on the 4x4 board without a copy.
#include "ninegrid/fifteen/solvability.hpp"

namespace ninegrid::fifteen {

int inversion_count(const Board& b) noexcept {
    return sliding::count_inversions(b, kCells);
}

int blank_row_from_bottom(const Board& b) noexcept {
    return kSide - b.blank() / kSide;
}

ParityTerms parity_terms(const Board& b) noexcept {
    return ParityTerms{inversion_count(b), blank_row_from_bottom(b), true};
}

Solvability check_solvability(const Board& start, const Board& goal) noexcept {
    return Solvability{parity_terms(start), parity_terms(goal)};
}

}  // namespace ninegrid::fifteen
