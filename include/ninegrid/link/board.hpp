// SPDX-License-Identifier: MIT
// The link game's board (连连看 / Shisen-Sho): tile kinds on a grid padded with an empty ring.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace ninegrid::link {

// A board has 1..kMaxSide rows and as many columns.
constexpr int kMaxSide = 64;
// Kinds are 1..kMaxKinds; 0 is an empty cell.
constexpr int kMaxKinds = 36;

// The character of a kind in board files and on screen: '.' for 0 (empty), then A-Z (1-26),
// 0-9 (27-36). Any other value gives '?'. No two kinds differ by case alone, so they are told
// apart without colour (NO_COLOR) and read aloud; 36 is also KShisen's number of kinds. Lower-case
// letters (kinds 27-52 before) are no kind: a board file with them is refused, by its line and
// column; a game saved with them is read as it was written (LinkBackend::load).
char kind_char(int kind) noexcept;
// The inverse: the kind written `c` (0 for '.'), or -1 when `c` is not a kind's character.
int kind_from_char(char c) noexcept;

// A cell, 0-based on the board. The ring around the board has row -1 or rows, or col -1 or cols.
struct Point {
    int row = 0;
    int col = 0;

    friend bool operator==(Point a, Point b) noexcept { return a.row == b.row && a.col == b.col; }
    friend bool operator!=(Point a, Point b) noexcept { return !(a == b); }
    // Row-major ("scan") order: by row, then by column.
    friend bool operator<(Point a, Point b) noexcept {
        return a.row != b.row ? a.row < b.row : a.col < b.col;
    }
};

// The rules a game is played under, chosen by the player before it starts.
struct Rules {
    // Paths may run along the empty ring one cell outside the board (the Shisen-Sho rule); when
    // false they stay inside (the course-lab rule).
    bool border = true;
    // After each removal, the tiles of every column that lost a tile fall to its bottom (toward
    // higher rows), keeping their order.
    bool gravity = false;

    friend bool operator==(Rules a, Rules b) noexcept {
        return a.border == b.border && a.gravity == b.gravity;
    }
    friend bool operator!=(Rules a, Rules b) noexcept { return !(a == b); }
};

// rows x cols cells, each empty (0) or a kind (1..62), stored row-major in a (rows+2) x (cols+2)
// array whose outer ring is always empty, so a search may step onto the ring without a bounds
// check. A cell's place in that array is its index (see index()).
class Board {
  public:
    using Cell = std::uint8_t;

    // An empty rows x cols board. Both must be in 1..kMaxSide: anything else is a programming
    // error and throws std::invalid_argument (text from outside goes through parse_board).
    Board(int rows, int cols);

    int rows() const noexcept { return rows_; }
    int cols() const noexcept { return cols_; }
    // Distance between vertically adjacent cells in the padded array: cols + 2.
    int stride() const noexcept { return cols_ + 2; }

    // Inside the board proper.
    bool inside(Point p) const noexcept {
        return p.row >= 0 && p.row < rows_ && p.col >= 0 && p.col < cols_;
    }
    // Inside the board or on its ring.
    bool inside_padded(Point p) const noexcept {
        return p.row >= -1 && p.row <= rows_ && p.col >= -1 && p.col <= cols_;
    }
    // Padded index of a point inside the board or on its ring.
    int index(Point p) const noexcept { return (p.row + 1) * stride() + p.col + 1; }
    Point point(int index) const noexcept {
        return Point{index / stride() - 1, index % stride() - 1};
    }

    // The kind at `p` (0: empty); `p` inside the board or on the ring (which is always empty).
    int at(Point p) const noexcept { return cells_[static_cast<std::size_t>(index(p))]; }
    int at_index(int index) const noexcept { return cells_[static_cast<std::size_t>(index)]; }
    // Puts `kind` (0..kMaxKinds) at `p`, which must be inside the board.
    void set(Point p, int kind) noexcept;

    // The padded array, row-major, (rows+2) * (cols+2) cells.
    const std::vector<Cell>& cells() const noexcept { return cells_; }

    // Number of tiles (non-empty cells).
    int tiles() const noexcept { return tiles_; }
    bool empty() const noexcept { return tiles_ == 0; }
    // counts[k] = number of tiles of kind k (counts[0] = number of empty cells on the board).
    std::array<int, kMaxKinds + 1> kind_counts() const noexcept;

    friend bool operator==(const Board& a, const Board& b) noexcept {
        return a.rows_ == b.rows_ && a.cols_ == b.cols_ && a.cells_ == b.cells_;
    }
    friend bool operator!=(const Board& a, const Board& b) noexcept { return !(a == b); }

  private:
    int rows_;
    int cols_;
    int tiles_ = 0;
    std::vector<Cell> cells_;
};

// Removes the tiles at `a` and `b` (inside the board; no check that they form a pair: see
// connect() in path.hpp) and, under gravity, lets every column that lost a tile settle: its tiles
// fall to the bottom of the column in the same order (as KShisen does). On a board whose columns
// have no holes under a tile (every dealt board) that is exactly "the tiles above each emptied
// cell fall down".
void remove_pair(Board& board, Point a, Point b, const Rules& rules) noexcept;

// Lets column `col` settle: its tiles fall to the bottom, keeping their order.
void settle_column(Board& board, int col) noexcept;

}  // namespace ninegrid::link
