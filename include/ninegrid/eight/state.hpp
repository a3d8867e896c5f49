// SPDX-License-Identifier: MIT
// The 8-puzzle board: nine cells in row-major order, 0 the blank, and the moves of the blank.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ninegrid/sliding/board.hpp"
#include "ninegrid/sliding/moves.hpp"

namespace ninegrid::eight {

inline constexpr int kSide = 3;
inline constexpr int kCells = kSide * kSide;

// The blank's moves, shared with the other sliding puzzle (ninegrid/sliding/moves.hpp).
using sliding::kAllMoves;
using sliding::Move;
using sliding::move_from_letter;
using sliding::move_letter;
using sliding::moves_to_string;
using sliding::opposite;

// The cell the blank reaches from `zero` by `m`, or -1 when the blank stands on that edge.
constexpr int target_cell(int zero, Move m) noexcept {
    return sliding::target_cell(zero, m, kSide);
}

class State {
  public:
    using Cells = std::array<int, kCells>;

    // The default goal: 1 2 3 / 4 5 6 / 7 8 _.
    State() noexcept;

    // `cells` must be a permutation of 0..8; throws std::invalid_argument naming the problem
    // otherwise. Text from outside goes through parse_board() instead.
    explicit State(const Cells& cells);

    const Cells& cells() const noexcept { return cells_; }
    int operator[](int cell) const noexcept { return cells_[static_cast<std::size_t>(cell)]; }
    // Index of the blank, kept in step with the cells so no move has to search for it.
    int zero() const noexcept { return zero_; }

    bool can_move(Move m) const noexcept { return target_cell(zero_, m) >= 0; }
    // The tile that slides when the blank makes move `m`; 0 when the move is illegal.
    int tile_moved_by(Move m) const noexcept;
    // Applies `m` if it is legal; returns whether it was.
    bool apply(Move m) noexcept;
    // A copy with `m` applied; the state itself when `m` is illegal.
    State moved(Move m) const noexcept;
    // Legal moves in the order Up, Down, Left, Right.
    std::vector<Move> legal_moves() const;

    friend bool operator==(const State& a, const State& b) noexcept { return a.cells_ == b.cells_; }
    friend bool operator!=(const State& a, const State& b) noexcept { return !(a == b); }

  private:
    Cells cells_;
    int zero_;
};

// Why `cells` is not a board ("tile 5 appears twice", "tile 9 is out of range ..."), or an
// empty optional when it is a permutation of 0..8.
std::optional<std::string> cells_problem(const State::Cells& cells);

// The same board in the sliding family's type (size 3x3), and back: the family parses and words
// boards of every size; this State is what the 8-puzzle's searches and ranks are tuned for.
inline constexpr sliding::Size kSize{kSide, kSide};
sliding::Board to_sliding(const State& s);
// `b` must be 3x3 (std::invalid_argument otherwise).
State from_sliding(const sliding::Board& b);

// Applies `moves` in order; returns the final state, or nothing if some move is illegal.
std::optional<State> replay(State state, const std::vector<Move>& moves);

// The tiles that slide, in order, when the blank makes `moves` from `start`.
std::vector<int> tiles_moved(State start, const std::vector<Move>& moves);

}  // namespace ninegrid::eight
