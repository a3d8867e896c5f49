// SPDX-License-Identifier: MIT
// The link game as played, without a terminal: its back end in the shell's session on a clock
// moved by hand, boards given as text. Selections, removals and their paths, the cursor, the
// solver's verdict after a move, shuffles, undo and redo, hints, the solver playing, records,
// saves, both languages and the mouse.
#include <chrono>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include "games/link/backend.hpp"
#include "games/link/commands.hpp"
#include "games/link/support/boards.hpp"
#include "games/link/texts.hpp"
#include "ninegrid/link/board_text.hpp"
#include "ninegrid/link/hint.hpp"
#include "ninegrid/link/path.hpp"
#include "ninegrid/link/solver.hpp"
#include "shell/saves.hpp"
#include "shell/session.hpp"
#include "shell/view.hpp"
#include "support/catch.hpp"
#include "support/fake_records.hpp"
#include "support/keys.hpp"
#include "support/text.hpp"
#include "support/texts.hpp"
#include "term/screen.hpp"

using ninegrid::link::Board;
using ninegrid::link::LinkBackend;
using ninegrid::link::LinkTexts;
using ninegrid::link::Pair;
using ninegrid::link::Point;
using ninegrid::link::Rules;
using ninegrid::link::Verdict;
using ninegrid::shell::Clock;
using ninegrid::shell::Lang;
using ninegrid::shell::RecordKeeper;
using ninegrid::shell::Reply;
using ninegrid::shell::Session;
using ninegrid::shell::Style;
using ninegrid::term::Key;
using ninegrid::term::KeyType;
using ninegrid::term::MouseButton;
using support::contains;
using namespace std::chrono_literals;

namespace {

using support::ch;

// The clock's start; any steady time point would do.
const Clock::time_point t0 = Clock::time_point{} + 1h;

// Default rules (paths may use the ring). A in the corners of the top row joins over the ring
// with two turns; A and B side by side differ; the two X have no path, the first one walled in;
// 0,2 and 2,3 are empty. `ninegrid link solve` clears it: A, B, C, D, then X.
const std::string kSelections = "AB.A\nCXCB\nDDX.\n";
// Default rules: clearable, but removing the A at 0,0 and 1,0 leaves a board that is not, though
// a pair remains (the C): the A left at 0,1 and 1,2 and the B at 0,2 and 1,1 block each other.
const std::string kDeadEnd = "AABC\nABAC\n";
// Without the ring: one pair, A at 0,0 and 0,1, and after it none at all.
const std::string kLastPair = "AABABA\n";
// Default rules: no two tiles can be joined (each path would need three turns).
const std::string kDead = "AB\nBA\n";
// Default rules: the board kDeadEnd leaves, as a deal (--any, a board file): the C can go, the A
// and B block each other, so it cannot be cleared from the start.
const std::string kStuckStart = ".ABC\n.BAC\n";

Rules no_border() {
    Rules r;
    r.border = false;
    return r;
}

// A press of the left button, or another mouse event, at `row`, `col`.
Key mouse(int row, int col, MouseButton button = MouseButton::Left, bool release = false) {
    Key k;
    k.type = KeyType::Mouse;
    k.button = button;
    k.release = release;
    k.row = row;
    k.col = col;
    return k;
}

// Where a cell's character is in a board the back end draws (kIndent 1, 3 columns per cell, the
// ring first): the middle column of the cell.
int cell_column(int col) {
    return 1 + (col + 1) * 3 + 1;
}

std::string joined(const std::vector<std::string>& lines) {
    std::string out;
    for (const std::string& l : lines)
        out += l + "\n";
    return out;
}

bool has_any(const std::string& text, const std::vector<std::string>& parts) {
    for (const std::string& p : parts)
        if (contains(text, p)) return true;
    return false;
}

const std::vector<std::string> kUtf8Path{"─", "│", "┌", "┐", "└", "┘"};
const std::vector<std::string> kAsciiPath{"-", "|", "+"};

// Waits for the worker's verdict and takes it in through tick(), as the terminal's loop does when
// wake_at() comes (not through finish_work(): see the test of it below). Ticks at `now`, so an
// effect on screen stays.
Verdict settled(LinkBackend& game, Clock::time_point now) {
    for (int i = 0; i < 10000 && game.analysing(); ++i) {
        game.tick(now, Lang::En);
        if (game.analysing()) std::this_thread::sleep_for(1ms);
    }
    REQUIRE_FALSE(game.analysing());
    return game.outlook();
}

using support::FakeRecords;

Session::Params params(bool custom, std::uint32_t seed = 0) {
    Session::Params p;
    p.game = "link";
    p.level = "easy";
    p.custom = custom;
    p.seed = seed;
    p.lang = Lang::En;
    return p;
}

// A game in a session, with keys pressed a tenth of a second apart.
struct Played {
    LinkBackend game;
    Session session;
    Clock::time_point now = t0;
    ninegrid::shell::Layout layout;  // of the frame last drawn, when a test draws one

    // A given board (a custom game).
    explicit Played(const std::string& text, Rules rules = {}, RecordKeeper* records = nullptr)
        : game(rules, false, support::link::board(text)), session(game, params(true), records) {}
    // A dealt game of `level`.
    Played(Rules rules, const std::string& level, std::uint32_t seed, RecordKeeper* records)
        : game(rules, false, std::nullopt), session(game, deal_params(level, seed), records) {}

    static Session::Params deal_params(const std::string& level, std::uint32_t seed) {
        Session::Params p = params(false, seed);
        p.level = level;
        return p;
    }

    bool press(const Key& k) {
        now += 100ms;
        return session.key(k, now, layout);
    }
    bool press(char c) { return press(ch(static_cast<char32_t>(c))); }

    // Moves the cursor to `to` with W A S D.
    void go(Point to) {
        while (game.cursor().row < to.row)
            press('s');
        while (game.cursor().row > to.row)
            press('w');
        while (game.cursor().col < to.col)
            press('d');
        while (game.cursor().col > to.col)
            press('a');
        REQUIRE(game.cursor() == to);
    }
    // Moves the cursor to `at` and selects the tile there with Space.
    void pick(Point at) {
        go(at);
        press(' ');
    }
    void remove(Point a, Point b) {
        pick(a);
        pick(b);
    }

    std::string said() const { return joined(session.message()); }
};

// Plays a clearing order of the board as it stands, found by the engine's solver.
void clear_by_hand(Played& p) {
    const ninegrid::link::Solution s = ninegrid::link::solve(p.game.board(), p.game.rules());
    REQUIRE(s.result == Verdict::Solved);
    for (const ninegrid::link::Removal& r : s.removals) {
        const int moves = p.session.moves();
        p.remove(r.a, r.b);
        REQUIRE(p.session.moves() == moves + 1);
    }
}

}  // namespace

// --- Selections.

TEST_CASE("an empty cell cannot be selected, and the same tile twice clears the selection",
          "[link][play]") {
    Played p(kSelections);
    p.go({0, 2});
    p.press(' ');
    CHECK(p.said() == "No tile under the cursor.\n");
    CHECK_FALSE(p.game.selection());

    p.go({1, 1});
    p.press(' ');
    CHECK(p.said() == "Selected X at 1,1: now a tile of the same kind.\n");
    CHECK(p.game.selection() == std::optional<Point>(Point{1, 1}));
    p.press(' ');
    CHECK(p.said() == "Selection cleared.\n");
    CHECK_FALSE(p.game.selection());
    CHECK(p.session.moves() == 0);
    CHECK(p.game.board() == support::link::board(kSelections));
}

TEST_CASE("two different tiles are refused and the newer one is selected", "[link][play]") {
    Played p(kSelections);
    p.pick({0, 0});
    p.pick({0, 1});
    CHECK(p.said() == "Different tiles: A and B; B at 0,1 is selected now.\n");
    CHECK(p.game.selection() == std::optional<Point>(Point{0, 1}));
    CHECK(p.session.moves() == 0);
    CHECK(p.game.board() == support::link::board(kSelections));
}

TEST_CASE("the same kind without a path of at most two turns is refused", "[link][play]") {
    Played p(kSelections);
    REQUIRE_FALSE(ninegrid::link::connect(p.game.board(), {1, 1}, {2, 2}, p.game.rules()));
    p.pick({1, 1});
    p.pick({2, 2});
    CHECK(p.said() ==
          "No path with at most two turns joins X at 1,1 and 2,2; 2,2 is selected now.\n");
    CHECK(p.game.selection() == std::optional<Point>(Point{2, 2}));
    CHECK(p.session.moves() == 0);
    CHECK(p.game.board() == support::link::board(kSelections));
    // The newer tile is the selection: its partner from the other side is refused the same way.
    p.pick({1, 1});
    CHECK(contains(p.said(), "joins X at 2,2 and 1,1; 1,1 is selected now."));
}

TEST_CASE("Esc clears a selection, and without one it is the shell's quit", "[link][play]") {
    Played p(kSelections);
    p.pick({0, 0});
    REQUIRE(p.game.selection());
    CHECK(p.press(support::key(KeyType::Escape)));
    CHECK(p.said() == "Selection cleared.\n");
    CHECK_FALSE(p.game.selection());
    CHECK_FALSE(p.session.confirming_quit());

    SECTION("with no move made, Esc quits at once") {
        CHECK_FALSE(p.press(support::key(KeyType::Escape)));
    }
    SECTION("once a move is made, Esc asks first, and another key plays on") {
        p.remove({0, 0}, {0, 3});
        REQUIRE(p.session.moves() == 1);
        CHECK(p.press(support::key(KeyType::Escape)));
        CHECK(p.session.confirming_quit());
        CHECK(p.said() == "Quit this game? y: quit, any other key: play on.\n");
        CHECK(p.press('x'));
        CHECK_FALSE(p.session.confirming_quit());
        CHECK(p.press(support::key(KeyType::Escape)));
        CHECK_FALSE(p.press('y'));
    }
}

