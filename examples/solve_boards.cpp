// SPDX-License-Identifier: MIT
// Solves an 8-puzzle with A* and a 15-puzzle with IDA*, through the ninegrid library.
#include <cstdio>

#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/solve.hpp"
#include "ninegrid/fifteen/board_text.hpp"
#include "ninegrid/fifteen/deal.hpp"
#include "ninegrid/fifteen/ida.hpp"

int main() {
    namespace eight = ninegrid::eight;
    namespace fifteen = ninegrid::fifteen;

    const eight::State start = *eight::parse_board("867254301").board;  // one of the hardest
    eight::Solver solver(eight::Algorithm::AStar);
    const int eight_moves = solver.solve(start, eight::State()).length();
    std::printf("8-puzzle %s: %d moves\n", eight::to_compact(start).c_str(), eight_moves);

    ninegrid::Rng rng(2026);  // the same seed deals the same board everywhere
    const fifteen::Board board = fifteen::random_walk(fifteen::Board::goal(), 60, rng);
    const fifteen::Solution s = fifteen::solve_ida(board, fifteen::Board::goal());
    std::printf("15-puzzle %s: %d moves\n", fifteen::to_compact(board).c_str(), s.length);
    return eight_moves == 31 && s.solved ? 0 : 1;
}
