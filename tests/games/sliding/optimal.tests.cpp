// SPDX-License-Identifier: MIT
// The optimal solver of boards of up to 16 cells (IDA* over pattern tables) checked against
// breadth-first search over whole small spaces, against the Manhattan IDA* on larger sizes, its
// bound against true distances, and its limits.
#include "ninegrid/sliding/optimal.hpp"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <deque>
#include <stdexcept>
#include <unordered_map>
#include <vector>

#include "base/rng.hpp"
#include "ninegrid/sliding/board.hpp"
#include "ninegrid/sliding/board_text.hpp"
#include "ninegrid/sliding/deal.hpp"
#include "ninegrid/sliding/ida.hpp"
#include "support/catch.hpp"

namespace sl = ninegrid::sliding;
using sl::Board;
using sl::Move;
using sl::Size;

namespace {

std::uint64_t key_of(const Board& b) {
    std::uint64_t k = 0;
    for (int i = 0; i < b.cell_count(); ++i)
        k |= static_cast<std::uint64_t>(b[i]) << (4 * i);
    return k;
}

Board board_of(Size size, std::uint64_t key) {
    std::vector<int> cells;
    for (int i = 0; i < size.cells(); ++i)
        cells.push_back(static_cast<int>((key >> (4 * i)) & 0xF));
    return Board(size, cells);
}

// The distance of every board from the goal, by breadth-first search.
std::unordered_map<std::uint64_t, int> distances(const Board& goal) {
    std::unordered_map<std::uint64_t, int> d{{key_of(goal), 0}};
    std::deque<Board> queue{goal};
    while (!queue.empty()) {
        const Board b = queue.front();
        queue.pop_front();
        const int next = d.at(key_of(b)) + 1;
        for (const Move m : b.legal_moves()) {
            const Board c = b.moved(m);
            if (d.emplace(key_of(c), next).second) queue.push_back(c);
        }
    }
    return d;
}

// A goal of `size` with its tiles shuffled and the blank on `blank`.
Board goal_with_blank(Size size, int blank, ninegrid::base::Rng& rng) {
    std::vector<int> tiles;
    for (int t = 1; t < size.cells(); ++t)
        tiles.push_back(t);
    for (std::size_t i = tiles.size(); i > 1; --i)
        std::swap(tiles[i - 1],
                  tiles[ninegrid::base::uniform_below(rng, static_cast<std::uint32_t>(i))]);
    tiles.insert(tiles.begin() + blank, 0);
    return Board(size, tiles);
}

}  // namespace

TEST_CASE("The pattern IDA* finds the BFS distance of every board of the smallest sizes",
          "[sliding][optimal]") {
    ninegrid::base::Rng rng(11);
    for (const Size size : {Size{2, 2}, Size{3, 2}, Size{2, 3}, Size{4, 2}, Size{2, 4}}) {
        CAPTURE(sl::size_text(size));
        // The usual goal, and one with other tiles and the blank inside.
        for (const Board& goal : {Board::goal(size), goal_with_blank(size, 1, rng)}) {
            CAPTURE(sl::to_compact(goal));
            const auto d = distances(goal);
            // The tables kept (an entry for each cell of the blank) and the smaller ones (the
            // least over the blank's regions).
            for (const bool by_blank : {true, false}) {
                sl::OptimalOptions options;
                options.by_blank = by_blank;
                for (const auto& [key, distance] : d) {
                    const Board b = board_of(size, key);
                    CHECK(sl::optimal_bound(b, goal, options) <= distance);
                    const sl::Solution s = sl::solve_optimal(b, goal, {}, options);
                    REQUIRE(s.solved);
                    CHECK(s.length == distance);
                    CHECK(sl::replay(b, s.moves) == goal);
                }
            }
        }
    }
}

TEST_CASE("The pattern IDA* agrees with BFS on sampled 3x3 boards, its bound never above",
          "[sliding][optimal]") {
    ninegrid::base::Rng rng(12);
    const Size size{3, 3};
    for (const Board& goal : {Board::goal(size), goal_with_blank(size, 4, rng)}) {
        CAPTURE(sl::to_compact(goal));
        const auto d = distances(goal);
        std::vector<Board> boards;
        for (int i = 0; i < 150; ++i)
            boards.push_back(sl::random_board(goal, rng));
        // The farthest boards too (31 moves from the usual goal).
        int farthest = 0;
        for (const auto& [key, distance] : d)
            farthest = std::max(farthest, distance);
        for (const auto& [key, distance] : d)
            if (distance == farthest) boards.push_back(board_of(size, key));
        for (const Board& b : boards) {
            CAPTURE(sl::to_compact(b));
            const int distance = d.at(key_of(b));
            CHECK(sl::optimal_bound(b, goal) <= distance);
            const sl::Solution s = sl::solve_optimal(b, goal);
            REQUIRE(s.solved);
            CHECK(s.length == distance);
            CHECK(sl::replay(b, s.moves) == goal);
        }
    }
}

