// SPDX-License-Identifier: MIT
// `ninegrid fifteen bench`: every solver side by side on random positions or on Korf's 100
// instances, with each answer verified and the ratios to the reference measured in the same run.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <optional>
#include <ostream>
#include <vector>

#include "base/args.hpp"
#include "base/json.hpp"
#include "base/rng.hpp"
#include "base/svg.hpp"
#include "base/text.hpp"
#include "base/version.hpp"
#include "games/fifteen/bench.hpp"
#include "games/fifteen/commands.hpp"
#include "games/fifteen/sliding_cache.hpp"
#include "ninegrid/fifteen/board_text.hpp"
#include "ninegrid/fifteen/korf.hpp"
#include "ninegrid/fifteen/solvability.hpp"
#include "os/files.hpp"

namespace ninegrid::fifteen {

namespace {

// A default run (tables, then ten positions, the reference stopping at its limit on most of
// them) takes about half a minute on a 2-core machine.
constexpr std::uint64_t kDefaultRandomCount = 10;
constexpr std::uint64_t kMaxRandomCount = 10000;
constexpr std::uint64_t kDefaultReferenceNodes = 20000000;
constexpr std::uint32_t kDefaultSeed = 1;

struct Contender {
    std::string name;   // for JSON
    std::string title;  // for people
    Algorithm algorithm;
    bool reflect;
    std::uint64_t node_limit;  // 0: none
    Tables* tables;            // the pattern databases it searches over
    int threads;               // threads of a pattern search (0: one a core)
};

struct Position {
    int number;  // from 1 (Korf's numbering for his instances)
    Board start;
    int published;  // the known optimal length; -1 for a random position
};

struct Run {
    bool solved = false;
    int length = -1;
    std::uint64_t nodes = 0;
    std::chrono::nanoseconds elapsed{0};
};

struct Totals {
    std::size_t solved = 0;
    std::uint64_t nodes = 0;
    std::chrono::nanoseconds elapsed{0};
    std::chrono::nanoseconds worst{0};
    // Over the positions every solver solved, so that ratios compare the same work.
    std::uint64_t common_nodes = 0;
    std::chrono::nanoseconds common_elapsed{0};
};

// A board drawn uniformly from the 16!/2 that can reach `goal`: a uniform permutation, with two
// tiles (not the blank) exchanged when its parity is the other one, which pairs the two classes
// one to one. (fifteen play's random level deals the same way.)
Board uniform_board(const Board& goal, base::Rng& rng) {
    Cells cells = goal.cells();
    for (std::uint32_t i = kCells - 1; i > 0; --i)
        std::swap(cells[i], cells[base::uniform_below(rng, i + 1)]);
    Board board(cells);
    if (!check_solvability(board, goal).solvable()) {
        const std::size_t a = cells[0] == 0 ? 2 : 0;
        const std::size_t b = cells[1] == 0 ? 2 : 1;
        std::swap(cells[a], cells[b]);
        board = Board(cells);
    }
    return board;
}

// Writes over 64 MB, more than the processor's caches hold, so that the next solve starts with
// none of the tables' entries the one before looked up (as a hint in a game does): without it
// the second solver of a position finds most of the first one's entries still in the cache.
void evict_caches() {
    static std::vector<std::uint64_t> sweep(std::size_t{8} << 20);
    for (std::size_t i = 0; i < sweep.size(); i += 8)
        sweep[i] += i;
}

// "850x", "12.5x", "0.83x": how many times the reference's count is this one's.
std::string ratio_text(double r) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, r >= 100 ? "%.0fx" : r >= 10 ? "%.1fx" : "%.2fx", r);
    return buffer;
}

constexpr base::OptionSpec kBenchOptionTable[]{
    {"size", "WxH"}, {"korf", ""},         {"count", "N"},
    {"seed", "N"},   {"goal", "GOAL"},     {"reference-nodes", "N"},
    {"hard", ""},    {"previous", "NAME"}, {"threads", "N"},
    {"json", ""},    {"markdown", ""},     {"svg", "FILE"},
    {"help", ""}};

}  // namespace

const base::Options kBenchOptions{kBenchOptionTable};

double micros(std::chrono::nanoseconds d) {
    return static_cast<double>(d.count()) / 1e3;
}

std::string pad_left(std::string s, std::size_t width) {
    s.insert(0, s.size() < width ? width - s.size() : 0, ' ');
    return s;
}

