// SPDX-License-Identifier: MIT
// The 15-puzzle, and the sliding puzzle of every other size from 2x2 to 8x8, as a game of the
// shell: the sliding family's back end (ClickRule::Run, four levels, every size) with the solver
// on a worker thread, so that no search (nor building the pattern tables) ever holds up a key. The
// solver is chosen by size: the 4x4 by the pattern databases, other boards of up to 16 cells by the
// family's IDA* (both optimal).
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "base/rng.hpp"
#include "base/worker.hpp"
#include "games/fifteen/commands.hpp"
#include "games/sliding/backend.hpp"
#include "ninegrid/fifteen/board.hpp"

namespace ninegrid::fifteen {

class FifteenBackend final : public sliding::SlidingBackend {
  public:
    using TimePoint = std::chrono::steady_clock::time_point;
    // Boards the worker's reference IDA* may visit before it turns to the pattern tables: enough
    // for every board within about 30 moves in milliseconds, so easy puzzles never need tables.
    static constexpr std::uint64_t kQuickNodes = 200000;
    // Once the tables are there, only boards whose bound (deal.hpp's moves_bound) is at most this
    // try the reference first: the others would mostly spend its limit in vain.
    static constexpr int kQuickBound = 30;
    // Boards the family's pattern IDA* (sliding/optimal.hpp) may visit on a board of up to 16
    // cells other than the 4x4 (0.5-0.8 s) before a good path from the near-optimal solver
    // answers instead: of 50 random boards, 9 of 2x8, 12 of 8x2, 5 of 5x3, 2 of 3x5 and 1 of 7x2
    // need more (docs/sliding.md), the smaller sizes never.
    static constexpr std::uint64_t kOptimalNodes = 20'000'000;
    // The same on 2x8 and 8x2, whose compact 7-7-1 tables (sliding/optimal.hpp) take 21-30 M
    // boards a second: every one of 50 random boards of each needs fewer (the most: 36 M on
    // 2x8, 247 M on 8x2, about 10 s; docs/sliding.md), the median 32-78 k.
    static constexpr std::uint64_t kOptimalNodes16 = 400'000'000;
    // How often the loop wakes up while the worker is at it, to show its bound.
    static constexpr std::chrono::milliseconds kPoll{100};

    // The puzzle starts at `start` (a given puzzle) or is dealt by the shell. The solver reads
    // the pattern tables from the cache; with `keep_tables` (a game at a terminal) it also writes
    // those it builds there, else it builds them in memory and writes nothing.
    FifteenBackend(const sliding::Board& goal, std::optional<sliding::Board> start,
                   bool keep_tables = false);
    // The 4x4.
    FifteenBackend(const Board& goal, std::optional<Board> start, bool keep_tables = false);
    // For a game at a terminal (with keep_tables): when the cache has no 7-8 tables, the hints
    // use the 6-6-3 and the 7-8 are built in the background, their progress shown under the
    // status.
    void build_large_tables_in_background();
    // The sizes Z steps through.
    // The moves of a level's walk from the goal (easy 0, medium 1, hard 2) on a board of `size`
    // other than 4x4, whose levels are bands of par.
    static int walk_length(sliding::Size size, std::size_t level);
    static constexpr sliding::Size kSizes[] = {{3, 3}, {3, 4}, {4, 4}, {4, 5},
                                               {5, 5}, {6, 6}, {7, 7}, {8, 8}};
    ~FifteenBackend() override;
    FifteenBackend(const FifteenBackend&) = delete;
    FifteenBackend& operator=(const FifteenBackend&) = delete;

    // A hint asked and not yet answered (the worker is thinking).
    bool thinking() const noexcept { return hint_wanted_; }

    void deal(const std::string& level, base::Rng& rng) override;
    // A level's deals are proved to need a number of moves in its band (kLevelBands, deal.hpp:
    // their lower bound is in it; random: any board), and a save's puzzle must be one of them.
    base::Status check_level(const std::string& level) const override;
    std::optional<int> par() const override { return par_; }
    std::optional<shell::Help> hint(shell::Lang lang) override;
    std::optional<shell::Help> solution(shell::Lang lang) override;
    // Beyond 16 cells there is no par: a win is scored by its moves and time.
    std::optional<int> penalty(int moves) const override;
    std::string penalty_text(shell::Lang lang, int count) const override;
    shell::Step solver_step() override;
    std::optional<int> distance() const override;
    // Every board of every optimal path the solver has found since the deal, and the boards of
    // the moves made whose distance those tell (learn_from_trail).
    std::optional<int> distance_of(std::string_view snapshot) const override;
    std::string title(shell::Lang lang) const override;
    std::vector<std::string> help(shell::Lang lang, const shell::Style& style) const override;
    shell::Update tick(TimePoint now, shell::Lang lang) override;
    std::optional<TimePoint> wake_at() const override;
    shell::Update finish_work(shell::Lang lang) override;
    std::optional<std::string> alert(shell::Lang lang) const override;
    std::pair<int, int> board_size() const override;
    // Z steps through the common sizes (kSizes), each a new puzzle at the same level.
    std::vector<std::string> variants() const override;
    std::string variant() const override;
    std::string variant_level_name(const std::string& variant, const std::string& level,
                                   shell::Lang lang) const override;
    void take_variant(const std::string& variant) override;

