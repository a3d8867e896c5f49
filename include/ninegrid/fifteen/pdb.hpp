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

namespace ninegrid::fifteen {

// A board as plain cells: cell = row * 4 + col, value = tile 1..15, 0 the blank. The same type
// as board.hpp's Cells, so a Board's cells pass straight in.
using PdbCells = std::array<std::uint8_t, 16>;

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

// How a table stores its entries.
enum class PdbFormat : std::uint8_t {
    Excess4 = 1,  // 4 bits: (entry - the group's Manhattan distance) / 2, which is whole because
                  // every move of a group tile changes its distance by one
    Byte = 2,     // a byte: the entry itself, when some excess above is 15 or more
};

// The placements of k tiles on the 16 cells, 16!/(16-k)!: a table's entries (k <= 9).
constexpr std::uint32_t pattern_entries(std::size_t k) noexcept {
    std::uint32_t n = 1;
    for (std::size_t i = 0; i < k; ++i)
        n *= static_cast<std::uint32_t>(16 - i);
    return n;
}

// kBitsSet[b]: the bits set in the byte b (a popcount is a library call without -mpopcnt).
inline constexpr std::array<std::uint8_t, 256> kBitsSet = [] {
    std::array<std::uint8_t, 256> n{};
    for (std::size_t b = 1; b < 256; ++b)
        n[b] = static_cast<std::uint8_t>(n[b >> 1] + (b & 1U));
    return n;
}();

// A table's bytes, on memory that asks for 2 MB pages where the system has them: a search looks
// entries up all over a 259 MB table, and with 4 kB pages nearly every lookup misses the TLB too.
class PdbBytes {
  public:
    PdbBytes() = default;
    PdbBytes(std::size_t size, unsigned char fill);
    explicit PdbBytes(std::string_view from);
    // `size` bytes left as they come, for a table read from a file straight into them.
    static PdbBytes uninitialized(std::size_t size);
    PdbBytes(PdbBytes&& other) noexcept;
    PdbBytes& operator=(PdbBytes&& other) noexcept;
    PdbBytes(const PdbBytes&) = delete;
    PdbBytes& operator=(const PdbBytes&) = delete;
    ~PdbBytes();

    unsigned char* data() noexcept { return data_; }
    const unsigned char* data() const noexcept { return data_; }
    std::size_t size() const noexcept { return size_; }
    std::string_view view() const noexcept { return {reinterpret_cast<const char*>(data_), size_}; }

  private:
    unsigned char* data_ = nullptr;
    std::size_t size_ = 0;
};

// Every order of k tile indices (k <= 9) by Lehmer rank, 4 bits a place (place 0 lowest), with
// its Lehmer digits (how many later places hold a smaller index) likewise: so that a tile passing
// others in cell order changes the rank in a few steps, without ranking the order again.
struct PdbOrders {
    std::vector<std::uint64_t> order;
    std::vector<std::uint64_t> digits;
    std::array<std::uint32_t, 9> weight{};  // (k-1-place)!

    PdbOrders() = default;
    explicit PdbOrders(std::uint32_t k);

