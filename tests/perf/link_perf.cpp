// SPDX-License-Identifier: MIT
// ninegrid-link-perf: the link engine measured against the course-material baseline in the same
// run (pair test, full hint), and its solver and generator on random deals.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <string>
#include <vector>

#include "base/rng.hpp"
#include "base/stats.hpp"
#include "ninegrid/link/baseline.hpp"
#include "ninegrid/link/board_text.hpp"
#include "ninegrid/link/generate.hpp"
#include "ninegrid/link/hint.hpp"
#include "ninegrid/link/path.hpp"
#include "ninegrid/link/solver.hpp"

using ninegrid::base::median;
using ninegrid::base::percentile;

namespace {

using Clock = std::chrono::steady_clock;
using ninegrid::base::Rng;
using ninegrid::base::uniform_below;
using ninegrid::link::Board;
using ninegrid::link::Point;
using ninegrid::link::Rules;

struct Options {
    unsigned boards = 100;
    unsigned repeat = 5;
    unsigned seed = 1;
    bool quick = false;
    bool solver_only = false;
    std::uint64_t budget = ninegrid::link::kDefaultBudget;
};

[[noreturn]] void usage_and_exit(const char* problem) {
    std::fprintf(stderr,
                 "ninegrid-link-perf: %s\n"
                 "usage: ninegrid-link-perf [--boards N] [--repeat R] [--seed S] [--budget B]\n"
                 "                          [--solver] [--quick]\n"
                 "  --boards N  deals per measurement (default 100)\n"
                 "  --repeat R  runs of each path timing; the fastest counts (default 5)\n"
                 "  --budget B  solver budget in positions (default 1000000)\n"
                 "  --solver    only the solver and generator measurements\n"
                 "  --quick     a few boards, once, small budget: checks agreement (ctest)\n",
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
            o.boards = number(i);
        else if (a == "--repeat")
            o.repeat = number(i);
        else if (a == "--seed")
            o.seed = number(i);
        else if (a == "--quick")
            o = Options{4, 1, o.seed, true, false, 20000};
        else if (a == "--solver")
            o.solver_only = true;
        else if (a == "--budget")
            o.budget = number(i);
        else
            usage_and_exit(("unknown argument " + a).c_str());
    }
    return o;
}

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

void check(bool ok, const char* what, const Board& board) {
    if (ok) return;
    if (++mismatches <= 10) {
        std::fprintf(stderr, "MISMATCH (%s) on\n%s", what,
                     ninegrid::link::board_text(board).c_str());
    }
}

void row(const char* name, double base_ns, double ours_ns, double target) {
    std::printf("%-34s %12s %12s %9.1fx   >= %4.0fx %s\n", name, duration(base_ns).c_str(),
                duration(ours_ns).c_str(), base_ns / ours_ns, target,
                base_ns / ours_ns >= target ? "met" : "NOT MET");
}

// A full rows x cols board, `kinds` kinds the same number of times each, then `cleared` tiles
// removed in random pairs of one kind.
Board random_deal(Rng& rng, int rows, int cols, int kinds, int cleared) {
    std::vector<int> tiles;
    for (int i = 0; i < rows * cols; ++i)
        tiles.push_back(1 + i % kinds);
    for (std::size_t i = tiles.size(); i > 1; --i)
        std::swap(tiles[i - 1], tiles[uniform_below(rng, static_cast<std::uint32_t>(i))]);
    Board b(rows, cols);
    for (int i = 0; i < rows * cols; ++i)
        b.set(Point{i / cols, i % cols}, tiles[static_cast<std::size_t>(i)]);
    ninegrid::link::remove_random_pairs(b, rows * cols - cleared, rng);
    return b;
}

struct PairCase {
    const Board* board;
    Point a, b;
};

void measure_paths(const Options& opt, Rng& rng) {
    const Rules rules;
    std::vector<Board> half;
    for (unsigned i = 0; i < opt.boards; ++i)
        half.push_back(random_deal(rng, 8, 18, 36, 72));
    std::vector<PairCase> cases;
    for (const Board& b : half)
        for (int i = 0; i < 144; ++i)
            for (int j = i + 1; j < 144; ++j) {
                const Point p{i / 18, i % 18};
                const Point q{j / 18, j % 18};
                if (b.at(p) != 0 && b.at(p) == b.at(q)) cases.push_back(PairCase{&b, p, q});
            }
    ninegrid::link::PathFinder finder;
    int connected = 0;
    for (const PairCase& c : cases) {
        const auto fast = ninegrid::link::connect(*c.board, c.a, c.b, rules);
        const auto reference = finder.connect(*c.board, c.a, c.b, rules);
        const int turns = ninegrid::link::baseline::turns_between(*c.board, c.a, c.b, rules);
        check(fast.has_value() == reference.has_value() && (!fast || *fast == *reference),
              "fast and reference paths", *c.board);
        check((fast ? fast->turns() : -1) == turns, "fast and baseline turns", *c.board);
        connected += fast ? 1 : 0;
    }
    std::printf("pair test: %zu same-kind pairs on %u half-cleared 8x18 boards, %d connect\n",
                cases.size(), opt.boards, connected);
    int sink = 0;
    const double n = static_cast<double>(cases.size());
    const double base = fastest(opt.repeat, [&] {
        for (const PairCase& c : cases)
            sink += ninegrid::link::baseline::turns_between(*c.board, c.a, c.b, rules);
    });
    const double fast = fastest(opt.repeat, [&] {
        for (const PairCase& c : cases)
            sink += ninegrid::link::connect(*c.board, c.a, c.b, rules).has_value();
    });
    const double reference = fastest(opt.repeat, [&] {
        for (const PairCase& c : cases)
            sink += finder.connect(*c.board, c.a, c.b, rules).has_value();
    });
    std::printf("%-34s %12s %12s %10s   %s\n", "", "baseline", "ours", "ratio", "target");
    row("pair test (fast), per pair", base / n, fast / n, 20);
    row("pair test (reference BFS), per pair", base / n, reference / n, 1);

    std::vector<Board> full;
    for (unsigned i = 0; i < opt.boards; ++i)
        full.push_back(random_deal(rng, 8, 18, 36, 0));
    std::size_t pairs = 0;
    for (const Board& b : full) {
        const auto ours = ninegrid::link::all_pairs(b, rules);
        const auto theirs = ninegrid::link::baseline::all_pairs(b, rules);
        check(ours.size() == theirs.size(), "hint sizes", b);
        pairs += ours.size();
    }
    const double hint_base = fastest(opt.repeat, [&] {
        for (const Board& b : full)
            sink += static_cast<int>(ninegrid::link::baseline::all_pairs(b, rules).size());
    });
    const double hint_fast = fastest(opt.repeat, [&] {
        for (const Board& b : full)
            sink += static_cast<int>(ninegrid::link::all_pairs(b, rules).size());
    });
    const double m = static_cast<double>(full.size());
    std::printf("full hint: %u full 8x18 boards (36 kinds x 4), %.1f pairs each\n", opt.boards,
                static_cast<double>(pairs) / m);
    row("full hint, per board", hint_base / m, hint_fast / m, 50);
    if (sink == 42) std::printf(" ");
}

// Wall-clock and processor time of one call, in milliseconds (the processor time is what to
// compare on a machine shared with other work).
struct Timing {
    double wall_ms;
    double cpu_ms;
};

template <class F>
Timing timed(F&& work) {
    const auto t0 = Clock::now();
    const std::clock_t c0 = std::clock();
    work();
    const std::clock_t c1 = std::clock();
    return Timing{std::chrono::duration<double, std::milli>(Clock::now() - t0).count(),
                  1000.0 * static_cast<double>(c1 - c0) / CLOCKS_PER_SEC};
}

const char* rules_name(const Rules& rules) {
    return rules.gravity ? (rules.border ? "ring, gravity" : "no ring, gravity")
                         : (rules.border ? "ring" : "no ring");
}

void measure_solver(const Options& opt, Rng& rng, int rows, int cols, const Rules& rules) {
    ninegrid::link::Solver solver;
    int solved = 0, unsolvable = 0, unknown = 0, blocked = 0, greedy = 0;
    std::vector<double> wall, cpu, node_counts;
    for (unsigned i = 0; i < opt.boards; ++i) {
        const Board b = *ninegrid::link::deal(rows, cols, rows * cols / 4, rng, rules).board;
        ninegrid::link::Solution s;
        const Timing t = timed([&] { s = solver.solve(b, rules, opt.budget); });
        wall.push_back(t.wall_ms);
        cpu.push_back(t.cpu_ms);
        node_counts.push_back(static_cast<double>(s.nodes));
        greedy += ninegrid::link::greedy_play(b, rules).cleared ? 1 : 0;
        if (s.result == ninegrid::link::Verdict::Solved) {
            ++solved;
            const auto replayed = ninegrid::link::replay(b, rules, s.removals);
            check(replayed.ok && replayed.board.empty(), "replay", b);
        } else if (s.result == ninegrid::link::Verdict::Unsolvable) {
            ++unsolvable;
            blocked += s.reason.kind == ninegrid::link::Reason::Kind::Blocked;
        } else {
            ++unknown;
        }
    }
    std::printf(
        "solve %dx%d (%s), %u deals, budget %llu: solved %d, unsolvable %d (%d blocked at the "
        "start), unknown %d: decided %.0f%%; greedy clears %d\n"
        "    per solve: median %.2f ms (cpu %.2f), p90 %.1f ms, worst %.0f ms (cpu %.0f); nodes "
        "median %.0f, worst %.0f\n",
        rows, cols, rules_name(rules), opt.boards, static_cast<unsigned long long>(opt.budget),
        solved, unsolvable, blocked, unknown, 100.0 * (solved + unsolvable) / opt.boards, greedy,
        median(wall), median(cpu), percentile(wall, 0.9),
        *std::max_element(wall.begin(), wall.end()), *std::max_element(cpu.begin(), cpu.end()),
        median(node_counts), *std::max_element(node_counts.begin(), node_counts.end()));
}

void measure_generation(const Options& opt, Rng& rng, int rows, int cols, const Rules& rules) {
    std::vector<double> wall, cpu, attempts;
    int failed = 0;
    ninegrid::link::DealOptions options;
    options.solvable = true;
    for (unsigned i = 0; i < opt.boards; ++i) {
        ninegrid::link::DealResult d;
        const Timing t = timed(
            [&] { d = ninegrid::link::deal(rows, cols, rows * cols / 4, rng, rules, options); });
        wall.push_back(t.wall_ms);
        cpu.push_back(t.cpu_ms);
        attempts.push_back(d.attempts);
        if (!d) {
            ++failed;
            continue;
        }
        const auto replayed = ninegrid::link::replay(*d.board, rules, d.order);
        check(replayed.ok && replayed.board.empty(), "solvable deal replay", *d.board);
    }
    std::printf(
        "generate --solvable %dx%d (%s), %u boards: median %.1f ms (cpu %.1f), p90 %.1f ms, "
        "worst %.0f ms; attempts mean %.2f; failed %d\n",
        rows, cols, rules_name(rules), opt.boards, median(wall), median(cpu), percentile(wall, 0.9),
        *std::max_element(wall.begin(), wall.end()),
        [&] {
            double sum = 0;
            for (double a : attempts)
                sum += a;
            return sum / static_cast<double>(attempts.size());
        }(),
        failed);
}

}  // namespace

int main(int argc, char** argv) {
    const Options opt = parse(argc, argv);
    Rng rng(opt.seed);
    if (!opt.solver_only) measure_paths(opt, rng);
    for (bool gravity : {false, true}) {
        measure_solver(opt, rng, 8, 18, Rules{true, gravity});
        measure_solver(opt, rng, 9, 16, Rules{true, gravity});
    }
    for (bool gravity : {false, true})
        measure_generation(opt, rng, 8, 18, Rules{true, gravity});
    if (mismatches > 0) {
        std::fprintf(stderr, "%d mismatches\n", mismatches);
        return 1;
    }
    return 0;
}
