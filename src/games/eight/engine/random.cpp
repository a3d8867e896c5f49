// SPDX-License-Identifier: MIT
// Reproducible random draws and uniformly random solvable boards.
#include "ninegrid/eight/random.hpp"

#include <limits>
#include <utility>

#include "ninegrid/eight/solvability.hpp"

namespace ninegrid::eight {

State random_solvable(const State& goal, Rng& rng) {
    State::Cells cells{0, 1, 2, 3, 4, 5, 6, 7, 8};
    for (std::uint32_t i = kCells - 1; i > 0; --i) {  // Fisher-Yates
        std::swap(cells[i], cells[uniform_below(rng, i + 1)]);
    }
    State s(cells);
    if (!is_solvable(s, goal)) {
        // Swapping two tiles flips the parity. It maps the wrong half one-to-one onto the right
        // half, so the result is still uniform.
        const std::size_t a = cells[0] == 0 ? 1 : 0;
        const std::size_t b = cells[2] == 0 ? 1 : 2;
        std::swap(cells[a], cells[b]);
        s = State(cells);
    }
    return s;
}

}  // namespace ninegrid::eight
