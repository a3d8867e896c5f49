// SPDX-License-Identifier: MIT
// Compact pattern tables on 16 cells, built by a 0-1 breadth-first search over placements.
#include "ninegrid/sliding/pattern_table.hpp"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <limits>
#include <mutex>
#include <new>
#include <stdexcept>
#include <string>
#include <thread>

#include "base/bits.hpp"
#include "os/memory.hpp"

namespace ninegrid::sliding {

namespace {

using Clock = std::chrono::steady_clock;

// The largest group: its 16!/(16-k)! placements must be ranked in 32 bits (9 tiles: 4.15e9;
// 10 would need 2.9e10).
constexpr int kMaxGroup = 9;

bool is_permutation(const PdbCells& cells) {
    return pdb_is_permutation(cells);
}

PdbCells where_is(const PdbCells& cells) {
    return pdb_where_is(cells);
}

// A rectangle of 16 cells (4x4, 2x8, 8x2) as bit masks, cell = row * w + col.
struct Grid16 {
    std::uint32_t w = 4;
    std::uint32_t h = 4;
    std::uint32_t not_left = 0;                                // cells not in the first column
    std::uint32_t not_right = 0;                               // cells not in the last column
    std::array<std::array<std::uint8_t, 4>, 16> neighbours{};  // 0xFF after the last
    std::array<std::uint16_t, 16> neighbour_mask{};

    explicit Grid16(Size size)
        : w(static_cast<std::uint32_t>(size.width)), h(static_cast<std::uint32_t>(size.height)) {
        for (std::uint32_t c = 0; c < 16; ++c) {
            if (c % w != 0) not_left |= 1U << c;
            if (c % w != w - 1) not_right |= 1U << c;
            std::size_t k = 0;
            auto& n = neighbours[c];
            n = {0xFF, 0xFF, 0xFF, 0xFF};
            if (c >= w) n[k++] = static_cast<std::uint8_t>(c - w);
            if (c + w < 16) n[k++] = static_cast<std::uint8_t>(c + w);
            if (c % w != 0) n[k++] = static_cast<std::uint8_t>(c - 1);
            if (c % w != w - 1) n[k++] = static_cast<std::uint8_t>(c + 1);
            for (const std::uint8_t m : n) {
                if (m != 0xFF)
                    neighbour_mask[c] = static_cast<std::uint16_t>(neighbour_mask[c] | (1U << m));
            }
        }
    }

    // The cells next to any of `cells`.
    std::uint32_t dilate(std::uint32_t cells) const noexcept {
        return ((cells << w) | (cells >> w) | ((cells << 1) & not_left) |
                ((cells >> 1) & not_right)) &
               0xFFFFU;
    }
    // The cells reachable from `start` through `free` (which holds start), by repeated dilation.
    std::uint32_t flood(std::uint32_t start, std::uint32_t free) const noexcept {
        std::uint32_t region = start;
        for (;;) {
            const std::uint32_t grown = (region | dilate(region)) & free;
            if (grown == region) return region;
            region = grown;
        }
    }
};

int popcount16(std::uint32_t m) noexcept {
    return kBitsSet[m & 0xFFU] + kBitsSet[(m >> 8) & 0xFFU];
}

// subset_rank()[mask]: the rank of `mask` among the 16-bit masks with as many bits, in
// increasing order; shared by every table, built once.
const std::vector<std::uint16_t>& subset_rank() {
    static const std::vector<std::uint16_t> ranks = [] {
        std::vector<std::uint16_t> r(1U << 16);
        std::array<std::uint16_t, 17> next{};
        for (std::uint32_t m = 0; m < (1U << 16); ++m)
            r[m] = next[static_cast<std::size_t>(popcount16(m))]++;
        return r;
    }();
    return ranks;
}

// The Lehmer rank of the order of `k` tile indices (a permutation of 0 .. k-1).
std::uint32_t rank_order(const std::uint8_t* order, std::uint32_t k) noexcept {
    std::uint32_t rank = 0;
    std::uint32_t used = 0;
    for (std::uint32_t j = 0; j < k; ++j) {
        const std::uint32_t t = order[j];
        rank = rank * (k - j) + t - kBitsSet[used & ((1U << t) - 1U)];
        used |= 1U << t;
    }
    return rank;
}

// The order whose Lehmer rank is `rank`.
void unrank_order(std::uint32_t rank, std::uint32_t k, std::uint8_t* order) noexcept {
    std::array<std::uint32_t, kMaxGroup> digit{};
    for (std::uint32_t j = k; j-- > 0;) {
        const std::uint32_t radix = k - j;
        digit[j] = rank % radix;
        rank /= radix;
    }
    std::uint32_t used = 0;
    for (std::uint32_t j = 0; j < k; ++j) {
        std::uint32_t t = 0;
        for (std::uint32_t skip = digit[j];; ++t) {
            if ((used & (1U << t)) != 0) continue;
            if (skip == 0) break;
            --skip;
        }
        order[j] = static_cast<std::uint8_t>(t);
        used |= 1U << t;
    }
}

}  // namespace

PdbOrders::PdbOrders(std::uint32_t k) {
    std::uint32_t count = 1;
    for (std::uint32_t i = 2; i <= k; ++i)
        count *= i;
    order.resize(count);
    digits.resize(count);
    weight[k - 1] = 1;
    for (std::uint32_t q = k - 1; q-- > 0;)
        weight[q] = weight[q + 1] * (k - 1 - q);
    std::array<std::uint8_t, kMaxGroup> o{};
    for (std::uint32_t r = 0; r < count; ++r) {
        unrank_order(r, k, o.data());
        std::uint64_t packed = 0;
        std::uint64_t lehmer = 0;
        for (std::uint32_t q = 0; q < k; ++q) {
            std::uint64_t smaller = 0;
            for (std::uint32_t i = q + 1; i < k; ++i)
                smaller += o[i] < o[q] ? 1U : 0U;
            packed |= std::uint64_t{o[q]} << (4 * q);
            lehmer |= smaller << (4 * q);
        }
        order[r] = packed;
        digits[r] = lehmer;
    }
}

namespace {

// The free regions of every set of k cells of a grid, numbered by their lowest cell.
struct Regions {
    std::vector<std::uint16_t> mask;         // by set (in rank order): its cells
    std::vector<std::uint32_t> first_block;  // by set: its first region's block; then the count
    std::vector<std::uint8_t> region_of;     // by set * 16 + a free cell: its region's number
    std::vector<std::array<std::uint16_t, 8>> cells;  // by set: each region's cells

