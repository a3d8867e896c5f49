// SPDX-License-Identifier: MIT
// ninegrid-perf: ninegrid's solvers against a course-project baseline, same boards, same run.
#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "baseline.hpp"
#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/distance_table.hpp"
#include "ninegrid/eight/random.hpp"
#include "ninegrid/eight/solver.hpp"
#include "processes.hpp"
#include "report.hpp"

#if defined(__linux__)
#include <sched.h>
#endif

namespace {

using Clock = std::chrono::steady_clock;
using ninegrid::eight::State;
using perf::duration;
using perf::row;
using perf::times;

struct Options {
    unsigned astar_boards = 1000;
    unsigned bfs_boards = 100;
    unsigned repeat = 5;
    unsigned seed = 1;
};

const char* const kUsage =
    "usage: ninegrid-perf [--boards N] [--bfs-boards N] [--repeat R] [--seed S] [--cpu N]\n"
    "                     [--quick]\n"
    "       ninegrid-perf --processes [--boards N] [--table-boards N] [--repeat R] [--seed S]\n"
    "                     [--cpu N] [--ninegrid PATH] [--baseline PATH] [--quick]\n"
    "In one process (the solvers called as functions, the fastest of R runs):\n"
    "  --boards N        boards for A* and table solves (default 1000)\n"
    "  --bfs-boards N    boards for BFS, the first N of the same ones (default 100)\n"
    "As whole processes (--processes; each program started, fed a file, timed to its exit;\n"
    "the median of R runs, baseline and ninegrid alternating):\n"
    "  --boards N        boards for `solve --batch --algo astar` (default 5000; the baseline\n"
    "                    takes a few seconds a run for 5000)\n"
    "  --table-boards N  boards for `solve --batch --algo table` (default 1000000, at most\n"
    "                    10000000)\n"
    "  --ninegrid PATH   the ninegrid program (default: the one this build made)\n"
    "  --baseline PATH   the baseline program (default: this build's ninegrid-baseline)\n"
    "  With the defaults a run takes about a minute on a quiet machine.\n"
    "Both:\n"
    "  --repeat R        runs of each measurement (default 5)\n"
    "  --seed S          the random boards' seed (default 1)\n"
    "  --cpu N           run on processor N only, and so do the programs it starts (Linux):\n"
    "                    the cores of a virtual machine can differ in speed from run to run\n"
    "  --quick           a few boards, once: checks agreement only (used by ctest)\n";

[[noreturn]] void usage_and_exit(const std::string& problem) {
    std::fprintf(stderr, "ninegrid-perf: %s\n%s", problem.c_str(), kUsage);
    std::exit(2);
}

// The command line as given: what was not given takes the default of the mode and of --quick.
struct Arguments {
    bool processes = false;
    bool quick = false;
    std::optional<unsigned> boards, bfs_boards, table_boards, repeat, cpu;
    unsigned seed = 1;
    std::optional<std::string> ninegrid, baseline;
};

Arguments parse(int argc, char** argv) {
    Arguments a;
    auto value = [&](int& i) -> std::string {
        if (i + 1 >= argc) usage_and_exit(std::string(argv[i]) + " needs a value");
        ++i;
        return argv[i];
    };
    auto number = [&](int& i, unsigned long least, unsigned long most) -> unsigned {
        const std::string option = argv[i];
        const std::string text = value(i);
        char* end = nullptr;
        errno = 0;
        const unsigned long v = std::strtoul(text.c_str(), &end, 10);
        if (text.empty() || text[0] == '-' || *end != '\0' || errno != 0 || v < least || v > most) {
            usage_and_exit(option + " expects a number from " + std::to_string(least) + " to " +
                           std::to_string(most) + ", not \"" + text + "\"");
        }
        return static_cast<unsigned>(v);
    };
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::fputs(kUsage, stdout);
            std::exit(0);
        } else if (arg == "--processes") {
            a.processes = true;
        } else if (arg == "--quick") {
            a.quick = true;
        } else if (arg == "--boards") {
            a.boards = number(i, 1, 1000000);
        } else if (arg == "--bfs-boards") {
            a.bfs_boards = number(i, 1, 1000000);
        } else if (arg == "--table-boards") {
            a.table_boards = number(i, 1, 10000000);
        } else if (arg == "--repeat") {
            a.repeat = number(i, 1, 1000);
        } else if (arg == "--seed") {
            a.seed = number(i, 1, 4294967295UL);
        } else if (arg == "--cpu") {
            a.cpu = number(i, 0, 1023);  // whether the processor exists, the system says
        } else if (arg == "--ninegrid") {
            a.ninegrid = value(i);
        } else if (arg == "--baseline") {
            a.baseline = value(i);
        } else {
            usage_and_exit("unknown argument \"" + arg + "\"");
        }
    }
    if (a.processes && a.bfs_boards) {
        usage_and_exit("--bfs-boards is for the in-process measurement, not with --processes");
    }
    if (!a.processes && a.table_boards) usage_and_exit("--table-boards needs --processes");
    if (!a.processes && a.ninegrid) usage_and_exit("--ninegrid needs --processes");
    if (!a.processes && a.baseline) usage_and_exit("--baseline needs --processes");
    return a;
}

