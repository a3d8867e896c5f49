// SPDX-License-Identifier: MIT
// Boards as text: the one place where a board typed by a person is checked and turned into a State.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ninegrid/eight/state.hpp"
#include "ninegrid/sliding/board_text.hpp"

namespace ninegrid::eight {

// What is wrong with a board's text: the sliding family's problem, read for 3x3.
using sliding::BoardProblem;

// Either a board or the reason the text is not one (`board`, `error`, `problem`).
using BoardParse = sliding::BoardParseOf<State>;

// Accepts `123456780`, `1 2 3 4 5 6 7 8 0`, `1,2,3,4,5,6,7,8,0` and `123/456/780` (the family's
// sliding::parse_board at 3x3: every digit a cell); the blank may be written 0, _ or . ; spaces,
// tabs and commas separate cells, and `/` separates rows, each of which must then hold three
// cells. Anything else yields a problem: a wrong cell count, a repeated or missing tile, a
// character that is not a cell, the digit 9.
BoardParse parse_board(std::string_view text);

// The form programs write, exactly nine digits that are a permutation of 0-8 (`123456780`),
// recognised without the general parser and ranked as it is read, for a caller that reads boards
// by the million: true with the board's Cantor rank (cantor_rank) in `rank`, false for any other
// text, which parse_board accepts or refuses as ever. (Not an optional: GCC assembles a returned
// optional in memory and reads it back as one word, a stalled store forward on every board.)
bool compact_board_rank(std::string_view text, std::uint32_t& rank) noexcept;

// `123456780`: the form accepted everywhere and used in machine-readable output.
std::string to_compact(const State& s);

// `1 2 3 / 4 5 6 / 7 8 _`: one line, easy for people to read.
std::string to_inline(const State& s);

// The character shown for a cell: the tile's digit, or `blank` for 0.
char cell_char(int tile, char blank = '_') noexcept;

}  // namespace ninegrid::eight
