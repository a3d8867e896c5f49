// SPDX-License-Identifier: MIT
// Connecting two tiles: the rules and pitfalls of SPEC §4, and the fast method equal to the
// reference 0-1 BFS (and both equal to brute force) on many random boards.
#include "ninegrid/link/path.hpp"

#include <deque>
#include <vector>

#include "base/rng.hpp"
#include "games/link/support/boards.hpp"
#include "ninegrid/link/board_text.hpp"
#include "support/catch.hpp"

using ninegrid::link::Board;
using ninegrid::link::Path;
using ninegrid::link::PathFinder;
using ninegrid::link::Point;
using ninegrid::link::Rules;
using support::link::board;

namespace {

const Rules kRing{true, false};
const Rules kNoRing{false, false};

// Both methods must give the same answer; returns it.
std::optional<Path> both(const Board& b, Point a, Point z, const Rules& rules) {
    PathFinder finder;
    const std::optional<Path> fast = ninegrid::link::connect(b, a, z, rules);
    const std::optional<Path> reference = finder.connect(b, a, z, rules);
    CHECK(fast.has_value() == reference.has_value());
    if (fast && reference) CHECK(*fast == *reference);
    return fast;
}

// The course-material mistake: a 0-1 BFS that marks cells, not (cell, direction) states, as
// visited, so the first arrival at a cell shuts out a later one from another direction.
bool visited_per_cell(const Board& b, Point a, Point z, const Rules& rules) {
    const int w = b.stride();
    const int h = b.rows() + 2;
    std::vector<char> visited(static_cast<std::size_t>(w * h), 0);
    struct S {
        int r, c, dir, turns;
    };
    std::deque<S> queue;
    const int dr[4] = {-1, 0, 1, 0};
    const int dc[4] = {0, 1, 0, -1};
    visited[static_cast<std::size_t>(b.index(a))] = 1;
    for (int d = 0; d < 4; ++d)
        queue.push_back(S{a.row + 1, a.col + 1, d, 0});
    while (!queue.empty()) {
        const S s = queue.front();
        queue.pop_front();
        for (int d = 0; d < 4; ++d) {
            const int turns = s.turns + (d != s.dir);
            if (turns > 2) continue;
            const int r = s.r + dr[d];
            const int c = s.c + dc[d];
            if (r < 0 || r >= h || c < 0 || c >= w) continue;
            if (r - 1 == z.row && c - 1 == z.col) return true;
            const std::size_t i = static_cast<std::size_t>(r * w + c);
            if (b.cells()[i] != 0 || visited[i]) continue;
            if (!rules.border && (r == 0 || r == h - 1 || c == 0 || c == w - 1)) continue;
            visited[i] = 1;
            if (d == s.dir)
                queue.push_front(S{r, c, d, turns});
            else
                queue.push_back(S{r, c, d, turns});
        }
    }
    return false;
}

}  // namespace

TEST_CASE("adjacent equal tiles connect with no turn (the target is tested before blocked)",
          "[link][path]") {
    const Board b = board("AAB\nCDB\n");
    for (const Rules& rules : {kRing, kNoRing}) {
        const std::optional<Path> across = both(b, Point{0, 0}, Point{0, 1}, rules);
        REQUIRE(across);
        CHECK(*across == Path(Point{0, 0}, Point{0, 1}));
        CHECK(across->turns() == 0);
        CHECK(across->length() == 1);
        const std::optional<Path> down = both(b, Point{0, 2}, Point{1, 2}, rules);
        REQUIRE(down);
        CHECK(*down == Path(Point{0, 2}, Point{1, 2}));
    }
}

TEST_CASE("a tile does not pair with itself, another kind, or an empty cell", "[link][path]") {
    const Board b = board("A.A\nB.A\n");
    for (const Rules& rules : {kRing, kNoRing}) {
        CHECK_FALSE(both(b, Point{0, 0}, Point{0, 0}, rules));
        CHECK_FALSE(both(b, Point{0, 0}, Point{1, 0}, rules));
        CHECK_FALSE(both(b, Point{0, 0}, Point{0, 1}, rules));
        CHECK_FALSE(both(b, Point{0, 1}, Point{1, 1}, rules));
        CHECK_FALSE(both(b, Point{0, 0}, Point{5, 5}, rules));
        CHECK_FALSE(both(b, Point{-1, 0}, Point{0, 0}, rules));
        CHECK(both(b, Point{0, 0}, Point{0, 2}, rules));
    }
}

