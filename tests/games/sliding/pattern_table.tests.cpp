// SPDX-License-Identifier: MIT
// The compact pattern tables on 2x8 and 8x2 (and the 4x4): their entries, a state's own region by
// region or the least over the regions, against the family's by-cell tables built another way;
// the checks of a table read back; the packed tables' keys and groups.
#include "ninegrid/sliding/pattern_table.hpp"

#include <algorithm>
#include <array>
#include <bitset>
#include <stdexcept>
#include <string>
#include <vector>

#include "games/sliding/engine/near_tables.hpp"
#include "ninegrid/sliding/table_store.hpp"
#include "support/catch.hpp"

namespace sl = ninegrid::sliding;
namespace nd = ninegrid::sliding::near_detail;
using sl::PatternTable;
using sl::PdbBlank;
using sl::PdbCells;
using sl::PdbShape;
using sl::Size;

namespace {

// The goal with the tiles in reading order and the blank on `blank`.
PdbCells goal_with_blank(int blank) {
    PdbCells goal{};
    for (int c = 0; c < 16; ++c)
        goal[static_cast<std::size_t>(c)] =
            static_cast<std::uint8_t>(c == blank ? 0 : (c < blank ? c + 1 : c));
    return goal;
}

sl::TableKey packed_key(Size size, std::vector<int> cells, int blank) {
    sl::TableKey key;
    key.size = size;
    key.goal_cells = std::move(cells);
    key.goal_blank = blank;
    key.blank = sl::TableKey::Blank::Packed;
    return key;
}

}  // namespace

TEST_CASE("a compact table holds the distances the by-cell tables hold, by region or least",
          "[sliding][pattern]") {
    struct Case {
        Size size;
        int blank;
        std::vector<int> cells;  // the group's goal cells
    };
    for (const Case& c : {Case{{8, 2}, 15, {0, 1, 8, 14}}, Case{{2, 8}, 15, {1, 6, 7, 14}},
                          Case{{8, 2}, 4, {3, 5, 12, 13}}, Case{{2, 8}, 9, {0, 8, 10, 15}},
                          Case{{4, 4}, 15, {0, 5, 10, 14}}}) {
        CAPTURE(sl::size_text(c.size), c.blank, c.cells);
        const PdbCells goal = goal_with_blank(c.blank);
        std::vector<std::uint8_t> tiles;
        for (const int cell : c.cells)
            tiles.push_back(goal[static_cast<std::size_t>(cell)]);
        const PatternTable region(PdbShape{c.size, PdbBlank::Region}, goal, tiles);
        const PatternTable least(PdbShape{c.size, PdbBlank::Least}, goal, tiles);
        CHECK(region.size() == sl::pattern_size(region.shape(), tiles.size()));
        CHECK(region.saturated() == 0);
        CHECK(region.implausible(goal).empty());
        CHECK(least.implausible(goal).empty());
        // The family's table with an entry for each placement and cell of the blank.
        const nd::GroupTable by_cell(nd::Grid(c.size), c.cells, c.blank, false, true);
        // Every placement of the group's four tiles, the blank on every free cell.
        std::array<int, 4> at{};
        int compared = 0;
        for (at[0] = 0; at[0] < 16; ++at[0]) {
            for (at[1] = 0; at[1] < 16; ++at[1]) {
                for (at[2] = 0; at[2] < 16; ++at[2]) {
                    for (at[3] = 0; at[3] < 16; ++at[3]) {
                        unsigned used = 0;
                        for (const int a : at)
                            used |= 1U << a;
                        if (std::bitset<16>(used).count() != 4) continue;
                        PdbCells where{};
                        std::uint32_t placement = 0;
                        for (std::size_t i = 4; i-- > 0;) {
                            where[tiles[i]] = static_cast<std::uint8_t>(at[i]);
                            placement = placement * 16 + static_cast<std::uint32_t>(at[i]);
                        }
                        int fewest = 255;
                        for (int blank = 0; blank < 16; ++blank) {
                            if ((used & (1U << blank)) != 0) continue;
                            where[0] = static_cast<std::uint8_t>(blank);
                            const int want =
                                by_cell.at(placement * 16 + static_cast<std::uint32_t>(blank));
                            REQUIRE(region.entry(where) == want);
                            fewest = std::min(fewest, want);
                            ++compared;
                        }
                        REQUIRE(least.entry(where) == fewest);
                    }
                }
            }
        }
        CHECK(compared == 43680 * 12);
    }
}