    // The rank after the index on `place` passes `passed` places (+ later, - earlier).
    std::uint32_t moved_rank(std::uint32_t rank, std::uint32_t place, int passed) const noexcept {
        const std::uint64_t o = order[rank];
        const std::uint64_t d = digits[rank];
        const auto at = [](std::uint64_t packed, std::uint32_t q) {
            return static_cast<std::uint32_t>((packed >> (4 * q)) & 0xFU);
        };
        const std::uint32_t x = at(o, place);
        const std::uint32_t dx = at(d, place);
        std::uint32_t r = rank - dx * weight[place];
        std::uint32_t less = 0;
        if (passed > 0) {
            // The passed indices move one place earlier, and x is now after them.
            for (std::uint32_t i = 1; i <= static_cast<std::uint32_t>(passed); ++i) {
                const std::uint32_t y = at(o, place + i);
                const std::uint32_t dy = at(d, place + i);
                less += y < x ? 1U : 0U;
                r += (dy + (x < y ? 1U : 0U)) * weight[place + i - 1] - dy * weight[place + i];
            }
            return r + (dx - less) * weight[place + static_cast<std::uint32_t>(passed)];
        }
        const auto back = static_cast<std::uint32_t>(-passed);
        for (std::uint32_t i = 1; i <= back; ++i) {
            const std::uint32_t y = at(o, place - i);
            const std::uint32_t dy = at(d, place - i);
            less += y < x ? 1U : 0U;
            r += (dy - (x < y ? 1U : 0U)) * weight[place - i + 1] - dy * weight[place - i];
        }
        return r + (dx + less) * weight[place - back];
    }
};

// A placement of a group's tiles as a search follows it move by move: the cells they hold, the
// order of the tiles on them (its rank) and their Manhattan distance, kept up to date in a few
// steps a move instead of being ranked again.
struct PdbCursor {
    std::uint32_t mask = 0;
    std::uint32_t order = 0;
    int distance = 0;
};

// What a table's build may be told, and tells.
struct PdbBuildOptions {
    int threads = 0;  // threads for the breadth-first search; 0: two, or one on a one-core machine
    // Called now and then with the states reached so far and the states there are.
    void (*on_progress)(void* context, std::uint64_t done, std::uint64_t total) = nullptr;
    void* progress_context = nullptr;
    // The build stops soon after this becomes true, and PatternTable::try_build gives nothing;
    // null: never. Only try_build takes it (a cancelled build is an answer, not an error).
    const std::atomic<bool>* cancel = nullptr;
};

// One group's table. An entry is the fewest moves of the group's tiles that bring them from
// their cells to their goal cells with the blank ending on its goal cell, where the blank slides
// through the cells of every other tile for free; stored per placement of the group's tiles as
// the minimum over the blank's cells. Groups of a partition count disjoint moves, so their
// entries add up to a lower bound of the distance. Being a minimum over the blank's cells, an
// entry is admissible but not consistent: where the group's tiles wall the blank's region off
// from the rest, one move can change it by more than 1 (by 5 within 13 moves of the goal with
// 6-6-3); with one free region before and after, by at most 1. IDA* needs admissibility only.
//
// A placement of k tiles is indexed by the set of cells they hold (its rank among the k-subsets
// of the 16 cells, in increasing order of their bit masks) times k!, plus the order of the tiles
// on those cells (its Lehmer rank, read in increasing cell order): 16!/(16-k)! entries.
//
// Built by a breadth-first search over (placement, the blank's free region) from the goal: a
// region is the blank's cell flooded through the non-group cells, so every move it holds costs
// 0, and each layer takes one move of a group tile. The search keeps 2 bits a state (not seen,
// in the layer expanded, in the next, done), laid out by cell set, so the states one cell set
// leads to lie in a few blocks of at most 80 kB: the search runs from the caches. 7 tiles have
// 138 M states (35 MB), 8 tiles 1.43 G (356 MB), beside the table itself. Groups up to 9 tiles,
// whose placements rank in 32 bits.
class PatternTable {
  public:
    // Builds the table. Throws std::invalid_argument when `goal` is not a permutation of 0..15
    // or `tiles` is empty, longer than 9, or names the blank, a tile twice or no tile, or when
    // options.cancel is set (a build that may be cancelled is try_build's).
    PatternTable(const PdbCells& goal, std::vector<std::uint8_t> tiles,
                 const PdbBuildOptions& options = {});
    // The same build, which options.cancel may stop: nothing when it was raised before the
    // table was done.
    static std::optional<PatternTable> try_build(const PdbCells& goal,
                                                 std::vector<std::uint8_t> tiles,
                                                 const PdbBuildOptions& options);
    // Why `goal` and `tiles` cannot make a table (empty: they can): what the constructors
    // throw std::invalid_argument with. A reader of outside data checks first.
    static std::string group_problem(const PdbCells& goal, const std::vector<std::uint8_t>& tiles);
    // The same for a table built before, whose data has `data_size` bytes in `format`.
    static std::string stored_problem(const PdbCells& goal, const std::vector<std::uint8_t>& tiles,
                                      PdbFormat format, std::size_t data_size);
    // A table built before (from a cache): `data` as data() gave it. Throws
    // std::invalid_argument when stored_problem() is not empty (a programmer's error: check
    // first).
    PatternTable(const PdbCells& goal, std::vector<std::uint8_t> tiles, PdbFormat format,
                 int max_entry, std::string_view data);
    // The same with the data already in the table's own memory (read from a file into it).
    PatternTable(const PdbCells& goal, std::vector<std::uint8_t> tiles, PdbFormat format,
                 int max_entry, PdbBytes data);

    // Why the entries cannot be this table's, or nothing: what is cheap and certain to check
    // of a table read from a file whose checksum matched (which guards against damage, not
    // against wrong contents). The goal's placement must have entry 0; and a few hundred
    // placements, the same every time, and those one move from them are checked: each entry
    // is at least the group's Manhattan distance, differs from it by an even number, is at most
    // max_entry(), and, where the placement one move away leaves the blank one free region, is
    // at most 1 above that placement's entry (the entry is a minimum over the blank's regions,
    // so with one region a move changes it by at most 1).
    std::string implausible(const PdbCells& goal) const;

