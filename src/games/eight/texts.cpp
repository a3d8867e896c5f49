// SPDX-License-Identifier: MIT
// The 8-puzzle's words, English and 简体中文.
#include "games/eight/texts.hpp"

#include <cstddef>
#include <iterator>

namespace ninegrid::eight {

namespace {

// Every field of EightTexts in its order, English then 简体中文 (base::texts_in fills the struct).
constexpr base::Text kTexts[]{
    {"ninegrid - the 8-puzzle", "ninegrid - 九宫格"},  // title
    {"Tiles already in place are shown in green. Par is the fewest moves possible.",
     "已在正确位置的方块显示为绿色。最优步数是可能的最少步数。"},         // help_colour
    {"Par is the fewest moves possible.", "最优步数是可能的最少步数。"},  // help_plain
};

}  // namespace

const EightTexts& eight_texts(shell::Lang lang) noexcept {
    static constexpr EightTexts en = base::texts_in<EightTexts>(kTexts, shell::Lang::En);
    static constexpr EightTexts zh = base::texts_in<EightTexts>(kTexts, shell::Lang::Zh);
    return lang == shell::Lang::Zh ? zh : en;
}

std::vector<base::Text> eight_text_pairs() {
    return {std::begin(kTexts), std::end(kTexts)};
}

}  // namespace ninegrid::eight
