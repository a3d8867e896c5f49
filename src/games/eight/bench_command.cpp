// SPDX-License-Identifier: MIT
// `ninegrid bench`: the experiment of a course report, run, checked and drawn by ninegrid itself.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <ostream>
#include <set>
#include <sstream>

#include "base/args.hpp"
#include "base/json.hpp"
#include "base/output.hpp"
#include "base/progress.hpp"
#include "base/svg.hpp"
#include "base/text.hpp"
#include "base/version.hpp"
#include "games/eight/commands.hpp"
#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/experiment.hpp"
#include "os/files.hpp"

namespace ninegrid::eight {

namespace {

constexpr base::OptionSpec kBenchOptionTable[]{
    {"count", "N"},   {"seed", "S"},     {"level", "LEVEL"}, {"difficulty", "LEVEL"},
    {"goal", "GOAL"}, {"algos", "LIST"}, {"weight", "W"},    {"json", ""},
    {"csv", ""},      {"markdown", ""},  {"svg", "FILE"},    {"help", ""}};

}  // namespace

const base::Options kBenchOptions{kBenchOptionTable};

namespace {

enum class Format { Text, Json, Csv, Markdown };

struct BenchOptions {
    std::size_t count = 100;
    std::uint32_t seed = 1;
    std::optional<Difficulty> walk;  // nothing: uniformly random positions
    State goal;
    std::vector<std::string> algos = standard_solver_names();
    std::optional<double> weight;  // weighted A*'s, when given
    Format format = Format::Text;
    std::optional<std::string> svg;
};

std::string fixed(double v, int decimals) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

// Right-aligned in `width` columns (ASCII only).
std::string right(const std::string& s, std::size_t width) {
    return s.size() >= width ? s : std::string(width - s.size(), ' ') + s;
}

std::string left(const std::string& s, std::size_t width) {
    return s.size() >= width ? s : s + std::string(width - s.size(), ' ');
}

// A count of boards for a table: whole when large, one decimal when small.
std::string count_text(double v) {
    return fixed(v, v >= 100 || v == std::floor(v) ? 0 : 1);
}

std::string micros_text(double us, bool utf8) {
    return base::format_duration(std::chrono::nanoseconds(static_cast<long long>(us * 1e3)), utf8);
}

std::string describe_positions(const BenchOptions& o) {
    std::string what = std::to_string(o.count) + (o.count == 1 ? " position" : " positions");
    if (o.walk) {
        return what + ": random walks of " + std::to_string(walk_length(*o.walk)) + " moves (" +
               std::string(difficulty_name(*o.walk)) + ")";
    }
    return what + ": uniformly random solvable boards";
}

std::string command_line(const BenchOptions& o) {
    std::string cmd =
        "ninegrid bench --count " + std::to_string(o.count) + " --seed " + std::to_string(o.seed);
    if (o.walk) cmd += " --difficulty " + std::string(difficulty_name(*o.walk));
    if (o.goal != State()) cmd += " --goal " + to_compact(o.goal);
    if (o.algos == all_solver_names()) {
        cmd += " --algos all";
    } else if (o.algos != standard_solver_names()) {
        cmd += " --algos ";
        for (std::size_t i = 0; i < o.algos.size(); ++i)
            cmd += (i ? "," : "") + o.algos[i];
    }
    if (o.weight) {
        char w[32];
        std::snprintf(w, sizeof w, "%g", *o.weight);
        cmd += std::string(" --weight ") + w;
    }
    return cmd;
}

bool all_claim_optimal(const ExperimentResult& r) {
    for (const SolverSummary& s : r.summaries) {
        if (!s.optimal_claimed) return false;
    }
    return true;
}

std::string verdict(const ExperimentResult& r) {
    if (r.consistent() && all_claim_optimal(r)) {
        return "All " + std::to_string(r.positions.size()) +
               " positions consistent: every algorithm found the BFS length, and every move "
               "sequence replays to the goal.";
    }
    if (r.consistent()) {
        return "All " + std::to_string(r.positions.size()) +
               " positions consistent: every algorithm that claims optimality found the BFS "
               "length whenever it found a path, no bound was exceeded, and every move sequence "
               "replays to the goal.";
    }
    return std::to_string(r.mismatches.size()) +
           (r.mismatches.size() == 1 ? " mismatch" : " mismatches") +
           " with BFS (the verification failed):";
}

std::string mismatch_text(const Mismatch& m) {
    std::string s = "  " + m.solver + " on " + to_compact(m.start) + ": ";
    if (m.length < 0) return s + "reported unsolvable, BFS needs " + std::to_string(m.optimal);
    s += std::to_string(m.length) + " moves, BFS needs " + std::to_string(m.optimal);
    if (m.bound > 0) {
        char bound[32];
        std::snprintf(bound, sizeof bound, "%g", m.bound);
        s += std::string(", more than ") + bound + " times that";
    }
    if (!m.replays) s += "; and its moves do not reach the goal";
    return s;
}

std::string claim_text(const SolverSummary& solver) {
    if (solver.optimal_claimed) return "optimal";
    if (solver.bound > 0) {
        char bound[32];
        std::snprintf(bound, sizeof bound, "%g", solver.bound);
        return std::string("<= ") + bound + "x";
    }
    return "none";
}

std::string excess_text(double v) {
    return fixed(v, v == std::floor(v) ? 0 : 2);
}

// Bars on a log scale: a value v >= 1 gets log10(v) / log10(largest) of the width.
double log_fraction(double v, double largest) {
    if (v <= 1 || largest <= 1) return v > 0 ? 0.02 : 0;
    return std::log10(v) / std::log10(largest);
}

void print_text(std::ostream& out, const BenchOptions& o, const ExperimentResult& r) {
    const bool utf8 = base::utf8_locale();
    out << "ninegrid bench: " << describe_positions(o) << ", seed " << o.seed << ", goal "
        << to_inline(o.goal) << "\n\n"
        << verdict(r) << '\n';
    for (const Mismatch& m : r.mismatches)
        out << mismatch_text(m) << '\n';

    std::size_t name_col = 16;
    for (const std::string& name : r.solvers)
        name_col = std::max(name_col, name.size() + 2);
    out << "\n"
        << left("algorithm", name_col) << right("expanded: mean", 15) << right("median", 10)
        << right("max", 11) << right("generated", 11) << right("frontier", 9) << right("max", 7)
        << right("time: mean", 12) << right("median", 10) << right("max", 10) << '\n';
    for (const SolverSummary& s : r.summaries) {
        out << left(s.name, name_col) << right(count_text(s.mean_expanded), 15)
            << right(count_text(s.median_expanded), 10) << right(std::to_string(s.max_expanded), 11)
            << right(count_text(s.mean_generated), 11) << right(count_text(s.mean_frontier), 9)
            << right(std::to_string(s.max_frontier), 7) << "  "
            << right(micros_text(s.mean_micros, utf8), 10)
            << right(micros_text(s.median_micros, utf8), 10)
            << right(micros_text(s.max_micros, utf8), 10) << '\n';
    }
    out << "(expanded, generated, frontier: means over the positions. The table solver builds its\n"
           " table on its first solve, outside the times above (one BFS from the goal, like the "
           "one\n"
           " that gives the reference lengths: "
        << micros_text(r.table_build_micros, utf8) << "); its \"expanded\" counts look-ups.)\n";

    out << "\nAnswers, judged by the distance table\n"
        << left("algorithm", 24) << right("claims", 8) << right("solved", 12) << right("optimal", 9)
        << right("excess: mean", 14) << right("max", 6) << '\n';
    const std::string all = std::to_string(r.positions.size());
    for (const SolverSummary& s : r.summaries) {
        out << left(s.name, 24) << right(claim_text(s), 8)
            << right(std::to_string(s.solved) + "/" + all, 12)
            << right(std::to_string(s.optimal), 9) << right(excess_text(s.mean_excess), 14)
            << right(std::to_string(s.max_excess), 6) << '\n';
    }
    out << "(solved: a path that reaches the goal; excess: moves beyond the optimum, over the "
           "solved\n positions. pruned gives up where its rule cuts every path, iddfs at its node "
           "limit.)\n";

    out << "\nMean expanded boards by optimal length\n"
        << left("length", 8) << right("positions", 10);
    for (const std::string& name : r.solvers)
        out << right(name, std::max<std::size_t>(name.size() + 2, 10));
    out << '\n';
    for (const LengthBucket& b : r.buckets) {
        out << left(std::to_string(b.from) + "-" + std::to_string(b.to), 8)
            << right(std::to_string(b.positions), 10);
        for (std::size_t i = 0; i < r.solvers.size(); ++i) {
            out << right(count_text(b.mean_expanded[i]),
                         std::max<std::size_t>(r.solvers[i].size() + 2, 10));
        }
        out << '\n';
    }

    double largest = 1;
    for (const LengthBucket& b : r.buckets) {
        for (double v : b.mean_expanded)
            largest = std::max(largest, v);
    }
    std::size_t name_width = 0;
    for (const std::string& name : r.solvers)
        name_width = std::max(name_width, name.size());
    out << "\nMean expanded boards by optimal length, log scale (each bar: up to "
        << count_text(largest) << ")\n";
    for (const LengthBucket& b : r.buckets) {
        for (std::size_t i = 0; i < r.solvers.size(); ++i) {
            const std::string label =
                i == 0 ? std::to_string(b.from) + "-" + std::to_string(b.to) : "";
            out << left(label, 7) << left(r.solvers[i], name_width + 2)
                << base::bar(log_fraction(b.mean_expanded[i], largest), 40, utf8) << ' '
                << count_text(b.mean_expanded[i]) << '\n';
        }
    }
}

void print_markdown(std::ostream& out, const BenchOptions& o, const ExperimentResult& r) {
    out << "Generated by `" << command_line(o) << "` (ninegrid " << base::version()
        << "): " << describe_positions(o) << ", goal `" << to_compact(o.goal) << "`.\n\n"
        << verdict(r) << "\n";
    for (const Mismatch& m : r.mismatches)
        out << "\n- " << mismatch_text(m).substr(2);
    if (!r.mismatches.empty()) out << '\n';
    out << "\n| algorithm | expanded (mean) | expanded (median) | expanded (max) | generated "
           "(mean) "
           "| peak frontier (mean) | peak frontier (max) | time per solve (mean) | time (median) "
           "| time (max) |\n|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n";
    for (const SolverSummary& s : r.summaries) {
        out << "| " << s.name << " | " << count_text(s.mean_expanded) << " | "
            << count_text(s.median_expanded) << " | " << s.max_expanded << " | "
            << count_text(s.mean_generated) << " | " << count_text(s.mean_frontier) << " | "
            << s.max_frontier << " | " << micros_text(s.mean_micros, true) << " | "
            << micros_text(s.median_micros, true) << " | " << micros_text(s.max_micros, true)
            << " |\n";
    }
    out << "\nThe table solver builds its distance table on its first solve, outside the times "
           "above (one BFS from the goal, like the one that gives the reference lengths: "
        << micros_text(r.table_build_micros, true) << "); its \"expanded\" counts look-ups.\n\n"
        << "Answers, judged by the distance table (solved: a path that reaches the goal; excess: "
           "moves beyond the optimum, over the solved positions):\n\n"
        << "| algorithm | claims | solved | optimal | excess (mean) | excess (max) |\n"
        << "|---|---|--:|--:|--:|--:|\n";
    for (const SolverSummary& s : r.summaries) {
        out << "| " << s.name << " | " << claim_text(s) << " | " << s.solved << " / "
            << r.positions.size() << " | " << s.optimal << " | " << excess_text(s.mean_excess)
            << " | " << s.max_excess << " |\n";
    }
    const auto by_length = [&](const char* title, bool times) {
        out << '\n' << title << ":\n\n| optimal length | positions |";
        for (const std::string& name : r.solvers)
            out << ' ' << name << " |";
        out << "\n|---|--:|";
        for (std::size_t i = 0; i < r.solvers.size(); ++i)
            out << "--:|";
        out << '\n';
        for (const LengthBucket& b : r.buckets) {
            out << "| " << b.from << "-" << b.to << " | " << b.positions << " |";
            for (std::size_t i = 0; i < r.solvers.size(); ++i) {
                out << ' '
                    << (times ? micros_text(b.mean_micros[i], true)
                              : count_text(b.mean_expanded[i]))
                    << " |";
            }
            out << '\n';
        }
    };
    by_length("Mean expanded boards by optimal length", false);
    by_length("Mean time per solve by optimal length", true);
}

void print_csv(std::ostream& out, const ExperimentResult& r) {
    out << "start,optimal,algorithm,length,gave_up,replays,expanded,generated,max_frontier,"
           "micros\n";
    for (const ExperimentPosition& p : r.positions) {
        for (std::size_t i = 0; i < r.solvers.size(); ++i) {
            const ExperimentRun& run = p.runs[i];
            out << to_compact(p.start) << ',' << p.optimal << ',' << r.solvers[i] << ','
                << run.length << ',' << (run.gave_up ? "true" : "false") << ','
                << (run.replays ? "true" : "false") << ',' << run.stats.expanded << ','
                << run.stats.generated << ',' << run.stats.max_frontier << ','
                << fixed(static_cast<double>(run.stats.elapsed.count()) / 1e3, 3) << '\n';
        }
    }
}

void print_json(std::ostream& out, const BenchOptions& o, const ExperimentResult& r) {
    base::JsonWriter j;
    j.begin_object();
    j.key("count").number(static_cast<std::uint64_t>(r.positions.size()));
    j.key("seed").number(static_cast<std::uint64_t>(o.seed));
    j.key("goal").string(to_compact(o.goal));
    j.key("positions").string(o.walk ? difficulty_name(*o.walk) : "random");
    j.key("consistent").boolean(r.consistent());
    j.key("table_build_micros").number(r.table_build_micros, 1);
    j.key("algorithms").begin_array();
    for (const SolverSummary& s : r.summaries) {
        j.begin_object();
        j.key("name").string(s.name);
        j.key("optimal_claimed").boolean(s.optimal_claimed);
        if (s.bound > 0) j.key("bound").number(s.bound, 3);
        j.key("solved").number(static_cast<std::uint64_t>(s.solved));
        j.key("optimal").number(static_cast<std::uint64_t>(s.optimal));
        j.key("mean_excess").number(s.mean_excess, 3);
        j.key("max_excess").number(s.max_excess);
        j.key("mean_expanded").number(s.mean_expanded, 2);
        j.key("median_expanded").number(s.median_expanded, 1);
        j.key("max_expanded").number(s.max_expanded);
        j.key("mean_generated").number(s.mean_generated, 2);
        j.key("median_generated").number(s.median_generated, 1);
        j.key("max_generated").number(s.max_generated);
        j.key("mean_max_frontier").number(s.mean_frontier, 2);
        j.key("max_frontier").number(s.max_frontier);
        j.key("mean_micros").number(s.mean_micros, 3);
        j.key("median_micros").number(s.median_micros, 3);
        j.key("max_micros").number(s.max_micros, 3);
        j.end_object();
    }
    j.end_array();
    j.key("buckets").begin_array();
    for (const LengthBucket& b : r.buckets) {
        j.begin_object();
        j.key("from").number(b.from).key("to").number(b.to);
        j.key("positions").number(static_cast<std::uint64_t>(b.positions));
        j.key("mean_expanded").begin_object();
        for (std::size_t i = 0; i < r.solvers.size(); ++i)
            j.key(r.solvers[i]).number(b.mean_expanded[i], 2);
        j.end_object();
        j.key("mean_micros").begin_object();
        for (std::size_t i = 0; i < r.solvers.size(); ++i)
            j.key(r.solvers[i]).number(b.mean_micros[i], 3);
        j.end_object();
        j.end_object();
    }
    j.end_array();
    j.key("mismatches").begin_array();
    for (const Mismatch& m : r.mismatches) {
        j.begin_object();
        j.key("start").string(to_compact(m.start));
        j.key("algorithm").string(m.solver);
        j.key("optimal").number(m.optimal);
        if (m.length < 0)
            j.key("length").null();
        else
            j.key("length").number(m.length);
        j.key("replays").boolean(m.replays);
        if (m.bound > 0) j.key("bound").number(m.bound, 3);
        j.end_object();
    }
    j.end_array();
    j.end_object();
    out << j.str() << '\n';
}

// Two grouped bar charts, one above the other: optimal-length buckets across, mean expanded
// boards (top) and mean time per solve (bottom) up, each on a log scale. The legend sits in its
// own band under the title, clear of both plots, one line per algorithm with its answers.
std::string chart_svg(const BenchOptions& o, const ExperimentResult& r) {
    const auto& kColors = base::kSeriesColors;
    constexpr int kWidth = 860;
    constexpr double kLeft = 80, kRight = 20, kPlotHeight = 260, kLegendRow = 18;
    const double plot_w = kWidth - kLeft - kRight;
    const std::size_t n = r.solvers.size();
    const double legend_top = 66;
    const double top1 = legend_top + kLegendRow * static_cast<double>(n) + 34;
    const double top2 = top1 + kPlotHeight + 84;
    const double height = top2 + kPlotHeight + 70;
    base::SvgWriter svg(kWidth, static_cast<int>(height));
    svg.text(kWidth / 2.0, 26, "Mean expanded boards and time per solve by optimal length",
             base::SvgWriter::Anchor::Middle, 17, true);
    svg.text(kWidth / 2.0, 46, command_line(o) + " - " + describe_positions(o),
             base::SvgWriter::Anchor::Middle, 11);

    // The legend: one line per algorithm, its colour, its name and its answers.
    const std::string all = std::to_string(r.positions.size());
    for (std::size_t i = 0; i < n; ++i) {
        const SolverSummary& s = r.summaries[i];
        const double x = kLeft;
        const double y = legend_top + kLegendRow * static_cast<double>(i);
        svg.rect(x, y, 12, 12, kColors[i % std::size(kColors)]);
        svg.text(x + 18, y + 10, s.name, base::SvgWriter::Anchor::Start, 12, true);
        svg.text(x + 200, y + 10,
                 "solved " + std::to_string(s.solved) + "/" + all + ", optimal " +
                     std::to_string(s.optimal) + ", excess mean " + excess_text(s.mean_excess) +
                     " max " + std::to_string(s.max_excess) + " (claims " + claim_text(s) + ")",
                 base::SvgWriter::Anchor::Start, 10);
    }

    const std::size_t groups = std::max<std::size_t>(1, r.buckets.size());
    const double group_w = plot_w / static_cast<double>(groups);
    const double bar_w = group_w * 0.8 / static_cast<double>(std::max<std::size_t>(1, n));
    const auto panel = [&](double top, const std::string& title, bool times) {
        const auto value = [&](const LengthBucket& b, std::size_t i) {
            return times ? b.mean_micros[i] : b.mean_expanded[i];
        };
        double largest = times ? 1 : 10;
        double smallest = 1;
        for (const LengthBucket& b : r.buckets) {
            for (std::size_t i = 0; i < n; ++i) {
                largest = std::max(largest, value(b, i));
                if (times && value(b, i) > 0) smallest = std::min(smallest, value(b, i));
            }
        }
        base::LogPlot plot(svg, kLeft, top, plot_w, kPlotHeight, smallest, largest);
        svg.text(kLeft + plot_w / 2, top - 12, title, base::SvgWriter::Anchor::Middle, 14, true);
        if (times) {
            plot.grid("mean time per solve", [](double v) { return micros_text(v, true); });
        } else {
            plot.grid("mean expanded boards");
        }
        for (std::size_t g = 0; g < r.buckets.size(); ++g) {
            const LengthBucket& b = r.buckets[g];
            const double x0 = kLeft + group_w * static_cast<double>(g) + group_w * 0.1;
            for (std::size_t i = 0; i < n; ++i) {
                const double y = plot.y(value(b, i));
                const std::string shown =
                    times ? micros_text(value(b, i), true) : count_text(value(b, i)) + " expanded";
                svg.rect(x0 + bar_w * static_cast<double>(i), y, bar_w * 0.92,
                         top + kPlotHeight - y, kColors[i % std::size(kColors)],
                         r.solvers[i] + ", length " + std::to_string(b.from) + "-" +
                             std::to_string(b.to) + ": " + shown + " on average over " +
                             std::to_string(b.positions) + " positions");
            }
            svg.text(kLeft + group_w * (static_cast<double>(g) + 0.5), top + kPlotHeight + 18,
                     std::to_string(b.from) + "-" + std::to_string(b.to),
                     base::SvgWriter::Anchor::Middle, 12);
            svg.text(kLeft + group_w * (static_cast<double>(g) + 0.5), top + kPlotHeight + 32,
                     "n=" + std::to_string(b.positions), base::SvgWriter::Anchor::Middle, 10);
        }
        plot.axes();
        svg.text(kLeft + plot_w / 2, top + kPlotHeight + 50, "optimal solution length (moves)",
                 base::SvgWriter::Anchor::Middle, 12);
    };
    panel(top1, "Mean expanded boards (log scale)", false);
    panel(top2, "Mean time per solve (log scale)", true);
    return svg.str();
}

BenchOptions parse_options(const std::vector<std::string>& raw, Io io, bool& help) {
    const Lang lang = io.lang;
    const shell::CommandContext context(game_entry(), "bench", raw, io);
    BenchOptions o;
    help = context.helped();
    if (help) return o;
    const base::Args& args = context.args();
    args.no_positionals(say(Msg::BenchSeedAdvice, lang));
    o.count = static_cast<std::size_t>(args.number("count", o.count, 1, 100000));
    o.seed = static_cast<std::uint32_t>(args.number("seed", o.seed, 0, 0xFFFFFFFFULL));
    if (args.has("level") && args.has("difficulty"))
        throw base::UsageError(say(Msg::DifficultyTwice, lang));
    if (auto d = args.has("level") ? args.value("level") : args.value("difficulty")) {
        if (*d != "random") {
            o.walk = difficulty_from_name(*d);
            if (!o.walk) throw base::UsageError(say(Msg::BenchBadLevel, lang, {{"level", *d}}));
        }
    }
    if (auto g = args.value("goal")) o.goal = board_argument(*g, Msg::WhatGoal, lang);
    if (auto list = args.value("algos"); list && *list == "all") {
        o.algos = all_solver_names();
    } else if (list) {
        o.algos.clear();
        std::set<std::string> seen;
        std::stringstream items(*list);
        std::string name;
        while (std::getline(items, name, ',')) {
            if (!standard_solver(name)) {
                throw base::UsageError(
                    say(Msg::UnknownInAlgos, lang, {{"name", name}}) +
                    base::suggestion(base::closest(name, all_solver_names()), lang) +
                    say(Msg::AlgosChoices, lang));
            }
            if (!seen.insert(name).second)
                throw base::UsageError(say(Msg::AlgosTwice, lang, {{"name", name}}));
            o.algos.push_back(name);
        }
        if (o.algos.empty() || list->back() == ',') {
            throw base::UsageError(say(Msg::AlgosEmpty, lang));
        }
    }
    if (auto w = args.value("weight")) {
        if (std::find(o.algos.begin(), o.algos.end(), "wastar") == o.algos.end()) {
            throw base::UsageError(say(Msg::BenchWeightNeedsWastar, lang));
        }
        o.weight = weight_argument(*w, lang);
    }
    const int formats = args.has("json") + args.has("csv") + args.has("markdown");
    if (formats > 1) throw base::UsageError(say(Msg::OneFormat, lang));
    if (args.has("json")) o.format = Format::Json;
    if (args.has("csv")) o.format = Format::Csv;
    if (args.has("markdown")) o.format = Format::Markdown;
    o.svg = args.value("svg");
    if (o.svg && o.svg->empty()) throw base::UsageError(say(Msg::SvgNoName, lang));
    return o;
}

}  // namespace

int run_bench_with(const std::vector<std::string>& raw, Io io,
                   std::vector<ExperimentSolver> extra) {
    bool help = false;
    const BenchOptions o = parse_options(raw, io, help);
    if (help) return kExitOk;
    std::vector<ExperimentSolver> solvers;
    for (const std::string& name : o.algos)
        solvers.push_back(*standard_solver(name, o.weight.value_or(kDefaultWeight)));
    for (ExperimentSolver& s : extra)
        solvers.push_back(std::move(s));

    // A progress bar only for a person watching: standard error is a terminal.
    base::Progress bar(io.err, base::progress_shown(io), "ninegrid bench:");
    const auto progress = [&](std::size_t done) {
        bar.update(done, o.count, std::to_string(done) + '/' + std::to_string(o.count));
        if (done == o.count) bar.clear();
    };
    // The chart's path is checked before the run, so a bad one costs nothing; its file is only
    // replaced, whole, once the run is done, so an interrupted run leaves the old chart alone.
    if (o.svg) {
        if (const base::Status usable = os::check_writable_path(*o.svg); !usable) {
            throw base::UsageError(
                base::chart_cannot_write(base::printable(*o.svg), usable.error(), io.lang));
        }
    }
    const std::vector<State> positions = experiment_positions(o.goal, o.count, o.seed, o.walk);
    const ExperimentResult result = run_experiment(positions, o.goal, solvers, progress);

    base::Status chart_written = base::ok();
    if (o.svg) {
        chart_written =
            os::write_file_atomically(*o.svg, chart_svg(o, result), os::FileAccess::Umask);
    }
    switch (o.format) {
        case Format::Text:
            print_text(io.out, o, result);
            break;
        case Format::Json:
            print_json(io.out, o, result);
            break;
        case Format::Csv:
            print_csv(io.out, result);
            break;
        case Format::Markdown:
            print_markdown(io.out, o, result);
            break;
    }
    if (!result.consistent() && o.format != Format::Text && o.format != Format::Markdown) {
        for (const Mismatch& m : result.mismatches)
            io.err << "ninegrid bench:" << mismatch_text(m).substr(1) << '\n';
    }
    if (!chart_written) {
        io.err << "ninegrid: " << base::chart_not_written(chart_written.error(), io.lang) << '\n';
        return kExitUsage;
    }
    return result.consistent() ? kExitOk : kExitNo;
}

int run_bench(const std::vector<std::string>& raw, Io io) {
    return run_bench_with(raw, io, {});
}

}  // namespace ninegrid::eight