    const std::vector<std::uint8_t>& tiles() const noexcept { return tiles_; }
    // The entry for the placement where_is gives: where_is[t] is the cell of tile t (only the
    // group's tiles are read).
    int entry(const PdbCells& where_is) const noexcept;
    // The placement's index, as above.
    std::uint32_t rank(const PdbCells& where_is) const noexcept;
    // The value stored for an index: the excess / 2 or the entry, as format() says.
    int at(std::uint32_t index) const noexcept {
        const unsigned char byte = data_.data()[format_ == PdbFormat::Byte ? index : index >> 1];
        if (format_ == PdbFormat::Byte) return byte;
        return (byte >> ((index & 1U) << 2)) & 0xF;
    }

    std::uint32_t size() const noexcept { return size_; }  // 16!/(16-k)!
    std::size_t bytes() const noexcept { return data_.size(); }
    PdbFormat format() const noexcept { return format_; }
    std::string_view data() const noexcept { return data_.view(); }
    // The byte that holds the entry of `index`: the search fetches it into the cache for a lookup
    // soon after.
    const unsigned char* address_of(std::uint32_t index) const noexcept {
        return data_.data() + (format_ == PdbFormat::Byte ? index : index >> 1);
    }
    // The entry at `index` of a placement whose group's Manhattan distance is `distance`.
    int entry_at(std::uint32_t index, int distance) const noexcept {
        if (format_ == PdbFormat::Byte) return at(index);
        return distance + 2 * at(index);
    }

    // The placement where_is gives, to follow.
    PdbCursor cursor(const PdbCells& where_is) const noexcept;
    // After the group's `tile` slides from `from` to `to`, a free cell next to it.
    PdbCursor moved(const PdbCursor& c, std::uint8_t tile, std::uint8_t from,
                    std::uint8_t to) const noexcept {
        PdbCursor next = c;
        next.mask = c.mask ^ (1U << from) ^ (1U << to);
        const std::uint32_t i = index_of_[tile];
        next.distance += distance_[i * 16 + to] - distance_[i * 16 + from];
        if (to == from + 4 || from == to + 4) {
            const std::uint32_t low = from < to ? from : to;
            const std::uint32_t between = (c.mask >> (low + 1)) & 7U;
            if (between != 0) {
                const int passed = kBitsSet[between];
                const std::uint32_t below = c.mask & ((1U << from) - 1U);
                const auto place = static_cast<std::uint32_t>(kBitsSet[below & 0xFFU] +
                                                              kBitsSet[(below >> 8) & 0xFFU]);
                next.order = orders_table_.moved_rank(c.order, place, to > from ? passed : -passed);
            }
        }
        return next;
    }
    // The index of a followed placement, as rank() gives it.
    std::uint32_t index(const PdbCursor& c) const noexcept {
        return std::uint32_t{set_rank_[c.mask]} * orders_ + c.order;
    }
    int max_entry() const noexcept { return max_entry_; }
    std::chrono::nanoseconds build_time() const noexcept { return build_time_; }
    // The memory the build held at its peak (its states and the table), 0 when loaded.
    std::size_t build_bytes() const noexcept { return build_bytes_; }

  private:
    struct Unbuilt {};
    PatternTable(Unbuilt, const PdbCells& goal, std::vector<std::uint8_t> tiles);
    void check_group(const PdbCells& goal);
    // Builds the entries; false when options.cancel stopped it.
    bool make(const PdbCells& goal, const PdbBuildOptions& options);
    bool build(const PdbCells& goal, const PdbBuildOptions& options, PdbFormat format);

    std::vector<std::uint8_t> tiles_;
    std::array<std::uint8_t, 9 * 16> distance_{};  // [i * 16 + cell]: tile i's Manhattan distance
    std::array<std::uint8_t, 16> index_of_{};      // [tile]: its place in tiles_
    PdbOrders orders_table_;
    const std::uint16_t* set_rank_ = nullptr;  // a cell set's rank, by its mask
    PdbBytes data_;
    std::uint32_t size_ = 0;
    std::uint32_t orders_ = 1;  // k!
    PdbFormat format_ = PdbFormat::Excess4;
    int max_entry_ = 0;
    std::chrono::nanoseconds build_time_{0};
    std::size_t build_bytes_ = 0;
};

// The largest value stored in a block of a table's data: the largest excess / 2 in 4 bits, or
// the largest entry in bytes. A table built here stores no excess / 2 above 14 (15 marks a
// placement never met, cleared at the end of the build) and no entry above its max_entry().
int largest_stored(std::string_view data, PdbFormat format) noexcept;
// The largest value a table of `format` whose entries are at most `max_entry` may store.
int most_stored(PdbFormat format, int max_entry) noexcept;

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
