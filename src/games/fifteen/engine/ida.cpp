// SPDX-License-Identifier: MIT
// The 15-puzzle's reference IDA*: the sliding family's (ninegrid/sliding/ida.hpp) at 4x4, whose
// search knows the sides at compile time.
#include "ninegrid/fifteen/ida.hpp"

#include "ninegrid/sliding/ida.hpp"

namespace ninegrid::fifteen {

int manhattan(const Board& board, const Board& goal) {
    return sliding::manhattan(to_sliding(board), to_sliding(goal));
}

int linear_conflict(const Board& board, const Board& goal) {
    return sliding::linear_conflict(to_sliding(board), to_sliding(goal));
}

Solution solve_ida(const Board& start, const Board& goal, std::uint64_t node_limit,
                   IdaProgress progress) {
    sliding::IdaLimits limits;
    limits.node_limit = node_limit;
    limits.report = progress.report;
    limits.context = progress.context;
    return sliding::solve_ida(to_sliding(start), to_sliding(goal), limits);
}

}  // namespace ninegrid::fifteen
