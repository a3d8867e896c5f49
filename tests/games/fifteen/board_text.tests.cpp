// SPDX-License-Identifier: MIT
// 15-puzzle boards as text: every accepted spelling, every rejection with its message, printing.
#include "ninegrid/fifteen/board_text.hpp"

#include <string>
#include <string_view>

#include "support/catch.hpp"

using ninegrid::fifteen::Board;
using ninegrid::fifteen::BoardProblem;
using ninegrid::fifteen::parse_board;

namespace {

// The message parse_board gives for `text`, or "<accepted>".
std::string error_of(std::string_view text) {
    const ninegrid::fifteen::BoardParse parsed = parse_board(text);
    if (parsed) return "<accepted>";
    return parsed.error;
}

const std::string kSeparatedHint = ": cells are the numbers 1-15 and the blank (0, _ or .)";
const std::string kCompactHint = ": cells are the hex digits 1-9, a-f and the blank (0, _ or .)";

}  // namespace

TEST_CASE("every documented spelling of a board gives the same board", "[fifteen][board_text]") {
    for (const char* text : {
             "123456789abcdef0",
             "123456789ABCDEF0",
             "123456789aBcDeF_",
             "123456789abcdef.",
             "1234/5678/9abc/def0",
             "1234/5678/9ABC/DEF_",
             "  123456789abcdef0 \r\n",
             "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0",
             "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0",
             "1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, _",
             "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 _",
             "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 .",
             "1\t2\t3\t4\n5\t6\t7\t8\n9\t10\t11\t12\n13\t14\t15\t0\n",
             "01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 00",
         }) {
        CAPTURE(text);
        const ninegrid::fifteen::BoardParse parsed = parse_board(text);
        INFO("error: " << parsed.error);
        REQUIRE(parsed);
        CHECK(parsed.error.empty());
        CHECK(parsed.problem.kind == BoardProblem::Kind::None);
        CHECK(*parsed.board == Board::goal());
        CHECK(parsed.board->blank() == 15);
    }
}

TEST_CASE("the blank can stand anywhere and is found", "[fifteen][board_text]") {
    const ninegrid::fifteen::BoardParse parsed = parse_board("0123456789abcdef");
    REQUIRE(parsed);
    CHECK(*parsed.board == Board::korf_goal());
    CHECK(parsed.board->blank() == 0);
    const auto korf1 = parse_board("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3");
    REQUIRE(korf1);
    CHECK(korf1.board->blank() == 9);
    CHECK(to_compact(*korf1.board) == "edf7bc95602148a3");
}

TEST_CASE("a wrong number of cells is rejected with the count", "[fifteen][board_text]") {
    const std::string empty =
        "empty board: expected 16 cells, e.g. 123456789abcdef0 or 1234/5678/9abc/def0";
    CHECK(error_of("") == empty);
    CHECK(error_of(" \t\n ") == empty);
    CHECK(error_of(",,,") == empty);
    CHECK(error_of("123456789abcdef") == "expected 16 cells, got 15");
    CHECK(error_of("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15") == "expected 16 cells, got 15");
    CHECK(error_of("123456789abcdef01") == "expected 16 cells, got 17");
    CHECK(error_of("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0 1") == "expected 16 cells, got 17");
    // Two-digit numbers run together are hex digits, one cell each.
    CHECK(error_of("10") == "expected 16 cells, got 2");
    const auto parsed = parse_board("12345");
    CHECK(parsed.problem.kind == BoardProblem::Kind::CellCount);
    CHECK(parsed.problem.count == 5);
    CHECK(error_of(std::string(1000, '1')) == "expected 16 cells, got 1000");
}

TEST_CASE("a number above 15 is named as written", "[fifteen][board_text]") {
    const std::string rest = " is out of range: the tiles are 1-15 and the blank is 0, _ or .";
    CHECK(error_of("1 2 3 4 5 6 7 8 9 10 11 12 13 14 16 0") == "tile 16" + rest);
    CHECK(error_of("1 2 3 99") == "tile 99" + rest);
    CHECK(error_of("1 123456789012345678901234567890 3") ==
          "tile 123456789012345678901234567890" + rest);
    const auto parsed = parse_board("1 2 3 40");
    CHECK(parsed.problem.kind == BoardProblem::Kind::OutOfRange);
    CHECK(parsed.problem.number == "40");
    CHECK(parsed.problem.column == 7);
}

TEST_CASE("repeated and missing tiles are named", "[fifteen][board_text]") {
    CHECK(error_of("1 2 3 4 5 6 7 8 9 10 11 7 13 14 15 0") ==
          "tile 7 appears twice and tile 12 is missing");
    CHECK(error_of("123456789ab7def0") == "tile 7 appears twice and tile 12 is missing");
    CHECK(error_of("_23456789abcdef0") == "the blank appears twice and tile 1 is missing");
    CHECK(error_of("11111111111111111") == "expected 16 cells, got 17");
    CHECK(error_of("1111111111111111") ==
          "tile 1 appears 16 times and 15 are missing (the blank, tile 2, tile 3, tile 4, tile 5, "
          "tile 6, ...)");
    const auto parsed = parse_board("123456789ab7def0");
    CHECK(parsed.problem.kind == BoardProblem::Kind::Repeated);
    CHECK(parsed.problem.tile == 7);
    CHECK(parsed.problem.count == 2);
    CHECK(parsed.problem.missing == std::vector<int>{12});
}

