// SPDX-License-Identifier: MIT
// The sliding puzzles' moves (the 8-puzzle's 3x3, the 15-puzzle's 4x4): the direction the blank
// travels, its letter, and the cell it reaches on a board of a given side.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ninegrid::sliding {

// A move is the direction the *blank* travels: Up means the tile above the blank slides down.
// The values pair opposites as 0/1 and 2/3, so opposite() is a single xor.
enum class Move : std::uint8_t { Up = 0, Down = 1, Left = 2, Right = 3 };

inline constexpr std::array<Move, 4> kAllMoves{Move::Up, Move::Down, Move::Left, Move::Right};

constexpr Move opposite(Move m) noexcept {
    return static_cast<Move>(static_cast<std::uint8_t>(m) ^ 1U);
}

// 'U', 'D', 'L' or 'R'.
constexpr char move_letter(Move m) noexcept {
    switch (m) {
        case Move::Up:
            return 'U';
        case Move::Down:
            return 'D';
        case Move::Left:
            return 'L';
        case Move::Right:
            return 'R';
    }
    return '?';
}

// Accepts U/D/L/R in either case; anything else is not a move.
constexpr std::optional<Move> move_from_letter(char c) noexcept {
    switch (c) {
        case 'U':
        case 'u':
            return Move::Up;
        case 'D':
        case 'd':
            return Move::Down;
        case 'L':
        case 'l':
            return Move::Left;
        case 'R':
        case 'r':
            return Move::Right;
        default:
            return std::nullopt;
    }
}

// The moves as a string of letters, e.g. "UULDR".
inline std::string moves_to_string(const std::vector<Move>& moves) {
    std::string s;
    s.reserve(moves.size());
    for (const Move m : moves)
        s += move_letter(m);
    return s;
}

// The cell the blank reaches from `blank` by `m` on a board `side` cells wide and high, or -1
// when the blank stands on that edge. Worked out from the blank's row and column, so a move
// never wraps around a row.
constexpr int target_cell(int blank, Move m, int side) noexcept {
    const int row = blank / side;
    const int col = blank % side;
    switch (m) {
        case Move::Up:
            return row > 0 ? blank - side : -1;
        case Move::Down:
            return row < side - 1 ? blank + side : -1;
        case Move::Left:
            return col > 0 ? blank - 1 : -1;
        case Move::Right:
            return col < side - 1 ? blank + 1 : -1;
    }
    return -1;
}

}  // namespace ninegrid::sliding
