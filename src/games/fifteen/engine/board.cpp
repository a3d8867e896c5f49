// SPDX-License-Identifier: MIT
// The 15-puzzle's board and the blank's moves.
#include "ninegrid/fifteen/board.hpp"

#include <stdexcept>
#include <utility>

namespace ninegrid::fifteen {
namespace {

// "the blank" or "tile 7": how a value is named at the head of a message.
std::string value_name(int v) {
    return v == 0 ? "the blank" : "tile " + std::to_string(v);
}

}  // namespace

std::optional<std::string> cells_problem(const Cells& cells) {
    std::array<int, kCells> seen{};
    for (std::uint8_t v : cells) {
        if (v >= kCells) {
            return "tile " + std::to_string(v) +
                   " is out of range: the tiles are 1-15 and 0 is the blank";
        }
        ++seen[v];
    }
    for (int v = 0; v < kCells; ++v) {
        const int times = seen[static_cast<std::size_t>(v)];
        if (times < 2) continue;
        // Sixteen cells in range with a repeat always leave values out: name them too, tiles by
        // number and the blank by name, e.g. "tile 7 appears twice; 12 and the blank are missing".
        std::string problem =
            value_name(v) +
            (times == 2 ? " appears twice" : " appears " + std::to_string(times) + " times");
        std::vector<std::string> missing;
        for (int w = 1; w < kCells; ++w) {
            if (seen[static_cast<std::size_t>(w)] == 0) missing.push_back(std::to_string(w));
        }
        if (seen[0] == 0) missing.emplace_back("the blank");
        for (std::size_t i = 0; i < missing.size(); ++i) {
            problem += i == 0 ? "; " : i + 1 == missing.size() ? " and " : ", ";
            problem += missing[i];
        }
        problem += missing.size() == 1 ? " is missing" : " are missing";
        return problem;
    }
    return std::nullopt;
}

Board::Board(const Cells& cells) : cells_(cells), blank_(0) {
    if (auto problem = cells_problem(cells)) throw std::invalid_argument(*problem);
    while (cells_[static_cast<std::size_t>(blank_)] != 0)
        ++blank_;
}

Board Board::goal() noexcept {
    return Board({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0}, kCells - 1, Trusted{});
}

Board Board::korf_goal() noexcept {
    return Board({0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, 0, Trusted{});
}

bool Board::apply(Move m) noexcept {
    const int to = target_cell(blank_, m);
    if (to < 0) return false;
    std::swap(cells_[static_cast<std::size_t>(blank_)], cells_[static_cast<std::size_t>(to)]);
    blank_ = to;
    return true;
}

Board Board::moved(Move m) const noexcept {
    Board next = *this;
    next.apply(m);
    return next;
}

std::vector<Move> Board::legal_moves() const {
    std::vector<Move> moves;
    for (Move m : kAllMoves) {
        if (can_move(m)) moves.push_back(m);
    }
    return moves;
}

std::optional<Board> replay(Board board, const std::vector<Move>& moves) {
    for (Move m : moves) {
        if (!board.apply(m)) return std::nullopt;
    }
    return board;
}

sliding::Board to_sliding(const Board& b) {
    return sliding::Board(kSize, std::vector<int>(b.cells().begin(), b.cells().end()));
}

Board from_sliding(const sliding::Board& b) {
    if (b.size() != kSize) throw std::invalid_argument("not a 4x4 board");
    Cells cells{};
    for (int i = 0; i < kCells; ++i)
        cells[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(b[i]);
    return Board(cells);
}

}  // namespace ninegrid::fifteen
