// SPDX-License-Identifier: MIT
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
    base::Text title;       // "the 8-puzzle"
    // The first command is what the game's name alone runs (its play command).
    std::vector<Command> commands;
    // Appended to the help of every command (the board notation, say).
    base::Text help_footer;
    // What its commands are typed after: "ninegrid link"; empty: "ninegrid" and the name.
    std::string_view invoked_as = {};
    // How to play it, the same shape for every game: "Keys:", one key a line, then "Levels:".
    // `ninegrid GAME --help` shows it, and a command's help where it says "{how_to_play}".
    base::Text how_to_play = {};
    // The option of its play command that a custom puzzle's game ID stands for ("start"): --game
    // CODE is --start CODE. Empty: a custom puzzle has no game ID.
    std::string_view custom_option = {};
    // What its records count besides time: moves over par, or what a game without par counts
    // instead (the link game's shuffles); `ninegrid records` says it, {n} the count, and names
    // it in its JSON.
    std::string_view record_counted = "over_par";
    base::Text record_count = {"{n} over par", "比最优多 {n} 步"};
    base::Text record_count_one = {"1 over par", "比最优多 1 步"};
    // The same three for the levels (record names) that count something else: the sliding
    // puzzle's sizes too large for a par count moves ("medium-5x5"). Null: none do.
    struct RecordCount {
        std::string_view counted;
        base::Text many;
        base::Text one;
    };
    const RecordCount* (*record_count_of)(std::string_view level) = nullptr;
    // What the records of `level` count.
    RecordCount record_count_for(std::string_view level) const {
        if (record_count_of != nullptr)
            if (const RecordCount* c = record_count_of(level)) return *c;
        return {record_counted, record_count, record_count_one};
    }
    // Another word that names the game on the command line ("slide" for "fifteen"), or empty.
    std::string_view alias = {};

    bool named(std::string_view word) const {
        return word == name || (!alias.empty() && word == alias);
    }

    std::string command_line(std::string_view command) const {
        return (invoked_as.empty() ? "ninegrid " + std::string(name) : std::string(invoked_as)) +
               " " + std::string(command);
    }

    const Command* find(std::string_view command) const {
        for (const Command& c : commands)
            if (c.name == command) return &c;
        return nullptr;
    }
    // The whole help of `command` as `ninegrid help GAME COMMAND` shows it: its own text, with
    // how_to_play where it says "{how_to_play}" on a line of its own, then the footer; empty for
    // a command the game does not have.
    std::string full_help(std::string_view command, base::Lang lang) const {
        const Command* c = find(command);
        if (!c) return {};
        std::string text(c->help(lang));
        constexpr std::string_view kMark = "{how_to_play}\n";
        if (const std::size_t at = text.find(kMark); at != std::string::npos)
            text.replace(at, kMark.size(), how_to_play(lang));
        return text + std::string(help_footer(lang));
    }
};

// What every command does first, in one place: its words parsed against its own option table
// (the one its catalogue entry lists) under the name the player typed ("ninegrid link play"), and
// --help answered from the catalogue. Throws base::UsageError for a mistake in the words.
//
//     const shell::CommandContext context(game_entry(), "play", raw, io);
//     if (context.helped()) return base::kExitOk;
//     const base::Args& args = context.args();
// A game ID for --game, as Backend::deal_params and the session show it, "hard+gravity:7", as
// the options it stands for: "--level hard --gravity --seed 7" ("+rows=10": "--rows 10"); an
// ID without a seed is a custom puzzle, `custom_option`'s value, with its rules after '+' the
// same way ("ABCA/CBDD+gravity": "--tiles ABCA/CBDD --gravity"). The words are otherwise kept;
// the parser then checks them all (an option given twice, one the command does not take). Throws
// base::UsageError for an ID that is none.
std::vector<std::string> expand_game_id(const std::vector<std::string>& words,
                                        std::string_view custom_option, base::Lang lang);
std::vector<base::Text> game_id_texts();

class CommandContext {
  public:
    CommandContext(const GameEntry& game, std::string_view command,
                   const std::vector<std::string>& words, const base::Io& io);

    // --help was asked for, and the command's help written: the command returns kExitOk.
    bool helped() const noexcept { return helped_; }
    const base::Args& args() const noexcept { return args_; }

  private:
    base::Args args_;
    bool helped_ = false;
};

}  // namespace ninegrid::shell
