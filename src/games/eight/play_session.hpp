// The 8-puzzle as it is played: parameters, the game, and the player's view of it, without I/O.
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "games/eight/messages.hpp"
#include "games/eight/records.hpp"
#include "ninegrid/eight/game.hpp"

namespace ninegrid::eight {

// What a key asks for, once decoded and mapped; the session never sees raw bytes.
struct Action {
    enum Type {
        None,   // nothing, except that it closes the help like any key
        Slide,  // `direction`: the direction of the arrow or WASD key pressed
        Hint,
        Undo,
        Restart,
        NewGame,
        SetDifficulty,  // `difficulty`
        ToggleKeys,
        Autoplay,
        Help,
        Quit,
        Unknown,  // a key that does nothing; `key` names it
    };
    Type type = None;
    Move direction = Move::Up;
    Difficulty difficulty = Difficulty::Medium;
    std::string key;
};

// The action of an arrow (or W A S D) key pointing `direction`.
Action slide_action(Move direction);

// Maps a key to an action: W A S D (either case) and arrows give Slide with the direction of
// the key; H U R N P T ? Q and 1 2 3 their commands.
Action action_for_char(char32_t c);

using Clock = std::chrono::steady_clock;

// Parameters (what a menu would offer), the game (what undo restores), and the UI state (the
// message, the highlighted hint, help, the solver playing) of one play session.
class PlaySession {
  public:
    struct Params {
        Difficulty difficulty = Difficulty::Medium;
        bool tile_keys = false;  // keys move tiles instead of the blank
        Lang lang = Lang::En;
        std::optional<State> start;  // a given puzzle instead of a shuffle
        State goal;
        std::uint32_t seed = 0;
    };

    // `records` may be null (no records kept).
    PlaySession(const Params& params, RecordStore* records);

    // Applies an action at time `now`. Returns false when the player quits.
    bool apply(const Action& action, Clock::time_point now);
    // One step of the solver playing; call while autoplaying() at the animation pace.
    void autoplay_step(Clock::time_point now);
    // Any key while the solver plays stops it.
    void stop_autoplay();

    const Game& game() const noexcept { return game_; }
    const Params& params() const noexcept { return params_; }
    const Messages& text() const noexcept { return messages(params_.lang); }
    bool autoplaying() const noexcept { return autoplay_; }
    bool showing_help() const noexcept { return help_; }
    bool won() const noexcept { return game_.solved(); }
    // The tile the last hint pointed at, while that hint still applies.
    std::optional<int> highlighted() const noexcept { return highlight_; }
    // Lines for the player about what just happened (replaced by the next action).
    const std::vector<std::string>& message() const noexcept { return message_; }
    // Time since the first move, frozen at the win.
    std::chrono::milliseconds elapsed(Clock::time_point now) const;
    // The clock runs from the first move until the win.
    bool clock_running() const noexcept { return started_.has_value() && !final_time_; }
    // The level shown: a difficulty, or "custom" for a given start board.
    std::string level_name() const;
    // "best medium: 1 move over par, 0:42" when there is a record for this level.
    std::optional<std::string> best_text() const;
    // Adds a line to the message (used for a problem with the records file).
    void note(std::string line) { message_.push_back(std::move(line)); }

    // The key (in the active convention) that makes blank move `m`, e.g. "W".
    std::string key_for(Move blank_move) const;

  private:
    // A puzzle from the parameters (the given start, or a shuffle), announced.
    void new_game();
    void announce();
    void on_move(Clock::time_point now);
    Move blank_move_for(Move key_direction) const;

    Params params_;
    RecordStore* records_;
    Rng rng_;
    std::shared_ptr<const DistanceTable> table_;
    Game game_;
    std::optional<Clock::time_point> started_;
    std::optional<Clock::duration> final_time_;
    bool assisted_ = false;  // the solver played: the result is not a record
    bool autoplay_ = false;
    bool help_ = false;
    std::optional<int> highlight_;
    std::vector<std::string> message_;
};

// "0:07", "12:34", "1:02:03".
std::string format_clock(std::chrono::milliseconds elapsed);

}  // namespace ninegrid::eight
