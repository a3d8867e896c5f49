// SPDX-License-Identifier: MIT
// The even-width parity rule: it decides reachability for any goal, checked against search.
#include "ninegrid/fifteen/solvability.hpp"

#include <utility>

#include "games/fifteen/support/reference_bfs.hpp"
#include "ninegrid/fifteen/board_text.hpp"
#include "support/catch.hpp"

using ninegrid::fifteen::Board;
using ninegrid::fifteen::is_solvable;

namespace {

Board board(const char* text) {
    return *ninegrid::fifteen::parse_board(text).board;
}

// `b` with the tiles at cells `i` and `j` exchanged (neither the blank).
Board swapped(const Board& b, int i, int j) {
    ninegrid::fifteen::Cells cells = b.cells();
    std::swap(cells[static_cast<std::size_t>(i)], cells[static_cast<std::size_t>(j)]);
    return Board(cells);
}

// Two cells that hold tiles, not the blank, chosen from `n`.
std::pair<int, int> two_tiles(const Board& b, int n) {
    int i = n % 16;
    while (b[i] == 0)
        i = (i + 1) % 16;
    int j = (i + 1 + n / 16 % 15) % 16;
    while (b[j] == 0 || j == i)
        j = (j + 1) % 16;
    return {i, j};
}

}  // namespace

TEST_CASE("the invariant's terms: inversions and the blank's row from the bottom",
          "[fifteen][solvability]") {
    CHECK(inversion_count(Board::goal()) == 0);
    CHECK(blank_row_from_bottom(Board::goal()) == 1);
    CHECK(parity_terms(Board::goal()).parity() == 1);
    CHECK(inversion_count(Board::korf_goal()) == 0);
    CHECK(blank_row_from_bottom(Board::korf_goal()) == 4);
    CHECK(parity_terms(Board::korf_goal()).parity() == 0);
    // All 105 pairs of tiles reversed.
    CHECK(inversion_count(board("fedcba9876543210")) == 105);
    CHECK(inversion_count(board("0fedcba987654321")) == 105);
    // A vertical move lifts a tile over three others; a horizontal one changes nothing.
    CHECK(inversion_count(Board::goal().moved(ninegrid::fifteen::Move::Up)) == 3);
    CHECK(inversion_count(Board::goal().moved(ninegrid::fifteen::Move::Left)) == 0);
    // Sam Loyd's 14-15 puzzle.
    CHECK(inversion_count(board("123456789abcdfe0")) == 1);
}

TEST_CASE("solvability compares the parities of start and goal", "[fifteen][solvability]") {
    const ninegrid::fifteen::Solvability loyd =
        check_solvability(board("123456789abcdfe0"), Board::goal());
    CHECK(loyd.start.inversions == 1);
    CHECK(loyd.start.blank_row == 1);
    CHECK(loyd.goal.inversions == 0);
    CHECK(loyd.goal.blank_row == 1);
    CHECK_FALSE(loyd.solvable());

    CHECK(is_solvable(Board::goal(), Board::goal()));
    // The two goals differ in parity: the blank's row differs by 3, the inversions by 0.
    CHECK_FALSE(is_solvable(Board::goal(), Board::korf_goal()));
    CHECK(is_solvable(board("123456789abcdfe0"), Board::korf_goal()));
    // Reversed tiles with the blank last: 105 inversions + row 1 is even, the default goal odd.
    CHECK_FALSE(is_solvable(board("fedcba987654321_"), Board::goal()));
    CHECK(is_solvable(board("fedcba987654321_"), Board::korf_goal()));
}

TEST_CASE("random walks from a goal stay solvable and one swap of two tiles never is",
          "[fifteen][solvability]") {
    for (const Board& goal : {Board::goal(), Board::korf_goal(), board("5a2f/c03e/1b64/978d")}) {
        CAPTURE(to_compact(goal));
        for (unsigned seed = 1; seed <= 300; ++seed) {
            const Board b =
                support::fifteen::random_walk(goal, static_cast<int>(seed % 97) + 1, seed);
            CAPTURE(seed, to_compact(b));
            REQUIRE(is_solvable(b, goal));
            REQUIRE(is_solvable(goal, b));
            const auto [i, j] = two_tiles(b, static_cast<int>(seed));
            REQUIRE_FALSE(is_solvable(swapped(b, i, j), goal));
        }
    }
}

TEST_CASE("every board a breadth-first search reaches agrees with the parity rule",
          "[fifteen][solvability]") {
    // 300000 boards around each goal (depth 15 and a bit beyond): all reachable, so all of the
    // goal's parity, and each with two tiles exchanged of the other.
    for (const Board& goal : {Board::goal(), Board::korf_goal()}) {
        CAPTURE(to_compact(goal));
        const std::vector<Board> region = support::fifteen::bfs_region(goal, 300000);
        REQUIRE(region.size() == 300000);
        int n = 0;
        for (const Board& b : region) {
            if (!is_solvable(b, goal)) FAIL("reachable but refused: " << to_compact(b));
            const auto [i, j] = two_tiles(b, n++);
            if (is_solvable(swapped(b, i, j), goal))
                FAIL("swapped but accepted: " << to_compact(swapped(b, i, j)));
        }
    }
}