TEST_CASE("the ring carries paths only under the border rule", "[link][path]") {
    SECTION("around a blocker in one row") {
        const Board b = board("ABA\n");
        const std::optional<Path> ring = both(b, Point{0, 0}, Point{0, 2}, kRing);
        REQUIRE(ring);
        CHECK(*ring == Path(Point{0, 0}, Point{-1, 0}, Point{-1, 2}, Point{0, 2}));
        CHECK(ring->length() == 4);
        CHECK_FALSE(both(b, Point{0, 0}, Point{0, 2}, kNoRing));
    }
    SECTION("down the side of a full column") {
        const Board b = board("A\nB\nA\n");
        const std::optional<Path> ring = both(b, Point{0, 0}, Point{2, 0}, kRing);
        REQUIRE(ring);
        CHECK(*ring == Path(Point{0, 0}, Point{0, -1}, Point{2, -1}, Point{2, 0}));
        CHECK_FALSE(both(b, Point{0, 0}, Point{2, 0}, kNoRing));
    }
    SECTION("along a ring column, where inside only three turns would do") {
        const Board b = board("A.B\nBB.\n..A\n");
        const std::optional<Path> ring = both(b, Point{0, 0}, Point{2, 2}, kRing);
        REQUIRE(ring);
        CHECK(*ring == Path(Point{0, 0}, Point{0, -1}, Point{2, -1}, Point{2, 2}));
        CHECK_FALSE(both(b, Point{0, 0}, Point{2, 2}, kNoRing));
    }
}

TEST_CASE("the best path has the fewest turns, then the fewest steps, then the first corners",
          "[link][path]") {
    SECTION("a straight line beats a shorter-looking detour") {
        const Board b = board("A...A\n");
        CHECK(*both(b, Point{0, 0}, Point{0, 4}, kRing) == Path(Point{0, 0}, Point{0, 4}));
    }
    SECTION("one turn: both corners free, the one earlier in scan order wins") {
        const Board b = board("A..\n...\n..A\n");
        const Path p = *both(b, Point{0, 0}, Point{2, 2}, kRing);
        CHECK(p == Path(Point{0, 0}, Point{0, 2}, Point{2, 2}));
        const Path q = *both(b, Point{2, 2}, Point{0, 0}, kRing);
        CHECK(q == p.reversed());
    }
    SECTION("two turns: the shortest middle line, then the first") {
        const Board b = board("A.B\nB.B\nB.A\n");
        // Corners (0,1),(2,1) give 4 steps; nothing shorter exists.
        const Path p = *both(b, Point{0, 0}, Point{2, 2}, kRing);
        CHECK(p == Path(Point{0, 0}, Point{0, 1}, Point{2, 1}, Point{2, 2}));
        CHECK(p.length() == 4);
    }
    SECTION("a U-turn over the top beats a longer one") {
        const Board b = board("...\nABA\n...\n");
        const Path p = *both(b, Point{1, 0}, Point{1, 2}, kNoRing);
        CHECK(p == Path(Point{1, 0}, Point{0, 0}, Point{0, 2}, Point{1, 2}));
        const Path q = *both(b, Point{1, 0}, Point{1, 2}, kRing);
        CHECK(q == p);
    }
    SECTION("more than two turns never connect") {
        const Board b = board("A.BB\nBB..\nB..A\nBBBB\n");
        for (const Rules& rules : {kRing, kNoRing})
            CHECK_FALSE(both(b, Point{0, 0}, Point{2, 3}, rules));
    }
}

TEST_CASE("a visited set per cell loses paths that the (cell, direction) search keeps",
          "[link][path]") {
    SECTION("inside the board") {
        // (1,1) is first reached moving down from (0,1) after two turns, which shuts out the
        // connecting path's arrival there moving right along row 1 after one turn.
        const Board b = board("A.B\n..A\nBBB\n");
        CHECK(*both(b, Point{0, 0}, Point{1, 2}, kNoRing) ==
              Path(Point{0, 0}, Point{1, 0}, Point{1, 2}));
        CHECK_FALSE(visited_per_cell(b, Point{0, 0}, Point{1, 2}, kNoRing));
    }
    SECTION("on the ring") {
        // The ring cell under (2,0) is first reached by turning down from the start's "up"
        // state (one turn); the path needs it reached straight down (no turn).
        const Board b = board("BA.\nBBA\nABA\n");
        CHECK(*both(b, Point{2, 0}, Point{2, 2}, kRing) ==
              Path(Point{2, 0}, Point{3, 0}, Point{3, 2}, Point{2, 2}));
        CHECK_FALSE(visited_per_cell(b, Point{2, 0}, Point{2, 2}, kRing));
    }
}

