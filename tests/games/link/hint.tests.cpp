// SPDX-License-Identifier: MIT
// Hints: every removable pair with its best path, in scan order; the first one; dead boards; the
// course-material baseline agrees.
#include "ninegrid/link/hint.hpp"

#include <vector>

#include "base/rng.hpp"
#include "games/link/support/boards.hpp"
#include "ninegrid/link/baseline.hpp"
#include "ninegrid/link/board_text.hpp"
#include "support/catch.hpp"

using ninegrid::link::Board;
using ninegrid::link::Pair;
using ninegrid::link::Path;
using ninegrid::link::Point;
using ninegrid::link::Rules;
using support::link::board;

namespace {

// Every two tiles of one kind, tested in scan order, the plainest way.
std::vector<Pair> plain_pairs(const Board& b, const Rules& rules) {
    std::vector<Pair> out;
    const std::vector<Point> tiles = support::link::tiles_of(b);
    for (std::size_t i = 0; i < tiles.size(); ++i)
        for (std::size_t j = i + 1; j < tiles.size(); ++j)
            if (auto path = ninegrid::link::connect(b, tiles[i], tiles[j], rules))
                out.push_back(Pair{tiles[i], tiles[j], *path});
    return out;
}

}  // namespace

TEST_CASE("a hint lists every removable pair once, in scan order, with its path", "[link][hint]") {
    const Board b = board("AB.A\nB..C\nCDDE\n");
    const std::vector<Pair> pairs = ninegrid::link::all_pairs(b, Rules{});
    REQUIRE(pairs.size() == 3);  // the Cs do not connect
    CHECK(pairs[0] == Pair{Point{0, 0}, Point{0, 3},
                           Path(Point{0, 0}, Point{-1, 0}, Point{-1, 3}, Point{0, 3})});
    CHECK(pairs[1] == Pair{Point{0, 1}, Point{1, 0}, Path(Point{0, 1}, Point{1, 1}, Point{1, 0})});
    CHECK(pairs[2] == Pair{Point{2, 1}, Point{2, 2}, Path(Point{2, 1}, Point{2, 2})});
    const std::vector<Pair> no_ring = ninegrid::link::all_pairs(b, Rules{false, false});
    CHECK(no_ring.size() == 2);  // A needs the ring
    CHECK(no_ring[0].a == Point{0, 1});
}

TEST_CASE("the first pair is the first of the hint's list", "[link][hint]") {
    const Board b = board("AB.A\nB..C\nCDDE\n");
    const auto first = ninegrid::link::first_pair(b, Rules{});
    REQUIRE(first);
    CHECK(first->a == Point{0, 0});
    const auto inside = ninegrid::link::first_pair(b, Rules{false, false});
    REQUIRE(inside);
    CHECK(inside->a == Point{0, 1});
    CHECK(inside->b == Point{1, 0});
}

TEST_CASE("a board with tiles but no removable pair is dead", "[link][hint]") {
    const Board cross = board("AB\nBA\n");
    for (bool border : {true, false}) {
        const Rules rules{border, false};
        CHECK(ninegrid::link::all_pairs(cross, rules).empty());
        CHECK_FALSE(ninegrid::link::first_pair(cross, rules));
        CHECK_FALSE(ninegrid::link::has_pair(cross, rules));
        CHECK(ninegrid::link::is_dead(cross, rules));
    }
    const Board empty(3, 3);
    CHECK_FALSE(ninegrid::link::has_pair(empty, Rules{}));
    CHECK_FALSE(ninegrid::link::is_dead(empty, Rules{}));  // cleared, not dead
    const Board odd = board("A.B\n");
    CHECK(ninegrid::link::is_dead(odd, Rules{}));
}

TEST_CASE("hints agree with a plain scan and with the course baseline on random boards",
          "[link][hint]") {
    ninegrid::base::Rng rng(5);
    for (int round = 0; round < 150; ++round) {
        const int rows = 1 + round % 8;
        const int cols = 1 + (round * 5) % 11;
        const Board b =
            support::link::random_board(rng, rows, cols, 1 + round % 6, 30 + (round * 13) % 70);
        for (bool border : {true, false}) {
            const Rules rules{border, false};
            INFO(ninegrid::link::board_text(b) << "border " << border);
            const std::vector<Pair> pairs = ninegrid::link::all_pairs(b, rules);
            REQUIRE(pairs == plain_pairs(b, rules));
            const auto baseline = ninegrid::link::baseline::all_pairs(b, rules);
            REQUIRE(baseline.size() == pairs.size());
            for (std::size_t i = 0; i < pairs.size(); ++i) {
                CHECK(baseline[i].first == pairs[i].a);
                CHECK(baseline[i].second == pairs[i].b);
                CHECK(ninegrid::link::baseline::turns_between(b, pairs[i].a, pairs[i].b, rules) ==
                      pairs[i].path.turns());
            }
            const auto first = ninegrid::link::first_pair(b, rules);
            REQUIRE(first.has_value() == !pairs.empty());
            if (first) CHECK(*first == pairs.front());
            CHECK(ninegrid::link::has_pair(b, rules) == !pairs.empty());
        }
    }
}

TEST_CASE("the tiles a tile reaches are exactly those connect() joins it to, whatever their kind",
          "[link][hint][reach]") {
    ninegrid::base::Rng rng(31);
    const Rules all_rules[] = {{true, false}, {false, false}, {true, true}, {false, true}};
    std::vector<Point> reached;
    std::vector<std::uint8_t> marks;
    for (int round = 0; round < 400; ++round) {
        // One kind: connect() then asks only for a path.
        const Board b = support::link::random_board(rng, 1 + round % 9, 1 + (round / 9) % 9, 1,
                                                    20 + round % 80);
        for (const Rules& rules : all_rules) {
            for (const Point from : support::link::tiles_of(b)) {
                std::vector<Point> expected;
                for (const Point to : support::link::tiles_of(b))
                    if (ninegrid::link::connect(b, from, to, rules)) expected.push_back(to);
                ninegrid::link::reachable_tiles(b, from, rules, reached, marks);
                INFO(ninegrid::link::board_text(b)
                     << "from " << from.row << "," << from.col << " border " << rules.border);
                CHECK(reached == expected);
            }
        }
    }
    // Kinds do not matter; an empty cell or a cell off the board reaches nothing.
    const Board mixed = board("AB\n.C\n");
    CHECK(ninegrid::link::reachable_tiles(mixed, Point{0, 0}, Rules{}) ==
          std::vector<Point>{Point{0, 1}, Point{1, 1}});
    CHECK(ninegrid::link::reachable_tiles(mixed, Point{1, 0}, Rules{}).empty());
    CHECK(ninegrid::link::reachable_tiles(mixed, Point{5, 5}, Rules{}).empty());
}
