// SPDX-License-Identifier: MIT
// The distance table: one BFS from the goal, checked against OEIS A089473 and a plain BFS.
#include "ninegrid/eight/distance_table.hpp"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "games/eight/support/boards.hpp"
#include "games/eight/support/reference_bfs.hpp"
#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/random.hpp"
#include "ninegrid/eight/rank.hpp"
#include "ninegrid/eight/solvability.hpp"
#include "support/catch.hpp"

using ninegrid::eight::DistanceTable;
using ninegrid::eight::State;
using support::board;

TEST_CASE("the distance distribution of the default goal is OEIS A089473", "[distance_table]") {
    const DistanceTable table{State()};
    const std::vector<std::uint32_t> a089473{1,     2,     4,     8,     16,    20,    39,    62,
                                             116,   152,   286,   396,   748,   1024,  1893,  2512,
                                             4485,  5638,  9529,  10878, 16993, 17110, 23952, 20224,
                                             24047, 15578, 14560, 6274,  3910,  760,   221,   2};
    CHECK(table.counts() == a089473);
    CHECK(table.reachable() == 181440);
    CHECK(table.max_distance() == 31);
    CHECK(std::fabs(table.mean_distance() - 21.9724) < 0.0001);
    CHECK(table.goal() == State());

    const std::vector<State> hardest = table.boards_at(31);
    REQUIRE(hardest.size() == 2);
    CHECK(hardest[0] == board("647850321"));  // rank order
    CHECK(hardest[1] == board("867254301"));
    CHECK(table.boards_at(0) == std::vector<State>{State()});
    CHECK(table.boards_at(1) == std::vector<State>{board("123450786"), board("123456708")});
    CHECK(table.boards_at(32).empty());
    CHECK(table.boards_at(-1).empty());
}

TEST_CASE("boards_at lists exactly the boards at that distance, in rank order",
          "[distance_table]") {
    const DistanceTable table{State()};
    std::uint64_t total = 0;
    for (int d = 0; d <= table.max_distance(); ++d) {
        CAPTURE(d);
        const std::vector<State> boards = table.boards_at(d);
        REQUIRE(boards.size() == table.counts()[static_cast<std::size_t>(d)]);
        total += boards.size();
        for (std::size_t i = 0; i < boards.size(); ++i) {
            REQUIRE(table.distance(boards[i]) == d);
            if (i > 0)
                REQUIRE(ninegrid::eight::cantor_rank(boards[i - 1]) <
                        ninegrid::eight::cantor_rank(boards[i]));
        }
    }
    CHECK(total == 181440);
}

TEST_CASE("the goal is at distance 0 and has no best move", "[distance_table]") {
    const DistanceTable table{State()};
    CHECK(table.distance(State()) == 0);
    CHECK_FALSE(table.best_move(State()).has_value());
    const ninegrid::eight::Solution at_goal = table.solve(State());
    CHECK(at_goal.solvable);
    CHECK(at_goal.moves.empty());
    CHECK(at_goal.length() == 0);
}

TEST_CASE("copies of a table share it and outlive the original", "[distance_table]") {
    std::vector<DistanceTable> copies;
    {
        const DistanceTable original{board("123804765")};
        copies.push_back(original);
        DistanceTable assigned{State()};
        assigned = original;
        copies.push_back(std::move(assigned));
    }
    for (const DistanceTable& t : copies) {
        CHECK(t.goal() == board("123804765"));
        CHECK(t.distance(board("123804765")) == 0);
        CHECK(t.distance(State()) == -1);  // the default goal has the other parity
        CHECK(t.distance(board("123804756")) == -1);
        CHECK(t.distance(board("123084765")) == 1);
        CHECK(t.max_distance() == 30);
        CHECK(t.reachable() == 181440);
    }
}

TEST_CASE("a board of the other parity is unreachable", "[distance_table]") {
    const DistanceTable table{State()};
    const State other = board("213456780");
    CHECK(table.distance(other) == -1);
    CHECK_FALSE(table.best_move(other).has_value());
    const ninegrid::eight::Solution s = table.solve(other);
    CHECK_FALSE(s.solvable);
    CHECK(s.moves.empty());
    CHECK(s.length() == -1);
}

