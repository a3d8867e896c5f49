// SPDX-License-Identifier: MIT
// The pattern tables against a plain BFS, and the IDA* solver over them (Korf's instance 1).
#include "ninegrid/fifteen/pdb.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <initializer_list>
#include <optional>
#include <random>
#include <stdexcept>
#include <unordered_map>
#include <vector>

#include "support/catch.hpp"

using ninegrid::fifteen::kPdbDown;
using ninegrid::fifteen::kPdbLeft;
using ninegrid::fifteen::kPdbRight;
using ninegrid::fifteen::kPdbUp;
using ninegrid::fifteen::Partition;
using ninegrid::fifteen::partition_663;
using ninegrid::fifteen::partition_78;
using ninegrid::fifteen::PatternDatabase;
using ninegrid::fifteen::PatternTable;
using ninegrid::fifteen::PdbBuildOptions;
using ninegrid::fifteen::PdbCells;
using ninegrid::fifteen::PdbFormat;
using ninegrid::fifteen::PdbOptions;
using ninegrid::fifteen::PdbSolution;
using ninegrid::fifteen::solve_pdb;

namespace {

constexpr PdbCells kBlankLast{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};
constexpr PdbCells kBlankFirst{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};

// The blank's cell after `dir`, or -1 off the board.
int step(int blank, int dir) {
    switch (dir) {
        case kPdbUp:
            return blank >= 4 ? blank - 4 : -1;
        case kPdbDown:
            return blank < 12 ? blank + 4 : -1;
        case kPdbLeft:
            return blank % 4 != 0 ? blank - 1 : -1;
        case kPdbRight:
            return blank % 4 != 3 ? blank + 1 : -1;
        default:
            return -1;
    }
}

// Built once per run. The 6-6-3 database takes seconds, so only Korf's goal gets one; the
// blank-last goal gets 5-5-5 (three 524160-entry tables).
const PatternDatabase& db_blank_first() {
    static const PatternDatabase db(kBlankFirst, partition_663(kBlankFirst));
    return db;
}
const PatternDatabase& db_blank_last() {
    static const PatternDatabase db(
        kBlankLast, Partition{{1, 2, 3, 4, 5}, {6, 7, 8, 9, 10}, {11, 12, 13, 14, 15}});
    return db;
}

// How many regions the cells outside `group` fall into on `cells` (the blank counts as free).
int free_regions(const PdbCells& cells, const std::vector<std::uint8_t>& group) {
    std::array<bool, 16> free{};
    for (std::size_t c = 0; c < 16; ++c) {
        free[c] = std::find(group.begin(), group.end(), cells[c]) == group.end();
    }
    std::array<bool, 16> seen{};
    int regions = 0;
    for (int c = 0; c < 16; ++c) {
        if (!free[static_cast<std::size_t>(c)] || seen[static_cast<std::size_t>(c)]) continue;
        ++regions;
        std::vector<int> stack{c};
        seen[static_cast<std::size_t>(c)] = true;
        while (!stack.empty()) {
            const int at = stack.back();
            stack.pop_back();
            for (int dir = 0; dir < 4; ++dir) {
                const int to = step(at, dir);
                if (to < 0) continue;
                const auto t = static_cast<std::size_t>(to);
                if (free[t] && !seen[t]) {
                    seen[t] = true;
                    stack.push_back(to);
                }
            }
        }
    }
    return regions;
}

int blank_of(const PdbCells& cells) {
    for (int c = 0; c < 16; ++c) {
        if (cells[static_cast<std::size_t>(c)] == 0) return c;
    }
    return -1;
}

// Applies a move; false (and `cells` unchanged) when it leaves the board.
bool slide(PdbCells& cells, int dir) {
    const int blank = blank_of(cells);
    const int to = step(blank, dir);
    if (to < 0) return false;
    cells[static_cast<std::size_t>(blank)] = cells[static_cast<std::size_t>(to)];
    cells[static_cast<std::size_t>(to)] = 0;
    return true;
}

bool replays_to(PdbCells cells, const std::vector<std::uint8_t>& moves, const PdbCells& goal) {
    for (std::uint8_t m : moves) {
        if (!slide(cells, m)) return false;
    }
    return cells == goal;
}

std::uint64_t pack(const PdbCells& cells) {
    std::uint64_t word = 0;
    for (std::size_t c = 0; c < 16; ++c)
        word |= static_cast<std::uint64_t>(cells[c]) << (4 * c);
    return word;
}

// Every board within `depth` moves of the goal, with its exact distance, by a plain BFS.
struct Ball {
    std::vector<PdbCells> boards;  // in order of distance
    std::unordered_map<std::uint64_t, int> distance;
};

Ball bfs_ball(const PdbCells& goal, int depth) {
    Ball ball;
    ball.boards.push_back(goal);
    ball.distance.emplace(pack(goal), 0);
    std::size_t layer_begin = 0;
    for (int d = 1; d <= depth; ++d) {
        const std::size_t layer_end = ball.boards.size();
        for (std::size_t i = layer_begin; i < layer_end; ++i) {
            for (int dir = 0; dir < 4; ++dir) {
                PdbCells next = ball.boards[i];
                if (!slide(next, dir)) continue;
                if (ball.distance.emplace(pack(next), d).second) ball.boards.push_back(next);
            }
        }
        layer_begin = layer_end;
    }
    return ball;
}

// A walk of `length` moves from the goal that never undoes its previous move.
PdbCells random_walk(const PdbCells& goal, int length, std::mt19937& rng) {
    PdbCells cells = goal;
    int previous = 4;
    for (int done = 0; done < length;) {
        const int dir = static_cast<int>(rng() % 4);
        if (dir == (previous ^ 1) || !slide(cells, dir)) continue;
        previous = dir;
        ++done;
    }
    return cells;
}

std::vector<int> entries(const PatternDatabase& db, const PdbCells& cells) {
    PdbCells where{};
    for (std::uint8_t c = 0; c < 16; ++c)
        where[cells[c]] = c;
    std::vector<int> out;
    for (const auto& table : db.tables())
        out.push_back(table.entry(where));
    return out;
}

// FNV-1a over a table's entries with the placements in the order of the first build's index (the
// cells of tiles()[0], [1], ... ranked as a k-permutation of the 16 cells), whatever the layout
// the table keeps them in: so a faster build is held to the same contents.
std::uint64_t checksum(const PatternTable& table) {
    const std::size_t k = table.tiles().size();
    std::uint64_t hash = 14695981039346656037ULL;
    std::array<std::uint8_t, 16> digit{};
    for (std::uint32_t i = 0; i < table.size(); ++i) {
        std::uint32_t r = i;
        for (std::size_t j = k; j-- > 0;) {
            digit[j] = static_cast<std::uint8_t>(r % (16 - j));
            r /= static_cast<std::uint32_t>(16 - j);
        }
        PdbCells where{};
        unsigned used = 0;
        for (std::size_t j = 0; j < k; ++j) {
            unsigned c = 0;
            for (unsigned skip = digit[j];; ++c) {
                if ((used & (1U << c)) != 0) continue;
                if (skip == 0) break;
                --skip;
            }
            used |= 1U << c;
            where[table.tiles()[j]] = static_cast<std::uint8_t>(c);
        }
        hash ^= static_cast<std::uint64_t>(table.entry(where));
        hash *= 1099511628211ULL;
    }
    return hash;
}

PdbCells board(std::initializer_list<int> values) {
    PdbCells cells{};
    std::size_t c = 0;
    for (int v : values)
        cells[c++] = static_cast<std::uint8_t>(v);
    return cells;
}

}  // namespace

