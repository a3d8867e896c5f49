// SPDX-License-Identifier: MIT
// The 15-puzzle commands' messages to the person at the command line (mistakes in the call, bad
// boards), in English and Simplified Chinese. Machine-readable output (--json) stays English.
#pragma once

#include <string>
#include <vector>

#include "base/lang.hpp"
#include "ninegrid/fifteen/board_text.hpp"
#include "ninegrid/fifteen/solvability.hpp"

namespace ninegrid::fifteen {

using base::Lang;

enum class Msg {
    // solve
    UnknownAlgorithm,  // {algo}
    BadSize,           // {size}
    PdbBeyondSixteen,  // {size}
    NeedsStart,
    OneStart,               // {count}
    Unreachable,            // {start} {goal} {why}
    BuildingTables,         // {tables} {dir}
    BuildingTablesNoCache,  // {tables}
    BuildingTablesFresh,    // {tables}
    BuiltTables,            // {tables} {time}
    TableRefused,           // {file} {problem}
    TableRefusedKept,       // {file} {problem} {tables}
    TablesNotKept,          // {problem}
    CacheUnusable,          // {dir} {problem} {tables}
    TablesBar,              // {tables}: the label of a build's progress line
    TablesWrong,            // {tables}
    TableSetAside,          // {file} {aside}
    TablesStillWrong,       // {tables}
    NoSolution,
    RemovedUnfinished,  // {file} {size}
    RemovedOutdated,    // {file} {size}
    EvictedGoal,        // {goal} {size} {count}
    SlidingEvicted,     // {file} {size} {limit}
    SearchProgress,     // {bound} {nodes}
    BatchProgress,      // {board} {bound} {nodes}
    // tables
    UnknownTableSet,  // {name}
    NoCacheDir,
    TablesAlreadyBuilt,  // {tables}
    CannotKeepTables,    // {dir} {problem}
    CleanWith,           // {option}
    CleanRemoved,        // {count} {size} {dir}
    CleanNothing,        // {dir}
    CleanLive,           // {count}
    CleanFailed,         // {problem}
    CleanUnreadable,     // {dir} {problem}
    TablesHead,          // {goal} {dir}
    TablesNotBuiltSmall,
    TablesNotBuiltLarge,
    TablesFiles,         // {present} {count} {size}
    TablesSound,         // with --verify: every file of the set read and checked
    TablesSpotFail,      // {board} {bound} {length}: the spot check caught an overestimate
    TablesCheckedFail,   // {problem}
    TablesRefusedCount,  // {count}
    TablesIncomplete,
    TablesMissing,        // {file}
    TablesFileProblem,    // {file} {problem}
    TablesDiffer,         // {count} {total}: a table unlike the one built again
    TablesFolderProblem,  // {problem}
    TablesCheckedAside,   // {file} {aside}
    TablesUseLarge,
    TablesUseSmall,
    TablesAllSound,  // {positions} {depth}
    TablesLargeSpot,
    TablesNotSound,  // {tables}
    // tables --size (other sizes than 4x4)
    SizedUnknownSet,    // {name}
    SizedHead,          // {size} {goal} {dir}
    SizedNone,          // {size}
    SizedNotBuilt,      // {name}
    SizedPresent,       // {name} {size}
    SizedUseAll,        // every table there
    SizedUseSome,       // {size}: some missing
    SizedAllSound,      // with --verify
    SizedNotSound,      // {size}
    SizedBuilt,         // {count} {time}
    SizedAlreadyBuilt,  // {size}
    SizedBar,           // {size}
    SizedCannotBuild,   // {dir} {problem}
    // bench
    // boards (sliding::board_argument)
    WhatStart,
    WhatGoal,
    // solve --batch
    BatchWithBoard,  // {word}
    BoardsWithBatch,
    // bench
    KorfWithGoal,
    KorfWithSeed,
    JsonOrMarkdown,
    KorfSize,             // {size}
    KorfWithGoalSized,    // Korf's 50 (5x5) with --goal
    ReferenceNodesSized,  // {size}
    HardWith,             // {option}: --hard with --goal, --seed, --korf, --size, --reference-nodes
    LargeNeeded,          // {option}: --hard or --previous without the 7-8 tables
    PreviousUnknown,      // {name}
    PreviousSized,        // {size}
    Count                 // not a message: how many there are
};

// message(m) in `lang`, filled in.
std::string say(Msg m, Lang lang,
                std::initializer_list<std::pair<std::string_view, std::string>> values = {});

// Every message, for the tests that both languages say the same.
std::vector<base::Text> message_texts();

}  // namespace ninegrid::fifteen
