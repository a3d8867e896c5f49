// The 8-puzzle's commands: their help texts and the game's entry in the registry.
#include "games/eight/commands.hpp"

#include "base/args.hpp"
#include "base/text.hpp"
#include "ninegrid/eight/board_text.hpp"

namespace ninegrid::eight {

namespace {

constexpr const char* kBoardFormats =
    "Boards are nine cells in reading order: 123456780, \"1 2 3 4 5 6 7 8 0\",\n"
    "1,2,3,4,5,6,7,8,0 or 123/456/780; the blank may be written 0, _ or .\n";

constexpr const char* kBenchHelp =
    "Usage: ninegrid bench [--count N] [--seed S] [--level easy|medium|hard|random]\n"
    "                      [--goal GOAL] [--algos LIST] [--json|--csv|--markdown] [--svg FILE]\n"
    "\n"
    "Runs every chosen algorithm on the same positions and compares them: expanded and\n"
    "generated boards, peak frontier and time per solve (mean, median, maximum), the same\n"
    "grouped by optimal length, and a chart. Every answer is checked: each algorithm must find\n"
    "the BFS length and its moves must reach the goal; the run says \"All N positions\n"
    "consistent\", or lists each mismatch and exits with status 1.\n"
    "\n"
    "Options:\n"
    "  --count N          how many positions (default 100, at most 100000)\n"
    "  --seed S           which positions (default 1): the same seed gives the same positions\n"
    "  --level LEVEL      random (default): uniformly random solvable boards; easy, medium,\n"
    "                     hard: random walks of 10, 25 or 50 moves from the goal\n"
    "                     (--difficulty is another name for --level)\n"
    "  --goal GOAL        the goal board (default 123456780)\n"
    "  --algos LIST       comma-separated, from bfs, astar, astar-misplaced, table (default: all)\n"
    "  --json             one JSON object: count, seed, goal, positions, consistent,\n"
    "                     table_build_micros, algorithms (name, mean/median/max_expanded,\n"
    "                     mean/median/max_generated, mean_max_frontier, max_frontier,\n"
    "                     mean/median/max_micros), buckets, mismatches\n"
    "  --csv              one row per position and algorithm\n"
    "  --markdown         the tables in Markdown, with the command that made them\n"
    "  --svg FILE         also write the chart as an SVG file\n"
    "\n"
    "A progress bar is shown on standard error when it is a terminal.\n"
    "\n";

constexpr const char* kPlayHelp =
    "Usage: ninegrid play [--level easy|medium|hard] [--seed N] [--start BOARD]\n"
    "                     [--goal BOARD] [--tile-keys] [--lang en|zh]\n"
    "\n"
    "Slide the tiles back into order. W A S D or the arrow keys move the blank (W: the blank\n"
    "goes up and the tile above it comes down); T, or --tile-keys, makes them move the tiles\n"
    "instead. H shows the optimal next move, U undoes and Y redoes, R restarts, N deals a new\n"
    "puzzle, 1 2 3 change the level, P lets the solver play the rest, Tab pauses, ? shows every\n"
    "key, Q or Esc quits (asking first once moves are made). A game quit in progress is saved,\n"
    "and the next 'ninegrid play' offers to resume it.\n"
    "\n"
    "Options:\n"
    "  --level LEVEL       easy, medium (default) or hard: par at most 10, 14 to 20, or at\n"
    "                      least 22 moves (--difficulty is another name for --level)\n"
    "  --seed N            deal the same puzzles again (0 to 4294967295)\n"
    "  --start BOARD       play this board instead of a shuffle; refused if it cannot reach the "
    "goal\n"
    "  --goal BOARD        the board to reach (default 123456780), e.g. 123804765\n"
    "  --tile-keys         keys move tiles instead of the blank (T in the game switches, and\n"
    "                      the choice is remembered)\n"
    "  --lang en|zh        English or Simplified Chinese (remembered; default: from LANG)\n"
    "\n"
    "Without a terminal (input from a pipe or file, or TERM unset or dumb) every character of\n"
    "input is a key, newlines are ignored, the output is plain text, and the game ends at\n"
    "the end of the input:\n"
    "  echo d | ninegrid play --start 123456708\n"
    "\n"
    "Best results per level (fewest moves over par, fastest time; wins in a terminal without\n"
    "hints or the solver, the first win of each puzzle) are kept in\n"
    "$XDG_STATE_HOME/ninegrid/records (else ~/.local/state/ninegrid/records), a game in\n"
    "progress in eight.save beside it, and preferences in $XDG_CONFIG_HOME/ninegrid/preferences\n"
    "(else ~/.config/ninegrid/preferences).\n"
    "\n";

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

}  // namespace

const shell::GameEntry& game_entry() {
    static const shell::GameEntry entry{
        "eight",
        "the 8-puzzle (九宫格)",
        {
            {"play", "play the 8-puzzle in the terminal (the default: plain 'ninegrid' plays)",
             kPlayHelp, run_play, kPlayOptions},
            {"solve", "solve a board optimally and show the moves (BFS, A* or the distance table)",
             kSolveHelp, run_solve, kSolveOptions},
            {"stats", "how far every board is from a goal: the whole state space at once",
             kStatsHelp, run_stats, kStatsOptions},
            {"bench", "every solver on the same positions: counts, times, a chart, verification",
             kBenchHelp, run_bench, kBenchOptions},
        },
        kBoardFormats,
    };
    return entry;
}

std::string help_text(const std::string& command) {
    const shell::Command* c = game_entry().find(command);
    return c ? std::string(c->help) + std::string(game_entry().help_footer) : std::string();
}

State board_argument(const std::string& text, const std::string& what) {
    BoardParse parsed = parse_board(text);
    if (!parsed) throw base::UsageError(what + " '" + base::printable(text) + "': " + parsed.error);
    return *parsed.board;
}

}  // namespace ninegrid::eight
