// SPDX-License-Identifier: MIT
// Hints: the tiles grouped by kind once, then each two tiles of a kind tested with connect().
#include "ninegrid/link/hint.hpp"

#include <algorithm>
#include <array>

namespace ninegrid::link {
namespace {

// The tiles of the board grouped by kind, each group in scan order (a counting sort).
class TilesByKind {
  public:
    explicit TilesByKind(const Board& board) {
        std::array<int, kMaxKinds + 2> counts{};
        for (int r = 0; r < board.rows(); ++r)
            for (int c = 0; c < board.cols(); ++c)
                ++counts[static_cast<std::size_t>(board.at(Point{r, c})) + 1];
        counts[1] = 0;  // empty cells are not listed
        for (int k = 1; k <= kMaxKinds + 1; ++k)
            start_[static_cast<std::size_t>(k)] =
                start_[static_cast<std::size_t>(k - 1)] + counts[static_cast<std::size_t>(k)];
        points_.resize(static_cast<std::size_t>(start_[kMaxKinds + 1]));
        std::array<int, kMaxKinds + 1> next{};
        for (int k = 0; k <= kMaxKinds; ++k)
            next[static_cast<std::size_t>(k)] = start_[static_cast<std::size_t>(k)];
        for (int r = 0; r < board.rows(); ++r)
            for (int c = 0; c < board.cols(); ++c) {
                const int kind = board.at(Point{r, c});
                if (kind != 0)
                    points_[static_cast<std::size_t>(next[static_cast<std::size_t>(kind)]++)] =
                        Point{r, c};
            }
    }
    // The tiles of `kind` (1..kMaxKinds) are [begin(kind), end(kind)).
    const Point* begin(int kind) const noexcept {
        return points_.data() + start_[static_cast<std::size_t>(kind)];
    }
    const Point* end(int kind) const noexcept {
        return points_.data() + start_[static_cast<std::size_t>(kind) + 1];
    }

