// SPDX-License-Identifier: MIT
// A game in progress, saved to resume later: one file per game in the state directory. The shell
// keeps the puzzle and its states as the game wrote them and leaves judging them to the game.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/result.hpp"
#include "shell/storage.hpp"

namespace ninegrid::shell {

struct SavedGame {
    std::string game;   // a valid name: "eight"
    std::string level;  // a valid name: "medium"
    std::string code;   // the puzzle as the game writes it
    std::uint32_t seed = 0;
    std::vector<std::string> states;  // snapshots in the game's notation; the first is the start
    std::size_t at = 0;               // index of the current state
    long long elapsed_ms = 0;
    int hints = 0;
    bool assisted = false;
    bool seen_solution = false;
    std::string saved_at;  // when, as the game wrote it ("2025-01-31T12:00:00Z"); may be empty
};

bool operator==(const SavedGame& a, const SavedGame& b);
inline bool operator!=(const SavedGame& a, const SavedGame& b) {
    return !(a == b);
}

// Limits every save obeys, on writing and on reading: what is read back must be writable again,
// and what is written must be readable.
// A line without its newline: the largest board a game deals written out cell by cell (the link
// game's 64x64, 4096 cells) with 64 bytes for its key and the game's words around the cells
// ("code 64 64 no-border no-gravity CELLS" is 4128 bytes, "state 1000000 CELLS" 4110).
inline constexpr std::size_t kMaxSaveLineBytes = 4096 + 64;
inline constexpr std::size_t kMaxSaveStates = 100000;
inline constexpr std::size_t kMaxSaveFileBytes = 16u << 20;
inline constexpr long long kMaxElapsedMs = 1000000000000LL;
inline constexpr int kMaxHints = 1000000000;

// Whether `saved` can be written and read back: names valid, code and every state non-empty
// printable ASCII, each line within kMaxSaveLineBytes, 1 to kMaxSaveStates states, at inside
// them, elapsed_ms and hints in range, saved_at printable, the whole within kMaxSaveFileBytes.
// The error says what is wrong in words for the player ("state 3 is longer than ...").
base::Status validate_save(const SavedGame& saved);

// The text form: the header "ninegrid-save 1", then one field per line, "KEY VALUE" (a key alone
// when the value is empty): game, level, code, seed, at, elapsed_ms, hints, assisted and
// seen_solution (true or false), saved_at, then "state TEXT" per state in order. Assumes
// validate_save accepted `saved`.
std::string serialize_save(const SavedGame& saved);
// Reads the text form; every field exactly once (states in order), nothing unknown, every value
// checked as validate_save does. Errors say the line: "line 3: ...".
base::Result<SavedGame> parse_save(std::string_view text);

class SaveStore {
  public:
    // The save of `game` (a valid name) at `path`; nothing keeps no save at all.
    SaveStore(std::string game, std::optional<std::string> path)
        : game_(std::move(game)), path_(std::move(path)) {}

    // os::state_dir() + "/GAME.save"; nothing when there is no state directory or the name is
    // not valid.
    static std::optional<std::string> default_path(std::string_view game);

    struct Loaded {
        std::optional<SavedGame> saved;      // nothing when there is no save (or it was damaged)
        std::optional<LoadProblem> problem;  // set when a damaged file was moved aside
    };
    // Reads the save. A file that cannot be read, does not parse or belongs to another game is
    // moved aside and reported; if it cannot be moved, save() refuses to write over it.
    Loaded load();
    // Moves the save aside as load() does a damaged one (PATH.bad, ...), for a save that read
    // well but that the game refused: `problem` says why ("state 2: expected 80 cells, got 79").
    // If it cannot be moved, save() refuses to write over it.
    LoadProblem refuse(std::string problem);
    // Whether save() would write `saved`: of this store's game, valid (validate_save), a file to
    // keep it in and nothing left alone there. The error says why not, once ("state 3 is ...").
    base::Status check(const SavedGame& saved) const;
    // Writes `saved` atomically when check() accepts it; the error says why not, once.
    base::Status save(const SavedGame& saved);
    // Deletes the save; no save is fine.
    base::Status remove();

    const std::optional<std::string>& path() const noexcept { return path_; }

  private:
    std::string game_;
    std::optional<std::string> path_;
    bool writable_ = true;
};

}  // namespace ninegrid::shell
