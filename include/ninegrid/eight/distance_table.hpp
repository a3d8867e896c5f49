// The exact distance of every board to one goal, from a single BFS over the whole state space.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "ninegrid/eight/solver.hpp"
#include "ninegrid/eight/state.hpp"

namespace ninegrid::eight {

// One backward BFS from the goal visits all 181440 boards of the goal's parity. For each it
// records, in one byte indexed by Cantor rank, the distance to the goal and a move that reduces
// it, so the optimal next move and the remaining distance of any board are table look-ups.
// 363 KB; building it takes a few milliseconds.
class DistanceTable {
  public:
    explicit DistanceTable(const State& goal);

    const State& goal() const noexcept { return goal_; }

    // Moves needed to reach the goal, or -1 when the board cannot reach it.
    int distance(const State& s) const noexcept;
    // A move that brings `s` one step closer; nothing when `s` is the goal or cannot reach it.
    std::optional<Move> best_move(const State& s) const noexcept;
    // The whole optimal path by following best_move. `stats.expanded` counts the look-ups.
    Solution solve(const State& start) const;

    // counts()[d]: how many boards are exactly d moves from the goal.
    const std::vector<std::uint32_t>& counts() const noexcept { return counts_; }
    std::uint32_t reachable() const noexcept;
    int max_distance() const noexcept { return static_cast<int>(counts_.size()) - 1; }
    double mean_distance() const noexcept;
    // Every board at distance `d`, in rank order.
    std::vector<State> boards_at(int d) const;
    // Time the BFS took to build the table.
    std::chrono::nanoseconds build_time() const noexcept { return build_time_; }

  private:
    State goal_;
    std::vector<std::uint8_t> entry_;  // (distance << 2) | move, or kUnreachable
    std::vector<std::uint32_t> counts_;
    std::chrono::nanoseconds build_time_{0};
};

}  // namespace ninegrid::eight
