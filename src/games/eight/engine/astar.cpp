// A* over packed boards: a bucket queue over (f, g), rank-indexed bestG with lazy deletion.
#include <algorithm>
#include <cstdlib>
#include <functional>
#include <memory>
#include <new>
#include <stdexcept>

#include "base/pages.hpp"
#include "ninegrid/eight/rank.hpp"
#include "ninegrid/eight/solvability.hpp"
#include "ninegrid/eight/solver.hpp"
#include "open_list.hpp"
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
static_assert(kMaxG < detail::OpenList::kMaxG && kMaxG < 64);
constexpr int kRankShift = detail::kBoardBits;
// A node's `dispatch` field holds the dispatch index in its low byte and the board's class index
// (bestG's index) above it.
constexpr int kIndexShift = 8;
constexpr std::uint32_t kDispatchBits = 0xFF;

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

struct SearchBuffers {
    base::ZeroPages best{kPermutationCount / 2 * sizeof(std::uint16_t)};
    std::uint32_t stamp = 0;
    detail::OpenStorage open;
};

// The search, reporting its steps to `tracer` (detail::NoTrace: to no one). Not forced inline
// into solve_with, and f_of_child below forced inline: otherwise GCC compiles the untraced loop
// differently (35 to 40% more instructions: registers spilled, helpers left out of line). As it
// is, the untraced instantiation is the machine code of the loop before there was a trace.
template <typename Tracer>
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
        std::fill_n(static_cast<std::uint16_t*>(buf.best.data()), kPermutationCount / 2, 0);
        buf.stamp = 1;
    }
    const std::uint32_t base = buf.stamp << kStampShift;
    std::uint16_t* const best = static_cast<std::uint16_t*>(buf.best.data());
    detail::OpenList open(buf.open, kMaxG + max_heuristic(costs));
    const auto cost = [&costs](int tile, int cell) {
        return costs[static_cast<std::size_t>(tile)][static_cast<std::size_t>(cell)];
    };

    const Packed goal_board = detail::pack(goal.cells());
    const Packed start_board = detail::pack(start.cells());
    const std::uint32_t start_rank = detail::rank_packed(start_board);
    const std::uint32_t start_index = detail::class_index(start_rank, start.zero(), start_board);
    best[start_index] = static_cast<std::uint16_t>(within(base, 0));
    open.push(heuristic_value(costs, start), 0,
              {start_board | Packed(start_rank) << kRankShift, 0,
               static_cast<std::uint32_t>(detail::dispatch_index(start.zero(), detail::kNoMove)) |
                   start_index << kIndexShift});

    SearchStats& stats = solution.stats;
    stats.max_frontier = 1;
    std::uint64_t expanded = 0;
    std::uint64_t generated = 0;
    std::size_t max_frontier = 1;
    bool found = false;
    // A child with its parent's f and g + 1 is the very node the open list would give next: no
    // node of that f is deeper (the parent was the deepest), and it was pushed last. It is kept
    // here instead, as `held`, and expanded without going through the list. (With an inconsistent
    // heuristic a child can have a lower f; then it is the next one, and `held` goes to the list.)
    detail::OpenNode held{};
    bool holding = false;
    int held_f = 0;
    int held_g = 0;
    for (;;) {
        int f = 0;
        int g = 0;
        detail::OpenNode node;
        if (holding) {
            node = held;
            holding = false;
            f = held_f;
            g = held_g;
        } else {
            if (open.empty()) break;
            node = open.pop(f, g);
            // Stale: a shorter path to this board was found after this one was pushed.
            const std::uint32_t known = best[node.dispatch >> kIndexShift];
            if (known >= within(base, g - 1)) {
                if constexpr (Tracer::kOn) {
                    tracer.skip(StepKind::StalePop, node.board_rank & detail::kBoardMask, g, f - g,
                                f, open.size(), known_g(known));
                }
                continue;
            }
        }
        const auto rank = static_cast<std::uint32_t>(node.board_rank >> kRankShift);
        ++expanded;
        const Packed board = node.board_rank & detail::kBoardMask;
        if constexpr (Tracer::kOn) tracer.expand(board, g, f - g, f, open.size());
        // The goal is accepted when popped, not when generated: only then is its f minimal.
        if (board == goal_board) {
            if constexpr (Tracer::kOn) {
                if (TraceStep* step = tracer.step()) step->goal = true;
                tracer.end();
            }
            found = true;
            break;
        }
        if (g == kMaxG) {
            if constexpr (Tracer::kOn) tracer.end();
            continue;
        }
        const int child_g = g + 1;
        const int h = f - g;
        const std::uint32_t child_within = within(base, child_g);
        bool lower = false;
        open.reserve(4);
        // Undoing the move that reached this board cannot improve the board we came from, and
        // for_each_child does not produce it.
        detail::for_each_child(
            static_cast<int>(node.dispatch & kDispatchBits), board, rank,
            [&](int m, int zero, int to, Packed child,
                std::uint32_t r) NINEGRID_ALWAYS_INLINE_LAMBDA {
                ++generated;
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
                if (best[index] >= child_within) return;  // reached no worse before
                best[index] =
                    static_cast<std::uint16_t>(child_within | static_cast<std::uint32_t>(m));
                const int child_f = f_of_child();
                const detail::OpenNode n{child | Packed(r) << kRankShift, 0,
                                         static_cast<std::uint32_t>(detail::dispatch_index(to, m)) |
                                             index << kIndexShift};
                if (child_f == f) {
                    if (holding) open.push(f, child_g, held);
                    held = n;
                    holding = true;
                } else {
                    open.push(child_f, child_g, n);
                    lower |= child_f < f;
                }
            });
        if (lower && holding) {
            open.push(f, child_g, held);
            holding = false;
        }
        if constexpr (Tracer::kOn) {
            tracer.undo(static_cast<int>((node.dispatch & kDispatchBits) % 5));
            tracer.end();
        }
        held_f = f;
        held_g = child_g;
        max_frontier = std::max(max_frontier, open.size() + holding);
    }
    stats.expanded = expanded;
    stats.generated = generated;
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

}  // namespace

struct AStarSolver::Buffers : SearchBuffers {};

AStarSolver::AStarSolver(Heuristic h) : heuristic_(h), buffers_(std::make_unique<Buffers>()) {}
AStarSolver::~AStarSolver() = default;
AStarSolver::AStarSolver(AStarSolver&&) noexcept = default;
AStarSolver& AStarSolver::operator=(AStarSolver&&) noexcept = default;

Solution AStarSolver::solve(const State& start, const State& goal) {
    return solve_with(start, goal, heuristic_costs(heuristic_, goal));
}

Solution AStarSolver::solve(const State& start, const State& goal, SearchTrace& trace) {
    detail::Tracing tracer(trace);
    return search(*buffers_, start, goal, heuristic_costs(heuristic_, goal), tracer);
}

Solution AStarSolver::solve_with(const State& start, const State& goal, const TileCosts& costs) {
    detail::NoTrace tracer;
    return search(*buffers_, start, goal, costs, tracer);
}

}  // namespace ninegrid::eight
