// SPDX-License-Identifier: MIT
// Frames of a session around a fake game's board, and the line wrapping they use in both languages.
#include "shell/view.hpp"

#include <algorithm>
#include <chrono>
#include <iterator>
#include <string>
#include <vector>

#include "shell/fake_game.hpp"
#include "shell/session.hpp"
#include "support/catch.hpp"
#include "support/keys.hpp"
#include "term/screen.hpp"

using ninegrid::shell::Clock;
using ninegrid::shell::hanging_indent;
using ninegrid::shell::kMinCols;
using ninegrid::shell::kMinRows;
using ninegrid::shell::Lang;
using ninegrid::shell::render_plain;
using ninegrid::shell::render_screen;
using ninegrid::shell::Session;
using ninegrid::shell::status_line;
using ninegrid::shell::Style;
using ninegrid::shell::wrap;
using ninegrid::term::display_width;
using ninegrid::term::Key;
using ninegrid::term::KeyType;
using ninegrid::test::FakeGame;
using namespace std::chrono_literals;

namespace {

using support::ch;

const Clock::time_point t0{};

Session::Params params(const std::string& level, Lang lang = Lang::En) {
    Session::Params p;
    p.game = "counter";
    p.level = level;
    p.seed = 42;
    p.lang = lang;
    return p;
}

Style window(int cols, int rows, bool color = false) {
    Style s;
    s.cols = cols;
    s.rows = rows;
    s.color = color;
    s.utf8 = true;
    return s;
}

bool shows(const std::vector<std::string>& lines, const std::string& text) {
    for (const std::string& l : lines) {
        if (l.find(text) != std::string::npos) return true;
    }
    return false;
}

std::string joined(const std::vector<std::string>& lines) {
    std::string all;
    for (const std::string& l : lines)
        all += l + "\n";
    return all;
}

std::size_t non_empty(const std::vector<std::string>& lines) {
    return static_cast<std::size_t>(
        std::count_if(lines.begin(), lines.end(), [](const std::string& l) { return !l.empty(); }));
}

// Every line fits the window, and there are no more lines than it has rows.
void check_fits(const std::vector<std::string>& lines, const Style& style) {
    INFO(joined(lines));
    CHECK(lines.size() <= static_cast<std::size_t>(style.rows));
    for (const std::string& l : lines) {
        CAPTURE(l);
        CHECK(display_width(l) <= static_cast<std::size_t>(style.cols));
    }
}

// The words of `text`: its runs of characters between spaces.
std::vector<std::string> words_of(const std::string& text) {
    std::vector<std::string> words;
    std::string word;
    for (const char c : text + " ") {
        if (c != ' ') {
            word += c;
        } else if (!word.empty()) {
            words.push_back(word);
            word.clear();
        }
    }
    return words;
}

}  // namespace

TEST_CASE("a frame shows the board, the status, the code, the notes and the keys, and fits",
          "[view]") {
    for (const Lang lang : {Lang::En, Lang::Zh}) {
        for (const bool color : {false, true}) {
            for (const auto& [cols, rows] : {std::pair{80, 24}, std::pair{100, 30}}) {
                CAPTURE(cols, rows, lang == Lang::Zh, color);
                FakeGame game;
                Session s(game, params("three", lang), nullptr);
                s.key(ch('x'), t0);
                const Style style = window(cols, rows, color);
                const std::vector<std::string> frame = render_screen(s, t0 + 5s, style).lines;
                INFO(joined(frame));
                for (const std::string& board : game.draw(style, false))
                    CHECK(shows(frame, board));
                CHECK(shows(frame, status_line(s, t0 + 5s)));
                CHECK(shows(frame, lang == Lang::En ? "moves 1" : "已走 1 步"));
                CHECK(shows(frame, s.code_line()));
                CHECK(shows(frame, game.notes(lang)[0]));
                CHECK(shows(frame, game.key_line(lang)));
                CHECK(shows(frame, game.title(lang)));
                check_fits(frame, style);
            }
        }
    }
}

