// ninegrid-perf: ninegrid's solvers against a course-project baseline, same boards, same run.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

#include "baseline.hpp"
#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/distance_table.hpp"
#include "ninegrid/eight/random.hpp"
#include "ninegrid/eight/solver.hpp"

namespace {

using Clock = std::chrono::steady_clock;
using ninegrid::eight::State;

struct Options {
    unsigned astar_boards = 1000;
    unsigned bfs_boards = 100;
    unsigned repeat = 5;
    unsigned seed = 1;
};

void usage_and_exit(const char* problem) {
    std::fprintf(stderr,
                 "ninegrid-perf: %s\n"
                 "usage: ninegrid-perf [--boards N] [--bfs-boards N] [--repeat R] [--seed S] "
                 "[--quick]\n"
                 "  --boards N      boards for A* and table solves (default 1000)\n"
                 "  --bfs-boards N  boards for BFS, the first N of the same ones (default 100)\n"
                 "  --repeat R      runs of each measurement; the fastest counts (default 5)\n"
                 "  --quick         a few boards, once: checks agreement only (used by ctest)\n",
                 problem);
    std::exit(2);
}

Options parse(int argc, char** argv) {
    Options o;
    auto number = [&](int& i) -> unsigned {
        if (i + 1 >= argc) usage_and_exit("an option needs a number");
        char* end = nullptr;
        const unsigned long v = std::strtoul(argv[++i], &end, 10);
        if (*end != '\0' || v == 0 || v > 1000000)
            usage_and_exit("expected a number from 1 to 1000000");
        return static_cast<unsigned>(v);
    };
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--boards")
            o.astar_boards = number(i);
        else if (a == "--bfs-boards")
            o.bfs_boards = number(i);
        else if (a == "--repeat")
            o.repeat = number(i);
        else if (a == "--seed")
            o.seed = number(i);
        else if (a == "--quick")
            o = Options{20, 3, 1, o.seed};
        else
            usage_and_exit(("unknown argument " + a).c_str());
    }
    o.bfs_boards = std::min(o.bfs_boards, o.astar_boards);
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

std::string duration(double ns) {
    char buf[32];
    if (ns < 1e3)
        std::snprintf(buf, sizeof buf, "%.0f ns", ns);
    else if (ns < 1e6)
        std::snprintf(buf, sizeof buf, "%.1f us", ns / 1e3);
    else
        std::snprintf(buf, sizeof buf, "%.2f ms", ns / 1e6);
    return buf;
}

int mismatches = 0;

void check(bool ok, const char* what, const State& board) {
    if (ok) return;
    if (++mismatches <= 10) {
        std::fprintf(stderr, "MISMATCH (%s) on %s\n", what,
                     ninegrid::eight::to_compact(board).c_str());
    }
}

void row(const char* name, double base_ns, double ours_ns, const char* target, bool met) {
    std::printf("%-30s %12s %12s %9.1fx   %-8s %s\n", name, duration(base_ns).c_str(),
                duration(ours_ns).c_str(), base_ns / ours_ns, target, met ? "met" : "NOT MET");
}

}  // namespace

int main(int argc, char** argv) {
    const Options opt = parse(argc, argv);
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
    std::printf("%-30s %12s %12s %10s   %s\n", "", "baseline", "ninegrid", "speed-up", "target");
    row("A* Manhattan, per board", astar_base / n, astar_ours / n, ">= 25x",
        astar_base / astar_ours >= 25);
    char label[64];
    std::snprintf(label, sizeof label, "BFS, per board (%u boards)", opt.bfs_boards);
    row(label, bfs_base / nb, bfs_ours / nb, ">= 20x", bfs_base / bfs_ours >= 20);
    row("whole space: BFS vs table", space_base, space_ours, ">= 40x",
        space_base / space_ours >= 40);
    std::printf("%-30s %12s %12s %10s   %-8s %s\n", "table solve, per board", "-",
                duration(table_solve).c_str(), "-", "< 1 us",
                table_solve < 1000 ? "met" : "NOT MET");
    std::printf(
        "\nA* expanded per board: baseline %.1f, ninegrid %.1f (same algorithm and order of "
        "ties)\n",
        static_cast<double>(base_expanded) / n, static_cast<double>(ours_expanded) / n);
    std::printf("A* time per expanded board: baseline %s, ninegrid %s\n",
                duration(astar_base / static_cast<double>(base_expanded)).c_str(),
                duration(astar_ours / static_cast<double>(ours_expanded)).c_str());
    if (mismatches > 0) {
        std::printf("\n%d MISMATCHES: the solvers disagree (see stderr)\n", mismatches);
        return 1;
    }
    std::printf(
        "\nAll answers agree with the distance table: %u A*, %u BFS, %zu whole-space distances.\n",
        opt.astar_boards, opt.bfs_boards, space.size());
    return 0;
}
