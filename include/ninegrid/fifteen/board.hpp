// SPDX-License-Identifier: MIT
// The 15-puzzle board: sixteen cells in row-major order, 0 the blank, and the moves of the blank.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ninegrid/sliding/board.hpp"
#include "ninegrid/sliding/moves.hpp"

namespace ninegrid::fifteen {

inline constexpr int kSide = 4;
inline constexpr int kCells = kSide * kSide;

// Cell index = row * 4 + col; the value is the tile 1..15, or 0 for the blank.
using Cells = std::array<std::uint8_t, kCells>;

// The blank's moves, shared with the other sliding puzzle (ninegrid/sliding/moves.hpp).
using sliding::kAllMoves;
using sliding::Move;
using sliding::move_from_letter;
using sliding::move_letter;
using sliding::moves_to_string;
using sliding::opposite;

// The cell the blank reaches from `blank` by `m`, or -1 when the blank stands on that edge.
constexpr int target_cell(int blank, Move m) noexcept {
    return sliding::target_cell(blank, m, kSide);
}

class Board {
  public:
    // `cells` must be a permutation of 0..15; throws std::invalid_argument naming the problem
    // otherwise. Text from outside goes through parse_board() instead.
    explicit Board(const Cells& cells);

    // The default goal: 1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 _ (compact 123456789abcdef0).
    static Board goal() noexcept;
    // Korf's goal (1985), the blank first: _ 1 2 3 / 4 5 6 7 / 8 9 10 11 / 12 13 14 15.
    static Board korf_goal() noexcept;

    const Cells& cells() const noexcept { return cells_; }
    int operator[](int cell) const noexcept { return cells_[static_cast<std::size_t>(cell)]; }
    // Index of the blank, kept in step with the cells so no move has to search for it.
    int blank() const noexcept { return blank_; }

    bool can_move(Move m) const noexcept { return target_cell(blank_, m) >= 0; }
    // Applies `m` if it is legal; returns whether it was.
    bool apply(Move m) noexcept;
    // A copy with `m` applied; the board itself when `m` is illegal.
    Board moved(Move m) const noexcept;
    // Legal moves in the order Up, Down, Left, Right.
    std::vector<Move> legal_moves() const;

    friend bool operator==(const Board& a, const Board& b) noexcept { return a.cells_ == b.cells_; }
    friend bool operator!=(const Board& a, const Board& b) noexcept { return !(a == b); }

  private:
    struct Trusted {};
    Board(const Cells& cells, int blank, Trusted) noexcept : cells_(cells), blank_(blank) {}

    Cells cells_;
    int blank_;
};

// Why `cells` is not a board ("tile 7 appears twice; 12 is missing", "tile 16 is out of
// range ..."), or an empty optional when it is a permutation of 0..15.
std::optional<std::string> cells_problem(const Cells& cells);

// The same board in the sliding family's type (size 4x4), and back: the family parses, prints,
// decides and deals boards of every size; this 4x4 type is what the pattern databases search.
sliding::Board to_sliding(const Board& b);
// `b` must be 4x4 (std::invalid_argument otherwise).
Board from_sliding(const sliding::Board& b);
inline constexpr sliding::Size kSize{kSide, kSide};

// Applies `moves` in order; returns the final board, or nothing if some move is illegal.
std::optional<Board> replay(Board board, const std::vector<Move>& moves);

}  // namespace ninegrid::fifteen
