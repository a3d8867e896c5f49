// SPDX-License-Identifier: MIT
// Course-project-style solvers, written plainly and correctly, as the benchmark's baseline.
#include "baseline.hpp"

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <queue>
#include <unordered_set>

#include "ninegrid/eight/solvability.hpp"

namespace baseline {
namespace {

using ninegrid::eight::Move;

const std::array<Move, 4> kMoves{Move::Up, Move::Down, Move::Left, Move::Right};

bool step(const Board& b, Move m, Board& out) {
    const int row = b.zero / 3;
    const int col = b.zero % 3;
    int to = -1;
    if (m == Move::Up && row > 0) to = b.zero - 3;
    if (m == Move::Down && row < 2) to = b.zero + 3;
    if (m == Move::Left && col > 0) to = b.zero - 1;
    if (m == Move::Right && col < 2) to = b.zero + 1;
    if (to < 0) return false;
    out = b;
    std::swap(out.cells[static_cast<std::size_t>(b.zero)], out.cells[static_cast<std::size_t>(to)]);
    out.zero = to;
    return true;
}

Move move_between(const Board& from, const Board& to) {
    const int d = to.zero - from.zero;
    if (d == -3) return Move::Up;
    if (d == 3) return Move::Down;
    if (d == -1) return Move::Left;
    return Move::Right;
}

std::vector<Move> path_to(const std::unordered_map<Board, Board, BoardHash>& parent,
                          const Board& start, Board at) {
    std::vector<Move> moves;
    while (!(at == start)) {
        const Board& p = parent.at(at);
        moves.push_back(move_between(p, at));
        at = p;
    }
    std::reverse(moves.begin(), moves.end());
    return moves;
}

int manhattan(const Board& b, const std::array<int, 9>& home) {
    int h = 0;
    for (int i = 0; i < 9; ++i) {
        const int t = b.cells[static_cast<std::size_t>(i)];
        if (t == 0) continue;
        const int g = home[static_cast<std::size_t>(t)];
        h += std::abs(i / 3 - g / 3) + std::abs(i % 3 - g % 3);
    }
    return h;
}

}  // namespace

Board from_state(const ninegrid::eight::State& s) {
    return Board{s.cells(), s.zero()};
}

// The course-project BFS: a queue of boards and one hash map from each board seen to its parent
// and depth. With no target it runs until the queue is empty: the whole-space BFS.
std::unordered_map<Board, Visit, BoardHash> explore(const Board& start, const Board* target) {
    std::unordered_map<Board, Visit, BoardHash> seen;
    std::queue<Board> queue;
    seen.emplace(start, Visit{start, 0});
    queue.push(start);
    while (!queue.empty()) {
        const Board b = queue.front();
        queue.pop();
        if (target && b == *target) break;
        const int depth = seen[b].depth;
        for (Move m : kMoves) {
            Board next;
            if (!step(b, m, next)) continue;
            if (seen.count(next)) continue;
            seen.emplace(next, Visit{b, depth + 1});
            queue.push(next);
        }
    }
    return seen;
}

Result bfs(const ninegrid::eight::State& start_state, const ninegrid::eight::State& goal_state) {
    Result result;
    if (!ninegrid::eight::is_solvable(start_state, goal_state)) return result;
    const Board start = from_state(start_state);
    const Board goal = from_state(goal_state);
    const auto seen = explore(start, &goal);
    std::vector<Move> moves;
    for (Board at = goal; !(at == start);) {
        const Board& parent = seen.at(at).parent;
        moves.push_back(move_between(parent, at));
        at = parent;
    }
    std::reverse(moves.begin(), moves.end());
    result.moves = std::move(moves);
    result.expanded = seen.size();
    return result;
}

Result astar(const ninegrid::eight::State& start_state, const ninegrid::eight::State& goal_state) {
    Result result;
    if (!ninegrid::eight::is_solvable(start_state, goal_state)) return result;
    const Board start = from_state(start_state);
    const Board goal = from_state(goal_state);
    std::array<int, 9> home{};
    for (int i = 0; i < 9; ++i)
        home[static_cast<std::size_t>(goal.cells[static_cast<std::size_t>(i)])] = i;

    struct Node {
        Board board;
        int g;
        int f;
        // Smallest f first; among equal f the larger g, as in ninegrid's A*.
        bool operator>(const Node& o) const { return f != o.f ? f > o.f : g < o.g; }
    };
    std::priority_queue<Node, std::vector<Node>, std::greater<Node>> open;
    std::unordered_set<Board, BoardHash> visited;  // the closed set: boards already expanded
    std::unordered_map<Board, int, BoardHash> best_g;
    std::unordered_map<Board, Board, BoardHash> parent;
    best_g[start] = 0;
    parent.emplace(start, start);
    open.push(Node{start, 0, manhattan(start, home)});
    while (!open.empty()) {
        const Node n = open.top();
        open.pop();
        if (visited.count(n.board) || n.g > best_g[n.board]) continue;
        visited.insert(n.board);
        ++result.expanded;
        if (n.board == goal) {
            result.moves = path_to(parent, start, n.board);
            return result;
        }
        for (Move m : kMoves) {
            Board next;
            if (!step(n.board, m, next)) continue;
            if (visited.count(next)) continue;
            const int g = n.g + 1;
            auto it = best_g.find(next);
            if (it != best_g.end() && it->second <= g) continue;
            best_g[next] = g;
            parent[next] = n.board;
            open.push(Node{next, g, g + manhattan(next, home)});
        }
    }
    return result;
}

std::unordered_map<Board, Visit, BoardHash> whole_space(const ninegrid::eight::State& goal) {
    return explore(from_state(goal), nullptr);
}

}  // namespace baseline
