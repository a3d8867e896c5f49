// The experiment of course reports on this problem: every solver on the same positions, counted
// and checked against BFS.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "ninegrid/eight/game.hpp"
#include "ninegrid/eight/solver.hpp"
#include "ninegrid/eight/state.hpp"

namespace ninegrid::eight {

// A solver under test: a name for the tables and a function from (start, goal) to a solution.
struct ExperimentSolver {
    std::string name;
    std::function<Solution(const State& start, const State& goal)> solve;
};

// "bfs", "astar", "astar-misplaced", "table": ninegrid's solvers by the names `bench` uses.
inline const std::vector<std::string> kStandardSolverNames{"bfs", "astar", "astar-misplaced",
                                                           "table"};
std::optional<ExperimentSolver> standard_solver(const std::string& name);

// `count` positions from `seed`: uniformly random boards that can reach `goal` or, with a
// difficulty, random walks of its length from the goal.
std::vector<State> experiment_positions(const State& goal, std::size_t count, std::uint32_t seed,
                                        std::optional<Difficulty> walk);

struct ExperimentRun {
    int length = -1;       // moves returned (-1: reported unsolvable)
    bool replays = false;  // the moves, applied to the start, reach the goal
    SearchStats stats;
};

struct ExperimentPosition {
    State start;
    int optimal = 0;                  // the BFS distance to the goal
    std::vector<ExperimentRun> runs;  // one per solver, in the solvers' order
};

// A solver that returned a length other than BFS's, or moves that do not reach the goal.
struct Mismatch {
    State start;
    std::string solver;
    int optimal = 0;
    int length = -1;
    bool replays = false;
};

// Summary of one solver over all positions.
struct SolverSummary {
    std::string name;
    double mean_expanded = 0, median_expanded = 0;
    std::uint64_t max_expanded = 0;
    double mean_generated = 0, median_generated = 0;
    std::uint64_t max_generated = 0;
    double mean_frontier = 0;
    std::uint64_t max_frontier = 0;
    double mean_micros = 0, median_micros = 0, max_micros = 0;
};

// Positions whose optimal length lies in [from, to], and each solver's means over them.
struct LengthBucket {
    int from = 0, to = 0;
    std::size_t positions = 0;
    std::vector<double> mean_expanded;  // per solver
    std::vector<double> mean_micros;    // per solver
};

struct ExperimentResult {
    std::vector<std::string> solvers;
    std::vector<ExperimentPosition> positions;
    std::vector<SolverSummary> summaries;
    std::vector<LengthBucket> buckets;
    std::vector<Mismatch> mismatches;
    double table_build_micros = 0;  // the BFS from the goal that gives the reference lengths

    bool consistent() const noexcept { return mismatches.empty(); }
};

inline constexpr int kBucketWidth = 4;  // optimal lengths 0-3, 4-7, ...

// Runs every solver on every position, in that order, and checks each answer against the BFS
// distance from a distance table of `goal`. `progress(done)` is called after each position.
ExperimentResult run_experiment(const std::vector<State>& positions, const State& goal,
                                const std::vector<ExperimentSolver>& solvers,
                                const std::function<void(std::size_t)>& progress = {});

}  // namespace ninegrid::eight
