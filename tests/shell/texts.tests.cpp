// The shell's words: both languages say the same things with the same placeholders, the help lines
// line up, the key line fits, and the helpers fill templates and count in good grammar.
#include "shell/texts.hpp"

#include <algorithm>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "shell/play.hpp"
#include "shell/view.hpp"
#include "support/catch.hpp"
#include "support/texts.hpp"
#include "term/screen.hpp"

using ninegrid::shell::count_hints;
using ninegrid::shell::count_moves;
using ninegrid::shell::fill;
using ninegrid::shell::hanging_indent;
using ninegrid::shell::Lang;
using ninegrid::shell::placeholders;
using ninegrid::shell::shell_texts;
using ninegrid::shell::ShellTexts;
using ninegrid::term::display_width;

namespace {

using Field = std::string_view ShellTexts::*;

// Every text of ShellTexts but the help, which is a list.
const std::vector<std::pair<const char*, Field>> kFields{
    {"status", &ShellTexts::status},
    {"status_no_par", &ShellTexts::status_no_par},
    {"code_line", &ShellTexts::code_line},
    {"code_line_custom", &ShellTexts::code_line_custom},
    {"key_line", &ShellTexts::key_line},
    {"nothing_to_undo", &ShellTexts::nothing_to_undo},
    {"undone", &ShellTexts::undone},
    {"nothing_to_redo", &ShellTexts::nothing_to_redo},
    {"redone", &ShellTexts::redone},
    {"restarted", &ShellTexts::restarted},
    {"new_puzzle", &ShellTexts::new_puzzle},
    {"new_puzzle_no_par", &ShellTexts::new_puzzle_no_par},
    {"solved", &ShellTexts::solved},
    {"solved_no_par", &ShellTexts::solved_no_par},
    {"optimal", &ShellTexts::optimal},
    {"wasted", &ShellTexts::wasted},
    {"wasted_not_optimal", &ShellTexts::wasted_not_optimal},
    {"celebration", &ShellTexts::celebration},
    {"new_record", &ShellTexts::new_record},
    {"records_note", &ShellTexts::records_note},
    {"replayed_note", &ShellTexts::replayed_note},
    {"autoplay_start", &ShellTexts::autoplay_start},
    {"autoplay_start_unknown", &ShellTexts::autoplay_start_unknown},
    {"autoplay_stopped", &ShellTexts::autoplay_stopped},
    {"autoplay_done", &ShellTexts::autoplay_done},
    {"already_solved", &ShellTexts::already_solved},
    {"no_hint", &ShellTexts::no_hint},
    {"no_solution", &ShellTexts::no_solution},
    {"history_title", &ShellTexts::history_title},
    {"records_unreadable", &ShellTexts::records_unreadable},
    {"records_stuck", &ShellTexts::records_stuck},
    {"records_unsaved", &ShellTexts::records_unsaved},
    {"save_unreadable", &ShellTexts::save_unreadable},
    {"save_unsaved", &ShellTexts::save_unsaved},
    {"prefs_unsaved", &ShellTexts::prefs_unsaved},
    {"too_small", &ShellTexts::too_small},
    {"help_title", &ShellTexts::help_title},
    {"help_close", &ShellTexts::help_close},
    {"help_more", &ShellTexts::help_more},
    {"paused", &ShellTexts::paused},
    {"paused_hint", &ShellTexts::paused_hint},
    {"confirm_quit", &ShellTexts::confirm_quit},
    {"confirm_quit_no_save", &ShellTexts::confirm_quit_no_save},
    {"resume_question", &ShellTexts::resume_question},
    {"resumed", &ShellTexts::resumed},
    {"resume_declined", &ShellTexts::resume_declined},
    {"end_of_input", &ShellTexts::end_of_input},
    {"bye", &ShellTexts::bye},
    {"bye_code", &ShellTexts::bye_code},
    {"bye_code_custom", &ShellTexts::bye_code_custom},
    {"saved", &ShellTexts::saved},
    {"best_line", &ShellTexts::best_line},
    {"unknown_key", &ShellTexts::unknown_key},
    {"custom", &ShellTexts::custom},
    {"best_line_penalty", &ShellTexts::best_line_penalty},
    {"prefs_unreadable", &ShellTexts::prefs_unreadable},
    {"confirm_quit_unsaved", &ShellTexts::confirm_quit_unsaved},
    {"resume_failed", &ShellTexts::resume_failed},
    {"save_stuck", &ShellTexts::save_stuck},
    {"save_kept", &ShellTexts::save_kept},
    {"save_kept_stuck", &ShellTexts::save_kept_stuck},
    {"prefs_stuck", &ShellTexts::prefs_stuck},
    {"prefs_bad_lang", &ShellTexts::prefs_bad_lang},
    {"save_not_removed", &ShellTexts::save_not_removed},
};

std::vector<std::string> sorted_placeholders(std::string_view text) {
    std::vector<std::string> names = placeholders(text);
    std::sort(names.begin(), names.end());
    return names;
}

// The keys a help line is about: its key column ("Q, Esc", "Q、Esc") cut at spaces and commas.
std::vector<std::string> keys_of(const std::string& line) {
    std::string column = line.substr(0, line.find("  "));
    for (const std::string_view comma : {"、", ","}) {
        for (std::size_t at = column.find(comma); at != std::string::npos; at = column.find(comma))
            column.replace(at, comma.size(), " ");
    }
    std::vector<std::string> keys;
    std::string key;
    for (const char c : column + " ") {
        if (c != ' ') {
            key += c;
        } else if (!key.empty()) {
            keys.push_back(key);
            key.clear();
        }
    }
    return keys;
}

}  // namespace

