// SPDX-License-Identifier: MIT
// The 8-puzzle as a game of the shell: the sliding family's back end (ClickRule::Beside, three
// levels) with the 8-puzzle's distance table behind its hints, par and solver, read through the
// tuned State at that boundary.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "base/rng.hpp"
#include "games/sliding/backend.hpp"
#include "ninegrid/eight/distance_table.hpp"
#include "ninegrid/eight/game.hpp"
#include "ninegrid/eight/state.hpp"

namespace ninegrid::eight {

class EightBackend final : public sliding::SlidingBackend {
  public:
    // The puzzle starts at `start` (a given puzzle) or is dealt by the shell.
    EightBackend(const State& goal, std::optional<State> start);

    void deal(const std::string& level, base::Rng& rng) override;
    // A level's deals have a par in its band (par_band): easy 1 to 10, medium 14 to 20, hard 22
    // to 31.
    base::Status check_level(const std::string& level) const override;
    std::optional<int> par() const override { return par_; }
    std::optional<shell::Help> hint(shell::Lang lang) override;
    shell::Step solver_step() override;
    std::optional<int> distance() const override;
    std::optional<shell::Help> solution(shell::Lang lang) override;
    std::string title(shell::Lang lang) const override;
    std::vector<std::string> help(shell::Lang lang, const shell::Style& style) const override;

  private:
    void started() override;
    void goal_changed() override;

    std::shared_ptr<const DistanceTable> table_;
    int par_ = 0;
};

}  // namespace ninegrid::eight