BenchOutput bench_output(const base::Args& args, Lang lang) {
    BenchOutput o;
    o.json = args.has("json");
    o.markdown = args.has("markdown");
    if (o.json && o.markdown) throw base::UsageError(say(Msg::JsonOrMarkdown, lang));
    o.svg_file = args.value("svg");
    if (o.svg_file) {
        if (const base::Status usable = os::check_writable_path(*o.svg_file); !usable) {
            throw base::UsageError(
                base::chart_cannot_write(base::printable(*o.svg_file), usable.error(), lang));
        }
    }
    return o;
}

int print_bench(const BenchOutput& output, const BenchPrinters& print, bool mismatched, Io io) {
    base::Status chart_written = base::ok();
    if (output.svg_file) {
        chart_written =
            os::write_file_atomically(*output.svg_file, print.chart(), os::FileAccess::Umask);
    }
    if (output.json) {
        print.json(io.out);
    } else if (output.markdown) {
        print.markdown(io.out);
    } else {
        print.text(io.out);
    }
    if (!chart_written) {
        io.err << "ninegrid: "
               << base::chart_not_written(base::printable(chart_written.error()), io.lang) << '\n';
        return kExitUsage;
    }
    return mismatched ? kExitNo : kExitOk;
}

std::string bench_command_line(const std::string& size, BenchSet set, std::size_t count,
                               std::uint32_t seed) {
    return "ninegrid fifteen bench" + (size.empty() ? std::string() : " --size " + size) +
           (set == BenchSet::Korf   ? " --korf"
            : set == BenchSet::Hard ? " --hard"
                                    : "") +
           " --count " + std::to_string(count) +
           (set == BenchSet::Random ? " --seed " + std::to_string(seed) : std::string());
}

void print_markdown_opening(std::ostream& out, const std::string& command, const std::string& what,
                            const std::string& setup, const std::string& verdict,
                            const std::vector<std::string>& mismatches) {
    out << "Generated by `" << command << "` (ninegrid " << base::version() << "): " << what << ". "
        << setup << "\n\n"
        << verdict << '\n';
    for (const std::string& mismatch : mismatches)
        out << "\n- " << mismatch;
    if (!mismatches.empty()) out << '\n';
}

void print_text_verdict(std::ostream& out, const std::string& verdict,
                        const std::vector<std::string>& mismatches) {
    out << verdict << '\n';
    for (const std::string& mismatch : mismatches)
        out << "MISMATCH " << mismatch << '\n';
}

void write_json_opening(base::JsonWriter& w, BenchSet set, const std::string& size,
                        std::size_t count, std::uint32_t seed, const std::string& goal) {
    w.key("set").string(set == BenchSet::Korf ? "korf" : set == BenchSet::Hard ? "hard" : "random");
    if (!size.empty()) w.key("size").string(size);
    w.key("count").number(static_cast<std::uint64_t>(count));
    if (set != BenchSet::Random) {
        w.key("seed").null();
    } else {
        w.key("seed").number(static_cast<std::uint64_t>(seed));
    }
    w.key("goal").string(goal);
}

void close_json(base::JsonWriter& w, const std::vector<std::string>& mismatches,
                std::ostream& out) {
    w.key("mismatches").begin_array();
    for (const std::string& m : mismatches)
        w.string(m);
    w.end_array();
    w.end_object();
    out << w.str() << '\n';
}

