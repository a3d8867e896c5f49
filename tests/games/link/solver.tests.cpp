// SPDX-License-Identifier: MIT
// The exact solver: verdicts equal brute force on small boards under every rule, clearing orders
// replay to an empty board, odd counts and locked kinds are named, good hints keep boards
// clearable.
#include "ninegrid/link/solver.hpp"

#include <algorithm>
#include <chrono>
#include <vector>

#include "base/rng.hpp"
#include "games/link/support/boards.hpp"
#include "ninegrid/link/board_text.hpp"
#include "ninegrid/link/generate.hpp"
#include "support/catch.hpp"

using ninegrid::link::Board;
using ninegrid::link::Point;
using ninegrid::link::Reason;
using ninegrid::link::Rules;
using ninegrid::link::Solution;
using ninegrid::link::Verdict;
using support::link::board;

namespace {

const Rules kAllRules[] = {{true, false}, {false, false}, {true, true}, {false, true}};

std::string rules_name(const Rules& rules) {
    return std::string(rules.border ? "ring" : "no ring") + (rules.gravity ? " gravity" : "");
}

// A board with every kind an even number of times, some cells empty.
Board random_even_board(ninegrid::base::Rng& rng, int rows, int cols, int kinds, int holes) {
    Board b = support::link::random_deal(rng, rows, cols, kinds, 0);
    for (int i = 0; i < holes; ++i) {
        const std::vector<Point> tiles = support::link::tiles_of(b);
        if (tiles.size() < 2) break;
        const Point p =
            tiles[ninegrid::base::uniform_below(rng, static_cast<std::uint32_t>(tiles.size()))];
        for (Point q : tiles)
            if (q != p && b.at(q) == b.at(p)) {
                b.set(p, 0);
                b.set(q, 0);
                break;
            }
    }
    return b;
}

}  // namespace

TEST_CASE("the solver's verdict equals brute force on small boards under every rule",
          "[link][solver]") {
    ninegrid::base::Rng rng(2024);
    ninegrid::link::Solver solver;
    int solved = 0;
    int unsolvable = 0;
    // Includes kinds with 6 and 8 tiles ({4, 4, 2}, {4, 6, 2}), which the search treats apart.
    const int shapes[][3] = {{2, 4, 2}, {3, 4, 3}, {4, 4, 4}, {3, 6, 4}, {4, 5, 5},
                             {2, 8, 4}, {1, 8, 2}, {8, 1, 2}, {4, 6, 6}, {5, 4, 5},
                             {4, 4, 2}, {4, 6, 2}, {3, 4, 1}, {4, 6, 3}};
    for (const auto& shape : shapes) {
        for (int round = 0; round < 40; ++round) {
            if ((shape[0] * shape[1]) % (2 * shape[2]) != 0) continue;
            const Board b = random_even_board(rng, shape[0], shape[1], shape[2], round % 3);
            for (const Rules& rules : kAllRules) {
                INFO(ninegrid::link::board_text(b) << rules_name(rules));
                const Solution s = solver.solve(b, rules);
                REQUIRE(s.result != Verdict::Unknown);
                const bool expected = support::link::brute_force_clearable(b, rules);
                REQUIRE((s.result == Verdict::Solved) == expected);
                if (s.result == Verdict::Solved) {
                    ++solved;
                    const ninegrid::link::ReplayResult replayed =
                        ninegrid::link::replay(b, rules, s.removals);
                    INFO(replayed.error);
                    REQUIRE(replayed.ok);
                    REQUIRE(replayed.board.empty());
                    REQUIRE(s.removals.size() == static_cast<std::size_t>(b.tiles() / 2));
                } else {
                    ++unsolvable;
                    CHECK(s.removals.empty());
                }
            }
        }
    }
    CHECK(solved > 100);
    CHECK(unsolvable > 50);
}

TEST_CASE("a kind with an odd number of tiles makes the board unsolvable at once, with the reason",
          "[link][solver]") {
    const Board b = board("AAB\nBBC\n");
    for (const Rules& rules : kAllRules) {
        const Solution s = ninegrid::link::solve(b, rules);
        CHECK(s.result == Verdict::Unsolvable);
        CHECK(s.reason.kind == Reason::Kind::OddCount);
        CHECK(s.reason.tile_kind == 2);
        CHECK(s.reason.count == 3);
        CHECK(s.nodes == 0);
        CHECK(ninegrid::link::describe(s.reason) == "kind 'B' has 3 tiles: tiles leave in pairs");
    }
    const Solution one = ninegrid::link::solve(board("A.\n..\n"), Rules{});
    CHECK(ninegrid::link::describe(one.reason) == "kind 'A' has 1 tile: tiles leave in pairs");
}

