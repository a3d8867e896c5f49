// SPDX-License-Identifier: MIT
// The 8-puzzle commands' messages to the person at the command line (mistakes in the call, bad
// boards), in English and Simplified Chinese. Machine-readable output (--json, --csv, the
// "error: ..." lines of solve --batch) stays English, as the engine words it.
#pragma once

#include <string>
#include <vector>

#include "base/lang.hpp"

namespace ninegrid::eight {

using base::Lang;

enum class Msg {
    // play
    DifficultyTwice,
    StartUnreachable,  // {start} {goal} {why}
    // solve
    UnknownAlgorithm,  // {algo}
    UnknownHeuristic,  // {heuristic}
    HeuristicNeedsAstar,
    WeightNeedsWastar,
    BadWeight,       // {value}
    BatchWithBoard,  // {word}
    BoardsWithBatch,
    NeedsStart,
    OneStart,  // {count}
    LimitNeedsTrace,
    TraceWithBatch,
    TraceWithTable,
    // stats
    StatsGoalAdvice,
    // bench
    BenchSeedAdvice,
    BenchBadLevel,   // {level}
    UnknownInAlgos,  // {name}
    AlgosChoices,
    AlgosTwice,  // {name}
    AlgosEmpty,
    BenchWeightNeedsWastar,
    OneFormat,
    SvgNoName,
    // boards (sliding::board_argument)
    WhatStart,
    WhatGoal,
    Count  // not a message: how many there are
};

const base::Text& message(Msg m) noexcept;
// message(m) in `lang`, filled in.
std::string say(Msg m, Lang lang,
                std::initializer_list<std::pair<std::string_view, std::string>> values = {});

// Every message, for the tests that both languages say the same.
std::vector<base::Text> message_texts();

}  // namespace ninegrid::eight
