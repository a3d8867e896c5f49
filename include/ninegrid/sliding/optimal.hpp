// SPDX-License-Identifier: MIT
// Optimal solutions for sliding boards of up to 16 cells (every size but the 15-puzzle's 4x4,
// which has tables of its own): IDA* over additive pattern tables built on first use.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>

#include "ninegrid/sliding/board.hpp"
#include "ninegrid/sliding/ida.hpp"

namespace ninegrid::sliding {

// The most cells a board solve_optimal takes may have.
inline constexpr int kOptimalMaxCells = 16;

// How the tables are cut: the benchmark compares alternatives with these; the defaults are the
// design kept (docs/sliding.md, "Optimal solving up to 16 cells").
struct OptimalOptions {
    // The most tiles a table covers (1..7, as memory allows); 0: 5.
    int group = 0;
    // Tables with an entry for each cell of the blank (its free region's own distance), not the
    // least over its regions: as many times the memory as cells, a stronger bound (2x8: 3.1 ->
    // 50 MB).
    bool by_blank = true;
    // 2x8 and 8x2: compact tables of 7, 7 and 1 tiles with an entry a placement and free region
    // of the blank (pattern_table.hpp), the goal's cells cut across the board (by its columns on
    // 2x8) or along it (by its rows); Off: the tables above, as on the other sizes.
    enum class Packed : std::uint8_t { Off, Columns, Rows };
    Packed packed = Packed::Columns;
    // Raised, stops a build of the compact tables under way (15-25 s): prepare_optimal_tables
    // then returns with `cancelled` set and keeps nothing. solve_optimal stops its build with
    // the limits' cancel flag instead.
    const std::atomic<bool>* cancel = nullptr;
};

// The tables for a goal's size and blank cell, their bytes, and the time and peak memory their
// build took (zero when they were built before in this process).
struct OptimalTables {
    std::size_t bytes = 0;
    std::size_t build_bytes = 0;
    std::chrono::nanoseconds build_time{0};
    int groups = 0;
    bool cancelled = false;  // options.cancel stopped the build: no tables
};

// Whether solve_optimal solves boards of `size` over the compact tables of 7, 7 and 1 tiles
// (2x8 and 8x2 unless options.packed is Off), not over groups of options.group tiles.
bool optimal_uses_packed(Size size, const OptimalOptions& options = {}) noexcept;

// Whether the tables solve_optimal needs for `goal` are built in this process already (a caller
// may then say it is building them while it calls).
bool optimal_tables_ready(const Board& goal, const OptimalOptions& options = {});

// Builds the tables for `goal` (once a process; every goal of a size with the blank on the same
// cell shares them), unless options.cancel stops it. Safe from several threads. Throws
// std::invalid_argument beyond 16 cells.
OptimalTables prepare_optimal_tables(const Board& goal, const OptimalOptions& options = {});

// The lower bound solve_optimal's search starts from: the tables' sum for `board` (at most its
// distance to `goal`). Builds the tables when they are not yet.
int optimal_bound(const Board& board, const Board& goal, const OptimalOptions& options = {});

// An optimal solution from `start` to `goal` (same size, at most 16 cells, any goal): IDA* on
// g + the sum of the groups' table entries, never undoing the previous move, each move looking
// up only the slid tile's group. The tables are built first when they are not yet (see
// prepare_optimal_tables; limits.cancel stops that build too: unsolved, no nodes). Limits as
// solve_ida takes them. Unsolvable pairs are refused before
// the search (solved false, no nodes); boards beyond 16 cells throw std::invalid_argument.
Solution solve_optimal(const Board& start, const Board& goal, const IdaLimits& limits = {},
                       const OptimalOptions& options = {});

}  // namespace ninegrid::sliding
