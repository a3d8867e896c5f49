// SPDX-License-Identifier: MIT
// ninegrid-perf --processes: each program started with posix_spawnp, its input a file of boards
// and its output a file, timed from the spawn to the exit status; the answers checked after.
#include "processes.hpp"

#include <fcntl.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "base/stats.hpp"
#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/distance_table.hpp"
#include "ninegrid/eight/random.hpp"
#include "ninegrid/eight/state.hpp"
#include "report.hpp"

extern char** environ;

namespace perf {
namespace {

using Clock = std::chrono::steady_clock;
using ninegrid::eight::DistanceTable;
using ninegrid::eight::Move;
using ninegrid::eight::State;

// The 31-move board that the single-solve row times (one of the two hardest).
constexpr const char* kHardBoard = "867254301";

// A program that could not be run, or ended badly: the message says which and how.
class Failure : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

std::string errno_text(int error) {
    return std::strerror(error);
}

// A scratch file unlinked as soon as it is made: only its descriptor names it, so nothing is
// left behind however the run ends. Children get it as their standard input or output.
class ScratchFile {
  public:
    ScratchFile() {
        const char* dir = std::getenv("TMPDIR");
        std::string path = std::string(dir && *dir ? dir : "/tmp") + "/ninegrid-perf.XXXXXX";
        fd_ = mkstemp(path.data());
        if (fd_ < 0) {
            throw Failure("cannot create a scratch file like " + path + ": " + errno_text(errno) +
                          " (set TMPDIR to a writable folder)");
        }
        unlink(path.c_str());
        fcntl(fd_, F_SETFD, FD_CLOEXEC);  // a child sees it only where it is dup2'ed
    }
    ~ScratchFile() { close(fd_); }
    ScratchFile(const ScratchFile&) = delete;
    ScratchFile& operator=(const ScratchFile&) = delete;

    int fd() const noexcept { return fd_; }

    // Empty, and the offset at its start (shared with the child it is given to).
    void clear() const {
        if (ftruncate(fd_, 0) != 0)
            throw Failure("cannot empty a scratch file: " + errno_text(errno));
        rewind();
    }
    void rewind() const {
        if (lseek(fd_, 0, SEEK_SET) != 0) {
            throw Failure("cannot rewind a scratch file: " + errno_text(errno));
        }
    }
    void write_all(const std::string& text) const {
        clear();
        std::size_t done = 0;
        while (done < text.size()) {
            const ssize_t n = write(fd_, text.data() + done, text.size() - done);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) throw Failure("cannot write a scratch file: " + errno_text(errno));
            done += static_cast<std::size_t>(n);
        }
        rewind();
    }
    std::string read_all() const {
        rewind();
        std::string text;
        char buf[1 << 16];
        for (;;) {
            const ssize_t n = read(fd_, buf, sizeof buf);
            if (n < 0 && errno == EINTR) continue;
            if (n < 0) throw Failure("cannot read a scratch file: " + errno_text(errno));
            if (n == 0) break;
            text.append(buf, static_cast<std::size_t>(n));
        }
        return text;
    }

  private:
    int fd_ = -1;
};

// A program with its arguments, and the file it reads (none: /dev/null).
struct Command {
    std::vector<std::string> args;
    const ScratchFile* input = nullptr;
    std::string input_label;  // what the input holds, for messages: "5000 boards"

