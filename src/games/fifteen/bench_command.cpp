// `ninegrid fifteen bench`: every solver side by side on random positions or on Korf's 100
// instances, with each answer verified and the ratios to the reference measured in the same run.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ostream>

#include "base/args.hpp"
#include "base/json.hpp"
#include "base/rng.hpp"
#include "base/svg.hpp"
#include "base/text.hpp"
#include "base/version.hpp"
#include "games/fifteen/commands.hpp"
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
};

struct Position {
    int number;  // from 1 (Korf's numbering for his instances)
    Board start;
    int published;  // Korf's optimal length; -1 for a random position
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

double micros(std::chrono::nanoseconds d) {
    return static_cast<double>(d.count()) / 1e3;
}

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

// "850x", "12.5x", "0.83x": how many times the reference's count is this one's.
std::string ratio_text(double r) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, r >= 100 ? "%.0fx" : r >= 10 ? "%.1fx" : "%.2fx", r);
    return buffer;
}

std::string pad_left(std::string s, std::size_t width) {
    s.insert(0, s.size() < width ? width - s.size() : 0, ' ');
    return s;
}

// Nodes per position, one series of dots per solver, on a log scale: positions across in the
// order run (Korf's numbering), so each column compares the solvers on one board.
std::string chart_svg(const std::string& title, const std::string& subtitle,
                      const std::vector<Contender>& contenders,
                      const std::vector<std::vector<Run>>& runs, std::size_t count) {
    const auto& colors = base::kSeriesColors;
    constexpr int kWidth = 900, kHeight = 480;
    constexpr double kLeft = 80, kRight = 20, kTop = 80, kBottom = 50;
    const double plot_w = kWidth - kLeft - kRight;
    const double plot_h = kHeight - kTop - kBottom;
    base::SvgWriter svg(kWidth, kHeight);
    svg.text(kWidth / 2.0, 24, title, base::SvgWriter::Anchor::Middle, 16, true);
    svg.text(kWidth / 2.0, 42, subtitle, base::SvgWriter::Anchor::Middle, 11);
    double largest = 10;
    for (const auto& series : runs) {
        for (const Run& r : series) {
            if (r.solved) largest = std::max(largest, static_cast<double>(r.nodes));
        }
    }
    base::LogPlot plot(svg, kLeft, kTop, plot_w, plot_h, 1, largest);
    plot.grid("nodes generated");
    const double step = plot_w / static_cast<double>(std::max<std::size_t>(count, 1));
    for (std::size_t c = 0; c < contenders.size(); ++c) {
        for (std::size_t i = 0; i < count; ++i) {
            const Run& r = runs[c][i];
            if (!r.solved) continue;
            const double x = kLeft + step * (static_cast<double>(i) + 0.5);
            svg.rect(x - 2.5, plot.y(static_cast<double>(r.nodes)) - 2.5, 5, 5, colors[c % 8],
                     contenders[c].title + ", position " + std::to_string(i + 1) + ": " +
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
    for (std::size_t c = 0; c < contenders.size(); ++c) {
        svg.rect(lx, 56, 12, 12, colors[c % 8]);
        svg.text(lx + 16, 66, contenders[c].title, base::SvgWriter::Anchor::Start, 12);
        lx += 36 + 7.0 * static_cast<double>(contenders[c].title.size());
    }
    return svg.str();
}

constexpr base::OptionSpec kBenchOptionTable[]{
    {"korf", ""}, {"count", "N"},   {"seed", "N"},   {"goal", "GOAL"}, {"reference-nodes", "N"},
    {"json", ""}, {"markdown", ""}, {"svg", "FILE"}, {"help", ""}};

}  // namespace

const base::Options kBenchOptions{kBenchOptionTable};

int run_bench(const std::vector<std::string>& raw, Io io) {
    const Lang lang = io.lang;
    const shell::CommandContext context(game_entry(), "bench", raw, io);
    if (context.helped()) return kExitOk;
    const base::Args& args = context.args();
    args.no_positionals();
    const bool korf = args.has("korf");
    if (korf && args.has("goal")) throw base::UsageError(say(Msg::KorfWithGoal, lang));
    if (korf && args.has("seed")) throw base::UsageError(say(Msg::KorfWithSeed, lang));
    const bool json = args.has("json");
    const bool markdown = args.has("markdown");
    if (json && markdown) throw base::UsageError(say(Msg::JsonOrMarkdown, lang));
    // The chart's file is checked before the run, so that a bad name costs nothing.
    const std::optional<std::string> svg_file = args.value("svg");
    if (svg_file) {
        if (const base::Status usable = os::check_writable_path(*svg_file); !usable) {
            throw base::UsageError(
                base::chart_cannot_write(base::printable(*svg_file), usable.error(), lang));
        }
    }
    const std::uint64_t max_count = korf ? kKorfInstanceCount : kMaxRandomCount;
    const std::size_t count = static_cast<std::size_t>(
        args.number("count", korf ? max_count : kDefaultRandomCount, 1, max_count));
    const auto seed = static_cast<std::uint32_t>(args.number("seed", kDefaultSeed, 0, UINT32_MAX));
    const std::uint64_t reference_nodes =
        args.number("reference-nodes", kDefaultReferenceNodes, 0, UINT64_MAX);
    const Board goal = korf               ? Board::korf_goal()
                       : args.has("goal") ? board_argument(*args.value("goal"), Msg::WhatGoal, lang)
                                          : Board::goal();

    std::vector<Position> positions;
    if (korf) {
        for (std::size_t i = 0; i < count; ++i) {
            const KorfInstance& k = korf_instances()[i];
            positions.push_back({k.number, korf_board(k), k.length});
        }
    } else {
        base::Rng rng(seed);
        for (std::size_t i = 0; i < count; ++i)
            positions.push_back({static_cast<int>(i + 1), uniform_board(goal, rng), -1});
    }

    // The 6-6-3 from nothing, timed, as the targets count them; the 7-8 when the cache holds
    // them (two minutes to build: `fifteen tables --build 7-8` does that once).
    Tables tables(goal, TableSet::Small, false, lang, &io.err);
    tables.show_progress(base::progress_shown(io));
    const bool reflectable = tables.get().reflectable();
    const std::unique_ptr<Tables> large = Tables::cached(goal, TableSet::Large, lang, &io.err);

    std::vector<Contender> contenders;
    if (large) {
        if (reflectable) {
            contenders.push_back(
                {"pdb78_reflect", "7-8 + reflection", Algorithm::Pdb, true, 0, large.get()});
        }
        contenders.push_back({"pdb78", "7-8", Algorithm::Pdb, false, 0, large.get()});
    }
    if (reflectable) {
        contenders.push_back(
            {"pdb663_reflect", "6-6-3 + reflection", Algorithm::Pdb, true, 0, &tables});
    }
    contenders.push_back({"pdb663", "6-6-3", Algorithm::Pdb, false, 0, &tables});
    const bool with_reference = reference_nodes > 0;
    if (with_reference) {
        contenders.push_back({"ida_md_lc", "Manhattan + linear conflict", Algorithm::Ida, false,
                              reference_nodes, &tables});
    }

    std::vector<std::vector<Run>> runs(contenders.size(), std::vector<Run>(count));
    std::vector<int> lengths(count, -1);  // the published length, or the one the solvers found
    std::vector<std::string> mismatches;
    base::Progress bar(io.err, base::progress_shown(io), "ninegrid fifteen bench:");
    // Each solve moves the bar (the reference may take seconds on one position); the count says
    // the positions done.
    const std::size_t solves = count * contenders.size();
    for (std::size_t i = 0; i < count; ++i) {
        const Position& p = positions[i];
        const std::string where =
            (korf ? "instance " : "position ") + std::to_string(p.number) + ": ";
        lengths[i] = p.published;
        for (std::size_t c = 0; c < contenders.size(); ++c) {
            const Contender& who = contenders[c];
            const Answer a =
                solve_with(who.algorithm, *who.tables, p.start, goal, who.reflect, who.node_limit);
            const std::size_t done = i + (c + 1 == contenders.size() ? 1 : 0);
            bar.update(i * contenders.size() + c + 1, solves,
                       std::to_string(done) + '/' + std::to_string(count));
            Run& run = runs[c][i];
            run =
                Run{a.solved, a.solved ? static_cast<int>(a.moves.size()) : -1, a.nodes, a.elapsed};
            if (!a.solved) {
                if (who.node_limit == 0)
                    mismatches.push_back(where + who.title + " found no solution");
                continue;
            }
            const auto end = replay(p.start, a.moves);
            const bool reaches = end && *end == goal;
            if (lengths[i] < 0) lengths[i] = run.length;  // the first to finish sets the length
            if (run.length != lengths[i]) {
                mismatches.push_back(where + who.title + " found " + std::to_string(run.length) +
                                     " moves, " + (korf ? "published " : "another solver ") +
                                     std::to_string(lengths[i]) +
                                     (reaches ? "" : ", and they do not reach the goal"));
            } else if (!reaches) {
                mismatches.push_back(where + who.title + "'s moves do not reach the goal");
            }
        }
    }

    bar.clear();

    std::vector<Totals> totals(contenders.size());
    std::size_t common = 0;  // positions every solver solved
    for (std::size_t i = 0; i < count; ++i) {
        bool everyone = true;
        for (std::size_t c = 0; c < contenders.size(); ++c) {
            const Run& r = runs[c][i];
            everyone = everyone && r.solved;
            if (!r.solved) continue;
            ++totals[c].solved;
            totals[c].nodes += r.nodes;
            totals[c].elapsed += r.elapsed;
            totals[c].worst = std::max(totals[c].worst, r.elapsed);
        }
        if (!everyone) continue;
        ++common;
        for (std::size_t c = 0; c < contenders.size(); ++c) {
            totals[c].common_nodes += runs[c][i].nodes;
            totals[c].common_elapsed += runs[c][i].elapsed;
        }
    }
    // The reference's work over this solver's, on the positions both (and all others) solved.
    const Totals* reference = with_reference ? &totals.back() : nullptr;
    const auto node_ratio = [&](const Totals& t) {
        return static_cast<double>(reference->common_nodes) /
               static_cast<double>(std::max<std::uint64_t>(t.common_nodes, 1));
    };
    const auto time_ratio = [&](const Totals& t) {
        return static_cast<double>(reference->common_elapsed.count()) /
               static_cast<double>(std::max<long long>(t.common_elapsed.count(), 1));
    };
    const bool ratios = reference != nullptr && common > 0;
    const auto mean = [](std::chrono::nanoseconds total, std::size_t n) {
        return std::chrono::nanoseconds{n ? total.count() / static_cast<long long>(n) : 0};
    };

    // The chart is written once the run is done, whatever the output's format; a chart that
    // could not be written is said after the results, and the exit status is 2, as bench's.
    base::Status chart_written = base::ok();
    if (svg_file) {
        const std::string title = korf ? "Korf's 100 instances: nodes per instance (log scale)"
                                       : "Random positions: nodes per position (log scale)";
        const std::string subtitle = "ninegrid fifteen bench" + std::string(korf ? " --korf" : "") +
                                     " --count " + std::to_string(count) +
                                     (korf ? std::string() : " --seed " + std::to_string(seed)) +
                                     " (ninegrid " + std::string(base::version()) + ")";
        chart_written = os::write_file_atomically(
            *svg_file, chart_svg(title, subtitle, contenders, runs, count), os::FileAccess::Umask);
    }
    const auto finish = [&](int status) {
        if (chart_written) return status;
        io.err << "ninegrid: "
               << base::chart_not_written(base::printable(chart_written.error()), lang) << '\n';
        return kExitUsage;
    };

    if (json) {
        base::JsonWriter w;
        w.begin_object();
        w.key("set").string(korf ? "korf" : "random");
        w.key("count").number(static_cast<std::uint64_t>(count));
        if (korf) {
            w.key("seed").null();
        } else {
            w.key("seed").number(static_cast<std::uint64_t>(seed));
        }
        w.key("goal").string(to_compact(goal));
        w.key("reference_nodes").number(reference_nodes);
        w.key("table_micros").number(micros(tables.build_time()), 1);
        w.key("large_tables");
        if (large) {
            w.begin_object();
            w.key("name").string("7-8");
            w.key("bytes").number(static_cast<std::uint64_t>(large->get().bytes()));
            w.key("read_micros").number(micros(large->build_time()), 1);
            w.end_object();
        } else {
            w.null();
        }
        w.key("common").number(static_cast<std::uint64_t>(common));
        w.key("solvers").begin_array();
        for (std::size_t c = 0; c < contenders.size(); ++c) {
            const Totals& t = totals[c];
            w.begin_object();
            w.key("name").string(contenders[c].name);
            w.key("solved").number(static_cast<std::uint64_t>(t.solved));
            w.key("stopped").number(static_cast<std::uint64_t>(count - t.solved));
            w.key("nodes").number(t.nodes);
            w.key("micros").number(micros(t.elapsed), 1);
            w.key("mean_micros").number(micros(mean(t.elapsed, t.solved)), 1);
            w.key("max_micros").number(micros(t.worst), 1);
            w.key("common_nodes").number(t.common_nodes);
            w.key("common_micros").number(micros(t.common_elapsed), 1);
            if (ratios) {
                w.key("reference_node_ratio").number(node_ratio(t), 3);
                w.key("reference_time_ratio").number(time_ratio(t), 3);
            } else {
                w.key("reference_node_ratio").null();
                w.key("reference_time_ratio").null();
            }
            w.end_object();
        }
        w.end_array();
        w.key("instances").begin_array();
        for (std::size_t i = 0; i < count; ++i) {
            w.begin_object();
            w.key("number").number(positions[i].number);
            w.key("start").string(to_compact(positions[i].start));
            w.key("length").number(lengths[i]);
            for (std::size_t c = 0; c < contenders.size(); ++c) {
                const Run& r = runs[c][i];
                w.key(contenders[c].name).begin_object();
                w.key("solved").boolean(r.solved);
                w.key("nodes").number(r.nodes);
                w.key("micros").number(micros(r.elapsed), 1);
                w.end_object();
            }
            w.end_object();
        }
        w.end_array();
        w.key("mismatches").begin_array();
        for (const std::string& m : mismatches)
            w.string(m);
        w.end_array();
        w.end_object();
        io.out << w.str() << '\n';
        return finish(mismatches.empty() ? kExitOk : kExitNo);
    }

    const bool utf8 = base::utf8_locale();
    const std::string what = korf ? "Korf's instances 1-" + std::to_string(count) +
                                        " (goal: the blank first, " + to_compact(goal) + ")"
                                  : std::to_string(count) + " uniformly random solvable position" +
                                        (count == 1 ? "" : "s") + " (seed " + std::to_string(seed) +
                                        ", goal " + to_compact(goal) + ")";
    std::string tables_line = "6-6-3 pattern databases built in " +
                              base::format_duration(tables.build_time(), utf8) + " (" +
                              std::to_string(tables.get().bytes() / 1000) + " kB)";
    tables_line += large ? "; 7-8 read from the cache in " +
                               base::format_duration(large->build_time(), utf8) + " (" +
                               std::to_string(large->get().bytes() / 1000000) + " MB)"
                         : "; 7-8 not in the cache (ninegrid fifteen tables --build 7-8 --goal " +
                               to_compact(goal) + " adds them)";
    if (!reflectable) tables_line += "; this goal has no reflection";
    // Two sentences: on separate lines in words, one paragraph in Markdown.
    std::string reference_line;
    std::string ratio_line;
    if (with_reference) {
        const std::size_t stopped = count - reference->solved;
        reference_line = "The reference stops at " + std::to_string(reference_nodes) +
                         " nodes per position" +
                         (stopped == 0 ? "; it solved every one."
                                       : "; it stopped on " + std::to_string(stopped) + " of " +
                                             std::to_string(count) + ", left out of its totals.");
        ratio_line = ratios ? "Ratios: the reference's nodes or time over the solver's, on the " +
                                  std::to_string(common) + " position" + (common == 1 ? "" : "s") +
                                  " every solver solved."
                            : "It solved none, so there are no ratios.";
    }
    const std::string verdict =
        !mismatches.empty() ? std::to_string(mismatches.size()) + " mismatch" +
                                  (mismatches.size() == 1 ? "" : "es") + ":"
        : korf ? "All answers have the published optimal lengths and reach the goal."
               : "All solvers that finished agree on every length, and every answer reaches "
                 "the goal.";

    if (markdown) {
        std::string command = "ninegrid fifteen bench";
        if (korf) command += " --korf";
        command += " --count " + std::to_string(count);
        if (!korf) command += " --seed " + std::to_string(seed) + " --goal " + to_compact(goal);
        command += " --reference-nodes " + std::to_string(reference_nodes) + " --markdown";
        io.out << "Generated by `" << command << "` (ninegrid " << base::version() << "): " << what
               << ". " << tables_line << ".\n\n"
               << verdict << '\n';
        for (const std::string& m : mismatches)
            io.out << "\n- " << m;
        if (!mismatches.empty()) io.out << '\n';
        io.out << "\n| solver | solved | nodes (mean) | time (mean) | time (max) | nodes: "
                  "reference / solver | time: reference / solver |\n"
                  "|---|--:|--:|--:|--:|--:|--:|\n";
        for (std::size_t c = 0; c < contenders.size(); ++c) {
            const Totals& t = totals[c];
            io.out << "| " << contenders[c].title << " | " << t.solved << "/" << count << " | "
                   << (t.solved ? t.nodes / t.solved : 0) << " | "
                   << base::format_duration(mean(t.elapsed, t.solved), utf8) << " | "
                   << base::format_duration(t.worst, utf8) << " | "
                   << (ratios ? ratio_text(node_ratio(t)) : "-") << " | "
                   << (ratios ? ratio_text(time_ratio(t)) : "-") << " |\n";
        }
        if (with_reference) io.out << '\n' << reference_line << ' ' << ratio_line << '\n';
        io.out << "\n| " << (korf ? "instance" : "position") << " | length |";
        for (const Contender& who : contenders)
            io.out << ' ' << who.title << ": nodes | time |";
        io.out << "\n|--:|--:|";
        for (std::size_t c = 0; c < contenders.size(); ++c)
            io.out << "--:|--:|";
        io.out << '\n';
        for (std::size_t i = 0; i < count; ++i) {
            io.out << "| " << positions[i].number << " | " << lengths[i] << " |";
            for (std::size_t c = 0; c < contenders.size(); ++c) {
                const Run& r = runs[c][i];
                if (r.solved) {
                    io.out << ' ' << r.nodes << " | " << base::format_duration(r.elapsed, utf8)
                           << " |";
                } else {
                    io.out << " stopped | - |";
                }
            }
            io.out << '\n';
        }
        return finish(mismatches.empty() ? kExitOk : kExitNo);
    }

    io.out << "ninegrid fifteen bench: " << what << "\n\n" << tables_line << "\n\n";
    io.out << "solver                          solved        nodes       total        mean"
              "         max";
    if (ratios) io.out << "  ref/nodes  ref/time";
    io.out << '\n';
    for (std::size_t c = 0; c < contenders.size(); ++c) {
        const Totals& t = totals[c];
        std::string name = contenders[c].title;
        name.resize(30, ' ');
        io.out << "  " << name
               << pad_left(std::to_string(t.solved) + "/" + std::to_string(count), 8)
               << pad_left(std::to_string(t.nodes), 13)
               << pad_left(base::format_duration(t.elapsed, utf8), 12)
               << pad_left(base::format_duration(mean(t.elapsed, t.solved), utf8), 12)
               << pad_left(base::format_duration(t.worst, utf8), 12);
        if (ratios)
            io.out << pad_left(ratio_text(node_ratio(t)), 11)
                   << pad_left(ratio_text(time_ratio(t)), 10);
        io.out << '\n';
    }
    if (with_reference) io.out << '\n' << reference_line << '\n' << ratio_line << '\n';
    io.out << '\n' << verdict << '\n';
    for (const std::string& m : mismatches)
        io.out << "MISMATCH " << m << '\n';
    return finish(mismatches.empty() ? kExitOk : kExitNo);
}

}  // namespace ninegrid::fifteen
