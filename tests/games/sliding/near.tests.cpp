// SPDX-License-Identifier: MIT
// The near-optimal solver beyond 16 cells: every answer replayed to the goal, never shorter than
// the Manhattan bound, the same answer every time; Korf's 50 24-puzzles as published.
#include "ninegrid/sliding/near.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <numeric>
#include <set>
#include <vector>

#include "base/rng.hpp"
#include "games/sliding/engine/near_tables.hpp"
#include "ninegrid/sliding/board_text.hpp"
#include "ninegrid/sliding/deal.hpp"
#include "ninegrid/sliding/ida.hpp"
#include "ninegrid/sliding/korf24.hpp"
#include "ninegrid/sliding/solvability.hpp"
#include "support/catch.hpp"

namespace sl = ninegrid::sliding;
using sl::Board;
using sl::Size;

namespace {

// One solver a goal for the whole run: the 5x5's tables take a second or two to build.
const sl::NearSolver& solver_for(const Board& goal) {
    static std::vector<std::unique_ptr<sl::NearSolver>> solvers;
    for (const auto& s : solvers)
        if (s->goal() == goal) return *s;
    solvers.push_back(std::make_unique<sl::NearSolver>(goal));
    return *solvers.back();
}

// Solves, replays and bounds one board; its moves.
std::vector<sl::Move> check_solves(const Board& start, const Board& goal) {
    CAPTURE(sl::to_compact(start), sl::to_compact(goal));
    const sl::NearSolution s = solver_for(goal).solve(start);
    const auto end = sl::replay(start, s.moves);
    REQUIRE(end.has_value());
    CHECK(*end == goal);
    CHECK(static_cast<int>(s.moves.size()) >= sl::manhattan(start, goal));
    return s.moves;
}

}  // namespace

TEST_CASE("Korf's 50 24-puzzles are the published boards and lengths", "[sliding][near]") {
    const auto& all = sl::korf24_instances();
    int sum = 0;
    for (std::size_t i = 0; i < all.size(); ++i) {
        const auto& inst = all[i];
        CAPTURE(inst.number);
        CHECK(inst.number == static_cast<int>(i) + 1);
        std::vector<int> cells(inst.start.begin(), inst.start.end());
        std::sort(cells.begin(), cells.end());
        std::vector<int> want(25);
        std::iota(want.begin(), want.end(), 0);
        CHECK(cells == want);  // a permutation of 0..24
        CHECK(sl::is_solvable(sl::korf24_native_board(inst), sl::korf24_goal()));
        // Turned and renumbered, the same distance from our goal: same parity, same Manhattan
        // distance, and the optimal length at least that.
        const Board ours = sl::korf24_board(inst);
        CHECK(sl::is_solvable(ours, Board::goal(sl::kKorf24Size)));
        CHECK(sl::manhattan(ours, Board::goal(sl::kKorf24Size)) ==
              sl::manhattan(sl::korf24_native_board(inst), sl::korf24_goal()));
        CHECK(inst.length >= sl::manhattan(ours, Board::goal(sl::kKorf24Size)));
        CHECK(inst.length % 2 == sl::manhattan(ours, Board::goal(sl::kKorf24Size)) % 2);
        sum += inst.length;
    }
    CHECK(sum == 5039);  // a mean of 100.78 (Korf and Felner 2002)
    // Spot checks against the paper's table: the first, the longest and the last.
    CHECK(all[0].length == 95);
    CHECK(all[0].start[0] == 14);
    CHECK(all[0].start[11] == 0);
    CHECK(all[9].length == 114);
    CHECK(all[24].length == 81);
    CHECK(all[49].length == 113);
    CHECK(all[49].start[24] == 11);
    // Korf's goal turned half a turn and renumbered is ours.
    CHECK(sl::to_compact(Board(sl::kKorf24Size, [] {
              std::vector<int> c(25);
              for (int i = 0; i < 25; ++i)
                  c[static_cast<std::size_t>(24 - i)] = i == 0 ? 0 : 25 - i;
              return c;
          }())) == sl::to_compact(Board::goal(sl::kKorf24Size)));
}

