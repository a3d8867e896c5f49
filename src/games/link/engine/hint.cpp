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

}  // namespace ninegrid::link
