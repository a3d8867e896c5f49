// A* over packed boards: binary heap of 64-bit keys, rank-indexed bestG with lazy deletion.
#include <algorithm>
#include <cstdlib>
#include <functional>
#include <stdexcept>

#include "ninegrid/eight/rank.hpp"
#include "ninegrid/eight/solvability.hpp"
#include "ninegrid/eight/solver.hpp"
#include "open_list.hpp"
#include "packed.hpp"

namespace ninegrid::eight {

using detail::Packed;

namespace {

// Per rank, one byte: g << 2 | the move that reached the board with that g. kUnseen: not reached
// in this search. Keeping both in one byte makes a child cost one random memory access, not two.
constexpr std::uint8_t kUnseen = 0xFF;
// g needs six bits. No shortest path is longer than 31 moves; a path is only allowed to grow to
// 62 so that inadmissible heuristics still find one.
constexpr int kMaxG = 62;

// A heap entry is one integer, so the heap moves 8 bytes per swap and compares with one `<`.
// Bits 52-63 hold f, bits 44-51 hold 255 - g (among equal f, deeper entries pop first: they are
// closer to the goal), bits 0-43 the index of the board in the node pool. The pool holds each
// pushed board with its rank, so popping never recomputes a rank.
constexpr int kGShift = 44;
constexpr int kFShift = 52;
constexpr std::uint64_t kIndexMask = (std::uint64_t{1} << kGShift) - 1;
constexpr int kRankShift = detail::kBoardBits;

std::uint64_t heap_key(int f, int g, std::size_t node) noexcept {
    return std::uint64_t(f) << kFShift | std::uint64_t(255 - g) << kGShift | node;
}

int goal_cell_of(const State& goal, int tile) noexcept {
    int cell = 0;
    while (goal[cell] != tile)
        ++cell;
    return cell;
}

}  // namespace

TileCosts manhattan_costs(const State& goal) {
    TileCosts costs{};
    for (int tile = 1; tile < kCells; ++tile) {
        const int home = goal_cell_of(goal, tile);
        for (int cell = 0; cell < kCells; ++cell) {
            costs[static_cast<std::size_t>(tile)][static_cast<std::size_t>(cell)] =
                static_cast<std::uint8_t>(std::abs(cell / kSide - home / kSide) +
                                          std::abs(cell % kSide - home % kSide));
        }
    }
    return costs;
}

TileCosts misplaced_costs(const State& goal) {
    TileCosts costs{};
    for (int tile = 1; tile < kCells; ++tile) {
        const int home = goal_cell_of(goal, tile);
        for (int cell = 0; cell < kCells; ++cell) {
            costs[static_cast<std::size_t>(tile)][static_cast<std::size_t>(cell)] = cell != home;
        }
    }
    return costs;
}

TileCosts heuristic_costs(Heuristic h, const State& goal) {
    return h == Heuristic::Manhattan ? manhattan_costs(goal) : misplaced_costs(goal);
}

int heuristic_value(const TileCosts& costs, const State& s) noexcept {
    int h = 0;
    for (int cell = 0; cell < kCells; ++cell) {
        h += costs[static_cast<std::size_t>(s[cell])][static_cast<std::size_t>(cell)];
    }
    return h;
}

struct AStarSolver::Buffers {
    std::vector<std::uint8_t> info = std::vector<std::uint8_t>(kPermutationCount, kUnseen);
    std::vector<std::uint32_t> touched;  // ranks whose info must be reset before the next search
    detail::OpenList open;               // keys: f, g and an index into nodes
    std::vector<Packed> nodes;           // every pushed board with its rank
};

AStarSolver::AStarSolver(Heuristic h) : heuristic_(h), buffers_(std::make_unique<Buffers>()) {}
AStarSolver::~AStarSolver() = default;
AStarSolver::AStarSolver(AStarSolver&&) noexcept = default;
AStarSolver& AStarSolver::operator=(AStarSolver&&) noexcept = default;

Solution AStarSolver::solve(const State& start, const State& goal) {
    return solve_with(start, goal, heuristic_costs(heuristic_, goal));
}

Solution AStarSolver::solve_with(const State& start, const State& goal, const TileCosts& costs) {
    const auto started = std::chrono::steady_clock::now();
    Solution solution;
    solution.solvable = is_solvable(start, goal);
    if (!solution.solvable) {
        solution.stats.elapsed = std::chrono::steady_clock::now() - started;
        return solution;
    }

    Buffers& buf = *buffers_;
    std::uint8_t* const info = buf.info.data();
    std::vector<Packed>& nodes = buf.nodes;
    detail::OpenList& open = buf.open;
    // Only the entries the last search wrote are reset: far cheaper than clearing 363 KB.
    for (std::uint32_t r : buf.touched)
        info[r] = kUnseen;
    buf.touched.clear();
    open.clear();
    nodes.clear();
    const auto cost = [&costs](int tile, int cell) {
        return costs[static_cast<std::size_t>(tile)][static_cast<std::size_t>(cell)];
    };

    const Packed goal_board = detail::pack(goal.cells());
    const Packed start_board = detail::pack(start.cells());
    const std::uint32_t start_rank = detail::rank_packed(start_board);
    info[start_rank] = 0;
    buf.touched.push_back(start_rank);
    open.push(heap_key(heuristic_value(costs, start), 0, 0));
    nodes.push_back(start_board | Packed(start_rank) << kRankShift);

    SearchStats& stats = solution.stats;
    stats.max_frontier = 1;
    bool found = false;
    while (!open.empty()) {
        const std::uint64_t key = open.pop();
        const Packed node = nodes[key & kIndexMask];
        const Packed board = node & detail::kBoardMask;
        const auto rank = static_cast<std::uint32_t>(node >> kRankShift);
        const int g = 255 - static_cast<int>((key >> kGShift) & 0xFFU);
        const std::uint8_t here = info[rank];
        if (g > here >> 2) continue;  // stale: a shorter path to this board was found later
        ++stats.expanded;
        // The goal is accepted when popped, not when generated: only then is its f minimal.
        if (board == goal_board) {
            found = true;
            break;
        }
        if (g == kMaxG) continue;
        const int zero = detail::zero_of(board);
        const int h = static_cast<int>(key >> kFShift) - g;
        const auto child_info = static_cast<std::uint8_t>((g + 1) << 2);
        // Undoing the move that reached this board cannot improve the board we came from.
        const int last = rank == start_rank ? detail::kNoMove : here & 3;
        // The children are generated first and their bytes of `info` prefetched, so the loads
        // overlap instead of each waiting behind the branch on the one before.
        struct Child {
            Packed board;
            std::uint32_t rank;
            int move;
        };
        Child children[4];
        int n = 0;
        detail::for_each_child(board, rank, zero, last,
                               [&](int m, Packed child, std::uint32_t r)
                                   NINEGRID_ALWAYS_INLINE_LAMBDA {
                                       __builtin_prefetch(&info[r]);
                                       children[n++] = Child{child, r, m};
                                   });
        stats.generated += static_cast<std::uint64_t>(n);
        for (int i = 0; i < n; ++i) {
            const std::uint32_t r = children[i].rank;
            const int m = children[i].move;
            const std::uint8_t known = info[r];
            if (child_info >= (known & ~3U)) continue;  // reached before with a g no worse
            if (known == kUnseen) buf.touched.push_back(r);
            info[r] = static_cast<std::uint8_t>(child_info | m);
            // Only the sliding tile changes cell (from the child's blank cell to ours), so h
            // changes by that tile's difference in cost.
            const detail::Edge& e = detail::edge(zero, m);
            const int tile = detail::tile_at(board, e);
            const int child_h = h - cost(tile, e.to) + cost(tile, zero);
            open.push(heap_key(g + 1 + child_h, g + 1, nodes.size()));
            nodes.push_back(children[i].board | Packed(r) << kRankShift);
        }
        stats.max_frontier = std::max<std::uint64_t>(stats.max_frontier, open.size());
    }
    if (!found)
        throw std::logic_error("A* exhausted the space without meeting a goal of equal parity");
    solution.moves = detail::trace_back(
        goal_board, start_rank, [info](std::uint32_t r) { return static_cast<int>(info[r] & 3U); });
    stats.elapsed = std::chrono::steady_clock::now() - started;
    return solution;
}

}  // namespace ninegrid::eight
