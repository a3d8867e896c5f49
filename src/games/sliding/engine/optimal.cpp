// SPDX-License-Identifier: MIT
// IDA* over additive pattern tables for boards of up to 16 cells: the near-optimal solver's group
// tables (near_tables.hpp), summed, as an admissible bound.
#include "ninegrid/sliding/optimal.hpp"

#include <array>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <tuple>

#include "ida.hpp"
#include "near_tables.hpp"
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

using SetId = std::tuple<int, int, int, int, bool>;

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
    return SetId{goal.width(), goal.height(), goal.blank(), group_of(options), options.by_blank};
}

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
    const std::lock_guard<std::mutex> hold(sets_lock());
    const auto found = sets().find(id);
    return found != sets().end() && found->second != nullptr;
}

OptimalTables prepare_optimal_tables(const Board& goal, const OptimalOptions& options) {
    const auto [set, built] = pattern_set(goal, options);
    OptimalTables tables;
    tables.bytes = set->bytes;
    tables.groups = static_cast<int>(set->tables.size());
    if (built) {
        tables.build_bytes = set->build_bytes;
        tables.build_time = set->build_time;
    }
    return tables;
}

int optimal_bound(const Board& board, const Board& goal, const OptimalOptions& options) {
    if (goal.cell_count() > kOptimalMaxCells)
        throw std::invalid_argument("optimal_bound takes boards of at most 16 cells");
    if (board.size() != goal.size())
        throw std::invalid_argument("optimal_bound: board and goal differ in size");
    const auto set = pattern_set(goal, options).first;
    if (options.by_blank) return Partition<true>(board, goal, *set).sum();
    return Partition<false>(board, goal, *set).sum();
}

Solution solve_optimal(const Board& start, const Board& goal, const IdaLimits& limits,
                       const OptimalOptions& options) {
    if (goal.cell_count() > kOptimalMaxCells)
        throw std::invalid_argument("solve_optimal takes boards of at most 16 cells");
    if (start.size() != goal.size() || !is_solvable(start, goal)) return Solution{};
    const auto set = pattern_set(goal, options).first;
    if (options.by_blank) return search<true>(start, goal, *set, limits);
    return search<false>(start, goal, *set, limits);
}

}  // namespace ninegrid::sliding
