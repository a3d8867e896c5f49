// SPDX-License-Identifier: MIT
// What every command of the program shares: its streams and its exit codes.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "base/lang.hpp"

namespace ninegrid::base {

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
    // The language of help and messages: the global --lang (taken off the command line by the
    // cli layer, so commands never see it), else the locale. Machine-readable output (--json,
    // --csv, solve --batch) is English whatever it says.
    Lang lang = Lang::En;
    // Whether --lang chose it: play remembers a language chosen, not one from the locale.
    bool lang_chosen = false;
};

// A command's entry point: the words after the command's name. Errors in the call are thrown as
// base::UsageError and reported by the dispatcher; everything else is reported by the command.
using CommandFunction = int (*)(const std::vector<std::string>& args, Io io);

}  // namespace ninegrid::base
