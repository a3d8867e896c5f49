// The 15-puzzle's commands (solve, bench) and its entry in the registry of games, with what they
// share: boards from the command line and the solvers behind them.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "base/args.hpp"
#include "base/command.hpp"
#include "games/fifteen/messages.hpp"
#include "ninegrid/fifteen/board.hpp"
#include "ninegrid/fifteen/pdb.hpp"
#include "shell/catalog.hpp"

namespace ninegrid::fifteen {

using base::Io;
using base::kExitNo;
using base::kExitOk;
using base::kExitUsage;

const shell::GameEntry& game_entry();

extern const std::vector<base::OptionSpec> kSolveOptions;
extern const std::vector<base::OptionSpec> kBenchOptions;

int run_solve(const std::vector<std::string>& args, Io io);
int run_bench(const std::vector<std::string>& args, Io io);

// The whole help of one of the commands above, with the board notation.
std::string help_text(const std::string& command, base::Lang lang = base::Lang::En);

// A board given on the command line (`what`: Msg::WhatStart or Msg::WhatGoal); throws
// UsageError "WHAT 'TEXT': problem", in `lang`, on bad text.
Board board_argument(const std::string& text, Msg what, base::Lang lang);

// The solvers the commands offer.
enum class Algorithm {
    Pdb,  // IDA* over the additive 6-6-3 pattern databases, with the reflection when it applies
    Ida,  // IDA* with Manhattan distance and linear conflict: the reference
};

struct Answer {
    bool solved = false;      // false: the node limit ran out
    std::vector<Move> moves;  // start to goal
    std::uint64_t nodes = 0;
    std::chrono::nanoseconds elapsed{0};
};

// The pattern databases of one goal, built on first use and kept for the rest of the run.
class Tables {
  public:
    explicit Tables(const Board& goal) : goal_(goal) {}
    // Builds them unless built (a few seconds for 6-6-3).
    const PatternDatabase& get();
    bool built() const noexcept { return db_ != nullptr; }
    std::chrono::nanoseconds build_time() const noexcept { return build_time_; }

  private:
    Board goal_;
    std::unique_ptr<PatternDatabase> db_;
    std::chrono::nanoseconds build_time_{0};
};

// Solves `start` (which must reach `goal`) with `algorithm`; `reflect` uses the reflection
// with the pattern databases when it applies; 0 is no node limit.
Answer solve_with(Algorithm algorithm, Tables& tables, const Board& start, const Board& goal,
                  bool reflect = true, std::uint64_t node_limit = 0);

}  // namespace ninegrid::fifteen
