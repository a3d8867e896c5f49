// SPDX-License-Identifier: MIT
// The 8-puzzle as a game of the shell: snapshots and saves validated, keys in both conventions,
// hints marked, frames that fit 80 columns in both languages.
#include "games/eight/backend.hpp"

#include <cstdint>
#include <optional>
#include <string>

#include "base/rng.hpp"
#include "ninegrid/eight/distance_table.hpp"
#include "ninegrid/eight/random.hpp"
#include "shell/session.hpp"
#include "shell/view.hpp"
#include "support/catch.hpp"
#include "support/keys.hpp"
#include "term/screen.hpp"

using ninegrid::eight::EightBackend;
using ninegrid::eight::from_sliding;
using ninegrid::eight::State;
using ninegrid::shell::Lang;
using ninegrid::shell::Reply;

namespace {

const State kOneMove({1, 2, 3, 4, 5, 6, 7, 0, 8});

}  // namespace

TEST_CASE("the 8-puzzle's snapshots and saves round-trip and refuse what is not a board",
          "[eight][backend]") {
    EightBackend game(State(), kOneMove);
    CHECK(game.snapshot() == "123456708");
    CHECK(game.save_code() == "123456708 123456780");
    CHECK(game.check_snapshot("123456780"));
    CHECK(from_sliding(game.board()) == kOneMove);  // a check changes nothing
    CHECK(game.restore("123456780"));
    CHECK(game.solved());
    CHECK(game.restore(" 1 2 3 4 5 6 7 0 8"));
    CHECK(from_sliding(game.board()) == kOneMove);
    SECTION("a board of the other parity cannot be this puzzle's state") {
        const auto checked = game.check_snapshot("213456780");
        const auto r = game.restore("213456780");
        REQUIRE_FALSE(r);
        REQUIRE_FALSE(checked);
        CHECK(checked.error() == r.error());  // checking says what restoring would
        CHECK(r.error().find("cannot reach the goal") != std::string::npos);
        CHECK(from_sliding(game.board()) == kOneMove);  // nothing changed
    }
    SECTION("text that is not a board says why") {
        const auto r = game.restore("12345678x");
        REQUIRE_FALSE(r);
        CHECK_FALSE(r.error().empty());
    }
    SECTION("a save's puzzle is checked whole") {
        CHECK_FALSE(game.load("123456708"));
        CHECK_FALSE(game.load("123456708 12345678"));
        CHECK_FALSE(game.load("213456780 123456780"));
        REQUIRE(game.load("283104765 123804765"));
        CHECK(from_sliding(game.goal()) == State({1, 2, 3, 8, 0, 4, 7, 6, 5}));
        CHECK(game.par() == 4);
        CHECK(game.code() == "283104765");
    }
}

TEST_CASE("a save's level must be one its puzzle's par can have been dealt at",
          "[eight][backend]") {
    EightBackend game(State(), kOneMove);
    REQUIRE(game.load("123456708 123456780"));  // par 1
    CHECK(game.check_level("easy"));
    const auto hard = game.check_level("hard");
    REQUIRE_FALSE(hard);
    CHECK(hard.error() ==
          "the puzzle's par 1 is not from 22 to 31, as every deal of the level's is");
    CHECK_FALSE(game.check_level("medium"));
    CHECK_FALSE(game.check_level("nightmare"));
    SECTION("every deal of every level is taken at its level, for the default goal and another") {
        for (const std::string goal : {"123456780", "123804765"}) {
            for (const std::string level : {"easy", "medium", "hard"}) {
                for (std::uint32_t seed = 1; seed <= 10; ++seed) {
                    CAPTURE(goal, level, seed);
                    ninegrid::base::Rng rng(seed);
                    REQUIRE(game.load(goal + " " + goal));
                    game.deal(level, rng);
                    const std::string code = game.save_code();
                    REQUIRE(game.load(code));
                    CHECK(game.check_level(level));
                }
            }
        }
    }
}

