// SPDX-License-Identifier: MIT
// IDA* over additive pattern tables for boards of up to 16 cells: the near-optimal solver's group
// tables (near_tables.hpp), summed, as an admissible bound.
#include "ninegrid/sliding/optimal.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <tuple>

#include "ida.hpp"
#include "near_tables.hpp"
#include "ninegrid/sliding/pattern_table.hpp"
#include "ninegrid/sliding/solvability.hpp"

namespace ninegrid::sliding {
namespace {

using near_detail::PatternSet;

// The most tiles a table covers when the caller leaves it open: 6 builds ten times slower for a
// bound hardly stronger (docs/sliding.md).
constexpr int kGroup = 5;

int group_of(const OptimalOptions& options) {
    const int group = options.group == 0 ? kGroup : options.group;
    if (group < 1 || group > 7) throw std::invalid_argument("pattern group of 1 to 7 tiles");
    return group;
}

using SetId = std::tuple<int, int, int, int, bool, int>;

std::mutex& sets_lock() {
    static std::mutex lock;
    return lock;
}

std::map<SetId, std::shared_ptr<const PatternSet>>& sets() {
    static std::map<SetId, std::shared_ptr<const PatternSet>> kept;
    return kept;
}

SetId set_id(const Board& goal, const OptimalOptions& options) {
    if (goal.cell_count() > kOptimalMaxCells)
        throw std::invalid_argument("optimal tables are for boards of at most 16 cells");
    return SetId{goal.width(),      goal.height(),    goal.blank(),
                 group_of(options), options.by_blank, static_cast<int>(options.packed)};
}

bool packed(const Board& goal, const OptimalOptions& options) {
    return optimal_uses_packed(goal.size(), options);
}

near_detail::PackedCut packed_cut(const OptimalOptions& options) {
    return options.packed == OptimalOptions::Packed::Rows ? near_detail::PackedCut::Rows
                                                          : near_detail::PackedCut::Columns;
}

// The compact tables of a size and blank cell, with which tile of the goal (in reading order)
// is in which group.
struct PackedSet {
    std::vector<std::shared_ptr<const PatternTable>> tables;
    std::array<std::uint8_t, 16> group_of{};  // by tile of the reading-order goal
    std::chrono::nanoseconds build_time{0};
    std::size_t bytes = 0;
    std::size_t build_bytes = 0;

    // complete stays false when `cancel` stopped a table's build.
    bool complete = false;

    PackedSet(const Board& goal, const OptimalOptions& options, const std::atomic<bool>* cancel) {
        const auto began = std::chrono::steady_clock::now();
        const std::vector<TableKey> keys =
            near_detail::packed_keys(goal.size(), goal.blank(), packed_cut(options));
        near_detail::BuildShare share;
        for (const TableKey& key : keys)
            share.all += near_detail::table_work(key);
        for (const TableKey& key : keys) {
            const auto g = static_cast<std::uint8_t>(tables.size());
            for (const std::uint8_t t : near_detail::packed_tiles(key))
                group_of[t] = g;
            tables.push_back(near_detail::shared_packed_table(key, share, cancel));
            if (tables.back() == nullptr) return;
            share.before += near_detail::table_work(key);
            bytes += tables.back()->bytes();
            build_bytes = std::max(build_bytes, bytes + tables.back()->build_bytes());
        }
        build_time = std::chrono::duration_cast<std::chrono::nanoseconds>(
            std::chrono::steady_clock::now() - began);
        complete = true;
    }
};

std::mutex& packed_lock() {
    static std::mutex lock;
    return lock;
}

std::map<SetId, std::shared_ptr<const PackedSet>>& packed_sets() {
    static std::map<SetId, std::shared_ptr<const PackedSet>> kept;
    return kept;
}

// The set, and whether this call built it; null when `cancel` stopped its build (nothing kept).
std::pair<std::shared_ptr<const PackedSet>, bool> packed_set(
    const Board& goal, const OptimalOptions& options, const std::atomic<bool>* cancel = nullptr) {
    const SetId id = set_id(goal, options);
    const std::lock_guard<std::mutex> hold(packed_lock());
    auto& slot = packed_sets()[id];
    if (slot) return {slot, false};
    auto set = std::make_shared<const PackedSet>(goal, options, cancel);
    if (!set->complete) {
        packed_sets().erase(id);
        return {nullptr, false};
    }
    slot = std::move(set);
    return {slot, true};
}

// The compact tables followed through a search: each group's placement (as a cursor), its
// entry, and their sum. The blank moves within a free region of every group but the slid
// tile's, so a move looks up that group's table alone.
class PackedHeuristic {
  public:
    PackedHeuristic(const Board& start, const Board& goal, const PackedSet& set)
        : size_(goal.size()), set_(&set) {
        const int goal_blank = goal.blank();
        // A goal's tile on cell c stands for the reading-order goal's tile there.
        for (int cell = 0; cell < 16; ++cell) {
            const int tile = goal[cell];
            if (tile == 0) continue;
            canon_[static_cast<std::size_t>(tile)] =
                static_cast<std::uint8_t>(cell < goal_blank ? cell + 1 : cell);
        }
        PdbCells where{};
        for (int cell = 0; cell < 16; ++cell)
            where[canon_[static_cast<std::size_t>(start[cell])]] = static_cast<std::uint8_t>(cell);
        const auto blank = static_cast<std::uint8_t>(start.blank());
        for (std::size_t g = 0; g < set.tables.size(); ++g) {
            const PatternTable& table = *set.tables[g];
            cursor_[g] = table.cursor(where);
            entry_[g] = table.entry_at(table.index(cursor_[g], blank), cursor_[g].distance);
            sum_ += entry_[g];
        }
    }