TEST_CASE("a character that is not a cell is named with its column", "[fifteen][board_text]") {
    CHECK(error_of("123456789abcdeg0") == "unexpected 'g' at column 15" + kCompactHint);
    CHECK(error_of("-23456789abcdef0") == "unexpected '-' at column 1" + kCompactHint);
    CHECK(error_of("  12x") == "unexpected 'x' at column 5" + kCompactHint);
    // Separated cells are decimal: a hex letter, a sign or a glued character is no cell.
    CHECK(error_of("1 2 3 4 5 6 7 8 9 a b c d e f 0") ==
          "unexpected 'a' at column 19" + kSeparatedHint);
    CHECK(error_of("1 2 -3") == "unexpected '-' at column 5" + kSeparatedHint);
    CHECK(error_of("1 2 3x 4") == "unexpected 'x' at column 6" + kSeparatedHint);
    CHECK(error_of("1 2 _3 4") == "unexpected '3' at column 6" + kSeparatedHint);
    // Beyond ASCII: the character and its code point, or the byte when it is no UTF-8.
    CHECK(error_of("12\xEF\xBC\x93") ==
          "unexpected character '\xEF\xBC\x93' (U+FF13) at column 3" + kCompactHint);
    CHECK(error_of("1 \xE2\x80\x8B 2") ==
          "unexpected character U+200B at column 3" + kSeparatedHint);
    CHECK(error_of("12\xFF") == "unexpected byte 0xFF at column 3" + kCompactHint);
    const auto parsed = parse_board("1 2 \xC2\xB7");
    CHECK(parsed.problem.kind == BoardProblem::Kind::BadChar);
    CHECK(parsed.problem.column == 5);
    CHECK(parsed.problem.utf8);
    CHECK(parsed.problem.code_point == U'\u00B7');
}

TEST_CASE("rows separated by '/' hold four cells and there are four of them",
          "[fifteen][board_text]") {
    CHECK(error_of("123/45678/9abc/def0") == "row 1 has 3 cells, expected 4");
    CHECK(error_of("1234/5678/9abc/def") == "row 4 has 3 cells, expected 4");
    CHECK(error_of("1 2 3 4 / 5 6 7 8 9 / 10 11 12 / 13 14 15 0") ==
          "row 2 has 5 cells, expected 4");
    CHECK(error_of("1234/5678/9abc/def0/") == "row 5 has 0 cells, expected 4");
    CHECK(error_of("/1234") == "row 1 has 0 cells, expected 4");
    CHECK(error_of("1234/5678/9abc") == "expected 4 rows separated by '/', got 3");
    const auto parsed = parse_board("1234/567/9abc/def0");
    CHECK(parsed.problem.kind == BoardProblem::Kind::RowCells);
    CHECK(parsed.problem.row == 2);
    CHECK(parsed.problem.count == 3);
    const auto rows = parse_board("1234/5678");
    CHECK(rows.problem.kind == BoardProblem::Kind::RowCount);
    CHECK(rows.problem.count == 2);
}

TEST_CASE("boards print as compact hex, one inline line, and four aligned rows",
          "[fifteen][board_text]") {
    CHECK(to_compact(Board::goal()) == "123456789abcdef0");
    CHECK(to_inline(Board::goal()) == "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 _");
    CHECK(to_inline(Board::korf_goal()) == "_ 1 2 3 / 4 5 6 7 / 8 9 10 11 / 12 13 14 15");
    CHECK(board_rows(Board::goal()) ==
          std::vector<std::string>{" 1  2  3  4", " 5  6  7  8", " 9 10 11 12", "13 14 15  _"});
    CHECK(board_rows(Board::korf_goal()) ==
          std::vector<std::string>{" _  1  2  3", " 4  5  6  7", " 8  9 10 11", "12 13 14 15"});
    // Every printed form parses back to the board.
    const Board b = *parse_board("edf7bc95602148a3").board;
    CHECK(*parse_board(to_compact(b)).board == b);
    CHECK(*parse_board(to_inline(b)).board == b);
    std::string joined;
    for (const std::string& row : board_rows(b))
        joined += row + "\n";
    CHECK(*parse_board(joined).board == b);
    // Rows with the blank shown as '.' (as they were printed before) still read back.
    CHECK(*parse_board(" 1  2  3  4\n 5  6  7  8\n 9 10 11 12\n13 14 15  .\n").board ==
          Board::goal());
}
