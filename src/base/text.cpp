// SPDX-License-Identifier: MIT
// Human-readable formatting: durations, bars, text made safe to print.
#include "base/text.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iomanip>
#include <sstream>
#include <string_view>

#include "base/utf8.hpp"

namespace ninegrid::base {

bool utf8_locale() {
    return utf8_from_environment();
}

std::string format_duration(std::chrono::nanoseconds d, bool utf8) {
    const double ns = static_cast<double>(d.count());
    char buf[32];
    if (ns < 1e3) {
        std::snprintf(buf, sizeof buf, "%.0f ns", ns);
    } else if (ns < 1e6) {
        std::snprintf(buf, sizeof buf, ns < 1e4 ? "%.2f %s" : "%.1f %s", ns / 1e3,
                      utf8 ? "µs" : "us");
    } else if (ns < 1e9) {
        std::snprintf(buf, sizeof buf, ns < 1e7 ? "%.2f ms" : "%.1f ms", ns / 1e6);
    } else {
        std::snprintf(buf, sizeof buf, "%.2f s", ns / 1e9);
    }
    return buf;
}

std::string format_megabytes(std::uint64_t bytes) {
    std::ostringstream out;
    out << std::fixed << std::setprecision(1) << static_cast<double>(bytes) / 1e6 << " MB";
    return out.str();
}

bool unsafe_character(char32_t c) noexcept {
    return (c >= 0x80 && c <= 0x9F) || c == 0x061C || c == 0x200E || c == 0x200F ||
           (c >= 0x2028 && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

namespace {

constexpr Text kQuoted{"'{char}'", "字符“{char}”"};
constexpr Text kNamed{"character '{char}' ({code})", "字符“{char}”（{code}）"};
constexpr Text kCode{"character {code}", "字符 {code}"};
constexpr Text kSpace{"a space ({code})", "空格 {code}"};
constexpr Text kTab{"a tab ({code})", "制表符 {code}"};
constexpr Text kByteOrderMark{"character {code} (a byte order mark)",
                              "字符 {code}（字节顺序标记）"};
constexpr Text kByte{"byte {hex}", "字节 {hex}"};

// The end of the character that holds text[pos], or the next character's start (pos itself
// when it is one): a cut there splits no UTF-8 sequence.
std::size_t character_start(std::string_view text, std::size_t pos) {
    std::size_t back = 0;
    while (pos > 0 && back < 3 && (static_cast<unsigned char>(text[pos]) & 0xC0U) == 0x80U) {
        --pos;
        ++back;
    }
    return pos;
}

}  // namespace

std::string elide(std::string_view text, std::size_t max_bytes) {
    if (text.size() <= max_bytes) return std::string(text);
    const std::size_t keep = max_bytes / 2 > 16 ? max_bytes / 2 - 16 : 1;
    const std::size_t head = character_start(text, keep);
    const std::size_t tail = character_start(text, text.size() - keep);
    return std::string(text.substr(0, head)) + "[... " + std::to_string(tail - head) +
           " bytes ...]" + std::string(text.substr(tail));
}

std::string character_name(char32_t code_point, Lang lang) {
    const std::string code = code_point_name(code_point);
    if (code_point == U' ') return fill(kSpace(lang), {{"code", code}});
    if (code_point == U'\t') return fill(kTab(lang), {{"code", code}});
    if (code_point == 0xFEFF) return fill(kByteOrderMark(lang), {{"code", code}});
    if (!shows_as_glyph(code_point)) return fill(kCode(lang), {{"code", code}});
    if (code_point < 0x80) return fill(kQuoted(lang), {{"char", encode_utf8(code_point)}});
    return fill(kNamed(lang), {{"char", encode_utf8(code_point)}, {"code", code}});
}

std::string byte_name(unsigned char byte, Lang lang) {
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02X", static_cast<unsigned>(byte));
    return fill(kByte(lang), {{"hex", hex}});
}

std::vector<Text> text_texts() {
    return {kQuoted, kNamed, kCode, kSpace, kTab, kByteOrderMark, kByte};
}

std::string printable(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    char hex[16];
    for (std::size_t i = 0; i < text.size();) {
        const auto byte = static_cast<unsigned char>(text[i]);
        const Utf8Step step = decode_utf8(text, i);
        if (step.status != Utf8Step::Status::Ok || byte < 0x20 || byte == 0x7F) {
            std::snprintf(hex, sizeof hex, "\\x%02X", static_cast<unsigned>(byte));
            out += hex;
            ++i;
        } else if (unsafe_character(step.code_point)) {
            std::snprintf(hex, sizeof hex, "\\u{%04X}", static_cast<unsigned>(step.code_point));
            out += hex;
            i += step.length;
        } else {
            out.append(text, i, step.length);
            i += step.length;
        }
    }
    return out;
}

std::string bar(double fraction, int width, bool utf8) {
    if (!(fraction > 0)) return "";
    if (fraction > 1) fraction = 1;
    if (!utf8) {
        const int n = std::max(1, static_cast<int>(std::lround(fraction * width)));
        return std::string(static_cast<std::size_t>(n), '#');
    }
    static constexpr std::string_view kEighths[] = {"", "▏", "▎", "▍", "▌", "▋", "▊", "▉"};
    const long eighths = std::max(1L, std::lround(fraction * width * 8));
    std::string out;
    for (long i = 0; i < eighths / 8; ++i)
        out += "█";
    out += kEighths[eighths % 8];
    return out;
}

}  // namespace ninegrid::base
