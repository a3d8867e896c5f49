// SPDX-License-Identifier: MIT
// What the sliding puzzles' commands read and write alike: a board from the command line, the
// play command around a game's own options (--goal and --start read and checked, then --level,
// --seed, --tile-keys and the language, and the shell plays), and solve --batch's answer.
#pragma once

#include <functional>
#include <initializer_list>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/args.hpp"
#include "base/command.hpp"
#include "games/sliding/backend.hpp"
#include "ninegrid/sliding/board.hpp"
#include "ninegrid/sliding/moves.hpp"

namespace ninegrid::sliding {

// A board of `size` given on the command line; throws base::UsageError "WHAT 'TEXT': problem",
// in `lang`, on bad text. `what` names it in `lang` ("start board").
Board board_argument(const std::string& text, std::string_view what, Size size, base::Lang lang);

// How a sliding puzzle's play command says what it refuses, in the language asked.
struct PlayWords {
    std::string what_start;  // a bad --start's name, as board_argument() takes it
    std::string what_goal;
    // A start that cannot reach the goal, in the game's words: `why` is the parity's explanation.
    std::function<std::string(const Board& start, const Board& goal, const std::string& why)>
        unreachable;
};

// A game's say() (its messages.hpp): message `m` in `lang`, filled in.
template <class Msg>
using SayFunction = std::string (*)(
    Msg m, base::Lang lang, std::initializer_list<std::pair<std::string_view, std::string>>);

// PlayWords from a game's catalogue: its names of the start and the goal, and its message for a
// start that cannot reach the goal ({start} {goal} {why}), with the boards as `print` writes
// them (to_inline, to_compact).
template <class Msg>
PlayWords play_words(SayFunction<Msg> say, Msg what_start, Msg what_goal, Msg unreachable,
                     std::string (*print)(const Board&), base::Lang lang) {
    return {say(what_start, lang, {}), say(what_goal, lang, {}),
            [=](const Board& start, const Board& goal, const std::string& why) {
                return say(unreachable, lang,
                           {{"start", print(start)}, {"goal", print(goal)}, {"why", why}});
            }};
}

// The boards a play command was given.
struct PlayBoards {
    Board goal;
    std::optional<Board> start;
};

// --goal (else the usual goal of `size`) and --start as boards of `size`. Throws
// base::UsageError for a board that is none, or a start that is already the goal. A start that
// cannot reach the goal is said on `err` ("ninegrid: ...") and gives nothing: the command exits
// with kExitNo.
std::optional<PlayBoards> play_boards(const base::Args& args, Size size, const PlayWords& words,
                                      base::Lang lang, std::ostream& err);

// Plays `game` (with the boards play_boards() read) as the game `name` after the options every
// sliding puzzle's play takes: `level` (--level's value, or another option's that stands for it;
// medium when none), --seed, --tile-keys, and the language of `io`.
int play_game(SlidingBackend& game, std::string_view name, const base::Args& args,
              const std::optional<std::string>& level, bool custom, base::Io io);

// What a play command given words says after "takes no words": how to give a board.
std::string start_advice(base::Lang lang);

// A solved board's line of solve --batch (without --json): "LENGTH MOVES", the blank's moves as
// letters ("3 RRD"), or "0 -" for a board already at the goal.
void append_batch_moves(std::string& out, const std::vector<Move>& moves);

// Every text of this file's catalogue, for the tests that check each in both languages.
std::vector<base::Text> command_word_texts();

}  // namespace ninegrid::sliding
