// SPDX-License-Identifier: MIT
// The 15-puzzle's commands (play, solve, bench): their help texts and the game's entry in the
// registry.
#include "games/fifteen/commands.hpp"

#include "base/text.hpp"
#include "games/sliding/commands.hpp"
#include "games/sliding/how_to_play.hpp"
#include "ninegrid/sliding/board_text.hpp"

namespace ninegrid::fifteen {

namespace {

constexpr std::string_view kBoardFormatsEn =
    "Boards are sixteen cells in reading order: 16 numbers 0-15 separated by spaces\n"
    "or commas (\"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\"), or 16 hex digits\n"
    "(123456789abcdef0); '/' may separate the rows; the blank may be written 0, _\n"
    "or '.'. A board reaches a goal exactly when the parity of (inversions + the\n"
    "blank's row counted from the bottom) is the same for both.\n";

constexpr std::string_view kBoardFormatsZh =
    "局面是按阅读顺序排列的 16 个格子：用空格或逗号分隔的 16 个 0-15 的数\n"
    "（\"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\"），或 16 个十六进制数字\n"
    "（123456789abcdef0）；可以用 '/' 分隔各行；空格写作 0、_ 或 .。当且仅当两个局面\n"
    "的（逆序数 + 空格所在行从下往上数的行号）奇偶性相同时，一个局面才能到达另一个。\n";

constexpr std::string_view kPlayHelpEn =
    "Usage: ninegrid fifteen [play] [--level easy|medium|hard|random] [--size WxH]\n"
    "                        [--seed N] [--start BOARD] [--goal BOARD]\n"
    "                        [--tile-keys] [--game ID] [--lang en|zh]\n"
    "\n"
    "Slide the fifteen tiles back into order in as few moves as you can. The solver\n"
    "works on the side: while it thinks (\"Thinking... at least 48 moves\") every key\n"
    "still works, and a move sends it after the new position; par, the fewest\n"
    "moves, is worked out after the deal, and then every move made. Beside the board,\n"
    "your moves so far, each marked optimal or not once the solver has judged it (the\n"
    "count of those it has not yet follows a '?'). A game quit in progress is saved,\n"
    "and the next 'ninegrid fifteen' offers to resume it.\n"
    "\n"
    "{how_to_play}\n"
    "\n"
    "Options:\n"
    "  --level LEVEL       easy, medium (default), hard: puzzles whose par is 10 to\n"
    "                      20, 24 to 34 or 38 to 48 moves (a random walk from the\n"
    "                      goal, proved to be in the band); random: a uniformly\n"
    "                      random solvable board (par 53 on average)\n"
    "  --size WxH          another sliding puzzle, W cells wide and H high, each side\n"
    "                      2 to 8 (3x3, 3x4, 5x5 ...; default 4x4); its levels deal\n"
    "                      walks from the goal; up to 16 cells par and hints are\n"
    "                      optimal where a search of a few seconds finds them, else\n"
    "                      (and beyond 16 cells) they follow a good solution\n"
    "  --seed N            deal the same puzzles again (0 to 4294967295)\n"
    "  --game ID           deal again the puzzle a game showed with this ID (hard:42)\n"
    "  --start BOARD       play this board instead of a shuffle; refused (status 1)\n"
    "                      if it cannot reach the goal\n"
    "  --goal BOARD        the board to reach (default 123456789abcdef0)\n"
    "  --tile-keys         keys move tiles instead of the blank (T in the game\n"
    "                      switches, and the choice is remembered)\n"
    "  --lang en|zh        English or Simplified Chinese (remembered;\n"
    "                      default: from LANG)\n"
    "\n"
    "Hints and the solver use the pattern databases (built on the first hard\n"
    "question, a few seconds, and kept in the cache; near boards need none). Without\n"
    "a terminal (input from a pipe or file) every character of input is a key, the\n"
    "output is plain text, each answer is awaited, the game ends at the end of the\n"
    "input, and nothing is written (tables it lacks are built in memory):\n"
    "  echo d | ninegrid fifteen --start 123456789abcde0f\n"
    "\n"
    "Records per level, the saved game (fifteen.save) and preferences are kept beside\n"
    "the 8-puzzle's (see ninegrid help play).\n"
    "\n";

constexpr std::string_view kPlayHelpZh =
    "用法：ninegrid fifteen [play] [--level easy|medium|hard|random] [--size WxH]\n"
    "                       [--seed N] [--start BOARD] [--goal BOARD]\n"
    "                       [--tile-keys] [--game ID] [--lang en|zh]\n"
    "\n"
    "用尽量少的步数把十五个方块滑回原位。求解器在后台工作：思考时（“思考中……至少还需\n"
    "48 步”）所有按键照常可用，走一步后它会改为求解新的局面；最优步数在发牌后于后台\n"
    "算出，之后每走一步也会判定。棋盘旁列出你走过的每一步，求解器判定后标出是否最优\n"
    "（尚未判定的步数后跟一个 '?'）。中途退出的对局会被保存，下次运行\n"
    "'ninegrid fifteen' 时可以继续。\n"
    "\n"
    "{how_to_play}\n"
    "\n"
    "选项：\n"
    "  --level LEVEL       easy、medium（默认）、hard：最优步数为 10 到 20、24 到 34\n"
    "                      或 38 到 48 的局面（从目标局面随机走出，并证明落在该范围\n"
    "                      内）；random：均匀随机的可解局面（最优步数平均 53）\n"
    "  --size WxH          其他尺寸的滑块拼图，宽 W 格、高 H 格，每边 2 到 8（3x3、\n"
    "                      3x4、5x5 等；默认 4x4）；各难度从目标局面随机走出；不超\n"
    "                      过 16 格时，数秒的搜索能找到时最优步数和提示都是最优的，\n"
    "                      否则（以及超过 16 格时）提示沿着一个较好的解\n"
    "  --seed N            再次发出同样的局面（0 到 4294967295）\n"
    "  --game ID           重新发出游戏显示的这个对局 ID 的局面（如 hard:42）\n"
    "  --start BOARD       玩这个局面而不是随机局面；无法到达目标时拒绝（状态 1）\n"
    "  --goal BOARD        要到达的局面（默认 123456789abcdef0）\n"
    "  --tile-keys         按键移动方块而不是空格（游戏中按 T 切换，并会记住）\n"
    "  --lang en|zh        英文或简体中文（会记住；默认取自 LANG）\n"
    "\n"
    "提示和求解器使用模式数据库（第一次遇到难的局面时建立，需数秒，并保存在缓存中；近\n"
    "的局面不需要）。没有终端时（从管道或文件输入），输入的每个字符都是一个按键，输出\n"
    "为纯文本，每个回答都会等到，输入结束时游戏结束，并且不写入任何文件（缺少的表在内\n"
    "存中建立）：\n"
    "  echo d | ninegrid fifteen --start 123456789abcde0f\n"
    "\n"
    "各难度的最佳成绩、保存的对局（fifteen.save）和偏好设置与九宫格的放在一起（见\n"
    "ninegrid help play）。\n"
    "\n";

constexpr std::string_view kSolveHelpEn =
    "Usage: ninegrid fifteen solve START [--size WxH] [--goal GOAL]\n"
    "                              [--algo pdb|ida] [--no-reflect] [--boards]\n"
    "                              [--json]\n"
    "       ninegrid fifteen solve --batch [--size WxH] [--goal GOAL]\n"
    "                                      [--algo pdb|ida] [--no-reflect] [--json]\n"
    "\n"
    "Finds a shortest way from START to GOAL (default 123456789abcdef0) and shows its\n"
    "length, the blank's moves (U D L R: the way the blank goes), the tiles that\n"
    "slide, and what the search cost. A board that cannot reach the goal is told at\n"
    "once, with the parity that decides it, and exits with status 1.\n"
    "\n"
    "Options:\n"
    "  --size WxH          a board W cells wide and H high, each side 2 to 8 (default\n"
    "                      4x4): 3x3, 3x4, 5x5 ... Up to 10 cells a digit a cell\n"
    "                      (123456780), up to 16 hex digits or numbers, beyond that\n"
    "                      numbers between commas or spaces; '/' may part the rows.\n"
    "                      Other sizes up to 16 cells are solved optimally; beyond,\n"
    "                      at once by a near-optimal solver (\"optimal\": false),\n"
    "                      or by --algo ida (hours on hard boards)\n"
    "  --goal GOAL         the board to reach (default 123456789abcdef0; at another\n"
    "                      size the tiles in order and the blank last)\n"
    "  --algo NAME         pdb (default): IDA* over additive pattern databases: the\n"
    "                      7-8 when built (ninegrid fifteen tables --build 7-8), else\n"
    "                      the 6-6-3, built in seconds on first use and cached; at\n"
    "                      other sizes up to 16 cells, tables of 5 tiles (built in\n"
    "                      about a second at most; 2x8 and 8x2: of 7, 7 and 1\n"
    "                      tiles, about 20 s, cached); ida: IDA* with Manhattan\n"
    "                      distance and linear conflict (no tables; slow on hard\n"
    "                      boards)\n"
    "  --no-reflect        pdb without the diagonal reflection (which applies when\n"
    "                      the goal's blank is on the main diagonal)\n"
    "  --boards            show every board on the way\n"
    "  --json              one JSON object: start, goal, solvable, length, moves,\n"
    "                      tiles, algorithm, optimal, reflect, nodes, micros,\n"
    "                      tables, tables_loaded, table_micros\n"
    "  --batch             read boards from standard input, one per line, and print\n"
    "                      one line per input line: \"LENGTH MOVES\" (\"0 -\" when\n"
    "                      already at the goal), \"unsolvable\", or \"error: MESSAGE\"\n"
    "                      (also for a line longer than 4096 bytes); with --json, one\n"
    "                      object per line, as above (an error: input, error). Blank\n"
    "                      lines are skipped: no output, counted as skipped. The\n"
    "                      tables are built when the first line needs a search.\n"
    "                      Totals go to standard error. Exit status 2 if a line was\n"
    "                      not a board or reading or writing failed, else 0.\n"
    "\n";

constexpr std::string_view kSolveHelpZh =
    "用法：ninegrid fifteen solve START [--size WxH] [--goal GOAL]\n"
    "                             [--algo pdb|ida] [--no-reflect] [--boards] [--json]\n"
    "      ninegrid fifteen solve --batch [--size WxH] [--goal GOAL]\n"
    "                                     [--algo pdb|ida] [--no-reflect] [--json]\n"
    "\n"
    "找出从 START 到 GOAL（默认 123456789abcdef0）的一条最短走法，并显示步数、空格的\n"
    "走法（U D L R：空格移动的方向）、滑动的方块和搜索的开销。无法到达目标的局面会立\n"
    "即报告，给出决定它的奇偶性，以状态 1 退出。\n"
    "\n"
    "选项：\n"
    "  --size WxH          宽 W 格、高 H 格的棋盘，每边 2 到 8（默认 4x4）：3x3、\n"
    "                      3x4、5x5 等。不超过 10 格时每个数字一格（123456780），\n"
    "                      不超过 16 格时用十六进制数字或数，更大时用逗号或空格分隔\n"
    "                      的数；行与行之间可用 '/'。不超过 16 格的其他尺寸求最优\n"
    "                      解；更大时立即用近似最优的求解器（\"optimal\": false），\n"
    "                      或用 --algo ida（难局面需数小时）\n"
    "  --goal GOAL         要到达的局面（默认 123456789abcdef0；其他尺寸为方块按\n"
    "                      顺序、空格在最后）\n"
    "  --algo NAME         pdb（默认）：在可加的模式数据库上做 IDA*：已建好 7-8 表时\n"
    "                      用它（ninegrid fifteen tables --build 7-8），否则用 6-6-3\n"
    "                      表（首次使用时数秒建好并缓存）；不超过 16 格的其他尺寸用\n"
    "                      5 块一组的模式表（至多约一秒建好；2x8 与 8x2 用 7、7、1\n"
    "                      块一组的表，约 20 秒建好并缓存）；ida：用曼哈顿距离加\n"
    "                      线性冲突的 IDA*（不用数据库；难的局面很慢）\n"
    "  --no-reflect        pdb 不用对角线反射（目标的空格在主对角线上时才适用反射）\n"
    "  --boards            显示途经的每个局面\n"
    "  --json              一个 JSON 对象：start、goal、solvable、length、moves、\n"
    "                      tiles、algorithm、optimal、reflect、nodes、micros、\n"
    "                      tables、tables_loaded、table_micros\n"
    "  --batch             从标准输入读取局面，每行一个，每个输入行输出一行：\n"
    "                      \"LENGTH MOVES\"（已是目标时为 \"0 -\"）、\"unsolvable\" 或\n"
    "                      \"error: MESSAGE\"（供程序读取，始终为英文；超过 4096 字节的\n"
    "                      行也是如此）；加 --json 时每行一个对象，字段同上（出错时为\n"
    "                      input、error）。空行会被跳过：不输出，计入 skipped。第一个\n"
    "                      需要搜索的行到来时才建立数据库。汇总写到标准错误输出。若有\n"
    "                      任何一行不是局面，或读写失败，退出状态为 2，否则为 0。\n"
    "\n";

constexpr std::string_view kBenchHelpEn =
    "Usage: ninegrid fifteen bench [--korf] [--count N] [--seed N] [--goal GOAL]\n"
    "                              [--reference-nodes N] [--previous serial]\n"
    "                              [--threads N] [--json|--markdown] [--svg FILE]\n"
    "       ninegrid fifteen bench --hard [--count N] [--previous serial]\n"
    "                              [--threads N] [--json|--markdown] [--svg FILE]\n"
    "       ninegrid fifteen bench --size WxH [--korf] [--count N] [--seed N]\n"
    "                              [--goal GOAL] [--json|--markdown] [--svg FILE]\n"
    "\n"
    "Solves the same positions with every solver side by side: IDA* over the 7-8\n"
    "pattern databases (when the cache holds them for the goal: ninegrid fifteen\n"
    "tables --build 7-8) and over the 6-6-3 (built from nothing for the run, and\n"
    "timed), each with the reflection and without it, and IDA* with Manhattan\n"
    "distance and linear conflict as the reference, which stops at a node limit. The\n"
    "positions are uniformly random solvable ones (--seed), or with --korf Korf's 100\n"
    "instances (Korf 1985; goal: the blank first, 0123456789abcdef), or with --hard\n"
    "the hardest known positions (70-80 moves, 7-8 tables only). Every answer is\n"
    "verified: on those sets it must have the published optimal length, on\n"
    "random ones every solver that finishes must find the same length, and every move\n"
    "sequence must reach the goal; the run lists each mismatch and then exits with\n"
    "status 1. Reported: the tables' build time, per solver the positions solved,\n"
    "nodes and time (total, mean, maximum), and the reference's nodes and time over\n"
    "each solver's, measured in the same run over the positions every solver solved.\n"
    "A pattern search shares its long iterations among the cores (--threads N);\n"
    "--previous serial runs the 7-8 search beside on one thread, as before 0.2.0,\n"
    "and adds its nodes and time over each solver's.\n"
    "\n"
    "With --size WxH (any size but 4x4) it runs the solver of fifteen solve --size\n"
    "WxH on random solvable positions, or with --size 5x5 --korf on Korf's 50\n"
    "instances of the 24-puzzle (Korf & Felner 2002; each turned half a turn, so\n"
    "that the blank ends last, in as many moves). Up to 16 cells its answers are\n"
    "optimal, beyond near-optimal (optimal: no). Each answer is replayed: it must\n"
    "reach the goal, be no shorter than its lower bound (Manhattan distance plus\n"
    "linear conflict) or the published optimum, and have the parity of its Manhattan\n"
    "distance. Reported per position: length, bound (and optimum), their ratio, time\n"
    "and nodes; then the lengths' sum over the bounds' (or optima's), the ratios'\n"
    "median, 95th percentile and maximum, and the same of the time per position (the\n"
    "solver's first use, which builds its tables, is timed apart).\n"
    "\n"
    "Options:\n"
    "  --size WxH           another size, each side 2 to 8 (default 4x4); --korf only\n"
    "                       with 5x5, --reference-nodes only with 4x4. --json gives\n"
    "                       then: set, size, count, seed, goal, optimal,\n"
    "                       setup_micros, ratio_to (published or lower_bound),\n"
    "                       solved, length_sum, lower_bound_sum, manhattan_sum,\n"
    "                       published_sum, mean_ratio (length_sum over the sum\n"
    "                       ratio_to names), median_ratio, p95_ratio, max_ratio,\n"
    "                       nodes, micros, median_micros, p95_micros, max_micros,\n"
    "                       instances (number, start, solved, length, lower_bound,\n"
    "                       manhattan, published, ratio, optimal, nodes, micros),\n"
    "                       mismatches\n"
    "  --korf               Korf's 100 instances instead of random positions (with\n"
    "                       --size 5x5 Korf's 50)\n"
    "  --hard               the 14 hardest known positions (goal 123456789abcdef0):\n"
    "                       70-80 moves, the 7-8 tables far below (needs them)\n"
    "  --previous serial    also the 7-8 search on one thread, the solver before\n"
    "                       0.2.0, and the ratios to it (prev/nodes, prev/time)\n"
    "  --threads N          threads of every pattern search, 1 to 64, or 0 (the\n"
    "                       default): one a core\n"
    "  --count N            how many positions (default 10, at most 10000), or with\n"
    "                       --korf or --hard the first N (default all)\n"
    "  --seed N             which random positions (default 1): the same seed,\n"
    "                       the same ones\n"
    "  --goal GOAL          the goal of the random positions (default\n"
    "                       123456789abcdef0); the reflection applies when its blank\n"
    "                       is on the main diagonal\n"
    "  --reference-nodes N  the reference's node limit per position (default\n"
    "                       20000000; 0 leaves it out): a position it does not solve\n"
    "                       within it is counted as stopped, not failed (unlimited,\n"
    "                       it needs minutes to hours for all of Korf's 100)\n"
    "  --json               one JSON object: set (korf, hard or random), count, seed\n"
    "                       (null but for random), goal, reference_nodes,\n"
    "                       table_micros, common (the positions every solver\n"
    "                       solved), solvers (name, solved, stopped, nodes, micros,\n"
    "                       mean_micros, max_micros, common_nodes, common_micros,\n"
    "                       reference_node_ratio, reference_time_ratio: the\n"
    "                       reference's common_nodes or common_micros over this\n"
    "                       solver's, null without the reference or common\n"
    "                       positions; previous_node_ratio, previous_time_ratio\n"
    "                       likewise with --previous), instances (number, start,\n"
    "                       length, and per solver solved, nodes and micros),\n"
    "                       mismatches\n"
    "  --markdown           the table in Markdown, with the command that made it, and\n"
    "                       a table of every position (nodes and time per solver)\n"
    "  --svg FILE           also write a chart of the nodes per position (log scale)\n"
    "\n";

constexpr std::string_view kBenchHelpZh =
    "用法：ninegrid fifteen bench [--korf] [--count N] [--seed N] [--goal GOAL]\n"
    "                             [--reference-nodes N] [--previous serial]\n"
    "                             [--threads N] [--json|--markdown] [--svg FILE]\n"
    "      ninegrid fifteen bench --hard [--count N] [--previous serial]\n"
    "                             [--threads N] [--json|--markdown] [--svg FILE]\n"
    "      ninegrid fifteen bench --size WxH [--korf] [--count N] [--seed N]\n"
    "                             [--goal GOAL] [--json|--markdown] [--svg FILE]\n"
    "\n"
    "用所有求解器并列求解同一批局面：7-8 模式数据库上的 IDA*（缓存中有该目标的表时；\n"
    "用 ninegrid fifteen tables --build 7-8 建立）和 6-6-3 模式数据库上的 IDA*（为本\n"
    "次运行从零建立并计时），各自带反射和不带反射，以及作为参照、到结点上限即停止的曼\n"
    "哈顿距离加线性冲突 IDA*。局面是均匀随机的可解局面（--seed），或用 --korf 选 Korf\n"
    "的 100 个实例（Korf 1985；目标：空格在最前，0123456789abcdef），或用 --hard 选\n"
    "已知最难的局面（70 到 80 步，只用 7-8 表）。每个答案都会核\n"
    "对：这两组局面必须等于已发表的最优步数，随机局面上每个完成的求解器必须得到相同\n"
    "的步数，且每个走法都必须到达目标；否则列出每个不符之处并以状态 1 退出。报告数据\n"
    "库的建立时间，每个求解器解出的局面数、结点数和用时（总计、平均、最大），以及在同\n"
    "一次运行中、在所有求解器都解出的局面上，参照求解器的结点数和用时与各求解器之比。\n"
    "模式数据库搜索把耗时长的迭代分给各个处理器核心（--threads N）；--previous serial\n"
    "另外用单线程运行 7-8 搜索（0.2.0 之前的做法），并给出它的结点数和用时与各求解器\n"
    "之比。\n"
    "\n"
    "加 --size WxH（4x4 以外的任何尺寸）时，用 fifteen solve --size WxH 的求解器求\n"
    "解随机的可解局面，或用 --size 5x5 --korf 求解 Korf 的 50 个 24 数码实例（Korf 与\n"
    "Felner 2002；每个转半圈，使空格在最后，步数不变）。不超过 16 格时答案是最优的，\n"
    "更大时是近似最优的（optimal: no）。每个答案都会重放核对：必须到达目标，不短于其\n"
    "下界（曼哈顿距离加线性冲突）或已发表的最优步数，且奇偶性与曼哈顿距离相同。报告\n"
    "每个局面的步数、下界（及最优步数）、两者之比、用时和结点数；然后是步数之和与下界\n"
    "（或最优步数）之和的比、各比值的中位数、第 95 百分位数和最大值，以及每个局面用时\n"
    "的同样数据（求解器的首次使用会建立它的表，单独计时）。\n"
    "\n"
    "选项：\n"
    "  --size WxH           其他尺寸，每边 2 到 8（默认 4x4）；--korf 只能用于 5x5，\n"
    "                       --reference-nodes 只能用于 4x4。此时 --json 给出：set、\n"
    "                       size、count、seed、goal、optimal、setup_micros、ratio_to\n"
    "                       （published 或 lower_bound）、solved、length_sum、\n"
    "                       lower_bound_sum、manhattan_sum、published_sum、mean_ratio\n"
    "                       （length_sum 与 ratio_to 所指之和的比）、median_ratio、\n"
    "                       p95_ratio、max_ratio、nodes、micros、median_micros、\n"
    "                       p95_micros、max_micros、instances（number、start、\n"
    "                       solved、length、lower_bound、manhattan、published、\n"
    "                       ratio、optimal、nodes、micros）、mismatches\n"
    "  --korf               用 Korf 的 100 个实例代替随机局面（加 --size 5x5 时为\n"
    "                       Korf 的 50 个）\n"
    "  --hard               已知最难的 14 个局面（目标 123456789abcdef0）：70 到 80\n"
    "                       步，7-8 表的估计远低于此（需要这些表）\n"
    "  --previous serial    另外运行单线程的 7-8 搜索（0.2.0 之前的求解器），并给出\n"
    "                       与它的比值（prev/nodes、prev/time）\n"
    "  --threads N          每个模式数据库搜索的线程数，1 到 64，或 0（默认）：每核\n"
    "                       一个\n"
    "  --count N            局面数（默认 10，最多 10000），加 --korf 或 --hard 时为前\n"
    "                       N 个（默认全部）\n"
    "  --seed N             选哪些随机局面（默认 1）：相同的种子给出相同的局面\n"
    "  --goal GOAL          随机局面的目标（默认 123456789abcdef0）；空格在主对角线上\n"
    "                       时才适用反射\n"
    "  --reference-nodes N  参照求解器每个局面的结点上限（默认 20000000；0 表示不运行\n"
    "                       它）：超出上限未解出的局面计为 stopped，不算错误（不设上\n"
    "                       限时 Korf 的全部 100 个需要数分钟到数小时）\n"
    "  --json               一个 JSON 对象：set（korf、hard 或 random）、count、seed\n"
    "                       （随机局面以外为 null）、goal、reference_nodes、\n"
    "                       table_micros、common（所有求解器都解出的局面数）、\n"
    "                       solvers（name、solved、stopped、nodes、micros、\n"
    "                       mean_micros、max_micros、common_nodes、common_micros、\n"
    "                       reference_node_ratio、reference_time_ratio：参照求解器\n"
    "                       的 common_nodes 或 common_micros 与本求解器之比；没有参照\n"
    "                       或没有共同解出的局面时为 null；加 --previous 时同样给出\n"
    "                       previous_node_ratio、previous_time_ratio）、instances\n"
    "                       （number、start、length，以及每个求解器的 solved、nodes\n"
    "                       与 micros）、mismatches\n"
    "  --markdown           Markdown 格式的表格，附上生成它的命令，以及每个局面的表格\n"
    "                       （各求解器的结点数和用时）\n"
    "  --svg FILE           另外写出每个局面结点数的图表（对数坐标）\n"
    "\n";

constexpr std::string_view kTablesHelpEn =
    "Usage: ninegrid fifteen tables [--goal GOAL] [--build 6-6-3|7-8] [--verify]\n"
    "                               [--where] [--json]\n"
    "       ninegrid fifteen tables --clean [--json]\n"
    "       ninegrid fifteen tables --size WxH [--goal GOAL] [--build all] [--verify]\n"
    "                               [--clean] [--json]\n"
    "\n"
    "The pattern databases behind solve, bench and the hints, kept in\n"
    "$XDG_CACHE_HOME/ninegrid (or ~/.cache/ninegrid), one file a table: shows which\n"
    "are there for GOAL (default 123456789abcdef0) and their size. Solves and hints\n"
    "use the 7-8 tables when they are built (288 MB, about two minutes once, at most\n"
    "about 610 MB while building), else the 6-6-3 (5.8 MB, built in seconds on first\n"
    "use). Every file is versioned and checksummed and written atomically; one that\n"
    "is damaged, truncated, changed while read, of another version or for another\n"
    "goal, or whose entries cannot be right, is refused and built again.\n"
    "\n"
    "The cache keeps the tables of the default goal and of the 3 other goals used\n"
    "last: writing a fifth goal's tables removes those of the goal used longest ago,\n"
    "so it holds at most about 1.2 GB (four goals with the 7-8 built). This command\n"
    "and every build also remove what a killed build left (its temporary file, after\n"
    "ten minutes) and tables of older versions, and say so. Solves, batches and\n"
    "builds keep the tables they build, with a terminal or without; a game without\n"
    "a terminal writes nothing.\n"
    "\n"
    "With --size, a size other than 4x4: the tables of that size's solvers kept in\n"
    "the same folder (those that take a tenth of a second or more to build: 2x7,\n"
    "3x5, 2x8 and the like, and the 4x4 core of 5x5 ... 8x8), built on first use\n"
    "(about a second; 2x8 and 8x2 about 20 s) and read after, with the same\n"
    "guarantees; --build all builds them now, --verify checks them byte for byte\n"
    "against tables built again, --clean removes the size's (every goal's). They\n"
    "take at most 600 MB in all;\n"
    "writing one removes those used longest ago beyond that.\n"
    "\n"
    "Options:\n"
    "  --size WxH          the tables of another size than 4x4 (see above)\n"
    "  --goal GOAL         the goal the tables are for (default 123456789abcdef0;\n"
    "                      Korf's instances in bench use 0123456789abcdef)\n"
    "  --build SET         build the 6-6-3 or the 7-8 tables unless they are there\n"
    "                      and sound, with a progress bar on a terminal; exits with\n"
    "                      status 2 when they cannot be kept in the cache\n"
    "  --verify            read every file there: header, checksum and entries; then\n"
    "                      compare the 6-6-3 tables byte for byte with tables built\n"
    "                      again, and check the 7-8 on 200 positions within 24 moves\n"
    "                      (they never overestimate); tables read well but wrong are\n"
    "                      set aside, to be built again; exits with status 1 when\n"
    "                      a file is refused, a set lacks a file or the cache folder\n"
    "                      cannot hold tables\n"
    "  --where             print the cache folder and nothing else\n"
    "  --clean             remove every file of the tables from the cache folder\n"
    "                      (every goal's, those set aside, what killed builds left)\n"
    "                      and say how much that freed\n"
    "  --json              one JSON object: dir, folder_problem, goal, sets\n"
    "                      (name, ready, check, files: path, present, bytes,\n"
    "                      problem, set_aside); with --clean: dir, removed,\n"
    "                      bytes, live (temporary files of builds still running,\n"
    "                      left alone), problem\n"
    "\n";

constexpr std::string_view kTablesHelpZh =
    "用法：ninegrid fifteen tables [--goal GOAL] [--build 6-6-3|7-8] [--verify]\n"
    "                              [--where] [--json]\n"
    "      ninegrid fifteen tables --clean [--json]\n"
    "      ninegrid fifteen tables --size WxH [--goal GOAL] [--build all] [--verify]\n"
    "                              [--clean] [--json]\n"
    "\n"
    "solve、bench 和提示所用的模式数据库保存在 $XDG_CACHE_HOME/ninegrid（或\n"
    "~/.cache/ninegrid），每张表一个文件：显示 GOAL（默认 123456789abcdef0）已有哪些\n"
    "表及其大小。建好 7-8 表后（288 MB，只需建一次，约两分钟，建表时最多约 610 MB 内\n"
    "存），求解和提示都使用它，否则使用 6-6-3 表（5.8 MB，首次使用时数秒建好）。每个\n"
    "文件都带版本号和校验和，并以原子方式写入；损坏、截断、读取时被改动、版本不同、属\n"
    "于其他目标或表项不可能正确的文件会被拒绝并重新建立。\n"
    "\n"
    "缓存保留默认目标以及最近用过的 3 个其他目标的表：写入第五个目标的表时，最久没用\n"
    "过的目标的表会被删除，所以缓存最多约 1.2 GB（四个目标都建了 7-8 表）。本命令和\n"
    "每次建表还会删除被中止的建表留下的东西（十分钟以上的临时文件）和旧版本的表，并\n"
    "加以说明。求解、批量求解和建表无论有没有终端都会保存建好的表；没有终端的游戏不\n"
    "写入任何文件。\n"
    "\n"
    "使用 --size 指定 4x4 以外的尺寸时：显示该尺寸的求解器保存在同一文件夹中的\n"
    "表（建表需要十分之一秒以上的那些：2x7、3x5、2x8 等，以及 5x5 到 8x8 共用的\n"
    "4x4 核心表），它们在首次使用时建立（约一秒；2x8 与 8x2 约 20 秒），之后直接\n"
    "读取，保证与上面相同；\n"
    "--build all 现在就建立，--verify 与重新建立的表逐字节比较，--clean 删除该尺寸\n"
    "（所有目标）的表。它们总共最多占 600 MB；写入新表时，超出部分中最久没用过的\n"
    "会被删除。\n"
    "\n"
    "选项：\n"
    "  --size WxH          4x4 以外尺寸的表（见上文）\n"
    "  --goal GOAL         表所对应的目标（默认 123456789abcdef0；bench 中 Korf 的实\n"
    "                      例用 0123456789abcdef）\n"
    "  --build SET         建立 6-6-3 或 7-8 表（已存在且完好时不重建），在终端上显示\n"
    "                      进度条；无法保存到缓存时以状态 2 退出\n"
    "  --verify            读取现有的每个文件：检查文件头、校验和与表项；再把 6-6-3\n"
    "                      表与重新建立的表逐字节比较，并在 24 步以内的 200 个局面上\n"
    "                      检查 7-8 表从不高估；读取无误但内容错误的表会被移到一旁，\n"
    "                      以便重新建立；有文件被拒绝、一组表缺少文件或缓存文件夹无法\n"
    "                      存放表时以状态 1 退出\n"
    "  --where             只打印缓存文件夹\n"
    "  --clean             从缓存文件夹删除所有表的文件（所有目标的、被移到一旁的、被\n"
    "                      中止的建表留下的），并说明释放了多少空间\n"
    "  --json              一个 JSON 对象：dir、folder_problem、goal、sets（name、\n"
    "                      ready、check、files：path、present、bytes、problem、\n"
    "                      set_aside）；用 --clean 时：dir、removed、bytes、live（仍\n"
    "                      在运行的建表的临时文件，不删除）、problem\n"
    "\n";

// The sliding puzzles' keys (games/sliding/how_to_play.hpp) with Tatham's click, the keys of
// the four levels and of the sizes, and the 15-puzzle's levels.
constexpr auto kHowToPlayEn = sliding::how_to_play_en(
    sliding::how_to_play::kClickRunEn,
    "  1 2 3 4           a new puzzle at another level\n"
    "  Z                 a new puzzle of the next size (3x3, 3x4, 4x4 ... 8x8)\n",
    "Levels: easy, medium (the default) and hard: par 10 to 20, 24 to 34 or 38 to 48\n"
    "moves; random: any solvable board (53 moves from the goal on average).\n");
constexpr auto kHowToPlayZh = sliding::how_to_play_zh(
    sliding::how_to_play::kClickRunZh,
    "  1 2 3 4           换难度开新局\n"
    "  Z                 换下一个尺寸开新局（3x3、3x4、4x4……8x8）\n",
    "难度：easy（简单）、medium（中等，默认）、hard（困难）：最优步数 10 到 20、24 到\n"
    "34 或 38 到 48；random（随机）：任意可解的局面（平均离目标 53 步）。\n");

constexpr base::Text kBoardFormats{kBoardFormatsEn, kBoardFormatsZh};
constexpr base::Text kHowToPlay{kHowToPlayEn.view(), kHowToPlayZh.view()};
constexpr base::Text kPlayHelp{kPlayHelpEn, kPlayHelpZh};
constexpr base::Text kSolveHelp{kSolveHelpEn, kSolveHelpZh};
constexpr base::Text kBenchHelp{kBenchHelpEn, kBenchHelpZh};
constexpr base::Text kTablesHelp{kTablesHelpEn, kTablesHelpZh};

}  // namespace

const shell::GameEntry& game_entry() {
    static const shell::GameEntry entry = [] {
        shell::GameEntry e{
            "fifteen",
            {"the 15-puzzle", "十五数码"},
            {
                {"play",
                 {"play the 15-puzzle, with optimal hints that never freeze the game",
                  "在终端里玩十五数码，最优提示从不卡住游戏"},
                 kPlayHelp,
                 run_play,
                 kPlayOptions},
                {"solve",
                 {"solve a board optimally: IDA* over pattern databases",
                  "求出 4x4 局面的最优解（模式数据库上的 IDA*）并显示走法"},
                 kSolveHelp,
                 run_solve,
                 kSolveOptions},
                {"bench",
                 {"all solvers on random positions or Korf's instances, answers checked",
                  "所有求解器并列求解随机局面或 Korf 的实例，每个答案都经核对"},
                 kBenchHelp,
                 run_bench,
                 kBenchOptions},
                {"tables",
                 {"the pattern databases in the cache: where, how large; build, check",
                  "缓存中的模式数据库：位置、大小，建立或检查"},
                 kTablesHelp,
                 run_tables,
                 kTablesOptions},
            },
            kBoardFormats,
            {},  // invoked as "ninegrid fifteen"
            kHowToPlay,
            "start",  // a custom puzzle's game ID is its --start board
        };
        e.alias = "slide";  // every size: `ninegrid slide --size 5x5`
        // The sizes beyond 16 cells have no par: their records count moves ("hard-5x5").
        e.record_count_of = [](std::string_view level) -> const shell::GameEntry::RecordCount* {
            static constexpr shell::GameEntry::RecordCount kMoves{
                "moves", {"{n} moves", "{n} 步"}, {"1 move", "1 步"}};
            const std::size_t dash = level.rfind('-');
            if (dash == std::string_view::npos) return nullptr;
            const std::optional<sliding::Size> size = sliding::parse_size(level.substr(dash + 1));
            return size && !solved_optimally(*size) ? &kMoves : nullptr;
        };
        return e;
    }();
    return entry;
}

Board board_argument(const std::string& text, Msg what, base::Lang lang) {
    return from_sliding(board_argument(text, what, kSize, lang));
}

sliding::Board board_argument(const std::string& text, Msg what, sliding::Size size,
                              base::Lang lang) {
    return sliding::board_argument(text, say(what, lang), size, lang);
}

sliding::Size size_option(const base::Args& args, base::Lang lang) {
    const auto text = args.value("size");
    if (!text) return kSize;
    const std::optional<sliding::Size> size = sliding::parse_size(*text);
    if (!size) throw base::UsageError(say(Msg::BadSize, lang, {{"size", base::printable(*text)}}));
    return *size;
}

}  // namespace ninegrid::fifteen
