// SPDX-License-Identifier: MIT
// The experiment of course reports on this problem: every solver on the same positions, counted
// and checked against BFS.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "ninegrid/eight/classroom.hpp"
#include "ninegrid/eight/game.hpp"
#include "ninegrid/eight/solver.hpp"
#include "ninegrid/eight/state.hpp"

namespace ninegrid::eight {

// A solver under test: a name for the tables, a function from (start, goal) to a solution, and
// what it claims. A solver that claims optimality must return the BFS length whenever it returns
// a path; one with a bound must stay within bound times it. Either may give up
// (Solution::gave_up): that counts as unsolved, not as a mismatch.
struct ExperimentSolver {
    std::string name;
    std::function<Solution(const State& start, const State& goal)> solve;
    bool optimal_claimed = true;
    double bound = 0;  // at most this many times the optimum; 0: no bound beyond optimality
};

// "bfs", "astar", "astar-misplaced", "table": the solvers `bench` runs by default. (Functions,
// not variables, so that no start of the program builds these lists.)
const std::vector<std::string>& standard_solver_names();
// Every solver `bench` knows: the default ones, then the teaching searches (classroom.hpp).
const std::vector<std::string>& all_solver_names();
// The solver of that name; `weight` is weighted A*'s (for "wastar").
std::optional<ExperimentSolver> standard_solver(const std::string& name,
                                                double weight = kDefaultWeight);

// `count` positions from `seed`: uniformly random boards that can reach `goal` or, with a
// difficulty, random walks of its length from the goal.
std::vector<State> experiment_positions(const State& goal, std::size_t count, std::uint32_t seed,
                                        std::optional<Difficulty> walk);

struct ExperimentRun {
    int length = -1;       // moves returned (-1: reported unsolvable, or gave up)
    bool gave_up = false;  // no path, though the board can reach the goal (Solution::gave_up)
    bool replays = false;  // the moves, applied to the start, reach the goal
    SearchStats stats;
};

struct ExperimentPosition {
    State start;
    int optimal = 0;                  // the BFS distance to the goal
    std::vector<ExperimentRun> runs;  // one per solver, in the solvers' order
};

// A solver that broke its claim: it called a solvable board unsolvable, returned moves that do
// not reach the goal, or a length other than BFS's (claiming optimality) or beyond its bound.
struct Mismatch {
    State start;
    std::string solver;
    int optimal = 0;
    int length = -1;
    bool replays = false;
    double bound = 0;  // the solver's bound, when it was the bound that was broken
};

// Summary of one solver over all positions.
struct SolverSummary {
    std::string name;
    bool optimal_claimed = true;
    double bound = 0;         // as ExperimentSolver::bound
    std::size_t solved = 0;   // positions it returned a path for that reaches the goal
    std::size_t optimal = 0;  // of those, the ones of the BFS length
    double mean_excess = 0;   // moves beyond the optimum, over the solved positions
    int max_excess = 0;
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
