// SPDX-License-Identifier: MIT
// The contract between the shell and a game (Tatham's "back end"): the rules, the state and its
// drawing. It never touches the terminal, the clock or the player's files (a game's solver may
// keep its own cache: the 15-puzzle's pattern tables). The shell owns everything around it: undo
// and redo by snapshots, the clock, hints counted, the solver playing, help, pause, quitting,
// saving, records, the loops.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/result.hpp"
#include "base/rng.hpp"
#include "shell/texts.hpp"
#include "term/keys.hpp"

namespace ninegrid::shell {

// How a frame is drawn.
struct Style {
    bool color = false;  // SGR colours allowed
    bool utf8 = false;   // box drawing and other non-ASCII characters allowed
    int cols = 80;
    int rows = 24;
};

// What the game did with a key the shell offered it first.
struct Reply {
    enum Kind {
        Declined,  // not the game's key: the shell treats it (undo, quit, help, ...)
        Moved,     // the player moved: the game state changed, and the shell takes a snapshot
        Refused,   // the game's key, but it cannot be done here; `message` says why
        Changed,   // only what the player sees or prefers changed (a cursor, the key sense)
    };
    Kind kind = Declined;
    std::string message;  // a line for the player, or empty

    static Reply declined() { return {}; }
    static Reply moved(std::string m = {}) { return {Moved, std::move(m)}; }
    static Reply refused(std::string m) { return {Refused, std::move(m)}; }
    static Reply changed(std::string m = {}) { return {Changed, std::move(m)}; }
};

// Where the frame last drawn put things, as the view returns it (render_screen): what the next
// key acts on. A pipe draws no frame: the defaults (no board to click, a help that fits).
struct Layout {
    bool board_shown = true;       // false: the window is too small for the board
    std::optional<int> board_top;  // the board's first line in the frame, when it is drawn
    bool compact = false;          // the form of the board drawn (Backend::draw's `compact`)
    int left = 0;                  // the frame's first column: a wide window centres it
    int cols = 80;                 // the columns the frame was laid out for (Style::cols)
    int help_rows = 1000;          // lines of help shown, of help_total, for scrolling
    int help_total = 0;
};

// A hint, or the rest of a solution, in words.
struct Help {
    std::string text;
    bool counted = true;  // false: the same request again, not counted again
};

// What the solver's next move came to.
enum class Step {
    Moved,    // played
    Waiting,  // still being worked out away from the keys: ask again
    None,     // no move to play
};

// What time brought (Backend::tick, finish_work).
struct Update {
    bool changed = false;  // the frame changed
    // A line that replaces the message (a hint found on the worker): said once.
    std::optional<std::string> message;
};

class Backend {
  public:
    virtual ~Backend() = default;

    // --- Parameters: what a menu would offer.
    // The level ids, in the order of the keys 1, 2, 3, ...: "easy", "medium", "hard".
    virtual std::vector<std::string> levels() const = 0;
    // What the player reads for a level id ("medium", "中等").
    virtual std::string level_name(const std::string& level, Lang lang) const = 0;

    // --- The puzzle.
    // Deals a new puzzle of `level` (one of levels()).
    virtual void deal(const std::string& level, base::Rng& rng) = 0;
    // The puzzle as the player can share it and the game's commands read it ("813402765").
    virtual std::string code() const = 0;
    // The whole puzzle, for a saved game: what load() reads back.
    virtual std::string save_code() const = 0;
    // Takes the puzzle from save_code() text. It comes from a file: validated like any input.
    virtual base::Status load(std::string_view save_code) = 0;
    // Whether the puzzle load() took can be a deal of `level` (one of levels()): a saved game
    // names its level, and its records are kept under it, so a save whose level and puzzle
    // disagree is refused. The error says why ("par 5 is not from 22 to 31"). The default takes
    // any puzzle.
    virtual base::Status check_level(const std::string& /*level*/) const { return base::ok(); }
    // The puzzle load() took is played at `level` from now on (check_level took it): what the
    // game deals next and keeps records under follows (the link game's size).
    virtual void take_level(const std::string& /*level*/) {}
    // What a deal of `level` is made with, as its game ID says it before the seed: the level,
    // then the rules and sizes the command line set, '+' before each, as the play command's
    // options without their "--" ("hard+gravity+rows=10"): --game reads them back
    // (shell::expand_game_id).
    virtual std::string deal_params(const std::string& level) const { return level; }
    // A custom puzzle's game ID, when --game takes one (the code, as --start takes it); nothing:
    // a custom puzzle has none (the link game's board comes from a file).
    virtual std::optional<std::string> custom_id() const { return std::nullopt; }
    // The fewest moves from the start, when the game knows it.
    virtual std::optional<int> par() const = 0;