TEST_CASE("the table agrees with a plain BFS on every board", "[distance_table][slow]") {
    for (const State& goal : {State(), support::classroom_goal()}) {
        CAPTURE(ninegrid::eight::to_compact(goal));
        const DistanceTable table(goal);
        const std::vector<int> reference = support::reference_distances(goal);
        std::uint32_t mismatches = 0;
        std::uint32_t first = 0;
        for (std::uint32_t r = 0; r < ninegrid::eight::kPermutationCount; ++r) {
            if (table.distance(ninegrid::eight::cantor_unrank(r)) != reference[r]) {
                if (mismatches++ == 0) first = r;
            }
        }
        INFO("first mismatch at rank " << first << ": table "
                                       << table.distance(ninegrid::eight::cantor_unrank(first))
                                       << ", reference " << reference[first]);
        CHECK(mismatches == 0);
    }
}

TEST_CASE("the best move always lowers the distance by exactly one", "[distance_table][slow]") {
    for (const State& goal : {State(), support::classroom_goal()}) {
        CAPTURE(ninegrid::eight::to_compact(goal));
        const DistanceTable table(goal);
        std::uint32_t failures = 0;
        std::uint32_t checked = 0;
        std::uint32_t first = 0;
        for (std::uint32_t r = 0; r < ninegrid::eight::kPermutationCount; ++r) {
            const State s = ninegrid::eight::cantor_unrank(r);
            const int d = table.distance(s);
            if (d <= 0) continue;
            ++checked;
            const auto m = table.best_move(s);
            State next = s;
            if (!m || !next.apply(*m) || table.distance(next) != d - 1) {
                if (failures++ == 0) first = r;
            }
        }
        INFO("first failure at rank " << first);
        CHECK(failures == 0);
        CHECK(checked == 181440 - 1);
    }
}

TEST_CASE("solving from the table replays to the goal in exactly the distance",
          "[distance_table][slow]") {
    for (const State& goal : {State(), support::classroom_goal()}) {
        CAPTURE(ninegrid::eight::to_compact(goal));
        const DistanceTable table(goal);
        std::uint32_t failures = 0;
        std::uint32_t first = 0;
        for (std::uint32_t r = 0; r < ninegrid::eight::kPermutationCount; ++r) {
            const State s = ninegrid::eight::cantor_unrank(r);
            const int d = table.distance(s);
            if (d < 0) continue;
            const ninegrid::eight::Solution solution = table.solve(s);
            const auto end = ninegrid::eight::replay(s, solution.moves);
            if (!solution.solvable || solution.length() != d || !end || *end != goal ||
                solution.stats.expanded != static_cast<std::uint64_t>(d) + 1) {
                if (failures++ == 0) first = r;
            }
        }
        INFO("first failure at rank " << first);
        CHECK(failures == 0);
    }
}

TEST_CASE("a table for the classroom goal 123804765 covers its own half of the space",
          "[distance_table]") {
    const State goal = support::classroom_goal();
    const DistanceTable table(goal);
    CHECK(table.goal() == goal);
    CHECK(table.reachable() == 181440);
    std::uint64_t sum = 0;
    for (std::uint32_t c : table.counts()) {
        CHECK(c > 0);
        sum += c;
    }
    CHECK(sum == 181440);
    CHECK(table.counts()[0] == 1);
    CHECK(table.counts()[1] == 4);  // the blank in the centre has four moves
    CHECK(table.distance(goal) == 0);
    // The default goal has the other parity.
    CHECK(table.distance(State()) == -1);
    CHECK(table.distance(board("283104765")) == 4);

    const int max = table.max_distance();
    CHECK(max == 30);
    const std::vector<State> hardest = table.boards_at(max);
    REQUIRE_FALSE(hardest.empty());
    CHECK(hardest.size() == table.counts().back());
    for (const State& s : hardest) {
        CAPTURE(ninegrid::eight::to_compact(s));
        CHECK(table.distance(s) == max);
        CHECK(ninegrid::eight::is_solvable(s, goal));
        CHECK(table.solve(s).length() == max);
    }
}

TEST_CASE("the mean distance is the count-weighted average", "[distance_table]") {
    const DistanceTable table(support::classroom_goal());
    double sum = 0;
    for (std::size_t d = 0; d < table.counts().size(); ++d) {
        sum += static_cast<double>(d) * table.counts()[d];
    }
    CHECK(std::fabs(table.mean_distance() - sum / 181440.0) < 1e-9);
}

