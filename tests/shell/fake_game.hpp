// SPDX-License-Identifier: MIT
// A game the shell's tests play: a counter that must reach its level's target. Small enough to
// read at a glance, so every test of the shell shows what the shell does, not what a game does.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/rng.hpp"
#include "shell/backend.hpp"
#include "shell/session.hpp"
#include "support/fake_records.hpp"

namespace ninegrid::test {

// Levels "one", "two", "three" with targets 1, 2, 3; the state is the count. Keys: x counts up
// and b down (moves), v counts up by two (two moves at once, as a click that slides two tiles),
// z is refused (unless the game has forms: then it is the shell's key for the next), c flips the
// "mode" preference (a UI change); all others are declined. Its distance is what is left to count,
// so x is the optimal move and b is not.
class FakeGame final : public shell::Backend {
  public:
    int target = 1;
    bool pending = false;  // a hint still being worked out: asking again is not counted
    int count = 0;
    bool mode = false;
    bool has_hint = true;         // tests switch it off to see a hint refused
    bool has_solution = true;     // ... and the rest of the solution declined
    bool solution_waits = false;  // a solution still being worked out: the same, for L
    bool knows_distance = true;   // distance() answers
    bool knows_left = false;      // distance_of() answers too (with knows_distance)
    bool has_history = true;      // move_label() names the moves
    bool has_par = true;          // par() answers
    int large_rows = 3;           // the lines of the large board (the compact one has one)
    int solutions_given = 0;
    int deals = 0;
    std::uint32_t last_draw = 0;  // the first number the last deal drew
    int hints_given = 0;
    int solver_steps = 0;
    std::vector<std::string> levels_taken;  // take_level() calls, in order
    std::vector<std::string> forms;         // variants(): none unless a test gives some
    std::string form;                       // variant()
    // A level's own form (level_variant()) and a form's own level (variant_level()), where a
    // test gives them: levels that are forms, as the link game's sizes are.
    std::map<std::string, std::string> level_forms;
    std::map<std::string, std::string> form_levels;
    int restores = 0;  // restore() calls that took their state
    std::vector<std::string> help_text{"X                 count one up",
                                       "C                 switch the mode"};

    std::vector<std::string> levels() const override;
    std::string level_name(const std::string& level, shell::Lang lang) const override;
    void deal(const std::string& level, base::Rng& rng) override;
    std::string code() const override { return "target-" + std::to_string(target); }
    std::string save_code() const override { return std::to_string(target); }
    base::Status load(std::string_view save_code) override;
    // A level's target is its number: "two" counts to 2.
    base::Status check_level(const std::string& level) const override;
    void take_level(const std::string& level) override { levels_taken.push_back(level); }
    std::optional<int> par() const override {
        return has_par ? std::optional<int>(target) : std::nullopt;
    }
    std::string snapshot() const override { return std::to_string(count); }
    base::Status restore(std::string_view snapshot) override;
    base::Status check_snapshot(std::string_view snapshot) const override;
    bool solved() const override { return count == target; }
    shell::Reply key(const term::Key& key, shell::Lang lang, const shell::Layout& layout) override;
    std::optional<shell::Help> hint(shell::Lang lang) override;
    shell::Step solver_step() override;
    std::optional<int> distance() const override;
    // The difference of the counts: v counts two.
    int moves_between(std::string_view before, std::string_view after) const override;
    std::optional<int> distance_of(std::string_view snapshot) const override;
    // "x x": the rest of the solution.
    std::optional<shell::Help> solution(shell::Lang lang) override;
    // "x" for a count up, "b" for a count down ("x!" and "b!" with UTF-8).
    std::string move_label(std::string_view before, std::string_view after,
                           const shell::Style& style) const override;
    std::string title(shell::Lang lang) const override;
    std::vector<std::string> draw(const shell::Style& style, bool compact) const override;
    std::vector<std::string> draw_plain() const override;
    std::vector<std::string> notes(shell::Lang lang) const override;
    std::string key_line(shell::Lang lang) const override;
    std::vector<std::string> help(shell::Lang lang, const shell::Style& style) const override;
    std::vector<std::pair<std::string, std::string>> preferences() const override;
    std::vector<std::string> variants() const override { return forms; }
    std::string variant() const override { return form; }
    void take_variant(const std::string& variant) override { form = variant; }
    std::optional<std::string> level_variant(const std::string& level) const override {
        const auto at = level_forms.find(level);
        return at == level_forms.end() ? std::nullopt : std::optional<std::string>(at->second);
    }
    std::string variant_level(const std::string& variant, const std::string& level) const override {
        const auto at = form_levels.find(variant);
        return at == form_levels.end() ? level : at->second;
    }
    void set_preference(const std::string& name, const std::string& value) override;
};

// Records in memory (tests/support/fake_records.hpp).
using FakeRecords = support::FakeRecords;

}  // namespace ninegrid::test
