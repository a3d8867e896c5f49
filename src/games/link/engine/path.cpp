// SPDX-License-Identifier: MIT
// Paths between two tiles: the fast free-run method, the reference 0-1 BFS, and a legality check.
#include "ninegrid/link/path.hpp"

#include <algorithm>
#include <cstdlib>

namespace ninegrid::link {

int Path::length() const noexcept {
    int total = 0;
    for (int i = 1; i < size_; ++i) {
        const Point p = (*this)[i - 1];
        const Point q = (*this)[i];
        total += std::abs(p.row - q.row) + std::abs(p.col - q.col);
    }
    return total;
}

Path Path::reversed() const noexcept {
    Path out = *this;
    std::reverse(out.points_.begin(), out.points_.begin() + size_);
    return out;
}

bool operator==(const Path& x, const Path& y) noexcept {
    return x.size_ == y.size_ && std::equal(x.begin(), x.end(), y.begin());
}

namespace {

// The part of the board (and ring) a path may use.
struct Limits {
    int min_row, max_row, min_col, max_col;
};

Limits limits_of(const Board& board, const Rules& rules) noexcept {
    const int ring = rules.border ? 1 : 0;
    return Limits{-ring, board.rows() - 1 + ring, -ring, board.cols() - 1 + ring};
}

// Read-only access to the padded cells by board coordinates (the ring included).
class Cells {
  public:
    explicit Cells(const Board& board) noexcept
        : data_(board.cells().data() + board.stride() + 1), stride_(board.stride()) {}
    bool empty(int row, int col) const noexcept { return data_[row * stride_ + col] == 0; }
    int kind(int row, int col) const noexcept { return data_[row * stride_ + col]; }

    // Cells strictly between columns c1 and c2 of `row` are all empty.
    bool row_clear(int row, int c1, int c2) const noexcept {
        if (c1 > c2) std::swap(c1, c2);
        const Board::Cell* p = data_ + row * stride_;
        for (int c = c1 + 1; c < c2; ++c)
            if (p[c] != 0) return false;
        return true;
    }
    // Cells strictly between rows r1 and r2 of `col` are all empty.
    bool col_clear(int col, int r1, int r2) const noexcept {
        if (r1 > r2) std::swap(r1, r2);
        for (int r = r1 + 1; r < r2; ++r)
            if (data_[r * stride_ + col] != 0) return false;
        return true;
    }

