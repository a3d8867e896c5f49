// SPDX-License-Identifier: MIT
// The check every catalogue of words passes: each text is said in both languages, with the same
// {placeholders} (in any order: a sentence may put them elsewhere in Chinese).
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "base/lang.hpp"
#include "support/catch.hpp"

namespace support {

inline std::vector<std::string> sorted_placeholders(std::string_view text) {
    std::vector<std::string> names = ninegrid::base::placeholders(text);
    std::sort(names.begin(), names.end());
    return names;
}

inline void check_both_languages(const ninegrid::base::Text& text) {
    CAPTURE(std::string(text.en), std::string(text.zh));
    CHECK_FALSE(text.en.empty());
    CHECK_FALSE(text.zh.empty());
    CHECK(sorted_placeholders(text.en) == sorted_placeholders(text.zh));
}

inline void check_catalogue(const std::vector<ninegrid::base::Text>& texts) {
    REQUIRE_FALSE(texts.empty());
    for (const ninegrid::base::Text& t : texts)
        check_both_languages(t);
}

}  // namespace support
