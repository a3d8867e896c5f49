// SPDX-License-Identifier: MIT
// The searches made visible: a traced search is the same search, and its steps say what it did.
#include "ninegrid/eight/trace.hpp"

#include <cstdint>
#include <string>
#include <vector>

#include "games/eight/support/boards.hpp"
#include "ninegrid/eight/solve.hpp"
#include "support/catch.hpp"

using ninegrid::eight::Algorithm;
using ninegrid::eight::ChildStatus;
using ninegrid::eight::Heuristic;
using ninegrid::eight::Move;
using ninegrid::eight::RecordedTrace;
using ninegrid::eight::Solution;
using ninegrid::eight::Solver;
using ninegrid::eight::State;
using ninegrid::eight::StepKind;
using ninegrid::eight::TraceChild;
using ninegrid::eight::TraceStep;
using support::board;

namespace {

// Every algorithm that searches (all but the table), with the heuristics --heuristic offers.
std::vector<Solver> searches() {
    std::vector<Solver> out;
    for (Algorithm a : ninegrid::eight::kAllAlgorithms) {
        if (a == Algorithm::Table) continue;
        out.emplace_back(a);
        if (ninegrid::eight::takes_heuristic(a)) out.emplace_back(a, Heuristic::Misplaced);
    }
    out.emplace_back(Algorithm::WAStar, Heuristic::Manhattan, 1.5);
    return out;
}

std::string name(const Solver& s) {
    return std::string(ninegrid::eight::algorithm_name(s.algorithm())) + "/" +
           std::string(ninegrid::eight::heuristic_name(s.heuristic())) + "/" +
           std::to_string(s.weight());
}

// Tallies the steps it is shown, keeping none: a search's every step, in little memory.
class Tally : public ninegrid::eight::SearchTrace {
  public:
    Tally() : SearchTrace(UINT64_MAX) {}
    std::uint64_t expansions = 0;
    std::uint64_t generated = 0;

  protected:
    void on_step(const TraceStep& s) override {
        if (s.kind != StepKind::Expand) return;
        ++expansions;
        for (const TraceChild& c : s.children)
            generated += c.status != ChildStatus::Undo;
    }
};

const TraceChild& child(const TraceStep& step, Move m) {
    for (const TraceChild& c : step.children) {
        if (c.move == m) return c;
    }
    FAIL("no child for that move");
    return step.children.front();
}

}  // namespace

TEST_CASE("a traced search expands the same boards, counts the same and answers the same",
          "[eight][trace]") {
    // One move away, two, 14 (813402765, with stale entries), 20 for a longer path by greedy,
    // one the pruned BFS gives up on, a 24-move one (iterative deepening gives up on it).
    const std::vector<State> boards = {board("123456708"), board("123405786"), board("813402765"),
                                       board("265103478"), board("123746580"), board("164273058")};
    for (Solver& plain : searches()) {
        Solver traced(plain.algorithm(), plain.heuristic(), plain.weight());
        for (const State& start : boards) {
            INFO(name(plain) << " on " << ninegrid::eight::to_compact(start));
            const Solution a = plain.solve(start, State());
            Tally trace;
            const Solution b = traced.solve(start, State(), trace);
            CHECK(a.solvable == b.solvable);
            CHECK(a.gave_up == b.gave_up);
            CHECK(a.moves == b.moves);
            CHECK(a.stats.expanded == b.stats.expanded);
            CHECK(a.stats.generated == b.stats.generated);
            CHECK(a.stats.max_frontier == b.stats.max_frontier);
            // Every step is shown here, and the expansions among them are the counted ones.
            CHECK(trace.shown() == trace.steps());
            CHECK(trace.expansions == b.stats.expanded);
            // IDA* and iterative deepening list a board's children before searching them, so
            // they show the ones a probe that meets the goal never reaches; the rest show
            // exactly what they generated.
            if (plain.algorithm() != Algorithm::Ida && plain.algorithm() != Algorithm::Iddfs) {
                CHECK(trace.generated == b.stats.generated);
            }
        }
    }
}

