// Pattern tables built by a 0-1 breadth-first search over placements, and IDA* looking them up.
#include "ninegrid/fifteen/pdb.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

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

// The rank of k distinct cells as a k-permutation of 16, the first cell most significant: digit
// i is cell i less the earlier cells below it (comparisons, as a popcount is a library call
// without -mpopcnt).
std::uint32_t rank_cells(const std::uint8_t* cell, std::size_t k) {
    std::uint32_t index = 0;
    for (std::size_t i = 0; i < k; ++i) {
        std::uint32_t digit = cell[i];
        for (std::size_t j = 0; j < i; ++j)
            digit -= cell[j] < cell[i] ? 1U : 0U;
        index = index * static_cast<std::uint32_t>(16 - i) + digit;
    }
    return index;
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
    return partition_by_cells(goal, {{0, 1, 2, 3, 4, 5, 6}, {7, 8, 9, 10, 11, 12, 13, 14}});
}

PatternTable::PatternTable(const PdbCells& goal, std::vector<std::uint8_t> tiles)
    : tiles_(std::move(tiles)) {
    const auto start_time = Clock::now();
    if (!is_permutation(goal))
        throw std::invalid_argument("the goal is not a permutation of 0..15");
    const std::size_t k = tiles_.size();
    if (k == 0 || k > kMaxGroup) {
        throw std::invalid_argument("a pattern group holds 1 to 9 tiles, not " + std::to_string(k));
    }
    unsigned named = 0;
    for (std::uint8_t t : tiles_) {
        if (t == 0 || t > 15 || (named & (1U << t)) != 0) {
            throw std::invalid_argument("a pattern group names the blank, a tile twice or no tile");
        }
        named |= 1U << t;
    }

    size_ = 1;
    for (std::size_t i = 0; i < k; ++i)
        size_ *= static_cast<std::uint32_t>(16 - i);

    // Per placement: the blank cells already reached (the union of the regions met), the cells
    // met in the layer being expanded and in the next one, and the layer it was first met in. A
    // placement's first layer is its entry because layers only grow. The region cells a
    // placement gains are always whole regions (the free cells of one placement fall into
    // disjoint regions), so a placement's cells of a layer can be expanded together. A layer is
    // a scan of `now` in rank order: no frontier list to sort, and the probes of a tile's moves
    // run in ascending streams.
    std::vector<std::uint16_t> reached(size_, 0);
    std::vector<std::uint16_t> now(size_, 0);
    std::vector<std::uint16_t> next(size_, 0);
    std::vector<std::uint8_t> entry(size_, 0);

    const PdbCells goal_where = where_is(goal);
    std::array<std::uint8_t, kMaxGroup> cell{};
    std::uint32_t occupied = 0;
    for (std::size_t i = 0; i < k; ++i) {
        cell[i] = goal_where[tiles_[i]];
        occupied |= 1U << cell[i];
    }
    // The blank starts on its goal cell, so a table's goal placement has entry 0.
    const std::uint32_t goal_region = flood(1U << goal_where[0], ~occupied & 0xFFFFU);
    const std::uint32_t goal_index = rank_cells(cell.data(), k);
    reached[goal_index] = static_cast<std::uint16_t>(goal_region);
    now[goal_index] = static_cast<std::uint16_t>(goal_region);

    // radix[i] = 16 - i, the base of the rank's digit i; weight[i] what a unit of it adds.
    std::array<std::uint32_t, kMaxGroup> radix{};
    std::array<std::uint32_t, kMaxGroup + 1> weight{};
    for (std::size_t i = k; i-- > 0;) {
        radix[i] = static_cast<std::uint32_t>(16 - i);
        weight[i] = i + 1 == k ? 1 : weight[i + 1] * radix[i + 1];
    }
    // owner[c]: the tile index on cell c, kMaxGroup when no group tile is there.
    std::array<std::uint8_t, 16> owner{};
    int depth = 0;
    for (bool grew = true; grew; ++depth) {
        if (depth + 1 > 0xFF) throw std::logic_error("pattern table depth overflows a byte");
        const auto next_entry = static_cast<std::uint8_t>(depth + 1);
        grew = false;
        // The placement of `last`, its digits, cells, owners and occupied cells, carried up the
        // scan: the next active index adds its gap to the last digits, and only the cells of the
        // digits that changed are chosen again. Index 0 puts tile i on cell i.
        std::uint32_t last = 0;
        std::array<std::uint32_t, kMaxGroup> digit{};
        owner.fill(kMaxGroup);
        occupied = 0;
        for (std::size_t i = 0; i < k; ++i) {
            cell[i] = static_cast<std::uint8_t>(i);
            owner[i] = static_cast<std::uint8_t>(i);
            occupied |= 1U << i;
        }
        for (std::uint32_t index = 0; index < size_; ++index) {
            const std::uint32_t region = now[index];
            if (region == 0) continue;
            now[index] = 0;
            std::size_t changed = k;
            for (std::uint32_t carry = index - last; carry != 0 && changed > 0;) {
                --changed;
                std::uint32_t d = digit[changed] + carry;
                carry = 0;
                if (d >= radix[changed]) {
                    carry = d / radix[changed];
                    d -= carry * radix[changed];
                }
                digit[changed] = d;
            }
            last = index;
            for (std::size_t i = changed; i < k; ++i) {
                owner[cell[i]] = kMaxGroup;
                occupied &= ~(1U << cell[i]);
            }
            // Digit i picks the digit-th cell not taken by tiles 0 .. i-1.
            for (std::size_t i = changed; i < k; ++i) {
                std::uint32_t c = 0;
                for (std::uint32_t skip = digit[i];; ++c) {
                    if ((occupied & (1U << c)) != 0) continue;
                    if (skip == 0) break;
                    --skip;
                }
                cell[i] = static_cast<std::uint8_t>(c);
                owner[c] = static_cast<std::uint8_t>(i);
                occupied |= 1U << c;
            }
            // Any group tile next to the region can slide into it: the blank takes its cell.
            // The tiles and cells are walked as bits, which branches less than testing every
            // neighbour of every tile.
            for (std::uint32_t movers = dilate(region) & occupied; movers != 0;
                 movers &= movers - 1) {
                const auto from = static_cast<std::uint8_t>(__builtin_ctz(movers));
                const std::size_t i = owner[from];
                for (std::uint32_t targets = kNeighbourMask[from] & region; targets != 0;
                     targets &= targets - 1) {
                    const auto to = static_cast<std::uint8_t>(__builtin_ctz(targets));
                    // The rank after the move, from the digits it changes: tile i's by the
                    // cells passed over that the earlier tiles do not hold, and each later
                    // tile's on a passed cell by one (tile i went from below it to above, or
                    // back). A move along a row passes no cell.
                    std::uint32_t change = weight[i];
                    if (to == from + 4 || from == to + 4) {
                        change *= 4;
                        const std::uint8_t low = from < to ? from : to;
                        // A free cell's owner is kMaxGroup, whose weight is 0.
                        for (std::size_t c = low + 1U; c < low + 4U; ++c) {
                            const std::uint8_t j = owner[c];
                            change += j < i ? 0U - weight[i] : weight[j];
                        }
                    }
                    const std::uint32_t moved_index = to > from ? index + change : index - change;
                    if ((reached[moved_index] & (1U << from)) != 0) continue;
                    const std::uint32_t now_occupied = occupied ^ (1U << from) ^ (1U << to);
                    const std::uint32_t moved = flood(1U << from, ~now_occupied & 0xFFFFU);
                    if (reached[moved_index] == 0) entry[moved_index] = next_entry;
                    reached[moved_index] = static_cast<std::uint16_t>(reached[moved_index] | moved);
                    next[moved_index] = static_cast<std::uint16_t>(next[moved_index] | moved);
                    grew = true;
                }
            }
        }
        now.swap(next);
    }
    // The last layer added nothing. (With 4 or more cells outside the group every placement is
    // met; one that were not would keep entry 0, still a lower bound.)
    max_entry_ = depth - 1;
    std::vector<std::uint16_t>().swap(reached);
    std::vector<std::uint16_t>().swap(now);
    std::vector<std::uint16_t>().swap(next);

    nibbles_ = max_entry_ < 16;
    if (nibbles_) {
        data_.assign((size_ + 1) / 2, 0);
        for (std::uint32_t i = 0; i < size_; ++i) {
            data_[i >> 1] = static_cast<std::uint8_t>(data_[i >> 1] | entry[i] << ((i & 1U) << 2));
        }
    } else {
        data_ = std::move(entry);
    }
    build_time_ = std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - start_time);
}

