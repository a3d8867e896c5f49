// SPDX-License-Identifier: MIT
// The link board: kind characters, the padded ring, removals and gravity.
#include "ninegrid/link/board.hpp"

#include <cctype>
#include <stdexcept>

#include "ninegrid/link/board_text.hpp"
#include "support/catch.hpp"

using ninegrid::link::Board;
using ninegrid::link::Point;
using ninegrid::link::Rules;

namespace {

Board parse(const char* text) {
    const ninegrid::link::BoardParse parsed = ninegrid::link::parse_board(text);
    INFO(parsed.error);
    REQUIRE(parsed);
    return *parsed.board;
}

}  // namespace

TEST_CASE("kinds are written . A-Z 0-9, in that order, and read back", "[link][board]") {
    CHECK(ninegrid::link::kMaxKinds == 36);
    CHECK(ninegrid::link::kind_char(0) == '.');
    CHECK(ninegrid::link::kind_char(1) == 'A');
    CHECK(ninegrid::link::kind_char(26) == 'Z');
    CHECK(ninegrid::link::kind_char(27) == '0');
    CHECK(ninegrid::link::kind_char(36) == '9');
    CHECK(ninegrid::link::kind_char(37) == '?');
    CHECK(ninegrid::link::kind_char(-1) == '?');
    // Kinds are told apart without colour: no two differ by case alone (C and c were two kinds).
    for (int a = 1; a <= ninegrid::link::kMaxKinds; ++a) {
        for (int b = a + 1; b <= ninegrid::link::kMaxKinds; ++b) {
            CAPTURE(a, b);
            CHECK(std::tolower(ninegrid::link::kind_char(a)) !=
                  std::tolower(ninegrid::link::kind_char(b)));
        }
    }
    for (int kind = 0; kind <= ninegrid::link::kMaxKinds; ++kind) {
        CAPTURE(kind);
        CHECK(ninegrid::link::kind_from_char(ninegrid::link::kind_char(kind)) == kind);
    }
    for (char c : {'#', '*', ' ', '?', '_', '\0', 'a', 'c', 'j', 'z'}) {
        CAPTURE(c);
        CHECK(ninegrid::link::kind_from_char(c) == -1);
    }
}

TEST_CASE("a board is padded with an empty ring that reads as empty", "[link][board]") {
    Board board(2, 3);
    CHECK(board.rows() == 2);
    CHECK(board.cols() == 3);
    CHECK(board.stride() == 5);
    CHECK(board.cells().size() == 20);
    CHECK(board.empty());
    board.set(Point{0, 0}, 1);
    board.set(Point{1, 2}, 36);
    CHECK(board.tiles() == 2);
    CHECK(board.at(Point{0, 0}) == 1);
    CHECK(board.at(Point{1, 2}) == 36);
    for (Point ring : {Point{-1, -1}, Point{-1, 1}, Point{2, 3}, Point{0, -1}, Point{1, 3}}) {
        CAPTURE(ring.row, ring.col);
        CHECK_FALSE(board.inside(ring));
        CHECK(board.inside_padded(ring));
        CHECK(board.at(ring) == 0);
    }
    CHECK_FALSE(board.inside_padded(Point{-2, 0}));
    CHECK_FALSE(board.inside_padded(Point{0, 4}));
    for (int index = 0; index < 20; ++index)
        CHECK(board.index(board.point(index)) == index);
    CHECK(board.index(Point{-1, -1}) == 0);
    CHECK(board.point(board.index(Point{1, 2})) == Point{1, 2});
    const auto counts = board.kind_counts();
    CHECK(counts[0] == 4);
    CHECK(counts[1] == 1);
    CHECK(counts[36] == 1);
    board.set(Point{0, 0}, 0);
    CHECK(board.tiles() == 1);
}

TEST_CASE("boards outside 1x1..64x64 are a programming error", "[link][board]") {
    CHECK_THROWS_AS(Board(0, 5), std::invalid_argument);
    CHECK_THROWS_AS(Board(5, 65), std::invalid_argument);
    CHECK_NOTHROW(Board(64, 64));
    CHECK_NOTHROW(Board(1, 1));
}

TEST_CASE("points are ordered row first, then column", "[link][board]") {
    CHECK(Point{0, 5} < Point{1, 0});
    CHECK(Point{1, 0} < Point{1, 1});
    CHECK_FALSE(Point{1, 1} < Point{1, 1});
    CHECK(Point{-1, 3} < Point{0, -1});
}

TEST_CASE("without gravity a removal empties exactly the two cells", "[link][board]") {
    Board board = parse("AB\nCA\nDB\n");
    ninegrid::link::remove_pair(board, Point{0, 0}, Point{1, 1}, Rules{});
    CHECK(ninegrid::link::board_text(board) == ".B\nC.\nDB\n");
    CHECK(board.tiles() == 4);
}

TEST_CASE("with gravity the tiles above each emptied cell fall down their column",
          "[link][board]") {
    const Rules gravity{true, true};
    SECTION("two columns") {
        Board board = parse("CD\nAB\nEA\n");
        ninegrid::link::remove_pair(board, Point{1, 0}, Point{2, 1}, gravity);
        CHECK(ninegrid::link::board_text(board) == "..\nCD\nEB\n");
    }
    SECTION("two cells of one column") {
        Board board = parse("C.\nA.\nD.\nA.\nE.\n");
        ninegrid::link::remove_pair(board, Point{1, 0}, Point{3, 0}, gravity);
        CHECK(ninegrid::link::board_text(board) == "..\n..\nC.\nD.\nE.\n");
    }
    SECTION("the bottom row") {
        Board board = parse("BC\nAA\n");
        ninegrid::link::remove_pair(board, Point{1, 0}, Point{1, 1}, gravity);
        CHECK(ninegrid::link::board_text(board) == "..\nBC\n");
    }
    SECTION("a column with a hole settles whole, keeping its order") {
        Board board = parse("B\nA\nC\n.\nA\n");
        ninegrid::link::remove_pair(board, Point{1, 0}, Point{4, 0}, gravity);
        CHECK(ninegrid::link::board_text(board) == ".\n.\n.\nB\nC\n");
    }
    SECTION("a column that lost nothing stays as it is") {
        Board board = parse("B.A\n..A\nB..\n");
        ninegrid::link::remove_pair(board, Point{0, 2}, Point{1, 2}, gravity);
        CHECK(ninegrid::link::board_text(board) == "B..\n...\nB..\n");
    }
}
