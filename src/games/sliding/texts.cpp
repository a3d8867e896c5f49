// SPDX-License-Identifier: MIT
// The sliding puzzles' shared words, English and 简体中文.
#include "games/sliding/texts.hpp"

#include <cstddef>
#include <iterator>

namespace ninegrid::sliding {

namespace {

// Every field of SlidingTexts in its order, English then 简体中文 (base::texts_in fills the
// struct).
constexpr base::Text kTexts[]{
    {"easy", "简单"},    // level[0]
    {"medium", "中等"},  // level[1]
    {"hard", "困难"},    // level[2]
    {"random", "随机"},  // level[3]
    {"up", "上"},        // direction[0]
    {"down", "下"},      // direction[1]
    {"left", "左"},      // direction[2]
    {"right", "右"},     // direction[3]
    {"Keys move the blank (W: the blank goes up).   T: move tiles instead",
     "按键移动空格（W：空格向上）。   T：改为移动方块"},  // blank_keys
    {"Keys move a tile into the blank (W: the tile below goes up).   T: move the blank instead",
     "按键把方块推进空格（W：下方的方块向上）。   T：改为移动空格"},  // tile_keys
    {"goal {goal}", "目标 {goal}"},                                   // goal_note
    {"WASD/arrows move", "WASD/方向键 移动"},                         // key_line
    {"Hint: {key} - tile {tile} slides {dir}; then {remaining} to go.",
     "提示：按 {key}，方块 {tile} 向{dir}移，之后还需 {remaining}。"},  // hint
    {"Hint: {key} - tile {tile} slides {dir}, and it is solved.",
     "提示：按 {key}，方块 {tile} 向{dir}移，即可完成。"},                       // hint_last
    {"The rest, optimal ({moves}): {keys}", "剩下的最优解（{moves}）：{keys}"},  // solution
    {"Nothing can move {dir} from here.", "无法向{dir}移动。"},                  // cannot_move
    {"Keys now move the blank.", "按键现在移动空格。"},                          // switched_blank
    {"Keys now move the tiles.", "按键现在移动方块。"},                          // switched_tiles
    {"Tile {tile} is not next to the blank: click a tile beside it.",
     "方块 {tile} 不在空格旁边：请点空格旁边的方块。"},  // not_beside
    {"That is the blank: click a tile beside it to slide that tile into it.",
     "这是空格：请点它旁边的方块，把方块推进空格。"},  // blank_clicked_beside
    {"Tile {tile} is not in line with the blank: click a tile in its row or column.",
     "方块 {tile} 与空格不在同一行或同一列：请点空格所在行或列的方块。"},  // not_in_line
    {"That is the blank: click a tile in its row or column to slide the tiles up to it.",
     "这是空格：请点它所在行或列的方块，把其间的方块推向空格。"},  // blank_clicked_run
    {"W A S D, arrows   move (see the line under the board for which way)",
     "W A S D、方向键   移动（方向见棋盘下方的说明）"},  // help_keys[0]
    {"T                 switch between moving the blank and moving tiles",
     "T                 在移动空格和移动方块之间切换"},  // help_keys[1]
    {"click             slide the tile clicked into the blank beside it (where the "
     "terminal reports the mouse)",
     "单击              把所点的、紧挨空格的方块推进空格（终端支持鼠标时）"},  // help_click_beside
    {"click             slide the tiles from the one clicked to the blank, in its row or "
     "column (where the terminal reports the mouse)",
     "单击              把从所点方块到空格之间的方块一起推动，限空格所在的行或列（终端支持"
     "鼠标时）"},  // help_click_run
};

}  // namespace

const SlidingTexts& sliding_texts(shell::Lang lang) noexcept {
    static constexpr SlidingTexts en = base::texts_in<SlidingTexts>(kTexts, shell::Lang::En);
    static constexpr SlidingTexts zh = base::texts_in<SlidingTexts>(kTexts, shell::Lang::Zh);
    return lang == shell::Lang::Zh ? zh : en;
}

std::vector<base::Text> sliding_text_pairs() {
    return {std::begin(kTexts), std::end(kTexts)};
}

}  // namespace ninegrid::sliding
