// Human-readable formatting: durations, bars, text made safe to print.
#include "base/text.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
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

bool unsafe_character(char32_t c) noexcept {
    return (c >= 0x80 && c <= 0x9F) || c == 0x061C || c == 0x200E || c == 0x200F ||
           (c >= 0x2028 && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
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
