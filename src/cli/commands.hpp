// SPDX-License-Identifier: MIT
// The command-line program: `ninegrid [GAME] [COMMAND] [OPTIONS]`, dispatched over the registry
// of games, with help, version and exit codes.
#pragma once

#include <string>
#include <vector>

#include "base/command.hpp"

namespace ninegrid::cli {

using base::Io;

// Runs `ninegrid ARGS...` (ARGS without the program name) and returns the exit code. Errors are
// reported on io.err as "ninegrid: ..." and never escape as exceptions. Help and messages are
// in the language of the global --lang en|zh (anywhere on the line), else of the locale.
int run(const std::vector<std::string>& args, Io io);

// The help `ninegrid help WORDS...` prints: "" for the program, a game's name for the game, a
// command of the default game ("solve"), or "GAME COMMAND". Empty when nothing has that name.
std::string help_text(const std::string& words, base::Lang lang = base::Lang::En);

// Every text of the front door, for the tests that both languages say the same.
std::vector<base::Text> texts();

}  // namespace ninegrid::cli
