// SPDX-License-Identifier: MIT
// The exact solver: can this board be cleared under these rules, and in what order; a cheap
// "still clearable?" for the game, and a good hint (a pair whose removal keeps it clearable).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ninegrid/link/board.hpp"
#include "ninegrid/link/hint.hpp"
#include "ninegrid/link/path.hpp"

namespace ninegrid::link {

enum class Verdict {
    Solved,      // cleared: the removals are a clearing order
    Unsolvable,  // proven: no clearing order exists
    Unknown,     // the node budget ran out first
};

// Why a board was found unsolvable (or that the budget ran out), as data; describe() words it.
struct Reason {
    enum class Kind {
        None,       // solved
        OddCount,   // kind `tile_kind` has an odd number (`count`) of tiles: tiles leave in pairs
        NoPair,     // tiles remain but no pair can be removed now
        Blocked,    // no gravity: the `tiles` can never be removed, even if every other tile
                    // that could ever leave did; each stays cut off from every tile it could
                    // pair with
        Exhausted,  // every way of clearing was tried and none empties the board
        Budget,     // the budget ran out before an answer (Verdict::Unknown)
        Memory,     // the search reached its memory limit (`memory_limit` bytes) before an
                    // answer (Verdict::Unknown)
    };
    Kind kind = Kind::None;
    int tile_kind = 0;             // OddCount
    int count = 0;                 // OddCount
    std::vector<Point> tiles;      // Blocked, in scan order
    std::size_t memory_limit = 0;  // Memory
};

// "kind 'A' has 3 tiles: tiles leave in pairs", "no pair can be removed", ...
std::string describe(const Reason& reason);

// One removal of a clearing order. Under gravity its coordinates are those of the board at that
// moment, after the removals before it have let their columns settle.
using Removal = Pair;

struct Solution {
    Verdict result = Verdict::Unknown;
    Reason reason;
    std::vector<Removal> removals;  // Solved: the clearing order; otherwise empty
    // Positions examined: each counts once per visit, after its safe removals are taken. (The
    // budget also stops a search that makes more than 1000 pair tests per position on average,
    // which only huge boards with few kinds do.)
    std::uint64_t nodes = 0;
    // The most memory the search held, in bytes: its memo of dead positions and its stacks.
    std::size_t memory = 0;
};

// The budget solve() uses unless told otherwise: 1,000,000 positions. Random deals of the classic
// sizes are nearly all decided in far fewer (median: tens of positions, about a millisecond); a
// 9x16 deal that uses it all takes about 40 s of processor time (docs/link.md).
constexpr std::uint64_t kDefaultBudget = 1000000;
// The budget of the cheap calls for the game (clearable, good_hint): 20,000 positions.
constexpr std::uint64_t kQuickBudget = 20000;
// The memory a search may hold (its memo of dead positions and its stacks) unless told
// otherwise: 256 MB. A search that needs more stops and answers Unknown (Reason::Kind::Memory),
// as when its budget runs out. The classic sizes never come near it (an 8x18 position's memo
// entry is 48 bytes: 1,000,000 positions take 48 MB); a 64x64 board holds about 8 bytes per tile
// for each removal deep the search is (about 34 MB at depth 1000), plus 540 bytes per dead
// position.
constexpr std::size_t kDefaultMemoryLimit = std::size_t{256} << 20;

// How far a search has gone, for a progress line: told now and then (every 256 positions and
// every 65,536 pair tests) to the function given to Solver::set_progress.
struct SearchProgress {
    std::uint64_t nodes = 0;  // positions examined so far, of node_budget
    std::uint64_t node_budget = 0;
    std::uint64_t pair_tests = 0;        // paths searched so far, of pair_test_budget (the budget's
    std::uint64_t pair_test_budget = 0;  // bound on pair tests: 1000 per position)
    std::size_t memory = 0;              // bytes held now, of memory_limit
    std::size_t memory_limit = 0;
};

// Depth-first search over positions with a memo of dead ones. A position is the set of original
// tiles still on the board (under gravity each column keeps its tiles in order, so the set
// determines the board), plus, without gravity, the pairings committed to (below); the memo
// stores it exactly, so a hash collision can never make a clearable board look dead.
//
// Some removals are safe: if any order clears the board, one starting with them does. They are
// taken at once, without branching:
//   - the last two tiles of a kind, when they connect;
//   - the last four of a kind, when two of them connect and then the other two do.
// Without gravity a removal only empties cells, so it never spoils another pair's path: move
// those removals to the front of any clearing order and every later removal still has its path.
// Under gravity the same holds only for removals that let no tile fall (each tile removed has no
// other tile above it), so only those are taken.
//
// Without gravity the search branches on a kind rather than on a removal: the four tiles of a
// kind leave as one of three pairings, and once the pairing is fixed, removing one of its pairs as
// soon as it connects is safe as well. So a position branches three ways on one kind: for each
// pairing, its pair that connects now is removed, or when neither does, the pairing is recorded
// as a commitment. This never tries the same removals in another order. A position is also dead
// when an optimistic relaxation cannot empty the board: let a tile vanish alone as soon as it
// connects to a tile it may pair with, present or vanished (a vanished tile's cell counts as
// empty). Every real clearing order is followed by that looser game, so when some tiles never
// vanish, no real order exists. Under gravity none of this holds: the search is depth-first over
// removals, with the memo.
//
// A Solver keeps its buffers between calls; keep one for many solves.
class Solver {
  public:
    Solver();
    ~Solver();
    Solver(Solver&&) noexcept;
    Solver& operator=(Solver&&) noexcept;

