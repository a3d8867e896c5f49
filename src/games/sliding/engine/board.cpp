// SPDX-License-Identifier: MIT
// The sliding board of any size: construction checked once, moves kept in step with the blank.
#include "ninegrid/sliding/board.hpp"

#include <stdexcept>

namespace ninegrid::sliding {

std::string size_text(Size size) {
    return std::to_string(size.width) + "x" + std::to_string(size.height);
}

std::optional<std::string> cells_problem(Size size, const std::vector<int>& cells) {
    if (!size.valid()) {
        return "size " + size_text(size) + ": sides are " + std::to_string(kMinSide) + " to " +
               std::to_string(kMaxSide);
    }
    const int n = size.cells();
    if (static_cast<int>(cells.size()) != n) {
        return std::to_string(cells.size()) + " cells, expected " + std::to_string(n);
    }
    std::array<int, kMaxCells> seen{};
    for (const int v : cells) {
        if (v < 0 || v >= n) {
            return "tile " + std::to_string(v) + " is out of range: the tiles are 1-" +
                   std::to_string(n - 1) + " and 0 is the blank";
        }
        ++seen[static_cast<std::size_t>(v)];
    }
    const auto name = [](int v) {
        return v == 0 ? std::string("the blank") : "tile " + std::to_string(v);
    };
    for (int v = 0; v < n; ++v) {
        const int times = seen[static_cast<std::size_t>(v)];
        if (times < 2) continue;
        // n cells in range with a repeat always leave values out: name them too, e.g. "tile 5
        // appears twice and tile 7 is missing" (the blank first among them).
        std::string problem =
            name(v) +
            (times == 2 ? " appears twice" : " appears " + std::to_string(times) + " times");
        // Past kMissingNamed, the count and the first few: "tile 1 appears 9 times and 44 are
        // missing (the blank, tile 5, tile 6, tile 12, ...)".
        std::vector<std::string> missing;
        for (int w = 0; w < n; ++w)
            if (seen[static_cast<std::size_t>(w)] == 0) missing.push_back(name(w));
        if (missing.size() > kMissingNamed) {
            problem += " and " + std::to_string(missing.size()) + " are missing (";
            for (std::size_t i = 0; i < kMissingShown; ++i)
                problem += missing[i] + ", ";
            return problem + "...)";
        }
        for (std::size_t i = 0; i < missing.size(); ++i) {
            problem += i == 0 || i + 1 == missing.size() ? " and " : ", ";
            problem += missing[i];
        }
        if (!missing.empty()) problem += missing.size() == 1 ? " is missing" : " are missing";
        return problem;
    }
    return std::nullopt;
}

Board::Board(Size size, const std::vector<int>& cells) : size_(size) {
    if (auto problem = cells_problem(size, cells)) throw std::invalid_argument(*problem);
    for (std::size_t i = 0; i < cells.size(); ++i) {
        cells_[i] = static_cast<std::uint8_t>(cells[i]);
        if (cells[i] == 0) blank_ = static_cast<int>(i);
    }
}

Board Board::goal(Size size) {
    if (!size.valid()) throw std::invalid_argument("size " + size_text(size) + " is not a board");
    Board b;
    b.size_ = size;
    const int n = size.cells();
    for (int i = 0; i + 1 < n; ++i)
        b.cells_[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i + 1);
    b.blank_ = n - 1;
    return b;
}

std::vector<int> Board::cell_values() const {
    return std::vector<int>(cells_.begin(), cells_.begin() + cell_count());
}

bool Board::apply(Move m) noexcept {
    const int to = target_cell(blank_, m, size_);
    if (to < 0) return false;
    cells_[static_cast<std::size_t>(blank_)] = cells_[static_cast<std::size_t>(to)];
    cells_[static_cast<std::size_t>(to)] = 0;
    blank_ = to;
    return true;
}

Board Board::moved(Move m) const noexcept {
    Board b = *this;
    b.apply(m);
    return b;
}

std::vector<Move> Board::legal_moves() const {
    std::vector<Move> moves;
    for (const Move m : kAllMoves)
        if (can_move(m)) moves.push_back(m);
    return moves;
}

std::optional<Board> replay(Board board, const std::vector<Move>& moves) {
    for (const Move m : moves)
        if (!board.apply(m)) return std::nullopt;
    return board;
}

}  // namespace ninegrid::sliding
