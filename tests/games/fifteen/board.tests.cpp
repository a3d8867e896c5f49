// SPDX-License-Identifier: MIT
// The 15-puzzle board: its goals, the blank's moves, replay, and the cells it refuses.
#include "ninegrid/fifteen/board.hpp"

#include <stdexcept>
#include <string>

#include "ninegrid/fifteen/board_text.hpp"
#include "support/catch.hpp"

using ninegrid::fifteen::Board;
using ninegrid::fifteen::Cells;
using ninegrid::fifteen::Move;

namespace {

// The message of the std::invalid_argument that Board(cells) throws, or "<accepted>".
std::string refusal(const Cells& cells) {
    try {
        Board b(cells);
        return "<accepted>";
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
}

}  // namespace

TEST_CASE("the two goals put the blank last and first", "[fifteen][board]") {
    CHECK(to_compact(Board::goal()) == "123456789abcdef0");
    CHECK(Board::goal().blank() == 15);
    CHECK(to_compact(Board::korf_goal()) == "0123456789abcdef");
    CHECK(Board::korf_goal().blank() == 0);
    CHECK(Board::goal() != Board::korf_goal());
    CHECK(Board(Board::goal().cells()) == Board::goal());
}

TEST_CASE("move letters and opposites match the 8-puzzle's", "[fifteen][board]") {
    CHECK(move_letter(Move::Up) == 'U');
    CHECK(move_letter(Move::Down) == 'D');
    CHECK(move_letter(Move::Left) == 'L');
    CHECK(move_letter(Move::Right) == 'R');
    CHECK(opposite(Move::Up) == Move::Down);
    CHECK(opposite(Move::Left) == Move::Right);
    CHECK(ninegrid::fifteen::move_from_letter('u') == Move::Up);
    CHECK(ninegrid::fifteen::move_from_letter('R') == Move::Right);
    CHECK_FALSE(ninegrid::fifteen::move_from_letter('x').has_value());
    CHECK(ninegrid::fifteen::moves_to_string({Move::Up, Move::Left, Move::Down, Move::Right}) ==
          "ULDR");
}

TEST_CASE("the blank moves inside the board and never wraps a row", "[fifteen][board]") {
    Board b = Board::goal();  // the blank in the bottom right corner
    CHECK(b.legal_moves() == std::vector<Move>{Move::Up, Move::Left});
    CHECK_FALSE(b.apply(Move::Down));
    CHECK_FALSE(b.apply(Move::Right));
    CHECK(b == Board::goal());
    CHECK(b.moved(Move::Right) == b);

    REQUIRE(b.apply(Move::Up));  // tile 12 slides down
    CHECK(b.blank() == 11);
    CHECK(b[15] == 12);
    CHECK(b.legal_moves() == std::vector<Move>{Move::Up, Move::Down, Move::Left});

    // From the end of a row the blank does not step to the next row's start.
    Board k = Board::korf_goal();  // blank at 0
    CHECK(k.legal_moves() == std::vector<Move>{Move::Down, Move::Right});
    REQUIRE(k.apply(Move::Right));
    REQUIRE(k.apply(Move::Right));
    REQUIRE(k.apply(Move::Right));
    CHECK(k.blank() == 3);
    CHECK_FALSE(k.can_move(Move::Right));
    CHECK(k.legal_moves() == std::vector<Move>{Move::Down, Move::Left});

    // The middle has all four moves.
    const Board mid = Board::goal().moved(Move::Up).moved(Move::Left);
    CHECK(mid.blank() == 10);
    CHECK(mid.legal_moves().size() == 4);
}

TEST_CASE("replay applies moves in order and fails on an illegal one", "[fifteen][board]") {
    const std::vector<Move> there{Move::Up, Move::Up, Move::Left, Move::Down};
    const auto moved = ninegrid::fifteen::replay(Board::goal(), there);
    REQUIRE(moved.has_value());
    CHECK(to_compact(*moved) == "123456b79a08defc");
    std::vector<Move> back;
    for (auto it = there.rbegin(); it != there.rend(); ++it)
        back.push_back(opposite(*it));
    CHECK(ninegrid::fifteen::replay(*moved, back) == Board::goal());
    CHECK_FALSE(
        ninegrid::fifteen::replay(Board::goal(), {Move::Up, Move::Down, Move::Down}).has_value());
    CHECK(ninegrid::fifteen::replay(Board::goal(), {}) == Board::goal());
}

TEST_CASE("cells that are not a permutation of 0..15 are refused with the reason",
          "[fifteen][board]") {
    CHECK(refusal({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0}) == "<accepted>");
    CHECK(refusal({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 7, 13, 14, 15, 0}) ==
          "tile 7 appears twice; 12 is missing");
    CHECK(refusal({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 15}) ==
          "tile 15 appears twice; the blank is missing");
    CHECK(refusal({0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0}) ==
          "the blank appears twice; 1 is missing");
    CHECK(refusal({1, 1, 1, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0}) ==
          "tile 1 appears 3 times; 2 and 3 are missing");
    CHECK(refusal({1, 1, 1, 1, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 15}) ==
          "tile 1 appears 4 times; 2, 3, 4 and the blank are missing");
    CHECK(refusal({16, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0}) ==
          "tile 16 is out of range: the tiles are 1-15 and 0 is the blank");
    CHECK(refusal({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 255}) ==
          "tile 255 is out of range: the tiles are 1-15 and 0 is the blank");
}