    Regions(const Grid16& grid, std::uint32_t k) {
        std::uint32_t blocks = 0;
        for (std::uint32_t m = 0; m < (1U << 16); ++m) {
            if (popcount16(m) != static_cast<int>(k)) continue;
            first_block.push_back(blocks);
            mask.push_back(static_cast<std::uint16_t>(m));
            std::array<std::uint8_t, 16> of{};
            of.fill(0xFF);
            std::array<std::uint16_t, 8> region{};
            const std::uint32_t free = ~m & 0xFFFFU;
            std::uint8_t n = 0;
            for (std::uint32_t left = free; left != 0; ++n) {
                const std::uint32_t r = grid.flood(left & (0U - left), free);
                // No 16-cell rectangle has 9 cells none of which are next to another.
                if (n == 8) throw std::logic_error("more than 8 free regions on 16 cells");
                region[n] = static_cast<std::uint16_t>(r);
                for (std::uint32_t b = r; b != 0; b &= b - 1)
                    of[static_cast<std::size_t>(count_trailing_zeros(std::uint32_t{b}))] = n;
                left &= ~r;
            }
            blocks += n;
            region_of.insert(region_of.end(), of.begin(), of.end());
            cells.push_back(region);
        }
        first_block.push_back(blocks);
    }
    std::uint32_t blocks() const noexcept { return first_block.back(); }
};

std::uint32_t factorial(std::size_t k) noexcept {
    std::uint32_t n = 1;
    for (std::size_t i = 2; i <= k; ++i)
        n *= static_cast<std::uint32_t>(i);
    return n;
}

}  // namespace

namespace {

bool valid_shape(const PdbShape& shape) noexcept {
    const Size size = shape.size;
    return size.cells() == 16 && size.width >= 2 && size.height >= 2 &&
           (shape.blank == PdbBlank::Least || shape.blank == PdbBlank::Region);
}

}  // namespace

std::string shape_problem(const PdbShape& shape) {
    if (valid_shape(shape)) return {};
    return "a compact pattern table is laid on 4x4, 2x8 or 8x2 and counts the blank by its least "
           "region or by each, not " +
           size_text(shape.size);
}

std::uint64_t pattern_size(const PdbShape& shape, std::size_t k) noexcept {
    if (shape.blank == PdbBlank::Least || !valid_shape(shape)) return pattern_entries(k);
    // The regions of every set of k cells, counted as Regions numbers them.
    const Grid16 grid(shape.size);
    std::uint64_t blocks = 0;
    for (std::uint32_t m = 0; m < (1U << 16); ++m) {
        if (popcount16(m) != static_cast<int>(k)) continue;
        const std::uint32_t free = ~m & 0xFFFFU;
        for (std::uint32_t left = free; left != 0; ++blocks)
            left &= ~grid.flood(left & (0U - left), free);
    }
    return blocks * factorial(k);
}

PdbCells pdb_where_is(const PdbCells& cells) noexcept {
    PdbCells where{};
    for (std::uint8_t c = 0; c < 16; ++c)
        where[cells[c] & 0xFU] = c;
    return where;
}

bool pdb_is_permutation(const PdbCells& cells) noexcept {
    unsigned seen = 0;
    for (std::uint8_t v : cells) {
        if (v > 15) return false;
        seen |= 1U << v;
    }
    return seen == 0xFFFFU;
}

std::string PatternTable::group_problem(const PdbCells& goal,
                                        const std::vector<std::uint8_t>& tiles,
                                        const PdbShape& shape) {
    if (std::string why = shape_problem(shape); !why.empty()) return why;
    if (!is_permutation(goal)) return "the goal is not a permutation of 0..15";
    const std::size_t k = tiles.size();
    if (k == 0 || k > kMaxGroup)
        return "a pattern group holds 1 to 9 tiles, not " + std::to_string(k);
    unsigned named = 0;
    for (std::uint8_t t : tiles) {
        if (t == 0 || t > 15 || (named & (1U << t)) != 0)
            return "a pattern group names the blank, a tile twice or no tile";
        named |= 1U << t;
    }
    return {};
}

std::string PatternTable::stored_problem(const PdbCells& goal,
                                         const std::vector<std::uint8_t>& tiles, PdbFormat format,
                                         std::size_t data_size, const PdbShape& shape) {
    if (std::string why = group_problem(goal, tiles, shape); !why.empty()) return why;
    const std::uint64_t entries = pattern_size(shape, tiles.size());
    const std::uint64_t want = format == PdbFormat::Byte ? entries : (entries + 1) / 2;
    if ((format != PdbFormat::Byte && format != PdbFormat::Excess4) || data_size != want)
        return "the pattern table's data does not fit its group";
    return {};
}

void PatternTable::check_group(const PdbCells& goal) {
    if (std::string why = group_problem(goal, tiles_, shape_); !why.empty())
        throw std::invalid_argument(why);
    const std::size_t k = tiles_.size();
    const Grid16 grid(shape_.size);
    width_ = grid.w;
    between_ = (1U << (width_ - 1)) - 1U;
    orders_ = factorial(k);
    size_ = pattern_entries(k);
    if (shape_.blank == PdbBlank::Region) {
        Regions regions(grid, static_cast<std::uint32_t>(k));
        size_ = regions.blocks() * orders_;
        first_block_ = std::move(regions.first_block);
        region_of_ = std::move(regions.region_of);
    }
    orders_table_ = PdbOrders(static_cast<std::uint32_t>(k));
    set_rank_ = subset_rank().data();
    index_of_.fill(0xFF);
    for (std::size_t i = 0; i < k; ++i)
        index_of_[tiles_[i]] = static_cast<std::uint8_t>(i);
    const PdbCells goal_where = where_is(goal);
    const auto w = static_cast<int>(width_);
    for (std::size_t i = 0; i < k; ++i) {
        const int home = goal_where[tiles_[i]];
        for (int c = 0; c < 16; ++c) {
            distance_[i * 16 + static_cast<std::size_t>(c)] =
                static_cast<std::uint8_t>(std::abs(c / w - home / w) + std::abs(c % w - home % w));
        }
    }
}

PatternTable::PatternTable(Unbuilt, const PdbShape& shape, const PdbCells& goal,
                           std::vector<std::uint8_t> tiles)
    : shape_(shape), tiles_(std::move(tiles)) {
    check_group(goal);
}

PatternTable::PatternTable(const PdbCells& goal, std::vector<std::uint8_t> tiles,
                           const PdbBuildOptions& options)
    : PatternTable(PdbShape{}, goal, std::move(tiles), options) {}

PatternTable::PatternTable(const PdbShape& shape, const PdbCells& goal,
                           std::vector<std::uint8_t> tiles, const PdbBuildOptions& options)
    : PatternTable(Unbuilt{}, shape, goal, std::move(tiles)) {
    if (options.cancel != nullptr)
        throw std::invalid_argument("a build that may be cancelled is made by try_build");
    make(goal, options);
}

std::optional<PatternTable> PatternTable::try_build(const PdbCells& goal,
                                                    std::vector<std::uint8_t> tiles,
                                                    const PdbBuildOptions& options) {
    return try_build(PdbShape{}, goal, std::move(tiles), options);
}

std::optional<PatternTable> PatternTable::try_build(const PdbShape& shape, const PdbCells& goal,
                                                    std::vector<std::uint8_t> tiles,
                                                    const PdbBuildOptions& options) {
    PatternTable table(Unbuilt{}, shape, goal, std::move(tiles));
    if (!table.make(goal, options)) return std::nullopt;
    return table;
}

bool PatternTable::make(const PdbCells& goal, const PdbBuildOptions& options) {
    const auto start_time = Clock::now();
    if (!build(goal, options, PdbFormat::Excess4)) return false;
    // An excess of 15 or more does not fit 4 bits: build again with a byte an entry (not seen
    // with 6-6-3 or 7-8).
    if (format_ == PdbFormat::Byte && !build(goal, options, PdbFormat::Byte)) return false;
    build_time_ = std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - start_time);
    return true;
}

