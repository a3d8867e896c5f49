// The board and the blank's moves.
#include "ninegrid/eight/state.hpp"

#include <stdexcept>
#include <utility>

namespace ninegrid::eight {

std::optional<std::string> cells_problem(const State::Cells& cells) {
    std::array<int, kCells> seen{};
    for (int v : cells) {
        if (v < 0 || v >= kCells) {
            return "tile " + std::to_string(v) +
                   " is out of range: the tiles are 1-8 and 0 is the blank";
        }
        ++seen[static_cast<std::size_t>(v)];
    }
    auto name = [](int v) {
        return v == 0 ? std::string("the blank") : "tile " + std::to_string(v);
    };
    for (int v = 0; v < kCells; ++v) {
        const int times = seen[static_cast<std::size_t>(v)];
        if (times < 2) continue;
        std::string problem =
            name(v) +
            (times == 2 ? " appears twice" : " appears " + std::to_string(times) + " times");
        // Nine cells in range with a repeat always leave values out: name them too.
        std::vector<std::string> missing;
        for (int w = 0; w < kCells; ++w) {
            if (seen[static_cast<std::size_t>(w)] == 0) missing.push_back(name(w));
        }
        for (std::size_t i = 0; i < missing.size(); ++i) {
            problem += i == 0 ? " and " : i + 1 == missing.size() ? " and " : ", ";
            problem += missing[i];
        }
        if (!missing.empty()) problem += missing.size() == 1 ? " is missing" : " are missing";
        return problem;
    }
    return std::nullopt;
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
