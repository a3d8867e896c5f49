// SPDX-License-Identifier: MIT
// `ninegrid play` (and plain `ninegrid`): the 8-puzzle's options, then the shell plays it.
#include "base/args.hpp"
#include "games/eight/backend.hpp"
#include "games/eight/commands.hpp"
#include "games/sliding/commands.hpp"
#include "ninegrid/sliding/board_text.hpp"

namespace ninegrid::eight {

namespace {

constexpr base::OptionSpec kPlayOptionTable[]{
    {"level", "LEVEL"}, {"difficulty", "LEVEL"}, {"seed", "N"},     {"start", "BOARD"},
    {"goal", "BOARD"},  {"game", "ID"},          {"tile-keys", ""}, {"help", ""}};

}  // namespace

// --lang is the whole program's option (see cli/commands.cpp): io.lang, io.lang_chosen.
const base::Options kPlayOptions{kPlayOptionTable};

int run_play(const std::vector<std::string>& raw, Io io) {
    const Lang lang = io.lang;
    const shell::CommandContext context(game_entry(), "play", raw, io);
    if (context.helped()) return kExitOk;
    const base::Args& args = context.args();
    args.no_positionals(sliding::start_advice(lang));
    if (args.has("level") && args.has("difficulty"))
        throw base::UsageError(say(Msg::DifficultyTwice, lang));
    const sliding::PlayWords words = sliding::play_words(
        say, Msg::WhatStart, Msg::WhatGoal, Msg::StartUnreachable, sliding::to_inline, lang);
    const auto boards = sliding::play_boards(args, kSize, words, lang, io.err);
    if (!boards) return kExitNo;
    EightBackend game(
        from_sliding(boards->goal),
        boards->start ? std::optional<State>(from_sliding(*boards->start)) : std::nullopt);
    return sliding::play_game(game, game_entry().name, args,
                              args.value("level") ? args.value("level") : args.value("difficulty"),
                              boards->start.has_value(), io);
}

}  // namespace ninegrid::eight