TEST_CASE("every shell text is there in both languages with the same placeholders", "[texts]") {
    const ShellTexts& en = shell_texts(Lang::En);
    const ShellTexts& zh = shell_texts(Lang::Zh);
    for (const auto& [name, field] : kFields) {
        CAPTURE(name, std::string(en.*field), std::string(zh.*field));
        CHECK_FALSE((en.*field).empty());
        CHECK_FALSE((zh.*field).empty());
        CHECK(en.*field != zh.*field);
        CHECK(sorted_placeholders(en.*field) == sorted_placeholders(zh.*field));
    }
    REQUIRE(en.help.size() == zh.help.size());
    CHECK_FALSE(en.help.empty());
    for (std::size_t i = 0; i < en.help.size(); ++i) {
        CAPTURE(i, std::string(en.help[i]), std::string(zh.help[i]));
        CHECK_FALSE(en.help[i].empty());
        CHECK_FALSE(zh.help[i].empty());
        CHECK(sorted_placeholders(en.help[i]) == sorted_placeholders(zh.help[i]));
    }
}

TEST_CASE("the help lines name the same keys in both languages, their descriptions aligned",
          "[texts]") {
    const ShellTexts& en = shell_texts(Lang::En);
    const ShellTexts& zh = shell_texts(Lang::Zh);
    REQUIRE(en.help.size() == zh.help.size());
    const int column = hanging_indent(std::string(en.help[0]));
    CHECK(column > 0);
    for (std::size_t i = 0; i < en.help.size(); ++i) {
        const std::string e(en.help[i]);
        const std::string z(zh.help[i]);
        CAPTURE(e, z);
        CHECK_FALSE(keys_of(e).empty());
        CHECK(keys_of(e) == keys_of(z));
        CHECK(hanging_indent(e) == column);
        CHECK(hanging_indent(z) == column);
    }
}

TEST_CASE("the key line with a game's part fits in 79 columns", "[texts]") {
    const std::string en = fill(shell_texts(Lang::En).key_line, {{"game", "WASD/arrows move"}});
    const std::string zh = fill(shell_texts(Lang::Zh).key_line, {{"game", "WASD/方向键 移动"}});
    CAPTURE(en, zh);
    CHECK(en.find("WASD/arrows move") == 0);
    CHECK(zh.find("WASD/方向键 移动") == 0);
    CHECK(display_width(en) <= 79);
    CHECK(display_width(zh) <= 79);
}

TEST_CASE("moves and hints are counted in good grammar", "[texts]") {
    CHECK(count_moves(Lang::En, 0) == "0 moves");
    CHECK(count_moves(Lang::En, 1) == "1 move");
    CHECK(count_moves(Lang::En, 2) == "2 moves");
    CHECK(count_moves(Lang::Zh, 1) == "1 步");
    CHECK(count_moves(Lang::Zh, 12) == "12 步");
    CHECK(count_hints(Lang::En, 0) == "no hints");
    CHECK(count_hints(Lang::En, 1) == "1 hint");
    CHECK(count_hints(Lang::En, 3) == "3 hints");
    CHECK(count_hints(Lang::Zh, 0) == "0 次");
    CHECK(count_hints(Lang::Zh, 2) == "2 次");
}

TEST_CASE("languages are named en and zh", "[texts]") {
    using ninegrid::shell::lang_from_name;
    using ninegrid::shell::lang_name;
    CHECK(lang_from_name("en") == Lang::En);
    CHECK(lang_from_name("zh") == Lang::Zh);
    CHECK_FALSE(lang_from_name("fr").has_value());
    CHECK(lang_name(Lang::En) == "en");
    CHECK(lang_name(Lang::Zh) == "zh");
}

TEST_CASE("the play options' errors are said in both languages", "[texts]") {
    support::check_catalogue(ninegrid::shell::option_texts());
    CHECK(ninegrid::shell::seed_option("x", Lang::En).error() ==
          "seed 'x' is not a whole number from 0 to 4294967295");
    CHECK(ninegrid::shell::seed_option("x", Lang::Zh).error() ==
          "种子“x”不是 0 到 4294967295 之间的整数");
}
