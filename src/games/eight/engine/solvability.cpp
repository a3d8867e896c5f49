// SPDX-License-Identifier: MIT
// Inversion parity: the invariant that splits the 9! boards into two unreachable halves.
#include "ninegrid/eight/solvability.hpp"

#include "ninegrid/sliding/solvability.hpp"

namespace ninegrid::eight {

int inversion_count(const State& s) noexcept {
    // The family's count (the 36 pairs of nine cells), on the State itself.
    return sliding::count_inversions(s, kCells);
}

Solvability check_solvability(const State& start, const State& goal) noexcept {
    return Solvability{inversion_count(start), inversion_count(goal)};
}

}  // namespace ninegrid::eight
