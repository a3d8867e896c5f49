// SPDX-License-Identifier: MIT
// Sliding boards of any size as text: the one place where a board typed by a person is checked,
// and where a board is written for people and for programs.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ninegrid/sliding/board.hpp"

namespace ninegrid::sliding {

// What is wrong with a board's text, as data: for a caller that words it itself (in another
// language); `BoardParse::error` says the same in English.
struct BoardProblem {
    enum class Kind {
        None,        // the text is a board
        Empty,       // no cells at all
        OutOfRange,  // a number not below the cell count; `number` holds it as written
        BadChar,     // the character at `column` (from 1) is not a cell
        RowCells,    // row `row` (from 1) of a text with '/' has `count` cells, not the width
        RowCount,    // a text with '/' has `count` rows, not the height
        CellCount,   // `count` cells, not size.cells()
        Repeated,    // `tile` (0: the blank) appears `count` times; `missing` are absent
    };
    // How the text's cells were read (parse_board): a digit a cell, a hex digit a cell, or
    // decimal numbers between separators.
    enum class Form { Digits, Hex, Numbers };
    Kind kind = Kind::None;
    Size size;  // the board's size the text was read for
    Form form = Form::Digits;
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

// Either a board or the reason the text is not one: of the family's Board, or of a puzzle's own
// type of one size (the 8-puzzle's State, the 15-puzzle's 4x4 Board: parse_board_as).
template <class B>
struct BoardParseOf {
    std::optional<B> board;
    std::string error;  // empty when `board` holds a value
    BoardProblem problem;

    explicit operator bool() const noexcept { return board.has_value(); }
};
using BoardParse = BoardParseOf<Board>;

// How cells are written for a board of `size`:
// - up to 10 cells (2x2 ... 2x5, 3x3): every digit is a cell, whatever stands between them
//   (`123456780`, `1 2 3 4 5 6 7 8 0`, `123/456/780`);
// - 11 to 16 cells (3x4, 4x4, 2x8 ...): decimal numbers between spaces, tabs, newlines or
//   commas (`1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0`), or with nothing between them one hex
//   digit a cell, either case (`123456789abcdef0`);
// - more than 16 cells: decimal numbers between separators (`1,2,3,...,24,0`).
// In all, the blank may be written 0, _ or ., and `/` may separate rows, each of which must then
// hold `size.width` cells. Leading and trailing white space is ignored. Anything else yields a
// problem: a wrong cell count, a number out of range, a repeated or missing tile, a character
// that is not a cell (with its column), a row of the wrong length.
BoardParse parse_board(std::string_view text, Size size);

// parse_board() at `size` for a puzzle's own type of board: `convert` turns the family's Board
// of that size into it (the 8-puzzle's from_sliding).
template <class B, class Convert>
BoardParseOf<B> parse_board_as(std::string_view text, Size size, Convert convert) {
    BoardParse parsed = parse_board(text, size);
    if (!parsed) return {std::nullopt, std::move(parsed.error), std::move(parsed.problem)};
    return {convert(*parsed.board), {}, {}};
}

// "WxH" (`5x5`, `3x4`; the 'x' either case): a size with both sides in kMinSide..kMaxSide, or
// nothing.
std::optional<Size> parse_size(std::string_view text);

// The form programs write and every command accepts, one word: a character a cell up to 16
// cells (`123456780`, `123456789abcdef0`), the numbers with commas between them beyond
// (`1,2,3,...,24,0`).
std::string to_compact(const Board& b);
// `1 2 3 / 4 5 6 / 7 8 _`: one line, easy for people to read.
std::string to_inline(const Board& b);
// One line a row, each cell right-aligned as wide as the largest tile, one space apart, the
// blank shown as '_' (" 1  2  3  4" ... "13 14 15  _").
std::vector<std::string> board_rows(const Board& b);

}  // namespace ninegrid::sliding
