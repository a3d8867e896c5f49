// SPDX-License-Identifier: MIT
// One entry point to every solver: pick an algorithm, solve many boards, reuse everything.
#pragma once

#include <memory>
#include <optional>
#include <string_view>

#include "ninegrid/eight/classroom.hpp"
#include "ninegrid/eight/distance_table.hpp"
#include "ninegrid/eight/solver.hpp"
#include "ninegrid/eight/state.hpp"

namespace ninegrid::eight {

enum class Algorithm {
    Bfs,
    AStar,
    Table,
    Ida,          // IdaStarSolver
    Bidir,        // BidirectionalSolver
    Iddfs,        // IddfsSolver
    Greedy,       // GreedySolver
    WAStar,       // WeightedAStarSolver
    Pruned,       // PrunedBfsSolver
    AStarClosed,  // ClosedAStarSolver
};

// Every algorithm, in the order of the help texts.
inline constexpr Algorithm kAllAlgorithms[] = {
    Algorithm::Bfs,    Algorithm::AStar,      Algorithm::Table,  Algorithm::Ida,
    Algorithm::Bidir,  Algorithm::Iddfs,      Algorithm::Greedy, Algorithm::WAStar,
    Algorithm::Pruned, Algorithm::AStarClosed};

// "bfs", "astar", "table", "ida", "bidir", "iddfs", "greedy", "wastar", "pruned",
// "astar-closed": the names the command line and the JSON output use.
std::string_view algorithm_name(Algorithm a) noexcept;
std::optional<Algorithm> algorithm_from_name(std::string_view name) noexcept;
// Whether every path the algorithm returns is a shortest one (with the heuristics it is given
// here: both are consistent). Greedy, weighted A* and the pruned BFS make no such claim.
bool claims_optimal(Algorithm a) noexcept;
// Whether it can stop without a path although the board can reach the goal: the pruned BFS by
// its rule, iterative deepening at its node limit.
bool can_give_up(Algorithm a) noexcept;
// Whether --heuristic chooses its heuristic (A* and A* with a closed set); the others that use
// one use Manhattan distance.
bool takes_heuristic(Algorithm a) noexcept;

// "manhattan", "misplaced".
std::string_view heuristic_name(Heuristic h) noexcept;
std::optional<Heuristic> heuristic_from_name(std::string_view name) noexcept;

// Solves boards with one algorithm, keeping the solver's buffers and, for Algorithm::Table, the
// distance table of the last goal (built on first use, rebuilt only when the goal changes).
class Solver {
  public:
    // `weight` is for Algorithm::WAStar only.
    explicit Solver(Algorithm algorithm, Heuristic heuristic = Heuristic::Manhattan,
                    double weight = kDefaultWeight);

    Algorithm algorithm() const noexcept { return algorithm_; }
    Heuristic heuristic() const noexcept { return heuristic_; }
    double weight() const noexcept { return weight_; }

    Solution solve(const State& start, const State& goal);
    // The same search, reporting its steps to `trace`. Algorithm::Table looks its answer up
    // instead of searching, and reports no steps.
    Solution solve(const State& start, const State& goal, SearchTrace& trace);

    // The distance table used by the last solve with Algorithm::Table, if any.
    const DistanceTable* table() const noexcept { return table_.get(); }

  private:
    // solve() with `trace` (none or one SearchTrace) passed on to the search.
    template <typename... Trace>
    Solution dispatch(const State& start, const State& goal, Trace&... trace);

    Algorithm algorithm_;
    Heuristic heuristic_;
    double weight_;
    // Only the one in use is ever created.
    std::unique_ptr<BfsSolver> bfs_;
    std::unique_ptr<AStarSolver> astar_;
    std::unique_ptr<DistanceTable> table_;
    std::unique_ptr<BidirectionalSolver> bidir_;
    std::unique_ptr<GreedySolver> greedy_;
    std::unique_ptr<WeightedAStarSolver> wastar_;
    std::unique_ptr<PrunedBfsSolver> pruned_;
    std::unique_ptr<ClosedAStarSolver> closed_;
};

}  // namespace ninegrid::eight
