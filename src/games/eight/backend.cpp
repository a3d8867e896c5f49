// SPDX-License-Identifier: MIT
// The 8-puzzle's back end: the family's keys, clicks and text, with hints, par and the solver
// from the distance table.
#include "games/eight/backend.hpp"

#include <string_view>

#include "base/rng.hpp"
#include "games/eight/texts.hpp"
#include "games/sliding/texts.hpp"

namespace ninegrid::eight {

namespace {

using shell::Lang;

constexpr sliding::SlidingRules kRules{kSize, 3, sliding::ClickRule::Beside, false};

}  // namespace

EightBackend::EightBackend(const State& goal, std::optional<State> start)
    : SlidingBackend(to_sliding(goal), kRules), table_(std::make_shared<DistanceTable>(goal)) {
    if (start) set_start(to_sliding(*start));
}

void EightBackend::started() {
    par_ = table_->distance(from_sliding(start()));
}

void EightBackend::goal_changed() {
    table_ = std::make_shared<DistanceTable>(from_sliding(goal()));
}

void EightBackend::deal(const std::string& level, base::Rng& rng) {
    const std::optional<Difficulty> d = difficulty_from_name(level);
    set_start(to_sliding(eight::deal(d ? *d : Difficulty::Medium, *table_, rng)));
}

base::Status EightBackend::check_level(const std::string& level) const {
    const std::optional<Difficulty> d = difficulty_from_name(level);
    if (!d) return base::Error{"not a level of the 8-puzzle"};
    const ParBand band = par_band(*d);
    if (!band.contains(par_))
        return base::Error{"the puzzle's par " + std::to_string(par_) + " is not from " +
                           std::to_string(band.min) + " to " + std::to_string(band.max) +
                           ", as every deal of the level's is"};
    return base::ok();
}

std::optional<shell::Help> EightBackend::hint(Lang lang) {
    const State at = from_sliding(board());
    const std::optional<Move> m = table_->best_move(at);
    if (!m) return std::nullopt;
    set_highlight(at.tile_moved_by(*m));
    return shell::Help{
        hint_words(lang, sliding::sliding_texts(lang).hint, *m, table_->distance(at) - 1)};
}

shell::Step EightBackend::solver_step() {
    const std::optional<Move> m = table_->best_move(from_sliding(board()));
    if (!m) return shell::Step::None;
    play(*m);
    return shell::Step::Moved;
}

std::optional<int> EightBackend::distance() const {
    return table_->distance(from_sliding(board()));
}

std::optional<shell::Help> EightBackend::solution(Lang lang) {
    std::vector<Move> moves;
    State at = from_sliding(board());
    while (const std::optional<Move> m = table_->best_move(at)) {
        moves.push_back(*m);
        at.apply(*m);
    }
    if (moves.empty()) return std::nullopt;
    return shell::Help{solution_words(lang, sliding::sliding_texts(lang).solution, moves)};
}

std::string EightBackend::title(Lang lang) const {
    return std::string(eight_texts(lang).title);
}

std::vector<std::string> EightBackend::help(Lang lang, const shell::Style& style) const {
    const EightTexts& t = eight_texts(lang);
    return help_lines(lang, {}, std::string(style.color ? t.help_colour : t.help_plain));
}

}  // namespace ninegrid::eight
