// SPDX-License-Identifier: MIT
// Additive disjoint pattern databases for the 15-puzzle (Korf & Felner 2002) and IDA* over them.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "ninegrid/sliding/pattern_table.hpp"

namespace ninegrid::fifteen {

// The tables are the sliding family's, on the 4x4.
using sliding::kBitsSet;
using sliding::largest_stored;
using sliding::most_stored;
using sliding::pattern_entries;
using sliding::PatternTable;
using sliding::PdbBuildOptions;
using sliding::PdbBytes;
using sliding::PdbCells;
using sliding::PdbCursor;
using sliding::PdbFormat;
using sliding::PdbOrders;

// The blank's directions as stored in PdbSolution::moves; the values of board.hpp's Move.
inline constexpr std::uint8_t kPdbUp = 0;     // the blank goes to cell - 4
inline constexpr std::uint8_t kPdbDown = 1;   // cell + 4
inline constexpr std::uint8_t kPdbLeft = 2;   // cell - 1
inline constexpr std::uint8_t kPdbRight = 3;  // cell + 1

// Disjoint groups of tile numbers that together hold the tiles 1..15 once each.
using Partition = std::vector<std::vector<std::uint8_t>>;

// The partitions are laid out by goal cell. For the goal with the blank last (1..15, then the
// blank on cell 15) they are:
//   6-6-3: {1,5,6,9,10,13} (the left columns), {7,8,11,12,14,15} (the lower right), {2,3,4}.
//   7-8:   {9,...,15} (the seven cells beside the blank's two rows), {1,...,8} (the top rows).
// With the blank's goal cell 0 (Korf's goal 0,1,...,15) the same cells turned half a turn, so the
// blank's corner is again outside the groups: 6-6-3 = {3,6,7,10,11,15}, {1,2,4,5,8,9},
// {12,13,14}; 7-8 = {1,...,7}, {8,...,15}, Korf and Felner's (2002). With the blank's goal cell
// anywhere else, the blank-last cells with that cell and cell 15 exchanged. (On Korf's 100 this
// 7-8 generates 12% fewer nodes than the other way round, {1,...,8} and {9,...,15}.)
Partition partition_663(const PdbCells& goal);
Partition partition_78(const PdbCells& goal);

// A partition's tables for one goal, and its reflection.
//
// The reflection is the mirror in the main diagonal: the tile on (r, c) goes to (c, r) and its
// number t becomes the tile whose goal cell is the mirror of t's goal cell. When the blank's goal
// cell lies on the diagonal (0, 5, 10 or 15: the blank first or last), this maps the goal to
// itself and the moves of a board to the moves of its mirror, so a board and its mirror are
// equally far from the goal and the tables' bound for the mirror bounds the board as well:
// max(h(s), h(mirror(s))) stays admissible. Other goals have no reflection.
class PatternDatabase {
  public:
    // Throws std::invalid_argument when `goal` is not a permutation of 0..15 or `partition` does
    // not hold each tile 1..15 exactly once, or options.cancel is set (as PatternTable does).
    PatternDatabase(const PdbCells& goal, const Partition& partition,
                    const PdbBuildOptions& options = {});
    // The tables given, which must be the groups of a partition for `goal`.
    PatternDatabase(const PdbCells& goal, std::vector<PatternTable> tables);

    const PdbCells& goal() const noexcept { return goal_; }
    const std::vector<PatternTable>& tables() const noexcept { return tables_; }
    // Which table holds tile t (1..15).
    int group_of(std::uint8_t tile) const noexcept { return group_of_[tile]; }

    // The sum of the groups' entries for a board (a permutation of 0..15).
    int heuristic(const PdbCells& cells) const noexcept;
    bool reflectable() const noexcept { return reflectable_; }
    // The board's mirror image; requires reflectable().
    PdbCells mirror(const PdbCells& cells) const noexcept;
    // max(heuristic(s), heuristic(mirror(s))); heuristic(s) when the goal has no reflection.
    int heuristic_reflected(const PdbCells& cells) const noexcept;

