// SPDX-License-Identifier: MIT
// Dealing (balanced kinds, refusals that say why, clearable deals proven by the solver),
// shuffling a dead board, and the greedy player.
#include "ninegrid/link/generate.hpp"

#include <algorithm>
#include <array>
#include <vector>

#include "base/rng.hpp"
#include "games/link/support/boards.hpp"
#include "ninegrid/link/board_text.hpp"
#include "ninegrid/link/hint.hpp"
#include "support/catch.hpp"

using ninegrid::link::Board;
using ninegrid::link::DealOptions;
using ninegrid::link::DealProblem;
using ninegrid::link::Point;
using ninegrid::link::Rules;
using ninegrid::link::Verdict;
using support::link::board;

namespace {

const Rules kAllRules[] = {{true, false}, {false, false}, {true, true}, {false, true}};

std::string deal_error(int rows, int cols, int kinds) {
    ninegrid::base::Rng rng(1);
    const ninegrid::link::DealResult d = ninegrid::link::deal(rows, cols, kinds, rng, Rules{});
    return d ? "<dealt>" : d.error;
}

}  // namespace

TEST_CASE("a deal fills the board with every kind the same even number of times",
          "[link][generate]") {
    ninegrid::base::Rng rng(42);
    const int shapes[][3] = {{8, 10, 5},   {10, 12, 6}, {8, 18, 36}, {1, 2, 1},
                             {64, 64, 32}, {2, 1, 1},   {9, 16, 36}, {4, 4, 8}};
    for (const auto& shape : shapes) {
        const ninegrid::link::DealResult d =
            ninegrid::link::deal(shape[0], shape[1], shape[2], rng, Rules{});
        INFO(d.error);
        REQUIRE(d);
        CHECK(d.attempts == 1);
        CHECK(d.board->rows() == shape[0]);
        CHECK(d.board->cols() == shape[1]);
        CHECK(d.board->tiles() == shape[0] * shape[1]);
        const auto counts = d.board->kind_counts();
        const int each = shape[0] * shape[1] / shape[2];
        CHECK(each % 2 == 0);
        for (int k = 1; k <= ninegrid::link::kMaxKinds; ++k)
            CHECK(counts[static_cast<std::size_t>(k)] == (k <= shape[2] ? each : 0));
    }
}

TEST_CASE("the same seed deals the same board", "[link][generate]") {
    ninegrid::base::Rng a(7);
    ninegrid::base::Rng b(7);
    ninegrid::base::Rng c(8);
    const Board first = *ninegrid::link::deal(8, 18, 36, a, Rules{}).board;
    CHECK(first == *ninegrid::link::deal(8, 18, 36, b, Rules{}).board);
    CHECK(first != *ninegrid::link::deal(8, 18, 36, c, Rules{}).board);
}

TEST_CASE("parameters that cannot be dealt are refused, saying why and what would work",
          "[link][generate]") {
    CHECK(deal_error(8, 10, 6) ==
          "8x10 = 80 cells cannot hold 6 kinds an even number of times each; try 5 or 8 kinds");
    CHECK(deal_error(7, 9, 3) ==
          "7x9 = 63 cells is odd, but tiles come in pairs; make the rows or the columns even");
    CHECK(deal_error(4, 4, 9) == "4x4 = 16 cells cannot hold 9 kinds twice each; try 8 kinds");
    CHECK(deal_error(10, 10, 37) ==
          "37 kinds is more than the 36 there are (A-Z, then 0-9); try 25 kinds");
    CHECK(deal_error(4, 4, 0) == "at least one kind is needed; try 1 kind");
    CHECK(deal_error(0, 4, 2) == "0x4: rows and columns must be 1 to 64");
    CHECK(deal_error(8, 65, 2) == "8x65: rows and columns must be 1 to 64");
    // 72 would fill 144 cells too, but there are only 36 kinds.
    CHECK(deal_error(8, 18, 35) ==
          "8x18 = 144 cells cannot hold 35 kinds an even number of times each; try 24 or 36 kinds");
    CHECK(deal_error(8, 18, 37) ==
          "37 kinds is more than the 36 there are (A-Z, then 0-9); try 36 kinds");

    const DealProblem p = ninegrid::link::check_deal(8, 10, 6);
    CHECK(p.kind == DealProblem::Kind::Unbalanced);
    CHECK(p.suggestions == std::vector<int>{5, 8});
    CHECK(ninegrid::link::check_deal(8, 10, 5).kind == DealProblem::Kind::None);
    CHECK(ninegrid::link::check_deal(7, 9, 3).kind == DealProblem::Kind::OddCells);
    CHECK(ninegrid::link::check_deal(10, 10, 37).kind == DealProblem::Kind::TooManyKinds);
    CHECK(ninegrid::link::check_deal(4, 4, 9).kind == DealProblem::Kind::TooFewCells);
    CHECK(ninegrid::link::check_deal(4, 4, 0).kind == DealProblem::Kind::NoKinds);
    CHECK(ninegrid::link::check_deal(65, 1, 1).kind == DealProblem::Kind::BadSize);
}

