// SPDX-License-Identifier: MIT
// The program's front door: boards given as arguments, help for every game and command, and
// every help within 80 columns.
#include "cli/commands.hpp"

#include <chrono>
#include <sstream>
#include <string>
#include <vector>

#include "base/args.hpp"
#include "cli/help_words.hpp"
#include "games/eight/commands.hpp"
#include "support/catch.hpp"
#include "support/run_program.hpp"
#include "support/text.hpp"
#include "term/screen.hpp"

using ninegrid::base::UsageError;
using support::contains;

TEST_CASE("a bad board on the command line names the argument and the problem", "[cli]") {
    std::string message = "<no error>";
    try {
        ninegrid::eight::board_argument("123456580", ninegrid::eight::Msg::WhatStart,
                                        ninegrid::base::Lang::En);
    } catch (const UsageError& e) {
        message = e.what();
    }
    CHECK(message == "start board '123456580': tile 5 appears twice and tile 7 is missing");
    CHECK(ninegrid::eight::board_argument("1 2 3 / 8 _ 4 / 7 6 5", ninegrid::eight::Msg::WhatGoal,
                                          ninegrid::base::Lang::En) ==
          ninegrid::eight::State({1, 2, 3, 8, 0, 4, 7, 6, 5}));
}

TEST_CASE("every command has help and unknown commands have none", "[cli]") {
    CHECK(ninegrid::cli::help_text("").find("Usage: ninegrid ") != std::string::npos);
    CHECK(ninegrid::cli::help_text("solve").find("Usage: ninegrid solve") != std::string::npos);
    CHECK(ninegrid::cli::help_text("stats").find("Usage: ninegrid stats") != std::string::npos);
    CHECK(ninegrid::cli::help_text("solve").find("123/456/780") != std::string::npos);
    CHECK(ninegrid::cli::help_text("nope").empty());
}

namespace {

// The lines of `text` wider than 80 columns, each with its width (none is what a help wants).
std::vector<std::string> wider_than_80(const std::string& text) {
    std::vector<std::string> wide;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        const std::size_t width = ninegrid::term::display_width(line);
        if (width > 80) wide.push_back(std::to_string(width) + ": " + line);
    }
    return wide;
}

}  // namespace

TEST_CASE("every help fits 80 columns, in both languages", "[cli][help]") {
    using ninegrid::base::Lang;
    const std::vector<std::string> words = support::every_help();
    CHECK(words.size() > 10);
    for (const Lang lang : {Lang::En, Lang::Zh}) {
        for (const std::string& w : words) {
            const std::string help = ninegrid::cli::help_text(w, lang);
            CAPTURE(w, lang == Lang::Zh ? "zh" : "en");
            REQUIRE_FALSE(help.empty());
            CHECK(wider_than_80(help) == std::vector<std::string>{});
        }
    }
}

TEST_CASE("every game's help, frames and messages through a pipe fit 80 columns, in both languages",
          "[cli][help]") {
    for (const char* game : {"eight", "fifteen", "link"}) {
        for (const char* lang : {"en", "zh"}) {
            CAPTURE(game, lang);
            const support::ProgramResult r = support::run_program(
                NINEGRID_BINARY, {game, "--seed", "1", "--lang", lang}, "?hlq",
                std::chrono::seconds(60), {"LANG=C.UTF-8", "LC_ALL", "LC_CTYPE"});
            CHECK(r.exit_code == 0);
            CHECK(r.out.find("> ?") != std::string::npos);
            CHECK(wider_than_80(r.out) == std::vector<std::string>{});
        }
    }
}

TEST_CASE("the help through a pipe promises no save and nothing remembered, in both languages",
          "[cli][help]") {
    // A pipe writes nothing: neither a game quit in progress, nor preferences.
    for (const char* game : {"eight", "fifteen", "link"}) {
        for (const char* lang : {"en", "zh"}) {
            CAPTURE(game, lang);
            const support::ProgramResult r = support::run_program(
                NINEGRID_BINARY, {game, "--seed", "1", "--lang", lang}, "?",
                std::chrono::seconds(60), {"LANG=C.UTF-8", "LC_ALL", "LC_CTYPE"});
            CHECK(r.exit_code == 0);
            const std::size_t help = r.out.find("> ?");
            REQUIRE(help != std::string::npos);
            const std::string shown = r.out.substr(help);
            CAPTURE(shown);
            CHECK(contains(shown, std::string(lang) == "en" ? "Keys:" : "按键："));
            for (const char* promise : {"remember", "saved", "saves", "记住", "保存"})
                CHECK_FALSE(contains(shown, promise));
        }
    }
}

TEST_CASE("each game's help shows its keys and levels, the same shape for every game",
          "[cli][help]") {
    using ninegrid::base::Lang;
    struct Game {
        std::string name;
        std::string level_keys;
        std::vector<std::string> levels;
    };
    const std::vector<Game> games{{"eight", "1 2 3", {"easy", "medium", "hard"}},
                                  {"fifteen", "1 2 3 4", {"easy", "medium", "hard", "random"}},
                                  {"link", "1 2 3", {"easy", "medium", "hard"}}};
    for (const Game& g : games) {
        for (const Lang lang : {Lang::En, Lang::Zh}) {
            CAPTURE(g.name, lang == Lang::Zh);
            const std::string help = ninegrid::cli::help_text(g.name, lang);
            const std::string keys = lang == Lang::En ? "\nKeys:\n" : "\n按键：\n";
            const std::string levels = lang == Lang::En ? "\nLevels: " : "\n难度：";
            REQUIRE(contains(help, keys));
            CHECK(contains(help, levels));
            CHECK(contains(help, "\n  " + g.level_keys + "  "));
            CHECK(contains(help, "\n  H "));
            CHECK(contains(help, "\n  P "));
            for (const std::string& level : g.levels)
                CHECK(contains(help.substr(help.find(levels)), level));
            // The play command's help has the same keys and levels.
            const std::string block = help.substr(help.find(keys) + 1);
            const std::string play = ninegrid::cli::help_text(g.name + " play", lang);
            CHECK(contains(play, block.substr(0, block.find("\n\n", block.find(levels)))));
        }
    }
    // `ninegrid --help` shows every game started, with --level (never --difficulty).
    const std::string overview = ninegrid::cli::help_text("", Lang::En);
    CHECK(contains(overview, "  ninegrid --level hard "));
    CHECK(contains(overview, "  ninegrid fifteen "));
    CHECK(contains(overview, "  ninegrid link "));
    CHECK_FALSE(contains(overview, "--difficulty"));
}
