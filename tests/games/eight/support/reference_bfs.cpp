// SPDX-License-Identifier: MIT
// A plain breadth-first search over whole State values, used only as a reference by the tests.
#include "games/eight/support/reference_bfs.hpp"

#include <deque>

#include "ninegrid/eight/rank.hpp"

namespace support {

std::vector<int> reference_distances(const ninegrid::eight::State& goal) {
    std::vector<int> distance(ninegrid::eight::kPermutationCount, -1);
    std::deque<ninegrid::eight::State> queue{goal};
    distance[ninegrid::eight::cantor_rank(goal)] = 0;
    while (!queue.empty()) {
        const ninegrid::eight::State s = queue.front();
        queue.pop_front();
        const int d = distance[ninegrid::eight::cantor_rank(s)];
        // Moves are reversible, so distances from the goal are distances to it.
        for (ninegrid::eight::Move m : s.legal_moves()) {
            const ninegrid::eight::State next = s.moved(m);
            int& slot = distance[ninegrid::eight::cantor_rank(next)];
            if (slot < 0) {
                slot = d + 1;
                queue.push_back(next);
            }
        }
    }
    return distance;
}

}  // namespace support
