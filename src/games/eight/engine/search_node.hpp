// SPDX-License-Identifier: MIT
// Internal: what the teaching searches (classroom.cpp) need of a board, in one small interface:
// a packed board with its blank's cell and its Cantor rank, a child per move, and per-rank
// tables cleared in O(1) between searches.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "ninegrid/eight/rank.hpp"
#include "ninegrid/eight/solver.hpp"
#include "packed.hpp"

namespace ninegrid::eight::detail {

// A board as the searches hold it. The rank follows each move incrementally (packed.hpp), so
// reaching a child costs a few word operations instead of a Cantor rank from scratch.
struct Node {
    Packed board = 0;
    std::uint32_t rank = 0;
    int zero = 0;  // the blank's cell
};

inline Node node_of(const State& s) noexcept {
    const Packed b = pack(s.cells());
    return {b, rank_packed(b), s.zero()};
}

// The board after the blank's move `m`, into `child`; false (and `child` untouched) when the
// blank stands on that edge.
inline bool child_of(const Node& n, Move m, Node& child) noexcept {
    const Edge& e = edge(n.zero, static_cast<int>(m));
    if (e.to < 0) return false;
    child = {slide(n.board, e), rank_after_slide(n.rank, n.board, e), e.to};
    return true;
}

// The tile that slides when the blank makes a legal move `m`.
inline int tile_moved(const Node& n, Move m) noexcept {
    return tile_at(n.board, edge(n.zero, static_cast<int>(m)));
}

// h of the child that move `m` leads to, from h of `n`: only the sliding tile changes cell (from
// the blank's new cell to its old one).
inline int child_h(const TileCosts& costs, const Node& n, const Node& child, int h) noexcept {
    const auto tile = static_cast<std::size_t>(cell_of(n.board, child.zero));
    return h - costs[tile][static_cast<std::size_t>(child.zero)] +
           costs[tile][static_cast<std::size_t>(n.zero)];
}

// One value per Cantor rank, with a stamp per entry: clear() forgets every entry by taking a new
// stamp, so a search pays only for the boards it reaches (the table is really cleared once in
// 2^32 searches).
template <typename T>
class StampedTable {
  public:
    StampedTable() : stamps_(kPermutationCount), values_(kPermutationCount) {}

    void clear() {
        if (++stamp_ == 0) {
            std::fill(stamps_.begin(), stamps_.end(), 0);
            stamp_ = 1;
        }
    }
    bool has(std::uint32_t rank) const noexcept { return stamps_[rank] == stamp_; }
    // The entry of `rank`; meaningful only when has(rank).
    T& at(std::uint32_t rank) noexcept { return values_[rank]; }
    const T& at(std::uint32_t rank) const noexcept { return values_[rank]; }
    void set(std::uint32_t rank, const T& value) noexcept {
        stamps_[rank] = stamp_;
        values_[rank] = value;
    }

  private:
    std::vector<std::uint32_t> stamps_;
    std::vector<T> values_;
    std::uint32_t stamp_ = 0;
};

// The moves from the board ranked `start_rank` to `end`, following `move_into(rank)` (the move
// that reached each board) back from `end`: trace_back's walk, for the searches' State ends.
template <typename MoveInto>
std::vector<Move> path_back(const State& end, std::uint32_t start_rank, MoveInto move_into) {
    return trace_back(pack(end.cells()), start_rank, [&](std::uint32_t rank, int, Packed) {
        return static_cast<int>(move_into(rank));
    });
}

// A board from its packed form (for the ends of a path).
inline State state_of(Packed b) {
    State::Cells cells{};
    for (int i = 0; i < kCells; ++i)
        cells[static_cast<std::size_t>(i)] = cell_of(b, i);
    return State(cells);
}

}  // namespace ninegrid::eight::detail