TEST_CASE(
    "the help lists each key once: Esc is the shell's quit, with the selection's remark, and H "
    "and L say what they give here",
    "[link][play]") {
    for (const Lang lang : {Lang::En, Lang::Zh}) {
        CAPTURE(lang == Lang::Zh);
        LinkBackend game(Rules{}, false, support::link::board(kSelections));
        Session::Params p = params(true);
        p.lang = lang;
        Session s(game, p, nullptr);
        int esc = 0;
        int l = 0;
        int h = 0;
        for (const std::string& line : s.help_lines(Style{})) {
            // The key column: the 18 columns before the words (the Chinese "、" is 3 bytes).
            const std::string keys = line.substr(0, std::min<std::size_t>(line.size(), 20));
            if (line.empty() || line[0] == ' ' || keys.find("  ") == std::string::npos) continue;
            esc += contains(keys, "Esc") ? 1 : 0;
            CAPTURE(line);
            if (keys.rfind("L ", 0) == 0) {
                ++l;
                // What L lists here: pairs of a clearing order, not moves in the player's keys.
                CHECK(contains(line, lang == Lang::En ? "clearing order" : "消除顺序"));
                CHECK_FALSE(contains(line, lang == Lang::En ? "keys" : "按键"));
            }
            if (keys.rfind("H ", 0) == 0) {
                ++h;
                CHECK(contains(line, lang == Lang::En ? "clearable" : "消完"));
            }
            // A board has no optimal solution to offer: the shell's sliding words do not fit.
            if (keys.rfind("L ", 0) == 0 || keys.rfind("H ", 0) == 0)
                CHECK_FALSE(contains(line, lang == Lang::En ? "optimal" : "最优"));
        }
        CHECK(esc == 1);
        CHECK(l == 1);
        CHECK(h == 1);
        // Clearing the selection with Esc is said where selecting is.
        CHECK(contains(joined(game.help(lang, Style{})), "Esc"));
    }
}

// --- Removals and their paths.

TEST_CASE("a removal takes both tiles, shows its path for a moment, then erases it",
          "[link][play]") {
    Played p(kSelections);
    const Style utf8{false, true, 80, 24};
    const Style ascii{false, false, 80, 24};
    CHECK_FALSE(
        has_any(joined(ninegrid::shell::render_screen(p.session, p.now, utf8).lines), kUtf8Path));
    CHECK_FALSE(has_any(joined(p.game.draw(ascii, false)), kAsciiPath));

    p.remove({0, 0}, {0, 3});
    CHECK(p.session.moves() == 1);
    CHECK(p.game.board().at({0, 0}) == 0);
    CHECK(p.game.board().at({0, 3}) == 0);
    CHECK(p.game.board().tiles() == 8);
    CHECK(p.said() == "Removed A at 0,0 and 0,3: 4 pairs left.\n");
    CHECK(p.game.draw_plain()[1] == " 0  .  B  . [.]");
    CHECK(contains(ninegrid::shell::status_line(p.session, p.now), "4 pairs left"));

    // What the solver says of the board now is taken in, so that below only the path's time
    // changes the frame.
    settled(p.game, p.now);
    // The path: over the ring above the board, two turns.
    const std::optional<Pair> shown = p.game.shown_path();
    REQUIRE(shown);
    CHECK(shown->a == Point{0, 0});
    CHECK(shown->b == Point{0, 3});
    CHECK(shown->path.turns() == 2);
    const std::string frame = joined(ninegrid::shell::render_screen(p.session, p.now, utf8).lines);
    CHECK(contains(frame, "┌"));
    CHECK(contains(frame, "┐"));
    CHECK(contains(frame, "─"));
    CHECK(contains(frame, "│"));  // the spacer line between the ring and the top row
    const std::string plain = joined(p.game.draw(ascii, false));
    CHECK(contains(plain, "+"));
    CHECK(contains(plain, "-"));
    CHECK(contains(plain, "|"));
    CHECK(contains(plain, "*A"));  // the pair of the path, marked without colour
    const std::string compact = joined(p.game.draw(ascii, true));
    CHECK(contains(compact, "+--------+"));  // the ring's row, from corner to corner

    // Still there just before the time is up; gone when it is.
    CHECK_FALSE(p.session.tick(p.now + LinkBackend::kPathShown - 1ms));
    CHECK(p.game.shown_path());
    CHECK(p.session.wake_at() == std::optional<Clock::time_point>(p.now + LinkBackend::kPathShown));
    CHECK(p.session.tick(p.now + LinkBackend::kPathShown));
    CHECK_FALSE(p.game.shown_path());
    const std::string after = joined(
        ninegrid::shell::render_screen(p.session, p.now + LinkBackend::kPathShown, utf8).lines);
    CHECK_FALSE(has_any(after, kUtf8Path));
    CHECK_FALSE(has_any(joined(p.game.draw(ascii, false)), kAsciiPath));
    CHECK_FALSE(contains(joined(p.game.draw(ascii, true)), "A"));  // the tiles are gone too
}

TEST_CASE("the next key ends the path of the last removal", "[link][play]") {
    Played p(kSelections);
    p.remove({0, 0}, {0, 3});
    REQUIRE(p.game.shown_path());
    p.press('a');
    CHECK_FALSE(p.game.shown_path());
}

// --- The cursor.

TEST_CASE("W A S D and the arrows move the cursor one cell and stop at each edge", "[link][play]") {
    Played p(kSelections);  // 3 rows, 4 columns
    CHECK(p.game.cursor() == Point{0, 0});
    p.press('w');
    CHECK(p.said() == "The cursor is at the top edge of the board.\n");
    CHECK(p.game.cursor() == Point{0, 0});
    p.press(support::key(KeyType::Left));
    CHECK(p.said() == "The cursor is at the left edge of the board.\n");
    CHECK(p.game.cursor() == Point{0, 0});

    p.press('d');
    CHECK(p.game.cursor() == Point{0, 1});
    CHECK(p.session.message().empty());
    p.press(support::key(KeyType::Right));
    CHECK(p.game.cursor() == Point{0, 2});
    p.press('D');
    CHECK(p.game.cursor() == Point{0, 3});
    p.press('d');
    CHECK(p.said() == "The cursor is at the right edge of the board.\n");
    CHECK(p.game.cursor() == Point{0, 3});  // no wrap to the next row or the first column

    p.press('s');
    CHECK(p.game.cursor() == Point{1, 3});
    p.press(support::key(KeyType::Down));
    CHECK(p.game.cursor() == Point{2, 3});
    p.press('S');
    CHECK(p.said() == "The cursor is at the bottom edge of the board.\n");
    CHECK(p.game.cursor() == Point{2, 3});

    p.press('a');
    CHECK(p.game.cursor() == Point{2, 2});
    p.press(support::key(KeyType::Up));
    CHECK(p.game.cursor() == Point{1, 2});
    p.press('W');
    CHECK(p.game.cursor() == Point{0, 2});
    p.press('A');
    CHECK(p.game.cursor() == Point{0, 1});
    CHECK(p.session.moves() == 0);
}

TEST_CASE("without colour the cursor, the selection and both are marked by brackets",
          "[link][play]") {
    Played p(kSelections);
    const Style plain{false, false, 80, 24};
    CHECK(contains(p.game.draw(plain, true)[1], "[A] B "));
    p.press(' ');
    CHECK(contains(p.game.draw(plain, true)[1], "{A} B "));
    p.press('d');
    CHECK(contains(p.game.draw(plain, true)[1], "<A>[B]"));
    p.press(support::key(KeyType::Escape));
    CHECK(contains(p.game.draw(plain, true)[1], " A [B]"));
    // The same marks in a full frame.
    const std::string frame = joined(ninegrid::shell::render_screen(p.session, p.now, plain).lines);
    CHECK(contains(frame, "[B]"));
    CHECK_FALSE(contains(frame, "\x1b"));
}

TEST_CASE("the plain board numbers its rows and columns and marks the cursor and selection",
          "[link][play]") {
    Played p(kSelections);
    CHECK(p.game.draw_plain() == std::vector<std::string>{"    0  1  2  3", " 0 [A] B  .  A",
                                                          " 1  C  X  C  B", " 2  D  D  X  ."});
    p.press(' ');
    p.press('d');
    CHECK(p.game.draw_plain()[1] == " 0 <A>[B] .  A");
    p.press('a');
    CHECK(p.game.draw_plain()[1] == " 0 {A} B  .  A");
    // Two-digit rows and columns: the numbers end over and beside the tiles.
    std::string text;
    for (int r = 0; r < 12; ++r)
        text += "AA..........\n";
    Played wide(text);
    const std::vector<std::string> lines = wide.game.draw_plain();
    REQUIRE(lines.size() == 13);
    CHECK(lines[0] == "    0  1  2  3  4  5  6  7  8  9 10 11");
    CHECK(lines[11] == "10  A  A  .  .  .  .  .  .  .  .  .  .");
}

// --- The solver's verdict after a move.

TEST_CASE("a removal that makes the board unclearable is told, and U takes it back",
          "[link][play]") {
    Played p(kDeadEnd);
    const Board start = support::link::board(kDeadEnd);
    REQUIRE(ninegrid::link::solve(start, Rules{}).result == Verdict::Solved);
    Board after = start;
    ninegrid::link::remove_pair(after, {0, 0}, {1, 0}, Rules{});
    REQUIRE(ninegrid::link::solve(after, Rules{}).result == Verdict::Unsolvable);
    REQUIRE(ninegrid::link::has_pair(after, Rules{}));

    CHECK(settled(p.game, p.now) == Verdict::Solved);
    CHECK_FALSE(p.game.alert(Lang::En));
    p.remove({0, 0}, {1, 0});
    REQUIRE(p.game.board() == after);
    CHECK(settled(p.game, p.now) == Verdict::Unsolvable);
    CHECK(p.game.alert(Lang::En) ==
          std::optional<std::string>("No longer clearable: U undoes it."));
    CHECK(p.game.alert(Lang::Zh) == std::optional<std::string>("已经无法消完：按 U 撤销。"));
    CHECK(contains(joined(ninegrid::shell::render_plain(p.session, p.now)),
                   "No longer clearable: U undoes it."));
    CHECK(p.game.distance() == std::nullopt);

    SECTION("P is refused then: the solver cannot finish it") {
        p.press('p');
        CHECK_FALSE(p.session.solving());
        CHECK(contains(p.said(), "The board can no longer be cleared, so the solver cannot"));
    }
    SECTION("U brings back a clearable board, and the line goes") {
        p.press('u');
        CHECK(p.game.board() == start);
        CHECK(settled(p.game, p.now) == Verdict::Solved);
        CHECK_FALSE(p.game.alert(Lang::En));
        CHECK_FALSE(contains(joined(ninegrid::shell::render_plain(p.session, p.now)),
                             "No longer clearable"));
    }
}

