// SPDX-License-Identifier: MIT
// ninegrid-perf --processes: ninegrid and the baseline program timed as whole processes.
#pragma once

#include <string>

namespace perf {

struct ProcessOptions {
    unsigned astar_boards = 5000;
    unsigned table_boards = 1000000;
    unsigned repeat = 5;
    unsigned seed = 1;
    bool quick = false;    // check agreement only: no timings printed
    std::string ninegrid;  // the programs run, as given to posix_spawnp
    std::string baseline;
};

// Writes the boards, runs each pair of programs `repeat` times interleaved, checks that their
// answers agree with each other and with the distance table, and prints the medians against
// the targets. Returns the exit status: 0, or 1 when a program failed or the answers disagree.
int run_processes(const ProcessOptions& options);

}  // namespace perf