std::uint32_t PatternTable::rank(const PdbCells& where) const noexcept {
    std::array<std::uint8_t, kMaxGroup> cell{};
    for (std::size_t i = 0; i < tiles_.size(); ++i)
        cell[i] = where[tiles_[i]];
    return rank_cells(cell.data(), tiles_.size());
}

PatternDatabase::PatternDatabase(const PdbCells& goal, const Partition& partition) : goal_(goal) {
    if (!is_permutation(goal))
        throw std::invalid_argument("the goal is not a permutation of 0..15");
    group_of_.fill(-1);
    for (std::size_t g = 0; g < partition.size(); ++g) {
        for (std::uint8_t t : partition[g]) {
            if (t == 0 || t > 15 || group_of_[t] != -1) {
                throw std::invalid_argument(
                    "a partition holds each tile 1..15 once; it names the blank, a tile twice "
                    "or a tile above 15");
            }
            group_of_[t] = static_cast<int>(g);
        }
    }
    if (std::count(group_of_.begin() + 1, group_of_.end(), -1) != 0) {
        throw std::invalid_argument("a partition holds each tile 1..15 once; some are missing");
    }
    tables_.reserve(partition.size());
    for (const auto& group : partition)
        tables_.emplace_back(goal, group);

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
        where_ = where_is(start);
        for (std::uint8_t t = 0; t < 16; ++t) {
            mirror_where_[db.mirror_tile(t)] = PatternDatabase::mirror_cell(where_[t]);
        }
        for (const auto& table : db.tables()) {
            entry_.push_back(table.entry(where_));
            sum_ += entry_.back();
            mirror_entry_.push_back(reflect_ ? table.entry(mirror_where_) : 0);
            mirror_sum_ += mirror_entry_.back();
        }
    }

    PdbSolution run() {
        PdbSolution solution;
        int bound = h();
        for (;;) {
            solution.bound = bound;
            if (options_.on_bound != nullptr) options_.on_bound(options_.bound_context, bound);
            const int next = dfs(where_[0], 0, bound, kNone);
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
        return solution;
    }

  private:
    static constexpr int kFound = -1;
    static constexpr int kStopped = -2;
    static constexpr int kNone = 4;  // no previous move; 4 ^ 1 is no direction either

    int h() const noexcept { return reflect_ ? std::max(sum_, mirror_sum_) : sum_; }

    // Slides `tile` to `to` in the board, its group's entry and its mirror's.
    void place(std::uint8_t tile, std::uint8_t to) {
        where_[tile] = to;
        const auto& tables = db_.tables();
        const int g = db_.group_of(tile);
        const int e = tables[static_cast<std::size_t>(g)].entry(where_);
        sum_ += e - entry_[static_cast<std::size_t>(g)];
        entry_[static_cast<std::size_t>(g)] = e;
        if (!reflect_) return;
        const std::uint8_t mirrored = db_.mirror_tile(tile);
        mirror_where_[mirrored] = PatternDatabase::mirror_cell(to);
        const int mg = db_.group_of(mirrored);
        const int me = tables[static_cast<std::size_t>(mg)].entry(mirror_where_);
        mirror_sum_ += me - mirror_entry_[static_cast<std::size_t>(mg)];
        mirror_entry_[static_cast<std::size_t>(mg)] = me;
    }

    // The least f above `bound` met below this node, kFound or kStopped.
    int dfs(std::uint8_t blank, int g, int bound, int previous) {
        if (limit_ != 0 && nodes_ >= limit_) return kStopped;
        if ((nodes_ & 4095U) == 0 && options_.cancel != nullptr &&
            options_.cancel->load(std::memory_order_relaxed)) {
            cancelled_ = true;
            return kStopped;
        }
        ++nodes_;
        const int estimate = h();
        if (g + estimate > bound) return g + estimate;
        // Every tile is in some group, so only the goal has all entries 0.
        if (estimate == 0) return kFound;
        int least = kUnbounded;
        for (int dir = 0; dir < 4; ++dir) {
            if (dir == (previous ^ 1)) continue;
            const int to = step(blank, dir);
            if (to < 0) continue;
            const auto cell = static_cast<std::uint8_t>(to);
            const std::uint8_t tile = cells_[cell];
            cells_[blank] = tile;
            cells_[cell] = 0;
            where_[0] = cell;
            place(tile, blank);
            path_.push_back(static_cast<std::uint8_t>(dir));
            const int result = dfs(cell, g + 1, bound, dir);
            if (result == kFound || result == kStopped) return result;
            path_.pop_back();
            place(tile, cell);
            where_[0] = blank;
            cells_[cell] = tile;
            cells_[blank] = 0;
            least = std::min(least, result);
        }
        return least;
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
    std::vector<int> entry_;
    std::vector<int> mirror_entry_;
    int sum_ = 0;
    int mirror_sum_ = 0;
    bool reflect_;
    std::uint64_t limit_;
    PdbOptions options_;
    std::uint64_t nodes_ = 0;
    bool cancelled_ = false;
    std::vector<std::uint8_t> path_;
};

}  // namespace

PdbSolution solve_pdb(const PatternDatabase& db, const PdbCells& start, PdbOptions options) {
    return Search(db, start, options).run();
}

}  // namespace ninegrid::fifteen