    // The command as run; with `short_name`, the program without its folder.
    std::string text(bool short_name = false) const {
        std::string s;
        for (const std::string& a : args) {
            if (s.empty()) {
                s = short_name ? a.substr(a.rfind('/') + 1) : a;  // npos + 1 is 0
            } else {
                s += " " + a;
            }
        }
        if (input) s += " < " + input_label;
        return s;
    }
};

std::string describe_status(int status) {
    if (WIFEXITED(status)) return "exited with status " + std::to_string(WEXITSTATUS(status));
    if (WIFSIGNALED(status)) {
        const int sig = WTERMSIG(status);
        const char* name = strsignal(sig);
        return "was killed by signal " + std::to_string(sig) +
               (name ? std::string(" (") + name + ")" : "");
    }
    return "ended with wait status " + std::to_string(status);
}

// The first lines of what a program wrote to its standard error, indented, for a message.
std::string error_excerpt(const std::string& err) {
    std::string out;
    std::istringstream in(err);
    std::string line;
    for (int n = 0; n < 10 && std::getline(in, line); ++n)
        out += "\n    " + line;
    return out.empty() ? "\n    (nothing on its standard error)" : out;
}

// Runs commands with their standard output and error in two scratch files of its own.
class Runner {
  public:
    struct Run {
        double ns = 0;  // from the spawn to the exit status
        int status = 0;
    };

    // Runs `c` once and waits for it; the output is left in output(), its errors in errors().
    Run run(const Command& c) const {
        out_.clear();
        err_.clear();
        if (c.input) c.input->rewind();
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        if (c.input) {
            posix_spawn_file_actions_adddup2(&actions, c.input->fd(), STDIN_FILENO);
        } else {
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
        }
        posix_spawn_file_actions_adddup2(&actions, out_.fd(), STDOUT_FILENO);
        posix_spawn_file_actions_adddup2(&actions, err_.fd(), STDERR_FILENO);
        std::vector<char*> argv;
        for (const std::string& a : c.args)
            argv.push_back(const_cast<char*>(a.c_str()));
        argv.push_back(nullptr);

        const auto started = Clock::now();
        pid_t pid = 0;
        const int spawned = posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), environ);
        int status = 0;
        int waited = 0;
        if (spawned == 0) {
            while ((waited = waitpid(pid, &status, 0)) < 0 && errno == EINTR) {
            }
        }
        const auto ended = Clock::now();
        posix_spawn_file_actions_destroy(&actions);
        if (spawned != 0) {
            throw Failure(
                "cannot start `" + c.text() + "`: " + errno_text(spawned) +
                (spawned == ENOENT ? " (build it, or name it with --ninegrid or --baseline)" : ""));
        }
        if (waited < 0) throw Failure("cannot wait for `" + c.text() + "`: " + errno_text(errno));
        return Run{std::chrono::duration<double, std::nano>(ended - started).count(), status};
    }

    // Runs `c`, which must exit with status 0; returns its time.
    double run_ok(const Command& c) const {
        const Run r = run(c);
        if (!WIFEXITED(r.status) || WEXITSTATUS(r.status) != 0) {
            throw Failure("`" + c.text() + "` " + describe_status(r.status) +
                          "; it said:" + error_excerpt(errors()));
        }
        return r.ns;
    }

    std::string output() const { return out_.read_all(); }
    std::string errors() const { return err_.read_all(); }

  private:
    ScratchFile out_;
    ScratchFile err_;
};

// Every run of one command: its times, and its output of the first run. Every later run must
// give the same answer: the same output, or when `answer_of` is set (output that holds
// timings), the same answer read from it.
struct Series {
    using AnswerOf = std::string (*)(const std::string& output);

    explicit Series(Command c, AnswerOf answer = nullptr)
        : command(std::move(c)), answer_of(answer) {}

    Command command;
    AnswerOf answer_of;
    std::vector<double> ns;
    std::string output;

    void measure(const Runner& runner) {
        const double t = runner.run_ok(command);
        std::string out = runner.output();
        if (ns.empty()) {
            output = std::move(out);
        } else if (answer_of ? answer_of(out) != answer_of(output) : out != output) {
            throw Failure("`" + command.text() + "` answered differently in run " +
                          std::to_string(ns.size() + 1) + " than in run 1");
        }
        ns.push_back(t);
    }

    double median() const { return ninegrid::base::median(ns); }
};

// Runs both `repeat` times, alternating, the baseline first.
void measure_pair(const Runner& runner, unsigned repeat, Series& base, Series& ours) {
    for (unsigned r = 0; r < repeat; ++r) {
        base.measure(runner);
        ours.measure(runner);
    }
}