std::string nodes_chart_svg(const std::string& title, const std::string& subtitle,
                            const std::vector<ChartSeries>& series, std::size_t count) {
    const auto& colors = base::kSeriesColors;
    constexpr int kWidth = 900, kHeight = 480;
    constexpr double kLeft = 80, kRight = 20, kTop = 80, kBottom = 50;
    const double plot_w = kWidth - kLeft - kRight;
    const double plot_h = kHeight - kTop - kBottom;
    base::SvgWriter svg(kWidth, kHeight);
    svg.text(kWidth / 2.0, 24, title, base::SvgWriter::Anchor::Middle, 16, true);
    svg.text(kWidth / 2.0, 42, subtitle, base::SvgWriter::Anchor::Middle, 11);
    double largest = 10;
    for (const ChartSeries& one : series) {
        for (const ChartPoint& r : one.points) {
            if (r.solved) largest = std::max(largest, static_cast<double>(r.nodes));
        }
    }
    base::LogPlot plot(svg, kLeft, kTop, plot_w, plot_h, 1, largest);
    plot.grid("nodes generated");
    const double step = plot_w / static_cast<double>(std::max<std::size_t>(count, 1));
    for (std::size_t c = 0; c < series.size(); ++c) {
        for (std::size_t i = 0; i < count; ++i) {
            const ChartPoint& r = series[c].points[i];
            if (!r.solved) continue;
            const double x = kLeft + step * (static_cast<double>(i) + 0.5);
            svg.rect(x - 2.5, plot.y(static_cast<double>(r.nodes)) - 2.5, 5, 5, colors[c % 8],
                     series[c].title + ", position " + std::to_string(i + 1) + ": " +
                         std::to_string(r.nodes) + " nodes, " +
                         std::to_string(r.elapsed.count() / 1000) + " us");
        }
    }
    for (std::size_t i = 0; i<count; i += count> 20 ? 10 : 1) {
        svg.text(kLeft + step * (static_cast<double>(i) + 0.5), kTop + plot_h + 16,
                 std::to_string(i + 1), base::SvgWriter::Anchor::Middle, 10);
    }
    plot.axes();
    svg.text(kLeft + plot_w / 2, kHeight - 14, "position", base::SvgWriter::Anchor::Middle, 12);
    double lx = kLeft + 10;
    for (std::size_t c = 0; c < series.size(); ++c) {
        svg.rect(lx, 56, 12, 12, colors[c % 8]);
        svg.text(lx + 16, 66, series[c].title, base::SvgWriter::Anchor::Start, 12);
        lx += 36 + 7.0 * static_cast<double>(series[c].title.size());
    }
    return svg.str();
}

namespace {

// What the command line asked for.
struct BenchSetup {
    BenchSet set = BenchSet::Random;
    bool korf = false;      // set == Korf
    bool previous = false;  // --previous serial: the 7-8 search on one thread beside
    int threads = 0;        // of the pattern searches (0: one a core)
    std::size_t count = kDefaultRandomCount;
    std::uint32_t seed = kDefaultSeed;
    std::uint64_t reference_nodes = kDefaultReferenceNodes;
    Board goal = Board::goal();
    BenchOutput output;
};

// What a run found: the positions, each solver's run on each, and what follows from them.
struct Experiment {
    std::vector<Position> positions;
    std::unique_ptr<Tables> tables;  // the 6-6-3, built from nothing and timed
    std::unique_ptr<Tables> large;   // the 7-8 from the cache, or null
    bool reflectable = false;
    std::vector<Contender> contenders;  // the reference, when it runs, last
    bool with_reference = false;
    std::optional<std::size_t> previous;  // the previous solver's contender, when named
    std::vector<std::vector<Run>> runs;   // [contender][position]
    std::vector<int> lengths;             // the published length, or the one the solvers found
    std::vector<std::string> mismatches;
    std::vector<Totals> totals;  // [contender]
    std::size_t common = 0;      // positions every solver solved

