// SPDX-License-Identifier: MIT
// `ninegrid solve`: one board from the command line, or a batch from standard input.
#include <cstdint>
#include <cstring>
#include <memory>
#include <ostream>

#include "base/args.hpp"
#include "base/batch.hpp"
#include "base/json.hpp"
#include "base/text.hpp"
#include "games/eight/commands.hpp"
#include "games/eight/format.hpp"
#include "games/eight/solve_trace.hpp"
#include "games/sliding/commands.hpp"
#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/distance_table.hpp"
#include "ninegrid/eight/rank.hpp"
#include "ninegrid/eight/solvability.hpp"
#include "ninegrid/eight/solve.hpp"

namespace ninegrid::eight {

namespace {

std::string heuristic_words(Heuristic h) {
    return h == Heuristic::Manhattan ? "Manhattan distance" : "misplaced tiles";
}

std::string describe_algorithm(const Solver& solver) {
    switch (solver.algorithm()) {
        case Algorithm::Bfs:
            return "breadth-first search";
        case Algorithm::Table:
            return "distance table";
        case Algorithm::AStar:
            return "A*, " + heuristic_words(solver.heuristic());
        case Algorithm::Ida:
            return "IDA*, Manhattan distance";
        case Algorithm::Bidir:
            return "bidirectional breadth-first search";
        case Algorithm::Iddfs:
            return "iterative deepening";
        case Algorithm::Greedy:
            return "greedy best-first, Manhattan distance";
        case Algorithm::WAStar:
            return "weighted A*, f = g + " + number_text(solver.weight()) +
                   " h, Manhattan distance";
        case Algorithm::Pruned:
            return "the handout's pruned breadth-first search";
        case Algorithm::AStarClosed:
            return "A* with a closed set, " + heuristic_words(solver.heuristic());
    }
    return "?";
}

// Why an incomplete search stopped without a path.
std::string why_gave_up(const Solver& solver) {
    if (solver.algorithm() == Algorithm::Iddfs) {
        return "it expanded " + std::to_string(kIddfsNodeLimit) + " boards, its node limit";
    }
    return "its rule kept no path to the goal within " + std::to_string(kPrunedMaxDepth) + " moves";
}

// Whether the algorithm uses a heuristic, and so whether the JSON names it.
bool uses_heuristic(Algorithm a) {
    return takes_heuristic(a) || a == Algorithm::Ida || a == Algorithm::Greedy ||
           a == Algorithm::WAStar;
}

// The optimal length, for the verdict on an algorithm that does not claim it.
int optimal_length(const State& start, const State& goal) {
    return AStarSolver().solve(start, goal).length();
}

// With a trace (--trace --json), the object is the last of its lines: marked as the result, and
// with the trace's counts.
void write_json(base::JsonWriter& json, const State& start, const State& goal, const Solver& solver,
                const Solution& solution, bool with_boards, const SearchTrace* trace = nullptr) {
    json.begin_object();
    if (trace != nullptr) json.key("type").string("result");
    json.key("start").string(to_compact(start));
    json.key("goal").string(to_compact(goal));
    json.key("solvable").boolean(solution.solvable);
    if (solution.gave_up) json.key("gave_up").boolean(true);
    if (solution.found()) {
        json.key("length").number(solution.length());
        json.key("moves").string(moves_to_string(solution.moves));
        json.key("tiles").begin_array();
        for (int t : tiles_moved(start, solution.moves))
            json.number(t);
        json.end_array();
    } else {
        json.key("length").null();
        json.key("moves").null();
        json.key("tiles").null();
        if (!solution.solvable) {
            const Solvability s = check_solvability(start, goal);
            json.key("start_inversions").number(s.start_inversions);
            json.key("goal_inversions").number(s.goal_inversions);
        }
    }
    json.key("algorithm").string(algorithm_name(solver.algorithm()));
    if (uses_heuristic(solver.algorithm())) {
        json.key("heuristic").string(heuristic_name(solver.heuristic()));
    }
    if (solver.algorithm() == Algorithm::WAStar) json.key("weight").number(solver.weight(), 3);
    json.key("expanded").number(solution.stats.expanded);
    json.key("generated").number(solution.stats.generated);
    json.key("max_frontier").number(solution.stats.max_frontier);
    json.key("micros").number(static_cast<double>(solution.stats.elapsed.count()) / 1e3, 3);
    if (const DistanceTable* table = solver.table()) {
        json.key("table_micros").number(static_cast<double>(table->build_time().count()) / 1e3, 1);
    }
    if (with_boards && solution.found()) {
        json.key("boards").begin_array();
        State s = start;
        json.string(to_compact(s));
        for (Move m : solution.moves) {
            s.apply(m);
            json.string(to_compact(s));
        }
        json.end_array();
    }
    if (trace != nullptr) write_trace_counts(json, *trace);
    json.end_object();
}

// Boards side by side, nine to a row, each labelled with its step and the blank's move.
void print_path(std::ostream& out, const State& start, const std::vector<Move>& moves) {
    constexpr std::size_t kPerRow = 9;
    std::vector<State> boards{start};
    std::vector<std::string> labels{"start"};
    for (std::size_t i = 0; i < moves.size(); ++i) {
        boards.push_back(boards.back().moved(moves[i]));
        labels.push_back(std::to_string(i + 1) + " " + move_letter(moves[i]));
    }
    for (std::size_t from = 0; from < boards.size(); from += kPerRow) {
        const std::size_t to = std::min(boards.size(), from + kPerRow);
        std::string lines[kSide + 1];
        for (std::size_t i = from; i < to; ++i) {
            const std::string gap = i == from ? "  " : "   ";
            std::string label = labels[i];
            label.resize(5, ' ');
            lines[0] += gap + label;
            const auto rows = board_rows(boards[i]);
            for (int r = 0; r < kSide; ++r)
                lines[r + 1] += gap + rows[static_cast<std::size_t>(r)];
        }
        out << '\n';
        for (std::string& line : lines) {
            while (!line.empty() && line.back() == ' ')
                line.pop_back();
            out << line << '\n';
        }
    }
}

void print_ends(std::ostream& out, const State& start, const State& goal) {
    const auto start_rows = board_rows(start);
    const auto goal_rows = board_rows(goal);
    out << "  start    goal\n";
    for (std::size_t r = 0; r < kSide; ++r)
        out << "  " << start_rows[r] << "    " << goal_rows[r] << '\n';
    out << '\n';
}

// What print_human says after the start and the goal.
void print_result(std::ostream& out, const State& start, const State& goal, const Solver& solver,
                  const Solution& solution, bool with_boards) {
    const bool utf8 = base::utf8_locale();
    if (!solution.solvable) {
        out << "No solution: " << parity_explanation(start, goal) << '\n';
        return;
    }
    const SearchStats& st = solution.stats;
    const auto counts = [&] {
        out << "expanded " << st.expanded << ", generated " << st.generated << ", peak frontier "
            << st.max_frontier << ", " << base::format_duration(st.elapsed, utf8) << '\n';
    };
    if (solution.gave_up) {
        const int optimal = optimal_length(start, goal);
        out << "No solution found: " << describe_algorithm(solver) << " gave up ("
            << why_gave_up(solver) << "), though the board can reach the goal in " << optimal
            << (optimal == 1 ? " move" : " moves") << ".\n";
        counts();
        return;
    }
    const int n = solution.length();
    if (n == 0) {
        out << "Already solved: 0 moves (" << describe_algorithm(solver) << ")\n";
    } else if (claims_optimal(solver.algorithm())) {
        out << n << (n == 1 ? " move" : " moves") << ", optimal (" << describe_algorithm(solver)
            << ")\n";
    } else {
        const int optimal = optimal_length(start, goal);
        out << n << (n == 1 ? " move" : " moves") << " (" << describe_algorithm(solver) << "): "
            << (n == optimal
                    ? "optimal on this board, though the algorithm does not promise it"
                    : "not optimal, a shortest solution has " + std::to_string(optimal) + " moves")
            << '\n';
    }
    if (n > 0) {
        out << "blank moves:";
        for (Move m : solution.moves)
            out << ' ' << move_letter(m);
        out << "\ntiles moved:";
        for (int t : tiles_moved(start, solution.moves))
            out << ' ' << t;
        out << '\n';
    }
    if (const DistanceTable* table = solver.table()) {
        out << st.expanded << " table look-ups, " << base::format_duration(st.elapsed, utf8)
            << " (building the table took " << base::format_duration(table->build_time(), utf8)
            << ")\n";
    } else {
        counts();
    }
    if (with_boards) print_path(out, start, solution.moves);
}

void print_human(std::ostream& out, const State& start, const State& goal, const Solver& solver,
                 const Solution& solution, bool with_boards) {
    print_ends(out, start, goal);
    print_result(out, start, goal, solver, solution, with_boards);
}

// `solve START --trace`: the search's first `limit` steps as it makes them, then the result.
int solve_traced(Solver& solver, const State& start, const State& goal, std::uint64_t limit,
                 bool json, bool with_boards, std::ostream& out) {
    const std::unique_ptr<SearchTrace> trace = make_trace_writer(out, solver, limit, json);
    const bool solvable = is_solvable(start, goal);
    if (!json) {
        print_ends(out, start, goal);
        if (solvable) {
            out << "The search step by step (" << describe_algorithm(solver) << "), the first "
                << limit << (limit == 1 ? " step" : " steps") << ":\n"
                << trace_legend(solver) << '\n';
        }
    }
    const Solution solution = solver.solve(start, goal, *trace);
    if (json) {
        base::JsonWriter w;
        write_json(w, start, goal, solver, solution, with_boards, trace.get());
        out << w.str() << '\n';
    } else {
        if (solvable) out << trace_footer(*trace) << '\n';
        print_result(out, start, goal, solver, solution, with_boards);
    }
    return solution.found() ? kExitOk : kExitNo;
}

// `solve --batch --algo table` without --json: the lines a chunk at a time, their boards' paths
// followed together through a PathTable (built for the first board), each answer written
// straight into the output: Solver's answers, without a State, a clock or a vector per board.
class TableBatch {
  public:
    static constexpr std::size_t kChunk = 1024;