// Disagreements found in the answers: the first few are shown on standard error.
class Mismatches {
  public:
    void report(const std::string& what) {
        if (++count_ <= 10) std::fprintf(stderr, "MISMATCH: %s\n", what.c_str());
    }
    int count() const noexcept { return count_; }

  private:
    int count_ = 0;
};

std::vector<std::string_view> split_lines(const std::string& text) {
    std::vector<std::string_view> lines;
    std::size_t from = 0;
    while (from < text.size()) {
        std::size_t end = text.find('\n', from);
        if (end == std::string::npos) end = text.size();
        lines.emplace_back(text.data() + from, end - from);
        from = end + 1;
    }
    return lines;
}

std::optional<Move> move_from(char c) {
    return ninegrid::eight::move_from_letter(c);
}

// A batch answer, "22 DRUL..." or "0 -": the moves, or nothing when the line is neither or its
// count is not the number of moves.
std::optional<std::vector<Move>> parse_answer(std::string_view line) {
    const std::size_t space = line.find(' ');
    if (space == 0 || space == std::string_view::npos || space > 3) return std::nullopt;
    std::size_t length = 0;
    for (char c : line.substr(0, space)) {
        if (c < '0' || c > '9') return std::nullopt;
        length = length * 10 + static_cast<std::size_t>(c - '0');
    }
    const std::string_view letters = line.substr(space + 1);
    std::vector<Move> moves;
    if (letters != "-") {
        for (char c : letters) {
            const std::optional<Move> m = move_from(c);
            if (!m) return std::nullopt;
            moves.push_back(*m);
        }
    }
    if (moves.empty() && letters != "-") return std::nullopt;
    if (moves.size() != length) return std::nullopt;
    return moves;
}

const char* const kNotAnAnswer = "answered with a line that is not LENGTH MOVES";

// Checks one answer to `board`: its moves reach the goal in exactly the table's distance.
// `answer` is the answer as shown in messages, `unreadable` what is wrong when `moves` is
// empty. Returns the length, or -1 after reporting what is wrong.
int check_moves(const std::string& who, const State& board,
                const std::optional<std::vector<Move>>& moves, std::string_view answer,
                const char* unreadable, const DistanceTable& table, Mismatches& mismatches) {
    const std::string on =
        " on " + ninegrid::eight::to_compact(board) + ": \"" + std::string(answer) + "\"";
    if (!moves) {
        mismatches.report(who + " " + unreadable + on);
        return -1;
    }
    if (ninegrid::eight::replay(board, *moves) != table.goal()) {
        mismatches.report(who + "'s moves do not reach the goal" + on);
        return -1;
    }
    const int length = static_cast<int>(moves->size());
    if (length != table.distance(board)) {
        mismatches.report(who + "'s answer is " + std::to_string(length) +
                          " moves, the distance is " + std::to_string(table.distance(board)) + on);
        return -1;
    }
    return length;
}

// Checks that each line of `output` answers the board of the same line; returns the lengths.
std::vector<int> check_batch(const Series& s, const std::vector<State>& boards,
                             const DistanceTable& table, Mismatches& mismatches) {
    const std::string who = "`" + s.command.text() + "`";
    const std::vector<std::string_view> lines = split_lines(s.output);
    if (lines.size() != boards.size()) {
        mismatches.report(who + " answered " + std::to_string(lines.size()) + " lines for " +
                          std::to_string(boards.size()) + " boards");
    }
    std::vector<int> lengths;
    for (std::size_t i = 0; i < lines.size() && i < boards.size(); ++i)
        lengths.push_back(check_moves(who, boards[i], parse_answer(lines[i]), lines[i],
                                      kNotAnAnswer, table, mismatches));
    return lengths;
}

