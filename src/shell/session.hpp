// SPDX-License-Identifier: MIT
// One play session of any game (Tatham's "middle end"): the game's states for undo and redo, the
// clock, hints counted, the solver playing, help, pause, quitting, records. Knows no game: it
// talks to one through the Backend contract, and to the terminal through keys and frames.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/result.hpp"
#include "base/rng.hpp"
#include "shell/backend.hpp"
#include "shell/records.hpp"
#include "shell/saves.hpp"
#include "term/keys.hpp"

namespace ninegrid::shell {

// The clock of the game: a steady clock that the play loop stops while the program is suspended.
using Clock = std::chrono::steady_clock;

// Where results go: the records file in play, nothing (or a fake) in tests.
class RecordKeeper {
  public:
    using Best = shell::Best;
    virtual ~RecordKeeper() = default;
    virtual std::optional<Best> best(const std::string& game, const std::string& level) const = 0;
    // True when a record improved.
    virtual base::Result<bool> record_win(const std::string& game, const std::string& level,
                                          int over_par, double seconds) = 0;
};

// The records file as a RecordKeeper.
class StoredRecords final : public RecordKeeper {
  public:
    explicit StoredRecords(RecordStore& store) : store_(store) {}
    std::optional<Best> best(const std::string& game, const std::string& level) const override {
        return store_.best(game, level);
    }
    base::Result<bool> record_win(const std::string& game, const std::string& level, int over_par,
                                  double seconds) override {
        return store_.record_win(game, level, over_par, seconds);
    }

  private:
    RecordStore& store_;
};

class Session {
  public:
    struct Params {
        std::string game;     // the game's name: records are kept under it
        std::string level;    // a level id of the back end
        bool custom = false;  // the back end already holds a given puzzle: do not deal
        // The seed of the puzzle dealt: the first deal's, then each new deal's (drawn from the
        // first), so that `--level L --seed S` deals again the puzzle shown with seed S.
        std::uint32_t seed = 0;
        Lang lang = Lang::En;
    };

    // `records` may be null (no records kept). The first puzzle is dealt (unless custom).
    Session(Backend& game, Params params, RecordKeeper* records);

    // Offers a key at `now`: to the open question, help or pause first, then to the game, then
    // to the shell's own keys. `layout` is where the frame last drawn put the board and the help
    // (render_screen returns it; a pipe has none). Returns false when the player quits.
    bool key(const term::Key& key, Clock::time_point now, const Layout& layout = {});
    // One move of the solver; call while solving() at the animation's pace.
    void solver_step(Clock::time_point now);
    // Lets the game end its effects and take in its work at `now` (see Backend::tick); true when
    // the frame changed. Call it when wake_at() has come.
    bool tick(Clock::time_point now);
    // Waits for the game's work in progress and takes it in (see Backend::finish_work).
    void finish_work();
    std::optional<Clock::time_point> wake_at() const { return game_.wake_at(); }
    // Whether the frame drawn hides the board (a window too small): the clock stops meanwhile.
    void set_hidden(bool hidden, Clock::time_point now);
    // Whether quitting saves the game (the loop does it in a terminal): `check` says whether a
    // save of progress() can be written, so the question promises one only then and otherwise
    // says why not. Empty: quitting saves nothing (a pipe).
    using SaveCheck = std::function<base::Status(const SavedGame&)>;
    void set_saving(SaveCheck check) { save_check_ = std::move(check); }

