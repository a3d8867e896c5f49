// SPDX-License-Identifier: MIT
// The seam between the engine's pattern tables and a store that keeps them between runs: the
// tables' names, the checks of what a store gives, and the lists of tables a solver uses.
#include "ninegrid/sliding/table_store.hpp"

#include <algorithm>

#include "near_tables.hpp"
#include "ninegrid/sliding/near.hpp"
#include "ninegrid/sliding/optimal.hpp"
#include "ninegrid/sliding/pattern_table.hpp"

namespace ninegrid::sliding {

std::uint64_t TableKey::entries() const noexcept {
    if (blank == Blank::Packed)
        return (pattern_size(PdbShape{size, PdbBlank::Region}, goal_cells.size()) + 1) / 2;
    const auto n = static_cast<std::uint64_t>(size.cells());
    std::uint64_t count = 1;
    for (std::size_t i = 0; i < goal_cells.size(); ++i)
        count *= n;
    return blank == Blank::Cell ? count * n : count;
}

bool stored_table(const TableKey& key) noexcept {
    if (key.blank == TableKey::Blank::Packed) return true;  // 7 tiles: seconds to build
    const std::uint64_t weight = key.blank == TableKey::Blank::Region ? 16 : 1;
    return key.entries() * weight >= (std::uint64_t{1} << 21);
}

std::string TableKey::name() const {
    std::string out = size_text(size) + "-b" + std::to_string(goal_blank) + '-';
    for (std::size_t i = 0; i < goal_cells.size(); ++i) {
        if (i > 0) out += '.';
        out += std::to_string(goal_cells[i]);
    }
    out += '-';
    switch (blank) {
        case Blank::Free:
            out += 'f';
            break;
        case Blank::Region:
            out += 'r';
            break;
        case Blank::Cell:
            out += 'c';
            break;
        case Blank::Packed:
            out += 'p';
            break;
    }
    return out;
}

namespace {

// A number of one or two decimal digits, no leading zero.
std::optional<int> small_number(const std::string& text) {
    if (text.empty() || text.size() > 2 || (text.size() > 1 && text[0] == '0')) return std::nullopt;
    int v = 0;
    for (const char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        v = v * 10 + (c - '0');
    }
    return v;
}

std::vector<std::string> split(const std::string& text, char by) {
    std::vector<std::string> parts(1);
    for (const char c : text) {
        if (c == by) {
            parts.emplace_back();
        } else {
            parts.back() += c;
        }
    }
    return parts;
}

}  // namespace

std::optional<TableKey> TableKey::from_name(const std::string& name) {
    const std::vector<std::string> parts = split(name, '-');
    if (parts.size() != 4 || parts[3].size() != 1 || parts[1].size() < 2 || parts[1][0] != 'b')
        return std::nullopt;
    const std::vector<std::string> sides = split(parts[0], 'x');
    if (sides.size() != 2) return std::nullopt;
    const auto w = small_number(sides[0]);
    const auto h = small_number(sides[1]);
    const auto blank = small_number(parts[1].substr(1));
    if (!w || !h || !blank) return std::nullopt;
    TableKey key;
    key.size = Size{*w, *h};
    if (!key.size.valid() || *blank >= key.size.cells()) return std::nullopt;
    key.goal_blank = *blank;
    const std::vector<std::string> cells = split(parts[2], '.');
    if (cells.size() > 8) return std::nullopt;
    for (const std::string& c : cells) {
        const auto cell = small_number(c);
        if (!cell || *cell >= key.size.cells() || *cell == key.goal_blank ||
            std::find(key.goal_cells.begin(), key.goal_cells.end(), *cell) !=
                key.goal_cells.end()) {
            return std::nullopt;
        }
        key.goal_cells.push_back(*cell);
    }
    switch (parts[3][0]) {
        case 'f':
            key.blank = Blank::Free;
            break;
        case 'r':
            key.blank = Blank::Region;
            break;
        case 'c':
            key.blank = Blank::Cell;
            break;
        case 'p':
            key.blank = Blank::Packed;
            // Compact tables are laid on 16 cells.
            if (key.size.cells() != 16) return std::nullopt;
            break;
        default:
            return std::nullopt;
    }
    // The names are written one way only: a name that reads back differently is none.
    if (key.name() != name) return std::nullopt;
    return key;
}

std::string table_problem(const TableKey& key, const std::vector<std::uint8_t>& entries) {
    if (key.blank == TableKey::Blank::Packed) {
        std::string why;
        near_detail::packed_from(key, entries, &why);
        return why;
    }
    return near_detail::GroupTable::problem(key, entries);
}

std::vector<std::uint8_t> build_table(const TableKey& key) {
    if (key.blank == TableKey::Blank::Packed) {
        const std::optional<PatternTable> table = near_detail::build_packed(key, PdbBuildOptions{});
        const std::string_view data = table->data();
        return {data.begin(), data.end()};
    }
    const near_detail::GroupTable table(near_detail::Grid(key.size), key.goal_cells, key.goal_blank,
                                        key.blank == TableKey::Blank::Free,
                                        key.blank == TableKey::Blank::Cell);
    return table.entries();
}

void prepare_tables(const std::vector<TableKey>& keys) {
    near_detail::BuildShare share;
    for (const TableKey& key : keys)
        share.all += near_detail::table_work(key);
    for (const TableKey& key : keys) {
        if (key.blank == TableKey::Blank::Packed) {
            near_detail::shared_packed_table(key, share);
        } else {
            near_detail::shared_table(key, share);
        }
        share.before += near_detail::table_work(key);
    }
}

std::vector<TableKey> solver_tables(const Board& goal, bool stored_only) {
    std::vector<TableKey> keys;
    if (goal.cell_count() <= kOptimalMaxCells) {
        const OptimalOptions options;
        // 2x8 and 8x2: the compact tables (optimal.hpp's Packed); the other sizes: groups of 5.
        if (goal.cell_count() == 16 && goal.width() != goal.height()) {
            keys = near_detail::packed_keys(goal.size(), goal.blank(),
                                            options.packed == OptimalOptions::Packed::Rows
                                                ? near_detail::PackedCut::Rows
                                                : near_detail::PackedCut::Columns);
        } else {
            keys = near_detail::PatternSet::keys(goal.size(), goal.blank(), false, 5,
                                                 options.by_blank);
        }
        // The few boards the optimal search gives up on go to the near-optimal solver.
        for (TableKey& key : near_detail::near_solver_keys(goal, 1)) {
            if (std::find(keys.begin(), keys.end(), key) == keys.end())
                keys.push_back(std::move(key));
        }
    } else {
        // The game's hints (NearSolver's defaults) and solve_near's own mode for the size.
        keys = near_detail::near_solver_keys(goal, 2);
        for (TableKey& key :
             near_detail::near_solver_keys(goal, 2, solve_near_options(goal.size()))) {
            if (std::find(keys.begin(), keys.end(), key) == keys.end())
                keys.push_back(std::move(key));
        }
    }
    if (stored_only) {
        keys.erase(std::remove_if(keys.begin(), keys.end(),
                                  [](const TableKey& k) { return !stored_table(k); }),
                   keys.end());
    }
    return keys;
}

}  // namespace ninegrid::sliding
