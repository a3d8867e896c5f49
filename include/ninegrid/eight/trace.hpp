// SPDX-License-Identifier: MIT
// A search made visible: what the solvers report, step by step, to whoever watches them.
#pragma once

#include <cstdint>
#include <vector>

#include "ninegrid/eight/state.hpp"

namespace ninegrid::eight {

// What became of one child of an expanded board.
enum class ChildStatus {
    New,        // reached for the first time: onto the frontier
    Improved,   // reached before by a longer path (known_g): onto the frontier again
    Stale,      // reached before by a path no longer (known_g): dropped
    Closed,     // already expanded, and a board once expanded is never reopened: dropped
    Visited,    // reached before, and the first path to a board is its path: dropped
    Descend,    // IDA*, iterative deepening: within the bound, searched depth-first next
    Undo,       // the move that undoes the last one: not generated at all
    OverBound,  // IDA*: f > the probe's bound: pruned
    OverDepth,  // iterative deepening: deeper than the probe's limit: pruned
    Misplaced,  // the handout's rule: more misplaced cells than the parent's plus one: pruned
};

// What one step of a search was.
enum class StepKind {
    Expand,      // a board taken from the frontier and expanded
    StalePop,    // an open-list entry whose board has a shorter path since (known_g): skipped
    ClosedPop,   // an open-list entry whose board was already expanded: skipped
    DepthLimit,  // the handout's BFS: a board at its depth limit, not expanded
};

struct TraceChild {
    Move move = Move::Up;
    State board;
    int g = 0;
    int h = -1;     // -1: the search uses no heuristic (the pruned BFS: its misplaced cells)
    double f = -1;  // the search's key (g + h, g + w h, h); -1: it has none
    ChildStatus status = ChildStatus::New;
    int known_g = -1;  // Improved, Stale: the g the board had before
    int misplaced_limit =
        -1;             // Misplaced: the parent's misplaced cells plus one (h is the child's)
    int meeting = -1;   // bidirectional BFS: the path's length when the other side reached it too
    bool goal = false;  // the child is the goal (the searches that stop when it is generated)
};

struct TraceStep {
    std::uint64_t number = 0;  // from 1
    StepKind kind = StepKind::Expand;
    State board;
    int g = 0;
    int h = -1;     // as in TraceChild
    double f = -1;  // as in TraceChild
    // Boards on the frontier once this one was taken off it (IDA*, iterative deepening: the
    // boards on the current path, this one included).
    std::uint64_t frontier = 0;
    int bound = -1;     // IDA*, iterative deepening: the current probe's bound on f (on depth)
    int side = -1;      // bidirectional BFS: 0 the start's side, 1 the goal's
    int known_g = -1;   // StalePop: the shorter g known
    bool goal = false;  // the board is the goal: the search stops here
    std::vector<TraceChild> children;  // Expand: in the order Up, Down, Left, Right
};

// A solver given a trace reports every step of its search to it; the first `limit` in full (to
// on_step, as the search makes them), the rest only counted. The search itself is the same:
// the same boards in the same order, the same counters and the same answer.
class SearchTrace {
  public:
    explicit SearchTrace(std::uint64_t limit) noexcept : limit_(limit) {}
    virtual ~SearchTrace() = default;
    SearchTrace(const SearchTrace&) = delete;
    SearchTrace& operator=(const SearchTrace&) = delete;

    std::uint64_t limit() const noexcept { return limit_; }
    // Every step the search made so far, shown or not.
    std::uint64_t steps() const noexcept { return steps_; }
    std::uint64_t shown() const noexcept { return steps_ < limit_ ? steps_ : limit_; }

    // For the solvers: whether the next step is to be described (else only counted).
    bool describing() const noexcept { return steps_ < limit_; }
    void record(TraceStep step) {
        step.number = ++steps_;
        if (step.number <= limit_) on_step(step);
    }
    void count() noexcept { ++steps_; }

  protected:
    virtual void on_step(const TraceStep& step) = 0;

  private:
    std::uint64_t limit_;
    std::uint64_t steps_ = 0;
};

// A trace that keeps the steps it is shown.
class RecordedTrace : public SearchTrace {
  public:
    using SearchTrace::SearchTrace;
    const std::vector<TraceStep>& recorded() const noexcept { return recorded_; }

  protected:
    void on_step(const TraceStep& step) override { recorded_.push_back(step); }

  private:
    std::vector<TraceStep> recorded_;
};

}  // namespace ninegrid::eight
