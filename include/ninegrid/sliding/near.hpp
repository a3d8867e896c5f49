// SPDX-License-Identifier: MIT
// Short solutions, found at once, for sliding boards too large to solve optimally at play time
// (5x5, 4x5, 6x6, 8x8, 3x7 ...; it serves every size from 2x2 up, but boards of up to 16 cells
// have optimal solvers of their own).
//
// The design (docs/sliding.md, "Near-optimal solving beyond 16 cells", has the alternatives
// measured and why this one was kept). The board is shrunk line by line, each line placed and
// then left alone, until a core of at most 16 cells is left (5x5: the top row, the left column,
// then a 4x4); the line taken is always on the side away from the goal's blank, shrinking the
// longer dimension first.
// - While more than 25 cells are left (6x6, 8x8), a line is placed one tile at a time, each step
//   a small weighted A* over the cells of that line's tiles and the blank (the other tiles
//   unnamed), guided by their Manhattan distance.
// - Once at most 25 are left, each line is placed by one weighted A* over the cells of its
//   tiles and the blank, guided by pattern tables of its tiles (groups of 3, the blank left out
//   of the tables) plus the blank's way to the nearest tile not home.
// - The core is solved by weighted A* (weight 5/4) over additive pattern tables (groups of 5,
//   each built by a breadth-first search over the group's placements and the blank's free
//   region).
// - The answer is then shortened: loops cut (a board visited twice), and windows of 40 moves,
//   every 10 moves, re-solved optimally between their two boards by IDA* (Manhattan distance
//   plus linear conflict, at most 300,000 boards a window and 1.5 million in all), a shorter
//   way spliced in (Korf's 50: 132.4 -> 129.5 moves; 6x6 and 8x8 gain more).
// - Optionally (NearOptions::variants, used by solve_near) the board is also solved turned about
//   its diagonal (the other line first), each way shortened and the shorter kept (Korf's 50:
//   126.1 moves), the turned way on a thread of its own.
// - solve_near (solve_near_options) on 5x5, 4x6 and 6x4 places one line only and searches the
//   20 cells left as a whole (weight 4/3, the larger of two partitions' bounds), both ways in
//   full, windows of 50 (Korf's 50: 115.8 moves, 1.149 x optimal; tables 39 MB, about 10 s).
// Node limits, not clocks, bound every search; a search that passes its limit retries with
// twice the weight (a line) or peels one more line (the core), so every solvable board is
// solved, and the same board always gives the same moves.
#pragma once

#include <chrono>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "ninegrid/sliding/board.hpp"

