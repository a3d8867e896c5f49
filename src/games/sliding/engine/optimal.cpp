// IDA* over additive pattern tables for boards of up to 16 cells: the near-optimal solver's group
// tables (near_tables.hpp), summed, as an admissible bound.
#include "ninegrid/sliding/optimal.hpp"

#include <algorithm>
#include <array>
#include <climits>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <tuple>

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

// One search: the board being walked, its partition's entries, and the path.
template <bool kByBlank>
class Search {
  public:
    Search(const Board& start, const Board& goal, const PatternSet& set, const IdaLimits& limits)
        : size_(goal.size()),
          cells_(start.cells()),
          blank_(start.blank()),
          limits_(limits),
          part_(start, goal, set) {}

    int heuristic() const noexcept { return part_.sum(); }

    Solution run() {
        Solution solution;
        bound_ = part_.sum();
        check_at_ = next_check();
        for (;;) {
            if (bound_ > limits_.max_length) break;
            next_bound_ = INT_MAX;
            if (dfs(0, kNoMove)) {
                solution.moves = path_;
                solution.length = static_cast<int>(path_.size());
                solution.solved = true;
                break;
            }
            // Every board's bound is finite on a solvable pair, so INT_MAX only means "stopped".
            if (aborted_ || next_bound_ == INT_MAX || next_bound_ > limits_.max_length) break;
            bound_ = next_bound_;
        }
        solution.nodes = nodes_;
        return solution;
    }

  private:
    static constexpr int kNoMove = 4;
    // Boards between two looks at the cancel flag and progress reports.
    static constexpr std::uint64_t kCheckEvery = std::uint64_t{1} << 18;

    std::uint64_t next_check() const noexcept {
        const std::uint64_t limit = limits_.node_limit;
        return limit - nodes_ <= kCheckEvery ? limit : nodes_ + kCheckEvery;
    }

    // Whether to stop: the node limit, or the cancel flag; reports progress on the way.
    bool poll() {
        if (nodes_ >= limits_.node_limit) return true;
        if (limits_.cancel != nullptr && limits_.cancel->load(std::memory_order_relaxed))
            return true;
        if (limits_.report != nullptr) limits_.report(limits_.context, bound_, nodes_);
        check_at_ = next_check();
        return false;
    }

    bool dfs(int g, int previous) {
        if (nodes_ >= check_at_ && poll()) {
            aborted_ = true;
            return false;
        }
        ++nodes_;
        const int h = part_.sum();
        const int f = g + h;
        if (f > bound_) {
            next_bound_ = std::min(next_bound_, f);
            return false;
        }
        // Every group home puts every tile, and so the blank, where the goal has it.
        if (h == 0) return true;
        for (Move m : kAllMoves) {
            const int code = static_cast<int>(m);
            if (previous != kNoMove && code == (previous ^ 1)) continue;
            const int to = target_cell(blank_, m, size_);
            if (to < 0) continue;
            const int from = blank_;
            // The tile at `to` slides into `from`.
            const auto t = static_cast<std::size_t>(cells_[static_cast<std::size_t>(to)]);
            cells_[static_cast<std::size_t>(from)] = static_cast<std::uint8_t>(t);
            cells_[static_cast<std::size_t>(to)] = 0;
            blank_ = to;
            const auto undo = part_.slide(t, from, to);
            path_.push_back(m);
            if (dfs(g + 1, code)) return true;
            path_.pop_back();
            part_.unslide(t, from, to, undo);
            cells_[static_cast<std::size_t>(to)] = static_cast<std::uint8_t>(t);
            cells_[static_cast<std::size_t>(from)] = 0;
            blank_ = from;
            if (aborted_) return false;
        }
        return false;
    }

    Size size_;
    Board::Cells cells_;
    int blank_;
    IdaLimits limits_;
    Partition<kByBlank> part_;
    std::vector<Move> path_;
    std::uint64_t nodes_ = 0;
    std::uint64_t check_at_ = 0;
    int bound_ = 0;
    int next_bound_ = INT_MAX;
    bool aborted_ = false;
};

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
    const IdaLimits limits;
    if (options.by_blank) return Search<true>(board, goal, *set, limits).heuristic();
    return Search<false>(board, goal, *set, limits).heuristic();
}

Solution solve_optimal(const Board& start, const Board& goal, const IdaLimits& limits,
                       const OptimalOptions& options) {
    if (goal.cell_count() > kOptimalMaxCells)
        throw std::invalid_argument("solve_optimal takes boards of at most 16 cells");
    if (start.size() != goal.size() || !is_solvable(start, goal)) return Solution{};
    const auto set = pattern_set(goal, options).first;
    if (options.by_blank) return Search<true>(start, goal, *set, limits).run();
    return Search<false>(start, goal, *set, limits).run();
}

}  // namespace ninegrid::sliding