    // The tile the mirror gives tile t, and the mirror of a cell.
    std::uint8_t mirror_tile(std::uint8_t tile) const noexcept { return mirror_tile_[tile]; }
    static std::uint8_t mirror_cell(std::uint8_t cell) noexcept {
        return static_cast<std::uint8_t>(((cell & 3U) << 2) | (cell >> 2));
    }

    std::size_t bytes() const noexcept;
    std::chrono::nanoseconds build_time() const noexcept;

  private:
    void init();

    PdbCells goal_{};
    std::vector<PatternTable> tables_;
    std::array<int, 16> group_of_{};
    PdbCells mirror_tile_{};
    bool reflectable_ = false;
};

// No position of the 15-puzzle needs more moves (Brüngger, Marzetta, Fukuda and Nievergelt
// 1999); admissible tables never make IDA*'s bound pass it.
inline constexpr int kPdbMostMoves = 80;

// A shared iteration (see solve_pdb): after one of this many nodes, over at least this many
// starting nodes.
inline constexpr std::uint64_t kPdbParallelFrom = 5000;
inline constexpr std::size_t kPdbSplitItems = 256;

// The threads of a search asked for `asked` (0: choose) on a machine of `cores` cores: `asked`
// when given (at most 64), else one a core. With both cores of the machine these targets are
// measured on to itself, sharing the iterations makes long 7-8 searches 1.4-1.9 times as fast
// and the 6-6-3's 1.6-1.8 times (docs/fifteen.md).
int pdb_threads(int asked, unsigned cores) noexcept;

struct PdbOptions {
    bool reflect = true;           // use max(h(s), h(mirror(s))) when the goal allows it
    std::uint64_t node_limit = 0;  // stop unsolved after generating this many nodes; 0: none
    // Threads that search: 1 the caller's alone; more share each long iteration (see
    // solve_pdb); 0 as pdb_threads() chooses. The answer is the same whatever the count.
    int threads = 1;
    // Stop unsolved soon after this becomes true (checked every 4096 nodes); null: never.
    const std::atomic<bool>* cancel = nullptr;
    // Called with each new bound IDA* starts an iteration with (the best lower bound so far).
    void (*on_bound)(void* context, int bound) = nullptr;
    void* bound_context = nullptr;
    // Called every 262144 nodes or so with the bound searched and the nodes so far, for a
    // progress line; null: never.
    void (*on_progress)(void* context, int bound, std::uint64_t nodes) = nullptr;
    void* progress_context = nullptr;
};

struct PdbSolution {
    std::vector<std::uint8_t> moves;  // the blank's directions, kPdbUp .. kPdbRight
    std::uint64_t nodes = 0;          // nodes generated over all iterations
    int length = -1;                  // moves.size() when solved, else -1
    int bound = 0;                    // the last bound searched: a lower bound when unsolved
    bool solved = false;
    bool cancelled = false;     // stopped by PdbOptions::cancel
    int shared_iterations = 0;  // iterations the threads shared (0 with one thread)
    // Stopped because the bound passed kPdbMostMoves: for a start that can reach the goal, the
    // tables overestimate (they are wrong).
    bool overestimated = false;
};

// An optimal solution by IDA* over the database's heuristic (with its reflection when asked and
// available), never undoing the previous move; each move looks up only the moved tile's group
// (and its mirror's). `start` must be a permutation of 0..15 that can reach the goal (same
// parity). The search never runs past a bound of kPdbMostMoves: it stops there, unsolved and
// `overestimated`, so wrong tables cannot make it run forever (nor a start that cannot reach
// the goal).
//
// With options.threads above 1, an iteration that follows one of at least
// kPdbParallelFrom nodes is shared: the nodes some moves deep (at least kPdbSplitItems of
// them, in the order the search meets them) are handed out one at a time to the threads, and
// the solution kept is the one in the earliest of them. So the moves are exactly those one
// thread finds; only the node count differs, by the work the threads did beyond it, and the
// node limit is counted over every thread (it may be passed by a few thousand nodes a thread).
PdbSolution solve_pdb(const PatternDatabase& db, const PdbCells& start, PdbOptions options = {});

}  // namespace ninegrid::fifteen
