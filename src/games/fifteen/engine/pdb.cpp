// Pattern tables built by a 0-1 breadth-first search over placements, and IDA* looking them up.
#include "ninegrid/fifteen/pdb.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace ninegrid::fifteen {

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kMaxGroup = 12;  // 12 cells of 4 bits and a 16-bit region fill a frontier word

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
        throw std::invalid_argument("a pattern group holds 1 to 12 tiles, not " +
                                    std::to_string(k));
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

    // Per placement: the blank cells already reached (the union of the regions met), and the
    // layer it was first met in. A placement's first layer is its entry because layers only grow.
    std::vector<std::uint16_t> reached(size_, 0);
    std::vector<std::uint8_t> entry(size_, 0);

    // A frontier word: the blank's region in bits 0..15, above it the cells of tiles k-1 .. 0,
    // 4 bits each, the first tile's highest. Sorted words are in rank order, so a sorted layer
    // probes `reached` in nearly ascending runs instead of at random: the table outgrows the
    // cache, and the probes' misses were most of the time.
    const auto shift = [k](std::size_t i) { return 16 + 4 * (k - 1 - i); };
    const auto pack = [k, shift](const std::uint8_t* cell, std::uint32_t region) {
        std::uint64_t word = region;
        for (std::size_t i = 0; i < k; ++i)
            word |= static_cast<std::uint64_t>(cell[i]) << shift(i);
        return word;
    };

    const PdbCells goal_where = where_is(goal);
    std::array<std::uint8_t, kMaxGroup> cell{};
    std::uint32_t occupied = 0;
    for (std::size_t i = 0; i < k; ++i) {
        cell[i] = goal_where[tiles_[i]];
        occupied |= 1U << cell[i];
    }
    // The blank starts on its goal cell, so a table's goal placement has entry 0.
    const std::uint32_t goal_region = flood(1U << goal_where[0], ~occupied & 0xFFFFU);
    reached[rank_cells(cell.data(), k)] = static_cast<std::uint16_t>(goal_region);
    std::vector<std::uint64_t> frontier{pack(cell.data(), goal_region)};
    std::vector<std::uint64_t> next;
    int depth = 0;
    while (!frontier.empty()) {
        if (depth + 1 > 0xFF) throw std::logic_error("pattern table depth overflows a byte");
        const auto next_entry = static_cast<std::uint8_t>(depth + 1);
        next.clear();
        std::sort(frontier.begin(), frontier.end());
        for (const std::uint64_t word : frontier) {
            const auto region = static_cast<std::uint32_t>(word & 0xFFFFU);
            occupied = 0;
            for (std::size_t i = 0; i < k; ++i) {
                cell[i] = static_cast<std::uint8_t>((word >> shift(i)) & 0xFU);
                occupied |= 1U << cell[i];
            }
            // Any group tile next to the region can slide into it: the blank takes its cell.
            for (std::size_t i = 0; i < k; ++i) {
                const std::uint8_t from = cell[i];
                for (const std::uint8_t to : kNeighbours[from]) {
                    if (to == 0xFF) break;
                    if ((region & (1U << to)) == 0) continue;
                    cell[i] = to;
                    const std::uint32_t index = rank_cells(cell.data(), k);
                    if ((reached[index] & (1U << from)) == 0) {
                        const std::uint32_t now_occupied = occupied ^ (1U << from) ^ (1U << to);
                        const std::uint32_t moved = flood(1U << from, ~now_occupied & 0xFFFFU);
                        if (reached[index] == 0) entry[index] = next_entry;
                        reached[index] = static_cast<std::uint16_t>(reached[index] | moved);
                        next.push_back(pack(cell.data(), moved));
                    }
                    cell[i] = from;
                }
            }
        }
        frontier.swap(next);
        ++depth;
    }
    // The last layer was empty. (With 4 or more cells outside the group every placement is met;
    // one that were not would keep entry 0, still a lower bound.)
    max_entry_ = depth - 1;
    std::vector<std::uint16_t>().swap(reached);

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
          limit_(options.node_limit) {
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
    std::uint64_t nodes_ = 0;
    std::vector<std::uint8_t> path_;
};

}  // namespace

PdbSolution solve_pdb(const PatternDatabase& db, const PdbCells& start, PdbOptions options) {
    return Search(db, start, options).run();
}

}  // namespace ninegrid::fifteen
