// SPDX-License-Identifier: MIT
// Optimal solvers for the 8-puzzle: BFS and A*, both goal-aware and both counting their work.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <memory>
#include <vector>

#include "ninegrid/eight/state.hpp"

namespace ninegrid::eight {

class SearchTrace;  // ninegrid/eight/trace.hpp

// What a search did, so that solvers can be compared by measurement.
struct SearchStats {
    std::uint64_t expanded = 0;  // states taken from the frontier and expanded
    // Successors produced, before the duplicate check. BFS produces the board of every legal
    // move, including the one that undoes the move that led here (it is found in the visited
    // set); A* does not produce that one at all.
    std::uint64_t generated = 0;
    std::uint64_t max_frontier = 0;  // peak size of the queue (BFS) or open list (A*)
    std::chrono::nanoseconds elapsed{0};
};

struct Solution {
    bool solvable = false;  // false: start and goal differ in parity; nothing was searched
    // Start and goal can reach each other, but the search stopped without a path: an incomplete
    // search found none (PrunedBfsSolver) or a node limit ran out (IddfsSolver).
    bool gave_up = false;
    std::vector<Move> moves;  // the blank's moves from start to goal (empty without a path)
    SearchStats stats;

    bool found() const noexcept { return solvable && !gave_up; }
    int length() const noexcept { return found() ? static_cast<int>(moves.size()) : -1; }
};

// Breadth-first search from the start, layer by layer, so the first time the goal is generated
// it is by a shortest path. The visited set is a bitmap over Cantor ranks (45 KB) and the parent
// links are the blank's last move, also indexed by rank. A solver owns its buffers and reuses
// them: keep one around for many solves.
class BfsSolver {
  public:
    BfsSolver();
    ~BfsSolver();
    BfsSolver(BfsSolver&&) noexcept;
    BfsSolver& operator=(BfsSolver&&) noexcept;

    Solution solve(const State& start, const State& goal);
    // The same search, reporting each board it expands to `trace`. The queue is kept in nine
    // parts, one per cell of the blank, and each layer is expanded part by part: within a layer
    // the order is by the blank's cell, not the order in which the boards were reached.
    Solution solve(const State& start, const State& goal, SearchTrace& trace);

  private:
    struct Buffers;
    std::unique_ptr<Buffers> buffers_;
};

// An additive heuristic: h(board) = sum over tiles t of cost[t][cell of t]. The blank (t = 0)
// always costs 0. Manhattan distance and misplaced tiles are both of this form, which lets A*
// update h in O(1) when a single tile slides.
using TileCosts = std::array<std::array<std::uint8_t, kCells>, kCells>;

enum class Heuristic { Manhattan, Misplaced };

// Manhattan distance of each tile to its cell in `goal`: admissible and consistent.
TileCosts manhattan_costs(const State& goal);
// 1 for each tile not on its cell in `goal`: admissible and consistent, but weaker.
TileCosts misplaced_costs(const State& goal);
TileCosts heuristic_costs(Heuristic h, const State& goal);

int heuristic_value(const TileCosts& costs, const State& s) noexcept;

// A* with f = g + h. The open list pops the smallest f, and among equal f the deeper entry (the
// larger g), and among equal f and g the one pushed last (a bucket per (f, g)); bestG (indexed by
// rank) keeps the best g known for each state, and an entry popped with a g worse than bestG is
// stale and skipped (lazy deletion), so a shorter path found later is never lost. With a
// consistent heuristic the result is optimal.
class AStarSolver {
  public:
    explicit AStarSolver(Heuristic h = Heuristic::Manhattan);
    ~AStarSolver();
    AStarSolver(AStarSolver&&) noexcept;
    AStarSolver& operator=(AStarSolver&&) noexcept;

    Solution solve(const State& start, const State& goal);
    // The same search, reporting each step to `trace`.
    Solution solve(const State& start, const State& goal, SearchTrace& trace);
    // The same search with any additive heuristic. An inadmissible `costs` still returns a valid
    // path, but not necessarily a shortest one.
    Solution solve_with(const State& start, const State& goal, const TileCosts& costs);

  private:
    struct Buffers;
    Heuristic heuristic_;
    std::unique_ptr<Buffers> buffers_;
};

}  // namespace ninegrid::eight
