// SPDX-License-Identifier: MIT
// Test helpers for the link game: boards from text, random boards, brute-force oracles.
#include "games/link/support/boards.hpp"

#include <algorithm>
#include <unordered_map>

#include "base/rng.hpp"
#include "ninegrid/link/board_text.hpp"
#include "support/catch.hpp"

namespace support::link {

using ninegrid::base::Rng;
using ninegrid::base::uniform_below;
using ninegrid::link::Board;
using ninegrid::link::Path;
using ninegrid::link::Point;
using ninegrid::link::Rules;

Board board(const std::string& text) {
    const ninegrid::link::BoardParse parsed = ninegrid::link::parse_board(text);
    INFO(text << "\n" << parsed.error);
    REQUIRE(parsed);
    return *parsed.board;
}

Board random_board(Rng& rng, int rows, int cols, int kinds, int density) {
    Board b(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            if (static_cast<int>(uniform_below(rng, 100)) < density)
                b.set(Point{r, c},
                      1 + static_cast<int>(uniform_below(rng, static_cast<std::uint32_t>(kinds))));
    return b;
}

Board random_deal(Rng& rng, int rows, int cols, int kinds, int cleared) {
    const int cells = rows * cols;
    std::vector<int> tiles;
    for (int i = 0; i < cells; ++i)
        tiles.push_back(1 + i % kinds);
    for (std::size_t i = tiles.size(); i > 1; --i)
        std::swap(tiles[i - 1], tiles[uniform_below(rng, static_cast<std::uint32_t>(i))]);
    Board b(rows, cols);
    for (int i = 0; i < cells; ++i)
        b.set(Point{i / cols, i % cols}, tiles[static_cast<std::size_t>(i)]);
    for (int removed = 0; removed + 2 <= cleared;) {
        const std::vector<Point> present = tiles_of(b);
        const Point p = present[uniform_below(rng, static_cast<std::uint32_t>(present.size()))];
        std::vector<Point> mates;
        for (Point q : present)
            if (q != p && b.at(q) == b.at(p)) mates.push_back(q);
        if (mates.empty()) continue;
        const Point q = mates[uniform_below(rng, static_cast<std::uint32_t>(mates.size()))];
        b.set(p, 0);
        b.set(q, 0);
        removed += 2;
    }
    return b;
}

std::vector<Point> tiles_of(const Board& b) {
    std::vector<Point> out;
    for (int r = 0; r < b.rows(); ++r)
        for (int c = 0; c < b.cols(); ++c)
            if (b.at(Point{r, c}) != 0) out.push_back(Point{r, c});
    return out;
}

namespace {

// (turns, length, sorted inner corners) of a path, for comparing candidates.
std::vector<int> rank_of(const Path& p) {
    std::vector<Point> inner(p.begin() + 1, p.end() - 1);
    std::sort(inner.begin(), inner.end());
    std::vector<int> key{p.turns(), p.length()};
    for (Point q : inner) {
        key.push_back(q.row);
        key.push_back(q.col);
    }
    return key;
}

}  // namespace

std::optional<Path> brute_force_path(const Board& b, Point a, Point z, const Rules& rules) {
    std::vector<Path> candidates{Path(a, z)};
    std::vector<Point> padded;
    for (int r = -1; r <= b.rows(); ++r)
        for (int c = -1; c <= b.cols(); ++c)
            padded.push_back(Point{r, c});
    for (Point c1 : padded) {
        candidates.push_back(Path(a, c1, z));
        if (c1.row != a.row && c1.col != a.col) continue;
        for (Point c2 : padded)
            if (c2.row == z.row || c2.col == z.col) candidates.push_back(Path(a, c1, c2, z));
    }
    std::optional<Path> best;
    for (const Path& p : candidates) {
        if (!ninegrid::link::is_legal_path(b, p, rules)) continue;
        if (!best || rank_of(p) < rank_of(*best)) best = p;
    }
    return best;
}

namespace {

bool clearable(const Board& b, const Rules& rules, std::unordered_map<std::string, bool>& memo) {
    if (b.empty()) return true;
    const std::string key = ninegrid::link::board_text(b);
    if (auto it = memo.find(key); it != memo.end()) return it->second;
    bool result = false;
    const std::vector<Point> tiles = tiles_of(b);
    for (std::size_t i = 0; i < tiles.size() && !result; ++i) {
        for (std::size_t j = i + 1; j < tiles.size() && !result; ++j) {
            if (!ninegrid::link::connect(b, tiles[i], tiles[j], rules)) continue;
            Board next = b;
            ninegrid::link::remove_pair(next, tiles[i], tiles[j], rules);
            result = clearable(next, rules, memo);
        }
    }
    memo.emplace(key, result);
    return result;
}

}  // namespace

bool brute_force_clearable(const Board& b, const Rules& rules) {
    std::unordered_map<std::string, bool> memo;
    return clearable(b, rules, memo);
}

}  // namespace support::link
