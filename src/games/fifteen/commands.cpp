// The 15-puzzle's commands: their help texts and the game's entry in the registry.
#include "games/fifteen/commands.hpp"

#include "base/text.hpp"
#include "ninegrid/fifteen/board_text.hpp"

namespace ninegrid::fifteen {

namespace {

constexpr std::string_view kBoardFormatsEn =
    "Boards are sixteen cells in reading order: 16 numbers 0-15 separated by spaces or commas\n"
    "(\"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\"), or 16 hex digits (123456789abcdef0); '/' may\n"
    "separate the rows; the blank may be written 0, _ or . A board reaches a goal exactly when\n"
    "the parity of (inversions + the blank's row counted from the bottom) is the same for both.\n";

constexpr std::string_view kBoardFormatsZh =
    "局面是按阅读顺序排列的 16 个格子：用空格或逗号分隔的 16 个 0-15 的数\n"
    "（\"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\"），或 16 个十六进制数字（123456789abcdef0）；\n"
    "可以用 '/' 分隔各行；空格写作 0、_ 或 .。当且仅当两个局面的（逆序数 + 空格所在行从下往上\n"
    "数的行号）奇偶性相同时，一个局面才能到达另一个。\n";

constexpr std::string_view kSolveHelpEn =
    "Usage: ninegrid fifteen solve START [--goal GOAL] [--algo pdb|ida] [--no-reflect]\n"
    "                              [--boards] [--json]\n"
    "\n"
    "Finds a shortest way from START to GOAL (default 123456789abcdef0) and shows its length,\n"
    "the blank's moves (U D L R: the way the blank goes), the tiles that slide, and what the\n"
    "search cost. A board that cannot reach the goal is told at once, with the parity that\n"
    "decides it, and exits with status 1.\n"
    "\n"
    "Options:\n"
    "  --goal GOAL         the board to reach (default 123456789abcdef0)\n"
    "  --algo NAME         pdb (default): IDA* over additive pattern databases: the 7-8 when\n"
    "                      built (ninegrid fifteen tables --build 7-8), else the 6-6-3, built\n"
    "                      in seconds on first use and cached; ida: IDA* with Manhattan\n"
    "                      distance and linear conflict (no tables; slow on hard boards)\n"
    "  --no-reflect        pdb without the diagonal reflection (which applies when the goal's\n"
    "                      blank is on the main diagonal)\n"
    "  --boards            show every board on the way\n"
    "  --json              one JSON object: start, goal, solvable, length, moves, tiles,\n"
    "                      algorithm, reflect, nodes, micros, tables, tables_loaded,\n"
    "                      table_micros\n"
    "\n";

constexpr std::string_view kSolveHelpZh =
    "用法：ninegrid fifteen solve START [--goal GOAL] [--algo pdb|ida] [--no-reflect]\n"
    "                             [--boards] [--json]\n"
    "\n"
    "找出从 START 到 GOAL（默认 123456789abcdef0）的一条最短走法，并显示步数、空格的走法\n"
    "（U D L R：空格移动的方向）、滑动的方块和搜索的开销。无法到达目标的局面会立即报告，\n"
    "给出决定它的奇偶性，以状态 1 退出。\n"
    "\n"
    "选项：\n"
    "  --goal GOAL         要到达的局面（默认 123456789abcdef0）\n"
    "  --algo NAME         pdb（默认）：在可加的模式数据库上做 IDA*：已建好 7-8 表时用它\n"
    "                      （ninegrid fifteen tables --build 7-8），否则用 6-6-3 表（首次使用时\n"
    "                      数秒建好并缓存）；ida：用曼哈顿距离加线性冲突的 IDA*\n"
    "                      （不用数据库；难的局面很慢）\n"
    "  --no-reflect        pdb 不用对角线反射（目标的空格在主对角线上时才适用反射）\n"
    "  --boards            显示途经的每个局面\n"
    "  --json              一个 JSON 对象：start、goal、solvable、length、moves、tiles、\n"
    "                      algorithm、reflect、nodes、micros、tables、tables_loaded、\n"
    "                      table_micros\n"
    "\n";

constexpr std::string_view kBenchHelpEn =
    "Usage: ninegrid fifteen bench [--count N] [--reference-nodes N] [--json]\n"
    "\n"
    "Solves Korf's 100 instances (Korf 1985; goal: the blank first, 0 1 2 ... 15) with every\n"
    "solver side by side: IDA* over the 6-6-3 pattern databases with the reflection, the same\n"
    "without it, and IDA* with Manhattan distance and linear conflict as the reference. Each\n"
    "answer must have the published optimal length and its moves must reach the goal; the run\n"
    "lists every mismatch and then exits with status 1. Reported: the tables' build time, and\n"
    "per solver the instances solved, nodes and time (total, mean, maximum).\n"
    "\n"
    "Options:\n"
    "  --count N            the first N instances (default 100)\n"
    "  --reference-nodes N  the reference's node limit per instance (default 20000000; 0 leaves\n"
    "                       it out): an instance it does not solve within it is counted, not\n"
    "                       failed (unlimited, it needs minutes to hours for all 100)\n"
    "  --json               one JSON object: count, table_micros, solvers (name, solved, nodes,\n"
    "                       micros, mean_micros, max_micros), instances (number, length, and per\n"
    "                       solver nodes and micros), mismatches\n"
    "\n";

constexpr std::string_view kBenchHelpZh =
    "用法：ninegrid fifteen bench [--count N] [--reference-nodes N] [--json]\n"
    "\n"
    "用所有求解器并列求解 Korf 的 100 个实例（Korf 1985；目标：空格在最前，0 1 2 ... 15）：\n"
    "带反射的 6-6-3 模式数据库 IDA*、不带反射的同一方法，以及作为参照的曼哈顿距离加线性冲突\n"
    "IDA*。每个答案都必须等于已发表的最优步数，且走法必须到达目标；否则列出每个不符之处并以\n"
    "状态 1 退出。报告数据库的建立时间，以及每个求解器解出的实例数、结点数和用时（总计、平均、\n"
    "最大）。\n"
    "\n"
    "选项：\n"
    "  --count N            前 N 个实例（默认 100）\n"
    "  --reference-nodes N  参照求解器每个实例的结点上限（默认 20000000；0 表示不运行它）：\n"
    "                       超出上限未解出的实例只计数，不算错误（不设上限时全部 100 个需要\n"
    "                       数分钟到数小时）\n"
    "  --json               一个 JSON 对象：count、table_micros、solvers（name、solved、nodes、\n"
    "                       micros、mean_micros、max_micros）、instances（number、length，以及\n"
    "                       每个求解器的 nodes 与 micros）、mismatches\n"
    "\n";

constexpr std::string_view kTablesHelpEn =
    "Usage: ninegrid fifteen tables [--goal GOAL] [--build 6-6-3|7-8] [--verify] [--where]\n"
    "                               [--json]\n"
    "\n"
    "The pattern databases behind solve, bench and the hints, kept in $XDG_CACHE_HOME/ninegrid\n"
    "(or ~/.cache/ninegrid), one file a table: shows which are there for GOAL (default\n"
    "123456789abcdef0) and their size. Solves and hints use the 7-8 tables when they are built\n"
    "(288 MB, about two minutes once, at most about 610 MB while building), else the 6-6-3\n"
    "(5.8 MB, built in seconds on first use). Every file is versioned and checksummed and\n"
    "written atomically; one that is damaged, truncated, of another version or for another goal\n"
    "is refused and built again.\n"
    "\n"
    "Options:\n"
    "  --goal GOAL         the goal the tables are for (default 123456789abcdef0; Korf's\n"
    "                      instances in bench use 0123456789abcdef)\n"
    "  --build SET         build the 6-6-3 or the 7-8 tables unless they are there and sound,\n"
    "                      with a progress bar on a terminal\n"
    "  --verify            read every file: header and checksum, then check on 200 positions\n"
    "                      within 24 moves that the tables never overestimate; exits with\n"
    "                      status 1 when any file is refused\n"
    "  --where             print the cache folder and nothing else\n"
    "  --json              one JSON object: dir, goal, sets (name, ready, check, files: path,\n"
    "                      present, bytes, problem)\n"
    "\n";

constexpr std::string_view kTablesHelpZh =
    "用法：ninegrid fifteen tables [--goal GOAL] [--build 6-6-3|7-8] [--verify] [--where]\n"
    "                              [--json]\n"
    "\n"
    "solve、bench 和提示所用的模式数据库保存在 $XDG_CACHE_HOME/ninegrid（或\n"
    "~/.cache/ninegrid），每张表一个文件：显示 GOAL（默认 123456789abcdef0）已有哪些表及其\n"
    "大小。建好 7-8 表后（288 MB，只需建一次，约两分钟，建表时最多约 610 MB 内存），求解和\n"
    "提示都使用它，否则使用 6-6-3 表（11.5 MB，首次使用时数秒建好）。每个文件都带版本号和\n"
    "校验和，并以原子方式写入；损坏、截断、版本不同或属于其他目标的文件会被拒绝并重新建立。\n"
    "\n"
    "选项：\n"
    "  --goal GOAL         表所对应的目标（默认 123456789abcdef0；bench 中 Korf 的实例用\n"
    "                      0123456789abcdef）\n"
    "  --build SET         建立 6-6-3 或 7-8 表（已存在且完好时不重建），在终端上显示进度条\n"
    "  --verify            读取每个文件：检查文件头和校验和，再在 24 步以内的 200 个局面上\n"
    "                      检查表从不高估；有文件被拒绝时以状态 1 退出\n"
    "  --where             只打印缓存文件夹\n"
    "  --json              一个 JSON 对象：dir、goal、sets（name、ready、check、files：path、\n"
    "                      present、bytes、problem）\n"
    "\n";

constexpr base::Text kBoardFormats{kBoardFormatsEn, kBoardFormatsZh};
constexpr base::Text kSolveHelp{kSolveHelpEn, kSolveHelpZh};
constexpr base::Text kBenchHelp{kBenchHelpEn, kBenchHelpZh};
constexpr base::Text kTablesHelp{kTablesHelpEn, kTablesHelpZh};

}  // namespace

const shell::GameEntry& game_entry() {
    static const shell::GameEntry entry{
        "fifteen",
        {"the 15-puzzle (十五数码)", "十五数码"},
        {
            {"solve",
             {"solve a 4x4 board optimally (IDA* over pattern databases) and show the moves",
              "求出 4x4 局面的最优解（模式数据库上的 IDA*）并显示走法"},
             kSolveHelp,
             run_solve,
             kSolveOptions},
            {"bench",
             {"Korf's 100 instances with every solver, checked against the published lengths",
              "用所有求解器解 Korf 的 100 个实例，并与已发表的步数核对"},
             kBenchHelp,
             run_bench,
             kBenchOptions},
            {"tables",
             {"the pattern databases in the cache: where, how large, build or check them",
              "缓存中的模式数据库：位置、大小，建立或检查"},
             kTablesHelp,
             run_tables,
             kTablesOptions},
        },
        kBoardFormats,
    };
    return entry;
}

std::string help_text(const std::string& command, base::Lang lang) {
    return game_entry().full_help(command, lang);
}

Board board_argument(const std::string& text, Msg what, base::Lang lang) {
    BoardParse parsed = parse_board(text);
    if (!parsed) {
        throw base::UsageError(say(Msg::BoardArgument, lang,
                                   {{"what", say(what, lang)},
                                    {"text", text},
                                    {"problem", board_problem_text(parsed.problem, lang)}}));
    }
    return *parsed.board;
}

}  // namespace ninegrid::fifteen