TEST_CASE("the 4x4's tables are laid out as before on its own shape", "[sliding][pattern]") {
    const PdbCells goal = goal_with_blank(15);
    const std::vector<std::uint8_t> tiles{1, 2, 3, 4};
    const PatternTable plain(goal, tiles);
    const PatternTable shaped(PdbShape{}, goal, tiles);
    CHECK(plain.shape().size == (Size{4, 4}));
    CHECK(plain.data() == shaped.data());
    CHECK(plain.size() == sl::pattern_entries(4));
    CHECK(sl::shape_problem(PdbShape{{3, 5}, PdbBlank::Region}) != "");
    CHECK_THROWS_AS(PatternTable(PdbShape{{4, 3}, PdbBlank::Least}, goal, tiles),
                    std::invalid_argument);
}

TEST_CASE("2x8 and 8x2 are cut into 7, 7 and 1 tiles across the board", "[sliding][pattern]") {
    const auto wide = nd::packed_groups(Size{8, 2}, 15, nd::PackedCut::Columns);
    REQUIRE(wide.size() == 3);
    CHECK(wide[0] == std::vector<int>{0, 1, 2, 3, 8, 9, 10});
    CHECK(wide[1] == std::vector<int>{4, 5, 6, 11, 12, 13, 14});
    CHECK(wide[2] == std::vector<int>{7});
    // Two wide: the rows, two cells each, one after the other.
    const auto tall = nd::packed_groups(Size{2, 8}, 15, nd::PackedCut::Columns);
    REQUIRE(tall.size() == 3);
    CHECK(tall[0] == std::vector<int>{0, 1, 2, 3, 4, 5, 6});
    CHECK(tall[1] == std::vector<int>{7, 8, 9, 10, 11, 12, 13});
    CHECK(tall[2] == std::vector<int>{14});
    // Along the long side, the blank elsewhere.
    const auto rows = nd::packed_groups(Size{8, 2}, 0, nd::PackedCut::Rows);
    CHECK(rows[0] == std::vector<int>{1, 2, 3, 4, 5, 6, 7});
    CHECK(rows[1] == std::vector<int>{8, 9, 10, 11, 12, 13, 14});
    CHECK(rows[2] == std::vector<int>{15});
    const auto keys = nd::packed_keys(Size{8, 2}, 15, nd::PackedCut::Columns);
    CHECK(keys[0].name() == "8x2-b15-0.1.2.3.8.9.10-p");
    CHECK(sl::TableKey::from_name("8x2-b15-0.1.2.3.8.9.10-p") == keys[0]);
    // Compact tables are laid on 16 cells only.
    CHECK_FALSE(sl::TableKey::from_name("3x5-b14-0.1.2-p").has_value());
}

TEST_CASE("a packed table read back is checked, and damage is found", "[sliding][pattern]") {
    const sl::TableKey key = packed_key(Size{2, 8}, {0, 5, 8, 13}, 15);
    CHECK(sl::stored_table(key));
    const std::vector<std::uint8_t> right = sl::build_table(key);
    REQUIRE(right.size() == key.entries());
    CHECK(sl::table_problem(key, right).empty());
    // Cut short.
    std::vector<std::uint8_t> shorter(right.begin(), right.end() - 1);
    CHECK(sl::table_problem(key, shorter) == "the pattern table's data does not fit its group");
    // A nibble of 15: never written by a build.
    std::vector<std::uint8_t> unset = right;
    unset[unset.size() / 3] = 0xFF;
    CHECK(sl::table_problem(key, unset) == "an entry of 15, which marks a state never met");
    // Entries changed all over: some sampled pair one move apart is found too far apart.
    std::vector<std::uint8_t> scrambled = right;
    for (std::size_t i = 0; i < scrambled.size(); i += 3)
        scrambled[i] = static_cast<std::uint8_t>((scrambled[i] + 0x23) & 0x77);
    CHECK_FALSE(sl::table_problem(key, scrambled).empty());
    // The goal's entry: everything 0 above Manhattan is no table either where pairs differ.
    const std::string why = sl::table_problem(key, std::vector<std::uint8_t>(right.size(), 0x11));
    CHECK_FALSE(why.empty());
}