    // Ratios compare the reference's work with a solver's on the positions all solved.
    bool ratios() const { return with_reference && common > 0; }
    double node_ratio(const Totals& t) const {
        return static_cast<double>(totals.back().common_nodes) /
               static_cast<double>(std::max<std::uint64_t>(t.common_nodes, 1));
    }
    double time_ratio(const Totals& t) const {
        return static_cast<double>(totals.back().common_elapsed.count()) /
               static_cast<double>(std::max<long long>(t.common_elapsed.count(), 1));
    }
    // The same with the previous solver's work, when it ran.
    bool previous_ratios() const { return previous.has_value() && common > 0; }
    double previous_node_ratio(const Totals& t) const {
        return static_cast<double>(totals[*previous].common_nodes) /
               static_cast<double>(std::max<std::uint64_t>(t.common_nodes, 1));
    }
    double previous_time_ratio(const Totals& t) const {
        return static_cast<double>(totals[*previous].common_elapsed.count()) /
               static_cast<double>(std::max<long long>(t.common_elapsed.count(), 1));
    }
};

std::chrono::nanoseconds mean(std::chrono::nanoseconds total, std::size_t n) {
    return std::chrono::nanoseconds{n ? total.count() / static_cast<long long>(n) : 0};
}

BenchSetup parse_setup(const base::Args& args, Lang lang) {
    args.no_positionals();
    BenchSetup s;
    s.korf = args.has("korf");
    if (args.has("hard")) {
        for (const char* option : {"korf", "goal", "seed", "reference-nodes"}) {
            if (args.has(option)) {
                throw base::UsageError(
                    say(Msg::HardWith, lang, {{"option", std::string("--") + option}}));
            }
        }
        s.set = BenchSet::Hard;
    } else if (s.korf) {
        s.set = BenchSet::Korf;
    }
    if (s.korf && args.has("goal")) throw base::UsageError(say(Msg::KorfWithGoal, lang));
    if (s.korf && args.has("seed")) throw base::UsageError(say(Msg::KorfWithSeed, lang));
    if (const std::optional<std::string> previous = args.value("previous")) {
        if (*previous != "serial") {
            throw base::UsageError(
                say(Msg::PreviousUnknown, lang, {{"name", base::printable(*previous)}}));
        }
        s.previous = true;
    }
    s.threads = static_cast<int>(args.number("threads", 0, 0, 64));
    s.output = bench_output(args, lang);
    const std::uint64_t max_count = s.set == BenchSet::Korf   ? kKorfInstanceCount
                                    : s.set == BenchSet::Hard ? hard_positions().size()
                                                              : kMaxRandomCount;
    s.count = static_cast<std::size_t>(args.number(
        "count", s.set == BenchSet::Random ? kDefaultRandomCount : max_count, 1, max_count));
    s.seed = static_cast<std::uint32_t>(args.number("seed", kDefaultSeed, 0, UINT32_MAX));
    s.reference_nodes = s.set == BenchSet::Hard
                            ? 0
                            : args.number("reference-nodes", kDefaultReferenceNodes, 0, UINT64_MAX);
    s.goal = s.korf             ? Board::korf_goal()
             : args.has("goal") ? board_argument(*args.value("goal"), Msg::WhatGoal, lang)
                                : Board::goal();
    return s;
}

// The positions: Korf's first `count`, or uniformly random ones from the seed.
std::vector<Position> deal_positions(const BenchSetup& s) {
    std::vector<Position> positions;
    if (s.korf) {
        for (std::size_t i = 0; i < s.count; ++i) {
            const KorfInstance& k = korf_instances()[i];
            positions.push_back({k.number, korf_board(k), k.length});
        }
    } else if (s.set == BenchSet::Hard) {
        for (std::size_t i = 0; i < s.count; ++i) {
            const HardPosition& h = hard_positions()[i];
            positions.push_back({static_cast<int>(i + 1), Board(h.start), h.length});
        }
    } else {
        base::Rng rng(s.seed);
        for (std::size_t i = 0; i < s.count; ++i)
            positions.push_back({static_cast<int>(i + 1), uniform_board(s.goal, rng), -1});
    }
    return positions;
}

// Each contender on each position, every answer replayed and its length compared with the
// published one (Korf's) or the first solver's.
void run_all(const BenchSetup& s, Experiment& e, Io io) {
    const std::size_t count = s.count;
    e.runs.assign(e.contenders.size(), std::vector<Run>(count));
    e.lengths.assign(count, -1);
    base::Progress bar(io.err, base::progress_shown(io), "ninegrid fifteen bench:");
    // Each solve moves the bar (the reference may take seconds on one position); the count says
    // the positions done.
    const std::size_t solves = count * e.contenders.size();
    for (std::size_t i = 0; i < count; ++i) {
        const Position& p = e.positions[i];
        const std::string where =
            (s.korf ? "instance " : "position ") + std::to_string(p.number) + ": ";
        const bool known = p.published >= 0;
        e.lengths[i] = p.published;
        for (std::size_t c = 0; c < e.contenders.size(); ++c) {
            const Contender& who = e.contenders[c];
            evict_caches();
            const Answer a = solve_with(who.algorithm, *who.tables, p.start, s.goal, who.reflect,
                                        who.node_limit, {}, who.threads);
            const std::size_t done = i + (c + 1 == e.contenders.size() ? 1 : 0);
            bar.update(i * e.contenders.size() + c + 1, solves,
                       std::to_string(done) + '/' + std::to_string(count));
            Run& run = e.runs[c][i];
            run =
                Run{a.solved, a.solved ? static_cast<int>(a.moves.size()) : -1, a.nodes, a.elapsed};
            if (!a.solved) {
                if (who.node_limit == 0)
                    e.mismatches.push_back(where + who.title + " found no solution");
                continue;
            }
            const auto end = replay(p.start, a.moves);
            const bool reaches = end && *end == s.goal;
            if (e.lengths[i] < 0) e.lengths[i] = run.length;  // the first to finish sets it
            if (run.length != e.lengths[i]) {
                e.mismatches.push_back(where + who.title + " found " + std::to_string(run.length) +
                                       " moves, " + (known ? "published " : "another solver ") +
                                       std::to_string(e.lengths[i]) +
                                       (reaches ? "" : ", and they do not reach the goal"));
            } else if (!reaches) {
                e.mismatches.push_back(where + who.title + "'s moves do not reach the goal");
            }
        }
    }
    bar.clear();
}

// Each solver's totals, and over the positions every solver solved.
void add_up(Experiment& e) {
    e.totals.assign(e.contenders.size(), Totals{});
    e.common = 0;
    for (std::size_t i = 0; i < e.positions.size(); ++i) {
        bool everyone = true;
        for (std::size_t c = 0; c < e.contenders.size(); ++c) {
            const Run& r = e.runs[c][i];
            everyone = everyone && r.solved;
            if (!r.solved) continue;
            ++e.totals[c].solved;
            e.totals[c].nodes += r.nodes;
            e.totals[c].elapsed += r.elapsed;
            e.totals[c].worst = std::max(e.totals[c].worst, r.elapsed);
        }
        if (!everyone) continue;
        ++e.common;
        for (std::size_t c = 0; c < e.contenders.size(); ++c) {
            e.totals[c].common_nodes += e.runs[c][i].nodes;
            e.totals[c].common_elapsed += e.runs[c][i].elapsed;
        }
    }
}

// The experiment: deals the positions, makes the tables, runs every solver, checks and adds up.
Experiment run_experiment(const BenchSetup& s, Io io) {
    Experiment e;
    e.positions = deal_positions(s);
    // The 6-6-3 from nothing, timed, as the targets count them; the 7-8 when the cache holds
    // them (two minutes to build: `fifteen tables --build 7-8` does that once).
    e.tables = std::make_unique<Tables>(s.goal, TableSet::Small, false, io.lang, &io.err);
    e.tables->show_progress(base::progress_shown(io));
    e.reflectable = e.tables->get().reflectable();
    e.large = Tables::cached(s.goal, TableSet::Large, io.lang, &io.err);
    const bool hard = s.set == BenchSet::Hard;
    if (!e.large && (hard || s.previous)) {
        throw base::UsageError(
            say(Msg::LargeNeeded, io.lang, {{"option", hard ? "--hard" : "--previous"}}));
    }
    if (e.large) {
        if (e.reflectable) {
            e.contenders.push_back({"pdb78_reflect", "7-8 + reflection", Algorithm::Pdb, true, 0,
                                    e.large.get(), s.threads});
            if (s.previous) {
                e.previous = e.contenders.size();
                e.contenders.push_back({"pdb78_reflect_serial", "7-8 + reflection, one thread",
                                        Algorithm::Pdb, true, 0, e.large.get(), 1});
            }
        }
        // On the hardest positions the other solvers would take hours.
        if (!hard || !e.reflectable) {
            e.contenders.push_back(
                {"pdb78", "7-8", Algorithm::Pdb, false, 0, e.large.get(), s.threads});
        }
        if (s.previous && !e.reflectable) {
            e.previous = e.contenders.size();
            e.contenders.push_back(
                {"pdb78_serial", "7-8, one thread", Algorithm::Pdb, false, 0, e.large.get(), 1});
        }
    }
    if (!hard) {
        if (e.reflectable) {
            e.contenders.push_back({"pdb663_reflect", "6-6-3 + reflection", Algorithm::Pdb, true, 0,
                                    e.tables.get(), s.threads});
        }
        e.contenders.push_back(
            {"pdb663", "6-6-3", Algorithm::Pdb, false, 0, e.tables.get(), s.threads});
    }
    e.with_reference = s.reference_nodes > 0;
    if (e.with_reference) {
        e.contenders.push_back({"ida_md_lc", "Manhattan + linear conflict", Algorithm::Ida, false,
                                s.reference_nodes, e.tables.get(), 1});
    }
    run_all(s, e, io);
    add_up(e);
    return e;
}

std::string chart(const BenchSetup& s, const Experiment& e) {
    const std::string title = s.korf ? "Korf's 100 instances: nodes per instance (log scale)"
                              : s.set == BenchSet::Hard
                                  ? "The hardest positions: nodes per position (log scale)"
                                  : "Random positions: nodes per position (log scale)";
    const std::string subtitle = bench_command_line({}, s.set, s.count, s.seed) + " (ninegrid " +
                                 std::string(base::version()) + ")";
    std::vector<ChartSeries> series;
    for (std::size_t c = 0; c < e.contenders.size(); ++c) {
        series.push_back({e.contenders[c].title, {}});
        for (const Run& r : e.runs[c])
            series.back().points.push_back({r.solved, r.nodes, r.elapsed});
    }
    return nodes_chart_svg(title, subtitle, series, s.count);
}

void print_json(const BenchSetup& s, const Experiment& e, std::ostream& out) {
    base::JsonWriter w;
    w.begin_object();
    write_json_opening(w, s.set, {}, s.count, s.seed, to_compact(s.goal));
    w.key("reference_nodes").number(s.reference_nodes);
    w.key("table_micros").number(micros(e.tables->build_time()), 1);
    w.key("large_tables");
    if (e.large) {
        w.begin_object();
        w.key("name").string("7-8");
        w.key("bytes").number(static_cast<std::uint64_t>(e.large->get().bytes()));
        w.key("read_micros").number(micros(e.large->build_time()), 1);
        w.end_object();
    } else {
        w.null();
    }
    w.key("common").number(static_cast<std::uint64_t>(e.common));
    w.key("solvers").begin_array();
    for (std::size_t c = 0; c < e.contenders.size(); ++c) {
        const Totals& t = e.totals[c];
        w.begin_object();
        w.key("name").string(e.contenders[c].name);
        w.key("solved").number(static_cast<std::uint64_t>(t.solved));
        w.key("stopped").number(static_cast<std::uint64_t>(s.count - t.solved));
        w.key("nodes").number(t.nodes);
        w.key("micros").number(micros(t.elapsed), 1);
        w.key("mean_micros").number(micros(mean(t.elapsed, t.solved)), 1);
        w.key("max_micros").number(micros(t.worst), 1);
        w.key("common_nodes").number(t.common_nodes);
        w.key("common_micros").number(micros(t.common_elapsed), 1);
        if (e.ratios()) {
            w.key("reference_node_ratio").number(e.node_ratio(t), 3);
            w.key("reference_time_ratio").number(e.time_ratio(t), 3);
        } else {
            w.key("reference_node_ratio").null();
            w.key("reference_time_ratio").null();
        }
        if (e.previous_ratios()) {
            w.key("previous_node_ratio").number(e.previous_node_ratio(t), 3);
            w.key("previous_time_ratio").number(e.previous_time_ratio(t), 3);
        }
        w.end_object();
    }
    w.end_array();
    w.key("instances").begin_array();
    for (std::size_t i = 0; i < s.count; ++i) {
        w.begin_object();
        w.key("number").number(e.positions[i].number);
        w.key("start").string(to_compact(e.positions[i].start));
        w.key("length").number(e.lengths[i]);
        for (std::size_t c = 0; c < e.contenders.size(); ++c) {
            const Run& r = e.runs[c][i];
            w.key(e.contenders[c].name).begin_object();
            w.key("solved").boolean(r.solved);
            w.key("nodes").number(r.nodes);
            w.key("micros").number(micros(r.elapsed), 1);
            w.end_object();
        }
        w.end_object();
    }
    w.end_array();
    close_json(w, e.mismatches, out);
}

// The sentences the text and the Markdown share.
struct Summary {
    std::string what;            // the positions
    std::string tables_line;     // the tables used and what they cost
    std::string reference_line;  // where the reference stops (empty without it)
    std::string ratio_line;      // what the ratios compare (empty without the reference)
    std::string previous_line;   // what the previous solver is (empty when not named)
    std::string verdict;         // the answers checked
};

Summary summarize(const BenchSetup& s, const Experiment& e, bool utf8) {
    Summary m;
    const std::string goal = to_compact(s.goal);
    m.what = s.korf ? "Korf's instances 1-" + std::to_string(s.count) +
                          " (goal: the blank first, " + goal + ")"
             : s.set == BenchSet::Hard
                 ? "the hardest known positions 1-" + std::to_string(s.count) +
                       " (70-80 moves; goal " + goal + ")"
                 : std::to_string(s.count) + " uniformly random solvable position" +
                       (s.count == 1 ? "" : "s") + " (seed " + std::to_string(s.seed) + ", goal " +
                       goal + ")";
    m.tables_line = "6-6-3 pattern databases built in " +
                    base::format_duration(e.tables->build_time(), utf8) + " (" +
                    std::to_string(e.tables->get().bytes() / 1000) + " kB)";
    m.tables_line += e.large ? "; 7-8 read from the cache in " +
                                   base::format_duration(e.large->build_time(), utf8) + " (" +
                                   std::to_string(e.large->get().bytes() / 1000000) + " MB)"
                             : "; 7-8 not in the cache (ninegrid fifteen tables --build 7-8 "
                               "--goal " +
                                   goal + " adds them)";
    if (!e.reflectable) m.tables_line += "; this goal has no reflection";
    if (e.with_reference) {
        const std::size_t stopped = s.count - e.totals.back().solved;
        m.reference_line =
            "The reference stops at " + std::to_string(s.reference_nodes) + " nodes per position" +
            (stopped == 0 ? "; it solved every one."
                          : "; it stopped on " + std::to_string(stopped) + " of " +
                                std::to_string(s.count) + ", left out of its totals.");
        m.ratio_line = e.ratios() ? "Ratios: the reference's nodes or time over the solver's, on "
                                    "the " +
                                        std::to_string(e.common) + " position" +
                                        (e.common == 1 ? "" : "s") + " every solver solved."
                                  : "It solved none, so there are no ratios.";
    }
    if (e.previous) {
        m.previous_line =
            "Previous: " + e.contenders[*e.previous].title + ", the solver before 0.2.0" +
            (e.previous_ratios() ? "; prev/: its nodes or time over the solver's, on the " +
                                       std::to_string(e.common) + " position" +
                                       (e.common == 1 ? "" : "s") + " every solver solved."
                                 : "; no position every solver solved, so no ratios.");
    }
    m.verdict = !e.mismatches.empty() ? std::to_string(e.mismatches.size()) + " mismatch" +
                                            (e.mismatches.size() == 1 ? "" : "es") + ":"
                : s.set != BenchSet::Random
                    ? "All answers have the published optimal lengths and reach the goal."
                    : "All solvers that finished agree on every length, and every answer "
                      "reaches the goal.";
    return m;
}

void print_markdown(const BenchSetup& s, const Experiment& e, std::ostream& out) {
    const bool utf8 = base::utf8_locale();
    const Summary m = summarize(s, e, utf8);
    std::string command = bench_command_line({}, s.set, s.count, s.seed);
    if (s.set == BenchSet::Random) command += " --goal " + to_compact(s.goal);
    if (s.set != BenchSet::Hard)
        command += " --reference-nodes " + std::to_string(s.reference_nodes);
    if (s.previous) command += " --previous serial";
    if (s.threads != 0) command += " --threads " + std::to_string(s.threads);
    command += " --markdown";
    print_markdown_opening(out, command, m.what, m.tables_line + ".", m.verdict, e.mismatches);
    const bool with_previous = e.previous.has_value();
    out << "\n| solver | solved | nodes (mean) | time (mean) | time (max) |"
        << (e.with_reference ? " nodes: reference / solver | time: reference / solver |" : "")
        << (with_previous ? " nodes: previous / solver | time: previous / solver |" : "")
        << "\n|---|--:|--:|--:|--:|" << (e.with_reference ? "--:|--:|" : "")
        << (with_previous ? "--:|--:|" : "") << '\n';
    for (std::size_t c = 0; c < e.contenders.size(); ++c) {
        const Totals& t = e.totals[c];
        out << "| " << e.contenders[c].title << " | " << t.solved << "/" << s.count << " | "
            << (t.solved ? t.nodes / t.solved : 0) << " | "
            << base::format_duration(mean(t.elapsed, t.solved), utf8) << " | "
            << base::format_duration(t.worst, utf8) << " |";
        if (e.with_reference) {
            out << ' ' << (e.ratios() ? ratio_text(e.node_ratio(t)) : "-") << " | "
                << (e.ratios() ? ratio_text(e.time_ratio(t)) : "-") << " |";
        }
        if (with_previous) {
            out << ' ' << (e.previous_ratios() ? ratio_text(e.previous_node_ratio(t)) : "-")
                << " | " << (e.previous_ratios() ? ratio_text(e.previous_time_ratio(t)) : "-")
                << " |";
        }
        out << '\n';
    }
    if (e.with_reference) out << '\n' << m.reference_line << ' ' << m.ratio_line << '\n';
    if (with_previous) out << '\n' << m.previous_line << '\n';
    out << "\n| " << (s.korf ? "instance" : "position") << " | length |";
    for (const Contender& who : e.contenders)
        out << ' ' << who.title << ": nodes | time |";
    out << "\n|--:|--:|";
    for (std::size_t c = 0; c < e.contenders.size(); ++c)
        out << "--:|--:|";
    out << '\n';
    for (std::size_t i = 0; i < s.count; ++i) {
        out << "| " << e.positions[i].number << " | " << e.lengths[i] << " |";
        for (std::size_t c = 0; c < e.contenders.size(); ++c) {
            const Run& r = e.runs[c][i];
            if (r.solved) {
                out << ' ' << r.nodes << " | " << base::format_duration(r.elapsed, utf8) << " |";
            } else {
                out << " stopped | - |";
            }
        }
        out << '\n';
    }
}

void print_text(const BenchSetup& s, const Experiment& e, std::ostream& out) {
    const bool utf8 = base::utf8_locale();
    const Summary m = summarize(s, e, utf8);
    out << "ninegrid fifteen bench: " << m.what << "\n\n" << m.tables_line << "\n\n";
    out << "solver                          solved        nodes       total        mean"
           "         max";
    if (e.ratios()) out << "  ref/nodes  ref/time";
    if (e.previous_ratios()) out << "  prev/nodes  prev/time";
    out << '\n';
    for (std::size_t c = 0; c < e.contenders.size(); ++c) {
        const Totals& t = e.totals[c];
        std::string name = e.contenders[c].title;
        name.resize(30, ' ');
        out << "  " << name << pad_left(std::to_string(t.solved) + "/" + std::to_string(s.count), 8)
            << pad_left(std::to_string(t.nodes), 13)
            << pad_left(base::format_duration(t.elapsed, utf8), 12)
            << pad_left(base::format_duration(mean(t.elapsed, t.solved), utf8), 12)
            << pad_left(base::format_duration(t.worst, utf8), 12);
        if (e.ratios())
            out << pad_left(ratio_text(e.node_ratio(t)), 11)
                << pad_left(ratio_text(e.time_ratio(t)), 10);
        if (e.previous_ratios())
            out << pad_left(ratio_text(e.previous_node_ratio(t)), 12)
                << pad_left(ratio_text(e.previous_time_ratio(t)), 11);
        out << '\n';
    }
    if (e.with_reference) out << '\n' << m.reference_line << '\n' << m.ratio_line << '\n';
    if (e.previous) out << '\n' << m.previous_line << '\n';
    out << '\n';
    print_text_verdict(out, m.verdict, e.mismatches);
}

}  // namespace

