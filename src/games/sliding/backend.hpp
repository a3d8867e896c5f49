// SPDX-License-Identifier: MIT
// A sliding puzzle as a game of the shell, as far as every sliding puzzle plays alike: the puzzle
// as text (codes, saves, snapshots, game IDs), the keys and clicks that move the blank, the board
// drawn, the notes, the hint's words and the key sense. The 8-puzzle and the sliding puzzle of
// every size derive from it and add their solvers: the 8-puzzle's distance table over its tuned
// State (converted at that boundary), the 15-puzzle's worker thread.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "games/sliding/grid.hpp"
#include "ninegrid/sliding/board.hpp"
#include "shell/backend.hpp"

namespace ninegrid::sliding {

// What a click on a tile slides: the tile, when it is beside the blank (the 8-puzzle), or every
// tile from it to the blank along their row or column (Tatham's Fifteen).
enum class ClickRule { Beside, Run };

// Where one sliding game differs from another within what the family does.
struct SlidingRules {
    // The game's own size: its saves, game IDs and records name no size (3x3, 4x4).
    Size home;
    // How many of the levels easy, medium, hard and random it deals, in that order.
    std::size_t levels = 3;
    ClickRule click = ClickRule::Beside;
    // It plays sizes other than `home`: its saves may name one ("5x5 START GOAL").
    bool other_sizes = false;
};

class SlidingBackend : public shell::Backend {
  public:
    bool tile_keys() const noexcept { return tile_keys_; }
    void set_tile_keys(bool on) noexcept { tile_keys_ = on; }
    const Board& board() const noexcept { return board_; }
    const Board& start() const noexcept { return start_; }
    const Board& goal() const noexcept { return goal_; }
    Size size() const noexcept { return goal_.size(); }
    // The tile the last hint pointed at, while that hint still applies.
    std::optional<int> highlighted() const noexcept { return highlight_; }
    // The key (in the active convention) that makes the blank move `m`, e.g. "W".
    std::string key_for(Move blank_move) const;

    std::vector<std::string> levels() const override;
    std::string level_name(const std::string& level, shell::Lang lang) const override;
    std::string code() const override;
    // "START GOAL" in the compact form; at a size other than the home one, the size first
    // ("5x5 START GOAL").
    std::string save_code() const override;
    base::Status load(std::string_view save_code) override;
    std::string snapshot() const override;
    base::Status restore(std::string_view snapshot) override;
    base::Status check_snapshot(std::string_view snapshot) const override;
    bool solved() const override { return board_ == goal_; }
    shell::Reply key(const term::Key& key, shell::Lang lang, const shell::Layout& layout) override;
    // A custom start's game ID is its code (--game CODE is --start CODE), when the goal is the
    // usual one; "+size=WxH" after it at another size than the home one. A deal's parameters
    // name the size and a goal that is not the usual one ("hard+goal=123804765").
    std::optional<std::string> custom_id() const override;
    std::string deal_params(const std::string& level) const override;
    // At another size than the home one, the records of a level are the size's ("hard-5x5").
    std::string record_level(const std::string& level) const override;
    int moves_between(std::string_view before, std::string_view after) const override;
    std::string move_label(std::string_view before, std::string_view after,
                           const shell::Style& style) const override;
    std::vector<std::string> draw(const shell::Style& style, bool compact) const override;
    std::vector<std::string> draw_plain() const override;
    std::vector<std::string> notes(shell::Lang lang) const override;
    std::string key_line(shell::Lang lang) const override;
    std::vector<std::pair<std::string, std::string>> preferences() const override;
    void set_preference(const std::string& name, const std::string& value) override;

  protected:
    // The puzzle stands at `goal` until the game's constructor sets a start.
    SlidingBackend(const Board& goal, const SlidingRules& rules);

    bool at_home() const noexcept { return size() == rules_.home; }
    // A new puzzle from `start` (a deal, a load, a start given): the board is there and no tile
    // is marked; then started() lets the game take it in.
    void set_start(const Board& start);
    // Another goal (a load's, another size's): goal_changed() lets the game take it in. A
    // set_start() follows.
    void set_goal(const Board& goal);
    // The blank makes the legal move `m` (the solver's move): as a key makes it.
    void play(Move m);
    void set_highlight(std::optional<int> tile) noexcept { highlight_ = tile; }
    // The tile that slides when the blank makes move `m` from the board; 0 when it cannot.
    int tile_moved_by(Move m) const noexcept;
    // A hint in words: `text` (SlidingTexts::hint, or a game's own form of it) filled in for
    // the blank's move `m` from the board with `remaining` moves after it; when none remain,
    // SlidingTexts::hint_last.
    std::string hint_words(shell::Lang lang, std::string_view text, Move m, int remaining) const;
    // The rest of a solution from the board in words: `text` (SlidingTexts::solution, or a
    // game's own form of it) with the moves in the player's keys.
    std::string solution_words(shell::Lang lang, std::string_view text,
                               const std::vector<Move>& moves) const;
    // The help: the family's keys (moving, T, the click of the game's rule), `more_keys`, a blank
    // line, then `note`.
    std::vector<std::string> help_lines(shell::Lang lang, std::vector<std::string> more_keys,
                                        std::string note) const;
    Grid grid() const;  // the board as draw() shows it

    // What the game does when the start, the goal or the board changed (the highlight is gone
    // already): a new puzzle, another goal, a move or an undo. slid() follows each tile of a
    // click's run, board_changed() the whole run.
    virtual void started() = 0;
    virtual void goal_changed() = 0;
    virtual void board_changed() {}
    virtual void slid() {}

  private:
    shell::Reply click(const term::Key& key, shell::Lang lang, bool compact);

    SlidingRules rules_;
    Board goal_;
    Board start_;
    Board board_;
    bool tile_keys_ = false;
    std::optional<int> highlight_;
};

}  // namespace ninegrid::sliding