// The lengths of two batches over the same boards must be equal line by line.
void compare_lengths(const Series& base, const std::vector<int>& base_lengths, const Series& ours,
                     const std::vector<int>& our_lengths, const std::vector<State>& boards,
                     Mismatches& mismatches) {
    if (base_lengths.size() != our_lengths.size()) {
        mismatches.report("`" + base.command.text() + "` and `" + ours.command.text() +
                          "` answered different numbers of lines");
    }
    for (std::size_t i = 0; i < base_lengths.size() && i < our_lengths.size(); ++i) {
        if (base_lengths[i] != our_lengths[i]) {
            mismatches.report("line " + std::to_string(i + 1) + " (" +
                              ninegrid::eight::to_compact(boards[i]) + "): the baseline's length " +
                              std::to_string(base_lengths[i]) + ", ninegrid's " +
                              std::to_string(our_lengths[i]));
        }
    }
}

// The boards per distance of either program's stats: after the line that begins "moves", one
// line per distance from 0, its first two fields the distance and the count.
std::optional<std::vector<std::uint32_t>> parse_counts(const std::string& output) {
    std::istringstream in(output);
    std::string line;
    while (std::getline(in, line) && line.rfind("moves", 0) != 0) {
    }
    std::vector<std::uint32_t> counts;
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        std::size_t distance = 0;
        std::uint32_t count = 0;
        if (!(fields >> distance >> count)) break;
        if (distance != counts.size()) return std::nullopt;
        counts.push_back(count);
    }
    if (counts.empty()) return std::nullopt;
    return counts;
}

void check_counts(const Series& s, const DistanceTable& table, Mismatches& mismatches) {
    const auto counts = parse_counts(s.output);
    if (!counts) {
        mismatches.report("`" + s.command.text() +
                          "` printed no table of boards per distance (a line \"moves ...\" and "
                          "then \"DISTANCE COUNT\" lines from 0)");
    } else if (*counts != table.counts()) {
        mismatches.report("`" + s.command.text() +
                          "`'s boards per distance differ from the distance table's");
    }
}

// ninegrid solve's answer for people: "31 moves, optimal (...)" (or "Already solved: 0
// moves") and "blank moves: L U R ...". Nothing when the output does not say both.
std::optional<std::vector<Move>> parse_human_solution(const std::string& output) {
    std::istringstream in(output);
    std::string line;
    std::optional<std::size_t> length;
    std::vector<Move> moves;
    while (std::getline(in, line)) {
        if (line.rfind("Already solved: 0 moves", 0) == 0) return std::vector<Move>{};
        std::size_t n = 0;
        char rest[16] = {};
        if (!length && std::sscanf(line.c_str(), "%zu move%15[s,] optimal", &n, rest) == 2) {
            length = n;
        }
        if (line.rfind("blank moves:", 0) == 0) {
            for (char c : line.substr(std::strlen("blank moves:"))) {
                if (c == ' ') continue;
                const std::optional<Move> m = move_from(c);
                if (!m) return std::nullopt;
                moves.push_back(*m);
            }
        }
    }
    if (!length || *length != moves.size()) return std::nullopt;
    return moves;
}

// The answers in outputs that also say how long they took: the counts, or the moves.
std::string counts_answer(const std::string& output) {
    std::string answer;
    if (const auto counts = parse_counts(output)) {
        for (std::uint32_t c : *counts)
            answer += std::to_string(c) + ' ';
    }
    return answer;
}

std::string solution_answer(const std::string& output) {
    const auto moves = parse_human_solution(output);
    return moves ? ninegrid::eight::moves_to_string(*moves) : std::string("?");
}

std::string boards_text(const std::vector<State>& boards) {
    std::string text;
    text.reserve(boards.size() * 10);
    for (const State& b : boards) {
        text += ninegrid::eight::to_compact(b);
        text += '\n';
    }
    return text;
}

std::string rate(double per_second) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f M/s", per_second / 1e6);
    return buf;
}

void print_runs(const std::vector<const Series*>& all) {
    std::size_t width = 0;
    for (const Series* s : all)
        width = std::max(width, s->command.text(true).size());
    for (const Series* s : all) {
        std::printf("  %-*s", static_cast<int>(width), s->command.text(true).c_str());
        for (double ns : s->ns)
            std::printf(" %9.2f", ns / 1e6);
        std::printf("\n");
    }
}

}  // namespace

