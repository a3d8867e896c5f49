// SPDX-License-Identifier: MIT
// A deliberately wrong solver for tests: A* with an inadmissible heuristic.
#pragma once

#include <cstdint>
#include <memory>

#include "ninegrid/eight/experiment.hpp"
#include "ninegrid/eight/solver.hpp"

namespace support {

// Manhattan distance to `goal`, times three: inadmissible, so A* with it finds valid paths that
// are sometimes longer than optimal.
inline ninegrid::eight::TileCosts tripled_manhattan(const ninegrid::eight::State& goal) {
    ninegrid::eight::TileCosts costs = ninegrid::eight::manhattan_costs(goal);
    for (auto& row : costs) {
        for (auto& c : row)
            c = static_cast<std::uint8_t>(c * 3);
    }
    return costs;
}

// "astar-x3": A* with tripled_manhattan, as an extra solver for the experiment and bench.
inline ninegrid::eight::ExperimentSolver inadmissible_astar() {
    auto solver = std::make_shared<ninegrid::eight::AStarSolver>();
    return {"astar-x3",
            [solver](const ninegrid::eight::State& start, const ninegrid::eight::State& goal) {
                return solver->solve_with(start, goal, tripled_manhattan(goal));
            }};
}

}  // namespace support
