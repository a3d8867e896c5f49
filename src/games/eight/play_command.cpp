// `ninegrid play` (and plain `ninegrid`): the 8-puzzle's options, then the shell plays it.
#include <iostream>

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

template <class T>
T checked(base::Result<T> r) {
    if (!r) throw base::UsageError(r.error());
    return std::move(*r);
}

}  // namespace

const std::vector<base::OptionSpec> kPlayOptions{
    {"level", "LEVEL"}, {"difficulty", "LEVEL"}, {"seed", "N"},     {"start", "BOARD"},
    {"goal", "BOARD"},  {"tile-keys", ""},       {"lang", "en|zh"}, {"help", ""}};

int run_play(const std::vector<std::string>& raw, Io io) {
    const base::Args args(raw, kPlayOptions, "ninegrid play");
    if (args.has("help")) {
        io.out << help_text("play");
        return kExitOk;
    }
    if (!args.positionals().empty()) {
        throw base::UsageError("play takes no boards as words; give one with --start BOARD");
    }
    if (args.has("level") && args.has("difficulty"))
        throw base::UsageError("--difficulty is another name for --level: give one of them");
    State goal;
    if (auto g = args.value("goal")) goal = board_argument(*g, "goal");
    std::optional<State> start;
    if (auto s = args.value("start")) {
        start = board_argument(*s, "start board");
        if (!is_solvable(*start, goal)) {
            io.err << "ninegrid: the start board " << to_inline(*start) << " cannot reach the goal "
                   << to_inline(goal) << ": " << parity_explanation(*start, goal) << '\n';
            return kExitNo;
        }
        if (*start == goal) {
            throw base::UsageError("the start board is already the goal: nothing to play");
        }
    }
    EightBackend game(goal, start);
    shell::PlayOptions options;
    options.game = "eight";
    options.level = "medium";
    options.custom = start.has_value();
    if (auto level = args.value("level") ? args.value("level") : args.value("difficulty"))
        options.level = checked(shell::level_option(game, *level));
    if (auto seed = args.value("seed")) options.seed = checked(shell::seed_option(*seed));
    if (auto lang = args.value("lang")) options.lang = checked(shell::lang_option(*lang));
    if (args.has("tile-keys")) {
        game.set_tile_keys(true);
        options.fixed_preferences.emplace_back("keys");
    }
    return shell::run_game(game, options, io);
}

}  // namespace ninegrid::eight