Options in_process_options(const Arguments& a) {
    Options o;
    o.astar_boards = a.boards.value_or(a.quick ? 20 : 1000);
    o.bfs_boards = std::min(a.bfs_boards.value_or(a.quick ? 3 : 100), o.astar_boards);
    o.repeat = a.repeat.value_or(a.quick ? 1 : 5);
    o.seed = a.seed;
    return o;
}

perf::ProcessOptions process_options(const Arguments& a) {
    perf::ProcessOptions o;
    o.astar_boards = a.boards.value_or(a.quick ? 20 : 5000);
    o.table_boards = a.table_boards.value_or(a.quick ? 200 : 1000000);
    o.repeat = a.repeat.value_or(a.quick ? 1 : 5);
    o.seed = a.seed;
    o.quick = a.quick;
    o.ninegrid = a.ninegrid.value_or(NINEGRID_PERF_NINEGRID);
    o.baseline = a.baseline.value_or(NINEGRID_PERF_BASELINE);
    return o;
}

// The fastest of `repeat` runs of `work`, in nanoseconds.
double fastest(unsigned repeat, const std::function<void()>& work) {
    double best = 1e300;
    for (unsigned r = 0; r < repeat; ++r) {
        const auto t0 = Clock::now();
        work();
        best = std::min(best, std::chrono::duration<double, std::nano>(Clock::now() - t0).count());
    }
    return best;
}

int mismatches = 0;

void check(bool ok, const char* what, const State& board) {
    if (ok) return;
    if (++mismatches <= 10) {
        std::fprintf(stderr, "MISMATCH (%s) on %s\n", what,
                     ninegrid::eight::to_compact(board).c_str());
    }
}

// Keeps this process, and the programs it starts, on processor `cpu`.
void pin_to(unsigned cpu) {
#if defined(__linux__)
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(static_cast<std::size_t>(cpu), &set);
    if (sched_setaffinity(0, sizeof set, &set) != 0) {
        usage_and_exit("--cpu " + std::to_string(cpu) + ": " + std::strerror(errno));
    }
#else
    (void)cpu;
    usage_and_exit("--cpu works on Linux only");
#endif
}

}  // namespace

