// SPDX-License-Identifier: MIT
// Compact pattern tables for the boards of 16 cells (4x4, 2x8, 8x2): a group's placements ranked
// by cell set and order, 4 bits an entry, built by a breadth-first search over cell sets and the
// blank's free regions. The 15-puzzle's additive databases (fifteen/pdb.hpp) and the family's
// optimal solver of 2x8 and 8x2 (optimal.hpp) are made of them.
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

#include "ninegrid/sliding/board.hpp"

namespace ninegrid::sliding {

// A board of 16 cells as plain cells: cell = row * width + col, value = tile 1..15, 0 the blank.
// The same type as fifteen/board.hpp's Cells, so a 4x4 Board's cells pass straight in.
using PdbCells = std::array<std::uint8_t, 16>;

// Whether `cells` holds each of 0..15 once.
bool pdb_is_permutation(const PdbCells& cells) noexcept;
// where[t] = the cell of tile t, of a permutation.
PdbCells pdb_where_is(const PdbCells& cells) noexcept;

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

// Which rectangle of 16 cells a table is laid on, and how its entries stand for the blank.
enum class PdbBlank : std::uint8_t {
    Least = 0,   // one entry a placement: the least over the blank's free regions
    Region = 1,  // one entry a placement and free region of the blank: its own, a stronger bound
};
struct PdbShape {
    Size size{4, 4};  // 4x4, 2x8 or 8x2
    PdbBlank blank = PdbBlank::Least;
};

// Why `shape` cannot lay out a table (empty: it can): 16 cells, both sides at least 2.
std::string shape_problem(const PdbShape& shape);
// The entries of a table of k tiles (k <= 9) laid out as `shape` says: pattern_entries(k) with
// PdbBlank::Least, else the placements' free regions summed (2x8, 7 tiles: 166 M).
std::uint64_t pattern_size(const PdbShape& shape, std::size_t k) noexcept;

// One group's table. An entry is the fewest moves of the group's tiles that bring them from
// their cells to their goal cells with the blank ending on its goal cell, where the blank slides
// through the cells of every other tile for free; stored per placement of the group's tiles as
// the minimum over the blank's cells (PdbBlank::Least), or per placement and free region of the
// blank (PdbBlank::Region). Groups of a partition count disjoint moves, so their entries add up
// to a lower bound of the distance. Being a minimum over the blank's cells, a Least entry is
// admissible but not consistent: where the group's tiles wall the blank's region off from the
// rest, one move can change it by more than 1 (by 5 within 13 moves of the goal with 6-6-3);
// with one free region before and after, by at most 1. IDA* needs admissibility only. A Region
// entry is the exact distance of its state, a move changing it by at most 1, but where that is
// more than 28 above the tiles' Manhattan distance (excess / 2 above 14, which 4 bits do not
// hold): such entries are stored as that distance + 28, a lower bound. Since the blank moves
// only within a region of every group but the slid tile's, a move changes one group's entry, as
// with Least.
//
// A placement of k tiles is indexed by the set of cells they hold (its rank among the k-subsets
// of the 16 cells, in increasing order of their bit masks) times k!, plus the order of the tiles
// on those cells (its Lehmer rank, read in increasing cell order): 16!/(16-k)! entries. Region
// tables index the states of the search below instead: the set's first state, plus its region's
// number (regions numbered by their lowest cell) times k!, plus the order's rank.
//
// Built by a breadth-first search over (placement, the blank's free region) from the goal: a
// region is the blank's cell flooded through the non-group cells, so every move it holds costs
// 0, and each layer takes one move of a group tile. The search keeps 2 bits a state (not seen,
// in the layer expanded, in the next, done), laid out by cell set, so the states one cell set
// leads to lie in a few blocks of at most 80 kB: the search runs from the caches. On the 4x4 7
// tiles have 138 M states (35 MB), 8 tiles 1.43 G (356 MB), beside the table itself; on 2x8 and
// 8x2, 166 M and 1.63 G. Groups up to 9 tiles, whose placements rank in 32 bits.
class PatternTable {
  public:
    // Builds the table on the 4x4, Least (the shape below). Throws std::invalid_argument when
    // `goal` is not a permutation of 0..15 or `tiles` is empty, longer than 9, or names the
    // blank, a tile twice or no tile, or when options.cancel is set (a build that may be
    // cancelled is try_build's).
    PatternTable(const PdbCells& goal, std::vector<std::uint8_t> tiles,
                 const PdbBuildOptions& options = {});
    // The same on `shape` (which shape_problem must accept).
    PatternTable(const PdbShape& shape, const PdbCells& goal, std::vector<std::uint8_t> tiles,
                 const PdbBuildOptions& options = {});
    // The same build, which options.cancel may stop: nothing when it was raised before the
    // table was done.
    static std::optional<PatternTable> try_build(const PdbCells& goal,
                                                 std::vector<std::uint8_t> tiles,
                                                 const PdbBuildOptions& options);
    static std::optional<PatternTable> try_build(const PdbShape& shape, const PdbCells& goal,
                                                 std::vector<std::uint8_t> tiles,
                                                 const PdbBuildOptions& options);
    // Why `goal` and `tiles` cannot make a table (empty: they can): what the constructors
    // throw std::invalid_argument with. A reader of outside data checks first.
    static std::string group_problem(const PdbCells& goal, const std::vector<std::uint8_t>& tiles,
                                     const PdbShape& shape = {});
    // The same for a table built before, whose data has `data_size` bytes in `format`.
    static std::string stored_problem(const PdbCells& goal, const std::vector<std::uint8_t>& tiles,
                                      PdbFormat format, std::size_t data_size,
                                      const PdbShape& shape = {});
    // A table built before (from a cache): `data` as data() gave it. Throws
    // std::invalid_argument when stored_problem() is not empty (a programmer's error: check
    // first).
    PatternTable(const PdbCells& goal, std::vector<std::uint8_t> tiles, PdbFormat format,
                 int max_entry, std::string_view data);
    // The same with the data already in the table's own memory (read from a file into it).
    PatternTable(const PdbCells& goal, std::vector<std::uint8_t> tiles, PdbFormat format,
                 int max_entry, PdbBytes data);
    // Either on `shape`.
    PatternTable(const PdbShape& shape, const PdbCells& goal, std::vector<std::uint8_t> tiles,
                 PdbFormat format, int max_entry, PdbBytes data);

