// SPDX-License-Identifier: MIT
// Breadth-first search: shortest paths, sensible counters, parity answered without searching.
#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

#include "games/eight/support/boards.hpp"
#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/distance_table.hpp"
#include "ninegrid/eight/solver.hpp"
#include "ninegrid/eight/trace.hpp"
#include "support/catch.hpp"

using ninegrid::eight::BfsSolver;
using ninegrid::eight::DistanceTable;
using ninegrid::eight::Solution;
using ninegrid::eight::State;
using support::board;

TEST_CASE("BFS finds a shortest path that replays to the goal", "[bfs]") {
    const DistanceTable table{State()};
    BfsSolver bfs;
    std::vector<State> boards = support::hardest_boards();
    for (const State& s : support::sample_boards(State(), 20240601, 300))
        boards.push_back(s);
    for (const State& start : boards) {
        CAPTURE(ninegrid::eight::to_compact(start));
        const Solution s = bfs.solve(start, State());
        REQUIRE(s.solvable);
        CHECK(s.length() == table.distance(start));
        CHECK(ninegrid::eight::replay(start, s.moves) == State());
    }
}

TEST_CASE("BFS reports what it did", "[bfs]") {
    BfsSolver bfs;
    SECTION("on a hardest board its counters bracket the layers it must have expanded") {
        const State start = board("867254301");
        const Solution s = bfs.solve(start, State());
        REQUIRE(s.length() == 31);
        // Distances from the start: every board up to 29 away is expanded before the goal (31
        // away) is generated, and no board 31 away is ever expanded.
        const DistanceTable from_start(start);
        std::uint64_t within_29 = 0;
        std::uint64_t widest_layer = 0;
        for (int d = 0; d <= 30; ++d) {
            const std::uint32_t n = from_start.counts()[static_cast<std::size_t>(d)];
            if (d <= 29) within_29 += n;
            widest_layer = std::max<std::uint64_t>(widest_layer, n);
        }
        CHECK(s.stats.expanded > within_29);
        CHECK(s.stats.expanded <= within_29 + from_start.counts()[30]);
        // Each expanded board yields its 2 to 4 neighbours.
        CHECK(s.stats.generated >= 2 * s.stats.expanded);
        CHECK(s.stats.generated <= 4 * s.stats.expanded);
        CHECK(s.stats.max_frontier >= widest_layer);
        CHECK(s.stats.max_frontier <= 181440);
    }
    SECTION("on a short problem it stays small") {
        const Solution s = bfs.solve(board("123456708"), State());
        REQUIRE(s.length() == 1);
        CHECK(s.stats.expanded >= 1);
        CHECK(s.stats.generated + 1 >= s.stats.expanded);
        CHECK(s.stats.max_frontier > 0);
    }
}

TEST_CASE("BFS from the goal itself needs no moves", "[bfs]") {
    BfsSolver bfs;
    for (const State& goal : {State(), support::classroom_goal()}) {
        const Solution s = bfs.solve(goal, goal);
        CHECK(s.solvable);
        CHECK(s.moves.empty());
        CHECK(s.length() == 0);
    }
}

TEST_CASE("BFS answers an unsolvable board without searching", "[bfs]") {
    BfsSolver bfs;
    const Solution s = bfs.solve(board("213456780"), State());
    CHECK_FALSE(s.solvable);
    CHECK(s.moves.empty());
    CHECK(s.length() == -1);
    CHECK(s.stats.expanded == 0);
    CHECK(s.stats.generated == 0);
    const Solution t = bfs.solve(State(), support::classroom_goal());
    CHECK_FALSE(t.solvable);
    CHECK(t.stats.expanded == 0);
}

