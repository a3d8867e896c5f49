// SPDX-License-Identifier: MIT
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
        case Algorithm::Ida:
            return "ida";
        case Algorithm::Bidir:
            return "bidir";
        case Algorithm::Iddfs:
            return "iddfs";
        case Algorithm::Greedy:
            return "greedy";
        case Algorithm::WAStar:
            return "wastar";
        case Algorithm::Pruned:
            return "pruned";
        case Algorithm::AStarClosed:
            return "astar-closed";
    }
    return "?";
}

std::optional<Algorithm> algorithm_from_name(std::string_view name) noexcept {
    for (Algorithm a : kAllAlgorithms) {
        if (name == algorithm_name(a)) return a;
    }
    return std::nullopt;
}

bool claims_optimal(Algorithm a) noexcept {
    return a != Algorithm::Greedy && a != Algorithm::WAStar && a != Algorithm::Pruned;
}

bool can_give_up(Algorithm a) noexcept {
    return a == Algorithm::Pruned || a == Algorithm::Iddfs;
}

bool takes_heuristic(Algorithm a) noexcept {
    return a == Algorithm::AStar || a == Algorithm::AStarClosed;
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

Solver::Solver(Algorithm algorithm, Heuristic heuristic, double weight)
    : algorithm_(algorithm), heuristic_(heuristic), weight_(weight) {}

template <typename... Trace>
Solution Solver::dispatch(const State& start, const State& goal, Trace&... trace) {
    switch (algorithm_) {
        case Algorithm::Bfs:
            if (!bfs_) bfs_ = std::make_unique<BfsSolver>();
            return bfs_->solve(start, goal, trace...);
        case Algorithm::AStar:
            if (!astar_) astar_ = std::make_unique<AStarSolver>(heuristic_);
            return astar_->solve(start, goal, trace...);
        case Algorithm::Table:
            if (!table_ || table_->goal() != goal) table_ = std::make_unique<DistanceTable>(goal);
            return table_->solve(start);
        case Algorithm::Ida:
            return IdaStarSolver().solve(start, goal, trace...);
        case Algorithm::Bidir:
            if (!bidir_) bidir_ = std::make_unique<BidirectionalSolver>();
            return bidir_->solve(start, goal, trace...);
        case Algorithm::Iddfs:
            return IddfsSolver().solve(start, goal, trace...);
        case Algorithm::Greedy:
            if (!greedy_) greedy_ = std::make_unique<GreedySolver>();
            return greedy_->solve(start, goal, trace...);
        case Algorithm::WAStar:
            if (!wastar_) wastar_ = std::make_unique<WeightedAStarSolver>(weight_);
            return wastar_->solve(start, goal, trace...);
        case Algorithm::Pruned:
            if (!pruned_) pruned_ = std::make_unique<PrunedBfsSolver>();
            return pruned_->solve(start, goal, trace...);
        case Algorithm::AStarClosed:
            if (!closed_) closed_ = std::make_unique<ClosedAStarSolver>(heuristic_);
            return closed_->solve(start, goal, trace...);
    }
    return {};
}

Solution Solver::solve(const State& start, const State& goal) {
    return dispatch(start, goal);
}

Solution Solver::solve(const State& start, const State& goal, SearchTrace& trace) {
    return dispatch(start, goal, trace);
}

}  // namespace ninegrid::eight
