// SPDX-License-Identifier: MIT
// The play loops of every game: full-screen in a terminal (raw mode, frames, the clock, the
// solver's animation, suspending, saving on the way out), plain text through a pipe.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "base/command.hpp"
#include "shell/session.hpp"
#include "term/terminal.hpp"

namespace ninegrid::shell {

// What the loop may do besides playing; every member may be empty.
struct PlayHooks {
    // Called on every way out of a terminal game (quit, Ctrl-C, end of input, a signal):
    // saves a game in progress, or forgets a saved one that is finished. Returns lines to show.
    std::function<std::vector<std::string>(const Session&, Clock::time_point)> on_exit;
    // Whether on_exit could save this game (Session::set_saving): the quit question promises a
    // save only then, and otherwise says why not. Empty: the question promises none.
    Session::SaveCheck can_save;
    // Called when the game's preferences changed (T in the 8-puzzle). Returns a problem, or "".
    std::function<std::string(const Session&)> on_preferences;
    // Called when the player declined to resume a saved game.
    std::function<void()> on_resume_declined;
    // Called when the player said y to a saved game and the game refused it (why): the file is
    // kept aside. Returns a line to show, or "".
    std::function<std::string(const std::string&)> on_resume_failed;
};

// Scripted play: every byte of input is a key; plain text out, no escape codes.
int play_scripted(Session& session, base::Io io, const PlayHooks& hooks);

// Full-screen play in a terminal in raw mode, restored on every way out. Exit status 0, or
// 128+N after signal N.
int play_interactive(Session& session, base::Io io, const term::Capabilities& caps,
                     const PlayHooks& hooks);

// The game's clock: the steady clock less the time the program spent suspended.
Clock::time_point game_now();

}  // namespace ninegrid::shell

namespace ninegrid::shell {

// The options every game's play command takes: --level, --seed, and the language (the program's
// --lang, base::Io::lang when base::Io::lang_chosen).
struct PlayOptions {
    std::string game;                   // the game's name (records, saves, preferences)
    std::string level;                  // a level id of the game
    bool custom = false;                // the back end holds a given puzzle
    std::optional<std::uint32_t> seed;  // none: a random seed
    std::optional<Lang> lang;           // none: the saved preference, else the locale
    // Preferences of the game set on the command line: not taken from the preferences file.
    std::vector<std::string> fixed_preferences;
};

// The values of those options, checked, with errors in `lang`: "unknown level 'x': use easy,
// medium or hard". (--lang is the whole program's: base::lang_option.)
base::Result<std::string> level_option(const Backend& game, const std::string& text, Lang lang);
base::Result<std::uint32_t> seed_option(const std::string& text, Lang lang);

// Every text of those messages, for the tests that both languages say the same.
std::vector<base::Text> option_texts();

// Plays `game` with `options` on `io`: in a terminal full-screen, with records, preferences
// and saved games; through a pipe as plain text. The game's own options are already applied to
// the back end. Returns the exit status.
int run_game(Backend& game, const PlayOptions& options, base::Io io);

// Whether run_game plays at a terminal (full-screen, with records, preferences and saves): the
// streams are the process's, standard input and output are terminals, and TERM can move the
// cursor. Otherwise the game is played as plain text and writes nothing.
bool plays_at_terminal(const base::Io& io);

}  // namespace ninegrid::shell
