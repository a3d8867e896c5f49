// SPDX-License-Identifier: MIT
// The iterative-deepening loop the family's optimal solvers share (solve_ida's Manhattan distance
// plus linear conflict, solve_optimal's pattern tables): written once over a heuristic that
// follows the board move by move.
#pragma once

#include <algorithm>
#include <atomic>
#include <climits>
#include <cstdint>
#include <utility>
#include <vector>

#include "ninegrid/sliding/board.hpp"
#include "ninegrid/sliding/ida.hpp"

namespace ninegrid::sliding::ida_detail {

// IDA* from a board to the goal its heuristic measures against, never undoing the previous move.
// `Heuristic` follows the board as the search walks it:
//   int value() const          -- its bound for the board now; 0 only on the goal
//   Size size() const          -- the board's sides (a constant where the type knows them)
//   Undo slide(cells, from, to, m)      -- the blank at `from` moves to `to` by `m`: the tile at
//                                          `to` slides into `from`; moves it in `cells` too
//   void unslide(cells, from, to, m, undo) -- takes that move back, `cells` included
// Its Undo is whatever it needs to take a move back. Everything here is inlined into the
// heuristic's own search: measured with cachegrind against the searches written apart before, the
// 4x4's Manhattan + linear conflict runs 0.5% more instructions, the others as many or fewer.
template <class Heuristic>
class Search {
  public:
    Search(const Board& start, Heuristic heuristic, const IdaLimits& limits)
        : heuristic_(std::move(heuristic)),
          cells_(start.cells()),
          blank_(start.blank()),
          limits_(limits) {}

    Solution run() {
        Solution solution;
        bound_ = heuristic_.value();
        check_at_ = next_check();
        for (;;) {
            if (bound_ > limits_.max_length) break;
            next_bound_ = INT_MAX;
            if (dfs(0, kNoMove)) {
                solution.moves = path_;
                solution.length = static_cast<int>(path_.size());
                solution.solved = true;
                break;
            }
            // Every board's bound is finite on a solvable pair, so INT_MAX only means "stopped".
            if (aborted_ || next_bound_ == INT_MAX || next_bound_ > limits_.max_length) break;
            bound_ = next_bound_;
        }
        solution.nodes = nodes_;
        return solution;
    }

  private:
    static constexpr int kNoMove = 4;
    // Boards between two looks at the cancel flag and progress reports.
    static constexpr std::uint64_t kCheckEvery = std::uint64_t{1} << 18;

    std::uint64_t next_check() const noexcept {
        const std::uint64_t limit = limits_.node_limit;
        return limit - nodes_ <= kCheckEvery ? limit : nodes_ + kCheckEvery;
    }

    // Whether to stop: the node limit, or the cancel flag; reports progress on the way. Called
    // only when nodes_ reaches check_at_, so the search pays one comparison a node for all.
    bool poll() {
        if (nodes_ >= limits_.node_limit) return true;
        if (limits_.cancel != nullptr && limits_.cancel->load(std::memory_order_relaxed))
            return true;
        if (limits_.report != nullptr) limits_.report(limits_.context, bound_, nodes_);
        check_at_ = next_check();
        return false;
    }

    bool dfs(int g, int previous) {
        if (nodes_ >= check_at_ && poll()) {
            aborted_ = true;
            return false;
        }
        ++nodes_;
        const int h = heuristic_.value();
        const int f = g + h;
        if (f > bound_) {
            next_bound_ = std::min(next_bound_, f);
            return false;
        }
        // The heuristic is 0 only where every tile, and so the blank, is where the goal has it.
        if (h == 0) return true;
        for (Move m : kAllMoves) {
            const int code = static_cast<int>(m);
            if (previous != kNoMove && code == (previous ^ 1)) continue;
            const int to = target_cell(blank_, m, heuristic_.size());
            if (to < 0) continue;
            const int from = blank_;
            blank_ = to;
            const auto undo = heuristic_.slide(cells_, from, to, m);
            path_.push_back(m);
            if (dfs(g + 1, code)) return true;
            path_.pop_back();
            blank_ = from;
            heuristic_.unslide(cells_, from, to, m, undo);
            if (aborted_) return false;
        }
        return false;
    }

    Heuristic heuristic_;
    Board::Cells cells_;
    int blank_;
    IdaLimits limits_;
    std::vector<Move> path_;
    std::uint64_t nodes_ = 0;
    std::uint64_t check_at_ = 0;
    int bound_ = 0;
    int next_bound_ = INT_MAX;
    bool aborted_ = false;
};

}  // namespace ninegrid::sliding::ida_detail
