// SPDX-License-Identifier: MIT
// The sliding puzzles' commands in common: boards from the command line, the play command and
// the batch's answers.
#include "games/sliding/commands.hpp"

#include <iterator>

#include "base/text.hpp"
#include "games/sliding/board_words.hpp"
#include "ninegrid/sliding/board_text.hpp"
#include "ninegrid/sliding/solvability.hpp"
#include "shell/play.hpp"

namespace ninegrid::sliding {

namespace {

enum class W {
    BoardArgument,  // {what} {text} {problem}
    StartAdvice,    // after "takes no words": how to give a board
    StartIsGoal,
    Count  // not a text: how many there are
};

constexpr base::Text kWords[]{
    {"{what} '{text}': {problem}", "{what}“{text}”：{problem}"},
    {"; give a board with --start BOARD", "；局面请用 --start BOARD 给出"},
    {"the start board is already the goal: nothing to play",
     "起始局面已经是目标局面：没有什么可玩的"},
};
static_assert(std::size(kWords) == static_cast<std::size_t>(W::Count),
              "one text for each word, in its order");

std::string say(W w, base::Lang lang,
                std::initializer_list<std::pair<std::string_view, std::string>> values = {}) {
    return base::fill(kWords[static_cast<std::size_t>(w)](lang), values);
}

}  // namespace

Board board_argument(const std::string& text, std::string_view what, Size size, base::Lang lang) {
    BoardParse parsed = parse_board(text, size);
    if (!parsed) {
        throw base::UsageError(say(W::BoardArgument, lang,
                                   {{"what", std::string(what)},
                                    {"text", text},
                                    {"problem", board_problem_text(parsed.problem, lang)}}));
    }
    return *parsed.board;
}

std::optional<PlayBoards> play_boards(const base::Args& args, Size size, const PlayWords& words,
                                      base::Lang lang, std::ostream& err) {
    PlayBoards boards{Board::goal(size), std::nullopt};
    if (auto g = args.value("goal")) boards.goal = board_argument(*g, words.what_goal, size, lang);
    if (auto s = args.value("start")) {
        const Board start = board_argument(*s, words.what_start, size, lang);
        const Solvability solvability = check_solvability(start, boards.goal);
        if (!solvability.solvable()) {
            err << "ninegrid: "
                << words.unreachable(start, boards.goal, parity_explanation(solvability, lang))
                << '\n';
            return std::nullopt;
        }
        if (start == boards.goal) throw base::UsageError(say(W::StartIsGoal, lang));
        boards.start = start;
    }
    return boards;
}

int play_game(SlidingBackend& game, std::string_view name, const base::Args& args,
              const std::optional<std::string>& level, bool custom, base::Io io) {
    shell::PlayOptions options;
    options.game = std::string(name);
    options.level = "medium";
    options.custom = custom;
    if (level) options.level = base::checked(shell::level_option(game, *level, io.lang));
    if (auto seed = args.value("seed"))
        options.seed = base::checked(shell::seed_option(*seed, io.lang));
    if (io.lang_chosen) options.lang = io.lang;
    if (args.has("tile-keys")) {
        game.set_tile_keys(true);
        options.fixed_preferences.emplace_back("keys");
    }
    return shell::run_game(game, options, io);
}

std::string start_advice(base::Lang lang) {
    return say(W::StartAdvice, lang);
}

void append_batch_moves(std::string& out, const std::vector<Move>& moves) {
    if (moves.empty()) {
        out += "0 -\n";
        return;
    }
    out += std::to_string(moves.size());
    out += ' ';
    out += moves_to_string(moves);
    out += '\n';
}

std::vector<base::Text> command_word_texts() {
    return {std::begin(kWords), std::end(kWords)};
}

}  // namespace ninegrid::sliding