namespace {

using ninegrid::eight::PathTable;

// The letters of DistanceTable::solve's path.
std::string table_path(const DistanceTable& table, const State& s) {
    return ninegrid::eight::moves_to_string(table.solve(s).moves);
}

// Every board solve_many was given, answered as DistanceTable answers it: the count of boards that
// were not (the first one's rank in `first`).
std::uint32_t path_mismatches(const DistanceTable& table, const std::vector<std::uint32_t>& ranks,
                              const std::vector<std::int8_t>& lengths,
                              const std::vector<char>& paths, std::uint32_t& first) {
    std::uint32_t mismatches = 0;
    for (std::size_t i = 0; i < ranks.size(); ++i) {
        const State s = ninegrid::eight::cantor_unrank(ranks[i]);
        const int d = table.distance(s);
        const bool same =
            lengths[i] == d &&
            (d <= 0 || std::string(&paths[i * PathTable::kPathSlot], static_cast<std::size_t>(d)) ==
                           table_path(table, s));
        if (!same && mismatches++ == 0) first = ranks[i];
    }
    return mismatches;
}

}  // namespace

TEST_CASE("solve_many finds DistanceTable's path for every board", "[distance_table][slow]") {
    for (const State& goal : {State(), support::classroom_goal()}) {
        CAPTURE(ninegrid::eight::to_compact(goal));
        const DistanceTable table(goal);
        const PathTable paths(goal);
        CHECK(paths.goal() == goal);
        // Every rank, of both parities, in one call: the blocks, the sort by distance and the
        // lanes all see every case.
        std::vector<std::uint32_t> ranks(ninegrid::eight::kPermutationCount);
        for (std::uint32_t r = 0; r < ranks.size(); ++r)
            ranks[r] = r;
        std::vector<std::int8_t> lengths(ranks.size(), 99);
        std::vector<char> letters(ranks.size() * PathTable::kPathSlot);
        paths.solve_many(ranks.data(), ranks.size(), lengths.data(), letters.data());
        std::uint32_t first = 0;
        const std::uint32_t mismatches = path_mismatches(table, ranks, lengths, letters, first);
        INFO("first mismatch at rank " << first);
        CHECK(mismatches == 0);
        std::uint32_t reachable = 0;
        for (std::int8_t d : lengths)
            reachable += d >= 0;
        CHECK(reachable == 181440);
    }
}

TEST_CASE("solve_many answers any number of boards in any order", "[distance_table]") {
    const State goal = support::classroom_goal();
    const DistanceTable table(goal);
    const PathTable paths(goal);
    // Random boards of both parities, with the goal and repeats among them; counts around the
    // 32 lanes and the blocks of 1024.
    ninegrid::eight::Rng rng(7);
    std::vector<std::uint32_t> pool;
    for (int i = 0; i < 3000; ++i)
        pool.push_back(ninegrid::eight::uniform_below(rng, ninegrid::eight::kPermutationCount));
    pool[5] = ninegrid::eight::cantor_rank(goal);
    pool[40] = pool[41];
    for (const int n : {0, 1, 31, 32, 33, 65, 1023, 1024, 1025, 3000}) {
        const auto count = static_cast<std::size_t>(n);
        CAPTURE(count);
        const std::vector<std::uint32_t> ranks(pool.begin(),
                                               pool.begin() + static_cast<long>(count));
        std::vector<std::int8_t> lengths(count + 1, 99);
        std::vector<char> letters((count + 1) * PathTable::kPathSlot, '?');
        paths.solve_many(ranks.data(), count, lengths.data(), letters.data());
        std::uint32_t first = 0;
        lengths.pop_back();
        CHECK(path_mismatches(table, ranks, lengths, letters, first) == 0);
        // Nothing past the boards it was given is touched.
        CHECK(letters.back() == '?');
    }
}

TEST_CASE("a path table solves one board as the distance table does", "[distance_table]") {
    const PathTable paths{State()};
    const DistanceTable table{State()};
    CHECK(paths.distance(ninegrid::eight::cantor_rank(State())) == 0);
    CHECK(paths.distance(ninegrid::eight::cantor_rank(board("213456780"))) == -1);
    CHECK(paths.distance(ninegrid::eight::cantor_rank(board("867254301"))) == 31);

    const ninegrid::eight::Solution at_goal = paths.solve(State());
    CHECK(at_goal.solvable);
    CHECK(at_goal.moves.empty());
    CHECK(at_goal.stats.expanded == 1);
    const ninegrid::eight::Solution other = paths.solve(board("213456780"));
    CHECK_FALSE(other.solvable);
    CHECK(other.length() == -1);
    for (const State& s : support::hardest_boards()) {
        const ninegrid::eight::Solution solved = paths.solve(s);
        CHECK(solved.moves == table.solve(s).moves);
        CHECK(solved.length() == 31);
        CHECK(solved.stats.expanded == 1 + 8);  // the distance, then four moves a look-up
        CHECK(ninegrid::eight::replay(s, solved.moves) == State());
    }
}