PatternTable::PatternTable(const PdbCells& goal, std::vector<std::uint8_t> tiles, PdbFormat format,
                           int max_entry, std::string_view data)
    : tiles_(std::move(tiles)), format_(format), max_entry_(max_entry) {
    check_group(goal);
    if (std::string why = stored_problem(goal, tiles_, format, data.size()); !why.empty())
        throw std::invalid_argument(why);
    data_ = PdbBytes(data);
}

PatternTable::PatternTable(const PdbCells& goal, std::vector<std::uint8_t> tiles, PdbFormat format,
                           int max_entry, PdbBytes data)
    : PatternTable(PdbShape{}, goal, std::move(tiles), format, max_entry, std::move(data)) {}

PatternTable::PatternTable(const PdbShape& shape, const PdbCells& goal,
                           std::vector<std::uint8_t> tiles, PdbFormat format, int max_entry,
                           PdbBytes data)
    : shape_(shape), tiles_(std::move(tiles)), format_(format), max_entry_(max_entry) {
    check_group(goal);
    if (std::string why = stored_problem(goal, tiles_, format, data.size(), shape_); !why.empty())
        throw std::invalid_argument(why);
    data_ = std::move(data);
}

namespace {

unsigned char* allocate_bytes(std::size_t size) {
    return static_cast<unsigned char*>(os::allocate_table(size));
}

void free_bytes(unsigned char* p, std::size_t size) noexcept {
    os::free_table(p, size);
}

}  // namespace

