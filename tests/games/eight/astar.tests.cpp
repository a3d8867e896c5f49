// SPDX-License-Identifier: MIT
// A*: optimal with both heuristics on the whole space, valid paths with an inadmissible one.
#include <cstdint>
#include <cstdlib>
#include <utility>
#include <vector>

#include "games/eight/support/boards.hpp"
#include "games/eight/support/solvers.hpp"
#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/distance_table.hpp"
#include "ninegrid/eight/rank.hpp"
#include "ninegrid/eight/solver.hpp"
#include "support/catch.hpp"

using ninegrid::eight::AStarSolver;
using ninegrid::eight::DistanceTable;
using ninegrid::eight::Heuristic;
using ninegrid::eight::Solution;
using ninegrid::eight::State;
using ninegrid::eight::TileCosts;
using support::board;

TEST_CASE("the heuristics measure each tile against its cell in the given goal", "[astar]") {
    const TileCosts manhattan = ninegrid::eight::manhattan_costs(State());
    const TileCosts misplaced = ninegrid::eight::misplaced_costs(State());
    for (std::size_t cell = 0; cell < 9; ++cell) {
        CHECK(manhattan[0][cell] == 0);  // the blank never counts
        CHECK(misplaced[0][cell] == 0);
    }
    CHECK(manhattan[1][0] == 0);
    CHECK(manhattan[1][8] == 4);
    CHECK(manhattan[5][4] == 0);
    CHECK(manhattan[8][0] == 3);
    CHECK(misplaced[1][0] == 0);
    CHECK(misplaced[1][1] == 1);

    CHECK(ninegrid::eight::heuristic_value(manhattan, State()) == 0);
    CHECK(ninegrid::eight::heuristic_value(misplaced, State()) == 0);
    CHECK(ninegrid::eight::heuristic_value(manhattan, board("867254301")) == 21);
    CHECK(ninegrid::eight::heuristic_value(misplaced, board("867254301")) == 7);
    CHECK(ninegrid::eight::heuristic_value(manhattan, board("123456708")) == 1);

    // Against another goal the same board scores differently.
    const State goal = support::classroom_goal();
    CHECK(ninegrid::eight::heuristic_value(ninegrid::eight::manhattan_costs(goal), goal) == 0);
    CHECK(ninegrid::eight::heuristic_value(ninegrid::eight::manhattan_costs(goal),
                                           board("283104765")) == 4);
    CHECK(ninegrid::eight::heuristic_value(ninegrid::eight::misplaced_costs(goal),
                                           board("283104765")) == 3);
    CHECK(ninegrid::eight::heuristic_costs(Heuristic::Manhattan, goal) ==
          ninegrid::eight::manhattan_costs(goal));
    CHECK(ninegrid::eight::heuristic_costs(Heuristic::Misplaced, goal) ==
          ninegrid::eight::misplaced_costs(goal));
}

TEST_CASE("both heuristics are admissible and consistent on every board", "[astar][slow]") {
    for (const State& goal : {State(), support::classroom_goal()}) {
        CAPTURE(ninegrid::eight::to_compact(goal));
        const DistanceTable table(goal);
        const TileCosts manhattan = ninegrid::eight::manhattan_costs(goal);
        const TileCosts misplaced = ninegrid::eight::misplaced_costs(goal);
        std::uint32_t failures = 0;
        std::uint32_t first = 0;
        for (std::uint32_t r = 0; r < ninegrid::eight::kPermutationCount; ++r) {
            const State s = ninegrid::eight::cantor_unrank(r);
            const int d = table.distance(s);
            if (d < 0) continue;
            const int hm = ninegrid::eight::heuristic_value(manhattan, s);
            const int hp = ninegrid::eight::heuristic_value(misplaced, s);
            bool ok = hm <= d && hp <= hm && (hm == 0) == (d == 0);
            for (ninegrid::eight::Move m : s.legal_moves()) {
                const State t = s.moved(m);
                // One tile moves one cell: Manhattan changes by exactly one, misplaced by at most.
                ok = ok && std::abs(ninegrid::eight::heuristic_value(manhattan, t) - hm) == 1 &&
                     std::abs(ninegrid::eight::heuristic_value(misplaced, t) - hp) <= 1;
            }
            if (!ok && failures++ == 0) first = r;
        }
        INFO("first failure at rank " << first);
        CHECK(failures == 0);
    }
}

