// SPDX-License-Identifier: MIT
// Korf's 100 instances as shipped: numbered, distinct, solvable, and consistent with the bounds.
#include "ninegrid/fifteen/korf.hpp"

#include <algorithm>
#include <set>
#include <string>

#include "ninegrid/fifteen/board_text.hpp"
#include "ninegrid/fifteen/ida.hpp"
#include "ninegrid/fifteen/solvability.hpp"
#include "support/catch.hpp"

using ninegrid::fifteen::Board;
using ninegrid::fifteen::korf_instances;

TEST_CASE("the 100 instances are numbered 1..100, distinct boards of Korf's goal's parity",
          "[fifteen][korf]") {
    const auto& instances = korf_instances();
    REQUIRE(instances.size() == 100);
    std::set<std::string> boards;
    for (std::size_t i = 0; i < instances.size(); ++i) {
        const auto& instance = instances[i];
        CAPTURE(instance.number);
        CHECK(instance.number == static_cast<int>(i) + 1);
        const Board start = korf_board(instance);  // throws unless a permutation of 0..15
        CHECK(is_solvable(start, Board::korf_goal()));
        CHECK(start != Board::korf_goal());
        boards.insert(to_compact(start));
    }
    CHECK(boards.size() == 100);
}

TEST_CASE("the published lengths lie in 41..66 and sum to 5305", "[fifteen][korf]") {
    int sum = 0;
    int shortest = 100;
    int longest = 0;
    for (const auto& instance : korf_instances()) {
        sum += instance.length;
        shortest = std::min(shortest, instance.length);
        longest = std::max(longest, instance.length);
    }
    CHECK(shortest == 41);
    CHECK(longest == 66);
    CHECK(sum == 5305);  // an average of 53.05 moves
}

TEST_CASE("spot checks against the paper's table", "[fifteen][korf]") {
    const auto& instances = korf_instances();
    CHECK(to_inline(korf_board(instances[0])) == "14 13 15 7 / 11 12 9 5 / 6 _ 2 1 / 4 8 10 3");
    CHECK(instances[0].length == 57);
    // Its Manhattan distance, as other solvers' tests of instance 1 give it.
    CHECK(ninegrid::fifteen::manhattan(korf_board(instances[0]), Board::korf_goal()) == 41);
    CHECK(to_compact(korf_board(instances[54])) == "d8e39107f54ac26b");  // the shortest
    CHECK(instances[54].length == 41);
    CHECK(instances[16].length == 66);
    CHECK(instances[59].length == 66);
    CHECK(to_compact(korf_board(instances[99])) == "b4086a5dc7e3129f");
    CHECK(instances[99].length == 54);
}

TEST_CASE(
    "Manhattan plus linear conflict never exceeds a published length, and shares its "
    "parity",
    "[fifteen][korf]") {
    for (const auto& instance : korf_instances()) {
        CAPTURE(instance.number);
        const Board start = korf_board(instance);
        const int md = ninegrid::fifteen::manhattan(start, Board::korf_goal());
        const int h = md + ninegrid::fifteen::linear_conflict(start, Board::korf_goal());
        CHECK(h <= instance.length);
        CHECK(h >= md);
        // Every move changes Manhattan by one and linear conflict by an even number.
        CHECK((instance.length - h) % 2 == 0);
    }
}

TEST_CASE("the hard set: distinct solvable boards of 70-80 moves, its mirrors the mirrors",
          "[fifteen][korf]") {
    using ninegrid::fifteen::hard_positions;
    const auto& positions = hard_positions();
    REQUIRE(positions.size() == 14);
    std::set<std::string> boards;
    int previous = 0;
    int eighties = 0;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        const auto& p = positions[i];
        CAPTURE(i + 1);
        const Board start(p.start);
        CHECK(is_solvable(start, Board::goal()));
        boards.insert(to_compact(start));
        CHECK(p.length >= 70);
        CHECK(p.length <= 80);
        CHECK(p.length >= previous);  // in order of length
        previous = p.length;
        eighties += p.length == 80 ? 1 : 0;
        const int md = ninegrid::fifteen::manhattan(start, Board::goal());
        const int h = md + ninegrid::fifteen::linear_conflict(start, Board::goal());
        CHECK(h <= p.length);
        CHECK((p.length - h) % 2 == 0);
        // "mirror of N": the diagonal mirror of position N, towards the same goal, where the tile
        // on (r, c) goes to (c, r) and becomes the tile whose goal cell is the mirror of its own.
        const std::string source = p.source;
        if (source.rfind("mirror of ", 0) == 0) {
            const auto& of = positions[std::stoul(source.substr(10)) - 1];
            ninegrid::fifteen::Cells mirrored{};
            for (std::size_t c = 0; c < 16; ++c) {
                const std::uint8_t t = of.start[c];
                const std::size_t goal_cell = t == 0 ? 15 : t - 1U;
                const std::size_t mirror_goal = (goal_cell % 4) * 4 + goal_cell / 4;
                mirrored[(c % 4) * 4 + c / 4] =
                    static_cast<std::uint8_t>(mirror_goal == 15 ? 0 : mirror_goal + 1);
            }
            CHECK(mirrored == p.start);
            CHECK(of.length == p.length);
        }
    }
    CHECK(boards.size() == positions.size());
    CHECK(eighties == 5);
}