TEST_CASE("a solvable deal is proven clearable by the solver, and its order replays",
          "[link][generate]") {
    ninegrid::base::Rng rng(2024);
    DealOptions options;
    options.solvable = true;
    const int shapes[][3] = {{6, 8, 12}, {8, 10, 5}, {4, 6, 6}, {8, 18, 36}};
    for (const auto& shape : shapes) {
        for (const Rules& rules : kAllRules) {
            const ninegrid::link::DealResult d =
                ninegrid::link::deal(shape[0], shape[1], shape[2], rng, rules, options);
            INFO(shape[0] << "x" << shape[1] << " border " << rules.border << " gravity "
                          << rules.gravity << ": " << d.error);
            REQUIRE(d);
            CHECK(d.attempts >= 1);
            const ninegrid::link::ReplayResult replayed =
                ninegrid::link::replay(*d.board, rules, d.order);
            INFO(replayed.error);
            CHECK(replayed.ok);
            CHECK(replayed.board.empty());
            CHECK(ninegrid::link::solve(*d.board, rules).result == Verdict::Solved);
        }
    }
}

TEST_CASE("a solvable deal none of whose attempts is proven is built, or given up when asked",
          "[link][generate]") {
    DealOptions options;
    options.solvable = true;
    options.max_attempts = 3;
    options.attempt_budget = 1;  // never enough to decide a full 8x18 deal
    SECTION("built clearable, with its order") {
        ninegrid::base::Rng rng(1);
        const ninegrid::link::DealResult d = ninegrid::link::deal(8, 18, 36, rng, Rules{}, options);
        REQUIRE(d);
        CHECK(d.built);
        CHECK(d.attempts == 3);
        const ninegrid::link::ReplayResult replayed =
            ninegrid::link::replay(*d.board, Rules{}, d.order);
        CHECK(replayed.ok);
        CHECK(replayed.board.empty());
    }
    SECTION("given up, saying so") {
        ninegrid::base::Rng rng(1);
        options.build_when_unproven = false;
        const ninegrid::link::DealResult d = ninegrid::link::deal(8, 18, 36, rng, Rules{}, options);
        CHECK_FALSE(d);
        CHECK_FALSE(d.built);
        CHECK(d.problem.kind == DealProblem::Kind::NoClearable);
        CHECK(d.attempts == 3);
        CHECK(d.error ==
              "no clearable 8x18 deal with 36 kinds found in 3 attempts (3 undecided within the "
              "solver's budget)");
    }
}

TEST_CASE("boards over 144 tiles are built clearable at once, under every rule",
          "[link][generate][built]") {
    DealOptions options;
    options.solvable = true;
    const int shapes[][3] = {{12, 16, 32}, {16, 16, 2}, {32, 32, 8}, {64, 64, 32}, {3, 64, 32}};
    for (const auto& shape : shapes) {
        for (const Rules& rules : kAllRules) {
            ninegrid::base::Rng rng(11);
            const ninegrid::link::DealResult d =
                ninegrid::link::deal(shape[0], shape[1], shape[2], rng, rules, options);
            INFO(shape[0] << "x" << shape[1] << " with " << shape[2] << " kinds, border "
                          << rules.border << " gravity " << rules.gravity << ": " << d.error);
            REQUIRE(d);
            CHECK(d.built);
            CHECK(d.attempts == 0);  // no random deal tried, no solver run
            CHECK(d.nodes == 0);
            const auto counts = d.board->kind_counts();
            CHECK(counts[0] == 0);
            for (int k = 1; k <= ninegrid::link::kMaxKinds; ++k)
                CHECK(counts[static_cast<std::size_t>(k)] ==
                      (k <= shape[2] ? shape[0] * shape[1] / shape[2] : 0));
            // The proof: its order clears it under the rules, each removal legal at its moment.
            REQUIRE(d.order.size() == static_cast<std::size_t>(shape[0] * shape[1] / 2));
            const ninegrid::link::ReplayResult replayed =
                ninegrid::link::replay(*d.board, rules, d.order);
            INFO(replayed.error);
            CHECK(replayed.ok);
            CHECK(replayed.board.empty());
            // A seed builds the same board again.
            ninegrid::base::Rng again(11);
            CHECK(
                *ninegrid::link::deal(shape[0], shape[1], shape[2], again, rules, options).board ==
                *d.board);
        }
    }
}

