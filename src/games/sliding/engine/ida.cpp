// IDA* for every size with Manhattan distance and linear conflict, both kept up to date move by
// move.
#include "ninegrid/sliding/ida.hpp"

#include <algorithm>
#include <array>
#include <climits>
#include <cstdlib>

#include "ninegrid/sliding/solvability.hpp"

namespace ninegrid::sliding {
namespace {

using Cells = Board::Cells;

// Where every tile belongs in one goal, and the Manhattan distance of each tile from each cell.
struct GoalMap {
    int width = 0;
    int height = 0;
    std::array<int, kMaxCells> row{};  // by tile; the blank's entry is unused
    std::array<int, kMaxCells> col{};
    std::vector<std::uint8_t> distance;  // [tile * cells + cell], 0 for the blank

    explicit GoalMap(const Board& goal)
        : width(goal.width()),
          height(goal.height()),
          distance(static_cast<std::size_t>(goal.cell_count() * goal.cell_count()), 0) {
        const int cells = goal.cell_count();
        for (int cell = 0; cell < cells; ++cell) {
            const auto tile = static_cast<std::size_t>(goal[cell]);
            row[tile] = cell / width;
            col[tile] = cell % width;
        }
        for (int tile = 1; tile < cells; ++tile) {
            for (int cell = 0; cell < cells; ++cell) {
                const auto t = static_cast<std::size_t>(tile);
                distance[static_cast<std::size_t>(tile * cells + cell)] = static_cast<std::uint8_t>(
                    std::abs(cell / width - row[t]) + std::abs(cell % width - col[t]));
            }
        }
    }
    int cells() const noexcept { return width * height; }
    int manhattan(int tile, int cell) const noexcept {
        return distance[static_cast<std::size_t>(tile * cells() + cell)];
    }
};

// The fewest of `keys` (distinct goal positions along one line, in the order the tiles stand)
// that must leave the line so the rest are in order: their count minus the longest increasing
// subsequence.
int line_conflicts(const std::array<int, kMaxSide>& keys, int n) noexcept {
    std::array<int, kMaxSide> longest{};  // longest increasing run ending at i
    int best = 0;
    for (int i = 0; i < n; ++i) {
        int run = 1;
        for (int j = 0; j < i; ++j) {
            if (keys[static_cast<std::size_t>(j)] < keys[static_cast<std::size_t>(i)])
                run = std::max(run, longest[static_cast<std::size_t>(j)] + 1);
        }
        longest[static_cast<std::size_t>(i)] = run;
        best = std::max(best, run);
    }
    return n - best;
}

// The board's sides: kW x kH when known at compile time (the 15-puzzle's 4x4 and the 8-puzzle's
// 3x3, whose searches are as fast as code written for them alone), else the goal's (0 x 0).
template <int kW, int kH>
struct Sides {
    static int width(const GoalMap& goal) noexcept { return kW != 0 ? kW : goal.width; }
    static int height(const GoalMap& goal) noexcept { return kH != 0 ? kH : goal.height; }
};

// The extra moves of row `r`: its tiles whose goal row is r, keyed by their goal columns.
template <int kW, int kH>
int row_conflict(const Cells& cells, const GoalMap& goal, int r) noexcept {
    std::array<int, kMaxSide> keys{};
    int n = 0;
    const int width = Sides<kW, kH>::width(goal);
    for (int c = 0; c < width; ++c) {
        const auto tile = static_cast<std::size_t>(cells[static_cast<std::size_t>(r * width + c)]);
        if (tile != 0 && goal.row[tile] == r) keys[static_cast<std::size_t>(n++)] = goal.col[tile];
    }
    return 2 * line_conflicts(keys, n);
}

// The extra moves of column `c`: its tiles whose goal column is c, keyed by their goal rows.
template <int kW, int kH>
int col_conflict(const Cells& cells, const GoalMap& goal, int c) noexcept {
    std::array<int, kMaxSide> keys{};
    int n = 0;
    const int width = Sides<kW, kH>::width(goal);
    const int height = Sides<kW, kH>::height(goal);
    for (int r = 0; r < height; ++r) {
        const auto tile = static_cast<std::size_t>(cells[static_cast<std::size_t>(r * width + c)]);
        if (tile != 0 && goal.col[tile] == c) keys[static_cast<std::size_t>(n++)] = goal.row[tile];
    }
    return 2 * line_conflicts(keys, n);
}

int manhattan_of(const Cells& cells, const GoalMap& goal) noexcept {
    int sum = 0;
    for (int cell = 0; cell < goal.cells(); ++cell)
        sum += goal.manhattan(cells[static_cast<std::size_t>(cell)], cell);
    return sum;
}

int linear_conflict_of(const Cells& cells, const GoalMap& goal) noexcept {
    int sum = 0;
    for (int r = 0; r < goal.height; ++r)
        sum += row_conflict<0, 0>(cells, goal, r);
    for (int c = 0; c < goal.width; ++c)
        sum += col_conflict<0, 0>(cells, goal, c);
    return sum;
}

// One search: the board being walked, its heuristic terms, and the path to it, on a board of
// kW x kH (0 x 0: the goal's size, read at run time).
template <int kW, int kH>
class Search {
  public:
    Search(const Board& start, const Board& goal, const IdaLimits& limits)
        : goal_(goal),
          size_(goal.size()),
          cells_(start.cells()),
          blank_(start.blank()),
          limits_(limits) {
        manhattan_ = manhattan_of(cells_, goal_);
        for (int r = 0; r < size_.height; ++r) {
            rows_[static_cast<std::size_t>(r)] = row_conflict<kW, kH>(cells_, goal_, r);
            conflict_ += rows_[static_cast<std::size_t>(r)];
        }
        for (int c = 0; c < size_.width; ++c) {
            cols_[static_cast<std::size_t>(c)] = col_conflict<kW, kH>(cells_, goal_, c);
            conflict_ += cols_[static_cast<std::size_t>(c)];
        }
    }