  private:
    // The solver's answer for a board: an optimal path from it (never unsolved for the boards
    // the game holds, but said).
    struct Solved {
        bool solved = false;
        std::vector<Move> moves;
        bool optimal = true;  // false: a good path, not proven the shortest (beyond 16 cells)
    };
    struct Solver;
    // Boards solved on the worker thread, the latest wanted first.
    using Worker = base::LatestJobWorker<sliding::Board, Solved>;
    void start_solver();  // for the goal: a new solver and its worker

    // The family's back end tells of a new start, a new goal (a new solver), and each move.
    void started() override;
    void goal_changed() override { start_solver(); }
    void board_changed() override;  // a move, an undo: the worker is told what is wanted now
    void slid() override { note_board(); }  // each slide of a click, for the trail
    void schedule();  // posts the solve wanted, cancelling one no longer wanted
    // What the worker should solve now: the board when a hint, the rest or the solver's move
    // waits for it; else the start, for the par; else the newest board of the trail whose
    // distance is not known, to judge the moves made (the history's marks).
    std::optional<sliding::Board> wanted() const;
    bool take_results();  // the worker's answers that have come; true when any did
    // The hint or the solution that has come since asked for, once.
    std::optional<std::string> take_message(shell::Lang lang);

    // What is known of a board: its distance, and an optimal move from it when it lies on a path
    // the solver found (a distance learned from the trail alone comes without one).
    struct Known {
        int distance = 0;
        std::optional<Move> next;
        bool exact = true;  // false: `distance` is the length of a good path, not the fewest
    };
    using Key = std::string;  // a board's cells, a byte each
    static Key key_of(const sliding::Board& b);
    sliding::Board board_of(const Key& k) const;
    const Known* known(const sliding::Board& b) const;  // null when nothing is
    // An optimal move, when one is known.
    std::optional<Move> next_move(const sliding::Board& b) const;
    // A path the solver found: optimal, or (`optimal` false) a good one whose moves the hints
    // follow but whose length is no distance.
    void learn_path(const sliding::Board& from, const std::vector<Move>& moves, bool optimal);
    // The distances of the boards between two of the trail whose distances are known and differ
    // by the moves between them.
    void learn_from_trail();
    void note_board();  // the board is the newest board of the trail
    // `moves`, a good path from `from`, or a shorter way to the goal back along the boards the
    // game has been at (the walk that dealt the puzzle, the moves made since), when there is one.
    std::vector<Move> shorter_known_way(const sliding::Board& from, std::vector<Move> moves) const;
    std::string hint_text(shell::Lang lang) const;
    std::string solution_text(shell::Lang lang) const;  // the rest of the path from the board
    // Whether the solver's answers are optimal at this size (up to 16 cells): else par, the
    // distances and the marks of the moves are not known, and hints follow a good solution.
    bool exact() const noexcept { return solved_optimally(size()); }

    std::optional<int> par_;
    bool solve_wanted_ = false;     // a solution from board_ is asked for (a hint or the solver)
    bool hint_wanted_ = false;      // ... and a hint waits for it: its words when it comes
    bool solution_wanted_ = false;  // ... or the rest of the solution (asking one drops the other)
    bool message_due_ = false;      // the hint or the solution has come: tick() says it
    bool solution_due_ = false;     // ... and it is the solution
    std::unordered_map<Key, Known> known_;  // since the deal; the goal's from the start
    std::unordered_set<Key> given_up_;      // boards the worker could not solve (never expected)
    // The boards the game has been at since the deal, in order: a move, each slide of a click, an
    // undo or redo, the solver's move. joined_[i]: trail_[i] is one move from trail_[i - 1].
    std::vector<Key> trail_;
    std::vector<bool> joined_;
    // The boards of the walk that dealt the puzzle, from the goal to the start: kept beyond 16
    // cells only (shorter_known_way), empty for a board given or loaded.
    std::vector<Key> walk_;
    TimePoint now_{};
    int shown_percent_ = -1;            // the background build's progress last drawn
    bool keep_tables_;                  // the solver may write the tables' cache
    bool large_in_background_ = false;  // build_large_tables_in_background() was asked
    std::unique_ptr<Solver> solver_;
    std::unique_ptr<Worker> worker_;  // after the solver: destroyed (stopped) before it
};

}  // namespace ninegrid::fifteen
