// SPDX-License-Identifier: MIT
// Dealing 15-puzzles: walks stay within their length and never undo a step; a level's deals need
// a number of moves in its band; uniform boards are solvable and never the goal.
#include "ninegrid/fifteen/deal.hpp"

#include <set>

#include "base/rng.hpp"
#include "ninegrid/fifteen/board_text.hpp"
#include "ninegrid/fifteen/ida.hpp"
#include "ninegrid/fifteen/pdb.hpp"
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

TEST_CASE(
    "a deal in a band needs a number of moves in the band, of either parity, and the same "
    "seed deals it again",
    "[fifteen][deal][slow]") {
    using ninegrid::fifteen::kLevelBands;
    using ninegrid::fifteen::ParBand;
    const Board blank_inside = *ninegrid::fifteen::parse_board("123456789a0bcdef").board;
    for (const Board& goal : {Board::goal(), Board::korf_goal(), blank_inside}) {
        CAPTURE(ninegrid::fifteen::to_compact(goal));
        const ninegrid::fifteen::PatternDatabase db(goal.cells(),
                                                    ninegrid::fifteen::partition_663(goal.cells()));
        for (const ParBand band : kLevelBands) {
            CAPTURE(band.min, band.max);
            ninegrid::base::Rng rng(5);
            std::set<int> parities;
            for (int i = 0; i < 30; ++i) {
                const Board b = ninegrid::fifteen::deal_in_band(goal, band, rng);
                CHECK(ninegrid::fifteen::may_deal_in_band(b, goal, band));
                const auto s = ninegrid::fifteen::solve_pdb(db, b.cells());
                REQUIRE(s.solved);
                CHECK(band.contains(s.length));
                parities.insert(s.length % 2);
            }
            CHECK(parities.size() == 2);
        }
    }
    ninegrid::base::Rng a(9);
    ninegrid::base::Rng b(9);
    CHECK(ninegrid::fifteen::deal_in_band(Board::goal(), kLevelBands[2], a) ==
          ninegrid::fifteen::deal_in_band(Board::goal(), kLevelBands[2], b));
}