    int value() const noexcept { return sum_; }
    Size size() const noexcept { return size_; }

    struct Undo {
        PdbCursor cursor;
        int entry;
        int sum;
    };

    // The blank on `from` moves to `to`: the tile there slides into `from`.
    Undo slide(Board::Cells& cells, int from, int to, Move) noexcept {
        const std::uint8_t tile = cells[static_cast<std::size_t>(to)];
        cells[static_cast<std::size_t>(from)] = tile;
        cells[static_cast<std::size_t>(to)] = 0;
        const std::uint8_t t = canon_[tile];
        const std::size_t g = set_->group_of[t];
        const PatternTable& table = *set_->tables[g];
        const Undo undo{cursor_[g], entry_[g], sum_};
        cursor_[g] = table.moved(cursor_[g], t, static_cast<std::uint8_t>(to),
                                 static_cast<std::uint8_t>(from));
        const int e = table.entry_at(table.index(cursor_[g], static_cast<std::uint8_t>(to)),
                                     cursor_[g].distance);
        sum_ += e - entry_[g];
        entry_[g] = e;
        return undo;
    }
    void unslide(Board::Cells& cells, int from, int to, Move, const Undo& undo) noexcept {
        const std::uint8_t tile = cells[static_cast<std::size_t>(from)];
        const std::size_t g = set_->group_of[canon_[tile]];
        cursor_[g] = undo.cursor;
        entry_[g] = undo.entry;
        sum_ = undo.sum;
        cells[static_cast<std::size_t>(to)] = tile;
        cells[static_cast<std::size_t>(from)] = 0;
    }

