// The parity that decides whether one sliding board reaches another.
#include "ninegrid/sliding/solvability.hpp"

namespace ninegrid::sliding {

int inversion_count(const Board& b) noexcept {
    int inversions = 0;
    const int n = b.cell_count();
    for (int i = 0; i < n; ++i) {
        if (b[i] == 0) continue;
        for (int j = i + 1; j < n; ++j)
            if (b[j] != 0 && b[j] < b[i]) ++inversions;
    }
    return inversions;
}

ParityTerms parity_terms(const Board& b) noexcept {
    return ParityTerms{inversion_count(b), b.height() - b.blank() / b.width(), b.width() % 2 == 0};
}

Solvability check_solvability(const Board& start, const Board& goal) noexcept {
    return Solvability{parity_terms(start), parity_terms(goal)};
}

}  // namespace ninegrid::sliding
