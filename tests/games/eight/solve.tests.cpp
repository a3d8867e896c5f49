// SPDX-License-Identifier: MIT
// The Solver façade: algorithm and heuristic names, dispatch, and the table rebuilt per goal.
#include "ninegrid/eight/solve.hpp"

#include <string_view>
#include <vector>

#include "games/eight/support/boards.hpp"
#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/distance_table.hpp"
#include "support/catch.hpp"

using ninegrid::eight::Algorithm;
using ninegrid::eight::Heuristic;
using ninegrid::eight::Solution;
using ninegrid::eight::Solver;
using ninegrid::eight::State;
using support::board;

TEST_CASE("algorithm and heuristic names round-trip", "[solve]") {
    CHECK(ninegrid::eight::algorithm_name(Algorithm::Bfs) == "bfs");
    CHECK(ninegrid::eight::algorithm_name(Algorithm::AStar) == "astar");
    CHECK(ninegrid::eight::algorithm_name(Algorithm::Table) == "table");
    for (Algorithm a : {Algorithm::Bfs, Algorithm::AStar, Algorithm::Table}) {
        CHECK(ninegrid::eight::algorithm_from_name(ninegrid::eight::algorithm_name(a)) == a);
    }
    CHECK(ninegrid::eight::heuristic_name(Heuristic::Manhattan) == "manhattan");
    CHECK(ninegrid::eight::heuristic_name(Heuristic::Misplaced) == "misplaced");
    for (Heuristic h : {Heuristic::Manhattan, Heuristic::Misplaced}) {
        CHECK(ninegrid::eight::heuristic_from_name(ninegrid::eight::heuristic_name(h)) == h);
    }
}

TEST_CASE("unknown algorithm and heuristic names are rejected", "[solve]") {
    for (std::string_view name :
         {"", "BFS", "A*", "a*", "dfs", "astar ", "tab", "idastar", "astar_closed"}) {
        CAPTURE(name);
        CHECK_FALSE(ninegrid::eight::algorithm_from_name(name).has_value());
    }
    for (std::string_view name : {"", "Manhattan", "hamming", "manhattan2", "bfs"}) {
        CAPTURE(name);
        CHECK_FALSE(ninegrid::eight::heuristic_from_name(name).has_value());
    }
}

TEST_CASE("a solver remembers its algorithm and heuristic", "[solve]") {
    const Solver a(Algorithm::AStar, Heuristic::Misplaced);
    CHECK(a.algorithm() == Algorithm::AStar);
    CHECK(a.heuristic() == Heuristic::Misplaced);
    const Solver b(Algorithm::Bfs);
    CHECK(b.algorithm() == Algorithm::Bfs);
    CHECK(b.heuristic() == Heuristic::Manhattan);
}

TEST_CASE("every algorithm gives the optimal length", "[solve]") {
    const ninegrid::eight::DistanceTable table{State()};
    Solver bfs(Algorithm::Bfs);
    Solver manhattan(Algorithm::AStar, Heuristic::Manhattan);
    Solver misplaced(Algorithm::AStar, Heuristic::Misplaced);
    Solver by_table(Algorithm::Table);
    std::vector<State> starts = support::sample_boards(State(), 555, 60);
    starts.push_back(State());
    for (const State& s : support::hardest_boards())
        starts.push_back(s);
    for (const State& start : starts) {
        CAPTURE(ninegrid::eight::to_compact(start));
        const int d = table.distance(start);
        for (Solver* solver : {&bfs, &manhattan, &misplaced, &by_table}) {
            CAPTURE(ninegrid::eight::algorithm_name(solver->algorithm()));
            const Solution s = solver->solve(start, State());
            CHECK(s.solvable);
            CHECK(s.length() == d);
            CHECK(ninegrid::eight::replay(start, s.moves) == State());
        }
    }
}

TEST_CASE("every algorithm reports an unsolvable board as such", "[solve]") {
    for (Algorithm a : {Algorithm::Bfs, Algorithm::AStar, Algorithm::Table}) {
        CAPTURE(ninegrid::eight::algorithm_name(a));
        Solver solver(a);
        const Solution s = solver.solve(board("213456780"), State());
        CHECK_FALSE(s.solvable);
        CHECK(s.moves.empty());
        CHECK(s.length() == -1);
    }
}

TEST_CASE("the table algorithm follows the goal it is asked for", "[solve]") {
    Solver solver(Algorithm::Table);
    const State classroom = support::classroom_goal();
    // Alternate goals so that a table kept for the wrong goal would show.
    for (int round = 0; round < 3; ++round) {
        CAPTURE(round);
        const Solution a = solver.solve(board("123456708"), State());
        CHECK(a.moves == support::moves("R"));
        const Solution b = solver.solve(board("283104765"), classroom);
        CHECK(b.length() == 4);
        CHECK(ninegrid::eight::replay(board("283104765"), b.moves) == classroom);
        // Against the classroom goal the default goal is unreachable, and the other way round.
        CHECK_FALSE(solver.solve(State(), classroom).solvable);
        CHECK_FALSE(solver.solve(classroom, State()).solvable);
    }
    const Solution hard = solver.solve(board("867254301"), State());
    CHECK(hard.length() == 31);
    CHECK(ninegrid::eight::replay(board("867254301"), hard.moves) == State());
}
