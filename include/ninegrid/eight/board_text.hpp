// Boards as text: the one place where a board typed by a person is checked and turned into a State.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "ninegrid/eight/state.hpp"

namespace ninegrid::eight {

// Either a board or the reason the text is not one.
struct BoardParse {
    std::optional<State> board;
    std::string error;  // empty when `board` holds a value

    explicit operator bool() const noexcept { return board.has_value(); }
};

// Accepts `123456780`, `1 2 3 4 5 6 7 8 0`, `1,2,3,4,5,6,7,8,0` and `123/456/780`; the blank
// may be written 0, _ or . ; spaces, tabs and commas separate cells, and `/` separates rows,
// each of which must then hold three cells. Anything else yields a message naming the problem:
// a wrong cell count, a repeated or missing tile, a character that is not a cell.
BoardParse parse_board(std::string_view text);

// `123456780`: the form accepted everywhere and used in machine-readable output.
std::string to_compact(const State& s);

// `1 2 3 / 4 5 6 / 7 8 _`: one line, easy for people to read.
std::string to_inline(const State& s);

// The character shown for a cell: the tile's digit, or `blank` for 0.
char cell_char(int tile, char blank = '_') noexcept;

}  // namespace ninegrid::eight
