// SPDX-License-Identifier: MIT
// `ninegrid fifteen bench --size WxH`: a sliding puzzle of any size but 4x4 (whose solvers have
// the bench of bench_command.cpp) on random solvable positions, or the 5x5 on Korf's 50, through
// the solver `fifteen solve --size WxH` uses (solve_sized), each answer replayed and checked and
// its length set against a lower bound (Manhattan distance plus linear conflict) or the
// published optimum.
#include <algorithm>
#include <cstdio>
#include <optional>
#include <ostream>

#include "base/args.hpp"
#include "base/json.hpp"
#include "base/progress.hpp"
#include "base/rng.hpp"
#include "base/stats.hpp"
#include "base/text.hpp"
#include "base/version.hpp"
#include "games/fifteen/bench.hpp"
#include "games/fifteen/commands.hpp"
#include "ninegrid/sliding/board_text.hpp"
#include "ninegrid/sliding/deal.hpp"
#include "ninegrid/sliding/ida.hpp"
#include "ninegrid/sliding/korf24.hpp"
#include "ninegrid/sliding/solvability.hpp"

namespace ninegrid::fifteen {

namespace {

using sliding::Size;
using SBoard = sliding::Board;

constexpr std::uint64_t kDefaultCount = 10;
constexpr std::uint64_t kMaxCount = 10000;
constexpr std::uint32_t kDefaultSeed = 1;

// What the command line asked for.
struct SizedSetup {
    Size size;
    bool korf = false;  // Korf's 50 (5x5 only)
    std::size_t count = kDefaultCount;
    std::uint32_t seed = kDefaultSeed;
    SBoard goal = SBoard::goal(Size{});
    bool default_goal = true;
    BenchOutput output;
};

struct SizedPosition {
    int number;     // from 1 (Korf's numbering for his instances)
    SBoard start;   // towards the setup's goal
    int manhattan;  // Manhattan distance
    int bound;      // Manhattan distance + linear conflict: no solution is shorter
    int published;  // Korf's optimal length; -1 for a random position
};

struct SizedRun {
    bool solved = false;
    int length = -1;
    bool optimal = true;  // proven the shortest
    std::uint64_t nodes = 0;
    std::chrono::nanoseconds elapsed{0};
};

// What the lengths and the times add up to, over the positions solved.
struct Figures {
    std::size_t solved = 0;
    std::uint64_t length_sum = 0;
    std::uint64_t against_sum = 0;  // of what each length is set against
    std::uint64_t bound_sum = 0;
    std::uint64_t manhattan_sum = 0;
    double mean_ratio = 0;  // length_sum / against_sum
    double median_ratio = 0, p95_ratio = 0, max_ratio = 0;
    std::uint64_t nodes = 0;
    std::chrono::nanoseconds elapsed{0};
    std::chrono::nanoseconds median{0}, p95{0}, worst{0};
};

struct SizedExperiment {
    std::vector<SizedPosition> positions;
    std::vector<SizedRun> runs;  // [position]
    std::vector<std::string> mismatches;
    std::chrono::nanoseconds setup{0};  // the solver's first use, on a board next to the goal
    bool optimal = true;                // every answer proven the shortest
    Figures figures;
};

// What a length is set against: the published optimum, else the lower bound.
int against(const SizedPosition& p) {
    return p.published >= 0 ? p.published : p.bound;
}

double ratio(int length, int of) {
    return of > 0 ? static_cast<double>(length) / static_cast<double>(of) : 1.0;
}

std::string fixed(double x, int decimals) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, x);
    return buffer;
}

SizedSetup parse_sized_setup(const base::Args& args, Size size, Lang lang) {
    args.no_positionals();
    SizedSetup s;
    s.size = size;
    s.korf = args.has("korf");
    const std::string name = sliding::size_text(size);
    if (s.korf && size != sliding::kKorf24Size)
        throw base::UsageError(say(Msg::KorfSize, lang, {{"size", name}}));
    if (s.korf && args.has("goal")) throw base::UsageError(say(Msg::KorfWithGoalSized, lang));
    if (s.korf && args.has("seed")) throw base::UsageError(say(Msg::KorfWithSeed, lang));
    if (args.has("reference-nodes"))
        throw base::UsageError(say(Msg::ReferenceNodesSized, lang, {{"size", name}}));
    s.output = bench_output(args, lang);
    const std::uint64_t max_count =
        s.korf ? static_cast<std::uint64_t>(sliding::kKorf24InstanceCount) : kMaxCount;
    s.count = static_cast<std::size_t>(
        args.number("count", s.korf ? max_count : kDefaultCount, 1, max_count));
    s.seed = static_cast<std::uint32_t>(args.number("seed", kDefaultSeed, 0, UINT32_MAX));
    s.default_goal = !args.has("goal");
    s.goal = s.default_goal ? SBoard::goal(size)
                            : board_argument(*args.value("goal"), Msg::WhatGoal, size, lang);
    return s;
}

