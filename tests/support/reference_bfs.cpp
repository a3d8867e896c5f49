// A plain breadth-first search over whole State values, used only as a reference by the tests.
#include "support/reference_bfs.hpp"

#include <deque>

#include "ninegrid/rank.hpp"

namespace support {

std::vector<int> reference_distances(const ninegrid::State& goal) {
    std::vector<int> distance(ninegrid::kPermutationCount, -1);
    std::deque<ninegrid::State> queue{goal};
    distance[ninegrid::cantor_rank(goal)] = 0;
    while (!queue.empty()) {
        const ninegrid::State s = queue.front();
        queue.pop_front();
        const int d = distance[ninegrid::cantor_rank(s)];
        // Moves are reversible, so distances from the goal are distances to it.
        for (ninegrid::Move m : s.legal_moves()) {
            const ninegrid::State next = s.moved(m);
            int& slot = distance[ninegrid::cantor_rank(next)];
            if (slot < 0) {
                slot = d + 1;
                queue.push_back(next);
            }
        }
    }
    return distance;
}

}  // namespace support
