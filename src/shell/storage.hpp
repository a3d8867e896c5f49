// SPDX-License-Identifier: MIT
// What the shell's stored files (records, saves, preferences) share: the names they accept, the
// strict decimal numbers they hold, and what a player is told when a file was damaged.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace ninegrid::shell {

// A game's or a level's name as files store it: 1 to 32 characters from a-z, 0-9 and '-'.
bool is_valid_name(std::string_view name) noexcept;
// Every byte printable ASCII (space to '~'); no control bytes, no UTF-8.
bool is_printable_ascii(std::string_view text) noexcept;
// A whole number from 0 to `max` written without sign, leading zeros (but "0") or anything else.
std::optional<unsigned long long> parse_decimal(std::string_view text,
                                                unsigned long long max) noexcept;

// A stored file that could not be used and was moved aside, to be told to the player once.
struct LoadProblem {
    std::string problem;  // "/home/a/.local/state/ninegrid/records: line 3: ..."
    std::string kept_as;  // where the file is now; empty when it could not be moved aside

    // One sentence for the player: what was wrong and where the file went.
    std::string message() const;
};

// Moves the file at `path` aside (PATH.bad, PATH.bad.1, ...); `problem` says why. When even that
// fails, kept_as is empty and the problem says so too.
LoadProblem set_aside(const std::string& path, std::string problem);

}  // namespace ninegrid::shell