TEST_CASE("the board keeps its form while the window keeps its size, whatever the message says",
          "[view]") {
    for (const Lang lang : {Lang::En, Lang::Zh}) {
        for (int rows = kMinRows; rows <= 34; ++rows) {
            for (const int cols : {kMinCols, 60, 80}) {
                CAPTURE(lang == Lang::Zh, cols, rows);
                FakeGame game;
                game.large_rows = 12;
                Session s(game, params("three", lang), nullptr);
                const Style style = window(cols, rows);
                const bool compact = render_screen(s, t0, style).layout.compact;
                s.key(ch('z'), t0);  // a refusal: a line of message
                CHECK(render_screen(s, t0, style).layout.compact == compact);
                s.key(ch('x'), t0);
                s.key(ch('q'), t0);  // the quit question: two lines at the narrow widths
                CHECK(render_screen(s, t0, style).layout.compact == compact);
                s.key(ch('n'), t0);
                s.key(ch('x'), t0);
                s.key(ch('x'), t0);  // the win: several lines
                REQUIRE(s.won());
                const auto won = render_screen(s, t0, style);
                CHECK(won.layout.compact == compact);
                check_fits(won.lines, style);
                // The large board is kept wherever it fits with its status, notes, keys and
                // three lines for the message: the title and the code line go first.
                if (rows >= 12 + 7 && cols == 80) CHECK_FALSE(compact);
            }
        }
    }
}

TEST_CASE("in a wide window the board stays where it is while messages of any length come and go",
          "[view]") {
    // A message of one entry wrapped on two lines (the questions below) must not lift the frame:
    // the tiles would move out from under the mouse.
    for (const Lang lang : {Lang::En, Lang::Zh}) {
        for (const auto& [cols, rows] :
             {std::pair{100, 30}, std::pair{120, 40}, std::pair{200, 60}}) {
            CAPTURE(lang == Lang::Zh, cols, rows);
            FakeGame game;
            game.large_rows = 12;
            Session s(game, params("three", lang), nullptr);
            const Style style = window(cols, rows);
            const ninegrid::shell::Frame first = render_screen(s, t0, style);
            REQUIRE(first.layout.board_top);
            const auto check_still = [&](const char* when) {
                const ninegrid::shell::Frame f = render_screen(s, t0, style);
                CAPTURE(when);
                INFO(joined(f.lines));
                CHECK(f.layout.board_top == first.layout.board_top);
                CHECK(f.layout.left == first.layout.left);
                check_fits(f.lines, style);
            };
            s.key(ch('x'), t0);
            check_still("a move");
            s.key(ch('n'), t0);  // the new game's question: one message, two lines
            REQUIRE(s.message().size() == 1);
            if (lang == Lang::En)
                REQUIRE(non_empty(render_screen(s, t0, style).lines) > non_empty(first.lines));
            check_still("the new game's question");
            s.key(ch('z'), t0);  // play on
            s.key(ch('z'), t0);  // a refusal: one line
            check_still("a refusal");
            s.key(ch('q'), t0);
            check_still("the quit question");
            s.key(ch('n'), t0);
            s.key(ch('x'), t0);
            s.key(ch('x'), t0);  // the win: the cheer and several lines of message
            REQUIRE(s.won());
            check_still("the win");
        }
    }
}

TEST_CASE("the smallest window still shows the board, the status and the message", "[view]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    s.key(ch('z'), t0);  // a message
    const Style style = window(kMinCols, kMinRows);
    const std::vector<std::string> frame = render_screen(s, t0, style).lines;
    INFO(joined(frame));
    CHECK(shows(frame, "0/3"));
    CHECK(shows(frame, "moves 0"));  // the status, wrapped at this width
    CHECK(shows(frame, "hints 0"));
    CHECK(shows(frame, "z cannot be done"));
    check_fits(frame, style);
}

TEST_CASE("the smallest window shows the whole message of a win", "[view]") {
    for (const Lang lang : {Lang::En, Lang::Zh}) {
        CAPTURE(lang == Lang::Zh);
        FakeGame game;
        ninegrid::test::FakeRecords records;
        records.bests["two"] = {5, 100.0};
        Session s(game, params("two", lang), &records);
        s.key(ch('x'), t0);
        s.key(ch('b'), t0 + 1s);
        s.key(ch('x'), t0 + 2s);
        s.key(ch('x'), t0 + 3s);
        REQUIRE(s.won());
        REQUIRE(s.message().size() >= 3);
        const Style style = window(kMinCols, kMinRows);
        const std::vector<std::string> frame = render_screen(s, t0 + 4s, style).lines;
        INFO(joined(frame));
        check_fits(frame, style);
        CHECK(shows(frame, "[2/2]"));
        // Each message line's last few characters are on screen.
        for (const std::string& m : s.message()) {
            CAPTURE(m);
            const std::vector<std::string> tail = wrap(m, kMinCols - 2);
            CHECK(shows(frame, tail.back()));
        }
    }
}