PdbBytes::PdbBytes(std::size_t size, unsigned char fill)
    : data_(allocate_bytes(size)), size_(size) {
    if (size_ != 0) std::memset(data_, fill, size_);
}

PdbBytes PdbBytes::uninitialized(std::size_t size) {
    PdbBytes bytes;
    bytes.data_ = allocate_bytes(size);
    bytes.size_ = size;
    return bytes;
}

PdbBytes::PdbBytes(std::string_view from) : data_(allocate_bytes(from.size())), size_(from.size()) {
    if (size_ != 0) std::memcpy(data_, from.data(), size_);
}

PdbBytes::PdbBytes(PdbBytes&& other) noexcept : data_(other.data_), size_(other.size_) {
    other.data_ = nullptr;
    other.size_ = 0;
}

PdbBytes& PdbBytes::operator=(PdbBytes&& other) noexcept {
    if (this != &other) {
        free_bytes(data_, size_);
        data_ = other.data_;
        size_ = other.size_;
        other.data_ = nullptr;
        other.size_ = 0;
    }
    return *this;
}

PdbBytes::~PdbBytes() {
    free_bytes(data_, size_);
}

namespace {

// One move of a group tile out of a block of states (one cell set, one region of the blank):
// where its states lie, so that a state's move costs the new order's rank and a probe.
struct BlockMove {
    std::uint64_t states;  // the first state of the block the move leads to
    std::uint32_t table;   // the first table index of the cell set it leads to
    std::uint8_t from;     // the tile's cell, where the blank goes
    std::uint8_t to;
    std::uint8_t place;  // the tile's place in cell order
    std::int8_t passed;  // group cells passed: + down, - up, 0 along a row
};

// The states of the search, laid out by cell set (in rank order), then by the blank's region
// (regions numbered by their lowest cell), then by the order of the tiles on the set's cells:
// state = first state of (set, region) + rank of the order. With the moves out of each block.
struct Layout {
    std::vector<std::uint16_t> mask;         // by set
    std::vector<std::uint32_t> first_block;  // by set: its first block; then the blocks' count
    std::vector<std::uint32_t> block_set;    // by block: its set
    std::vector<std::uint32_t> first_move;   // by block: its moves in `moves`; then their count
    std::vector<BlockMove> moves;

