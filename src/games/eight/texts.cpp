// The 8-puzzle's words, English and 简体中文.
#include "games/eight/texts.hpp"

#include <cstddef>

namespace ninegrid::eight {

namespace {

// Each language's words are built where they are first asked for, not at every start: most
// commands never show them.
const EightTexts& english() {
    static const EightTexts texts{
        "ninegrid - the 8-puzzle",
        {"easy", "medium", "hard"},
        {"up", "down", "left", "right"},
        "Keys move the blank (W: the blank goes up).   T: move tiles instead",
        "Keys move a tile into the blank (W: the tile below goes up).   T: move the blank instead",
        "goal {goal}",
        "WASD/arrows move",
        "Hint: {key} - tile {tile} slides {dir}; then {remaining} to go.",
        "Hint: {key} - tile {tile} slides {dir}, and it is solved.",
        "The rest, optimal ({moves}): {keys}",
        "Nothing can move {dir} from here.",
        "Tile {tile} is not next to the blank: click a tile beside it.",
        "Keys now move the blank.",
        "Keys now move the tiles.",
        {
            "W A S D, arrows   move (see the line under the board for which way)",
            "T                 switch between moving the blank and moving tiles (remembered)",
            "click             slide the tile clicked into the blank beside it (where the "
            "terminal reports the mouse)",
        },
        "Tiles already in place are shown in green. Par is the fewest moves possible.",
        "Par is the fewest moves possible.",
    };
    return texts;
}

const EightTexts& chinese() {
    static const EightTexts texts{
        "ninegrid - 九宫格",
        {"简单", "中等", "困难"},
        {"上", "下", "左", "右"},
        "按键移动空格（W：空格向上）。   T：改为移动方块",
        "按键把方块推进空格（W：下方的方块向上）。   T：改为移动空格",
        "目标 {goal}",
        "WASD/方向键 移动",
        "提示：按 {key}，方块 {tile} 向{dir}移，之后还需 {remaining}。",
        "提示：按 {key}，方块 {tile} 向{dir}移，即可完成。",
        "剩下的最优解（{moves}）：{keys}",
        "无法向{dir}移动。",
        "方块 {tile} 不在空格旁边：请点空格旁边的方块。",
        "按键现在移动空格。",
        "按键现在移动方块。",
        {
            "W A S D、方向键   移动（方向见棋盘下方的说明）",
            "T                 在移动空格和移动方块之间切换（会记住）",
            "单击              把所点的、紧挨空格的方块推进空格（终端支持鼠标时）",
        },
        "已在正确位置的方块显示为绿色。最优步数是可能的最少步数。",
        "最优步数是可能的最少步数。",
    };
    return texts;
}

}  // namespace

const EightTexts& eight_texts(shell::Lang lang) noexcept {
    return lang == shell::Lang::Zh ? chinese() : english();
}

std::vector<base::Text> eight_text_pairs() {
    // Every field is listed below: the struct holds nothing else.
    static_assert(sizeof(EightTexts) ==
                      21 * sizeof(std::string_view) + 1 * sizeof(std::vector<std::string_view>),
                  "a field of EightTexts is missing from eight_text_pairs");
    const EightTexts& en = eight_texts(shell::Lang::En);
    const EightTexts& zh = eight_texts(shell::Lang::Zh);
    std::vector<base::Text> pairs;
    pairs.push_back({en.title, zh.title});
    for (std::size_t i = 0; i < 3; ++i)
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
    pairs.push_back({en.cannot_move, zh.cannot_move});
    pairs.push_back({en.not_beside, zh.not_beside});
    pairs.push_back({en.switched_blank, zh.switched_blank});
    pairs.push_back({en.switched_tiles, zh.switched_tiles});
    base::append_text_pairs(pairs, en.help, zh.help);
    pairs.push_back({en.help_colour, zh.help_colour});
    pairs.push_back({en.help_plain, zh.help_plain});
    return pairs;
}

}  // namespace ninegrid::eight
