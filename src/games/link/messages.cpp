// SPDX-License-Identifier: MIT
// The link commands' messages, English and 简体中文, in the order of Msg.
#include "games/link/messages.hpp"

#include <iterator>

#include "base/text.hpp"

namespace ninegrid::link {

namespace {

constexpr base::Text kMessages[]{
    // the call
    {"--border and --no-border contradict each other: give one of them",
     "--border 与 --no-border 相互矛盾：只能给出其中一个"},
    {"unknown size '{size}': use classic (8x10, 5 kinds), large (10x12, 6), shisen (8x18, 36), "
     "or one of KShisen's sizes as rows x columns: {sizes}",
     "未知尺寸“{size}”：请用 classic（8x10，5 种）、large（10x12，6 种）、shisen（8x18，36 "
     "种），或 KShisen 的尺寸之一（行x列）：{sizes}"},
    {"{command} needs a board file, or - to read the board from standard input, e.g. ninegrid "
     "link generate | ninegrid link {command} -",
     "{command} 需要一个棋盘文件，或用 - 从标准输入读取棋盘，例如 ninegrid link generate | "
     "ninegrid link {command} -"},
    {"{command} takes one board file, got {count} words",
     "{command} 只接受一个棋盘文件，却给了 {count} 个词"},
    // board files
    {"standard input", "标准输入"},
    {"{file}: no such file", "{file}：没有这个文件"},
    {"cannot read the board: {reason}", "无法读取棋盘：{reason}"},
    {"{file}: larger than {max} bytes, too large for a board",
     "{file}：超过 {max} 字节，不可能是棋盘"},
    {"{file}: {problem}", "{file}：{problem}"},
    {"empty board: no rows (one line per row, e.g. AB.BA)",
     "空棋盘：没有任何行（每行写一行格子，例如 AB.BA）"},
    {"line {line}, column {column}: {char} is not a tile kind",
     "第 {line} 行第 {column} 列：{char} 不是牌的种类（应为 . 或 A-Z 0-9）"},
    {"line {line}, column {column}: {char} is not a tile kind: kinds are A-Z, then 0-9, never "
     "lower case (no two kinds differ by case alone)",
     "第 {line} 行第 {column} 列：{char} 不是牌的种类：种类是 A-Z，其后是 0-9，没有小写字母"
     "（任何两种牌都不只差大小写）"},
    {"line {line}: row has {count} cells, expected {expected}",
     "第 {line} 行：这一行有 {count} 格，应为 {expected} 格"},
    {"line {line}: row has {count} cells, at most {max}",
     "第 {line} 行：这一行有 {count} 格，最多 {max} 格"},
    {"line {line}: more than {max} rows", "第 {line} 行：超过 {max} 行"},
    // deals
    {"{rows}x{cols}: rows and columns must be 1 to {max}",
     "{rows}x{cols}：行数和列数都必须在 1 到 {max} 之间"},
    {"{rows}x{cols} = {cells} cells is odd, but tiles come in pairs; make the rows or the columns "
     "even",
     "{rows}x{cols} = {cells} 格是奇数，但牌是成对的；请让行数或列数为偶数"},
    {"at least one kind is needed{hint}", "至少需要一种牌{hint}"},
    {"{kinds} kinds is more than the {max} there are (A-Z, then 0-9){hint}",
     "{kinds} 种超过了现有的 {max} 种（A-Z，其后是 0-9）{hint}"},
    {"{rows}x{cols} = {cells} cells cannot hold {kinds} kinds twice each{hint}",
     "{rows}x{cols} = {cells} 格放不下每种两张的 {kinds} 种牌{hint}"},
    {"{rows}x{cols} = {cells} cells cannot hold {kinds} kinds an even number of times each{hint}",
     "{rows}x{cols} = {cells} 格无法让 {kinds} 种牌每种都出现相同的偶数次{hint}"},
    {"no clearable {rows}x{cols} deal with {kinds} kinds found in {attempts} attempts ({unknown} "
     "undecided within the solver's budget)",
     "尝试 {attempts} 次也没有找到可以消完的 {rows}x{cols}、{kinds} 种牌的局面（其中 {unknown} "
     "次在求解器的预算内未能判定）"},
    {"; try {kinds} kinds", "；可以试试 {kinds} 种"},
    {" or ", " 或 "},
    // play
    {"--level {level} and --size {size} both choose the board: give one of them",
     "--level {level} 与 --size {size} 都在选择棋盘：只能给出其中一个"},
    {"--{board} plays the board it gives: --{option} does not apply to it",
     "--{board} 玩它给出的棋盘：--{option} 对它不适用"},
    {"--tiles (each '/' begins a line)", "--tiles（每个 '/' 开始新的一行）"},
    {"the game ID's board (each '/' begins a line)", "对局 ID 中的棋盘（每个 '/' 开始新的一行）"},
    {"{file}: the board has no tiles to play", "{file}：棋盘上没有可玩的牌"},
    {"--board - reads the board from standard input and then the keys from the terminal, and "
     "there is no terminal to play at: give the board in a file (--board FILE)",
     "--board - 先从标准输入读取棋盘，再从终端读取按键，但这里没有可以玩的终端：请把棋盘放在"
     "文件里（--board FILE）"},
    {"{file}: kind '{tile}' has {count} tiles, but tiles leave in pairs: the board can never be "
     "cleared",
     "{file}：种类“{tile}”有 {count} 张，但牌只能成对消去：这个棋盘永远消不完"},
    // long runs
    {"warning: a budget of {budget} positions may search for up to {time} on this {rows}x{cols} "
     "board (up to {tests} pair tests a position, about 20 ns each here); it stops sooner at an "
     "answer or at its memory limit of {memory} MB. Going on: Ctrl-C stops it.",
     "警告：{budget} 个局面的预算在这个 {rows}x{cols} 的棋盘上最多可能搜索 {time}（每个局面最多 "
     "{tests} 次连通测试，这里每次约 20 纳秒）；找到答案或达到 {memory} MB "
     "的内存上限时会提前停止。继续运行：按 Ctrl-C 可停止。"},
    {"warning: {count} deals of {rows}x{cols} with {kinds} kinds may take about {time} (about "
     "{each} a deal, estimated from the size and the budget); about {fits} deals take a day. "
     "Going on: Ctrl-C stops it.",
     "警告：{count} 副 {rows}x{cols}、{kinds} 种牌的牌局可能需要约 {time}（按尺寸和预算估计，"
     "每副约 {each}）；一天大约能做 {fits} 副。继续运行：按 Ctrl-C 可停止。"},
    {"ninegrid link solve:", "ninegrid link solve："},
    {"{nodes} positions, {memory} MB", "{nodes} 个局面，{memory} MB"},
    {"ninegrid link stats:", "ninegrid link stats："},
    {"{done} of {count} deals, about {left} left", "已完成 {done}/{count} 副，约剩 {left}"},
    {"ninegrid link generate:", "ninegrid link generate："},
    {"deal {attempt} of at most {max}", "第 {attempt} 副，最多 {max} 副"},
    {"ninegrid link bench:", "ninegrid link bench："},
    {"step {step} of {steps}", "第 {step}/{steps} 步"},
    {"{n} second", "{n} 秒"},
    {"{n} seconds", "{n} 秒"},
    {"{n} minutes", "{n} 分钟"},
    {"{n} hours", "{n} 小时"},
    {"{n} days", "{n} 天"},
    {"{n} years", "{n} 年"},
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

std::string board_problem_text(const BoardParse& parse, Lang lang) {
    using Kind = BoardProblem::Kind;
    const BoardProblem& p = parse.problem;
    if (lang == Lang::En) return parse.error;
    const auto n = [](int v) { return std::to_string(v); };
    switch (p.kind) {
        case Kind::None:
            return {};
        case Kind::Empty:
            return say(Msg::BoardEmpty, lang);
        case Kind::BadChar: {
            const std::string shown = p.invalid_byte ? base::byte_name(p.byte, lang)
                                                     : base::character_name(p.code_point, lang);
            return say(is_lower_case(p) ? Msg::BoardLowerCase : Msg::BoardBadChar, lang,
                       {{"line", n(p.line)}, {"column", n(p.column)}, {"char", shown}});
        }
        case Kind::RowLength:
            return say(Msg::BoardRowLength, lang,
                       {{"line", n(p.line)}, {"count", n(p.count)}, {"expected", n(p.expected)}});
        case Kind::TooManyColumns:
            return say(Msg::BoardTooManyColumns, lang,
                       {{"line", n(p.line)}, {"count", n(p.count)}, {"max", n(kMaxSide)}});
        case Kind::TooManyRows:
            return say(Msg::BoardTooManyRows, lang, {{"line", n(p.line)}, {"max", n(kMaxSide)}});
    }
    return parse.error;
}

std::string rough_duration(double seconds, Lang lang) {
    const auto in = [&](Msg unit, double size) {
        const double n = seconds / size + 0.5;
        return say(unit, lang, {{"n", std::to_string(static_cast<long long>(n))}});
    };
    if (seconds < 1.5) return say(Msg::Second, lang, {{"n", "1"}});
    if (seconds < 90) return in(Msg::Seconds, 1);
    if (seconds < 90 * 60) return in(Msg::Minutes, 60);
    if (seconds < 36 * 3600) return in(Msg::Hours, 3600);
    if (seconds < 730 * 86400.0) return in(Msg::Days, 86400);
    if (seconds > 1e6 * 365 * 86400.0) return say(Msg::Years, lang, {{"n", "1000000+"}});
    return in(Msg::Years, 365 * 86400.0);
}

std::string deal_problem_text(const DealProblem& p, Lang lang) {
    using Kind = DealProblem::Kind;
    if (lang == Lang::En) return describe(p);
    const auto n = [](int v) { return std::to_string(v); };
    std::string kinds;
    for (std::size_t i = 0; i < p.suggestions.size(); ++i)
        kinds += (i > 0 ? say(Msg::ListOr, lang) : std::string()) + n(p.suggestions[i]);
    const std::string hint =
        kinds.empty() ? std::string() : say(Msg::DealTry, lang, {{"kinds", kinds}});
    const std::string cells = n(p.rows * p.cols);
    switch (p.kind) {
        case Kind::None:
            return {};
        case Kind::BadSize:
            return say(Msg::DealBadSize, lang,
                       {{"rows", n(p.rows)}, {"cols", n(p.cols)}, {"max", n(kMaxSide)}});
        case Kind::OddCells:
            return say(Msg::DealOddCells, lang,
                       {{"rows", n(p.rows)}, {"cols", n(p.cols)}, {"cells", cells}});
        case Kind::NoKinds:
            return say(Msg::DealNoKinds, lang, {{"hint", hint}});
        case Kind::TooManyKinds:
            return say(Msg::DealTooManyKinds, lang,
                       {{"kinds", n(p.kinds)}, {"max", n(kMaxKinds)}, {"hint", hint}});
        case Kind::TooFewCells:
            return say(Msg::DealTooFewCells, lang,
                       {{"rows", n(p.rows)},
                        {"cols", n(p.cols)},
                        {"cells", cells},
                        {"kinds", n(p.kinds)},
                        {"hint", hint}});
        case Kind::Unbalanced:
            return say(Msg::DealUnbalanced, lang,
                       {{"rows", n(p.rows)},
                        {"cols", n(p.cols)},
                        {"cells", cells},
                        {"kinds", n(p.kinds)},
                        {"hint", hint}});
        case Kind::NoClearable:
            return say(Msg::DealNoClearable, lang,
                       {{"rows", n(p.rows)},
                        {"cols", n(p.cols)},
                        {"kinds", n(p.kinds)},
                        {"attempts", n(p.attempts)},
                        {"unknown", n(p.unknown)}});
    }
    return describe(p);
}

}  // namespace ninegrid::link