    explicit TableBatch(const State& goal) : goal_(goal) {}

    void answer(const std::string* lines, std::size_t count, std::string& out,
                base::BatchAnswered* answered) {
        // A board's index in ranks_, or -1 for a line that is not one (its error in errors_).
        std::size_t boards = 0;
        errors_.clear();
        for (std::size_t i = 0; i < count; ++i) {
            if (compact_board_rank(lines[i], ranks_[boards])) {
                board_[i] = static_cast<std::int32_t>(boards++);
                continue;
            }
            BoardParse parsed = parse_board(lines[i]);
            if (parsed) {
                ranks_[boards] = cantor_rank(*parsed.board);
                board_[i] = static_cast<std::int32_t>(boards++);
            } else {
                board_[i] = -1;
                errors_.push_back(std::move(parsed.error));
            }
        }
        if (boards > 0) {
            if (!table_) table_ = std::make_unique<PathTable>(goal_);
            table_->solve_many(ranks_.data(), boards, lengths_.data(), paths_.data());
        }
        std::size_t error = 0;
        for (std::size_t i = 0; i < count;) {
            if (board_[i] < 0) {
                base::append_batch_error(out, false, &lines[i], errors_[error++]);
                answered[i++] = {base::BatchAnswer::Error, out.size()};
                continue;
            }
            // A run of boards is written in place: room for each longest answer, "31 " and 31
            // letters and a newline, and for a whole path slot copied past the last.
            std::size_t run = i;
            while (run < count && board_[run] >= 0)
                ++run;
            const std::size_t start = out.size();
            out.resize(start + (run - i) * (3 + PathTable::kPathSlot) + PathTable::kPathSlot);
            char* const text = &out[0];
            char* at = text + start;
            for (; i < run; ++i) {
                const auto b = static_cast<std::size_t>(board_[i]);
                const int n = lengths_[b];
                if (n < 0) {
                    at = write(at, "unsolvable\n");
                    answered[i] = {base::BatchAnswer::Unsolvable,
                                   static_cast<std::size_t>(at - text)};
                    continue;
                }
                if (n == 0) {
                    at = write(at, "0 -\n");
                } else {
                    if (n >= 10) *at++ = static_cast<char>('0' + n / 10);
                    *at++ = static_cast<char>('0' + n % 10);
                    *at++ = ' ';
                    std::memcpy(at, &paths_[b * PathTable::kPathSlot], PathTable::kPathSlot);
                    at += n;
                    *at++ = '\n';
                }
                answered[i] = {base::BatchAnswer::Solved, static_cast<std::size_t>(at - text)};
            }
            out.resize(static_cast<std::size_t>(at - text));
        }
    }

