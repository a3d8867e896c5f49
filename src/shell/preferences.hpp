// SPDX-License-Identifier: MIT
// The player's preferences: "key = value" lines in the configuration directory, written at once
// on every change and shared safely by several games open at once.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/result.hpp"
#include "shell/storage.hpp"

namespace ninegrid::shell {

// The file's text as lines, comments and blank lines kept, so a rewrite changes only what was set.
struct PreferenceLines {
    struct Line {
        std::string text;                // the line as it stands in the file
        std::optional<std::string> key;  // set for a "key = value" line
        std::string value;
    };
    std::vector<Line> lines;
};

inline constexpr std::size_t kMaxPreferenceKeyBytes = 64;
inline constexpr std::size_t kMaxPreferenceValueBytes = 256;

// A key: 1 to 64 characters from a-z, 0-9, '.', '_' and '-'.
bool is_valid_preference_key(std::string_view key) noexcept;
// A value: up to 256 bytes of printable ASCII, not starting or ending with a space.
bool is_valid_preference_value(std::string_view value) noexcept;

// Lines are "key = value" (spaces or tabs around the key, the '=' and the value), "# comment"
// (after optional spaces or tabs) or blank. Each key at most once. Errors say the line.
base::Result<PreferenceLines> parse_preferences(std::string_view text);
std::string serialize_preferences(const PreferenceLines& preferences);

class Preferences {
  public:
    // `path` is the preferences file; nothing keeps them in memory only.
    explicit Preferences(std::optional<std::string> path) : path_(std::move(path)) {}

    // os::config_dir() + "/preferences"; nothing when there is no configuration directory.
    static std::optional<std::string> default_path();

    // Reads the file; a missing file is no preferences. A damaged file is moved aside (PATH.bad,
    // ...) and the problem returned to be shown once; if it cannot be moved, set() will not
    // write over it.
    std::optional<LoadProblem> load();

    std::optional<std::string> get(std::string_view key) const;
    // Sets `key` and saves at once: under an advisory lock on PATH.lock, re-reads the file (so
    // what another game set meanwhile is kept, as are comments and keys this program does not
    // know), changes that one line (or adds it) and writes atomically. A file found damaged then
    // is moved aside first. The value is kept in memory even when saving fails.
    base::Status set(const std::string& key, const std::string& value);

    const std::optional<std::string>& path() const noexcept { return path_; }

  private:
    std::optional<std::string> path_;
    PreferenceLines lines_;
    bool writable_ = true;
};

}  // namespace ninegrid::shell
