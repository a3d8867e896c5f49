// SPDX-License-Identifier: MIT
// The counter game and the in-memory records of the shell's tests.
#include "shell/fake_game.hpp"

#include <cstdlib>

#include "base/rng.hpp"

namespace ninegrid::test {

using shell::Lang;
using shell::Reply;

namespace {

const std::vector<std::string> kLevels{"one", "two", "three"};

// A whole number 0..9 written as one digit, or nothing.
std::optional<int> digit(std::string_view text) {
    if (text.size() != 1 || text[0] < '0' || text[0] > '9') return std::nullopt;
    return text[0] - '0';
}

}  // namespace

std::vector<std::string> FakeGame::levels() const {
    return kLevels;
}

std::string FakeGame::level_name(const std::string& level, Lang lang) const {
    if (lang == Lang::En) return level;
    if (level == "one") return "一级";
    if (level == "two") return "二级";
    return "三级";
}

void FakeGame::deal(const std::string& level, base::Rng& rng) {
    last_draw = static_cast<std::uint32_t>(
        rng());  // a real game draws; the counter's puzzle depends on its level only
    target = 1;
    for (std::size_t i = 0; i < kLevels.size(); ++i) {
        if (kLevels[i] == level) target = static_cast<int>(i) + 1;
    }
    count = 0;
    ++deals;
}

base::Status FakeGame::load(std::string_view text) {
    const std::optional<int> t = digit(text);
    if (!t || *t == 0) return base::Error{"target '" + std::string(text) + "' is not 1 to 9"};
    target = *t;
    count = 0;
    return base::ok();
}

base::Status FakeGame::check_level(const std::string& level) const {
    for (std::size_t i = 0; i < kLevels.size(); ++i) {
        if (kLevels[i] == level && target != static_cast<int>(i) + 1)
            return base::Error{"target " + std::to_string(target) + " is not the level's " +
                               std::to_string(i + 1)};
    }
    return base::ok();
}

base::Status FakeGame::check_snapshot(std::string_view text) const {
    const std::optional<int> c = digit(text);
    if (!c || *c > target) return base::Error{"count '" + std::string(text) + "' is out of range"};
    return base::ok();
}

base::Status FakeGame::restore(std::string_view text) {
    if (base::Status s = check_snapshot(text); !s) return s;
    count = text[0] - '0';
    ++restores;
    return base::ok();
}

Reply FakeGame::key(const term::Key& key, Lang, const shell::Layout&) {
    if (key.type != term::KeyType::Char) return Reply::declined();
    switch (key.ch) {
        case 'x':
            if (count >= target) return Reply::refused("already at the target");
            ++count;
            return Reply::moved();
        case 'v':  // two at once, as a click slides a run of tiles: two moves
            if (count + 2 > target) return Reply::refused("no room for two");
            count += 2;
            return Reply::moved();
        case 'b':
            if (count == 0) return Reply::refused("already at zero");
            --count;
            return Reply::moved();
        case 'z':  // the shell's Z when the game has forms
            if (!forms.empty()) return Reply::declined();
            return Reply::refused("z cannot be done");
        case 'c':
            mode = !mode;
            return Reply::changed(mode ? "mode on" : "mode off");
        default:
            return Reply::declined();
    }
}

int FakeGame::moves_between(std::string_view before, std::string_view after) const {
    const std::optional<int> from = digit(before);
    const std::optional<int> to = digit(after);
    return from && to ? std::abs(*to - *from) : 1;
}

std::optional<shell::Help> FakeGame::hint(Lang) {
    if (!has_hint) return std::nullopt;
    ++hints_given;
    return shell::Help{"press x", !pending};
}

std::optional<int> FakeGame::distance() const {
    if (!knows_distance) return std::nullopt;
    return target - count;
}

std::optional<int> FakeGame::distance_of(std::string_view snapshot) const {
    if (!knows_distance || !knows_left) return std::nullopt;
    return target - std::stoi(std::string(snapshot));
}

std::optional<shell::Help> FakeGame::solution(Lang) {
    if (!has_solution || count >= target) return std::nullopt;
    ++solutions_given;
    std::string keys = "x";
    for (int i = count + 1; i < target; ++i)
        keys += " x";
    return shell::Help{keys, !solution_waits};
}

std::string FakeGame::move_label(std::string_view before, std::string_view after,
                                 const shell::Style& style) const {
    if (!has_history) return {};
    return std::string(after > before ? "x" : "b") + (style.utf8 ? "!" : "");
}

shell::Step FakeGame::solver_step() {
    if (count >= target) return shell::Step::None;
    ++count;
    ++solver_steps;
    return shell::Step::Moved;
}

std::string FakeGame::title(Lang lang) const {
    return lang == Lang::En ? "Counter" : "计数器";
}

std::vector<std::string> FakeGame::draw(const shell::Style&, bool compact) const {
    const std::string c = std::to_string(count) + "/" + std::to_string(target);
    if (compact) return {"  [" + c + "]"};
    std::vector<std::string> lines{"  +-------+", "  | " + c + "   |"};
    while (static_cast<int>(lines.size()) + 1 < large_rows)
        lines.emplace_back("  |       |");
    lines.emplace_back("  +-------+");
    return lines;
}

std::vector<std::string> FakeGame::draw_plain() const {
    return {"count " + std::to_string(count) + " of " + std::to_string(target)};
}

std::vector<std::string> FakeGame::notes(Lang lang) const {
    return {lang == Lang::En ? "Count up to the target." : "数到目标。"};
}

std::string FakeGame::key_line(Lang lang) const {
    return lang == Lang::En ? "x count" : "x 计数";
}

std::vector<std::string> FakeGame::help(Lang, const shell::Style&) const {
    return help_text;
}

std::vector<std::pair<std::string, std::string>> FakeGame::preferences() const {
    return {{"mode", mode ? "on" : "off"}};
}

void FakeGame::set_preference(const std::string& name, const std::string& value) {
    if (name == "mode") mode = value == "on";
}

}  // namespace ninegrid::test
