// SPDX-License-Identifier: MIT
// The teaching searches against the distance table: the optimal ones exact, the others valid and
// within their claims, and the flawed ones caught failing where they fail.
#include "ninegrid/eight/classroom.hpp"

#include <cstdint>
#include <cstdlib>
#include <deque>
#include <vector>

#include "games/eight/support/boards.hpp"
#include "games/eight/support/solvers.hpp"
#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/distance_table.hpp"
#include "ninegrid/eight/rank.hpp"
#include "ninegrid/eight/solve.hpp"
#include "support/catch.hpp"

using ninegrid::eight::Algorithm;
using ninegrid::eight::DistanceTable;
using ninegrid::eight::Solution;
using ninegrid::eight::Solver;
using ninegrid::eight::State;
using ninegrid::eight::TileCosts;
using support::board;

namespace {

// What a run over many boards found, judged by the table.
struct Tally {
    std::uint32_t checked = 0;
    std::uint32_t invalid = 0;  // a path that does not reach the goal, or shorter than optimal
    std::uint32_t gave_up = 0;
    std::uint32_t optimal = 0;
    std::uint32_t over_bound = 0;  // longer than `bound` times the optimum
    std::uint32_t first_bad = 0;   // rank of the first invalid or over-bound board
};

template <typename Solve>
Tally run_on(const DistanceTable& table, std::uint32_t every, double bound, Solve solve) {
    Tally t;
    std::uint32_t reachable = 0;
    for (std::uint32_t r = 0; r < ninegrid::eight::kPermutationCount; ++r) {
        const State start = ninegrid::eight::cantor_unrank(r);
        const int d = table.distance(start);
        if (d < 0 || reachable++ % every != 0) continue;
        ++t.checked;
        const Solution s = solve(start);
        if (!s.solvable) {
            if (t.invalid++ == 0 && t.over_bound == 0) t.first_bad = r;
            continue;
        }
        if (s.gave_up) {
            ++t.gave_up;
            continue;
        }
        const bool valid =
            ninegrid::eight::replay(start, s.moves) == table.goal() && s.length() >= d;
        if (!valid && t.invalid++ == 0 && t.over_bound == 0) t.first_bad = r;
        if (valid && s.length() > bound * d && t.over_bound++ == 0 && t.invalid == 0) {
            t.first_bad = r;
        }
        t.optimal += valid && s.length() == d;
    }
    return t;
}

// Manhattan distance with each tile's distance rounded down to an even number: never more than
// Manhattan, so admissible, but a tile that steps from two cells away to one drops h by two:
// not consistent.
TileCosts even_manhattan(const State& goal) {
    TileCosts costs = ninegrid::eight::manhattan_costs(goal);
    for (auto& row : costs) {
        for (auto& c : row)
            c = static_cast<std::uint8_t>(c / 2 * 2);
    }
    return costs;
}

}  // namespace

TEST_CASE("IDA* returns the BFS length on every one of the 181440 states", "[classroom][slow]") {
    const DistanceTable table{State()};
    const ninegrid::eight::IdaStarSolver ida;
    const Tally t = run_on(table, 1, 1, [&](const State& s) { return ida.solve(s, State()); });
    INFO("first failure: " << ninegrid::eight::to_compact(
             ninegrid::eight::cantor_unrank(t.first_bad)));
    CHECK(t.checked == 181440);
    CHECK(t.invalid == 0);
    CHECK(t.gave_up == 0);
    CHECK(t.optimal == 181440);
}

TEST_CASE("bidirectional BFS returns the BFS length on every one of the 181440 states",
          "[classroom][slow]") {
    const DistanceTable table{State()};
    ninegrid::eight::BidirectionalSolver bidir;
    const Tally t = run_on(table, 1, 1, [&](const State& s) { return bidir.solve(s, State()); });
    INFO("first failure: " << ninegrid::eight::to_compact(
             ninegrid::eight::cantor_unrank(t.first_bad)));
    CHECK(t.checked == 181440);
    CHECK(t.invalid == 0);
    CHECK(t.optimal == 181440);
}

