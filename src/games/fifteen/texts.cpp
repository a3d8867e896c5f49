// SPDX-License-Identifier: MIT
// The 15-puzzle's words, English and 简体中文.
#include "games/fifteen/texts.hpp"

#include <cstddef>
#include <iterator>

namespace ninegrid::fifteen {

namespace {

// Every field of FifteenTexts in its order, English then 简体中文 (base::texts_in fills the
// struct).
constexpr base::Text kTexts[]{
    {"ninegrid - the 15-puzzle", "ninegrid - 十五数码"},                 // title
    {"ninegrid - sliding puzzle {size}", "ninegrid - 滑块拼图 {size}"},  // title_sized
    // hint_good
    {"Hint: {key} - tile {tile} slides {dir}; a good solution, not proven the shortest, has "
     "{remaining} more.",
     "提示：按 {key}，方块 {tile} 向{dir}移；一个较好的解（未证明最短）之后还需 {remaining}。"},
    // solution_good
    {"The rest of a good solution, not proven the shortest ({moves}): {keys}",
     "剩下的较好解，未证明最短（{moves}）：{keys}"},
    {"Thinking...", "思考中……"},                                            // thinking
    {"Thinking... at least {moves} to go.", "思考中……至少还需 {moves}。"},  // thinking_bound
    {"Building the pattern tables for the hints (a few seconds, once)...",
     "正在为提示建立模式数据库（需数秒，只此一次）……"},  // building
    {"Building the pattern tables for the hints ({percent}%, once)...",
     "正在为提示建立模式数据库（{percent}%，只此一次）……"},  // building_percent
    {"Faster hints soon: the 7-8 tables are {percent}% built (once, in the background).",
     "更快的提示即将就绪：7-8 数据库已在后台建好 {percent}%（只此一次）。"},  // building_large
    {"Z                 a new puzzle of the next size: 3x3, 3x4, 4x4, 4x5, 5x5, 6x6, 7x7, 8x8",
     "Z                 换下一个尺寸开新局：3x3、3x4、4x4、4x5、5x5、6x6、7x7、8x8"},  // help_sizes
    {"Tiles already in place are shown in green. Par is the fewest moves possible, worked out "
     "after the deal: 10 to 20 on easy, 24 to 34 on medium, 38 to 48 on hard, any on random (53 "
     "on average). H, L and P search on the side: every key still works while they think.",
     "已在正确位置的方块显示为绿色。最优步数是可能的最少步数，发牌后在后台算出：简单 10 到 20"
     " 步，中等 24 到 34 步，困难 38 到 48 步，随机不限（平均 53 步）。H、L 和 P 在后台搜索："
     "思考时所有按键照常可用。"},  // help_colour
    {"Par is the fewest moves possible, worked out after the deal: 10 to 20 on easy, 24 to 34 on "
     "medium, 38 to 48 on hard, any on random (53 on average). H, L and P search on the side: "
     "every key still works while they think.",
     "最优步数是可能的最少步数，发牌后在后台算出：简单 10 到 20 步，中等 24 到 34 步，困难 38 到 "
     "48 步，随机不限（平均 53 步）。H、L 和 P 在后台搜索：思考时所有按键照常可用。"},  // help_plain
    // help_sized_colour
    {"Tiles already in place are shown in green. The levels deal walks of {easy}, {medium} and "
     "{hard} moves from the goal; random, any board. Up to 16 cells par is the fewest moves "
     "possible, worked out after the deal (where the search finds it within a few seconds); "
     "larger boards have no par, and their hints follow a good solution, not proven the "
     "shortest. H, L and P search on the side: every key still works while they think.",
     "已在正确位置的方块显示为绿色。各难度从目标局面随机走 {easy}、{medium}、{hard} 步发牌；"
     "随机不限。不超过 16 格时，最优步数是可能的最少步数，发牌后在后台算出（搜索能在数秒内"
     "找到时）；更大的棋盘没有最优步数，提示沿着一个较好的解（未证明最短）。H、L 和 P 在后台"
     "搜索：思考时所有按键照常可用。"},
    // help_sized_plain
    {"The levels deal walks of {easy}, {medium} and {hard} moves from the goal; random, any "
     "board. Up to 16 cells par is the fewest moves possible, worked out after the deal (where "
     "the search finds it within a few seconds); larger boards have no par, and their hints "
     "follow a good solution, not proven the shortest. H, L and P search on the side: every key "
     "still works while they think.",
     "各难度从目标局面随机走 {easy}、{medium}、{hard} 步发牌；随机不限。不超过 16 格时，最优"
     "步数是可能的最少步数，发牌后在后台算出（搜索能在数秒内找到时）；更大的棋盘没有最优步数，"
     "提示沿着一个较好的解（未证明最短）。H、L 和 P 在后台搜索：思考时所有按键照常可用。"},
};

}  // namespace

const FifteenTexts& fifteen_texts(shell::Lang lang) noexcept {
    static constexpr FifteenTexts en = base::texts_in<FifteenTexts>(kTexts, shell::Lang::En);
    static constexpr FifteenTexts zh = base::texts_in<FifteenTexts>(kTexts, shell::Lang::Zh);
    return lang == shell::Lang::Zh ? zh : en;
}

std::vector<base::Text> fifteen_text_pairs() {
    return {std::begin(kTexts), std::end(kTexts)};
}

}  // namespace ninegrid::fifteen
