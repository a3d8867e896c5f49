// SPDX-License-Identifier: MIT
// Random 15-puzzles: walks from the goal, deals within a band of par, and uniform solvable boards.
#include "ninegrid/fifteen/deal.hpp"

#include <utility>

#include "ninegrid/fifteen/ida.hpp"
#include "ninegrid/fifteen/solvability.hpp"
#include "ninegrid/sliding/deal.hpp"

namespace ninegrid::fifteen {

Board random_walk(const Board& goal, int steps, Rng& rng) {
    return from_sliding(sliding::random_walk(to_sliding(goal), steps, rng));
}

int moves_bound(const Board& board, const Board& goal) {
    return manhattan(board, goal) + linear_conflict(board, goal);
}

Board deal_in_band(const Board& goal, ParBand band, Rng& rng) {
    for (;;) {
        // Both lengths, for pars of either parity: a walk of n moves ends n, n - 2, ... moves
        // from the goal, the blank's colour on the chequerboard telling which.
        const int steps = band.max - static_cast<int>(uniform_below(rng, 2));
        const Board board = random_walk(goal, steps, rng);
        if (moves_bound(board, goal) >= band.min) return board;
    }
}

bool may_deal_in_band(const Board& board, const Board& goal, ParBand band) {
    return band.contains(moves_bound(board, goal));
}

Board random_board(const Board& goal, Rng& rng) {
    return from_sliding(sliding::random_board(to_sliding(goal), rng));
}

}  // namespace ninegrid::fifteen