TEST_CASE("an empty board is solved by no removals", "[link][solver]") {
    const Solution s = ninegrid::link::solve(Board(3, 4), Rules{});
    CHECK(s.result == Verdict::Solved);
    CHECK(s.removals.empty());
    CHECK(s.reason.kind == Reason::Kind::None);
    CHECK(ninegrid::link::describe(s.reason) == "cleared");
}

TEST_CASE("unsolvable boards say why", "[link][solver]") {
    SECTION("no pair at all") {
        const Solution s = ninegrid::link::solve(board("AB\nBA\n"), Rules{});
        CHECK(s.result == Verdict::Unsolvable);
        CHECK(s.reason.kind == Reason::Kind::NoPair);
        CHECK(ninegrid::link::describe(s.reason) == "no pair can be removed");
    }
    SECTION("tiles that no order can ever free") {
        // The Cs and Ds can go, but the As and Bs block each other in a cross whatever happens.
        const Board b = board("ABDD\nBACD\nCCDC\n");
        for (bool border : {true, false}) {
            const Solution s = ninegrid::link::solve(b, Rules{border, false});
            CHECK(s.result == Verdict::Unsolvable);
            CHECK(s.reason.kind == Reason::Kind::Blocked);
            CHECK(s.reason.tiles == std::vector<Point>{{0, 0}, {0, 1}, {1, 0}, {1, 1}});
            CHECK(ninegrid::link::describe(s.reason) ==
                  "4 tiles (0,0 0,1 1,0 1,1) can never be removed: even with every other tile "
                  "gone that could ever go, each is cut off from every tile it could pair with");
            CHECK_FALSE(support::link::brute_force_clearable(b, Rules{border, false}));
        }
    }
}

TEST_CASE("gravity changes which boards can be cleared", "[link][solver]") {
    // Without gravity the As go first and the rest follows; with it, B and C fall into a cross.
    const Board falls_into_a_cross = board("CB\nAA\nBC\n");
    CHECK(ninegrid::link::solve(falls_into_a_cross, Rules{true, false}).result == Verdict::Solved);
    CHECK(ninegrid::link::solve(falls_into_a_cross, Rules{true, true}).result ==
          Verdict::Unsolvable);
    // Without gravity the cross on top never opens; with it, removing the As below drops it
    // down until it breaks apart.
    const Board falls_apart = board("BC\nCB\nAA\nAA\n");
    CHECK(ninegrid::link::solve(falls_apart, Rules{true, false}).result == Verdict::Unsolvable);
    const Solution s = ninegrid::link::solve(falls_apart, Rules{true, true});
    REQUIRE(s.result == Verdict::Solved);
    const ninegrid::link::ReplayResult replayed =
        ninegrid::link::replay(falls_apart, Rules{true, true}, s.removals);
    CHECK(replayed.ok);
    CHECK(replayed.board.empty());
    CHECK_FALSE(ninegrid::link::replay(falls_apart, Rules{true, false}, s.removals).ok);
    for (const Board& b : {falls_into_a_cross, falls_apart}) {
        for (const Rules& rules : kAllRules) {
            CHECK((ninegrid::link::solve(b, rules).result == Verdict::Solved) ==
                  support::link::brute_force_clearable(b, rules));
        }
    }
}

TEST_CASE("a budget that runs out gives unknown, never a wrong answer", "[link][solver]") {
    ninegrid::base::Rng rng(11);
    ninegrid::link::Solver solver;
    int unknown = 0;
    for (int round = 0; round < 20; ++round) {
        const Board b = support::link::random_deal(rng, 8, 18, 36);
        for (bool gravity : {false, true}) {
            const Rules rules{true, gravity};
            const Solution tight = solver.solve(b, rules, 3);
            if (tight.result == Verdict::Unknown) {
                ++unknown;
                CHECK(tight.reason.kind == Reason::Kind::Budget);
                CHECK(tight.nodes == 3);
                CHECK(tight.removals.empty());
                CHECK(ninegrid::link::describe(tight.reason) ==
                      "the node budget ran out before an answer");
            } else {
                CHECK(tight.nodes <= 3);
                CHECK(tight.result == solver.solve(b, rules).result);
            }
        }
    }
    CHECK(unknown > 0);
}

