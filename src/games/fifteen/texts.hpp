// Every word of the 15-puzzle's game, in English and Simplified Chinese, in one place.
#pragma once

#include <string_view>
#include <vector>

#include "shell/texts.hpp"

namespace ninegrid::fifteen {

// Templates use {name} placeholders, filled in by shell::fill().
struct FifteenTexts {
    std::string_view title;
    std::string_view title_sized;   // {size}: a board other than the 4x4
    std::string_view level[4];      // easy, medium, hard, random
    std::string_view direction[4];  // up, down, left, right (as Move)
    std::string_view blank_keys;    // the active convention, and how to switch
    std::string_view tile_keys;
    std::string_view goal_note;         // {goal}: a goal that is not the default
    std::string_view key_line;          // the game's part of the key line
    std::string_view hint;              // {key} {tile} {dir} {remaining}
    std::string_view hint_last;         // {key} {tile} {dir}: this move solves it
    std::string_view solution;          // {moves} {keys}: the rest of an optimal solution
    std::string_view hint_good;         // {key} {tile} {dir} {remaining}: beyond 16 cells
    std::string_view solution_good;     // {moves} {keys}: the rest of a good solution
    std::string_view thinking;          // a hint asked, the search not yet at its first bound
    std::string_view thinking_bound;    // {moves}: the search's best lower bound so far
    std::string_view building;          // the pattern tables are being built for the first hint
    std::string_view building_percent;  // {percent}: the tables of a size other than 4x4
    std::string_view building_large;    // {percent}: the 7-8 tables being built in the background
    std::string_view cannot_move;       // {dir}
    std::string_view not_in_line;       // {tile}: a click on a tile not in the blank's row/column
    std::string_view blank_clicked;     // a click on the blank
    std::string_view switched_blank;
    std::string_view switched_tiles;
    std::string_view help[4];            // the game's keys
    std::string_view help_colour;        // remarks that need colour to be true
    std::string_view help_plain;         // the same without colour
    std::string_view help_sized_colour;  // {easy} {medium} {hard}: sizes other than 4x4
    std::string_view help_sized_plain;   // the same without colour
};

const FifteenTexts& fifteen_texts(shell::Lang lang) noexcept;

// Every text of FifteenTexts in both languages, field by field (an array's or a list's entries one
// by one): for the tests that walk every entry of the catalogue. A field added to the struct and
// not listed there stops the build.
std::vector<base::Text> fifteen_text_pairs();

}  // namespace ninegrid::fifteen