    // `by_region`: the table's index of a state is the state's own (PdbBlank::Region), else
    // its placement's.
    Layout(const Grid16& grid, std::uint32_t k, std::uint32_t orders, bool by_region) {
        const std::vector<std::uint16_t>& set_rank = subset_rank();
        const Regions regions(grid, k);
        mask = regions.mask;
        first_block = regions.first_block;
        for (std::uint32_t set = 0; set < mask.size(); ++set) {
            for (std::uint32_t b = first_block[set]; b < first_block[set + 1]; ++b)
                block_set.push_back(set);
        }
        for (std::uint32_t b = 0; b < block_set.size(); ++b) {
            first_move.push_back(static_cast<std::uint32_t>(moves.size()));
            const std::uint32_t set = block_set[b];
            const std::uint32_t m = mask[set];
            const std::uint32_t cells = regions.cells[set][b - first_block[set]];
            for (std::uint32_t movers = grid.dilate(cells) & m; movers != 0; movers &= movers - 1) {
                const auto from =
                    static_cast<std::uint32_t>(count_trailing_zeros(std::uint32_t{movers}));
                for (std::uint32_t targets = grid.neighbour_mask[from] & cells; targets != 0;
                     targets &= targets - 1) {
                    const auto to =
                        static_cast<std::uint32_t>(count_trailing_zeros(std::uint32_t{targets}));
                    const std::uint32_t moved = m ^ (1U << from) ^ (1U << to);
                    const std::uint32_t moved_set = set_rank[moved];
                    int passed = 0;
                    if (to == from + grid.w || from == to + grid.w) {
                        const std::uint32_t low = from < to ? from : to;
                        passed = kBitsSet[(m >> (low + 1)) & ((1U << (grid.w - 1)) - 1U)];
                        if (to < from) passed = -passed;
                    }
                    const std::uint32_t moved_block =
                        first_block[moved_set] + regions.region_of[moved_set * 16 + from];
                    BlockMove move{};
                    move.states = std::uint64_t{moved_block} * orders;
                    move.table = (by_region ? moved_block : moved_set) * orders;
                    move.from = static_cast<std::uint8_t>(from);
                    move.to = static_cast<std::uint8_t>(to);
                    move.place = static_cast<std::uint8_t>(popcount16(m & ((1U << from) - 1U)));
                    move.passed = static_cast<std::int8_t>(passed);
                    moves.push_back(move);
                }
            }
        }
        first_move.push_back(static_cast<std::uint32_t>(moves.size()));
    }

    std::uint64_t bytes() const noexcept {
        return mask.size() * 2 + first_block.size() * 4 + block_set.size() * 8 +
               moves.size() * sizeof(BlockMove);
    }
};

constexpr std::uint64_t kLowBits = 0x5555555555555555ULL;

}  // namespace

