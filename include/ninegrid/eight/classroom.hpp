// SPDX-License-Identifier: MIT
// The other searches of the course material, beside BFS and A*: IDA*, bidirectional BFS,
// iterative deepening, greedy best-first, weighted A*, a lab handout's pruned BFS and A* with a
// closed set. Each is goal-aware and counts its work as BfsSolver and AStarSolver do, so the
// bench can put them side by side and the distance table can judge them.
#pragma once

#include <cstdint>
#include <memory>

#include "ninegrid/eight/solver.hpp"

namespace ninegrid::eight {

// IDA*: depth-first probes that never go past f = g + h > bound; each probe that fails raises
// the bound to the smallest f it saw beyond it. Optimal with an admissible h (the first probe
// that reaches the goal has the smallest bound that admits a path). It keeps nothing but the
// current path, so its frontier is that path (stats.max_frontier: the most boards on it), and it
// pays with expanding boards again in every probe and along every path that reaches them. The
// move that undoes the last one is never tried.
class IdaStarSolver {
  public:
    // Stops with Solution::gave_up once it has expanded `node_limit` boards (by default never).
    explicit IdaStarSolver(Heuristic h = Heuristic::Manhattan,
                           std::uint64_t node_limit = UINT64_MAX);

    Solution solve(const State& start, const State& goal) const;
    // The same search, reporting each expansion to `trace` (each probe starts again at the
    // start; TraceStep::bound says which probe it is).
    Solution solve(const State& start, const State& goal, SearchTrace& trace) const;
    Solution solve_with(const State& start, const State& goal, const TileCosts& costs) const;

  private:
    Heuristic heuristic_;
    std::uint64_t node_limit_;
};

// How many boards IddfsSolver expands before it gives up, by default: enough for every board.
// With the undoing move left out, the two boards of 31 moves take some 1.4 * 10^8 expansions
// (about 5 s at 25 million a second here), a random board 1.2 * 10^6 at the median; a smaller
// limit shows the blind search giving up.
inline constexpr std::uint64_t kIddfsNodeLimit = 1'000'000'000;

// Iterative deepening: depth-first searches limited to depth 0, 1, 2, ..., each from scratch.
// It is IDA* with h = 0, and optimal for the same reason, but blind: the boards it expands grow
// by a factor of about 1.7 (the 8-puzzle's branching factor once the undoing move is left out)
// with every move of the answer; it stops at its node limit and reports Solution::gave_up.
class IddfsSolver {
  public:
    explicit IddfsSolver(std::uint64_t node_limit = kIddfsNodeLimit);

    std::uint64_t node_limit() const noexcept { return node_limit_; }
    Solution solve(const State& start, const State& goal) const;
    // The same search, reporting each expansion to `trace`.
    Solution solve(const State& start, const State& goal, SearchTrace& trace) const;

  private:
    std::uint64_t node_limit_;
};

// Bidirectional breadth-first search: one BFS from the start and one from the goal (a move
// undone is a move, so the goal's BFS walks the same graph), each step expanding a whole layer of
// the side with the smaller frontier. The first child that the other side has reached is the
// meeting, and the path runs through it. That is optimal: while the start side holds every board
// within a moves of the start and the goal side every board within b of the goal, and the two
// are disjoint, no path is shorter than a + b + 1 (the board a moves along a shorter one would be
// in both), and a meeting of a child of the layer being expanded gives a + 1 + b' with b' <= b.
// The bug that makes course projects return longer paths is to expand one board from each side
// in turn and stop at the first meeting: the other side then holds part of its next layer, and
// a meeting through that part can be two moves longer than the shortest.
class BidirectionalSolver {
  public:
    BidirectionalSolver();
    ~BidirectionalSolver();
    BidirectionalSolver(BidirectionalSolver&&) noexcept;
    BidirectionalSolver& operator=(BidirectionalSolver&&) noexcept;

    Solution solve(const State& start, const State& goal);
    // The same search, reporting each step to `trace`.
    Solution solve(const State& start, const State& goal, SearchTrace& trace);

  private:
    struct Buffers;
    std::unique_ptr<Buffers> buffers_;
};

// The best-first searches below share one loop (a binary heap ordered by their key; ties go to
// the deeper entry when the key holds g, then to the one pushed first) and differ in the key and
// in what they do with a board they reach again.

// Greedy best-first: the key is h alone, and a board is kept with the first path that reaches
// it. Fast, and neither optimal nor bounded: it follows h wherever it leads.
class GreedySolver {
  public:
    GreedySolver();
    ~GreedySolver();
    GreedySolver(GreedySolver&&) noexcept;
    GreedySolver& operator=(GreedySolver&&) noexcept;

