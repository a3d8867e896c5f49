// Dispatch, help texts and version: the front door of the ninegrid program.
#include "cli/commands.hpp"

#include <exception>
#include <iostream>

#include "cli/args.hpp"
#include "ninegrid/board_text.hpp"

namespace ninegrid::cli {

namespace {

constexpr const char* kBoardFormats =
    "Boards are nine cells in reading order: 123456780, \"1 2 3 4 5 6 7 8 0\",\n"
    "1,2,3,4,5,6,7,8,0 or 123/456/780; the blank may be written 0, _ or .\n";

constexpr const char* kMainHelp =
    "ninegrid " NINEGRID_VERSION " - the 8-puzzle (九宫格) in the terminal, with exact solvers\n"
    "\n"
    "Usage: ninegrid COMMAND [OPTIONS]\n"
    "\n"
    "Commands:\n"
    "  solve     solve a board optimally and show the moves (BFS, A* or the distance table)\n"
    "  stats     how far every board is from a goal: the whole state space at once\n"
    "  help      show the help of a command: ninegrid help solve\n"
    "\n"
    "Options:\n"
    "  -h, --help   show this help\n"
    "  --version    print the version\n"
    "\n"
    "Examples:\n"
    "  ninegrid solve 867254301            one of the two hardest boards: 31 moves\n"
    "  ninegrid solve 283104765 --goal 123804765 --boards\n"
    "  ninegrid stats\n"
    "\n"
    "Exit status: 0 done, 1 the board cannot reach the goal, 2 a mistake in the command.\n";

constexpr const char* kSolveHelp =
    "Usage: ninegrid solve START [--goal GOAL] [--algo bfs|astar|table]\n"
    "                      [--heuristic manhattan|misplaced] [--boards] [--json]\n"
    "       ninegrid solve --batch [--goal GOAL] [--algo ...] [--heuristic ...] [--json]\n"
    "\n"
    "Finds a shortest sequence of moves from START to GOAL (default 123456780) and prints its\n"
    "length, the blank's moves (U D L R: the direction the blank travels), the tiles that slide,\n"
    "and what the search cost. A board that cannot reach the goal is reported at once, with the\n"
    "parity argument, and exits with status 1.\n"
    "\n"
    "Options:\n"
    "  --goal GOAL         the board to reach (default 123456780)\n"
    "  --algo NAME         astar (default): A* search; bfs: breadth-first search;\n"
    "                      table: one BFS from the goal over all 181440 boards, then look-ups\n"
    "  --heuristic NAME    for astar: manhattan (default) or misplaced\n"
    "  --boards            print every board on the way\n"
    "  --json              one JSON object: start, goal, solvable, length, moves, tiles,\n"
    "                      algorithm, heuristic, expanded, generated, max_frontier, micros\n"
    "  --batch             read boards from standard input, one per line, and print one line\n"
    "                      per input line: \"LENGTH MOVES\" (\"0 -\" when already solved),\n"
    "                      \"unsolvable\", or \"error: MESSAGE\"; with --json, one object per\n"
    "                      line. Totals go to standard error. Exit status 2 if any line was\n"
    "                      not a board, else 0.\n"
    "\n";

constexpr const char* kStatsHelp =
    "Usage: ninegrid stats [--goal GOAL] [--json]\n"
    "\n"
    "Runs one breadth-first search from GOAL (default 123456780) over every reachable board\n"
    "and shows how many boards lie at each distance, with a bar chart, the mean distance and\n"
    "the hardest boards. For the default goal this is OEIS A089473: 181440 boards, at most 31\n"
    "moves apart.\n"
    "\n"
    "Options:\n"
    "  --goal GOAL   the goal board (default 123456780)\n"
    "  --json        one JSON object: goal, reachable, max_distance, mean, counts (indexed by\n"
    "                distance), hardest (boards), micros\n"
    "\n";

struct Command {
    const char* name;
    const char* help;
    int (*run)(const std::vector<std::string>&, Io);
};

const Command kCommands[] = {
    {"solve", kSolveHelp, run_solve},
    {"stats", kStatsHelp, run_stats},
};

const Command* find_command(const std::string& name) {
    for (const Command& c : kCommands) {
        if (name == c.name) return &c;
    }
    return nullptr;
}

std::vector<std::string> command_names() {
    std::vector<std::string> names;
    for (const Command& c : kCommands) names.emplace_back(c.name);
    names.emplace_back("help");
    return names;
}

std::string unknown_command(const std::string& name) {
    std::string message = "unknown command '" + name + "'";
    if (auto guess = closest(name, command_names())) message += "; did you mean '" + *guess + "'?";
    return message + " Commands: solve, stats, help (see 'ninegrid --help')";
}

}  // namespace

std::string help_text(const std::string& command) {
    if (command.empty()) return kMainHelp;
    const Command* c = find_command(command);
    return c ? std::string(c->help) + kBoardFormats : std::string();
}

State board_argument(const std::string& text, const std::string& what) {
    BoardParse parsed = parse_board(text);
    if (!parsed) throw UsageError(what + " '" + text + "': " + parsed.error);
    return *parsed.board;
}

int run(const std::vector<std::string>& args, Io io) {
    try {
        if (args.empty()) {
            io.out << kMainHelp;
            return kExitOk;
        }
        const std::string& first = args[0];
        if (first == "--help" || first == "-h") {
            io.out << kMainHelp;
            return kExitOk;
        }
        if (first == "--version") {
            io.out << "ninegrid " NINEGRID_VERSION "\n";
            return kExitOk;
        }
        if (first == "help") {
            if (args.size() == 1) {
                io.out << kMainHelp;
                return kExitOk;
            }
            if (args.size() > 2) throw UsageError("'help' takes one command, e.g. ninegrid help solve");
            if (!find_command(args[1])) throw UsageError(unknown_command(args[1]));
            io.out << help_text(args[1]);
            return kExitOk;
        }
        if (!first.empty() && first[0] == '-') {
            throw UsageError("unknown option '" + first +
                             "'; options go after a command, e.g. ninegrid solve --help");
        }
        const Command* command = find_command(first);
        if (!command) throw UsageError(unknown_command(first));
        const std::vector<std::string> rest(args.begin() + 1, args.end());
        return command->run(rest, io);
    } catch (const UsageError& e) {
        io.err << "ninegrid: " << e.what() << '\n';
        return kExitUsage;
    } catch (const std::bad_alloc&) {
        io.err << "ninegrid: out of memory\n";
        return kExitUsage;
    }
}

}  // namespace ninegrid::cli
