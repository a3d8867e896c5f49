// SPDX-License-Identifier: MIT
// Whether one board can reach another, decided by inversion parity before any search.
#pragma once

#include "ninegrid/eight/state.hpp"

namespace ninegrid::eight {

// Pairs of non-blank tiles that stand in the wrong order when the board is read row by row.
int inversion_count(const State& s) noexcept;

// On a board of odd width a horizontal blank move leaves the reading order of the tiles as it
// was, and a vertical one lifts a tile over exactly two others (an even change), so the parity
// of the inversion count never changes. Boards of equal parity are mutually reachable: the
// 9!/2 = 181440 boards of one parity form a single connected class.
struct Solvability {
    int start_inversions = 0;
    int goal_inversions = 0;

    bool solvable() const noexcept { return start_inversions % 2 == goal_inversions % 2; }
};

Solvability check_solvability(const State& start, const State& goal) noexcept;

inline bool is_solvable(const State& start, const State& goal) noexcept {
    return check_solvability(start, goal).solvable();
}

}  // namespace ninegrid::eight
