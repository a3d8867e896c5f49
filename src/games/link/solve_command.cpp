// SPDX-License-Identifier: MIT
// `ninegrid link solve` and `ninegrid link hint`: a board file in, a clearing order or the pairs
// removable now out, as lines for programs (English) or JSON.
#include <chrono>
#include <ostream>

#include "base/json.hpp"
#include "base/progress.hpp"
#include "games/link/commands.hpp"
#include "ninegrid/link/hint.hpp"
#include "ninegrid/link/solver.hpp"

namespace ninegrid::link {

namespace {

void json_point(base::JsonWriter& json, Point p) {
    json.begin_array().number(p.row).number(p.col).end_array();
}

void json_path(base::JsonWriter& json, const Path& path) {
    json.begin_array();
    for (Point p : path)
        json_point(json, p);
    json.end_array();
}

std::string path_text(const Path& path) {
    std::string s;
    for (Point p : path)
        s += " " + point_text(p);
    return s;
}

const char* verdict_name(Verdict v) {
    switch (v) {
        case Verdict::Solved:
            return "solved";
        case Verdict::Unsolvable:
            return "unsolvable";
        case Verdict::Unknown:
            break;
    }
    return "unknown";
}

constexpr base::OptionSpec kSolveOptionTable[]{{"border", ""}, {"no-border", ""},   {"gravity", ""},
                                               {"json", ""},   {"budget", "NODES"}, {"help", ""}};
constexpr base::OptionSpec kHintOptionTable[]{
    {"border", ""}, {"no-border", ""}, {"gravity", ""}, {"json", ""}, {"help", ""}};

}  // namespace

const base::Options kSolveOptions{kSolveOptionTable};
const base::Options kHintOptions{kHintOptionTable};

int run_solve(const std::vector<std::string>& raw, Io io) {
    const Lang lang = io.lang;
    const shell::CommandContext context(game_entry(), "solve", raw, io);
    if (context.helped()) return kExitOk;
    const base::Args& args = context.args();
    const Rules rules = rules_from(args, lang);
    const std::uint64_t budget = args.number("budget", kDefaultBudget, 1, 1000000000000ULL);
    const std::string file = board_word(args, "solve", lang);
    const Board board = read_board(file, io);

    const SolveCost cost = solve_cost(board.kind_counts(), budget);
    if (cost.most * kPairTestSeconds > kLongRunSeconds) {
        io.err << "ninegrid: "
               << say(Msg::SolveLong, lang,
                      {{"budget", std::to_string(budget)},
                       {"time", rough_duration(cost.most * kPairTestSeconds, lang)},
                       {"rows", std::to_string(board.rows())},
                       {"cols", std::to_string(board.cols())},
                       {"tests", std::to_string(static_cast<std::uint64_t>(
                                     cost.most / static_cast<double>(budget) + 0.5))},
                       {"memory", std::to_string(kDefaultMemoryLimit >> 20)}})
               << '\n'
               << std::flush;
    }

    base::Progress bar(io.err, base::progress_shown(io), say(Msg::ProgressSolve, lang));
    Solver solver;
    if (bar.shown())
        solver.set_progress([&](const SearchProgress& p) { show_search(bar, p, lang); });
    const auto started = std::chrono::steady_clock::now();
    const Solution solution = solver.solve(board, rules, budget);
    bar.clear();
    const double micros =
        std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - started)
            .count();

    if (args.has("json")) {
        base::JsonWriter json;
        json.begin_object();
        json.key("result").string(verdict_name(solution.result));
        if (solution.result == Verdict::Solved) {
            json.key("reason").null();
        } else {
            json.key("reason").string(describe(solution.reason));
        }
        json.key("removals").begin_array();
        for (const Removal& r : solution.removals) {
            json.begin_object();
            json.key("a");
            json_point(json, r.a);
            json.key("b");
            json_point(json, r.b);
            json.key("path");
            json_path(json, r.path);
            json.end_object();
        }
        json.end_array();
        json.key("nodes").number(solution.nodes);
        json.key("micros").number(micros, 1);
        json.end_object();
        io.out << json.str() << '\n';
    } else {
        std::string out;
        for (const Removal& r : solution.removals)
            out += point_text(r.a) + " " + point_text(r.b) + " path" + path_text(r.path) + "\n";
        switch (solution.result) {
            case Verdict::Solved:
                out += "solved\n";
                break;
            case Verdict::Unsolvable:
                out += "unsolvable: " + describe(solution.reason) + "\n";
                break;
            case Verdict::Unknown:
                if (solution.reason.kind == Reason::Kind::Memory) {
                    out += "unknown: the memory limit of " +
                           std::to_string(solution.reason.memory_limit >> 20) +
                           " MB was reached after " + std::to_string(solution.nodes) +
                           " positions, before an answer\n";
                } else {
                    // The budget bounds pair tests too (1000 a position): on a large board of few
                    // kinds they run out long before the positions do.
                    out += "unknown: the budget of " + std::to_string(budget) +
                           " positions ran out after " + std::to_string(solution.nodes) +
                           (solution.nodes < budget
                                ? " positions and the pair tests it allows (1000 a position)"
                                : " positions") +
                           ", before an answer\n";
                }
                break;
        }
        io.out << out;
    }
    switch (solution.result) {
        case Verdict::Solved:
            return kExitOk;
        case Verdict::Unsolvable:
            return kExitNo;
        case Verdict::Unknown:
            break;
    }
    return kExitUnknown;
}

int run_hint(const std::vector<std::string>& raw, Io io) {
    const Lang lang = io.lang;
    const shell::CommandContext context(game_entry(), "hint", raw, io);
    if (context.helped()) return kExitOk;
    const base::Args& args = context.args();
    const Rules rules = rules_from(args, lang);
    const std::string file = board_word(args, "hint", lang);
    const Board board = read_board(file, io);
    const std::vector<Pair> pairs = all_pairs(board, rules);

    if (args.has("json")) {
        base::JsonWriter json;
        json.begin_object().key("pairs").begin_array();
        for (const Pair& p : pairs) {
            json.begin_object();
            json.key("a");
            json_point(json, p.a);
            json.key("b");
            json_point(json, p.b);
            json.key("turns").number(p.path.turns());
            json.key("path");
            json_path(json, p.path);
            json.end_object();
        }
        json.end_array().end_object();
        io.out << json.str() << '\n';
    } else {
        std::string out;
        for (const Pair& p : pairs) {
            out += point_text(p.a) + " " + point_text(p.b) + " turns " +
                   std::to_string(p.path.turns()) + " path" + path_text(p.path) + "\n";
        }
        if (pairs.empty()) {
            out += board.empty() ? "no pair: the board is empty\n"
                                 : "no pair: no two tiles of a kind connect (a dead board)\n";
        }
        io.out << out;
    }
    return pairs.empty() ? kExitNo : kExitOk;
}

}  // namespace ninegrid::link