TEST_CASE("A*-Manhattan returns the BFS length on every one of the 181440 states",
          "[astar][slow]") {
    // The table is built by BFS and checked against OEIS A089473 in distance_table.tests.cpp.
    const DistanceTable table{State()};
    AStarSolver astar;
    std::uint32_t checked = 0;
    std::uint32_t failures = 0;
    std::uint32_t first = 0;
    for (std::uint32_t r = 0; r < ninegrid::eight::kPermutationCount; ++r) {
        const State start = ninegrid::eight::cantor_unrank(r);
        const int d = table.distance(start);
        if (d < 0) continue;
        ++checked;
        const Solution s = astar.solve(start, State());
        if (!s.solvable || s.length() != d || ninegrid::eight::replay(start, s.moves) != State() ||
            s.stats.expanded < static_cast<std::uint64_t>(d) + 1) {
            if (failures++ == 0) first = r;
        }
    }
    INFO("first failure: " << ninegrid::eight::to_compact(ninegrid::eight::cantor_unrank(first)));
    CHECK(failures == 0);
    CHECK(checked == 181440);
}

TEST_CASE("A*-misplaced-tiles returns the BFS length on a sample of the space", "[astar][slow]") {
    const DistanceTable table{State()};
    AStarSolver astar(Heuristic::Misplaced);
    std::uint32_t checked = 0;
    std::uint32_t failures = 0;
    std::uint32_t first = 0;
    std::uint32_t reachable_seen = 0;
    for (std::uint32_t r = 0; r < ninegrid::eight::kPermutationCount; ++r) {
        const State start = ninegrid::eight::cantor_unrank(r);
        const int d = table.distance(start);
        if (d < 0 || reachable_seen++ % 97 != 0) continue;
        ++checked;
        const Solution s = astar.solve(start, State());
        if (!s.solvable || s.length() != d || ninegrid::eight::replay(start, s.moves) != State()) {
            if (failures++ == 0) first = r;
        }
    }
    for (const State& start : support::hardest_boards()) {
        CAPTURE(ninegrid::eight::to_compact(start));
        const Solution s = astar.solve(start, State());
        CHECK(s.length() == 31);
        CHECK(ninegrid::eight::replay(start, s.moves) == State());
    }
    INFO("first failure: " << ninegrid::eight::to_compact(ninegrid::eight::cantor_unrank(first)));
    CHECK(failures == 0);
    CHECK(checked == (181440 + 96) / 97);
}

TEST_CASE("Manhattan guides A* to expand far fewer boards than misplaced tiles", "[astar]") {
    AStarSolver manhattan(Heuristic::Manhattan);
    AStarSolver misplaced(Heuristic::Misplaced);
    std::uint64_t with_manhattan = 0;
    std::uint64_t with_misplaced = 0;
    for (const State& start : support::sample_boards(State(), 99, 40)) {
        with_manhattan += manhattan.solve(start, State()).stats.expanded;
        with_misplaced += misplaced.solve(start, State()).stats.expanded;
    }
    CHECK(with_manhattan * 2 < with_misplaced);
}

TEST_CASE("A* counters are consistent with the path it returns", "[astar]") {
    AStarSolver astar;
    for (const State& start : support::sample_boards(State(), 5, 50)) {
        CAPTURE(ninegrid::eight::to_compact(start));
        const Solution s = astar.solve(start, State());
        REQUIRE(s.solvable);
        // Every board on the path is taken from the open list, the goal included.
        CHECK(s.stats.expanded >= s.moves.size() + 1);
        CHECK(s.stats.generated + 1 >= s.stats.expanded);
        CHECK(s.stats.max_frontier >= 1);
        CHECK(s.stats.max_frontier <= s.stats.generated + 1);
    }
}

