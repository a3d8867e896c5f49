// SPDX-License-Identifier: MIT
// Running solvers side by side on one batch of positions, with statistics and verification.
#include "ninegrid/eight/experiment.hpp"

#include <algorithm>
#include <memory>

#include "base/stats.hpp"
#include "ninegrid/eight/distance_table.hpp"
#include "ninegrid/eight/solve.hpp"

namespace ninegrid::eight {

namespace {

using base::mean;
using base::median;

double micros(const SearchStats& s) {
    return static_cast<double>(s.elapsed.count()) / 1e3;
}

}  // namespace

const std::vector<std::string>& standard_solver_names() {
    static const std::vector<std::string> names{"bfs", "astar", "astar-misplaced", "table"};
    return names;
}

const std::vector<std::string>& all_solver_names() {
    static const std::vector<std::string> names{
        "bfs",   "astar",  "astar-misplaced", "table",  "ida",          "bidir",
        "iddfs", "greedy", "wastar",          "pruned", "astar-closed", "astar-closed-misplaced"};
    return names;
}

std::optional<ExperimentSolver> standard_solver(const std::string& name, double weight) {
    std::optional<Algorithm> algorithm;
    Heuristic heuristic = Heuristic::Manhattan;
    if (name == "astar-misplaced") {
        algorithm = Algorithm::AStar;
        heuristic = Heuristic::Misplaced;
    } else if (name == "astar-closed-misplaced") {
        algorithm = Algorithm::AStarClosed;
        heuristic = Heuristic::Misplaced;
    } else {
        algorithm = algorithm_from_name(name);
    }
    if (!algorithm) return std::nullopt;
    auto solver = std::make_shared<Solver>(*algorithm, heuristic, weight);
    return ExperimentSolver{
        name,
        [solver](const State& start, const State& goal) { return solver->solve(start, goal); },
        claims_optimal(*algorithm), *algorithm == Algorithm::WAStar ? weight : 0};
}

std::vector<State> experiment_positions(const State& goal, std::size_t count, std::uint32_t seed,
                                        std::optional<Difficulty> walk) {
    Rng rng(seed);
    std::vector<State> positions;
    positions.reserve(count);
    for (std::size_t i = 0; i < count; ++i) {
        positions.push_back(walk ? random_walk(goal, walk_length(*walk), rng)
                                 : random_solvable(goal, rng));
    }
    return positions;
}

ExperimentResult run_experiment(const std::vector<State>& positions, const State& goal,
                                const std::vector<ExperimentSolver>& solvers,
                                const std::function<void(std::size_t)>& progress) {
    ExperimentResult result;
    for (const ExperimentSolver& s : solvers)
        result.solvers.push_back(s.name);
    const DistanceTable reference(goal);
    result.table_build_micros = static_cast<double>(reference.build_time().count()) / 1e3;

    for (const State& start : positions) {
        ExperimentPosition p{start, reference.distance(start), {}};
        for (const ExperimentSolver& s : solvers) {
            const Solution solution = s.solve(start, goal);
            ExperimentRun run{solution.length(), solution.solvable && solution.gave_up,
                              solution.found() && replay(start, solution.moves) == goal,
                              solution.stats};
            const bool over_bound =
                s.bound > 0 && run.length > s.bound * static_cast<double>(p.optimal);
            if (!run.gave_up &&
                (!run.replays || (s.optimal_claimed && run.length != p.optimal) || over_bound)) {
                result.mismatches.push_back(Mismatch{start, s.name, p.optimal, run.length,
                                                     run.replays, over_bound ? s.bound : 0});
            }
            p.runs.push_back(run);
        }
        result.positions.push_back(std::move(p));
        if (progress) progress(result.positions.size());
    }

    for (std::size_t i = 0; i < solvers.size(); ++i) {
        std::vector<std::uint64_t> expanded, generated, frontier;
        std::vector<double> times;
        for (const ExperimentPosition& p : result.positions) {
            const ExperimentRun& r = p.runs[i];
            expanded.push_back(r.stats.expanded);
            generated.push_back(r.stats.generated);
            frontier.push_back(r.stats.max_frontier);
            times.push_back(micros(r.stats));
        }
        SolverSummary s;
        s.name = solvers[i].name;
        s.optimal_claimed = solvers[i].optimal_claimed;
        s.bound = solvers[i].bound;
        double excess = 0;
        for (const ExperimentPosition& p : result.positions) {
            const ExperimentRun& r = p.runs[i];
            if (!r.replays) continue;
            ++s.solved;
            s.optimal += r.length == p.optimal;
            excess += r.length - p.optimal;
            s.max_excess = std::max(s.max_excess, r.length - p.optimal);
        }
        if (s.solved > 0) s.mean_excess = excess / static_cast<double>(s.solved);
        s.mean_expanded = mean(expanded);
        s.median_expanded = median(expanded);
        s.mean_generated = mean(generated);
        s.median_generated = median(generated);
        s.mean_frontier = mean(frontier);
        s.mean_micros = mean(times);
        s.median_micros = median(times);
        if (!expanded.empty()) {
            s.max_expanded = *std::max_element(expanded.begin(), expanded.end());
            s.max_generated = *std::max_element(generated.begin(), generated.end());
            s.max_frontier = *std::max_element(frontier.begin(), frontier.end());
            s.max_micros = *std::max_element(times.begin(), times.end());
        }
        result.summaries.push_back(s);
    }

    int longest = 0;
    for (const ExperimentPosition& p : result.positions)
        longest = std::max(longest, p.optimal);
    for (int from = 0; from <= longest; from += kBucketWidth) {
        LengthBucket b;
        b.from = from;
        b.to = from + kBucketWidth - 1;
        b.mean_expanded.assign(solvers.size(), 0);
        b.mean_micros.assign(solvers.size(), 0);
        for (const ExperimentPosition& p : result.positions) {
            if (p.optimal < b.from || p.optimal > b.to) continue;
            ++b.positions;
            for (std::size_t i = 0; i < solvers.size(); ++i) {
                b.mean_expanded[i] += static_cast<double>(p.runs[i].stats.expanded);
                b.mean_micros[i] += micros(p.runs[i].stats);
            }
        }
        if (b.positions == 0) continue;
        for (std::size_t i = 0; i < solvers.size(); ++i) {
            b.mean_expanded[i] /= static_cast<double>(b.positions);
            b.mean_micros[i] /= static_cast<double>(b.positions);
        }
        result.buckets.push_back(std::move(b));
    }
    return result;
}

}  // namespace ninegrid::eight