TEST_CASE("the partitions are the documented 6-6-3 and 7-8 groups for either blank corner",
          "[pdb]") {
    CHECK(partition_663(kBlankLast) ==
          Partition{{1, 5, 6, 9, 10, 13}, {7, 8, 11, 12, 14, 15}, {2, 3, 4}});
    CHECK(partition_663(kBlankFirst) ==
          Partition{{3, 6, 7, 10, 11, 15}, {1, 2, 4, 5, 8, 9}, {12, 13, 14}});
    CHECK(partition_78(kBlankLast) ==
          Partition{{9, 10, 11, 12, 13, 14, 15}, {1, 2, 3, 4, 5, 6, 7, 8}});
    CHECK(partition_78(kBlankFirst) ==
          Partition{{1, 2, 3, 4, 5, 6, 7}, {8, 9, 10, 11, 12, 13, 14, 15}});
    // Elsewhere the blank's goal cell trades places with cell 15 in the blank-last layout.
    const PdbCells centre = board({1, 2, 3, 4, 5, 0, 7, 8, 9, 10, 11, 12, 13, 14, 15, 6});
    CHECK(partition_663(centre) ==
          Partition{{1, 5, 6, 9, 10, 13}, {7, 8, 11, 12, 14, 15}, {2, 3, 4}});
}

