// `ninegrid play` (and plain `ninegrid`): the 8-puzzle's options, then the shell plays it.
#include <ostream>

#include "base/args.hpp"
#include "base/text.hpp"
#include "games/eight/backend.hpp"
#include "games/eight/commands.hpp"
#include "games/eight/format.hpp"
#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/solvability.hpp"
#include "shell/play.hpp"

namespace ninegrid::eight {

namespace {

using base::checked;

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
    args.no_positionals(say(Msg::PlayStartAdvice, lang));
    if (args.has("level") && args.has("difficulty"))
        throw base::UsageError(say(Msg::DifficultyTwice, lang));
    State goal;
    if (auto g = args.value("goal")) goal = board_argument(*g, Msg::WhatGoal, lang);
    std::optional<State> start;
    if (auto s = args.value("start")) {
        start = board_argument(*s, Msg::WhatStart, lang);
        if (!is_solvable(*start, goal)) {
            io.err << "ninegrid: "
                   << say(Msg::StartUnreachable, lang,
                          {{"start", to_inline(*start)},
                           {"goal", to_inline(goal)},
                           {"why", parity_explanation(*start, goal, lang)}})
                   << '\n';
            return kExitNo;
        }
        if (*start == goal) {
            throw base::UsageError(say(Msg::StartIsGoal, lang));
        }
    }
    EightBackend game(goal, start);
    shell::PlayOptions options;
    options.game = std::string(game_entry().name);
    options.level = "medium";
    options.custom = start.has_value();
    if (auto level = args.value("level") ? args.value("level") : args.value("difficulty"))
        options.level = checked(shell::level_option(game, *level, lang));
    if (auto seed = args.value("seed")) options.seed = checked(shell::seed_option(*seed, lang));
    if (io.lang_chosen) options.lang = lang;
    if (args.has("tile-keys")) {
        game.set_tile_keys(true);
        options.fixed_preferences.emplace_back("keys");
    }
    return shell::run_game(game, options, io);
}

}  // namespace ninegrid::eight