int main(int argc, char** argv) {
    const Arguments args = parse(argc, argv);
    if (args.cpu) pin_to(*args.cpu);
    if (args.processes) return perf::run_processes(process_options(args));
    const Options opt = in_process_options(args);
    const State goal;
    ninegrid::eight::Rng rng(opt.seed);
    std::vector<State> boards;
    for (unsigned i = 0; i < opt.astar_boards; ++i)
        boards.push_back(ninegrid::eight::random_solvable(goal, rng));
    const std::vector<State> bfs_boards(boards.begin(), boards.begin() + opt.bfs_boards);

    const ninegrid::eight::DistanceTable table(goal);  // the reference for every length below

    // A*: the same algorithm, tie-breaking and lazy deletion on both sides.
    ninegrid::eight::AStarSolver astar;
    std::uint64_t base_expanded = 0, ours_expanded = 0;
    for (const State& b : boards) {
        const auto base = baseline::astar(b, goal);
        const auto ours = astar.solve(b, goal);
        base_expanded += base.expanded;
        ours_expanded += ours.stats.expanded;
        const int want = table.distance(b);
        check(base.moves && static_cast<int>(base.moves->size()) == want, "baseline A* length", b);
        check(ours.length() == want, "A* length", b);
        check(ninegrid::eight::replay(b, ours.moves) == goal, "A* moves", b);
    }
    const double astar_base = fastest(opt.repeat, [&] {
        for (const State& b : boards)
            baseline::astar(b, goal);
    });
    const double astar_ours = fastest(opt.repeat, [&] {
        for (const State& b : boards)
            astar.solve(b, goal);
    });

    // BFS from each start until the goal.
    ninegrid::eight::BfsSolver bfs;
    for (const State& b : bfs_boards) {
        const auto base = baseline::bfs(b, goal);
        const auto ours = bfs.solve(b, goal);
        check(base.moves && static_cast<int>(base.moves->size()) == table.distance(b),
              "baseline BFS length", b);
        check(ours.length() == table.distance(b), "BFS length", b);
        check(ninegrid::eight::replay(b, ours.moves) == goal, "BFS moves", b);
    }
    const double bfs_base = fastest(opt.repeat, [&] {
        for (const State& b : bfs_boards)
            baseline::bfs(b, goal);
    });
    const double bfs_ours = fastest(opt.repeat, [&] {
        for (const State& b : bfs_boards)
            bfs.solve(b, goal);
    });

    // The whole space from the goal: the baseline's BFS to exhaustion against the table.
    const auto space = baseline::whole_space(goal);
    check(space.size() == table.reachable(), "whole-space size", goal);
    for (const auto& [board, visit] : space) {
        check(visit.depth == table.distance(State(board.cells)), "whole-space distance",
              State(board.cells));
    }
    const double space_base = fastest(opt.repeat, [&] { baseline::whole_space(goal); });
    const double space_ours = fastest(opt.repeat, [&] { ninegrid::eight::DistanceTable t(goal); });

    // Solving from the table: many passes over the boards, per board.
    for (const State& b : boards)
        check(ninegrid::eight::replay(b, table.solve(b).moves) == goal, "table moves", b);
    const unsigned passes = std::max(1U, 200000U / opt.astar_boards);
    const double table_solve = fastest(opt.repeat,
                                       [&] {
                                           for (unsigned p = 0; p < passes; ++p) {
                                               for (const State& b : boards)
                                                   table.solve(b);
                                           }
                                       }) /
                               (static_cast<double>(passes) * static_cast<double>(boards.size()));

    const double n = static_cast<double>(boards.size());
    const double nb = static_cast<double>(bfs_boards.size());
    std::printf(
        "ninegrid-perf: %u uniformly random solvable boards (seed %u), goal %s, fastest of %u "
        "runs\n\n",
        opt.astar_boards, opt.seed, ninegrid::eight::to_compact(goal).c_str(), opt.repeat);
    perf::header();
    const auto pair_row = [](const std::string& name, double base_ns, double ours_ns,
                             const char* target, double wanted) {
        row(name, duration(base_ns), duration(ours_ns), times(base_ns / ours_ns), target,
            base_ns / ours_ns >= wanted);
    };
    pair_row("A* Manhattan, per board", astar_base / n, astar_ours / n, ">= 25x", 25);
    const double base_per_expansion = astar_base / static_cast<double>(base_expanded);
    const double ours_per_expansion = astar_ours / static_cast<double>(ours_expanded);
    row("A* per expansion", duration(base_per_expansion), duration(ours_per_expansion),
        times(base_per_expansion / ours_per_expansion), "<= 25 ns", ours_per_expansion <= 25);
    pair_row("BFS, per board (" + std::to_string(opt.bfs_boards) + " boards)", bfs_base / nb,
             bfs_ours / nb, ">= 30x", 30);
    pair_row("whole space: BFS vs table", space_base, space_ours, ">= 40x", 40);
    row("table solve, per board", "-", duration(table_solve), "-", "< 1 us", table_solve < 1000);
    std::printf(
        "\nA* expanded per board: baseline %.1f, ninegrid %.1f (same algorithm and order of "
        "ties)\n",
        static_cast<double>(base_expanded) / n, static_cast<double>(ours_expanded) / n);
    if (mismatches > 0) {
        std::printf("\n%d MISMATCHES: the solvers disagree (see stderr)\n", mismatches);
        return 1;
    }
    std::printf(
        "\nAll answers agree with the distance table: %u A*, %u BFS, %zu whole-space distances.\n",
        opt.astar_boards, opt.bfs_boards, space.size());
    return 0;
}
