// 15-puzzle boards as text: the one place where a board typed by a person is checked.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ninegrid/fifteen/board.hpp"

namespace ninegrid::fifteen {

// What is wrong with a board's text, as data: for a caller that words it itself (in another
// language); `BoardParse::error` says the same in English.
struct BoardProblem {
    enum class Kind {
        None,        // the text is a board
        Empty,       // no cells at all
        OutOfRange,  // a number above 15; `number` holds its digits as written
        BadChar,     // the character at `column` (from 1) is not a cell
        RowCells,    // row `row` (from 1) of a text with '/' has `count` cells, not 4
        RowCount,    // a text with '/' has `count` rows, not 4
        CellCount,   // `count` cells, not 16
        Repeated,    // `tile` (0: the blank) appears `count` times; `missing` are absent
    };
    Kind kind = Kind::None;
    // Counts of a text as long as memory allows: never an int, which a text of 2^31 cells passes.
    std::size_t count = 0;
    std::size_t row = 0;
    std::size_t column = 0;
    // BadChar: the character's first byte; when its bytes are UTF-8 (`utf8`), the character is
    // `code_point`, else `character` is a byte that begins no character.
    char character = 0;
    bool utf8 = false;
    char32_t code_point = 0;
    // OutOfRange: the number as written (it may be longer than any integer type holds).
    std::string number;
    int tile = 0;
    std::vector<int> missing;  // Repeated: ascending, the blank (0) first when it is missing
};

// Either a board or the reason the text is not one.
struct BoardParse {
    std::optional<Board> board;
    std::string error;  // empty when `board` holds a value
    BoardProblem problem;

    explicit operator bool() const noexcept { return board.has_value(); }
};

// Two spellings, told apart by whether cells are separated inside the text:
// - separated: 16 decimal numbers 0-15 between spaces, tabs, newlines or commas, e.g.
//   `1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0` or `1,2,...,15,_`;
// - compact: one hex digit per cell and nothing between them, either case, e.g.
//   `123456789abcdef0` or `123456789ABCDEF_`.
// In both, the blank may be written 0, _ or . and `/` may separate rows, each of which must then
// hold four cells (`1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 _`, `1234/5678/9abc/def0`).
// Leading and trailing white space is ignored. Anything else yields a message naming the
// problem: a wrong cell count, a number above 15, a repeated or missing tile, a character that
// is not a cell (with its column), a row of the wrong length.
BoardParse parse_board(std::string_view text);

// `123456789abcdef0`: the form accepted everywhere and used in machine-readable output.
std::string to_compact(const Board& b);

// `1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 _`: one line, easy for people to read.
std::string to_inline(const Board& b);

// Four lines such as " 1  2  3  4" and "13 14 15  _": each cell right-aligned two wide, one
// space apart, the blank shown as '_' (as the 8-puzzle shows it, and to_inline).
std::vector<std::string> board_rows(const Board& b);

}  // namespace ninegrid::fifteen