// Korf's first `count` (turned to reach the goal with the blank last), or uniformly random
// solvable positions from the seed.
std::vector<SizedPosition> deal_sized(const SizedSetup& s) {
    std::vector<SizedPosition> positions;
    const auto position = [&](int number, const SBoard& b, int published) {
        const int md = sliding::manhattan(b, s.goal);
        return SizedPosition{number, b, md, md + sliding::linear_conflict(b, s.goal), published};
    };
    if (s.korf) {
        for (std::size_t i = 0; i < s.count; ++i) {
            const sliding::Korf24Instance& k = sliding::korf24_instances()[i];
            const SBoard start = sliding::korf24_board(k);
            positions.push_back(position(k.number, start, k.length));
        }
    } else {
        base::Rng rng(s.seed);
        for (std::size_t i = 0; i < s.count; ++i) {
            const SBoard start = sliding::random_board(s.goal, rng);
            positions.push_back(position(static_cast<int>(i + 1), start, -1));
        }
    }
    return positions;
}

// Solves a position the way `fifteen solve --size` does.
Answer solve_position(const SBoard& start, const SBoard& goal) {
    return solve_sized(start, goal, Algorithm::Pdb, solved_optimally(start.size()));
}

// Why run `r` on `p` is wrong, or nothing: its moves must reach the goal, no answer may be shorter
// than the lower bound or the published optimum, every length has the parity of the Manhattan
// distance (each move changes it by one), and an answer said to be optimal must have the
// published length.
std::optional<std::string> check_run(const SizedSetup& s, const SizedPosition& p, const SizedRun& r,
                                     const std::vector<Move>& moves) {
    const std::string length = std::to_string(r.length) + " moves";
    if (!r.solved) return std::string("no solution found");
    const auto end = sliding::replay(p.start, moves);
    if (!end || *end != s.goal) return length + " that do not reach the goal";
    if (r.length < p.bound)
        return length + ", fewer than its lower bound " + std::to_string(p.bound);
    if (p.published >= 0 && r.length < p.published)
        return length + ", fewer than the published optimum " + std::to_string(p.published);
    if (p.published >= 0 && r.optimal && r.length != p.published)
        return length + " said to be optimal, published " + std::to_string(p.published);
    if ((r.length - p.manhattan) % 2 != 0)
        return length + ", but every solution has the parity of its Manhattan distance " +
               std::to_string(p.manhattan);
    return std::nullopt;
}

Figures add_up_sized(const SizedExperiment& e) {
    Figures f;
    std::vector<double> ratios;
    std::vector<std::chrono::nanoseconds::rep> times;
    for (std::size_t i = 0; i < e.positions.size(); ++i) {
        const SizedRun& r = e.runs[i];
        if (!r.solved) continue;
        const SizedPosition& p = e.positions[i];
        ++f.solved;
        f.length_sum += static_cast<std::uint64_t>(r.length);
        f.against_sum += static_cast<std::uint64_t>(against(p));
        f.bound_sum += static_cast<std::uint64_t>(p.bound);
        f.manhattan_sum += static_cast<std::uint64_t>(p.manhattan);
        f.nodes += r.nodes;
        f.elapsed += r.elapsed;
        ratios.push_back(ratio(r.length, against(p)));
        times.push_back(r.elapsed.count());
    }
    f.mean_ratio = f.against_sum > 0
                       ? static_cast<double>(f.length_sum) / static_cast<double>(f.against_sum)
                       : 1.0;
    f.median_ratio = base::median(ratios);
    f.p95_ratio = base::percentile(ratios, 0.95);
    f.max_ratio = ratios.empty() ? 0 : *std::max_element(ratios.begin(), ratios.end());
    f.median =
        std::chrono::nanoseconds{static_cast<std::chrono::nanoseconds::rep>(base::median(times))};
    f.p95 = std::chrono::nanoseconds{base::percentile(times, 0.95)};
    f.worst =
        std::chrono::nanoseconds{times.empty() ? 0 : *std::max_element(times.begin(), times.end())};
    return f;
}