bool PatternTable::build(const PdbCells& goal, const PdbBuildOptions& options, PdbFormat format) {
    format_ = format;
    const auto k = static_cast<std::uint32_t>(tiles_.size());
    const std::uint32_t orders = orders_;
    const Grid16 grid(shape_.size);
    const bool by_region = shape_.blank == PdbBlank::Region;
    const Layout layout(grid, k, orders, by_region);
    const PdbOrders& ranks = orders_table_;
    const std::vector<std::uint16_t>& set_rank = subset_rank();
    const std::uint64_t total = std::uint64_t{layout.block_set.size()} * orders;

    // Two bits a state: 00 not seen; in even layers 10 is the layer being expanded and 01 the
    // next, in odd layers the other way round; 11 done. So marking a state as met and marking an
    // expanded one done are the same OR, and no pass between layers relabels anything.
    std::vector<std::uint64_t> states((total + 31) / 32, 0);
    const bool nibbles = format == PdbFormat::Excess4;
    data_ = PdbBytes(nibbles ? (size_ + 1) / 2 : size_, 0xFF);
    build_bytes_ = states.size() * sizeof(std::uint64_t) + data_.size() + layout.bytes() +
                   std::size_t{orders} * 16;
    auto* words = states.data();
    unsigned char* table = data_.data();

    // The goal: the tiles on their goal cells, the blank in the region of its goal cell.
    const PdbCells goal_where = where_is(goal);
    std::uint32_t goal_mask = 0;
    std::array<std::uint8_t, 16> owner{};
    for (std::uint32_t i = 0; i < k; ++i) {
        goal_mask |= 1U << goal_where[tiles_[i]];
        owner[goal_where[tiles_[i]]] = static_cast<std::uint8_t>(i);
    }
    std::array<std::uint8_t, kMaxGroup> goal_order{};
    std::uint32_t j = 0;
    for (std::uint32_t m = goal_mask; m != 0; m &= m - 1)
        goal_order[j++] = owner[static_cast<std::size_t>(count_trailing_zeros(std::uint32_t{m}))];
    const std::uint32_t goal_set = set_rank[goal_mask];
    const std::uint32_t goal_rank = rank_order(goal_order.data(), k);
    // The blank's region is the block: regions are numbered as Layout numbers them, by their
    // lowest cell.
    std::uint32_t goal_block = layout.first_block[goal_set];
    for (std::uint32_t left = ~goal_mask & 0xFFFFU; left != 0;) {
        const std::uint32_t r = grid.flood(left & (0U - left), ~goal_mask & 0xFFFFU);
        if ((r & (1U << goal_where[0])) != 0) break;
        ++goal_block;
        left &= ~r;
    }
    const std::uint64_t goal_state = std::uint64_t{goal_block} * orders + goal_rank;
    words[goal_state >> 5] |= 2ULL << ((goal_state & 31U) * 2);
    const std::uint64_t goal_index =
        by_region ? goal_state : std::uint64_t{goal_set} * orders + goal_rank;
    if (nibbles) {
        table[goal_index >> 1] = static_cast<unsigned char>(table[goal_index >> 1] &
                                                            ~(0xFU << ((goal_index & 1U) << 2)));
    } else {
        table[goal_index] = 0;
    }

    int threads = options.threads;
    if (threads <= 0) threads = std::thread::hardware_concurrency() > 1 ? 2 : 1;
    if (total < (1U << 22)) threads = 1;  // small tables: threads cost more than they save
    const std::uint64_t word_count = states.size();
    std::atomic<bool> overflow{false};
    std::atomic<bool> stop{false};
    std::atomic<std::uint64_t> saturated{0};
    std::uint64_t reached = 1;

    int depth = 0;
    for (bool grew = true; grew; ++depth) {
        if (depth + 1 > 0xFE) throw std::logic_error("pattern table depth overflows a byte");
        const bool even = (depth & 1) == 0;
        const std::uint64_t mark = even ? 1 : 2;
        const auto next_entry = static_cast<std::uint32_t>(depth + 1);
        std::vector<std::uint64_t> met(static_cast<std::size_t>(threads), 0);

        // Expands the states of words [begin, end).
        const auto expand = [&](std::uint64_t begin, std::uint64_t end, std::uint64_t& found,
                                bool reports) {
            auto block = static_cast<std::uint32_t>(begin * 32 / orders);
            std::uint64_t block_start = std::uint64_t{block} * orders;
            for (std::uint64_t w = begin; w < end; ++w) {
                if ((w & 0xFFFFU) == 0) {
                    if (options.cancel != nullptr &&
                        options.cancel->load(std::memory_order_relaxed)) {
                        stop = true;
                    }
                    if (stop.load(std::memory_order_relaxed)) return;
                    if (reports && options.on_progress != nullptr) {
                        options.on_progress(options.progress_context,
                                            std::min(total, reached + found * met.size()), total);
                    }
                }
                const std::uint64_t word = __atomic_load_n(&words[w], __ATOMIC_RELAXED);
                const std::uint64_t current =
                    even ? (word >> 1) & ~word & kLowBits : word & ~(word >> 1) & kLowBits;
                if (current == 0) continue;
                for (std::uint64_t bits = current; bits != 0; bits &= bits - 1) {
                    const std::uint64_t state =
                        w * 32 +
                        static_cast<std::uint64_t>(count_trailing_zeros(std::uint64_t{bits}) / 2);
                    while (state >= block_start + orders) {
                        ++block;
                        block_start += orders;
                    }
                    const auto rank = static_cast<std::uint32_t>(state - block_start);
                    int distance = -1;  // the placement's Manhattan distance, when needed
                    const BlockMove* move_end = layout.moves.data() + layout.first_move[block + 1];
                    for (const BlockMove* move = layout.moves.data() + layout.first_move[block];
                         move != move_end; ++move) {
                        const std::uint32_t moved_rank =
                            move->passed == 0 ? rank
                                              : ranks.moved_rank(rank, move->place, move->passed);
                        const std::uint64_t target = move->states + moved_rank;
                        std::uint64_t* slot = &words[target >> 5];
                        const auto shift = static_cast<std::uint32_t>(target & 31U) * 2;
                        if (((__atomic_load_n(slot, __ATOMIC_RELAXED) >> shift) & 3U) != 0)
                            continue;
                        __atomic_fetch_or(slot, mark << shift, __ATOMIC_RELAXED);
                        ++found;
                        const std::uint64_t index = std::uint64_t{move->table} + moved_rank;
                        if (!nibbles) {
                            if (__atomic_load_n(&table[index], __ATOMIC_RELAXED) == 0xFF) {
                                __atomic_store_n(&table[index],
                                                 static_cast<unsigned char>(next_entry),
                                                 __ATOMIC_RELAXED);
                            }
                            continue;
                        }
                        unsigned char* byte = &table[index >> 1];
                        const auto at = static_cast<std::uint32_t>((index & 1U) << 2);
                        const unsigned seen = __atomic_load_n(byte, __ATOMIC_RELAXED);
                        if (((seen >> at) & 0xFU) != 0xFU) continue;
                        const std::uint64_t order = ranks.order[rank];
                        if (distance < 0) {
                            distance = 0;
                            std::uint32_t q = 0;
                            for (std::uint32_t m = layout.mask[layout.block_set[block]]; m != 0;
                                 m &= m - 1, ++q) {
                                distance += distance_[((order >> (4 * q)) & 0xFU) * 16U +
                                                      static_cast<std::uint32_t>(
                                                          count_trailing_zeros(std::uint32_t{m}))];
                            }
                        }
                        const auto tile =
                            static_cast<std::uint32_t>((order >> (4U * move->place)) & 0xFU);
                        const auto moved_distance = static_cast<std::uint32_t>(
                            distance - distance_[tile * 16U + move->from] +
                            distance_[tile * 16U + move->to]);
                        std::uint32_t excess = (next_entry - moved_distance) / 2;
                        if (excess >= 15) {
                            if (by_region) {
                                // Kept at 14: a lower bound still (see PdbBlank::Region).
                                excess = 14;
                                saturated.fetch_add(1, std::memory_order_relaxed);
                            } else {
                                overflow = true;
                                stop = true;
                                continue;
                            }
                        }
                        __atomic_fetch_and(byte,
                                           static_cast<unsigned char>(~((0xFU ^ excess) << at)),
                                           __ATOMIC_RELAXED);
                    }
                }
                // The expanded states are done.
                __atomic_fetch_or(&words[w], even ? current : current << 1, __ATOMIC_RELAXED);
            }
        };

        if (threads == 1) {
            expand(0, word_count, met[0], true);
        } else {
            std::vector<std::thread> pool;
            const std::uint64_t share = (word_count + static_cast<std::uint64_t>(threads) - 1) /
                                        static_cast<std::uint64_t>(threads);
            for (int t = 1; t < threads; ++t) {
                const std::uint64_t from =
                    std::min(word_count, share * static_cast<std::uint64_t>(t));
                const std::uint64_t to = std::min(word_count, from + share);
                pool.emplace_back(expand, from, to, std::ref(met[static_cast<std::size_t>(t)]),
                                  false);
            }
            expand(0, std::min(word_count, share), met[0], true);
            for (auto& thread : pool)
                thread.join();
        }
        if (overflow) {
            format_ = PdbFormat::Byte;
            return true;
        }
        if (stop) return false;  // cancelled
        std::uint64_t new_states = 0;
        for (const std::uint64_t m : met)
            new_states += m;
        reached += new_states;
        grew = new_states != 0;
        if (options.on_progress != nullptr) {
            options.on_progress(options.progress_context, std::min(reached, total), total);
        }
    }
    // The last layer added nothing. (With 4 or more cells outside the group every placement is
    // met; one that were not would still read 15 or 255: replaced by 0, a lower bound.)
    max_entry_ = depth - 1;
    saturated_ = saturated.load();
    if (nibbles) {
        // A nibble still 15 was never met.
        for (std::size_t i = 0; i < data_.size(); ++i) {
            auto b = table[i];
            if ((b & 0xFU) == 0xFU) b = static_cast<unsigned char>(b & 0xF0U);
            if ((b & 0xF0U) == 0xF0U) b = static_cast<unsigned char>(b & 0x0FU);
            table[i] = b;
        }
    } else {
        for (std::size_t i = 0; i < data_.size(); ++i) {
            if (table[i] == 0xFF) table[i] = 0;
        }
    }
    return true;
}

