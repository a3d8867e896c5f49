// SPDX-License-Identifier: MIT
// The 8-puzzle's own words as a game, in English and Simplified Chinese: the rest it says as
// every sliding puzzle does (games/sliding/texts.hpp).
#pragma once

#include <string_view>
#include <vector>

#include "shell/texts.hpp"

namespace ninegrid::eight {

struct EightTexts {
    std::string_view title;
    std::string_view help_colour;  // remarks that need colour to be true
    std::string_view help_plain;   // the same without colour
};

const EightTexts& eight_texts(shell::Lang lang) noexcept;

// Every text of EightTexts in both languages, field by field (an array's or a list's entries one
// by one): for the tests that walk every entry of the catalogue. A field added to the struct and
// not listed there stops the build.
std::vector<base::Text> eight_text_pairs();

}  // namespace ninegrid::eight