// finish_work() is what the pipe's loop calls after every key so that its output never depends
// on timing ("after it the frame is what it will stay until the next key"): the verdict of the
// move just made is in once it returns. (It once joined the worker and then dropped its answer.)
TEST_CASE("finish_work takes in the verdict of the move just made", "[link][play]") {
    Played p(kDeadEnd);
    p.remove({0, 0}, {1, 0});
    p.game.finish_work(Lang::En);
    CHECK_FALSE(p.game.analysing());
    CHECK(p.game.outlook() == Verdict::Unsolvable);
    CHECK(p.game.alert(Lang::En) ==
          std::optional<std::string>("No longer clearable: U undoes it."));
    p.press('u');
    p.game.finish_work(Lang::En);
    CHECK(p.game.outlook() == Verdict::Solved);
    // After a removal off the solver's order, P must still play to the end.
    p.remove({0, 3}, {1, 3});  // the C: the board stays clearable
    p.game.finish_work(Lang::En);
    CHECK(p.game.outlook() == Verdict::Solved);
    p.press('p');
    for (int i = 0; i < 10 && p.session.solving(); ++i)
        p.session.solver_step(p.now + std::chrono::seconds(i + 1));
    CHECK(p.game.board().empty());
}

TEST_CASE("a board where no pair can be removed says so", "[link][play]") {
    SECTION("as dealt") {
        Played p(kDead);
        REQUIRE(ninegrid::link::is_dead(p.game.board(), Rules{}));
        CHECK(p.game.outlook() == Verdict::Unsolvable);
        // Nothing to undo at the start: the advice is F alone.
        CHECK(p.game.alert(Lang::En) ==
              std::optional<std::string>("No pair can be removed: F shuffles the tiles."));
        CHECK(p.game.alert(Lang::Zh) ==
              std::optional<std::string>("没有可以消去的一对：按 F 洗牌。"));
        CHECK_FALSE(p.game.hint(Lang::En));
    }
    SECTION("after the last pair that could go") {
        Played p(kLastPair, no_border());
        CHECK(settled(p.game, p.now) == Verdict::Unsolvable);
        CHECK(p.game.alert(Lang::En) ==
              std::optional<std::string>("This deal cannot be cleared: F shuffles the tiles."));
        p.remove({0, 0}, {0, 1});
        REQUIRE(p.session.moves() == 1);
        REQUIRE(ninegrid::link::is_dead(p.game.board(), no_border()));
        CHECK(
            p.game.alert(Lang::En) ==
            std::optional<std::string>("No pair can be removed: F shuffles the tiles, U undoes."));
        p.press('h');
        CHECK(p.said() == "No hint here.\n");
        CHECK(p.session.hints() == 0);
        p.press('u');
        CHECK(
            p.game.alert(Lang::En) !=
            std::optional<std::string>("No pair can be removed: F shuffles the tiles, U undoes."));
    }
}

// --- Shuffles.

TEST_CASE(
    "F shuffles the tiles over their cells, counts a shuffle and no move, starts no clock, "
    "and U and Y replay it exactly",
    "[link][play]") {
    Played p(kSelections);
    const Board before = p.game.board();
    const std::string snapshot = p.game.snapshot();
    p.press('f');
    const Board shuffled = p.game.board();
    CHECK(shuffled != before);
    CHECK(shuffled.kind_counts() == before.kind_counts());
    for (int r = 0; r < before.rows(); ++r)
        for (int c = 0; c < before.cols(); ++c)
            CHECK((shuffled.at({r, c}) == 0) == (before.at({r, c}) == 0));
    CHECK(p.game.shuffles() == 1);
    CHECK(p.session.moves() == 0);  // par counts pairs; a shuffle is scored apart
    CHECK_FALSE(p.session.clock_running());
    CHECK(p.said() == "Shuffled the tiles (1 shuffle).\n");
    CHECK(contains(ninegrid::shell::status_line(p.session, p.now), "shuffles 1"));
    CHECK(p.game.penalty(0) == std::optional<int>(1));
    CHECK(ninegrid::link::solve(shuffled, Rules{}).result == Verdict::Solved);

    p.press('u');
    CHECK(p.game.snapshot() == snapshot);
    CHECK(p.game.board() == before);
    CHECK(p.game.shuffles() == 0);
    p.press('y');
    CHECK(p.game.board() == shuffled);
    CHECK(p.game.shuffles() == 1);

    p.press('f');
    CHECK(p.game.shuffles() == 2);
    CHECK(p.said() == "Shuffled the tiles (2 shuffles).\n");
}

TEST_CASE("nothing to shuffle once the board is cleared", "[link][play]") {
    LinkBackend game(Rules{}, false, support::link::board("AA\n"));
    REQUIRE(game.key(ch(' '), Lang::En, {}).kind == Reply::Changed);
    REQUIRE(game.key(ch('d'), Lang::En, {}).kind == Reply::Changed);
    REQUIRE(game.key(ch(' '), Lang::En, {}).kind == Reply::Moved);
    REQUIRE(game.solved());
    const Reply f = game.key(ch('f'), Lang::En, {});
    CHECK(f.kind == Reply::Refused);
    CHECK(f.message == "Nothing to shuffle.");
}

// --- Undo, redo, restart.

TEST_CASE("U and Y walk over removals and shuffles alike, and R goes back to the start",
          "[link][play]") {
    Played p(kSelections);
    std::vector<std::string> states{p.game.snapshot()};
    p.remove({0, 0}, {0, 3});
    states.push_back(p.game.snapshot());
    p.press('f');
    states.push_back(p.game.snapshot());
    const std::optional<Pair> next = ninegrid::link::first_pair(p.game.board(), Rules{});
    REQUIRE(next);
    p.remove(next->a, next->b);
    states.push_back(p.game.snapshot());
    const int moves[] = {0, 1, 1, 2};  // the moves at each state: a shuffle counts none
    REQUIRE(p.session.moves() == 2);
    CHECK(p.game.board().tiles() == 6);

    for (int at = 2; at >= 0; --at) {
        p.press('u');
        CHECK(p.session.moves() == moves[at]);
        CHECK(p.game.snapshot() == states[static_cast<std::size_t>(at)]);
    }
    p.press('u');
    CHECK(p.said() == "Nothing to undo.\n");
    for (int at = 1; at <= 3; ++at) {
        p.press('y');
        CHECK(p.session.moves() == moves[at]);
        CHECK(p.game.snapshot() == states[static_cast<std::size_t>(at)]);
    }
    p.press('y');
    CHECK(p.said() == "Nothing to redo.\n");

    SECTION("a new move after U forgets what could be redone") {
        p.press('u');
        p.press('u');
        p.press('f');
        CHECK(p.session.moves() == 1);
        p.press('y');
        CHECK(p.said() == "Nothing to redo.\n");
    }
    SECTION("R restarts: the start board, no shuffles, no moves") {
        p.press('r');
        CHECK(p.said() == "Back to the start: U takes the restart back, Y redoes your moves.\n");
        CHECK(p.session.moves() == 0);
        CHECK(p.game.snapshot() == states[0]);
        CHECK(p.game.board() == support::link::board(kSelections));
        CHECK(p.game.shuffles() == 0);
        CHECK_FALSE(p.game.selection());
    }
}

// --- Hints.

TEST_CASE("H names a pair whose removal keeps the board clearable, and is counted",
          "[link][play]") {
    for (const std::string& text : {kSelections, kDeadEnd}) {
        CAPTURE(text);
        Played p(text);
        p.press('h');
        CHECK(p.session.hints() == 1);
        const std::optional<Pair> hinted = p.game.shown_path();
        REQUIRE(hinted);
        const Board& board = p.game.board();
        const std::string kind(1, ninegrid::link::kind_char(board.at(hinted->a)));
        CHECK(board.at(hinted->a) == board.at(hinted->b));
        CHECK(p.said() == "Hint: " + kind + " at " + ninegrid::link::point_text(hinted->a) +
                              " and " + ninegrid::link::point_text(hinted->b) + " (" +
                              (hinted->path.turns() == 0   ? "straight"
                               : hinted->path.turns() == 1 ? "one turn"
                                                           : "two turns") +
                              "); the board stays clearable.\n");
        // The hint's path is drawn (the large board has a line between rows for a vertical
        // step) until the board changes.
        const Style utf8{false, true, 80, 24};
        CHECK(has_any(joined(p.game.draw(utf8, false)), kUtf8Path));
        p.remove(hinted->a, hinted->b);
        CHECK(p.session.moves() == 1);
        p.session.tick(p.now + LinkBackend::kPathShown);
        CHECK_FALSE(p.game.shown_path());
        CHECK_FALSE(has_any(joined(p.game.draw(utf8, false)), kUtf8Path));
        CHECK(ninegrid::link::solve(p.game.board(), Rules{}).result == Verdict::Solved);
        p.press('h');
        CHECK(p.session.hints() == 2);
    }
}

TEST_CASE("a deal that cannot be cleared is advised F, at move 0 and back at it, not U",
          "[link][play]") {
    REQUIRE(ninegrid::link::solve(support::link::board(kStuckStart), Rules{}).result ==
            Verdict::Unsolvable);
    Played p(kStuckStart);
    REQUIRE(settled(p.game, p.now) == Verdict::Unsolvable);
    const auto at_start = [&p] {
        REQUIRE(p.session.moves() == 0);
        CHECK(p.game.alert(Lang::En) ==
              std::optional<std::string>("This deal cannot be cleared: F shuffles the tiles."));
        p.press('h');
        CHECK(p.said() ==
              "Hint: C at 0,3 and 1,3 (straight); but this deal cannot be cleared: F shuffles "
              "the tiles.\n");
        CHECK(p.game.hint(Lang::Zh)->text ==
              "提示：0,3 和 1,3 的 C（直连）；但这一局无法消完：按 F 洗牌。");
        p.press('p');
        CHECK_FALSE(p.session.solving());
        CHECK(p.said() ==
              "This deal cannot be cleared, so the solver cannot finish it: F shuffles the "
              "tiles.\n");
        p.press('l');
        CHECK(p.said() == "This deal cannot be cleared: F shuffles the tiles.\n");
        // And U has nothing to undo, as it says.
        p.press('u');
        CHECK(p.said() == "Nothing to undo.\n");
    };
    at_start();
    const int hints = p.session.hints();
    p.remove({0, 3}, {1, 3});
    REQUIRE(p.session.moves() == 1);
    p.game.finish_work(Lang::En);
    REQUIRE(p.game.alert(Lang::En));
    CHECK(contains(*p.game.alert(Lang::En), "U undoes"));  // after a move, U is the advice
    p.press('u');
    p.game.finish_work(Lang::En);
    at_start();
    // H on the board it was counted on is not counted again; L said nothing new: not counted.
    CHECK(p.session.hints() == hints);
}

// --- The rest of a clearing order (L).

