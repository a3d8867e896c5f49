// The sliding puzzles' board: the cell under a click is the cell drawn there, in both forms and
// for one and two digits; a click slides the run between a tile and the blank.
#include "games/sliding/grid.hpp"

#include "support/catch.hpp"

using ninegrid::sliding::Direction;
using ninegrid::sliding::Grid;

TEST_CASE("the cell under a click is where draw_grid wrote its tile", "[sliding]") {
    for (const int side : {3, 4}) {
        Grid g;
        g.side = side;
        g.digits = side == 3 ? 1 : 2;
        for (int i = 0; i < side * side; ++i) {
            g.cells.push_back((i + 1) % (side * side));
            g.goal.push_back((i + 1) % (side * side));
        }
        for (const bool compact : {false, true}) {
            CAPTURE(side, compact);
            const auto lines = ninegrid::sliding::draw_grid(g, {}, compact);
            const auto [cols, rows] = ninegrid::sliding::grid_size(g, compact);
            CHECK(static_cast<int>(lines.size()) == rows);
            CHECK(static_cast<int>(lines[0].size()) == cols);
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
                }
            }
        }
    }
}

TEST_CASE("a click in line with the blank slides the whole run towards it", "[sliding]") {
    // The blank on cell 15 of a 4x4 board.
    CHECK(ninegrid::sliding::slide_run(4, 15, 12) == std::vector<Direction>(3, Direction::Left));
    CHECK(ninegrid::sliding::slide_run(4, 15, 3) == std::vector<Direction>(3, Direction::Up));
    CHECK(ninegrid::sliding::slide_run(4, 5, 6) == std::vector<Direction>(1, Direction::Right));
    CHECK(ninegrid::sliding::slide_run(4, 5, 13) == std::vector<Direction>(2, Direction::Down));
    CHECK_FALSE(ninegrid::sliding::slide_run(4, 15, 0));
    CHECK_FALSE(ninegrid::sliding::slide_run(4, 15, 15));
}

TEST_CASE("tile keys turn the blank the other way", "[sliding]") {
    CHECK(ninegrid::sliding::blank_direction(Direction::Up, true) == Direction::Down);
    CHECK(ninegrid::sliding::blank_direction(Direction::Left, false) == Direction::Left);
    CHECK(ninegrid::sliding::key_for(Direction::Up, false) == "W");
    CHECK(ninegrid::sliding::key_for(Direction::Up, true) == "S");
}