// Parses, runs the experiment, writes the chart, then prints in the format asked for. Every size
// but 4x4 has a bench of its own (bench_sized.cpp).
int run_bench(const std::vector<std::string>& raw, Io io) {
    const shell::CommandContext context(game_entry(), "bench", raw, io);
    if (context.helped()) return kExitOk;
    const sliding::Size size = size_option(context.args(), io.lang);
    if (size != kSize) {
        if (context.args().has("hard")) {
            throw base::UsageError(say(Msg::HardWith, io.lang, {{"option", "--size"}}));
        }
        if (context.args().has("previous")) {
            throw base::UsageError(
                say(Msg::PreviousSized, io.lang, {{"size", sliding::size_text(size)}}));
        }
        // The size's tables read from the cache, or built and kept there, in the first use.
        const SlidingCacheScope sliding_tables(true, io.lang, &io.err);
        return run_sized_bench(context.args(), size, io);
    }
    const BenchSetup setup = parse_setup(context.args(), io.lang);
    const Experiment experiment = run_experiment(setup, io);
    return print_bench(setup.output,
                       {[&] { return chart(setup, experiment); },
                        [&](std::ostream& out) { print_json(setup, experiment, out); },
                        [&](std::ostream& out) { print_markdown(setup, experiment, out); },
                        [&](std::ostream& out) { print_text(setup, experiment, out); }},
                       !experiment.mismatches.empty(), io);
}

}  // namespace ninegrid::fifteen