// One test case, so that ctest (a process per case) builds the databases once: about 10 s for
// Korf's goal's 6-6-3 and 1 s for the blank-last 5-5-5.
TEST_CASE("the pattern databases and their solver", "[pdb][slow]") {
    SECTION("a table has an entry per placement, 0 for the goal, in 4 bits when all fit") {
        const PatternDatabase& db = db_blank_first();
        REQUIRE(db.tables().size() == 3);
        CHECK(db.tables()[0].size() == 16U * 15 * 14 * 13 * 12 * 11);
        CHECK(db.tables()[1].size() == 16U * 15 * 14 * 13 * 12 * 11);
        CHECK(db.tables()[2].size() == 16U * 15 * 14);
        for (const auto& table : db.tables()) {
            // Every excess over the Manhattan distance fits 4 bits with 6-6-3.
            CHECK(table.format() == PdbFormat::Excess4);
            CHECK(table.bytes() == (table.size() + 1) / 2);
        }
        CHECK(entries(db, kBlankFirst) == std::vector<int>{0, 0, 0});
        CHECK(db.heuristic(kBlankFirst) == 0);
        CHECK(entries(db_blank_last(), kBlankLast) == std::vector<int>{0, 0, 0});

        // A table of a lone tile is its Manhattan distance.
        const PatternTable one(kBlankLast, {6});
        PdbCells where{};
        for (std::uint8_t c = 0; c < 16; ++c) {
            where[6] = c;
            CHECK(one.entry(where) == std::abs(c / 4 - 1) + std::abs(c % 4 - 1));
        }
        CHECK(one.max_entry() == 4);
    }

    // Recorded from the first build (a 0-1 BFS over placement and blank region, commit 4143244);
    // the search over (cell set, region, order) gives the same entries.
    SECTION("the tables' entries are those of the first build") {
        const auto& first = db_blank_first().tables();
        CHECK(first[0].max_entry() == 29);
        CHECK(checksum(first[0]) == 0x31864fea30840d87ULL);
        CHECK(first[1].max_entry() == 28);
        CHECK(checksum(first[1]) == 0x48ff5d9d53f46407ULL);
        CHECK(first[2].max_entry() == 16);
        CHECK(checksum(first[2]) == 0x795a06e6431e2353ULL);
        const auto& last = db_blank_last().tables();
        CHECK(checksum(last[0]) == 0xf3eb18a465276359ULL);
        CHECK(checksum(last[1]) == 0xee44f252c367b37dULL);
        CHECK(checksum(last[2]) == 0xd889ca1bfaa30b89ULL);
    }

    SECTION("within 13 moves the tables never overestimate, and a move changes one group only") {
        for (const PatternDatabase* db : {&db_blank_last(), &db_blank_first()}) {
            const Ball ball = bfs_ball(db->goal(), 13);
            REQUIRE(ball.boards.size() > 20000);
            for (const PdbCells& s : ball.boards) {
                const int d = ball.distance.at(pack(s));
                const std::vector<int> e = entries(*db, s);
                int sum = 0;
                for (int v : e) {
                    CHECK(v >= 0);
                    sum += v;
                }
                CHECK(sum == db->heuristic(s));
                CHECK(sum <= d);
                CHECK(db->heuristic_reflected(s) <= d);
                // The mirror is exactly as far from the goal.
                REQUIRE(db->reflectable());
                const auto mirrored = ball.distance.find(pack(db->mirror(s)));
                REQUIRE(mirrored != ball.distance.end());
                CHECK(mirrored->second == d);
                CHECK(db->mirror(db->mirror(s)) == s);

                const int blank = blank_of(s);
                for (int dir = 0; dir < 4; ++dir) {
                    PdbCells next = s;
                    if (!slide(next, dir)) continue;
                    const std::uint8_t moved = s[static_cast<std::size_t>(step(blank, dir))];
                    const std::vector<int> f = entries(*db, next);
                    for (std::size_t g = 0; g < e.size(); ++g) {
                        if (static_cast<int>(g) != db->group_of(moved)) {
                            CHECK(f[g] == e[g]);
                            continue;
                        }
                        // An entry is the least over the blank's cells. With one free region on
                        // both boards that is the distance of the blank's own region, so a move
                        // changes it by at most 1; where the group walls the blank off it may jump
                        // further.
                        const auto& tiles = db->tables()[g].tiles();
                        if (free_regions(s, tiles) == 1 && free_regions(next, tiles) == 1) {
                            CHECK(std::abs(f[g] - e[g]) <= 1);
                        }
                    }
                }
            }
        }
    }

    SECTION("the solver's moves replay to the goal and are as short as BFS finds") {
        const PatternDatabase& db = db_blank_first();
        const Ball ball = bfs_ball(db.goal(), 13);
        for (std::size_t i = 0; i < ball.boards.size(); i += 97) {
            const PdbCells& s = ball.boards[i];
            for (bool reflect : {true, false}) {
                PdbOptions options;
                options.reflect = reflect;
                const auto solution = solve_pdb(db, s, options);
                REQUIRE(solution.solved);
                CHECK(solution.length == ball.distance.at(pack(s)));
                CHECK(solution.moves.size() == static_cast<std::size_t>(solution.length));
                CHECK(replays_to(s, solution.moves, db.goal()));
            }
        }
        const auto at_goal = solve_pdb(db, db.goal());
        CHECK(at_goal.solved);
        CHECK(at_goal.length == 0);
        CHECK(at_goal.moves.empty());
    }

    SECTION("on walks of 30-40 moves the solution is optimal with and without the reflection") {
        std::mt19937 rng(15);
        for (const PatternDatabase* db : {&db_blank_last(), &db_blank_first()}) {
            for (int walk = 0; walk < 6; ++walk) {
                const PdbCells s = random_walk(db->goal(), 30 + static_cast<int>(rng() % 11), rng);
                const auto with = solve_pdb(*db, s);
                PdbOptions plain;
                plain.reflect = false;
                const auto without = solve_pdb(*db, s, plain);
                const auto of_mirror = solve_pdb(*db, db->mirror(s));
                REQUIRE(with.solved);
                REQUIRE(without.solved);
                REQUIRE(of_mirror.solved);
                CHECK(with.length == without.length);
                CHECK(of_mirror.length == with.length);
                CHECK(with.length <= 40);
                CHECK(db->heuristic_reflected(s) <= with.length);
                CHECK(replays_to(s, with.moves, db->goal()));
                CHECK(replays_to(s, without.moves, db->goal()));
                CHECK(replays_to(db->mirror(s), of_mirror.moves, db->goal()));
            }
        }
    }

    // Korf (1985), goal 0, 1, ..., 15; the lengths as published.
    SECTION("Korf's instances 1, 2 and 3 take 57, 55 and 59 moves") {
        const PatternDatabase& db = db_blank_first();
        const PdbCells korf1 = board({14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3});
        const PdbCells korf2 = board({13, 5, 4, 10, 9, 12, 8, 14, 2, 3, 7, 1, 0, 15, 11, 6});
        const auto one = solve_pdb(db, korf1);
        REQUIRE(one.solved);
        CHECK(one.length == 57);
        CHECK(replays_to(korf1, one.moves, kBlankFirst));
        const auto two = solve_pdb(db, korf2);
        REQUIRE(two.solved);
        CHECK(two.length == 55);
        CHECK(replays_to(korf2, two.moves, kBlankFirst));
        const PdbCells korf3 = board({14, 7, 8, 2, 13, 11, 10, 4, 9, 12, 5, 0, 3, 6, 1, 15});
        const auto three = solve_pdb(db, korf3);
        REQUIRE(three.solved);
        CHECK(three.length == 59);
        CHECK(replays_to(korf3, three.moves, kBlankFirst));
    }

    SECTION("the node limit stops the search unsolved") {
        const PatternDatabase& db = db_blank_first();
        const PdbCells korf1 = board({14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3});
        PdbOptions options;
        options.node_limit = 1000;
        const auto solution = solve_pdb(db, korf1, options);
        CHECK_FALSE(solution.solved);
        CHECK(solution.length == -1);
        CHECK(solution.moves.empty());
        CHECK(solution.nodes == 1000);
        CHECK_FALSE(solution.cancelled);
    }

    SECTION("a raised cancel flag stops the search, and each bound is reported as it starts") {
        const PatternDatabase& db = db_blank_first();
        const PdbCells korf1 = board({14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3});
        std::atomic<bool> cancel{true};
        PdbOptions options;
        options.cancel = &cancel;
        const auto stopped = solve_pdb(db, korf1, options);
        CHECK_FALSE(stopped.solved);
        CHECK(stopped.cancelled);
        CHECK(stopped.moves.empty());
        CHECK(stopped.bound == db.heuristic_reflected(korf1));

        cancel = false;
        std::vector<int> bounds;
        options.on_bound = [](void* context, int bound) {
            static_cast<std::vector<int>*>(context)->push_back(bound);
        };
        options.bound_context = &bounds;
        const auto solved = solve_pdb(db, korf1, options);
        REQUIRE(solved.solved);
        CHECK_FALSE(solved.cancelled);
        REQUIRE_FALSE(bounds.empty());
        CHECK(bounds.front() == db.heuristic_reflected(korf1));
        CHECK(bounds.back() == 57);
        CHECK(solved.bound == 57);
        CHECK(std::is_sorted(bounds.begin(), bounds.end()));
    }
}

