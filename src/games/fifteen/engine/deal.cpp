// Random 15-puzzles: walks from the goal, deals within a band of par, and uniform solvable boards.
#include "ninegrid/fifteen/deal.hpp"

#include <utility>

#include "ninegrid/fifteen/ida.hpp"
#include "ninegrid/fifteen/solvability.hpp"

namespace ninegrid::fifteen {

Board random_walk(const Board& goal, int steps, base::Rng& rng) {
    for (;;) {
        Board board = goal;
        std::optional<Move> last;
        for (int i = 0; i < steps; ++i) {
            Move choices[4];
            std::uint32_t n = 0;
            for (const Move m : kAllMoves)
                if (board.can_move(m) && (!last || m != opposite(*last))) choices[n++] = m;
            const Move m = choices[base::uniform_below(rng, n)];
            board.apply(m);
            last = m;
        }
        if (board != goal || steps == 0) return board;
    }
}

int moves_bound(const Board& board, const Board& goal) {
    return manhattan(board, goal) + linear_conflict(board, goal);
}

Board deal_in_band(const Board& goal, ParBand band, base::Rng& rng) {
    for (;;) {
        // Both lengths, for pars of either parity: a walk of n moves ends n, n - 2, ... moves
        // from the goal, the blank's colour on the chequerboard telling which.
        const int steps = band.max - static_cast<int>(base::uniform_below(rng, 2));
        const Board board = random_walk(goal, steps, rng);
        if (moves_bound(board, goal) >= band.min) return board;
    }
}

bool may_deal_in_band(const Board& board, const Board& goal, ParBand band) {
    return band.contains(moves_bound(board, goal));
}

Board random_board(const Board& goal, base::Rng& rng) {
    for (;;) {
        Cells cells{};
        for (std::size_t i = 0; i < cells.size(); ++i)
            cells[i] = static_cast<std::uint8_t>(i);
        for (std::size_t i = cells.size() - 1; i > 0; --i)
            std::swap(cells[i], cells[base::uniform_below(rng, static_cast<std::uint32_t>(i + 1))]);
        if (!is_solvable(Board(cells), goal)) {
            // The first two cells that hold tiles: exchanging them flips the parity.
            const std::size_t a = cells[0] == 0 ? 1 : 0;
            const std::size_t b = cells[a + 1] == 0 ? a + 2 : a + 1;
            std::swap(cells[a], cells[b]);
        }
        const Board board(cells);
        if (board != goal) return board;
    }
}

}  // namespace ninegrid::fifteen
