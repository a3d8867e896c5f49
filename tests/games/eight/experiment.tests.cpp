// SPDX-License-Identifier: MIT
// The experiment: positions from a seed, every solver on each, statistics and verification.
#include "ninegrid/eight/experiment.hpp"

#include <cstdint>
#include <string>
#include <vector>

#include "games/eight/support/solvers.hpp"
#include "ninegrid/eight/distance_table.hpp"
#include "ninegrid/eight/solvability.hpp"
#include "ninegrid/eight/solver.hpp"
#include "support/catch.hpp"

using ninegrid::eight::Difficulty;
using ninegrid::eight::ExperimentSolver;
using ninegrid::eight::State;

namespace {

std::vector<ExperimentSolver> standard_solvers() {
    std::vector<ExperimentSolver> solvers;
    for (const std::string& name : ninegrid::eight::standard_solver_names()) {
        solvers.push_back(*ninegrid::eight::standard_solver(name));
    }
    return solvers;
}

}  // namespace

TEST_CASE("the same seed gives the same positions, and they can all reach the goal",
          "[experiment]") {
    const State goal;
    const auto a = ninegrid::eight::experiment_positions(goal, 50, 7, std::nullopt);
    const auto b = ninegrid::eight::experiment_positions(goal, 50, 7, std::nullopt);
    const auto c = ninegrid::eight::experiment_positions(goal, 50, 8, std::nullopt);
    REQUIRE(a.size() == 50);
    CHECK(a == b);
    CHECK(a != c);
    for (const State& s : a)
        CHECK(ninegrid::eight::is_solvable(s, goal));
}

TEST_CASE("walk positions lie no further from the goal than the walk", "[experiment]") {
    const State goal({1, 2, 3, 8, 0, 4, 7, 6, 5});
    const ninegrid::eight::DistanceTable table(goal);
    for (Difficulty d : ninegrid::eight::kAllDifficulties) {
        for (const State& s : ninegrid::eight::experiment_positions(goal, 40, 3, d)) {
            CHECK(table.distance(s) > 0);
            CHECK(table.distance(s) <= ninegrid::eight::walk_length(d));
        }
    }
}

TEST_CASE("every standard solver agrees with BFS on every position", "[experiment]") {
    const State goal;
    const auto positions = ninegrid::eight::experiment_positions(goal, 30, 1, std::nullopt);
    std::size_t reported = 0;
    const auto result = ninegrid::eight::run_experiment(positions, goal, standard_solvers(),
                                                        [&](std::size_t done) { reported = done; });
    CHECK(result.consistent());
    CHECK(reported == 30);
    REQUIRE(result.positions.size() == 30);
    REQUIRE(result.summaries.size() == 4);
    for (const auto& p : result.positions) {
        REQUIRE(p.runs.size() == 4);
        for (const auto& run : p.runs) {
            CHECK(run.length == p.optimal);
            CHECK(run.replays);
        }
    }
    // What the course reports find: A* with Manhattan expands far fewer boards than with
    // misplaced tiles, and both far fewer than BFS; the table only looks up.
    const auto& s = result.summaries;
    CHECK(s[0].name == "bfs");
    CHECK(s[1].mean_expanded < s[2].mean_expanded);
    CHECK(s[2].mean_expanded < s[0].mean_expanded);
    CHECK(s[3].name == "table");
    CHECK(s[3].max_expanded <= 32);
}

TEST_CASE("summaries and buckets are computed from the runs", "[experiment]") {
    const State goal;
    const auto positions = ninegrid::eight::experiment_positions(goal, 25, 4, std::nullopt);
    std::vector<ExperimentSolver> solvers{*ninegrid::eight::standard_solver("astar")};
    const auto r = ninegrid::eight::run_experiment(positions, goal, solvers);
    std::uint64_t total = 0, largest = 0;
    for (const auto& p : r.positions) {
        total += p.runs[0].stats.expanded;
        largest = std::max<std::uint64_t>(largest, p.runs[0].stats.expanded);
    }
    CHECK(r.summaries[0].mean_expanded == Approx(static_cast<double>(total) / 25));
    CHECK(r.summaries[0].max_expanded == largest);
    CHECK(r.summaries[0].median_expanded <= static_cast<double>(largest));
    std::size_t in_buckets = 0;
    for (const auto& b : r.buckets) {
        CHECK(b.positions > 0);
        CHECK(b.to - b.from + 1 == ninegrid::eight::kBucketWidth);
        CHECK(b.from % ninegrid::eight::kBucketWidth == 0);
        in_buckets += b.positions;
        double sum = 0;
        std::size_t n = 0;
        for (const auto& p : r.positions) {
            if (p.optimal >= b.from && p.optimal <= b.to) {
                sum += static_cast<double>(p.runs[0].stats.expanded);
                ++n;
            }
        }
        CHECK(n == b.positions);
        CHECK(b.mean_expanded[0] == Approx(sum / static_cast<double>(n)));
    }
    CHECK(in_buckets == 25);
}

TEST_CASE("an inadmissible heuristic makes the verification fail and names the boards",
          "[experiment]") {
    const State goal;
    const auto positions = ninegrid::eight::experiment_positions(goal, 100, 1, std::nullopt);
    const auto r = ninegrid::eight::run_experiment(
        positions, goal,
        {*ninegrid::eight::standard_solver("astar"), support::inadmissible_astar()});
    CHECK_FALSE(r.consistent());
    REQUIRE_FALSE(r.mismatches.empty());
    for (const auto& m : r.mismatches) {
        CHECK(m.solver == "astar-x3");
        CHECK(m.length > m.optimal);  // a valid path, only longer
        CHECK(m.replays);
        const ninegrid::eight::DistanceTable table(goal);
        CHECK(table.distance(m.start) == m.optimal);
    }
}

TEST_CASE("unknown solver names are not standard solvers", "[experiment]") {
    CHECK_FALSE(ninegrid::eight::standard_solver("dijkstra"));
    CHECK_FALSE(ninegrid::eight::standard_solver(""));
    for (const std::string& name : ninegrid::eight::standard_solver_names())
        CHECK(ninegrid::eight::standard_solver(name));
}
