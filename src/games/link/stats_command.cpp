// SPDX-License-Identifier: MIT
// `ninegrid link stats`: N random deals, each solved exactly, against a greedy player.
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <ostream>

#include "base/json.hpp"
#include "base/progress.hpp"
#include "base/rng.hpp"
#include "base/stats.hpp"
#include "base/text.hpp"
#include "games/link/commands.hpp"
#include "ninegrid/link/generate.hpp"
#include "ninegrid/link/solver.hpp"

namespace ninegrid::link {

namespace {

using base::mean;
using base::percentile;

std::string rules_name(const Rules& rules) {
    return std::string(rules.border ? "ring" : "no ring") + (rules.gravity ? ", gravity" : "");
}

constexpr base::OptionSpec kStatsOptionTable[]{
    {"size", "NAME"},  {"rows", "R"},   {"cols", "C"},       {"kinds", "K"},
    {"count", "N"},    {"seed", "S"},   {"budget", "NODES"}, {"border", ""},
    {"no-border", ""}, {"gravity", ""}, {"json", ""},        {"help", ""}};

}  // namespace

const base::Options kStatsOptions{kStatsOptionTable};

int run_stats(const std::vector<std::string>& raw, Io io) {
    const Lang lang = io.lang;
    const shell::CommandContext context(game_entry(), "stats", raw, io);
    if (context.helped()) return kExitOk;
    const base::Args& args = context.args();
    args.no_positionals();
    const Rules rules = rules_from(args, lang);
    const Size size = size_from(args, lang);
    const DealProblem problem = check_deal(size.rows, size.cols, size.kinds);
    if (problem.kind != DealProblem::Kind::None) {
        throw base::UsageError(deal_problem_text(problem, lang));
    }
    const auto count = static_cast<int>(args.number("count", 100, 1, 100000));
    const auto seed = static_cast<std::uint32_t>(args.number("seed", 1, 0, 4294967295ULL));
    const std::uint64_t budget = args.number("budget", kDefaultBudget, 1, 1000000000000ULL);

    // Up front: a request that would run for days says so (and goes on: the estimate is rough,
    // and Ctrl-C stops it; the progress line then shows the time left as measured).
    std::array<int, kMaxKinds + 1> counts{};
    for (int k = 1; k <= size.kinds; ++k)
        counts[static_cast<std::size_t>(k)] = size.rows * size.cols / size.kinds;
    const double each = solve_cost(counts, budget).typical * kPairTestSeconds;
    if (each * count > kLongRunSeconds) {
        io.err << "ninegrid: "
               << say(Msg::StatsLong, lang,
                      {{"count", std::to_string(count)},
                       {"rows", std::to_string(size.rows)},
                       {"cols", std::to_string(size.cols)},
                       {"kinds", std::to_string(size.kinds)},
                       {"time", rough_duration(each * count, lang)},
                       {"each", rough_duration(each, lang)},
                       {"fits", std::to_string(static_cast<long long>(kLongRunSeconds / each))}})
               << '\n'
               << std::flush;
    }

    base::Rng rng(seed);
    Solver solver;
    base::Progress bar(io.err, base::progress_shown(io), say(Msg::ProgressStats, lang));
    const auto run_started = std::chrono::steady_clock::now();
    int done = 0;
    // Deals done, and how far the current one's search has gone.
    const auto show = [&](double current) {
        const double fraction = (done + current) / count;
        const double elapsed =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - run_started).count();
        const double left = fraction > 0 ? elapsed * (1 - fraction) / fraction : 0;
        bar.update(static_cast<std::uint64_t>(fraction * 1000000), 1000000,
                   say(Msg::ProgressDeals, lang,
                       {{"done", std::to_string(done)},
                        {"count", std::to_string(count)},
                        {"left", rough_duration(left, lang)}}));
    };
    if (bar.shown())
        solver.set_progress([&](const SearchProgress& p) { show(search_fraction(p)); });
    int solved = 0, unsolvable = 0, unknown = 0, greedy = 0;
    std::vector<std::uint64_t> nodes;
    std::vector<double> micros;
    for (int i = 0; i < count; ++i, ++done) {
        if (bar.shown()) show(0);
        const DealResult dealt = deal(size.rows, size.cols, size.kinds, rng, rules);
        const Board& board = *dealt.board;
        const auto started = std::chrono::steady_clock::now();
        const Solution s = solver.solve(board, rules, budget);
        micros.push_back(
            std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - started)
                .count());
        nodes.push_back(s.nodes);
        (s.result == Verdict::Solved       ? solved
         : s.result == Verdict::Unsolvable ? unsolvable
                                           : unknown) += 1;
        greedy += greedy_play(board, rules).cleared ? 1 : 0;
    }
    bar.clear();

    if (args.has("json")) {
        base::JsonWriter json;
        json.begin_object();
        json.key("rows").number(size.rows);
        json.key("cols").number(size.cols);
        json.key("kinds").number(size.kinds);
        json.key("border").boolean(rules.border);
        json.key("gravity").boolean(rules.gravity);
        json.key("count").number(count);
        json.key("seed").number(static_cast<std::uint64_t>(seed));
        json.key("budget").number(budget);
        json.key("solvable").number(solved);
        json.key("unsolvable").number(unsolvable);
        json.key("unknown").number(unknown);
        json.key("greedy_clears").number(greedy);
        json.key("nodes").begin_object();
        json.key("median").number(percentile(nodes, 0.5));
        json.key("p90").number(percentile(nodes, 0.9));
        json.key("max").number(percentile(nodes, 1.0));
        json.key("mean").number(mean(nodes), 1);
        json.end_object();
        json.key("micros").begin_object();
        json.key("median").number(percentile(micros, 0.5), 1);
        json.key("p90").number(percentile(micros, 0.9), 1);
        json.key("max").number(percentile(micros, 1.0), 1);
        json.key("mean").number(mean(micros), 1);
        json.end_object();
        json.end_object();
        io.out << json.str() << '\n';
        return kExitOk;
    }

    const bool utf8 = base::utf8_locale();
    const auto duration = [&](double us) {
        return base::format_duration(
            std::chrono::nanoseconds(static_cast<std::int64_t>(us * 1000.0)), utf8);
    };
    const auto share = [&](int n) {
        char text[32];
        std::snprintf(text, sizeof text, "%6d  %5.1f%%", n, 100.0 * n / count);
        return std::string(text);
    };
    io.out << count << " random " << size.rows << "x" << size.cols << " deals, " << size.kinds
           << " kinds, " << rules_name(rules) << ", seed " << seed << ", budget " << budget
           << " positions\n\n"
           << "  can be cleared      " << share(solved) << '\n'
           << "  cannot be cleared   " << share(unsolvable) << '\n'
           << "  unknown (budget)    " << share(unknown) << '\n'
           << "  greedy player clears" << share(greedy)
           << "   (first pair found, KShisen's check)\n"
           << "\n"
           << "per solve      median        p90        max       mean\n";
    char line[160];
    std::snprintf(line, sizeof line, "  positions %10llu %10llu %10llu %10.1f\n",
                  static_cast<unsigned long long>(percentile(nodes, 0.5)),
                  static_cast<unsigned long long>(percentile(nodes, 0.9)),
                  static_cast<unsigned long long>(percentile(nodes, 1.0)), mean(nodes));
    io.out << line;
    std::snprintf(line, sizeof line, "  time      %10s %10s %10s %10s\n",
                  duration(percentile(micros, 0.5)).c_str(),
                  duration(percentile(micros, 0.9)).c_str(),
                  duration(percentile(micros, 1.0)).c_str(), duration(mean(micros)).c_str());
    io.out << line;
    return kExitOk;
}

}  // namespace ninegrid::link