  private:
    template <std::size_t N>
    static char* write(char* at, const char (&text)[N]) {
        std::memcpy(at, text, N - 1);
        return at + N - 1;
    }

    State goal_;
    std::unique_ptr<PathTable> table_;
    std::vector<std::int32_t> board_ = std::vector<std::int32_t>(kChunk);
    std::vector<std::uint32_t> ranks_ = std::vector<std::uint32_t>(kChunk);
    std::vector<std::int8_t> lengths_ = std::vector<std::int8_t>(kChunk);
    std::vector<char> paths_ = std::vector<char>(kChunk * PathTable::kPathSlot);
    std::vector<std::string> errors_;
};

// The lines it prints are for programs, so their errors stay English: the engine's words.
int solve_batch(Solver& solver, const State& goal, bool json, Io io) {
    if (solver.algorithm() == Algorithm::Table && !json) {
        TableBatch batch(goal);
        return base::run_batch_chunks(
            io, "ninegrid solve", false, TableBatch::kChunk,
            [&](const std::string* lines, std::size_t count, std::string& out,
                base::BatchAnswered* answered) { batch.answer(lines, count, out, answered); });
    }
    return base::run_batch(
        io, "ninegrid solve", json, [&](const std::string& line, std::string& out) {
            const BoardParse parsed = parse_board(line);
            if (!parsed) {
                base::append_batch_error(out, json, &line, parsed.error);
                return base::BatchAnswer::Error;
            }
            const Solution solution = solver.solve(*parsed.board, goal);
            if (json) {
                base::JsonWriter w;
                write_json(w, *parsed.board, goal, solver, solution, false);
                out += w.str();
                out += '\n';
            } else if (!solution.solvable) {
                out += "unsolvable\n";
            } else if (solution.gave_up) {
                out += "gave up\n";
            } else {
                sliding::append_batch_moves(out, solution.moves);
            }
            if (solution.gave_up) return base::BatchAnswer::GaveUp;
            return solution.found() ? base::BatchAnswer::Solved : base::BatchAnswer::Unsolvable;
        });
}

constexpr base::OptionSpec kSolveOptionTable[]{
    {"goal", "GOAL"}, {"algo", "NAME"}, {"heuristic", "NAME"}, {"weight", "W"}, {"boards", ""},
    {"json", ""},     {"batch", ""},    {"trace", ""},         {"limit", "N"},  {"help", ""}};

}  // namespace

const base::Options kSolveOptions{kSolveOptionTable};

int run_solve(const std::vector<std::string>& raw, Io io) {
    const Lang lang = io.lang;
    const shell::CommandContext context(game_entry(), "solve", raw, io);
    if (context.helped()) return kExitOk;
    const base::Args& args = context.args();
    const std::string algo_text = args.value("algo").value_or("astar");
    const auto algorithm = algorithm_from_name(algo_text);
    if (!algorithm) {
        throw base::UsageError(say(Msg::UnknownAlgorithm, lang, {{"algo", algo_text}}));
    }
    Heuristic heuristic = Heuristic::Manhattan;
    if (auto h = args.value("heuristic")) {
        const auto parsed = heuristic_from_name(*h);
        if (!parsed) throw base::UsageError(say(Msg::UnknownHeuristic, lang, {{"heuristic", *h}}));
        if (!takes_heuristic(*algorithm)) {
            throw base::UsageError(say(Msg::HeuristicNeedsAstar, lang));
        }
        heuristic = *parsed;
    }
    double weight = kDefaultWeight;
    if (auto w = args.value("weight")) {
        if (*algorithm != Algorithm::WAStar) {
            throw base::UsageError(say(Msg::WeightNeedsWastar, lang));
        }
        weight = weight_argument(*w, lang);
    }
    const State goal =
        args.has("goal") ? board_argument(*args.value("goal"), Msg::WhatGoal, lang) : State();
    const bool json = args.has("json");
    const bool traced = args.has("trace");
    if (args.has("limit") && !traced) throw base::UsageError(say(Msg::LimitNeedsTrace, lang));
    const std::uint64_t limit = args.number("limit", kDefaultTraceLimit, 1, kMaxTraceLimit);
    if (traced && args.has("batch")) throw base::UsageError(say(Msg::TraceWithBatch, lang));
    if (traced && *algorithm == Algorithm::Table) {
        throw base::UsageError(say(Msg::TraceWithTable, lang));
    }
    Solver solver(*algorithm, heuristic, weight);

    if (args.has("batch")) {
        if (!args.positionals().empty()) {
            throw base::UsageError(
                say(Msg::BatchWithBoard, lang, {{"word", args.positionals()[0]}}));
        }
        if (args.has("boards")) throw base::UsageError(say(Msg::BoardsWithBatch, lang));
        return solve_batch(solver, goal, json, io);
    }
    if (args.positionals().empty()) {
        throw base::UsageError(say(Msg::NeedsStart, lang));
    }
    if (args.positionals().size() > 1) {
        throw base::UsageError(
            say(Msg::OneStart, lang, {{"count", std::to_string(args.positionals().size())}}));
    }
    const State start = board_argument(args.positionals()[0], Msg::WhatStart, lang);
    if (traced) return solve_traced(solver, start, goal, limit, json, args.has("boards"), io.out);
    const Solution solution = solver.solve(start, goal);
    if (json) {
        base::JsonWriter w;
        write_json(w, start, goal, solver, solution, args.has("boards"));
        io.out << w.str() << '\n';
    } else {
        print_human(io.out, start, goal, solver, solution, args.has("boards"));
    }
    // An incomplete search that gave up answers no better than an unsolvable board: exit 1.
    return solution.found() ? kExitOk : kExitNo;
}

}  // namespace ninegrid::eight
