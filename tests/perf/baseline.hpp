// SPDX-License-Identifier: MIT
// The yardstick: the 8-puzzle solvers as a typical course project writes them, with hash maps
// of whole boards and queues of whole boards. Used only by the benchmark, never by ninegrid.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

#include "ninegrid/eight/state.hpp"

namespace baseline {

struct Board {
    std::array<int, 9> cells;
    int zero;

    bool operator==(const Board& o) const { return cells == o.cells; }
};

// Reads the cells as a nine-digit decimal number: distinct boards get distinct hashes.
struct BoardHash {
    std::size_t operator()(const Board& b) const {
        std::size_t h = 0;
        for (int v : b.cells)
            h = h * 10 + static_cast<std::size_t>(v);
        return h;
    }
};

Board from_state(const ninegrid::eight::State& s);

struct Result {
    std::optional<std::vector<ninegrid::eight::Move>> moves;  // empty optional: unsolvable
    std::uint64_t expanded = 0;
};

// std::queue of boards, std::unordered_map from board to (parent, depth) as the visited set.
Result bfs(const ninegrid::eight::State& start, const ninegrid::eight::State& goal);

// std::priority_queue of (board, g, f); std::unordered_set of expanded boards (the closed set)
// and std::unordered_map for bestG and parents; Manhattan distance recomputed for every board.
// Ties are broken as in ninegrid's A* (deeper first), so both expand the same boards.
Result astar(const ninegrid::eight::State& start, const ninegrid::eight::State& goal);

// What the BFS keeps for each board it has seen: where it came from and how deep it is.
struct Visit {
    Board parent;
    int depth;
};

// BFS from `goal` until the queue is empty: every reachable board with its depth and its parent,
// the neighbour one step closer to the goal (the same knowledge as ninegrid's distance table).
std::unordered_map<Board, Visit, BoardHash> whole_space(const ninegrid::eight::State& goal);

}  // namespace baseline