std::uint32_t PatternTable::rank(const PdbCells& where) const noexcept {
    const auto k = static_cast<std::uint32_t>(tiles_.size());
    std::array<std::uint8_t, 16> owner{};
    std::uint32_t mask = 0;
    for (std::uint32_t i = 0; i < k; ++i) {
        const std::uint8_t c = where[tiles_[i]];
        mask |= 1U << c;
        owner[c] = static_cast<std::uint8_t>(i);
    }
    std::uint32_t rank = 0;
    std::uint32_t used = 0;
    std::uint32_t left = k;
    for (std::uint32_t m = mask; m != 0; m &= m - 1, --left) {
        const std::uint32_t t =
            owner[static_cast<std::size_t>(count_trailing_zeros(std::uint32_t{m}))];
        rank = rank * left + t - kBitsSet[used & ((1U << t) - 1U)];
        used |= 1U << t;
    }
    const std::uint32_t set = subset_rank()[mask];
    if (shape_.blank == PdbBlank::Least) return set * orders_ + rank;
    return (first_block_[set] + region_of_[set * 16 + where[0]]) * orders_ + rank;
}

int PatternTable::entry(const PdbCells& where) const noexcept {
    const PdbCursor c = cursor(where);
    return entry_at(index(c, where[0]), c.distance);
}

PdbCursor PatternTable::cursor(const PdbCells& where) const noexcept {
    PdbCursor c;
    const std::uint32_t index = rank(where);
    c.order = index % orders_;
    for (std::size_t i = 0; i < tiles_.size(); ++i) {
        c.mask |= 1U << where[tiles_[i]];
        c.distance += distance_[i * 16 + where[tiles_[i]]];
    }
    return c;
}