TEST_CASE("A* two moves from the goal, step by step as by hand", "[eight][trace]") {
    Solver solver(Algorithm::AStar);
    RecordedTrace trace(100);
    const Solution s = solver.solve(board("123405786"), State(), trace);
    REQUIRE(s.length() == 2);
    const std::vector<TraceStep>& steps = trace.recorded();
    REQUIRE(steps.size() == 3);

    const TraceStep& first = steps[0];
    CHECK(first.number == 1);
    CHECK(first.kind == StepKind::Expand);
    CHECK(first.board == board("123405786"));
    CHECK(first.g == 0);
    CHECK(first.h == 2);  // tiles 5 and 6, one step each
    CHECK(first.f == 2);
    CHECK(first.frontier == 0);
    CHECK_FALSE(first.goal);
    REQUIRE(first.children.size() == 4);  // the start has no last move to undo
    CHECK(child(first, Move::Up).board == board("103425786"));
    CHECK(child(first, Move::Up).h == 3);
    CHECK(child(first, Move::Up).f == 4);
    CHECK(child(first, Move::Right).board == board("123450786"));
    CHECK(child(first, Move::Right).g == 1);
    CHECK(child(first, Move::Right).h == 1);
    CHECK(child(first, Move::Right).f == 2);
    for (const TraceChild& c : first.children)
        CHECK(c.status == ChildStatus::New);

    const TraceStep& second = steps[1];
    CHECK(second.board == board("123450786"));
    CHECK(second.g == 1);
    CHECK(second.h == 1);
    CHECK(second.frontier == 3);  // Up, Down and Left of the start
    REQUIRE(second.children.size() == 3);
    CHECK(second.children[0].move == Move::Up);
    CHECK(second.children[0].status == ChildStatus::New);
    CHECK(second.children[0].f == 4);
    CHECK(second.children[1].move == Move::Down);
    CHECK(second.children[1].board == State());
    CHECK(second.children[1].f == 2);
    CHECK(second.children[2].move == Move::Left);
    CHECK(second.children[2].status == ChildStatus::Undo);
    CHECK(second.children[2].board == board("123405786"));

    const TraceStep& third = steps[2];
    CHECK(third.board == State());
    CHECK(third.goal);
    CHECK(third.g == 2);
    CHECK(third.h == 0);
    CHECK(third.frontier == 4);
    CHECK(third.children.empty());
}

TEST_CASE("A* shows a shorter path to a queued board and the stale entry it leaves",
          "[eight][trace]") {
    Solver solver(Algorithm::AStar);
    RecordedTrace trace(100);
    solver.solve(board("813402765"), State(), trace);
    const std::vector<TraceStep>& steps = trace.recorded();
    REQUIRE(steps.size() >= 21);
    // Step 12 reaches 813456702 by 5 moves; it was queued with 7.
    const TraceChild& improved = child(steps[11], Move::Down);
    CHECK(improved.board == board("813456702"));
    CHECK(improved.status == ChildStatus::Improved);
    CHECK(improved.known_g == 7);
    CHECK(improved.g == 5);
    // Step 13 expands it and finds its Right child known with g 6 already: stale.
    CHECK(steps[12].board == board("813456702"));
    CHECK(child(steps[12], Move::Right).status == ChildStatus::Stale);
    CHECK(child(steps[12], Move::Right).known_g == 6);
    // Step 21 takes the old entry (g 7) off the open list and skips it.
    CHECK(steps[20].kind == StepKind::StalePop);
    CHECK(steps[20].board == board("813456702"));
    CHECK(steps[20].g == 7);
    CHECK(steps[20].known_g == 5);
    CHECK(steps[20].children.empty());
}

