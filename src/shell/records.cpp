// SPDX-License-Identifier: MIT
// Best results: the strict text format (and the 8-puzzle's older one), merging under a lock so
// concurrent games lose nothing, atomic saving, keeping a damaged file aside.
#include "shell/records.hpp"

#include <cmath>
#include <vector>

#include "os/files.hpp"

namespace ninegrid::shell {

namespace {

constexpr std::string_view kHeaderV1 = "ninegrid-records 1";
constexpr std::string_view kHeaderV2 = "ninegrid-records 2";
constexpr std::size_t kMaxFileBytes = 1 << 20;

std::vector<std::string_view> split(std::string_view line, char separator) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    for (;;) {
        const std::size_t end = line.find(separator, start);
        parts.push_back(line.substr(start, end == std::string_view::npos ? end : end - start));
        if (end == std::string_view::npos) return parts;
        start = end + 1;
    }
}

std::string quoted(std::string_view text) {
    return "\"" + std::string(text) + "\"";
}

// SECONDS: digits, then optionally '.' and one or two digits; below 10^7. In hundredths.
std::optional<long long> parse_centiseconds(std::string_view text) {
    const std::size_t point = text.find('.');
    const std::string_view whole = text.substr(0, point);
    const auto w = parse_decimal(whole, 9999999);
    if (!w) return std::nullopt;
    long long hundredths = static_cast<long long>(*w) * 100;
    if (point != std::string_view::npos) {
        const std::string_view fraction = text.substr(point + 1);
        if (fraction.empty() || fraction.size() > 2) return std::nullopt;
        for (char c : fraction)
            if (c < '0' || c > '9') return std::nullopt;
        long long f = fraction[0] - '0';
        f = fraction.size() == 2 ? f * 10 + (fraction[1] - '0') : f * 10;
        hundredths += f;
    }
    return hundredths;
}

std::string format_seconds(double seconds) {
    const long long hundredths = std::llround(seconds * 100.0);
    std::string fraction = std::to_string(hundredths % 100);
    if (fraction.size() < 2) fraction.insert(0, "0");
    return std::to_string(hundredths / 100) + "." + fraction;
}

// Keeps the better of each value; true when `into` changed.
bool keep_better(Best& into, const Best& other) {
    bool changed = false;
    if (other.over_par && (!into.over_par || *other.over_par < *into.over_par)) {
        into.over_par = other.over_par;
        changed = true;
    }
    if (other.seconds && (!into.seconds || *other.seconds < *into.seconds)) {
        into.seconds = other.seconds;
        changed = true;
    }
    return changed;
}

}  // namespace

std::string serialize_records(const Records& records) {
    std::string out(kHeaderV2);
    out += '\n';
    for (const auto& [key, best] : records) {
        if (!best.over_par || !best.seconds) continue;
        out += key.first + " " + key.second + " " + std::to_string(*best.over_par) + " " +
               format_seconds(*best.seconds) + "\n";
    }
    return out;
}

base::Result<Records> parse_records(std::string_view text) {
    std::vector<std::string_view> lines = split(text, '\n');
    if (!text.empty() && text.back() == '\n') lines.pop_back();  // the last line's newline
    const bool v1 = !lines.empty() && lines[0] == kHeaderV1;
    if (lines.empty() || (!v1 && lines[0] != kHeaderV2))
        return base::Error{"line 1: expected " + quoted(kHeaderV2) + " (or " + quoted(kHeaderV1) +
                           ")"};
    const std::string form = v1 ? "LEVEL OVER_PAR SECONDS" : "GAME LEVEL OVER_PAR SECONDS";

    Records records;
    std::map<std::pair<std::string, std::string>, std::size_t> first_line;
    for (std::size_t i = 1; i < lines.size(); ++i) {
        const std::string at = "line " + std::to_string(i + 1) + ": ";
        // Version 1 files had blank lines skipped; version 2 is written by us alone.
        if (v1 && lines[i].empty()) continue;
        if (!is_printable_ascii(lines[i]))
            return base::Error{at + "holds a control character or a byte that is not ASCII"};
        const std::vector<std::string_view> fields = split(lines[i], ' ');
        const std::size_t expected = v1 ? 3 : 4;
        if (fields.size() != expected)
            return base::Error{at + "expected " + quoted(form) + " with single spaces, found " +
                               quoted(lines[i])};
        const std::string game = v1 ? "eight" : std::string(fields[0]);
        const std::string_view level = fields[expected - 3];
        const std::string_view over = fields[expected - 2];
        const std::string_view seconds = fields[expected - 1];
        if (!is_valid_name(game))
            return base::Error{at + "the game " + quoted(game) +
                               " is not 1 to 32 characters from a-z, 0-9 and -"};
        if (v1 ? (level != "easy" && level != "medium" && level != "hard") : !is_valid_name(level))
            return base::Error{at + "the level " + quoted(level) +
                               (v1 ? " is not easy, medium or hard"
                                   : " is not 1 to 32 characters from a-z, 0-9 and -")};
        const auto over_par = parse_decimal(over, kMaxOverPar);
        if (!over_par)
            return base::Error{at + "the moves over par " + quoted(over) +
                               " are not a whole number from 0 to 1000000"};
        const auto hundredths = parse_centiseconds(seconds);
        if (!hundredths)
            return base::Error{at + "the seconds " + quoted(seconds) +
                               " are not a number below 10000000 with at most 2 decimals"};
        auto key = std::make_pair(game, std::string(level));
        if (const auto seen = first_line.find(key); seen != first_line.end())
            return base::Error{at + game + " " + std::string(level) +
                               " appears twice (first on line " + std::to_string(seen->second) +
                               ")"};
        first_line.emplace(key, i + 1);
        records[key] = Best{static_cast<int>(*over_par), static_cast<double>(*hundredths) / 100.0};
    }
    return records;
}