    Solution run() {
        Solution solution;
        bound_ = manhattan_ + conflict_;
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

    // Whether to stop: the node limit, or the cancel flag; reports progress on the way. Called
    // only when nodes_ reaches check_at_, so the search pays one comparison a node for all.
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
        const int h = manhattan_ + conflict_;
        const int f = g + h;
        if (f > bound_) {
            next_bound_ = std::min(next_bound_, f);
            return false;
        }
        // Manhattan 0 puts every tile, and so the blank, where the goal has it.
        if (h == 0) return true;
        for (Move m : kAllMoves) {
            const int code = static_cast<int>(m);
            if (previous != kNoMove && code == (previous ^ 1)) continue;
            const int to = target_cell(blank_, m, Size{width(), height()});
            if (to < 0) continue;
            const int from = blank_;
            slide(from, to, m);
            path_.push_back(m);
            if (dfs(g + 1, code)) return true;
            path_.pop_back();
            slide(to, from, opposite(m));
            if (aborted_) return false;
        }
        return false;
    }

    // The blank at `from` moves to `to` by `m`: the tile at `to` slides into `from`. A vertical
    // move keeps the order of tiles in every column and changes two rows; a horizontal one
    // keeps every row's order and changes two columns.
    void slide(int from, int to, Move m) noexcept {
        const auto f = static_cast<std::size_t>(from);
        const auto t = static_cast<std::size_t>(to);
        const std::uint8_t tile = cells_[t];
        const int n = width() * height();
        manhattan_ += goal_.distance[static_cast<std::size_t>(tile * n + from)] -
                      goal_.distance[static_cast<std::size_t>(tile * n + to)];
        cells_[f] = tile;
        cells_[t] = 0;
        blank_ = to;
        const int w = width();
        if (m == Move::Up || m == Move::Down) {
            update_line(rows_, from / w, row_conflict<kW, kH>(cells_, goal_, from / w));
            update_line(rows_, to / w, row_conflict<kW, kH>(cells_, goal_, to / w));
        } else {
            update_line(cols_, from % w, col_conflict<kW, kH>(cells_, goal_, from % w));
            update_line(cols_, to % w, col_conflict<kW, kH>(cells_, goal_, to % w));
        }
    }

    int width() const noexcept { return Sides<kW, kH>::width(goal_); }
    int height() const noexcept { return Sides<kW, kH>::height(goal_); }

    void update_line(std::array<int, kMaxSide>& lines, int line, int value) noexcept {
        auto& slot = lines[static_cast<std::size_t>(line)];
        conflict_ += value - slot;
        slot = value;
    }

    GoalMap goal_;
    Size size_;
    Cells cells_;
    int blank_;
    IdaLimits limits_;
    int manhattan_ = 0;
    std::array<int, kMaxSide> rows_{};
    std::array<int, kMaxSide> cols_{};
    int conflict_ = 0;
    std::vector<Move> path_;
    std::uint64_t nodes_ = 0;
    std::uint64_t check_at_ = 0;
    int bound_ = 0;
    int next_bound_ = INT_MAX;
    bool aborted_ = false;
};

}  // namespace

int manhattan(const Board& board, const Board& goal) {
    return manhattan_of(board.cells(), GoalMap(goal));
}

int linear_conflict(const Board& board, const Board& goal) {
    return linear_conflict_of(board.cells(), GoalMap(goal));
}

Solution solve_ida(const Board& start, const Board& goal, const IdaLimits& limits) {
    if (start.size() != goal.size() || !is_solvable(start, goal)) return Solution{};
    // The sizes whose searches run most (the 15-puzzle's reference, the 8-puzzle's) with their
    // sides known to the compiler; every other size with them read at run time.
    if (goal.size() == Size{4, 4}) return Search<4, 4>(start, goal, limits).run();
    if (goal.size() == Size{3, 3}) return Search<3, 3>(start, goal, limits).run();
    return Search<0, 0>(start, goal, limits).run();
}

}  // namespace ninegrid::sliding
