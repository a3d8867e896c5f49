// SPDX-License-Identifier: MIT
// The 8-puzzle's commands (play, solve, stats, bench) and its entry in the registry of games.
#pragma once

#include <string>
#include <vector>

#include "base/args.hpp"
#include "base/command.hpp"
#include "games/eight/messages.hpp"
#include "ninegrid/eight/experiment.hpp"
#include "ninegrid/eight/state.hpp"
#include "shell/catalog.hpp"

namespace ninegrid::eight {

using base::Io;
using base::kExitNo;
using base::kExitOk;
using base::kExitUsage;

const shell::GameEntry& game_entry();

// The options of each command: what its base::Args accepts, and what the registry lists.
extern const base::Options kBenchOptions;
extern const base::Options kPlayOptions;
extern const base::Options kSolveOptions;
extern const base::Options kStatsOptions;

int run_bench(const std::vector<std::string>& args, Io io);
int run_play(const std::vector<std::string>& args, Io io);
int run_solve(const std::vector<std::string>& args, Io io);
int run_stats(const std::vector<std::string>& args, Io io);

// `bench` with `extra` solvers run after the chosen ones: lets tests check that a deliberately
// wrong solver (an inadmissible heuristic) makes the verification fail.
int run_bench_with(const std::vector<std::string>& args, Io io,
                   std::vector<ExperimentSolver> extra);

// Parses the weight of weighted A* (--weight W): a decimal number from kMinWeight to kMaxWeight,
// digits with at most one point; throws UsageError naming the bad value otherwise.
double weight_argument(const std::string& text, base::Lang lang);

// Parses a board given on the command line (`what`: Msg::WhatStart or Msg::WhatGoal); throws
// UsageError "WHAT 'TEXT': problem", in `lang`, on bad text.
State board_argument(const std::string& text, Msg what, base::Lang lang);

}  // namespace ninegrid::eight