TEST_CASE("one BFS solver reused across goals answers like fresh ones", "[bfs]") {
    BfsSolver reused;
    ninegrid::eight::Rng rng(7);
    const State goals[] = {State(), support::classroom_goal(), board("_12/345/678")};
    for (int i = 0; i < 40; ++i) {
        const State& goal = goals[i % 3];
        State start = ninegrid::eight::random_solvable(goal, rng);
        if (i % 4 == 3) {
            // Every fourth start gets two tiles swapped, the wrong parity: early exits mixed
            // with real searches.
            State::Cells c = start.cells();
            const std::size_t a = c[0] == 0 ? 1 : 0;
            const std::size_t b = c[8] == 0 ? 7 : 8;
            std::swap(c[a], c[b]);
            start = State(c);
        }
        CAPTURE(i, ninegrid::eight::to_compact(start), ninegrid::eight::to_compact(goal));
        const Solution a = reused.solve(start, goal);
        BfsSolver fresh;
        const Solution b = fresh.solve(start, goal);
        CHECK(a.solvable == (i % 4 != 3));
        CHECK(a.solvable == b.solvable);
        CHECK(a.moves == b.moves);
        CHECK(a.stats.expanded == b.stats.expanded);
        CHECK(a.stats.generated == b.stats.generated);
        if (a.solvable) CHECK(ninegrid::eight::replay(start, a.moves) == goal);
    }
}

TEST_CASE("a moved-from BFS solver's successor keeps working", "[bfs]") {
    BfsSolver first;
    const Solution before = first.solve(board("867254301"), State());
    BfsSolver second(std::move(first));
    const Solution after = second.solve(board("867254301"), State());
    CHECK(after.moves == before.moves);
    BfsSolver third;
    third = std::move(second);
    CHECK(third.solve(board("123456708"), State()).length() == 1);
}

TEST_CASE("BFS stops as soon as the goal is generated", "[bfs]") {
    // A search that went on after the goal (as one did when the goal came from the last board
    // of a part of the queue) would still return a shortest path, but overstate its counters.
    BfsSolver bfs;
    SECTION("a one-move board: only the start is expanded") {
        const Solution s = bfs.solve(board("123456708"), State());
        REQUIRE(s.length() == 1);
        CHECK(s.stats.expanded == 1);
        CHECK(s.stats.generated == 3);
    }
    SECTION("any board: only boards nearer to the start than the goal are expanded") {
        std::vector<State> starts = support::sample_boards(State(), 4, 100);
        for (const char* b : {"123456708", "123450786", "123456078", "120453786", "023156478"}) {
            starts.push_back(board(b));
        }
        for (const State& start : starts) {
            CAPTURE(ninegrid::eight::to_compact(start));
            const Solution s = bfs.solve(start, State());
            const DistanceTable from_start(start);
            std::uint64_t nearer = 0;
            for (int d = 0; d < s.length(); ++d) {
                nearer += from_start.counts()[static_cast<std::size_t>(d)];
            }
            CHECK(s.stats.expanded <= nearer);
        }
    }
}

namespace {

// Keeps the last step only, so that a whole search can be traced.
class LastStep : public ninegrid::eight::SearchTrace {
  public:
    LastStep() : SearchTrace(UINT64_MAX) {}
    ninegrid::eight::TraceStep last;

  protected:
    void on_step(const ninegrid::eight::TraceStep& step) override { last = step; }
};

}  // namespace

TEST_CASE("BFS's last expansion is the one that generated the goal", "[bfs][slow]") {
    // The engine expands a part of the queue run by run; a search that let the next run start
    // after the goal came from the last board of a run expanded one board too many (as
    // 123748650 and 413728065 showed).
    BfsSolver bfs;
    std::vector<State> starts = support::sample_boards(State(), 11, 60);
    for (const char* b : {"123748650", "413728065", "123456708", "023156478"})
        starts.push_back(board(b));
    for (const State& start : starts) {
        CAPTURE(ninegrid::eight::to_compact(start));
        LastStep trace;
        const Solution traced = bfs.solve(start, State(), trace);
        const Solution plain = bfs.solve(start, State());
        CHECK(plain.stats.expanded == trace.steps());
        CHECK(traced.stats.expanded == plain.stats.expanded);
        const auto& children = trace.last.children;
        CHECK(std::any_of(children.begin(), children.end(), [](const auto& c) {
            return c.board == State() && c.status == ninegrid::eight::ChildStatus::New;
        }));
    }
}
