// New boards: dealing (optionally clearable, proven by the exact solver), shuffling the tiles
// left on a dead board, and the greedy "first pair found" player used for statistics.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "base/rng.hpp"
#include "ninegrid/link/board.hpp"
#include "ninegrid/link/solver.hpp"

namespace ninegrid::link {

// Why a deal was refused, as data; DealResult::error says the same in English.
struct DealProblem {
    enum class Kind {
        None,          // dealt
        BadSize,       // rows or cols outside 1..kMaxSide
        OddCells,      // rows * cols is odd: tiles come in pairs
        NoKinds,       // kinds < 1
        TooManyKinds,  // kinds > kMaxKinds
        TooFewCells,   // kinds > rows * cols / 2: not even two tiles of each
        Unbalanced,    // rows * cols is not a multiple of 2 * kinds
        NoClearable,   // solvable: no deal of `attempts` was proven clearable
    };
    Kind kind = Kind::None;
    int rows = 0;
    int cols = 0;
    int kinds = 0;
    // Numbers of kinds that would work with rows x cols (the nearest below and above), for the
    // kinds problems.
    std::vector<int> suggestions;
    int attempts = 0;  // NoClearable: deals tried
    int unknown = 0;   // NoClearable: of those, how many the solver left undecided
};

// The problem with dealing rows x cols with `kinds` kinds (every kind the same even number of
// times), or Kind::None when it can be dealt.
DealProblem check_deal(int rows, int cols, int kinds);
// "8x10 = 80 cells cannot hold 6 kinds an even number of times each; try 5 or 8 kinds"
std::string describe(const DealProblem& problem);

struct DealOptions {
    // Deal only boards the exact solver proves clearable under the rules.
    bool solvable = false;
    // Deals tried before giving up (solvable only).
    int max_attempts = 200;
    // Solver budget per deal (solvable only): a deal left undecided is dealt again.
    std::uint64_t attempt_budget = 20000;
};

struct DealResult {
    std::optional<Board> board;
    std::string error;  // empty when `board` holds a value
    DealProblem problem;
    int attempts = 0;            // deals made (1 unless solvable)
    std::uint64_t nodes = 0;     // solver positions over all attempts
    std::vector<Removal> order;  // solvable: a clearing order of the board, as the solver found

    explicit operator bool() const noexcept { return board.has_value(); }
};

// A full rows x cols board with every one of `kinds` kinds (1..kinds) the same even number of
// times, in uniformly random places drawn from `rng` (so a seed reproduces the deal exactly).
// With options.solvable, deals again until the exact solver proves the board clearable under
// `rules` (never a greedy check), at most options.max_attempts times.
DealResult deal(int rows, int cols, int kinds, base::Rng& rng, const Rules& rules,
                const DealOptions& options = {});

// The greedy player KShisen's "solvable" check is: remove the first removable pair in scan
// order (first_pair), again and again, until the board is clear or stuck.
struct GreedyResult {
    bool cleared = false;
    int removals = 0;
    Board board;  // where it stopped
};
GreedyResult greedy_play(Board board, const Rules& rules);

struct ShuffleOptions {
    int max_tries = 100;
    // Accept only an arrangement the exact solver proves clearable (with `budget` per try);
    // otherwise any arrangement with a removable pair.
    bool clearable = false;
    std::uint64_t budget = kQuickBudget;
};

struct ShuffleResult {
    std::optional<Board> board;
    std::string error;  // empty when `board` holds a value
    int tries = 0;
    // Solved when checked clearable; Unknown when not checked.
    Verdict verdict = Verdict::Unknown;

    explicit operator bool() const noexcept { return board.has_value(); }
};

// The tiles still on the board dealt again over the cells they occupy (empty cells stay empty),
// until the arrangement has a removable pair (and with options.clearable, is proven clearable),
// at most options.max_tries times. An empty board comes back as it is.
ShuffleResult shuffle(const Board& board, const Rules& rules, base::Rng& rng,
                      const ShuffleOptions& options = {});

}  // namespace ninegrid::link
