// SPDX-License-Identifier: MIT
// `ninegrid fifteen play` (and plain `ninegrid fifteen`): the 15-puzzle's options, --size for
// every other size from 2x2 to 8x8, then the shell plays it.
#include "base/args.hpp"
#include "games/fifteen/backend.hpp"
#include "games/fifteen/commands.hpp"
#include "games/fifteen/sliding_cache.hpp"
#include "games/sliding/commands.hpp"
#include "ninegrid/sliding/board_text.hpp"
#include "shell/play.hpp"

namespace ninegrid::fifteen {

namespace {

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
    args.no_positionals(sliding::start_advice(lang));
    const sliding::Size size = size_option(args, lang);
    const sliding::PlayWords words = sliding::play_words(
        say, Msg::WhatStart, Msg::WhatGoal, Msg::Unreachable, sliding::to_compact, lang);
    const auto boards = sliding::play_boards(args, size, words, lang, io.err);
    if (!boards) return kExitNo;
    // At a terminal the solver keeps the tables it builds in the cache, and a game builds the
    // 7-8 in the background; without one (a script) it writes nothing at all.
    const bool at_terminal = shell::plays_at_terminal(io);
    // The other sizes' tables likewise: read from the cache, written there at a terminal only;
    // the game's screen is no place for the cache's messages.
    const SlidingCacheScope sliding_tables(at_terminal, lang, nullptr);
    FifteenBackend game(boards->goal, boards->start, at_terminal);
    if (at_terminal && size == kSize) game.build_large_tables_in_background();
    return sliding::play_game(game, game_entry().name, args, args.value("level"),
                              boards->start.has_value(), io);
}

}  // namespace ninegrid::fifteen
