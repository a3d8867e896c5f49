// SPDX-License-Identifier: MIT
// One BFS backwards from the goal over all boards of its parity, stored one byte per rank.
#include "ninegrid/eight/distance_table.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <memory>

#include "layered_bfs.hpp"
#include "ninegrid/eight/rank.hpp"
#include "os/memory.hpp"
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

    NINEGRID_ALWAYS_INLINE bool claim(std::uint32_t rank, int move, std::uint32_t /*parent*/) {
        // Branch-free: an old board's byte is rewritten with its own value. The boards of the
        // next layer are claimed while this one is expanded, hence the + 4 (one more step). We
        // walked from the goal, so the way back is the opposite move.
        std::uint8_t& slot = entry_[rank];
        const bool fresh = slot == kUnreachable;
        slot =
            detail::select(fresh, static_cast<std::uint8_t>((layer_entry_ + 4) | (move ^ 1)), slot);
        return fresh;
    }

    bool done() const noexcept { return false; }

  private:
    std::uint8_t* entry_;
    std::vector<std::uint32_t>& counts_;
    std::uint8_t layer_entry_ = 0;  // distance of the layer being expanded, << 2
};

// A PathTable entry: the rank of the board four moves on in the low 19 bits (the goal's, for a
// board fewer moves from it), the board's distance in the next 5, those four moves in the top
// byte, two bits each, the first in the lowest bits. Built from entries of the same form for one
// move on, as the BFS leaves them.
constexpr int kDistanceShift = 19;
constexpr int kMovesShift = 24;
constexpr std::uint32_t kRankBits = (std::uint32_t{1} << kDistanceShift) - 1;
constexpr std::uint32_t kDistanceBits = 31;
constexpr std::uint32_t kNoPath = 0xFFFFFFFF;  // its rank field is past every rank
static_assert(kPermutationCount <= kRankBits, "a rank fits its field");
constexpr int kMovesPerEntry = 4;
static_assert((kDistanceBits + kMovesPerEntry - 1) / kMovesPerEntry * kMovesPerEntry <=
                  PathTable::kPathSlot,
              "the longest path's last four moves end in its slot");

// The letters of each byte of four moves.
constexpr auto kLetters = [] {
    std::array<std::array<char, kMovesPerEntry>, 256> letters{};
    for (std::size_t b = 0; b < letters.size(); ++b) {
        for (std::size_t i = 0; i < kMovesPerEntry; ++i)
            letters[b][i] = move_letter(static_cast<Move>((b >> (2 * i)) & 3U));
    }
    return letters;
}();

// Fills a PathTable's entries for one move on during the BFS from the goal: a child's next board
// is the board it was first reached from, and the move there undoes the one that reached it.
class PathFiller {
  public:
    explicit PathFiller(std::uint32_t* entry) : entry_(entry) {}

    bool begin_layer(std::uint32_t) {
        ++layer_;
        next_distance_ = layer_ << kDistanceShift;  // the children of this layer's boards
        return true;
    }

    NINEGRID_ALWAYS_INLINE bool claim(std::uint32_t rank, int move, std::uint32_t parent) {
        // Branch-free, as TableFiller::claim.
        std::uint32_t& slot = entry_[rank];
        const bool fresh = slot == kNoPath;
        slot = detail::select(
            fresh, parent | next_distance_ | static_cast<std::uint32_t>(move ^ 1) << kMovesShift,
            slot);
        return fresh;
    }

    bool done() const noexcept { return false; }

  private:
    std::uint32_t* entry_;
    std::uint32_t layer_ = 0;  // the layer being expanded, from 1
    std::uint32_t next_distance_ = 0;
};

}  // namespace

DistanceTable::DistanceTable(const State& goal) : goal_(goal) {
    const auto started = std::chrono::steady_clock::now();
    // The entries and the BFS queue in one mapping, mapped in at once: on this kind of machine
    // the page faults of the two, mapped one page at a time, cost as much as the search (where
    // the kernel grants a huge page, the mapping is one). The queue's part is unused once the
    // table is built, and stays mapped with it.
    constexpr std::size_t kEntryBytes = (kPermutationCount + 63) / 64 * 64;
    auto pages = std::make_shared<os::ZeroPages>(kEntryBytes + detail::LayeredBfs::kQueueBytes);
    auto* const entry = static_cast<std::uint8_t*>(pages->data());
    std::memset(entry, kUnreachable, kPermutationCount);
    const Packed goal_board = detail::pack(goal.cells());
    const std::uint32_t goal_rank = detail::rank_packed(goal_board);
    entry[goal_rank] = 0;
    TableFiller filler(entry, counts_);
    detail::LayeredBfs(entry + kEntryBytes).run(goal_board, goal_rank, filler);
    entry_ = entry;
    storage_ = std::move(pages);
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
    // kUnreachable (0xFF) never matches: no distance reaches 63. The table is scanned in blocks
    // with a branch-free test the compiler vectorises, and only a block with a match is looked
    // at entry by entry (`stats` asks for the 2 boards of distance 31 among 362880).
    static_assert((kUnreachable & 0xFC) >> 2 > 31);
    constexpr std::uint32_t kBlock = 64;
    static_assert(kPermutationCount % kBlock == 0);
    const std::uint8_t* const e = entry_;
    for (std::uint32_t from = 0; from < kPermutationCount; from += kBlock) {
        unsigned hit = 0;
        for (std::uint32_t r = from; r < from + kBlock; ++r)
            hit |= (e[r] & 0xFCU) == wanted;
        if (hit == 0) continue;
        for (std::uint32_t r = from; r < from + kBlock; ++r) {
            if ((e[r] & 0xFCU) == wanted) boards.push_back(cantor_unrank(r));
        }
    }
    return boards;
}

}  // namespace ninegrid::eight