TEST_CASE("a window too small says so and hides the board", "[view]") {
    for (const Lang lang : {Lang::En, Lang::Zh}) {
        CAPTURE(lang == Lang::Zh);
        FakeGame game;
        Session s(game, params("three", lang), nullptr);
        const Style small = window(30, 10);
        const ninegrid::shell::Frame drawn = render_screen(s, t0, small);
        const std::vector<std::string>& frame = drawn.lines;
        INFO(joined(frame));
        CHECK(shows(frame, "30x10"));
        CHECK(shows(frame, std::to_string(kMinCols) + "x" + std::to_string(kMinRows)));
        CHECK_FALSE(shows(frame, "0/3"));
        check_fits(frame, small);
        // The layout says so: the game's keys do nothing now.
        CHECK_FALSE(drawn.layout.board_shown);
        s.key(ch('x'), t0, drawn.layout);
        CHECK(game.count == 0);
        // A large window again: they do.
        s.key(ch('x'), t0, render_screen(s, t0, window(80, 24)).layout);
        CHECK(game.count == 1);
    }
}

TEST_CASE("the help frame shows the game's keys, then the shell's, then how to close it",
          "[view][help]") {
    for (const Lang lang : {Lang::En, Lang::Zh}) {
        CAPTURE(lang == Lang::Zh);
        FakeGame game;
        Session s(game, params("three", lang), nullptr);
        s.key(ch('?'), t0);
        const Style style = window(100, 40);
        const std::vector<std::string> frame = render_screen(s, t0, style).lines;
        INFO(joined(frame));
        CHECK(shows(frame, std::string(s.text().help_title)));
        CHECK(shows(frame, "X                 count one up"));
        CHECK(shows(frame, "C                 switch the mode"));
        CHECK(shows(frame, std::string(s.text().help[1])));  // U: undo
        CHECK(shows(frame, std::string(s.text().help_close)));
        CHECK_FALSE(shows(frame, "0/3"));  // no board behind it
        check_fits(frame, style);
        std::size_t game_line = frame.size();
        std::size_t shell_line = frame.size();
        for (std::size_t i = 0; i < frame.size(); ++i) {
            if (frame[i].find("count one up") != std::string::npos) game_line = i;
            if (frame[i].find(std::string(s.text().help[1])) != std::string::npos) shell_line = i;
        }
        CHECK(game_line < shell_line);
    }
}

TEST_CASE("a long help fits the window and says which lines it shows", "[view][help]") {
    for (const Lang lang : {Lang::En, Lang::Zh}) {
        CAPTURE(lang == Lang::Zh);
        FakeGame game;
        game.help_text.clear();
        for (int i = 1; i <= 40; ++i)
            game.help_text.push_back("L" + std::to_string(i) + "                line " +
                                     std::to_string(i) + " of the game's help");
        Session s(game, params("three", lang), nullptr);
        s.key(ch('?'), t0);
        const Style style = window(80, 24);
        ninegrid::shell::Frame drawn = render_screen(s, t0, style);
        std::vector<std::string> frame = drawn.lines;
        INFO(joined(frame));
        check_fits(frame, style);
        CHECK(shows(frame, "line 1 of the game's help"));
        CHECK_FALSE(shows(frame, "line 40 of the game's help"));
        CHECK(shows(frame, lang == Lang::En ? "Lines 1-" : "第 1-"));
        // Down scrolls by a line.
        s.key(Key{KeyType::Down, 0, false}, t0, drawn.layout);
        REQUIRE(s.showing_help());
        drawn = render_screen(s, t0, style);
        frame = drawn.lines;
        CHECK_FALSE(shows(frame, "line 1 of the game's help"));
        CHECK(shows(frame, "line 2 of the game's help"));
        CHECK(shows(frame, lang == Lang::En ? "Lines 2-" : "第 2-"));
        // Space to the end: the last line comes into view.
        for (int i = 0; i < 20; ++i) {
            const int before = s.help_scroll();
            s.key(ch(' '), t0, drawn.layout);
            if (!s.showing_help() || s.help_scroll() == before) break;
            drawn = render_screen(s, t0, style);
            frame = drawn.lines;
        }
        CHECK(shows(frame, std::string(std::end(s.text().help)[-1]).substr(0, 6)));
        check_fits(frame, style);
    }
}

