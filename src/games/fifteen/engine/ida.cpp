// IDA* with Manhattan distance and linear conflict, both kept up to date move by move.
#include "ninegrid/fifteen/ida.hpp"

#include <algorithm>
#include <array>
#include <climits>
#include <cstdlib>

#include "ninegrid/fifteen/solvability.hpp"

namespace ninegrid::fifteen {
namespace {

// Where every tile belongs in one goal, and what follows from it: the Manhattan distance of
// each tile from each cell.
struct GoalMap {
    std::array<int, kCells> row{};  // by tile; the blank's entry is unused
    std::array<int, kCells> col{};
    std::array<std::array<int, kCells>, kCells> distance{};  // [tile][cell], 0 for the blank

    explicit GoalMap(const Board& goal) {
        for (int cell = 0; cell < kCells; ++cell) {
            const auto tile = static_cast<std::size_t>(goal[cell]);
            row[tile] = cell / kSide;
            col[tile] = cell % kSide;
        }
        for (std::size_t tile = 1; tile < kCells; ++tile) {
            for (int cell = 0; cell < kCells; ++cell) {
                distance[tile][static_cast<std::size_t>(cell)] =
                    std::abs(cell / kSide - row[tile]) + std::abs(cell % kSide - col[tile]);
            }
        }
    }
};

// The fewest of `keys` (distinct goal positions along one line, in the order the tiles stand)
// that must leave the line so the rest are in order: their count minus the longest increasing
// subsequence.
int line_conflicts(const std::array<int, kSide>& keys, int n) noexcept {
    std::array<int, kSide> longest{};  // longest increasing run ending at i
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

// The extra moves of row `r`: its tiles whose goal row is r, keyed by their goal columns.
int row_conflict(const Cells& cells, const GoalMap& goal, int r) noexcept {
    std::array<int, kSide> keys{};
    int n = 0;
    for (int c = 0; c < kSide; ++c) {
        const auto tile = static_cast<std::size_t>(cells[static_cast<std::size_t>(r * kSide + c)]);
        if (tile != 0 && goal.row[tile] == r) keys[static_cast<std::size_t>(n++)] = goal.col[tile];
    }
    return 2 * line_conflicts(keys, n);
}

// The extra moves of column `c`: its tiles whose goal column is c, keyed by their goal rows.
int col_conflict(const Cells& cells, const GoalMap& goal, int c) noexcept {
    std::array<int, kSide> keys{};
    int n = 0;
    for (int r = 0; r < kSide; ++r) {
        const auto tile = static_cast<std::size_t>(cells[static_cast<std::size_t>(r * kSide + c)]);
        if (tile != 0 && goal.col[tile] == c) keys[static_cast<std::size_t>(n++)] = goal.row[tile];
    }
    return 2 * line_conflicts(keys, n);
}

int manhattan_of(const Cells& cells, const GoalMap& goal) noexcept {
    int sum = 0;
    for (std::size_t cell = 0; cell < kCells; ++cell)
        sum += goal.distance[cells[cell]][cell];
    return sum;
}

int linear_conflict_of(const Cells& cells, const GoalMap& goal) noexcept {
    int sum = 0;
    for (int line = 0; line < kSide; ++line)
        sum += row_conflict(cells, goal, line) + col_conflict(cells, goal, line);
    return sum;
}

// One search: the board being walked, its heuristic terms, and the path to it.
class Search {
  public:
    Search(const Board& start, const Board& goal, std::uint64_t node_limit,
           const IdaProgress& progress)
        : goal_(goal),
          cells_(start.cells()),
          blank_(start.blank()),
          limit_(node_limit),
          progress_(progress) {
        manhattan_ = manhattan_of(cells_, goal_);
        for (int line = 0; line < kSide; ++line) {
            rows_[static_cast<std::size_t>(line)] = row_conflict(cells_, goal_, line);
            cols_[static_cast<std::size_t>(line)] = col_conflict(cells_, goal_, line);
            conflict_ +=
                rows_[static_cast<std::size_t>(line)] + cols_[static_cast<std::size_t>(line)];
        }
    }

    Solution run() {
        Solution solution;
        bound_ = manhattan_ + conflict_;
        check_at_ = next_check();
        for (;;) {
            next_bound_ = INT_MAX;
            if (dfs(0, kNoMove)) {
                solution.moves = path_;
                solution.length = static_cast<int>(path_.size());
                solution.solved = true;
                break;
            }
            // Every board's bound is finite on a solvable pair, so INT_MAX only means "stopped".
            if (aborted_ || next_bound_ == INT_MAX) break;
            bound_ = next_bound_;
        }
        solution.nodes = nodes_;
        return solution;
    }

  private:
    static constexpr int kNoMove = 4;
    // Boards between two progress reports.
    static constexpr std::uint64_t kReportEvery = std::uint64_t{1} << 18;

    // The node count at which poll() is next due: the node limit, or the next report if sooner.
    std::uint64_t next_check() const noexcept {
        if (progress_.report == nullptr || limit_ - nodes_ <= kReportEvery) return limit_;
        return nodes_ + kReportEvery;
    }

    // Whether the node limit is reached; reports progress on the way. Called only when nodes_
    // reaches check_at_, so the search pays one comparison a node for both.
    bool poll() {
        if (nodes_ >= limit_) return true;
        progress_.report(progress_.context, bound_, nodes_);
        check_at_ = next_check();
        return false;
    }

    // Whether the goal lies within `bound_` of the current board, reached in `g` moves by a
    // last move `previous` (kNoMove at the start). On success `path_` holds the moves.
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
            const int to = target_cell(blank_, m);
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
        manhattan_ += goal_.distance[tile][f] - goal_.distance[tile][t];
        cells_[f] = tile;
        cells_[t] = 0;
        blank_ = to;
        if (m == Move::Up || m == Move::Down) {
            update_line(rows_, from / kSide, row_conflict(cells_, goal_, from / kSide));
            update_line(rows_, to / kSide, row_conflict(cells_, goal_, to / kSide));
        } else {
            update_line(cols_, from % kSide, col_conflict(cells_, goal_, from % kSide));
            update_line(cols_, to % kSide, col_conflict(cells_, goal_, to % kSide));
        }
    }

    void update_line(std::array<int, kSide>& lines, int line, int value) noexcept {
        auto& slot = lines[static_cast<std::size_t>(line)];
        conflict_ += value - slot;
        slot = value;
    }

    GoalMap goal_;
    Cells cells_;
    int blank_;
    int manhattan_ = 0;
    std::array<int, kSide> rows_{};
    std::array<int, kSide> cols_{};
    int conflict_ = 0;
    std::vector<Move> path_;
    std::uint64_t nodes_ = 0;
    std::uint64_t limit_;
    IdaProgress progress_;
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

Solution solve_ida(const Board& start, const Board& goal, std::uint64_t node_limit,
                   IdaProgress progress) {
    if (!is_solvable(start, goal)) return Solution{};
    Search search(start, goal, node_limit, progress);
    return search.run();
}

}  // namespace ninegrid::fifteen
