// SPDX-License-Identifier: MIT
// The 15-puzzle's commands (play, solve, bench) and its entry in the registry of games, with what
// they share: boards from the command line and the solvers behind them.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "base/args.hpp"
#include "base/command.hpp"
#include "base/progress.hpp"
#include "base/worker.hpp"
#include "games/fifteen/messages.hpp"
#include "games/fifteen/table_cache.hpp"
#include "ninegrid/fifteen/board.hpp"
#include "ninegrid/fifteen/pdb.hpp"
#include "shell/catalog.hpp"

namespace ninegrid::fifteen {

using base::Io;
using base::kExitNo;
using base::kExitOk;
using base::kExitUsage;

const shell::GameEntry& game_entry();

extern const base::Options kPlayOptions;
extern const base::Options kSolveOptions;
extern const base::Options kBenchOptions;
extern const base::Options kTablesOptions;

int run_play(const std::vector<std::string>& args, Io io);
int run_solve(const std::vector<std::string>& args, Io io);
int run_bench(const std::vector<std::string>& args, Io io);
int run_tables(const std::vector<std::string>& args, Io io);

// A board given on the command line (`what`: Msg::WhatStart or Msg::WhatGoal); throws
// UsageError "WHAT 'TEXT': problem", in `lang`, on bad text.
Board board_argument(const std::string& text, Msg what, base::Lang lang);
// The same for a board of `size` (the sliding family's, any size).
sliding::Board board_argument(const std::string& text, Msg what, sliding::Size size,
                              base::Lang lang);
// --size WxH (default 4x4), checked: a usage error names a size that is none.
sliding::Size size_option(const base::Args& args, base::Lang lang);

// `tables --size WxH` for a size other than 4x4 (tables_sized.cpp): the options already parsed.
int run_sized_tables(const base::Args& args, sliding::Size size, Io io);

// The solvers the commands offer.
enum class Algorithm {
    Pdb,  // IDA* over the additive pattern databases Tables finds, with the reflection
    Ida,  // IDA* with Manhattan distance and linear conflict: the reference
};

struct Answer {
    bool solved = false;      // false: the node limit ran out
    std::vector<Move> moves;  // start to goal
    std::uint64_t nodes = 0;
    std::chrono::nanoseconds elapsed{0};
    bool optimal = true;  // false: a good solution, not proven the shortest (solve_sized)
};

// The pattern databases of one goal, found on first use and kept for the rest of the run: the
// 7-8 tables when the cache holds them, else the 6-6-3 from the cache, or built (a few seconds)
// and written to it. What it has to say (a build starting, a damaged file, a cache it could not
// write) goes to `err` as "ninegrid: ..." lines, with a progress line while it builds when
// show_progress() was asked.
class Tables {
  public:
    explicit Tables(const Board& goal, Lang lang = Lang::En, std::ostream* err = nullptr);
    // Exactly `set`; with use_cache false built from nothing and not written (as bench measures).
    Tables(const Board& goal, TableSet set, bool use_cache, Lang lang = Lang::En,
           std::ostream* err = nullptr);

    // Loads or builds them unless done; may take seconds (minutes for a 7-8 that is asked for
    // and not cached). For Tables without a cancel flag (set_cancel).
    const PatternDatabase& get();
    // The same for Tables that may be cancelled: null when the cancel flag stopped a build.
    const PatternDatabase* try_get();
    bool built() const noexcept { return db_ != nullptr; }
    // The set get() gave; before get(), the one asked for (the 6-6-3 when the best is asked).
    TableSet set() const noexcept { return set_; }
    bool loaded() const noexcept { return loaded_; }  // read from the cache, not built
    // The time get() took, to read or to build.
    std::chrono::nanoseconds build_time() const noexcept { return build_time_; }
    // Exactly `set` as the cache holds it for `goal`, or nothing (a refused file is reported to
    // `err`): what a command uses when it would rather not build them.
    static std::unique_ptr<Tables> cached(const Board& goal, TableSet set, Lang lang,
                                          std::ostream* err);
    // Stops a build get() runs (from another thread); null: never.
    void set_cancel(const std::atomic<bool>* cancel) noexcept { cancel_ = cancel; }
    // Draws a build's progress line on `err` (base::progress_shown says when).
    void show_progress(bool shown) noexcept { progress_ = shown; }
    // Reads the cache but writes nothing to it: tables missing are built in memory, tables read
    // are not marked used, and no background build starts. For a game without a terminal.
    void keep_nothing() noexcept { keep_ = false; }
    // When get() finds no 7-8 in the cache, build them on a thread of their own (one core,
    // about four minutes, up to 610 MB) into the cache; a later get() takes them once done.
    // For a game at a terminal: the 6-6-3 answer meanwhile.
    void build_large_in_background() noexcept { background_wanted_ = true; }
    // The background build's progress in percent, or -1 when none runs.
    int background_percent() const noexcept;
    // The tables get() gave overestimate: a search with them passed kPdbMostMoves. When they
    // came from the cache, says so, sets their files aside (NAME.bad, replacing an older one)
    // unless nothing may be written, and forgets them, so that the next get() builds them anew
    // without reading the cache: true. False when they were built in this run (a bug, said so).
    bool discard_wrong();

