// SPDX-License-Identifier: MIT
// Hints: every pair that can be removed now, each with its best path, and whether any is left.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "ninegrid/link/board.hpp"
#include "ninegrid/link/path.hpp"

namespace ninegrid::link {

// Two tiles that can be removed together, `a` before `b` in scan order (row, then column), and
// the best path between them (see connect()), from a to b.
struct Pair {
    Point a;
    Point b;
    Path path;

    friend bool operator==(const Pair& x, const Pair& y) noexcept {
        return x.a == y.a && x.b == y.b && x.path == y.path;
    }
    friend bool operator!=(const Pair& x, const Pair& y) noexcept { return !(x == y); }
};

// Every removable pair, sorted by a, then b, in scan order. Only tiles of the same kind are
// tried against each other: for each kind, each two of its tiles.
std::vector<Pair> all_pairs(const Board& board, const Rules& rules);

// The first removable pair in that order (what a "first pair found" player takes), if any.
std::optional<Pair> first_pair(const Board& board, const Rules& rules);

// Whether some pair can be removed now.
bool has_pair(const Board& board, const Rules& rules);

// A dead board: tiles remain, but no pair can be removed (time to shuffle).
bool is_dead(const Board& board, const Rules& rules);

// Every tile, of whatever kind, that a path of at most two turns through empty cells (and the
// ring, with the border rule) joins to the tile at `from`: the tiles it could leave with if kinds
// did not matter. In scan order, `from` itself not included. One pass over the board, O(rows x
// cols), where asking connect() of every tile would cost a pair test each.
std::vector<Point> reachable_tiles(const Board& board, Point from, const Rules& rules);

// The same into `out`, with `marks` as scratch space (both reused from call to call).
void reachable_tiles(const Board& board, Point from, const Rules& rules, std::vector<Point>& out,
                     std::vector<std::uint8_t>& marks);

}  // namespace ninegrid::link
