// SPDX-License-Identifier: MIT
// The shell's words: both languages say the same things with the same placeholders, the help lines
// line up, the key line fits, and the helpers fill templates and count in good grammar.
#include "shell/texts.hpp"

#include <algorithm>
#include <iterator>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "shell/fake_game.hpp"
#include "shell/play.hpp"
#include "shell/saves.hpp"
#include "shell/session.hpp"
#include "shell/view.hpp"
#include "support/catch.hpp"
#include "support/keys.hpp"
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

TEST_CASE("the help lines name the same keys in both languages, their descriptions aligned",
          "[texts]") {
    const ShellTexts& en = shell_texts(Lang::En);
    const ShellTexts& zh = shell_texts(Lang::Zh);
    const int column = hanging_indent(std::string(en.help[0]));
    CHECK(column > 0);
    for (std::size_t i = 0; i < std::size(en.help); ++i) {
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

TEST_CASE("every text of the shell catalogue is said in both languages, with the same placeholders",
          "[texts][lang]") {
    const std::vector<ninegrid::base::Text> texts = ninegrid::shell::shell_text_pairs();
    support::check_catalogue(texts);
}

namespace {

// The items of a line separated by two spaces or more: "H hint  U undo" is {"H hint", "U undo"}.
std::vector<std::string> items_of(const std::string& text) {
    std::vector<std::string> items;
    for (std::size_t at = text.find_first_not_of(' '); at != std::string::npos;) {
        std::size_t end = text.find("  ", at);
        if (end == std::string::npos) end = text.size();
        items.push_back(text.substr(at, end - at));
        at = text.find_first_not_of(' ', end);
    }
    return items;
}

ninegrid::shell::Session::Params counter_params(Lang lang) {
    ninegrid::shell::Session::Params p;
    p.game = "counter";
    p.level = "three";
    p.seed = 42;
    p.lang = lang;
    return p;
}

}  // namespace

TEST_CASE("the key line wraps between whole items, a key never apart from its label", "[texts]") {
    using ninegrid::shell::render_screen;
    for (const Lang lang : {Lang::En, Lang::Zh}) {
        ninegrid::test::FakeGame game;
        ninegrid::shell::Session s(game, counter_params(lang), nullptr);
        const std::string keys = fill(shell_texts(lang).key_line, {{"game", game.key_line(lang)}});
        const std::vector<std::string> want = items_of(keys);
        // Every width from the smallest frame up to one that holds the line whole.
        for (int cols = ninegrid::shell::kMinCols; cols <= 80; ++cols) {
            CAPTURE(cols, lang == Lang::Zh);
            ninegrid::shell::Style style;
            style.cols = cols;
            style.rows = 30;
            const std::vector<std::string> frame =
                render_screen(s, ninegrid::shell::Clock::time_point{}, style).lines;
            // The key line's lines: from the one that starts with the game's keys to a blank.
            std::size_t first = 0;
            while (first < frame.size() && frame[first].rfind(" " + want.front(), 0) != 0)
                ++first;
            REQUIRE(first < frame.size());
            std::vector<std::string> got;
            for (std::size_t i = first; i < frame.size() && !frame[i].empty(); ++i) {
                CHECK(display_width(frame[i]) < static_cast<std::size_t>(cols));
                for (const std::string& item : items_of(frame[i]))
                    got.push_back(item);
            }
            CHECK(got == want);
        }
    }
}

TEST_CASE("the plain history wraps at 80 columns between whole moves", "[texts]") {
    // 120 moves, counting up and down: the last ten have three-digit numbers, which with the
    // header no longer fit one line of 80 columns.
    using ninegrid::shell::Clock;
    for (const Lang lang : {Lang::En, Lang::Zh}) {
        CAPTURE(lang == Lang::Zh);
        ninegrid::test::FakeGame game;
        ninegrid::shell::Session s(game, counter_params(lang), nullptr);
        for (int i = 0; i < 60; ++i) {
            s.key(support::ch('x'), Clock::time_point{});
            s.key(support::ch('b'), Clock::time_point{});
        }
        REQUIRE(s.moves() == 120);
        const std::vector<std::string> plain =
            ninegrid::shell::render_plain(s, Clock::time_point{});
        std::vector<std::string> moves;  // the history's items after its header
        bool in_history = false;
        for (const std::string& line : plain) {
            CAPTURE(line);
            CHECK(display_width(line) <= 80);
            const bool header = line.rfind(lang == Lang::En ? "Moves " : "走法 ", 0) == 0;
            in_history = header || (in_history && line.rfind("  ", 0) == 0);
            if (!in_history) continue;
            std::vector<std::string> items = items_of(line);
            moves.insert(moves.end(), items.begin() + (header ? 1 : 0), items.end());
        }
        // The last ten moves, each whole: its number, what moved and its mark.
        REQUIRE(moves.size() == 10);
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const bool up = i % 2 == 0;  // 111 is x, 112 is b, ...
            CHECK(moves[i] == std::to_string(111 + i) + (up ? " x+" : " b-"));
        }
    }
}

TEST_CASE("the help's last page offers no more to see, in both languages", "[texts][help]") {
    using ninegrid::shell::Clock;
    using ninegrid::shell::render_screen;
    for (const Lang lang : {Lang::En, Lang::Zh}) {
        CAPTURE(lang == Lang::Zh);
        ninegrid::test::FakeGame game;
        game.help_text.clear();
        for (int i = 1; i <= 40; ++i)
            game.help_text.push_back("L" + std::to_string(i) + "                line " +
                                     std::to_string(i));
        ninegrid::shell::Session s(game, counter_params(lang), nullptr);
        s.key(support::ch('?'), Clock::time_point{});
        ninegrid::shell::Style style;
        style.cols = 80;
        style.rows = 24;
        const std::string more = lang == Lang::En ? "Space or Down for more" : "看更多";
        const std::string end = lang == Lang::En ? "the end: Up back" : "已到末尾";
        ninegrid::shell::Frame frame = render_screen(s, Clock::time_point{}, style);
        CHECK(frame.lines.back().find(more) != std::string::npos);
        CHECK(frame.lines.back().find(end) == std::string::npos);
        // Space, page after page, to the last.
        for (int page = 0;
             page < 10 && s.help_scroll() + frame.layout.help_rows < frame.layout.help_total;
             ++page) {
            s.key(support::ch(' '), Clock::time_point{}, frame.layout);
            frame = render_screen(s, Clock::time_point{}, style);
        }
        REQUIRE(s.showing_help());
        INFO(frame.lines.back());
        CHECK(frame.lines.back().find(more) == std::string::npos);
        CHECK(frame.lines.back().find(end) != std::string::npos);
        // And Space there closes it, as the page says of any key but Up.
        s.key(support::ch(' '), Clock::time_point{}, frame.layout);
        CHECK_FALSE(s.showing_help());
    }
}

TEST_CASE("the help says games are saved and choices remembered only where they are",
          "[texts][help]") {
    for (const Lang lang : {Lang::En, Lang::Zh}) {
        CAPTURE(lang == Lang::Zh);
        const std::string keeps(shell_texts(lang).help_keeps);
        ninegrid::test::FakeGame game;
        ninegrid::shell::Session s(game, counter_params(lang), nullptr);
        // Through a pipe (no saving): not a word of it.
        std::vector<std::string> lines = s.help_lines(ninegrid::shell::Style{});
        CHECK(std::find(lines.begin(), lines.end(), keeps) == lines.end());
        for (const std::string& l : lines) {
            CAPTURE(l);
            CHECK(l.find(lang == Lang::En ? "save" : "保存") == std::string::npos);
        }
        // At a terminal, where quitting saves: the remark ends the help, after a blank line.
        s.set_saving([](const ninegrid::shell::SavedGame&) -> ninegrid::base::Status {
            return ninegrid::base::ok();
        });
        lines = s.help_lines(ninegrid::shell::Style{});
        REQUIRE(lines.size() >= 2);
        CHECK(lines.back() == keeps);
        CHECK(lines[lines.size() - 2].empty());
    }
}
