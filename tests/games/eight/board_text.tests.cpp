// SPDX-License-Identifier: MIT
// Boards as text: every accepted spelling, every rejection with its exact message, printing.
#include "ninegrid/eight/board_text.hpp"

#include <cstdint>
#include <string>
#include <string_view>

#include "ninegrid/eight/rank.hpp"
#include "support/catch.hpp"

using ninegrid::eight::parse_board;
using ninegrid::eight::State;

namespace {

// The message parse_board gives for `text`, or "<accepted>".
std::string error_of(const std::string& text) {
    const ninegrid::eight::BoardParse parsed = parse_board(text);
    if (parsed) return "<accepted>";
    return parsed.error;
}

}  // namespace

TEST_CASE("every documented spelling of a board gives the same board", "[board_text]") {
    const State expected({1, 2, 3, 4, 5, 6, 7, 8, 0});
    for (const char* text :
         {"123456780", "1 2 3 4 5 6 7 8 0", "1,2,3,4,5,6,7,8,0", "123/456/780", "12345678_",
          "12345678.", "123/456/78_", "1 2 3 / 4 5 6 / 7 8 _", "  123456780  ", "\t123456780\n",
          "123456780\r\n", "1, 2, 3, 4, 5, 6, 7, 8, 0", "123\n456\n780"}) {
        CAPTURE(text);
        const ninegrid::eight::BoardParse parsed = parse_board(text);
        INFO("error: " << parsed.error);
        REQUIRE(parsed);
        CHECK(parsed.error.empty());
        CHECK(*parsed.board == expected);
        CHECK(parsed.board->zero() == 8);
    }
}

TEST_CASE("the blank can stand anywhere and is found", "[board_text]") {
    const ninegrid::eight::BoardParse parsed = parse_board("_12/345/678");
    REQUIRE(parsed);
    CHECK(parsed.board->cells() == State::Cells{0, 1, 2, 3, 4, 5, 6, 7, 8});
    CHECK(parsed.board->zero() == 0);
}

TEST_CASE("a wrong number of cells is rejected with the count", "[board_text]") {
    CHECK(error_of("") == "empty board: expected 9 cells, e.g. 123456780 or 123/456/780");
    CHECK(error_of("   \t ") == "empty board: expected 9 cells, e.g. 123456780 or 123/456/780");
    CHECK(error_of(",,,") == "empty board: expected 9 cells, e.g. 123456780 or 123/456/780");
    CHECK(error_of("12345678") == "expected 9 cells, got 8");
    CHECK(error_of("1 2 3 4 5 6 7 8") == "expected 9 cells, got 8");
    CHECK(error_of("1234567801") == "expected 9 cells, got 10");
    CHECK(error_of(std::string(1000, '1')) == "expected 9 cells, got 1000");
}

TEST_CASE("a character that is not a cell is named with its column", "[board_text]") {
    CHECK(error_of("123456789") ==
          "tile 9 is out of range: the tiles are 1-8 and the blank is 0, _ or .");
    CHECK(error_of("123x56780") ==
          "unexpected 'x' at column 4: cells are the digits 1-8 and the blank (0, _ or .)");
    CHECK(error_of("-12345678") ==
          "unexpected '-' at column 1: cells are the digits 1-8 and the blank (0, _ or .)");
    CHECK(error_of("12 3456 7a0") ==
          "unexpected 'a' at column 10: cells are the digits 1-8 and the blank (0, _ or .)");
}

TEST_CASE("a character beyond ASCII is named, and a byte that is not UTF-8 is shown in hex",
          "[board_text]") {
    const std::string rest = ": cells are the digits 1-8 and the blank (0, _ or .)";
    // A full-width digit, as a Chinese or Japanese input method types it.
    CHECK(error_of("12\xEF\xBC\x93"
                   "456780") == "unexpected character '\xEF\xBC\x93' (U+FF13) at column 3" + rest);
    CHECK(error_of("\xE4\xB8\x80"
                   "23456780") ==
          "unexpected character '\xE4\xB8\x80' (U+4E00) at column 1" + rest);
    CHECK(error_of("12345678\xC2\xB7") ==
          "unexpected character '\xC2\xB7' (U+00B7) at column 9" + rest);
    // Characters that would not show as themselves are named by code alone.
    CHECK(error_of("1234567\x01"
                   "0") == "unexpected character U+0001 at column 8" + rest);
    CHECK(error_of("1234\x7f") == "unexpected character U+007F at column 5" + rest);
    CHECK(error_of("1\xC2\x9B"
                   "2") == "unexpected character U+009B at column 2" + rest);
    CHECK(error_of("1234\xE2\x80\x8B"
                   "5678") == "unexpected character U+200B at column 5" + rest);
    CHECK(error_of("\xE3\x80\x80"
                   "123456780") == "unexpected character U+3000 at column 1" + rest);
    CHECK(error_of("1\xE2\x80\xAE"
                   "2") == "unexpected character U+202E at column 2" + rest);
    // Bytes that begin no character: invalid, or cut off by the end of the text.
    CHECK(error_of("\xFF"
                   "23456780") == "unexpected byte 0xFF at column 1" + rest);
    CHECK(error_of("12345678\xE4\xB8") == "unexpected byte 0xE4 at column 9" + rest);
    CHECK(error_of("1\xC0\xB1") == "unexpected byte 0xC0 at column 2" + rest);
}

