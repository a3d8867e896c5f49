// The solver façade: names of algorithms and heuristics, and dispatch with reused state.
#include "ninegrid/eight/solve.hpp"

namespace ninegrid::eight {

std::string_view algorithm_name(Algorithm a) noexcept {
    switch (a) {
        case Algorithm::Bfs:
            return "bfs";
        case Algorithm::AStar:
            return "astar";
        case Algorithm::Table:
            return "table";
    }
    return "?";
}

std::optional<Algorithm> algorithm_from_name(std::string_view name) noexcept {
    for (Algorithm a : {Algorithm::Bfs, Algorithm::AStar, Algorithm::Table}) {
        if (name == algorithm_name(a)) return a;
    }
    return std::nullopt;
}

std::string_view heuristic_name(Heuristic h) noexcept {
    return h == Heuristic::Manhattan ? "manhattan" : "misplaced";
}

std::optional<Heuristic> heuristic_from_name(std::string_view name) noexcept {
    for (Heuristic h : {Heuristic::Manhattan, Heuristic::Misplaced}) {
        if (name == heuristic_name(h)) return h;
    }
    return std::nullopt;
}

Solver::Solver(Algorithm algorithm, Heuristic heuristic)
    : algorithm_(algorithm), heuristic_(heuristic) {}

Solution Solver::solve(const State& start, const State& goal) {
    switch (algorithm_) {
        case Algorithm::Bfs:
            if (!bfs_) bfs_ = std::make_unique<BfsSolver>();
            return bfs_->solve(start, goal);
        case Algorithm::AStar:
            if (!astar_) astar_ = std::make_unique<AStarSolver>(heuristic_);
            return astar_->solve(start, goal);
        case Algorithm::Table:
            if (!table_ || table_->goal() != goal) table_ = std::make_unique<DistanceTable>(goal);
            return table_->solve(start);
    }
    return {};
}

}  // namespace ninegrid::eight
