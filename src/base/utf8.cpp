// SPDX-License-Identifier: MIT
// UTF-8 decoding and encoding, and the locale's say on it.
#include "base/utf8.hpp"

#include <cctype>
#include <cstdio>
#include <cstdlib>

#include "os/process.hpp"

namespace ninegrid::base {

namespace {

bool names_utf8(const char* value) {
    std::string lowered(value);
    for (char& c : lowered)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return lowered.find("utf-8") != std::string::npos || lowered.find("utf8") != std::string::npos;
}

bool is_set(const char* value) {
    return value != nullptr && *value != '\0';
}

}  // namespace

bool locale_is_utf8(const char* lc_all, const char* lc_ctype, const char* lang) {
    const char* locale = is_set(lc_all) ? lc_all : is_set(lc_ctype) ? lc_ctype : lang;
    return is_set(locale) && names_utf8(locale);
}

bool utf8_from_environment() {
    const char* lc_all = std::getenv("LC_ALL");
    const char* lc_ctype = std::getenv("LC_CTYPE");
    const char* lang = std::getenv("LANG");
    if (!is_set(lc_all) && !is_set(lc_ctype) && !is_set(lang)) return os::utf8_by_default();
    return locale_is_utf8(lc_all, lc_ctype, lang);
}

Utf8Step decode_utf8(std::string_view text, std::size_t pos) noexcept {
    Utf8Step step;
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned lead = byte(pos);
    if (lead < 0x80) {
        step.status = Utf8Step::Status::Ok;
        step.code_point = lead;
        return step;
    }
    std::size_t length = 0;
    char32_t code_point = 0;
    // The allowed range of the second byte excludes overlong forms, surrogates and > U+10FFFF.
    unsigned low = 0x80;
    unsigned high = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
        code_point = lead & 0x1Fu;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        code_point = lead & 0x0Fu;
        if (lead == 0xE0) low = 0xA0;
        if (lead == 0xED) high = 0x9F;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        code_point = lead & 0x07u;
        if (lead == 0xF0) low = 0x90;
        if (lead == 0xF4) high = 0x8F;
    } else {
        return step;  // a continuation byte or C0, C1, F5..FF: never a lead
    }
    for (std::size_t i = 1; i < length; ++i) {
        if (pos + i >= text.size()) {
            step.status = Utf8Step::Status::Incomplete;
            step.length = text.size() - pos;
            return step;
        }
        const unsigned b = byte(pos + i);
        if (b < (i == 1 ? low : 0x80u) || b > (i == 1 ? high : 0xBFu)) return step;
        code_point = (code_point << 6) | (b & 0x3Fu);
    }
    step.status = Utf8Step::Status::Ok;
    step.code_point = code_point;
    step.length = length;
    return step;
}

std::string encode_utf8(char32_t code_point) {
    if (code_point > 0x10FFFF || (code_point >= 0xD800 && code_point <= 0xDFFF)) {
        code_point = 0xFFFD;  // what a terminal would show for it anyway
    }
    std::string out;
    const auto put = [&](char32_t bits) { out.push_back(static_cast<char>(bits)); };
    if (code_point < 0x80) {
        put(code_point);
    } else if (code_point < 0x800) {
        put(0xC0 | (code_point >> 6));
        put(0x80 | (code_point & 0x3F));
    } else if (code_point < 0x10000) {
        put(0xE0 | (code_point >> 12));
        put(0x80 | ((code_point >> 6) & 0x3F));
        put(0x80 | (code_point & 0x3F));
    } else {
        put(0xF0 | (code_point >> 18));
        put(0x80 | ((code_point >> 12) & 0x3F));
        put(0x80 | ((code_point >> 6) & 0x3F));
        put(0x80 | (code_point & 0x3F));
    }
    return out;
}

bool shows_as_glyph(char32_t c) noexcept {
    struct Range {
        char32_t first, last;
    };
    // Sorted; every range is one that would not show as itself between quotes.
    static constexpr Range kHidden[] = {
        {0x0000, 0x0020},     // C0 controls, space
        {0x007F, 0x00A0},     // DEL, C1 controls, no-break space
        {0x00AD, 0x00AD},     // soft hyphen
        {0x0300, 0x036F},     // combining diacritical marks
        {0x061C, 0x061C},     // Arabic letter mark
        {0x115F, 0x1160},     // Hangul fillers
        {0x1680, 0x1680},     // Ogham space mark
        {0x180B, 0x180F},     // Mongolian variation selectors, vowel separator
        {0x1AB0, 0x1AFF},     // combining diacritical marks extended
        {0x1DC0, 0x1DFF},     // combining diacritical marks supplement
        {0x2000, 0x200F},     // spaces, zero-width characters, LRM, RLM
        {0x2028, 0x202F},     // line and paragraph separators, bidi embeddings, narrow space
        {0x205F, 0x206F},     // medium space, invisible operators, bidi isolates
        {0x20D0, 0x20FF},     // combining marks for symbols
        {0x3000, 0x3000},     // ideographic space
        {0x3164, 0x3164},     // Hangul filler
        {0xD800, 0xF8FF},     // surrogates, private use
        {0xFDD0, 0xFDEF},     // noncharacters
        {0xFE00, 0xFE0F},     // variation selectors
        {0xFE20, 0xFE2F},     // combining half marks
        {0xFEFF, 0xFEFF},     // zero-width no-break space (BOM)
        {0xFFA0, 0xFFA0},     // halfwidth Hangul filler
        {0xFFF0, 0xFFFB},     // unassigned, interlinear annotation controls
        {0xFFFE, 0xFFFF},     // noncharacters
        {0x1D173, 0x1D17A},   // musical format controls
        {0xE0000, 0xE0FFF},   // tags, variation selectors supplement
        {0xF0000, 0x10FFFF},  // private use planes
    };
    if (c > 0x10FFFF) return false;
    for (const Range& r : kHidden) {
        if (c < r.first) break;
        if (c <= r.last) return false;
    }
    return (c & 0xFFFE) != 0xFFFE;  // U+1FFFE, U+1FFFF, U+2FFFE, ...: noncharacters
}

std::string code_point_name(char32_t code_point) {
    char name[16];
    std::snprintf(name, sizeof name, "U+%04X", static_cast<unsigned>(code_point));
    return name;
}

}  // namespace ninegrid::base
