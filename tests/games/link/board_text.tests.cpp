// SPDX-License-Identifier: MIT
// Link board files: what is accepted, every refusal with its exact message and data, printing.
#include "ninegrid/link/board_text.hpp"

#include <string>

#include "support/catch.hpp"

using ninegrid::link::BoardParse;
using ninegrid::link::BoardProblem;
using ninegrid::link::parse_board;
using ninegrid::link::Point;

namespace {

std::string error_of(const std::string& text) {
    const BoardParse parsed = parse_board(text);
    if (parsed) return "<accepted>";
    return parsed.error;
}

}  // namespace

TEST_CASE("a board file gives one row per line and one cell per character", "[link][board_text]") {
    const BoardParse parsed = parse_board("AB.\nZ09\n");
    INFO(parsed.error);
    REQUIRE(parsed);
    CHECK(parsed.error.empty());
    CHECK(parsed.problem.kind == BoardProblem::Kind::None);
    const ninegrid::link::Board& board = *parsed.board;
    CHECK(board.rows() == 2);
    CHECK(board.cols() == 3);
    CHECK(board.at(Point{0, 0}) == 1);
    CHECK(board.at(Point{0, 1}) == 2);
    CHECK(board.at(Point{0, 2}) == 0);
    CHECK(board.at(Point{1, 0}) == 26);
    CHECK(board.at(Point{1, 1}) == 27);
    CHECK(board.at(Point{1, 2}) == 36);
    CHECK(board.tiles() == 5);
}

TEST_CASE("comments, blank lines, trailing blanks and the final newline are fine",
          "[link][board_text]") {
    const std::string expected = "AB\nBA\n";
    for (const char* text :
         {"AB\nBA", "AB\nBA\n", "# a comment\nAB\nBA\n", "AB  \nBA\t\n", "AB\r\nBA\r\n",
          "\nAB\n\nBA\n\n", "AB\n# between\nBA\n", "#\nAB\n   \nBA", "# AB*\nAB\nBA\n#x"}) {
        CAPTURE(text);
        const BoardParse parsed = parse_board(text);
        INFO(parsed.error);
        REQUIRE(parsed);
        CHECK(ninegrid::link::board_text(*parsed.board) == expected);
    }
}

TEST_CASE("printing gives text that parses back to the same board", "[link][board_text]") {
    for (const char* text :
         {"A\n", "A.\n..\n", "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789\n", ".\n.\n.\n", "AQ0\n9JZ\n"}) {
        CAPTURE(text);
        const BoardParse parsed = parse_board(text);
        REQUIRE(parsed);
        const std::string printed = ninegrid::link::board_text(*parsed.board);
        CHECK(printed == text);
        const BoardParse again = parse_board(printed);
        REQUIRE(again);
        CHECK(*again.board == *parsed.board);
    }
}

TEST_CASE("rows of different lengths are refused with the line and both counts",
          "[link][board_text]") {
    CHECK(error_of("ABCDEFGHIJ\n# c\nABCDEFGHI\n") == "line 3: row has 9 cells, expected 10");
    CHECK(error_of("AB\nABC\n") == "line 2: row has 3 cells, expected 2");
    const BoardParse parsed = parse_board("ABCDEFGHIJ\n# c\nABCDEFGHI\n");
    CHECK(parsed.problem.kind == BoardProblem::Kind::RowLength);
    CHECK(parsed.problem.line == 3);
    CHECK(parsed.problem.count == 9);
    CHECK(parsed.problem.expected == 10);
}

TEST_CASE("a character that is not a cell is named with its line and column",
          "[link][board_text]") {
    CHECK(error_of("ABCD\nABC*\n") == "line 2, column 4: '*' is not a tile kind");
    CHECK(error_of("A_\n") == "line 1, column 2: '_' is not a tile kind");
    CHECK(error_of(" AB\n") == "line 1, column 1: a space (U+0020) is not a tile kind");
    CHECK(error_of("A B\n") == "line 1, column 2: a space (U+0020) is not a tile kind");
    CHECK(error_of("A\tB\n") == "line 1, column 2: a tab (U+0009) is not a tile kind");
    CHECK(error_of(std::string("A\0B\n", 4)) ==
          "line 1, column 2: character U+0000 is not a tile kind");
    CHECK(error_of("AB#\n") == "line 1, column 3: '#' is not a tile kind");
    const BoardParse parsed = parse_board("ABCD\nABC*\n");
    CHECK(parsed.problem.kind == BoardProblem::Kind::BadChar);
    CHECK(parsed.problem.line == 2);
    CHECK(parsed.problem.column == 4);
    CHECK(parsed.problem.code_point == U'*');
    CHECK_FALSE(parsed.problem.invalid_byte);
}

