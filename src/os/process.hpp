// SPDX-License-Identifier: MIT
// The process as the system starts it: its arguments, its standard streams, its environment and
// the language and text encoding the user's system implies where no variable says.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace ninegrid::os {

// The arguments after the program's name, as UTF-8. POSIX: argv as it is. Windows: the wide
// command line converted (argv holds the ANSI code page's mangling of any other character), and
// standard input, output and error switched to binary, so that what is written is byte for byte
// what Linux writes (no "\r\n").
std::vector<std::string> start_program(int argc, char** argv);

// The environment variable `name` as UTF-8, or nothing when it is not set.
std::optional<std::string> environment(const char* name);

// Whether text is UTF-8 when no locale variable (LC_ALL, LC_CTYPE, LANG) says: no on POSIX (the C
// locale is ASCII); yes on Windows, whose console the program switches to UTF-8.
bool utf8_by_default() noexcept;

// Whether the user's system shows Chinese, for the language when neither --lang nor a locale
// variable says: never on POSIX (the variables say it there); on Windows, the user's UI language.
bool system_language_is_chinese() noexcept;

}  // namespace ninegrid::os