TEST_CASE("A* from the goal itself needs no moves", "[astar]") {
    AStarSolver astar;
    for (const State& goal : {State(), support::classroom_goal()}) {
        const Solution s = astar.solve(goal, goal);
        CHECK(s.solvable);
        CHECK(s.moves.empty());
        CHECK(s.length() == 0);
    }
}

TEST_CASE("A* answers an unsolvable board without searching", "[astar]") {
    for (Heuristic h : {Heuristic::Manhattan, Heuristic::Misplaced}) {
        AStarSolver astar(h);
        const Solution s = astar.solve(board("213456780"), State());
        CHECK_FALSE(s.solvable);
        CHECK(s.moves.empty());
        CHECK(s.length() == -1);
        CHECK(s.stats.expanded == 0);
        CHECK(s.stats.generated == 0);
    }
}

TEST_CASE("BFS, A* and the table agree on the classroom goal 123804765", "[astar][bfs]") {
    const State goal = support::classroom_goal();
    const DistanceTable table(goal);
    ninegrid::eight::BfsSolver bfs;
    AStarSolver manhattan(Heuristic::Manhattan);
    AStarSolver misplaced(Heuristic::Misplaced);
    std::vector<State> starts = support::sample_boards(goal, 1234, 60);
    starts.push_back(board("283104765"));
    for (const State& s : table.boards_at(table.max_distance()))
        starts.push_back(s);
    for (const State& start : starts) {
        CAPTURE(ninegrid::eight::to_compact(start));
        const int d = table.distance(start);
        REQUIRE(d >= 0);
        const Solution by_bfs = bfs.solve(start, goal);
        const Solution by_manhattan = manhattan.solve(start, goal);
        const Solution by_misplaced = misplaced.solve(start, goal);
        const Solution by_table = table.solve(start);
        CHECK(by_bfs.length() == d);
        CHECK(by_manhattan.length() == d);
        CHECK(by_misplaced.length() == d);
        CHECK(by_table.length() == d);
        CHECK(ninegrid::eight::replay(start, by_bfs.moves) == goal);
        CHECK(ninegrid::eight::replay(start, by_manhattan.moves) == goal);
        CHECK(ninegrid::eight::replay(start, by_misplaced.moves) == goal);
        CHECK(ninegrid::eight::replay(start, by_table.moves) == goal);
    }
}

TEST_CASE("an inadmissible heuristic still gives valid paths, sometimes longer ones", "[astar]") {
    const TileCosts tripled = support::tripled_manhattan(State());
    const DistanceTable table{State()};
    AStarSolver astar;
    int longer = 0;
    std::vector<State> starts = support::hardest_boards();
    for (const State& s : support::sample_boards(State(), 31337, 200))
        starts.push_back(s);
    for (const State& start : starts) {
        CAPTURE(ninegrid::eight::to_compact(start));
        const Solution s = astar.solve_with(start, State(), tripled);
        REQUIRE(s.solvable);
        CHECK(ninegrid::eight::replay(start, s.moves) == State());
        const int optimal = table.distance(start);
        CHECK(s.length() >= optimal);
        CHECK(s.length() % 2 == optimal % 2);  // the blank's cell fixes the parity of any path
        longer += s.length() > optimal;
    }
    INFO(longer << " of " << starts.size() << " paths were longer than optimal");
    CHECK(longer > 0);
    // The plain search is not disturbed by the weighted one before it.
    CHECK(astar.solve(board("867254301"), State()).length() == 31);
}

