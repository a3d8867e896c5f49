// `ninegrid fifteen solve`: one board from the command line, solved optimally.
#include <unistd.h>

#include <ostream>

#include "base/args.hpp"
#include "base/json.hpp"
#include "base/text.hpp"
#include "games/fifteen/commands.hpp"
#include "ninegrid/fifteen/board_text.hpp"
#include "ninegrid/fifteen/solvability.hpp"

namespace ninegrid::fifteen {

namespace {

// The tiles that slide, in order, when the blank makes `moves` from `start`.
std::vector<int> tiles_moved(Board board, const std::vector<Move>& moves) {
    std::vector<int> tiles;
    for (const Move m : moves) {
        const int cell = target_cell(board.blank(), m);
        tiles.push_back(cell >= 0 ? board[cell] : 0);
        board.apply(m);
    }
    return tiles;
}

const char* algorithm_name(Algorithm a) {
    return a == Algorithm::Pdb ? "pdb" : "ida";
}

double micros(std::chrono::nanoseconds d) {
    return static_cast<double>(d.count()) / 1e3;
}

}  // namespace

const std::vector<base::OptionSpec> kSolveOptions{{"goal", "GOAL"},   {"algo", "NAME"},
                                                  {"no-reflect", ""}, {"boards", ""},
                                                  {"json", ""},       {"help", ""}};

int run_solve(const std::vector<std::string>& raw, Io io) {
    const Lang lang = io.lang;
    const base::Args args(raw, kSolveOptions, "ninegrid fifteen solve", lang);
    if (args.has("help")) {
        io.out << help_text("solve", lang);
        return kExitOk;
    }
    const std::string algo_text = args.value("algo").value_or("pdb");
    if (algo_text != "pdb" && algo_text != "ida") {
        throw base::UsageError(
            say(Msg::UnknownAlgorithm, lang, {{"algo", base::printable(algo_text)}}));
    }
    const Algorithm algorithm = algo_text == "pdb" ? Algorithm::Pdb : Algorithm::Ida;
    const Board goal =
        args.has("goal") ? board_argument(*args.value("goal"), Msg::WhatGoal, lang) : Board::goal();
    if (args.positionals().empty()) throw base::UsageError(say(Msg::NeedsStart, lang));
    if (args.positionals().size() > 1) {
        throw base::UsageError(
            say(Msg::OneStart, lang, {{"count", std::to_string(args.positionals().size())}}));
    }
    const Board start = board_argument(args.positionals()[0], Msg::WhatStart, lang);
    const bool json = args.has("json");
    const Solvability solvability = check_solvability(start, goal);
    if (!solvability.solvable()) {
        if (json) {
            base::JsonWriter w;
            w.begin_object();
            w.key("start").string(to_compact(start));
            w.key("goal").string(to_compact(goal));
            w.key("solvable").boolean(false);
            w.key("length").null();
            w.key("moves").null();
            w.key("start_parity").number(solvability.start.parity());
            w.key("goal_parity").number(solvability.goal.parity());
            w.end_object();
            io.out << w.str() << '\n';
        } else {
            io.out << say(Msg::Unreachable, lang,
                          {{"start", to_compact(start)},
                           {"goal", to_compact(goal)},
                           {"why", parity_explanation(solvability, lang)}})
                   << '\n';
        }
        return kExitNo;
    }
    Tables tables(goal, lang, &io.err);
    const bool at_goal = start == goal;  // nothing to search: no tables to find for it
    const bool reflect = !args.has("no-reflect");
    const Answer answer = at_goal ? Answer{true, {}, 0, std::chrono::nanoseconds{0}}
                                  : solve_with(algorithm, tables, start, goal, reflect);
    const bool reflected =
        algorithm == Algorithm::Pdb && reflect && tables.built() && tables.get().reflectable();
    const std::vector<int> tiles = tiles_moved(start, answer.moves);
    if (json) {
        base::JsonWriter w;
        w.begin_object();
        w.key("start").string(to_compact(start));
        w.key("goal").string(to_compact(goal));
        w.key("solvable").boolean(true);
        w.key("length").number(static_cast<std::uint64_t>(answer.moves.size()));
        w.key("moves").string(moves_to_string(answer.moves));
        w.key("tiles").begin_array();
        for (const int t : tiles)
            w.number(t);
        w.end_array();
        w.key("algorithm").string(algorithm_name(algorithm));
        w.key("reflect").boolean(reflected);
        w.key("nodes").number(answer.nodes);
        w.key("micros").number(micros(answer.elapsed), 3);
        if (algorithm == Algorithm::Pdb && tables.built()) {
            w.key("tables").string(table_set_name(tables.set()));
            w.key("tables_loaded").boolean(tables.loaded());
            w.key("table_micros").number(micros(tables.build_time()), 1);
        }
        if (args.has("boards")) {
            w.key("boards").begin_array();
            Board b = start;
            w.string(to_compact(b));
            for (const Move m : answer.moves) {
                b.apply(m);
                w.string(to_compact(b));
            }
            w.end_array();
        }
        w.end_object();
        io.out << w.str() << '\n';
        return kExitOk;
    }
    const auto start_rows = board_rows(start);
    const auto goal_rows = board_rows(goal);
    io.out << "  start          goal\n";
    for (std::size_t r = 0; r < start_rows.size(); ++r)
        io.out << "  " << start_rows[r] << "    " << goal_rows[r] << '\n';
    io.out << '\n';
    if (answer.moves.empty()) {
        io.out << "Already at the goal: 0 moves.\n";
        return kExitOk;
    }
    io.out << "Optimal: " << answer.moves.size() << " moves\n";
    io.out << "Blank moves: " << moves_to_string(answer.moves) << '\n';
    io.out << "Tiles:";
    for (const int t : tiles)
        io.out << ' ' << t;
    io.out << '\n';
    if (args.has("boards")) {
        Board b = start;
        for (std::size_t i = 0; i < answer.moves.size(); ++i) {
            b.apply(answer.moves[i]);
            io.out << '\n' << (i + 1) << ' ' << move_letter(answer.moves[i]) << '\n';
            for (const std::string& row : board_rows(b))
                io.out << "  " << row << '\n';
        }
        io.out << '\n';
    }
    const bool utf8 = base::utf8_locale();
    io.out << (algorithm == Algorithm::Pdb
                   ? std::string("IDA*, ") + table_set_name(tables.set()) + " pattern databases" +
                         (reflected ? " with the reflection" : "")
                   : std::string("IDA*, Manhattan distance + linear conflict"))
           << ": " << answer.nodes << " nodes in " << base::format_duration(answer.elapsed, utf8);
    if (algorithm == Algorithm::Pdb && tables.built()) {
        io.out << (tables.loaded() ? " (tables read in " : " (tables built in ")
               << base::format_duration(tables.build_time(), utf8) << ")";
    }
    io.out << '\n';
    return kExitOk;
}

}  // namespace ninegrid::fifteen