    // What the frame shows.
    Backend& game() noexcept { return game_; }
    const Backend& game() const noexcept { return game_; }
    const Params& params() const noexcept { return params_; }
    const ShellTexts& text() const noexcept { return shell_texts(params_.lang); }
    // The moves from the start to the board, as par counts them (Backend::moves_between).
    int moves() const noexcept { return counts_[at_]; }
    int hints() const noexcept { return hints_; }
    bool won() const noexcept { return game_.solved() && at_ > 0; }
    bool solving() const noexcept { return solving_; }
    bool showing_help() const noexcept { return help_; }
    int help_scroll() const noexcept { return help_scroll_; }
    bool paused() const noexcept { return paused_; }
    bool confirming_quit() const noexcept { return question_ == Question::Quit; }
    // N or a level key in a game in progress asks before the game is thrown away.
    bool confirming_new() const noexcept { return question_ == Question::NewGame; }
    bool asking_resume() const noexcept { return resume_offer_.has_value(); }
    // One move of the history: what moved, and whether it brought the goal one move nearer
    // (nothing when the game did not know the distance before and after it).
    struct HistoryEntry {
        int number = 0;  // 1 for the first move
        std::string label;
        std::optional<bool> optimal;
    };
    // The last `most` moves from the start to the board (not those undone), oldest first, as
    // Backend::move_label() names them in `style`; empty when the game keeps no history.
    std::vector<HistoryEntry> history(const Style& style, std::size_t most) const;
    // Of the moves from the start to the board: how many were optimal, how many not, and how many
    // are not known to be either.
    struct MoveMarks {
        int optimal = 0;
        int not_optimal = 0;
        int unknown = 0;
    };
    MoveMarks move_marks() const;
    // Changes whenever a new puzzle is dealt or the puzzle restarts: a pipe then shows the board.
    int epoch() const noexcept { return epoch_; }
    // Lines for the player about what just happened (replaced by the next action).
    const std::vector<std::string>& message() const noexcept { return message_; }
    void note(std::string line) { message_.push_back(std::move(line)); }
    // The game's clock: from the first move to the win, stopped in help and pause.
    std::chrono::milliseconds elapsed(Clock::time_point now) const;
    bool clock_running() const noexcept { return running_since_.has_value(); }
    // The level's name, or "custom" for a given puzzle.
    std::string level_name() const;
    // The level with the game's form when it has several: "5x5 medium" (the 4x4's "medium").
    std::string level_and_form() const;
    // `level`'s name with the game's form, as level_and_form() says it.
    std::string level_in_form(const std::string& level) const;
    // "best medium: 1 move over par, 0:42" when there is a record for this level.
    std::optional<std::string> best_text() const;
    // B: the best results of each level (with this game's rules) as the message, or why none.
    void show_records();
    // The game ID that deals this puzzle again with --game: "hard:42", "hard+gravity:7"
    // (Backend::deal_params and the seed); a custom puzzle's is its code.
    std::optional<std::string> game_id() const;
    // "puzzle 813402765   game hard:42".
    std::string code_line() const;
    // The last words on quitting: moves on the board, the puzzle and its seed.
    std::vector<std::string> goodbye() const;
    // The help: the game's keys, then the shell's.
    std::vector<std::string> help_lines(const Style& style) const;
    // Closes the help (a pipe prints it whole, so the next key is a key again).
    void close_help(Clock::time_point now);
    // Set when the game's preferences changed (to be saved), and cleared by taking it.
    bool take_preferences_changed() noexcept { return std::exchange(prefs_changed_, false); }

    // A game worth saving: moves made (and perhaps restarted, which U takes back), not won.
    bool in_progress() const noexcept {
        return (at_ > 0 || restart_from_.has_value()) && !game_.solved();
    }
    // The game as a save. The clock and the hints stop at the most a save holds (kMaxElapsedMs,
    // kMaxHints), so a game resumed at either can be saved again.
    SavedGame progress(Clock::time_point now) const;
    // What quitting saves: the game when in progress, else the last game left in progress for a
    // new puzzle (U at that puzzle's start would bring it back), else nothing.
    std::optional<SavedGame> game_to_save(Clock::time_point now) const;
    // Whether the game takes `saved`: its puzzle loaded, its level and every state checked
    // (Backend::check_level, check_snapshot), then the game put back as it was. The error says
    // what was refused ("state 2: expected 80 cells, got 79"), so a save can be set aside before
    // it is ever offered.
    base::Status check_resume(const SavedGame& saved);
    // Asks the player whether to resume `saved` (y resumes it, n deals afresh and forgets it).
    void offer_resume(SavedGame saved);
    // Set once the player has answered the offer: whether the saved game is now to be forgotten.
    bool take_resume_declined() noexcept { return std::exchange(resume_declined_, false); }
    // Set when the player said y and the game refused the save after all: why, taken once (the
    // loop then keeps the file aside; it must not be forgotten).
    std::optional<std::string> take_resume_failure() noexcept {
        return std::exchange(resume_failure_, std::nullopt);
    }
    // Resumes a saved game; an error (and nothing changed) when the save does not fit the game.
    base::Status resume(const SavedGame& saved, Clock::time_point now);