std::optional<std::string> RecordStore::default_path() {
    const std::optional<std::string> dir = os::state_dir();
    if (!dir) return std::nullopt;
    return os::join_path(*dir, "records");
}

base::Result<Records> RecordStore::peek() const {
    if (!path_) return Records{};
    base::Result<std::optional<std::string>> text = os::read_regular_file(*path_, kMaxFileBytes);
    if (!text) return base::Error{text.error()};
    if (!*text) return Records{};
    base::Result<Records> parsed = parse_records(**text);
    if (!parsed) return base::Error{*path_ + ": " + parsed.error()};
    return parsed;
}

std::optional<LoadProblem> RecordStore::load() {
    records_.clear();
    writable_ = true;
    if (!path_) return std::nullopt;
    base::Result<std::optional<std::string>> text = os::read_regular_file(*path_, kMaxFileBytes);
    if (!text) {
        LoadProblem problem = set_aside(*path_, text.error());
        writable_ = !problem.kept_as.empty();
        return problem;
    }
    if (!*text) return std::nullopt;  // no file yet
    base::Result<Records> parsed = parse_records(**text);
    if (!parsed) {
        LoadProblem problem = set_aside(*path_, *path_ + ": " + parsed.error());
        writable_ = !problem.kept_as.empty();
        return problem;
    }
    records_ = std::move(*parsed);
    return std::nullopt;
}

std::optional<Best> RecordStore::best(std::string_view game, std::string_view level) const {
    const auto found = records_.find(std::make_pair(std::string(game), std::string(level)));
    if (found == records_.end()) return std::nullopt;
    return found->second;
}

base::Result<bool> RecordStore::record_win(std::string_view game, std::string_view level,
                                           int over_par, double seconds) {
    if (!is_valid_name(game) || !is_valid_name(level))
        return base::Error{"cannot record a win for " + quoted(game) + " " + quoted(level) +
                           ": names are 1 to 32 characters from a-z, 0-9 and -"};
    if (over_par < 0 || over_par > kMaxOverPar)
        return base::Error{"cannot record " + std::to_string(over_par) +
                           " moves over par: it must be from 0 to 1000000"};
    // Records keep hundredths of a second, so what is saved reads back the same.
    const double hundredths = std::isfinite(seconds) ? std::round(seconds * 100.0) : -1.0;
    if (!(hundredths >= 0.0 && hundredths < kMaxSeconds * 100.0))
        return base::Error{"cannot record a time of " + std::to_string(seconds) +
                           " seconds: it must be from 0 to below 10000000"};
    const Best win{over_par, hundredths / 100.0};
    auto key = std::make_pair(std::string(game), std::string(level));

    if (!path_) return keep_better(records_[key], win);
    if (!writable_) {
        keep_better(records_[key], win);
        return base::Error{"not saving records: " + *path_ +
                           " could not be read or moved aside, so it is left alone"};
    }

    base::Result<os::FileLock> lock = os::lock_file(*path_ + ".lock");
    if (!lock) {
        keep_better(records_[key], win);
        return base::Error{"not saving records: " + lock.error()};
    }
    // What other games saved since we loaded: keep the better of theirs and ours.
    base::Result<std::optional<std::string>> text = os::read_regular_file(*path_, kMaxFileBytes);
    std::optional<std::string> damage;
    if (!text) {
        damage = text.error();
    } else if (*text) {
        base::Result<Records> on_disk = parse_records(**text);
        if (on_disk) {
            for (const auto& [k, b] : *on_disk)
                keep_better(records_[k], b);
        } else {
            damage = *path_ + ": " + on_disk.error();
        }
    }
    if (damage && set_aside(*path_, *damage).kept_as.empty()) {
        keep_better(records_[key], win);
        writable_ = false;
        return base::Error{"not saving records: " + *damage + ", and it could not be moved aside"};
    }
    const bool improved = keep_better(records_[key], win);
    if (!improved && !damage) return false;
    if (base::Status saved = os::write_file_atomically(*path_, serialize_records(records_)); !saved)
        return base::Error{"not saving records: " + saved.error()};
    return improved;
}

}  // namespace ninegrid::shell