// The solver's first use (its tables built, when it has any) on a board one move from the goal,
// timed apart; then every position, replayed and checked.
SizedExperiment run_sized(const SizedSetup& s, Io io) {
    SizedExperiment e;
    e.positions = deal_sized(s);
    base::Progress bar(io.err, base::progress_shown(io), "ninegrid fifteen bench:");
    const std::size_t count = e.positions.size();
    const auto done = [&](std::size_t n) {
        bar.update(n, count, std::to_string(n) + '/' + std::to_string(count));
    };
    done(0);
    const SBoard next = s.goal.moved(s.goal.legal_moves().front());
    const auto t0 = std::chrono::steady_clock::now();
    // The bar says how much of the tables' build is done meanwhile (2x8: 15-25 s).
    show_sized_build(bar, [&] { solve_position(next, s.goal); });
    e.setup = std::chrono::steady_clock::now() - t0;
    for (std::size_t i = 0; i < count; ++i) {
        done(i);
        const SizedPosition& p = e.positions[i];
        const Answer a = solve_position(p.start, s.goal);
        SizedRun r{a.solved, a.solved ? static_cast<int>(a.moves.size()) : -1, a.optimal, a.nodes,
                   a.elapsed};
        e.optimal = e.optimal && a.optimal;
        if (const auto wrong = check_run(s, p, r, a.moves)) {
            e.mismatches.push_back((s.korf ? "instance " : "position ") + std::to_string(p.number) +
                                   ": " + *wrong);
        }
        e.runs.push_back(r);
    }
    done(count);
    bar.clear();
    e.figures = add_up_sized(e);
    return e;
}

// The sentences the text and the Markdown share.
struct SizedSummary {
    std::string what;     // the positions
    std::string solver;   // which answers, and the first use's time
    std::string lengths;  // the lengths against what
    std::string times;    // the time per position
    std::string verdict;  // the answers checked
};

SizedSummary summarize_sized(const SizedSetup& s, const SizedExperiment& e, bool utf8) {
    SizedSummary m;
    const std::string size = sliding::size_text(s.size);
    const Figures& f = e.figures;
    const std::string unit = s.korf ? "instance" : "position";
    if (s.korf) {
        m.what = "Korf's 24-puzzle instances 1-" + std::to_string(s.count) +
                 " (Korf & Felner 2002), turned half a turn: the blank last";
    } else {
        m.what = std::to_string(s.count) + " uniformly random solvable " + size + " position" +
                 (s.count == 1 ? "" : "s") + " (seed " + std::to_string(s.seed) + ", goal" +
                 (s.default_goal ? std::string(": the tiles in order and the blank last")
                                 : " " + sliding::to_compact(s.goal)) +
                 ")";
    }
    m.solver = "Solver: the one of ninegrid fifteen solve --size " + size +
               (e.optimal ? ", optimal" : ", near-optimal (not proven the shortest)") +
               ".\nIts first use, one move from the goal, took " +
               base::format_duration(e.setup, utf8) +
               " (any tables it needs read from the cache or built), not counted below.";
    m.lengths = "Lengths: " + std::to_string(f.length_sum) + " moves in all against " +
                std::to_string(f.against_sum) +
                (s.korf ? " (the published optima)" : " (the lower bounds)") + ": mean ratio " +
                fixed(f.mean_ratio, 3) + " (" +
                fixed(f.manhattan_sum > 0
                          ? static_cast<double>(f.length_sum) / static_cast<double>(f.manhattan_sum)
                          : 1.0,
                      3) +
                " to the Manhattan distances alone).\nRatio per " + unit + ": median " +
                fixed(f.median_ratio, 3) + ", p95 " + fixed(f.p95_ratio, 3) + ", max " +
                fixed(f.max_ratio, 3) + ".";
    m.times = "Time per " + unit + ": median " + base::format_duration(f.median, utf8) + ", p95 " +
              base::format_duration(f.p95, utf8) + ", max " + base::format_duration(f.worst, utf8) +
              "; in all " + base::format_duration(f.elapsed, utf8) + " and " +
              std::to_string(f.nodes) + " nodes.";
    m.verdict =
        !e.mismatches.empty()
            ? std::to_string(e.mismatches.size()) + " mismatch" +
                  (e.mismatches.size() == 1 ? "" : "es") + ":"
            : std::string("Every answer reaches the goal, none is shorter than its lower bound") +
                  (s.korf ? " or its published optimum" : "") +
                  ",\nand each length has the parity of its Manhattan distance.";
    return m;
}