    // --- The game state: what undo restores.
    virtual std::string snapshot() const = 0;
    // Sets the state from a snapshot() of this puzzle; validated, as it may come from a file.
    virtual base::Status restore(std::string_view snapshot) = 0;
    // Whether restore() would take `snapshot` (the same checks, the same error), changing
    // nothing and starting no work: a save's states are checked before it is offered.
    virtual base::Status check_snapshot(std::string_view snapshot) const = 0;
    virtual bool solved() const = 0;

    // --- Input.
    // The game sees every key first; only what it declines is the shell's. A mouse key (a left
    // press) comes with its row counted from the first line of the board as the frame last
    // drew it (negative: above it), its column from the frame's first column (Layout::left), and
    // `layout` says which form of the board that frame drew.
    virtual Reply key(const term::Key& key, Lang lang, const Layout& layout) = 0;
    // The best next move in words, also marked on the board until the state changes; nothing
    // when there is none. Not counted when it is the same request again: a hint asked for and
    // still being worked out (H pressed twice).
    virtual std::optional<Help> hint(Lang lang) = 0;
    // Plays the solver's next move: Waiting while it is being worked out away from the keys
    // (this asks for it; the shell keeps solving and asks again), None when there is none.
    virtual Step solver_step() = 0;
    // The moves the solver needs from here, when it knows. The shell keeps it with each state, so
    // that the history can mark a move optimal (it brought the goal one move nearer); it asks
    // again after tick() and finish_work() while the board's is not known.
    virtual std::optional<int> distance() const = 0;
    // The same for another state of this puzzle (a snapshot() the history holds): a game whose
    // solver works on the side may come to know the distances of states already left (the boards
    // of a path it found later), and the history's marks take them then. Nothing by default.
    virtual std::optional<int> distance_of(std::string_view /*snapshot*/) const {
        return std::nullopt;
    }
    // The rest of an optimal solution from here, as the moves in the player's keys ("D S S A":
    // in the key sense the player has set), counted as a hint is; nothing when the game cannot
    // list one (the shell says so). A game whose solver works away from the keys may say that
    // it is at it, and give the list later as tick()'s message.
    virtual std::optional<Help> solution(Lang /*lang*/) { return std::nullopt; }
    // How many moves the change from the state `before` to the state `after` counts (snapshot()s
    // of this puzzle that check_snapshot() took, the states either side of a move, or of a save's
    // step), as par counts them: one by default; a click that slides a run of tiles counts each
    // tile, a shuffle of the link game none (it does not start the clock either). Never negative.
    virtual int moves_between(std::string_view /*before*/, std::string_view /*after*/) const {
        return 1;
    }
    // The move from the state `before` to the state `after` (snapshot()s of this puzzle, one move
    // apart) as the history of moves shows it, a few columns wide: "5↓" where `style` allows
    // UTF-8, "5v" where not. Empty: the game keeps no history.
    virtual std::string move_label(std::string_view /*before*/, std::string_view /*after*/,
                                   const Style& /*style*/) const {
        return {};
    }

    // --- Drawing.
    virtual std::string title(Lang lang) const = 0;
    // The board for a full-screen frame; `compact` asks for the smallest form that the game has.
    virtual std::vector<std::string> draw(const Style& style, bool compact) const = 0;
    // The board as plain text, for a pipe.
    virtual std::vector<std::string> draw_plain() const = 0;
    // Lines always shown under the status: the key convention, a goal that is not the default.
    virtual std::vector<std::string> notes(Lang lang) const = 0;
    // The game's part of the key line ("WASD/arrows move").
    virtual std::string key_line(Lang lang) const = 0;
    // The help for the game's own keys (aligned like the shell's help), and remarks after it.
    virtual std::vector<std::string> help(Lang lang, const Style& style) const = 0;