namespace {

// What L lists for the first `n` removals of `order` on `board`: "A:0,0-0,3  B:0,1-1,3".
std::string listed(Board board, const std::vector<ninegrid::link::Removal>& order, std::size_t n,
                   const Rules& rules = {}) {
    std::string out;
    for (std::size_t i = 0; i < n && i < order.size(); ++i) {
        Point a = order[i].a;
        Point b = order[i].b;
        if (b < a) std::swap(a, b);
        out += (i > 0 ? "  " : "") + std::string(1, ninegrid::link::kind_char(board.at(a))) + ":" +
               ninegrid::link::point_text(a) + "-" + ninegrid::link::point_text(b);
        ninegrid::link::remove_pair(board, a, b, rules);
    }
    return out;
}

}  // namespace

TEST_CASE("L lists the solver's clearing order from here, marks its first pair, and is counted",
          "[link][play]") {
    Played p(kSelections);
    REQUIRE(settled(p.game, p.now) == Verdict::Solved);
    const ninegrid::link::Solution s = ninegrid::link::solve(p.game.board(), Rules{});
    REQUIRE(s.result == Verdict::Solved);
    p.press('l');
    CHECK(p.session.hints() == 1);
    CHECK(p.said() ==
          "The rest, 5 pairs in order: " + listed(p.game.board(), s.removals, 5) + ".\n");
    // The first pair is marked as a hint's is.
    const std::optional<Pair> marked = p.game.shown_path();
    REQUIRE(marked);
    const Point a =
        s.removals.front().a < s.removals.front().b ? s.removals.front().a : s.removals.front().b;
    CHECK(marked->a == a);
    // Played along, the list goes on from there; L again is counted again.
    p.remove(s.removals[0].a, s.removals[0].b);
    p.press('l');
    CHECK(p.session.hints() == 2);
    const std::vector<ninegrid::link::Removal> rest(s.removals.begin() + 1, s.removals.end());
    CHECK(p.said() == "The rest, 4 pairs in order: " + listed(p.game.board(), rest, 4) + ".\n");
    const std::optional<ninegrid::shell::Help> zh = p.game.solution(Lang::Zh);
    REQUIRE(zh);
    CHECK(zh->text == "剩下的 4 对，依次为：" + listed(p.game.board(), rest, 4) + "。");
    // Nothing left: the shell says the puzzle is solved.
    clear_by_hand(p);
    REQUIRE(p.session.won());
}

TEST_CASE("on a long board L lists the next ten pairs and how many follow", "[link][play]") {
    for (const std::string level : {"easy", "hard"}) {
        CAPTURE(level);
        Played p(Rules{}, level, 7, nullptr);
        p.game.finish_work(Lang::En);
        REQUIRE(p.game.outlook() == Verdict::Solved);
        const int pairs = p.game.board().tiles() / 2;
        const std::optional<ninegrid::shell::Help> rest = p.game.solution(Lang::En);
        REQUIRE(rest);
        CHECK(rest->counted);
        const std::string prefix = "The rest, " + std::to_string(pairs) + " pairs in order: ";
        const std::string suffix = " ... and " + std::to_string(pairs - 10) + " pairs more.";
        REQUIRE(rest->text.size() > prefix.size() + suffix.size());
        CHECK(rest->text.substr(0, prefix.size()) == prefix);
        CHECK(rest->text.substr(rest->text.size() - suffix.size()) == suffix);
        // Ten pairs, two spaces apart, each "K:r,c-r,c".
        const std::string list =
            rest->text.substr(prefix.size(), rest->text.size() - prefix.size() - suffix.size());
        int shown = 0;
        for (std::size_t at = 0; at != std::string::npos;
             at = list.find("  ", at) == std::string::npos ? std::string::npos
                                                           : list.find("  ", at) + 2) {
            ++shown;
        }
        CHECK(shown == LinkBackend::kSolutionShown);
        // Through the session, it is seen whole in a 80x24 window, under the board.
        p.press('l');
        REQUIRE(p.said() == rest->text + "\n");
        const std::string frame = joined(
            ninegrid::shell::render_screen(p.session, p.now, Style{false, true, 80, 24}).lines);
        CHECK(contains(frame, "The rest, "));
        CHECK(contains(frame, "more."));  // its last word: nothing was cut
    }
}

// --- The solver playing, the win, records.

TEST_CASE("P lets the solver clear the board, and that is no record", "[link][play]") {
    FakeRecords records;
    SECTION("a given board") {
        Played p(kSelections, Rules{}, &records);
        settled(p.game, p.now);
        p.press('p');
        REQUIRE(p.session.solving());
        for (int i = 0; i < 20 && p.session.solving(); ++i)
            p.session.solver_step(p.now + std::chrono::seconds(i + 1));
        CHECK_FALSE(p.session.solving());
        CHECK(p.game.board().empty());
        CHECK(p.session.won());
        CHECK(p.session.moves() == 5);
        // The shell's words for the solver's last move, then the game's for a cleared board.
        CHECK(p.said() ==
              "The solver finished it: 5 moves in all.\n"
              "Board cleared: 5 pairs in 0:04, no hints, 0 shuffles.\n");
        CHECK(records.wins.empty());
    }
    SECTION("a dealt game, after a move by hand") {
        Played p(Rules{}, "easy", 7, &records);
        REQUIRE(p.game.board().tiles() == 80);
        const ninegrid::link::Solution s = ninegrid::link::solve(p.game.board(), Rules{});
        REQUIRE(s.result == Verdict::Solved);
        p.remove(s.removals.front().a, s.removals.front().b);
        settled(p.game, p.now);
        p.press('p');
        REQUIRE(p.session.solving());
        for (int i = 0; i < 100 && p.session.solving(); ++i)
            p.session.solver_step(p.now + std::chrono::seconds(i + 1));
        CHECK(p.game.board().empty());
        CHECK(p.session.won());
        CHECK(p.session.moves() == 40);
        CHECK(records.wins.empty());
    }
}

TEST_CASE("a board cleared by hand says so in the game's own words", "[link][play]") {
    FakeRecords records;
    Played p(kSelections, Rules{}, &records);
    clear_by_hand(p);
    CHECK(p.session.won());
    CHECK(p.game.solved());
    CHECK(p.session.moves() == 5);
    const std::string time = ninegrid::shell::format_clock(p.session.elapsed(p.now));
    REQUIRE_FALSE(p.session.message().empty());
    CHECK(p.session.message().back() ==
          "Board cleared: 5 pairs in " + time + ", no hints, 0 shuffles.");
    CHECK(contains(p.said(), "cleared"));
    CHECK_FALSE(p.game.alert(Lang::En));
    CHECK(records.wins.empty());  // a given board keeps no records
    CHECK(p.game.win_line(Lang::Zh, "0:07", 2) ==
          "全部消完：共 5 对，用时 0:07，提示 2 次，洗牌 0 次。");
}

TEST_CASE("a dealt game cleared by hand is a record under its level and rules",
          "[link][play][records]") {
    FakeRecords records;
    SECTION("default rules, one shuffle") {
        Played p(Rules{}, "easy", 7, &records);
        REQUIRE(p.game.board().tiles() == 80);
        p.press('f');
        REQUIRE(p.game.shuffles() == 1);
        clear_by_hand(p);
        REQUIRE(p.session.won());
        CHECK(contains(p.said(), "Board cleared: 40 pairs in "));
        CHECK(contains(p.said(), ", no hints, 1 shuffle."));
        REQUIRE(records.wins.size() == 1);
        CHECK(records.wins[0].game == "link");
        CHECK(records.wins[0].level == "easy");
        CHECK(records.wins[0].over_par == 1);
        CHECK(records.wins[0].seconds ==
              Approx(std::chrono::duration<double>(p.session.elapsed(p.now)).count()));
        CHECK(records.wins[0].seconds > 0);
    }
    SECTION("no ring, gravity") {
        Rules rules;
        rules.border = false;
        rules.gravity = true;
        Played p(rules, "easy", 7, &records);
        clear_by_hand(p);
        REQUIRE(p.session.won());
        REQUIRE(records.wins.size() == 1);
        CHECK(records.wins[0].level == "easy-noborder-gravity");
        CHECK(records.wins[0].over_par == 0);
    }
    SECTION("not after a hint") {
        Played p(Rules{}, "easy", 7, &records);
        p.press('h');
        clear_by_hand(p);
        REQUIRE(p.session.won());
        CHECK(contains(p.said(), ", 1 hint, 0 shuffles."));
        CHECK(contains(p.said(), "Records count wins without hints or the solver."));
        CHECK(records.wins.empty());
    }
}

TEST_CASE("the best line says what the fewest counts: shuffles, in both languages",
          "[link][play][records]") {
    FakeRecords records;
    records.bests["easy"] = {0, 75.0};
    for (const Lang lang : {Lang::En, Lang::Zh}) {
        LinkBackend game(Rules{}, false, std::nullopt);
        Session::Params p = Played::deal_params("easy", 7);
        p.lang = lang;
        Session s(game, p, &records);
        REQUIRE(s.best_text());
        // The shell's words around it are the shell's; the count names what it counts.
        CHECK(contains(*s.best_text(), lang == Lang::Zh ? "洗牌 0 次" : "0 shuffles"));
    }
    LinkBackend game(Rules{}, false, std::nullopt);
    CHECK(game.penalty_text(Lang::Zh, 1) == "洗牌 1 次");
    CHECK(game.penalty_text(Lang::En, 1) == "1 shuffle");
}

TEST_CASE("records are kept per level and rules", "[link][play][records]") {
    Rules gravity;
    gravity.gravity = true;
    Rules both;
    both.border = false;
    both.gravity = true;
    CHECK(LinkBackend(Rules{}, false, std::nullopt).record_level("easy") == "easy");
    CHECK(LinkBackend(no_border(), false, std::nullopt).record_level("hard") == "hard-noborder");
    CHECK(LinkBackend(gravity, false, std::nullopt).record_level("medium") == "medium-gravity");
    CHECK(LinkBackend(both, false, std::nullopt).record_level("easy") == "easy-noborder-gravity");
    LinkBackend sized(Rules{}, false, std::nullopt);
    sized.set_size({4, 6, 3}, "easy");
    CHECK(sized.record_level("easy") == "4x6-3");
    CHECK(sized.record_level("hard") == "hard");
}