  private:
    const Board::Cell* data_;  // the cell at row 0, column 0
    int stride_;
};

// How far a tile sees along its row and its column through empty cells, within the limits: the
// interval [lo, hi] contains the tile's own coordinate, and every other cell in it is empty.
struct Runs {
    int left, right, up, down;
};

Runs runs_of(const Cells& cells, Point p, const Limits& lim) noexcept {
    Runs runs{p.col, p.col, p.row, p.row};
    while (runs.left > lim.min_col && cells.empty(p.row, runs.left - 1))
        --runs.left;
    while (runs.right < lim.max_col && cells.empty(p.row, runs.right + 1))
        ++runs.right;
    while (runs.up > lim.min_row && cells.empty(runs.up - 1, p.col))
        --runs.up;
    while (runs.down < lim.max_row && cells.empty(runs.down + 1, p.col))
        ++runs.down;
    return runs;
}

// Whether a neighbour of p inside the limits is empty.
bool has_exit(const Cells& cells, Point p, const Limits& lim) noexcept {
    return (p.col > lim.min_col && cells.empty(p.row, p.col - 1)) ||
           (p.col < lim.max_col && cells.empty(p.row, p.col + 1)) ||
           (p.row > lim.min_row && cells.empty(p.row - 1, p.col)) ||
           (p.row < lim.max_row && cells.empty(p.row + 1, p.col));
}

// The best middle line of a two-turn path: `at` is the column (for a path that leaves and enters
// horizontally) or row (vertically) of its middle segment; `extra` the steps beyond the
// Manhattan distance.
struct Middle {
    bool found = false;
    int at = 0;
    int extra = 0;
};

// Searches the common interval [lo, hi] of both tiles' runs for the line whose middle segment is
// clear, nearest first (lines between the two tiles cost nothing extra, each step beyond them
// two), and among equally near ones the smallest. `t1`, `t2`: the tiles' coordinates across the
// middle segment (excluded: a middle line through a tile is a path with fewer turns).
template <class Clear>
Middle best_middle(int lo, int hi, int t1, int t2, Clear clear) noexcept {
    Middle m;
    if (lo > hi) return m;
    const int near = std::min(t1, t2);
    const int far = std::max(t1, t2);
    for (int x = std::max(lo, near), end = std::min(hi, far); x <= end; ++x) {
        if (x != t1 && x != t2 && clear(x)) {
            m.found = true;
            m.at = x;
            return m;
        }
    }
    for (int d = 1;; ++d) {
        const int left = near - d;
        const int right = far + d;
        if (left < lo && right > hi) return m;
        if (left >= lo && clear(left)) {
            m = Middle{true, left, 2 * d};
            return m;
        }
        if (right <= hi && clear(right)) {
            m = Middle{true, right, 2 * d};
            return m;
        }
    }
}

}  // namespace

std::optional<Path> connect(const Board& board, Point a, Point b, const Rules& rules) noexcept {
    if (!board.inside(a) || !board.inside(b) || a == b) return std::nullopt;
    const Cells cells(board);
    const int kind = cells.kind(a.row, a.col);
    if (kind == 0 || kind != cells.kind(b.row, b.col)) return std::nullopt;
    const Limits lim = limits_of(board, rules);

    // No turn.
    if (a.row == b.row && cells.row_clear(a.row, a.col, b.col)) return Path(a, b);
    if (a.col == b.col && cells.col_clear(a.col, a.row, b.row)) return Path(a, b);
    // Not adjacent, so any other path leaves a through an empty neighbour and enters b through
    // one: on a crowded board most tiles have none, and this answers them at once.
    if (!has_exit(cells, a, lim) || !has_exit(cells, b, lim)) return std::nullopt;

    const Runs ra = runs_of(cells, a, lim);
    const Runs rb = runs_of(cells, b, lim);

    // One turn: the corner shares a's row and b's column, or b's row and a's column. Both are
    // equally long; the one earlier in scan order wins.
    if (a.row != b.row && a.col != b.col) {
        const bool via_a_row = b.col >= ra.left && b.col <= ra.right && a.row >= rb.up &&
                               a.row <= rb.down;  // corner (a.row, b.col)
        const bool via_b_row = a.col >= rb.left && a.col <= rb.right && b.row >= ra.up &&
                               b.row <= ra.down;  // corner (b.row, a.col)
        if (via_a_row && (!via_b_row || a.row < b.row)) return Path(a, Point{a.row, b.col}, b);
        if (via_b_row) return Path(a, Point{b.row, a.col}, b);
    }

    // Two turns: leaving along the row and entering along the row (the middle segment vertical,
    // in a column both rows' runs reach), or both along columns.
    Middle across;  // middle segment vertical: `at` is its column
    if (a.row != b.row) {
        across = best_middle(std::max(ra.left, rb.left), std::min(ra.right, rb.right), a.col, b.col,
                             [&](int x) { return cells.col_clear(x, a.row, b.row); });
    }
    Middle along;  // middle segment horizontal: `at` is its row
    if (a.col != b.col) {
        along = best_middle(std::max(ra.up, rb.up), std::min(ra.down, rb.down), a.row, b.row,
                            [&](int y) { return cells.row_clear(y, a.col, b.col); });
    }
    if (!across.found && !along.found) return std::nullopt;
    bool take_across = across.found;
    if (across.found && along.found) {
        // Equal Manhattan distance, so compare the extra steps, then the first sorted corners:
        // (top row of the two, x) for `across` against (y, left column of the two) for `along`.
        if (across.extra != along.extra) {
            take_across = across.extra < along.extra;
        } else {
            take_across =
                Point{std::min(a.row, b.row), across.at} < Point{along.at, std::min(a.col, b.col)};
        }
    }
    if (take_across) return Path(a, Point{a.row, across.at}, Point{b.row, across.at}, b);
    return Path(a, Point{along.at, a.col}, Point{along.at, b.col}, b);
}

namespace {

constexpr int kRowStep[4] = {-1, 0, 1, 0};  // up, right, down, left
constexpr int kColStep[4] = {0, 1, 0, -1};

// Turns, then steps, then the corners sorted in scan order (padded indices sort that way).
template <class L>
bool better(const L& x, const L& y) noexcept {
    if (x.turns != y.turns) return x.turns < y.turns;
    if (x.length != y.length) return x.length < y.length;
    std::int16_t xs[2] = {x.corners[0], x.corners[1]};
    std::int16_t ys[2] = {y.corners[0], y.corners[1]};
    if (x.turns == 2) {
        if (xs[0] > xs[1]) std::swap(xs[0], xs[1]);
        if (ys[0] > ys[1]) std::swap(ys[0], ys[1]);
    }
    for (int i = 0; i < x.turns; ++i)
        if (xs[i] != ys[i]) return xs[i] < ys[i];
    return false;
}

}  // namespace

void PathFinder::push(const Entry& entry, bool front) {
    if (count_ == queue_.size()) {
        std::vector<Entry> bigger(queue_.empty() ? 64 : queue_.size() * 2);
        for (std::size_t i = 0; i < count_; ++i)
            bigger[i] = queue_[(head_ + i) & (queue_.size() - 1)];
        queue_ = std::move(bigger);
        head_ = 0;
    }
    const std::size_t mask = queue_.size() - 1;
    if (front) {
        head_ = (head_ + mask) & mask;
        queue_[head_] = entry;
    } else {
        queue_[(head_ + count_) & mask] = entry;
    }
    ++count_;
}

std::optional<Path> PathFinder::connect(const Board& board, Point a, Point b, const Rules& rules) {
    if (!board.inside(a) || !board.inside(b) || a == b) return std::nullopt;
    const int kind = board.at(a);
    if (kind == 0 || kind != board.at(b)) return std::nullopt;

    const int width = board.stride();
    const int height = board.rows() + 2;
    const std::size_t states = static_cast<std::size_t>(width * height) * 4;
    if (labels_.size() < states) labels_.resize(states);
    if (++stamp_ == 0) {  // the generation counter wrapped: forget every label once
        for (Label& label : labels_)
            label.stamp = 0;
        stamp_ = 1;
    }
    head_ = 0;
    count_ = 0;

    const std::vector<Board::Cell>& cells = board.cells();
    const int target = board.index(b);
    Label best;
    best.turns = 3;  // none yet

    // One step from padded (row, col) in `dir` with the label the path has after the step.
    auto step = [&](int row, int col, int dir, const Label& label, bool turned) {
        const int r = row + kRowStep[dir];
        const int c = col + kColStep[dir];
        if (r < 0 || r >= height || c < 0 || c >= width) return;
        const int index = r * width + c;
        if (index == target) {  // the target holds a tile: test it before "blocked"
            if (better(label, best)) best = label;
            return;
        }
        if (cells[static_cast<std::size_t>(index)] != 0) return;
        if (!rules.border && (r == 0 || r == height - 1 || c == 0 || c == width - 1)) return;
        Label& kept = labels_[static_cast<std::size_t>(index) * 4 + static_cast<std::size_t>(dir)];
        if (kept.stamp == stamp_ && !better(label, kept)) return;
        kept = label;
        kept.stamp = stamp_;
        push(Entry{static_cast<std::int16_t>(r), static_cast<std::int16_t>(c),
                   static_cast<std::uint8_t>(dir), kept},
             !turned);
    };

    const int start_row = a.row + 1;
    const int start_col = a.col + 1;
    for (int dir = 0; dir < 4; ++dir) {
        Label first;
        first.length = 1;
        first.corners = {-1, -1};
        step(start_row, start_col, dir, first, false);
    }
    while (count_ > 0) {
        const Entry entry = queue_[head_];
        head_ = (head_ + 1) & (queue_.size() - 1);
        --count_;
        if (entry.label.turns > best.turns) break;  // the deque is ordered by turns
        const Label& kept =
            labels_[static_cast<std::size_t>(entry.row * width + entry.col) * 4 + entry.dir];
        if (better(kept, entry.label)) continue;  // stale: improved since it was queued
        for (int dir = 0; dir < 4; ++dir) {
            if (dir == (entry.dir + 2) % 4) continue;  // no turning back
            const bool turned = dir != entry.dir;
            Label next = entry.label;
            next.length = static_cast<std::uint16_t>(next.length + 1);
            if (turned) {
                if (next.turns == 2) continue;
                next.corners[next.turns] = static_cast<std::int16_t>(entry.row * width + entry.col);
                ++next.turns;
            }
            step(entry.row, entry.col, dir, next, turned);
        }
    }
    if (best.turns > 2) return std::nullopt;
    if (best.turns == 0) return Path(a, b);
    if (best.turns == 1) return Path(a, board.point(best.corners[0]), b);
    return Path(a, board.point(best.corners[0]), board.point(best.corners[1]), b);
}

bool is_legal_path(const Board& board, const Path& path, const Rules& rules) noexcept {
    if (path.size() < 2 || path.size() > 4) return false;
    const Point a = path.front();
    const Point b = path.back();
    if (!board.inside(a) || !board.inside(b) || a == b) return false;
    if (board.at(a) == 0 || board.at(a) != board.at(b)) return false;
    const Limits lim = limits_of(board, rules);
    int last_dir = -1;
    for (int i = 1; i < path.size(); ++i) {
        const Point p = path[i - 1];
        const Point q = path[i];
        if (p.row != q.row && p.col != q.col) return false;
        if (p == q) return false;
        const int dir = p.row == q.row ? (q.col > p.col ? 1 : 3) : (q.row > p.row ? 2 : 0);
        if (last_dir >= 0 && (dir == last_dir || dir == (last_dir + 2) % 4)) return false;
        last_dir = dir;
        // Every cell after p up to q (q itself only when it is not b) must be empty and allowed.
        Point cell = p;
        while (cell != q) {
            cell.row += kRowStep[dir];
            cell.col += kColStep[dir];
            if (cell == b && i == path.size() - 1) break;
            if (cell.row < lim.min_row || cell.row > lim.max_row || cell.col < lim.min_col ||
                cell.col > lim.max_col) {
                return false;
            }
            if (board.at(cell) != 0) return false;
        }
    }
    return true;
}

}  // namespace ninegrid::link