TEST_CASE("in the smallest window the help still ends with how to close it", "[view][help]") {
    for (const Lang lang : {Lang::En, Lang::Zh}) {
        CAPTURE(lang == Lang::Zh);
        FakeGame game;
        for (int i = 1; i <= 40; ++i)
            game.help_text.push_back("L" + std::to_string(i) + "                line " +
                                     std::to_string(i));
        Session s(game, params("three", lang), nullptr);
        s.key(ch('?'), t0);
        const Style style = window(kMinCols, kMinRows);
        const std::vector<std::string> frame = render_screen(s, t0, style).lines;
        INFO(joined(frame));
        check_fits(frame, style);
        REQUIRE_FALSE(frame.empty());
        // The closing text ("... any other key closes.") is whole: its last words are on screen.
        CHECK(shows(frame, lang == Lang::En ? "closes." : "关闭。"));
    }
}

TEST_CASE("after a win the frame celebrates it", "[view]") {
    FakeGame game;
    Session s(game, params("one"), nullptr);
    const Style style = window(80, 24);
    const std::string cheer(s.text().celebration);
    CHECK_FALSE(shows(render_screen(s, t0, style).lines, cheer));
    s.key(ch('x'), t0 + 2s);
    REQUIRE(s.won());
    const std::vector<std::string> frame = render_screen(s, t0 + 9s, style).lines;
    INFO(joined(frame));
    CHECK(shows(frame, cheer));
    CHECK(shows(frame, "Solved in 1 move (par 1) in 0:00, no hints."));
    check_fits(frame, style);
}

TEST_CASE("the pause frame hides the board and says it is paused", "[view][pause]") {
    for (const Lang lang : {Lang::En, Lang::Zh}) {
        CAPTURE(lang == Lang::Zh);
        FakeGame game;
        Session s(game, params("three", lang), nullptr);
        s.key(ch('x'), t0);
        s.key(Key{KeyType::Tab, 0, false}, t0);
        REQUIRE(s.paused());
        const Style style = window(80, 24);
        const std::vector<std::string> frame = render_screen(s, t0, style).lines;
        INFO(joined(frame));
        for (const std::string& board : game.draw(style, false))
            CHECK_FALSE(shows(frame, board));
        for (const std::string& board : game.draw(style, true))
            CHECK_FALSE(shows(frame, board));
        CHECK(shows(frame, std::string(s.text().paused)));
        check_fits(frame, style);
    }
}

TEST_CASE("plain output is the game's plain board, the status line and the history", "[view]") {
    FakeGame game;
    Session s(game, params("two"), nullptr);
    CHECK(render_plain(s, t0).size() == 2);  // no move, no history
    s.key(ch('x'), t0);
    const std::vector<std::string> plain = render_plain(s, t0 + 3s);
    REQUIRE(plain.size() == 3);
    CHECK(plain[0] == "count 1 of 2");
    CHECK(plain[1] == "two   par 2   moves 1   time 0:03   hints 0");
    CHECK(plain[2] == "Moves 1+ 0-   1 x+");
}

TEST_CASE("the history's header counts the moves not known to be optimal or not",
          "[view][history]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    s.key(ch('x'), t0);
    game.knows_distance = false;  // the next two moves cannot be judged
    s.key(ch('b'), t0);
    s.key(ch('x'), t0);
    const std::vector<std::string> plain = render_plain(s, t0);
    REQUIRE(plain.size() == 3);
    CHECK(plain[2] == "Moves 1+ 0- 2?   1 x+  2 b  3 x");
    const std::vector<std::string> frame =
        render_screen(s, t0, ninegrid::shell::Style{false, true, 80, 24}).lines;
    bool shown = false;
    for (const std::string& line : frame)
        shown = shown || line.find("Moves 1\u2713 0\u2717 2?") != std::string::npos;
    CHECK(shown);
}

TEST_CASE("a puzzle with no par, whose moves are never judged, counts them only",
          "[view][history]") {
    FakeGame game;
    game.has_par = false;
    game.knows_distance = false;
    Session s(game, params("three"), nullptr);
    s.key(ch('x'), t0);
    s.key(ch('x'), t0);
    const std::vector<std::string> plain = render_plain(s, t0);
    REQUIRE(plain.size() == 3);
    CHECK(plain[2] == "Moves 2   1 x  2 x");
}

