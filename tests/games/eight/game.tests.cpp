// SPDX-License-Identifier: MIT
// The game model: difficulty levels, the random-walk shuffle, moves, undo, restart and hints.
#include "ninegrid/eight/game.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "games/eight/support/boards.hpp"
#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/distance_table.hpp"
#include "ninegrid/eight/solvability.hpp"
#include "support/catch.hpp"

using ninegrid::eight::Difficulty;
using ninegrid::eight::DistanceTable;
using ninegrid::eight::Move;
using ninegrid::eight::Rng;
using ninegrid::eight::State;
using support::board;

namespace {

// Building a table takes milliseconds; the tests share one per goal.
std::shared_ptr<const DistanceTable> default_table() {
    static const auto table = std::make_shared<const DistanceTable>(State());
    return table;
}

std::shared_ptr<const DistanceTable> classroom_table() {
    static const auto table = std::make_shared<const DistanceTable>(support::classroom_goal());
    return table;
}

State walk(const State& goal, int steps, std::uint32_t seed) {
    Rng rng(seed);
    return ninegrid::eight::random_walk(goal, steps, rng);
}

}  // namespace

TEST_CASE("the difficulty levels shuffle 10, 25 and 50 moves", "[game][difficulty]") {
    CHECK(ninegrid::eight::walk_length(Difficulty::Easy) == 10);
    CHECK(ninegrid::eight::walk_length(Difficulty::Medium) == 25);
    CHECK(ninegrid::eight::walk_length(Difficulty::Hard) == 50);
}

TEST_CASE("difficulty names round-trip and nothing else is a difficulty", "[game][difficulty]") {
    CHECK(ninegrid::eight::difficulty_name(Difficulty::Easy) == "easy");
    CHECK(ninegrid::eight::difficulty_name(Difficulty::Medium) == "medium");
    CHECK(ninegrid::eight::difficulty_name(Difficulty::Hard) == "hard");
    for (Difficulty d : ninegrid::eight::kAllDifficulties) {
        const std::optional<Difficulty> back =
            ninegrid::eight::difficulty_from_name(ninegrid::eight::difficulty_name(d));
        REQUIRE(back.has_value());
        CHECK(*back == d);
    }
    for (const char* name : {"", "Easy", "HARD", "extreme", "med", "easy ", "1"}) {
        CAPTURE(name);
        CHECK_FALSE(ninegrid::eight::difficulty_from_name(name).has_value());
    }
}

TEST_CASE("a random walk gives a solvable board, never the goal, within its length",
          "[game][shuffle]") {
    for (const State& goal : {State(), support::classroom_goal()}) {
        const auto table = goal == State() ? default_table() : classroom_table();
        for (int steps : {1, 2, 3, 10, 25, 50}) {
            for (std::uint32_t seed = 0; seed < 200; ++seed) {
                const State s = walk(goal, steps, seed);
                const int d = table->distance(s);
                CAPTURE(ninegrid::eight::to_compact(goal), steps, seed,
                        ninegrid::eight::to_compact(s), d);
                REQUIRE(ninegrid::eight::check_solvability(s, goal).solvable());
                REQUIRE(s != goal);
                REQUIRE(d >= 1);
                REQUIRE(d <= steps);
                // Every move takes the blank to a cell of the other colour of a checkerboard, and
                // the distance is a path too: the two always have the same parity.
                REQUIRE(d % 2 == steps % 2);
            }
        }
    }
}

TEST_CASE("a short random walk never undoes a step, so it ends exactly its length away",
          "[game][shuffle]") {
    // The state graph has no cycle shorter than 12 moves, so a walk of up to 6 moves that never
    // takes back its previous move is a shortest path. A walk allowed to backtrack would end
    // closer (3 moves "left, right, left" end 1 move away) in about a third of the cases.
    for (int steps = 1; steps <= 6; ++steps) {
        for (std::uint32_t seed = 0; seed < 500; ++seed) {
            const State s = walk(State(), steps, seed);
            CAPTURE(steps, seed, ninegrid::eight::to_compact(s));
            REQUIRE(default_table()->distance(s) == steps);
        }
    }
}

TEST_CASE("the same seed gives the same shuffle and different seeds differ", "[game][shuffle]") {
    for (std::uint32_t seed : {0U, 1U, 7U, 12345U, 0xFFFFFFFFU}) {
        CAPTURE(seed);
        CHECK(walk(State(), 50, seed) == walk(State(), 50, seed));
        CHECK(walk(support::classroom_goal(), 25, seed) ==
              walk(support::classroom_goal(), 25, seed));
    }
    std::set<std::string> boards;
    for (std::uint32_t seed = 0; seed < 50; ++seed)
        boards.insert(ninegrid::eight::to_compact(walk(State(), 50, seed)));
    CHECK(boards.size() > 40);  // 50-move walks spread over thousands of boards
}

TEST_CASE("one random generator gives a new shuffle on every call", "[game][shuffle]") {
    Rng rng(3);
    const State first = ninegrid::eight::random_walk(State(), 25, rng);
    const State second = ninegrid::eight::random_walk(State(), 25, rng);
    CHECK(first != second);
}

