// What a game offers the program: its name, its commands and their help, in both languages. The
// registry lists one of these per game; the command line dispatches over them and knows no game by
// name.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "base/args.hpp"
#include "base/command.hpp"
#include "base/lang.hpp"

namespace ninegrid::shell {

struct Command {
    std::string_view name;  // "solve"
    base::Text summary;     // one line for `ninegrid --help`
    base::Text help;        // the whole text of `ninegrid help GAME COMMAND`
    base::CommandFunction run;
    // Every option the command accepts: the very table its base::Args parses with, so that
    // `ninegrid help --commands` (read by the completion's and the man page's tests) cannot
    // drift from the parser.
    base::Options options;
};

struct GameEntry {
    std::string_view name;  // the word on the command line: "eight"
    base::Text title;       // "the 8-puzzle (九宫格)"
    // The first command is what the game's name alone runs (its play command).
    std::vector<Command> commands;
    // Appended to the help of every command (the board notation, say).
    base::Text help_footer;

    const Command* find(std::string_view command) const {
        for (const Command& c : commands)
            if (c.name == command) return &c;
        return nullptr;
    }
    // The whole help of `command` as `ninegrid help GAME COMMAND` shows it: its own text, then
    // the footer; empty for a command the game does not have.
    std::string full_help(std::string_view command, base::Lang lang) const {
        const Command* c = find(command);
        return c ? std::string(c->help(lang)) + std::string(help_footer(lang)) : std::string();
    }
};

}  // namespace ninegrid::shell