TEST_CASE("a pipe's history shows the last ten moves", "[view][history]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    for (int i = 0; i < 6; ++i) {
        s.key(ch('x'), t0);
        s.key(ch('b'), t0);
    }
    const std::vector<std::string> plain = render_plain(s, t0);
    // Within 80 columns: the moves that do not fit go on to a line of their own.
    REQUIRE(plain.size() == 4);
    CHECK(plain[2] ==
          "Moves 6+ 6-    3 x+   4 b-   5 x+   6 b-   7 x+   8 b-   9 x+  10 b-  11 x+");
    CHECK(plain[3] == "  12 b-");
}

namespace {

// The frame's lines that contain `text`.
std::vector<std::string> lines_with(const std::vector<std::string>& frame,
                                    const std::string& text) {
    std::vector<std::string> found;
    for (const std::string& l : frame)
        if (l.find(text) != std::string::npos) found.push_back(l);
    return found;
}

}  // namespace

TEST_CASE("the history stands beside the board, in columns, most recent moves last",
          "[view][history]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    for (const char32_t c : {U'x', U'b', U'x'})
        s.key(ch(c), t0);
    SECTION("in ASCII and without colour") {
        const std::vector<std::string> frame =
            render_screen(s, t0, Style{false, false, 80, 24}).lines;
        // The fake's board is three lines: the header beside the first, two moves a column.
        CHECK(lines_with(frame, "+-------+   Moves 2+ 1-").size() == 1);
        CHECK(lines_with(frame, "|   1 x+  3 x+").size() == 1);
        CHECK(lines_with(frame, "+   2 b-").size() == 1);
    }
    SECTION("with UTF-8 and colour: ticks and crosses, green and red") {
        const std::vector<std::string> frame =
            render_screen(s, t0, Style{true, true, 80, 24}).lines;
        CHECK(lines_with(frame, "Moves 2\u2713 1\u2717").size() == 1);
        CHECK(lines_with(frame, "1 x!\x1b[32m\u2713\x1b[0m").size() == 1);
        CHECK(lines_with(frame, "2 b!\x1b[31m\u2717\x1b[0m").size() == 1);
    }
    SECTION("in a narrow window only the most recent moves that fit") {
        for (int i = 0; i < 20; ++i) {
            s.key(ch('b'), t0);
            s.key(ch('x'), t0);
        }
        const std::vector<std::string> frame =
            render_screen(s, t0, Style{false, false, 44, 24}).lines;
        CHECK(lines_with(frame, "Moves 22+ 21-").size() == 1);
        CHECK(lines_with(frame, " 43 x+").size() == 1);
        CHECK(lines_with(frame, " 1 x+").empty());
        for (const std::string& l : frame)
            CHECK(display_width(l) <= 44);
    }
    SECTION("under the board when the board is drawn compact, on one line") {
        const std::vector<std::string> frame =
            render_screen(s, t0, Style{false, false, 40, 16}).lines;
        REQUIRE(lines_with(frame, "Moves").size() == 1);
        CHECK(lines_with(frame, "Moves")[0] == " Moves 2+ 1-   1 x+  2 b-  3 x+");
    }
    SECTION("not while paused") {
        s.key(Key{KeyType::Tab, 0, false}, t0);
        CHECK(lines_with(render_screen(s, t0, Style{false, false, 80, 24}).lines, "Moves").empty());
    }
}

TEST_CASE("wrap breaks English at spaces and indents the lines after the first", "[view][wrap]") {
    CHECK(wrap("the quick brown fox jumps over the lazy dog", 15) ==
          std::vector<std::string>{"the quick brown", "fox jumps over", "the lazy dog"});
    CHECK(wrap("the quick brown fox jumps over the lazy dog", 15, 4) ==
          std::vector<std::string>{"the quick brown", "    fox jumps", "    over the",
                                   "    lazy dog"});
    CHECK(wrap("short", 15) == std::vector<std::string>{"short"});
    CHECK(wrap("", 15) == std::vector<std::string>{""});
    const std::string help = "H                 hint: the best next move, shown on the board";
    const std::vector<std::string> lines = wrap(help, 40, hanging_indent(help));
    REQUIRE(lines.size() >= 2);
    CHECK(lines[0].rfind("H                 hint:", 0) == 0);
    for (std::size_t i = 1; i < lines.size(); ++i) {
        CAPTURE(lines[i]);
        CHECK(lines[i].rfind(std::string(18, ' '), 0) == 0);
        CHECK(lines[i][18] != ' ');
    }
    for (const std::string& l : lines)
        CHECK(display_width(l) <= 40);
}