    Solution solve(const State& start, const State& goal);
    // The same search, reporting each step to `trace`.
    Solution solve(const State& start, const State& goal, SearchTrace& trace);
    Solution solve_with(const State& start, const State& goal, const TileCosts& costs);

  private:
    struct Buffers;
    std::unique_ptr<Buffers> buffers_;
};

// The weights weighted A* accepts, and its default.
inline constexpr double kMinWeight = 1;
inline constexpr double kMaxWeight = 100;
inline constexpr double kDefaultWeight = 2;

// Weighted A*: the key is g + w * h, Manhattan distance, with A*'s bestG rule (a shorter path to
// a board is always taken, even to one already expanded). With an admissible h its answers are
// at most w times the optimum; w = 1 is A*.
class WeightedAStarSolver {
  public:
    explicit WeightedAStarSolver(double weight = kDefaultWeight);
    ~WeightedAStarSolver();
    WeightedAStarSolver(WeightedAStarSolver&&) noexcept;
    WeightedAStarSolver& operator=(WeightedAStarSolver&&) noexcept;

    double weight() const noexcept { return weight_; }
    Solution solve(const State& start, const State& goal);
    // The same search, reporting each step to `trace`.
    Solution solve(const State& start, const State& goal, SearchTrace& trace);

  private:
    struct Buffers;
    double weight_;
    std::unique_ptr<Buffers> buffers_;
};

// A* as many course projects write it: an open list and a closed set, a shorter path to a board
// still open replaces the old one, and a board once expanded (closed) is never opened again.
// That is optimal when h is consistent (|h(a) - h(b)| <= 1 for neighbours, as both Manhattan
// distance and misplaced tiles are): then a board is first expanded by a shortest path. With a
// heuristic that is only admissible a shorter path can arrive after the board was closed, and is
// thrown away.
class ClosedAStarSolver {
  public:
    explicit ClosedAStarSolver(Heuristic h = Heuristic::Manhattan);
    ~ClosedAStarSolver();
    ClosedAStarSolver(ClosedAStarSolver&&) noexcept;
    ClosedAStarSolver& operator=(ClosedAStarSolver&&) noexcept;

    Solution solve(const State& start, const State& goal);
    // The same search, reporting each step to `trace`.
    Solution solve(const State& start, const State& goal, SearchTrace& trace);
    Solution solve_with(const State& start, const State& goal, const TileCosts& costs);

  private:
    struct Buffers;
    Heuristic heuristic_;
    std::unique_ptr<Buffers> buffers_;
};

// The depth past which PrunedBfsSolver gives up, as in the handout.
inline constexpr int kPrunedMaxDepth = 50;

// The "superior node" search of a widely copied lab handout: breadth-first with a visited set,
// that never undoes the last move, keeps a child only when its count of misplaced cells is at
// most its parent's plus one, and gives up past depth 50. The handout counts the blank among the
// misplaced cells; without the blank the rule would never prune anything (one move changes that
// count by at most one). With it, a move that takes both the blank and a tile off their goal
// cells is refused, and a board whose every shortest path needs such a move is solved by a longer
// path or not at all (Solution::gave_up): neither complete nor optimal. For the default goal it
// fails on 359 of the 181440 boards (123746580, 6 moves away, is one), returns a longer path for
// 47681 (135826470: 20 moves for 10), and never reaches the depth limit.
class PrunedBfsSolver {
  public:
    PrunedBfsSolver();
    ~PrunedBfsSolver();
    PrunedBfsSolver(PrunedBfsSolver&&) noexcept;
    PrunedBfsSolver& operator=(PrunedBfsSolver&&) noexcept;

    Solution solve(const State& start, const State& goal);
    // The same search, reporting each step to `trace`.
    Solution solve(const State& start, const State& goal, SearchTrace& trace);

  private:
    struct Buffers;
    std::unique_ptr<Buffers> buffers_;
};

// The handout's count: cells whose content differs from the goal's, the blank's cell included.
int misplaced_cells(const State& s, const State& goal) noexcept;

}  // namespace ninegrid::eight
