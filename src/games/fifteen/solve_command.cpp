// SPDX-License-Identifier: MIT
// `ninegrid fifteen solve`: one board from the command line, or a batch from standard input,
// solved optimally.
#include <ostream>

#include "base/args.hpp"
#include "base/batch.hpp"
#include "base/json.hpp"
#include "base/progress.hpp"
#include "base/text.hpp"
#include "games/fifteen/commands.hpp"
#include "games/fifteen/sliding_cache.hpp"
#include "games/sliding/board_words.hpp"
#include "games/sliding/commands.hpp"
#include "ninegrid/fifteen/board_text.hpp"
#include "ninegrid/fifteen/solvability.hpp"
#include "ninegrid/sliding/optimal.hpp"

namespace ninegrid::fifteen {

namespace {

using sliding::Size;
using SBoard = sliding::Board;

// The tiles that slide, in order, when the blank makes `moves` from `start`.
std::vector<int> tiles_moved(SBoard board, const std::vector<Move>& moves) {
    std::vector<int> tiles;
    for (const Move m : moves) {
        const int cell = sliding::target_cell(board.blank(), m, board.size());
        tiles.push_back(cell >= 0 ? board[cell] : 0);
        board.apply(m);
    }
    return tiles;
}

const char* algorithm_name(Algorithm a, const Answer& answer) {
    if (!answer.optimal) return "near";
    return a == Algorithm::Pdb ? "pdb" : "ida";
}

// How a board of `size` is solved: the 4x4 by the 15-puzzle's solvers (`algorithm`), every
// other size by the family's (solve_sized).
Answer solve_board(Algorithm algorithm, Tables& tables, const SBoard& start, const SBoard& goal,
                   bool reflect, bool optimal, SearchBar progress) {
    if (start.size() == kSize) {
        return solve_with(algorithm, tables, from_sliding(start), from_sliding(goal), reflect, 0,
                          std::move(progress));
    }
    return solve_sized(start, goal, algorithm, optimal, std::move(progress));
}

double micros(std::chrono::nanoseconds d) {
    return static_cast<double>(d.count()) / 1e3;
}

// The JSON of a start that cannot reach the goal: the parities that decide it.
void write_unsolvable_json(base::JsonWriter& w, const SBoard& start, const SBoard& goal,
                           const Solvability& solvability) {
    w.begin_object();
    w.key("start").string(to_compact(start));
    w.key("goal").string(to_compact(goal));
    w.key("solvable").boolean(false);
    w.key("length").null();
    w.key("moves").null();
    w.key("start_parity").number(solvability.start.parity());
    w.key("goal_parity").number(solvability.goal.parity());
    w.end_object();
}

// How an answer was found, for its JSON.
struct Method {
    Algorithm algorithm;
    bool reflected;        // the pattern databases' reflection was used
    const Tables& tables;  // which, and the time they took to read or build
};

void write_solution_json(base::JsonWriter& w, const SBoard& start, const SBoard& goal,
                         const Answer& answer, const Method& how, bool with_boards) {
    w.begin_object();
    w.key("start").string(to_compact(start));
    w.key("goal").string(to_compact(goal));
    w.key("solvable").boolean(true);
    w.key("length").number(static_cast<std::uint64_t>(answer.moves.size()));
    w.key("moves").string(moves_to_string(answer.moves));
    w.key("tiles").begin_array();
    for (const int t : tiles_moved(start, answer.moves))
        w.number(t);
    w.end_array();
    w.key("algorithm").string(algorithm_name(how.algorithm, answer));
    w.key("optimal").boolean(answer.optimal);
    w.key("reflect").boolean(how.reflected);
    w.key("nodes").number(answer.nodes);
    w.key("micros").number(micros(answer.elapsed), 3);
    if (how.algorithm == Algorithm::Pdb && how.tables.built()) {
        w.key("tables").string(table_set_name(how.tables.set()));
        w.key("tables_loaded").boolean(how.tables.loaded());
        w.key("table_micros").number(micros(how.tables.build_time()), 1);
    }
    if (with_boards) {
        w.key("boards").begin_array();
        SBoard b = start;
        w.string(to_compact(b));
        for (const Move m : answer.moves) {
            b.apply(m);
            w.string(to_compact(b));
        }
        w.end_array();
    }
    w.end_object();
}

// `solve --batch`: the 8-puzzle's batch, one line of answer per line of input. The tables are
// built when the first line needs a search, so a batch of goals and unsolvable boards builds none.
int solve_batch(Algorithm algorithm, bool reflect, bool optimal, const SBoard& goal, bool json,
                Io io) {
    Tables tables(goal.size() == kSize ? from_sliding(goal) : Board::goal(), io.lang, &io.err);
    const bool shown = base::progress_shown(io);
    tables.show_progress(shown);
    return base::run_batch(
        io, "ninegrid fifteen solve", json, [&](const std::string& line, std::string& out) {
            const sliding::BoardParse parsed = sliding::parse_board(line, goal.size());
            if (!parsed) {
                base::append_batch_error(out, json, &line, parsed.error);
                return base::BatchAnswer::Error;
            }
            const SBoard& start = *parsed.board;
            const Solvability solvability = check_solvability(start, goal);
            if (!solvability.solvable()) {
                if (json) {
                    base::JsonWriter w;
                    write_unsolvable_json(w, start, goal, solvability);
                    out += w.str();
                    out += '\n';
                } else {
                    out += "unsolvable\n";
                }
                return base::BatchAnswer::Unsolvable;
            }
            const bool at_goal = start == goal;
            Answer answer{true, {}, 0, std::chrono::nanoseconds{0}};
            if (!at_goal) {
                // The tables first, with their own progress line; then the search's.
                if (algorithm == Algorithm::Pdb && goal.size() == kSize) tables.get();
                base::Progress bar(io.err, shown, "ninegrid fifteen solve:");
                answer = solve_board(algorithm, tables, start, goal, reflect, optimal,
                                     SearchBar{&bar, to_compact(start), io.lang});
            }
            if (!answer.solved) {  // no node limit: only a failed search ends here
                base::append_batch_error(out, json, &line, say(Msg::NoSolution, Lang::En));
                return base::BatchAnswer::Error;
            }
            if (json) {
                const bool reflected = !at_goal && algorithm == Algorithm::Pdb && reflect &&
                                       goal.size() == kSize && tables.get().reflectable();
                base::JsonWriter w;
                write_solution_json(w, start, goal, answer, Method{algorithm, reflected, tables},
                                    false);
                out += w.str();
                out += '\n';
            } else {
                sliding::append_batch_moves(out, answer.moves);
            }
            return base::BatchAnswer::Solved;
        });
}

constexpr base::OptionSpec kSolveOptionTable[]{
    {"size", "WxH"}, {"goal", "GOAL"}, {"algo", "NAME"}, {"no-reflect", ""},
    {"boards", ""},  {"json", ""},     {"batch", ""},    {"help", ""}};

}  // namespace

const base::Options kSolveOptions{kSolveOptionTable};

int run_solve(const std::vector<std::string>& raw, Io io) {
    const Lang lang = io.lang;
    const shell::CommandContext context(game_entry(), "solve", raw, io);
    if (context.helped()) return kExitOk;
    const base::Args& args = context.args();
    const std::string algo_text = args.value("algo").value_or("pdb");
    if (algo_text != "pdb" && algo_text != "ida") {
        throw base::UsageError(
            say(Msg::UnknownAlgorithm, lang, {{"algo", base::printable(algo_text)}}));
    }
    const Size size = size_option(args, lang);
    // The sizes' tables (sliding/table_store.hpp) read from the cache and kept there.
    const SlidingCacheScope sliding_tables(true, lang, &io.err);
    // Pattern tables serve every board of up to 16 cells (the 4x4's databases, or the size's
    // tables of 5 tiles); beyond, the near-optimal solver or IDA* with Manhattan distance.
    if (!solved_optimally(size) && args.has("algo") && algo_text == "pdb")
        throw base::UsageError(
            say(Msg::PdbBeyondSixteen, lang, {{"size", sliding::size_text(size)}}));
    const Algorithm algorithm =
        algo_text == "pdb" && solved_optimally(size) ? Algorithm::Pdb : Algorithm::Ida;
    const SBoard goal = args.has("goal")
                            ? board_argument(*args.value("goal"), Msg::WhatGoal, size, lang)
                            : SBoard::goal(size);
    const bool json = args.has("json");
    const bool reflect = !args.has("no-reflect");
    // Beyond 16 cells the near-optimal solver answers unless --algo ida asks for the optimum.
    const bool optimal = solved_optimally(size) || (args.has("algo") && algo_text == "ida");
    if (args.has("batch")) {
        if (!args.positionals().empty()) {
            throw base::UsageError(
                say(Msg::BatchWithBoard, lang, {{"word", base::printable(args.positionals()[0])}}));
        }
        if (args.has("boards")) throw base::UsageError(say(Msg::BoardsWithBatch, lang));
        return solve_batch(algorithm, reflect, optimal, goal, json, io);
    }
    if (args.positionals().empty()) throw base::UsageError(say(Msg::NeedsStart, lang));
    if (args.positionals().size() > 1) {
        throw base::UsageError(
            say(Msg::OneStart, lang, {{"count", std::to_string(args.positionals().size())}}));
    }
    const SBoard start = board_argument(args.positionals()[0], Msg::WhatStart, size, lang);
    const Solvability solvability = check_solvability(start, goal);
    if (!solvability.solvable()) {
        if (json) {
            base::JsonWriter w;
            write_unsolvable_json(w, start, goal, solvability);
            io.out << w.str() << '\n';
        } else {
            io.out << say(Msg::Unreachable, lang,
                          {{"start", to_compact(start)},
                           {"goal", to_compact(goal)},
                           {"why", sliding::parity_explanation(solvability, lang)}})
                   << '\n';
        }
        return kExitNo;
    }
    Tables tables(size == kSize ? from_sliding(goal) : Board::goal(), lang, &io.err);
    const bool shown = base::progress_shown(io);
    tables.show_progress(shown);
    const bool at_goal = start == goal;  // nothing to search: no tables to find for it
    Answer answer{true, {}, 0, std::chrono::nanoseconds{0}};
    if (!at_goal) {
        // The tables first, with their own progress line; then the search's.
        if (algorithm == Algorithm::Pdb && size == kSize) tables.get();
        base::Progress bar(io.err, shown, "ninegrid fifteen solve:");
        answer = solve_board(algorithm, tables, start, goal, reflect, optimal,
                             SearchBar{&bar, {}, lang});
    }
    if (!answer.solved) {  // no node limit: only tables wrong twice end here
        io.err << "ninegrid fifteen solve: " << say(Msg::NoSolution, lang) << '\n';
        return kExitUsage;
    }
    const bool reflected =
        algorithm == Algorithm::Pdb && reflect && tables.built() && tables.get().reflectable();
    if (json) {
        base::JsonWriter w;
        write_solution_json(w, start, goal, answer, Method{algorithm, reflected, tables},
                            args.has("boards"));
        io.out << w.str() << '\n';
        return kExitOk;
    }
    const std::vector<int> tiles = tiles_moved(start, answer.moves);
    const auto start_rows = sliding::board_rows(start);
    const auto goal_rows = sliding::board_rows(goal);
    io.out << "  start" << std::string(start_rows[0].size() + 4 - 5, ' ') << "goal\n";
    for (std::size_t r = 0; r < start_rows.size(); ++r)
        io.out << "  " << start_rows[r] << "    " << goal_rows[r] << '\n';
    io.out << '\n';
    if (answer.moves.empty()) {
        io.out << "Already at the goal: 0 moves.\n";
        return kExitOk;
    }
    io.out << (answer.optimal ? "Optimal: " : "Good, not proven optimal: ") << answer.moves.size()
           << (answer.moves.size() == 1 ? " move\n" : " moves\n");
    io.out << "Blank moves: " << moves_to_string(answer.moves) << '\n';
    io.out << "Tiles:";
    for (const int t : tiles)
        io.out << ' ' << t;
    io.out << '\n';
    if (args.has("boards")) {
        SBoard b = start;
        for (std::size_t i = 0; i < answer.moves.size(); ++i) {
            b.apply(answer.moves[i]);
            io.out << '\n' << (i + 1) << ' ' << move_letter(answer.moves[i]) << '\n';
            for (const std::string& row : sliding::board_rows(b))
                io.out << "  " << row << '\n';
        }
        io.out << '\n';
    }
    const bool utf8 = base::utf8_locale();
    io.out << (!answer.optimal ? std::string("line by line, then weighted A* over pattern tables")
               : algorithm == Algorithm::Pdb && size != kSize
                   ? std::string(sliding::optimal_uses_packed(size)
                                     ? "IDA*, additive pattern tables of 7, 7 and 1 tiles"
                                     : "IDA*, additive pattern tables of 5 tiles")
               : algorithm == Algorithm::Pdb
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
