// SPDX-License-Identifier: MIT
// What the sliding puzzles (the 8-puzzle, the 15-puzzle) share as games of the shell: the
// direction a key points, the key sense (keys move the blank or a tile), the square board drawn
// in boxes or as rows of cells, and where on it a mouse click lands.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ninegrid/sliding/board.hpp"
#include "ninegrid/sliding/moves.hpp"
#include "shell/backend.hpp"
#include "term/keys.hpp"

namespace ninegrid::sliding {

// The blank's directions: both games' Move (ninegrid/sliding/moves.hpp).
using Direction = Move;

// The direction a key points, for W A S D (either case) and the arrows; nothing for other keys.
std::optional<Direction> key_direction(const term::Key& key);

// The way the blank goes for a key pointing `key`: the same, or with tile keys (the key names
// where a tile goes) the other way.
Direction blank_direction(Direction key, bool tile_keys) noexcept;

// The key ("W", "S", "A" or "D") that makes the blank go `blank` in the active convention.
std::string key_for(Direction blank, bool tile_keys);

// The rest of a solution as the keys that make its moves of the blank: "W A A S D".
std::string keys_for(const std::vector<Direction>& blank_moves, bool tile_keys);

// The words for the rest of a solution: `text` with {moves} (how many, in `lang`) and {keys}
// (as keys_for() writes them) filled in.
std::string solution_text(std::string_view text, const std::vector<Direction>& blank_moves,
                          bool tile_keys, shell::Lang lang);

// The cells of a snapshot in the family's compact form (to_compact: a hex digit a cell up to 16
// cells, numbers between commas beyond), 0 the blank; -1 for a character that is no cell.
std::vector<int> snapshot_cells(std::string_view snapshot);

// A move of the history (Backend::move_label) between two boards of `size`, as snapshots in the
// compact form: the tiles that slid, nearest the blank first, and the way they went, "5↓" or
// "15,14←" with UTF-8, "5v" or "15,14<" without; "?" when they are not one slide apart.
std::string move_label(std::string_view before, std::string_view after, Size size, bool utf8);

// How many tiles moved from the board `before` to the board `after` (snapshots in the compact
// form, 0 the blank): what the move between them counts (Backend::moves_between). A click that
// slides a run of tiles counts each of them.
int tiles_moved(std::string_view before, std::string_view after);

// The key sense as a game's preference: ("keys", "tiles" or "blank").
std::pair<std::string, std::string> key_sense_preference(bool tile_keys);
// Takes a preference back: sets `tile_keys` when `name` is "keys" and `value` a sense; other
// names and values are left alone (an unknown value keeps the default).
void read_key_sense(const std::string& name, const std::string& value, bool& tile_keys);

// A board as draw() shows it: `width` cells a row, `height` rows, tiles up to `digits` wide.
struct Grid {
    int width = 3;
    int height = 3;
    int digits = 1;
    // The cells in reading order, 0 the blank, and the goal's (a tile on its goal cell is in
    // place: green where there is colour).
    std::vector<int> cells;
    std::vector<int> goal;
    std::optional<int> highlight;  // the tile a hint points at
};

// A cell's inside, in columns and lines: `digits` + 2 by 1 compact, `digits` + 4 by 3 large.
int cell_width(const Grid& grid, bool compact) noexcept;
int cell_height(bool compact) noexcept;

// The board in boxes (Unicode or ASCII as `style` allows), two columns in from the left: each
// tile right-aligned in `digits` columns at the middle of its cell, in green when in place and
// black on yellow when hinted, or in [brackets] when hinted without colour.
std::vector<std::string> draw_grid(const Grid& grid, const shell::Style& style, bool compact);

// The columns and lines draw_grid() takes in its compact form (for Backend::board_size()).
std::pair<int, int> grid_size(const Grid& grid, bool compact) noexcept;

// The cell (row * width + col) under a mouse key, whose row counts from the board's first line
// and column from the window's first column, on the board as draw_grid() drew it; nothing on a
// border or off the board.
std::optional<int> cell_at(const Grid& grid, bool compact, const term::Key& mouse) noexcept;

// The blank's moves that slide every tile from `cell` to the blank along their row or column
// towards it (Tatham's Fifteen: a click on any tile in line with the blank), nearest first;
// nothing when `cell` is the blank or not in line with it.
std::optional<std::vector<Direction>> slide_run(Size size, int blank, int cell);

}  // namespace ninegrid::sliding
