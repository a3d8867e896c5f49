// One BFS backwards from the goal over all boards of its parity, stored one byte per rank.
#include "ninegrid/eight/distance_table.hpp"

#include <array>

#include "layered_bfs.hpp"
#include "ninegrid/eight/rank.hpp"
#include "packed.hpp"

namespace ninegrid::eight {

using detail::Packed;

namespace {

constexpr std::uint8_t kUnreachable = 0xFF;

// Fills the table during the BFS from the goal: one byte per board, distance << 2 | the move
// back towards the goal.
class TableFiller {
  public:
    TableFiller(std::uint8_t* entry, std::vector<std::uint32_t>& counts)
        : entry_(entry), counts_(counts) {}

    bool begin_layer(std::uint32_t size) {
        layer_entry_ = static_cast<std::uint8_t>(counts_.size() << 2);
        counts_.push_back(size);
        return true;
    }

    NINEGRID_ALWAYS_INLINE bool claim(std::uint32_t rank, int move) {
        // Branch-free: an old board's byte is rewritten with its own value. The boards of the
        // next layer are claimed while this one is expanded, hence the + 4 (one more step). We
        // walked from the goal, so the way back is the opposite move.
        std::uint8_t& slot = entry_[rank];
        const bool fresh = slot == kUnreachable;
        slot = fresh ? static_cast<std::uint8_t>((layer_entry_ + 4) | (move ^ 1)) : slot;
        return fresh;
    }

    bool done() const noexcept { return false; }

  private:
    std::uint8_t* entry_;
    std::vector<std::uint32_t>& counts_;
    std::uint8_t layer_entry_ = 0;  // distance of the layer being expanded, << 2
};

}  // namespace

DistanceTable::DistanceTable(const State& goal) : goal_(goal) {
    const auto started = std::chrono::steady_clock::now();
    entry_.assign(kPermutationCount, kUnreachable);
    const Packed goal_board = detail::pack(goal.cells());
    const std::uint32_t goal_rank = detail::rank_packed(goal_board);
    entry_[goal_rank] = 0;
    TableFiller filler(entry_.data(), counts_);
    detail::LayeredBfs().run(goal_board, goal_rank, filler);
    build_time_ = std::chrono::steady_clock::now() - started;
}

int DistanceTable::distance(const State& s) const noexcept {
    const std::uint8_t e = entry_[cantor_rank(s)];
    return e == kUnreachable ? -1 : e >> 2;
}

std::optional<Move> DistanceTable::best_move(const State& s) const noexcept {
    const std::uint8_t e = entry_[cantor_rank(s)];
    if (e == kUnreachable || e == 0) return std::nullopt;
    return static_cast<Move>(e & 3U);
}

Solution DistanceTable::solve(const State& start) const {
    const auto started = std::chrono::steady_clock::now();
    Solution solution;
    Packed board = detail::pack(start.cells());
    int zero = start.zero();
    std::uint32_t rank = detail::rank_packed(board);
    std::uint8_t e = entry_[rank];
    solution.stats.expanded = 1;
    solution.solvable = e != kUnreachable;
    if (solution.solvable) {
        solution.moves.reserve(e >> 2);
        while (e != 0) {
            const int m = e & 3;
            solution.moves.push_back(static_cast<Move>(m));
            const detail::Edge& step = detail::edge(zero, m);
            rank = detail::rank_after_slide(rank, board, step);
            board = detail::slide(board, step);
            zero = step.to;
            e = entry_[rank];
            ++solution.stats.expanded;
        }
    }
    solution.stats.elapsed = std::chrono::steady_clock::now() - started;
    return solution;
}

std::uint32_t DistanceTable::reachable() const noexcept {
    std::uint32_t total = 0;
    for (std::uint32_t c : counts_)
        total += c;
    return total;
}

double DistanceTable::mean_distance() const noexcept {
    double sum = 0;
    for (std::size_t d = 0; d < counts_.size(); ++d)
        sum += static_cast<double>(d) * counts_[d];
    return sum / reachable();
}

std::vector<State> DistanceTable::boards_at(int d) const {
    std::vector<State> boards;
    if (d < 0 || d > max_distance()) return boards;
    boards.reserve(counts_[static_cast<std::size_t>(d)]);
    const auto wanted = static_cast<std::uint8_t>(d << 2);
    for (std::uint32_t r = 0; r < kPermutationCount; ++r) {
        if (entry_[r] != kUnreachable && (entry_[r] & ~3U) == wanted)
            boards.push_back(cantor_unrank(r));
    }
    return boards;
}

}  // namespace ninegrid::eight
