// Inversion parity: the invariant that splits the 9! boards into two unreachable halves.
#include "ninegrid/eight/solvability.hpp"

namespace ninegrid::eight {

int inversion_count(const State& s) noexcept {
    int inversions = 0;
    for (int i = 0; i < kCells; ++i) {
        if (s[i] == 0) continue;
        for (int j = i + 1; j < kCells; ++j) {
            if (s[j] != 0 && s[j] < s[i]) ++inversions;
        }
    }
    return inversions;
}

Solvability check_solvability(const State& start, const State& goal) noexcept {
    return Solvability{inversion_count(start), inversion_count(goal)};
}

}  // namespace ninegrid::eight