  private:
    Size size_;
    const PackedSet* set_;
    std::array<std::uint8_t, 16> canon_{};  // by tile: the reading-order goal's tile it is
    std::array<PdbCursor, 16> cursor_{};    // by group
    std::array<int, 16> entry_{};           // by group
    int sum_ = 0;
};

// The tables for the goal's size and blank cell, built on first use. The second value: whether
// this call built them.
std::pair<std::shared_ptr<const PatternSet>, bool> pattern_set(const Board& goal,
                                                               const OptimalOptions& options) {
    const SetId id = set_id(goal, options);
    // Built under the lock: two searches asking at once for one size wait for one build.
    const std::lock_guard<std::mutex> hold(sets_lock());
    auto& slot = sets()[id];
    if (slot) return {slot, false};
    slot = std::make_shared<const PatternSet>(goal.size(), goal.blank(), false, std::get<3>(id),
                                              std::get<4>(id));
    return {slot, true};
}

// One partition followed through a search: each group's table index and entry, and their sum.
// kByBlank: the tables have an entry for each cell of the blank (every move changes every
// group's entry); else one a placement (a move changes only the slid tile's group's).
template <bool kByBlank>
class Partition {
  public:
    Partition(const Board& start, const Board& goal, const PatternSet& set) : set_(&set) {
        const int n = goal.cell_count();
        const int goal_blank = goal.blank();
        // A goal's tile on cell c stands for the canonical goal's tile there: c + 1 before the
        // blank's cell, c after it.
        for (int cell = 0; cell < n; ++cell) {
            const int tile = goal[cell];
            if (tile == 0) continue;
            const auto canon = static_cast<std::size_t>(cell < goal_blank ? cell + 1 : cell);
            const auto t = static_cast<std::size_t>(tile);
            group_[t] = set.group_of[canon];
            power_[t] = set.tables[group_[t]]->power(set.slot_of[canon]);
        }
        for (int cell = 0; cell < n; ++cell) {
            const auto t = static_cast<std::size_t>(start[cell]);
            if (t != 0) index_[group_[t]] += static_cast<std::uint32_t>(cell) * power_[t];
        }
        groups_ = set.tables.size();
        n_ = static_cast<std::uint32_t>(n);
        if (kByBlank) {
            sum_ = sum_by_blank(static_cast<std::uint32_t>(start.blank()));
        } else {
            for (std::size_t g = 0; g < groups_; ++g) {
                entry_[g] = set.tables[g]->at(index_[g]);
                sum_ += entry_[g];
            }
        }
    }

    int sum() const noexcept { return sum_; }

    struct Undo {
        std::uint8_t group;
        std::uint8_t entry;
        int sum;
    };

    // Tile `t` slid from `to` into `from`, where the blank was.
    Undo slide(std::size_t t, int from, int to) noexcept {
        const std::uint8_t g = group_[t];
        const Undo undo{g, static_cast<std::uint8_t>(entry_[g]), sum_};
        index_[g] = static_cast<std::uint32_t>(static_cast<std::int64_t>(index_[g]) +
                                               static_cast<std::int64_t>(from - to) *
                                                   static_cast<std::int64_t>(power_[t]));
        if (kByBlank) {
            sum_ = sum_by_blank(static_cast<std::uint32_t>(to));
            return undo;
        }
        const int entry = set_->tables[g]->at(index_[g]);
        sum_ += entry - entry_[g];
        entry_[g] = entry;
        return undo;
    }

    void unslide(std::size_t t, int from, int to, const Undo& undo) noexcept {
        const std::uint8_t g = undo.group;
        index_[g] = static_cast<std::uint32_t>(static_cast<std::int64_t>(index_[g]) +
                                               static_cast<std::int64_t>(to - from) *
                                                   static_cast<std::int64_t>(power_[t]));
        sum_ = undo.sum;
        entry_[g] = undo.entry;
    }

  private:
    int sum_by_blank(std::uint32_t blank) const noexcept {
        int h = 0;
        for (std::size_t g = 0; g < groups_; ++g)
            h += set_->tables[g]->at(index_[g] * n_ + blank);
        return h;
    }

    const PatternSet* set_;
    std::array<std::uint8_t, kMaxCells> group_{};   // by tile: its group
    std::array<std::uint32_t, kMaxCells> power_{};  // by tile: its slot's weight in the index
    std::array<std::uint32_t, kOptimalMaxCells> index_{};  // by group
    std::array<int, kOptimalMaxCells> entry_{};            // by group: its table's entry
    std::size_t groups_ = 0;
    std::uint32_t n_ = 0;
    int sum_ = 0;
};

// The partition as solve_optimal's search follows it: the board's sides and its tables' sum.
template <bool kByBlank>
class PatternHeuristic {
  public:
    using Undo = typename Partition<kByBlank>::Undo;

    PatternHeuristic(const Board& start, const Board& goal, const PatternSet& set)
        : size_(goal.size()), part_(start, goal, set) {}

    int value() const noexcept { return part_.sum(); }
    Size size() const noexcept { return size_; }