TEST_CASE("the levels' par bands are disjoint and in order", "[game][deal]") {
    using ninegrid::eight::par_band;
    CHECK(par_band(Difficulty::Easy).min == 1);
    CHECK(par_band(Difficulty::Easy).max == 10);
    CHECK(par_band(Difficulty::Medium).min == 14);
    CHECK(par_band(Difficulty::Medium).max == 20);
    CHECK(par_band(Difficulty::Hard).min == 22);
    CHECK(par_band(Difficulty::Hard).max >= 31);  // every board a hard walk can reach
    for (Difficulty d : ninegrid::eight::kAllDifficulties)
        CHECK(par_band(d).min <= par_band(d).max);
    CHECK(par_band(Difficulty::Easy).max < par_band(Difficulty::Medium).min);
    CHECK(par_band(Difficulty::Medium).max < par_band(Difficulty::Hard).min);
    // Each band holds pars of its walk's parity, or no walk could ever land in it.
    for (Difficulty d : ninegrid::eight::kAllDifficulties) {
        const ninegrid::eight::ParBand b = par_band(d);
        const int steps = ninegrid::eight::walk_length(d);
        CHECK(b.min <= steps);
        CHECK((b.min % 2 == steps % 2 || b.min + 1 <= b.max));
    }
}

TEST_CASE("every dealt puzzle's par lies in its level's band, for either goal", "[game][deal]") {
    for (const State& goal : {State(), support::classroom_goal()}) {
        const auto table = goal == State() ? default_table() : classroom_table();
        for (Difficulty d : ninegrid::eight::kAllDifficulties) {
            const ninegrid::eight::ParBand band = ninegrid::eight::par_band(d);
            std::set<int> pars;
            for (std::uint32_t seed = 0; seed < 300; ++seed) {
                Rng rng(seed);
                const State s = ninegrid::eight::deal(d, *table, rng);
                const int par = table->distance(s);
                CAPTURE(ninegrid::eight::to_compact(goal), ninegrid::eight::difficulty_name(d),
                        seed, ninegrid::eight::to_compact(s), par);
                REQUIRE(ninegrid::eight::check_solvability(s, goal).solvable());
                REQUIRE(band.contains(par));
                pars.insert(par);
            }
            // Not one par over and over: a level spreads over its band.
            CHECK(pars.size() >= 3);
        }
    }
}

TEST_CASE("one generator deals a new puzzle each time, each in its band", "[game][deal]") {
    Rng rng(11);
    std::set<std::string> boards;
    for (int i = 0; i < 200; ++i) {
        const State s = ninegrid::eight::deal(Difficulty::Hard, *default_table(), rng);
        REQUIRE(default_table()->distance(s) >= 22);
        boards.insert(ninegrid::eight::to_compact(s));
    }
    CHECK(boards.size() > 150);
}

TEST_CASE("the same seed deals the same puzzle", "[game][deal]") {
    for (Difficulty d : ninegrid::eight::kAllDifficulties) {
        for (std::uint32_t seed : {0U, 7U, 12345U, 0xFFFFFFFFU}) {
            CAPTURE(ninegrid::eight::difficulty_name(d), seed);
            Rng a(seed);
            Rng b(seed);
            CHECK(ninegrid::eight::deal(d, *default_table(), a) ==
                  ninegrid::eight::deal(d, *default_table(), b));
            Rng c(seed);
            Rng e(seed);
            CHECK(ninegrid::eight::deal(d, *classroom_table(), c) ==
                  ninegrid::eight::deal(d, *classroom_table(), e));
        }
    }
}

TEST_CASE("a deal gives up after its bound with the closest par it saw", "[game][deal]") {
    // A 10-move walk never reaches par 22: the deal stops after its walks and keeps a walk of
    // par 10, the closest it can get, instead of walking forever.
    Rng rng(5);
    const State s = ninegrid::eight::deal(*default_table(), 10, {22, 31}, rng, 50);
    CHECK(default_table()->distance(s) == 10);
    // Below the band too: a 50-move walk never ends at par 1, and the closest kept is small.
    Rng rng2(5);
    const State t = ninegrid::eight::deal(*default_table(), 50, {1, 1}, rng2, 200);
    CHECK(default_table()->distance(t) >= 2);
    CHECK(default_table()->distance(t) <= 14);
    // The bound counts walks: after exactly `max_walks` walks, the generator is where that many
    // plain walks leave it.
    Rng dealt(9);
    Rng walked(9);
    (void)ninegrid::eight::deal(*default_table(), 10, {22, 31}, dealt, 37);
    for (int i = 0; i < 37; ++i)
        (void)ninegrid::eight::random_walk(State(), 10, walked);
    CHECK(dealt == walked);
    // The levels use the bound of kMaxDealWalks, which an impossible band also ends at.
    STATIC_REQUIRE(ninegrid::eight::kMaxDealWalks == 10000);
    Rng rng3(1);
    const State u = ninegrid::eight::deal(*default_table(), 10, {30, 31}, rng3);
    CHECK(default_table()->distance(u) == 10);
}

TEST_CASE("a deal that lands at once uses one walk, like random_walk", "[game][deal]") {
    // Every easy walk lands in the easy band, so dealing easy is a single random walk.
    for (std::uint32_t seed = 0; seed < 50; ++seed) {
        Rng a(seed);
        Rng b(seed);
        CHECK(ninegrid::eight::deal(Difficulty::Easy, *default_table(), a) ==
              ninegrid::eight::random_walk(State(), 10, b));
    }
}
