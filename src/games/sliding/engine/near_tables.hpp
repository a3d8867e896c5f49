// SPDX-License-Identifier: MIT
// The near-optimal solver's inner pieces (near.hpp has the design): the geometry of a rectangle
// of cells as bit masks, and additive pattern tables over it.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "base/bits.hpp"
#include "ninegrid/sliding/board.hpp"
#include "ninegrid/sliding/near.hpp"
#include "ninegrid/sliding/pattern_table.hpp"
#include "ninegrid/sliding/table_store.hpp"

namespace ninegrid::sliding::near_detail {

using Mask = std::uint64_t;

constexpr Mask bit(int cell) noexcept {
    return Mask{1} << cell;
}

inline int lowest_cell(Mask m) noexcept {
    return count_trailing_zeros(m);
}

// A w x h rectangle's cells (reading order) as bits.
struct Grid {
    int w = 0;
    int h = 0;
    int n = 0;
    Mask full = 0;
    Mask not_left = 0;   // cells not in the first column
    Mask not_right = 0;  // cells not in the last column
    std::array<Mask, kMaxCells> around{};

    explicit Grid(Size size);

    // `r` and the cells next to it.
    Mask dilate(Mask r) const noexcept {
        return (r | (r << w) | (r >> w) | ((r << 1) & not_left) | ((r >> 1) & not_right)) & full;
    }
    // The cells reached from `seed` through `free` (which holds seed).
    Mask flood(Mask seed, Mask free) const noexcept {
        for (;;) {
            const Mask grown = seed | (dilate(seed) & free);
            if (grown == seed) return seed;
            seed = grown;
        }
    }
    int distance(int a, int b) const noexcept {
        const int dr = a / w - b / w;
        const int dc = a % w - b % w;
        return (dr < 0 ? -dr : dr) + (dc < 0 ? -dc : dc);
    }
};

// One group's table: for each placement of its tiles (slot i's cell times n^i, summed), the
// fewest moves of the group's tiles that bring them to their goal cells with the blank on its
// goal cell, the other tiles letting the blank through for free. Built by a breadth-first search
// over (placement, the blank's free region), the region named by its lowest cell: each layer is
// one move of a group tile. Entries of placements never reached (two tiles on one cell) are 255.
class GroupTable {
  public:
    // `goal_cells[i]`: slot i's goal cell; `goal_blank`: the blank's. n^(k+1) must fit 32 bits.
    // `blank_free`: the blank is taken to be wherever a tile would move (a placement alone is
    // the state): a weaker bound, built without flooding regions. `by_blank`: an entry for each
    // placement and cell of the blank (index placement * n + the blank's cell), the fewest moves
    // from the blank's own region rather than the least over the regions: n times the entries,
    // a stronger bound.
    // `filled`, when given, counts the entries set as the build goes (for a progress report).
    GroupTable(const Grid& grid, const std::vector<int>& goal_cells, int goal_blank,
               bool blank_free, bool by_blank = false,
               std::atomic<std::uint64_t>* filled = nullptr);
    // The table of `key` with the entries a store kept (checked first: see problem()).
    GroupTable(const TableKey& key, std::vector<std::uint8_t> entries);

    // Why `entries` cannot be the table of `key`, or empty: their count; the goal's entries 0
    // and no other; every depth from 0 to the largest present (a breadth-first search leaves no
    // gap; but for Blank::Region, whose entries are least over regions); and, on placements drawn
    // the same way every time, the entries of placements with two tiles on a cell unset, and of the
    // others set, at least the tiles' Manhattan distance from their goal cells and of its parity,
    // alike over the blank's region (Blank::Cell), and one move of a tile changing them by at most
    // one, one of those moves lowering them by one.
    static std::string problem(const TableKey& key, const std::vector<std::uint8_t>& entries);

    int slots() const noexcept { return static_cast<int>(power_.size()); }
    std::uint32_t power(int slot) const noexcept { return power_[static_cast<std::size_t>(slot)]; }
    int at(std::uint32_t index) const noexcept { return entries_[index]; }
    std::size_t bytes() const noexcept { return entries_.size(); }
    // The most memory the build held (visited bits, layers and the entries).
    std::size_t build_bytes() const noexcept { return build_bytes_; }
    const std::vector<std::uint8_t>& entries() const noexcept { return entries_; }

  private:
    void build_blank_free(const Grid& grid, const std::vector<int>& goal_cells,
                          std::atomic<std::uint64_t>* filled);
    std::vector<std::uint32_t> power_;
    std::vector<std::uint8_t> entries_;
    std::size_t build_bytes_ = 0;
};

// The table for these arguments, built on first use and kept for the rest of the process (every
// solver whose board shrinks to the same rectangle shares it: 5x5, 6x6 and 8x8 all end on the
// same 5x5 and 4x4 tables). Safe to call from several threads.
// With a TableStore installed (table_store.hpp), a table stored_table keeps is asked of it
// first (what it gives is checked: GroupTable::problem), and given to it once built. `share`: this
// table's place in a larger build (the work done before it and in all, in entries), for
// table_build_percent().
struct BuildShare {
    std::uint64_t before = 0;
    std::uint64_t all = 0;  // 0: the table alone
};

// The build under way (one at a time: shared_table and shared_packed_table build under their
// locks, one table after another), for table_build_percent: the work done and in all.
struct Meter {
    std::atomic<bool> on{false};
    std::atomic<std::uint64_t> filled{0};
    std::atomic<std::uint64_t> before{0};
    std::atomic<std::uint64_t> all{1};
};
Meter& meter();
// Shows one build on the meter from its construction to its end: the share's work before it
// and in all (`work` entries, the table's own, when the share names no total).
class MeterRun {
  public:
    MeterRun(BuildShare share, std::uint64_t work);
    ~MeterRun();
    MeterRun(const MeterRun&) = delete;
    MeterRun& operator=(const MeterRun&) = delete;
    Meter& meter() const noexcept { return m_; }