    // Why the entries cannot be this table's, or nothing: what is cheap and certain to check
    // of a table read from a file whose checksum matched (which guards against damage, not
    // against wrong contents). The goal's placement must have entry 0; and a few hundred
    // placements, the same every time, and those one move from them are checked: each entry
    // is at least the group's Manhattan distance, differs from it by an even number, is at most
    // max_entry(), and, where the placement one move away leaves the blank one free region, is
    // at most 1 above that placement's entry (the entry is a minimum over the blank's regions,
    // so with one region a move changes it by at most 1). A Region table's entries one move
    // apart differ by at most 1 wherever the blank stands, unless one was kept at an excess of
    // 28.
    std::string implausible(const PdbCells& goal) const;

    const std::vector<std::uint8_t>& tiles() const noexcept { return tiles_; }
    const PdbShape& shape() const noexcept { return shape_; }
    // The entry for the placement where_is gives: where_is[t] is the cell of tile t (only the
    // group's tiles are read, and the blank's cell, where_is[0], by a Region table).
    int entry(const PdbCells& where_is) const noexcept;
    // The placement's index, as above.
    std::uint32_t rank(const PdbCells& where_is) const noexcept;
    // The value stored for an index: the excess / 2 or the entry, as format() says.
    int at(std::uint32_t index) const noexcept {
        const unsigned char byte = data_.data()[format_ == PdbFormat::Byte ? index : index >> 1];
        if (format_ == PdbFormat::Byte) return byte;
        return (byte >> ((index & 1U) << 2)) & 0xF;
    }

    std::uint32_t size() const noexcept { return size_; }  // 16!/(16-k)!, or the states
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
        const std::uint32_t f = from;
        const std::uint32_t t = to;
        if (t == f + width_ || f == t + width_) {
            const std::uint32_t low = f < t ? f : t;
            const std::uint32_t between = (c.mask >> (low + 1)) & between_;
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
    // The index of a followed placement, as rank() gives it (a Least table's).
    std::uint32_t index(const PdbCursor& c) const noexcept {
        return std::uint32_t{set_rank_[c.mask]} * orders_ + c.order;
    }
    // The same with the blank on `blank` (a free cell): a Region table's, or either.
    std::uint32_t index(const PdbCursor& c, std::uint8_t blank) const noexcept {
        const std::uint32_t set = set_rank_[c.mask];
        if (shape_.blank == PdbBlank::Least) return set * orders_ + c.order;
        return (first_block_[set] + region_of_[set * 16 + blank]) * orders_ + c.order;
    }
    int max_entry() const noexcept { return max_entry_; }
    // The states of a Region table built here whose excess / 2 was above 14 and is stored as 14
    // (their entries are then below their distance: a lower bound still, not exact); 0 when
    // loaded.
    std::uint64_t saturated() const noexcept { return saturated_; }
    std::chrono::nanoseconds build_time() const noexcept { return build_time_; }
    // The memory the build held at its peak (its states and the table), 0 when loaded.
    std::size_t build_bytes() const noexcept { return build_bytes_; }

  private:
    struct Unbuilt {};
    PatternTable(Unbuilt, const PdbShape& shape, const PdbCells& goal,
                 std::vector<std::uint8_t> tiles);
    void check_group(const PdbCells& goal);
    // Builds the entries; false when options.cancel stopped it.
    bool make(const PdbCells& goal, const PdbBuildOptions& options);
    bool build(const PdbCells& goal, const PdbBuildOptions& options, PdbFormat format);

    PdbShape shape_;
    std::uint32_t width_ = 4;
    std::uint32_t between_ = 7;  // width_ - 1 bits: the cells a vertical move passes
    std::vector<std::uint8_t> tiles_;
    std::array<std::uint8_t, 9 * 16> distance_{};  // [i * 16 + cell]: tile i's Manhattan distance
    std::array<std::uint8_t, 16> index_of_{};      // [tile]: its place in tiles_
    PdbOrders orders_table_;
    const std::uint16_t* set_rank_ = nullptr;  // a cell set's rank, by its mask
    // Region tables: by set, the block of its first region; by set * 16 + a free cell, the
    // number of that cell's region.
    std::vector<std::uint32_t> first_block_;
    std::vector<std::uint8_t> region_of_;
    PdbBytes data_;
    std::uint32_t size_ = 0;
    std::uint32_t orders_ = 1;  // k!
    PdbFormat format_ = PdbFormat::Excess4;
    int max_entry_ = 0;
    std::uint64_t saturated_ = 0;
    std::chrono::nanoseconds build_time_{0};
    std::size_t build_bytes_ = 0;
};

// The largest value stored in a block of a table's data: the largest excess / 2 in 4 bits, or
// the largest entry in bytes. A table built here stores no excess / 2 above 14 (15 marks a
// placement never met, cleared at the end of the build) and no entry above its max_entry().
int largest_stored(std::string_view data, PdbFormat format) noexcept;
// The largest value a table of `format` whose entries are at most `max_entry` may store.
int most_stored(PdbFormat format, int max_entry) noexcept;

}  // namespace ninegrid::sliding
