// `ninegrid solve`: one board from the command line, or a batch from standard input.
#include <chrono>
#include <istream>
#include <ostream>

#include "base/args.hpp"
#include "base/json.hpp"
#include "base/lines.hpp"
#include "base/output.hpp"
#include "base/text.hpp"
#include "games/eight/commands.hpp"
#include "games/eight/format.hpp"
#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/solvability.hpp"
#include "ninegrid/eight/solve.hpp"

namespace ninegrid::eight {

namespace {

std::string describe_algorithm(const Solver& solver) {
    switch (solver.algorithm()) {
        case Algorithm::Bfs:
            return "breadth-first search";
        case Algorithm::Table:
            return "distance table";
        case Algorithm::AStar:
            break;
    }
    return solver.heuristic() == Heuristic::Manhattan ? "A*, Manhattan distance"
                                                      : "A*, misplaced tiles";
}

void write_json(base::JsonWriter& json, const State& start, const State& goal, const Solver& solver,
                const Solution& solution, bool with_boards) {
    json.begin_object();
    json.key("start").string(to_compact(start));
    json.key("goal").string(to_compact(goal));
    json.key("solvable").boolean(solution.solvable);
    if (solution.solvable) {
        json.key("length").number(solution.length());
        json.key("moves").string(moves_to_string(solution.moves));
        json.key("tiles").begin_array();
        for (int t : tiles_moved(start, solution.moves))
            json.number(t);
        json.end_array();
    } else {
        const Solvability s = check_solvability(start, goal);
        json.key("length").null();
        json.key("moves").null();
        json.key("tiles").null();
        json.key("start_inversions").number(s.start_inversions);
        json.key("goal_inversions").number(s.goal_inversions);
    }
    json.key("algorithm").string(algorithm_name(solver.algorithm()));
    if (solver.algorithm() == Algorithm::AStar) {
        json.key("heuristic").string(heuristic_name(solver.heuristic()));
    }
    json.key("expanded").number(solution.stats.expanded);
    json.key("generated").number(solution.stats.generated);
    json.key("max_frontier").number(solution.stats.max_frontier);
    json.key("micros").number(static_cast<double>(solution.stats.elapsed.count()) / 1e3, 3);
    if (const DistanceTable* table = solver.table()) {
        json.key("table_micros").number(static_cast<double>(table->build_time().count()) / 1e3, 1);
    }
    if (with_boards && solution.solvable) {
        json.key("boards").begin_array();
        State s = start;
        json.string(to_compact(s));
        for (Move m : solution.moves) {
            s.apply(m);
            json.string(to_compact(s));
        }
        json.end_array();
    }
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

void print_human(std::ostream& out, const State& start, const State& goal, const Solver& solver,
                 const Solution& solution, bool with_boards) {
    const bool utf8 = base::utf8_locale();
    const auto start_rows = board_rows(start);
    const auto goal_rows = board_rows(goal);
    out << "  start    goal\n";
    for (std::size_t r = 0; r < kSide; ++r)
        out << "  " << start_rows[r] << "    " << goal_rows[r] << '\n';
    out << '\n';
    if (!solution.solvable) {
        out << "No solution: " << parity_explanation(start, goal) << '\n';
        return;
    }
    const int n = solution.length();
    out << (n == 0 ? std::string("Already solved: 0 moves")
                   : std::to_string(n) + (n == 1 ? " move" : " moves") + ", optimal")
        << " (" << describe_algorithm(solver) << ")\n";
    if (n > 0) {
        out << "blank moves:";
        for (Move m : solution.moves)
            out << ' ' << move_letter(m);
        out << "\ntiles moved:";
        for (int t : tiles_moved(start, solution.moves))
            out << ' ' << t;
        out << '\n';
    }
    const SearchStats& st = solution.stats;
    if (const DistanceTable* table = solver.table()) {
        out << st.expanded << " table look-ups, " << base::format_duration(st.elapsed, utf8)
            << " (building the table took " << base::format_duration(table->build_time(), utf8)
            << ")\n";
    } else {
        out << "expanded " << st.expanded << ", generated " << st.generated << ", peak frontier "
            << st.max_frontier << ", " << base::format_duration(st.elapsed, utf8) << '\n';
    }
    if (with_boards) print_path(out, start, solution.moves);
}

// A batch line may hold this many bytes; a board needs a few dozen. A longer line is skipped
// without being kept, so a batch runs in bounded memory whatever it is fed.
constexpr std::size_t kMaxBatchLine = 4096;

void print_batch_error(std::string& out, bool json, const std::string* input,
                       const std::string& message) {
    if (json) {
        base::JsonWriter w;
        w.begin_object().key("input");
        if (input) {
            w.string(*input);
        } else {
            w.null();  // a line too long to keep
        }
        w.key("error").string(message).end_object();
        out += w.str();
        out += '\n';
    } else {
        out += "error: " + message + '\n';
    }
}

// How the lines of a batch were answered.
struct BatchCounts {
    std::uint64_t solved = 0;
    std::uint64_t unsolvable = 0;
    std::uint64_t errors = 0;
    std::uint64_t skipped = 0;  // blank lines

    std::uint64_t lines() const noexcept { return solved + unsolvable + errors + skipped; }
    BatchCounts& operator+=(const BatchCounts& o) noexcept {
        solved += o.solved;
        unsolvable += o.unsolvable;
        errors += o.errors;
        skipped += o.skipped;
        return *this;
    }
};

// A line of nothing but spaces and tabs: no board, and no mistake either.
bool is_blank(const std::string& line) {
    return line.find_first_not_of(" \t") == std::string::npos;
}

// "4 lines: 2 solved, 1 unsolvable, 1 error in 2.41 ms" (", 1 skipped" when blank lines were),
// or "stopped after 4 lines: ..." when a read or a write failed.
std::string batch_totals(const BatchCounts& c, bool stopped, std::chrono::nanoseconds elapsed) {
    const std::uint64_t lines = c.lines();
    return std::string(stopped ? "stopped after " : "") + std::to_string(lines) +
           (lines == 1 ? " line: " : " lines: ") + std::to_string(c.solved) + " solved, " +
           std::to_string(c.unsolvable) + " unsolvable, " + std::to_string(c.errors) +
           (c.errors == 1 ? " error" : " errors") +
           (c.skipped > 0 ? ", " + std::to_string(c.skipped) + " skipped" : std::string()) +
           " in " + base::format_duration(elapsed, base::utf8_locale());
}

// The lines it prints are for programs, so their errors stay English: the engine's words. It
// stops at the first read or write that fails, and its totals count only the lines whose answers
// were written.
int solve_batch(Solver& solver, const State& goal, bool json, Io io) {
    const auto started = std::chrono::steady_clock::now();
    BatchCounts written;  // lines whose answers are out
    BatchCounts pending;  // lines whose answers wait in `buffer`
    std::string line;
    std::string buffer;  // written out in chunks: one syscall per line would dominate
    std::string write_problem;
    const auto send = [&] {
        const base::Status sent = base::write_output(io.out, buffer, io.lang);
        buffer.clear();
        if (!sent) {
            write_problem = sent.error();
            return false;
        }
        written += pending;
        pending = {};
        return true;
    };
    base::LineReader reader(io.in, kMaxBatchLine);
    int read_error = 0;
    for (;;) {
        const base::LineRead read = reader.next(line);
        if (read.status == base::LineRead::Status::End) break;
        if (read.status == base::LineRead::Status::Error) {
            read_error = read.error;
            break;
        }
        if (read.status == base::LineRead::Status::TooLong) {
            ++pending.errors;
            print_batch_error(buffer, json, nullptr, read.problem);
        } else if (is_blank(line)) {
            ++pending.skipped;  // no answer: a blank line asks nothing
        } else if (const BoardParse parsed = parse_board(line); !parsed) {
            ++pending.errors;
            print_batch_error(buffer, json, &line, parsed.error);
        } else {
            const Solution solution = solver.solve(*parsed.board, goal);
            (solution.solvable ? pending.solved : pending.unsolvable) += 1;
            if (json) {
                base::JsonWriter w;
                write_json(w, *parsed.board, goal, solver, solution, false);
                buffer += w.str();
                buffer += '\n';
            } else if (!solution.solvable) {
                buffer += "unsolvable\n";
            } else if (solution.moves.empty()) {
                buffer += "0 -\n";
            } else {
                buffer += std::to_string(solution.length()) + ' ' +
                          moves_to_string(solution.moves) + '\n';
            }
        }
        if (buffer.size() > 1 << 16 && !send()) break;
    }
    const bool output_ok = write_problem.empty() && send();
    // A closed or unreadable standard input (a directory, EIO) is not an empty one.
    if (read_error != 0) {
        io.err << "ninegrid solve: " << base::cannot_read_input(read_error, io.lang) << '\n';
    }
    if (!output_ok) io.err << "ninegrid solve: " << write_problem << '\n';
    const bool stopped = read_error != 0 || !output_ok;
    io.err << "ninegrid solve: "
           << batch_totals(written, stopped, std::chrono::steady_clock::now() - started) << '\n';
    return written.errors > 0 || stopped ? kExitUsage : kExitOk;
}

}  // namespace

const std::vector<base::OptionSpec> kSolveOptions{
    {"goal", "GOAL"}, {"algo", "NAME"}, {"heuristic", "NAME"}, {"boards", ""},
    {"json", ""},     {"batch", ""},    {"help", ""}};

int run_solve(const std::vector<std::string>& raw, Io io) {
    const Lang lang = io.lang;
    const base::Args args(raw, kSolveOptions, "ninegrid solve", lang);
    if (args.has("help")) {
        io.out << help_text("solve", lang);
        return kExitOk;
    }
    const std::string algo_text = args.value("algo").value_or("astar");
    const auto algorithm = algorithm_from_name(algo_text);
    if (!algorithm) {
        throw base::UsageError(say(Msg::UnknownAlgorithm, lang, {{"algo", algo_text}}));
    }
    Heuristic heuristic = Heuristic::Manhattan;
    if (auto h = args.value("heuristic")) {
        const auto parsed = heuristic_from_name(*h);
        if (!parsed) throw base::UsageError(say(Msg::UnknownHeuristic, lang, {{"heuristic", *h}}));
        if (*algorithm != Algorithm::AStar) {
            throw base::UsageError(say(Msg::HeuristicNeedsAstar, lang));
        }
        heuristic = *parsed;
    }
    const State goal =
        args.has("goal") ? board_argument(*args.value("goal"), Msg::WhatGoal, lang) : State();
    const bool json = args.has("json");
    Solver solver(*algorithm, heuristic);

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
    const Solution solution = solver.solve(start, goal);
    if (json) {
        base::JsonWriter w;
        write_json(w, start, goal, solver, solution, args.has("boards"));
        io.out << w.str() << '\n';
    } else {
        print_human(io.out, start, goal, solver, solution, args.has("boards"));
    }
    return solution.solvable ? kExitOk : kExitNo;
}

}  // namespace ninegrid::eight