TEST_CASE("a level dealt at a size of its own is named by it once, and counts its kinds",
          "[link][play]") {
    for (const Lang lang : {Lang::En, Lang::Zh}) {
        CAPTURE(lang == Lang::Zh);
        LinkBackend game(Rules{}, false, std::nullopt);
        game.set_size({2, 2, 1}, "easy");
        Session::Params p = Played::deal_params("easy", 3);
        p.lang = lang;
        Session s(game, p, nullptr);
        const std::string name = lang == Lang::Zh ? "2x2（1 种牌）" : "2x2 (1 kind)";
        CHECK(s.level_name() == name);
        CHECK(contains(ninegrid::shell::status_line(s, t0), name));
        // The notes say the rules only: the size is on the status line already.
        const std::string notes = joined(game.notes(lang));
        CHECK_FALSE(contains(notes, "2x2"));
        CHECK(contains(notes, lang == Lang::Zh ? "路径可绕到棋盘外" : "paths may run around"));
        // A size of 16x30 with 30 kinds is said once on the whole screen.
        LinkBackend large(Rules{}, false, std::nullopt);
        large.set_size({16, 30, 30}, "hard");
        Session::Params q = Played::deal_params("hard", 3);
        q.lang = lang;
        Session t(large, q, nullptr);
        t.key(ch('d'), t0);  // past the message that names the new puzzle
        const std::string screen =
            joined(ninegrid::shell::render_screen(t, t0, Style{false, true, 120, 40}).lines);
        const std::string size = lang == Lang::Zh ? "16x30（30 种牌）" : "16x30 (30 kinds)";
        // Once: on the status line (the code line's "16x30/30" is the puzzle's code).
        CHECK(screen.find(size) != std::string::npos);
        CHECK(screen.find(size) == screen.rfind(size));
        CHECK_FALSE(contains(screen, "16x30,"));
        CHECK_FALSE(contains(screen, "16x30，"));
    }
    // A level at its own size names the size in its notes, in the plural or not.
    LinkBackend easy(Rules{}, false, std::nullopt);
    Session e(easy, Played::deal_params("easy", 3), nullptr);
    CHECK(contains(joined(easy.notes(Lang::En)), "8x10, 5 kinds   paths may run around"));
    LinkBackend one(Rules{}, false, support::link::board("AA\n"));
    CHECK(contains(joined(one.notes(Lang::En)), "1x2, 1 kind   "));
}

// --- Saves.

TEST_CASE("snapshots and saves round-trip and refuse what cannot be this game",
          "[link][play][saves]") {
    Played p(kSelections);
    p.remove({0, 0}, {0, 3});
    const std::string snapshot = p.game.snapshot();
    const std::string save = p.game.save_code();
    CHECK(snapshot == "0 .B..CXCBDDX.");
    CHECK(save == "3 4 border no-gravity AB.ACXCBDDX.");
    const Board board = p.game.board();

    const auto unchanged = [&] {
        CHECK(p.game.snapshot() == snapshot);
        CHECK(p.game.save_code() == save);
        CHECK(p.game.board() == board);
    };
    SECTION("restore takes back any state of the puzzle") {
        REQUIRE(p.game.check_snapshot("2 AB.ACXCBDDX."));
        unchanged();  // a check changes nothing
        REQUIRE(p.game.restore("2 AB.ACXCBDDX."));
        CHECK(p.game.board() == support::link::board(kSelections));
        CHECK(p.game.shuffles() == 2);
        REQUIRE(p.game.restore(snapshot));
        unchanged();
    }
    SECTION("restore refuses garbage, a wrong number of cells, tiles not of the puzzle") {
        for (const std::string bad :
             {"", "garbage", "0", "x .B..CXCBDDX.", "-1 .B..CXCBDDX.", "0 .B..CXCBDDX. more",
              "0 .B..CXCBDD", "0 .B..CXCBDDX..", "0 .B..CXCBDD*.", "0 .B..CXCBDDXA",
              "0 AA..CXCBDDX.", "0 ZB.ZCXCBDDX.", "0 AB.ACXCBDDXX"}) {
            CAPTURE(bad);
            const ninegrid::base::Status checked = p.game.check_snapshot(bad);
            const ninegrid::base::Status s = p.game.restore(bad);
            CHECK_FALSE(s);
            CHECK_FALSE(s.error().empty());
            CHECK_FALSE(checked);
            CHECK(checked.error() == s.error());  // checking says what restoring would
            unchanged();
        }
    }
    SECTION("load refuses garbage, a wrong number of cells, odd kinds, an empty board") {
        for (const std::string bad :
             {"", "garbage", "3 4 border no-gravity", "3 4 border no-gravity AB.ACXCBDDX. x",
              "0 4 border no-gravity ", "65 1 border no-gravity A",
              "3 4 ring no-gravity AB.ACXCBDDX.", "3 4 border falling AB.ACXCBDDX.",
              "3 4 border no-gravity AB.ACXCBDDX", "3 4 border no-gravity AB.ACXCBDDX.A",
              "3 4 border no-gravity AB.ACXCBDD*.", "3 4 border no-gravity AB.ACXCBDDXA",
              "2 2 no-border gravity ABBB", "1 2 border no-gravity .."}) {
            CAPTURE(bad);
            const ninegrid::base::Status s = p.game.load(bad);
            CHECK_FALSE(s);
            CHECK_FALSE(s.error().empty());
            unchanged();
        }
        const ninegrid::base::Status odd = p.game.load("1 3 border no-gravity AAA");
        REQUIRE_FALSE(odd);
        CHECK(odd.error() == "kind 'A' has an odd number of tiles");
    }
    SECTION("load takes a whole puzzle with its rules, and starts it") {
        REQUIRE(p.game.load("2 3 no-border gravity AB.BA."));
        CHECK(p.game.board() == support::link::board("AB.\nBA.\n"));
        CHECK_FALSE(p.game.rules().border);
        CHECK(p.game.rules().gravity);
        CHECK(p.game.shuffles() == 0);
        CHECK(p.game.save_code() == "2 3 no-border gravity AB.BA.");
        CHECK(p.game.snapshot() == "0 AB.BA.");
    }
}

TEST_CASE("a hard game saved when kinds 27-36 were a-j resumes, and no more kinds than 36 do",
          "[link][play][saves]") {
    using ninegrid::shell::SavedGame;
    // A hard game, one pair taken, as this version saves it (kinds 27-36 are 0-9)...
    LinkBackend game(Rules{}, false, std::nullopt);
    Session first(game, Played::deal_params("hard", 5), nullptr);
    Clock::time_point now = t0;
    const std::optional<Pair> pair = ninegrid::link::first_pair(game.board(), game.rules());
    REQUIRE(pair);
    for (const Point at : {pair->a, pair->b}) {
        while (game.cursor().row < at.row)
            first.key(ch('s'), now += 1ms);
        while (game.cursor().row > at.row)
            first.key(ch('w'), now += 1ms);
        while (game.cursor().col < at.col)
            first.key(ch('d'), now += 1ms);
        while (game.cursor().col > at.col)
            first.key(ch('a'), now += 1ms);
        first.key(ch(' '), now += 1ms);
    }
    REQUIRE(first.moves() == 1);
    SavedGame saved = first.progress(now);
    REQUIRE(contains(saved.code, "0"));
    // ... and as an older one wrote it: a-j for those kinds.
    const auto older = [](std::string text) {
        const std::size_t cells = text.rfind(' ') + 1;
        for (std::size_t i = cells; i < text.size(); ++i)
            if (text[i] >= '0' && text[i] <= '9')
                text[i] = static_cast<char>('a' + (text[i] - '0'));
        return text;
    };
    SavedGame old = saved;
    old.code = older(saved.code);
    for (std::string& state : old.states)
        state = older(state);
    REQUIRE(old.code != saved.code);
    LinkBackend other(Rules{}, false, std::nullopt);
    Session second(other, params(false, 9), nullptr);
    REQUIRE(second.check_resume(old));
    REQUIRE(second.resume(old, t0));
    CHECK(other.board() == game.board());
    CHECK(other.save_code() == saved.code);  // saved again as kinds are written now
    second.key(ch('u'), t0 + 1s);            // the older state comes back too
    CHECK(other.board().tiles() == 144);
    CHECK(other.snapshot() == saved.states[0]);
    second.key(ch('y'), t0 + 2s);
    CHECK(other.snapshot() == saved.states[1]);
    // A game of more kinds than there are now (an older --kinds 40) is refused, saying why.
    LinkBackend third(Rules{}, false, std::nullopt);
    const ninegrid::base::Status refused = third.load("1 4 border no-gravity AAkk");
    REQUIRE_FALSE(refused);
    CHECK(refused.error() ==
          "cell 3: 'k' is kind 37 of an older ninegrid, which had 62; there are 36 now");
    // Lower case is read so only where it is: digits beside capitals alone are kinds 27-36.
    REQUIRE(third.load("1 4 border no-gravity A0A0"));
    CHECK(third.board().at({0, 1}) == 27);
}

TEST_CASE("the largest board the game deals is saved, read back and resumed",
          "[link][play][saves]") {
    using ninegrid::shell::kMaxSaveLineBytes;
    using ninegrid::shell::SavedGame;
    // 64x64 with two kinds, dealt at the easy level's --rows, --cols and --kinds.
    LinkBackend game(no_border(), false, std::nullopt);
    game.set_size({64, 64, 2}, "easy");
    Session first(game, Played::deal_params("easy", 5), nullptr);
    REQUIRE(game.board().rows() == 64);
    REQUIRE(game.board().cols() == 64);
    const std::optional<Pair> pair = ninegrid::link::first_pair(game.board(), game.rules());
    REQUIRE(pair.has_value());
    Clock::time_point now = t0;
    const auto pick = [&](Point at) {
        while (game.cursor().row < at.row)
            first.key(ch('s'), now += 1ms);
        while (game.cursor().col < at.col)
            first.key(ch('d'), now += 1ms);
        while (game.cursor().col > at.col)
            first.key(ch('a'), now += 1ms);
        first.key(ch(' '), now += 1ms);
    };
    pick(pair->a);
    pick(pair->b);
    REQUIRE(first.moves() == 1);
    SavedGame saved = first.progress(now);
    saved.saved_at = "2025-01-31T12:00:00Z";
    REQUIRE(ninegrid::shell::validate_save(saved));
    const auto read = ninegrid::shell::parse_save(ninegrid::shell::serialize_save(saved));
    REQUIRE(read);
    CHECK(*read == saved);

    LinkBackend other(Rules{}, false, std::nullopt);
    FakeRecords records;
    Session second(other, params(false, 9), &records);
    REQUIRE(second.check_resume(*read));
    REQUIRE(second.resume(*read, t0));
    CHECK(other.board() == game.board());
    CHECK_FALSE(other.rules().border);
    CHECK(second.moves() == 1);
    // The size came back with the level: new deals and records are of that size.
    CHECK(other.record_level("easy") == "64x64-2-noborder");
    CHECK(other.level_name("easy", Lang::En) == game.level_name("easy", Lang::En));
    second.key(ch('u'), t0 + 1s);
    CHECK(other.board().tiles() == 4096);

    SECTION("the longest lines such a game writes fit the line limit") {
        // The words of the longest puzzle line, and a state at the most shuffles restore takes.
        CHECK(std::string("code ").size() + saved.code.size() <= kMaxSaveLineBytes);
        Rules gravity;
        gravity.border = false;
        gravity.gravity = true;
        LinkBackend widest(gravity, false, game.board());
        CHECK(widest.save_code().size() == std::string("64 64 no-border gravity ").size() + 4096);
        const std::string most = "1000000 " + widest.snapshot().substr(2);
        REQUIRE(widest.restore(most));
        CHECK(std::string("state ").size() + most.size() <= kMaxSaveLineBytes);
        CHECK(std::string("code 64 64 no-border no-gravity ").size() + 4096 <= kMaxSaveLineBytes);
    }
}