int run_processes(const ProcessOptions& opt) {
    try {
        const State goal;
        const DistanceTable table(goal);  // the reference for every answer below
        ninegrid::eight::Rng rng(opt.seed);
        std::vector<State> astar_boards;
        for (unsigned i = 0; i < opt.astar_boards; ++i)
            astar_boards.push_back(ninegrid::eight::random_solvable(goal, rng));
        std::vector<State> table_boards;
        for (unsigned i = 0; i < opt.table_boards; ++i)
            table_boards.push_back(ninegrid::eight::random_solvable(goal, rng));
        const ScratchFile astar_file;
        astar_file.write_all(boards_text(astar_boards));
        const ScratchFile table_file;
        table_file.write_all(boards_text(table_boards));
        const Runner runner;
        Mismatches mismatches;
        const std::string astar_label = std::to_string(opt.astar_boards) + " boards";
        const std::string table_label = std::to_string(opt.table_boards) + " boards";

        // A* over the same boards.
        Series astar_base{{{opt.baseline, "batch", "astar"}, &astar_file, astar_label}};
        Series astar_ours{
            {{opt.ninegrid, "solve", "--batch", "--algo", "astar"}, &astar_file, astar_label}};
        measure_pair(runner, opt.repeat, astar_base, astar_ours);
        compare_lengths(astar_base, check_batch(astar_base, astar_boards, table, mismatches),
                        astar_ours, check_batch(astar_ours, astar_boards, table, mismatches),
                        astar_boards, mismatches);

        // The distance table's batch: no baseline.
        Series table_ours{
            {{opt.ninegrid, "solve", "--batch", "--algo", "table"}, &table_file, table_label}};
        for (unsigned r = 0; r < opt.repeat; ++r)
            table_ours.measure(runner);
        check_batch(table_ours, table_boards, table, mismatches);

        // The whole space: the baseline's BFS to exhaustion against ninegrid's stats.
        Series stats_base{{{opt.baseline, "stats"}, nullptr, ""}};
        Series stats_ours{{{opt.ninegrid, "stats"}, nullptr, ""}, counts_answer};
        measure_pair(runner, opt.repeat, stats_base, stats_ours);
        check_counts(stats_base, table, mismatches);
        check_counts(stats_ours, table, mismatches);

        // One hard board from the command line.
        const State hard = *ninegrid::eight::parse_board(kHardBoard).board;
        Series one_base{{{opt.baseline, "solve", kHardBoard}, nullptr, ""}};
        Series one_ours{{{opt.ninegrid, "solve", kHardBoard}, nullptr, ""}, solution_answer};
        measure_pair(runner, opt.repeat, one_base, one_ours);
        {
            const std::vector<std::string_view> lines = split_lines(one_base.output);
            const std::string_view base_line = lines.empty() ? std::string_view() : lines[0];
            const int base_length =
                check_moves("`" + one_base.command.text() + "`", hard, parse_answer(base_line),
                            base_line, kNotAnAnswer, table, mismatches);
            const auto our_moves = parse_human_solution(one_ours.output);
            const int our_length = check_moves(
                "`" + one_ours.command.text() + "`", hard, our_moves, "(its output)",
                "printed no \"N moves, optimal\" with as many \"blank moves:\"", table, mismatches);
            if (base_length >= 0 && our_length >= 0 && base_length != our_length)
                mismatches.report("the two solves of " + std::string(kHardBoard) +
                                  " differ in length");
        }

        // What starting a process costs on this machine, in every figure above: the program's
        // shortest command.
        Series start_ours{{{opt.ninegrid, "--version"}, nullptr, ""}};
        for (unsigned r = 0; r < opt.repeat; ++r)
            start_ours.measure(runner);

        std::vector<const Series*> all{&astar_base, &astar_ours, &table_ours, &stats_base,
                                       &stats_ours, &one_base,   &one_ours,   &start_ours};
        if (opt.quick) {
            // BFS batches, which the full run does not time (a baseline BFS takes ~0.1 s a
            // board), and a line that is not a board, which the baseline must refuse.
            std::vector<State> few = astar_boards;
            few.resize(std::min<std::size_t>(few.size(), 3));
            const ScratchFile few_file;
            few_file.write_all(boards_text(few));
            const std::string few_label = std::to_string(few.size()) + " boards";
            Series bfs_base{{{opt.baseline, "batch", "bfs"}, &few_file, few_label}};
            Series bfs_ours{
                {{opt.ninegrid, "solve", "--batch", "--algo", "bfs"}, &few_file, few_label}};
            measure_pair(runner, 1, bfs_base, bfs_ours);
            compare_lengths(bfs_base, check_batch(bfs_base, few, table, mismatches), bfs_ours,
                            check_batch(bfs_ours, few, table, mismatches), few, mismatches);

            const ScratchFile bad_file;
            bad_file.write_all("123456780\n12345678\n");
            const Command bad{{opt.baseline, "batch", "astar"}, &bad_file, "a line of 8 digits"};
            const Runner::Run r = runner.run(bad);
            const std::string said = runner.errors();
            if (!WIFEXITED(r.status) || WEXITSTATUS(r.status) != 2 ||
                said.find("line 2") == std::string::npos) {
                mismatches.report("`" + bad.text() + "` " + describe_status(r.status) +
                                  " (expected status 2 and a message naming line 2); it said:" +
                                  error_excerpt(said));
            }
            if (mismatches.count() > 0) {
                std::printf("%d MISMATCHES between the programs' answers (see stderr)\n",
                            mismatches.count());
                return 1;
            }
            std::printf(
                "ninegrid-perf --processes --quick: the answers of both programs agree with each "
                "other and the distance table (%u A* boards, %u table boards, %zu BFS boards, "
                "stats, %s); no timing\n",
                opt.astar_boards, opt.table_boards, few.size(), kHardBoard);
            return 0;
        }

        std::printf(
            "ninegrid-perf --processes: whole processes, spawn to exit, median of %u runs "
            "(baseline and ninegrid alternating); seed %u\n"
            "  ninegrid: %s\n  baseline: %s\n\n",
            opt.repeat, opt.seed, opt.ninegrid.c_str(), opt.baseline.c_str());
        header();
        const auto pair_row = [](const std::string& name, const Series& base, const Series& ours,
                                 const char* target, double wanted) {
            const double ratio = base.median() / ours.median();
            row(name, duration(base.median()), duration(ours.median()), times(ratio), target,
                ratio >= wanted);
        };
        pair_row("A* batch, " + astar_label, astar_base, astar_ours, ">= 25x", 25);
        const double per_second =
            static_cast<double>(opt.table_boards) / (table_ours.median() / 1e9);
        row("table batch, " + table_label, "-", duration(table_ours.median()), rate(per_second),
            ">= 5 M/s", per_second >= 5e6);
        pair_row("stats: whole space", stats_base, stats_ours, ">= 40x", 40);
        pair_row(std::string("solve ") + kHardBoard + " (31 moves)", one_base, one_ours, ">= 5x",
                 5);
        note_row("process start (--version)", "-", duration(start_ours.median()));

        std::printf("\nEvery run, in ms, in the order run:\n");
        print_runs(all);
        if (mismatches.count() > 0) {
            std::printf("\n%d MISMATCHES between the programs' answers (see stderr)\n",
                        mismatches.count());
            return 1;
        }
        std::printf(
            "\nAll answers agree with the distance table and between the programs: %u A* lines, "
            "%u table lines, the boards per distance, the solve of %s.\n",
            opt.astar_boards, opt.table_boards, kHardBoard);
        return 0;
    } catch (const Failure& f) {
        std::fflush(stdout);
        std::fprintf(stderr, "ninegrid-perf: %s\n", f.what());
        return 1;
    }
}

}  // namespace perf