TEST_CASE("a goal with the blank off the diagonal has no reflection", "[pdb]") {
    const PdbCells goal = board({1, 2, 3, 0, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15});
    const Partition thirds{{1, 2, 3, 4, 5}, {6, 7, 8, 9, 10}, {11, 12, 13, 14, 15}};
    const PatternDatabase db(goal, thirds);
    CHECK_FALSE(db.reflectable());
    CHECK(db.heuristic(goal) == 0);
    std::mt19937 rng(3);
    const PdbCells s = random_walk(goal, 24, rng);
    CHECK(db.heuristic_reflected(s) == db.heuristic(s));
    const auto solution = solve_pdb(db, s);
    REQUIRE(solution.solved);
    CHECK(solution.length <= 24);
    CHECK(replays_to(s, solution.moves, goal));
}

TEST_CASE("a bad goal or partition is refused", "[pdb]") {
    PdbCells twice = kBlankLast;
    twice[0] = 2;
    CHECK_THROWS_AS(PatternDatabase(twice, partition_663(kBlankLast)), std::invalid_argument);
    CHECK_THROWS_AS(PatternDatabase(kBlankLast, Partition{{1, 2, 3}, {3, 4}}),
                    std::invalid_argument);
    CHECK_THROWS_AS(PatternDatabase(kBlankLast, Partition{{1, 2, 3, 4, 5, 6, 7}}),
                    std::invalid_argument);
    CHECK_THROWS_AS(PatternTable(kBlankLast, {0, 1}), std::invalid_argument);
    CHECK_THROWS_AS(PatternTable(kBlankLast, {}), std::invalid_argument);
    // Ten tiles have 16!/6! = 2.9e10 placements, more than a 32-bit rank holds.
    CHECK_THROWS_AS(PatternTable(kBlankLast, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}),
                    std::invalid_argument);
    // What the constructors refuse, said beforehand for a reader of outside data.
    CHECK(PatternTable::group_problem(kBlankLast, {1, 2, 5}).empty());
    CHECK(PatternTable::group_problem(twice, {1, 2}) == "the goal is not a permutation of 0..15");
    CHECK(PatternTable::group_problem(kBlankLast, {2, 2}) ==
          "a pattern group names the blank, a tile twice or no tile");
    const std::size_t three = 16 * 15 * 14;  // entries of a 3-tile table: a nibble each
    using ninegrid::fifteen::PdbFormat;
    CHECK(
        PatternTable::stored_problem(kBlankLast, {1, 2, 5}, PdbFormat::Excess4, three / 2).empty());
    CHECK(PatternTable::stored_problem(kBlankLast, {1, 2, 5}, PdbFormat::Byte, three).empty());
    CHECK(PatternTable::stored_problem(kBlankLast, {1, 2, 5}, PdbFormat::Byte, three / 2) ==
          "the pattern table's data does not fit its group");
    CHECK_THROWS_AS(
        PatternTable(kBlankLast, {1, 2, 5}, PdbFormat::Byte, 10, std::string_view("short")),
        std::invalid_argument);
}