void print_sized_text(const SizedSetup& s, const SizedExperiment& e, std::ostream& out) {
    const bool utf8 = base::utf8_locale();
    const SizedSummary m = summarize_sized(s, e, utf8);
    out << "ninegrid fifteen bench --size " << sliding::size_text(s.size) << ": " << m.what
        << "\n\n"
        << m.solver << "\n\n";
    out << (s.korf ? "instance  length  optimum  ratio  bound" : "position  length  bound  ratio")
        << "  optimal        time        nodes\n";
    for (std::size_t i = 0; i < e.positions.size(); ++i) {
        const SizedPosition& p = e.positions[i];
        const SizedRun& r = e.runs[i];
        const std::string length = r.solved ? std::to_string(r.length) : "-";
        const std::string shown_ratio = r.solved ? fixed(ratio(r.length, against(p)), 3) : "-";
        out << pad_left(std::to_string(p.number), 8) << pad_left(length, 8);
        if (s.korf) {
            out << pad_left(std::to_string(p.published), 9) << pad_left(shown_ratio, 7)
                << pad_left(std::to_string(p.bound), 7);
        } else {
            out << pad_left(std::to_string(p.bound), 7) << pad_left(shown_ratio, 7);
        }
        out << pad_left(r.optimal ? "yes" : "no", 9)
            << pad_left(base::format_duration(r.elapsed, utf8), 12)
            << pad_left(std::to_string(r.nodes), 13) << '\n';
    }
    out << "\nbound: Manhattan distance + linear conflict, which no solution undercuts;\nratio: "
           "length / "
        << (s.korf ? "optimum" : "bound") << ".\n\n"
        << m.lengths << '\n'
        << m.times << "\n\n";
    print_text_verdict(out, m.verdict, e.mismatches);
}

void print_sized_markdown(const SizedSetup& s, const SizedExperiment& e, std::ostream& out) {
    const bool utf8 = base::utf8_locale();
    const SizedSummary m = summarize_sized(s, e, utf8);
    std::string command = bench_command_line(
        sliding::size_text(s.size), s.korf ? BenchSet::Korf : BenchSet::Random, s.count, s.seed);
    if (!s.korf && !s.default_goal) command += " --goal " + sliding::to_compact(s.goal);
    command += " --markdown";
    print_markdown_opening(out, command, m.what, m.solver, m.verdict, e.mismatches);
    const Figures& f = e.figures;
    out << "\n| solved | optimal | length (sum) | " << (s.korf ? "optimum" : "bound")
        << " (sum) | mean ratio | ratio (median) | ratio (p95) | ratio (max) | time (median) | "
           "time (p95) | time (max) |\n"
           "|--:|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n"
        << "| " << f.solved << "/" << s.count << " | " << (e.optimal ? "yes" : "no") << " | "
        << f.length_sum << " | " << f.against_sum << " | " << fixed(f.mean_ratio, 3) << " | "
        << fixed(f.median_ratio, 3) << " | " << fixed(f.p95_ratio, 3) << " | "
        << fixed(f.max_ratio, 3) << " | " << base::format_duration(f.median, utf8) << " | "
        << base::format_duration(f.p95, utf8) << " | " << base::format_duration(f.worst, utf8)
        << " |\n";
    out << "\nbound: Manhattan distance + linear conflict; ratio: length / "
        << (s.korf ? "optimum" : "bound") << ".\n";
    out << "\n| "
        << (s.korf ? "instance | length | optimum | ratio | bound"
                   : "position | length | bound | ratio")
        << " | nodes | time |\n|--:|--:|--:|--:|" << (s.korf ? "--:|" : "") << "--:|--:|\n";
    for (std::size_t i = 0; i < e.positions.size(); ++i) {
        const SizedPosition& p = e.positions[i];
        const SizedRun& r = e.runs[i];
        out << "| " << p.number << " | " << (r.solved ? std::to_string(r.length) : "-") << " | ";
        const std::string shown_ratio = r.solved ? fixed(ratio(r.length, against(p)), 3) : "-";
        if (s.korf) {
            out << p.published << " | " << shown_ratio << " | " << p.bound;
        } else {
            out << p.bound << " | " << shown_ratio;
        }
        out << " | " << r.nodes << " | " << base::format_duration(r.elapsed, utf8) << " |\n";
    }
}