TEST_CASE("solve_with the Manhattan costs is the same search as solve", "[astar]") {
    AStarSolver a;
    AStarSolver b;
    const TileCosts costs = ninegrid::eight::manhattan_costs(State());
    for (const State& start : support::sample_boards(State(), 77, 30)) {
        const Solution x = a.solve(start, State());
        const Solution y = b.solve_with(start, State(), costs);
        CHECK(x.moves == y.moves);
        CHECK(x.stats.expanded == y.stats.expanded);
    }
}

TEST_CASE("one A* solver reused across goals and heuristics answers like fresh ones", "[astar]") {
    AStarSolver reused;
    const State goals[] = {State(), support::classroom_goal(), board("_12/345/678")};
    ninegrid::eight::Rng rng(2024);
    const TileCosts tripled = support::tripled_manhattan(goals[0]);
    for (int i = 0; i < 45; ++i) {
        const State& goal = goals[i % 3];
        const State start = ninegrid::eight::random_solvable(goal, rng);
        CAPTURE(i, ninegrid::eight::to_compact(start), ninegrid::eight::to_compact(goal));
        AStarSolver fresh;
        Solution a;
        Solution b;
        if (i % 5 == 4 && i % 3 == 0) {  // now and then an inadmissible search in between
            a = reused.solve_with(start, goal, tripled);
            b = fresh.solve_with(start, goal, tripled);
        } else {
            a = reused.solve(start, goal);
            b = fresh.solve(start, goal);
        }
        CHECK(a.moves == b.moves);
        CHECK(a.stats.expanded == b.stats.expanded);
        CHECK(a.stats.generated == b.stats.generated);
        CHECK(a.stats.max_frontier == b.stats.max_frontier);
        CHECK(ninegrid::eight::replay(start, a.moves) == goal);
    }
}

TEST_CASE("a moved-from A* solver's successor keeps working", "[astar]") {
    AStarSolver first(Heuristic::Misplaced);
    const Solution before = first.solve(board("867254301"), State());
    AStarSolver second(std::move(first));
    CHECK(second.solve(board("867254301"), State()).moves == before.moves);
    AStarSolver third;
    third = std::move(second);
    // The heuristic travels with the solver.
    CHECK(third.solve(board("867254301"), State()).stats.expanded == before.stats.expanded);
}

TEST_CASE("an A* solver used for more searches than it has stamps answers like fresh ones",
          "[astar]") {
    // Each search stamps the entries it writes; after 254 searches the table is cleared and the
    // stamps start again. A stale stamp would make a board look reached and change the search.
    AStarSolver reused;
    ninegrid::eight::Rng rng(99);
    int differing = 0;
    for (int i = 0; i < 600; ++i) {
        const State start = ninegrid::eight::random_solvable(State(), rng);
        const Solution a = reused.solve(start, State());
        if (i % 50 != 49 && i != 253 && i != 254 && i != 255) continue;
        AStarSolver fresh;
        const Solution b = fresh.solve(start, State());
        CAPTURE(i, ninegrid::eight::to_compact(start));
        differing += a.moves != b.moves || a.stats.expanded != b.stats.expanded ||
                     a.stats.generated != b.stats.generated ||
                     a.stats.max_frontier != b.stats.max_frontier;
    }
    CHECK(differing == 0);
}

TEST_CASE("A* with very large tile costs still finds valid paths", "[astar]") {
    // f can then be far above anything Manhattan distance gives; the open list must hold it.
    TileCosts huge = ninegrid::eight::manhattan_costs(State());
    for (auto& row : huge) {
        for (auto& c : row)
            c = static_cast<std::uint8_t>(c * 63);  // up to 252 a tile
    }
    AStarSolver astar;
    for (const State& start : support::hardest_boards()) {
        const Solution s = astar.solve_with(start, State(), huge);
        REQUIRE(s.solvable);
        CHECK(ninegrid::eight::replay(start, s.moves) == State());
        CHECK(s.length() >= 31);
    }
}
