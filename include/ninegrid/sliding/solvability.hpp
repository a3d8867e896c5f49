// SPDX-License-Identifier: MIT
// Whether one sliding board can reach another, decided by a parity before any search, for every
// size (the 8-puzzle's rule on odd widths, the 15-puzzle's on even ones).
#pragma once

#include "ninegrid/sliding/board.hpp"

namespace ninegrid::sliding {

// Pairs of tiles (the blank left out) that stand in the wrong order when the board is read row
// by row: i before j in reading order with tile[i] > tile[j].
int inversion_count(const Board& b) noexcept;

// The same count over the first `cells` cells of any board that reads a cell as b[i] (the
// 8-puzzle's State, the 15-puzzle's 4x4 Board): written once, counted on the board itself.
template <class B>
constexpr int count_inversions(const B& b, int cells) noexcept {
    int inversions = 0;
    for (int i = 0; i < cells; ++i) {
        if (b[i] == 0) continue;
        for (int j = i + 1; j < cells; ++j)
            if (b[j] != 0 && b[j] < b[i]) ++inversions;
    }
    return inversions;
}

// The terms of one board's invariant. A horizontal move of the blank changes neither the order
// of the tiles nor the blank's row. A vertical one lifts a tile over the width - 1 tiles between
// its old and new cells in reading order, which changes the inversion count by width - 1 minus
// an even number. On an odd width that is even: the parity of the inversions never changes. On
// an even width it is odd, and the blank's row changes by one: the parity of inversions plus the
// blank's row (counted from the bottom) never changes. Boards of equal parity reach each other
// (each parity class of a board of at least 2x2 is connected), so equal parity decides it.
struct ParityTerms {
    int inversions = 0;
    int blank_row = 0;        // from the bottom, 1..height
    bool counts_row = false;  // an even width: the blank's row is part of the invariant
    int parity() const noexcept { return (inversions + (counts_row ? blank_row : 0)) % 2; }
};
ParityTerms parity_terms(const Board& b) noexcept;

// The terms of start and goal, for a message that explains a refusal.
struct Solvability {
    ParityTerms start;
    ParityTerms goal;
    bool solvable() const noexcept { return start.parity() == goal.parity(); }
};
// `start` and `goal` must have the same size.
Solvability check_solvability(const Board& start, const Board& goal) noexcept;
inline bool is_solvable(const Board& start, const Board& goal) noexcept {
    return check_solvability(start, goal).solvable();
}

}  // namespace ninegrid::sliding