TEST_CASE("under gravity a deal the first-pair line clears is solved at once", "[link][solver]") {
    // The 100 classic deals of `link stats --size classic --gravity --seed 1`: one of them ran the
    // search out of a million positions although taking the first pair each time clears it.
    ninegrid::base::Rng rng(1);
    ninegrid::link::Solver solver;
    const Rules rules{true, true};
    int greedy_cleared = 0;
    for (int i = 0; i < 100; ++i) {
        const ninegrid::link::DealResult dealt = ninegrid::link::deal(8, 10, 5, rng, rules);
        REQUIRE(dealt);
        if (!ninegrid::link::greedy_play(*dealt.board, rules).cleared) continue;
        ++greedy_cleared;
        const Solution s = solver.solve(*dealt.board, rules, 100000);
        REQUIRE(s.result == Verdict::Solved);
        CHECK(s.nodes <= 40);  // one position per removal of the line
        CHECK(ninegrid::link::replay(*dealt.board, rules, s.removals).board.empty());
    }
    CHECK(greedy_cleared > 90);
}

TEST_CASE("a huge board with few kinds stays within its budget", "[link][solver]") {
    // 2048 tiles of each kind: two million pairs to test per position, bounded by the budget.
    ninegrid::base::Rng rng(1);
    const Board b = support::link::random_deal(rng, 64, 64, 2);
    const auto t0 = std::chrono::steady_clock::now();
    const Solution s = ninegrid::link::solve(b, Rules{}, 50);
    const auto seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    CHECK(s.result == Verdict::Unknown);
    CHECK(s.nodes <= 50);
    CHECK(seconds < 5);  // 50,000 pair tests: a few milliseconds, generously bounded
}

TEST_CASE("every clearing order found on full deals replays to an empty board", "[link][solver]") {
    ninegrid::base::Rng rng(3);
    ninegrid::link::Solver solver;
    int solved = 0;
    const int shapes[][3] = {{8, 18, 36}, {9, 16, 36}, {6, 8, 12}, {10, 12, 6}, {8, 10, 5}};
    for (const auto& shape : shapes) {
        for (int round = 0; round < 4; ++round) {
            const Board b = support::link::random_deal(rng, shape[0], shape[1], shape[2]);
            for (const Rules& rules : kAllRules) {
                const Solution s = solver.solve(b, rules, 20000);
                if (s.result != Verdict::Solved) continue;
                ++solved;
                const ninegrid::link::ReplayResult replayed =
                    ninegrid::link::replay(b, rules, s.removals);
                INFO(ninegrid::link::board_text(b) << rules_name(rules) << "\n" << replayed.error);
                REQUIRE(replayed.ok);
                CHECK(replayed.board.empty());
                for (const ninegrid::link::Removal& r : s.removals)
                    CHECK(r.a < r.b);
            }
        }
    }
    CHECK(solved > 40);
}

TEST_CASE("replay refuses a removal whose path is not legal at that moment", "[link][solver]") {
    const Board b = board("AB\nBA\n");
    const std::vector<ninegrid::link::Removal> bad{
        {Point{0, 0}, Point{1, 1}, ninegrid::link::Path(Point{0, 0}, Point{0, 1}, Point{1, 1})}};
    const ninegrid::link::ReplayResult r = ninegrid::link::replay(b, Rules{}, bad);
    CHECK_FALSE(r.ok);
    CHECK(r.played == 0);
    CHECK(r.error == "removal 1 (0,0 1,1): the path is not legal on the board");
    CHECK(r.board == b);
}

