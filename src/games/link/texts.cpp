// The link game's words, English and 简体中文.
#include "games/link/texts.hpp"

#include <cstddef>

namespace ninegrid::link {

namespace {

// Each language's words are built where they are first asked for, not at every start: most
// commands never show them.
const LinkTexts& english() {
    static const LinkTexts texts{
        "ninegrid - the link game (连连看)",
        {"easy", "medium", "hard"},
        {"top", "bottom", "left", "right"},
        "WASD/arrows cursor  Space select  F shuffle",
        "{pairs} left   shuffles {shuffles}",
        "The cursor is at the {edge} edge of the board.",
        "No tile under the cursor.",
        "Selected {tile} at {at}: now a tile of the same kind.",
        "Selection cleared.",
        "Different tiles: {a} and {b}; {b} at {at} is selected now.",
        "No path with at most two turns joins {tile} at {from} and {to}; {to} is selected now.",
        "Removed {tile} at {from} and {to}: {pairs} left.",
        "No pair can be removed: F shuffles the tiles, U undoes.",
        "No longer clearable: U undoes it.",
        "This deal cannot be cleared: F shuffles the tiles.",
        {"straight", "one turn", "two turns"},
        "Hint: {tile} at {from} and {to} ({turns}); the board stays clearable.",
        "Hint: {tile} at {from} and {to} ({turns}); but the board can no longer be cleared: U "
        "undoes.",
        "Hint: {tile} at {from} and {to} ({turns}); whether the board stays clearable is not "
        "known.",
        "Hint: {tile} at {from} and {to} ({turns}); the solver is still deciding whether the board "
        "can be cleared.",
        "Shuffled the tiles ({count}).",
        "Shuffled the tiles ({count}); no arrangement found that can be cleared.",
        "Nothing to shuffle.",
        "No arrangement of these tiles has a pair to remove.",
        "The board can no longer be cleared, so the solver cannot finish it: U undoes.",
        "The solver is still deciding whether this board can be cleared: P again in a moment.",
        "The solver could not decide this board within its budget: F shuffles, or play on.",
        "Board cleared: {pairs} in {time}, {hints}, {shuffles}.",
        "1 shuffle",
        "{count} shuffles",
        "{size}   {border}   {gravity}",
        {"paths stay inside the board", "paths may run around the board"},
        {"no gravity", "gravity: tiles fall"},
        "{rows}x{cols}, {kinds} kinds",
        {
            "W A S D, arrows   move the cursor one cell (it stops at the edges, never wraps)",
            "Space, Enter      select the tile under the cursor; a second tile of the same kind "
            "removes both when a path with at most two turns joins them",
            "click             select the tile clicked (where the terminal reports the mouse)",
            "Esc               clear the selection (with none: quit)",
            "F                 shuffle the tiles left (counted)",
        },
        "[A] is the cursor, <A> the selected tile, {A} both. A path drawn joins the pair just "
        "removed or hinted. The hint is a pair whose removal keeps the board clearable; the line "
        "under the status says at once when a move has made the board unclearable.",
        "Levels: easy 8x10 with 5 kinds, medium 10x12 with 6 kinds, hard 8x18 with 36 kinds of 4; "
        "every deal can be cleared unless --any asks otherwise. Records count clears without hints "
        "or the solver; shuffles are counted.",
    };
    return texts;
}

const LinkTexts& chinese() {
    static const LinkTexts texts{
        "ninegrid - 连连看",
        {"简单", "中等", "困难"},
        {"上", "下", "左", "右"},
        "WASD/方向键 光标  空格 选择  F 洗牌",
        "剩 {pairs}   洗牌 {shuffles} 次",
        "光标已在棋盘的{edge}边。",
        "光标下没有牌。",
        "已选中 {at} 的 {tile}：再选一张同样的牌。",
        "已取消选择。",
        "不是同一种牌：{a} 和 {b}；现在选中的是 {at} 的 {b}。",
        "{from} 与 {to} 的 {tile} 之间没有拐弯不超过两次的路径；现在选中 {to}。",
        "消去了 {from} 和 {to} 的 {tile}：剩 {pairs}。",
        "没有可以消去的一对：按 F 洗牌，U 撤销。",
        "已经无法消完：按 U 撤销。",
        "这一局无法消完：按 F 洗牌。",
        {"直连", "拐一个弯", "拐两个弯"},
        "提示：{from} 和 {to} 的 {tile}（{turns}）；消去后仍能消完。",
        "提示：{from} 和 {to} 的 {tile}（{turns}）；但棋盘已经无法消完：按 U 撤销。",
        "提示：{from} 和 {to} 的 {tile}（{turns}）；不知道消去后能否消完。",
        "提示：{from} 和 {to} 的 {tile}（{turns}）；求解器还在判断棋盘能否消完。",
        "已洗牌（{count}）。",
        "已洗牌（{count}）；没有找到能消完的排列。",
        "没有可洗的牌。",
        "这些牌怎样排列都没有可以消去的一对。",
        "棋盘已经无法消完，自动求解也无能为力：按 U 撤销。",
        "求解器还在判断这一局能否消完：稍后再按 P。",
        "求解器在预算内未能判定这一局：可以按 F 洗牌，或继续玩。",
        "全部消完：共 {pairs}，用时 {time}，提示 {hints}，洗牌 {shuffles}。",
        "1 次",
        "{count} 次",
        "{size}   {border}   {gravity}",
        {"路径只在棋盘内", "路径可绕到棋盘外"},
        {"无重力", "重力：牌会落下"},
        "{rows}x{cols}，{kinds} 种牌",
        {
            "W A S D、方向键   光标移动一格（到边即停，不会绕回）",
            "空格、回车        "
            "选中光标下的牌；再选一张同样的牌，两者之间有拐弯不超过两次的路径时一起消去",
            "单击              选中所点的牌（终端支持鼠标时）",
            "Esc               取消选择（没有选择时：退出）",
            "F                 把剩下的牌洗一次（计数）",
        },
        "[A] 是光标，<A> 是选中的牌，{A} 表示两者。画出的路径连着刚消去或提示的一对。提示给出消去后"
        "仍能消完的一对；一步棋让棋盘无法消完时，状态下方的一行会立即说明。",
        "难度：简单 8x10、5 种牌，中等 10x12、6 种，困难 8x18、36 种各 4 张；除非用 "
        "--any，每一局都能"
        "消完。纪录只计不用提示、不用自动求解的胜局；洗牌会计数。",
    };
    return texts;
}

}  // namespace

const LinkTexts& link_texts(shell::Lang lang) noexcept {
    return lang == shell::Lang::Zh ? chinese() : english();
}

std::vector<base::Text> link_text_pairs() {
    // Every field is listed below: the struct holds nothing else.
    static_assert(sizeof(LinkTexts) ==
                      45 * sizeof(std::string_view) + 1 * sizeof(std::vector<std::string_view>),
                  "a field of LinkTexts is missing from link_text_pairs");
    const LinkTexts& en = link_texts(shell::Lang::En);
    const LinkTexts& zh = link_texts(shell::Lang::Zh);
    std::vector<base::Text> pairs;
    pairs.push_back({en.title, zh.title});
    for (std::size_t i = 0; i < 3; ++i)
        pairs.push_back({en.level[i], zh.level[i]});
    for (std::size_t i = 0; i < 4; ++i)
        pairs.push_back({en.edge[i], zh.edge[i]});
    pairs.push_back({en.key_line, zh.key_line});
    pairs.push_back({en.status, zh.status});
    pairs.push_back({en.at_edge, zh.at_edge});
    pairs.push_back({en.no_tile, zh.no_tile});
    pairs.push_back({en.selected, zh.selected});
    pairs.push_back({en.unselected, zh.unselected});
    pairs.push_back({en.different, zh.different});
    pairs.push_back({en.no_path, zh.no_path});
    pairs.push_back({en.removed, zh.removed});
    pairs.push_back({en.alert_dead, zh.alert_dead});
    pairs.push_back({en.alert_stuck, zh.alert_stuck});
    pairs.push_back({en.alert_stuck_at_start, zh.alert_stuck_at_start});
    for (std::size_t i = 0; i < 3; ++i)
        pairs.push_back({en.turns[i], zh.turns[i]});
    pairs.push_back({en.hint_good, zh.hint_good});
    pairs.push_back({en.hint_stuck, zh.hint_stuck});
    pairs.push_back({en.hint_unknown, zh.hint_unknown});
    pairs.push_back({en.hint_pending, zh.hint_pending});
    pairs.push_back({en.shuffled, zh.shuffled});
    pairs.push_back({en.shuffled_stuck, zh.shuffled_stuck});
    pairs.push_back({en.nothing_to_shuffle, zh.nothing_to_shuffle});
    pairs.push_back({en.cannot_shuffle, zh.cannot_shuffle});
    pairs.push_back({en.solver_stuck, zh.solver_stuck});
    pairs.push_back({en.solver_busy, zh.solver_busy});
    pairs.push_back({en.solver_unknown, zh.solver_unknown});
    pairs.push_back({en.won, zh.won});
    pairs.push_back({en.one_shuffle, zh.one_shuffle});
    pairs.push_back({en.shuffles, zh.shuffles});
    pairs.push_back({en.rules_note, zh.rules_note});
    for (std::size_t i = 0; i < 2; ++i)
        pairs.push_back({en.border[i], zh.border[i]});
    for (std::size_t i = 0; i < 2; ++i)
        pairs.push_back({en.gravity[i], zh.gravity[i]});
    pairs.push_back({en.size, zh.size});
    base::append_text_pairs(pairs, en.help, zh.help);
    pairs.push_back({en.help_marks, zh.help_marks});
    pairs.push_back({en.help_levels, zh.help_levels});
    return pairs;
}

}  // namespace ninegrid::link
