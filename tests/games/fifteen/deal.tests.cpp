// Dealing 15-puzzles: walks stay within their length and never undo a step; uniform boards are
// solvable and never the goal.
#include "ninegrid/fifteen/deal.hpp"

#include "ninegrid/fifteen/ida.hpp"
#include "ninegrid/fifteen/solvability.hpp"
#include "support/catch.hpp"

using ninegrid::fifteen::Board;

TEST_CASE("a random walk from the goal is solvable within its length, never the goal",
          "[fifteen][deal]") {
    ninegrid::base::Rng rng(1);
    for (int i = 0; i < 20; ++i) {
        const Board b = ninegrid::fifteen::random_walk(Board::goal(), 12, rng);
        CHECK(b != Board::goal());
        const auto s = ninegrid::fifteen::solve_ida(b, Board::goal());
        REQUIRE(s.solved);
        CHECK(s.length <= 12);
        CHECK(s.length % 2 == 0);  // each move flips the blank's colour on the chequerboard
    }
}

TEST_CASE("a random board can reach its goal, any goal, and the same seed deals it again",
          "[fifteen][deal]") {
    for (const Board& goal : {Board::goal(), Board::korf_goal()}) {
        ninegrid::base::Rng rng(3);
        for (int i = 0; i < 200; ++i) {
            const Board b = ninegrid::fifteen::random_board(goal, rng);
            CHECK(ninegrid::fifteen::is_solvable(b, goal));
            CHECK(b != goal);
        }
    }
    ninegrid::base::Rng a(9);
    ninegrid::base::Rng b(9);
    CHECK(ninegrid::fifteen::random_board(Board::goal(), a) ==
          ninegrid::fifteen::random_board(Board::goal(), b));
}
