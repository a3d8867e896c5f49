// SPDX-License-Identifier: MIT
// Random sliding boards: walks from the goal and uniform solvable boards.
#include "ninegrid/sliding/deal.hpp"

#include <optional>
#include <utility>
#include <vector>

#include "ninegrid/sliding/solvability.hpp"

namespace ninegrid::sliding {

Board random_walk(const Board& goal, int steps, Rng& rng, std::vector<Board>* path) {
    for (;;) {
        Board board = goal;
        std::optional<Move> last;
        if (path != nullptr) path->assign(1, goal);
        for (int i = 0; i < steps; ++i) {
            Move choices[4];
            std::uint32_t n = 0;
            for (const Move m : kAllMoves)
                if (board.can_move(m) && (!last || m != opposite(*last))) choices[n++] = m;
            const Move m = choices[uniform_below(rng, n)];
            board.apply(m);
            last = m;
            if (path != nullptr) path->push_back(board);
        }
        if (board != goal || steps == 0) return board;
    }
}

Board random_board(const Board& goal, Rng& rng) {
    const auto cells = static_cast<std::size_t>(goal.cell_count());
    for (;;) {
        std::vector<int> values(cells);
        for (std::size_t i = 0; i < cells; ++i)
            values[i] = static_cast<int>(i);
        for (std::size_t i = cells - 1; i > 0; --i)
            std::swap(values[i],
                      values[uniform_below(rng, static_cast<std::uint32_t>(i + 1))]);
        if (!is_solvable(Board(goal.size(), values), goal)) {
            // The first two cells that hold tiles: exchanging them flips the parity.
            const std::size_t a = values[0] == 0 ? 1 : 0;
            const std::size_t b = values[a + 1] == 0 ? a + 2 : a + 1;
            std::swap(values[a], values[b]);
        }
        Board board(goal.size(), values);
        if (board != goal) return board;
    }
}

}  // namespace ninegrid::sliding
