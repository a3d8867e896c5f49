// SPDX-License-Identifier: MIT
// Small pieces of human-readable output shared by the commands.
#pragma once

#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "base/lang.hpp"

namespace ninegrid::base {

// Whether the locale (LC_ALL, else LC_CTYPE, else LANG) asks for UTF-8, so that block
// characters and "µs" can be printed; otherwise plain ASCII is used.
bool utf8_locale();

// "850 ns", "12.3 µs", "4.56 ms", "1.23 s" ("us" instead of "µs" without UTF-8).
std::string format_duration(std::chrono::nanoseconds d, bool utf8);

// "12.3 MB": bytes in millions, to one decimal (files and tables).
std::string format_megabytes(std::uint64_t bytes);

// The one escaping of outside text (anything typed, read or named by someone else: option values,
// words, file names, keys, lines of input) before it is shown to a person. A byte that is an
// ASCII control (0x00-0x1F, including newline and tab), DEL (0x7F), or not part of well-formed
// UTF-8 is shown as \xNN; a well-formed character that is unsafe_character() is shown as
// \u{NNNN}. Everything else, backslashes included, stays as it is. So the result holds no
// control of any kind, no line break and no bidi control, and is valid UTF-8; and since it
// leaves its own output alone, text escaped twice (a message filled into another) reads the same.
// It is for reading, not reversible: a typed "\x1B" and an ESC look alike.
std::string printable(std::string_view text);

// `text` itself when it has at most `max_bytes` bytes; otherwise its beginning and its end, cut
// at character boundaries, around "[... N bytes ...]" (the bytes left out), in about `max_bytes`.
// What a message repeats of outside text goes through it (fill() does), so a 100 KB word gives a
// message of a few lines that still shows how the word begins and ends.
std::string elide(std::string_view text, std::size_t max_bytes);
// What a message repeats of one value at most (fill() elides to it): a few lines of a terminal.
// An engine that words a message itself elides outside text to it too, to say the same.
inline constexpr std::size_t kMaxValueBytes = 400;

// How a character that does not belong is named in a message, in one wording for every game and
// command: "'x'" for a visible ASCII character, "character '１' (U+FF11)" beyond ASCII (the code
// point tells a look-alike, as Cyrillic 'а' (U+0430), from the letter it resembles), "character
// U+200B" when there is nothing to see (controls, spaces, format characters: shows_as_glyph),
// "a space (U+0020)", "a tab (U+0009)", "character U+FEFF (a byte order mark)".
std::string character_name(char32_t code_point, Lang lang);
// "byte 0xFF": a byte that begins no UTF-8 character.
std::string byte_name(unsigned char byte, Lang lang);
// Every text of this file, for the tests that both languages say the same.
std::vector<Text> text_texts();

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
