// SPDX-License-Identifier: MIT
// The link game's words, English and 简体中文.
#include "games/link/texts.hpp"

#include <cstddef>
#include <iterator>

namespace ninegrid::link {

namespace {

// Every field of LinkTexts in its order, English then 简体中文 (base::texts_in fills the struct).
constexpr base::Text kTexts[]{
    {"ninegrid - the link game", "ninegrid - 连连看"},  // title
    {"easy", "简单"},                                   // level[0]
    {"medium", "中等"},                                 // level[1]
    {"hard", "困难"},                                   // level[2]
    {"top", "上"},                                      // edge[0]
    {"bottom", "下"},                                   // edge[1]
    {"left", "左"},                                     // edge[2]
    {"right", "右"},                                    // edge[3]
    {"WASD/arrows cursor  Space select  F shuffle",
     "WASD/方向键 光标  空格 选择  F 洗牌"},                                         // key_line
    {"{pairs} left   shuffles {shuffles}", "剩 {pairs}   洗牌 {shuffles} 次"},       // status
    {"The cursor is at the {edge} edge of the board.", "光标已在棋盘的{edge}边。"},  // at_edge
    {"No tile under the cursor.", "光标下没有牌。"},                                 // no_tile
    {"Selected {tile} at {at}: now a tile of the same kind.",
     "已选中 {at} 的 {tile}：再选一张同样的牌。"},  // selected
    {"Selection cleared.", "已取消选择。"},         // unselected
    {"Different tiles: {a} and {b}; {b} at {at} is selected now.",
     "不是同一种牌：{a} 和 {b}；现在选中的是 {at} 的 {b}。"},  // different
    {"No path with at most two turns joins {tile} at {from} and {to}; {to} is selected now.",
     "{from} 与 {to} 的 {tile} 之间没有拐弯不超过两次的路径；现在选中 {to}。"},  // no_path
    {"Removed {tile} at {from} and {to}: {pairs} left.",
     "消去了 {from} 和 {to} 的 {tile}：剩 {pairs}。"},  // removed
    {"No pair can be removed: F shuffles the tiles, U undoes.",
     "没有可以消去的一对：按 F 洗牌，U 撤销。"},  // alert_dead
    {"No pair can be removed: F shuffles the tiles.",
     "没有可以消去的一对：按 F 洗牌。"},                                 // alert_dead_at_start
    {"No longer clearable: U undoes it.", "已经无法消完：按 U 撤销。"},  // alert_stuck
    {"This deal cannot be cleared: F shuffles the tiles.",
     "这一局无法消完：按 F 洗牌。"},  // alert_stuck_at_start
    {"straight", "直连"},             // turns[0]
    {"one turn", "拐一个弯"},         // turns[1]
    {"two turns", "拐两个弯"},        // turns[2]
    {"Hint: {tile} at {from} and {to} ({turns}); the board stays clearable.",
     "提示：{from} 和 {to} 的 {tile}（{turns}）；消去后仍能消完。"},  // hint_good
    {"Hint: {tile} at {from} and {to} ({turns}); but the board can no longer be cleared: U "
     "undoes.",
     "提示：{from} 和 {to} 的 {tile}（{turns}）；但棋盘已经无法消完：按 U 撤销。"},  // hint_stuck
    {"Hint: {tile} at {from} and {to} ({turns}); but this deal cannot be cleared: F shuffles the "
     "tiles.",
     "提示：{from} 和 {to} 的 {tile}（{turns}）；但这一局无法消完：按 F 洗牌。"},  // hint_stuck_at_start
    {"Hint: {tile} at {from} and {to} ({turns}); whether the board stays clearable is not "
     "known.",
     "提示：{from} 和 {to} 的 {tile}（{turns}）；不知道消去后能否消完。"},  // hint_unknown
    {"Hint: {tile} at {from} and {to} ({turns}); the solver is still deciding whether the board "
     "can be cleared.",
     "提示：{from} 和 {to} 的 {tile}（{turns}）；求解器还在判断棋盘能否消完。"},  // hint_pending
    {"The rest, {pairs} in order: {list}.", "剩下的 {pairs}，依次为：{list}。"},  // solution
    {"The rest, {pairs} in order: {list} ... and {more} more.",
     "剩下的 {pairs}，依次为：{list} ……之后还有 {more}。"},  // solution_more
    {"The solver is still working out a clearing order: it is listed here once found.",
     "求解器还在求消除顺序：求出后在这里列出。"},                      // solution_pending
    {"Shuffled the tiles ({count}).", "牌已重新洗过（共{count}）。"},  // shuffled
    {"Shuffled the tiles ({count}); no arrangement found that can be cleared.",
     "牌已重新洗过（共{count}）；没有找到能消完的排列。"},  // shuffled_stuck
    {"Nothing to shuffle.", "没有可洗的牌。"},              // nothing_to_shuffle
    {"No arrangement of these tiles has a pair to remove.",
     "这些牌怎样排列都没有可以消去的一对。"},  // cannot_shuffle
    {"The board can no longer be cleared, so the solver cannot finish it: U undoes.",
     "棋盘已经无法消完，自动求解也无能为力：按 U 撤销。"},  // solver_stuck
    {"This deal cannot be cleared, so the solver cannot finish it: F shuffles the tiles.",
     "这一局无法消完，自动求解也无能为力：按 F 洗牌。"},  // solver_stuck_at_start
    {"The solver is still deciding whether this board can be cleared: P again in a moment.",
     "求解器还在判断这一局能否消完：稍后再按 P。"},  // solver_busy
    {"The solver could not decide this board within its budget: F shuffles, or play on.",
     "求解器在预算内未能判定这一局：可以按 F 洗牌，或继续玩。"},  // solver_unknown
    {"Board cleared: {pairs} in {time}, {hints}, {shuffles}.",
     "全部消完：共 {pairs}，用时 {time}，提示 {hints}，{shuffles}。"},  // won
    {"1 shuffle", "洗牌 1 次"},                                         // one_shuffle
    {"{count} shuffles", "洗牌 {count} 次"},                            // shuffles
    {"{border}   {gravity}", "{border}   {gravity}"},                   // rules_note
    {"paths stay inside the board", "路径只在棋盘内"},                  // border[0]
    {"paths may run around the board", "路径可绕到棋盘外"},             // border[1]
    {"no gravity", "无重力"},                                           // gravity[0]
    {"gravity: tiles fall", "重力：牌会落下"},                          // gravity[1]
    {"{rows}x{cols}, {kinds}", "{rows}x{cols}，{kinds}"},               // size
    {"{rows}x{cols} ({kinds})", "{rows}x{cols}（{kinds}）"},            // size_level
    {"1 kind", "1 种牌"},                                               // one_kind
    {"{count} kinds", "{count} 种牌"},                                  // kinds
    {"W A S D, arrows   move the cursor one cell (it stops at the edges, never wraps)",
     "W A S D、方向键   光标移动一格（到边即停，不会绕回）"},  // help[0]
    {"Space, Enter      select the tile under the cursor; a second tile of the same kind "
     "removes both when a path with at most two turns joins them; the selected tile again, or "
     "Esc, clears the selection (Esc quits only with nothing selected)",
     "空格、回车        "
     "选中光标下的牌；再选一张同样的牌，两者之间有拐弯不超过两次的路径时一起消去；再选已选中的牌"
     "或按 Esc 即取消选择（没有选择时 Esc 才退出）"},  // help[1]
    {"click             select the tile clicked (where the terminal reports the mouse)",
     "单击              选中所点的牌（终端支持鼠标时）"},  // help[2]
    {"F                 shuffle the tiles left (counted)",
     "F                 把剩下的牌洗一次（计数）"},  // help[3]
    {"H                 hint: a pair whose removal keeps the board clearable, shown on the "
     "board",
     "H                 提示：消去后棋盘仍能消完的一对，在棋盘上标出"},  // help[4]
    {"L                 the next ten pairs of a clearing order (counted as a hint)",
     "L                 列出一种消除顺序接下来的十对（算作一次提示）"},  // help[5]
    {"Z                 a new deal of the next size: {sizes} (the levels' sizes and "
     "KShisen's)",
     "Z                 换下一个尺寸发新局：{sizes}（各难度的尺寸和 KShisen 的尺寸）"},  // help_sizes
    {", ", "、"},  // size_list_separator
    {"[A] is the cursor, <A> the selected tile, {A} both. A path drawn joins the pair just "
     "removed or hinted. The hint is a pair whose removal keeps the board clearable; the line "
     "under the status says at once when a move has made the board unclearable. L lists the "
     "next ten pairs of a clearing order, each as tile:row,col-row,col.",
     "[A] 是光标，<A> 是选中的牌，{A} 表示两者。画出的路径连着刚消去或提示的一对。提示给出消去后"
     "仍能消完的一对；一步棋让棋盘无法消完时，状态下方的一行会立即说明。L "
     "列出一种消除顺序接下来的十对，每对写作 牌:行,列-行,列。"},  // help_marks
    {"Levels: easy 8x10 with 5 kinds, medium 10x12 with 6 kinds, hard 8x18 with 36 kinds of 4; "
     "KShisen's other sizes are dealt as hard is, four tiles a kind, at most 36 kinds (14x26: 26 "
     "kinds of 14, 16x30: 30 of 16). Every deal can be cleared unless --any asks otherwise. "
     "Records count clears without hints or the solver, per size; shuffles are counted.",
     "难度：简单 8x10、5 种牌，中等 10x12、6 种，困难 8x18、36 种各 4 张；KShisen "
     "的其他尺寸按困难的方式发牌，每种 4 张，至多 36 种（14x26：26 种各 14 张；16x30：30 种各 16 "
     "张）。除非用 --any，每一局都能消完。纪录按尺寸分开，只计不用提示、不用自动求解的胜局；洗牌"
     "会计数。"},  // help_levels
};

}  // namespace

const LinkTexts& link_texts(shell::Lang lang) noexcept {
    static constexpr LinkTexts en = base::texts_in<LinkTexts>(kTexts, shell::Lang::En);
    static constexpr LinkTexts zh = base::texts_in<LinkTexts>(kTexts, shell::Lang::Zh);
    return lang == shell::Lang::Zh ? zh : en;
}

std::vector<base::Text> link_text_pairs() {
    return {std::begin(kTexts), std::end(kTexts)};
}

}  // namespace ninegrid::link
