// SPDX-License-Identifier: MIT
// The link commands' messages to the person at the command line (mistakes in the call, bad board
// files, deals that cannot be made), in English and Simplified Chinese. Machine-readable output
// (--json, the lines of solve and hint) stays English, as the engine words it.
#pragma once

#include <string>
#include <vector>

#include "base/lang.hpp"
#include "ninegrid/link/board_text.hpp"
#include "ninegrid/link/generate.hpp"

namespace ninegrid::link {

using base::Lang;

enum class Msg {
    // the call
    BothBorders,
    UnknownSize,  // {size} {sizes}
    NeedsBoard,   // {command}
    OneBoard,     // {command} {count}
    // board files
    StandardInput,
    NoSuchFile,     // {file}
    CannotRead,     // {reason}
    InputTooLarge,  // {file} {max}
    InFile,         // {file} {problem}
    BoardEmpty,
    BoardBadChar,         // {line} {column} {char}
    BoardLowerCase,       // {line} {column} {char}: a lower-case letter, no kind
    BoardRowLength,       // {line} {count} {expected}
    BoardTooManyColumns,  // {line} {count} {max}
    BoardTooManyRows,     // {line} {max}
    // deals
    DealBadSize,       // {rows} {cols} {max}
    DealOddCells,      // {rows} {cols} {cells}
    DealNoKinds,       // {hint}
    DealTooManyKinds,  // {kinds} {max} {hint}
    DealTooFewCells,   // {rows} {cols} {cells} {kinds} {hint}
    DealUnbalanced,    // {rows} {cols} {cells} {kinds} {hint}
    DealNoClearable,   // {rows} {cols} {kinds} {attempts} {unknown}
    DealTry,           // {kinds}
    ListOr,
    // play
    PlaySizeAndLevel,     // {level} {size}
    PlayBoardWith,        // {board} {option}
    TilesName,            // how a --tiles board is named in its errors
    GameIdTilesName,      // ... and one a game ID gave (--game ABBA/C..C)
    PlayBoardEmpty,       // {file}
    PlayBoardNoTerminal,  // --board -: the keys have no terminal to come from
    PlayOddKind,          // {file} {tile} {count}
    // long runs
    SolveLong,         // {budget} {time} {rows} {cols} {tests} {memory}
    StatsLong,         // {count} {rows} {cols} {kinds} {time} {each} {fits}
    ProgressSolve,     // the progress line's label
    ProgressSolved,    // {nodes} {memory}
    ProgressStats,     //
    ProgressDeals,     // {done} {count} {left}
    ProgressGenerate,  //
    ProgressAttempt,   // {attempt} {max}
    ProgressBench,     //
    ProgressStep,      // {step} {steps} {what}
    Second,            // {n}: 1
    Seconds,           // {n}
    Minutes,           // {n}
    Hours,             // {n}
    Days,              // {n}
    Years,             // {n}
    Count              // not a message: how many there are
};

const base::Text& message(Msg m) noexcept;
// message(m) in `lang`, filled in.
std::string say(Msg m, Lang lang,
                std::initializer_list<std::pair<std::string_view, std::string>> values = {});

// Every message, for the tests that both languages say the same.
std::vector<base::Text> message_texts();

// What is wrong with a board file, in `lang`; in English, the engine's own words.
std::string board_problem_text(const BoardParse& parse, Lang lang);

// Why a deal cannot be made, in `lang`; in English, the engine's own words.
std::string deal_problem_text(const DealProblem& problem, Lang lang);

// A long time, roughly: "40 seconds", "3 minutes", "5 hours", "23 days", "4 years" (a whole
// number of the largest unit that gives at least 2, seconds below 90).
std::string rough_duration(double seconds, Lang lang);

}  // namespace ninegrid::link