  private:
    // Deals a puzzle of params_.level: with the seed drawn from the first one (`next`), or with
    // params_.seed itself (the first deal).
    void new_game(bool next = true);
    // N or a level key: a new puzzle of `level`, after a question when a game is in progress.
    // A new puzzle of `level` (and of `variant`, when given: Z), asked first when a game is
    // in progress.
    void ask_new_game(const std::string& level, Clock::time_point now,
                      std::optional<std::string> variant = std::nullopt);
    // Deals the new puzzle the player asked for, keeping a game in progress to come back to.
    void deal_asked(const std::string& level, const std::optional<std::string>& variant,
                    Clock::time_point now);
    // U at the start of a puzzle dealt after a game in progress: that game back as it was, this
    // one kept for Y (`back`); Y at the end of that game: the newer one again (`!back`).
    void switch_game(bool back, Clock::time_point now);
    // Takes `saved` (checked by try_save, its distances given) as the game now played.
    void adopt(const SavedGame& saved, std::vector<std::optional<int>> distances,
               Clock::time_point now);
    // How many moves state `i` (1 for the first move) counts, as par counts them.
    int step_moves(std::size_t i) const noexcept { return counts_[i] - counts_[i - 1]; }
    // The moves at each of `states`, from 0 at the first (Backend::moves_between).
    std::vector<int> count_steps(const std::vector<std::string>& states) const;
    void announce();
    // Takes in what the game's tick() or finish_work() brought: its line replaces the message;
    // true when the frame changed.
    bool take_update(Update update);
    void learn_distance();  // the states' distances the game has come to know
    void push_state();
    void go_to(std::size_t index);
    // Whether move `i` (1 for the first) brought the goal one move nearer, when that is known.
    std::optional<bool> optimal_move(std::size_t i) const;
    // A hint or a solution given (counted as it says) or refused with `none`.
    void give_help(const std::optional<Help>& answer, std::string_view none);
    void on_move(Clock::time_point now);
    void start_clock(Clock::time_point now);
    void stop_clock(Clock::time_point now);
    void reset_clock();
    bool shell_key(const term::Key& key, Clock::time_point now);
    bool quit_requested(Clock::time_point now);
    // Tries `saved` on the back end (see check_resume); with `keep`, every state is restored in
    // turn, the game stays at the last and `distances` holds each one's distance; else the
    // states are only checked and the game is put back as it was.
    base::Status try_save(const SavedGame& saved, bool keep,
                          std::vector<std::optional<int>>* distances);
    void record(Clock::time_point now, int over);
    std::string record_level() const { return game_.record_level(params_.level); }
    // The best line of `level` (a level id) under `name`, when it has a record.
    std::optional<std::string> best_line(const std::string& level, const std::string& name) const;

    Backend& game_;
    Params params_;
    RecordKeeper* records_;
    base::Rng rng_;
    std::vector<std::string> states_;
    std::vector<std::optional<int>> distances_;  // the game's distance() at each of states_
    std::vector<int> counts_;                    // the moves at each of states_, 0 at the start
    // Where R came from, while the moves after the start are still there to redo: U goes back.
    std::optional<std::size_t> restart_from_;
    // Games left in progress for a new puzzle (N, a level key, Z), the last left last: U at the
    // start of the new one brings the last back, as Tatham's puzzles undo a new game. Games left
    // by that U wait in later_games_ for Y; a move forgets them, as it forgets moves to redo.
    static constexpr std::size_t kMaxKeptGames = 16;  // the oldest beyond it are forgotten
    std::vector<SavedGame> earlier_games_;
    std::vector<SavedGame> later_games_;
    std::size_t at_ = 0;
    int hints_ = 0;
    // The board the last counted hint was asked on (with the epoch it was asked in).
    std::optional<std::pair<int, std::string>> hinted_;
    bool assisted_ = false;       // the solver played: not a record
    bool seen_solution_ = false;  // this puzzle was won before: a replay is not a record
    bool started_ = false;        // the clock has started (first move)
    std::optional<Clock::time_point> running_since_;
    Clock::duration banked_{0};
    bool solving_ = false;
    bool help_ = false;
    int help_scroll_ = 0;
    bool paused_ = false;
    bool hidden_ = false;  // the window is too small for the board: the clock stands still
    enum class Question { None, Quit, NewGame };
    Question question_ = Question::None;
    std::string new_level_;                   // the level of the new puzzle asked about
    std::optional<std::string> new_variant_;  // and its form, when Z asked for another
    SaveCheck save_check_;
    bool prefs_changed_ = false;
    bool resume_declined_ = false;
    std::optional<std::string> resume_failure_;
    std::optional<SavedGame> resume_offer_;
    int epoch_ = 0;
    std::vector<std::string> message_;
};

// "0:07", "12:34", "1:02:03".
std::string format_clock(std::chrono::milliseconds elapsed);

}  // namespace ninegrid::shell
