// SPDX-License-Identifier: MIT
// New boards: dealing (optionally clearable, proven by the exact solver), shuffling the tiles
// left on a dead board, and the greedy "first pair found" player used for statistics.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "ninegrid/link/board.hpp"
#include "ninegrid/link/solver.hpp"
#include "ninegrid/rng.hpp"

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

// Boards of up to this many tiles (8x18, the hard level's size) are made clearable the way they
// always were: random deals until the exact solver proves one. Larger ones are built clearable
// (build_clearable): the solver's proof costs too much there (16x16 with 2 kinds: 25 s for 200
// deals, none proven; 64x64 ran past 200 s), a construction a few milliseconds.
constexpr int kMaxSearchedTiles = 144;

// A clearable arrangement made without any search. A clearing order is played forwards over
// tiles whose kinds are not chosen yet: each removal takes a random tile with an empty neighbour
// (any tile when none has one) and a random tile a path of at most two turns joins it to at that
// moment, whatever their kinds (reachable_tiles). The pairs of that order then get the kinds of
// `pair_kinds`, in a random order. Each removal's path ran through cells empty at its moment, so
// the order clears the board: clearable by construction, under every rule (under gravity the
// order is played with gravity, each removal in the coordinates of its moment). It never fails:
// the first two tiles in scan order are always joined, whatever the board.
struct Built {
    Board board;                 // `cells`' tiles, each of the kind its pair was given
    std::vector<Removal> order;  // a clearing order of `board` under the rules
};
// `cells`: the cells that get a tile (any non-zero kind marks one); `pair_kinds`: one kind
// (1..kMaxKinds) per pair, cells.tiles() / 2 of them.
Built build_clearable(const Board& cells, std::vector<int> pair_kinds, const Rules& rules,
                      Rng& rng);

struct DealOptions {
    // Deal only boards proven clearable under the rules: up to max_searched_tiles tiles, random
    // deals until the exact solver proves one (never a greedy check); above it, built clearable
    // (build_clearable).
    bool solvable = false;
    // Deals tried before giving up (solvable only).
    int max_attempts = 200;
    // Solver budget per deal (solvable only): a deal left undecided is dealt again.
    std::uint64_t attempt_budget = 20000;
    int max_searched_tiles = kMaxSearchedTiles;
    // When no random deal is proven within max_attempts: build one clearable instead of giving
    // up (false: DealProblem::Kind::NoClearable).
    bool build_when_unproven = true;
    // Told before each random deal is tried for a proof (attempt from 1), for a progress line.
    std::function<void(int attempt, int max_attempts)> on_attempt;
};

struct DealResult {
    std::optional<Board> board;
    std::string error;  // empty when `board` holds a value
    DealProblem problem;
    int attempts = 0;            // random deals made (1 unless solvable; 0 when built at once)
    std::uint64_t nodes = 0;     // solver positions over all attempts
    std::vector<Removal> order;  // solvable: a clearing order of the board
    bool built = false;          // built clearable (build_clearable) rather than dealt at random

    explicit operator bool() const noexcept { return board.has_value(); }
};

// A full rows x cols board with every one of `kinds` kinds (1..kinds) the same even number of
// times, in uniformly random places drawn from `rng` (so a seed reproduces the deal exactly).
// With options.solvable, a board proven clearable under `rules` (see DealOptions), with its
// clearing order.
DealResult deal(int rows, int cols, int kinds, Rng& rng, const Rules& rules,
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
    // Accept only an arrangement proven clearable: up to max_searched_tiles tiles, one the exact
    // solver proves (with `budget` per try); above it, one built clearable (build_clearable).
    // Otherwise any arrangement with a removable pair.
    bool clearable = false;
    std::uint64_t budget = kQuickBudget;
    int max_searched_tiles = kMaxSearchedTiles;
    // clearable: when no try is proven, build one clearable instead of giving up.
    bool build_when_unproven = true;
};

struct ShuffleResult {
    std::optional<Board> board;
    std::string error;  // empty when `board` holds a value
    int tries = 0;
    // Solved when checked clearable; Unknown when not checked.
    Verdict verdict = Verdict::Unknown;
    bool built = false;          // built clearable (build_clearable)
    std::vector<Removal> order;  // built: a clearing order of the board

    explicit operator bool() const noexcept { return board.has_value(); }
};

// The tiles still on the board dealt again over the cells they occupy (empty cells stay empty),
// until the arrangement has a removable pair (and with options.clearable, is proven clearable,
// see ShuffleOptions), at most options.max_tries times. An empty board comes back as it is.
ShuffleResult shuffle(const Board& board, const Rules& rules, Rng& rng,
                      const ShuffleOptions& options = {});

// Takes tiles off `board` in random pairs of one kind, regardless of paths, until at most
// `tiles_left` remain: a position from the middle of a game, for benchmarks of the path search
// and the solver. A kind with an odd count may keep its last tile.
void remove_random_pairs(Board& board, int tiles_left, Rng& rng);

}  // namespace ninegrid::link
