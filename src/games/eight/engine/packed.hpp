// SPDX-License-Identifier: MIT
// Internal: boards packed into one integer, and the rank arithmetic the solvers' loops run on.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "base/bits.hpp"
#include "ninegrid/eight/state.hpp"

namespace ninegrid::eight::detail {

// Cell i lives in bits 5i..5i+4 (a 45-bit board). Values need only four bits; the fifth keeps
// a spare top bit in every lane so all nine cells can be compared with a tile in a few word
// operations (lanes_below), which is what makes incremental ranking cheap.
using Packed = std::uint64_t;

inline constexpr int kLane = 5;
inline constexpr int kBoardBits = kLane * kCells;
inline constexpr Packed kBoardMask = (Packed{1} << kBoardBits) - 1;
inline constexpr Packed kLaneMask = 31;
inline constexpr Packed kOnes = [] {
    Packed ones = 0;
    for (int i = 0; i < kCells; ++i)
        ones |= Packed{1} << (kLane * i);
    return ones;
}();
inline constexpr Packed kHighBits = kOnes << (kLane - 1);

inline Packed pack(const State::Cells& cells) noexcept {
    Packed b = 0;
    for (int i = 0; i < kCells; ++i) {
        b |= static_cast<Packed>(cells[static_cast<std::size_t>(i)]) << (kLane * i);
    }
    return b;
}

inline int cell_of(Packed b, int i) noexcept {
    return static_cast<int>((b >> (kLane * i)) & kLaneMask);
}

// The top bit of every lane whose value is below `t` (t in 1..9). No borrow crosses a lane:
// each lane computes (16 + v) - t >= 7.
inline Packed lanes_below(Packed b, int t) noexcept {
    return ~((b | kHighBits) - kOnes * static_cast<Packed>(t)) & kHighBits;
}

// How many lanes of a lanes_below() result are set: one multiply gathers them in the top lane.
inline int count_lanes(Packed high_bits) noexcept {
    return static_cast<int>((((high_bits >> (kLane - 1)) * kOnes) >> (kLane * (kCells - 1))) &
                            kLaneMask);
}

inline int zero_of(Packed b) noexcept {
    return count_trailing_zeros(std::uint64_t{lanes_below(b, 1)}) / kLane;
}

// The solvers' inner loops only pay off when they are inlined whole into the caller's loop,
// where its counters stay in registers; GCC's size heuristics would otherwise give up half-way:
// hence NINEGRID_ALWAYS_INLINE (ninegrid/bits.hpp) on them.

// `pick ? value : old` by masks, with no branch: when which one is a coin flip, GCC would
// sometimes branch on it (the BFS's claims did, 80,000 mispredicts a whole-space search).
template <typename T>
NINEGRID_ALWAYS_INLINE T select(bool pick, T value, T old) noexcept {
    const auto mask = static_cast<T>(T{0} - static_cast<T>(pick));
    return static_cast<T>((value & mask) | (old & static_cast<T>(~mask)));
}

// (8 - i)!: the weight of cell i's Lehmer digit in the Cantor rank.
inline constexpr std::array<std::uint32_t, kCells> kWeight{40320, 5040, 720, 120, 24, 6, 2, 1, 1};

// Bits set in each 9-bit mask; a table keeps the rank portable (no reliance on a popcnt
// instruction being enabled) and it is as fast as one.
inline constexpr auto kPopcount9 = [] {
    std::array<std::uint8_t, 512> t{};
    for (std::size_t m = 0; m < t.size(); ++m) {
        int n = 0;
        for (std::size_t v = m; v != 0; v >>= 1)
            n += static_cast<int>(v & 1U);
        t[m] = static_cast<std::uint8_t>(n);
    }
    return t;
}();

// Everything about one blank move from one cell that the inner loops need, worked out once.
//
// Ranking incrementally: only the Lehmer digits of the cells from lo = min(zero, to) to
// hi = max(zero, to) change. Take the blank at lo and tile t at hi (the other case is this one
// backwards, so its delta is subtracted). Moving t to lo gives it digit 1 + m + a, where m counts
// the smaller cells strictly between and a those after hi; hi, now the blank, loses its digit a;
// each cell between gains 1 exactly when it is smaller than t (the blank is now after it and t
// no longer is). Horizontal moves have nothing between; vertical ones have two cells.
struct Edge {
    int to = -1;         // where the blank goes; -1: the move is illegal
    int zero_shift = 0;  // bit offsets of the two lanes that trade contents
    int to_shift = 0;
    bool forward = false;    // zero < to: the delta is added
    Packed after = 0;        // top lane bits of the cells after hi
    Packed between = 0;      // top lane bits of the cells strictly between lo and hi
    int between_shift[2]{};  // bit offsets of those top bits (when there are cells between)
    std::uint32_t between_weight[2]{};  // their weights, or 0 for a horizontal move
    std::uint32_t lo_weight = 0;
    std::uint32_t hi_weight = 0;
};

inline constexpr auto kEdges = [] {
    std::array<std::array<Edge, 4>, kCells> edges{};
    for (int z = 0; z < kCells; ++z) {
        for (Move m : kAllMoves) {
            Edge& e = edges[static_cast<std::size_t>(z)][static_cast<std::size_t>(m)];
            e.to = target_cell(z, m);
            if (e.to < 0) continue;
            const int lo = z < e.to ? z : e.to;
            const int hi = z < e.to ? e.to : z;
            e.zero_shift = kLane * z;
            e.to_shift = kLane * e.to;
            e.forward = z < e.to;
            e.after = kHighBits & ~((Packed{1} << (kLane * (hi + 1))) - 1);
            for (int k = lo + 1, n = 0; k < hi; ++k, ++n) {
                e.between |= Packed{1} << (kLane * k + kLane - 1);
                e.between_shift[n] = kLane * k + kLane - 1;
                e.between_weight[n] = kWeight[static_cast<std::size_t>(k)];
            }
            e.lo_weight = kWeight[static_cast<std::size_t>(lo)];
            e.hi_weight = kWeight[static_cast<std::size_t>(hi)];
        }
    }
    return edges;
}();

inline const Edge& edge(int zero, int move) noexcept {
    return kEdges[static_cast<std::size_t>(zero)][static_cast<std::size_t>(move)];
}

// The tile at the edge's far end.
inline int tile_at(Packed b, const Edge& e) noexcept {
    return static_cast<int>((b >> e.to_shift) & kLaneMask);
}

// The blank trades places with the tile at the far end. The blank's lane is 0, so it is enough
// to clear the tile's lane and write the tile into the blank's.
inline Packed slide(Packed b, const Edge& e) noexcept {
    const Packed tile = (b >> e.to_shift) & kLaneMask;
    return (b & ~(kLaneMask << e.to_shift)) | (tile << e.zero_shift);
}

// The rank after sliding along `e`, from the rank before; branch-free.
NINEGRID_ALWAYS_INLINE std::uint32_t rank_after_slide(std::uint32_t rank, Packed b,
                                                      const Edge& e) noexcept {
    const Packed smaller = lanes_below(b, tile_at(b, e));
    const auto after = static_cast<std::uint32_t>(count_lanes(smaller & e.after));
    // The cells between are none or two: their bits, not a count of lanes (a multiply).
    const auto first = static_cast<std::uint32_t>((smaller >> e.between_shift[0]) & 1U);
    const auto second = static_cast<std::uint32_t>((smaller >> e.between_shift[1]) & 1U);
    const std::uint32_t between = e.between == 0 ? 0 : first + second;
    const std::uint32_t between_weight = first * e.between_weight[0] + second * e.between_weight[1];
    const std::uint32_t delta =
        (1 + between + after) * e.lo_weight - after * e.hi_weight + between_weight;
    return e.forward ? rank + delta : rank - delta;
}

// The Cantor rank of a packed board, from scratch (rank.cpp).
std::uint32_t rank_packed(Packed b) noexcept;

// Numbers the boards of one parity class 0 to 9!/2 - 1, from their Cantor rank. Ranks 2k and
// 2k + 1 are the two orders of the last two cells' contents. When those are two tiles, the two
// boards differ by one swap of tiles and only one is in the class: k is its number. When one is
// the blank, both are (the swap is a move): the board with the blank on cell 7 keeps k, and the
// one with the blank on cell 8 takes the number of the pair whose boards differ from it by
// swapping the tiles of cells 6 and 7 (ranks two apart, both out of the class): k + 1 or k - 1.
NINEGRID_ALWAYS_INLINE std::uint32_t class_index(std::uint32_t rank, int zero, Packed b) noexcept {
    const std::uint32_t k = rank >> 1;
    if (zero != kCells - 1) return k;
    // Arithmetic, not a branch: which way it goes is a coin flip.
    return k + 2 * static_cast<std::uint32_t>(cell_of(b, 6) < cell_of(b, 7)) - 1;
}

// A sentinel for "no previous move": the start of a search.
inline constexpr int kNoMove = 4;

// The index one switch dispatches on: the blank's cell and the move that brought it there.
inline constexpr int dispatch_index(int zero, int last) noexcept {
    return zero * 5 + last;
}

// Whether a search generates the blank's move `m` from cell `zero` after the move `last`: every
// legal move but the one that undoes `last`.
inline constexpr bool generates(int zero, int last, int m) noexcept {
    return kEdges[static_cast<std::size_t>(zero)][static_cast<std::size_t>(m)].to >= 0 &&
           m != (last ^ 1);
}

// Per dispatch index, how many children for_each_child visits.
inline constexpr auto kChildCount = [] {
    std::array<std::uint8_t, kCells * 5> count{};
    for (int zero = 0; zero < kCells; ++zero) {
        for (int last = 0; last <= kNoMove; ++last) {
            for (int m = 0; m < 4; ++m)
                count[static_cast<std::size_t>(dispatch_index(zero, last))] +=
                    generates(zero, last, m);
        }
    }
    return count;
}();

// Calls visit(move, blank_cell, blank_cell_after, child_board, child_rank) for every legal move of
// the blank except the one that undoes the last move (generates()), in the order Up, Down, Left,
// Right. One switch on dispatch_index(zero, last) selects code in which the moves to try and every
// edge's masks, shifts and weights are compile-time constants, so the loop over moves and its
// unpredictable branches disappear; after inlining, `move` and both blank cells are constants too.
template <int Zero, int Last, int M, typename Visit>
NINEGRID_ALWAYS_INLINE void visit_edge(Packed board, std::uint32_t rank, Visit& visit) {
    constexpr const Edge& e = kEdges[Zero][M];
    if constexpr (generates(Zero, Last, M)) {
        visit(M, Zero, e.to, slide(board, e), rank_after_slide(rank, board, e));
    }
}

template <int Zero, int Last, typename Visit>
NINEGRID_ALWAYS_INLINE void visit_children(Packed board, std::uint32_t rank, Visit& visit) {
    visit_edge<Zero, Last, 0>(board, rank, visit);
    visit_edge<Zero, Last, 1>(board, rank, visit);
    visit_edge<Zero, Last, 2>(board, rank, visit);
    visit_edge<Zero, Last, 3>(board, rank, visit);
}

template <typename Visit>
NINEGRID_ALWAYS_INLINE void for_each_child(int dispatch, Packed board, std::uint32_t rank,
                                           Visit&& visit) {
    // clang-format off
#define NINEGRID_CASE(z, l) \
    case dispatch_index(z, l): visit_children<(z), (l)>(board, rank, visit); break;
#define NINEGRID_CASES(z) NINEGRID_CASE(z, 0) NINEGRID_CASE(z, 1) NINEGRID_CASE(z, 2) \
                          NINEGRID_CASE(z, 3) NINEGRID_CASE(z, 4)
    switch (dispatch) {
        NINEGRID_CASES(0) NINEGRID_CASES(1) NINEGRID_CASES(2)
        NINEGRID_CASES(3) NINEGRID_CASES(4) NINEGRID_CASES(5)
        NINEGRID_CASES(6) NINEGRID_CASES(7) NINEGRID_CASES(8)
        default: unreachable();  // dispatch_index gives 0 to 44
    }
#undef NINEGRID_CASES
#undef NINEGRID_CASE
    // clang-format on
}

// Follows "the move that reached this board" links back from `goal` to the board ranked
// `start_rank` and returns the moves from start to goal. `move_into(rank, blank cell, board)`
// gives the link.
template <typename MoveInto>
std::vector<Move> trace_back(Packed goal, std::uint32_t start_rank, MoveInto move_into) {
    std::vector<Move> moves;
    Packed b = goal;
    int zero = zero_of(b);
    for (std::uint32_t rank = rank_packed(b); rank != start_rank;) {
        const int m = move_into(rank, zero, b);
        moves.push_back(static_cast<Move>(m));
        const Edge& back = edge(zero, m ^ 1);  // to where the blank was before this move
        rank = rank_after_slide(rank, b, back);
        b = slide(b, back);
        zero = back.to;
    }
    std::reverse(moves.begin(), moves.end());
    return moves;
}

}  // namespace ninegrid::eight::detail
