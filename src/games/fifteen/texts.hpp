// SPDX-License-Identifier: MIT
// The 15-puzzle's own words as a game (and the sliding puzzle's of every other size), in English
// and Simplified Chinese: the rest it says as every sliding puzzle does
// (games/sliding/texts.hpp).
#pragma once

#include <string_view>
#include <vector>

#include "shell/texts.hpp"

namespace ninegrid::fifteen {

// Templates use {name} placeholders, filled in by shell::fill().
struct FifteenTexts {
    std::string_view title;
    std::string_view title_sized;        // {size}: a board other than the 4x4
    std::string_view hint_good;          // {key} {tile} {dir} {remaining}: beyond 16 cells
    std::string_view solution_good;      // {moves} {keys}: the rest of a good solution
    std::string_view thinking;           // a hint asked, the search not yet at its first bound
    std::string_view thinking_bound;     // {moves}: the search's best lower bound so far
    std::string_view building;           // the pattern tables are being built for the first hint
    std::string_view building_percent;   // {percent}: the tables of a size other than 4x4
    std::string_view building_large;     // {percent}: the 7-8 tables being built in the background
    std::string_view help_sizes;         // the help's line for Z
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
