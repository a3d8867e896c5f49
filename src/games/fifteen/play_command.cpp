// `ninegrid fifteen play` (and plain `ninegrid fifteen`): the 15-puzzle's options, --size for
// every other size from 2x2 to 8x8, then the shell plays it.
#include <ostream>

#include "base/args.hpp"
#include "games/fifteen/backend.hpp"
#include "games/fifteen/commands.hpp"
#include "games/fifteen/sliding_cache.hpp"
#include "ninegrid/fifteen/board_text.hpp"
#include "ninegrid/fifteen/solvability.hpp"
#include "shell/play.hpp"

namespace ninegrid::fifteen {

namespace {

using base::checked;

constexpr base::OptionSpec kPlayOptionTable[]{{"level", "LEVEL"}, {"size", "WxH"},   {"seed", "N"},
                                              {"start", "BOARD"}, {"goal", "BOARD"}, {"game", "ID"},
                                              {"tile-keys", ""},  {"help", ""}};

}  // namespace

// --lang is the whole program's option (see cli/commands.cpp): io.lang, io.lang_chosen.
const base::Options kPlayOptions{kPlayOptionTable};

int run_play(const std::vector<std::string>& raw, Io io) {
    const Lang lang = io.lang;
    const shell::CommandContext context(game_entry(), "play", raw, io);
    if (context.helped()) return kExitOk;
    const base::Args& args = context.args();
    args.no_positionals(say(Msg::PlayStartAdvice, lang));
    const sliding::Size size = size_option(args, lang);
    sliding::Board goal = sliding::Board::goal(size);
    if (auto g = args.value("goal")) goal = board_argument(*g, Msg::WhatGoal, size, lang);
    std::optional<sliding::Board> start;
    if (auto s = args.value("start")) {
        start = board_argument(*s, Msg::WhatStart, size, lang);
        const Solvability solvability = check_solvability(*start, goal);
        if (!solvability.solvable()) {
            io.err << "ninegrid: "
                   << say(Msg::Unreachable, lang,
                          {{"start", sliding::to_compact(*start)},
                           {"goal", sliding::to_compact(goal)},
                           {"why", parity_explanation(solvability, lang)}})
                   << '\n';
            return kExitNo;
        }
        if (*start == goal) throw base::UsageError(say(Msg::StartIsGoal, lang));
    }
    // At a terminal the solver keeps the tables it builds in the cache, and a game builds the
    // 7-8 in the background; without one (a script) it writes nothing at all.
    const bool at_terminal = shell::plays_at_terminal(io);
    // The other sizes' tables likewise: read from the cache, written there at a terminal only;
    // the game's screen is no place for the cache's messages.
    const SlidingCacheScope sliding_tables(at_terminal, lang, nullptr);
    FifteenBackend game(goal, start, at_terminal);
    if (at_terminal && size == kSize) game.build_large_tables_in_background();
    shell::PlayOptions options;
    options.game = std::string(game_entry().name);
    options.level = "medium";
    options.custom = start.has_value();
    if (auto level = args.value("level"))
        options.level = checked(shell::level_option(game, *level, lang));
    if (auto seed = args.value("seed")) options.seed = checked(shell::seed_option(*seed, lang));
    if (io.lang_chosen) options.lang = lang;
    if (args.has("tile-keys")) {
        game.set_tile_keys(true);
        options.fixed_preferences.emplace_back("keys");
    }
    return shell::run_game(game, options, io);
}

}  // namespace ninegrid::fifteen
