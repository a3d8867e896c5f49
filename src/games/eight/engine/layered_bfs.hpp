// SPDX-License-Identifier: MIT
// Internal: the breadth-first search engine shared by BfsSolver and DistanceTable.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <type_traits>

#include "ninegrid/eight/rank.hpp"
#include "os/memory.hpp"
#include "packed.hpp"

namespace ninegrid::eight::detail {

// Breadth-first search over the boards of one parity class, one layer at a time.
//
// The queue is split into nine parts by the blank's cell: exactly 20160 boards of a parity class
// have the blank on a given cell, so each part has a fixed size (plus slack for the writes that do
// not advance its tail, see below). All boards of one part have the same legal moves, so each part
// is expanded by code in which the moves and every constant of the incremental rank are fixed at
// compile time: no branch per move, no dispatch per board. The order inside a layer changes, the
// layers do not, and that is all BFS needs for its distances to be exact. A part's boards of a
// layer lie in runs by their parent's part (see run()), and each run is expanded without the
// move back to that part.
//
// The visitor decides what "seen" means and what is recorded:
//   bool claim(std::uint32_t rank, int move, std::uint32_t parent)
//                                             marks a child reached by `move` from the board
//                                             ranked `parent`; true if it is new. Called for
//                                             every child but the one that undoes the parent's
//                                             last move (an old board: claiming it would find
//                                             it so and do nothing), in a traced visitor for
//                                             that one too.
//   bool begin_layer(std::uint32_t size)      a new layer of `size` boards starts; false stops.
//   bool done() const                         checked after each board; true stops.
// and, only in a visitor that declares `static constexpr bool kTraced = true`,
//   void expanding(Packed board)              a board is about to be expanded: its claims follow.
template <typename Visitor, typename = void>
struct TracedVisitor : std::false_type {};
template <typename Visitor>
struct TracedVisitor<Visitor, std::void_t<decltype(Visitor::kTraced)>>
    : std::bool_constant<Visitor::kTraced> {};

class LayeredBfs {
  public:
    struct Counters {
        std::uint64_t expanded = 0;
        std::uint64_t generated = 0;
        std::uint64_t max_frontier = 0;
    };

    // Queue slots per blank cell: the boards of a parity class with the blank there, plus slack
    // for the writes that do not advance a tail. The whole queue takes 1.45 MB.
    static constexpr std::size_t kPerZero = kPermutationCount / 2 / kCells + 4;
    static constexpr std::size_t kQueueBytes = kPerZero * kCells * sizeof(Packed);

    // A queue of its own, mapped in at once: the search writes all over it, and a page fault for
    // each of its pages would cost more than the zeroing.
    LayeredBfs() : own_(kQueueBytes), queue_(static_cast<Packed*>(own_.data())) {}
    // Works in kQueueBytes at `queue` (8-byte aligned, any contents), which outlive it.
    explicit LayeredBfs(void* queue) : queue_(static_cast<Packed*>(queue)) {}