TEST_CASE("a size no random deal of which is proven is built clearable",
          "[link][generate][built]") {
    // One row of 32 pairs without the ring: a random row is clearable only when its pairs nest,
    // which 200 random deals never do.
    DealOptions options;
    options.solvable = true;
    Rules inside;
    inside.border = false;
    ninegrid::base::Rng rng(5);
    const ninegrid::link::DealResult d = ninegrid::link::deal(1, 64, 32, rng, inside, options);
    REQUIRE(d);
    CHECK(d.built);
    CHECK(d.attempts == 200);
    const ninegrid::link::ReplayResult replayed = ninegrid::link::replay(*d.board, inside, d.order);
    CHECK(replayed.ok);
    CHECK(replayed.board.empty());
}

TEST_CASE("the classic sizes are still dealt at random and proven by the solver",
          "[link][generate][built]") {
    DealOptions options;
    options.solvable = true;
    for (const auto& shape : {std::array<int, 3>{8, 10, 5}, {10, 12, 6}, {8, 18, 36}}) {
        ninegrid::base::Rng rng(3);
        const ninegrid::link::DealResult d =
            ninegrid::link::deal(shape[0], shape[1], shape[2], rng, Rules{}, options);
        REQUIRE(d);
        CHECK_FALSE(d.built);
        CHECK(d.attempts >= 1);
        CHECK(d.nodes > 0);
    }
}

TEST_CASE("a built arrangement keeps the cells and kinds it is given, and clears",
          "[link][generate][built]") {
    ninegrid::base::Rng rng(9);
    for (int round = 0; round < 200; ++round) {
        Board cells =
            support::link::random_board(rng, 1 + round % 7, 1 + round % 9, 1, 30 + round % 71);
        if (cells.tiles() % 2 != 0) continue;
        std::vector<int> kinds;
        for (int i = 0; i < cells.tiles() / 2; ++i)
            kinds.push_back(1 + i % 3);
        for (const Rules& rules : kAllRules) {
            const ninegrid::link::Built b =
                ninegrid::link::build_clearable(cells, kinds, rules, rng);
            for (int r = 0; r < cells.rows(); ++r)
                for (int c = 0; c < cells.cols(); ++c)
                    CHECK((b.board.at(Point{r, c}) == 0) == (cells.at(Point{r, c}) == 0));
            auto counts = b.board.kind_counts();
            for (int k = 1; k <= 3; ++k)
                CHECK(counts[static_cast<std::size_t>(k)] ==
                      2 * static_cast<int>(std::count(kinds.begin(), kinds.end(), k)));
            const ninegrid::link::ReplayResult replayed =
                ninegrid::link::replay(b.board, rules, b.order);
            INFO(ninegrid::link::board_text(b.board) << replayed.error);
            CHECK(replayed.ok);
            CHECK(replayed.board.empty());
        }
    }
}

TEST_CASE("the greedy player takes the first pair in scan order until stuck", "[link][generate]") {
    const Rules inside{false, false};
    const Board b = board("CAAC\nACBB\nCABB\n");
    const ninegrid::link::GreedyResult g = ninegrid::link::greedy_play(b, inside);
    CHECK_FALSE(g.cleared);
    CHECK(g.removals > 0);
    CHECK(ninegrid::link::is_dead(g.board, inside));
    CHECK(ninegrid::link::solve(b, inside).result == Verdict::Solved);  // the solver clears it

    const ninegrid::link::GreedyResult easy =
        ninegrid::link::greedy_play(board("AB\nAB\n"), inside);
    CHECK(easy.cleared);
    CHECK(easy.removals == 2);
    CHECK(easy.board.empty());
}

TEST_CASE("shuffling deals the tiles left over the same cells and leaves a pair",
          "[link][generate]") {
    ninegrid::base::Rng rng(5);
    for (int round = 0; round < 100; ++round) {
        Board b = support::link::random_deal(rng, 6, 8, 12, 2 * (round % 20));
        for (const Rules& rules : kAllRules) {
            const ninegrid::link::ShuffleResult s = ninegrid::link::shuffle(b, rules, rng);
            INFO(s.error);
            REQUIRE(s);
            CHECK(s.tries >= 1);
            CHECK(s.verdict == Verdict::Unknown);
            CHECK(ninegrid::link::has_pair(*s.board, rules));
            CHECK(s.board->kind_counts() == b.kind_counts());
            for (int r = 0; r < b.rows(); ++r)
                for (int c = 0; c < b.cols(); ++c)
                    CHECK((s.board->at(Point{r, c}) == 0) == (b.at(Point{r, c}) == 0));
        }
    }
}

