// SPDX-License-Identifier: MIT
// Internal: how a search reports its steps to a SearchTrace, and the tracer that reports nothing.
#pragma once

#include <algorithm>
#include <cstdint>

#include "ninegrid/eight/trace.hpp"
#include "packed.hpp"
#include "search_node.hpp"

namespace ninegrid::eight::detail {

// The searches are templates on their tracer. NoTrace's calls are empty and inline, and what is
// passed to them is plain arithmetic on values the search has anyway, so the untraced
// instantiation compiles to the search without a trace. The hot loops (A*, BFS) also test kOn
// with `if constexpr`, so not even an argument is left to the optimiser.
struct NoTrace {
    static constexpr bool kOn = false;
    void expand(Packed, int, int, double, std::uint64_t) noexcept {}
    TraceChild* child(int, Packed, int, int, double, ChildStatus) noexcept { return nullptr; }
    void undo(int) noexcept {}
    void end() noexcept {}
    void skip(StepKind, Packed, int, int, double, std::uint64_t, int) noexcept {}
    TraceStep* step() noexcept { return nullptr; }
};

// Builds each step described in full and hands it to the trace; past the trace's limit it only
// counts them.
class Tracing {
  public:
    static constexpr bool kOn = true;

    explicit Tracing(SearchTrace& trace) : trace_(trace) {}

    // An expansion begins: the board taken from the frontier, its g, h and f, and the frontier's
    // size once it was taken. Its children follow, then end().
    void expand(Packed board, int g, int h, double f, std::uint64_t frontier) {
        describing_ = trace_.describing();
        if (!describing_) {
            trace_.count();
            return;
        }
        parent_ = board;
        step_ = TraceStep{};
        step_.kind = StepKind::Expand;
        step_.board = state_of(board);
        step_.g = g;
        step_.h = h;
        step_.f = f;
        step_.frontier = frontier;
    }

    // The step being described, for the fields only some searches fill in; null when it is only
    // counted.
    TraceStep* step() noexcept { return describing_ ? &step_ : nullptr; }

    // A child of the board being expanded, reached by `move`; null when the step is only counted.
    TraceChild* child(int move, Packed board, int g, int h, double f, ChildStatus status) {
        if (!describing_) return nullptr;
        TraceChild c;
        c.move = static_cast<Move>(move);
        c.board = state_of(board);
        c.g = g;
        c.h = h;
        c.f = f;
        c.status = status;
        step_.children.push_back(c);
        return &step_.children.back();
    }

    // The move that would undo `last` (the move that reached the board being expanded), which
    // the search does not generate; nothing at the start (kNoMove).
    void undo(int last) {
        if (!describing_ || last == kNoMove) return;
        const Edge& back = edge(zero_of(parent_), last ^ 1);
        child(last ^ 1, slide(parent_, back), step_.g + 1, -1, -1, ChildStatus::Undo);
    }

    // The expansion is over: its children are put in the order of the moves and it is reported.
    void end() {
        if (!describing_) return;
        std::stable_sort(step_.children.begin(), step_.children.end(),
                         [](const TraceChild& a, const TraceChild& b) { return a.move < b.move; });
        trace_.record(std::move(step_));
        describing_ = false;
    }

    // An entry taken from the frontier and not expanded (StalePop, ClosedPop, DepthLimit).
    void skip(StepKind kind, Packed board, int g, int h, double f, std::uint64_t frontier,
              int known_g) {
        if (!trace_.describing()) {
            trace_.count();
            return;
        }
        TraceStep s;
        s.kind = kind;
        s.board = state_of(board);
        s.g = g;
        s.h = h;
        s.f = f;
        s.frontier = frontier;
        s.known_g = known_g;
        trace_.record(std::move(s));
    }

  private:
    SearchTrace& trace_;
    TraceStep step_;
    Packed parent_ = 0;
    bool describing_ = false;
};

}  // namespace ninegrid::eight::detail