TEST_CASE("each search names its own reasons", "[eight][trace]") {
    const auto statuses = [](Solver solver, const State& start) {
        RecordedTrace trace(1'000'000);
        solver.solve(start, State(), trace);
        std::vector<ChildStatus> seen;
        for (const TraceStep& s : trace.recorded()) {
            for (const TraceChild& c : s.children)
                seen.push_back(c.status);
        }
        return seen;
    };
    const auto has = [](const std::vector<ChildStatus>& v, ChildStatus s) {
        for (ChildStatus x : v) {
            if (x == s) return true;
        }
        return false;
    };
    SECTION("BFS generates the undoing move and finds it visited") {
        RecordedTrace trace(10);
        Solver(Algorithm::Bfs).solve(board("123405786"), State(), trace);
        REQUIRE(trace.recorded().size() == 4);
        const TraceStep& second = trace.recorded()[1];
        CHECK(second.g == 1);
        CHECK(second.h == -1);
        CHECK(child(second, Move::Down).status == ChildStatus::Visited);  // back to the start
        const TraceStep& last = trace.recorded().back();
        CHECK(child(last, Move::Down).goal);
        CHECK(child(last, Move::Down).status == ChildStatus::New);
        CHECK_FALSE(has(statuses(Solver(Algorithm::Bfs), board("813402765")), ChildStatus::Undo));
    }
    SECTION("IDA* prunes beyond its bound, iterative deepening beyond its depth") {
        RecordedTrace trace(10);
        Solver(Algorithm::Ida).solve(board("123405786"), State(), trace);
        const TraceStep& first = trace.recorded()[0];
        CHECK(first.bound == 2);
        CHECK(first.frontier == 1);
        CHECK(child(first, Move::Up).status == ChildStatus::OverBound);
        CHECK(child(first, Move::Right).status == ChildStatus::Descend);
        CHECK(has(statuses(Solver(Algorithm::Iddfs), board("123405786")), ChildStatus::OverDepth));
    }
    SECTION("A* with a closed set never reopens; greedy keeps the first path") {
        CHECK(
            has(statuses(Solver(Algorithm::AStarClosed), board("813402765")), ChildStatus::Closed));
        CHECK(has(statuses(Solver(Algorithm::Greedy), board("813402765")), ChildStatus::Visited));
        CHECK(has(statuses(Solver(Algorithm::WAStar), board("813402765")), ChildStatus::Improved));
    }
    SECTION("the handout's rule prunes with both counts") {
        RecordedTrace trace(1'000'000);
        Solver(Algorithm::Pruned).solve(board("123746580"), State(), trace);
        bool found = false;
        for (const TraceStep& s : trace.recorded()) {
            for (const TraceChild& c : s.children) {
                if (c.status != ChildStatus::Misplaced) continue;
                found = true;
                CHECK(c.h > c.misplaced_limit);
                CHECK(c.misplaced_limit == s.h + 1);
            }
        }
        CHECK(found);
    }
    SECTION("bidirectional BFS tells the side and the meeting") {
        RecordedTrace trace(10);
        Solver(Algorithm::Bidir).solve(board("123405786"), State(), trace);
        REQUIRE(trace.recorded().size() == 2);
        CHECK(trace.recorded()[0].side == 0);
        CHECK(trace.recorded()[1].side == 1);
        CHECK(child(trace.recorded()[1], Move::Up).meeting == 2);
    }
}

TEST_CASE("a trace shows its limit of steps and counts the rest", "[eight][trace]") {
    Solver solver(Algorithm::AStar);
    RecordedTrace trace(5);
    const Solution s = solver.solve(board("813402765"), State(), trace);
    REQUIRE(trace.recorded().size() == 5);
    for (std::size_t i = 0; i < 5; ++i)
        CHECK(trace.recorded()[i].number == i + 1);
    CHECK(trace.shown() == 5);
    CHECK(trace.steps() == s.stats.expanded + 1);  // one stale entry was taken and skipped
}

TEST_CASE("nothing is traced without a search", "[eight][trace]") {
    RecordedTrace unsolvable(10);
    CHECK_FALSE(Solver(Algorithm::AStar).solve(board("213456780"), State(), unsolvable).solvable);
    CHECK(unsolvable.steps() == 0);
    RecordedTrace table(10);
    CHECK(Solver(Algorithm::Table).solve(board("813402765"), State(), table).length() == 14);
    CHECK(table.steps() == 0);
}