TEST_CASE("a lower-case letter is no kind, and the error says what kinds are",
          "[link][board_text]") {
    // The hard board's kinds 27-36 were a-j, next to their capitals C and c, I and i, J and j.
    CHECK(error_of("AC\nCc\n") ==
          "line 2, column 2: 'c' is not a tile kind: kinds are A-Z, then 0-9, never lower case (no "
          "two kinds differ by case alone)");
    const BoardParse parsed = parse_board("Ab\nbA\n");
    CHECK(ninegrid::link::is_lower_case(parsed.problem));
    CHECK_FALSE(ninegrid::link::is_lower_case(parse_board("A*\n").problem));
    const BoardParse digits = parse_board("A0\n0A\n");
    REQUIRE(digits);
    CHECK(digits.board->at({0, 1}) == 27);
}

TEST_CASE("characters beyond ASCII are named by code point, bad bytes by value",
          "[link][board_text]") {
    CHECK(error_of("AA\n\xef\xbc\x91"
                   "A\n") ==
          "line 2, column 1: character '\xef\xbc\x91' (U+FF11) is not a tile kind");
    CHECK(error_of("AB\xc3\xa9\n") ==
          "line 1, column 3: character '\xc3\xa9' (U+00E9) is not a tile kind");
    CHECK(error_of("A\xff\n") == "line 1, column 2: byte 0xFF is not a tile kind");
    CHECK(error_of("A\xe4\xb8") == "line 1, column 2: byte 0xE4 is not a tile kind");
    const BoardParse wide = parse_board("\xef\xbc\x91");
    CHECK(wide.problem.code_point == U'\uFF11');
    const BoardParse bad = parse_board("A\xff");
    CHECK(bad.problem.invalid_byte);
    CHECK(bad.problem.byte == 0xFF);
}

TEST_CASE("a text without rows is refused", "[link][board_text]") {
    for (const char* text : {"", "\n", "# only a comment\n", "   \n\t\n", "#\n#\n"}) {
        CAPTURE(text);
        const BoardParse parsed = parse_board(text);
        CHECK_FALSE(parsed);
        CHECK(parsed.problem.kind == BoardProblem::Kind::Empty);
        CHECK(parsed.error == "empty board: no rows (one line per row, e.g. AB.BA)");
    }
}

TEST_CASE("at most 64 rows and 64 columns", "[link][board_text]") {
    std::string rows;
    for (int i = 0; i < 64; ++i)
        rows += std::string(64, 'A') + "\n";
    const BoardParse largest = parse_board(rows);
    REQUIRE(largest);
    CHECK(largest.board->rows() == 64);
    CHECK(largest.board->cols() == 64);
    CHECK(error_of("# x\n" + rows + "AAAA\n") == "line 66: more than 64 rows");
    CHECK(parse_board(rows + "AAAA\n").problem.kind == BoardProblem::Kind::TooManyRows);
    CHECK(error_of(std::string(65, 'A')) == "line 1: row has 65 cells, at most 64");
    CHECK(parse_board(std::string(65, 'A')).problem.kind == BoardProblem::Kind::TooManyColumns);
    CHECK(error_of("AB\n" + std::string(65, 'A')) == "line 2: row has 65 cells, expected 2");
}

TEST_CASE("a byte order mark at the start of a file is skipped, and named anywhere else",
          "[link][board_text]") {
    const std::string bom = "\xEF\xBB\xBF";
    for (const std::string& text :
         {bom + "AB\nBA\n", bom + "# a comment\nAB\nBA", bom + "\nAB\nBA"}) {
        CAPTURE(text);
        const BoardParse parsed = parse_board(text);
        INFO(parsed.error);
        REQUIRE(parsed);
        CHECK(ninegrid::link::board_text(*parsed.board) == "AB\nBA\n");
    }
    // Elsewhere (two files joined, say) it is not a cell, and says what it is.
    CHECK(error_of("AB\n" + bom + "BA\n") ==
          "line 2, column 1: character U+FEFF (a byte order mark) is not a tile kind");
    CHECK(error_of(bom + bom + "AB\n") ==
          "line 1, column 1: character U+FEFF (a byte order mark) is not a tile kind");
    CHECK(parse_board("A" + bom).problem.code_point == ninegrid::link::kByteOrderMark);
}
