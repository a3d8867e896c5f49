// SPDX-License-Identifier: MIT
// Cantor ranking: a bijection between the 9! boards and 0..362879.
#include "ninegrid/eight/rank.hpp"

#include <cstdint>
#include <vector>

#include "games/eight/engine/packed.hpp"
#include "ninegrid/eight/solvability.hpp"
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

TEST_CASE("class_index numbers the boards of each parity class 0 to 9!/2 - 1, once each",
          "[rank]") {
    // Where the blank is on cell 8 the number is not rank / 2 (that one belongs to the board with
    // the blank on cell 7): those boards are the ones that could go wrong.
    std::vector<bool> seen[2] = {std::vector<bool>(kPermutationCount / 2),
                                 std::vector<bool>(kPermutationCount / 2)};
    std::uint32_t moved = 0;
    for (std::uint32_t r = 0; r < kPermutationCount; ++r) {
        const State s = cantor_unrank(r);
        const ninegrid::eight::detail::Packed b = ninegrid::eight::detail::pack(s.cells());
        const std::uint32_t i = ninegrid::eight::detail::class_index(r, s.zero(), b);
        REQUIRE(i < kPermutationCount / 2);
        moved += i != r / 2;
        std::vector<bool>& numbers = seen[ninegrid::eight::is_solvable(s, State()) ? 0 : 1];
        REQUIRE_FALSE(numbers[i]);
        numbers[i] = true;
    }
    CHECK(moved == 40320);  // all 8! boards with the blank on cell 8
}