TEST_CASE("The pattern IDA* agrees with the Manhattan IDA* on larger sizes and other goals",
          "[sliding][optimal]") {
    ninegrid::base::Rng rng(13);
    struct Case {
        Size size;
        int walk;  // 0: a uniform random board
        int boards;
    };
    // Uniform boards where the Manhattan IDA* is quick, walks where it is not.
    for (const Case c : {Case{{2, 5}, 0, 12}, Case{{5, 2}, 0, 12}, Case{{4, 3}, 0, 3},
                         Case{{3, 4}, 0, 3}, Case{{6, 2}, 40, 3}, Case{{2, 6}, 40, 3},
                         Case{{3, 5}, 36, 3}, Case{{2, 7}, 36, 2}, Case{{8, 2}, 36, 2}}) {
        CAPTURE(sl::size_text(c.size));
        const Board goal = goal_with_blank(c.size,
                                           static_cast<int>(ninegrid::base::uniform_below(
                                               rng, static_cast<std::uint32_t>(c.size.cells()))),
                                           rng);
        CAPTURE(sl::to_compact(goal));
        for (int i = 0; i < c.boards; ++i) {
            const Board b =
                c.walk == 0 ? sl::random_board(goal, rng) : sl::random_walk(goal, c.walk, rng);
            CAPTURE(sl::to_compact(b));
            const sl::Solution s = sl::solve_optimal(b, goal);
            const sl::Solution reference = sl::solve_ida(b, goal);
            REQUIRE(s.solved);
            REQUIRE(reference.solved);
            CHECK(s.length == reference.length);
            CHECK(sl::optimal_bound(b, goal) <= s.length);
            CHECK(sl::replay(b, s.moves) == goal);
        }
    }
}

TEST_CASE("The pattern IDA* refuses the other parity, stops when told, and is deterministic",
          "[sliding][optimal]") {
    ninegrid::base::Rng rng(14);
    const Size size{3, 4};
    const Board goal = Board::goal(size);
    const Board start = sl::random_board(goal, rng);
    const sl::Solution s = sl::solve_optimal(start, goal);
    REQUIRE(s.solved);
    // The same board, the same moves.
    const sl::Solution again = sl::solve_optimal(start, goal);
    CHECK(again.moves == s.moves);
    CHECK(again.nodes == s.nodes);
    // The other parity: refused before any search.
    std::vector<int> swapped = start.cell_values();
    std::swap(swapped[0] == 0 ? swapped[1] : swapped[0], swapped[2] == 0 ? swapped[3] : swapped[2]);
    const sl::Solution none = sl::solve_optimal(Board(size, swapped), goal);
    CHECK_FALSE(none.solved);
    CHECK(none.nodes == 0);
    // A node limit, a cancel flag, and a length limit below the answer stop it.
    sl::IdaLimits few;
    few.node_limit = 10;
    const sl::Solution limited = sl::solve_optimal(start, goal, few);
    CHECK_FALSE(limited.solved);
    CHECK(limited.nodes <= 10);
    std::atomic<bool> cancel{true};
    sl::IdaLimits cancelled;
    cancelled.cancel = &cancel;
    cancelled.node_limit = 1'000'000'000;
    const Board far = sl::random_board(Board::goal({5, 3}), rng);
    CHECK_FALSE(sl::solve_optimal(far, Board::goal({5, 3}), cancelled).solved);
    sl::IdaLimits shorter;
    shorter.max_length = s.length - 1;
    CHECK_FALSE(sl::solve_optimal(start, goal, shorter).solved);
    sl::IdaLimits exact;
    exact.max_length = s.length;
    CHECK(sl::solve_optimal(start, goal, exact).length == s.length);
    // Progress is reported with the bound searched, never above the answer.
    struct Seen {
        int most = 0;
        int calls = 0;
    } seen;
    sl::IdaLimits watched;
    watched.report = [](void* context, int bound, std::uint64_t) {
        auto* w = static_cast<Seen*>(context);
        w->most = std::max(w->most, bound);
        ++w->calls;
    };
    watched.context = &seen;
    const Board hard = sl::random_board(Board::goal({5, 3}), rng);
    const sl::Solution watched_s = sl::solve_optimal(hard, Board::goal({5, 3}), watched);
    REQUIRE(watched_s.solved);
    if (watched_s.nodes > (std::uint64_t{1} << 18)) CHECK(seen.calls > 0);
    CHECK(seen.most <= watched_s.length);
    // The tables are built once and then ready; beyond 16 cells there are none.
    CHECK(sl::optimal_tables_ready(goal));
    CHECK_THROWS_AS(sl::solve_optimal(Board::goal({5, 4}), Board::goal({5, 4})),
                    std::invalid_argument);
}