TEST_CASE("keys move the blank, or the tiles after T, and T is a remembered preference",
          "[eight][backend]") {
    EightBackend game(State(), kOneMove);
    CHECK(game.preferences().front().second == "blank");
    const Reply t = game.key(support::ch('t'), Lang::En, {});
    CHECK(t.kind == Reply::Changed);
    CHECK(t.message == "Keys now move the tiles.");
    CHECK(game.preferences().front().second == "tiles");
    // Tiles: A slides the tile right of the blank to the left, which is the blank going right.
    CHECK(game.key(support::ch('a'), Lang::En, {}).kind == Reply::Moved);
    CHECK(game.solved());
    EightBackend other(State(), kOneMove);
    other.set_preference("keys", "tiles");
    CHECK(other.tile_keys());
    other.set_preference("keys", "nonsense");
    CHECK(other.tile_keys());
    CHECK(other.key(support::ch('x'), Lang::En, {}).kind == Reply::Declined);
    const Reply blocked = other.key(support::ch('w'), Lang::En, {});  // the blank cannot go down
    CHECK(blocked.kind == Reply::Refused);
    CHECK(blocked.message == "Nothing can move up from here.");
}

TEST_CASE("a hint names the key and the tile, and marks the tile until the board changes",
          "[eight][backend]") {
    EightBackend game(State(), kOneMove);
    const std::optional<ninegrid::shell::Help> hint = game.hint(Lang::En);
    REQUIRE(hint);
    CHECK(hint->text == "Hint: D - tile 8 slides left, and it is solved.");
    CHECK(hint->counted);
    CHECK(game.highlighted() == 8);
    const ninegrid::shell::Style plain{false, false, 80, 24};
    bool marked = false;
    for (const std::string& line : game.draw(plain, false))
        marked = marked || line.find("[8]") != std::string::npos;
    CHECK(marked);
    CHECK(game.restore(game.snapshot()));
    CHECK_FALSE(game.highlighted());
    CHECK(game.hint(Lang::Zh)->text == "提示：按 D，方块 8 向左移，即可完成。");
}

TEST_CASE("a goal that is not the default is shown with the key convention", "[eight][backend]") {
    EightBackend standard(State(), kOneMove);
    CHECK(standard.notes(Lang::En).size() == 1);
    EightBackend classroom(State({1, 2, 3, 8, 0, 4, 7, 6, 5}), State({2, 8, 3, 1, 0, 4, 7, 6, 5}));
    const auto notes = classroom.notes(Lang::En);
    REQUIRE(notes.size() == 2);
    CHECK(notes[1] == "goal 1 2 3 / 8 _ 4 / 7 6 5");
}

TEST_CASE("without colour the help does not speak of green", "[eight][backend]") {
    EightBackend game(State(), kOneMove);
    for (const Lang lang : {Lang::En, Lang::Zh}) {
        std::string plain;
        for (const std::string& l : game.help(lang, {false, true, 80, 24}))
            plain += l;
        std::string colour;
        for (const std::string& l : game.help(lang, {true, true, 80, 24}))
            colour += l;
        CHECK(plain.find("green") == std::string::npos);
        CHECK(plain.find("绿") == std::string::npos);
        CHECK(
            (colour.find("green") != std::string::npos || colour.find("绿") != std::string::npos));
    }
}

TEST_CASE("every line of the 8-puzzle's frame fits 80 columns, in English and Chinese",
          "[eight][backend][view]") {
    for (const Lang lang : {Lang::En, Lang::Zh}) {
        for (const bool tiles : {false, true}) {
            CAPTURE(lang == Lang::Zh, tiles);
            EightBackend game(State({1, 2, 3, 8, 0, 4, 7, 6, 5}), std::nullopt);
            game.set_tile_keys(tiles);
            ninegrid::shell::Session session(game, {"eight", "hard", false, 42, lang}, nullptr);
            const auto now = ninegrid::shell::Clock::now();
            session.key(support::ch('h'), now);
            const ninegrid::shell::Style style{true, true, 80, 24};
            const auto frame = ninegrid::shell::render_screen(session, now, style).lines;
            CHECK(frame.size() <= 24);
            for (const std::string& line : frame) {
                CAPTURE(line);
                CHECK(ninegrid::term::display_width(line) <= 80);
            }
            // The key line is whole, not wrapped, at 80 columns.
            const std::string key_line =
                ninegrid::shell::fill(session.text().key_line, {{"game", game.key_line(lang)}});
            CHECK(ninegrid::term::display_width(key_line) <= 79);
            session.key(support::ch('?'), now);
            for (const std::string& line :
                 ninegrid::shell::render_screen(session, now, style).lines) {
                CAPTURE(line);
                CHECK(ninegrid::term::display_width(line) <= 80);
            }
        }
    }
}

