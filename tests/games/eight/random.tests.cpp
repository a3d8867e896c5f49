// SPDX-License-Identifier: MIT
// Reproducible randomness: bounded draws and uniformly random boards that can reach the goal.
#include "ninegrid/eight/random.hpp"

#include <array>
#include <cmath>
#include <cstdint>
#include <vector>

#include "games/eight/support/boards.hpp"
#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/distance_table.hpp"
#include "ninegrid/eight/solvability.hpp"
#include "support/catch.hpp"

using ninegrid::eight::Rng;
using ninegrid::eight::State;
using ninegrid::eight::uniform_below;

TEST_CASE("uniform_below stays below its bound", "[random]") {
    Rng rng(1);
    for (std::uint32_t n : {1U, 2U, 3U, 7U, 9U, 1000U, 0x80000001U, 0xFFFFFFFFU}) {
        CAPTURE(n);
        for (int i = 0; i < 2000; ++i)
            REQUIRE(uniform_below(rng, n) < n);
    }
    for (int i = 0; i < 100; ++i)
        REQUIRE(uniform_below(rng, 1) == 0);
}

TEST_CASE("uniform_below hits every value of a small range about equally often", "[random]") {
    Rng rng(42);
    std::array<int, 9> hits{};
    for (int i = 0; i < 90000; ++i)
        ++hits[uniform_below(rng, 9)];
    for (std::size_t v = 0; v < hits.size(); ++v) {
        CAPTURE(v, hits[v]);
        CHECK(hits[v] > 9500);  // 10000 expected; the standard deviation is about 95
        CHECK(hits[v] < 10500);
    }
}

TEST_CASE("the same seed gives the same draws", "[random]") {
    Rng a(12345);
    Rng b(12345);
    Rng c(12346);
    std::vector<std::uint32_t> xs;
    std::vector<std::uint32_t> ys;
    std::vector<std::uint32_t> zs;
    for (int i = 0; i < 1000; ++i) {
        xs.push_back(uniform_below(a, 1000000));
        ys.push_back(uniform_below(b, 1000000));
        zs.push_back(uniform_below(c, 1000000));
    }
    CHECK(xs == ys);
    CHECK(xs != zs);
    // std::mt19937 is fully specified: its 10000th output from the default seed is fixed.
    Rng standard;
    Rng::result_type x = 0;
    for (int i = 0; i < 10000; ++i)
        x = standard();
    CHECK(x == 4123659995U);
}

TEST_CASE("random boards can always reach their goal", "[random]") {
    for (const State& goal : {State(), support::classroom_goal(), support::board("213456780"),
                              support::board("_12/345/678")}) {
        CAPTURE(ninegrid::eight::to_compact(goal));
        Rng rng(3);
        int solvable = 0;
        for (int i = 0; i < 5000; ++i)
            solvable +=
                ninegrid::eight::is_solvable(ninegrid::eight::random_solvable(goal, rng), goal);
        CHECK(solvable == 5000);
    }
}

TEST_CASE("random boards are reproducible from the seed", "[random]") {
    for (const State& goal : {State(), support::classroom_goal()}) {
        CHECK(support::sample_boards(goal, 99, 500) == support::sample_boards(goal, 99, 500));
        CHECK(support::sample_boards(goal, 99, 500) != support::sample_boards(goal, 100, 500));
    }
}

TEST_CASE("random boards spread over the whole space", "[random]") {
    for (const State& goal : {State(), support::board("213456780")}) {
        CAPTURE(ninegrid::eight::to_compact(goal));
        Rng rng(2718);
        std::array<int, 9> blank_on{};
        std::array<int, 9> tile_on_0{};
        int goals = 0;
        for (int i = 0; i < 9000; ++i) {
            const State s = ninegrid::eight::random_solvable(goal, rng);
            ++blank_on[static_cast<std::size_t>(s.zero())];
            ++tile_on_0[static_cast<std::size_t>(s[0])];
            goals += s == goal;
        }
        for (std::size_t cell = 0; cell < 9; ++cell) {
            CAPTURE(cell, blank_on[cell], tile_on_0[cell]);
            // 1000 expected for each; the standard deviation is about 30.
            CHECK(blank_on[cell] > 850);
            CHECK(blank_on[cell] < 1150);
            CHECK(tile_on_0[cell] > 850);
            CHECK(tile_on_0[cell] < 1150);
        }
        CHECK(goals <= 2);  // 1 in 181440
    }
}

TEST_CASE("random boards have the mean distance of the whole space", "[random]") {
    const ninegrid::eight::DistanceTable table{State()};
    Rng rng(161803);
    const int n = 20000;
    double sum = 0;
    for (int i = 0; i < n; ++i)
        sum += table.distance(ninegrid::eight::random_solvable(State(), rng));
    // The distances have a standard deviation of about 3.2, so the sample mean is within 0.03
    // of the true 21.97 about two times in three, and within 0.15 practically always.
    CHECK(std::fabs(sum / n - table.mean_distance()) < 0.15);
}
