// SPDX-License-Identifier: MIT
// The family's optimal solver checked against breadth-first search over the whole space of the
// small sizes, and its answers replayed on larger ones.
#include "ninegrid/sliding/ida.hpp"

#include <cstdint>
#include <deque>
#include <unordered_map>
#include <vector>

#include "base/rng.hpp"
#include "ninegrid/sliding/board.hpp"
#include "ninegrid/sliding/board_text.hpp"
#include "ninegrid/sliding/deal.hpp"
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

}  // namespace

TEST_CASE("IDA* is optimal on every size whose whole space a BFS walks", "[sliding][ida]") {
    ninegrid::base::Rng rng(5);
    for (const Size size :
         {Size{2, 2}, Size{3, 2}, Size{2, 3}, Size{4, 2}, Size{2, 4}, Size{3, 3}}) {
        CAPTURE(sl::size_text(size));
        const Board goal = Board::goal(size);
        const auto d = distances(goal);
        // The farthest boards, and random ones.
        int farthest = 0;
        for (const auto& [k, v] : d)
            farthest = std::max(farthest, v);
        std::vector<Board> boards;
        for (int i = 0; i < 60; ++i)
            boards.push_back(sl::random_board(goal, rng));
        int far_taken = 0;
        for (const auto& [k, v] : d) {
            if (v != farthest || far_taken == 3) continue;
            std::vector<int> cells;
            for (int i = 0; i < size.cells(); ++i)
                cells.push_back(static_cast<int>((k >> (4 * i)) & 0xF));
            boards.emplace_back(size, cells);
            ++far_taken;
        }
        for (const Board& b : boards) {
            CAPTURE(sl::to_compact(b));
            const sl::Solution s = sl::solve_ida(b, goal);
            REQUIRE(s.solved);
            CHECK(s.length == d.at(key_of(b)));
            CHECK(sl::replay(b, s.moves) == goal);
        }
    }
}

TEST_CASE("IDA* solves other goals, refuses the other parity, and stops when told",
          "[sliding][ida]") {
    ninegrid::base::Rng rng(8);
    const Size size{4, 3};
    const Board goal = sl::random_board(Board::goal(size), rng);
    const Board start = sl::random_walk(goal, 30, rng);
    const sl::Solution s = sl::solve_ida(start, goal);
    REQUIRE(s.solved);
    CHECK(sl::replay(start, s.moves) == goal);
    CHECK(s.length <= 30);
    CHECK(s.length >= sl::manhattan(start, goal) + sl::linear_conflict(start, goal));
    // The other parity: refused before any search.
    std::vector<int> swapped = goal.cell_values();
    std::swap(swapped[0] == 0 ? swapped[1] : swapped[0], swapped[2] == 0 ? swapped[3] : swapped[2]);
    const sl::Solution none = sl::solve_ida(Board(size, swapped), goal);
    CHECK_FALSE(none.solved);
    CHECK(none.nodes == 0);
    // A node limit and a cancel flag stop it.
    sl::IdaLimits few;
    few.node_limit = 10;
    const Board far = sl::random_board(Board::goal({3, 4}), rng);
    CHECK_FALSE(sl::solve_ida(far, Board::goal({3, 4}), few).solved);
    std::atomic<bool> cancel{true};
    sl::IdaLimits cancelled;
    cancelled.cancel = &cancel;
    const sl::Solution stopped =
        sl::solve_ida(sl::random_board(Board::goal({5, 3}), rng), Board::goal({5, 3}), cancelled);
    CHECK_FALSE(stopped.solved);
    // Sizes beyond 16 cells, near the goal: the walk's length bounds the answer.
    for (const Size big : {Size{5, 5}, Size{8, 8}, Size{3, 7}}) {
        const Board g = Board::goal(big);
        const Board b = sl::random_walk(g, 20, rng);
        const sl::Solution near = sl::solve_ida(b, g);
        REQUIRE(near.solved);
        CHECK(near.length <= 20);
        CHECK(sl::replay(b, near.moves) == g);
    }
}
