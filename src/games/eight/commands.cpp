// SPDX-License-Identifier: MIT
// The 8-puzzle's commands: their help texts and the game's entry in the registry.
#include "games/eight/commands.hpp"

#include "base/args.hpp"
#include "games/sliding/commands.hpp"
#include "games/sliding/how_to_play.hpp"
#include "ninegrid/eight/classroom.hpp"

namespace ninegrid::eight {

namespace {

constexpr std::string_view kBoardFormatsEn =
    "Boards are nine cells in reading order: 123456780, \"1 2 3 4 5 6 7 8 0\",\n"
    "1,2,3,4,5,6,7,8,0 or 123/456/780; the blank may be written 0, _ or .\n";

constexpr std::string_view kBenchHelpEn =
    "Usage: ninegrid bench [--count N] [--seed S] [--level easy|medium|hard|random]\n"
    "                      [--goal GOAL] [--algos LIST] [--weight W]\n"
    "                      [--json|--csv|--markdown] [--svg FILE]\n"
    "\n"
    "Runs every chosen algorithm on the same positions and compares them: expanded\n"
    "and generated boards, peak frontier and time per solve (mean, median, maximum),\n"
    "the same grouped by optimal length, and a chart. Every answer is judged by the\n"
    "distance table: how many positions each algorithm solved, how many optimally,\n"
    "and its mean and worst excess over the optimum. An algorithm that claims\n"
    "optimality must find the BFS length whenever it finds a path, wastar must stay\n"
    "within its weight times it, and every path must reach the goal; the run says\n"
    "\"All N positions consistent\", or lists each mismatch and exits with status 1.\n"
    "greedy, wastar and pruned claim no optimality, and pruned and iddfs may give up:\n"
    "that counts as unsolved, not as a mismatch.\n"
    "\n"
    "Options:\n"
    "  --count N          how many positions (default 100, at most 100000)\n"
    "  --seed S           which positions (default 1): the same seed gives the\n"
    "                     same positions\n"
    "  --level LEVEL      random (default): uniformly random solvable boards; easy,\n"
    "                     medium, hard: random walks of 10, 25 or 50 moves from the\n"
    "                     goal (--difficulty is another name for --level)\n"
    "  --goal GOAL        the goal board (default 123456780)\n"
    "  --algos LIST       comma-separated, from bfs, astar, astar-misplaced, table,\n"
    "                     ida, bidir, iddfs, greedy, wastar, pruned, astar-closed and\n"
    "                     astar-closed-misplaced (see ninegrid solve --help); or all\n"
    "                     (default: bfs,astar,astar-misplaced,table)\n"
    "  --weight W         wastar's weight, from 1 to 100 (default 2)\n"
    "  --json             one JSON object: count, seed, goal, positions, consistent,\n"
    "                     table_build_micros, algorithms (name, optimal_claimed,\n"
    "                     bound (wastar), solved, optimal, mean_excess, max_excess,\n"
    "                     mean/median/max_expanded, mean/median/max_generated,\n"
    "                     mean_max_frontier, max_frontier, mean/median/max_micros),\n"
    "                     buckets, mismatches\n"
    "  --csv              one row per position and algorithm (length -1: unsolved)\n"
    "  --markdown         the tables in Markdown, with the command that made them\n"
    "  --svg FILE         also write the chart (expanded boards and time)\n"
    "                     as an SVG file\n"
    "\n"
    "A progress bar is shown on standard error when it is a terminal.\n"
    "\n";

constexpr std::string_view kPlayHelpEn =
    "Usage: ninegrid play [--level easy|medium|hard] [--seed N] [--start BOARD]\n"
    "                     [--game ID] [--goal BOARD] [--tile-keys] [--lang en|zh]\n"
    "       ninegrid [OPTIONS]: the same (plain 'ninegrid' plays)\n"
    "\n"
    "Slide the tiles back into order in as few moves as you can: par, the fewest\n"
    "possible, is on screen. Beside the board, your moves so far, each marked\n"
    "optimal or not; the win says how many were wasted. A game quit in progress is\n"
    "saved, and the next 'ninegrid play' offers to resume it.\n"
    "\n"
    "{how_to_play}\n"
    "\n"
    "Options:\n"
    "  --level LEVEL       easy, medium (default) or hard: par at most 10, 14 to\n"
    "                      20, or at least 22 moves (--difficulty is another name\n"
    "                      for --level)\n"
    "  --seed N            deal the same puzzles again (0 to 4294967295)\n"
    "  --game ID           deal again the puzzle a game showed with this ID (hard:42)\n"
    "  --start BOARD       play this board instead of a shuffle; refused if it cannot\n"
    "                      reach the goal\n"
    "  --goal BOARD        the board to reach (default 123456780), e.g. 123804765\n"
    "  --tile-keys         keys move tiles instead of the blank (T in the game\n"
    "                      switches, and the choice is remembered)\n"
    "  --lang en|zh        English or Simplified Chinese (remembered;\n"
    "                      default: from LANG)\n"
    "\n"
    "Without a terminal (input from a pipe or file, or TERM unset or dumb) every\n"
    "character of input is a key, newlines are ignored, the output is plain text, and\n"
    "the game ends at the end of the input:\n"
    "  echo d | ninegrid play --start 123456708\n"
    "\n"
    "Best results per level (fewest moves over par, fastest time; wins in a terminal\n"
    "without hints or the solver, the first win of each puzzle) are kept in\n"
    "$XDG_STATE_HOME/ninegrid/records (else ~/.local/state/ninegrid/records), a game\n"
    "in progress in eight.save beside it, and preferences in\n"
    "$XDG_CONFIG_HOME/ninegrid/preferences (else ~/.config/ninegrid/preferences).\n"
    "\n";

constexpr std::string_view kSolveHelpEn =
    "Usage: ninegrid solve START [--goal GOAL] [--algo NAME]\n"
    "                      [--heuristic manhattan|misplaced] [--weight W] [--boards]\n"
    "                      [--json] [--trace [--limit N]]\n"
    "       ninegrid solve --batch [--goal GOAL] [--algo ...] [--heuristic ...]\n"
    "                              [--json]\n"
    "\n"
    "Finds a shortest sequence of moves from START to GOAL (default 123456780) and\n"
    "prints its length, the blank's moves (U D L R: the direction the blank travels),\n"
    "the tiles that slide, and what the search cost. A board that cannot reach the\n"
    "goal is reported at once, with the parity argument, and exits with status 1. The\n"
    "teaching searches that are not optimal say how far their answer is from the\n"
    "optimum; one that gives up says so and exits with status 1 too (the board can\n"
    "reach the goal: the search failed).\n"
    "\n"
    "Options:\n"
    "  --goal GOAL         the board to reach (default 123456780)\n"
    "  --algo NAME         optimal: astar (default): A* search;\n"
    "                      bfs: breadth-first search;\n"
    "                      table: one BFS from the goal over all 181440 boards, then\n"
    "                      look-ups;\n"
    "                      ida: IDA*, Manhattan distance; bidir: bidirectional BFS;\n"
    "                      iddfs: iterative deepening, blind (the boards of 31 moves\n"
    "                      take some 1.4*10^8 expansions, about 5 s);\n"
    "                      astar-closed: A* with a closed set that never reopens a\n"
    "                      board.\n"
    "                      Not optimal: greedy: greedy best-first on Manhattan\n"
    "                      distance;\n"
    "                      wastar: weighted A*, f = g + W h, at most W times the\n"
    "                      optimum;\n"
    "                      pruned: a lab handout's BFS that keeps a child only with\n"
    "                      at most one more misplaced cell (blank included) than its\n"
    "                      parent, never undoes a move and gives up past depth 50:\n"
    "                      it can fail\n"
    "  --heuristic NAME    for astar and astar-closed: manhattan (default) or\n"
    "                      misplaced\n"
    "  --weight W          for wastar: the weight W, a number from 1 to 100\n"
    "                      (default 2)\n"
    "  --boards            print every board on the way\n"
    "  --json              one JSON object: start, goal, solvable, gave_up (only when\n"
    "                      true), length, moves, tiles, algorithm, heuristic, weight\n"
    "                      (wastar), expanded, generated, max_frontier, micros\n"
    "  --trace             show the search step by step before the result: each board\n"
    "                      taken from the frontier with g, h and f, the frontier's\n"
    "                      size, and each child: new, improved (a shorter path to\n"
    "                      a known board), stale (known no worse), closed, visited,\n"
    "                      or pruned and why (the undoing move, f over IDA*'s bound,\n"
    "                      the depth limit, the handout's rule); stale open-list\n"
    "                      entries taken and skipped are steps too. With --json: one\n"
    "                      object per step (\"type\":\"step\"), then the result\n"
    "                      (\"type\":\"result\", with steps, steps_shown,\n"
    "                      steps_not_shown). Not with --batch, nor with --algo table\n"
    "                      (a look-up, no search)\n"
    "  --limit N           with --trace: show the first N steps (default 20, at most\n"
    "                      1000000); the search still runs to its end\n"
    "  --batch             read boards from standard input, one per line, and print\n"
    "                      one line per input line: \"LENGTH MOVES\" (\"0 -\" when\n"
    "                      already solved), \"unsolvable\", \"gave up\" (pruned, iddfs;\n"
    "                      counted as unsolvable in the totals), or \"error: MESSAGE\"\n"
    "                      (also for a line longer than 4096 bytes); with --json, one\n"
    "                      object per line. Blank lines are skipped: no output,\n"
    "                      counted as skipped. Totals go to standard error. Exit\n"
    "                      status 2 if a line was not a board or reading or writing\n"
    "                      failed, else 0.\n"
    "\n";

constexpr std::string_view kStatsHelpEn =
    "Usage: ninegrid stats [--goal GOAL] [--json]\n"
    "\n"
    "Runs one breadth-first search from GOAL (default 123456780) over every reachable\n"
    "board and shows how many boards lie at each distance, with a bar chart, the mean\n"
    "distance and the hardest boards. For the default goal this is OEIS A089473:\n"
    "181440 boards, at most 31 moves apart.\n"
    "\n"
    "Options:\n"
    "  --goal GOAL   the goal board (default 123456780)\n"
    "  --json        one JSON object: goal, reachable, max_distance, mean, counts\n"
    "                (indexed by distance), hardest (boards), micros\n"
    "\n";

constexpr std::string_view kBoardFormatsZh =
    "局面按阅读顺序写出九格：123456780、\"1 2 3 4 5 6 7 8 0\"、\n"
    "1,2,3,4,5,6,7,8,0 或 123/456/780；空格可写作 0、_ 或 .\n";

constexpr std::string_view kBenchHelpZh =
    "用法：ninegrid bench [--count N] [--seed S] [--level easy|medium|hard|random]\n"
    "                     [--goal GOAL] [--algos LIST] [--weight W]\n"
    "                     [--json|--csv|--markdown] [--svg FILE]\n"
    "\n"
    "让选定的每种算法求解同一批局面并加以比较：展开和生成的局面数、前沿的峰值、每次求\n"
    "解的用时（平均值、中位数、最大值），以及按最优步数分组的同样数据和一张图表。每个\n"
    "答案都由距离表评判：每种算法解出了多少局面、其中多少是最优的、比最优多出的步数的\n"
    "平均值和最大值。声称最优的算法只要找到路径就必须是 BFS 的步数，wastar 不得超过权\n"
    "重乘以最优步数，且每条路径都必须到达目标；运行结果会显示“All N positions\n"
    "consistent”，或列出每处不一致并以状态 1 退出。greedy、wastar 和 pruned 不声称最\n"
    "优，pruned 和 iddfs 可能放弃：这算作未解出，而不是不一致。\n"
    "\n"
    "选项：\n"
    "  --count N          局面数（默认 100，最多 100000）\n"
    "  --seed S           选哪些局面（默认 1）：相同的种子给出相同的局面\n"
    "  --level LEVEL      random（默认）：均匀随机的可解局面；easy、medium、hard：\n"
    "                     从目标局面随机走 10、25 或 50 步\n"
    "                     （--difficulty 是 --level 的别名）\n"
    "  --goal GOAL        目标局面（默认 123456780）\n"
    "  --algos LIST       逗号分隔，可选 bfs、astar、astar-misplaced、table、ida、\n"
    "                     bidir、iddfs、greedy、wastar、pruned、astar-closed 和\n"
    "                     astar-closed-misplaced（见 ninegrid solve --help）；或 all\n"
    "                     （默认：bfs,astar,astar-misplaced,table）\n"
    "  --weight W         wastar 的权重，1 到 100（默认 2）\n"
    "  --json             一个 JSON 对象：count、seed、goal、positions、consistent、\n"
    "                     table_build_micros、algorithms（name、optimal_claimed、\n"
    "                     bound（wastar）、solved、optimal、mean_excess、max_excess、\n"
    "                     mean/median/max_expanded、mean/median/max_generated、\n"
    "                     mean_max_frontier、max_frontier、mean/median/max_micros）、\n"
    "                     buckets、mismatches\n"
    "  --csv              每个局面和算法一行（length 为 -1：未解出）\n"
    "  --markdown         Markdown 格式的表格，附上生成它们的命令\n"
    "  --svg FILE         同时把图表（展开的局面数和用时）写成 SVG 文件\n"
    "\n"
    "标准错误输出是终端时，会在其上显示进度条。\n"
    "\n";

constexpr std::string_view kPlayHelpZh =
    "用法：ninegrid play [--level easy|medium|hard] [--seed N] [--start BOARD]\n"
    "                    [--game ID] [--goal BOARD] [--tile-keys] [--lang en|zh]\n"
    "      ninegrid [OPTIONS]：同上（只输入 ninegrid 就是玩）\n"
    "\n"
    "用尽量少的步数把方块滑回原位：屏幕上显示最优步数（可能的最少步数）。棋盘旁列出\n"
    "你走过的每一步，并标出是否最优；获胜时说明浪费了几步。未完成就退出的对局会被保\n"
    "存，下次运行 'ninegrid play' 时可以继续。\n"
    "\n"
    "{how_to_play}\n"
    "\n"
    "选项：\n"
    "  --level LEVEL       easy、medium（默认）或 hard：最优步数至多 10、14 到 20、或\n"
    "                      至少 22 步（--difficulty 是 --level 的别名）\n"
    "  --seed N            重新发同样的局（0 到 4294967295）\n"
    "  --game ID           重新发出游戏显示的这个对局 ID 的局面（如 hard:42）\n"
    "  --start BOARD       玩这个局面而不是随机打乱的局面；无法到达目标时拒绝\n"
    "  --goal BOARD        要到达的局面（默认 123456780），例如 123804765\n"
    "  --tile-keys         按键移动方块而不是空格（游戏中按 T 切换，选择会被记住）\n"
    "  --lang en|zh        英文或简体中文（会被记住；默认取自 LANG）\n"
    "\n"
    "没有终端时（输入来自管道或文件，或 TERM 未设置或为 dumb），输入的每个字符都是一\n"
    "个按键，换行被忽略，输出为纯文本，输入结束时游戏也结束：\n"
    "  echo d | ninegrid play --start 123456708\n"
    "\n"
    "每个难度的最佳成绩（超出最优的步数最少、用时最短；只计在终端中不用提示、不用求解\n"
    "器的胜局，且每局只计第一次胜利）保存在 $XDG_STATE_HOME/ninegrid/records（否则为\n"
    "~/.local/state/ninegrid/records），未完成的对局保存在它旁边的 eight.save，设置保\n"
    "存在 $XDG_CONFIG_HOME/ninegrid/preferences（否则为\n"
    "~/.config/ninegrid/preferences）。\n"
    "\n";

constexpr std::string_view kSolveHelpZh =
    "用法：ninegrid solve START [--goal GOAL] [--algo NAME]\n"
    "                     [--heuristic manhattan|misplaced] [--weight W] [--boards]\n"
    "                     [--json] [--trace [--limit N]]\n"
    "      ninegrid solve --batch [--goal GOAL] [--algo ...] [--heuristic ...]\n"
    "                             [--json]\n"
    "\n"
    "找出从 START 到 GOAL（默认 123456780）的一条最短走法，并显示其步数、空格的走法\n"
    "（U D L R：空格移动的方向）、滑动的方块，以及搜索的开销。无法到达目标的局面会\n"
    "立即报告，并给出奇偶性的理由，以状态 1 退出。不保证最优的教学算法会说明其答案\n"
    "离最优有多远；放弃的算法会如实说明，同样以状态 1 退出（局面可以到达目标：是搜\n"
    "索失败了）。\n"
    "\n"
    "选项：\n"
    "  --goal GOAL         要到达的局面（默认 123456780）\n"
    "  --algo NAME         最优的：astar（默认）：A* 搜索；bfs：广度优先搜索；\n"
    "                      table：从目标局面对全部 181440 个局面做一次\n"
    "                      BFS，然后查表；\n"
    "                      ida：IDA*，曼哈顿距离；bidir：双向 BFS；\n"
    "                      iddfs：迭代加深，不用启发（31 步的局面约需展开\n"
    "                      1.4 亿个局面，约 5 秒）；\n"
    "                      astar-closed：带 closed 表、从不重新打开局面的 A*。\n"
    "                      不保证最优的：greedy：基于曼哈顿距离的贪心最佳优先；\n"
    "                      wastar：加权 A*，f = g + W h，至多为最优步数的 W 倍；\n"
    "                      pruned：某实验讲义中的 BFS，只保留不在位格数（含空格）\n"
    "                      至多比父节点多一的子节点，不走回头路，深度超过 50 即放\n"
    "                      弃：可能失败\n"
    "  --heuristic NAME    用于 astar 和 astar-closed：manhattan（默认）或 misplaced\n"
    "  --weight W          用于 wastar：权重 W，1 到 100 之间的数（默认 2）\n"
    "  --boards            显示途经的每个局面\n"
    "  --json              一个 JSON 对象：start、goal、solvable、gave_up（仅在为\n"
    "                      true 时）、length、moves、tiles、algorithm、\n"
    "                      heuristic、weight（wastar）、expanded、generated、\n"
    "                      max_frontier、micros\n"
    "  --trace             在结果之前逐步显示搜索过程：每个从边界取出的局面及其 g、\n"
    "                      h、f，边界的大小，以及每个子节点：new（新）、improved（到\n"
    "                      已知局面的更短路径）、stale（已知且不更差）、closed、\n"
    "                      visited，或被剪枝及原因（回头的一步、超过 IDA* 的界限 f、\n"
    "                      深度限制、讲义的规则）；从 open 表取出并跳过的过期项也算一\n"
    "                      步。加 --json 时每步一个对象（\"type\":\"step\"），最后是结果\n"
    "                      （\"type\":\"result\"，含 steps、steps_shown、\n"
    "                      steps_not_shown）。不能与 --batch 或 --algo table（查表，\n"
    "                      不搜索）同时使用\n"
    "  --limit N           与 --trace 一起：显示前 N 步（默认 20，至多 1000000）；\n"
    "                      搜索仍会进行到底\n"
    "  --batch             从标准输入读取局面，每行一个，每个输入行输出一行：\n"
    "                      \"LENGTH MOVES\"（已是目标时为 \"0 -\"）、\"unsolvable\"、\n"
    "                      \"gave up\"（pruned、iddfs；汇总中计为 unsolvable）或\n"
    "                      \"error: MESSAGE\"（供程序读取，始终为英文；超过 4096 字节的\n"
    "                      行也是如此）；加 --json 时每行一个对象。空行会被跳过：不输\n"
    "                      出，计入 skipped。汇总写到标准错误输出。若有任何一行不是局\n"
    "                      面，或读写失败，退出状态为 2，否则为 0。\n"
    "\n";

constexpr std::string_view kStatsHelpZh =
    "用法：ninegrid stats [--goal GOAL] [--json]\n"
    "\n"
    "从 GOAL（默认 123456780）出发做一次广度优先搜索，遍历所有可到达的局面，显示每个\n"
    "距离上有多少局面，并给出柱状图、平均距离和最难的局面。对默认目标而言，这就是\n"
    "OEIS A089473：181440 个局面，彼此相距至多 31 步。\n"
    "\n"
    "选项：\n"
    "  --goal GOAL   目标局面（默认 123456780）\n"
    "  --json        一个 JSON 对象：goal、reachable、max_distance、mean、counts（按\n"
    "                距离索引）、hardest（局面）、micros\n"
    "\n";

// The sliding puzzles' keys (games/sliding/how_to_play.hpp) with the 8-puzzle's click, level
// keys and levels.
constexpr auto kHowToPlayEn = sliding::how_to_play_en(
    sliding::how_to_play::kClickBesideEn, "  1 2 3             a new puzzle at another level\n",
    "Levels: easy, par at most 10 moves; medium (the default), 14 to 20; hard, 22 or\n"
    "more.\n");
constexpr auto kHowToPlayZh = sliding::how_to_play_zh(
    sliding::how_to_play::kClickBesideZh, "  1 2 3             换难度开新局\n",
    "难度：easy（简单），最优步数至多 10；medium（中等，默认），14 到 20；\n"
    "hard（困难），至少 22。\n");

constexpr base::Text kBoardFormats{kBoardFormatsEn, kBoardFormatsZh};
constexpr base::Text kHowToPlay{kHowToPlayEn.view(), kHowToPlayZh.view()};
constexpr base::Text kBenchHelp{kBenchHelpEn, kBenchHelpZh};
constexpr base::Text kPlayHelp{kPlayHelpEn, kPlayHelpZh};
constexpr base::Text kSolveHelp{kSolveHelpEn, kSolveHelpZh};
constexpr base::Text kStatsHelp{kStatsHelpEn, kStatsHelpZh};

}  // namespace

const shell::GameEntry& game_entry() {
    static const shell::GameEntry entry{
        "eight",
        {"the 8-puzzle", "八数码（九宫格）"},
        {
            {"play",
             {"play the 8-puzzle in the terminal (plain 'ninegrid' plays it too)",
              "在终端里玩八数码（默认命令：只输入 'ninegrid' 就是玩）"},
             kPlayHelp,
             run_play,
             kPlayOptions},
            {"solve",
             {"solve a board: BFS, A*, the distance table or a teaching search",
              "求解一个局面并显示走法（BFS、A*、距离表或教学用的搜索）"},
             kSolveHelp,
             run_solve,
             kSolveOptions},
            {"stats",
             {"how far every board is from a goal: the whole state space at once",
              "每个局面离目标有多远：一次看遍整个状态空间"},
             kStatsHelp,
             run_stats,
             kStatsOptions},
            {"bench",
             {"every solver on the same positions: counts, times, chart, checks",
              "所有求解器解同一批局面：计数、用时、图表、核对"},
             kBenchHelp,
             run_bench,
             kBenchOptions},
        },
        kBoardFormats,
        "ninegrid",  // the first game: `ninegrid solve` is `ninegrid eight solve`
        kHowToPlay,
        "start",  // a custom puzzle's game ID is its --start board
    };
    return entry;
}

double weight_argument(const std::string& text, base::Lang lang) {
    // By hand rather than strtod: no locale's decimal comma, no "inf", "nan", hex or exponents.
    double value = 0;
    double scale = 1;
    bool point = false;
    int digits = 0;
    for (char c : text) {
        if (c == '.' && !point) {
            point = true;
        } else if (c >= '0' && c <= '9' && digits < 12) {
            ++digits;
            if (point) {
                scale /= 10;
                value += (c - '0') * scale;
            } else {
                value = value * 10 + (c - '0');
            }
        } else {
            digits = 0;
            break;
        }
    }
    if (digits == 0 || value < kMinWeight || value > kMaxWeight) {
        throw base::UsageError(say(Msg::BadWeight, lang, {{"value", text}}));
    }
    return value;
}

State board_argument(const std::string& text, Msg what, base::Lang lang) {
    return from_sliding(sliding::board_argument(text, say(what, lang), kSize, lang));
}

}  // namespace ninegrid::eight