TEST_CASE("hints and the solver follow the table's best moves to the goal, for any goal",
          "[eight][backend][hint]") {
    for (const State goal : {State(), State({1, 2, 3, 8, 0, 4, 7, 6, 5})}) {
        const ninegrid::eight::DistanceTable table(goal);
        for (std::uint32_t seed = 0; seed < 20; ++seed) {
            CAPTURE(seed);
            ninegrid::eight::Rng rng(seed);
            EightBackend game(goal, ninegrid::eight::random_walk(goal, 50, rng));
            REQUIRE(game.par() == table.distance(from_sliding(game.start())));
            int moves = 0;
            while (!game.solved()) {
                const State before = from_sliding(game.board());
                REQUIRE(game.distance() == table.distance(before));
                REQUIRE(game.hint(Lang::En));
                const ninegrid::eight::Move best = *table.best_move(before);
                CHECK(game.highlighted() == before.tile_moved_by(best));
                REQUIRE(game.solver_step() == ninegrid::shell::Step::Moved);
                CHECK(from_sliding(game.board()) == before.moved(best));
                ++moves;
            }
            CHECK(moves == game.par());
            CHECK_FALSE(game.hint(Lang::En));  // nothing to hint once won
            CHECK(game.solver_step() == ninegrid::shell::Step::None);
        }
    }
}

TEST_CASE("a click on a tile next to the blank slides it, on the large and the compact board",
          "[eight][backend][mouse]") {
    const auto click = [](int row, int col) {
        ninegrid::term::Key k;
        k.type = ninegrid::term::KeyType::Mouse;
        k.button = ninegrid::term::MouseButton::Left;
        k.row = row;  // from the board's first line, as the session offers it
        k.col = col;
        return k;
    };
    const ninegrid::shell::Style style{false, true, 80, 24};
    for (const bool compact : {false, true}) {
        INFO((compact ? "compact" : "large"));
        EightBackend game(State(), kOneMove);  // 1 2 3 / 4 5 6 / 7 _ 8
        const std::vector<std::string> lines = game.draw(style, compact);
        ninegrid::shell::Layout drawn;  // the form the frame drew
        drawn.compact = compact;
        const int width = compact ? 3 : 5;
        const int height = compact ? 1 : 3;
        // The middle of cell (r, c): where its number is drawn.
        const auto middle = [&](int r, int c) {
            return click(1 + r * (height + 1) + height / 2, 3 + c * (width + 1) + width / 2);
        };
        // The drawing agrees with the geometry the click uses: tile 5 is where the click goes.
        const auto at = middle(1, 1);
        REQUIRE(static_cast<int>(lines.size()) > at.row);
        CHECK(ninegrid::term::display_width(lines[static_cast<std::size_t>(at.row)]) >
              static_cast<std::size_t>(at.col));
        CHECK(lines[static_cast<std::size_t>(at.row)].find('5') != std::string::npos);
        // Tile 5 is above the blank: it slides down.
        const Reply slid = game.key(middle(1, 1), Lang::En, drawn);
        CHECK(slid.kind == Reply::Moved);
        CHECK(from_sliding(game.board()) == State({1, 2, 3, 4, 0, 6, 7, 5, 8}));
        // Tile 1 is not beside the blank: refused, nothing moves.
        const Reply far = game.key(middle(0, 0), Lang::En, drawn);
        CHECK(far.kind == Reply::Refused);
        CHECK(far.message.find("Tile 1 is not next to the blank") != std::string::npos);
        CHECK(from_sliding(game.board()) == State({1, 2, 3, 4, 0, 6, 7, 5, 8}));
        // The blank itself says what to click; a border line and a click off the board clear
        // the message (refused with none), so the last key's words do not seem to answer them.
        const Reply blank = game.key(middle(1, 1), Lang::En, drawn);
        CHECK(blank.kind == Reply::Refused);
        CHECK(blank.message.find("That is the blank") != std::string::npos);
        CHECK(game.key(middle(1, 1), Lang::Zh, drawn).message.find("这是空格") !=
              std::string::npos);
        for (const auto& off : {click(0, 4), click(1, 2), click(-1, 4), click(40, 4)}) {
            const Reply r = game.key(off, Lang::En, drawn);
            CHECK(r.kind == Reply::Refused);
            CHECK(r.message.empty());
        }
        CHECK(from_sliding(game.board()) == State({1, 2, 3, 4, 0, 6, 7, 5, 8}));
    }
}

