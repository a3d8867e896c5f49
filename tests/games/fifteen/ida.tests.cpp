// SPDX-License-Identifier: MIT
// The reference IDA*: its heuristic terms, optimality against a plain BFS, any goal, the limit.
#include "ninegrid/fifteen/ida.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

#include "games/fifteen/support/reference_bfs.hpp"
#include "ninegrid/fifteen/board_text.hpp"
#include "ninegrid/fifteen/korf.hpp"
#include "support/catch.hpp"

using ninegrid::fifteen::Board;
using ninegrid::fifteen::linear_conflict;
using ninegrid::fifteen::manhattan;
using ninegrid::fifteen::Move;
using ninegrid::fifteen::solve_ida;

namespace {

Board board(const char* text) {
    return *ninegrid::fifteen::parse_board(text).board;
}

}  // namespace

TEST_CASE("Manhattan distance sums each tile's rows and columns from its goal cell",
          "[fifteen][ida]") {
    CHECK(manhattan(Board::goal(), Board::goal()) == 0);
    CHECK(manhattan(Board::goal().moved(Move::Up), Board::goal()) == 1);
    // Against Korf's goal each tile of the default goal stands one cell early in reading order:
    // one column for twelve of them, one row and three columns for 4, 8 and 12.
    CHECK(manhattan(Board::goal(), Board::korf_goal()) == 12 * 1 + 3 * 4);
    // Tiles 1 and 15 exchanged: each is 3 rows and 2 columns away; the blank does not count.
    CHECK(manhattan(board("f23456789abcde10"), Board::goal()) == 10);
}

TEST_CASE("linear conflict adds two moves per tile that must leave its line", "[fifteen][ida]") {
    CHECK(linear_conflict(Board::goal(), Board::goal()) == 0);
    // 2 and 1 swapped in their goal row: one must step out and back.
    CHECK(linear_conflict(board("213456789abcdef0"), Board::goal()) == 2);
    // A whole row reversed: three of its four tiles must leave.
    CHECK(linear_conflict(board("432156789abcdef0"), Board::goal()) == 6);
    // 5 and 1 swapped in their goal column.
    CHECK(linear_conflict(board("523416789abcdef0"), Board::goal()) == 2);
    // Tiles outside their goal line cause no conflict there.
    CHECK(linear_conflict(board("1234a6789b5cdef0"), Board::goal()) == 0);
}

TEST_CASE("the solver returns nothing to do at the goal and refuses the other parity",
          "[fifteen][ida]") {
    const auto at_goal = solve_ida(Board::goal(), Board::goal());
    CHECK(at_goal.solved);
    CHECK(at_goal.length == 0);
    CHECK(at_goal.moves.empty());
    CHECK(at_goal.nodes == 1);

    const auto loyd = solve_ida(board("123456789abcdfe0"), Board::goal());
    CHECK_FALSE(loyd.solved);
    CHECK(loyd.length == -1);
    CHECK(loyd.nodes == 0);
}

TEST_CASE("walks of up to 14 moves are solved optimally, as a plain BFS measures",
          "[fifteen][ida]") {
    for (const Board& goal : {Board::goal(), Board::korf_goal(), board("5a2f/c03e/1b64/978d")}) {
        CAPTURE(to_compact(goal));
        for (unsigned seed = 1; seed <= 12; ++seed) {
            const int walk = 6 + static_cast<int>(seed % 9);  // 6..14
            const Board start = support::fifteen::random_walk(goal, walk, seed);
            CAPTURE(seed, walk, to_compact(start));
            const auto solution = solve_ida(start, goal);
            REQUIRE(solution.solved);
            CHECK(ninegrid::fifteen::replay(start, solution.moves) == goal);
            CHECK(solution.length == static_cast<int>(solution.moves.size()));
            CHECK(solution.length <= walk);
            CHECK(solution.length == support::fifteen::bfs_distance(start, goal, walk));
        }
    }
}