TEST_CASE("a solution of a turned Korf instance, turned back, solves Korf's board",
          "[sliding][near]") {
    const auto& inst = sl::korf24_instances()[24];  // the shortest, 81 moves
    const Board goal = Board::goal(sl::kKorf24Size);
    const auto moves = check_solves(sl::korf24_board(inst), goal);
    CHECK(static_cast<int>(moves.size()) >= inst.length);
    const auto native = sl::replay(sl::korf24_native_board(inst), sl::korf24_native_moves(moves));
    REQUIRE(native.has_value());
    CHECK(*native == sl::korf24_goal());
}

TEST_CASE("random boards of every shape beyond 16 cells are solved", "[sliding][near]") {
    ninegrid::base::Rng rng(27);
    for (const Size size :
         {Size{5, 5}, Size{4, 6}, Size{6, 6}, Size{8, 8}, Size{3, 7}, Size{5, 4}, Size{8, 3}}) {
        CAPTURE(sl::size_text(size));
        const Board goal = Board::goal(size);
        for (int i = 0; i < 3; ++i)
            check_solves(sl::random_board(goal, rng), goal);
        CHECK(solver_for(goal).solve(goal).moves.empty());
    }
}

TEST_CASE("small boards are solved too, and boards at the goal need no moves", "[sliding][near]") {
    ninegrid::base::Rng rng(3);
    for (const Size size : {Size{2, 2}, Size{3, 3}, Size{2, 5}, Size{4, 4}}) {
        CAPTURE(sl::size_text(size));
        const Board goal = Board::goal(size);
        for (int i = 0; i < 3; ++i)
            check_solves(sl::random_board(goal, rng), goal);
        CHECK(solver_for(goal).solve(goal).moves.empty());
    }
}

TEST_CASE("the same board always gets the same moves", "[sliding][near]") {
    ninegrid::base::Rng rng(8);
    const Board goal = Board::goal({6, 6});
    const Board start = sl::random_board(goal, rng);
    const auto first = solver_for(goal).solve(start).moves;
    // Another solver, built again, answers the same.
    const sl::NearSolver again(goal);
    CHECK(again.solve(start).moves == first);
    CHECK(sl::solve_near(start, goal).moves == first);
}

TEST_CASE("goals other than the blank last are reached", "[sliding][near]") {
    ninegrid::base::Rng rng(11);
    // The blank first (Korf's goal), and the blank in the middle of a 5x5.
    std::vector<int> middle(25);
    std::iota(middle.begin(), middle.end(), 1);
    middle[12] = 0;
    middle[24] = 13;
    for (const Board& goal : {sl::korf24_goal(), Board({5, 5}, middle)}) {
        for (int i = 0; i < 2; ++i)
            check_solves(sl::random_board(goal, rng), goal);
    }
}

TEST_CASE("a hint part-way through a solution continues it in no more moves than a new start",
          "[sliding][near]") {
    // From a position part-way along an answer, the solver's answer is a solution again (what a
    // hint shows) and not much longer than the rest of the first answer.
    ninegrid::base::Rng rng(5);
    const Board goal = Board::goal({5, 5});
    const Board start = sl::random_board(goal, rng);
    const auto first = check_solves(start, goal);
    for (std::size_t cut : {first.size() / 4, first.size() / 2, first.size() - 3}) {
        const std::vector<sl::Move> done(first.begin(),
                                         first.begin() + static_cast<std::ptrdiff_t>(cut));
        const Board mid = *sl::replay(start, done);
        const auto rest = check_solves(mid, goal);
        CHECK(rest.size() <= 2 * (first.size() - cut) + 20);
    }
}

TEST_CASE("a path that comes back to a board has the loop cut", "[sliding][near][shorten]") {
    using M = sl::Move;
    const Board start = Board::goal({5, 5});
    // Up, Left, then the blank round a square three times (the board comes back), then Down.
    std::vector<M> moves{M::Up, M::Left};
    // One by one: GCC 12 in C++20 misreads vector::insert of a braced list here (-Warray-bounds,
    // a false positive).
    const M square[] = {M::Up, M::Left, M::Down, M::Right};
    for (int i = 0; i < 3; ++i)
        for (const M m : square)
            moves.push_back(m);
    moves.push_back(M::Down);
    const auto end = sl::replay(start, moves);
    REQUIRE(end.has_value());
    CHECK(sl::cut_loops(start, moves) == 12);
    CHECK(moves == std::vector<M>{M::Up, M::Left, M::Down});
    CHECK(sl::replay(start, moves) == end);
    // A move undone at once is a loop of two; a path back to its start is a loop too.
    std::vector<M> undone{M::Left, M::Up, M::Down, M::Left};
    CHECK(sl::cut_loops(start, undone) == 2);
    CHECK(undone == std::vector<M>{M::Left, M::Left});
    std::vector<M> back{M::Up, M::Down};
    CHECK(sl::cut_loops(start, back) == 2);
    CHECK(back.empty());
}

