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

using sliding::pdb_where_is;

bool is_permutation(const PdbCells& cells) {
    return sliding::pdb_is_permutation(cells);
}

std::uint8_t blank_cell(const PdbCells& cells) {
    return pdb_where_is(cells)[0];
}

PdbCells where_is(const PdbCells& cells) {
    return pdb_where_is(cells);
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