TEST_CASE("a repeated tile is named together with the tile that is missing", "[board_text]") {
    CHECK(error_of("123456580") == "tile 5 appears twice and tile 7 is missing");
    CHECK(error_of("1 2 3 4 5 6 5 8 0") == "tile 5 appears twice and tile 7 is missing");
    CHECK(error_of("123406780") == "the blank appears twice and tile 5 is missing");
    CHECK(error_of("12345678_.") == "expected 9 cells, got 10");
    CHECK(error_of("1234_678.") == "the blank appears twice and tile 5 is missing");
    CHECK(error_of("123456788") == "tile 8 appears twice and the blank is missing");
    CHECK(error_of("123456755") == "tile 5 appears 3 times and the blank and tile 8 are missing");
    CHECK(error_of("111456780") == "tile 1 appears 3 times and tile 2 and tile 3 are missing");
}

TEST_CASE("in the slash form every row must hold three cells", "[board_text]") {
    CHECK(error_of("123/4567/80") == "row 2 has 4 cells, expected 3");
    CHECK(error_of("1234/567/80") == "row 1 has 4 cells, expected 3");
    CHECK(error_of("123/456/78") == "row 3 has 2 cells, expected 3");
    CHECK(error_of("123/456780") == "row 2 has 6 cells, expected 3");
    CHECK(error_of("123//456/780") == "row 2 has 0 cells, expected 3");
    CHECK(error_of("123/456") == "expected 3 rows separated by '/', got 2");
    CHECK(error_of("123/456/780/123") == "expected 3 rows separated by '/', got 4");
    CHECK(error_of("123/456/780/") == "row 4 has 0 cells, expected 3");
}

TEST_CASE("boards print in compact and inline form and read back", "[board_text]") {
    const State goal;
    CHECK(ninegrid::eight::to_compact(goal) == "123456780");
    CHECK(ninegrid::eight::to_inline(goal) == "1 2 3 / 4 5 6 / 7 8 _");
    const State other({8, 6, 7, 2, 5, 4, 3, 0, 1});
    CHECK(ninegrid::eight::to_compact(other) == "867254301");
    CHECK(ninegrid::eight::to_inline(other) == "8 6 7 / 2 5 4 / 3 _ 1");

    // Both forms read back to the same board, for every one of the 9! boards.
    std::uint32_t failures = 0;
    std::string first_failure;
    for (std::uint32_t r = 0; r < ninegrid::eight::kPermutationCount; ++r) {
        const State s = ninegrid::eight::cantor_unrank(r);
        const std::string compact = ninegrid::eight::to_compact(s);
        const ninegrid::eight::BoardParse a = parse_board(compact);
        const ninegrid::eight::BoardParse b = parse_board(ninegrid::eight::to_inline(s));
        if (!a || !b || *a.board != s || *b.board != s || compact.size() != 9) {
            if (failures++ == 0) first_failure = compact;
        }
    }
    INFO("first failure: " << first_failure);
    CHECK(failures == 0);
}

TEST_CASE("a cell prints as its digit, the blank as the chosen character", "[board_text]") {
    CHECK(ninegrid::eight::cell_char(0) == '_');
    CHECK(ninegrid::eight::cell_char(0, '.') == '.');
    CHECK(ninegrid::eight::cell_char(0, ' ') == ' ');
    for (int t = 1; t <= 8; ++t) {
        CAPTURE(t);
        CHECK(ninegrid::eight::cell_char(t) == static_cast<char>('0' + t));
        CHECK(ninegrid::eight::cell_char(t, '.') == static_cast<char>('0' + t));
    }
}

TEST_CASE("the nine-digit form is ranked as it is read, and nothing else is taken",
          "[board_text]") {
    // Every board, as its compact text: the rank parse_board and cantor_rank give.
    std::uint32_t mismatches = 0;
    for (std::uint32_t r = 0; r < ninegrid::eight::kPermutationCount; ++r) {
        const std::string text = ninegrid::eight::to_compact(ninegrid::eight::cantor_unrank(r));
        std::uint32_t rank = r + 1;
        if (!ninegrid::eight::compact_board_rank(text, rank) || rank != r) ++mismatches;
    }
    CHECK(mismatches == 0);
    // Boards in other forms, and texts that are no boards, are left to parse_board.
    for (const std::string text :
         {"", "12345678", "1234567800", "123456789", "112345678", "012345677", "1 2 3 4 5 6 7 8 0",
          "123/456/780", "_12345678", ".12345678", " 12345678", "12345678 ", "12345678\r",
          "12345678\xff", "12345678:", "1234567/8"}) {
        CAPTURE(text);
        std::uint32_t rank = 7;
        CHECK_FALSE(ninegrid::eight::compact_board_rank(text, rank));
        CHECK(rank == 7);  // left as it was
    }
    std::uint32_t goal = 0;
    CHECK(ninegrid::eight::compact_board_rank("123456780", goal));
    CHECK(goal == ninegrid::eight::cantor_rank(State()));
}