TEST_CASE(
    "a table's build that may be cancelled gives nothing once cancelled, the same table if "
    "not, and only try_build takes a cancel flag",
    "[pdb]") {
    std::atomic<bool> cancel{true};
    PdbBuildOptions options;
    options.cancel = &cancel;
    // Seven tiles: a build of many steps, each of which looks at the flag.
    CHECK_FALSE(PatternTable::try_build(kBlankLast, {1, 2, 3, 4, 5, 6, 7}, options).has_value());
    cancel = false;
    const std::optional<PatternTable> built =
        PatternTable::try_build(kBlankLast, {1, 2, 5}, options);
    REQUIRE(built.has_value());
    const PatternTable plain(kBlankLast, {1, 2, 5});
    CHECK(built->data() == plain.data());
    CHECK(built->max_entry() == plain.max_entry());
    CHECK_THROWS_AS(PatternTable(kBlankLast, {1, 2, 5}, options), std::invalid_argument);
    CHECK_THROWS_AS(PatternDatabase(kBlankLast, partition_663(kBlankLast), options),
                    std::invalid_argument);
}

// Not run by ctest: `ninegrid_fifteen_tests "[.bench]"` prints build times, memory and searches.
TEST_CASE("benchmark: 6-6-3 build and searches", "[.bench]") {
    const auto ms = [](std::chrono::nanoseconds ns) {
        return static_cast<double>(ns.count()) / 1e6;
    };
    const PatternDatabase db(kBlankFirst, partition_663(kBlankFirst));
    for (const auto& table : db.tables()) {
        WARN("group of " << table.tiles().size() << ": " << ms(table.build_time()) << " ms, "
                         << table.bytes() << " bytes, max entry " << table.max_entry());
    }
    WARN("6-6-3 total: " << ms(db.build_time()) << " ms, " << db.bytes() << " bytes");
    std::vector<PdbCells> boards{
        board({14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3}),   // Korf 1: 57
        board({13, 5, 4, 10, 9, 12, 8, 14, 2, 3, 7, 1, 0, 15, 11, 6}),   // Korf 2: 55
        board({14, 7, 8, 2, 13, 11, 10, 4, 9, 12, 5, 0, 3, 6, 1, 15})};  // Korf 3: 59
    std::mt19937 rng(40);
    for (int i = 0; i < 4; ++i)
        boards.push_back(random_walk(kBlankFirst, 50, rng));
    for (const PdbCells& s : boards) {
        for (bool reflect : {true, false}) {
            PdbOptions options;
            options.reflect = reflect;
            const auto start = std::chrono::steady_clock::now();
            const auto solution = solve_pdb(db, s, options);
            const auto took = std::chrono::steady_clock::now() - start;
            WARN((reflect ? "reflect " : "plain   ")
                 << "length " << solution.length << ", " << solution.nodes << " nodes, "
                 << ms(std::chrono::duration_cast<std::chrono::nanoseconds>(took)) << " ms");
        }
    }
}

