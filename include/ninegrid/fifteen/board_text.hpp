// SPDX-License-Identifier: MIT
// 15-puzzle boards as text: the sliding family's text (ninegrid/sliding/board_text.hpp) at 4x4.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ninegrid/fifteen/board.hpp"
#include "ninegrid/sliding/board_text.hpp"

namespace ninegrid::fifteen {

// What is wrong with a board's text: the family's problem, read for 4x4.
using sliding::BoardProblem;

// Either a board or the reason the text is not one (`board`, `error`, `problem`).
using BoardParse = sliding::BoardParseOf<Board>;

// Two spellings (sliding::parse_board at 4x4):
// - separated: 16 decimal numbers 0-15 between spaces, tabs, newlines or commas, e.g.
//   `1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0` or `1,2,...,15,_`;
// - compact: one hex digit per cell and nothing between them, either case, e.g.
//   `123456789abcdef0` or `123456789ABCDEF_`.
// In both, the blank may be written 0, _ or . and `/` may separate rows, each of which must then
// hold four cells (`1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 _`, `1234/5678/9abc/def0`).
BoardParse parse_board(std::string_view text);
// `123456789abcdef0`: the form accepted everywhere and used in machine-readable output.
std::string to_compact(const Board& b);
// `1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 _`: one line, easy for people to read.
std::string to_inline(const Board& b);
// Four lines such as " 1  2  3  4" and "13 14 15  _": each cell right-aligned two wide, one
// space apart, the blank shown as '_' (as the 8-puzzle shows it, and to_inline).
std::vector<std::string> board_rows(const Board& b);

}  // namespace ninegrid::fifteen
