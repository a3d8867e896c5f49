// The 15-puzzle's words, English and 简体中文.
#include "games/fifteen/texts.hpp"

#include <cstddef>

namespace ninegrid::fifteen {

namespace {

// Each language's words are built where they are first asked for, not at every start: most
// commands never show them.
const FifteenTexts& english() {
    static const FifteenTexts texts{
        "ninegrid - the 15-puzzle",
        {"easy", "medium", "hard", "random"},
        {"up", "down", "left", "right"},
        "Keys move the blank (W: the blank goes up).   T: move tiles instead",
        "Keys move a tile into the blank (W: the tile below goes up).   T: move the blank instead",
        "goal {goal}",
        "WASD/arrows move",
        "Hint: {key} - tile {tile} slides {dir}; then {remaining} to go.",
        "Hint: {key} - tile {tile} slides {dir}, and it is solved.",
        "The rest, optimal ({moves}): {keys}",
        "Thinking...",
        "Thinking... at least {moves} to go.",
        "Building the pattern tables for the hints (a few seconds, once)...",
        "Faster hints soon: the 7-8 tables are {percent}% built (once, in the background).",
        "Nothing can move {dir} from here.",
        "Tile {tile} is not in line with the blank: click a tile in its row or column.",
        "Keys now move the blank.",
        "Keys now move the tiles.",
        {
            "W A S D, arrows   move (see the line under the board for which way)",
            "T                 switch between moving the blank and moving tiles (remembered)",
            "click             slide the tiles from the one clicked to the blank, in its row or "
            "column (where the terminal reports the mouse)",
        },
        "Tiles already in place are shown in green. Par is the fewest moves possible, worked out "
        "after the deal. H, L and P search on the side: every key still works while they think.",
        "Par is the fewest moves possible, worked out after the deal. H, L and P search on the "
        "side: "
        "every key still works while they think.",
    };
    return texts;
}

const FifteenTexts& chinese() {
    static const FifteenTexts texts{
        "ninegrid - 十五数码",
        {"简单", "中等", "困难", "随机"},
        {"上", "下", "左", "右"},
        "按键移动空格（W：空格向上）。   T：改为移动方块",
        "按键把方块推进空格（W：下方的方块向上）。   T：改为移动空格",
        "目标 {goal}",
        "WASD/方向键 移动",
        "提示：按 {key}，方块 {tile} 向{dir}移，之后还需 {remaining}。",
        "提示：按 {key}，方块 {tile} 向{dir}移，即可完成。",
        "剩下的最优解（{moves}）：{keys}",
        "思考中……",
        "思考中……至少还需 {moves}。",
        "正在为提示建立模式数据库（需数秒，只此一次）……",
        "更快的提示即将就绪：7-8 数据库已在后台建好 {percent}%（只此一次）。",
        "无法向{dir}移动。",
        "方块 {tile} 与空格不在同一行或同一列：请点空格所在行或列的方块。",
        "按键现在移动空格。",
        "按键现在移动方块。",
        {
            "W A S D、方向键   移动（方向见棋盘下方的说明）",
            "T                 在移动空格和移动方块之间切换（会记住）",
            "单击              把从所点方块到空格之间的方块一起推动，限空格所在的行或列（终端支持"
            "鼠标时）",
        },
        "已在正确位置的方块显示为绿色。最优步数是可能的最少步数，发牌后在后台算出。H、L 和 P "
        "在后台搜索："
        "思考时所有按键照常可用。",
        "最优步数是可能的最少步数，发牌后在后台算出。H、L 和 P "
        "在后台搜索：思考时所有按键照常可用。",
    };
    return texts;
}

}  // namespace

const FifteenTexts& fifteen_texts(shell::Lang lang) noexcept {
    return lang == shell::Lang::Zh ? chinese() : english();
}

std::vector<base::Text> fifteen_text_pairs() {
    // Every field is listed below: the struct holds nothing else.
    static_assert(sizeof(FifteenTexts) ==
                      26 * sizeof(std::string_view) + 1 * sizeof(std::vector<std::string_view>),
                  "a field of FifteenTexts is missing from fifteen_text_pairs");
    const FifteenTexts& en = fifteen_texts(shell::Lang::En);
    const FifteenTexts& zh = fifteen_texts(shell::Lang::Zh);
    std::vector<base::Text> pairs;
    pairs.push_back({en.title, zh.title});
    for (std::size_t i = 0; i < 4; ++i)
        pairs.push_back({en.level[i], zh.level[i]});
    for (std::size_t i = 0; i < 4; ++i)
        pairs.push_back({en.direction[i], zh.direction[i]});
    pairs.push_back({en.blank_keys, zh.blank_keys});
    pairs.push_back({en.tile_keys, zh.tile_keys});
    pairs.push_back({en.goal_note, zh.goal_note});
    pairs.push_back({en.key_line, zh.key_line});
    pairs.push_back({en.hint, zh.hint});
    pairs.push_back({en.hint_last, zh.hint_last});
    pairs.push_back({en.solution, zh.solution});
    pairs.push_back({en.thinking, zh.thinking});
    pairs.push_back({en.thinking_bound, zh.thinking_bound});
    pairs.push_back({en.building, zh.building});
    pairs.push_back({en.building_large, zh.building_large});
    pairs.push_back({en.cannot_move, zh.cannot_move});
    pairs.push_back({en.not_in_line, zh.not_in_line});
    pairs.push_back({en.switched_blank, zh.switched_blank});
    pairs.push_back({en.switched_tiles, zh.switched_tiles});
    base::append_text_pairs(pairs, en.help, zh.help);
    pairs.push_back({en.help_colour, zh.help_colour});
    pairs.push_back({en.help_plain, zh.help_plain});
    return pairs;
}

}  // namespace ninegrid::fifteen
