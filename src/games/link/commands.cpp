// SPDX-License-Identifier: MIT
// The link game's commands: their help texts, the game's entry in the registry, and what the
// commands share (rules and size options, board files).
#include "games/link/commands.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "base/lines.hpp"
#include "base/text.hpp"
#include "ninegrid/link/board_text.hpp"
#include "ninegrid/link/generate.hpp"
#include "os/files.hpp"

namespace ninegrid::link {

namespace {

// What every command's help ends with: the rules every link command takes, then the board files.
constexpr std::string_view kFooterEn =
    "\n"
    "Rules (every link command):\n"
    "  --border           paths may run along an empty ring just outside the board\n"
    "                     (the Shisen-Sho rule; the default)\n"
    "  --no-border        paths stay inside the board (the course-lab rule)\n"
    "  --gravity          after each removal the tiles above fall down their column\n"
    "\n"
    "Board files: one line per row, one character per cell: '.' empty, A-Z then 0-9\n"
    "a tile kind (never lower case); every row the same length, at most 64 rows and\n"
    "64 columns; lines starting with # are comments. Coordinates are row,col from 0;\n"
    "a path's corner on the ring has row -1 or ROWS, or column -1 or COLS. '-' reads\n"
    "the board from standard input.\n";

constexpr std::string_view kPlayHelpEn =
    "Usage: ninegrid link [play] [--level easy|medium|hard]\n"
    "                     [--size NAME] [--rows R] [--cols C] [--kinds K]\n"
    "                     [--border|--no-border] [--gravity] [--seed N]\n"
    "                     [--any] [--game ID] [--board FILE] [--tiles ROWS]\n"
    "                     [--lang en|zh]\n"
    "\n"
    "Plays the link game (Shisen-Sho) full-screen: remove pairs of equal tiles that\n"
    "a path with at most two turns joins, until the board is clear. Every deal can\n"
    "be cleared (the exact solver proves it) unless --any asks for a plain random\n"
    "one, and after each move the game tells at once when the board can no longer be\n"
    "cleared.\n"
    "\n"
    "{how_to_play}\n"
    "\n"
    "When standard input is not a terminal, every byte is a key: the cursor starts at\n"
    "row 0, column 0, W A S D move it one cell, Space selects; the board is printed\n"
    "after each removal, with its rows and columns numbered and the cursor marked\n"
    "[A] (<A> the selected tile, {A} both), and again at the end of a line of input\n"
    "when the cursor has moved; keys that only move it are echoed on one line.\n"
    "Clearing the board prints a line with \"cleared\" and exits 0.\n"
    "\n"
    "Options:\n"
    "  --level LEVEL      easy (8x10, 5 kinds; the default), medium (10x12, 6 kinds)\n"
    "                     or hard (8x18, 36 kinds of 4 tiles)\n"
    "  --size NAME        classic, large or shisen: the sizes of easy, medium and\n"
    "                     hard; or one of KShisen's, 6x14, 9x16, 12x24, 14x26 or\n"
    "                     16x30 (rows x columns), dealt as hard is: 4 tiles a kind,\n"
    "                     at most 36 kinds\n"
    "  --rows R, --cols C, --kinds K\n"
    "                     deal this size instead (over the level's); 1 to 64 rows and\n"
    "                     columns; boards over 144 tiles are built clearable (a\n"
    "                     clearing order played backwards) instead of dealt at random\n"
    "                     and proven by the solver\n"
    "  --seed N           deal the same boards again (0 to 4294967295;\n"
    "                     default: random)\n"
    "  --game ID          deal again the board a game showed with this ID\n"
    "                     (medium+gravity:7)\n"
    "  --any              plain random deals, which may be impossible to clear\n"
    "  --board FILE       play the board in FILE ('-': standard input, and then the\n"
    "                     keys from the terminal, e.g.\n"
    "                     ninegrid link generate | ninegrid link --board -)\n"
    "  --tiles ROWS       play the board given by its rows, '/' between them, as a\n"
    "                     board file writes them (--tiles ABBA/C..C); a board's\n"
    "                     game ID is its --tiles rows and its rules\n"
    "  --lang en|zh       English or Simplified Chinese (remembered; default: from\n"
    "                     LANG)\n"
    "\n"
    "Records keep the best time and the fewest shuffles per level and rules, for\n"
    "boards cleared without hints or the solver.\n"
    "\n"
    "Exit status: 0 done; 1 the board file has a kind with an odd number of tiles;\n"
    "2 a mistake in the call or the board file; 128+N when ended by signal N.\n";

constexpr std::string_view kGenerateHelpEn =
    "Usage: ninegrid link generate [--size NAME] [--rows R] [--cols C] [--kinds K]\n"
    "                              [--seed N] [--solvable]\n"
    "                              [--border|--no-border] [--gravity]\n"
    "\n"
    "Deals a full board, every kind the same even number of times, and prints it\n"
    "as a board file whose first line (a comment) is the command that deals it\n"
    "again. Parameters that cannot be dealt so are refused, with the numbers of\n"
    "kinds that would work.\n"
    "\n"
    "Options:\n"
    "  --size NAME        classic (8x10, 5 kinds; the default), large (10x12,\n"
    "                     6 kinds) or shisen (8x18, 36 kinds x 4, as KShisen deals);\n"
    "                     or KShisen's other sizes, 6x14, 9x16, 12x24, 14x26, 16x30\n"
    "                     (rows x columns; 4 tiles a kind, at most 36 kinds)\n"
    "  --rows R           rows, 1 to 64 (over --size)\n"
    "  --cols C           columns, 1 to 64 (over --size)\n"
    "  --kinds K          kinds of tiles, 1 to 36 (over --size)\n"
    "  --seed N           deal the same board again (0 to 4294967295;\n"
    "                     default: random)\n"
    "  --solvable         a board proven clearable under the rules chosen (never\n"
    "                     a greedy check): up to 144 tiles, random deals until the\n"
    "                     exact solver proves one; larger boards (or when 200 deals\n"
    "                     are not proven) are built clearable, pairs placed along\n"
    "                     a clearing order played backwards, and say so in a second\n"
    "                     comment line\n";

constexpr std::string_view kSolveHelpEn =
    "Usage: ninegrid link solve FILE|- [--border|--no-border] [--gravity] [--json]\n"
    "                               [--budget NODES]\n"
    "\n"
    "Decides exactly whether the board can be cleared. Prints a clearing order, one\n"
    "removal per line (\"r1,c1 r2,c2 path r,c r,c ...\": the two tiles, then the\n"
    "corners of the path from the first to the second), and \"solved\"; or\n"
    "\"unsolvable: REASON\" (a kind with an odd number of tiles is answered at once);\n"
    "or \"unknown: ...\" when the budget ran out, or the search reached its memory\n"
    "limit of 256 MB. With --gravity each removal's coordinates are those of the\n"
    "board at that moment. At a terminal, a progress line on standard error shows how\n"
    "near the search is to its budget or memory limit.\n"
    "\n"
    "Options:\n"
    "  --budget NODES     positions the search may examine (default 1000000); one\n"
    "                     that may search for more than a day is warned about\n"
    "                     before it starts\n"
    "  --json             one JSON object: result (solved, unsolvable or unknown),\n"
    "                     reason, removals (a, b, path), nodes, micros\n"
    "\n"
    "Exit status: 0 solved, 1 unsolvable, 2 a mistake in the call or the board file,\n"
    "3 unknown (the budget or the memory ran out).\n";

constexpr std::string_view kHintHelpEn =
    "Usage: ninegrid link hint FILE|- [--border|--no-border] [--gravity] [--json]\n"
    "\n"
    "Lists every pair that can be removed now, one per line (\"r1,c1 r2,c2 turns\n"
    "T path r,c ...\"), each with its best path: the fewest turns, then the fewest\n"
    "cells. A kind with an odd number of tiles is fine here.\n"
    "\n"
    "Options:\n"
    "  --json             one JSON object: {\"pairs\":[{\"a\":[r,c],\"b\":[r,c],\"turns\":T,\n"
    "                     \"path\":[[r,c],...]},...]}\n"
    "\n"
    "Exit status: 0 some pair can be removed, 1 none can (an empty or dead board),\n"
    "2 a mistake in the call or the board file.\n";

constexpr std::string_view kStatsHelpEn =
    "Usage: ninegrid link stats [--size NAME | --rows R --cols C --kinds K]\n"
    "                           [--count N] [--seed S] [--budget NODES]\n"
    "                           [--border|--no-border] [--gravity] [--json]\n"
    "\n"
    "Deals N random boards and solves each exactly: how many can be cleared, how many\n"
    "cannot, how many are left unknown by the budget; how many a greedy\n"
    "\"first pair found\" player clears (what KShisen's \"solvable\" check does);\n"
    "positions and time per solve.\n"
    "\n"
    "Options:\n"
    "  --size NAME        classic (default), large or shisen, or a size of\n"
    "                     KShisen's (6x14 ... 16x30); --rows, --cols, --kinds over it\n"
    "  --rows R, --cols C, --kinds K\n"
    "                     the board's size and kinds\n"
    "  --count N          how many deals (default 100, at most 100000); a count\n"
    "                     estimated to take more than a day is warned about\n"
    "                     before it starts\n"
    "  --seed S           which deals (default 1)\n"
    "  --budget NODES     positions per solve (default 1000000; each solve also stops\n"
    "                     at 256 MB of memory, counted as unknown)\n"
    "  --json             one JSON object: rows, cols, kinds, rules, count, seed,\n"
    "                     solvable, unsolvable, unknown, greedy_clears, nodes and\n"
    "                     micros (median, p90, max, mean)\n";

constexpr std::string_view kBenchHelpEn =
    "Usage: ninegrid link bench [--board FILE] [--seed S] [--border|--no-border]\n"
    "                           [--gravity] [--json]\n"
    "\n"
    "Times the pair test, the full hint, the exact solve and solvable generation, and\n"
    "in the same run the course material's way (a 0-1 BFS allocating a fresh 3-D\n"
    "vector per call, and an all-pairs scan calling it), each repeated and reported\n"
    "as the median per call. Pair tests run on half-cleared 8x18 boards, the hint on\n"
    "full ones (36 kinds x 4), the solve and the generation on random 8x18 deals.\n"
    "\n"
    "Options:\n"
    "  --board FILE       also time the pair test, the hint and the solve\n"
    "                     on this board\n"
    "  --seed S           which boards (default 1)\n"
    "  --json             one JSON object: pair_micros, baseline_pair_micros,\n"
    "                     pair_ratio, hint_micros, baseline_hint_micros, hint_ratio,\n"
    "                     solve_micros, generate_micros, and the same for --board\n"
    "                     under \"board\"\n";

constexpr std::string_view kHowToPlayEn =
    "Keys:\n"
    "  W A S D, arrows   move the cursor one cell\n"
    "  Space, Enter      select the tile under the cursor: a second tile of its kind\n"
    "                    removes both, when a path with at most two turns joins them\n"
    "  click             select the tile clicked\n"
    "  Esc               clear the selection (with none: quit)\n"
    "  F                 shuffle the tiles left (counted)\n"
    "  H                 hint: a pair whose removal keeps the board clearable\n"
    "  L                 the next ten pairs of a clearing order (counted as a hint)\n"
    "  U, Y              undo, redo\n"
    "  R, N              restart the deal, deal a new one\n"
    "  1 2 3             a new deal at another level\n"
    "  Z                 a new deal of the next size: 8x10, 6x14, 10x12, 9x16, 8x18,\n"
    "                    12x24, 14x26, 16x30 (the levels' sizes and KShisen's)\n"
    "  P                 the solver clears the rest (any key stops it)\n"
    "  Tab, ?            pause, show every key\n"
    "  Q                 quit (asks first once pairs are removed)\n"
    "\n"
    "Levels: easy (the default), 8x10 with 5 kinds; medium, 10x12 with 6 kinds; hard,\n"
    "8x18 with 36 kinds of 4 tiles. KShisen's other sizes are dealt as hard is, four\n"
    "tiles a kind, at most 36 kinds (16x30: 30 kinds of 16): Z in the game, or\n"
    "--size 16x30 (any size: --rows, --cols, --kinds). Every deal can be cleared\n"
    "unless --any asks otherwise.\n";

constexpr std::string_view kHowToPlayZh =
    "按键：\n"
    "  W A S D、方向键   光标移动一格\n"
    "  空格、回车        选择光标下的牌：再选一张同种的牌，若有拐弯不超过两次的路径\n"
    "                    连起两者，就一起消去\n"
    "  单击              选择所点的牌\n"
    "  Esc               取消选择（没有选择时退出）\n"
    "  F                 洗牌（计数）\n"
    "  H                 提示：消去后棋盘仍能消完的一对\n"
    "  L                 一种消除顺序接下来的十对（算作一次提示）\n"
    "  U、Y              撤销、重做\n"
    "  R、N              重新开始本局、发新局\n"
    "  1 2 3             换难度发新局\n"
    "  Z                 换下一个尺寸发新局：8x10、6x14、10x12、9x16、8x18、12x24、\n"
    "                    14x26、16x30（各难度的尺寸和 KShisen 的尺寸）\n"
    "  P                 求解器消完剩下的牌（按任意键停止）\n"
    "  Tab、?            暂停、显示所有按键\n"
    "  Q                 退出（消去过牌之后会先确认）\n"
    "\n"
    "难度：easy（简单，默认），8x10、5 种牌；medium（中等），10x12、6 种；\n"
    "hard（困难），8x18、36 种各 4 张。KShisen 的其他尺寸按困难的方式发牌，每种\n"
    "4 张，至多 36 种（16x30：30 种各 16 张）：在游戏中按 Z，或用 --size 16x30（任意\n"
    "尺寸：--rows、--cols、--kinds）。除非用 --any，每一局都能消完。\n";

constexpr std::string_view kFooterZh =
    "\n"
    "规则（每个 link 命令都接受）：\n"
    "  --border           路径可以经过棋盘外一圈空格（四川省规则；默认）\n"
    "  --no-border        路径只能在棋盘内（课程实验的规则）\n"
    "  --gravity          每次消除后，上方的牌沿本列落下\n"
    "\n"
    "棋盘文件：每行一排，每个字符一格：'.' 为空，A-Z 及其后的 0-9 为牌的种类（不用小\n"
    "写）；各行长度相同，至多 64 行 64 列；以 # 开头的行是注释。坐标写作 行,列，\n"
    "从 0 开始；路径在外圈的拐点行为 -1 或 ROWS，或列为 -1 或 COLS。'-' 表示从标准\n"
    "输入读取棋盘。\n";

constexpr std::string_view kPlayHelpZh =
    "用法：ninegrid link [play] [--level easy|medium|hard]\n"
    "                    [--size NAME] [--rows R] [--cols C] [--kinds K]\n"
    "                    [--border|--no-border] [--gravity] [--seed N]\n"
    "                    [--any] [--game ID] [--board FILE] [--tiles ROWS]\n"
    "                    [--lang en|zh]\n"
    "\n"
    "全屏玩连连看（四川省）：用拐弯不超过两次的路径连起两张相同的牌并消去，直到棋盘消\n"
    "空。除非用 --any 要求普通的随机牌局，每一局都能消完（由精确求解器证明）；每走一\n"
    "步，棋盘一旦无法消完，游戏会立即说明。\n"
    "\n"
    "{how_to_play}\n"
    "\n"
    "标准输入不是终端时，每个字节都是一个按键：光标从第 0 行第 0 列开始，W A S D 移\n"
    "动一格，空格选择；每次消去后输出棋盘，标有行号和列号，光标标为 [A]（<A> 为选中\n"
    "的牌，{A} 表示两者）；光标移动过时，每行输入结束处也输出棋盘；只移动光标的按键\n"
    "回显在同一行。消空时输出含“cleared”一词的一行（英文）并以 0 退出。\n"
    "\n"
    "选项：\n"
    "  --level LEVEL      easy（8x10，5 种；默认）、medium（10x12，6 种）或 hard\n"
    "                     （8x18，36 种各 4 张）\n"
    "  --size NAME        classic、large 或 shisen：即 easy、medium、hard 的尺寸；\n"
    "                     或 KShisen 的尺寸之一：6x14、9x16、12x24、14x26、16x30\n"
    "                     （行x列），按困难的方式发牌：每种 4 张，至多 36 种\n"
    "  --rows R, --cols C, --kinds K\n"
    "                     改用这个尺寸（覆盖难度的尺寸）；行数和列数 1 到 64；超过\n"
    "                     144 张牌的棋盘不再随机发牌后由求解器证明，而是按倒放的消除\n"
    "                     顺序直接构造，构造本身就证明能消完\n"
    "  --seed N           再发同样的牌局（0 到 4294967295；默认随机）\n"
    "  --game ID          重新发出游戏显示的这个对局 ID 的牌局（如 medium+gravity:7）\n"
    "  --any              普通的随机牌局，可能无法消完\n"
    "  --board FILE       玩 FILE 中的棋盘（'-'：从标准输入读棋盘，再从终端读按键，\n"
    "                     例如 ninegrid link generate | ninegrid link --board -）\n"
    "  --tiles ROWS       玩按行给出的棋盘，行与行之间用 '/' 隔开，写法同棋盘文件\n"
    "                     （--tiles ABBA/C..C）；这种棋盘的对局 ID 就是它的\n"
    "                     --tiles 行加上规则\n"
    "  --lang en|zh       英文或简体中文（会被记住；默认取自 LANG）\n"
    "\n"
    "纪录按难度和规则保存最短用时和最少洗牌次数，只计不用提示、不用自动求解\n"
    "消完的棋盘。\n"
    "\n"
    "退出状态：0 完成；1 棋盘文件中某种牌的张数为奇数；2 命令或棋盘文件有误；被信号 N\n"
    "结束时为 128+N。\n";

constexpr std::string_view kGenerateHelpZh =
    "用法：ninegrid link generate [--size NAME] [--rows R] [--cols C] [--kinds K]\n"
    "                             [--seed N] [--solvable]\n"
    "                             [--border|--no-border] [--gravity]\n"
    "\n"
    "发一副满的棋盘，每种牌出现相同的偶数次，并以棋盘文件的格式输出；第一行（注释）是\n"
    "能再次发出同一副牌的命令。无法这样发牌的参数会被拒绝，并给出可行的种类数。\n"
    "\n"
    "选项：\n"
    "  --size NAME        classic（8x10，5 种；默认）、large（10x12，6 种）或\n"
    "                     shisen（8x18，36 种各 4 张，与 KShisen 相同）；或 KShisen\n"
    "                     的其他尺寸：6x14、9x16、12x24、14x26、16x30（行x列；每种\n"
    "                     4 张，至多 36 种）\n"
    "  --rows R           行数，1 到 64（覆盖 --size）\n"
    "  --cols C           列数，1 到 64（覆盖 --size）\n"
    "  --kinds K          牌的种类数，1 到 36（覆盖 --size）\n"
    "  --seed N           再发同一副牌（0 到 4294967295；默认随机）\n"
    "  --solvable         发一副已证明在所选规则下能消完的牌（绝不用贪心检查）：不超\n"
    "                     过 144 张牌时，一直随机发牌，直到精确求解器证明其中一副；更\n"
    "                     大的棋盘（或 200 副都未能证明时）按倒放的消除顺序逐对摆放，\n"
    "                     直接构造出能消完的棋盘，并在第二行注释中说明\n";

constexpr std::string_view kSolveHelpZh =
    "用法：ninegrid link solve FILE|- [--border|--no-border] [--gravity] [--json]\n"
    "                              [--budget NODES]\n"
    "\n"
    "精确判定棋盘能否消完。输出一个消除顺序，每行一次消除（\"r1,c1 r2,c2 path r,c r,c\n"
    "...\"：两张牌，然后是从第一张到第二张的路径拐点），最后是 \"solved\"；或\n"
    "\"unsolvable: 原因\"（某种牌的张数为奇数时立即回答）；或预算用完、搜索达到 256 MB\n"
    "内存上限时的 \"unknown: ...\"。这些行供程序读取，始终为英文。加 --gravity 时，每次\n"
    "消除的坐标是当时棋盘上的坐标。在终端上，标准错误输出的进度行显示搜索离预算或内存\n"
    "上限还有多远。\n"
    "\n"
    "选项：\n"
    "  --budget NODES     搜索最多检查的局面数（默认 1000000）；可能搜索超过一天的预\n"
    "                     算会在开始前给出警告\n"
    "  --json             一个 JSON 对象：result（solved、unsolvable 或 unknown）、\n"
    "                     reason、removals（a、b、path）、nodes、micros\n"
    "\n"
    "退出状态：0 可以消完，1 无法消完，2 命令或棋盘文件有误，3 未知（预算或\n"
    "内存用完）。\n";

constexpr std::string_view kHintHelpZh =
    "用法：ninegrid link hint FILE|- [--border|--no-border] [--gravity] [--json]\n"
    "\n"
    "列出现在可以消除的每一对牌，每行一对（\"r1,c1 r2,c2 turns T path r,c ...\"，供程\n"
    "序读取，始终为英文），各附最佳路径：拐弯最少，其次经过的格子最少。某种牌张数为\n"
    "奇数也可以。\n"
    "\n"
    "选项：\n"
    "  --json             一个 JSON 对象：{\"pairs\":[{\"a\":[r,c],\"b\":[r,c],\"turns\":T,\n"
    "                     \"path\":[[r,c],...]},...]}\n"
    "\n"
    "退出状态：0 有可以消除的一对，1 没有（棋盘已空或成了死局），2 命令或棋\n"
    "盘文件有误。\n";

constexpr std::string_view kStatsHelpZh =
    "用法：ninegrid link stats [--size NAME | --rows R --cols C --kinds K]\n"
    "                          [--count N] [--seed S] [--budget NODES]\n"
    "                          [--border|--no-border] [--gravity] [--json]\n"
    "\n"
    "随机发 N 副牌并逐一精确求解：多少副能消完、多少副不能、多少副因预算用完而未知；\n"
    "贪心的“见到第一对就消”的玩家能消完多少副（KShisen 的“可解”检查就是这样做的）；每\n"
    "次求解的局面数和用时。\n"
    "\n"
    "选项：\n"
    "  --size NAME        classic（默认）、large 或 shisen，或 KShisen 的尺寸\n"
    "                     （6x14……16x30）；--rows、--cols、--kinds 覆盖它\n"
    "  --rows R, --cols C, --kinds K\n"
    "                     棋盘的尺寸和种类数\n"
    "  --count N          发牌次数（默认 100，最多 100000）；估计超过一天的次数会在开\n"
    "                     始前给出警告\n"
    "  --seed S           发哪些牌（默认 1）\n"
    "  --budget NODES     每次求解的局面数预算（默认 1000000；每次求解达到 256 MB 内\n"
    "                     存时也会停止，计为未知）\n"
    "  --json             一个 JSON 对象：rows、cols、kinds、rules、count、seed、\n"
    "                     solvable、unsolvable、unknown、greedy_clears、nodes 与\n"
    "                     micros（median、p90、max、mean）\n";

constexpr std::string_view kBenchHelpZh =
    "用法：ninegrid link bench [--board FILE] [--seed S] [--border|--no-border]\n"
    "                          [--gravity] [--json]\n"
    "\n"
    "测量连通测试、完整提示、精确求解和可解发牌的用时，并在同一次运行中测量课程材料的\n"
    "写法（每次调用都新建三维 vector 的 0-1 BFS，以及逐对调用它的全盘扫描），各重复多\n"
    "次，报告每次调用的中位数。连通测试在消去一半的 8x18 棋盘上进行，提示在满盘（36\n"
    "种各 4 张）上，求解和发牌用随机的 8x18 牌局。\n"
    "\n"
    "选项：\n"
    "  --board FILE       另外在这个棋盘上测量连通测试、提示和求解\n"
    "  --seed S           用哪些棋盘（默认 1）\n"
    "  --json             一个 JSON 对象：pair_micros、baseline_pair_micros、\n"
    "                     pair_ratio、hint_micros、baseline_hint_micros、\n"
    "                     hint_ratio、solve_micros、generate_micros，--board 的结果\n"
    "                     在 \"board\" 之下\n";

}  // namespace

const shell::GameEntry& game_entry() {
    static const shell::GameEntry entry{
        "link",
        {"the link game (Shisen-Sho)", "连连看（四川省）"},
        {
            {"play",
             {"play the link game in the terminal, by keyboard or mouse",
              "在终端里玩连连看，用键盘或鼠标"},
             {kPlayHelpEn, kPlayHelpZh},
             run_play,
             kPlayOptions},
            {"generate",
             {"deal a board, optionally one proven clearable", "发一副牌，可要求已证明能消完"},
             {kGenerateHelpEn, kGenerateHelpZh},
             run_generate,
             kGenerateOptions},
            {"solve",
             {"decide exactly whether a board can be cleared, and show the order",
              "精确判定棋盘能否消完，并给出消除顺序"},
             {kSolveHelpEn, kSolveHelpZh},
             run_solve,
             kSolveOptions},
            {"hint",
             {"every pair that can be removed now, with its best path",
              "现在可以消除的每一对牌及其最佳路径"},
             {kHintHelpEn, kHintHelpZh},
             run_hint,
             kHintOptions},
            {"stats",
             {"how many random deals can be cleared, exactly and by a greedy player",
              "随机牌局中有多少能消完，贪心玩家又能消完多少"},
             {kStatsHelpEn, kStatsHelpZh},
             run_stats,
             kStatsOptions},
            {"bench",
             {"time the pair test, hint, solve and deal against the course baseline",
              "测量连通测试、提示、求解和发牌的用时，并与课程写法比较"},
             {kBenchHelpEn, kBenchHelpZh},
             run_bench,
             kBenchOptions},
        },
        {kFooterEn, kFooterZh},
        {},  // invoked as "ninegrid link"
        {kHowToPlayEn, kHowToPlayZh},
        "tiles",  // a custom board's game ID is its --tiles rows (and the rules after '+')
        "shuffles",
        {"{n} shuffles", "洗牌 {n} 次"},
        {"1 shuffle", "洗牌 1 次"},
    };
    return entry;
}

Rules rules_from(const base::Args& args, base::Lang lang) {
    if (args.has("border") && args.has("no-border")) {
        throw base::UsageError(say(Msg::BothBorders, lang));
    }
    Rules rules;
    rules.border = !args.has("no-border");
    rules.gravity = args.has("gravity");
    return rules;
}

Size size_from(const base::Args& args, base::Lang lang) {
    Size size;
    if (const auto name = args.value("size")) {
        const std::optional<Size> named = named_size(*name);
        if (!named) {
            std::string sizes;  // KShisen's, the levels' being named by their words
            for (const Size& s : board_sizes())
                if (!level_of_size(s)) sizes += (sizes.empty() ? "" : " ") + size_name(s);
            throw base::UsageError(
                say(Msg::UnknownSize, lang, {{"size", base::printable(*name)}, {"sizes", sizes}}));
        }
        size = *named;
    }
    const auto side = static_cast<std::uint64_t>(kMaxSide);
    size.rows =
        static_cast<int>(args.number("rows", static_cast<std::uint64_t>(size.rows), 1, side));
    size.cols =
        static_cast<int>(args.number("cols", static_cast<std::uint64_t>(size.cols), 1, side));
    size.kinds = static_cast<int>(
        args.number("kinds", static_cast<std::uint64_t>(size.kinds), 1, kMaxKinds));
    return size;
}

Size level_size(const std::string& level) {
    if (level == "medium") return Size{10, 12, 6};
    if (level == "hard") return Size{8, 18, 36};
    return Size{8, 10, 5};
}

std::optional<std::string> size_level(const std::string& size) {
    if (size == "classic") return "easy";
    if (size == "large") return "medium";
    if (size == "shisen") return "hard";
    return std::nullopt;
}

std::optional<Size> named_size(const std::string& name) {
    if (const std::optional<std::string> level = size_level(name)) return level_size(*level);
    return named_board_size(name);
}

int kshisen_kinds(int rows, int cols) {
    for (int kinds = std::clamp(rows * cols / 4, 1, kMaxKinds); kinds >= 1; --kinds) {
        if (check_deal(rows, cols, kinds).kind == DealProblem::Kind::None) return kinds;
    }
    return 0;
}

const std::vector<Size>& board_sizes() {
    static const std::vector<Size> sizes = [] {
        // KShisen's sizes (src/board.cpp: s_sizeX {14, 16, 18, 24, 26, 30}, s_sizeY {6, 9, 8,
        // 12, 14, 16}), in its order; its default, 8x18, is the hard level.
        constexpr int kKShisen[][2]{{6, 14}, {9, 16}, {8, 18}, {12, 24}, {14, 26}, {16, 30}};
        const char* const levels[]{"easy", "medium", "hard"};
        const auto level_with = [&](int rows, int cols) -> std::optional<Size> {
            for (const char* level : levels) {
                const Size s = level_size(level);
                if (s.rows == rows && s.cols == cols) return s;
            }
            return std::nullopt;
        };
        std::vector<Size> all;
        for (const auto& rc : kKShisen)
            all.push_back(
                level_with(rc[0], rc[1]).value_or(Size{rc[0], rc[1], kshisen_kinds(rc[0], rc[1])}));
        for (const char* level : levels) {
            const Size s = level_size(level);
            if (std::find(all.begin(), all.end(), s) == all.end()) all.push_back(s);
        }
        std::stable_sort(all.begin(), all.end(), [](const Size& a, const Size& b) {
            return a.rows * a.cols < b.rows * b.cols;
        });
        return all;
    }();
    return sizes;
}

std::string size_name(const Size& size) {
    return std::to_string(size.rows) + "x" + std::to_string(size.cols);
}

std::optional<Size> named_board_size(std::string_view name) {
    for (const Size& s : board_sizes())
        if (size_name(s) == name) return s;
    return std::nullopt;
}

std::optional<std::string> level_of_size(const Size& size) {
    for (const char* level : {"easy", "medium", "hard"})
        if (level_size(level) == size) return std::string(level);
    return std::nullopt;
}

Board read_board(const std::string& path, Io io) {
    // 64 rows of 64 cells with room for comments: anything much larger is not a board.
    constexpr std::size_t kMaxBytes = 1 << 20;
    const Lang lang = io.lang;
    std::string text;
    std::string name;
    if (path == "-") {
        name = say(Msg::StandardInput, lang);
        std::ostringstream all;
        char buffer[4096];
        while (io.in.read(buffer, sizeof buffer) || io.in.gcount() > 0) {
            all.write(buffer, io.in.gcount());
            if (static_cast<std::size_t>(all.tellp()) > kMaxBytes) {
                throw base::UsageError(say(Msg::InputTooLarge, lang,
                                           {{"file", name}, {"max", std::to_string(kMaxBytes)}}));
            }
        }
        // A read that failed is not the end of the board: say why (a closed input, a folder).
        if (const int error = base::read_error(io.in)) {
            throw base::UsageError(base::cannot_read_input(error, lang));
        }
        text = all.str();
    } else {
        name = base::printable(path);
        base::Result<std::optional<std::string>> read = os::read_regular_file(path, kMaxBytes);
        if (!read) {
            throw base::UsageError(
                say(Msg::CannotRead, lang, {{"reason", base::printable(read.error())}}));
        }
        if (!*read) throw base::UsageError(say(Msg::NoSuchFile, lang, {{"file", name}}));
        text = std::move(**read);
    }
    return board_in(text, name, lang);
}

Board board_in(std::string_view text, const std::string& name, base::Lang lang) {
    BoardParse parsed = parse_board(text);
    if (!parsed) {
        throw base::UsageError(say(
            Msg::InFile, lang, {{"file", name}, {"problem", board_problem_text(parsed, lang)}}));
    }
    return std::move(*parsed.board);
}

std::string tiles_text(std::string_view rows) {
    std::string text(rows);
    for (char& c : text)
        if (c == '/') c = '\n';
    return text;
}

Board tiles_board(std::string_view rows, base::Lang lang) {
    return board_in(tiles_text(rows), say(Msg::TilesName, lang), lang);
}

std::string board_word(const base::Args& args, const std::string& command, base::Lang lang) {
    const auto& words = args.positionals();
    if (words.empty()) throw base::UsageError(say(Msg::NeedsBoard, lang, {{"command", command}}));
    if (words.size() > 1) {
        throw base::UsageError(say(
            Msg::OneBoard, lang, {{"command", command}, {"count", std::to_string(words.size())}}));
    }
    return words[0];
}

std::string point_text(Point p) {
    return std::to_string(p.row) + "," + std::to_string(p.col);
}

double search_fraction(const SearchProgress& p) {
    const auto part = [](double done, double all) {
        return all > 0 ? std::min(1.0, done / all) : 0;
    };
    return std::max(
        {part(static_cast<double>(p.nodes), static_cast<double>(p.node_budget)),
         part(static_cast<double>(p.pair_tests), static_cast<double>(p.pair_test_budget)),
         part(static_cast<double>(p.memory), static_cast<double>(p.memory_limit))});
}

void show_search(base::Progress& bar, const SearchProgress& p, Lang lang) {
    bar.update(
        static_cast<std::uint64_t>(search_fraction(p) * 1000), 1000,
        say(Msg::ProgressSolved, lang,
            {{"nodes", std::to_string(p.nodes)}, {"memory", std::to_string(p.memory >> 20)}}));
}

SolveCost solve_cost(const std::array<int, kMaxKinds + 1>& kind_counts, std::uint64_t budget) {
    double tiles = 0;
    double pairs = 0;  // every two tiles of a kind
    for (int k = 1; k <= kMaxKinds; ++k) {
        const double n = kind_counts[static_cast<std::size_t>(k)];
        tiles += n;
        pairs += n * (n - 1) / 2;
    }
    const double per_position = std::min(1000.0, pairs + tiles);  // the relaxation: about a
                                                                  // test per tile
    // No search visits more positions than there are sets of tiles, each a few times over: a
    // tiny board never needs a large budget.
    const double positions =
        std::min(static_cast<double>(budget), std::ldexp(tiles, static_cast<int>(tiles)));
    SolveCost cost;
    cost.most = positions * per_position;
    cost.typical = std::min(cost.most, tiles / 2 * pairs);
    return cost;
}

}  // namespace ninegrid::link
