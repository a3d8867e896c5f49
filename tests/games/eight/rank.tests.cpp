// Cantor ranking: a bijection between the 9! boards and 0..362879.
#include "ninegrid/eight/rank.hpp"

#include <vector>

#include "support/catch.hpp"

using ninegrid::eight::cantor_rank;
using ninegrid::eight::cantor_unrank;
using ninegrid::eight::kPermutationCount;
using ninegrid::eight::State;

TEST_CASE("rank and unrank are inverse over all 9! boards", "[rank]") {
    std::vector<bool> seen(kPermutationCount);
    for (std::uint32_t r = 0; r < kPermutationCount; ++r) {
        const State s = cantor_unrank(r);
        const std::uint32_t back = cantor_rank(s);
        REQUIRE(back == r);
        REQUIRE_FALSE(seen[back]);
        seen[back] = true;
    }
}

TEST_CASE("ranks follow lexicographic order", "[rank]") {
    CHECK(cantor_rank(State({0, 1, 2, 3, 4, 5, 6, 7, 8})) == 0);
    CHECK(cantor_rank(State({0, 1, 2, 3, 4, 5, 6, 8, 7})) == 1);
    CHECK(cantor_rank(State({1, 0, 2, 3, 4, 5, 6, 7, 8})) == 40320);
    CHECK(cantor_rank(State({8, 7, 6, 5, 4, 3, 2, 1, 0})) == kPermutationCount - 1);
    // The worked example of docs: 1 2 3 4 5 6 7 8 0 has Lehmer code 1 1 1 1 1 1 1 1 0.
    CHECK(cantor_rank(State()) == 40320 + 5040 + 720 + 120 + 24 + 6 + 2 + 1);
}

TEST_CASE("consecutive ranks are consecutive permutations in lexicographic order", "[rank]") {
    // Together with the bijection above, this pins the rank down to the lexicographic position.
    State previous = cantor_unrank(0);
    std::uint32_t out_of_order = 0;
    for (std::uint32_t r = 1; r < kPermutationCount; ++r) {
        const State s = cantor_unrank(r);
        if (!(previous.cells() < s.cells())) ++out_of_order;
        previous = s;
    }
    CHECK(out_of_order == 0);
}