std::string PatternTable::implausible(const PdbCells& goal) const {
    const auto k = static_cast<std::uint32_t>(tiles_.size());
    const Grid16 grid(shape_.size);
    const bool by_region = shape_.blank == PdbBlank::Region;
    PdbCells where = where_is(goal);
    if (const int e = entry(where); e != 0)
        return "the goal's entry is " + std::to_string(e) + ", not 0";
    // The goal's placement, then placements drawn the same way every time: the first k of a
    // shuffle of the 16 cells (and the next for the blank, in a Region table).
    constexpr int kSamples = 256;
    std::uint64_t state = 0x9E3779B97F4A7C15ULL;
    const auto next = [&state](std::uint32_t below) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<std::uint32_t>((state >> 33) % below);
    };
    // Whether the cells free of the group's tiles form one region.
    const auto one_region = [&grid](std::uint32_t mask) {
        const std::uint32_t free = ~mask & 0xFFFFU;
        return grid.flood(free & (~free + 1U), free) == free;
    };
    const auto placement_problem = [&](const PdbCells& w, int e) -> std::string {
        int distance = 0;
        for (std::uint32_t i = 0; i < k; ++i)
            distance += distance_[i * 16 + w[tiles_[i]]];
        if (e < distance || (e - distance) % 2 != 0 || e > max_entry_) {
            return "an entry of " + std::to_string(e) + " where the tiles are " +
                   std::to_string(distance) + " cells from their goal and the largest entry is " +
                   std::to_string(max_entry_);
        }
        return {};
    };
    for (int sample = 0; sample <= kSamples; ++sample) {
        if (sample > 0) {
            std::array<std::uint8_t, 16> cells{};
            for (std::uint8_t c = 0; c < 16; ++c)
                cells[c] = c;
            for (std::uint32_t i = 0; i < k; ++i) {
                std::swap(cells[i], cells[i + next(16 - i)]);
                where[tiles_[i]] = cells[i];
            }
            if (by_region && k < 16) where[0] = cells[k + next(16 - k)];
        }
        const int e = entry(where);
        if (std::string p = placement_problem(where, e); !p.empty()) return p;
        std::uint32_t mask = 0;
        for (std::uint32_t i = 0; i < k; ++i)
            mask |= 1U << where[tiles_[i]];
        const bool single = one_region(mask);
        // A Region table's moves: into the blank's region, which the blank leaves on `from`.
        const std::uint32_t blank_region =
            by_region ? grid.flood(1U << where[0], ~mask & 0xFFFFU) : 0xFFFFU;
        for (std::uint32_t i = 0; i < k; ++i) {
            const std::uint8_t from = where[tiles_[i]];
            for (const std::uint8_t to : grid.neighbours[from]) {
                if (to == 0xFF || (mask & (1U << to)) != 0 || (blank_region & (1U << to)) == 0)
                    continue;
                PdbCells moved = where;
                moved[tiles_[i]] = to;
                if (by_region) moved[0] = from;
                const int f = entry(moved);
                if (std::string p = placement_problem(moved, f); !p.empty()) return p;
                const std::uint32_t moved_mask = mask ^ (1U << from) ^ (1U << to);
                // An entry kept at an excess of 28 may be below its distance.
                const auto kept_low = [&](const PdbCells& w, int entry) {
                    int distance = 0;
                    for (std::uint32_t j = 0; j < k; ++j)
                        distance += distance_[j * 16 + w[tiles_[j]]];
                    return entry - distance == 28;
                };
                const bool exact = !kept_low(where, e) && !kept_low(moved, f);
                if ((by_region && exact && (e > f + 1 || f > e + 1)) ||
                    (one_region(moved_mask) && e > f + 1) || (single && f > e + 1)) {
                    return "entries of " + std::to_string(e) + " and " + std::to_string(f) +
                           " one move apart, where a move changes an entry by at most 1";
                }
            }
        }
    }
    return {};
}

int largest_stored(std::string_view data, PdbFormat format) noexcept {
    // Plain loops over bytes, which the compiler turns into vector maxima.
    unsigned largest = 0;
    const auto* bytes = reinterpret_cast<const unsigned char*>(data.data());
    if (format == PdbFormat::Byte) {
        for (std::size_t i = 0; i < data.size(); ++i)
            largest = std::max<unsigned>(largest, bytes[i]);
    } else {
        unsigned char low = 0;
        unsigned char high = 0;
        for (std::size_t i = 0; i < data.size(); ++i) {
            low = std::max<unsigned char>(low, static_cast<unsigned char>(bytes[i] & 0xFU));
            high = std::max<unsigned char>(high, static_cast<unsigned char>(bytes[i] >> 4));
        }
        largest = std::max<unsigned>(low, high);
    }
    return static_cast<int>(largest);
}

int most_stored(PdbFormat format, int max_entry) noexcept {
    if (format == PdbFormat::Byte) return max_entry;
    return std::min(14, max_entry / 2);
}

}  // namespace ninegrid::sliding