TEST_CASE("a save whose level its puzzle cannot be a deal of is refused, and a size is kept",
          "[link][play][saves]") {
    using ninegrid::shell::SavedGame;
    const std::string easy = [] {
        std::string cells;
        for (int i = 0; i < 80; ++i)
            cells += static_cast<char>('A' + i % 5);
        return cells;
    }();
    SavedGame saved;
    saved.game = "link";
    saved.level = "easy";
    saved.code = "8 10 border no-gravity " + easy;
    saved.states = {"0 " + easy};
    LinkBackend game(Rules{}, false, std::nullopt);
    FakeRecords records;
    Session s(game, params(false, 3), &records);
    const Board dealt = game.board();
    const auto refused = [&](const std::string& why) {
        const auto checked = s.check_resume(saved);
        REQUIRE_FALSE(checked);
        CHECK(checked.error() == why);
        CHECK(game.board() == dealt);
        CHECK_FALSE(s.resume(saved, t0));
        CHECK(game.board() == dealt);
    };
    SECTION("an easy board at the easy level resumes, its records kept as easy") {
        REQUIRE(s.check_resume(saved));
        REQUIRE(s.resume(saved, t0));
        CHECK(game.record_level("easy") == "easy");
    }
    SECTION("kinds not dealt the same number of times") {
        std::string uneven = easy;
        uneven[0] = 'B';
        uneven[5] = 'B';  // two A: now A 14 times, B 18
        saved.code = "8 10 border no-gravity " + uneven;
        saved.states = {"0 " + uneven};
        refused(
            "level easy: the tiles are not the first 5 kinds the same number of times each, "
            "as a deal's are");
    }
    SECTION("empty cells at the start") {
        std::string holes = easy;
        holes[0] = '.';
        holes[5] = '.';
        saved.code = "8 10 border no-gravity " + holes;
        saved.states = {"0 " + holes};
        refused("level easy: the puzzle has empty cells, and no deal has");
    }
    SECTION("a level the game does not have") {
        saved.level = "nightmare";
        refused("unknown level 'nightmare'");
    }
    SECTION("the easy board saved as hard is hard at a size of its own, and kept as such") {
        saved.level = "hard";
        REQUIRE(s.resume(saved, t0));
        CHECK(s.params().level == "hard");
        CHECK(game.record_level("hard") == "8x10-5");
        CHECK(s.level_name() == "8x10 (5 kinds)");
    }
}

// --- Both languages.

namespace {

std::vector<std::pair<std::string, std::string_view>> all_texts(const LinkTexts& t) {
    std::vector<std::pair<std::string, std::string_view>> out{
        {"title", t.title},
        {"key_line", t.key_line},
        {"status", t.status},
        {"at_edge", t.at_edge},
        {"no_tile", t.no_tile},
        {"selected", t.selected},
        {"unselected", t.unselected},
        {"different", t.different},
        {"no_path", t.no_path},
        {"removed", t.removed},
        {"alert_dead", t.alert_dead},
        {"alert_stuck", t.alert_stuck},
        {"alert_stuck_at_start", t.alert_stuck_at_start},
        {"hint_good", t.hint_good},
        {"hint_stuck", t.hint_stuck},
        {"hint_unknown", t.hint_unknown},
        {"shuffled", t.shuffled},
        {"shuffled_stuck", t.shuffled_stuck},
        {"nothing_to_shuffle", t.nothing_to_shuffle},
        {"cannot_shuffle", t.cannot_shuffle},
        {"solver_stuck", t.solver_stuck},
        {"won", t.won},
        {"one_shuffle", t.one_shuffle},
        {"shuffles", t.shuffles},
        {"rules_note", t.rules_note},
        {"size", t.size},
        {"size_level", t.size_level},
        {"one_kind", t.one_kind},
        {"kinds", t.kinds},
        {"help_sizes", t.help_sizes},
        {"size_list_separator", t.size_list_separator},
        {"help_marks", t.help_marks},
        {"help_levels", t.help_levels},
    };
    const auto add = [&out](const char* name, const std::string_view* items, std::size_t n) {
        for (std::size_t i = 0; i < n; ++i)
            out.emplace_back(std::string(name) + "[" + std::to_string(i) + "]", items[i]);
    };
    add("level", t.level, 3);
    add("edge", t.edge, 4);
    add("turns", t.turns, 3);
    add("border", t.border, 2);
    add("gravity", t.gravity, 2);
    add("help", std::data(t.help), std::size(t.help));
    return out;
}

}  // namespace

TEST_CASE("every text of the game is said in both languages with the same placeholders",
          "[link][play][texts]") {
    const auto en = all_texts(ninegrid::link::link_texts(Lang::En));
    const auto zh = all_texts(ninegrid::link::link_texts(Lang::Zh));
    REQUIRE(en.size() == zh.size());
    for (std::size_t i = 0; i < en.size(); ++i) {
        CAPTURE(en[i].first, std::string(en[i].second), std::string(zh[i].second));
        CHECK(en[i].first == zh[i].first);
        CHECK_FALSE(en[i].second.empty());
        CHECK_FALSE(zh[i].second.empty());
        CHECK(support::sorted_placeholders(en[i].second) ==
              support::sorted_placeholders(zh[i].second));
    }
    // The templates the code fills have what it fills in (shell::fill leaves a name it was not
    // given as it is, so a missing one would show as "{tile}").
    const LinkTexts& t = ninegrid::link::link_texts(Lang::En);
    using Names = std::vector<std::string>;
    CHECK(support::sorted_placeholders(t.removed) == Names{"from", "pairs", "tile", "to"});
    CHECK(support::sorted_placeholders(t.different) == Names{"a", "at", "b", "b"});
    CHECK(support::sorted_placeholders(t.no_path) == Names{"from", "tile", "to", "to"});
    CHECK(support::sorted_placeholders(t.won) == Names{"hints", "pairs", "shuffles", "time"});
    CHECK(support::sorted_placeholders(t.hint_good) == Names{"from", "tile", "to", "turns"});
    CHECK(support::sorted_placeholders(t.status) == Names{"pairs", "shuffles"});
}

TEST_CASE("the Chinese game speaks Chinese", "[link][play][texts]") {
    LinkBackend game(Rules{}, false, support::link::board(kSelections));
    Session::Params zh = params(true);
    zh.lang = Lang::Zh;
    Session s(game, zh, nullptr);
    CHECK(game.title(Lang::Zh) == "ninegrid - 连连看");
    s.key(ch('w'), t0);
    CHECK(s.message() == std::vector<std::string>{"光标已在棋盘的上边。"});
    s.key(ch(' '), t0);
    s.key(ch('d'), t0);
    s.key(ch(' '), t0);
    CHECK(s.message() == std::vector<std::string>{"不是同一种牌：A 和 B；现在选中的是 0,1 的 B。"});
    CHECK(contains(ninegrid::shell::status_line(s, t0), "剩 5 对   洗牌 0 次"));
}

// --- The mouse.

TEST_CASE("a click on a tile selects it, wherever the board was drawn", "[link][play][mouse]") {
    LinkBackend game(Rules{}, false, support::link::board(kSelections));
    ninegrid::shell::Layout compact;  // where the frame drew the compact board
    compact.compact = true;
    const ninegrid::shell::Layout large;
    SECTION("the compact board: one line per row, the ring first") {
        const Reply r = game.key(mouse(2, cell_column(1)), Lang::En, compact);
        CHECK(r.kind == Reply::Changed);
        CHECK(r.message == "Selected X at 1,1: now a tile of the same kind.");
        CHECK(game.selection() == std::optional<Point>(Point{1, 1}));
        CHECK(game.cursor() == Point{1, 1});
        // Each of a cell's three columns is the cell: the D at 2,0, then the one at 2,1.
        const Reply d = game.key(mouse(3, cell_column(0) - 1), Lang::En, compact);
        CHECK(d.kind == Reply::Refused);
        CHECK(d.message == "Different tiles: X and D; D at 2,0 is selected now.");
        CHECK(game.cursor() == Point{2, 0});
        CHECK(game.selection() == std::optional<Point>(Point{2, 0}));
        CHECK(game.key(mouse(3, cell_column(1) + 1), Lang::En, compact).kind == Reply::Moved);
        CHECK(game.board().at({2, 0}) == 0);
        CHECK(game.board().at({2, 1}) == 0);
    }
    SECTION("the large board: a spacer line between rows") {
        CHECK(game.key(mouse(2, cell_column(0)), Lang::En, large).kind == Reply::Changed);
        CHECK(game.selection() == std::optional<Point>(Point{0, 0}));
        CHECK(game.key(mouse(3, cell_column(3)), Lang::En, large).kind ==
              Reply::Declined);  // spacer
        CHECK(game.key(mouse(2, cell_column(3)), Lang::En, large).kind == Reply::Moved);
        CHECK(game.board().at({0, 0}) == 0);
        CHECK(game.board().at({0, 3}) == 0);
    }
    SECTION("the ring, the space around the board and an empty cell select nothing") {
        CHECK(game.key(mouse(0, cell_column(0)), Lang::En, compact).kind == Reply::Declined);
        CHECK(game.key(mouse(1, cell_column(-1)), Lang::En, compact).kind == Reply::Declined);
        CHECK(game.key(mouse(1, 0), Lang::En, compact).kind == Reply::Declined);
        CHECK(game.key(mouse(-1, cell_column(0)), Lang::En, compact).kind == Reply::Declined);
        CHECK(game.key(mouse(4, cell_column(0)), Lang::En, compact).kind == Reply::Declined);
        CHECK(game.key(mouse(1, cell_column(4)), Lang::En, compact).kind == Reply::Declined);
        CHECK_FALSE(game.selection());
        CHECK(game.key(mouse(1, cell_column(2)), Lang::En, compact).kind ==
              Reply::Changed);  // 0,2: empty
        CHECK(game.cursor() == Point{0, 2});
        CHECK_FALSE(game.selection());
    }
}

