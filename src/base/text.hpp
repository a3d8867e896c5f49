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

// The one escaping of outside text (anything typed, read or named by someone else: option values,
// words, file names, keys, lines of input) before it is shown to a person. A byte that is an
// ASCII control (0x00-0x1F, including newline and tab), DEL (0x7F), or not part of well-formed
// UTF-8 is shown as \xNN; a well-formed character that is unsafe_character() is shown as
// \u{NNNN}. Everything else, backslashes included, stays as it is. So the result holds no
// control of any kind, no line break and no bidi control, and is valid UTF-8; and since it
// leaves its own output alone, text escaped twice (a message filled into another) reads the same.
// It is for reading, not reversible: a typed "\x1B" and an ESC look alike.
std::string printable(std::string_view text);

// Characters that are well-formed UTF-8 but act on a terminal or mislead a reader, so that
// printable() and json_quote() escape them: the C1 controls U+0080-U+009F (U+009B is CSI, U+009D
// OSC for terminals that take 8-bit controls), the line and paragraph separators U+2028 and
// U+2029, and the bidi controls U+061C, U+200E, U+200F, U+202A-U+202E and U+2066-U+2069, which
// reorder the text after them ("Trojan Source", CVE-2021-42574).
bool unsafe_character(char32_t c) noexcept;

// A horizontal bar `width` * fraction long, in eighths of a cell with UTF-8, else in '#'.
// A non-zero fraction always shows at least a sliver.
std::string bar(double fraction, int width, bool utf8);

}  // namespace ninegrid::base