TEST_CASE("the fast method equals the reference and brute force on random boards", "[link][path]") {
    ninegrid::base::Rng rng(20240601);
    PathFinder finder;  // one for all calls: its stamped buffers must never leak between them
    int connected = 0;
    int compared = 0;
    const int sizes[][2] = {{1, 1}, {1, 2}, {1, 7}, {7, 1}, {2, 2}, {2, 5}, {5, 2},
                            {3, 3}, {4, 6}, {6, 4}, {5, 5}, {3, 8}, {8, 3}, {6, 6}};
    for (const auto& size : sizes) {
        for (int density : {20, 45, 70, 90}) {
            for (int round = 0; round < 12; ++round) {
                const Board b =
                    support::link::random_board(rng, size[0], size[1], 2 + round % 3, density);
                const std::vector<Point> tiles = support::link::tiles_of(b);
                for (const Rules& rules : {kRing, kNoRing}) {
                    for (Point a : tiles) {
                        for (Point z : tiles) {
                            if (b.at(a) != b.at(z)) continue;
                            const auto fast = ninegrid::link::connect(b, a, z, rules);
                            const auto reference = finder.connect(b, a, z, rules);
                            const auto brute =
                                a == z ? std::nullopt
                                       : support::link::brute_force_path(b, a, z, rules);
                            ++compared;
                            INFO(ninegrid::link::board_text(b)
                                 << "border " << rules.border << " a " << a.row << "," << a.col
                                 << " b " << z.row << "," << z.col);
                            REQUIRE(fast.has_value() == reference.has_value());
                            REQUIRE(fast.has_value() == brute.has_value());
                            if (!fast) continue;
                            ++connected;
                            REQUIRE(*fast == *reference);
                            REQUIRE(*fast == *brute);
                            REQUIRE(ninegrid::link::is_legal_path(b, *fast, rules));
                        }
                    }
                }
            }
        }
    }
    CHECK(compared > 10000);
    CHECK(connected > 2000);
}

TEST_CASE("the fast method equals the reference on large and half-cleared deals", "[link][path]") {
    ninegrid::base::Rng rng(7);
    PathFinder finder;
    for (int round = 0; round < 40; ++round) {
        const int rows = 4 + round % 9;
        const int cols = 6 + (round * 7) % 15;
        const int cells = rows * cols;
        const Board b = support::link::random_deal(rng, rows, cols, std::max(1, cells / 4),
                                                   (cells * (round % 5)) / 5 / 2 * 2);
        const std::vector<Point> tiles = support::link::tiles_of(b);
        for (const Rules& rules : {kRing, kNoRing}) {
            for (Point a : tiles) {
                for (Point z : tiles) {
                    if (b.at(a) != b.at(z)) continue;
                    const auto fast = ninegrid::link::connect(b, a, z, rules);
                    const auto reference = finder.connect(b, a, z, rules);
                    REQUIRE(fast.has_value() == reference.has_value());
                    if (fast) REQUIRE(*fast == *reference);
                }
            }
        }
    }
}

TEST_CASE("connect(b, a) is connect(a, b) reversed", "[link][path]") {
    ninegrid::base::Rng rng(99);
    for (int round = 0; round < 200; ++round) {
        const Board b = support::link::random_board(rng, 6, 8, 2, 50);
        const std::vector<Point> tiles = support::link::tiles_of(b);
        for (Point a : tiles)
            for (Point z : tiles) {
                const auto there = ninegrid::link::connect(b, a, z, kRing);
                const auto back = ninegrid::link::connect(b, z, a, kRing);
                REQUIRE(there.has_value() == back.has_value());
                if (there) REQUIRE(there->reversed() == *back);
            }
    }
}

TEST_CASE("is_legal_path checks every segment and every cell on the way", "[link][path]") {
    const Board b = board("A.B\n..A\n");
    CHECK(ninegrid::link::is_legal_path(b, Path(Point{0, 0}, Point{0, 1}, Point{1, 1}, Point{1, 2}),
                                        kNoRing));
    CHECK_FALSE(ninegrid::link::is_legal_path(b, Path(Point{0, 0}, Point{0, 2}, Point{1, 2}),
                                              kNoRing));  // through B
    CHECK_FALSE(ninegrid::link::is_legal_path(b, Path(Point{0, 0}, Point{1, 2}), kNoRing));
    CHECK_FALSE(
        ninegrid::link::is_legal_path(b, Path(Point{0, 0}, Point{0, 0}, Point{1, 2}), kNoRing));
    CHECK(ninegrid::link::is_legal_path(b, Path(Point{0, 0}, Point{-1, 0}, Point{-1, 2}),
                                        kRing) == false);  // ends on the ring
    const Board row = board("ABA\n");
    const Path over(Point{0, 0}, Point{-1, 0}, Point{-1, 2}, Point{0, 2});
    CHECK(ninegrid::link::is_legal_path(row, over, kRing));
    CHECK_FALSE(ninegrid::link::is_legal_path(row, over, kNoRing));
    CHECK_FALSE(ninegrid::link::is_legal_path(
        row, Path(Point{0, 0}, Point{-1, 0}, Point{-1, 0}, Point{0, 2}), kRing));
    CHECK_FALSE(ninegrid::link::is_legal_path(b, Path(), kRing));
}