  private:
    // start_[k] = index in points_ of kind k's first tile (k >= 1); start_[kMaxKinds + 1] = the
    // number of tiles.
    std::array<int, kMaxKinds + 2> start_{};
    std::vector<Point> points_;
};

}  // namespace

std::vector<Pair> all_pairs(const Board& board, const Rules& rules) {
    const TilesByKind tiles(board);
    std::vector<Pair> pairs;
    for (int kind = 1; kind <= kMaxKinds; ++kind) {
        for (const Point* p = tiles.begin(kind); p != tiles.end(kind); ++p)
            for (const Point* q = p + 1; q != tiles.end(kind); ++q)
                if (std::optional<Path> path = connect(board, *p, *q, rules))
                    pairs.push_back(Pair{*p, *q, *path});
    }
    std::sort(pairs.begin(), pairs.end(),
              [](const Pair& x, const Pair& y) { return x.a != y.a ? x.a < y.a : x.b < y.b; });
    return pairs;
}

std::optional<Pair> first_pair(const Board& board, const Rules& rules) {
    const TilesByKind tiles(board);
    for (int r = 0; r < board.rows(); ++r) {
        for (int c = 0; c < board.cols(); ++c) {
            const Point a{r, c};
            const int kind = board.at(a);
            if (kind == 0) continue;
            const Point* q = std::upper_bound(tiles.begin(kind), tiles.end(kind), a);
            for (; q != tiles.end(kind); ++q)
                if (std::optional<Path> path = connect(board, a, *q, rules))
                    return Pair{a, *q, *path};
        }
    }
    return std::nullopt;
}

bool has_pair(const Board& board, const Rules& rules) {
    const TilesByKind tiles(board);
    for (int kind = 1; kind <= kMaxKinds; ++kind)
        for (const Point* p = tiles.begin(kind); p != tiles.end(kind); ++p)
            for (const Point* q = p + 1; q != tiles.end(kind); ++q)
                if (connect(board, *p, *q, rules)) return true;
    return false;
}

bool is_dead(const Board& board, const Rules& rules) {
    return !board.empty() && !has_pair(board, rules);
}

// A path of at most three segments ends with a straight run into its second tile. The cell where
// that run starts (the last corner, or with fewer turns a cell of the first tile's own run) is
// reached from the first tile with at most one turn. So: mark every empty cell the first tile
// reaches with at most one turn, then a tile is reached when the run of empty cells beside it, in
// some direction, holds a mark; adjacent tiles need no empty cell at all.
void reachable_tiles(const Board& board, Point from, const Rules& rules, std::vector<Point>& out,
                     std::vector<std::uint8_t>& marks) {
    out.clear();
    if (!board.inside(from) || board.at(from) == 0) return;
    const int rows = board.rows();
    const int cols = board.cols();
    const int stride = board.stride();
    const std::vector<Board::Cell>& cells = board.cells();
    marks.assign(cells.size(), 0);
    // A cell a path may pass: an empty cell of the board, or of the ring with the border rule.
    const auto open = [&](int row, int col) {
        if (row < -1 || row > rows || col < -1 || col > cols) return false;
        if (row == -1 || row == rows || col == -1 || col == cols) return rules.border;
        return cells[static_cast<std::size_t>((row + 1) * stride + col + 1)] == 0;
    };
    const auto mark = [&](int row, int col) {
        marks[static_cast<std::size_t>((row + 1) * stride + col + 1)] = 1;
    };
    constexpr int kSteps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    for (const auto& d : kSteps) {
        for (int r = from.row + d[0], c = from.col + d[1]; open(r, c); r += d[0], c += d[1]) {
            mark(r, c);
            for (const auto& e : kSteps) {
                if ((e[0] != 0) == (d[0] != 0)) continue;  // not a turn
                for (int r2 = r + e[0], c2 = c + e[1]; open(r2, c2); r2 += e[0], c2 += e[1])
                    mark(r2, c2);
            }
        }
    }
    // Tiles reached are flagged with 2 (a cell's mark is 1, or 0).
    const auto reach = [&](int row, int col) {
        marks[static_cast<std::size_t>((row + 1) * stride + col + 1)] |= 2;
    };
    const auto marked = [&](int row, int col) {
        return (marks[static_cast<std::size_t>((row + 1) * stride + col + 1)] & 1) != 0;
    };
    // Along each row, then each column, both ways: `seen` says the run of open cells just passed
    // holds a mark.
    for (int row = 0; row < rows; ++row) {
        for (const int step : {1, -1}) {
            bool seen = false;
            for (int col = step > 0 ? -1 : cols; col >= -1 && col <= cols; col += step) {
                if (open(row, col)) {
                    seen = seen || marked(row, col);
                } else {
                    if (seen && board.inside(Point{row, col})) reach(row, col);
                    seen = false;
                }
            }
        }
    }
    for (int col = 0; col < cols; ++col) {
        for (const int step : {1, -1}) {
            bool seen = false;
            for (int row = step > 0 ? -1 : rows; row >= -1 && row <= rows; row += step) {
                if (open(row, col)) {
                    seen = seen || marked(row, col);
                } else {
                    if (seen && board.inside(Point{row, col})) reach(row, col);
                    seen = false;
                }
            }
        }
    }
    for (const auto& d : kSteps) {
        const Point next{from.row + d[0], from.col + d[1]};
        if (board.inside(next) && board.at(next) != 0) reach(next.row, next.col);
    }
    for (int row = 0; row < rows; ++row)
        for (int col = 0; col < cols; ++col)
            if ((marks[static_cast<std::size_t>((row + 1) * stride + col + 1)] & 2) != 0 &&
                Point{row, col} != from)
                out.push_back(Point{row, col});
}

std::vector<Point> reachable_tiles(const Board& board, Point from, const Rules& rules) {
    std::vector<Point> out;
    std::vector<std::uint8_t> marks;
    reachable_tiles(board, from, rules, out, marks);
    return out;
}

}  // namespace ninegrid::link
