// SPDX-License-Identifier: MIT
// The plain BFS and random walks of the 15-puzzle's tests.
#include "games/fifteen/support/reference_bfs.hpp"

#include <cstdint>
#include <deque>
#include <unordered_map>
#include <unordered_set>

#include "base/rng.hpp"

namespace support::fifteen {
namespace {

using ninegrid::fifteen::Board;

// Sixteen cells of four bits each.
std::uint64_t pack(const Board& b) {
    std::uint64_t key = 0;
    for (int cell = 0; cell < ninegrid::fifteen::kCells; ++cell)
        key = key << 4 | static_cast<std::uint64_t>(b[cell]);
    return key;
}

}  // namespace

std::optional<int> bfs_distance(const Board& start, const Board& goal, int max_depth) {
    std::unordered_map<std::uint64_t, int> depth{{pack(start), 0}};
    std::deque<Board> queue{start};
    const std::uint64_t target = pack(goal);
    while (!queue.empty()) {
        const Board b = queue.front();
        queue.pop_front();
        const int d = depth.at(pack(b));
        if (pack(b) == target) return d;
        if (d == max_depth) continue;
        for (ninegrid::fifteen::Move m : b.legal_moves()) {
            const Board next = b.moved(m);
            if (depth.emplace(pack(next), d + 1).second) queue.push_back(next);
        }
    }
    return std::nullopt;
}

std::vector<Board> bfs_region(const Board& origin, std::size_t count) {
    std::unordered_set<std::uint64_t> seen{pack(origin)};
    std::vector<Board> region{origin};
    for (std::size_t i = 0; i < region.size() && region.size() < count; ++i) {
        for (ninegrid::fifteen::Move m : region[i].legal_moves()) {
            const Board next = region[i].moved(m);
            if (region.size() < count && seen.insert(pack(next)).second) region.push_back(next);
        }
    }
    return region;
}

Board random_walk(const Board& origin, int moves, unsigned seed) {
    ninegrid::base::Rng rng(seed);
    Board b = origin;
    for (int i = 0; i < moves; ++i) {
        const std::vector<ninegrid::fifteen::Move> legal = b.legal_moves();
        b.apply(
            legal[ninegrid::base::uniform_below(rng, static_cast<std::uint32_t>(legal.size()))]);
    }
    return b;
}

}  // namespace support::fifteen
