// SPDX-License-Identifier: MIT
// `ninegrid link` (= `ninegrid link play`): the link game's options, then the shell plays it.
#include <algorithm>
#include <istream>
#include <ostream>

#include "base/args.hpp"
#include "base/text.hpp"
#include "games/link/backend.hpp"
#include "games/link/commands.hpp"
#include "os/console.hpp"
#include "os/files.hpp"
#include "shell/play.hpp"

namespace ninegrid::link {

namespace {

using base::checked;

constexpr base::OptionSpec kPlayOptionTable[]{
    {"level", "LEVEL"}, {"size", "NAME"},  {"rows", "R"},   {"cols", "C"}, {"kinds", "K"},
    {"border", ""},     {"no-border", ""}, {"gravity", ""}, {"seed", "N"}, {"board", "FILE"},
    {"tiles", "ROWS"},  {"any", ""},       {"game", "ID"},  {"help", ""}};

}  // namespace

// --lang is the whole program's option (see cli/commands.cpp): io.lang, io.lang_chosen.
const base::Options kPlayOptions{kPlayOptionTable};

int run_play(const std::vector<std::string>& raw, Io io) {
    const Lang lang = io.lang;
    const shell::CommandContext context(game_entry(), "play", raw, io);
    if (context.helped()) return kExitOk;
    const base::Args& args = context.args();
    args.no_positionals();
    const Rules rules = rules_from(args, lang);
    shell::PlayOptions options;
    options.game = std::string(game_entry().name);
    options.level = "easy";
    std::optional<Board> start;
    const auto file = args.value("board");
    const auto tiles = args.value("tiles");
    if (file || tiles) {
        // A board's game ID stands for --tiles (shell::expand_game_id): its errors name the ID.
        const bool from_id = std::any_of(raw.begin(), raw.end(), [](const std::string& w) {
            return w == "--game" || w.rfind("--game=", 0) == 0;
        });
        const char* given = file ? "board" : from_id ? "game" : "tiles";
        for (const char* option :
             {"level", "size", "rows", "cols", "kinds", "seed", "any", file ? "tiles" : "board"}) {
            if (args.has(option)) {
                throw base::UsageError(
                    say(Msg::PlayBoardWith, lang, {{"board", given}, {"option", option}}));
            }
        }
        const std::string name = tiles ? say(from_id ? Msg::GameIdTilesName : Msg::TilesName, lang)
                                 : *file == "-" ? say(Msg::StandardInput, lang)
                                                : base::printable(*file);
        const auto from_file = [&] {
            // A board from standard input (`link generate | ninegrid link --board -`): the keys
            // come next from the terminal the game is shown on, or the game could only end "End
            // of input". With no terminal to play at, or none to read keys from, it is refused.
            const bool piped = *file == "-" && io.terminal && !os::is_terminal(0);
            const auto no_terminal = [&] {
                return base::UsageError(say(Msg::PlayBoardNoTerminal, lang));
            };
            if (piped && !os::is_terminal(1)) throw no_terminal();
            Board read = read_board(*file, io);
            if (piped && !os::input_from_terminal(0)) throw no_terminal();
            if (*file == "-") io.in.clear();  // the end of the board is not the end of the keys
            return read;
        };
        Board board = tiles ? board_in(tiles_text(*tiles), name, lang) : from_file();
        if (board.empty()) throw base::UsageError(say(Msg::PlayBoardEmpty, lang, {{"file", name}}));
        const auto counts = board.kind_counts();
        for (int k = 1; k <= kMaxKinds; ++k) {
            const int n = counts[static_cast<std::size_t>(k)];
            if (n % 2 == 0) continue;
            io.err << "ninegrid: "
                   << say(Msg::PlayOddKind, lang,
                          {{"file", name},
                           {"tile", std::string(1, kind_char(k))},
                           {"count", std::to_string(n)}})
                   << '\n';
            return kExitNo;
        }
        start = std::move(board);
        options.custom = true;
    }
    LinkBackend game(rules, args.has("any"), std::move(start));
    if (const auto level = args.value("level")) {
        if (const auto named = args.value("size")) {
            throw base::UsageError(
                say(Msg::PlaySizeAndLevel, lang,
                    {{"level", base::printable(*level)}, {"size", base::printable(*named)}}));
        }
        options.level = checked(shell::level_option(game, *level, lang));
    }
    if (!options.custom) {
        const Size chosen = size_from(args, lang);  // --size, --rows, --cols, --kinds checked
        const auto named = args.value("size");
        // A level's size is that level; KShisen's other sizes are dealt at the level Z deals
        // them at (LinkBackend::variant_level).
        if (named) options.level = size_level(*named).value_or(game.variant_level(*named, "hard"));
        if (args.has("rows") || args.has("cols") || args.has("kinds") || named) {
            const Size level = named ? *named_size(*named) : level_size(options.level);
            const Size custom{args.has("rows") ? chosen.rows : level.rows,
                              args.has("cols") ? chosen.cols : level.cols,
                              args.has("kinds") ? chosen.kinds : level.kinds};
            const DealProblem problem = check_deal(custom.rows, custom.cols, custom.kinds);
            if (problem.kind != DealProblem::Kind::None)
                throw base::UsageError(deal_problem_text(problem, lang));
            game.set_size(custom, options.level);
        }
    }
    if (auto seed = args.value("seed")) options.seed = checked(shell::seed_option(*seed, lang));
    if (io.lang_chosen) options.lang = lang;
    return shell::run_game(game, options, io);
}

}  // namespace ninegrid::link
