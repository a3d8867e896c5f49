// SPDX-License-Identifier: MIT
// The board and the blank's moves.
#include "ninegrid/eight/state.hpp"

#include <stdexcept>
#include <utility>

namespace ninegrid::eight {

std::optional<std::string> cells_problem(const State::Cells& cells) {
    return sliding::cells_problem(kSize, std::vector<int>(cells.begin(), cells.end()));
}

sliding::Board to_sliding(const State& s) {
    return sliding::Board(kSize, std::vector<int>(s.cells().begin(), s.cells().end()));
}

State from_sliding(const sliding::Board& b) {
    if (b.size() != kSize) throw std::invalid_argument("not a 3x3 board");
    State::Cells cells{};
    for (int i = 0; i < kCells; ++i)
        cells[static_cast<std::size_t>(i)] = b[i];
    return State(cells);
}

State::State() noexcept : cells_{1, 2, 3, 4, 5, 6, 7, 8, 0}, zero_(kCells - 1) {}

State::State(const Cells& cells) : cells_(cells), zero_(0) {
    if (auto problem = cells_problem(cells)) throw std::invalid_argument(*problem);
    while (cells_[static_cast<std::size_t>(zero_)] != 0)
        ++zero_;
}

int State::tile_moved_by(Move m) const noexcept {
    const int to = target_cell(zero_, m);
    return to < 0 ? 0 : cells_[static_cast<std::size_t>(to)];
}

bool State::apply(Move m) noexcept {
    const int to = target_cell(zero_, m);
    if (to < 0) return false;
    std::swap(cells_[static_cast<std::size_t>(zero_)], cells_[static_cast<std::size_t>(to)]);
    zero_ = to;
    return true;
}

State State::moved(Move m) const noexcept {
    State next = *this;
    next.apply(m);
    return next;
}

std::vector<Move> State::legal_moves() const {
    std::vector<Move> moves;
    for (Move m : kAllMoves) {
        if (can_move(m)) moves.push_back(m);
    }
    return moves;
}

std::optional<State> replay(State state, const std::vector<Move>& moves) {
    for (Move m : moves) {
        if (!state.apply(m)) return std::nullopt;
    }
    return state;
}

std::vector<int> tiles_moved(State start, const std::vector<Move>& moves) {
    std::vector<int> tiles;
    tiles.reserve(moves.size());
    for (Move m : moves) {
        tiles.push_back(start.tile_moved_by(m));
        start.apply(m);
    }
    return tiles;
}

}  // namespace ninegrid::eight
