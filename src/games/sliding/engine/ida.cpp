// SPDX-License-Identifier: MIT
// IDA* for every size with Manhattan distance and linear conflict, both kept up to date move by
// move.
#include "ninegrid/sliding/ida.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "ida.hpp"
#include "base/bits.hpp"
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

// Manhattan distance plus linear conflict, followed move by move, on a board of kW x kH (0 x 0:
// the goal's size, read at run time).
template <int kW, int kH>
class ManhattanConflict {
  public:
    struct Undo {};

    ManhattanConflict(const Board& start, const Board& goal) : goal_(goal) {
        const Cells& cells = start.cells();
        manhattan_ = manhattan_of(cells, goal_);
        for (int r = 0; r < height(); ++r) {
            rows_[static_cast<std::size_t>(r)] = row_conflict<kW, kH>(cells, goal_, r);
            conflict_ += rows_[static_cast<std::size_t>(r)];
        }
        for (int c = 0; c < width(); ++c) {
            cols_[static_cast<std::size_t>(c)] = col_conflict<kW, kH>(cells, goal_, c);
            conflict_ += cols_[static_cast<std::size_t>(c)];
        }
    }

    int value() const noexcept { return manhattan_ + conflict_; }
    Size size() const noexcept { return Size{width(), height()}; }

    Undo slide(Cells& cells, int from, int to, Move m) noexcept {
        move(cells, from, to, m);
        return {};
    }
    // The move back works both terms out again, as the move did.
    void unslide(Cells& cells, int from, int to, Move m, Undo) noexcept {
        move(cells, to, from, opposite(m));
    }

  private:
    // The blank at `from` moves to `to` by `m`: the tile at `to` slides into `from`. A vertical
    // move keeps the order of tiles in every column and changes two rows; a horizontal one
    // keeps every row's order and changes two columns.
    NINEGRID_ALWAYS_INLINE void move(Cells& cells, int from, int to, Move m) noexcept {
        const auto f = static_cast<std::size_t>(from);
        const auto t = static_cast<std::size_t>(to);
        const std::uint8_t tile = cells[t];
        const int n = width() * height();
        manhattan_ += goal_.distance[static_cast<std::size_t>(tile * n + from)] -
                      goal_.distance[static_cast<std::size_t>(tile * n + to)];
        cells[f] = tile;
        cells[t] = 0;
        const int w = width();
        if (m == Move::Up || m == Move::Down) {
            update_line(rows_, from / w, row_conflict<kW, kH>(cells, goal_, from / w));
            update_line(rows_, to / w, row_conflict<kW, kH>(cells, goal_, to / w));
        } else {
            update_line(cols_, from % w, col_conflict<kW, kH>(cells, goal_, from % w));
            update_line(cols_, to % w, col_conflict<kW, kH>(cells, goal_, to % w));
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
    int manhattan_ = 0;
    std::array<int, kMaxSide> rows_{};
    std::array<int, kMaxSide> cols_{};
    int conflict_ = 0;
};

template <int kW, int kH>
Solution search(const Board& start, const Board& goal, const IdaLimits& limits) {
    return ida_detail::Search<ManhattanConflict<kW, kH>>(
               start, ManhattanConflict<kW, kH>(start, goal), limits)
        .run();
}

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
    if (goal.size() == Size{4, 4}) return search<4, 4>(start, goal, limits);
    if (goal.size() == Size{3, 3}) return search<3, 3>(start, goal, limits);
    return search<0, 0>(start, goal, limits);
}

}  // namespace ninegrid::sliding