    Undo slide(Board::Cells& cells, int from, int to, Move) noexcept {
        const auto t = static_cast<std::size_t>(cells[static_cast<std::size_t>(to)]);
        cells[static_cast<std::size_t>(from)] = static_cast<std::uint8_t>(t);
        cells[static_cast<std::size_t>(to)] = 0;
        return part_.slide(t, from, to);
    }
    void unslide(Board::Cells& cells, int from, int to, Move, const Undo& undo) noexcept {
        const auto t = static_cast<std::size_t>(cells[static_cast<std::size_t>(from)]);
        part_.unslide(t, from, to, undo);
        cells[static_cast<std::size_t>(to)] = static_cast<std::uint8_t>(t);
        cells[static_cast<std::size_t>(from)] = 0;
    }

  private:
    Size size_;
    Partition<kByBlank> part_;
};

template <bool kByBlank>
Solution search(const Board& start, const Board& goal, const PatternSet& set,
                const IdaLimits& limits) {
    return ida_detail::Search<PatternHeuristic<kByBlank>>(
               start, PatternHeuristic<kByBlank>(start, goal, set), limits)
        .run();
}

}  // namespace

bool optimal_tables_ready(const Board& goal, const OptimalOptions& options) {
    const SetId id = set_id(goal, options);
    if (packed(goal, options)) {
        const std::lock_guard<std::mutex> hold(packed_lock());
        const auto found = packed_sets().find(id);
        return found != packed_sets().end() && found->second != nullptr;
    }
    const std::lock_guard<std::mutex> hold(sets_lock());
    const auto found = sets().find(id);
    return found != sets().end() && found->second != nullptr;
}

OptimalTables prepare_optimal_tables(const Board& goal, const OptimalOptions& options) {
    // Either kind of set, and whether this call built it.
    const auto described = [](const auto& found) {
        const auto& [set, built] = found;
        OptimalTables tables;
        tables.bytes = set->bytes;
        tables.groups = static_cast<int>(set->tables.size());
        if (built) {
            tables.build_bytes = set->build_bytes;
            tables.build_time = set->build_time;
        }
        return tables;
    };
    if (packed(goal, options)) {
        const auto found = packed_set(goal, options, options.cancel);
        if (found.first == nullptr) {
            OptimalTables none;
            none.cancelled = true;
            return none;
        }
        return described(found);
    }
    return described(pattern_set(goal, options));
}

int optimal_bound(const Board& board, const Board& goal, const OptimalOptions& options) {
    if (goal.cell_count() > kOptimalMaxCells)
        throw std::invalid_argument("optimal_bound takes boards of at most 16 cells");
    if (board.size() != goal.size())
        throw std::invalid_argument("optimal_bound: board and goal differ in size");
    if (packed(goal, options))
        return PackedHeuristic(board, goal, *packed_set(goal, options).first).value();
    const auto set = pattern_set(goal, options).first;
    if (options.by_blank) return Partition<true>(board, goal, *set).sum();
    return Partition<false>(board, goal, *set).sum();
}

Solution solve_optimal(const Board& start, const Board& goal, const IdaLimits& limits,
                       const OptimalOptions& options) {
    if (goal.cell_count() > kOptimalMaxCells)
        throw std::invalid_argument("solve_optimal takes boards of at most 16 cells");
    if (start.size() != goal.size() || !is_solvable(start, goal)) return Solution{};
    if (packed(goal, options)) {
        const auto set = packed_set(goal, options, limits.cancel).first;
        if (set == nullptr) return Solution{};  // the build was cancelled
        return ida_detail::Search<PackedHeuristic>(start, PackedHeuristic(start, goal, *set),
                                                   limits)
            .run();
    }
    const auto set = pattern_set(goal, options).first;
    if (options.by_blank) return search<true>(start, goal, *set, limits);
    return search<false>(start, goal, *set, limits);
}

bool optimal_uses_packed(Size size, const OptimalOptions& options) noexcept {
    return options.packed != OptimalOptions::Packed::Off && size.cells() == 16 &&
           size.width != size.height;
}

}  // namespace ninegrid::sliding