    ~Tables();
    Tables(const Tables&) = delete;
    Tables& operator=(const Tables&) = delete;

  private:
    Board goal_;
    Lang lang_;
    std::ostream* err_;
    TableSet set_ = TableSet::Small;
    bool best_ = true;
    bool use_cache_ = true;
    bool keep_ = true;
    bool progress_ = false;
    bool distrusted_ = false;  // the cache's tables proved wrong: build, do not read
    bool loaded_ = false;
    const std::atomic<bool>* cancel_ = nullptr;
    std::unique_ptr<PatternDatabase> db_;
    std::chrono::nanoseconds build_time_{0};

    void start_background(const std::string& dir);  // builds the 7-8 into the cache `dir`
    std::atomic<bool> background_wanted_{false};    // set from the game's thread
    std::atomic<int> background_percent_{0};
    std::atomic<bool> background_started_{false};  // background_ is made and may be read
    // The 7-8 built into the cache folder named by the job; null when they could not be.
    using Background = base::LatestJobWorker<std::string, std::unique_ptr<PatternDatabase>>;
    std::unique_ptr<Background> background_;  // last: stopped before what its job reads
};

// How read_or_build_tables goes about it.
struct TableBuild {
    bool build = true;   // build the tables missing or refused (else: nothing when one is)
    bool read = true;    // read the cache (else build every table)
    bool keep = true;    // write what is built to the cache, mark what is read as used
    bool bar = false;    // draw a progress line on `err` while building
    bool fresh = false;  // no cache by choice (bench), which the note says
    int threads = 0;     // for the build; 0: as PdbBuildOptions chooses
    const std::atomic<bool>* cancel = nullptr;  // stops a build (then TableSetRead::cancelled)
    std::atomic<int>* percent = nullptr;        // the build's progress, when set
};

// How a set's tables came to be.
struct TableSetRead {
    std::unique_ptr<PatternDatabase> db;  // null when one was missing or refused and not built
    bool loaded = true;                   // every table was read from the cache
    std::string not_kept;    // why tables built for a cache could not be written there, if so
    bool cancelled = false;  // how.cancel stopped a build: no db
};

// The tables of `set` for `goal`: read from the cache folder `dir` (none: no cache), and, as
// `how` says, those missing or refused built and written there. Before it writes, it removes
// what no run reads again (sweep_table_cache); after, the tables of goals used longest ago
// (evict_table_goals). Reports to `err` (may be null) as Tables does.
TableSetRead read_or_build_tables(TableSet set, const PdbCells& goal,
                                  std::optional<std::string> dir, const TableBuild& how, Lang lang,
                                  std::ostream* err);

// Builds the tables of `groups` (indices into `partition`) in memory, in that order, with the
// progress line `how.bar` asks for on `err` (may be null), labelled with the set's `name`;
// nothing when `how.cancel` stopped it.
std::optional<std::vector<PatternTable>> build_pattern_tables(
    const PdbCells& goal, const Partition& partition, const std::vector<std::size_t>& groups,
    const TableBuild& how, const char* name, Lang lang, std::ostream* err);

// Says on `err` ("ninegrid: ...") what sweep_table_cache removed.
void report_sweep(const CacheSweep& sweep, Lang lang, std::ostream& err);

// Where a long search shows how far it has come: `bar` (a progress line), its detail
// prefixed with the board when `board` is not empty (a batch's line).
struct SearchBar {
    base::Progress* bar = nullptr;
    std::string board;
    Lang lang = Lang::En;
};

// Solves `start` (which must reach `goal`) with `algorithm`; `reflect` uses the reflection
// with the pattern databases when it applies; 0 is no node limit. Tables that prove wrong (the
// search passes 80 moves) are discarded and built again, once (Tables::discard_wrong). The
// pattern databases' search shares its long iterations among `threads` threads (0: one a
// core; the answer is the same, see solve_pdb).
Answer solve_with(Algorithm algorithm, Tables& tables, const Board& start, const Board& goal,
                  bool reflect = true, std::uint64_t node_limit = 0, SearchBar progress = {},
                  int threads = 0);

// Solves `start` (which must reach `goal`) of a size other than 4x4: up to 16 cells optimally,
// by IDA* over the size's pattern tables (sliding/optimal.hpp) for Algorithm::Pdb or with
// Manhattan distance and linear conflict (sliding/ida.hpp) for Algorithm::Ida; beyond, when
// `optimal` asks it, by the latter, else a short solution at once by the near-optimal solver
// (sliding/near.hpp), `optimal` false in the answer.
Answer solve_sized(const sliding::Board& start, const sliding::Board& goal, Algorithm algorithm,
                   bool optimal, SearchBar progress = {});

// Runs `work` (a build of the sizes' tables) on a thread of its own while `bar` shows the
// build's percent (sliding::table_build_percent), then clears the bar.
void show_sized_build(base::Progress& bar, const std::function<void()>& work);
// Whether boards of `size` are solved optimally at play time (up to 16 cells).
inline bool solved_optimally(sliding::Size size) {
    return size.cells() <= 16;
}

}  // namespace ninegrid::fifteen
