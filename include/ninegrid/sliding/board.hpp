// SPDX-License-Identifier: MIT
// A sliding puzzle of any size from 2x2 to 8x8, square or not: its cells in reading order, 0 the
// blank, and the blank's moves. The family's board: the 15-puzzle's 4x4 is one size of it, and
// the 8-puzzle's tuned State meets it at the boundary (the same compact text).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ninegrid/sliding/moves.hpp"

namespace ninegrid::sliding {

inline constexpr int kMinSide = 2;
inline constexpr int kMaxSide = 8;
inline constexpr int kMaxCells = kMaxSide * kMaxSide;

// Columns and rows: 4x4 is {4, 4}, 3x4 (three wide, four high) {3, 4}.
struct Size {
    int width = 4;
    int height = 4;

    constexpr int cells() const noexcept { return width * height; }
    // Both sides in kMinSide..kMaxSide.
    constexpr bool valid() const noexcept {
        return width >= kMinSide && width <= kMaxSide && height >= kMinSide && height <= kMaxSide;
    }
    friend constexpr bool operator==(Size a, Size b) noexcept {
        return a.width == b.width && a.height == b.height;
    }
    friend constexpr bool operator!=(Size a, Size b) noexcept { return !(a == b); }
};

// "4x3": the width, 'x', the height.
std::string size_text(Size size);

// The cell the blank reaches from `blank` by `m` on a board of `size`, or -1 when the blank
// stands on that edge. Worked out from the blank's row and column, so a move never wraps.
constexpr int target_cell(int blank, Move m, Size size) noexcept {
    const int row = blank / size.width;
    const int col = blank % size.width;
    switch (m) {
        case Move::Up:
            return row > 0 ? blank - size.width : -1;
        case Move::Down:
            return row < size.height - 1 ? blank + size.width : -1;
        case Move::Left:
            return col > 0 ? blank - 1 : -1;
        case Move::Right:
            return col < size.width - 1 ? blank + 1 : -1;
    }
    return -1;
}

class Board {
  public:
    using Cells = std::array<std::uint8_t, kMaxCells>;

    // `cells` (size.cells() of them, in reading order) must be a permutation of 0..cells-1 and
    // `size` valid; throws std::invalid_argument naming the problem otherwise. Text from outside
    // goes through parse_board() instead.
    Board(Size size, const std::vector<int>& cells);
    // The goal: the tiles in order and the blank last (1 2 3 / 4 5 6 / 7 8 _).
    static Board goal(Size size);

    Size size() const noexcept { return size_; }
    int width() const noexcept { return size_.width; }
    int height() const noexcept { return size_.height; }
    int cell_count() const noexcept { return size_.cells(); }
    int operator[](int cell) const noexcept { return cells_[static_cast<std::size_t>(cell)]; }
    // The cells in reading order (cell_count() of them; the rest of the array is 0).
    const Cells& cells() const noexcept { return cells_; }
    std::vector<int> cell_values() const;
    // The blank's cell, kept in step with the cells.
    int blank() const noexcept { return blank_; }

    bool can_move(Move m) const noexcept { return target_cell(blank_, m, size_) >= 0; }
    // Applies `m` if it is legal; returns whether it was.
    bool apply(Move m) noexcept;
    // A copy with `m` applied; the board itself when `m` is illegal.
    Board moved(Move m) const noexcept;
    // Legal moves in the order Up, Down, Left, Right.
    std::vector<Move> legal_moves() const;

    friend bool operator==(const Board& a, const Board& b) noexcept {
        return a.size_ == b.size_ && a.cells_ == b.cells_;
    }
    friend bool operator!=(const Board& a, const Board& b) noexcept { return !(a == b); }

  private:
    Board() = default;
    Size size_;
    Cells cells_{};
    int blank_ = 0;
};

// A message names at most kMissingNamed values a repeat leaves out; past that, it gives their
// count and the first kMissingShown (an 8x8 board of one tile would otherwise name 63).
inline constexpr std::size_t kMissingNamed = 8;
inline constexpr std::size_t kMissingShown = 6;

// Why `cells` is not a board of `size` ("tile 7 appears twice and tile 12 is missing", "tile 16
// is out of range: the tiles are 1-15 and 0 is the blank", "12 cells, expected 16"), or nothing.
std::optional<std::string> cells_problem(Size size, const std::vector<int>& cells);

// Applies `moves` in order; the final board, or nothing if some move is illegal.
std::optional<Board> replay(Board board, const std::vector<Move>& moves);

}  // namespace ninegrid::sliding