    template <typename Visitor>
    Counters run(Packed start, std::uint32_t start_rank, Visitor& visitor) {
        Counters counters;
        Packed* const queue = queue_;
        Tails head{};
        Tails tail{};
        for (std::size_t z = 0; z < kCells; ++z)
            head[z] = tail[z] = z * kPerZero;
        queue[tail[static_cast<std::size_t>(zero_of(start))]++] = start | Packed(start_rank)
                                                                              << kRankShift;
        // Where the boards of each part came from: the children of part s are appended to the
        // other parts while s is expanded, so each part's boards of a layer lie in runs by the
        // part of their parent, and a run's boards all came by the same move. runs[z][s] is
        // where part z's run from part s begins, runs[z][kCells] where the layer ends in it.
        Runs runs{};
        bool first = true;  // the start alone: no move reached it
        for (;;) {
            std::uint64_t layer = 0;
            for (std::size_t z = 0; z < kCells; ++z)
                layer += tail[z] - head[z];
            if (layer > counters.max_frontier) counters.max_frontier = layer;
            if (layer == 0 || !visitor.begin_layer(static_cast<std::uint32_t>(layer))) break;
            const Tails end = tail;
            Runs next{};
            for (int z = 0; z < kCells; ++z) {
                const auto zi = static_cast<std::size_t>(z);
                for (std::size_t k = 0; k < kCells; ++k)
                    next[k][zi] = tail[k];
                head[zi] =
                    first ? expand<kNoMove>(z, queue, head[zi], end[zi], tail, visitor, counters)
                          : expand_runs(z, queue, runs[zi], tail, visitor, counters);
                // The queue now holds the rest of this layer and the next one so far.
                std::uint64_t queued = 0;
                for (std::size_t k = 0; k < kCells; ++k)
                    queued += tail[k] - head[k];
                if (queued > counters.max_frontier) counters.max_frontier = queued;
                if (visitor.done()) return counters;
            }
            for (std::size_t k = 0; k < kCells; ++k)
                next[k][kCells] = tail[k];
            runs = next;
            first = false;
        }
        return counters;
    }

  private:
    static constexpr int kRankShift = kBoardBits;
    using Tails = std::array<std::size_t, kCells>;
    using Runs = std::array<std::array<std::size_t, kCells + 1>, kCells>;

    // The move that takes the blank from cell `from` to cell `to`, or -1.
    static constexpr int move_between(int from, int to) {
        for (int m = 0; m < 4; ++m) {
            if (kEdges[static_cast<std::size_t>(from)][static_cast<std::size_t>(m)].to == to)
                return m;
        }
        return -1;
    }

    template <int Zero, int M, typename Visitor>
    NINEGRID_ALWAYS_INLINE static void visit(Packed* queue, Tails& tail, Packed board,
                                             std::uint32_t rank, Visitor& visitor) {
        constexpr const Edge& e = kEdges[Zero][M];
        if constexpr (e.to >= 0) {
            const std::uint32_t r = rank_after_slide(rank, board, e);
            // Whether a child is new is a coin flip for a branch predictor, so nothing branches
            // on it: its queue slot is written either way and only kept when it is new.
            std::size_t& t = tail[static_cast<std::size_t>(e.to)];
            queue[t] = slide(board, e) | Packed(r) << kRankShift;
            t += visitor.claim(r, M, rank);
        }
    }

    // Expands queue[from, to), all with the blank on `Zero` and reached by the move `Last`
    // (kNoMove: the start); returns where it stopped. The child that undoes `Last` is the parent,
    // claimed a layer ago, so it is not generated (a traced visitor still sees it), but it is
    // counted: BFS's `generated` counts every legal move.
    template <int Zero, int Last, typename Visitor>
    static std::size_t expand_part(Packed* queue, std::size_t from, std::size_t to, Tails& tail,
                                   Visitor& visitor, Counters& counters) {
        constexpr int kMoves = (kEdges[Zero][0].to >= 0) + (kEdges[Zero][1].to >= 0) +
                               (kEdges[Zero][2].to >= 0) + (kEdges[Zero][3].to >= 0);
        constexpr bool kAll = TracedVisitor<Visitor>::value;
        Tails t = tail;  // a local copy the compiler can keep in registers
        std::size_t i = from;
        while (i < to) {
            const Packed board = queue[i] & kBoardMask;
            const auto rank = static_cast<std::uint32_t>(queue[i] >> kRankShift);
            ++i;
            if constexpr (TracedVisitor<Visitor>::value) visitor.expanding(board);
            if constexpr (kAll || generates(Zero, Last, 0))
                visit<Zero, 0>(queue, t, board, rank, visitor);
            if constexpr (kAll || generates(Zero, Last, 1))
                visit<Zero, 1>(queue, t, board, rank, visitor);
            if constexpr (kAll || generates(Zero, Last, 2))
                visit<Zero, 2>(queue, t, board, rank, visitor);
            if constexpr (kAll || generates(Zero, Last, 3))
                visit<Zero, 3>(queue, t, board, rank, visitor);
            if (visitor.done()) break;
        }
        counters.expanded += i - from;
        counters.generated += (i - from) * kMoves;
        tail = t;
        return i;
    }

