// SPDX-License-Identifier: MIT
// UTF-8: strict decoding one step at a time, encoding, and whether the locale asks for it.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace ninegrid::base {

// One step of UTF-8 decoding, shared by the key decoder, the width calculation and escaping.
struct Utf8Step {
    enum class Status { Ok, Incomplete, Invalid };
    Status status = Status::Invalid;
    char32_t code_point = 0;
    // Bytes used: the whole sequence for Ok, 1 for Invalid, all that is left for Incomplete.
    std::size_t length = 1;
};
// Decodes the sequence starting at text[pos] (pos < text.size()). Strict: overlong forms,
// surrogates and values above U+10FFFF are Invalid; a valid prefix cut off by the end of `text` is
// Incomplete (more bytes may still arrive).
Utf8Step decode_utf8(std::string_view text, std::size_t pos) noexcept;
std::string encode_utf8(char32_t code_point);

// Whether a character shows as a glyph of its own when quoted in a message ('１', '中', '·'), so
// naming it by its glyph helps. False for controls (C0, DEL, C1), spaces and separators, format
// characters (zero-width, bidirectional controls, the BOM), combining marks and variation
// selectors, private use and noncharacters: those are better named by code alone (U+200B). A
// conservative list, not the Unicode database.
bool shows_as_glyph(char32_t code_point) noexcept;

// "U+FF11": a code point as Unicode writes it, at least four hex digits.
std::string code_point_name(char32_t code_point);

// Whether the locale variables ask for UTF-8 (nullptr or "" = unset): the first of LC_ALL,
// LC_CTYPE, LANG that is set decides, even if it says "C", as setlocale reads them.
bool locale_is_utf8(const char* lc_all, const char* lc_ctype, const char* lang);
// The same for this process's environment.
bool utf8_from_environment();

}  // namespace ninegrid::base