TEST_CASE("a table whose entries cannot be its own is told, with what gives it away", "[pdb]") {
    const std::vector<std::uint8_t> group{2, 3, 4};
    const PatternTable good(kBlankLast, group);
    CHECK(good.implausible(kBlankLast).empty());
    CHECK(ninegrid::fifteen::largest_stored(good.data(), good.format()) <=
          ninegrid::fifteen::most_stored(good.format(), good.max_entry()));

    // Every byte 0xFF: an excess of 30 everywhere, the goal's placement too.
    const std::string all_ff(good.bytes(), '\xFF');
    const PatternTable ff(kBlankLast, group, PdbFormat::Excess4, good.max_entry(), all_ff);
    CHECK(ff.implausible(kBlankLast) == "the goal's entry is 30, not 0");
    CHECK(ninegrid::fifteen::largest_stored(ff.data(), ff.format()) == 15);
    CHECK(ninegrid::fifteen::most_stored(PdbFormat::Excess4, good.max_entry()) == 8);
    CHECK(ninegrid::fifteen::most_stored(PdbFormat::Excess4, 60) == 14);

    // Entries raised by 4 here and there, the goal's left alone: neighbours give them away.
    std::string bumped(good.data());
    for (std::size_t i = 1; i < bumped.size(); i += 7) {
        const auto b = static_cast<unsigned char>(bumped[i]);
        if ((b & 0xFU) <= 12) bumped[i] = static_cast<char>(b + 2);
    }
    const PatternTable wrong(kBlankLast, group, PdbFormat::Excess4, good.max_entry() + 4, bumped);
    CHECK(wrong.implausible(kBlankLast).find("one move apart") != std::string::npos);

    // In bytes, an entry below the tiles' distance from their goal.
    std::string bytes(good.size(), '\0');
    PdbCells where{};
    where[2] = 0;
    where[3] = 15;
    where[4] = 5;
    for (std::uint32_t i = 0; i < good.size(); ++i)
        bytes[i] = static_cast<char>(good.size() - i == 1 ? 0 : 1);
    const PatternTable low(kBlankLast, group, PdbFormat::Byte, 16, bytes);
    CHECK_FALSE(low.implausible(kBlankLast).empty());
}

