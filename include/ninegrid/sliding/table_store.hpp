// SPDX-License-Identifier: MIT
// Where the sliding family's pattern tables may be kept between runs. The engine does no file
// I/O: a game layer that keeps tables (on disk, in a cache folder) installs a TableStore, and the
// engine asks it for a table's bytes before building it and hands it the bytes of each table it
// builds. What a store gives is never trusted: the engine checks it (its size, the goal's entry,
// the distribution of its entries and a sample of entries against their neighbours) and builds
// the table again when it fails, telling the store why.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ninegrid/sliding/board.hpp"

namespace ninegrid::sliding {

// One group table (see near_tables.hpp in the engine): the rectangle it is built on, the goal
// cells of its tiles (slot by slot), the blank's goal cell, and how the blank is counted.
struct TableKey {
    enum class Blank : std::uint8_t {
        Free,    // the blank wherever a tile would move: one entry a placement
        Region,  // the least over the blank's free regions: one entry a placement
        Cell,    // one entry a placement and cell of the blank
        // A compact table of 16 cells (pattern_table.hpp, PdbBlank::Region): an entry a
        // placement and free region of the blank, ranked by cell set, region and order, 4 bits
        // each (the excess over the tiles' Manhattan distance, halved). 2x8's and 8x2's.
        Packed,
    };
    Size size;
    std::vector<int> goal_cells;
    int goal_blank = 0;
    Blank blank = Blank::Region;

    // The number of entries, one byte each: n^k placements, times n for Blank::Cell; the
    // bytes of the data for Blank::Packed (two entries a byte).
    std::uint64_t entries() const noexcept;
    // A name for the table, stable across runs and versions of the program that build the same
    // table, made of [0-9a-z.x-] only: "3x5-b14-0.1.5.6.10-c" (size, blank, cells, f/r/c/p).
    std::string name() const;
    // The key a name gives, or nothing when it is not one.
    static std::optional<TableKey> from_name(const std::string& name);

    friend bool operator==(const TableKey& a, const TableKey& b) {
        return a.size == b.size && a.goal_cells == b.goal_cells && a.goal_blank == b.goal_blank &&
               a.blank == b.blank;
    }
};

// The keeper of tables between runs. Calls come one at a time (the engine builds one table at a
// time), from any thread.
class TableStore {
  public:
    virtual ~TableStore() = default;
    // The bytes kept for `key`, or nothing (none kept, or refused: the store says why itself).
    virtual std::optional<std::vector<std::uint8_t>> load(const TableKey& key) = 0;
    // The bytes of a table just built (or built again), to keep.
    virtual void store(const TableKey& key, const std::vector<std::uint8_t>& entries) = 0;
    // The bytes load gave for `key` are not a sound table (`why`, in English); it is built again.
    virtual void refused(const TableKey& key, const std::string& why) = 0;
};

// Whether a table is worth keeping: its build costs at least 2^21 entry-steps, an entry of
// Blank::Region counting 16 (its states flood the blank's regions: 90-320 ns an entry by the
// board's cells, against 20-30 for Blank::Cell, measured). Kept: builds of about 0.04 s and more
// (the 12-cell sizes' and solve_near's 20-cell core's groups of 4, 0.04-0.06 s each, up to
// 2x8's and the 4x4 core's, 0.3-0.45 s), where reading and checking a table costs about 6 ns a
// byte (1 ms for a group of 4 on 20 cells); the rest take 0.01 s or less.
bool stored_table(const TableKey& key) noexcept;

// Installs `store` for every table built from now on (null: none, the default); the caller keeps
// it alive until it installs another. Returns the one installed before.
TableStore* set_table_store(TableStore* store) noexcept;
TableStore* table_store() noexcept;

// Why `entries` cannot be the table of `key`, or empty when they can: the checks the engine
// makes on what a store gives (exposed for `tables --verify`).
std::string table_problem(const TableKey& key, const std::vector<std::uint8_t>& entries);

// Builds the table of `key` from nothing (no store, nothing kept): its bytes.
std::vector<std::uint8_t> build_table(const TableKey& key);

// The tables a goal's solvers use, each key once: up to 16 cells the optimal solver's and the
// near-optimal one's (for the boards the optimal search gives up on), beyond the near-optimal
// one's core, solving as it is and turned (as solve_near does); those stored_table
// keeps only when `stored_only`.
std::vector<TableKey> solver_tables(const Board& goal, bool stored_only = true);

// Makes the tables of `keys` ready in this process, one after another, as the solvers would: from
// the store installed when it gives them sound, else built (and given to it). The build's
// percent (table_build_percent) counts over them all.
void prepare_tables(const std::vector<TableKey>& keys);

// How far the table build under way is, in percent (0..100), or -1 when none is being built.
int table_build_percent() noexcept;

}  // namespace ninegrid::sliding
