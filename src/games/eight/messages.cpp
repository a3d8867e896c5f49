// SPDX-License-Identifier: MIT
// The 8-puzzle commands' messages, English and 简体中文, in the order of Msg.
#include "games/eight/messages.hpp"

#include <iterator>

#include "base/text.hpp"

namespace ninegrid::eight {

namespace {

constexpr base::Text kMessages[]{
    // play
    {"--difficulty is another name for --level: give one of them",
     "--difficulty 是 --level 的别名：只需给出其中一个"},
    {"the start board {start} cannot reach the goal {goal}: {why}",
     "起始局面 {start} 无法到达目标局面 {goal}：{why}"},
    // solve
    {"unknown algorithm '{algo}': use --algo bfs, astar, table, ida, bidir, iddfs, greedy, wastar, "
     "pruned or astar-closed",
     "未知算法“{algo}”：请用 --algo bfs、astar、table、ida、bidir、iddfs、greedy、wastar、pruned "
     "或 astar-closed"},
    {"unknown heuristic '{heuristic}': use manhattan or misplaced",
     "未知启发函数“{heuristic}”：请用 manhattan 或 misplaced"},
    {"--heuristic only applies to --algo astar and --algo astar-closed",
     "--heuristic 只适用于 --algo astar 和 --algo astar-closed"},
    {"--weight only applies to --algo wastar", "--weight 只适用于 --algo wastar"},
    {"--weight '{value}': expected a number from 1 to 100, e.g. 2 or 1.5",
     "--weight “{value}”：应为 1 到 100 之间的数，例如 2 或 1.5"},
    {"--batch reads boards from standard input; drop '{word}' or drop --batch",
     "--batch 从标准输入读取局面；请去掉“{word}”或去掉 --batch"},
    {"--boards cannot be combined with --batch", "--boards 不能与 --batch 同时使用"},
    {"solve needs a START board, e.g. ninegrid solve 813402765 (or --batch to read boards from "
     "standard input)",
     "solve 需要一个起始局面 START，例如 ninegrid solve 813402765（或用 --batch "
     "从标准输入读取局面）"},
    {"solve takes one START board, got {count} words; quote a board with spaces: \"1 2 3 4 5 6 7 8 "
     "0\"",
     "solve 只接受一个起始局面 START，却给了 {count} 个词；含空格的局面请加引号：\"1 2 3 4 5 6 7 8 "
     "0\""},
    {"--limit only applies with --trace (how many steps of the search it shows)",
     "--limit 只能与 --trace 一起使用（显示搜索的前多少步）"},
    {"--trace shows the search for one START board; it cannot be combined with --batch",
     "--trace 显示对一个起始局面 START 的搜索；不能与 --batch 同时使用"},
    {"--trace shows a search, and --algo table does not search (it looks the answer up in a "
     "table); choose another --algo, e.g. astar or bfs",
     "--trace 显示搜索过程，而 --algo table 并不搜索（它是查表）；请换一个 --algo，例如 astar "
     "或 bfs"},
    // stats
    {"; the goal is given with --goal GOAL", "；目标局面用 --goal GOAL 给出"},
    // bench
    {"; it draws its positions from --seed", "；它根据 --seed 生成局面"},
    {"unknown level '{level}': use easy, medium, hard or random",
     "未知难度“{level}”：请用 easy、medium、hard 或 random"},
    {"unknown algorithm '{name}' in --algos", "--algos 中有未知算法“{name}”"},
    {" (choose from bfs, astar, astar-misplaced, table, ida, bidir, iddfs, greedy, wastar, pruned, "
     "astar-closed, astar-closed-misplaced, or all)",
     "（可选 bfs、astar、astar-misplaced、table、ida、bidir、iddfs、greedy、wastar、pruned、"
     "astar-closed、astar-closed-misplaced，或 all）"},
    {"--algos names '{name}' twice", "--algos 列出了两次“{name}”"},
    {"--algos needs a comma-separated list, e.g. --algos bfs,astar",
     "--algos 需要一个逗号分隔的列表，例如 --algos bfs,astar"},
    {"--weight only applies when --algos includes wastar",
     "--weight 只在 --algos 包含 wastar 时适用"},
    {"choose one of --json, --csv and --markdown", "--json、--csv 和 --markdown 只能选一个"},
    {"--svg needs a file name", "--svg 需要一个文件名"},
    // boards
    {"start board", "起始局面"},
    {"goal", "目标局面"},
};
static_assert(std::size(kMessages) == static_cast<std::size_t>(Msg::Count),
              "one text for each Msg, in its order");

}  // namespace

const base::Text& message(Msg m) noexcept {
    return kMessages[static_cast<std::size_t>(m)];
}

std::string say(Msg m, Lang lang,
                std::initializer_list<std::pair<std::string_view, std::string>> values) {
    return base::fill(message(m)(lang), values);
}

std::vector<base::Text> message_texts() {
    return {std::begin(kMessages), std::end(kMessages)};
}

}  // namespace ninegrid::eight
