// SPDX-License-Identifier: MIT
// Board files: the one place where a link board typed by a person is checked and turned into a
// Board, and where a Board is written back as text.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "ninegrid/link/board.hpp"

namespace ninegrid::link {

// What is wrong with a board file, as data, for a caller that words it itself (in another
// language); BoardParse::error says the same in English. Lines and columns count from 1; a column
// counts characters (UTF-8 code points), not bytes.
struct BoardProblem {
    enum class Kind {
        None,            // the text is a board
        Empty,           // no rows at all (only comments, blank lines, nothing)
        BadChar,         // at `line`, `column`: a character that is not a cell (see below)
        RowLength,       // row at `line` has `count` cells, the first row had `expected`
        TooManyColumns,  // row at `line` has `count` cells, more than kMaxSide
        TooManyRows,     // `line` holds row kMaxSide + 1
    };
    Kind kind = Kind::None;
    int line = 0;
    int column = 0;
    int count = 0;
    int expected = 0;
    // BadChar: the character, or when `invalid_byte` the byte that is not valid UTF-8.
    char32_t code_point = 0;
    bool invalid_byte = false;
    unsigned char byte = 0;
};

// Either a board or the reason the text is not one.
struct BoardParse {
    std::optional<Board> board;
    std::string error;  // empty when `board` holds a value
    BoardProblem problem;

    explicit operator bool() const noexcept { return board.has_value(); }
};

// U+FEFF, which begins UTF-8 files that some editors write (a byte order mark).
constexpr char32_t kByteOrderMark = 0xFEFF;

// A board file: one line per row, one character per cell ('.' empty, A-Z 0-9 a kind), every
// row the same length, at most kMaxSide rows and columns. Lines starting with '#' are comments;
// blank lines are skipped; spaces, tabs and a carriage return at the end of a line are ignored;
// the last line may or may not end with a newline; a byte order mark at the very start is skipped
// (anywhere else it is refused, named as one). Errors name the line and column:
// "line 3: row has 9 cells, expected 10", "line 2, column 4: '*' is not a tile kind",
// "line 1, column 2: character '１' (U+FF11) is not a tile kind", "line 5, column 1: byte 0xFF is
// not a tile kind" (characters named as every game names them: base::character_name); a
// lower-case letter, a kind before, is told what kinds are now (is_lower_case).
BoardParse parse_board(std::string_view text);
// Whether the character a BadChar problem names is a lower-case ASCII letter.
bool is_lower_case(const BoardProblem& problem) noexcept;

// One line per row, each ending with '\n': text that parse_board reads back as the same board.
std::string board_text(const Board& board);

}  // namespace ninegrid::link