TEST_CASE("through the session, a click where a tile is on screen selects it",
          "[link][play][mouse]") {
    Played p(kSelections);
    const Style style{false, false, 80, 24};
    const ninegrid::shell::Frame drawn = ninegrid::shell::render_screen(p.session, p.now, style);
    const std::vector<std::string>& frame = drawn.lines;
    p.layout = drawn.layout;  // what the clicks below act on
    const std::vector<std::string> board = p.game.draw(style, false);
    // Where render_screen put the board: the frame's lines from `top` on are the board's.
    std::optional<int> top;
    for (std::size_t i = 0; !top && i + board.size() <= frame.size(); ++i) {
        bool same = true;
        for (std::size_t j = 0; same && j < board.size(); ++j)
            same = frame[i + j] == board[j];
        if (same) top = static_cast<int>(i);
    }
    REQUIRE(top);
    REQUIRE(*top > 0);                     // the title is above it
    CHECK(drawn.layout.board_top == top);  // the layout says where it drew the board
    CHECK_FALSE(drawn.layout.compact);
    // The X at 1,1: on the board's line (1 + 1) * 2, in the window's column of its cell.
    const int row = *top + 4;
    REQUIRE(frame[static_cast<std::size_t>(row)][static_cast<std::size_t>(cell_column(1))] == 'X');
    CHECK(p.press(mouse(row, cell_column(1))));
    CHECK(p.game.selection() == std::optional<Point>(Point{1, 1}));
    CHECK(p.said() == "Selected X at 1,1: now a tile of the same kind.\n");

    // A release, another button, or a click above the board does nothing.
    CHECK(p.press(mouse(*top + 2, cell_column(0), MouseButton::Left, true)));
    CHECK(p.press(mouse(*top + 2, cell_column(0), MouseButton::Right)));
    CHECK(p.press(mouse(*top - 1, cell_column(0))));
    CHECK(p.game.selection() == std::optional<Point>(Point{1, 1}));
    // The A at 0,0 and then the one at 0,3: a removal by the mouse.
    p.press(mouse(*top + 2, cell_column(0)));
    p.press(mouse(*top + 2, cell_column(3)));
    CHECK(p.session.moves() == 1);
    CHECK(p.game.board().at({0, 3}) == 0);
}

TEST_CASE("a custom board's game ID is its rows and its rules, which --tiles reads back",
          "[link][play][game-id]") {
    Rules rules;
    rules.border = false;
    rules.gravity = true;
    LinkBackend game(rules, false, support::link::board("ABBA\nC..C\n"));
    CHECK(game.custom_id() == std::optional<std::string>("ABBA/C..C+no-border+gravity"));
    CHECK(ninegrid::link::tiles_board("ABBA/C..C", Lang::En) == game.board());
    LinkBackend plain(Rules{}, false, support::link::board(kSelections));
    const std::optional<std::string> id = plain.custom_id();
    REQUIRE(id);
    CHECK(id->find('+') == std::string::npos);
    CHECK(ninegrid::link::tiles_board(*id, Lang::En) == plain.board());
}

TEST_CASE("a board too wide for three columns a cell is drawn with two, and clicks follow it",
          "[link][play][mouse]") {
    // 16x30, KShisen's largest, at 80x24: three columns a cell would need 98.
    LinkBackend game(Rules{}, false, std::nullopt);
    game.set_size({16, 30, 30}, "hard");
    Session session(game, Played::deal_params("hard", 7), nullptr);
    const Board& board = game.board();
    REQUIRE(board.rows() == 16);
    REQUIRE(board.cols() == 30);
    const Style style{false, true, 80, 24};
    const ninegrid::shell::Frame drawn = ninegrid::shell::render_screen(session, t0, style);
    REQUIRE(drawn.layout.board_shown);
    REQUIRE(drawn.layout.board_top);
    CHECK(drawn.layout.compact);
    for (const std::string& line : drawn.lines)
        CHECK(ninegrid::term::display_width(line) <= 80);
    // Row r's line, and column c's letter in it: an indent of 1, then the column before the ring
    // cell, then two columns a cell (a column between, the letter).
    const auto line_of = [&](int r) {
        return drawn.lines[static_cast<std::size_t>(*drawn.layout.board_top + 1 + r)];
    };
    const auto letter_column = [](int c) { return 1 + 2 * (c + 1) + 1; };
    for (int r = 0; r < 16; r += 5) {
        for (int c = 0; c < 30; c += 7) {
            INFO("cell " << r << "," << c);
            CHECK(line_of(r)[static_cast<std::size_t>(letter_column(c))] ==
                  ninegrid::link::kind_char(board.at({r, c})));
        }
    }
    // The cursor at 0,0 without colour: its brackets in the columns either side of its letter.
    CHECK(line_of(0).substr(static_cast<std::size_t>(letter_column(0) - 1), 3) ==
          "[" + std::string(1, ninegrid::link::kind_char(board.at({0, 0}))) + "]");
    // A click on a letter, or on the column left of it, is on that cell.
    const int top = *drawn.layout.board_top;
    Clock::time_point now = t0;
    REQUIRE(session.key(mouse(top + 1 + 3, letter_column(12)), now += 1ms, drawn.layout));
    CHECK(game.selection() == std::optional<Point>(Point{3, 12}));
    REQUIRE(session.key(mouse(top + 1 + 3, letter_column(12) - 1), now += 1ms, drawn.layout));
    CHECK_FALSE(game.selection());  // the same cell again: unselected
    REQUIRE(session.key(mouse(top + 1 + 15, letter_column(29) - 1), now += 1ms, drawn.layout));
    CHECK(game.selection() == std::optional<Point>(Point{15, 29}));
    // The selection and the cursor on one cell: braces.
    const ninegrid::shell::Frame again = ninegrid::shell::render_screen(session, now, style);
    CHECK(again.lines[static_cast<std::size_t>(top + 1 + 15)].substr(
              static_cast<std::size_t>(letter_column(29) - 1), 3) ==
          "{" + std::string(1, ninegrid::link::kind_char(board.at({15, 29}))) + "}");

    SECTION("a window wide enough gets three columns a cell") {
        // 40 rows cannot hold the spacer lines: one line a row, three columns a cell.
        const ninegrid::shell::Frame wide =
            ninegrid::shell::render_screen(session, now, Style{false, true, 120, 40});
        REQUIRE(wide.layout.board_top);
        CHECK(wide.layout.compact);
        const std::string row1 = wide.lines[static_cast<std::size_t>(*wide.layout.board_top + 2)];
        CHECK(row1[static_cast<std::size_t>(wide.layout.left + cell_column(3))] ==
              ninegrid::link::kind_char(board.at({1, 3})));
        const int top_wide = *wide.layout.board_top;
        session.key(mouse(top_wide + 2, wide.layout.left + cell_column(3) + 1), now += 1ms,
                    wide.layout);
        CHECK(game.cursor() == Point{1, 3});
    }
    SECTION("a removal's path is drawn in the columns between") {
        const std::optional<Pair> pair = ninegrid::link::first_pair(board, game.rules());
        REQUIRE(pair);
        const Point a = pair->a;
        const Point b = pair->b;
        for (const Point p : {a, b})
            session.key(mouse(top + 1 + p.row, letter_column(p.col)), now += 1ms, drawn.layout);
        REQUIRE(session.moves() == 1);
        const ninegrid::shell::Frame after = ninegrid::shell::render_screen(session, now, style);
        std::string all;
        for (const std::string& l : after.lines)
            all += l + "\n";
        // A path between tiles side by side in a column has no cell of its own to show.
        if (!(a.col == b.col && (a.row - b.row == 1 || b.row - a.row == 1)))
            CHECK((contains(all, "─") || contains(all, "│")));
        for (const std::string& line : after.lines)
            CHECK(ninegrid::term::display_width(line) <= 80);
    }
}

// --- Board sizes: Z and --size.

namespace {

// The number of each kind on `board`, for the kinds it has.
std::vector<int> kind_counts_on(const Board& board) {
    std::vector<int> counts;
    const auto all = board.kind_counts();
    for (std::size_t k = 1; k < all.size(); ++k)
        if (all[k] > 0) counts.push_back(all[k]);
    return counts;
}

}  // namespace

TEST_CASE("the board sizes are the levels' and KShisen's, four tiles a kind up to 36 kinds",
          "[link][play][size]") {
    using ninegrid::link::board_sizes;
    using ninegrid::link::kshisen_kinds;
    using ninegrid::link::Size;
    // KShisen's (width x height: 14x6, 16x9, 18x8, 24x12, 26x14, 30x16) as rows x columns.
    CHECK(kshisen_kinds(6, 14) == 21);   // 84 tiles: 4 a kind
    CHECK(kshisen_kinds(9, 16) == 36);   // 144
    CHECK(kshisen_kinds(8, 18) == 36);   // 144: the hard level
    CHECK(kshisen_kinds(12, 24) == 36);  // 288: 36 of 8
    CHECK(kshisen_kinds(14, 26) == 26);  // 364 = 4 x 7 x 13: 36 to 27 do not share it evenly
    CHECK(kshisen_kinds(16, 30) == 30);  // 480: 36 to 31 do not, 32 would leave 15 each
    CHECK(kshisen_kinds(3, 3) == 0);     // odd: no kinds can
    CHECK(kshisen_kinds(1, 2) == 1);
    std::vector<std::string> names;
    for (const Size& s : board_sizes()) {
        names.push_back(ninegrid::link::size_name(s));
        CHECK(ninegrid::link::check_deal(s.rows, s.cols, s.kinds).kind ==
              ninegrid::link::DealProblem::Kind::None);
    }
    CHECK(names == std::vector<std::string>{"8x10", "6x14", "10x12", "9x16", "8x18", "12x24",
                                            "14x26", "16x30"});
    CHECK(ninegrid::link::named_board_size("16x30") == std::optional<Size>(Size{16, 30, 30}));
    CHECK(ninegrid::link::named_board_size("8x10") == std::optional<Size>(Size{8, 10, 5}));
    CHECK_FALSE(ninegrid::link::named_board_size("30x16"));
    CHECK(ninegrid::link::level_of_size({10, 12, 6}) == std::optional<std::string>("medium"));
    CHECK_FALSE(ninegrid::link::level_of_size({10, 12, 5}));
}

