// SPDX-License-Identifier: MIT
// The exact distance of every board to one goal, from a single BFS over the whole state space.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "ninegrid/eight/solver.hpp"
#include "ninegrid/eight/state.hpp"

namespace ninegrid::eight {

// One backward BFS from the goal visits all 181440 boards of the goal's parity. For each it
// records, in one byte indexed by Cantor rank, the distance to the goal and a move that reduces
// it, so the optimal next move and the remaining distance of any board are table look-ups.
// 363 KB (in a mapping shared with the BFS queue while it is built: 2 MB, see the constructor);
// building it takes a few milliseconds. Copies share the table, which never changes once built.
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
    std::shared_ptr<const void> storage_;  // owns the memory entry_ points into
    const std::uint8_t* entry_ = nullptr;  // per rank: (distance << 2) | move, or kUnreachable
    std::vector<std::uint32_t> counts_;
    std::chrono::nanoseconds build_time_{0};
};

// The same BFS stored for following paths, for solving boards by the million: each board's 32-bit
// entry holds the rank of the board four moves on along its optimal path, its distance and those
// four moves, so following a path is a short chain of loads with no rank arithmetic, and
// solve_many follows 32 paths in lockstep so that their chains overlap in the memory system. The
// paths are DistanceTable's: the same BFS from the same goal keeps the same first parent of every
// board. 1.4 MB, four times the byte table, so it is built only where many boards are solved.
class PathTable {
  public:
    explicit PathTable(const State& goal);

    const State& goal() const noexcept { return goal_; }

    // No board is more than 31 moves from any goal, so every path fits a slot of 32 letters.
    static constexpr std::size_t kPathSlot = 32;

    // Moves needed to reach the goal from the board of Cantor rank `rank` (below
    // kPermutationCount), or -1 when it cannot reach it.
    int distance(std::uint32_t rank) const noexcept;

    // For each i below `count`, the board of Cantor rank ranks[i] (below kPermutationCount):
    // lengths[i] is its distance (-1: it cannot reach the goal), and paths[i * kPathSlot] on
    // holds the letters of its path's moves (U, D, L, R: where the blank goes); the rest of each
    // slot is left as it was or overwritten. Boards are taken in blocks, sorted by distance so
    // that the 32 paths walked together end nearly together.
    void solve_many(const std::uint32_t* ranks, std::size_t count, std::int8_t* lengths,
                    char* paths) const noexcept;

    // One board's path, through solve_many. `stats.expanded` counts the look-ups: one for the
    // distance, one for every four moves.
    Solution solve(const State& start) const;

    // Time the BFS and the entries for four moves on took to build.
    std::chrono::nanoseconds build_time() const noexcept { return build_time_; }

  private:
    State goal_;
    std::uint32_t goal_rank_;
    std::vector<std::uint32_t> entry_;  // see distance_table.cpp
    std::chrono::nanoseconds build_time_{0};
};

}  // namespace ninegrid::eight