TEST_CASE("a clearable shuffle is proven clearable", "[link][generate]") {
    ninegrid::base::Rng rng(6);
    ninegrid::link::ShuffleOptions options;
    options.clearable = true;
    const Board dead = board("AB\nBA\n");
    REQUIRE(ninegrid::link::is_dead(dead, Rules{}));
    for (const Rules& rules : kAllRules) {
        const ninegrid::link::ShuffleResult s = ninegrid::link::shuffle(dead, rules, rng, options);
        REQUIRE(s);
        CHECK(s.verdict == Verdict::Solved);
        CHECK(ninegrid::link::solve(*s.board, rules).result == Verdict::Solved);
    }
}

TEST_CASE("shuffles that cannot succeed stop and say why", "[link][generate]") {
    ninegrid::base::Rng rng(1);
    const auto lone = ninegrid::link::shuffle(board("A.\n.B\n"), Rules{}, rng);
    CHECK_FALSE(lone);
    CHECK(lone.error == "no two tiles of one kind are left: no arrangement has a pair");
    ninegrid::link::ShuffleOptions options;
    options.clearable = true;
    const auto odd = ninegrid::link::shuffle(board("AAA\nBB.\n"), Rules{}, rng, options);
    CHECK_FALSE(odd);
    CHECK(odd.error == "kind 'A' has 3 tiles: no arrangement can be cleared");
    // A budget too small to decide a full 8x18 board never proves a shuffle clearable; asked not
    // to build one, it gives up.
    options.max_tries = 5;
    options.budget = 1;
    options.build_when_unproven = false;
    const Board full = *ninegrid::link::deal(8, 18, 36, rng, Rules{}).board;
    const auto undecided = ninegrid::link::shuffle(full, Rules{}, rng, options);
    CHECK_FALSE(undecided);
    CHECK(undecided.tries == 5);
    CHECK(undecided.error == "no arrangement proven clearable found in 5 shuffles");
    const auto empty = ninegrid::link::shuffle(Board(2, 2), Rules{}, rng);
    REQUIRE(empty);
    CHECK(empty.board->empty());
}

TEST_CASE("a clearable shuffle of a large board, or one none of whose tries is proven, is built",
          "[link][generate][built]") {
    ninegrid::base::Rng rng(4);
    ninegrid::link::ShuffleOptions options;
    options.clearable = true;
    options.budget = 1;
    options.max_tries = 3;
    for (const Rules& rules : kAllRules) {
        // Half-played: a 32x32 deal less every other pair of its built order.
        ninegrid::link::DealOptions solvable;
        solvable.solvable = true;
        const ninegrid::link::DealResult d = ninegrid::link::deal(32, 32, 8, rng, rules, solvable);
        REQUIRE(d);
        Board half = *d.board;
        for (std::size_t i = 0; i < d.order.size() / 2; ++i)
            ninegrid::link::remove_pair(half, d.order[i].a, d.order[i].b, rules);
        const Board full8x18 = *ninegrid::link::deal(8, 18, 36, rng, rules).board;
        for (const Board& b : {half, full8x18}) {
            const ninegrid::link::ShuffleResult s = ninegrid::link::shuffle(b, rules, rng, options);
            REQUIRE(s);
            CHECK(s.built);
            CHECK(s.verdict == Verdict::Solved);
            CHECK(s.board->kind_counts() == b.kind_counts());
            for (int r = 0; r < b.rows(); ++r)
                for (int c = 0; c < b.cols(); ++c)
                    CHECK((s.board->at(Point{r, c}) == 0) == (b.at(Point{r, c}) == 0));
            const ninegrid::link::ReplayResult replayed =
                ninegrid::link::replay(*s.board, rules, s.order);
            CHECK(replayed.ok);
            CHECK(replayed.board.empty());
        }
    }
}

TEST_CASE(
    "random pairs taken off a deal leave the tiles asked for, each kind still paired, and "
    "a board of single tiles is left as it is",
    "[link][generate]") {
    ninegrid::base::Rng rng(7);
    Board b = *ninegrid::link::deal(8, 18, 36, rng, Rules{}).board;
    ninegrid::link::remove_random_pairs(b, 72, rng);
    CHECK(b.tiles() == 72);
    std::array<int, 37> count{};
    for (int r = 0; r < b.rows(); ++r)
        for (int c = 0; c < b.cols(); ++c)
            ++count[static_cast<std::size_t>(b.at(Point{r, c}))];
    for (std::size_t kind = 1; kind < count.size(); ++kind)
        CHECK(count[kind] % 2 == 0);
    Board singles = board("AB\nC.\n");
    ninegrid::link::remove_random_pairs(singles, 0, rng);  // returns: no pair to take
    CHECK(singles.tiles() == 3);
}