TEST_CASE("A* with a closed set returns the BFS length on every state with Manhattan distance",
          "[classroom][slow]") {
    const DistanceTable table{State()};
    ninegrid::eight::ClosedAStarSolver closed;
    const Tally t = run_on(table, 1, 1, [&](const State& s) { return closed.solve(s, State()); });
    INFO("first failure: " << ninegrid::eight::to_compact(
             ninegrid::eight::cantor_unrank(t.first_bad)));
    CHECK(t.checked == 181440);
    CHECK(t.invalid == 0);
    CHECK(t.optimal == 181440);
}

TEST_CASE("A* with a closed set and misplaced tiles returns the BFS length on a sample",
          "[classroom][slow]") {
    const DistanceTable table{State()};
    ninegrid::eight::ClosedAStarSolver closed(ninegrid::eight::Heuristic::Misplaced);
    const Tally t = run_on(table, 97, 1, [&](const State& s) { return closed.solve(s, State()); });
    CHECK(t.checked == (181440 + 96) / 97);
    CHECK(t.invalid == 0);
    CHECK(t.optimal == t.checked);
}

TEST_CASE("greedy best-first gives a valid path on every state, often a long one",
          "[classroom][slow]") {
    const DistanceTable table{State()};
    ninegrid::eight::GreedySolver greedy;
    const Tally t = run_on(table, 1, 1e9, [&](const State& s) { return greedy.solve(s, State()); });
    INFO("first failure: " << ninegrid::eight::to_compact(
             ninegrid::eight::cantor_unrank(t.first_bad)));
    CHECK(t.checked == 181440);
    CHECK(t.invalid == 0);
    CHECK(t.gave_up == 0);
    // Measured: 7930 of 181440 optimal, 22 moves too many on average, up to 72 (750236814: 18
    // moves, greedy takes 90). Manhattan distance guides it, but nothing bounds it.
    CHECK(t.optimal < t.checked / 10);
}

TEST_CASE("weighted A* stays within its weight times the optimum on every state",
          "[classroom][slow]") {
    const DistanceTable table{State()};
    for (double w : {2.0}) {
        CAPTURE(w);
        ninegrid::eight::WeightedAStarSolver wastar(w);
        const Tally t =
            run_on(table, 1, w, [&](const State& s) { return wastar.solve(s, State()); });
        INFO("first failure: " << ninegrid::eight::to_compact(
                 ninegrid::eight::cantor_unrank(t.first_bad)));
        CHECK(t.checked == 181440);
        CHECK(t.invalid == 0);
        CHECK(t.over_bound == 0);
        CHECK(t.optimal < t.checked);  // it does give up optimality
        CHECK(t.optimal > t.checked / 4);
    }
}

TEST_CASE("weighted A* with other weights: within the bound on a sample, weight 1 exact",
          "[classroom]") {
    const DistanceTable table{State()};
    for (double w : {1.0, 1.5, 3.0, 100.0}) {
        CAPTURE(w);
        ninegrid::eight::WeightedAStarSolver wastar(w);
        CHECK(wastar.weight() == w);
        const Tally t =
            run_on(table, 997, w, [&](const State& s) { return wastar.solve(s, State()); });
        CHECK(t.invalid == 0);
        CHECK(t.over_bound == 0);
        if (w == 1.0) CHECK(t.optimal == t.checked);
    }
}

TEST_CASE("iterative deepening is exact on every state up to 14 moves", "[classroom][slow]") {
    const DistanceTable table{State()};
    const ninegrid::eight::IddfsSolver iddfs;
    std::uint32_t checked = 0;
    for (int d = 0; d <= 14; ++d) {
        for (const State& start : table.boards_at(d)) {
            const Solution s = iddfs.solve(start, State());
            ++checked;
            if (!s.found() || s.length() != d || ninegrid::eight::replay(start, s.moves) != State())
                FAIL("iddfs on " << ninegrid::eight::to_compact(start) << ": " << s.length()
                                 << " moves, BFS needs " << d);
        }
    }
    std::uint32_t expected = 0;
    for (int d = 0; d <= 14; ++d)
        expected += table.counts()[static_cast<std::size_t>(d)];
    CHECK(checked == expected);
}

