// SPDX-License-Identifier: MIT
// The parity that decides whether one sliding board reaches another.
#include "ninegrid/sliding/solvability.hpp"

namespace ninegrid::sliding {

int inversion_count(const Board& b) noexcept {
    return count_inversions(b, b.cell_count());
}

ParityTerms parity_terms(const Board& b) noexcept {
    return ParityTerms{inversion_count(b), b.height() - b.blank() / b.width(), b.width() % 2 == 0};
}

Solvability check_solvability(const Board& start, const Board& goal) noexcept {
    return Solvability{parity_terms(start), parity_terms(goal)};
}

}  // namespace ninegrid::sliding
