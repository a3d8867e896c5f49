// SPDX-License-Identifier: MIT
// Dealing puzzles: random walks from the goal, re-walked until par lies in the level's band.
#include "ninegrid/eight/game.hpp"

#include <stdexcept>

#include "ninegrid/sliding/deal.hpp"

namespace ninegrid::eight {

int walk_length(Difficulty d) noexcept {
    switch (d) {
        case Difficulty::Easy:
            return 10;
        case Difficulty::Medium:
            return 25;
        case Difficulty::Hard:
            return 50;
    }
    return 25;
}

std::string_view difficulty_name(Difficulty d) noexcept {
    switch (d) {
        case Difficulty::Easy:
            return "easy";
        case Difficulty::Medium:
            return "medium";
        case Difficulty::Hard:
            return "hard";
    }
    return "medium";
}

std::optional<Difficulty> difficulty_from_name(std::string_view name) noexcept {
    for (Difficulty d : kAllDifficulties) {
        if (name == difficulty_name(d)) return d;
    }
    return std::nullopt;
}

State random_walk(const State& goal, int steps, Rng& rng) {
    if (steps <= 0) return goal;
    // The family's walk (every size walks alike), on the 3x3 board: the same draws, the same
    // boards.
    return from_sliding(sliding::random_walk(to_sliding(goal), steps, rng));
}

ParBand par_band(Difficulty d) noexcept {
    // Hit rates over 10000 walks of the level's length, goal 123456780 (123804765):
    //   easy   (10 moves):  par 1..10 100%   (100%)    1 walk per deal
    //   medium (25 moves):  par 14..20 46.9% (49.5%)   2.1 (2.0) walks per deal
    //   hard   (50 moves):  par >= 22 61.8%  (56.5%)   1.6 (1.8) walks per deal
    switch (d) {
        case Difficulty::Easy:
            return {1, 10};
        case Difficulty::Medium:
            return {14, 20};
        case Difficulty::Hard:
            return {22, 31};
    }
    return {14, 20};
}

State deal(Difficulty d, const DistanceTable& table, Rng& rng) {
    return deal(table, walk_length(d), par_band(d), rng);
}

State deal(const DistanceTable& table, int steps, ParBand band, Rng& rng, int max_walks) {
    const auto miss = [band](int par) {
        return par < band.min ? band.min - par : par > band.max ? par - band.max : 0;
    };
    State closest = random_walk(table.goal(), steps, rng);
    int closest_miss = miss(table.distance(closest));
    for (int walks = 1; closest_miss > 0 && walks < max_walks; ++walks) {
        const State s = random_walk(table.goal(), steps, rng);
        const int m = miss(table.distance(s));
        if (m < closest_miss) {
            closest = s;
            closest_miss = m;
        }
    }
    return closest;
}

}  // namespace ninegrid::eight