namespace ninegrid::eight {

PathTable::PathTable(const State& goal) : goal_(goal) {
    const auto started = std::chrono::steady_clock::now();
    const Packed goal_board = detail::pack(goal.cells());
    goal_rank_ = detail::rank_packed(goal_board);
    // The BFS's entries, one move on; its queue is gone before the table is allocated.
    std::vector<std::uint32_t> next(kPermutationCount, kNoPath);
    next[goal_rank_] = goal_rank_;
    PathFiller filler(next.data());
    detail::LayeredBfs().run(goal_board, goal_rank_, filler);
    // Four moves on: a path is followed with a quarter of the loads, each of them an independent
    // chain of look-ups here.
    entry_.resize(kPermutationCount);
    for (std::uint32_t r = 0; r < kPermutationCount; ++r) {
        const std::uint32_t e = next[r];
        std::uint32_t at = r;
        std::uint32_t moves = 0;
        for (int i = 0; i < kMovesPerEntry && e != kNoPath; ++i) {
            const std::uint32_t step = next[at];
            moves |= (step >> kMovesShift) << (2 * i);
            at = step & kRankBits;
        }
        entry_[r] = e == kNoPath
                        ? kNoPath
                        : at | (e & (kDistanceBits << kDistanceShift)) | moves << kMovesShift;
    }
    build_time_ = std::chrono::steady_clock::now() - started;
}

int PathTable::distance(std::uint32_t rank) const noexcept {
    const std::uint32_t e = entry_[rank];
    return e == kNoPath ? -1 : static_cast<int>((e >> kDistanceShift) & kDistanceBits);
}

void PathTable::solve_many(const std::uint32_t* ranks, std::size_t count, std::int8_t* lengths,
                           char* paths) const noexcept {
    constexpr std::size_t kLanes = 32;
    constexpr std::size_t kBlock = 1024;  // boards sorted by distance together
    constexpr std::size_t kDistances = kDistanceBits + 1;
    const std::uint32_t* const entry = entry_.data();
    std::uint32_t order[kBlock];
    for (std::size_t from = 0; from < count; from += kBlock) {
        const std::size_t n = std::min(kBlock, count - from);
        const std::uint32_t* const rank = ranks + from;
        std::int8_t* const length = lengths + from;
        // The first look-ups are independent loads; they give the distances to sort by (a
        // counting sort; boards at the goal or unreachable are not walked).
        std::array<std::uint32_t, kDistances + 1> start{};
        for (std::size_t i = 0; i < n; ++i) {
            const std::uint32_t e = entry[rank[i]];
            const int d =
                e == kNoPath ? -1 : static_cast<int>((e >> kDistanceShift) & kDistanceBits);
            length[i] = static_cast<std::int8_t>(d);
            ++start[static_cast<std::size_t>(d + 1)];
        }
        // start[d]: where the boards at distance d begin in `order`, from d = 1.
        std::uint32_t walked = 0;
        for (std::size_t d = 1; d < kDistances; ++d) {
            const std::uint32_t boards = start[d + 1];
            start[d] = walked;
            walked += boards;
        }
        for (std::size_t i = 0; i < n; ++i) {
            if (length[i] > 0)
                order[start[static_cast<std::size_t>(length[i])]++] = static_cast<std::uint32_t>(i);
        }
        // Each group walks as long as its longest path, the last one (the order is by distance),
        // four moves a step; a lane past the end of its path writes its slot's spare letters, an
        // empty lane a sink.
        char sink[kPathSlot];
        for (std::size_t g = 0; g < walked; g += kLanes) {
            const std::size_t lanes = std::min(kLanes, walked - g);
            std::uint32_t at[kLanes];
            char* out[kLanes];
            for (std::size_t k = 0; k < kLanes; ++k) {
                const bool used = k < lanes;
                const std::uint32_t i = order[g + (used ? k : 0)];
                at[k] = used ? rank[i] : goal_rank_;
                out[k] = used ? paths + (from + i) * kPathSlot : sink;
            }
            const auto longest = static_cast<std::size_t>(length[order[g + lanes - 1]]);
            const std::size_t steps = (longest + kMovesPerEntry - 1) / kMovesPerEntry;
            for (std::size_t step = 0; step < steps; ++step) {
                for (std::size_t k = 0; k < kLanes; ++k) {
                    const std::uint32_t e = entry[at[k]];
                    std::memcpy(out[k] + step * kMovesPerEntry, kLetters[e >> kMovesShift].data(),
                                kMovesPerEntry);
                    at[k] = e & kRankBits;
                }
            }
        }
    }
}

Solution PathTable::solve(const State& start) const {
    const auto started = std::chrono::steady_clock::now();
    const std::uint32_t rank = cantor_rank(start);
    std::int8_t length = 0;
    char path[kPathSlot];
    solve_many(&rank, 1, &length, path);
    Solution solution;
    solution.solvable = length >= 0;
    const auto moves = static_cast<std::uint64_t>(std::max(0, static_cast<int>(length)));
    solution.stats.expanded = 1 + (moves + kMovesPerEntry - 1) / kMovesPerEntry;
    for (int i = 0; i < length; ++i)
        solution.moves.push_back(*move_from_letter(path[i]));
    solution.stats.elapsed = std::chrono::steady_clock::now() - started;
    return solution;
}

}  // namespace ninegrid::eight
