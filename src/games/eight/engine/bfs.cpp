// Breadth-first search from the start: a rank-indexed visited bitmap and rank-indexed parent moves.
#include <algorithm>
#include <stdexcept>

#include "layered_bfs.hpp"
#include "ninegrid/eight/rank.hpp"
#include "ninegrid/eight/solvability.hpp"
#include "ninegrid/eight/solver.hpp"
#include "packed.hpp"

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
        parent = fresh ? static_cast<std::uint8_t>(move) : parent;
        // Stopping at generation is safe with unit costs: the whole previous layer has been
        // expanded, so the first time the goal appears its path is a shortest one.
        found_ |= rank == goal_rank_;
        return fresh;
    }

    bool done() const noexcept { return found_; }

  private:
    std::uint64_t* visited_;
    std::uint8_t* parent_move_;
    std::uint32_t goal_rank_;
    bool found_ = false;
};

}  // namespace

struct BfsSolver::Buffers {
    std::vector<std::uint64_t> visited = std::vector<std::uint64_t>((kPermutationCount + 63) / 64);
    std::vector<std::uint8_t> parent_move = std::vector<std::uint8_t>(kPermutationCount);
    detail::LayeredBfs bfs;
};

BfsSolver::BfsSolver() : buffers_(std::make_unique<Buffers>()) {}
BfsSolver::~BfsSolver() = default;
BfsSolver::BfsSolver(BfsSolver&&) noexcept = default;
BfsSolver& BfsSolver::operator=(BfsSolver&&) noexcept = default;

Solution BfsSolver::solve(const State& start, const State& goal) {
    const auto started = std::chrono::steady_clock::now();
    Solution solution;
    solution.solvable = is_solvable(start, goal);
    if (!solution.solvable || start == goal) {
        solution.stats.elapsed = std::chrono::steady_clock::now() - started;
        return solution;
    }

    Buffers& buf = *buffers_;
    std::fill(buf.visited.begin(), buf.visited.end(), 0);
    const Packed goal_board = detail::pack(goal.cells());
    const Packed start_board = detail::pack(start.cells());
    const std::uint32_t start_rank = detail::rank_packed(start_board);
    buf.visited[start_rank >> 6] |= std::uint64_t{1} << (start_rank & 63);
    Marker marker(buf.visited.data(), buf.parent_move.data(), detail::rank_packed(goal_board));
    const auto counters = buf.bfs.run(start_board, start_rank, marker);
    if (!marker.done()) {
        throw std::logic_error("BFS exhausted the space without meeting a goal of equal parity");
    }
    solution.moves = detail::trace_back(goal_board, start_rank, [&](std::uint32_t r, int, Packed) {
        return static_cast<int>(buf.parent_move[r]);
    });
    solution.stats.expanded = counters.expanded;
    solution.stats.generated = counters.generated;
    solution.stats.max_frontier = counters.max_frontier;
    solution.stats.elapsed = std::chrono::steady_clock::now() - started;
    return solution;
}

}  // namespace ninegrid::eight
