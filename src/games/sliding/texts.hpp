// SPDX-License-Identifier: MIT
// The words every sliding puzzle says alike as a game of the shell (the 8-puzzle and the sliding
// puzzle of every size), in English and Simplified Chinese, in one place. Each game keeps only
// its own words beside them: its title, its levels' notes, the 15-puzzle's solver at work.
#pragma once

#include <string_view>
#include <vector>

#include "shell/texts.hpp"

namespace ninegrid::sliding {

// Templates use {name} placeholders, filled in by shell::fill().
struct SlidingTexts {
    std::string_view level[4];      // easy, medium, hard, random
    std::string_view direction[4];  // up, down, left, right (as Move)
    std::string_view blank_keys;    // the active convention, and how to switch
    std::string_view tile_keys;
    std::string_view goal_note;       // {goal}: a goal that is not the default
    std::string_view key_line;        // the game's part of the key line
    std::string_view hint;            // {key} {tile} {dir} {remaining}
    std::string_view hint_last;       // {key} {tile} {dir}: this move solves it
    std::string_view solution;        // {moves} {keys}: the rest of an optimal solution
    std::string_view cannot_move;     // {dir}
    std::string_view switched_blank;  // T
    std::string_view switched_tiles;
    // A click: on a tile not beside the blank ({tile}) or on the blank, where a click slides the
    // one tile beside the blank (ClickRule::Beside)...
    std::string_view not_beside;
    std::string_view blank_clicked_beside;
    // ... or every tile between the one clicked and the blank (ClickRule::Run).
    std::string_view not_in_line;
    std::string_view blank_clicked_run;
    std::string_view help_keys[2];  // the help's lines for the moving keys and T
    std::string_view help_click_beside;
    std::string_view help_click_run;
};

const SlidingTexts& sliding_texts(shell::Lang lang) noexcept;

// Every text of SlidingTexts in both languages, field by field (an array's entries one by one):
// for the tests that walk every entry of the catalogue. A field added to the struct and not
// listed there stops the build.
std::vector<base::Text> sliding_text_pairs();

}  // namespace ninegrid::sliding