TEST_CASE("wrap never splits a Chinese word that fits on a line", "[view][wrap]") {
    const std::string text = "WASD/方向键 移动  H 提示  U 撤销  R 重来  N 新局";
    const std::vector<std::string> words = words_of(text);
    // "重来" takes columns 37-40: 38 and 39 would cut it between its characters.
    for (int width = 12; width <= 50; ++width) {
        for (const int hang : {0, 2}) {
            CAPTURE(width, hang);
            const std::vector<std::string> lines = wrap(text, width, hang);
            INFO(joined(lines));
            for (const std::string& l : lines)
                CHECK(display_width(l) <= static_cast<std::size_t>(width));
            for (const std::string& w : words) {
                CAPTURE(w);
                bool whole = false;
                for (const std::string& l : lines) {
                    for (const std::string& lw : words_of(l))
                        whole = whole || lw == w;
                }
                CHECK(whole);
            }
        }
    }
    const std::vector<std::string> at38 = wrap(text, 38);
    REQUIRE(at38.size() == 2);
    CHECK(at38[1].rfind("重来", 0) == 0);
}

TEST_CASE("wrap splits a word wider than the line, after Chinese punctuation when it can",
          "[view][wrap]") {
    CHECK(wrap("这是一个很长的句子，没有空格。还有更多的字在这里", 24) ==
          std::vector<std::string>{"这是一个很长的句子，", "没有空格。", "还有更多的字在这里"});
    CHECK(wrap("abcdefghijkl", 5) == std::vector<std::string>{"abcde", "fghij", "kl"});
    // Wide characters are never cut in half: a line one column short takes one character less.
    CHECK(wrap("一二三四五", 5) == std::vector<std::string>{"一二", "三四", "五"});
}

TEST_CASE("wrap breaks a Chinese clause after its punctuation rather than leave a number alone",
          "[view][wrap]") {
    // The quit question after 10 moves, as the 15-puzzle and the link game ask it at 80 columns
    // (78 for the text after the indent): "10" must not end a line and "步" start the next.
    const std::string quit =
        "棋盘上已走 10 步，确定退出吗？对局会保存，下次可继续。y：退出，其他键：继续玩。";
    const std::vector<std::string> lines = wrap(quit, 78);
    INFO(joined(lines));
    REQUIRE(lines.size() == 2);
    CHECK(lines[0] == "棋盘上已走 10 步，确定退出吗？对局会保存，下次可继续。y：退出，其他键：");
    CHECK(lines[1] == "继续玩。");
    // Without a full-width mark to break after within the room left, the word moves down whole,
    // and ASCII marks (a game ID's colon, a path's slashes) are never used to cut a word that fits.
    CHECK(wrap("一二三四五六 七八九十一二", 16) ==
          std::vector<std::string>{"一二三四五六", "七八九十一二"});
    CHECK(wrap("对局 easy:2892024697", 16) == std::vector<std::string>{"对局", "easy:2892024697"});
    // A full-width mark that would leave the first part too wide is not used either.
    CHECK(wrap("一二三 四五六七八，九", 16) ==
          std::vector<std::string>{"一二三", "四五六七八，九"});
}

TEST_CASE("wrap keeps every line within the width, even with a hanging indent and a long word",
          "[view][wrap]") {
    for (const std::string& text :
         {std::string("一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十"),
          std::string("abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz and more"),
          std::string("ok 一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十")}) {
        for (const int hang : {0, 4, 8}) {
            CAPTURE(text, hang);
            const std::vector<std::string> lines = wrap(text, 20, hang);
            INFO(joined(lines));
            for (const std::string& l : lines)
                CHECK(display_width(l) <= 20);
        }
    }
}

TEST_CASE("the hanging indent is the column where a help line's description starts",
          "[view][wrap]") {
    CHECK(hanging_indent("H                 hint") == 18);
    CHECK(hanging_indent("Q、Esc            退出") == 18);  // the wide comma takes two columns
    CHECK(hanging_indent("no gap here") == 0);
    CHECK(hanging_indent("trailing  ") == 0);
}
