// SPDX-License-Identifier: MIT
// The sliding puzzles' board: the cell under a click is the cell drawn there, in both forms and
// for one and two digits; a click slides the run between a tile and the blank.
#include "games/sliding/grid.hpp"

#include "support/catch.hpp"

using ninegrid::sliding::Direction;
using ninegrid::sliding::Grid;

TEST_CASE("the cell under a click is where draw_grid wrote its tile", "[sliding]") {
    for (const ninegrid::sliding::Size size :
         {ninegrid::sliding::Size{3, 3}, ninegrid::sliding::Size{4, 4},
          ninegrid::sliding::Size{5, 3}, ninegrid::sliding::Size{2, 6},
          ninegrid::sliding::Size{8, 8}}) {
        const int cells = size.cells();
        Grid g;
        g.width = size.width;
        g.height = size.height;
        g.digits = static_cast<int>(std::to_string(cells - 1).size());
        for (int i = 0; i < cells; ++i) {
            g.cells.push_back((i + 1) % cells);
            g.goal.push_back((i + 1) % cells);
        }
        for (const bool compact : {false, true}) {
            CAPTURE(ninegrid::sliding::size_text(size), compact);
            const auto lines = ninegrid::sliding::draw_grid(g, {}, compact);
            const auto [cols, rows] = ninegrid::sliding::grid_size(g, compact);
            CHECK(static_cast<int>(lines.size()) == rows);
            CHECK(static_cast<int>(lines[0].size()) == cols);
            int found = 0;
            for (std::size_t row = 0; row < lines.size(); ++row) {
                for (std::size_t col = 0; col < lines[row].size(); ++col) {
                    const char c = lines[row][col];
                    if (c < '1' || c > '9') continue;
                    ninegrid::term::Key k;
                    k.row = static_cast<int>(row);
                    k.col = static_cast<int>(col) + 1;  // the window's columns count from 1
                    const auto cell = ninegrid::sliding::cell_at(g, compact, k);
                    REQUIRE(cell);
                    const std::string tile =
                        std::to_string(g.cells[static_cast<std::size_t>(*cell)]);
                    CHECK(tile.find(c) != std::string::npos);
                    ++found;
                }
            }
            CHECK(found >= cells - 1);
        }
    }
}

TEST_CASE("moves between snapshots of every size are named and counted", "[sliding]") {
    using ninegrid::sliding::Size;
    // 3x3 and 4x4 in hex digits, 5x5 in numbers between commas.
    CHECK(ninegrid::sliding::move_label("123456708", "123456780", Size{3, 3}, true) == "8\u2190");
    CHECK(ninegrid::sliding::move_label("123456789abc0def", "123456789abcdef0", Size{4, 4},
                                        false) == "13,14,15<");
    const std::string before = "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,0,21,22,23,24,20";
    const std::string after = "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,0";
    CHECK(ninegrid::sliding::move_label(before, after, Size{5, 5}, false) == "20^");
    CHECK(ninegrid::sliding::tiles_moved(before, after) == 1);
    CHECK(ninegrid::sliding::tiles_moved("123456789abc0def", "123456789abcdef0") == 3);
    CHECK(ninegrid::sliding::move_label(before, before, Size{5, 5}, false) == "?");
    CHECK(ninegrid::sliding::snapshot_cells("1,x,3") == std::vector<int>{1, -1, 3});
    CHECK(ninegrid::sliding::snapshot_cells("1,99,3") == std::vector<int>{1, -1, 3});
}

TEST_CASE("a click in line with the blank slides the whole run towards it", "[sliding]") {
    // The blank on cell 15 of a 4x4 board.
    CHECK(ninegrid::sliding::slide_run({4, 4}, 15, 12) ==
          std::vector<Direction>(3, Direction::Left));
    CHECK(ninegrid::sliding::slide_run({4, 4}, 15, 3) == std::vector<Direction>(3, Direction::Up));
    CHECK(ninegrid::sliding::slide_run({4, 4}, 5, 6) ==
          std::vector<Direction>(1, Direction::Right));
    CHECK(ninegrid::sliding::slide_run({4, 4}, 5, 13) ==
          std::vector<Direction>(2, Direction::Down));
    CHECK_FALSE(ninegrid::sliding::slide_run({4, 4}, 15, 0));
    CHECK_FALSE(ninegrid::sliding::slide_run({4, 4}, 15, 15));
}

TEST_CASE("tile keys turn the blank the other way", "[sliding]") {
    CHECK(ninegrid::sliding::blank_direction(Direction::Up, true) == Direction::Down);
    CHECK(ninegrid::sliding::blank_direction(Direction::Left, false) == Direction::Left);
    CHECK(ninegrid::sliding::key_for(Direction::Up, false) == "W");
    CHECK(ninegrid::sliding::key_for(Direction::Up, true) == "S");
}
