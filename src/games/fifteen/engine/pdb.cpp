// SPDX-License-Identifier: MIT
// Pattern tables built by a 0-1 breadth-first search over placements, and IDA* looking them up.
#include "ninegrid/fifteen/pdb.hpp"

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
#include <system_error>
#include <thread>

#include "base/bits.hpp"
#include "os/memory.hpp"

namespace ninegrid::fifteen {

namespace {

using Clock = std::chrono::steady_clock;

// The largest group: its 16!/(16-k)! placements must be ranked in 32 bits (9 tiles: 4.15e9;
// 10 would need 2.9e10).
constexpr int kMaxGroup = 9;

bool is_permutation(const PdbCells& cells) {
    unsigned seen = 0;
    for (std::uint8_t v : cells) {
        if (v > 15) return false;
        seen |= 1U << v;
    }
    return seen == 0xFFFFU;
}

std::uint8_t blank_cell(const PdbCells& cells) {
    return static_cast<std::uint8_t>(std::find(cells.begin(), cells.end(), 0) - cells.begin());
}

// where[t] = the cell of tile t.
PdbCells where_is(const PdbCells& cells) {
    PdbCells where{};
    for (std::uint8_t c = 0; c < 16; ++c)
        where[cells[c]] = c;
    return where;
}

// The cells reachable from `start` through `free` (which holds start), by repeated dilation.
std::uint32_t flood(std::uint32_t start, std::uint32_t free) {
    std::uint32_t region = start;
    for (;;) {
        std::uint32_t grown = region | (region << 4) | (region >> 4) | ((region << 1) & 0xEEEEU) |
                              ((region >> 1) & 0x7777U);
        grown &= free;
        if (grown == region) return region;
        region = grown;
    }
}

// The cells next to any of `cells`.
std::uint32_t dilate(std::uint32_t cells) {
    return ((cells << 4) | (cells >> 4) | ((cells << 1) & 0xEEEEU) | ((cells >> 1) & 0x7777U)) &
           0xFFFFU;
}

// neighbours[c]: the cells next to c, 0xFF after the last.
constexpr std::array<std::array<std::uint8_t, 4>, 16> make_neighbours() {
    std::array<std::array<std::uint8_t, 4>, 16> n{};
    for (std::size_t c = 0; c < 16; ++c) {
        std::size_t k = 0;
        n[c] = {0xFF, 0xFF, 0xFF, 0xFF};
        if (c >= 4) n[c][k++] = static_cast<std::uint8_t>(c - 4);
        if (c < 12) n[c][k++] = static_cast<std::uint8_t>(c + 4);
        if (c % 4 != 0) n[c][k++] = static_cast<std::uint8_t>(c - 1);
        if (c % 4 != 3) n[c][k++] = static_cast<std::uint8_t>(c + 1);
    }
    return n;
}
constexpr auto kNeighbours = make_neighbours();

// kNeighbourMask[c]: the cells next to c as bits.
constexpr std::array<std::uint16_t, 16> make_neighbour_masks() {
    std::array<std::uint16_t, 16> masks{};
    for (std::size_t c = 0; c < 16; ++c) {
        for (const std::uint8_t n : kNeighbours[c]) {
            if (n != 0xFF) masks[c] = static_cast<std::uint16_t>(masks[c] | (1U << n));
        }
    }
    return masks;
}
constexpr auto kNeighbourMask = make_neighbour_masks();

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

// Rewrites the 6-6-3 or 7-8 cell groups, given for the blank on cell 15, for `goal`'s blank cell
// and names them by the goal's tiles.
Partition partition_by_cells(const PdbCells& goal, const std::vector<std::vector<int>>& groups) {
    if (!is_permutation(goal))
        throw std::invalid_argument("the goal is not a permutation of 0..15");
    const int blank = blank_cell(goal);
    Partition partition;
    for (const auto& group : groups) {
        std::vector<std::uint8_t> tiles;
        for (int cell : group) {
            if (blank == 0) {
                cell = 15 - cell;
            } else if (cell == blank) {
                cell = 15;
            }
            tiles.push_back(goal[static_cast<std::size_t>(cell)]);
        }
        std::sort(tiles.begin(), tiles.end());
        partition.push_back(std::move(tiles));
    }
    return partition;
}

}  // namespace

Partition partition_663(const PdbCells& goal) {
    return partition_by_cells(goal, {{0, 4, 5, 8, 9, 12}, {6, 7, 10, 11, 13, 14}, {1, 2, 3}});
}

Partition partition_78(const PdbCells& goal) {
    return partition_by_cells(goal, {{8, 9, 10, 11, 12, 13, 14}, {0, 1, 2, 3, 4, 5, 6, 7}});
}

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

std::string PatternTable::group_problem(const PdbCells& goal,
                                        const std::vector<std::uint8_t>& tiles) {
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
                                         std::size_t data_size) {
    if (std::string why = group_problem(goal, tiles); !why.empty()) return why;
    const std::size_t entries = pattern_entries(tiles.size());
    const std::size_t want = format == PdbFormat::Byte ? entries : (entries + 1) / 2;
    if ((format != PdbFormat::Byte && format != PdbFormat::Excess4) || data_size != want)
        return "the pattern table's data does not fit its group";
    return {};
}

void PatternTable::check_group(const PdbCells& goal) {
    if (std::string why = group_problem(goal, tiles_); !why.empty())
        throw std::invalid_argument(why);
    const std::size_t k = tiles_.size();
    size_ = pattern_entries(k);
    orders_ = 1;
    for (std::size_t i = 2; i <= k; ++i)
        orders_ *= static_cast<std::uint32_t>(i);
    orders_table_ = PdbOrders(static_cast<std::uint32_t>(k));
    set_rank_ = subset_rank().data();
    index_of_.fill(0xFF);
    for (std::size_t i = 0; i < k; ++i)
        index_of_[tiles_[i]] = static_cast<std::uint8_t>(i);
    const PdbCells goal_where = where_is(goal);
    for (std::size_t i = 0; i < k; ++i) {
        const int home = goal_where[tiles_[i]];
        for (int c = 0; c < 16; ++c) {
            distance_[i * 16 + static_cast<std::size_t>(c)] =
                static_cast<std::uint8_t>(std::abs(c / 4 - home / 4) + std::abs(c % 4 - home % 4));
        }
    }
}

PatternTable::PatternTable(Unbuilt, const PdbCells& goal, std::vector<std::uint8_t> tiles)
    : tiles_(std::move(tiles)) {
    check_group(goal);
}

PatternTable::PatternTable(const PdbCells& goal, std::vector<std::uint8_t> tiles,
                           const PdbBuildOptions& options)
    : PatternTable(Unbuilt{}, goal, std::move(tiles)) {
    if (options.cancel != nullptr)
        throw std::invalid_argument("a build that may be cancelled is made by try_build");
    make(goal, options);
}

std::optional<PatternTable> PatternTable::try_build(const PdbCells& goal,
                                                    std::vector<std::uint8_t> tiles,
                                                    const PdbBuildOptions& options) {
    PatternTable table(Unbuilt{}, goal, std::move(tiles));
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
    : tiles_(std::move(tiles)), format_(format), max_entry_(max_entry) {
    check_group(goal);
    if (std::string why = stored_problem(goal, tiles_, format, data.size()); !why.empty())
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

    Layout(std::uint32_t k, std::uint32_t orders) {
        const std::vector<std::uint16_t>& set_rank = subset_rank();
        std::vector<std::array<std::uint8_t, 16>> region_of;
        std::vector<std::array<std::uint16_t, 8>> region;
        for (std::uint32_t m = 0; m < (1U << 16); ++m) {
            if (popcount16(m) != static_cast<int>(k)) continue;
            first_block.push_back(static_cast<std::uint32_t>(block_set.size()));
            mask.push_back(static_cast<std::uint16_t>(m));
            std::array<std::uint8_t, 16> of{};
            of.fill(0xFF);
            std::array<std::uint16_t, 8> cells{};
            std::uint32_t left = ~m & 0xFFFFU;
            std::uint8_t n = 0;
            while (left != 0) {
                const std::uint32_t r = flood(left & (0U - left), ~m & 0xFFFFU);
                if (n == 8) throw std::logic_error("more than 8 free regions on a 4x4 board");
                cells[n] = static_cast<std::uint16_t>(r);
                for (std::uint32_t b = r; b != 0; b &= b - 1)
                    of[static_cast<std::size_t>(count_trailing_zeros(std::uint32_t{b}))] = n;
                ++n;
                left &= ~r;
                block_set.push_back(static_cast<std::uint32_t>(mask.size() - 1));
            }
            region_of.push_back(of);
            region.push_back(cells);
        }
        first_block.push_back(static_cast<std::uint32_t>(block_set.size()));
        for (std::uint32_t b = 0; b < block_set.size(); ++b) {
            first_move.push_back(static_cast<std::uint32_t>(moves.size()));
            const std::uint32_t set = block_set[b];
            const std::uint32_t m = mask[set];
            const std::uint32_t cells = region[set][b - first_block[set]];
            for (std::uint32_t movers = dilate(cells) & m; movers != 0; movers &= movers - 1) {
                const auto from =
                    static_cast<std::uint32_t>(count_trailing_zeros(std::uint32_t{movers}));
                for (std::uint32_t targets = kNeighbourMask[from] & cells; targets != 0;
                     targets &= targets - 1) {
                    const auto to =
                        static_cast<std::uint32_t>(count_trailing_zeros(std::uint32_t{targets}));
                    const std::uint32_t moved = m ^ (1U << from) ^ (1U << to);
                    const std::uint32_t moved_set = set_rank[moved];
                    int passed = 0;
                    if (to == from + 4 || from == to + 4) {
                        const std::uint32_t low = from < to ? from : to;
                        passed = kBitsSet[(m >> (low + 1)) & 7U];
                        if (to < from) passed = -passed;
                    }
                    BlockMove move{};
                    move.states =
                        std::uint64_t{first_block[moved_set] + region_of[moved_set][from]} * orders;
                    move.table = moved_set * orders;
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
    const Layout layout(k, orders);
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
        const std::uint32_t r = flood(left & (0U - left), ~goal_mask & 0xFFFFU);
        if ((r & (1U << goal_where[0])) != 0) break;
        ++goal_block;
        left &= ~r;
    }
    const std::uint64_t goal_state = std::uint64_t{goal_block} * orders + goal_rank;
    words[goal_state >> 5] |= 2ULL << ((goal_state & 31U) * 2);
    const std::uint64_t goal_index = std::uint64_t{goal_set} * orders + goal_rank;
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
                        const std::uint32_t excess = (next_entry - moved_distance) / 2;
                        if (excess >= 15) {
                            overflow = true;
                            stop = true;
                            continue;
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
    return std::uint32_t{subset_rank()[mask]} * orders_ + rank;
}

int PatternTable::entry(const PdbCells& where) const noexcept {
    const PdbCursor c = cursor(where);
    return entry_at(index(c), c.distance);
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
    PdbCells where = where_is(goal);
    if (const int e = entry(where); e != 0)
        return "the goal's entry is " + std::to_string(e) + ", not 0";
    // The goal's placement, then placements drawn the same way every time: the first k of a
    // shuffle of the 16 cells.
    constexpr int kSamples = 256;
    std::uint64_t state = 0x9E3779B97F4A7C15ULL;
    const auto next = [&state](std::uint32_t below) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<std::uint32_t>((state >> 33) % below);
    };
    // Whether the cells free of the group's tiles form one region.
    const auto one_region = [](std::uint32_t mask) {
        const std::uint32_t free = ~mask & 0xFFFFU;
        return flood(free & (~free + 1U), free) == free;
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
        }
        const int e = entry(where);
        if (std::string p = placement_problem(where, e); !p.empty()) return p;
        std::uint32_t mask = 0;
        for (std::uint32_t i = 0; i < k; ++i)
            mask |= 1U << where[tiles_[i]];
        const bool single = one_region(mask);
        for (std::uint32_t i = 0; i < k; ++i) {
            const std::uint8_t from = where[tiles_[i]];
            for (const std::uint8_t to : kNeighbours[from]) {
                if (to == 0xFF || (mask & (1U << to)) != 0) continue;
                PdbCells moved = where;
                moved[tiles_[i]] = to;
                const int f = entry(moved);
                if (std::string p = placement_problem(moved, f); !p.empty()) return p;
                const std::uint32_t moved_mask = mask ^ (1U << from) ^ (1U << to);
                if ((one_region(moved_mask) && e > f + 1) || (single && f > e + 1)) {
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

namespace {

// Throws unless `partition` holds each tile 1..15 exactly once; group_of[t] is t's group.
std::array<int, 16> groups_of(const Partition& partition) {
    std::array<int, 16> group_of{};
    group_of.fill(-1);
    for (std::size_t g = 0; g < partition.size(); ++g) {
        for (std::uint8_t t : partition[g]) {
            if (t == 0 || t > 15 || group_of[t] != -1) {
                throw std::invalid_argument(
                    "a partition holds each tile 1..15 once; it names the blank, a tile twice "
                    "or a tile above 15");
            }
            group_of[t] = static_cast<int>(g);
        }
    }
    if (std::count(group_of.begin() + 1, group_of.end(), -1) != 0) {
        throw std::invalid_argument("a partition holds each tile 1..15 once; some are missing");
    }
    return group_of;
}

Partition partition_of(const std::vector<PatternTable>& tables) {
    Partition partition;
    for (const auto& table : tables)
        partition.push_back(table.tiles());
    return partition;
}

}  // namespace

PatternDatabase::PatternDatabase(const PdbCells& goal, const Partition& partition,
                                 const PdbBuildOptions& options)
    : goal_(goal) {
    if (!is_permutation(goal))
        throw std::invalid_argument("the goal is not a permutation of 0..15");
    group_of_ = groups_of(partition);
    tables_.reserve(partition.size());
    for (const auto& group : partition)
        tables_.emplace_back(goal, group, options);
    init();
}

PatternDatabase::PatternDatabase(const PdbCells& goal, std::vector<PatternTable> tables)
    : goal_(goal), tables_(std::move(tables)) {
    if (!is_permutation(goal))
        throw std::invalid_argument("the goal is not a permutation of 0..15");
    group_of_ = groups_of(partition_of(tables_));
    init();
}

void PatternDatabase::init() {
    const PdbCells& goal = goal_;
    const std::uint8_t blank = blank_cell(goal);
    reflectable_ = mirror_cell(blank) == blank;
    // Tile t's goal cell mirrored holds the tile t becomes; the blank stays the blank because its
    // cell is on the diagonal.
    const PdbCells goal_where = where_is(goal);
    for (std::uint8_t t = 0; t < 16; ++t)
        mirror_tile_[t] = goal[mirror_cell(goal_where[t])];
}

int PatternDatabase::heuristic(const PdbCells& cells) const noexcept {
    const PdbCells where = where_is(cells);
    int sum = 0;
    for (const auto& table : tables_)
        sum += table.entry(where);
    return sum;
}

PdbCells PatternDatabase::mirror(const PdbCells& cells) const noexcept {
    PdbCells out{};
    for (std::uint8_t c = 0; c < 16; ++c)
        out[mirror_cell(c)] = mirror_tile_[cells[c]];
    return out;
}

int PatternDatabase::heuristic_reflected(const PdbCells& cells) const noexcept {
    const int h = heuristic(cells);
    if (!reflectable_) return h;
    return std::max(h, heuristic(mirror(cells)));
}

std::size_t PatternDatabase::bytes() const noexcept {
    std::size_t sum = 0;
    for (const auto& table : tables_)
        sum += table.bytes();
    return sum;
}

std::chrono::nanoseconds PatternDatabase::build_time() const noexcept {
    std::chrono::nanoseconds sum{0};
    for (const auto& table : tables_)
        sum += table.build_time();
    return sum;
}

namespace {

// One IDA* run: the board and, for the tables, where each tile is on it and on its mirror, with
// each group's entry kept so that a move looks up only the moved tile's group.
class Search {
  public:
    Search(const PatternDatabase& db, const PdbCells& start, PdbOptions options)
        : db_(db),
          cells_(start),
          reflect_(options.reflect && db.reflectable()),
          limit_(options.node_limit),
          options_(options) {
        threads_ = pdb_threads(options.threads, std::thread::hardware_concurrency());
        where_ = where_is(start);
        for (std::uint8_t t = 0; t < 16; ++t) {
            mirror_where_[db.mirror_tile(t)] = PatternDatabase::mirror_cell(where_[t]);
        }
        for (const auto& table : db.tables()) {
            cursor_.push_back(table.cursor(where_));
            entry_.push_back(table.entry(where_));
            sum_ += entry_.back();
            mirror_cursor_.push_back(table.cursor(mirror_where_));
            mirror_entry_.push_back(reflect_ ? table.entry(mirror_where_) : 0);
            mirror_sum_ += mirror_entry_.back();
        }
    }

    PdbSolution run() {
        PdbSolution solution;
        int bound = h();
        std::uint64_t last_iteration = 0;  // the nodes of the iteration before
        check_at_ = 0;  // the first node looks: a flag raised before the search stops it at once
        for (;;) {
            solution.bound = bound;
            // Admissible tables keep the bound at or below the length of an optimal solution.
            if (bound > kPdbMostMoves) {
                solution.overestimated = true;
                break;
            }
            bound_ = bound;
            if (options_.on_bound != nullptr) options_.on_bound(options_.bound_context, bound);
            const std::uint64_t before = nodes_;
            // where_: the start's cells
            const int next = threads_ > 1 && last_iteration >= kPdbParallelFrom
                                 ? shared_iteration(bound)
                                 : dfs<false>(where_[0], 0, bound, kNone);
            last_iteration = nodes_ - before;
            if (next == kFound) {
                solution.solved = true;
                solution.length = static_cast<int>(path_.size());
                solution.moves = path_;
                break;
            }
            if (next == kStopped) break;
            bound = next;
        }
        solution.nodes = nodes_;
        solution.cancelled = cancelled_;
        solution.shared_iterations = shared_iterations_;
        return solution;
    }

  private:
    static constexpr int kFound = -1;
    static constexpr int kStopped = -2;
    static constexpr int kNone = 4;  // no previous move; 4 ^ 1 is no direction either
    // Nodes between two looks at the cancel flag, and looks between two progress reports.
    static constexpr std::uint64_t kCheckEvery = 4096;
    static constexpr std::uint64_t kChecksPerReport = 64;

    // The node count at which poll() is next due: the next check, or the node limit if sooner.
    std::uint64_t next_check() const noexcept {
        const std::uint64_t at = nodes_ + kCheckEvery;
        return limit_ != 0 && limit_ < at ? limit_ : at;
    }

    // Whether to stop: the node limit reached, or the cancel flag raised; reports progress now
    // and then. Called only when nodes_ reaches check_at_, so the search pays one comparison a
    // node for all three.
    bool poll() {
        if (shared_ != nullptr) return poll_shared();
        if (limit_ != 0 && nodes_ >= limit_) return true;
        if (options_.cancel != nullptr && options_.cancel->load(std::memory_order_relaxed)) {
            cancelled_ = true;
            return true;
        }
        if (options_.on_progress != nullptr && ++checks_ % kChecksPerReport == 0)
            options_.on_progress(options_.progress_context, bound_, nodes_);
        check_at_ = next_check();
        return false;
    }

    int h() const noexcept { return reflect_ ? std::max(sum_, mirror_sum_) : sum_; }

    // A move out of the node: the tile that slides into the blank, where its group's placement
    // goes and the index of its entry (and in the mirror its mirror's), looked up only after
    // every child's entries have been asked for, so that their cache misses overlap.
    struct Child {
        std::uint8_t dir;
        std::uint8_t cell;  // the tile's cell, where the blank goes
        std::uint8_t tile;
        std::uint8_t group;
        std::uint8_t mirror_group;
        std::uint32_t index;
        std::uint32_t mirror_index;
        PdbCursor cursor;
        PdbCursor mirror_cursor;
    };

    // The least f above `bound` met below this node, kFound or kStopped. Collecting, a node
    // split_depth_ moves deep is not searched but kept in items_ (its moves), for a thread.
    template <bool kCollect>
    int dfs(std::uint8_t blank, int g, int bound, int previous) {
        if (nodes_ >= check_at_ && poll()) return kStopped;
        if constexpr (kCollect) {
            if (g == split_depth_) {
                items_->push_back(path_);
                return kUnbounded;  // its thread counts it
            }
        }
        ++nodes_;
        const int estimate = h();
        if (g + estimate > bound) return g + estimate;
        // Every tile is in some group, so only the goal has all entries 0.
        if (estimate == 0) return kFound;

        const auto& tables = db_.tables();
        std::array<Child, 4> children;
        std::size_t count = 0;
        const std::uint8_t mirror_blank = PatternDatabase::mirror_cell(blank);
        for (int dir = 0; dir < 4; ++dir) {
            if (dir == (previous ^ 1)) continue;
            const int to = step(blank, dir);
            if (to < 0) continue;
            Child& c = children[count++];
            c.dir = static_cast<std::uint8_t>(dir);
            c.cell = static_cast<std::uint8_t>(to);
            c.tile = cells_[c.cell];
            c.group = static_cast<std::uint8_t>(db_.group_of(c.tile));
            const PatternTable& table = tables[c.group];
            c.cursor = table.moved(cursor_[c.group], c.tile, c.cell, blank);
            c.index = table.index(c.cursor);
            ninegrid::prefetch(table.address_of(c.index));
            if (!reflect_) continue;
            const std::uint8_t mirrored = db_.mirror_tile(c.tile);
            c.mirror_group = static_cast<std::uint8_t>(db_.group_of(mirrored));
            const PatternTable& mirror_table = tables[c.mirror_group];
            c.mirror_cursor =
                mirror_table.moved(mirror_cursor_[c.mirror_group], mirrored,
                                   PatternDatabase::mirror_cell(c.cell), mirror_blank);
            c.mirror_index = mirror_table.index(c.mirror_cursor);
            ninegrid::prefetch(mirror_table.address_of(c.mirror_index));
        }

        // A child whose bound already exceeds `bound` is counted and cut here, without a call;
        // its mirror's entry is read only when its own does not cut it.
        int least = kUnbounded;
        for (std::size_t i = 0; i < count; ++i) {
            const Child& c = children[i];
            const int e = tables[c.group].entry_at(c.index, c.cursor.distance);
            const int child_sum = sum_ + e - entry_[c.group];
            int child_h = child_sum;
            int me = 0;
            if (reflect_ && g + 1 + child_sum <= bound) {
                me = tables[c.mirror_group].entry_at(c.mirror_index, c.mirror_cursor.distance);
                child_h = std::max(child_sum, mirror_sum_ + me - mirror_entry_[c.mirror_group]);
            }
            if (g + 1 + child_h > bound) {
                if (nodes_ >= check_at_ && poll()) return kStopped;
                ++nodes_;
                least = std::min(least, g + 1 + child_h);
                continue;
            }
            cells_[blank] = c.tile;
            cells_[c.cell] = 0;
            const PdbCursor old_cursor = cursor_[c.group];
            const int old_entry = entry_[c.group];
            cursor_[c.group] = c.cursor;
            sum_ = child_sum;
            entry_[c.group] = e;
            PdbCursor old_mirror_cursor;
            int old_mirror_entry = 0;
            if (reflect_) {
                old_mirror_cursor = mirror_cursor_[c.mirror_group];
                old_mirror_entry = mirror_entry_[c.mirror_group];
                mirror_cursor_[c.mirror_group] = c.mirror_cursor;
                mirror_sum_ += me - old_mirror_entry;
                mirror_entry_[c.mirror_group] = me;
            }
            path_.push_back(c.dir);
            const int result = dfs<kCollect>(c.cell, g + 1, bound, c.dir);
            if (result == kFound || result == kStopped) return result;
            path_.pop_back();
            if (reflect_) {
                mirror_sum_ += old_mirror_entry - mirror_entry_[c.mirror_group];
                mirror_entry_[c.mirror_group] = old_mirror_entry;
                mirror_cursor_[c.mirror_group] = old_mirror_cursor;
            }
            sum_ += old_entry - entry_[c.group];
            entry_[c.group] = old_entry;
            cursor_[c.group] = old_cursor;
            cells_[c.cell] = c.tile;
            cells_[blank] = 0;
            least = std::min(least, result);
        }
        return least;
    }

    // Makes the move `dir` (which must stay on the board) from the node the search stands on,
    // as dfs makes it into a child; `blank` follows.
    void advance(std::uint8_t& blank, std::uint8_t dir) {
        const auto& tables = db_.tables();
        const auto cell = static_cast<std::uint8_t>(step(blank, dir));
        const std::uint8_t tile = cells_[cell];
        const auto group = static_cast<std::size_t>(db_.group_of(tile));
        const PatternTable& table = tables[group];
        cursor_[group] = table.moved(cursor_[group], tile, cell, blank);
        const int e = table.entry_at(table.index(cursor_[group]), cursor_[group].distance);
        sum_ += e - entry_[group];
        entry_[group] = e;
        if (reflect_) {
            const std::uint8_t mirrored = db_.mirror_tile(tile);
            const auto m = static_cast<std::size_t>(db_.group_of(mirrored));
            const PatternTable& mirror_table = tables[m];
            mirror_cursor_[m] =
                mirror_table.moved(mirror_cursor_[m], mirrored, PatternDatabase::mirror_cell(cell),
                                   PatternDatabase::mirror_cell(blank));
            const int me = mirror_table.entry_at(mirror_table.index(mirror_cursor_[m]),
                                                 mirror_cursor_[m].distance);
            mirror_sum_ += me - mirror_entry_[m];
            mirror_entry_[m] = me;
        }
        cells_[blank] = tile;
        cells_[cell] = 0;
        path_.push_back(dir);
        blank = cell;
    }

    // What the threads of one shared iteration share.
    struct Shared {
        std::atomic<std::uint64_t> nodes{0};  // counted by the threads so far
        std::atomic<std::size_t> next{0};     // the next item to take
        std::atomic<std::size_t> found{std::numeric_limits<std::size_t>::max()};  // its item
        std::atomic<bool> stop{false};   // the node limit or the cancel flag: every thread stops
        std::mutex mutex;                // guards the rest
        std::vector<std::uint8_t> path;  // the solution of item `found`
        int least = kUnbounded;
        bool cancelled = false;
        bool out_of_memory = false;     // a thread's copy of the search could not be made
        std::uint64_t next_report = 0;  // the node count of the next progress report (its thread's)
    };

    // poll() for a thread of a shared iteration: the node limit over all threads, the cancel
    // flag, and a solution found in an earlier item (this one's search is then not needed).
    bool poll_shared() {
        const std::uint64_t total = shared_->nodes.fetch_add(nodes_ - flushed_) + nodes_ - flushed_;
        flushed_ = nodes_;
        check_at_ = nodes_ + kCheckEvery;
        if (limit_ != 0 && total + shared_base_ >= limit_) shared_->stop = true;
        if (options_.cancel != nullptr && options_.cancel->load(std::memory_order_relaxed)) {
            cancelled_ = true;
            shared_->stop = true;
        }
        if (shared_->stop.load(std::memory_order_relaxed)) return true;
        if (item_ > shared_->found.load(std::memory_order_relaxed)) return true;
        // The reporting thread reports as one thread would: every kChecksPerReport checks'
        // worth of nodes, counted over all threads (its own checks restart with each item).
        if (reports_ && options_.on_progress != nullptr &&
            shared_base_ + total >= shared_->next_report) {
            shared_->next_report = shared_base_ + total + kCheckEvery * kChecksPerReport;
            options_.on_progress(options_.progress_context, bound_, shared_base_ + total);
        }
        return false;
    }

    // Takes items until none is left (or one before the next has a solution): each searched
    // from the start's node by a copy of `root`, standing where the search stands between
    // iterations.
    static void work(const Search& root, Shared& shared,
                     const std::vector<std::vector<std::uint8_t>>& items, int bound,
                     bool reports) noexcept {
        try {
            take_items(root, shared, items, bound, reports);
        } catch (const std::bad_alloc&) {
            const std::lock_guard<std::mutex> lock(shared.mutex);
            shared.out_of_memory = true;
            shared.stop = true;
        }
    }
    static void take_items(const Search& root, Shared& shared,
                           const std::vector<std::vector<std::uint8_t>>& items, int bound,
                           bool reports) {
        for (;;) {
            const std::size_t i = shared.next.fetch_add(1);
            if (i >= items.size() || i > shared.found.load() || shared.stop.load()) break;
            Search w(root);
            w.shared_ = &shared;
            w.item_ = i;
            w.reports_ = reports;
            w.nodes_ = 0;
            w.check_at_ = 0;
            std::uint8_t blank = root.where_[0];
            for (const std::uint8_t dir : items[i])
                w.advance(blank, dir);
            const int result =
                w.dfs<false>(blank, static_cast<int>(items[i].size()), bound, items[i].back());
            shared.nodes.fetch_add(w.nodes_ - w.flushed_);
            const std::lock_guard<std::mutex> lock(shared.mutex);
            if (w.cancelled_) shared.cancelled = true;
            if (result == kFound) {
                if (i < shared.found.load()) {
                    shared.found = i;
                    shared.path = w.path_;
                }
            } else if (result != kStopped) {
                shared.least = std::min(shared.least, result);
            }
        }
    }

    // One iteration shared by the threads: the nodes split_depth_ moves deep are collected
    // (deeper until there are kPdbSplitItems of them), then searched by threads_ threads.
    int shared_iteration(int bound) {
        std::vector<std::vector<std::uint8_t>> items;
        items_ = &items;
        const std::uint64_t before = nodes_;
        int above = kUnbounded;  // the least f of the nodes cut above the items
        for (split_depth_ = 4;; ++split_depth_) {
            items.clear();
            nodes_ = before;
            above = dfs<true>(where_[0], 0, bound, kNone);
            if (above == kFound || above == kStopped) break;
            if (items.size() >= kPdbSplitItems || items.empty() || split_depth_ >= bound) break;
        }
        split_depth_ = -1;
        items_ = nullptr;
        if (above == kFound || above == kStopped || items.empty()) return above;

        Shared shared;
        ++shared_iterations_;
        shared_base_ = nodes_;
        shared.next_report = nodes_ + kCheckEvery * kChecksPerReport;
        std::vector<std::thread> helpers;
        for (int t = 1; t < threads_; ++t) {
            try {
                helpers.emplace_back(&Search::work, std::cref(*this), std::ref(shared),
                                     std::cref(items), bound, false);
            } catch (const std::system_error&) {
                break;  // no more threads: fewer search
            }
        }
        work(*this, shared, items, bound, true);
        for (std::thread& t : helpers)
            t.join();
        shared_base_ = 0;
        if (shared.out_of_memory) throw std::bad_alloc();
        nodes_ += shared.nodes.load();
        if (shared.cancelled) cancelled_ = true;
        if (shared.found.load() != std::numeric_limits<std::size_t>::max()) {
            path_ = shared.path;
            return kFound;
        }
        if (shared.stop.load()) return kStopped;
        return std::min(above, shared.least);
    }

    // The blank's cell after a move in `dir`, or -1 off the board.
    static int step(std::uint8_t blank, int dir) noexcept {
        switch (dir) {
            case kPdbUp:
                return blank >= 4 ? blank - 4 : -1;
            case kPdbDown:
                return blank < 12 ? blank + 4 : -1;
            case kPdbLeft:
                return blank % 4 != 0 ? blank - 1 : -1;
            default:
                return blank % 4 != 3 ? blank + 1 : -1;
        }
    }

    static constexpr int kUnbounded = 1 << 30;

    const PatternDatabase& db_;
    PdbCells cells_;
    PdbCells where_{};
    PdbCells mirror_where_{};
    std::vector<PdbCursor> cursor_;
    std::vector<PdbCursor> mirror_cursor_;
    std::vector<int> entry_;
    std::vector<int> mirror_entry_;
    int sum_ = 0;
    int mirror_sum_ = 0;
    bool reflect_;
    std::uint64_t limit_;
    PdbOptions options_;
    std::uint64_t nodes_ = 0;
    std::uint64_t check_at_ = 0;
    std::uint64_t checks_ = 0;
    int bound_ = 0;
    bool cancelled_ = false;
    std::vector<std::uint8_t> path_;
    int threads_ = 1;
    int shared_iterations_ = 0;
    // Collecting a shared iteration's items: their depth (-1: not collecting) and where they go.
    int split_depth_ = -1;
    std::vector<std::vector<std::uint8_t>>* items_ = nullptr;
    // A thread of a shared iteration: what it shares, its item, its nodes added to the shared
    // count so far, the nodes before the iteration, and whether it reports progress.
    Shared* shared_ = nullptr;
    std::size_t item_ = 0;
    std::uint64_t flushed_ = 0;
    std::uint64_t shared_base_ = 0;
    bool reports_ = false;
};

}  // namespace

int pdb_threads(int asked, unsigned cores) noexcept {
    if (asked > 0) return std::min(asked, 64);
    return static_cast<int>(std::clamp(cores, 1U, 64U));
}

PdbSolution solve_pdb(const PatternDatabase& db, const PdbCells& start, PdbOptions options) {
    return Search(db, start, options).run();
}

}  // namespace ninegrid::fifteen
