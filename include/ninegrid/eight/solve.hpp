// One entry point to every solver: pick an algorithm, solve many boards, reuse everything.
#pragma once

#include <memory>
#include <optional>
#include <string_view>

#include "ninegrid/eight/distance_table.hpp"
#include "ninegrid/eight/solver.hpp"
#include "ninegrid/eight/state.hpp"

namespace ninegrid::eight {

enum class Algorithm { Bfs, AStar, Table };

// "bfs", "astar", "table": the names the command line and the JSON output use.
std::string_view algorithm_name(Algorithm a) noexcept;
std::optional<Algorithm> algorithm_from_name(std::string_view name) noexcept;
// "manhattan", "misplaced".
std::string_view heuristic_name(Heuristic h) noexcept;
std::optional<Heuristic> heuristic_from_name(std::string_view name) noexcept;

// Solves boards with one algorithm, keeping the solver's buffers and, for Algorithm::Table, the
// distance table of the last goal (built on first use, rebuilt only when the goal changes).
class Solver {
  public:
    explicit Solver(Algorithm algorithm, Heuristic heuristic = Heuristic::Manhattan);

    Algorithm algorithm() const noexcept { return algorithm_; }
    Heuristic heuristic() const noexcept { return heuristic_; }

    Solution solve(const State& start, const State& goal);

    // The distance table used by the last solve with Algorithm::Table, if any.
    const DistanceTable* table() const noexcept { return table_.get(); }

  private:
    Algorithm algorithm_;
    Heuristic heuristic_;
    // Only the one in use is ever created.
    std::unique_ptr<BfsSolver> bfs_;
    std::unique_ptr<AStarSolver> astar_;
    std::unique_ptr<DistanceTable> table_;
};

}  // namespace ninegrid::eight
