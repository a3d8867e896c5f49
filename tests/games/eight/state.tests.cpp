// SPDX-License-Identifier: MIT
// The board and the blank's moves: legality from every cell, applying, undoing, replaying.
#include "ninegrid/eight/state.hpp"

#include <stdexcept>
#include <string>
#include <vector>

#include "games/eight/support/boards.hpp"
#include "support/catch.hpp"

using ninegrid::eight::cells_problem;
using ninegrid::eight::kAllMoves;
using ninegrid::eight::Move;
using ninegrid::eight::State;
using support::board;
using support::moves;

namespace {

// A board with the blank on `cell` and the tiles 1-8 in order around it.
State blank_at(int cell) {
    State::Cells cells{};
    int tile = 1;
    for (int i = 0; i < ninegrid::eight::kCells; ++i)
        cells[static_cast<std::size_t>(i)] = i == cell ? 0 : tile++;
    return State(cells);
}

// The message of the std::invalid_argument that State(cells) throws, or "<no error>".
std::string construction_error(const State::Cells& cells) {
    try {
        const State s(cells);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "<no error>";
}

}  // namespace

TEST_CASE("the default board is the goal 1 2 3 / 4 5 6 / 7 8 _", "[state]") {
    const State s;
    CHECK(s.cells() == State::Cells{1, 2, 3, 4, 5, 6, 7, 8, 0});
    CHECK(s.zero() == 8);
    CHECK(s == board("123456780"));
}

TEST_CASE("the blank's legal moves depend on its row and column", "[state]") {
    SECTION("corner 0: down and right only") {
        CHECK(blank_at(0).legal_moves() == std::vector<Move>{Move::Down, Move::Right});
    }
    SECTION("corner 2: down and left only") {
        CHECK(blank_at(2).legal_moves() == std::vector<Move>{Move::Down, Move::Left});
    }
    SECTION("corner 6: up and right only") {
        CHECK(blank_at(6).legal_moves() == std::vector<Move>{Move::Up, Move::Right});
    }
    SECTION("corner 8: up and left only") {
        CHECK(blank_at(8).legal_moves() == std::vector<Move>{Move::Up, Move::Left});
    }
    SECTION("top edge 1: everything but up") {
        CHECK(blank_at(1).legal_moves() == std::vector<Move>{Move::Down, Move::Left, Move::Right});
    }
    SECTION("left edge 3: everything but left") {
        CHECK(blank_at(3).legal_moves() == std::vector<Move>{Move::Up, Move::Down, Move::Right});
    }
    SECTION("right edge 5: everything but right") {
        CHECK(blank_at(5).legal_moves() == std::vector<Move>{Move::Up, Move::Down, Move::Left});
    }
    SECTION("bottom edge 7: everything but down") {
        CHECK(blank_at(7).legal_moves() == std::vector<Move>{Move::Up, Move::Left, Move::Right});
    }
    SECTION("centre 4: all four") {
        CHECK(blank_at(4).legal_moves() ==
              std::vector<Move>{Move::Up, Move::Down, Move::Left, Move::Right});
    }
}

TEST_CASE("a horizontal move never wraps around a row", "[state]") {
    // Index arithmetic alone would take the blank from 2 to 3 (Right) or from 3 to 2 (Left).
    for (int cell : {2, 5, 8}) {
        CAPTURE(cell);
        State s = blank_at(cell);
        CHECK_FALSE(s.can_move(Move::Right));
        CHECK(ninegrid::eight::target_cell(cell, Move::Right) == -1);
        CHECK_FALSE(s.apply(Move::Right));
        CHECK(s == blank_at(cell));
    }
    for (int cell : {0, 3, 6}) {
        CAPTURE(cell);
        State s = blank_at(cell);
        CHECK_FALSE(s.can_move(Move::Left));
        CHECK(ninegrid::eight::target_cell(cell, Move::Left) == -1);
        CHECK_FALSE(s.apply(Move::Left));
        CHECK(s == blank_at(cell));
    }
}

TEST_CASE("a vertical move never leaves the board", "[state]") {
    for (int cell : {0, 1, 2}) {
        CAPTURE(cell);
        CHECK_FALSE(blank_at(cell).can_move(Move::Up));
    }
    for (int cell : {6, 7, 8}) {
        CAPTURE(cell);
        CHECK_FALSE(blank_at(cell).can_move(Move::Down));
    }
}

TEST_CASE("every legal move takes the blank to a neighbouring cell", "[state]") {
    for (int cell = 0; cell < ninegrid::eight::kCells; ++cell) {
        for (Move m : kAllMoves) {
            CAPTURE(cell, static_cast<int>(m));
            const int to = ninegrid::eight::target_cell(cell, m);
            if (to < 0) continue;
            const int dr = to / 3 - cell / 3;
            const int dc = to % 3 - cell % 3;
            CHECK(dr * dr + dc * dc == 1);
            CHECK(ninegrid::eight::target_cell(to, ninegrid::eight::opposite(m)) == cell);
        }
    }
}

TEST_CASE("applying a move slides the neighbouring tile into the blank", "[state]") {
    State s = board("123456780");
    SECTION("up: the tile above slides down") {
        CHECK(s.tile_moved_by(Move::Up) == 6);
        REQUIRE(s.apply(Move::Up));
        CHECK(s == board("123450786"));
        CHECK(s.zero() == 5);
    }
    SECTION("left: the tile on the left slides right") {
        CHECK(s.tile_moved_by(Move::Left) == 8);
        REQUIRE(s.apply(Move::Left));
        CHECK(s == board("123456708"));
        CHECK(s.zero() == 7);
    }
    SECTION("moved() returns the new board and leaves the original alone") {
        const State before = s;
        CHECK(s.moved(Move::Up) == board("123450786"));
        CHECK(s == before);
    }
    SECTION("an illegal move returns false and changes nothing") {
        CHECK(s.tile_moved_by(Move::Down) == 0);
        CHECK(s.tile_moved_by(Move::Right) == 0);
        CHECK_FALSE(s.apply(Move::Down));
        CHECK_FALSE(s.apply(Move::Right));
        CHECK(s == State());
        CHECK(s.zero() == 8);
        CHECK(s.moved(Move::Down) == s);
    }
}

TEST_CASE("the cached blank index follows every move", "[state]") {
    State s = board("867254301");
    const std::vector<Move> path = moves("LURDRUULDLDRRUULLDDRRULULDDRURD");
    for (Move m : path) {
        REQUIRE(s.apply(m));
        REQUIRE(s[s.zero()] == 0);
    }
    CHECK(s == State());
}

TEST_CASE("a move followed by its opposite restores the board", "[state]") {
    CHECK(ninegrid::eight::opposite(Move::Up) == Move::Down);
    CHECK(ninegrid::eight::opposite(Move::Down) == Move::Up);
    CHECK(ninegrid::eight::opposite(Move::Left) == Move::Right);
    CHECK(ninegrid::eight::opposite(Move::Right) == Move::Left);
    for (int cell = 0; cell < ninegrid::eight::kCells; ++cell) {
        const State start = blank_at(cell);
        for (Move m : start.legal_moves()) {
            CAPTURE(cell, static_cast<int>(m));
            State s = start;
            REQUIRE(s.apply(m));
            CHECK(s != start);
            REQUIRE(s.apply(ninegrid::eight::opposite(m)));
            CHECK(s == start);
            CHECK(s.zero() == cell);
        }
    }
}

TEST_CASE("moves have one-letter names, read in either case", "[state]") {
    CHECK(ninegrid::eight::move_letter(Move::Up) == 'U');
    CHECK(ninegrid::eight::move_letter(Move::Down) == 'D');
    CHECK(ninegrid::eight::move_letter(Move::Left) == 'L');
    CHECK(ninegrid::eight::move_letter(Move::Right) == 'R');
    for (Move m : kAllMoves) {
        const char upper = ninegrid::eight::move_letter(m);
        const auto lower = static_cast<char>(upper - 'A' + 'a');
        CHECK(ninegrid::eight::move_from_letter(upper) == m);
        CHECK(ninegrid::eight::move_from_letter(lower) == m);
    }
    for (char c : {'W', 'A', 'S', 'x', ' ', '0', '\0', 't'}) {
        CAPTURE(static_cast<int>(c));
        CHECK_FALSE(ninegrid::eight::move_from_letter(c).has_value());
    }
    CHECK(ninegrid::eight::moves_to_string({}).empty());
    CHECK(ninegrid::eight::moves_to_string(
              {Move::Up, Move::Up, Move::Left, Move::Down, Move::Right}) == "UULDR");
}

TEST_CASE("replaying moves gives the final board, or nothing at the first illegal move",
          "[state]") {
    SECTION("a legal sequence") {
        const auto end = ninegrid::eight::replay(board("123456780"), moves("ULDR"));
        REQUIRE(end.has_value());
        CHECK(*end == board("123485760"));
    }
    SECTION("no moves") {
        CHECK(ninegrid::eight::replay(board("867254301"), {}) == board("867254301"));
    }
    SECTION("an illegal move anywhere spoils the whole sequence") {
        CHECK_FALSE(ninegrid::eight::replay(board("123456780"), moves("D")).has_value());
        CHECK_FALSE(ninegrid::eight::replay(board("123456780"), moves("UUU")).has_value());
        CHECK_FALSE(ninegrid::eight::replay(board("123456780"), moves("LLRD")).has_value());
    }
}

TEST_CASE("tiles_moved names the tile that slides at each step", "[state]") {
    CHECK(ninegrid::eight::tiles_moved(board("123456780"), moves("ULDR")) ==
          std::vector<int>{6, 5, 8, 6});
    CHECK(ninegrid::eight::tiles_moved(board("123456780"), {}).empty());
    CHECK(ninegrid::eight::tiles_moved(board("123456708"), moves("R")) == std::vector<int>{8});
}

TEST_CASE("a board must be a permutation of 0..8", "[state]") {
    SECTION("a repeated tile is rejected, naming the tile and the one missing") {
        const State::Cells cells{1, 2, 3, 4, 5, 6, 5, 8, 0};
        CHECK_THROWS_AS(State(cells), std::invalid_argument);
        CHECK(cells_problem(cells) == std::string("tile 5 appears twice and tile 7 is missing"));
        CHECK(construction_error(cells) == "tile 5 appears twice and tile 7 is missing");
    }
    SECTION("a second blank is named as the blank") {
        const State::Cells cells{1, 2, 3, 4, 0, 6, 7, 8, 0};
        CHECK(cells_problem(cells) == std::string("the blank appears twice and tile 5 is missing"));
        CHECK_THROWS_AS(State(cells), std::invalid_argument);
    }
    SECTION("a missing blank is named as the blank") {
        const State::Cells cells{1, 2, 3, 4, 5, 6, 7, 8, 8};
        CHECK(cells_problem(cells) == std::string("tile 8 appears twice and the blank is missing"));
    }
    SECTION("values outside 0..8 are out of range") {
        for (int v : {9, -1, 100}) {
            CAPTURE(v);
            const State::Cells cells{1, 2, 3, 4, 5, 6, 7, 8, v};
            const auto problem = cells_problem(cells);
            REQUIRE(problem.has_value());
            CHECK(*problem == "tile " + std::to_string(v) +
                                  " is out of range: the tiles are 1-8 and 0 is the blank");
            CHECK_THROWS_AS(State(cells), std::invalid_argument);
        }
    }
    SECTION("a permutation has no problem and finds its blank") {
        const State::Cells cells{0, 8, 7, 6, 5, 4, 3, 2, 1};
        CHECK_FALSE(cells_problem(cells).has_value());
        const State s(cells);
        CHECK(s.zero() == 0);
        CHECK(s.cells() == cells);
        CHECK(s[1] == 8);
    }
}