TEST_CASE("wrong tables cannot make the search run forever: it stops past 80 moves",
          "[pdb][slow]") {
    // Tables whose every byte is 0xFF say at least 30 moves a group, also at the goal, where the
    // search would never find the 0 it stops at: it ends, unsolved, and says why.
    std::vector<PatternTable> tables;
    for (const auto& group : partition_663(kBlankLast)) {
        const std::size_t bytes = (ninegrid::fifteen::pattern_entries(group.size()) + 1) / 2;
        tables.emplace_back(kBlankLast, group, PdbFormat::Excess4, 30, std::string(bytes, '\xFF'));
    }
    const PatternDatabase db(kBlankLast, std::move(tables));
    const PdbCells one_move = board({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15});
    const auto solution = solve_pdb(db, one_move);
    CHECK_FALSE(solution.solved);
    CHECK(solution.overestimated);
    CHECK(solution.bound > ninegrid::fifteen::kPdbMostMoves);
    // Sound tables never get there.
    const auto sound =
        solve_pdb(db_blank_first(), board({1, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}));
    CHECK(sound.solved);
    CHECK_FALSE(sound.overestimated);
}

TEST_CASE("a long search reports its bound and nodes now and then, counting the same nodes",
          "[pdb][slow]") {
    const PatternDatabase& db = db_blank_first();
    const PdbCells korf3 = board({14, 7, 8, 2, 13, 11, 10, 4, 9, 12, 5, 0, 3, 6, 1, 15});
    PdbOptions options;
    options.reflect = false;
    options.node_limit = 600000;
    const auto quiet = solve_pdb(db, korf3, options);
    struct Seen {
        std::vector<int> bounds;
        std::vector<std::uint64_t> nodes;
    } seen;
    options.on_progress = [](void* context, int bound, std::uint64_t nodes) {
        auto& s = *static_cast<Seen*>(context);
        s.bounds.push_back(bound);
        s.nodes.push_back(nodes);
    };
    options.progress_context = &seen;
    const auto told = solve_pdb(db, korf3, options);
    CHECK(told.nodes == quiet.nodes);
    CHECK(told.bound == quiet.bound);
    CHECK(seen.nodes == std::vector<std::uint64_t>{258048, 520192});
    REQUIRE(seen.bounds.size() == 2);
    CHECK(seen.bounds[0] >= db.heuristic(korf3));
    CHECK(seen.bounds[1] >= seen.bounds[0]);
}