  private:
    Meter& m_;
};
// The store set_table_store installed.
std::atomic<TableStore*>& installed_store();

std::shared_ptr<const GroupTable> shared_table(const TableKey& key, BuildShare share = {});
std::shared_ptr<const GroupTable> shared_table(Size size, const std::vector<int>& goal_cells,
                                               int goal_blank, bool blank_free,
                                               bool by_blank = false);
// The key of a table from the arguments shared_table takes.
TableKey table_key(Size size, const std::vector<int>& goal_cells, int goal_blank, bool blank_free,
                   bool by_blank);
// The entries a table's build sets: each placement of distinct cells (times the cells left for
// the blank, Blank::Cell); the build's progress is counted against it.
std::uint64_t table_work(const TableKey& key) noexcept;

// A partition of a board's tiles into groups of at most `group` (5 for the near-optimal solver)
// and their tables, for the goal whose tiles stand in reading order with the blank on
// `goal_blank` (every goal of the size is this one with its tiles renamed).
struct PatternSet {
    // `across`: the groups cut the other way (pattern_groups), a second partition whose bound
    // may be taken with the first's (the larger).
    PatternSet(Size size, int goal_blank, bool blank_free, int group = 5, bool by_blank = false,
               bool across = false);
    // The keys of the tables such a set uses, group by group.
    static std::vector<TableKey> keys(Size size, int goal_blank, bool blank_free, int group = 5,
                                      bool by_blank = false, bool across = false);

    Size size;
    int goal_blank = 0;
    std::vector<std::shared_ptr<const GroupTable>> tables;
    std::array<std::uint8_t, kMaxCells> group_of{};  // by tile (1..n-1)
    std::array<std::uint8_t, kMaxCells> slot_of{};
    std::chrono::nanoseconds build_time{0};
    std::size_t bytes = 0;
    std::size_t build_bytes = 0;
};

// The groups of tiles for a size and the blank's goal cell: the goal's cells in bands of two
// rows (two columns on a board higher than wide; `across`: the other way), walked across the
// band, cut every `group` tiles.
std::vector<std::vector<int>> pattern_groups(Size size, int goal_blank, int group = 5,
                                             bool across = false);

// The keys of the core's tables a NearSolver with `options` builds for `goal` (the game's
// defaults, or solve_near_options), and for its turned variants up to `variants` (solve_near
// solves two ways); the lines' tables are left out (at most 25^3 entries each, built at once).
std::vector<TableKey> near_solver_keys(const Board& goal, int variants = 2,
                                       const NearOptions& options = NearOptions{});

// --- The compact tables of 2x8 and 8x2 (pattern_table.hpp, PdbBlank::Region), with which
// solve_optimal solves those sizes (packed_tables.cpp).

// How the 15 tiles are cut into groups of 7, 7 and 1: the goal's cells, the blank's left out,
// walked across the short side first (Columns: the columns of 2x8 one after the other) or along
// the long side (Rows), cut after 7 and 14.
enum class PackedCut : std::uint8_t { Columns, Rows };
std::vector<std::vector<int>> packed_groups(Size size, int goal_blank, PackedCut cut);
// The keys of those groups' tables (Blank::Packed).
std::vector<TableKey> packed_keys(Size size, int goal_blank, PackedCut cut);
// The goal a packed key's table is built for (tiles in reading order, the blank on its cell) and
// the tiles of its group (those on its goal cells, slot by slot).
PdbCells packed_goal(const TableKey& key);
std::vector<std::uint8_t> packed_tiles(const TableKey& key);
// Builds the table of a packed key (nothing when options.cancel stopped it).
std::optional<PatternTable> build_packed(const TableKey& key, const PdbBuildOptions& options);
// The table of a packed key from the bytes a store kept, or nothing and why not (`why`).
std::optional<PatternTable> packed_from(const TableKey& key, const std::vector<std::uint8_t>& bytes,
                                        std::string* why);
// The table of a packed key, built on first use (or read from the store installed, checked)
// and kept for the rest of the process; as shared_table does.
// A build stops when `cancel` is raised: nothing is kept and null is returned.
std::shared_ptr<const PatternTable> shared_packed_table(const TableKey& key, BuildShare share = {},
                                                        const std::atomic<bool>* cancel = nullptr);

}  // namespace ninegrid::sliding::near_detail