TEST_CASE("iterative deepening beyond 14 moves: exact at each distance, the 31-move boards too",
          "[classroom][slow]") {
    // A board of each distance from 15 to 28 (the middle one of its layer) and both boards of
    // 31 moves, which take some 1.4 * 10^8 expansions each, well within the default limit (29
    // and 30 would add some 10^8 more and nothing the 31s do not show).
    const DistanceTable table{State()};
    const ninegrid::eight::IddfsSolver iddfs;
    std::vector<State> boards;
    for (int d = 15; d <= 28; ++d) {
        const std::vector<State> layer = table.boards_at(d);
        boards.push_back(layer[layer.size() / 2]);
    }
    const std::vector<State> hardest = table.boards_at(31);
    REQUIRE(hardest.size() == 2);
    boards.insert(boards.end(), hardest.begin(), hardest.end());
    for (const State& start : boards) {
        CAPTURE(ninegrid::eight::to_compact(start));
        const Solution s = iddfs.solve(start, State());
        REQUIRE(s.found());
        CHECK_FALSE(s.gave_up);
        CHECK(s.length() == table.distance(start));
        CHECK(ninegrid::eight::replay(start, s.moves) == State());
        CHECK(s.stats.expanded < ninegrid::eight::kIddfsNodeLimit);
    }
}

TEST_CASE("iterative deepening gives up at the node limit it is given, and says so",
          "[classroom]") {
    const State hard = board("867254301");
    const Solution s = ninegrid::eight::IddfsSolver(1000).solve(hard, State());
    CHECK(s.solvable);
    CHECK(s.gave_up);
    CHECK(s.moves.empty());
    CHECK(s.length() == -1);
    CHECK(s.stats.expanded == 1000);
    const Solution medium = ninegrid::eight::IddfsSolver(1000).solve(board("123456708"), State());
    CHECK(medium.length() == 1);
}

TEST_CASE("the pruned BFS fails exactly where its rule cuts every short path",
          "[classroom][slow]") {
    // The handout's rule as a graph: a move from a to b is kept when b has at most one more
    // misplaced cell than a (blank included). A breadth-first search with a visited set finds
    // the shortest kept path, so one BFS backwards from the goal over the kept moves predicts
    // the pruned search's answer for every board at once: that distance, if at most 50.
    const DistanceTable table{State()};
    const State goal;
    std::vector<int> kept(ninegrid::eight::kPermutationCount, -1);
    std::deque<State> queue{goal};
    kept[ninegrid::eight::cantor_rank(goal)] = 0;
    while (!queue.empty()) {
        const State b = queue.front();
        queue.pop_front();
        const int mb = ninegrid::eight::misplaced_cells(b, goal);
        for (ninegrid::eight::Move m : b.legal_moves()) {
            const State a = b.moved(m);  // a move from a (back along m) reaches b
            int& da = kept[ninegrid::eight::cantor_rank(a)];
            if (da >= 0 || mb > ninegrid::eight::misplaced_cells(a, goal) + 1) continue;
            da = kept[ninegrid::eight::cantor_rank(b)] + 1;
            queue.push_back(a);
        }
    }
    std::uint32_t fails = 0;
    std::uint32_t longer = 0;
    std::uint32_t optimal = 0;
    for (std::uint32_t r = 0; r < ninegrid::eight::kPermutationCount; ++r) {
        const int d = table.distance(ninegrid::eight::cantor_unrank(r));
        if (d < 0) continue;
        const int k = kept[r];
        if (k < 0 || k > ninegrid::eight::kPrunedMaxDepth) {
            ++fails;
        } else {
            longer += k > d;
            optimal += k == d;
        }
    }
    // The rule cuts 359 boards off the goal altogether (the depth limit never matters: no kept
    // path is longer than 32), and lengthens the path of a quarter of the others.
    INFO(fails << " fail, " << longer << " longer, " << optimal << " optimal");
    CHECK(fails + longer + optimal == 181440);
    CHECK(fails == 359);
    CHECK(longer == 47681);
    CHECK(optimal == 133400);

    // The solver does what the graph says, on a sample of all boards and of the failures.
    ninegrid::eight::PrunedBfsSolver pruned;
    std::uint32_t reachable = 0;
    std::uint32_t failures_seen = 0;
    std::uint32_t checked = 0;
    std::uint32_t wrong = 0;
    for (std::uint32_t r = 0; r < ninegrid::eight::kPermutationCount; ++r) {
        const State start = ninegrid::eight::cantor_unrank(r);
        if (table.distance(start) < 0) continue;
        const int k = kept[r];
        const bool fails_here = k < 0 || k > ninegrid::eight::kPrunedMaxDepth;
        const bool sampled = reachable++ % 401 == 0 || (fails_here && failures_seen++ % 20 == 0);
        if (!sampled) continue;
        ++checked;
        const Solution s = pruned.solve(start, goal);
        const bool right =
            s.solvable && s.gave_up == fails_here &&
            (fails_here ? s.moves.empty()
                        : s.length() == k && ninegrid::eight::replay(start, s.moves) == goal);
        if (!right && wrong++ == 0) {
            UNSCOPED_INFO("first wrong: " << ninegrid::eight::to_compact(start) << " predicted "
                                          << k << ", got " << s.length());
        }
    }
    CHECK(checked > 450);
    CHECK(wrong == 0);
}

