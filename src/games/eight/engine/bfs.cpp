// SPDX-License-Identifier: MIT
// Breadth-first search from the start: a rank-indexed visited bitmap and rank-indexed parent moves.
#include <algorithm>
#include <stdexcept>

#include "layered_bfs.hpp"
#include "ninegrid/eight/rank.hpp"
#include "ninegrid/eight/solvability.hpp"
#include "ninegrid/eight/solver.hpp"
#include "packed.hpp"
#include "tracing.hpp"

namespace ninegrid::eight {

using detail::Packed;

namespace {

// Marks boards in the visited bitmap, records the move that first reached each, and notices the
// goal the moment it is generated.
class Marker {
  public:
    Marker(std::uint64_t* visited, std::uint8_t* parent_move, std::uint32_t goal_rank)
        : visited_(visited), parent_move_(parent_move), goal_rank_(goal_rank) {}

    bool begin_layer(std::uint32_t) const noexcept { return true; }

    NINEGRID_ALWAYS_INLINE bool claim(std::uint32_t rank, int move, std::uint32_t /*parent*/) {
        // Branch-free: an old board's parent move is rewritten with its own value.
        std::uint64_t& word = visited_[rank >> 6];
        const std::uint64_t bit = std::uint64_t{1} << (rank & 63);
        const bool fresh = (word & bit) == 0;
        word |= bit;
        std::uint8_t& parent = parent_move_[rank];
        parent = detail::select(fresh, static_cast<std::uint8_t>(move), parent);
        // Stopping at generation is safe with unit costs: the whole previous layer has been
        // expanded, so the first time the goal appears its path is a shortest one.
        found_ |= rank == goal_rank_;
        return fresh;
    }

    bool done() const noexcept { return found_; }
    std::uint32_t goal_rank() const noexcept { return goal_rank_; }

  private:
    std::uint64_t* visited_;
    std::uint8_t* parent_move_;
    std::uint32_t goal_rank_;
    bool found_ = false;
};

// A Marker that also reports each expansion to a trace: the board, its layer (g), the frontier
// once it was taken (the rest of its layer and the next layer so far), and each child, new or
// already visited. LayeredBfs calls it as it calls a Marker, in the same order.
class TracedMarker {
  public:
    static constexpr bool kTraced = true;

    TracedMarker(Marker& marker, SearchTrace& trace) : marker_(marker), tracer_(trace) {}

    bool begin_layer(std::uint32_t size) {
        ++depth_;
        layer_left_ = size;
        reached_ = 0;
        return marker_.begin_layer(size);
    }

    void expanding(Packed board) {
        finish();
        --layer_left_;
        parent_ = board;
        zero_ = detail::zero_of(board);
        tracer_.expand(board, depth_, -1, -1, layer_left_ + reached_);
        expanding_ = true;
    }

    bool claim(std::uint32_t rank, int move, std::uint32_t parent) {
        const bool fresh = marker_.claim(rank, move, parent);
        reached_ += fresh;
        const Packed child = detail::slide(parent_, detail::edge(zero_, move));
        if (TraceChild* c = tracer_.child(move, child, depth_ + 1, -1, -1,
                                          fresh ? ChildStatus::New : ChildStatus::Visited)) {
            c->goal = rank == marker_.goal_rank();
        }
        return fresh;
    }

    bool done() const noexcept { return marker_.done(); }

    // Reports the board being expanded, if any.
    void finish() {
        if (expanding_) tracer_.end();
        expanding_ = false;
    }

  private:
    Marker& marker_;
    detail::Tracing tracer_;
    int depth_ = -1;
    std::uint64_t layer_left_ = 0;
    std::uint64_t reached_ = 0;
    Packed parent_ = 0;
    int zero_ = 0;
    bool expanding_ = false;
};

}  // namespace

struct BfsSolver::Buffers {
    std::vector<std::uint64_t> visited = std::vector<std::uint64_t>((kPermutationCount + 63) / 64);
    std::vector<std::uint8_t> parent_move = std::vector<std::uint8_t>(kPermutationCount);
    detail::LayeredBfs bfs;

    // The search; `run(bfs, start board, start rank, marker)` runs `bfs` with `marker` or a
    // visitor around it.
    template <typename Run>
    Solution search(const State& start, const State& goal, Run run);
};

BfsSolver::BfsSolver() : buffers_(std::make_unique<Buffers>()) {}
BfsSolver::~BfsSolver() = default;
BfsSolver::BfsSolver(BfsSolver&&) noexcept = default;
BfsSolver& BfsSolver::operator=(BfsSolver&&) noexcept = default;

template <typename Run>
Solution BfsSolver::Buffers::search(const State& start, const State& goal, Run run) {
    const auto started = std::chrono::steady_clock::now();
    Solution solution;
    solution.solvable = is_solvable(start, goal);
    if (!solution.solvable || start == goal) {
        solution.stats.elapsed = std::chrono::steady_clock::now() - started;
        return solution;
    }

    std::fill(visited.begin(), visited.end(), 0);
    const Packed goal_board = detail::pack(goal.cells());
    const Packed start_board = detail::pack(start.cells());
    const std::uint32_t start_rank = detail::rank_packed(start_board);
    visited[start_rank >> 6] |= std::uint64_t{1} << (start_rank & 63);
    Marker marker(visited.data(), parent_move.data(), detail::rank_packed(goal_board));
    const auto counters = run(bfs, start_board, start_rank, marker);
    if (!marker.done()) {
        throw std::logic_error("BFS exhausted the space without meeting a goal of equal parity");
    }
    solution.moves = detail::trace_back(goal_board, start_rank, [&](std::uint32_t r, int, Packed) {
        return static_cast<int>(parent_move[r]);
    });
    solution.stats.expanded = counters.expanded;
    solution.stats.generated = counters.generated;
    solution.stats.max_frontier = counters.max_frontier;
    solution.stats.elapsed = std::chrono::steady_clock::now() - started;
    return solution;
}

Solution BfsSolver::solve(const State& start, const State& goal) {
    return buffers_->search(
        start, goal, [](detail::LayeredBfs& bfs, Packed board, std::uint32_t rank, Marker& marker) {
            return bfs.run(board, rank, marker);
        });
}

Solution BfsSolver::solve(const State& start, const State& goal, SearchTrace& trace) {
    return buffers_->search(
        start, goal,
        [&trace](detail::LayeredBfs& bfs, Packed board, std::uint32_t rank, Marker& marker) {
            TracedMarker traced(marker, trace);
            const auto counters = bfs.run(board, rank, traced);
            traced.finish();
            return counters;
        });
}

}  // namespace ninegrid::eight