    // --- Time: effects shown for a moment (a path drawn) and work done away from the keys (a
    // solver on the one background worker, base::LatestJobWorker) that must never hold up the
    // input. The shell calls tick() with the time before every key and whenever wake_at() has
    // come, and finish_work() where it must not depend on timing (a pipe, after every key).
    // Effects that are over end, finished work is taken in; what it changed is returned.
    virtual Update tick(std::chrono::steady_clock::time_point /*now*/, Lang /*lang*/) { return {}; }
    // When tick() next has something to do, or nothing: the loop wakes up for it.
    virtual std::optional<std::chrono::steady_clock::time_point> wake_at() const {
        return std::nullopt;
    }
    // Waits for the work in progress to be done and takes it in: after it the frame is what it
    // will stay until the next key.
    virtual Update finish_work(Lang /*lang*/) { return {}; }

    // --- What the shell shows and records beyond moves and time.
    // The game's part of the status line ("36 pairs left   shuffles 1"), or empty.
    virtual std::string status(Lang /*lang*/) const { return {}; }
    // A line that stays under the status while it holds ("no longer clearable: U undoes it").
    virtual std::optional<std::string> alert(Lang /*lang*/) const { return std::nullopt; }
    // The words for a win, when the game has its own ("Cleared in 3:12 ..."): `time` is the
    // clock as shown, `hints` how many were taken. Empty: the shell's own.
    virtual std::string win_line(Lang /*lang*/, const std::string& /*time*/, int /*hints*/) const {
        return {};
    }
    // A game without par scores a win by its time and this count (fewer is better: the
    // shuffles of the link game, the `moves` made on a sliding board too large for a par),
    // kept in the records as "over par" is; nothing: no records.
    virtual std::optional<int> penalty(int /*moves*/) const { return std::nullopt; }
    // That count in words ("2 shuffles").
    virtual std::string penalty_text(Lang /*lang*/, int count) const {
        return std::to_string(count);
    }
    // The name records of `level` are kept under: the level, or the level with the rules when a
    // game has rules to choose ("hard-gravity"). A name of shell::is_valid_name.
    virtual std::string record_level(const std::string& level) const { return level; }
    // The smallest window the board fits in (columns, rows of the compact board): the shell adds
    // its own lines around it.
    virtual std::pair<int, int> board_size() const { return {0, 0}; }

    // --- Forms of the game Z steps through, each deal a new puzzle (the sliding puzzle's
    // sizes): Z asks for the form after variant() in variants() (the first when variant() is
    // not among them), as N asks for a new puzzle. Empty: the game has none, and Z is no key.
    virtual std::vector<std::string> variants() const { return {}; }
    virtual std::string variant() const { return {}; }
    // How a new puzzle of `variant` at `level` is named in the question ("5x5 medium").
    virtual std::string variant_level_name(const std::string& variant, const std::string& level,
                                           Lang lang) const {
        return variant + " " + level_name(level, lang);
    }
    // The next deals are of `variant` (one of variants()).
    virtual void take_variant(const std::string& /*variant*/) {}
    // The form a level's key (1, 2, 3 ...) deals, where the levels have forms of their own (the
    // link game's levels are board sizes: 1 deals 8x10 again after Z chose 16x30); nothing: the
    // form stays (the sliding puzzle's levels come in every size).
    virtual std::optional<std::string> level_variant(const std::string& /*level*/) const {
        return std::nullopt;
    }
    // The level Z deals `variant` at, pressed at `level`: `level` by default; the level whose
    // form `variant` is, where the levels have forms of their own (the link game's 10x12 is its
    // medium level).
    virtual std::string variant_level(const std::string& /*variant*/,
                                      const std::string& level) const {
        return level;
    }

    // --- Preferences the shell keeps for the player between games (the key sense): pairs of
    // name and value, names without the game's prefix.
    virtual std::vector<std::pair<std::string, std::string>> preferences() const { return {}; }
    virtual void set_preference(const std::string& /*name*/, const std::string& /*value*/) {}
};

}  // namespace ninegrid::shell
