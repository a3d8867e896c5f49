// The near-optimal solver's inner pieces (near.hpp has the design): the geometry of a rectangle
// of cells as bit masks, and additive pattern tables over it.
#pragma once

#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "ninegrid/bits.hpp"
#include "ninegrid/sliding/board.hpp"

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
    GroupTable(const Grid& grid, const std::vector<int>& goal_cells, int goal_blank,
               bool blank_free, bool by_blank = false);

    int slots() const noexcept { return static_cast<int>(power_.size()); }
    std::uint32_t power(int slot) const noexcept { return power_[static_cast<std::size_t>(slot)]; }
    int at(std::uint32_t index) const noexcept { return entries_[index]; }
    std::size_t bytes() const noexcept { return entries_.size(); }
    // The most memory the build held (visited bits, layers and the entries).
    std::size_t build_bytes() const noexcept { return build_bytes_; }
    const std::vector<std::uint8_t>& entries() const noexcept { return entries_; }

  private:
    void build_blank_free(const Grid& grid, const std::vector<int>& goal_cells);
    std::vector<std::uint32_t> power_;
    std::vector<std::uint8_t> entries_;
    std::size_t build_bytes_ = 0;
};

// The table for these arguments, built on first use and kept for the rest of the process (every
// solver whose board shrinks to the same rectangle shares it: 5x5, 6x6 and 8x8 all end on the
// same 5x5 and 4x4 tables). Safe to call from several threads.
std::shared_ptr<const GroupTable> shared_table(Size size, const std::vector<int>& goal_cells,
                                               int goal_blank, bool blank_free,
                                               bool by_blank = false);

// A partition of a board's tiles into groups of at most `group` (5 for the near-optimal solver)
// and their tables, for the goal whose tiles stand in reading order with the blank on
// `goal_blank` (every goal of the size is this one with its tiles renamed).
struct PatternSet {
    // `across`: the groups cut the other way (pattern_groups), a second partition whose bound
    // may be taken with the first's (the larger).
    PatternSet(Size size, int goal_blank, bool blank_free, int group = 5, bool by_blank = false,
               bool across = false);

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

}  // namespace ninegrid::sliding::near_detail
