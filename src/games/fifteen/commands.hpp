// The 15-puzzle's commands (play, solve, bench) and its entry in the registry of games, with what
// they share: boards from the command line and the solvers behind them.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <thread>
#include <vector>

#include "base/args.hpp"
#include "base/command.hpp"
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

// The whole help of one of the commands above, with the board notation.
std::string help_text(const std::string& command, base::Lang lang = base::Lang::En);

// A board given on the command line (`what`: Msg::WhatStart or Msg::WhatGoal); throws
// UsageError "WHAT 'TEXT': problem", in `lang`, on bad text.
Board board_argument(const std::string& text, Msg what, base::Lang lang);

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
};

// The pattern databases of one goal, found on first use and kept for the rest of the run: the
// 7-8 tables when the cache holds them, else the 6-6-3 from the cache, or built (a few seconds)
// and written to it. What it has to say (a build starting, a damaged file, a cache it could not
// write) goes to `err` as "ninegrid: ..." lines, with a progress bar while it builds when `err`
// is a terminal.
class Tables {
  public:
    explicit Tables(const Board& goal, Lang lang = Lang::En, std::ostream* err = nullptr);
    // Exactly `set`; with use_cache false built from nothing and not written (as bench measures).
    Tables(const Board& goal, TableSet set, bool use_cache, Lang lang = Lang::En,
           std::ostream* err = nullptr);

    // Loads or builds them unless done; may take seconds (minutes for a 7-8 that is asked for
    // and not cached). Throws PdbBuildCancelled when the cancel flag is raised.
    const PatternDatabase& get();
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
    // When get() finds no 7-8 in the cache, build them on a thread of their own (one core,
    // about four minutes, up to 610 MB) into the cache; a later get() takes them once done.
    // For a game at a terminal: the 6-6-3 answer meanwhile.
    void build_large_in_background() noexcept { background_wanted_ = true; }
    // The background build's progress in percent, or -1 when none runs.
    int background_percent() const noexcept;

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
    bool loaded_ = false;
    const std::atomic<bool>* cancel_ = nullptr;
    std::unique_ptr<PatternDatabase> db_;
    std::chrono::nanoseconds build_time_{0};

    void start_background(const std::string& dir);
    bool background_wanted_ = false;
    std::thread background_;
    std::unique_ptr<PatternDatabase> background_db_;  // the thread's, until background_done_
    std::atomic<bool> background_cancel_{false};
    std::atomic<bool> background_running_{false};
    std::atomic<bool> background_done_{false};
    std::atomic<int> background_percent_{0};
};

// How read_or_build_tables goes about it.
struct TableBuild {
    bool build = true;   // build the tables missing or refused (else: nothing when one is)
    bool bar = false;    // draw a progress bar on `err` while building
    bool fresh = false;  // no cache by choice (bench), which the note says
    int threads = 0;     // for the build; 0: as PdbBuildOptions chooses
    const std::atomic<bool>* cancel = nullptr;  // stops a build (PdbBuildCancelled)
    std::atomic<int>* percent = nullptr;        // the build's progress, when set
};

// How a set's tables came to be.
struct TableSetRead {
    std::unique_ptr<PatternDatabase> db;  // null when one was missing or refused and not built
    bool loaded = true;                   // every table was read from the cache
};

// The tables of `set` for `goal`: read from the cache folder `dir` (none: no cache), and, as
// `how` says, those missing or refused built and written there. Reports to `err` (may be null)
// as Tables does.
TableSetRead read_or_build_tables(TableSet set, const PdbCells& goal,
                                  const std::optional<std::string>& dir, const TableBuild& how,
                                  Lang lang, std::ostream* err);

// Solves `start` (which must reach `goal`) with `algorithm`; `reflect` uses the reflection
// with the pattern databases when it applies; 0 is no node limit.
Answer solve_with(Algorithm algorithm, Tables& tables, const Board& start, const Board& goal,
                  bool reflect = true, std::uint64_t node_limit = 0);

}  // namespace ninegrid::fifteen