TEST_CASE("walks of 20 to 30 moves are solved within the walk's length", "[fifteen][ida]") {
    for (const Board& goal : {Board::goal(), Board::korf_goal()}) {
        for (unsigned seed = 100; seed < 120; ++seed) {
            const int walk = 20 + static_cast<int>(seed % 11);
            const Board start = support::fifteen::random_walk(goal, walk, seed);
            CAPTURE(to_compact(goal), seed, walk, to_compact(start));
            const auto solution = solve_ida(start, goal);
            REQUIRE(solution.solved);
            CHECK(ninegrid::fifteen::replay(start, solution.moves) == goal);
            CHECK(solution.length <= walk);
            // The start's heuristic is a lower bound of the optimum; both share the parity.
            const int h = manhattan(start, goal) + linear_conflict(start, goal);
            CHECK(h <= solution.length);
            CHECK((solution.length - h) % 2 == 0);
            // No move undoes the one before it.
            for (std::size_t i = 1; i < solution.moves.size(); ++i)
                CHECK(solution.moves[i] != opposite(solution.moves[i - 1]));
        }
    }
}

TEST_CASE("a node limit stops the search without a solution", "[fifteen][ida]") {
    const Board start = support::fifteen::random_walk(Board::goal(), 30, 7);
    const auto full = solve_ida(start, Board::goal());
    REQUIRE(full.solved);
    REQUIRE(full.nodes > 10);
    const auto cut = solve_ida(start, Board::goal(), full.nodes / 2);
    CHECK_FALSE(cut.solved);
    CHECK(cut.moves.empty());
    CHECK(cut.length == -1);
    CHECK(cut.nodes <= full.nodes / 2);
    const auto exact = solve_ida(start, Board::goal(), full.nodes);
    CHECK(exact.solved);
    CHECK(exact.length == full.length);
}

TEST_CASE("the easiest Korf instances are solved in their published lengths", "[fifteen][ida]") {
    // Each takes about 0.1 s or less in the dev build (instances 55, 79, 12, 42, 97 and 9, 41 to
    // 46 moves, 0.09M to 0.3M nodes); the longer ones are left to the pattern databases.
    for (int number : {55, 79, 12, 42, 97, 9}) {
        const auto& instance =
            ninegrid::fifteen::korf_instances()[static_cast<std::size_t>(number - 1)];
        CAPTURE(number);
        const Board start = korf_board(instance);
        const auto solution = solve_ida(start, Board::korf_goal());
        REQUIRE(solution.solved);
        CHECK(solution.length == instance.length);
        CHECK(ninegrid::fifteen::replay(start, solution.moves) == Board::korf_goal());
    }
}

TEST_CASE("a long search reports its bound and boards now and then, counting the same boards",
          "[fifteen][ida]") {
    const Board start = korf_board(ninegrid::fifteen::korf_instances()[0]);  // 9.1 M boards
    const auto quiet = solve_ida(start, Board::korf_goal(), 600000);
    struct Seen {
        std::vector<int> bounds;
        std::vector<std::uint64_t> nodes;
    } seen;
    ninegrid::fifteen::IdaProgress progress;
    progress.report = [](void* context, int bound, std::uint64_t nodes) {
        auto& s = *static_cast<Seen*>(context);
        s.bounds.push_back(bound);
        s.nodes.push_back(nodes);
    };
    progress.context = &seen;
    const auto told = solve_ida(start, Board::korf_goal(), 600000, progress);
    CHECK_FALSE(told.solved);
    CHECK(told.nodes == quiet.nodes);
    CHECK(seen.nodes == std::vector<std::uint64_t>{262144, 524288});
    REQUIRE(seen.bounds.size() == 2);
    CHECK(seen.bounds[0] >= manhattan(start, Board::korf_goal()));
    CHECK(seen.bounds[1] >= seen.bounds[0]);
}
