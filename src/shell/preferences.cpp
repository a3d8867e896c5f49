// SPDX-License-Identifier: MIT
// Preferences: a forgiving-looking but strictly checked "key = value" file, rewritten line by line.
#include "shell/preferences.hpp"

#include <utility>

#include "os/files.hpp"

namespace ninegrid::shell {

namespace {

constexpr std::size_t kMaxFileBytes = 1 << 20;
constexpr std::size_t kMaxLineBytes = 4096;

bool is_blank(char c) {
    return c == ' ' || c == '\t';
}

std::string_view trim(std::string_view text) {
    while (!text.empty() && is_blank(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && is_blank(text.back()))
        text.remove_suffix(1);
    return text;
}

std::string quoted(std::string_view text) {
    return "\"" + std::string(text) + "\"";
}

// Sets `key` in `lines`, replacing its line or adding one at the end.
void put(PreferenceLines& lines, const std::string& key, const std::string& value) {
    PreferenceLines::Line line{key + " = " + value, key, value};
    for (PreferenceLines::Line& l : lines.lines) {
        if (l.key == key) {
            l = std::move(line);
            return;
        }
    }
    lines.lines.push_back(std::move(line));
}

}  // namespace

bool is_valid_preference_key(std::string_view key) noexcept {
    if (key.empty() || key.size() > kMaxPreferenceKeyBytes) return false;
    for (char c : key) {
        const bool allowed =
            (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '_' || c == '-';
        if (!allowed) return false;
    }
    return true;
}

bool is_valid_preference_value(std::string_view value) noexcept {
    return value.size() <= kMaxPreferenceValueBytes && is_printable_ascii(value) &&
           (value.empty() || (value.front() != ' ' && value.back() != ' '));
}

base::Result<PreferenceLines> parse_preferences(std::string_view text) {
    PreferenceLines result;
    std::size_t number = 0;
    while (!text.empty()) {
        ++number;
        const std::string where = "line " + std::to_string(number) + ": ";
        const std::size_t newline = text.find('\n');
        const std::string_view raw = text.substr(0, newline);
        text.remove_prefix(newline == std::string_view::npos ? text.size() : newline + 1);
        if (raw.size() > kMaxLineBytes)
            return base::Error{where + "longer than " + std::to_string(kMaxLineBytes) + " bytes"};
        for (char c : raw)
            if (!is_blank(c) && (c < ' ' || c > '~'))
                return base::Error{where + "holds a control character or a byte that is not ASCII"};
        PreferenceLines::Line line{std::string(raw), std::nullopt, {}};
        const std::string_view content = trim(raw);
        if (!content.empty() && content.front() != '#') {
            const std::size_t equals = content.find('=');
            if (equals == std::string_view::npos)
                return base::Error{where + "expected \"key = value\" or a # comment, found " +
                                   quoted(content)};
            const std::string_view key = trim(content.substr(0, equals));
            const std::string_view value = trim(content.substr(equals + 1));
            if (!is_valid_preference_key(key))
                return base::Error{where + "the key " + quoted(key) +
                                   " is not 1 to 64 characters from a-z, 0-9, '.', '_' and '-'"};
            if (value.find('\t') != std::string_view::npos || !is_valid_preference_value(value))
                return base::Error{where + "the value of " + std::string(key) +
                                   " is not up to 256 bytes of printable ASCII"};
            for (std::size_t i = 0; i < result.lines.size(); ++i)
                if (result.lines[i].key == key)
                    return base::Error{where + std::string(key) + " is set already on line " +
                                       std::to_string(i + 1)};
            line.key = std::string(key);
            line.value = std::string(value);
        }
        result.lines.push_back(std::move(line));
    }
    return result;
}

std::string serialize_preferences(const PreferenceLines& preferences) {
    std::string out;
    for (const PreferenceLines::Line& line : preferences.lines) {
        out += line.text;
        out += '\n';
    }
    return out;
}

std::optional<std::string> Preferences::default_path() {
    const std::optional<std::string> dir = os::config_dir();
    if (!dir) return std::nullopt;
    return os::join_path(*dir, "preferences");
}

std::optional<LoadProblem> Preferences::load() {
    lines_ = PreferenceLines{};
    writable_ = true;
    if (!path_) return std::nullopt;
    base::Result<std::optional<std::string>> text = os::read_regular_file(*path_, kMaxFileBytes);
    std::string problem;
    if (!text) {
        problem = text.error();
    } else if (!*text) {
        return std::nullopt;
    } else if (base::Result<PreferenceLines> parsed = parse_preferences(**text); !parsed) {
        problem = *path_ + ": " + parsed.error();
    } else {
        lines_ = std::move(*parsed);
        return std::nullopt;
    }
    LoadProblem moved = set_aside(*path_, std::move(problem));
    writable_ = !moved.kept_as.empty();
    return moved;
}

std::optional<std::string> Preferences::get(std::string_view key) const {
    for (const PreferenceLines::Line& line : lines_.lines)
        if (line.key == key) return line.value;
    return std::nullopt;
}

base::Status Preferences::set(const std::string& key, const std::string& value) {
    if (!is_valid_preference_key(key))
        return base::Error{"the preference " + quoted(key) +
                           " is not 1 to 64 characters from a-z, 0-9, '.', '_' and '-'"};
    if (!is_valid_preference_value(value))
        return base::Error{"the value " + quoted(value) + " of " + key +
                           " is not up to 256 bytes of printable ASCII without spaces at its ends"};
    if (!path_) {
        put(lines_, key, value);
        return base::ok();
    }
    if (!writable_) {
        put(lines_, key, value);
        return base::Error{"not saving preferences: " + *path_ +
                           " could not be read or moved aside, so it is left alone"};
    }
    base::Result<os::FileLock> lock = os::lock_file(*path_ + ".lock");
    if (!lock) {
        put(lines_, key, value);
        return base::Error{"not saving preferences: " + lock.error()};
    }
    // Start from what is in the file now, so another game's changes survive ours.
    base::Result<std::optional<std::string>> text = os::read_regular_file(*path_, kMaxFileBytes);
    std::optional<std::string> damage;
    PreferenceLines current;
    if (!text) {
        damage = text.error();
    } else if (*text) {
        if (base::Result<PreferenceLines> parsed = parse_preferences(**text); parsed)
            current = std::move(*parsed);
        else
            damage = *path_ + ": " + parsed.error();
    }
    if (damage) {
        // Keep ours rather than nothing, and the damaged file aside.
        current = lines_;
        if (set_aside(*path_, *damage).kept_as.empty()) {
            put(lines_, key, value);
            writable_ = false;
            return base::Error{"not saving preferences: " + *damage +
                               ", and it could not be moved aside"};
        }
    }
    put(current, key, value);
    lines_ = std::move(current);
    if (base::Status saved = os::write_file_atomically(*path_, serialize_preferences(lines_));
        !saved)
        return base::Error{"not saving preferences: " + saved.error()};
    return base::ok();
}

}  // namespace ninegrid::shell
