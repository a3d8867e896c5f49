// SPDX-License-Identifier: MIT
// Saved games: a line-per-field text form checked value by value, and one file per game.
#include "shell/saves.hpp"

#include <cerrno>
#include <cstring>
#include <utility>

#include "os/files.hpp"

namespace ninegrid::shell {

namespace {

constexpr std::string_view kHeader = "ninegrid-save 1";

// The scalar fields, in the order they are written.
constexpr std::string_view kFields[] = {
    "game",       "level", "code",     "seed",          "at",
    "elapsed_ms", "hints", "assisted", "seen_solution", "saved_at"};

std::string quoted(std::string_view text) {
    return "\"" + std::string(text) + "\"";
}

std::string line_of(std::string_view key, std::string_view value) {
    std::string line(key);
    if (!value.empty()) {
        line += ' ';
        line += value;
    }
    line += '\n';
    return line;
}

// Checks one value; empty when it is fine, else what is wrong with it.
std::string check_text(std::string_view key, std::string_view value, bool may_be_empty) {
    if (value.empty() && !may_be_empty) return std::string(key) + " is empty";
    if (!is_printable_ascii(value))
        return std::string(key) + " holds a control character or a byte that is not ASCII";
    if (key.size() + 1 + value.size() > kMaxSaveLineBytes)
        return std::string(key) + " is longer than a line of " + std::to_string(kMaxSaveLineBytes) +
               " bytes";
    return {};
}

// The length of serialize_save(s), without building it.
std::size_t serialized_size(const SavedGame& s) {
    const auto line = [](std::string_view key, std::size_t value) {
        return key.size() + (value > 0 ? 1 + value : 0) + 1;
    };
    const auto digits = [](unsigned long long n) { return std::to_string(n).size(); };
    std::size_t size = kHeader.size() + 1;
    size += line("game", s.game.size()) + line("level", s.level.size()) +
            line("code", s.code.size()) + line("seed", digits(s.seed)) + line("at", digits(s.at)) +
            line("elapsed_ms", std::to_string(s.elapsed_ms).size()) +
            line("hints", std::to_string(s.hints).size()) + line("assisted", s.assisted ? 4 : 5) +
            line("seen_solution", s.seen_solution ? 4 : 5) + line("saved_at", s.saved_at.size());
    for (const std::string& state : s.states)
        size += line("state", state.size());
    return size;
}

}  // namespace

bool operator==(const SavedGame& a, const SavedGame& b) {
    return a.game == b.game && a.level == b.level && a.code == b.code && a.seed == b.seed &&
           a.states == b.states && a.at == b.at && a.elapsed_ms == b.elapsed_ms &&
           a.hints == b.hints && a.assisted == b.assisted && a.seen_solution == b.seen_solution &&
           a.saved_at == b.saved_at;
}

base::Status validate_save(const SavedGame& s) {
    if (!is_valid_name(s.game))
        return base::Error{"game " + quoted(s.game) +
                           " is not 1 to 32 characters from a-z, 0-9 and -"};
    if (!is_valid_name(s.level))
        return base::Error{"level " + quoted(s.level) +
                           " is not 1 to 32 characters from a-z, 0-9 and -"};
    if (std::string problem = check_text("code", s.code, false); !problem.empty())
        return base::Error{problem};
    if (std::string problem = check_text("saved_at", s.saved_at, true); !problem.empty())
        return base::Error{problem};
    if (s.states.empty()) return base::Error{"there are no states"};
    if (s.states.size() > kMaxSaveStates)
        return base::Error{"there are more than " + std::to_string(kMaxSaveStates) + " states"};
    for (std::size_t i = 0; i < s.states.size(); ++i)
        if (std::string problem = check_text("state", s.states[i], false); !problem.empty())
            return base::Error{problem + " (state " + std::to_string(i) + ")"};
    if (s.at >= s.states.size())
        return base::Error{"at " + std::to_string(s.at) + " is not below the " +
                           std::to_string(s.states.size()) + " states"};
    if (s.elapsed_ms < 0 || s.elapsed_ms > kMaxElapsedMs)
        return base::Error{"elapsed_ms " + std::to_string(s.elapsed_ms) +
                           " is not from 0 to 1000000000000"};
    if (s.hints < 0 || s.hints > kMaxHints)
        return base::Error{"hints " + std::to_string(s.hints) + " is not from 0 to 1000000000"};
    if (const std::size_t size = serialized_size(s); size > kMaxSaveFileBytes)
        return base::Error{"the save would take " + std::to_string(size) + " bytes, more than " +
                           std::to_string(kMaxSaveFileBytes)};
    return base::ok();
}

std::string serialize_save(const SavedGame& s) {
    std::string out(kHeader);
    out += '\n';
    out += line_of("game", s.game);
    out += line_of("level", s.level);
    out += line_of("code", s.code);
    out += line_of("seed", std::to_string(s.seed));
    out += line_of("at", std::to_string(s.at));
    out += line_of("elapsed_ms", std::to_string(s.elapsed_ms));
    out += line_of("hints", std::to_string(s.hints));
    out += line_of("assisted", s.assisted ? "true" : "false");
    out += line_of("seen_solution", s.seen_solution ? "true" : "false");
    out += line_of("saved_at", s.saved_at);
    for (const std::string& state : s.states)
        out += line_of("state", state);
    return out;
}

base::Result<SavedGame> parse_save(std::string_view text) {
    if (text.size() > kMaxSaveFileBytes)
        return base::Error{"larger than " + std::to_string(kMaxSaveFileBytes) + " bytes"};
    SavedGame s;
    bool seen[std::size(kFields)] = {};
    std::size_t number = 0;
    std::size_t at_line = 0;
    unsigned long long at = 0;
    while (!text.empty()) {
        ++number;
        const std::string where = "line " + std::to_string(number) + ": ";
        const std::size_t newline = text.find('\n');
        const std::string_view line = text.substr(0, newline);
        text.remove_prefix(newline == std::string_view::npos ? text.size() : newline + 1);
        if (line.size() > kMaxSaveLineBytes)
            return base::Error{where + "longer than " + std::to_string(kMaxSaveLineBytes) +
                               " bytes"};
        if (!is_printable_ascii(line))
            return base::Error{where + "holds a control character or a byte that is not ASCII"};
        if (number == 1) {
            if (line != kHeader) return base::Error{where + "expected " + quoted(kHeader)};
            continue;
        }
        const std::size_t space = line.find(' ');
        const std::string_view key = line.substr(0, space);
        const std::string_view value =
            space == std::string_view::npos ? std::string_view{} : line.substr(space + 1);

        if (key == "state") {
            if (s.states.size() == kMaxSaveStates)
                return base::Error{where + "more than " + std::to_string(kMaxSaveStates) +
                                   " states"};
            if (value.empty()) return base::Error{where + "state is empty"};
            s.states.emplace_back(value);
            continue;
        }
        std::size_t field = 0;
        while (field < std::size(kFields) && kFields[field] != key)
            ++field;
        if (field == std::size(kFields)) return base::Error{where + "unknown field " + quoted(key)};
        if (seen[field]) return base::Error{where + std::string(key) + " appears twice"};
        seen[field] = true;

        const auto number_in = [&](unsigned long long max) -> base::Result<unsigned long long> {
            const auto n = parse_decimal(value, max);
            if (!n)
                return base::Error{where + std::string(key) + " " + quoted(value) +
                                   " is not a whole number from 0 to " + std::to_string(max)};
            return *n;
        };
        const auto flag = [&]() -> base::Result<bool> {
            if (value == "true") return true;
            if (value == "false") return false;
            return base::Error{where + std::string(key) + " " + quoted(value) +
                               " is not true or false"};
        };
        if (key == "game" || key == "level") {
            if (!is_valid_name(value))
                return base::Error{where + std::string(key) + " " + quoted(value) +
                                   " is not 1 to 32 characters from a-z, 0-9 and -"};
            (key == "game" ? s.game : s.level) = std::string(value);
        } else if (key == "code") {
            if (value.empty()) return base::Error{where + "code is empty"};
            s.code = std::string(value);
        } else if (key == "saved_at") {
            s.saved_at = std::string(value);
        } else if (key == "seed") {
            auto n = number_in(0xFFFFFFFFull);
            if (!n) return base::Error{n.error()};
            s.seed = static_cast<std::uint32_t>(*n);
        } else if (key == "at") {
            auto n = number_in(kMaxSaveStates - 1);
            if (!n) return base::Error{n.error()};
            at = *n;
            at_line = number;
        } else if (key == "elapsed_ms") {
            auto n = number_in(static_cast<unsigned long long>(kMaxElapsedMs));
            if (!n) return base::Error{n.error()};
            s.elapsed_ms = static_cast<long long>(*n);
        } else if (key == "hints") {
            auto n = number_in(static_cast<unsigned long long>(kMaxHints));
            if (!n) return base::Error{n.error()};
            s.hints = static_cast<int>(*n);
        } else {
            auto b = flag();
            if (!b) return base::Error{b.error()};
            (key == "assisted" ? s.assisted : s.seen_solution) = *b;
        }
    }
    if (number == 0) return base::Error{"line 1: expected " + quoted(kHeader)};
    for (std::size_t field = 0; field < std::size(kFields); ++field)
        if (!seen[field])
            return base::Error{"line " + std::to_string(number + 1) + ": the file ends without " +
                               std::string(kFields[field])};
    if (s.states.empty())
        return base::Error{"line " + std::to_string(number + 1) +
                           ": the file ends without a state"};
    if (at >= s.states.size())
        return base::Error{"line " + std::to_string(at_line) + ": at " + std::to_string(at) +
                           " is not below the " + std::to_string(s.states.size()) + " states"};
    s.at = static_cast<std::size_t>(at);
    return s;
}

std::optional<std::string> SaveStore::default_path(std::string_view game) {
    const std::optional<std::string> dir = os::state_dir();
    if (!dir || !is_valid_name(game)) return std::nullopt;
    return os::join_path(*dir, std::string(game) + ".save");
}

SaveStore::Loaded SaveStore::load() {
    writable_ = true;
    if (!path_) return {};
    base::Result<std::optional<std::string>> text =
        os::read_regular_file(*path_, kMaxSaveFileBytes);
    std::string problem;
    if (!text) {
        problem = text.error();
    } else if (!*text) {
        return {};  // nothing saved
    } else if (base::Result<SavedGame> parsed = parse_save(**text); !parsed) {
        problem = *path_ + ": " + parsed.error();
    } else if (parsed->game != game_) {
        problem =
            *path_ + ": the save is of the game " + quoted(parsed->game) + ", not " + quoted(game_);
    } else {
        return Loaded{std::move(*parsed), std::nullopt};
    }
    LoadProblem moved = set_aside(*path_, std::move(problem));
    writable_ = !moved.kept_as.empty();
    return Loaded{std::nullopt, std::move(moved)};
}

LoadProblem SaveStore::refuse(std::string problem) {
    if (!path_) return LoadProblem{std::move(problem), {}};
    LoadProblem moved = set_aside(*path_, *path_ + ": " + problem);
    writable_ = !moved.kept_as.empty();
    return moved;
}

base::Status SaveStore::check(const SavedGame& saved) const {
    if (saved.game != game_)
        return base::Error{"it is a game of " + quoted(saved.game) + ", not of " + quoted(game_)};
    if (base::Status valid = validate_save(saved); !valid) return valid;
    if (!path_)
        return base::Error{
            "there is no folder to keep it in (XDG_STATE_HOME or HOME must be an absolute path)"};
    if (!writable_)
        return base::Error{*path_ + " could not be read or moved aside, so it is left alone"};
    return base::ok();
}

base::Status SaveStore::save(const SavedGame& saved) {
    if (base::Status can = check(saved); !can) return can;
    return os::write_file_atomically(*path_, serialize_save(saved));
}

base::Status SaveStore::remove() {
    if (!path_) return base::ok();
    if (!writable_)
        return base::Error{"not removing " + *path_ + ": it could not be moved aside when read"};
    return os::remove_file(*path_);
}

}  // namespace ninegrid::shell
