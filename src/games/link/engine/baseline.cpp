// SPDX-License-Identifier: MIT
// The course-material pair test and hint, kept as the yardstick the benchmark measures against.
#include "ninegrid/link/baseline.hpp"

#include <deque>
#include <tuple>

namespace ninegrid::link::baseline {

int turns_between(const Board& board, Point a, Point b, const Rules& rules) {
    if (!board.inside(a) || !board.inside(b) || a == b) return -1;
    if (board.at(a) == 0 || board.at(a) != board.at(b)) return -1;
    const int h = board.rows() + 2;
    const int w = board.cols() + 2;
    const int inf = 1000;
    // turns[r][c][d]: the fewest turns to stand on padded (r, c) moving in direction d.
    std::vector<std::vector<std::vector<int>>> turns(
        static_cast<std::size_t>(h),
        std::vector<std::vector<int>>(static_cast<std::size_t>(w), std::vector<int>(4, inf)));
    const int dr[4] = {-1, 0, 1, 0};
    const int dc[4] = {0, 1, 0, -1};
    std::deque<std::tuple<int, int, int>> queue;
    for (int d = 0; d < 4; ++d) {
        turns[static_cast<std::size_t>(a.row + 1)][static_cast<std::size_t>(a.col + 1)]
             [static_cast<std::size_t>(d)] = 0;
        queue.emplace_back(a.row + 1, a.col + 1, d);
    }
    while (!queue.empty()) {
        const auto [r, c, d] = queue.front();
        queue.pop_front();
        const int t = turns[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]
                           [static_cast<std::size_t>(d)];
        if (r == b.row + 1 && c == b.col + 1) return t;
        for (int nd = 0; nd < 4; ++nd) {
            const int nt = t + (nd != d ? 1 : 0);
            if (nt > 2) continue;
            const int nr = r + dr[nd];
            const int nc = c + dc[nd];
            if (nr < 0 || nr >= h || nc < 0 || nc >= w) continue;
            const bool target = nr == b.row + 1 && nc == b.col + 1;
            if (!target) {
                if (board.at(Point{nr - 1, nc - 1}) != 0) continue;
                if (!rules.border && (nr == 0 || nr == h - 1 || nc == 0 || nc == w - 1)) continue;
            }
            int& best = turns[static_cast<std::size_t>(nr)][static_cast<std::size_t>(nc)]
                             [static_cast<std::size_t>(nd)];
            if (nt >= best) continue;
            best = nt;
            if (nt == t)
                queue.emplace_front(nr, nc, nd);
            else
                queue.emplace_back(nr, nc, nd);
        }
    }
    return -1;
}

std::vector<std::pair<Point, Point>> all_pairs(const Board& board, const Rules& rules) {
    std::vector<std::pair<Point, Point>> pairs;
    const int cells = board.rows() * board.cols();
    for (int i = 0; i < cells; ++i) {
        for (int j = i + 1; j < cells; ++j) {
            const Point a{i / board.cols(), i % board.cols()};
            const Point b{j / board.cols(), j % board.cols()};
            if (board.at(a) == 0 || board.at(a) != board.at(b)) continue;
            if (turns_between(board, a, b, rules) >= 0) pairs.emplace_back(a, b);
        }
    }
    return pairs;
}

}  // namespace ninegrid::link::baseline
