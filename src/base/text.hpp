// Small pieces of human-readable output shared by the commands.
#pragma once

#include <chrono>
#include <string>
#include <string_view>

namespace ninegrid::base {

// Whether the locale (LC_ALL, else LC_CTYPE, else LANG) asks for UTF-8, so that block
// characters and "µs" can be printed; otherwise plain ASCII is used.
bool utf8_locale();

// "850 ns", "12.3 µs", "4.56 ms", "1.23 s" ("us" instead of "µs" without UTF-8).
std::string format_duration(std::chrono::nanoseconds d, bool utf8);

// `text` safe to print inside a message: control bytes and bytes that are not UTF-8 are shown
// as \xNN, so a typed escape sequence cannot reach the terminal.
std::string printable(std::string_view text);

// A horizontal bar `width` * fraction long, in eighths of a cell with UTF-8, else in '#'.
// A non-zero fraction always shows at least a sliver.
std::string bar(double fraction, int width, bool utf8);

}  // namespace ninegrid::base
