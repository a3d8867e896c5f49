// SPDX-License-Identifier: MIT
// Inversion parity: it decides reachability exactly, for any goal, before any search.
#include "ninegrid/eight/solvability.hpp"

#include <cstdint>

#include "games/eight/support/boards.hpp"
#include "ninegrid/eight/distance_table.hpp"
#include "ninegrid/eight/rank.hpp"
#include "support/catch.hpp"

using ninegrid::eight::inversion_count;
using ninegrid::eight::is_solvable;
using ninegrid::eight::State;
using support::board;

TEST_CASE("inversions count pairs of tiles out of order, ignoring the blank", "[solvability]") {
    CHECK(inversion_count(State()) == 0);
    CHECK(inversion_count(board("213456780")) == 1);
    CHECK(inversion_count(board("123456870")) == 1);
    CHECK(inversion_count(board("867254301")) == 24);
    CHECK(inversion_count(board("647850321")) == 22);
    CHECK(inversion_count(board("123804765")) == 7);
    // All 28 pairs reversed, wherever the blank stands.
    CHECK(inversion_count(board("876543210")) == 28);
    CHECK(inversion_count(board("087654321")) == 28);
    CHECK(inversion_count(board("876504321")) == 28);
    // Moving the blank within a row never changes the count.
    CHECK(inversion_count(board("123405678")) == inversion_count(board("123045678")));
}

TEST_CASE("solvability compares the parities of start and goal", "[solvability]") {
    const ninegrid::eight::Solvability s =
        ninegrid::eight::check_solvability(board("213456780"), State());
    CHECK(s.start_inversions == 1);
    CHECK(s.goal_inversions == 0);
    CHECK_FALSE(s.solvable());

    CHECK(is_solvable(State(), State()));
    CHECK(is_solvable(board("867254301"), State()));
    CHECK_FALSE(is_solvable(board("213456780"), State()));
    // The classroom goal has odd parity: the default goal cannot reach it.
    CHECK_FALSE(is_solvable(State(), support::classroom_goal()));
    CHECK(is_solvable(board("283104765"), support::classroom_goal()));
    CHECK(is_solvable(board("213456780"), board("123456870")));
}

TEST_CASE("parity agrees with reachability on every state", "[solvability][slow]") {
    for (const State& goal : {State(), support::classroom_goal()}) {
        CAPTURE(ninegrid::eight::to_compact(goal));
        const ninegrid::eight::DistanceTable table(goal);
        std::uint32_t disagreements = 0;
        std::uint32_t solvable = 0;
        std::uint32_t first = 0;
        for (std::uint32_t r = 0; r < ninegrid::eight::kPermutationCount; ++r) {
            const State s = ninegrid::eight::cantor_unrank(r);
            const bool by_parity = is_solvable(s, goal);
            solvable += by_parity;
            if (by_parity != (table.distance(s) >= 0) || by_parity != is_solvable(goal, s)) {
                if (disagreements++ == 0) first = r;
            }
        }
        INFO("first disagreement at rank " << first);
        CHECK(disagreements == 0);
        CHECK(solvable == ninegrid::eight::kPermutationCount / 2);
    }
}