TEST_CASE("a good hint keeps the board clearable whenever some removal does", "[link][solver]") {
    ninegrid::base::Rng rng(77);
    ninegrid::link::Solver solver;
    int kept = 0;
    int hopeless = 0;
    for (int round = 0; round < 150; ++round) {
        const Board b = random_even_board(rng, 3 + round % 2, 4, 3 + round % 2, round % 3);
        for (const Rules& rules : kAllRules) {
            INFO(ninegrid::link::board_text(b) << rules_name(rules));
            const ninegrid::link::GoodHint hint = ninegrid::link::good_hint(solver, b, rules);
            REQUIRE(hint.verdict != Verdict::Unknown);
            bool some_keeps = false;
            for (const ninegrid::link::Pair& p : ninegrid::link::all_pairs(b, rules)) {
                Board next = b;
                ninegrid::link::remove_pair(next, p.a, p.b, rules);
                some_keeps = some_keeps || support::link::brute_force_clearable(next, rules);
            }
            if (b.empty()) continue;
            if (some_keeps) {
                ++kept;
                REQUIRE(hint.verdict == Verdict::Solved);
                REQUIRE(hint.pair);
                const auto listed = ninegrid::link::all_pairs(b, rules);
                CHECK(std::find(listed.begin(), listed.end(), *hint.pair) != listed.end());
                Board next = b;
                ninegrid::link::remove_pair(next, hint.pair->a, hint.pair->b, rules);
                CHECK(support::link::brute_force_clearable(next, rules));
            } else {
                ++hopeless;
                CHECK(hint.verdict == Verdict::Unsolvable);
                CHECK(hint.pair.has_value() == ninegrid::link::has_pair(b, rules));
            }
            CHECK(ninegrid::link::clearable(solver, b, rules) == hint.verdict);
        }
    }
    CHECK(kept > 100);
    CHECK(hopeless > 0);
}

TEST_CASE("a search that reaches its memory limit stops within it and says so",
          "[link][solver][memory]") {
    // A hard 8x18 deal (link generate --size shisen --seed 38): 11,024 positions to clear.
    ninegrid::base::Rng rng(38);
    const Board hard = *ninegrid::link::deal(8, 18, 36, rng, Rules{}).board;
    ninegrid::link::Solver solver;
    solver.set_memory_limit(std::size_t{1} << 20);
    const Solution limited = solver.solve(hard, Rules{}, 1000000000000ULL);
    CHECK(limited.result == Verdict::Unknown);
    CHECK(limited.reason.kind == Reason::Kind::Memory);
    CHECK(limited.reason.memory_limit == std::size_t{1} << 20);
    CHECK(limited.memory <= std::size_t{1} << 20);
    CHECK(limited.removals.empty());
    CHECK(ninegrid::link::describe(limited.reason) ==
          "the memory limit of 1 MB was reached before an answer");
    // The default limit leaves it room: solved, the same Solver reused.
    solver.set_memory_limit(ninegrid::link::kDefaultMemoryLimit);
    const Solution solved = solver.solve(hard, Rules{}, 1000000000000ULL);
    CHECK(solved.result == Verdict::Solved);
    CHECK(solved.nodes > limited.nodes);
    CHECK(solved.memory > 0);
    CHECK(solved.memory <= ninegrid::link::kDefaultMemoryLimit);

    // On a 64x64 board most of the memory is the search's stacks (a relaxation and the children
    // of every position on the way), and the limit holds them too.
    ninegrid::base::Rng big_rng(1);
    const Board big = *ninegrid::link::deal(64, 64, 32, big_rng, Rules{}).board;
    solver.set_memory_limit(std::size_t{8} << 20);
    const Solution stacked = solver.solve(big, Rules{}, 1000000000000ULL);
    CHECK(stacked.result == Verdict::Unknown);
    CHECK(stacked.reason.kind == Reason::Kind::Memory);
    CHECK(stacked.memory <= std::size_t{8} << 20);
}

TEST_CASE("a search tells its progress now and then", "[link][solver][progress]") {
    ninegrid::base::Rng rng(38);
    const Board hard = *ninegrid::link::deal(8, 18, 36, rng, Rules{}).board;
    ninegrid::link::Solver solver;
    std::vector<ninegrid::link::SearchProgress> told;
    solver.set_progress([&](const ninegrid::link::SearchProgress& p) { told.push_back(p); });
    const Solution s = solver.solve(hard, Rules{}, 5000);
    CHECK(s.result == Verdict::Unknown);
    CHECK(s.reason.kind == Reason::Kind::Budget);
    REQUIRE(told.size() >= 10);  // every 256 positions, every 65,536 pair tests
    for (std::size_t i = 0; i < told.size(); ++i) {
        CHECK(told[i].node_budget == 5000);
        CHECK(told[i].pair_test_budget == 5000000);
        CHECK(told[i].nodes <= 5000);
        CHECK(told[i].memory > 0);
        CHECK(told[i].memory <= told[i].memory_limit);
        CHECK(told[i].memory_limit == ninegrid::link::kDefaultMemoryLimit);
        if (i > 0) CHECK(told[i].nodes >= told[i - 1].nodes);
    }
    // Without a function, nothing is told, and the search is the same.
    solver.set_progress({});
    const Solution again = solver.solve(hard, Rules{}, 5000);
    CHECK(again.nodes == s.nodes);
}
