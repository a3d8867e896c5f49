// SPDX-License-Identifier: MIT
// The 15-puzzle commands' messages, English and 简体中文, in the order of Msg.
#include "games/fifteen/messages.hpp"

#include <iterator>

#include "base/text.hpp"

namespace ninegrid::fifteen {

namespace {

constexpr base::Text kMessages[]{
    // solve
    {"unknown algorithm '{algo}': use --algo pdb or ida",
     "未知算法“{algo}”：请用 --algo pdb 或 ida"},
    {"--size '{size}': expected WIDTHxHEIGHT, each side from 2 to 8 (e.g. 5x5 or 3x4)",
     "--size“{size}”：应为 宽x高，每边 2 到 8（例如 5x5 或 3x4）"},
    {"--algo pdb: boards of more than 16 cells have no pattern tables; a {size} board is solved "
     "at once by the near-optimal solver, or optimally by --algo ida",
     "--algo pdb：超过 16 格的棋盘没有模式表；{size} 的棋盘默认由近似最优求解器立即求解，或用 "
     "--algo ida 求最优解"},
    {"solve needs a START board (16 hex digits or 16 numbers), e.g. ninegrid fifteen solve "
     "123456789abc0def (or --batch to read boards from standard input)",
     "solve 需要一个起始局面（16 个十六进制数字或 16 个数），例如 ninegrid fifteen solve "
     "123456789abc0def（或用 --batch 从标准输入读取局面）"},
    {"solve takes one START board, got {count} words",
     "solve 只接受一个起始局面，却给了 {count} 个词"},
    {"the start {start} cannot reach the goal {goal}: {why}",
     "起始局面 {start} 无法到达目标局面 {goal}：{why}"},
    {"building the {tables} pattern databases, once: they are kept in {dir}",
     "正在建立 {tables} 模式数据库，只需一次：它们保存在 {dir}"},
    {"building the {tables} pattern databases for this run (no cache folder: set XDG_CACHE_HOME "
     "or HOME to keep them)",
     "正在为本次运行建立 {tables} 模式数据库（没有缓存文件夹：设置 XDG_CACHE_HOME 或 HOME "
     "即可保存）"},
    {"building the {tables} pattern databases from nothing, as the bench counts them",
     "正在从零建立 {tables} 模式数据库，与基准测试的计时方式一致"},
    {"built the {tables} pattern databases in {time}", "{tables} 模式数据库已建好，用时 {time}"},
    {"{file}: {problem}; building it again", "{file}：{problem}；正在重新建立"},
    {"{file}: {problem}; not used (ninegrid fifteen tables --build {tables} builds it again)",
     "{file}：{problem}；不使用（ninegrid fifteen tables --build {tables} 可重新建立）"},
    {"the tables could not be kept for the next run: {problem}",
     "无法为下次运行保存这些表：{problem}"},
    {"cannot keep tables in the cache folder {dir}: {problem}; building the {tables} pattern "
     "databases for this run only",
     "无法在缓存文件夹 {dir} 中保存表：{problem}；正在只为本次运行建立 {tables} 模式数据库"},
    {"{tables} tables", "{tables} 表"},
    {"the {tables} pattern databases are wrong: a search with them passed 80 moves, which no "
     "position needs",
     "{tables} 模式数据库有误：用它们搜索超过了 80 步，而任何局面都不需要这么多步"},
    {"{file} is set aside as {aside}", "{file} 已移到 {aside}"},
    {"the search passed 80 moves with the {tables} pattern databases built in this run: this is "
     "a bug in ninegrid",
     "用本次运行建立的 {tables} 模式数据库搜索超过了 80 步：这是 ninegrid 的缺陷"},
    {"the search ended without a solution", "搜索结束，没有找到解"},
    {"removed {file} ({size}): the temporary file of a table build that did not finish",
     "已删除 {file}（{size}）：一次未完成的建表留下的临时文件"},
    {"removed {file} ({size}): a table of an older version, never read again",
     "已删除 {file}（{size}）：旧版本的表，不会再被读取"},
    {"removed the tables of the goal {goal} ({size}) from the cache, which keeps those of the "
     "default goal and of the {count} other goals used last",
     "已从缓存中删除目标 {goal} 的表（{size}）：缓存只保留默认目标以及最近用过的 {count} "
     "个其他目标的表"},
    {"removed {file} ({size}) from the cache, which keeps the sliding tables used last, up to "
     "{limit}",
     "已从缓存中删除 {file}（{size}）：缓存只保留最近用过的滑块表，最多 {limit}"},
    {"bound {bound}, {nodes} nodes", "界限 {bound}，{nodes} 个结点"},
    {"{board}: bound {bound}, {nodes} nodes", "{board}：界限 {bound}，{nodes} 个结点"},
    // tables
    {"unknown table set '{name}': use --build 6-6-3 or --build 7-8",
     "未知的表“{name}”：请用 --build 6-6-3 或 --build 7-8"},
    {"no cache folder: set XDG_CACHE_HOME or HOME to an absolute path",
     "没有缓存文件夹：请把 XDG_CACHE_HOME 或 HOME 设为绝对路径"},
    {"the {tables} tables are built already", "{tables} 表已经建好"},
    {"cannot keep tables in {dir}: {problem}", "无法在 {dir} 中保存表：{problem}"},
    {"--clean removes the tables of every goal and takes no other option: drop {option}",
     "--clean 删除所有目标的表，不接受其他选项：请去掉 {option}"},
    {"Freed {size} in {dir} (files removed: {count}).",
     "已在 {dir} 中释放 {size}（删除的文件：{count} 个）。"},
    {"Nothing to remove in {dir}.", "{dir} 中没有要删除的文件。"},
    {"Temporary files left because a running build is writing them: {count}.",
     "正在运行的建表程序在写的临时文件已保留：{count} 个。"},
    {"not everything could be removed: {problem}", "有文件未能删除：{problem}"},
    {"cannot clean the cache folder {dir}: {problem}", "无法清理缓存文件夹 {dir}：{problem}"},
    {"Pattern tables for the goal {goal} in {dir}:", "目标 {goal} 的模式数据库，位于 {dir}："},
    {"not built: ninegrid fifteen tables --build 6-6-3 (a few seconds, 5.8 MB)",
     "未建立：ninegrid fifteen tables --build 6-6-3（数秒，5.8 MB）"},
    {"not built: ninegrid fifteen tables --build 7-8 (about 2 minutes once, 288 MB)",
     "未建立：ninegrid fifteen tables --build 7-8（只需一次，约两分钟，288 MB）"},
    {"{present} of {count} files, {size}", "{count} 个文件中有 {present} 个，{size}"},
    {", checked: sound", "，已检查：完好"},
    {"the tables say {bound} moves at least for {board}, which takes {length}",
     "表说 {board} 至少需要 {bound} 步，而它只需 {length} 步"},
    {", checked: {problem}", "，已检查：{problem}"},
    {", checked: {count} refused", "，已检查：{count} 个被拒绝"},
    {", incomplete", "，不完整"},
    {"missing: {file}", "缺少：{file}"},
    {"{file}: {problem}", "{file}：{problem}"},
    {"its entries are not those of the table built again ({count} of {total} bytes differ)",
     "其表项与重新建立的表不同（{total} 字节中有 {count} 字节不同）"},
    {"  the cache folder cannot hold tables: {problem}", "  缓存文件夹无法存放表：{problem}"},
    {"{file} is set aside as {aside}: the next solve builds it again",
     "{file} 已移到 {aside}：下次求解时会重新建立"},
    {"Solves and hints use the 7-8 tables.", "求解和提示使用 7-8 表。"},
    {"Solves and hints use the 7-8 tables once they are built, the 6-6-3 until then.",
     "7-8 表建好后求解和提示使用它们，在此之前使用 6-6-3 表。"},
    {"Every file present is sound: its header, checksum and entries hold, and the tables never "
     "overestimate {positions} positions within {depth} moves.",
     "现有的每个文件都完好：文件头、校验和与表项都无误，且表在 {depth} 步以内的 {positions} "
     "个局面上从不高估。"},
    {"The 6-6-3 tables were compared with tables built again, byte for byte; the 7-8 tables, "
     "too large to build again for a check, were checked by samples, which find damage and "
     "overestimates but cannot prove every entry right.",
     "6-6-3 表已与重新建立的表逐字节比较；7-8 表太大，无法为检查而重建，只做了抽样检查：它能发现"
     "损坏和高估，但不能证明每个表项都正确。"},
    {"The {tables} tables are not sound: ninegrid fifteen tables --build {tables} builds them "
     "again.",
     "{tables} 表不完好：ninegrid fifteen tables --build {tables} 可重新建立。"},
    // tables --size
    {"unknown table set '{name}': with --size, use --build all",
     "未知的表组“{name}”：使用 --size 时请用 --build all"},
    {"Pattern tables for {size} boards, goal {goal}, in {dir}:",
     "{size} 棋盘、目标 {goal} 的模式表，位于 {dir}："},
    {"{size} boards need no tables kept: those they use are built in a few hundredths of a "
     "second.",
     "{size} 棋盘无需保存表：它们所用的表只需百分之几秒即可建好。"},
    {"  {name}  not built", "  {name}  未建立"},
    {"  {name}  {size}", "  {name}  {size}"},
    {"Solves and hints read these tables instead of building them.",
     "求解和提示读取这些表，不再建立。"},
    {"Tables not built are built on first use (about a second; 2x8 and 8x2 about 20 s) and "
     "kept, or now by ninegrid fifteen tables --size {size} --build all.",
     "未建立的表会在首次使用时建立（约一秒；2x8 和 8x2 约 20 秒）并保存，也可现在用 ninegrid "
     "fifteen tables --size {size} --build all 建立。"},
    {"Every file present is sound: its header, checksum and entries hold, and it is byte for "
     "byte the table built again.",
     "现有的每个文件都完好：文件头、校验和与表项无误，并与重新建立的表逐字节相同。"},
    {"The {size} tables are not sound: ninegrid fifteen tables --size {size} --build all builds "
     "them again.",
     "{size} 表不完好：ninegrid fifteen tables --size {size} --build all 可重新建立。"},
    {"built {count} tables in {time}", "已建立 {count} 张表，用时 {time}"},
    {"the {size} tables are built already", "{size} 表已经建好"},
    {"{size} tables", "{size} 表"},
    {"cannot keep tables in {dir}: {problem}", "无法在 {dir} 中保存表：{problem}"},
    // bench
    // boards
    {"start board", "起始局面"},
    {"goal board", "目标局面"},
    // solve --batch
    {"--batch reads boards from standard input; drop '{word}' or drop --batch",
     "--batch 从标准输入读取局面；请去掉“{word}”或去掉 --batch"},
    {"--boards cannot be combined with --batch", "--boards 不能与 --batch 同时使用"},
    // bench
    {"--korf solves Korf's instances towards their own goal (0123456789abcdef): drop --goal",
     "--korf 求解 Korf 的实例，目标是它们自己的（0123456789abcdef）：请去掉 --goal"},
    {"--korf solves Korf's fixed instances, which need no seed: drop --seed",
     "--korf 求解 Korf 的固定实例，不需要种子：请去掉 --seed"},
    {"choose one of --json and --markdown", "--json 与 --markdown 只能选一个"},
    {"--korf runs Korf's instances of the 4x4 (100, the default size) or of the 5x5 (50, with "
     "--size 5x5); there are none for {size}",
     "--korf 运行 Korf 的实例：4x4 的 100 个（默认尺寸）或 5x5 的 50 个（加 --size 5x5）；"
     "{size} 没有这样的实例"},
    {"--korf --size 5x5 solves Korf's 50 instances towards the goal with the blank last (each "
     "turned half a turn, in as many moves): drop --goal",
     "--korf --size 5x5 求解 Korf 的 50 个实例，目标为空格在最后（每个实例转半圈，步数不变）："
     "请去掉 --goal"},
    {"--reference-nodes limits the reference search of the 4x4 bench; the {size} bench has none: "
     "drop it",
     "--reference-nodes 限制 4x4 基准测试中参照求解器的结点数；{size} 的基准测试没有参照求解器："
     "请去掉它"},
    {"--hard solves fixed positions towards 123456789abcdef0 with the 7-8 tables alone: drop "
     "{option}",
     "--hard 只用 7-8 表求解固定的局面，目标为 123456789abcdef0：请去掉 {option}"},
    {"{option} needs the 7-8 tables: build them once with ninegrid fifteen tables --build 7-8 "
     "(about a minute)",
     "{option} 需要 7-8 表：请先用 ninegrid fifteen tables --build 7-8 建立一次（约一分钟）"},
    {"--previous names the solver to compare with: serial (the 7-8 search on one thread, as "
     "before 0.2.0), not '{name}'",
     "--previous 指定用来对比的求解器：serial（单线程的 7-8 搜索，即 0.2.0 之前的做法），"
     "而不是“{name}”"},
    {"--previous compares the 4x4's solvers; the {size} bench has one: drop it",
     "--previous 用于对比 4x4 的求解器；{size} 的基准测试只有一个求解器：请去掉它"},
};
static_assert(std::size(kMessages) == static_cast<std::size_t>(Msg::Count),
              "one text for each Msg, in its order");

}  // namespace

std::string say(Msg m, Lang lang,
                std::initializer_list<std::pair<std::string_view, std::string>> values) {
    return base::fill(kMessages[static_cast<std::size_t>(m)](lang), values);
}

std::vector<base::Text> message_texts() {
    return {std::begin(kMessages), std::end(kMessages)};
}

}  // namespace ninegrid::fifteen
