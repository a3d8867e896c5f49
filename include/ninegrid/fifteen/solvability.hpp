// Whether one 15-puzzle board can reach another, decided by a parity before any search.
#pragma once

#include "ninegrid/fifteen/board.hpp"

namespace ninegrid::fifteen {

// Pairs of tiles (the blank left out) that stand in the wrong order when the board is read row
// by row: i before j in reading order with tile[i] > tile[j].
int inversion_count(const Board& b) noexcept;

// The blank's row counted from the bottom: 1 for the bottom row, 4 for the top one.
int blank_row_from_bottom(const Board& b) noexcept;

// The two terms of one board's invariant. On a board of even width (4) a horizontal blank move
// changes neither term. A vertical one lifts a tile over the three tiles between its old and
// new cells in reading order, which changes the inversion count by an odd number (+-1 or +-3),
// and moves the blank one row, so the sum changes by an even number. Hence the parity of
// (inversions + blank row from the bottom) never changes, whatever the goal, and two boards of
// different parity never reach each other. Boards of equal parity are mutually reachable (the
// 16!/2 boards of each parity form one connected class), so equal parity decides it.
struct ParityTerms {
    int inversions = 0;
    int blank_row = 0;  // from the bottom, 1..4

    int parity() const noexcept { return (inversions + blank_row) % 2; }
};

ParityTerms parity_terms(const Board& b) noexcept;

// The terms of start and goal, for a message that explains a refusal.
struct Solvability {
    ParityTerms start;
    ParityTerms goal;

    bool solvable() const noexcept { return start.parity() == goal.parity(); }
};

Solvability check_solvability(const Board& start, const Board& goal) noexcept;

inline bool is_solvable(const Board& start, const Board& goal) noexcept {
    return check_solvability(start, goal).solvable();
}

}  // namespace ninegrid::fifteen