TEST_CASE("Z deals the next board size, and a level's key deals the level's own size again",
          "[link][play][size]") {
    Played p(Rules{}, "easy", 7, nullptr);
    const LinkBackend& game = p.game;
    const Session& session = p.session;
    const std::vector<std::string> sizes = game.variants();
    REQUIRE(sizes.size() == 8);
    REQUIRE(game.variant() == "8x10");
    struct Want {
        int kinds;
        std::string level;
        std::string name;
    };
    const std::vector<Want> wants{{5, "easy", "easy"},
                                  {21, "hard", "6x14 (21 kinds)"},
                                  {6, "medium", "medium"},
                                  {36, "hard", "9x16 (36 kinds)"},
                                  {36, "hard", "hard"},
                                  {36, "hard", "12x24 (36 kinds)"},
                                  {26, "hard", "14x26 (26 kinds)"},
                                  {30, "hard", "16x30 (30 kinds)"}};
    for (std::size_t i = 1; i <= sizes.size(); ++i) {
        p.press('z');  // no move made: dealt at once
        const std::size_t at = i % sizes.size();
        const Want& want = wants[at];
        CAPTURE(sizes[at]);
        CHECK(game.variant() == sizes[at]);
        const Board& b = game.board();
        CHECK(std::to_string(b.rows()) + "x" + std::to_string(b.cols()) == sizes[at]);
        CHECK(b.tiles() == b.rows() * b.cols());
        // Every kind the same even number of times.
        const std::vector<int> counts = kind_counts_on(b);
        CHECK(static_cast<int>(counts.size()) == want.kinds);
        for (const int n : counts)
            CHECK(n == b.tiles() / want.kinds);
        CHECK((b.tiles() / want.kinds) % 2 == 0);
        CHECK(session.params().level == want.level);
        CHECK(session.level_name() == want.name);
        CHECK(session.message() == std::vector<std::string>{"New " + want.name + " puzzle."});
        // The game ID and the save say the size.
        const std::optional<std::string> id = session.game_id();
        REQUIRE(id);
        const bool own = want.name == want.level;  // a level at its own size
        CHECK(contains(*id, own ? want.level + ":"
                                : "+rows=" + std::to_string(b.rows()) +
                                      "+cols=" + std::to_string(b.cols()) +
                                      "+kinds=" + std::to_string(want.kinds) + ":"));
        CHECK(game.save_code().rfind(
                  std::to_string(b.rows()) + " " + std::to_string(b.cols()) + " ", 0) == 0);
        CHECK(game.record_level(session.params().level) ==
              (own ? want.level : sizes[at] + "-" + std::to_string(want.kinds)));
    }
    REQUIRE(game.variant() == "8x10");

    SECTION("with a move made, Z asks first, as N does") {
        p.press('z');  // 6x14
        const std::optional<Pair> pair = ninegrid::link::first_pair(game.board(), game.rules());
        REQUIRE(pair);
        p.remove(pair->a, pair->b);
        REQUIRE(session.moves() == 1);
        const Board played = game.board();
        p.press('z');
        REQUIRE(session.message().size() == 1);
        CHECK(session.message()[0].rfind("A new medium puzzle? ", 0) == 0);
        p.press('n');  // not y: playing on
        CHECK(game.variant() == "6x14");
        CHECK(session.moves() == 1);
        p.press('z');
        p.press('y');
        CHECK(game.variant() == "10x12");
        CHECK(session.params().level == "medium");
        // U at the new deal's start brings the game at 6x14 back, size and all.
        p.press('u');
        CHECK(game.board() == played);
        CHECK(game.variant() == "6x14");
        CHECK(session.level_name() == "6x14 (21 kinds)");
        CHECK(session.moves() == 1);
        p.press('n');
        p.press('y');
        CHECK(game.variant() == "6x14");  // and its next deals are of its size
    }
    SECTION("a level's key after Z deals the level's size; N deals Z's size again") {
        for (int i = 0; i < 7; ++i)
            p.press('z');
        REQUIRE(game.variant() == "16x30");
        // In the size dealt now each level is named as its records are kept (B lists them).
        CHECK(game.variant_level_name("16x30", "hard", Lang::En) == "16x30 (30 kinds)");
        CHECK(game.variant_level_name("16x30", "easy", Lang::En) == "easy");
        CHECK(game.variant_level_name("16x30", "medium", Lang::Zh) == "中等");
        CHECK(game.variant_level_name("16x30", "hard", Lang::Zh) == " 16x30（30 种牌）");
        // A size asked for is named as it will be dealt.
        CHECK(game.variant_level_name("8x10", "easy", Lang::En) == "easy");
        CHECK(game.variant_level_name("8x10", "hard", Lang::En) == "8x10 (5 kinds)");
        p.press('n');
        CHECK(game.variant() == "16x30");
        p.press('3');  // hard: 8x18 again, though Z dealt 16x30 at hard
        CHECK(game.variant() == "8x18");
        CHECK(session.level_name() == "hard");
        for (int i = 0; i < 2; ++i)
            p.press('z');
        REQUIRE(game.variant() == "14x26");
        p.press('1');
        CHECK(game.variant() == "8x10");
        CHECK(session.params().level == "easy");
        CHECK(session.message() == std::vector<std::string>{"New easy puzzle."});
    }
    SECTION("in Chinese the size is set off by spaces") {
        LinkBackend zh_game(Rules{}, false, std::nullopt);
        Session::Params zh = Played::deal_params("easy", 7);
        zh.lang = Lang::Zh;
        Session s(zh_game, zh, nullptr);
        s.key(ch('z'), t0);
        CHECK(s.message() == std::vector<std::string>{"新的 6x14（21 种牌）局。"});
        s.key(ch('z'), t0);
        CHECK(s.message() == std::vector<std::string>{"新的中等局。"});
    }
}

TEST_CASE("a game at one of Z's sizes is saved with its size, and resumes dealing that size",
          "[link][play][size][saves]") {
    using ninegrid::shell::SavedGame;
    Played p(Rules{}, "easy", 4, nullptr);
    const LinkBackend& game = p.game;
    for (int i = 0; i < 5; ++i)
        p.press('z');
    REQUIRE(game.variant() == "12x24");
    const std::optional<Pair> pair = ninegrid::link::first_pair(game.board(), game.rules());
    REQUIRE(pair);
    p.remove(pair->a, pair->b);
    REQUIRE(p.session.moves() == 1);
    const SavedGame saved = p.session.progress(p.now);
    CHECK(saved.level == "hard");
    LinkBackend other(Rules{}, false, std::nullopt);
    FakeRecords records;
    Session second(other, params(false, 9), &records);
    REQUIRE(second.check_resume(saved));
    REQUIRE(second.resume(saved, t0));
    CHECK(other.board() == game.board());
    CHECK(other.variant() == "12x24");
    CHECK(second.level_name() == "12x24 (36 kinds)");
    CHECK(other.record_level("hard") == "12x24-36");
    CHECK(second.game_id() == p.session.game_id());
    second.key(ch('n'), t0 + 1s);
    second.key(ch('y'), t0 + 2s);
    CHECK(other.variant() == "12x24");  // the next deal is of the same size
    CHECK(other.board().tiles() == 288);
}

TEST_CASE("the help and how to play list Z and every size, in both languages",
          "[link][play][size][texts]") {
    LinkBackend game(Rules{}, false, std::nullopt);
    for (const Lang lang : {Lang::En, Lang::Zh}) {
        CAPTURE(lang == Lang::Zh);
        const std::string help = joined(game.help(lang, Style{}));
        const std::string how = std::string(ninegrid::link::game_entry().how_to_play(lang));
        CHECK(contains(help, "\nZ "));
        CHECK(contains(how, "\n  Z "));
        for (const std::string& size : game.variants()) {
            CAPTURE(size);
            CHECK(contains(help, size));
            CHECK(contains(how, size));
        }
    }
}

TEST_CASE("a board too wide for three columns a cell in 80 is printed with two, numbered",
          "[link][play][size]") {
    LinkBackend game(Rules{}, false, std::nullopt);
    game.set_size({16, 30, 30}, "hard");
    Session session(game, Played::deal_params("hard", 7), nullptr);
    const Board& board = game.board();
    REQUIRE(board.cols() == 30);
    std::vector<std::string> lines = game.draw_plain();
    REQUIRE(lines.size() == 2 + 16);
    for (const std::string& line : lines)
        CHECK(line.size() <= 80);
    // Each column's number downwards, over its tiles: tens, then units.
    const auto letter_column = [](int c) { return static_cast<std::size_t>(3 + 2 * c + 1); };
    CHECK(lines[0][letter_column(9)] == ' ');
    CHECK(lines[1][letter_column(9)] == '9');
    CHECK(lines[0][letter_column(12)] == '1');
    CHECK(lines[1][letter_column(12)] == '2');
    CHECK(lines[0][letter_column(29)] == '2');
    CHECK(lines[1][letter_column(29)] == '9');
    CHECK(lines[2 + 10].substr(0, 3) == "10 ");
    for (int r = 0; r < 16; ++r) {
        for (int c = 0; c < 30; ++c)
            CHECK(lines[static_cast<std::size_t>(2 + r)][letter_column(c)] ==
                  ninegrid::link::kind_char(board.at({r, c})));
    }
    // The cursor at 0,0, then the selection beside it: marks in the columns between.
    CHECK(lines[2].substr(3, 3) ==
          "[" + std::string(1, ninegrid::link::kind_char(board.at({0, 0}))) + "]");
    Clock::time_point now = t0;
    session.key(ch('s'), now += 1ms);
    session.key(ch('d'), now += 1ms);
    session.key(ch(' '), now += 1ms);  // 1,1 selected
    session.key(ch('a'), now += 1ms);  // the cursor at 1,0, beside it
    lines = game.draw_plain();
    const std::string row1 = lines[3];
    CHECK(row1.substr(3, 5) ==
          "[" + std::string(1, ninegrid::link::kind_char(board.at({1, 0}))) + "]" +
              std::string(1, ninegrid::link::kind_char(board.at({1, 1}))) + ">");
    session.key(ch('d'), now += 1ms);  // both on 1,1
    CHECK(game.draw_plain()[3].substr(5, 3) ==
          "{" + std::string(1, ninegrid::link::kind_char(board.at({1, 1}))) + "}");
    // 25 columns still have three a cell.
    LinkBackend narrow(Rules{}, false, std::nullopt);
    narrow.set_size({4, 25, 2}, "easy");
    Session other(narrow, Played::deal_params("easy", 7), nullptr);
    CHECK(narrow.draw_plain()[0] ==
          "    0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24");
}

TEST_CASE("a custom board's game ID is on the code line, and one that is its code is said once",
          "[link][play][game-id]") {
    Played p("ABBA\nC..C\n");
    CHECK(p.session.code_line() == "puzzle 2x4/3   game ABBA/C..C");
}

TEST_CASE("every text of the link catalogue is said in both languages, with the same placeholders",
          "[texts][lang]") {
    const std::vector<ninegrid::base::Text> texts = ninegrid::link::link_text_pairs();
    support::check_catalogue(texts);
}
