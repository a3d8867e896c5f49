// SPDX-License-Identifier: MIT
// Connecting two tiles: the path of at most three straight segments (two turns) through empty
// cells, by a fast scan over free runs and by a reference 0-1 BFS that must agree with it.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "ninegrid/link/board.hpp"

namespace ninegrid::link {

// A connecting path as its corner points from the first tile to the second, both included:
// 2 points (a straight line), 3 (one turn) or 4 (two turns). Corners may lie on the ring.
class Path {
  public:
    Path() = default;  // no points (not a path)
    Path(Point a, Point b) noexcept : points_{a, b}, size_(2) {}
    Path(Point a, Point corner, Point b) noexcept : points_{a, corner, b}, size_(3) {}
    Path(Point a, Point c1, Point c2, Point b) noexcept : points_{a, c1, c2, b}, size_(4) {}

    int size() const noexcept { return size_; }
    bool empty() const noexcept { return size_ == 0; }
    const Point* begin() const noexcept { return points_.data(); }
    const Point* end() const noexcept { return points_.data() + size_; }
    Point operator[](int i) const noexcept { return points_[static_cast<std::size_t>(i)]; }
    Point front() const noexcept { return points_[0]; }
    Point back() const noexcept { return points_[static_cast<std::size_t>(size_ - 1)]; }

    int turns() const noexcept { return size_ - 2; }
    // Sum of the segments' lengths: the number of steps from one tile to the other.
    int length() const noexcept;
    // The same path walked from the other end.
    Path reversed() const noexcept;

    friend bool operator==(const Path& x, const Path& y) noexcept;
    friend bool operator!=(const Path& x, const Path& y) noexcept { return !(x == y); }

  private:
    std::array<Point, 4> points_{};
    int size_ = 0;
};

// Which path is returned when several connect two tiles. The best path has the fewest turns,
// then the fewest steps (Path::length); among paths equal in both, the one whose inner corners,
// sorted in scan order (row, then column), are lexicographically smallest. The order does not
// depend on which tile comes first, so connect(b, a) is always connect(a, b) reversed.
//
// `a` and `b` connect when both are inside the board, are different cells, hold tiles of the same
// kind, and a path with at most two turns joins them through empty cells: cells of the board,
// and with rules.border also of the ring. Adjacent equal tiles connect with no turn.

// The fast method, as xshisen and FreeShisen do it: the free runs of both tiles (how far each
// sees along its row and column) are intersected, and only the straight segment between two
// such runs is scanned. No allocation, no state: safe to call from anywhere.
std::optional<Path> connect(const Board& board, Point a, Point b, const Rules& rules) noexcept;

// The reference: a 0-1 BFS over (cell, direction) states from `a`, going straight costing no
// turn and turning costing one, more than two pruned; each state keeps its least turns (then
// fewest steps, then smallest sorted corners, relaxed again when improved), and a step tests
// "is this the target" before "is this cell blocked". Its buffers are reused from call to call
// and stamped with a generation number, so nothing from an earlier call is ever read as fresh.
// Keep one PathFinder around for many calls; it holds no global state.
class PathFinder {
  public:
    std::optional<Path> connect(const Board& board, Point a, Point b, const Rules& rules);

  private:
    struct Label {
        std::uint32_t stamp = 0;
        std::uint8_t turns = 0;
        std::uint16_t length = 0;
        std::array<std::int16_t, 2> corners{};  // padded indices, in path order
    };
    struct Entry {
        std::int16_t row;  // padded coordinates
        std::int16_t col;
        std::uint8_t dir;
        Label label;
    };
    void push(const Entry& entry, bool front);

    std::vector<Label> labels_;  // (padded index) * 4 + direction
    std::uint32_t stamp_ = 0;
    std::vector<Entry> queue_;  // a ring buffer: capacity a power of two
    std::size_t head_ = 0;
    std::size_t count_ = 0;
};

// Whether `path` is a legal connection on `board` now: from one tile to another of the same kind,
// 2..4 points, each segment straight and of positive length, each turn a right angle, and every
// cell passed on the way empty and inside (or on the ring, with rules.border). Says nothing about
// whether it is the best path.
bool is_legal_path(const Board& board, const Path& path, const Rules& rules) noexcept;

}  // namespace ninegrid::link
