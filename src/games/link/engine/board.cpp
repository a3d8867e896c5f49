// SPDX-License-Identifier: MIT
// The board: kinds and their characters, cells, removals and gravity.
#include "ninegrid/link/board.hpp"

#include <stdexcept>
#include <string>

namespace ninegrid::link {

char kind_char(int kind) noexcept {
    if (kind == 0) return '.';
    if (kind >= 1 && kind <= 26) return static_cast<char>('A' + (kind - 1));
    if (kind >= 27 && kind <= kMaxKinds) return static_cast<char>('0' + (kind - 27));
    return '?';
}

int kind_from_char(char c) noexcept {
    if (c == '.') return 0;
    if (c >= 'A' && c <= 'Z') return c - 'A' + 1;
    if (c >= '0' && c <= '9') return c - '0' + 27;
    return -1;
}

Board::Board(int rows, int cols) : rows_(rows), cols_(cols) {
    if (rows < 1 || rows > kMaxSide || cols < 1 || cols > kMaxSide) {
        throw std::invalid_argument("link::Board: " + std::to_string(rows) + "x" +
                                    std::to_string(cols) + " is outside 1x1..64x64");
    }
    cells_.assign(static_cast<std::size_t>((rows + 2) * (cols + 2)), 0);
}

void Board::set(Point p, int kind) noexcept {
    Cell& cell = cells_[static_cast<std::size_t>(index(p))];
    tiles_ += (kind != 0) - (cell != 0);
    cell = static_cast<Cell>(kind);
}

std::array<int, kMaxKinds + 1> Board::kind_counts() const noexcept {
    std::array<int, kMaxKinds + 1> counts{};
    for (int r = 0; r < rows_; ++r)
        for (int c = 0; c < cols_; ++c)
            ++counts[static_cast<std::size_t>(at(Point{r, c}))];
    return counts;
}

void settle_column(Board& board, int col) noexcept {
    int write = board.rows() - 1;
    for (int read = board.rows() - 1; read >= 0; --read) {
        const int kind = board.at(Point{read, col});
        if (kind == 0) continue;
        if (write != read) {
            board.set(Point{write, col}, kind);
            board.set(Point{read, col}, 0);
        }
        --write;
    }
}

void remove_pair(Board& board, Point a, Point b, const Rules& rules) noexcept {
    board.set(a, 0);
    board.set(b, 0);
    if (!rules.gravity) return;
    settle_column(board, a.col);
    if (b.col != a.col) settle_column(board, b.col);
}

}  // namespace ninegrid::link
