// SPDX-License-Identifier: MIT
// A* over packed boards: an open list in the order of a bucket queue over (f, g), class-indexed
// bestG with lazy deletion.
#include <algorithm>
#include <array>
#include <cstdlib>
#include <functional>
#include <memory>
#include <new>
#include <optional>
#include <stdexcept>

#include "ninegrid/eight/rank.hpp"
#include "ninegrid/eight/solvability.hpp"
#include "ninegrid/eight/solver.hpp"
#include "open_list.hpp"
#include "os/memory.hpp"
#include "packed.hpp"
#include "tracing.hpp"

namespace ninegrid::eight {

using detail::Packed;

namespace {

// bestG: per board of the start's parity class, at its class_index (181440 entries, 363 KB,
// which fit the L2 cache where one per rank did not), 16 bits: the search's stamp << 8 |
// (63 - g) << 2 | the move that reached the board with that g. Each search takes a stamp higher
// than the last one's, so an entry left by an earlier search, or never written (0), is below
// every entry of this one: a board not reached yet. The table is never cleared between searches
// (only when the stamps run out, once in 255 searches), it starts as zero pages from the
// kernel, and a child costs one random memory access and one comparison: its entry holds both
// its best g and its way back.
constexpr int kStampShift = 8;
constexpr std::uint32_t kStamps = 256;
// g needs six bits. No shortest path is longer than 31 moves; a path is only allowed to grow to
// 62 so that inadmissible heuristics still find one.
constexpr int kMaxG = 62;
static_assert(kMaxG < 64);  // the open list sorts by g in 64 counters
constexpr int kRankShift = detail::kBoardBits;
// A node's information word holds the dispatch index in its low byte, the board's class index
// (bestG's index, below 2^18) above it, and above that the bestG entry the board was pushed
// with (stamp, 63 - g, move): 42 bits. Its 63 - g lands where the open list reads it.
constexpr int kIndexShift = 8;
constexpr int kEntryShift = 26;
constexpr std::uint64_t kDispatchBits = 0xFF;
constexpr std::uint64_t kIndexBits = (std::uint64_t{1} << (kEntryShift - kIndexShift)) - 1;
static_assert(kPermutationCount / 2 <= kIndexBits + 1);
static_assert(kEntryShift + 2 == detail::kDepthShift);

// The entries of this search (stamp << 8 = `base`) that record a path of at most g moves are
// exactly those at or above this.
NINEGRID_ALWAYS_INLINE std::uint32_t within(std::uint32_t base, int g) noexcept {
    return base + (static_cast<std::uint32_t>(63 - g) << 2);
}

// The largest h the costs can give: f never exceeds kMaxG plus this.
int max_heuristic(const TileCosts& costs) noexcept {
    int h = 0;
    for (int tile = 1; tile < kCells; ++tile) {
        const auto& row = costs[static_cast<std::size_t>(tile)];
        h += *std::max_element(row.begin(), row.end());
    }
    return h;
}

// The g that a bestG entry of this search records.
int known_g(std::uint32_t entry) noexcept {
    return 63 - static_cast<int>((entry >> 2) & 63U);
}

// What became of a child, told before the search decides it (`known`: its bestG entry then).
void trace_child(detail::Tracing& tracer, int m, Packed child, int g, int f, std::uint32_t known,
                 std::uint32_t base, std::uint32_t child_within) {
    const ChildStatus status = known >= child_within ? ChildStatus::Stale
                               : known >= base       ? ChildStatus::Improved
                                                     : ChildStatus::New;
    if (TraceChild* c = tracer.child(m, child, g, f - g, f, status)) {
        if (status != ChildStatus::New) c->known_g = known_g(known);
    }
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

namespace {

// bestG and the open list's first nodes share one mapping of 2 MB: one huge page where the
// system grants it, so that a solver's first search does not pay a page fault for every 4 KB of
// its tables (about 120 of them for a 31-move board, at several microseconds each here).
constexpr std::size_t kBestBytes = kPermutationCount / 2 * sizeof(std::uint16_t);
constexpr std::size_t kFirstNodes =
    ((std::size_t{2} << 20) - kBestBytes) / sizeof(detail::OpenNode) / 2 * 2;
static_assert(kBestBytes % alignof(detail::OpenNode) == 0);

// What a search needs to know of its costs beyond the costs themselves, worked out once for each
// new costs.
struct CostFacts {
    TileCosts costs{};  // the costs these are facts of
    bool known = false;
    // f moves by exactly 0 or 2 from a board to each of its children: every tile's cost moves
    // by one between neighbouring cells (Manhattan distance's does, for any goal).
    bool steps_by_two = false;
    // Per blank cell and move (cell * 4 + move): bit t is set when tile t, sliding into the
    // blank's cell, comes closer (its cost falls by one): the child keeps its parent's f. Used
    // when steps_by_two.
    std::array<std::uint16_t, kCells * 4> closer{};
};

struct SearchBuffers {
    os::ZeroPages pages{kBestBytes + kFirstNodes * sizeof(detail::OpenNode)};
    CostFacts facts;
    std::uint16_t* best = static_cast<std::uint16_t*>(pages.data());
    std::uint32_t stamp = 0;
    detail::OpenStorage open{
        reinterpret_cast<detail::OpenNode*>(static_cast<unsigned char*>(pages.data()) + kBestBytes),
        kFirstNodes};
};

// The search, reporting its steps to `tracer` (detail::NoTrace: to no one), with an open list
// for the ways f can change (detail::FSteps). Not forced inline into solve_with, and f_of_child
// below forced inline: otherwise GCC compiles the untraced loop differently (registers spilled,
// helpers left out of line).
template <detail::FSteps Steps, typename Tracer>
Solution search(SearchBuffers& buf, const State& start, const State& goal, const TileCosts& costs,
                Tracer& tracer) {
    const auto started = std::chrono::steady_clock::now();
    Solution solution;
    solution.solvable = is_solvable(start, goal);
    if (!solution.solvable) {
        solution.stats.elapsed = std::chrono::steady_clock::now() - started;
        return solution;
    }

    if (++buf.stamp == kStamps) {
        std::fill_n(buf.best, kPermutationCount / 2, 0);
        buf.stamp = 1;
    }
    const std::uint32_t base = buf.stamp << kStampShift;
    std::uint16_t* const best = buf.best;
    detail::OpenList<Steps> open(buf.open, kMaxG + max_heuristic(costs));
    const std::uint16_t* const closer = buf.facts.closer.data();
    const auto cost = [&costs](int tile, int cell) {
        return costs[static_cast<std::size_t>(tile)][static_cast<std::size_t>(cell)];
    };

    const Packed goal_board = detail::pack(goal.cells());
    const Packed start_board = detail::pack(start.cells());
    const std::uint32_t start_rank = detail::rank_packed(start_board);
    const std::uint32_t start_index = detail::class_index(start_rank, start.zero(), start_board);
    best[start_index] = static_cast<std::uint16_t>(within(base, 0));
    open.start(heuristic_value(costs, start),
               {start_board | Packed(start_rank) << kRankShift,
                static_cast<std::uint64_t>(detail::dispatch_index(start.zero(), detail::kNoMove)) |
                    std::uint64_t{start_index} << kIndexShift |
                    std::uint64_t{within(base, 0)} << kEntryShift});

    SearchStats& stats = solution.stats;
    // The boards expanded with children, per dispatch index, which says how many children they
    // have: the counters cost one increment in memory per expansion and no register. A board is
    // expanded at most once per g (at most 63 times), so no count overflows.
    std::array<std::uint32_t, detail::kChildCount.size()> by_dispatch{};
    std::uint64_t childless = 0;  // expanded without children: the goal, and boards at kMaxG
    std::size_t max_frontier = 1;
    bool found = false;
    detail::OpenNode node;
    int f = 0;
    while (open.pop(node, f)) {
        const std::uint64_t info = node.info;
        // The bestG entry it was pushed with: within(base, g) | the move that reached it.
        const auto entry = static_cast<std::uint32_t>(info >> kEntryShift);
        const int g = detail::depth_of(node);
        // Stale: a shorter path to this board was found after this one was pushed (an entry of
        // a smaller g is higher whatever its move).
        const std::uint32_t known = best[(info >> kIndexShift) & kIndexBits];
        if (known > (entry | 3U)) {
            if constexpr (Tracer::kOn) {
                tracer.skip(StepKind::StalePop, node.board_rank & detail::kBoardMask, g, f - g, f,
                            open.size(), known_g(known));
            }
            continue;
        }
        const auto rank = static_cast<std::uint32_t>(node.board_rank >> kRankShift);
        const Packed board = node.board_rank & detail::kBoardMask;
        if constexpr (Tracer::kOn) tracer.expand(board, g, f - g, f, open.size());
        // The goal is accepted when popped, not when generated: only then is its f minimal.
        if (board == goal_board) {
            if constexpr (Tracer::kOn) {
                if (TraceStep* step = tracer.step()) step->goal = true;
                tracer.end();
            }
            found = true;
            ++childless;
            break;
        }
        if (g == kMaxG) {
            if constexpr (Tracer::kOn) tracer.end();
            ++childless;
            continue;
        }
        ++by_dispatch[info & kDispatchBits];
        const int child_g = g + 1;
        const int h = f - g;
        const std::uint32_t child_within = (entry & ~3U) - 4;  // within(base, child_g)
        bool lower = false;
        open.reserve();
        // Undoing the move that reached this board cannot improve the board we came from, and
        // for_each_child does not produce it.
        detail::for_each_child(
            static_cast<int>(info & kDispatchBits), board, rank,
            [&](int m, int zero, int to, Packed child,
                std::uint32_t r) NINEGRID_ALWAYS_INLINE_LAMBDA {
                const std::uint32_t index = detail::class_index(r, to, child);
                // Only the sliding tile changes cell (from the child's blank cell to ours), so
                // h changes by that tile's difference in cost.
                const auto f_of_child = [&]() NINEGRID_ALWAYS_INLINE_LAMBDA {
                    const int tile = detail::cell_of(board, to);
                    return child_g + h - cost(tile, to) + cost(tile, zero);
                };
                if constexpr (Tracer::kOn)
                    trace_child(tracer, m, child, child_g, f_of_child(), best[index], base,
                                child_within);
                const std::uint32_t reached = best[index];
                const std::uint32_t improved = child_within | static_cast<std::uint32_t>(m);
                const detail::OpenNode n{child | Packed(r) << kRankShift,
                                         static_cast<std::uint64_t>(detail::dispatch_index(to, m)) |
                                             std::uint64_t{index} << kIndexShift |
                                             std::uint64_t{improved} << kEntryShift};
                if (reached >= child_within) return;  // reached no worse before
                best[index] = static_cast<std::uint16_t>(improved);
                if constexpr (Steps == detail::FSteps::ZeroOrTwo) {
                    // f + 0 or f + 2: the same f exactly when the sliding tile comes closer.
                    const int tile = detail::cell_of(board, to);
                    open.push_step((closer[zero * 4 + m] >> tile) & 1U, n);
                } else {
                    const int child_f = f_of_child();
                    open.push(child_f, n);
                    lower |= child_f < f;
                }
            });
        if constexpr (Steps == detail::FSteps::Any) {
            if (lower) open.spill();
        }
        if constexpr (Tracer::kOn) {
            tracer.undo(static_cast<int>((info & kDispatchBits) % 5));
            tracer.end();
        }
        max_frontier = std::max(max_frontier, open.size());
    }
    stats.expanded = childless;
    stats.generated = 0;
    for (std::size_t d = 0; d < by_dispatch.size(); ++d) {
        stats.expanded += by_dispatch[d];
        stats.generated += std::uint64_t{by_dispatch[d]} * detail::kChildCount[d];
    }
    stats.max_frontier = max_frontier;
    if (!found)
        throw std::logic_error("A* exhausted the space without meeting a goal of equal parity");
    solution.moves =
        detail::trace_back(goal_board, start_rank, [best](std::uint32_t r, int zero, Packed b) {
            return static_cast<int>(best[detail::class_index(r, zero, b)] & 3U);
        });
    stats.elapsed = std::chrono::steady_clock::now() - started;
    return solution;
}

const CostFacts& facts_of(CostFacts& facts, const TileCosts& costs) noexcept {
    if (facts.known && facts.costs == costs) return facts;
    facts.costs = costs;
    facts.known = true;
    facts.steps_by_two = true;
    for (int cell = 0; cell < kCells; ++cell) {
        for (Move m : kAllMoves) {
            const int to = target_cell(cell, m);
            std::uint16_t closer = 0;
            for (int tile = 1; to >= 0 && tile < kCells; ++tile) {
                const int before =
                    costs[static_cast<std::size_t>(tile)][static_cast<std::size_t>(to)];
                const int after =
                    costs[static_cast<std::size_t>(tile)][static_cast<std::size_t>(cell)];
                // f moves by 0 or 2 only when every tile's cost moves by exactly one.
                facts.steps_by_two = facts.steps_by_two && std::abs(after - before) == 1;
                if (after < before) closer = static_cast<std::uint16_t>(closer | 1U << tile);
            }
            facts.closer[static_cast<std::size_t>(cell * 4 + static_cast<int>(m))] = closer;
        }
    }
    return facts;
}

// The search with the open list that the costs allow.
template <typename Tracer>
Solution search(SearchBuffers& buf, const State& start, const State& goal, const TileCosts& costs,
                Tracer& tracer) {
    if (facts_of(buf.facts, costs).steps_by_two)
        return search<detail::FSteps::ZeroOrTwo>(buf, start, goal, costs, tracer);
    return search<detail::FSteps::Any>(buf, start, goal, costs, tracer);
}

}  // namespace

struct AStarSolver::Buffers : SearchBuffers {
    // The costs of the last goal asked for (a batch asks for the same goal again and again).
    std::optional<State> goal;
    TileCosts costs{};

    const TileCosts& costs_for(Heuristic h, const State& g) {
        if (!goal || !(*goal == g)) {
            costs = heuristic_costs(h, g);
            goal = g;
        }
        return costs;
    }
};

AStarSolver::AStarSolver(Heuristic h) : heuristic_(h), buffers_(std::make_unique<Buffers>()) {}
AStarSolver::~AStarSolver() = default;
AStarSolver::AStarSolver(AStarSolver&&) noexcept = default;
AStarSolver& AStarSolver::operator=(AStarSolver&&) noexcept = default;

Solution AStarSolver::solve(const State& start, const State& goal) {
    return solve_with(start, goal, buffers_->costs_for(heuristic_, goal));
}

Solution AStarSolver::solve(const State& start, const State& goal, SearchTrace& trace) {
    detail::Tracing tracer(trace);
    return search(*buffers_, start, goal, buffers_->costs_for(heuristic_, goal), tracer);
}

Solution AStarSolver::solve_with(const State& start, const State& goal, const TileCosts& costs) {
    detail::NoTrace tracer;
    return search(*buffers_, start, goal, costs, tracer);
}

}  // namespace ninegrid::eight
