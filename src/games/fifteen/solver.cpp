// The commands' solvers: the pattern databases built once per goal, and either IDA*.
#include <chrono>

#include "games/fifteen/commands.hpp"
#include "ninegrid/fifteen/ida.hpp"

namespace ninegrid::fifteen {

const PatternDatabase& Tables::get() {
    if (!db_) {
        const auto t0 = std::chrono::steady_clock::now();
        db_ = std::make_unique<PatternDatabase>(goal_.cells(), partition_663(goal_.cells()));
        build_time_ = std::chrono::steady_clock::now() - t0;
    }
    return *db_;
}

Answer solve_with(Algorithm algorithm, Tables& tables, const Board& start, const Board& goal,
                  bool reflect, std::uint64_t node_limit) {
    Answer answer;
    if (algorithm == Algorithm::Ida) {
        const auto t0 = std::chrono::steady_clock::now();
        const Solution s = solve_ida(start, goal, node_limit == 0 ? UINT64_MAX : node_limit);
        answer.elapsed = std::chrono::steady_clock::now() - t0;
        answer.solved = s.solved;
        answer.moves = s.moves;
        answer.nodes = s.nodes;
        return answer;
    }
    const PatternDatabase& db = tables.get();
    PdbOptions options;
    options.reflect = reflect && db.reflectable();
    options.node_limit = node_limit;
    const auto t0 = std::chrono::steady_clock::now();
    const PdbSolution s = solve_pdb(db, start.cells(), options);
    answer.elapsed = std::chrono::steady_clock::now() - t0;
    answer.solved = s.solved;
    answer.nodes = s.nodes;
    for (const std::uint8_t m : s.moves)
        answer.moves.push_back(static_cast<Move>(m));
    return answer;
}

}  // namespace ninegrid::fifteen