    // Part `Zero`'s run from part `From`, when the blank can move from one to the other.
    template <int Zero, int From, typename Visitor>
    NINEGRID_ALWAYS_INLINE static bool expand_run(Packed* queue,
                                                  const std::array<std::size_t, kCells + 1>& runs,
                                                  std::size_t& at, Tails& tail, Visitor& visitor,
                                                  Counters& counters) {
        constexpr int kLast = move_between(From, Zero);
        if constexpr (kLast >= 0) {
            const std::size_t end = runs[From + 1];
            at = expand_part<Zero, kLast>(queue, runs[From], end, tail, visitor, counters);
            return at == end && !visitor.done();
        } else {
            return true;
        }
    }

    // Part `Zero`'s boards of this layer, run by run; returns where it stopped.
    template <int Zero, typename Visitor>
    static std::size_t expand_runs_of(Packed* queue,
                                      const std::array<std::size_t, kCells + 1>& runs, Tails& tail,
                                      Visitor& visitor, Counters& counters) {
        std::size_t at = runs[kCells];
        // The part stops at the run in which the visitor is done.
        (void)(expand_run<Zero, 0>(queue, runs, at, tail, visitor, counters) &&
               expand_run<Zero, 1>(queue, runs, at, tail, visitor, counters) &&
               expand_run<Zero, 2>(queue, runs, at, tail, visitor, counters) &&
               expand_run<Zero, 3>(queue, runs, at, tail, visitor, counters) &&
               expand_run<Zero, 4>(queue, runs, at, tail, visitor, counters) &&
               expand_run<Zero, 5>(queue, runs, at, tail, visitor, counters) &&
               expand_run<Zero, 6>(queue, runs, at, tail, visitor, counters) &&
               expand_run<Zero, 7>(queue, runs, at, tail, visitor, counters) &&
               expand_run<Zero, 8>(queue, runs, at, tail, visitor, counters));
        return at;
    }

    // f(std::integral_constant<int, zero>{}): code compiled for each blank cell, chosen at run
    // time.
    template <typename F>
    static std::size_t on_cell(int zero, F&& f) {
        switch (zero) {
            case 0:
                return f(std::integral_constant<int, 0>{});
            case 1:
                return f(std::integral_constant<int, 1>{});
            case 2:
                return f(std::integral_constant<int, 2>{});
            case 3:
                return f(std::integral_constant<int, 3>{});
            case 4:
                return f(std::integral_constant<int, 4>{});
            case 5:
                return f(std::integral_constant<int, 5>{});
            case 6:
                return f(std::integral_constant<int, 6>{});
            case 7:
                return f(std::integral_constant<int, 7>{});
            default:
                return f(std::integral_constant<int, 8>{});
        }
    }

    template <typename Visitor>
    static std::size_t expand_runs(int zero, Packed* queue,
                                   const std::array<std::size_t, kCells + 1>& runs, Tails& tail,
                                   Visitor& visitor, Counters& counters) {
        return on_cell(zero, [&](auto cell) {
            return expand_runs_of<decltype(cell)::value>(queue, runs, tail, visitor, counters);
        });
    }

    template <int Last, typename Visitor>
    static std::size_t expand(int zero, Packed* queue, std::size_t from, std::size_t to,
                              Tails& tail, Visitor& visitor, Counters& counters) {
        return on_cell(zero, [&](auto cell) {
            return expand_part<decltype(cell)::value, Last>(queue, from, to, tail, visitor,
                                                            counters);
        });
    }

    os::ZeroPages own_;
    Packed* queue_;
};

}  // namespace ninegrid::eight::detail