TEST_CASE("the 8-puzzle names each move of the history by the tile and the way it slid",
          "[eight][backend][history]") {
    const EightBackend game(State(), kOneMove);
    const ninegrid::shell::Style ascii{false, false, 80, 24};
    const ninegrid::shell::Style utf8{false, true, 80, 24};
    // 123456708 -> 123456780: the blank went right, tile 8 slid left.
    CHECK(game.move_label("123456708", "123456780", ascii) == "8<");
    CHECK(game.move_label("123456708", "123456780", utf8) == "8\u2190");
    CHECK(game.move_label("123456780", "123456708", ascii) == "8>");
    CHECK(game.move_label("123450786", "123456780", utf8) == "6\u2191");
    CHECK(game.move_label("123456780", "123450786", ascii) == "6v");
    // Not one move apart, or not boards: never empty (that would end the history).
    CHECK(game.move_label("123456780", "123456780", ascii) == "?");
    CHECK(game.move_label("x", "123456780", ascii) == "?");
}

TEST_CASE("the 8-puzzle's rest of the solution is optimal, in the keys of the sense set",
          "[eight][backend][solution]") {
    const State start({1, 2, 3, 4, 5, 6, 0, 7, 8});  // two moves: the blank right, right
    for (const Lang lang : {Lang::En, Lang::Zh}) {
        EightBackend game(State(), start);
        CHECK(game.solution(lang)->text == (lang == Lang::En ? "The rest, optimal (2 moves): D D"
                                                             : "剩下的最优解（2 步）：D D"));
        game.set_tile_keys(true);  // keys name where a tile goes: the tiles go left
        CHECK(game.solution(lang)->text.find("A A") != std::string::npos);
    }
    EightBackend game(State(), start);
    game.key(support::ch('d'), Lang::En, {});
    game.key(support::ch('d'), Lang::En, {});
    REQUIRE(game.solved());
    CHECK_FALSE(game.solution(Lang::En).has_value());
}

TEST_CASE("in play, L counts as a hint and the history marks the 8-puzzle's moves",
          "[eight][backend][history][solution]") {
    EightBackend game(State(), State({1, 2, 3, 4, 5, 6, 0, 7, 8}));
    ninegrid::shell::Session session(game, {"eight", "easy", true, 1, Lang::En}, nullptr);
    const auto now = ninegrid::shell::Clock::now();
    session.key(support::ch('l'), now);
    CHECK(session.hints() == 1);
    REQUIRE(session.message().size() == 1);
    CHECK(session.message()[0] == "The rest, optimal (2 moves): D D");
    session.key(support::ch('w'), now);  // away: the blank up
    session.key(support::ch('s'), now);  // back
    session.key(support::ch('d'), now);
    session.key(support::ch('d'), now);
    REQUIRE(session.won());
    const auto history = session.history(ninegrid::shell::Style{}, 10);
    REQUIRE(history.size() == 4);
    CHECK(history[0].label == "4v");
    CHECK(history[0].optimal == false);
    CHECK(history[1].label == "4^");
    CHECK(history[1].optimal == true);  // the distance fell by one, back to where it was
    CHECK(history[3].label == "8<");
    CHECK(history[3].optimal == true);
    bool wasted = false;
    for (const std::string& line : session.message())
        wasted = wasted || line == "Wasted: 2 moves over par; not optimal: 1 of your 4 moves.";
    CHECK(wasted);
}