TEST_CASE("the pruned BFS: a board 6 moves away it cannot solve, and one it solves twice too long",
          "[classroom]") {
    ninegrid::eight::PrunedBfsSolver pruned;
    const Solution fails = pruned.solve(board("123746580"), State());
    CHECK(fails.solvable);
    CHECK(fails.gave_up);
    CHECK_FALSE(fails.found());
    CHECK(fails.length() == -1);
    CHECK(fails.moves.empty());
    CHECK(fails.stats.expanded > 0);
    const Solution longer = pruned.solve(board("135826470"), State());
    CHECK(longer.length() == 20);
    CHECK(ninegrid::eight::replay(board("135826470"), longer.moves) == State());
    CHECK(ninegrid::eight::AStarSolver().solve(board("135826470"), State()).length() == 10);
    // Counting the blank is what makes the rule prune: misplaced tiles without it change by at
    // most one a move (the consistency test in astar.tests.cpp), so the rule would keep all.
    CHECK(ninegrid::eight::misplaced_cells(board("123746580"), State()) == 3);
    CHECK(ninegrid::eight::misplaced_cells(State(), State()) == 0);
    CHECK(ninegrid::eight::misplaced_cells(board("123456708"), State()) == 2);
}

TEST_CASE("greedy can take twice the optimum: 265103478 needs 10 moves, greedy takes 20",
          "[classroom]") {
    ninegrid::eight::GreedySolver greedy;
    const Solution s = greedy.solve(board("265103478"), State());
    CHECK(s.length() == 20);
    CHECK(ninegrid::eight::replay(board("265103478"), s.moves) == State());
    CHECK(ninegrid::eight::AStarSolver().solve(board("265103478"), State()).length() == 10);
}

TEST_CASE("A* with a closed set loses optimality with an admissible, inconsistent heuristic",
          "[classroom]") {
    const TileCosts even = even_manhattan(State());
    const TileCosts manhattan = ninegrid::eight::manhattan_costs(State());
    const DistanceTable table{State()};
    SECTION("the heuristic is admissible but not consistent") {
        bool inconsistent = false;
        for (const State& s : support::sample_boards(State(), 8, 300)) {
            const int h = ninegrid::eight::heuristic_value(even, s);
            CHECK(h <= ninegrid::eight::heuristic_value(manhattan, s));
            CHECK(h <= table.distance(s));
            for (ninegrid::eight::Move m : s.legal_moves()) {
                inconsistent |=
                    std::abs(ninegrid::eight::heuristic_value(even, s.moved(m)) - h) > 1;
            }
        }
        CHECK(inconsistent);
    }
    SECTION("123764850: 10 moves, the closed set gives 12; A*'s bestG rule and IDA* give 10") {
        ninegrid::eight::ClosedAStarSolver closed;
        const Solution s = closed.solve_with(board("123764850"), State(), even);
        CHECK(s.length() == 12);
        CHECK(ninegrid::eight::replay(board("123764850"), s.moves) == State());
        CHECK(
            ninegrid::eight::AStarSolver().solve_with(board("123764850"), State(), even).length() ==
            10);
        CHECK(ninegrid::eight::IdaStarSolver()
                  .solve_with(board("123764850"), State(), even)
                  .length() == 10);
        CHECK(closed.solve(board("123764850"), State()).length() == 10);  // Manhattan: consistent
    }
    SECTION("on a sample, the closed set is often too long, A* and IDA* never") {
        ninegrid::eight::ClosedAStarSolver closed;
        ninegrid::eight::AStarSolver astar;
        const ninegrid::eight::IdaStarSolver ida;
        int too_long = 0;
        for (const State& start : support::sample_boards(State(), 4, 150)) {
            CAPTURE(ninegrid::eight::to_compact(start));
            const int d = table.distance(start);
            const Solution c = closed.solve_with(start, State(), even);
            CHECK(ninegrid::eight::replay(start, c.moves) == State());
            CHECK(c.length() >= d);
            too_long += c.length() > d;
            CHECK(astar.solve_with(start, State(), even).length() == d);
            CHECK(ida.solve_with(start, State(), even).length() == d);
        }
        CHECK(too_long > 0);
    }
}