TEST_CASE("threads sharing the long iterations find the very moves one thread finds",
          "[pdb][slow]") {
    const PatternDatabase& db = db_blank_first();
    // Korf's instances 3 and 88: their last iterations take hundreds of thousands to millions
    // of nodes with 6-6-3, so the threads share them.
    for (const auto& cells : {board({14, 7, 8, 2, 13, 11, 10, 4, 9, 12, 5, 0, 3, 6, 1, 15}),
                              board({15, 2, 12, 11, 14, 13, 9, 5, 1, 3, 8, 7, 0, 10, 6, 4})}) {
        PdbOptions one;
        const PdbSolution alone = solve_pdb(db, cells, one);
        REQUIRE(alone.solved);
        CHECK(alone.shared_iterations == 0);
        for (const int threads : {2, 3}) {  // 3: more threads than cores is no matter
            CAPTURE(threads);
            PdbOptions many;
            many.threads = threads;
            const PdbSolution shared = solve_pdb(db, cells, many);
            REQUIRE(shared.solved);
            CHECK(shared.shared_iterations > 0);
            CHECK(shared.moves == alone.moves);
            CHECK(shared.bound == alone.bound);
            // Every node one thread generates is generated by some thread, and the extra ones
            // are the work past the solution in items after its own.
            CHECK(shared.nodes >= alone.nodes);
        }
        PdbOptions machine;
        machine.threads = 0;
        CHECK(solve_pdb(db, cells, machine).moves == alone.moves);
    }
}

TEST_CASE("threads sharing an iteration stop at the node limit and at the cancel flag",
          "[pdb][slow]") {
    const PatternDatabase& db = db_blank_first();
    const PdbCells korf88 = board({15, 2, 12, 11, 14, 13, 9, 5, 1, 3, 8, 7, 0, 10, 6, 4});
    PdbOptions options;
    options.threads = 2;
    options.node_limit = 1000000;  // past the first shared iteration, short of the answer
    const PdbSolution limited = solve_pdb(db, korf88, options);
    CHECK_FALSE(limited.solved);
    CHECK_FALSE(limited.cancelled);
    CHECK(limited.shared_iterations > 0);
    CHECK(limited.nodes >= 1000000);
    CHECK(limited.nodes < 1000000 + 3 * 4096 * 2);  // a poll a thread late at most
    CHECK(limited.moves.empty());

    // Raised by a thread of the search itself, once a shared iteration runs.
    struct Flag {
        std::atomic<bool> raised{false};
    } flag;
    PdbOptions cancelled;
    cancelled.threads = 2;
    cancelled.cancel = &flag.raised;
    cancelled.progress_context = &flag;
    cancelled.on_progress = [](void* context, int, std::uint64_t nodes) {
        if (nodes > 700000) static_cast<Flag*>(context)->raised = true;
    };
    const PdbSolution stopped = solve_pdb(db, korf88, cancelled);
    CHECK_FALSE(stopped.solved);
    CHECK(stopped.cancelled);
    CHECK(stopped.shared_iterations > 0);
    CHECK(stopped.nodes < 700000 + 2 * 262144);  // a report soon after raises it

    // Progress comes as often as with one thread, counted over both, however the items fall.
    struct Seen {
        std::vector<std::uint64_t> nodes;
    };
    for (int run = 0; run < 3; ++run) {
        Seen seen;
        PdbOptions told;
        told.threads = 2;
        told.progress_context = &seen;
        told.on_progress = [](void* context, int, std::uint64_t nodes) {
            static_cast<Seen*>(context)->nodes.push_back(nodes);
        };
        const PdbSolution s = solve_pdb(db, korf88, told);
        REQUIRE(s.solved);
        CAPTURE(run, s.nodes, seen.nodes.size());
        // About one report every 262144 nodes over both threads: the caller's thread reports,
        // so on a busy machine, while it waits for a core, the other's nodes make one report
        // cover more; a quarter of them at the least.
        CHECK(seen.nodes.size() * 4 >= s.nodes / 262144);
        CHECK(std::is_sorted(seen.nodes.begin(), seen.nodes.end()));
    }
}

TEST_CASE("a search asked for no number of threads takes one a core", "[pdb]") {
    using ninegrid::fifteen::pdb_threads;
    CHECK(pdb_threads(0, 2) == 2);
    CHECK(pdb_threads(0, 8) == 8);
    CHECK(pdb_threads(0, 0) == 1);  // the core count unknown
    CHECK(pdb_threads(0, 1000) == 64);
    // Asked for, given (at most 64).
    CHECK(pdb_threads(1, 16) == 1);
    CHECK(pdb_threads(3, 2) == 3);
    CHECK(pdb_threads(500, 2) == 64);
}