TEST_CASE("re-solving windows shortens a wandering path to the same board, the same way each time",
          "[sliding][near][shorten]") {
    ninegrid::base::Rng rng(41);
    const Board goal = Board::goal({5, 5});
    const Board start = sl::random_board(goal, rng);
    // A random walk of 80 moves, never undoing the last: far longer than the way between its ends.
    std::vector<sl::Move> walk;
    Board at = start;
    while (walk.size() < 80) {
        const auto legal = at.legal_moves();
        const sl::Move m =
            legal[ninegrid::base::uniform_below(rng, static_cast<std::uint32_t>(legal.size()))];
        if (!walk.empty() && m == sl::opposite(walk.back())) continue;
        at.apply(m);
        walk.push_back(m);
    }
    sl::ShortenOptions options{20, 4, 100'000, 2, UINT64_MAX};
    std::vector<sl::Move> once = walk;
    std::uint64_t nodes = 0;
    const int removed = sl::shorten_path(start, once, options, &nodes);
    CHECK(removed == static_cast<int>(walk.size() - once.size()));
    CHECK(removed > 0);
    CHECK(nodes > 0);
    CHECK(sl::replay(start, once) == at);
    CHECK(static_cast<int>(once.size()) >= sl::manhattan(start, at));
    std::vector<sl::Move> twice = walk;
    sl::shorten_path(start, twice, options);
    CHECK(twice == once);
    // No window: only the loops are cut (this walk has none).
    std::vector<sl::Move> none = walk;
    CHECK(sl::shorten_path(start, none, sl::ShortenOptions{}) == 0);
    CHECK(none == walk);
}

TEST_CASE("an optimal search bounded in length gives up below the optimum", "[sliding][near]") {
    const Board goal = Board::goal({5, 5});
    Board start = goal;
    for (const sl::Move m : {sl::Move::Up, sl::Move::Left, sl::Move::Up, sl::Move::Left})
        start.apply(m);
    sl::IdaLimits limits;
    limits.max_length = 3;
    CHECK_FALSE(sl::solve_ida(start, goal, limits).solved);
    limits.max_length = 4;
    const sl::Solution s = sl::solve_ida(start, goal, limits);
    CHECK(s.solved);
    CHECK(s.length == 4);
}

TEST_CASE("the solver's shortening and second way never lengthen an answer",
          "[sliding][near][shorten]") {
    ninegrid::base::Rng rng(13);
    const Board goal = Board::goal({5, 5});
    sl::NearOptions plain;
    plain.shorten = sl::ShortenOptions{};
    sl::NearOptions both;
    both.variants = 2;
    const sl::NearSolver unshortened(goal, plain);
    const sl::NearSolver two_ways(goal, both);
    // The first: the turned way is shorter before shortening, but the plain way shortens to 76
    // moves and the turned one only to 80, so both ways must be shortened before they are
    // compared.
    std::vector<Board> starts{Board({5, 5}, {6,  1, 12, 10, 4,  7,  11, 5,  14, 8, 16, 23, 2,
                                             17, 9, 21, 0,  13, 20, 24, 22, 18, 3, 19, 15})};
    for (int i = 0; i < 3; ++i)
        starts.push_back(sl::random_board(goal, rng));
    for (const Board& start : starts) {
        CAPTURE(sl::to_compact(start));
        const auto before = unshortened.solve(start).moves;
        const auto after = check_solves(start, goal);
        const auto best = two_ways.solve(start).moves;
        CHECK(after.size() <= before.size());
        CHECK(best.size() <= after.size());
        CHECK(sl::replay(start, best) == goal);
        CHECK(two_ways.solve(start).moves == best);
    }
}

namespace {

// The sum of a pattern set's entries for `board` (tiles named as the goal in reading order with
// the blank on the set's goal cell).
int pattern_sum(const sl::near_detail::PatternSet& set, const Board& board) {
    std::array<std::uint32_t, 8> index{};
    for (int c = 0; c < board.cell_count(); ++c) {
        const auto tile = static_cast<std::size_t>(board[c]);
        if (tile == 0) continue;
        const std::size_t g = set.group_of[tile];
        index[g] += static_cast<std::uint32_t>(c) * set.tables[g]->power(set.slot_of[tile]);
    }
    int sum = 0;
    for (std::size_t g = 0; g < set.tables.size(); ++g)
        sum += set.tables[g]->at(index[g]);
    return sum;
}

}  // namespace

TEST_CASE("the groups cut the other way cover every tile once, and their bound is admissible",
          "[sliding][near]") {
    ninegrid::base::Rng rng(29);
    for (const Size size : {Size{4, 3}, Size{3, 4}, Size{5, 4}}) {
        CAPTURE(sl::size_text(size));
        const Board goal = Board::goal(size);
        const int blank = goal.blank();
        const auto rows = sl::near_detail::pattern_groups(size, blank, 5, false);
        const auto cols = sl::near_detail::pattern_groups(size, blank, 5, true);
        CHECK(rows != cols);
        std::vector<int> cells;
        for (const auto& g : cols) {
            CHECK(g.size() <= 5);
            cells.insert(cells.end(), g.begin(), g.end());
        }
        std::sort(cells.begin(), cells.end());
        std::vector<int> want;
        for (int c = 0; c < size.cells(); ++c)
            if (c != blank) want.push_back(c);
        CHECK(cells == want);

        const sl::near_detail::PatternSet along(size, blank, false, 5, false, false);
        const sl::near_detail::PatternSet across(size, blank, false, 5, false, true);
        CHECK(pattern_sum(along, goal) == 0);
        CHECK(pattern_sum(across, goal) == 0);
        int differ = 0;
        for (int i = 0; i < 12; ++i) {
            // 3x4 and 4x3: any board; 5x4: a walk, so that IDA* with Manhattan distance and
            // linear conflict finds the optimum at once.
            const Board start =
                size.cells() <= 12 ? sl::random_board(goal, rng) : sl::random_walk(goal, 40, rng);
            CAPTURE(sl::to_compact(start));
            const sl::Solution best = sl::solve_ida(start, goal);
            REQUIRE(best.solved);
            const int a = pattern_sum(along, start);
            const int b = pattern_sum(across, start);
            CHECK(a <= best.length);
            CHECK(b <= best.length);
            CHECK(a >= sl::manhattan(start, goal));
            CHECK(b >= sl::manhattan(start, goal));
            differ += a != b ? 1 : 0;
        }
        CHECK(differ > 0);  // a second partition that bounds differently
    }
}

TEST_CASE("solve_near's 5x5 mode: a larger core under two partitions, both ways on threads",
          "[sliding][near]") {
    const sl::NearOptions options = sl::solve_near_options({5, 5});
    CHECK(options.largest_core == 20);
    CHECK(options.core_two_partitions);
    CHECK(options.variants == 2);
    // Beyond 25 cells and on 4x5 the defaults but both ways.
    CHECK(sl::solve_near_options({6, 6}).largest_core == sl::NearOptions{}.largest_core);
    CHECK(sl::solve_near_options({4, 5}).largest_core == sl::NearOptions{}.largest_core);
    const Board goal = Board::goal({5, 5});
    const sl::NearSolver solver(goal, options);
    const sl::NearSolver plain(goal);
    for (const int number : {1, 17, 40}) {
        const auto& inst = sl::korf24_instances()[static_cast<std::size_t>(number - 1)];
        CAPTURE(inst.number);
        const Board start = sl::korf24_board(inst);
        const auto moves = solver.solve(start).moves;
        CHECK(sl::replay(start, moves) == goal);
        CHECK(static_cast<int>(moves.size()) >= inst.length);
        CHECK(static_cast<int>(moves.size()) % 2 == inst.length % 2);
        // The same moves again, and from solve_near.
        CHECK(solver.solve(start).moves == moves);
        CHECK(sl::solve_near(start, goal).moves == moves);
        // No longer than the game's faster mode (measured: never longer on Korf's 50).
        CHECK(moves.size() <= plain.solve(start).moves.size());
    }
    // A 4x6 shrinks to the same 4x5 core.
    ninegrid::base::Rng rng(31);
    const Board goal46 = Board::goal({4, 6});
    const sl::NearSolver solver46(goal46, sl::solve_near_options({4, 6}));
    for (int i = 0; i < 2; ++i) {
        const Board start = sl::random_board(goal46, rng);
        CHECK(sl::replay(start, solver46.solve(start).moves) == goal46);
    }
}