TEST_CASE("every teaching search answers the goal itself, an unsolvable board and other goals",
          "[classroom]") {
    const State classroom = support::classroom_goal();
    const DistanceTable table(classroom);
    for (Algorithm a : ninegrid::eight::kAllAlgorithms) {
        CAPTURE(ninegrid::eight::algorithm_name(a));
        Solver solver(a);
        const Solution same = solver.solve(classroom, classroom);
        CHECK(same.found());
        CHECK(same.length() == 0);
        const Solution odd = solver.solve(board("213456780"), State());
        CHECK_FALSE(odd.solvable);
        CHECK_FALSE(odd.found());
        CHECK(odd.length() == -1);
        if (a != Algorithm::Table) CHECK(odd.stats.expanded == 0);
        for (const State& start : support::sample_boards(classroom, 21, 12)) {
            CAPTURE(ninegrid::eight::to_compact(start));
            const Solution s = solver.solve(start, classroom);
            REQUIRE(s.solvable);
            if (s.gave_up) {
                CHECK(ninegrid::eight::can_give_up(a));
                continue;
            }
            CHECK(ninegrid::eight::replay(start, s.moves) == classroom);
            const int d = table.distance(start);
            if (ninegrid::eight::claims_optimal(a)) {
                CHECK(s.length() == d);
            } else {
                CHECK(s.length() >= d);
            }
        }
    }
}

TEST_CASE("the teaching searches count their work consistently with their answers", "[classroom]") {
    for (Algorithm a : ninegrid::eight::kAllAlgorithms) {
        if (a == Algorithm::Table) continue;  // it counts look-ups
        CAPTURE(ninegrid::eight::algorithm_name(a));
        Solver solver(a);
        for (const State& start : support::sample_boards(State(), 6, 6)) {
            const Solution s = solver.solve(start, State());
            if (!s.found()) continue;
            CHECK(s.stats.expanded >= 1);
            CHECK(s.stats.generated >= s.stats.expanded - 1);
            CHECK(s.stats.max_frontier >= 1);
            CHECK(s.stats.elapsed.count() > 0);
        }
    }
    // IDA*'s frontier is its path: the deepest it went, the goal included.
    const Solution ida = ninegrid::eight::IdaStarSolver().solve(board("867254301"), State());
    CHECK(ida.stats.max_frontier == 32);
}

TEST_CASE("the algorithms' claims", "[classroom]") {
    using ninegrid::eight::can_give_up;
    using ninegrid::eight::claims_optimal;
    for (Algorithm a : {Algorithm::Bfs, Algorithm::AStar, Algorithm::Table, Algorithm::Ida,
                        Algorithm::Bidir, Algorithm::Iddfs, Algorithm::AStarClosed})
        CHECK(claims_optimal(a));
    for (Algorithm a : {Algorithm::Greedy, Algorithm::WAStar, Algorithm::Pruned})
        CHECK_FALSE(claims_optimal(a));
    CHECK(can_give_up(Algorithm::Pruned));
    CHECK(can_give_up(Algorithm::Iddfs));
    CHECK_FALSE(can_give_up(Algorithm::Ida));
    CHECK(ninegrid::eight::takes_heuristic(Algorithm::AStarClosed));
    CHECK_FALSE(ninegrid::eight::takes_heuristic(Algorithm::Greedy));
}
