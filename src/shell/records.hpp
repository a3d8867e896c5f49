// SPDX-License-Identifier: MIT
// The player's best results per game and level, kept in one small file in the state directory
// and shared safely by several games open at once.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "base/result.hpp"
#include "shell/storage.hpp"

namespace ninegrid::shell {

// The fewest moves over par and the fastest time, each kept on its own: they may come from
// different wins.
struct Best {
    std::optional<int> over_par;
    std::optional<double> seconds;  // whole hundredths of a second
};

inline bool operator==(const Best& a, const Best& b) {
    return a.over_par == b.over_par && a.seconds == b.seconds;
}

// Keyed by (game, level), both valid names: {"eight", "medium"}.
using Records = std::map<std::pair<std::string, std::string>, Best>;

// Limits of a record: what a win may bring and what a file may hold.
inline constexpr int kMaxOverPar = 1000000;
inline constexpr double kMaxSeconds = 1e7;  // exclusive

// The file format, version 2: the header "ninegrid-records 2", then one line per key holding
// both values, "GAME LEVEL OVER_PAR SECONDS" ("eight medium 2 41.25"), seconds with two
// decimals. Keys with a value missing are left out.
std::string serialize_records(const Records& records);
// Reads version 2, and version 1 ("ninegrid-records 1", lines "LEVEL OVER_PAR SECONDS" for the
// levels easy, medium and hard) as the game "eight". Strict: fields separated by one space;
// names as is_valid_name says; OVER_PAR 0 to 1000000; SECONDS below 10000000 with at most two
// decimals; each key once. Errors say the line: "line 3: ...".
base::Result<Records> parse_records(std::string_view text);

class RecordStore {
  public:
    // `path` is the records file; nothing keeps the records in memory only.
    explicit RecordStore(std::optional<std::string> path) : path_(std::move(path)) {}

    // os::state_dir() + "/records"; nothing when there is no state directory.
    static std::optional<std::string> default_path();

    // Reads the file. A missing file is no records. A file that cannot be read or parsed is
    // moved aside (PATH.bad, PATH.bad.1, ...), never overwritten, and the problem is returned to
    // be shown once; if it cannot even be moved aside, nothing is saved over it this session.
    std::optional<LoadProblem> load();
    // Reads the file and changes nothing (`ninegrid records`): no file is no records; a file
    // that cannot be read or parsed is an error naming it and the line.
    base::Result<Records> peek() const;

    std::optional<Best> best(std::string_view game, std::string_view level) const;
    const Records& records() const noexcept { return records_; }

    // Applies a win and returns whether a record improved. With a file: under an advisory lock
    // on PATH.lock, re-reads the file and keeps the better of each value per key (so two games
    // open at once keep each other's records), then saves atomically when anything improved. A
    // file found damaged at that moment is moved aside first. Errors: a bad name, over_par or
    // seconds out of range, or the file could not be locked or written (the win still counts
    // in memory then).
    base::Result<bool> record_win(std::string_view game, std::string_view level, int over_par,
                                  double seconds);

    const std::optional<std::string>& path() const noexcept { return path_; }

  private:
    std::optional<std::string> path_;
    Records records_;
    bool writable_ = true;
};

}  // namespace ninegrid::shell