    Solution solve(const Board& board, const Rules& rules,
                   std::uint64_t node_budget = kDefaultBudget);

    // While `*cancel` is true (set from another thread, say), a search gives up within a few
    // pair tests and answers Unknown, as when its budget runs out. nullptr: never.
    void set_cancel(const std::atomic<bool>* cancel) noexcept;
    // The most memory a search may hold (kDefaultMemoryLimit unless told): past it the search
    // stops and answers Unknown with Reason::Kind::Memory.
    void set_memory_limit(std::size_t bytes) noexcept;
    // Called now and then during a search (see SearchProgress); an empty function: never.
    void set_progress(std::function<void(const SearchProgress&)> report);

  private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// The same with a fresh Solver.
Solution solve(const Board& board, const Rules& rules, std::uint64_t node_budget = kDefaultBudget);

// Whether the board can still be cleared (Solved: yes; Unsolvable: no; Unknown: the budget ran
// out), for the game to call after a removal or a shuffle.
Verdict clearable(Solver& solver, const Board& board, const Rules& rules,
                  std::uint64_t node_budget = kQuickBudget);

// A good hint: when the board can be cleared, a pair whose removal keeps it clearable (the first
// removal of a clearing order the solver found), `verdict` Solved. Otherwise `verdict` says why
// not (Unsolvable: no removal keeps it clearable; Unknown: the budget ran out) and `pair` is the
// first removable pair, if any, as a plain hint. The pair is oriented as all_pairs() gives it.
struct GoodHint {
    Verdict verdict = Verdict::Unknown;
    std::optional<Pair> pair;
};
GoodHint good_hint(Solver& solver, const Board& board, const Rules& rules,
                   std::uint64_t node_budget = kQuickBudget);

// Plays `removals` in order from `board`, checking each: its path must be legal on the board at
// that moment (is_legal_path) and run from its `a` to its `b`.
struct ReplayResult {
    bool ok = false;
    std::size_t played = 0;  // removals played before the first bad one (all of them when ok)
    Board board;             // the board after them
    std::string error;       // "removal 3 (2,4 5,1): the path is not legal on the board"
};
ReplayResult replay(Board board, const Rules& rules, const std::vector<Removal>& removals);

}  // namespace ninegrid::link
