// The player's best results per difficulty, kept in a small file in the user's state directory.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "ninegrid/eight/game.hpp"

namespace ninegrid::eight {

// Per difficulty: the fewest moves over par and the fastest time, each kept on its own.
struct Records {
    struct Best {
        std::optional<int> over_par;
        std::optional<double> seconds;
    };
    std::array<Best, 3> best;  // indexed by Difficulty

    Best& operator[](Difficulty d) { return best[static_cast<std::size_t>(d)]; }
    const Best& operator[](Difficulty d) const { return best[static_cast<std::size_t>(d)]; }
};

// The file format: a header line "ninegrid-records 1", then one line per difficulty played:
// "NAME OVER_PAR SECONDS", e.g. "medium 2 41.25".
std::string serialize_records(const Records& r);
// Records, or the reason the text is not a records file.
std::optional<Records> parse_records(std::string_view text, std::string& problem);

// $XDG_STATE_HOME/ninegrid/records, else $HOME/.local/state/ninegrid/records; nothing when
// neither variable is set to an absolute path.
std::optional<std::string> default_records_path();

class RecordStore {
  public:
    explicit RecordStore(std::optional<std::string> path) : path_(std::move(path)) {}

    // What went wrong reading the file, and where the file is now.
    struct LoadProblem {
        std::string problem;
        std::string kept_as;  // where the damaged file is now; empty when it could not be moved
    };

    // Reads the file. A missing file is an empty record. A file that cannot be read or parsed is
    // moved aside (to PATH.bad, PATH.bad.1, ...) and never overwritten; the problem is returned,
    // to be shown once. If it cannot even be moved aside, nothing will be saved this session.
    std::optional<LoadProblem> load();

    const Records& records() const noexcept { return records_; }

    // Applies an unassisted win and saves when a record improved: writes a temporary file in the
    // same directory and renames it over the old one, so the file is always whole. Returns
    // whether a record improved; `problem` is set when saving failed.
    bool record_win(Difficulty d, int over_par, double seconds, std::string& problem);

    const std::optional<std::string>& path() const noexcept { return path_; }

  private:
    std::optional<std::string> path_;
    Records records_;
    bool writable_ = true;
};

}  // namespace ninegrid::eight
