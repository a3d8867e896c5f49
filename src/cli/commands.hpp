// The command-line program: dispatch to subcommands, help, version, exit codes.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "ninegrid/experiment.hpp"
#include "ninegrid/state.hpp"

namespace ninegrid::cli {

// Exit codes: a question answered, a well-formed question whose answer is no (an unsolvable
// board), a mistake in the call or the input.
inline constexpr int kExitOk = 0;
inline constexpr int kExitNo = 1;
inline constexpr int kExitUsage = 2;

struct Io {
    std::istream& in;
    std::ostream& out;
    std::ostream& err;
    // The streams are the process's standard input and output, so `play` may take over the
    // terminal when they are one.
    bool terminal = false;
};

// Runs `ninegrid ARGS...` (ARGS without the program name) and returns the exit code. Errors are
// reported on io.err as "ninegrid: ..." and never escape as exceptions.
int run(const std::vector<std::string>& args, Io io);

int run_bench(const std::vector<std::string>& args, Io io);
int run_play(const std::vector<std::string>& args, Io io);
int run_solve(const std::vector<std::string>& args, Io io);
int run_stats(const std::vector<std::string>& args, Io io);

// `bench` with `extra` solvers run after the chosen ones: lets tests check that a deliberately
// wrong solver (an inadmissible heuristic) makes the verification fail.
int run_bench_with(const std::vector<std::string>& args, Io io,
                   std::vector<ExperimentSolver> extra);

// The help text of a command ("" for the program itself).
std::string help_text(const std::string& command);

// Parses a board given on the command line; throws UsageError "WHAT: problem" on bad text.
State board_argument(const std::string& text, const std::string& what);

}  // namespace ninegrid::cli
