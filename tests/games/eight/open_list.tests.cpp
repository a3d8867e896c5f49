// SPDX-License-Identifier: MIT
// A*'s open list pops in the order of the textbook bucket queue: smallest f, then largest g, then
// the node pushed last, for the pushes A* makes (children of the node just popped, g one more).
#include "games/eight/engine/open_list.hpp"

#include <cstdint>
#include <random>
#include <set>
#include <tuple>
#include <vector>

#include "support/catch.hpp"

namespace {

using ninegrid::eight::detail::depth_of;
using ninegrid::eight::detail::FSteps;
using ninegrid::eight::detail::kDepthShift;
using ninegrid::eight::detail::OpenList;
using ninegrid::eight::detail::OpenNode;
using ninegrid::eight::detail::OpenStorage;

// The order written out: (f, -g, -push number) ascending.
struct Reference {
    std::set<std::tuple<int, int, long>> nodes;
    void push(int f, int g, long id) { nodes.emplace(f, -g, -id); }
    std::tuple<int, int, long> pop() {
        const auto first = *nodes.begin();
        nodes.erase(nodes.begin());
        return {std::get<0>(first), -std::get<1>(first), -std::get<2>(first)};
    }
};

OpenNode node_of(long id, int g) {
    return {static_cast<std::uint64_t>(id), static_cast<std::uint64_t>(63 - g) << kDepthShift};
}

// Runs a random search-shaped sequence of pops and pushes through both and compares every pop.
// `child_f(f, rng)` draws a child's f from its parent's.
template <FSteps Steps, typename ChildF>
void agree(OpenStorage& storage, std::uint32_t seed, int max_f, ChildF child_f,
           long most_pushes = 20000, int fewest_children = 0) {
    std::mt19937 rng(seed);
    OpenList<Steps> open(storage, max_f);
    Reference reference;
    long pushed = 0;
    const int start_f = 4 + static_cast<int>(rng() % 4);
    open.start(start_f, node_of(pushed, 0));
    reference.push(start_f, 0, pushed);
    std::size_t popped = 0;
    OpenNode node;
    int f = 0;
    while (open.pop(node, f)) {
        const auto [want_f, want_g, want_id] = reference.pop();
        REQUIRE(f == want_f);
        REQUIRE(depth_of(node) == want_g);
        REQUIRE(static_cast<long>(node.board_rank) == want_id);
        ++popped;
        REQUIRE(open.size() == reference.nodes.size());
        const int g = want_g;
        if (g == 62 || pushed > most_pushes) continue;
        open.reserve();
        const int children =
            popped == 1 ? 3
                        : fewest_children +
                              static_cast<int>(rng() % static_cast<unsigned>(4 - fewest_children));
        bool lower = false;
        for (int c = 0; c < children; ++c) {
            const int cf = child_f(f, rng);
            ++pushed;
            if constexpr (Steps == FSteps::ZeroOrTwo) {
                // A child reached no worse before is dropped (never the start's, so that there is
                // a search).
                const bool keep = popped == 1 || rng() % 8 != 0;
                if (keep) {
                    open.push_step(cf == f, node_of(pushed, g + 1));
                    reference.push(cf, g + 1, pushed);
                }
            } else {
                open.push(cf, node_of(pushed, g + 1));
                reference.push(cf, g + 1, pushed);
                lower |= cf < f;
            }
        }
        if constexpr (Steps == FSteps::Any) {
            if (lower) open.spill();
        }
    }
    CHECK(reference.nodes.empty());
    CHECK(popped > 1);
}

}  // namespace

TEST_CASE("the open list pops like a bucket queue when f moves by 0 or 2", "[astar][open]") {
    OpenStorage storage;  // reused, as a solver reuses it
    for (std::uint32_t seed = 1; seed <= 40; ++seed) {
        agree<FSteps::ZeroOrTwo>(storage, seed, 200,
                                 [](int f, std::mt19937& rng) { return f + 2 * (rng() % 2 == 0); });
    }
}

TEST_CASE("the open list pops like a bucket queue when f moves anyhow", "[astar][open]") {
    OpenStorage storage;
    for (std::uint32_t seed = 1; seed <= 40; ++seed) {
        // Consistent (f never falls), then inconsistent (f may fall, even below the start's).
        agree<FSteps::Any>(storage, seed, 300, [](int f, std::mt19937& rng) {
            return f + static_cast<int>(rng() % 3);
        });
        agree<FSteps::Any>(storage, seed, 300, [](int f, std::mt19937& rng) {
            const int next = f + static_cast<int>(rng() % 7) - 2;
            return next < 0 ? 0 : next;
        });
    }
}

TEST_CASE("the open list grows past its first capacity and keeps its order", "[astar][open]") {
    OpenStorage storage;
    // Every child kept and none at a lower f: more than 65536 nodes are pending at once.
    agree<FSteps::ZeroOrTwo>(
        storage, 7, 400, [](int f, std::mt19937&) { return f + 2; }, 150000, 3);
    CHECK(storage.current.capacity > (std::size_t{1} << 16));
}