void print_sized_json(const SizedSetup& s, const SizedExperiment& e, std::ostream& out) {
    const Figures& f = e.figures;
    base::JsonWriter w;
    w.begin_object();
    write_json_opening(w, s.korf ? BenchSet::Korf : BenchSet::Random, sliding::size_text(s.size),
                       s.count, s.seed, sliding::to_compact(s.goal));
    w.key("optimal").boolean(e.optimal);
    w.key("setup_micros").number(micros(e.setup), 1);
    w.key("ratio_to").string(s.korf ? "published" : "lower_bound");
    w.key("solved").number(static_cast<std::uint64_t>(f.solved));
    w.key("length_sum").number(f.length_sum);
    w.key("lower_bound_sum").number(f.bound_sum);
    w.key("manhattan_sum").number(f.manhattan_sum);
    if (s.korf) {
        w.key("published_sum").number(f.against_sum);
    } else {
        w.key("published_sum").null();
    }
    w.key("mean_ratio").number(f.mean_ratio, 4);
    w.key("median_ratio").number(f.median_ratio, 4);
    w.key("p95_ratio").number(f.p95_ratio, 4);
    w.key("max_ratio").number(f.max_ratio, 4);
    w.key("nodes").number(f.nodes);
    w.key("micros").number(micros(f.elapsed), 1);
    w.key("median_micros").number(micros(f.median), 1);
    w.key("p95_micros").number(micros(f.p95), 1);
    w.key("max_micros").number(micros(f.worst), 1);
    w.key("instances").begin_array();
    for (std::size_t i = 0; i < e.positions.size(); ++i) {
        const SizedPosition& p = e.positions[i];
        const SizedRun& r = e.runs[i];
        w.begin_object();
        w.key("number").number(p.number);
        w.key("start").string(sliding::to_compact(p.start));
        w.key("solved").boolean(r.solved);
        w.key("length").number(r.length);
        w.key("lower_bound").number(p.bound);
        w.key("manhattan").number(p.manhattan);
        if (p.published >= 0) {
            w.key("published").number(p.published);
        } else {
            w.key("published").null();
        }
        if (r.solved) {
            w.key("ratio").number(ratio(r.length, against(p)), 4);
        } else {
            w.key("ratio").null();
        }
        w.key("optimal").boolean(r.optimal);
        w.key("nodes").number(r.nodes);
        w.key("micros").number(micros(r.elapsed), 1);
        w.end_object();
    }
    w.end_array();
    close_json(w, e.mismatches, out);
}

std::string sized_chart(const SizedSetup& s, const SizedExperiment& e) {
    const std::string size = sliding::size_text(s.size);
    const std::string title = s.korf
                                  ? size + ", Korf's 50 instances: nodes per instance (log scale)"
                                  : size + ", random positions: nodes per position (log scale)";
    const std::string subtitle =
        bench_command_line(size, s.korf ? BenchSet::Korf : BenchSet::Random, s.count, s.seed) +
        " (ninegrid " + std::string(base::version()) + ")";
    ChartSeries series{e.optimal ? "optimal" : "near-optimal", {}};
    for (const SizedRun& r : e.runs)
        series.points.push_back({r.solved, r.nodes, r.elapsed});
    return nodes_chart_svg(title, subtitle, {series}, s.count);
}

}  // namespace

int run_sized_bench(const base::Args& args, Size size, Io io) {
    const SizedSetup setup = parse_sized_setup(args, size, io.lang);
    const SizedExperiment experiment = run_sized(setup, io);
    // As the 4x4 bench prints its own.
    return print_bench(setup.output,
                       {[&] { return sized_chart(setup, experiment); },
                        [&](std::ostream& out) { print_sized_json(setup, experiment, out); },
                        [&](std::ostream& out) { print_sized_markdown(setup, experiment, out); },
                        [&](std::ostream& out) { print_sized_text(setup, experiment, out); }},
                       !experiment.mismatches.empty(), io);
}

}  // namespace ninegrid::fifteen