TEST_CASE(
    "2x8 is solved over its compact tables: as short as the Manhattan IDA*, and the far "
    "boards in few nodes",
    "[sliding][optimal]") {
    ninegrid::base::Rng rng(15);
    const Size size{2, 8};
    const Board goal = Board::goal(size);
    // Walks the Manhattan IDA* solves in a moment, checked against it.
    for (int i = 0; i < 3; ++i) {
        const Board b = sl::random_walk(goal, 36, rng);
        CAPTURE(sl::to_compact(b));
        const sl::Solution s = sl::solve_optimal(b, goal);
        const sl::Solution reference = sl::solve_ida(b, goal);
        REQUIRE(s.solved);
        REQUIRE(reference.solved);
        CHECK(s.length == reference.length);
        CHECK(sl::optimal_bound(b, goal) <= s.length);
        CHECK(sl::replay(b, s.moves) == goal);
    }
    // A board the groups of 5 took past 20 million boards: now far fewer; the bound of the
    // search's first iteration is the tables' sum.
    const Board far = *sl::parse_board("95ecd0872baf4631", size).board;
    sl::IdaLimits limits;
    limits.node_limit = 20'000'000;
    const sl::Solution s = sl::solve_optimal(far, goal, limits);
    REQUIRE(s.solved);
    CHECK(sl::replay(far, s.moves) == goal);
    CHECK(sl::optimal_bound(far, goal) <= s.length);
    sl::OptimalOptions fives;
    fives.packed = sl::OptimalOptions::Packed::Off;
    CHECK(sl::optimal_bound(far, goal, fives) <= sl::optimal_bound(far, goal));
    CHECK(sl::optimal_tables_ready(goal));
}

TEST_CASE("Only 2x8 and 8x2 are solved over the compact tables of 7, 7 and 1 tiles",
          "[sliding][optimal]") {
    CHECK(sl::optimal_uses_packed(Size{2, 8}));
    CHECK(sl::optimal_uses_packed(Size{8, 2}));
    CHECK_FALSE(sl::optimal_uses_packed(Size{4, 4}));
    CHECK_FALSE(sl::optimal_uses_packed(Size{3, 5}));
    CHECK_FALSE(sl::optimal_uses_packed(Size{2, 7}));
    sl::OptimalOptions off;
    off.packed = sl::OptimalOptions::Packed::Off;
    CHECK_FALSE(sl::optimal_uses_packed(Size{2, 8}, off));
}

TEST_CASE("A build of the compact tables stops when told and keeps nothing", "[sliding][optimal]") {
    const Board goal = Board::goal(Size{8, 2});
    REQUIRE_FALSE(sl::optimal_tables_ready(goal));
    std::atomic<bool> stop{true};
    sl::OptimalOptions options;
    options.cancel = &stop;
    const sl::OptimalTables none = sl::prepare_optimal_tables(goal, options);
    CHECK(none.cancelled);
    CHECK(none.groups == 0);
    CHECK(none.bytes == 0);
    CHECK_FALSE(sl::optimal_tables_ready(goal));
    // solve_optimal stops its own build with the limits' flag: unsolved, no nodes.
    ninegrid::base::Rng rng(3);
    const Board start = sl::random_walk(goal, 20, rng);
    sl::IdaLimits limits;
    limits.cancel = &stop;
    const sl::Solution stopped = sl::solve_optimal(start, goal, limits);
    CHECK_FALSE(stopped.solved);
    CHECK(stopped.nodes == 0);
    CHECK_FALSE(sl::optimal_tables_ready(goal));
}