namespace ninegrid::sliding {

// Shortening a solution afterwards: windows of `window` moves along the path, every `step` moves,
// each re-solved optimally between its two boards (IDA*, Manhattan distance plus linear conflict
// between them, at most `node_limit` boards a window) and replaced when shorter; `passes` walks
// at most (a walk that shortens nothing ends it). window 0: none.
struct ShortenOptions {
    int window = 0;
    int step = 1;
    std::uint64_t node_limit = 0;
    int passes = 1;
    // No window is started once the searches have visited this many boards in all.
    std::uint64_t total_node_limit = UINT64_MAX;
};

struct NearSolution {
    std::vector<Move> moves;  // start to goal
    std::uint64_t nodes = 0;  // states stored by the searches, over all stages
};

// How the solver searches: the benchmark compares alternatives with these; the defaults are the
// design kept.
struct NearOptions {
    enum class Heuristic : std::uint8_t {
        Patterns,   // additive pattern databases of at most 5 tiles a group (the tables)
        Manhattan,  // Manhattan distance plus linear conflict (no tables)
    };
    Heuristic heuristic = Heuristic::Patterns;
    // Tables that leave the blank out (a placement of the group alone is a state): faster to
    // build, a little weaker.
    bool blank_free_tables = false;
    // The core's weighted A* orders by g + weight * h, weight = weight_num / weight_den.
    int weight_num = 5;
    int weight_den = 4;
    // Boards of more cells than this are shrunk line by line first (4 to 25).
    int largest_core = 16;
    // The core's bound is the larger of two partitions' sums (the groups cut along rows and
    // along columns): twice the tables.
    bool core_two_partitions = false;
    // A core of more than 16 cells whose search gives up is tried again at twice the weight
    // before a line is peeled.
    bool core_retry = false;
    // The core's search gives up (and peels one more line) after storing this many states.
    std::uint64_t core_node_limit = 3'000'000;
    // The lines that bring a board of at most 25 cells down to the core, placed together by a
    // weighted A* over their tiles and the blank, guided by pattern tables of each line.
    int stage_group = 3;                // tiles a table of a line covers (1..5)
    bool stage_lines_together = false;  // one search for all those lines, or one a line
    int stage_weight_num = 2;
    int stage_weight_den = 1;
    bool stage_guide_blank = true;  // the blank's way to the nearest tile not home added
    std::uint64_t stage_node_limit = 2'000'000;
    // Each line's tile-placing search: weight and state limit (doubled weight on failure).
    int line_weight_num = 1;
    int line_weight_den = 1;
    std::uint64_t line_node_limit = 200'000;
    // The answer shortened afterwards (loops cut, windows re-solved).
    ShortenOptions shorten{40, 10, 300'000, 1, 1'500'000};
    // The board solved this many ways (1 to 4), the shortest answer kept: as it is, turned about
    // its main diagonal (its lines peeled in the other order), turned half a turn (the goal's
    // blank in the opposite corner: the other lines and another core, with tables of its own),
    // and both; the moves turned back.
    int variants = 1;
    // ... on boards of at most this many cells (beyond, each solve costs too much to repeat).
    int variants_max_cells = 25;
    // A variant beyond the first is dropped once its searches store more states than this.
    std::uint64_t variant_node_limit = 150'000;
};

// A solver for one goal: it builds the pattern tables it needs when constructed (for 5x5 and
// everything that shrinks to it, 6x6 and 8x8 included: 3.2 MB of tables, built in about 0.9 s
// on one core, peak 8.4 MB; a table is built once a process and shared by every solver that
// needs it). Each build is a breadth-first search, deterministic, whose bytes could be saved and
// read back. Solving is const and may run on several threads at once.
class NearSolver {
  public:
    explicit NearSolver(const Board& goal, const NearOptions& options = {});
    NearSolver(NearSolver&&) noexcept;
    NearSolver& operator=(NearSolver&&) noexcept;
    ~NearSolver();

    const Board& goal() const noexcept;
    const NearOptions& options() const noexcept;
    // A short solution from `start` (same size as the goal, and solvable: the caller checks).
    NearSolution solve(const Board& start) const;

    // The tables' bytes, and the time and peak memory their build took.
    std::size_t table_bytes() const noexcept;
    std::size_t build_bytes() const noexcept;
    std::chrono::nanoseconds build_time() const noexcept;

  private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
    std::vector<std::unique_ptr<Impl>> turned_;  // variants 2.. (see NearOptions::variants)
};

// The options solve_near uses for boards of `size`: both ways (on two threads); on 5x5, 4x6 and
// 6x4 also a core of up to 20 cells (5x5: only the top row placed first, or the left column the
// other way) under the larger of two partitions' bounds, weight 4/3 (twice that before a line
// is peeled), both ways searched in full, and windows of 50 moves (Korf's 50: mean 115.8,
// 1.149 x optimal; tables 39 MB, built in about 10 s). A game's hints keep the defaults
// (faster, about 1.29 x).
NearOptions solve_near_options(Size size);

// A short solution from `start` to `goal` (same size, solvable: the caller checks), with a
// solver kept for the last few goals (built on first use, see NearSolver). It solves each board
// two ways (variants 2: a little shorter, about twice the time), as an answer asked for once
// can afford; a game's hints use a NearSolver with the defaults.
NearSolution solve_near(const Board& start, const Board& goal);

// Cuts the loops out of `moves` (a path from `start`): where a board comes back later, the moves
// between go. The moves removed. Throws std::invalid_argument on an illegal move.
int cut_loops(const Board& start, std::vector<Move>& moves);

// Cuts the loops, then re-solves windows of the path as `options` says (see ShortenOptions): the
// path ends on the same board, never longer. The moves removed; the boards the searches visited
// are added to `*nodes` when given. Deterministic: node limits, no clock.
int shorten_path(const Board& start, std::vector<Move>& moves, const ShortenOptions& options,
                 std::uint64_t* nodes = nullptr);

}  // namespace ninegrid::sliding
