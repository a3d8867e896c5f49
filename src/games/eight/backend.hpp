// The 8-puzzle as a game of the shell: its rules through the engine, its board drawn, its keys.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "games/sliding/grid.hpp"
#include "ninegrid/eight/distance_table.hpp"
#include "ninegrid/eight/game.hpp"
#include "ninegrid/eight/state.hpp"
#include "shell/backend.hpp"

namespace ninegrid::eight {

class EightBackend final : public shell::Backend {
  public:
    // The puzzle starts at `start` (a given puzzle) or is dealt by the shell.
    EightBackend(const State& goal, std::optional<State> start);

    bool tile_keys() const noexcept { return tile_keys_; }
    void set_tile_keys(bool on) noexcept { tile_keys_ = on; }
    const State& board() const noexcept { return board_; }
    const State& start() const noexcept { return start_; }
    const State& goal() const noexcept { return table_->goal(); }
    // The tile the last hint pointed at, while that hint still applies.
    std::optional<int> highlighted() const noexcept { return highlight_; }
    // The key (in the active convention) that makes the blank move `m`, e.g. "W".
    std::string key_for(Move blank_move) const;

    std::vector<std::string> levels() const override;
    std::string level_name(const std::string& level, shell::Lang lang) const override;
    void deal(const std::string& level, base::Rng& rng) override;
    std::string code() const override;
    std::string save_code() const override;
    base::Status load(std::string_view save_code) override;
    // A level's deals have a par in its band (par_band): easy 1 to 10, medium 14 to 20, hard 22
    // to 31.
    base::Status check_level(const std::string& level) const override;
    std::optional<int> par() const override { return par_; }
    std::string snapshot() const override;
    base::Status restore(std::string_view snapshot) override;
    base::Status check_snapshot(std::string_view snapshot) const override;
    bool solved() const override { return board_ == goal(); }
    shell::Reply key(const term::Key& key, shell::Lang lang, const shell::Layout& layout) override;
    std::optional<shell::Help> hint(shell::Lang lang) override;
    shell::Step solver_step() override;
    std::optional<int> distance() const override { return table_->distance(board_); }
    std::optional<shell::Help> solution(shell::Lang lang) override;
    int moves_between(std::string_view before, std::string_view after) const override;
    // A custom start's game ID is its code (--game CODE is --start CODE), when the goal is the
    // usual one; a deal's parameters name a goal that is not ("hard+goal=123804765").
    std::optional<std::string> custom_id() const override;
    std::string deal_params(const std::string& level) const override;
    std::string move_label(std::string_view before, std::string_view after,
                           const shell::Style& style) const override;
    std::string title(shell::Lang lang) const override;
    std::vector<std::string> draw(const shell::Style& style, bool compact) const override;
    std::vector<std::string> draw_plain() const override;
    std::vector<std::string> notes(shell::Lang lang) const override;
    std::string key_line(shell::Lang lang) const override;
    std::vector<std::string> help(shell::Lang lang, const shell::Style& style) const override;
    std::vector<std::pair<std::string, std::string>> preferences() const override;
    void set_preference(const std::string& name, const std::string& value) override;

  private:
    void set_start(const State& start);
    Move blank_move_for(Move key_direction) const;
    sliding::Grid grid() const;  // the board as the sliding puzzles draw it
    shell::Reply click(const term::Key& key, shell::Lang lang, bool compact);

    std::shared_ptr<const DistanceTable> table_;
    State start_;
    State board_;
    int par_ = 0;
    bool tile_keys_ = false;
    std::optional<int> highlight_;
};

}  // namespace ninegrid::eight
