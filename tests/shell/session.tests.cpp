// SPDX-License-Identifier: MIT
// The session, played through a fake counter game: undo by snapshots, new puzzles, hints, the
// solver, the win that stays, honest records, quitting, help, the clock, pause and resuming.
#include "shell/session.hpp"

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "base/rng.hpp"
#include "shell/fake_game.hpp"
#include "shell/saves.hpp"
#include "support/catch.hpp"
#include "support/keys.hpp"

using ninegrid::shell::Clock;
using ninegrid::shell::Lang;
using ninegrid::shell::SavedGame;
using ninegrid::shell::Session;
using ninegrid::term::Key;
using ninegrid::term::KeyType;
using ninegrid::test::FakeGame;
using ninegrid::test::FakeRecords;
using namespace std::chrono_literals;

namespace {

using support::ch;

const Clock::time_point t0{};

Session::Params params(const std::string& level, std::uint32_t seed = 42) {
    Session::Params p;
    p.game = "counter";
    p.level = level;
    p.seed = seed;
    p.lang = Lang::En;
    return p;
}

// Whether some line of the message contains `text`.
bool says(const Session& s, const std::string& text) {
    for (const std::string& line : s.message()) {
        if (line.find(text) != std::string::npos) return true;
    }
    return false;
}

}  // namespace

TEST_CASE("the game sees each key first: refused keys say why and change nothing", "[session]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    REQUIRE(s.key(ch('z'), t0));
    CHECK(says(s, "z cannot be done"));
    CHECK(s.moves() == 0);
    CHECK_FALSE(s.clock_running());
    REQUIRE(s.key(ch('x'), t0));
    CHECK(s.moves() == 1);
    CHECK(game.count == 1);
}

TEST_CASE("undo and redo go through the snapshots, and a new move forgets the redo", "[session]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    s.key(ch('x'), t0);
    s.key(ch('x'), t0 + 1s);
    REQUIRE(s.moves() == 2);

    s.key(ch('u'), t0 + 2s);
    CHECK(s.moves() == 1);
    CHECK(game.count == 1);
    CHECK(says(s, "Took a move back (1 move on the board)."));

    s.key(ch('y'), t0 + 3s);
    CHECK(s.moves() == 2);
    CHECK(game.count == 2);
    CHECK(says(s, "Made the move again (2 moves on the board)."));

    SECTION("a new move after an undo leaves nothing to redo") {
        s.key(ch('u'), t0 + 4s);
        s.key(ch('b'), t0 + 5s);  // a different move: the count goes down to 0
        REQUIRE(s.moves() == 2);
        REQUIRE(game.count == 0);
        s.key(ch('y'), t0 + 6s);
        CHECK(says(s, "Nothing to redo."));
        CHECK(s.moves() == 2);
        CHECK(game.count == 0);
        s.key(ch('u'), t0 + 7s);
        CHECK(game.count == 1);  // the state before the new move
    }
    SECTION("undo stops at the start and says so") {
        s.key(ch('U'), t0 + 4s);
        s.key(ch('u'), t0 + 5s);
        REQUIRE(s.moves() == 0);
        REQUIRE(game.count == 0);
        s.key(ch('u'), t0 + 6s);
        CHECK(says(s, "Nothing to undo."));
        CHECK(s.moves() == 0);
        CHECK(game.count == 0);
    }
    SECTION("redo stops at the last move and says so") {
        s.key(ch('Y'), t0 + 4s);
        CHECK(says(s, "Nothing to redo."));
        CHECK(s.moves() == 2);
        CHECK(game.count == 2);
    }
}

TEST_CASE("H again while a hint is being worked out is the same hint, not another", "[session]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    s.key(ch('h'), t0);
    CHECK(s.hints() == 1);
    game.pending = true;
    s.key(ch('h'), t0 + 1s);
    CHECK(s.hints() == 1);
    game.pending = false;
    s.key(ch('h'), t0 + 2s);  // the answer come, asked again on the same board: still one
    CHECK(s.hints() == 1);
}

TEST_CASE("restart goes back to the start and keeps the hints counted", "[session]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    s.key(ch('x'), t0);
    s.key(ch('h'), t0 + 1s);
    s.key(ch('x'), t0 + 2s);
    REQUIRE(s.hints() == 1);
    const int epoch = s.epoch();
    const int deals = game.deals;

    s.key(ch('r'), t0 + 3s);
    CHECK(s.moves() == 0);
    CHECK(game.count == 0);
    CHECK(s.hints() == 1);
    CHECK(s.epoch() != epoch);
    CHECK(game.deals == deals);  // the same puzzle, not a new one
    CHECK(says(s, "Back to the start:"));
    CHECK(s.elapsed(t0 + 10s) == 10s);  // the time the puzzle took goes on
    CHECK(s.clock_running());

    s.key(ch('y'), t0 + 4s);  // the moves are there to redo
    CHECK(game.count == 1);
    s.key(ch('u'), t0 + 5s);
    s.key(ch('u'), t0 + 6s);  // and back at the start, U takes the restart back
    CHECK(game.count == 2);
    CHECK(says(s, "Restart taken back"));
}

TEST_CASE("N deals a new puzzle at the same level, and 1 2 3 at another", "[session]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    REQUIRE(game.deals == 1);
    s.key(ch('x'), t0);
    s.key(ch('h'), t0);

    SECTION("N keeps the level and forgets moves and hints") {
        const int epoch = s.epoch();
        s.key(ch('n'), t0 + 1s);
        s.key(ch('y'), t0 + 1s);  // the game in progress waits for U
        CHECK(game.deals == 2);
        CHECK(s.params().level == "three");
        CHECK(game.target == 3);
        CHECK(s.moves() == 0);
        CHECK(s.hints() == 0);
        CHECK(s.epoch() != epoch);
        CHECK(says(s, "New three puzzle: par 3."));
        s.key(ch('u'), t0 + 2s);  // the game before, moves and hints as they were
        CHECK(s.moves() == 1);
        CHECK(s.hints() == 1);
        s.key(ch('u'), t0 + 3s);
        s.key(ch('u'), t0 + 4s);
        CHECK(says(s, "Nothing to undo."));
    }
    SECTION("a level key deals a puzzle of that level") {
        s.key(ch('1'), t0 + 1s);
        s.key(ch('y'), t0 + 1s);
        CHECK(game.deals == 2);
        CHECK(s.params().level == "one");
        CHECK(game.target == 1);
        CHECK(s.moves() == 0);
        CHECK(s.hints() == 0);
        CHECK(says(s, "New one puzzle: par 1."));
        s.key(ch('2'), t0 + 2s);
        CHECK(s.params().level == "two");
        CHECK(game.target == 2);
        CHECK(game.deals == 3);
    }
    SECTION("a digit beyond the levels deals nothing") {
        const int epoch = s.epoch();
        for (char32_t c : {U'4', U'9', U'0'}) {
            CAPTURE(static_cast<char>(c));
            CHECK(s.key(ch(c), t0 + 1s));
            CHECK(game.deals == 1);
            CHECK(s.params().level == "three");
            CHECK(s.moves() == 1);
            CHECK(s.epoch() == epoch);
        }
    }
}

TEST_CASE("Z deals a puzzle of the game's next form, asking first in a game in progress",
          "[session]") {
    FakeGame game;
    game.forms = {"small", "large"};
    game.form = "small";
    Session s(game, params("two"), nullptr);
    REQUIRE(game.deals == 1);
    s.key(ch('z'), t0);  // no move made: at once
    CHECK(game.form == "large");
    CHECK(game.deals == 2);
    CHECK(says(s, "New large two puzzle: par 2."));
    s.key(ch('x'), t0 + 1s);
    s.key(ch('z'), t0 + 2s);  // after the last form, the first; but a move is made: asked
    CHECK(game.form == "large");
    CHECK(says(s, "A new small two puzzle?"));
    s.key(ch('q'), t0 + 3s);  // not y: playing on
    CHECK(game.form == "large");
    CHECK(game.deals == 2);
    CHECK(s.moves() == 1);
    s.key(ch('z'), t0 + 4s);
    s.key(ch('y'), t0 + 4s);
    CHECK(game.form == "small");
    CHECK(game.deals == 3);
    CHECK(s.params().level == "two");
    CHECK(s.moves() == 0);
    // A game without forms has no Z: the game refuses it as its own key.
    FakeGame plain;
    Session p(plain, params("two"), nullptr);
    p.key(ch('z'), t0);
    CHECK(plain.deals == 1);
    CHECK(says(p, "z cannot be done"));
}

TEST_CASE(
    "where levels have forms of their own, a level's key deals its form and Z a form's "
    "level",
    "[session]") {
    FakeGame game;
    game.forms = {"small", "wide", "large"};
    game.form = "small";
    game.level_forms = {{"one", "small"}, {"three", "large"}};
    game.form_levels = {{"small", "one"}, {"large", "three"}};
    Session s(game, params("one"), nullptr);
    s.key(ch('z'), t0);  // wide: a form of no level's, dealt at the level it was pressed at
    CHECK(game.form == "wide");
    CHECK(s.params().level == "one");
    s.key(ch('z'), t0 + 1s);  // large: the level three's own form, so level three
    CHECK(game.form == "large");
    CHECK(s.params().level == "three");
    s.key(ch('z'), t0 + 2s);  // back to small, and so to level one
    CHECK(s.params().level == "one");
    s.key(ch('z'), t0 + 3s);  // wide at level one
    s.key(ch('1'), t0 + 4s);  // level one's key: its own form again, not the form Z chose
    CHECK(game.form == "small");
    CHECK(s.params().level == "one");
    s.key(ch('z'), t0 + 5s);
    s.key(ch('2'), t0 + 6s);  // a level without a form of its own keeps the form
    CHECK(game.form == "wide");
    CHECK(s.params().level == "two");
    s.key(ch('x'), t0 + 7s);
    s.key(ch('3'), t0 + 8s);  // a move made: asked first, naming the form
    CHECK(says(s, "A new large three puzzle?"));
    s.key(ch('y'), t0 + 9s);
    CHECK(game.form == "large");
    CHECK(s.params().level == "three");
}

TEST_CASE("a hint is counted only when one is given", "[session]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    s.key(ch('h'), t0);
    CHECK(s.hints() == 1);
    CHECK(says(s, "press x"));
    s.key(ch('H'), t0);  // the same board: the same hint, counted once
    CHECK(s.hints() == 1);
    s.key(ch('x'), t0);
    s.key(ch('H'), t0);
    CHECK(s.hints() == 2);

    game.has_hint = false;
    s.key(ch('b'), t0);
    s.key(ch('h'), t0);
    CHECK(s.hints() == 2);
    CHECK(says(s, "No hint here."));
    CHECK(s.moves() == 2);  // x and b: asking moved nothing
}

TEST_CASE("P lets the solver play to the win, and that win is no record", "[session]") {
    FakeGame game;
    FakeRecords records;
    Session s(game, params("three"), &records);
    s.key(ch('x'), t0);
    s.key(ch('p'), t0 + 1s);
    REQUIRE(s.solving());
    CHECK(says(s, "The solver plays the last 2 moves"));

    SECTION("to the end") {
        for (int i = 0; i < 10 && s.solving(); ++i)
            s.solver_step(t0 + 2s + std::chrono::seconds(i));
        CHECK_FALSE(s.solving());
        CHECK(s.won());
        CHECK(game.solver_steps == 2);
        CHECK(s.moves() == 3);
        CHECK(says(s, "The solver finished it: 3 moves in all."));
        CHECK(records.wins.empty());
        // Its moves are moves like any other: undo takes them back.
        s.key(ch('u'), t0 + 20s);
        CHECK(game.count == 2);
    }
    SECTION("a key stops it, and winning by hand afterwards is still no record") {
        s.solver_step(t0 + 2s);
        REQUIRE(game.count == 2);
        s.key(ch('x'), t0 + 3s);  // stops the solver; not a move
        CHECK_FALSE(s.solving());
        CHECK(game.count == 2);
        CHECK(says(s, "Stopped: your turn."));
        s.key(ch('x'), t0 + 4s);
        REQUIRE(s.won());
        CHECK(records.wins.empty());
        // No hint was taken: the note names what was, the solver.
        CHECK(says(s, "The solver played part of this puzzle: records count wins without it."));
    }
}

TEST_CASE("a win stays on screen: game keys, H, P and unknown keys change nothing", "[session]") {
    FakeGame game;
    Session s(game, params("two"), nullptr);
    s.key(ch('x'), t0);
    s.key(ch('x'), t0 + 1s);
    REQUIRE(s.won());
    const std::vector<std::string> message = s.message();
    REQUIRE_FALSE(message.empty());
    (void)s.take_preferences_changed();

    // (Not b, the counter's own key: after a win it is the shell's B, the records.)
    for (const Key& k :
         {ch('x'), ch('z'), ch('c'), ch('h'), ch('p'), ch('y'), ch('k'), ch('4'),
          support::key(KeyType::Left), support::key(KeyType::Enter), support::key(KeyType::Tab)}) {
        CAPTURE(ninegrid::term::key_name(k));
        CHECK(s.key(k, t0 + 5s));
        CHECK(s.message() == message);
        CHECK(s.won());
        CHECK(s.moves() == 2);
        CHECK(game.count == 2);
        CHECK(s.hints() == 0);
        CHECK_FALSE(s.solving());
        CHECK_FALSE(s.paused());
    }
    CHECK_FALSE(s.take_preferences_changed());
    CHECK_FALSE(game.mode);

    SECTION("U takes the winning move back") {
        s.key(ch('u'), t0 + 6s);
        CHECK_FALSE(s.won());
        CHECK(s.moves() == 1);
    }
    SECTION("N deals a new puzzle") {
        s.key(ch('n'), t0 + 6s);
        CHECK_FALSE(s.won());
        CHECK(game.deals == 2);
    }
    SECTION("R restarts") {
        s.key(ch('r'), t0 + 6s);
        CHECK_FALSE(s.won());
        CHECK(s.moves() == 0);
    }
    SECTION("a level key deals at that level") {
        s.key(ch('3'), t0 + 6s);
        CHECK_FALSE(s.won());
        CHECK(s.params().level == "three");
    }
    SECTION("Q quits without asking") {
        CHECK_FALSE(s.key(ch('q'), t0 + 6s));
    }
}

TEST_CASE("the first unassisted win is recorded with the game, the level and the moves over par",
          "[session][records]") {
    FakeGame game;
    FakeRecords records;
    Session s(game, params("two"), &records);
    s.key(ch('x'), t0 + 1s);
    s.key(ch('b'), t0 + 2s);
    s.key(ch('x'), t0 + 3s);
    CHECK(records.wins.empty());
    s.key(ch('x'), t0 + 4s);
    REQUIRE(s.won());
    REQUIRE(records.wins.size() == 1);
    CHECK(records.wins[0].game == "counter");
    CHECK(records.wins[0].level == "two");
    CHECK(records.wins[0].over_par == 2);
    CHECK(records.wins[0].seconds == Approx(3.0));
    CHECK(says(s, "Solved in 4 moves (par 2) in 0:03, no hints."));
    CHECK(says(s, "Wasted: 2 moves over par; not optimal: 1 of your 4 moves."));
    CHECK(says(s, "New best for two!"));

    SECTION("the best is shown from then on") {
        const auto best = s.best_text();
        REQUIRE(best.has_value());
        CHECK(*best == "best two: 2 moves over par, 0:03");
    }
    SECTION("a win replayed after R is not recorded") {
        s.key(ch('r'), t0 + 10s);
        s.key(ch('x'), t0 + 11s);
        s.key(ch('x'), t0 + 12s);
        REQUIRE(s.won());
        CHECK(records.wins.size() == 1);
        CHECK(says(s, "Records count the first win of a puzzle only."));
    }
    SECTION("undoing past the win and winning again is not recorded") {
        s.key(ch('u'), t0 + 10s);
        s.key(ch('u'), t0 + 11s);
        REQUIRE(game.count == 0);
        s.key(ch('x'), t0 + 12s);
        s.key(ch('x'), t0 + 13s);
        REQUIRE(s.won());
        CHECK(records.wins.size() == 1);
    }
    SECTION("redoing the winning move is not recorded") {
        s.key(ch('u'), t0 + 10s);
        s.key(ch('y'), t0 + 11s);
        REQUIRE(s.won());
        CHECK(records.wins.size() == 1);
    }
    SECTION("a new puzzle can be recorded again") {
        s.key(ch('n'), t0 + 10s);
        s.key(ch('x'), t0 + 11s);
        s.key(ch('x'), t0 + 12s);
        REQUIRE(s.won());
        REQUIRE(records.wins.size() == 2);
        CHECK(records.wins[1].over_par == 0);
        CHECK(says(s, "Optimal!"));
    }
}

TEST_CASE("a record that cannot be saved is reported", "[session][records]") {
    FakeGame game;
    FakeRecords records;
    records.failure = "disk full";
    Session s(game, params("one"), &records);
    s.key(ch('x'), t0);
    REQUIRE(s.won());
    CHECK(records.wins.size() == 1);
    CHECK(says(s, "Could not save the records: disk full."));
    CHECK_FALSE(says(s, "New best"));
}

TEST_CASE("a win that is no better than the best is recorded without a cheer for a new best",
          "[session][records]") {
    FakeGame game;
    FakeRecords records;
    records.bests["one"] = {0, 0.0};  // optimal at once: nothing beats it
    Session s(game, params("one"), &records);
    s.key(ch('x'), t0);
    REQUIRE(s.won());
    CHECK(records.wins.size() == 1);
    CHECK_FALSE(says(s, "New best"));
}

TEST_CASE(
    "a win with a hint (H, or L's rest of the solution) is not recorded, even after a restart",
    "[session][records]") {
    for (const char32_t help : {U'h', U'l'}) {
        for (const bool restart : {false, true}) {
            CAPTURE(static_cast<char>(help), restart);
            FakeGame game;
            FakeRecords records;
            Session s(game, params("one"), &records);
            s.key(ch(help), t0);
            REQUIRE(s.hints() == 1);
            if (restart) s.key(ch('r'), t0 + 1s);
            s.key(ch('x'), t0 + 2s);
            REQUIRE(s.won());
            CHECK(records.wins.empty());
            CHECK(says(s, "Records count wins without hints or the solver."));
        }
    }
}

TEST_CASE("a puzzle with no par (nor a penalty) keeps no record, and the win says why",
          "[session][records]") {
    FakeGame game;
    game.has_par = false;
    FakeRecords records;
    Session s(game, params("one"), &records);
    s.key(ch('x'), t0 + 1s);
    REQUIRE(s.won());
    CHECK(records.wins.empty());
    CHECK(says(s, "Records need a par, and this puzzle has none."));
}

TEST_CASE("a custom puzzle's win is not recorded", "[session][records]") {
    FakeGame game;
    REQUIRE(game.load("2"));
    FakeRecords records;
    Session::Params p = params("one");
    p.custom = true;
    Session s(game, p, &records);
    CHECK(game.deals == 0);  // the given puzzle is kept
    CHECK(game.target == 2);
    CHECK(s.level_name() == "custom");
    CHECK(s.code_line() == "puzzle target-2");
    CHECK_FALSE(s.best_text().has_value());
    s.key(ch('x'), t0);
    s.key(ch('x'), t0 + 1s);
    REQUIRE(s.won());
    CHECK(records.wins.empty());

    SECTION("N then deals an ordinary puzzle, which counts") {
        s.key(ch('n'), t0 + 2s);
        CHECK(s.level_name() == "one");
        s.key(ch('x'), t0 + 3s);
        REQUIRE(s.won());
        CHECK(records.wins.size() == 1);
    }
}

TEST_CASE("Q quits at once when no move is made", "[session][quit]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    SECTION("q") {
        CHECK_FALSE(s.key(ch('q'), t0));
    }
    SECTION("Q") {
        CHECK_FALSE(s.key(ch('Q'), t0));
    }
    SECTION("Esc") {
        CHECK_FALSE(s.key(support::key(KeyType::Escape), t0));
    }
    SECTION("after undoing every move") {
        s.key(ch('x'), t0);
        s.key(ch('u'), t0);
        CHECK_FALSE(s.key(ch('q'), t0));
    }
}

TEST_CASE("after a restart Q asks: U would take the restart back, and a save keeps it",
          "[session][quit]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    s.key(ch('x'), t0);
    s.key(ch('r'), t0);
    CHECK(s.key(ch('q'), t0));
    CHECK(s.confirming_quit());
}

TEST_CASE("with moves made, Q asks first, only y quits, and the answer is not a key",
          "[session][quit]") {
    for (const Key& quit : {ch('q'), ch('Q'), support::key(KeyType::Escape)}) {
        SECTION("asked by " + ninegrid::term::key_name(quit)) {
            FakeGame game;
            Session s(game, params("three"), nullptr);
            s.key(ch('x'), t0);
            REQUIRE(s.key(quit, t0 + 1s));
            REQUIRE(s.confirming_quit());
            CHECK(says(s, "Quit this game? y: quit, any other key: play on."));

            SECTION("y quits") {
                CHECK_FALSE(s.key(ch('y'), t0 + 2s));
            }
            SECTION("Y quits") {
                CHECK_FALSE(s.key(ch('Y'), t0 + 2s));
            }
            for (const Key& k : {ch('n'), ch('x'), ch('u'), ch('q'), support::key(KeyType::Escape),
                                 support::key(KeyType::Enter)}) {
                SECTION("any other key goes back: " + ninegrid::term::key_name(k)) {
                    CHECK(s.key(k, t0 + 2s));
                    CHECK_FALSE(s.confirming_quit());
                    CHECK(s.moves() == 1);
                    CHECK(game.count == 1);
                    CHECK(game.deals == 1);
                    CHECK(s.message().empty());
                    // And the game goes on.
                    CHECK(s.key(ch('x'), t0 + 3s));
                    CHECK(game.count == 2);
                }
            }
        }
    }
}

TEST_CASE("when quitting saves the game, the question says how many moves are kept",
          "[session][quit]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    std::vector<SavedGame> asked;
    s.set_saving([&](const SavedGame& saved) -> ninegrid::base::Status {
        asked.push_back(saved);
        return ninegrid::base::ok();
    });
    s.key(ch('x'), t0);
    s.key(ch('q'), t0 + 2s);
    CHECK(says(s, "Quit with 1 move on the board? The game is saved for next time."));
    REQUIRE(asked.size() == 1);  // what would be saved is what was checked
    CHECK(asked[0] == s.progress(t0 + 2s));
}

TEST_CASE("a game that cannot be saved is not promised as saved: the question says why once",
          "[session][quit]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    s.set_saving([](const SavedGame&) -> ninegrid::base::Status {
        return ninegrid::base::Error{"state 2 is longer than a line of 4160 bytes"};
    });
    s.key(ch('x'), t0);
    s.key(ch('q'), t0);
    REQUIRE(s.confirming_quit());
    REQUIRE(s.message().size() == 1);
    CHECK(s.message()[0] ==
          "Quit with 1 move on the board? The game cannot be saved: state 2 is longer than a line "
          "of 4160 bytes. y: quit, any other key: play on.");
    CHECK_FALSE(says(s, "saved for next time"));
    CHECK_FALSE(s.key(ch('y'), t0));
}

TEST_CASE("a game resumed at the most a save holds of time and hints can be saved again",
          "[session][resume]") {
    using ninegrid::shell::kMaxElapsedMs;
    using ninegrid::shell::kMaxHints;
    SavedGame saved;
    saved.game = "counter";
    saved.level = "three";
    saved.code = "3";
    saved.states = {"0", "1"};
    saved.at = 1;
    saved.elapsed_ms = kMaxElapsedMs;
    saved.hints = kMaxHints;
    REQUIRE(ninegrid::shell::validate_save(saved));

    FakeGame game;
    Session s(game, params("one"), nullptr);
    REQUIRE(s.resume(saved, t0));
    s.key(ch('h'), t0 + 5s);  // one hint more, five seconds more
    const SavedGame again = s.progress(t0 + 5s);
    CHECK(again.elapsed_ms == kMaxElapsedMs);
    CHECK(again.hints == kMaxHints);
    CHECK(ninegrid::shell::validate_save(again));
    const auto parsed = ninegrid::shell::parse_save(ninegrid::shell::serialize_save(again));
    REQUIRE(parsed);
    CHECK(*parsed == again);
}

TEST_CASE("Ctrl-C and Ctrl-D quit at once, whatever is open", "[session][quit]") {
    for (const KeyType type : {KeyType::CtrlC, KeyType::CtrlD}) {
        SECTION(ninegrid::term::key_name(support::key(type))) {
            FakeGame game;
            Session s(game, params("three"), nullptr);
            SECTION("at the start") {}
            SECTION("with moves made") {
                s.key(ch('x'), t0);
            }
            SECTION("in the help") {
                s.key(ch('?'), t0);
                REQUIRE(s.showing_help());
            }
            SECTION("in the pause") {
                s.key(ch('x'), t0);
                s.key(support::key(KeyType::Tab), t0);
                REQUIRE(s.paused());
            }
            SECTION("at the quit question") {
                s.key(ch('x'), t0);
                s.key(ch('q'), t0);
                REQUIRE(s.confirming_quit());
            }
            SECTION("at the resume question") {
                s.offer_resume(s.progress(t0));
                REQUIRE(s.asking_resume());
            }
            SECTION("while the solver plays") {
                s.key(ch('p'), t0);
                REQUIRE(s.solving());
            }
            CHECK_FALSE(s.key(support::key(type), t0 + 1s));
        }
    }
}

TEST_CASE("keys with Alt held do nothing", "[session]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    for (const char32_t c : {U'x', U'q', U'n', U'1', U'h', U'?', U'p', U'c'}) {
        CAPTURE(static_cast<char>(c));
        CHECK(s.key(Key{KeyType::Char, c, true}, t0));
        CHECK(s.moves() == 0);
        CHECK(game.deals == 1);
        CHECK(s.hints() == 0);
        CHECK_FALSE(s.showing_help());
        CHECK_FALSE(s.solving());
        CHECK_FALSE(game.mode);
    }
    s.key(ch('x'), t0);
    s.key(Key{KeyType::Char, U'u', true}, t0);
    CHECK(s.moves() == 1);
}

TEST_CASE("in too small a window only help and quitting act", "[session]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    ninegrid::shell::Layout small;  // as the view returns it for too small a window
    small.board_shown = false;
    for (const char32_t c : {U'x', U'n', U'1', U'h', U'p', U'c', U'r'}) {
        CAPTURE(static_cast<char>(c));
        CHECK(s.key(ch(c), t0, small));
        CHECK(s.moves() == 0);
        CHECK(game.count == 0);
        CHECK(game.deals == 1);
        CHECK(s.hints() == 0);
        CHECK_FALSE(s.solving());
        CHECK_FALSE(game.mode);
    }
    SECTION("? opens the help, and a key closes it") {
        s.key(ch('?'), t0, small);
        CHECK(s.showing_help());
        s.key(ch('x'), t0, small);
        CHECK_FALSE(s.showing_help());
        CHECK(game.count == 0);
    }
    SECTION("Q quits at once with no moves made") {
        CHECK_FALSE(s.key(ch('q'), t0, small));
    }
    SECTION("Q asks with moves made") {
        s.key(ch('x'), t0);
        CHECK(s.key(ch('q'), t0, small));
        CHECK(s.confirming_quit());
        CHECK_FALSE(s.key(ch('y'), t0, small));
    }
    SECTION("the window grows again: keys act again") {
        s.key(ch('x'), t0);
        CHECK(s.moves() == 1);
    }
}

TEST_CASE("any key closes the help, Q included, and is not taken as a key", "[session][help]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    s.key(ch('x'), t0);
    for (const Key& k : {ch('q'), ch('Q'), support::key(KeyType::Escape), ch('x'), ch('n'), ch('?'),
                         support::key(KeyType::Enter), support::key(KeyType::Down)}) {
        SECTION(ninegrid::term::key_name(k)) {
            REQUIRE(s.key(ch('?'), t0 + 1s));
            REQUIRE(s.showing_help());
            CHECK(s.key(k, t0 + 2s));
            CHECK_FALSE(s.showing_help());
            CHECK_FALSE(s.confirming_quit());
            CHECK(s.moves() == 1);
            CHECK(game.deals == 1);
            // The session goes on.
            CHECK(s.key(ch('x'), t0 + 3s));
            CHECK(s.moves() == 2);
        }
    }
}

TEST_CASE("a help longer than the window scrolls, and another key closes it", "[session][help]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    s.key(ch('?'), t0);
    ninegrid::shell::Layout window;  // as the view returns it: 5 lines of help shown, of 20
    window.help_rows = 5;
    window.help_total = 20;
    CHECK(s.help_scroll() == 0);
    s.key(support::key(KeyType::Down), t0, window);
    CHECK(s.help_scroll() == 1);
    s.key(ch(' '), t0, window);
    CHECK(s.help_scroll() == 6);
    s.key(support::key(KeyType::PageDown), t0, window);
    CHECK(s.help_scroll() == 11);
    s.key(ch(' '), t0, window);
    CHECK(s.help_scroll() == 15);  // the last lines fill the window
    REQUIRE(s.showing_help());
    s.key(support::key(KeyType::Up), t0, window);
    CHECK(s.help_scroll() == 14);
    s.key(support::key(KeyType::PageUp), t0, window);
    CHECK(s.help_scroll() == 9);
    CHECK(s.showing_help());
    s.key(ch('k'), t0, window);
    CHECK_FALSE(s.showing_help());
    CHECK(s.moves() == 0);

    SECTION("it opens at the top again") {
        s.key(ch('?'), t0, window);
        CHECK(s.help_scroll() == 0);
    }
}

TEST_CASE("a help that fits closes on Down or Space like on any key", "[session][help]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    for (const Key& k : {support::key(KeyType::Down), ch(' ')}) {
        s.key(ch('?'), t0);
        ninegrid::shell::Layout fits;  // 20 lines of room for 12 of help
        fits.help_rows = 20;
        fits.help_total = 12;
        s.key(k, t0, fits);
        CHECK_FALSE(s.showing_help());
    }
}

TEST_CASE("the clock starts at the first move", "[session][clock]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    CHECK_FALSE(s.clock_running());
    s.key(ch('h'), t0 + 1s);
    s.key(ch('z'), t0 + 2s);
    CHECK(s.elapsed(t0 + 5s) == 0ms);
    CHECK_FALSE(s.clock_running());
    s.key(ch('x'), t0 + 10s);
    CHECK(s.clock_running());
    CHECK(s.elapsed(t0 + 13s) == 3000ms);
    CHECK(s.elapsed(t0 + 13500ms) == 3500ms);
}

TEST_CASE("the clock does not count time in the help", "[session][clock]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    s.key(ch('x'), t0);
    s.key(ch('?'), t0 + 2s);
    CHECK_FALSE(s.clock_running());
    CHECK(s.elapsed(t0 + 9s) == 2000ms);
    s.key(ch('k'), t0 + 10s);  // closes the help
    CHECK(s.clock_running());
    CHECK(s.elapsed(t0 + 12s) == 4000ms);
}

TEST_CASE("the clock does not count time in the pause", "[session][clock]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    s.key(ch('x'), t0);
    s.key(support::key(KeyType::Tab), t0 + 2s);
    REQUIRE(s.paused());
    CHECK_FALSE(s.clock_running());
    CHECK(s.elapsed(t0 + 9s) == 2000ms);
    s.key(ch('k'), t0 + 10s);
    CHECK(s.clock_running());
    CHECK(s.elapsed(t0 + 12s) == 4000ms);
}

TEST_CASE("the clock stops at the win and runs again after undoing it", "[session][clock]") {
    FakeGame game;
    Session s(game, params("two"), nullptr);
    s.key(ch('x'), t0);
    s.key(ch('x'), t0 + 3s);
    REQUIRE(s.won());
    CHECK_FALSE(s.clock_running());
    CHECK(s.elapsed(t0 + 100s) == 3000ms);
    SECTION("help after the win keeps it stopped") {
        s.key(ch('?'), t0 + 4s);
        s.key(ch('k'), t0 + 5s);
        CHECK_FALSE(s.clock_running());
        CHECK(s.elapsed(t0 + 100s) == 3000ms);
    }
    SECTION("undo starts it again") {
        s.key(ch('u'), t0 + 10s);
        CHECK(s.clock_running());
        CHECK(s.elapsed(t0 + 12s) == 5000ms);
    }
}

TEST_CASE("Tab pauses: the board is hidden and any key goes on", "[session][pause]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    s.key(ch('x'), t0);
    REQUIRE(s.key(support::key(KeyType::Tab), t0 + 1s));
    REQUIRE(s.paused());
    for (const Key& k : {ch('x'), ch('q'), support::key(KeyType::Escape), ch('n')}) {
        SECTION(ninegrid::term::key_name(k)) {
            CHECK(s.key(k, t0 + 2s));
            CHECK_FALSE(s.paused());
            CHECK_FALSE(s.confirming_quit());
            CHECK(s.moves() == 1);
            CHECK(game.deals == 1);
        }
    }
}

TEST_CASE("a saved game resumes in another session with its state, moves, hints and time",
          "[session][resume]") {
    FakeGame first_game;
    Session first(first_game, params("three"), nullptr);
    first.key(ch('x'), t0);
    first.key(ch('h'), t0 + 1s);
    first.key(ch('x'), t0 + 2s);
    first.key(ch('u'), t0 + 3s);  // one move on the board, one to redo
    const SavedGame saved = first.progress(t0 + 5s);
    CHECK(saved.level == "three");
    CHECK(saved.code == "3");
    CHECK(saved.seed == 42);
    CHECK(saved.states == std::vector<std::string>{"0", "1", "2"});
    CHECK(saved.at == 1);
    CHECK(saved.elapsed_ms == 5000);
    CHECK(saved.hints == 1);
    CHECK_FALSE(saved.assisted);
    CHECK_FALSE(saved.seen_solution);

    FakeGame game;
    FakeRecords records;
    Session s(game, params("one", 7), &records);
    const Clock::time_point t1 = t0 + 1000s;
    const auto resumed = s.resume(saved, t1);
    REQUIRE(resumed);
    CHECK(s.params().level == "three");
    CHECK(s.params().seed == 42);
    CHECK(game.target == 3);
    CHECK(game.count == 1);
    CHECK(s.moves() == 1);
    CHECK(s.hints() == 1);
    CHECK(s.clock_running());
    CHECK(s.elapsed(t1 + 2s) == 7000ms);
    CHECK(says(s, "Resumed: 1 move on the board."));
    CHECK(s.code_line() == "puzzle target-3   game three:42");

    s.key(ch('y'), t1 + 3s);  // the redo was saved too
    CHECK(game.count == 2);
    s.key(ch('u'), t1 + 4s);
    s.key(ch('u'), t1 + 5s);
    CHECK(game.count == 0);
    s.key(ch('x'), t1 + 6s);
    s.key(ch('x'), t1 + 7s);
    s.key(ch('x'), t1 + 8s);
    REQUIRE(s.won());
    CHECK(records.wins.empty());  // the saved hint still counts
}

TEST_CASE("a resumed save keeps what made it no record, and a custom puzzle stays custom",
          "[session][resume]") {
    FakeGame game;
    FakeRecords records;
    Session s(game, params("one"), &records);
    SavedGame saved;
    saved.level = "two";
    saved.code = "2";
    saved.states = {"0", "1"};
    saved.at = 1;
    SECTION("the solver had played") {
        saved.assisted = true;
    }
    SECTION("the puzzle was won before") {
        saved.seen_solution = true;
    }
    SECTION("a custom puzzle") {
        saved.level = "custom";
    }
    REQUIRE(s.resume(saved, t0));
    if (saved.level == "custom") {
        CHECK(s.level_name() == "custom");
        CHECK(s.code_line() == "puzzle target-2");
        CHECK(s.progress(t0).level == "custom");
    }
    s.key(ch('x'), t0 + 1s);
    REQUIRE(s.won());
    CHECK(records.wins.empty());
}

TEST_CASE("a save that does not fit the game is refused and changes nothing", "[session][resume]") {
    FakeGame game;
    Session s(game, params("two"), nullptr);
    s.key(ch('x'), t0);
    SavedGame bad;
    bad.level = "three";
    bad.code = "3";
    bad.states = {"0", "1"};
    bad.at = 1;
    bad.seed = 9;
    bad.hints = 4;
    bad.elapsed_ms = 60000;
    SECTION("a state out of range") {
        bad.states = {"0", "9"};
    }
    SECTION("a state that is no state") {
        bad.states = {"0", "one"};
    }
    SECTION("an unknown level") {
        bad.level = "four";
    }
    SECTION("a puzzle that does not load") {
        bad.code = "0";
    }
    SECTION("no states") {
        bad.states.clear();
        bad.at = 0;
    }
    SECTION("the state on the board beyond the states") {
        bad.at = 2;
    }

    const auto resumed = s.resume(bad, t0 + 10s);
    REQUIRE_FALSE(resumed);
    CHECK_FALSE(resumed.error().empty());
    CHECK(s.params().level == "two");
    CHECK(s.params().seed == 42);
    CHECK(game.target == 2);
    CHECK(game.count == 1);
    CHECK(game.save_code() == "2");
    CHECK(s.moves() == 1);
    CHECK(s.hints() == 0);
    CHECK(s.elapsed(t0 + 10s) == 10000ms);
    s.key(ch('u'), t0 + 11s);
    CHECK(game.count == 0);
}

TEST_CASE("an unknown level in a save is named in the error", "[session][resume]") {
    FakeGame game;
    Session s(game, params("two"), nullptr);
    SavedGame bad;
    bad.level = "four";
    bad.code = "3";
    bad.states = {"0"};
    const auto resumed = s.resume(bad, t0);
    REQUIRE_FALSE(resumed);
    CHECK(resumed.error().find("four") != std::string::npos);
}

TEST_CASE("the offer to resume: y resumes, n declines, other keys keep asking",
          "[session][resume]") {
    FakeGame first_game;
    Session first(first_game, params("three"), nullptr);
    first.key(ch('x'), t0);
    first.key(ch('x'), t0 + 5s);
    const SavedGame saved = first.progress(t0 + 5s);

    FakeGame game;
    Session s(game, params("one"), nullptr);
    s.offer_resume(saved);
    REQUIRE(s.asking_resume());
    CHECK(says(s, "A saved three game is waiting (2 moves, 0:05)."));

    for (const Key& k : {ch('x'), ch('q'), support::key(KeyType::Escape), ch('?'), ch('u'),
                         support::key(KeyType::Tab)}) {
        CAPTURE(ninegrid::term::key_name(k));
        CHECK(s.key(k, t0 + 10s));
        CHECK(s.asking_resume());
        CHECK(s.moves() == 0);
        CHECK(game.count == 0);
        CHECK_FALSE(s.showing_help());
        CHECK_FALSE(s.paused());
        CHECK_FALSE(s.confirming_quit());
    }
    CHECK_FALSE(s.take_resume_declined());

    SECTION("y resumes") {
        CHECK(s.key(ch('y'), t0 + 20s));
        CHECK_FALSE(s.asking_resume());
        CHECK(s.moves() == 2);
        CHECK(game.count == 2);
        CHECK(s.params().level == "three");
        CHECK_FALSE(s.take_resume_declined());
    }
    SECTION("n declines, once") {
        CHECK(s.key(ch('N'), t0 + 20s));
        CHECK_FALSE(s.asking_resume());
        CHECK(s.moves() == 0);
        CHECK(s.params().level == "one");
        CHECK(says(s, "Started a new game; the saved one is discarded."));
        CHECK(s.take_resume_declined());
        CHECK_FALSE(s.take_resume_declined());
    }
}

TEST_CASE("a bad save offered and accepted says why and leaves the game as it was",
          "[session][resume]") {
    FakeGame game;
    Session s(game, params("one"), nullptr);
    SavedGame bad;
    bad.level = "four";
    bad.code = "3";
    bad.states = {"0"};
    s.offer_resume(bad);
    s.key(ch('y'), t0);
    CHECK_FALSE(s.asking_resume());
    CHECK(says(s, "Could not resume the saved game: unknown level 'four'."));
    CHECK(s.params().level == "one");
    CHECK(game.target == 1);
    // The loop is told, once, so that it keeps the file aside rather than forget it.
    CHECK(s.take_resume_failure() == std::optional<std::string>("unknown level 'four'"));
    CHECK_FALSE(s.take_resume_failure().has_value());
    CHECK_FALSE(s.take_resume_declined());
}

TEST_CASE("a save is checked on the game before it is offered, and the check changes nothing",
          "[session][resume]") {
    FakeGame game;
    Session s(game, params("two"), nullptr);
    s.key(ch('x'), t0);
    SavedGame saved;
    saved.level = "three";
    saved.code = "3";
    saved.states = {"0", "1", "2"};
    saved.at = 2;
    const int restores = game.restores;
    SECTION("a save the game takes, its states checked and none played through") {
        CHECK(s.check_resume(saved));
        CHECK(game.restores == restores + 1);  // only putting the game's own state back
    }
    SECTION("a state the game refuses") {
        saved.states = {"0", "1", "7"};
        const auto checked = s.check_resume(saved);
        REQUIRE_FALSE(checked);
        CHECK(checked.error() == "state 3: count '7' is out of range");
    }
    SECTION("a level its puzzle is not of") {
        saved.level = "one";
        const auto checked = s.check_resume(saved);
        REQUIRE_FALSE(checked);
        CHECK(checked.error() == "level one: target 3 is not the level's 1");
    }
    CHECK(s.params().level == "two");
    CHECK(game.target == 2);
    CHECK(game.count == 1);
    CHECK(game.save_code() == "2");
    CHECK(s.moves() == 1);
    CHECK_FALSE(s.take_resume_failure().has_value());
}

TEST_CASE("a save whose level disagrees with its puzzle is refused, and a custom one takes any",
          "[session][resume]") {
    FakeGame game;
    FakeRecords records;
    Session s(game, params("one"), &records);
    SavedGame saved;
    saved.level = "three";  // the counter's level three counts to 3
    saved.code = "1";
    saved.states = {"0"};
    const auto resumed = s.resume(saved, t0);
    REQUIRE_FALSE(resumed);
    CHECK(resumed.error() == "level three: target 1 is not the level's 3");
    CHECK(game.levels_taken.empty());
    saved.level = "custom";
    REQUIRE(s.resume(saved, t0));
    CHECK(game.levels_taken.empty());  // a custom puzzle has no level to take
    saved.level = "one";
    REQUIRE(s.resume(saved, t0));
    CHECK(game.levels_taken == std::vector<std::string>{"one"});
    s.key(ch('x'), t0 + 1s);
    REQUIRE(s.won());
    REQUIRE(records.wins.size() == 1);
    CHECK(records.wins[0].level == "one");
}

TEST_CASE("goodbye names the moves on the board, the puzzle and its seed", "[session]") {
    FakeGame game;
    Session s(game, params("three", 1234), nullptr);
    s.key(ch('x'), t0);
    const std::vector<std::string> bye = s.goodbye();
    REQUIRE(bye.size() == 2);
    CHECK(bye[0] == "Bye (1 move on the board).");
    CHECK(bye[1] == "Puzzle target-3: ninegrid counter --game three:1234 deals it again.");
}

TEST_CASE("a change of what the player prefers is reported once, and a move is not one",
          "[session]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    CHECK_FALSE(s.take_preferences_changed());
    s.key(ch('c'), t0);
    CHECK(game.mode);
    CHECK(says(s, "mode on"));
    CHECK(s.moves() == 0);
    CHECK(s.take_preferences_changed());
    CHECK_FALSE(s.take_preferences_changed());
    s.key(ch('x'), t0);
    s.key(ch('z'), t0);
    s.key(ch('u'), t0);
    CHECK_FALSE(s.take_preferences_changed());
}

TEST_CASE("format_clock shows minutes and seconds, and hours past the hour", "[session][clock]") {
    using ninegrid::shell::format_clock;
    CHECK(format_clock(0ms) == "0:00");
    CHECK(format_clock(7999ms) == "0:07");
    CHECK(format_clock(754s) == "12:34");
    CHECK(format_clock(3723s) == "1:02:03");
}

namespace {

// The history as "label+" (optimal), "label-" (not) and "label?" (not known), oldest first.
std::vector<std::string> history(const Session& s) {
    std::vector<std::string> out;
    for (const Session::HistoryEntry& e : s.history(ninegrid::shell::Style{}, 100)) {
        const char* mark = !e.optimal ? "?" : *e.optimal ? "+" : "-";
        out.push_back(std::to_string(e.number) + e.label + mark);
    }
    return out;
}

using Marks = std::vector<std::string>;

}  // namespace

TEST_CASE("the history marks each move optimal or not, and follows undo, redo and restart",
          "[session][history]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    CHECK(history(s).empty());
    s.key(ch('x'), t0);
    s.key(ch('b'), t0 + 1s);
    s.key(ch('x'), t0 + 2s);
    CHECK(history(s) == Marks{"1x+", "2b-", "3x+"});
    CHECK(s.move_marks().optimal == 2);
    CHECK(s.move_marks().not_optimal == 1);
    CHECK(s.move_marks().unknown == 0);
    CHECK(s.history(ninegrid::shell::Style{}, 2).size() == 2);  // the most recent
    CHECK(s.history(ninegrid::shell::Style{}, 2).front().number == 2);

    s.key(ch('u'), t0 + 3s);
    CHECK(history(s) == Marks{"1x+", "2b-"});
    s.key(ch('y'), t0 + 4s);
    CHECK(history(s) == Marks{"1x+", "2b-", "3x+"});
    SECTION("a new move after an undo replaces the move undone") {
        s.key(ch('u'), t0 + 5s);
        s.key(ch('u'), t0 + 6s);
        s.key(ch('x'), t0 + 7s);
        CHECK(history(s) == Marks{"1x+", "2x+"});
    }
    SECTION("restart empties it, and the moves after it are marked afresh") {
        s.key(ch('r'), t0 + 5s);
        CHECK(history(s).empty());
        s.key(ch('x'), t0 + 6s);
        CHECK(history(s) == Marks{"1x+"});
    }
    SECTION("a new puzzle empties it") {
        s.key(ch('n'), t0 + 5s);
        s.key(ch('y'), t0 + 5s);
        CHECK(history(s).empty());
    }
}

TEST_CASE("a resumed save has its history back, marks included", "[session][history][resume]") {
    FakeGame first_game;
    Session first(first_game, params("three"), nullptr);
    first.key(ch('x'), t0);
    first.key(ch('b'), t0 + 1s);
    first.key(ch('x'), t0 + 2s);
    first.key(ch('u'), t0 + 3s);
    const SavedGame saved = first.progress(t0 + 4s);

    FakeGame game;
    Session s(game, params("one"), nullptr);
    REQUIRE(s.resume(saved, t0 + 10s));
    CHECK(history(s) == Marks{"1x+", "2b-"});
    s.key(ch('y'), t0 + 11s);
    CHECK(history(s) == Marks{"1x+", "2b-", "3x+"});
}

TEST_CASE("moves whose distance the game does not know are not marked", "[session][history]") {
    FakeGame game;
    game.knows_distance = false;
    Session s(game, params("two"), nullptr);
    s.key(ch('x'), t0);
    s.key(ch('b'), t0 + 1s);
    CHECK(history(s) == Marks{"1x?", "2b?"});
    CHECK(s.move_marks().unknown == 2);
    s.key(ch('x'), t0 + 2s);
    s.key(ch('x'), t0 + 3s);
    REQUIRE(s.won());
    CHECK(says(s, "Wasted: 2 moves over par."));  // how many were not optimal is not known
    CHECK_FALSE(says(s, "not optimal"));
}

TEST_CASE("a game that names no moves keeps no history", "[session][history]") {
    FakeGame game;
    game.has_history = false;
    Session s(game, params("two"), nullptr);
    s.key(ch('x'), t0);
    CHECK(history(s).empty());
}

TEST_CASE("a win says the moves wasted and how many were not optimal, in both languages",
          "[session][history]") {
    FakeGame game;
    Session::Params p = params("two");
    SECTION("English: undone moves are not wasted") {
        Session s(game, p, nullptr);
        for (const char32_t c : {U'x', U'b', U'u', U'x'})
            s.key(ch(c), t0);
        REQUIRE(s.won());
        CHECK(says(s, "Optimal!"));
    }
    SECTION("Chinese") {
        p.lang = Lang::Zh;
        Session s(game, p, nullptr);
        for (const char32_t c : {U'x', U'b', U'x', U'x'})
            s.key(ch(c), t0);
        REQUIRE(s.won());
        CHECK(says(s, "浪费：比最优多 2 步；你走的 4 步中有 1 步不是最优。"));
    }
}

TEST_CASE("L lists the rest of the solution and is counted as a hint", "[session][solution]") {
    FakeGame game;
    FakeRecords records;
    Session s(game, params("three"), &records);
    s.key(ch('x'), t0);
    REQUIRE(s.key(ch('l'), t0 + 1s));
    CHECK(says(s, "x x"));
    CHECK(s.hints() == 1);
    CHECK(s.moves() == 1);  // it moves nothing
    SECTION("L again while it is being worked out is the same request") {
        game.solution_waits = true;
        s.key(ch('L'), t0 + 2s);
        CHECK(s.hints() == 1);
    }
    SECTION("a saved game keeps it counted") {
        CHECK(s.progress(t0 + 2s).hints == 1);
    }
}

TEST_CASE("L in a game that cannot list a solution says so, and is not counted",
          "[session][solution]") {
    FakeGame game;
    game.has_solution = false;
    Session s(game, params("three"), nullptr);
    s.key(ch('l'), t0);
    CHECK(says(s, "This game cannot list the rest of a solution: H gives the next move."));
    CHECK(s.hints() == 0);
    CHECK(game.solutions_given == 0);
}

TEST_CASE("the help and the key line name L", "[session][solution][help]") {
    FakeGame game;
    Session s(game, params("one"), nullptr);
    bool listed = false;
    for (const std::string& line : s.help_lines(ninegrid::shell::Style{}))
        listed = listed || line.rfind("L ", 0) == 0;
    CHECK(listed);
    CHECK(std::string(s.text().key_line).find("L rest") != std::string::npos);
}

TEST_CASE("a game's own help line for one of the shell's keys replaces the shell's",
          "[session][help]") {
    FakeGame game;
    game.help_text.push_back("L                 the rest, counted up");
    Session s(game, params("one"), nullptr);
    std::vector<std::string> l_lines;
    for (const std::string& line : s.help_lines(ninegrid::shell::Style{})) {
        if (line.rfind("L ", 0) == 0) l_lines.push_back(line);
    }
    CHECK(l_lines == std::vector<std::string>{"L                 the rest, counted up"});
    // The shell's other keys stay.
    bool h = false;
    for (const std::string& line : s.help_lines(ninegrid::shell::Style{}))
        h = h || line.rfind("H ", 0) == 0;
    CHECK(h);
}

TEST_CASE("distances the game comes to know later of states left behind mark their moves",
          "[session][history]") {
    FakeGame game;
    game.knows_distance = false;  // a solver at work on the side
    game.knows_left = true;
    Session s(game, params("three"), nullptr);
    s.key(ch('x'), t0);
    s.key(ch('b'), t0 + 1s);
    s.key(ch('x'), t0 + 2s);
    CHECK(history(s) == Marks{"1x?", "2b?", "3x?"});
    CHECK(s.move_marks().unknown == 3);
    game.knows_distance = true;  // it has worked out every state the moves went through
    s.tick(t0 + 3s);
    CHECK(history(s) == Marks{"1x+", "2b-", "3x+"});
    CHECK(s.move_marks().unknown == 0);
}

TEST_CASE("a distance the game comes to know later marks the moves from then on",
          "[session][history]") {
    FakeGame game;
    game.knows_distance = false;  // a solver at work on the side
    Session s(game, params("three"), nullptr);
    s.key(ch('x'), t0);
    game.knows_distance = true;  // its answer comes in...
    s.tick(t0 + 1s);             // ...and is taken with the game's work
    s.key(ch('x'), t0 + 2s);
    CHECK(history(s) == Marks{"1x?", "2x+"});
    SECTION("finish_work takes it too") {
        game.knows_distance = false;
        s.key(ch('b'), t0 + 3s);
        game.knows_distance = true;
        s.finish_work();
        s.key(ch('x'), t0 + 4s);
        CHECK(history(s) == Marks{"1x?", "2x+", "3b-", "4x+"});
    }
}

TEST_CASE("a move that counts several (a click sliding a run of tiles) counts each, as par does",
          "[session]") {
    FakeGame game;
    FakeRecords records;
    Session s(game, params("three"), &records);
    s.key(ch('v'), t0);  // two at once
    CHECK(s.moves() == 2);
    CHECK(s.move_marks().optimal == 2);
    const std::vector<Session::HistoryEntry> h = s.history(ninegrid::shell::Style{}, 10);
    REQUIRE(h.size() == 1);
    CHECK(h[0].number == 2);  // the history numbers moves as they are counted
    CHECK(h[0].optimal == std::optional<bool>(true));
    s.key(ch('x'), t0 + 5s);
    REQUIRE(s.won());
    CHECK(says(s, "Solved in 3 moves (par 3)"));
    CHECK(says(s, "Optimal!"));
    REQUIRE(records.wins.size() == 1);
    CHECK(records.wins[0].over_par == 0);
    s.key(ch('u'), t0 + 6s);
    CHECK(s.moves() == 2);
    s.key(ch('u'), t0 + 7s);  // one undo takes the whole click back
    CHECK(s.moves() == 0);
    CHECK(game.count == 0);
}

TEST_CASE("the seed shown deals the puzzle shown, after N and after a level key", "[session]") {
    FakeGame game;
    Session s(game, params("two", 7), nullptr);
    CHECK(s.params().seed == 7);
    CHECK(game.last_draw == static_cast<std::uint32_t>(ninegrid::base::Rng(7)()));
    for (const char32_t key : {U'n', U'3', U'n'}) {
        s.key(ch(key), t0);
        const std::uint32_t shown = s.params().seed;
        CHECK(shown != 7);
        // What the game drew for this deal is what a session started with the shown seed draws.
        CHECK(game.last_draw == static_cast<std::uint32_t>(ninegrid::base::Rng(shown)()));
    }
    // The deals follow from the first seed: the same keys give the same seeds.
    FakeGame again;
    Session t(again, params("two", 7), nullptr);
    for (const char32_t key : {U'n', U'3', U'n'})
        t.key(ch(key), t0);
    CHECK(t.params().seed == s.params().seed);
}

TEST_CASE("N and the level keys ask before a game in progress is thrown away", "[session]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    s.key(ch('x'), t0);
    const int deals = game.deals;
    SECTION("any key but y plays on, the game and its clock as they were") {
        s.key(ch('n'), t0 + 1s);
        CHECK(s.confirming_new());
        CHECK(says(s, "A new three puzzle? U at its start brings this game back."));
        CHECK_FALSE(s.clock_running());  // no time passes while the question is open
        s.key(ch('n'), t0 + 5s);
        CHECK_FALSE(s.confirming_new());
        CHECK(game.deals == deals);
        CHECK(game.count == 1);
        CHECK(s.moves() == 1);
        CHECK(says(s, "Playing on."));
        CHECK(s.elapsed(t0 + 5s) == 1s);
        CHECK(s.clock_running());
    }
    SECTION("y deals the new puzzle") {
        s.key(ch('2'), t0 + 1s);
        CHECK(s.confirming_new());
        CHECK(says(s, "A new two puzzle?"));
        s.key(ch('y'), t0 + 2s);
        CHECK(game.deals == deals + 1);
        CHECK(s.params().level == "two");
        CHECK(s.moves() == 0);
        CHECK(says(s, "New two puzzle"));
    }
    SECTION("with no move made, or after a win, nothing is asked") {
        s.key(ch('x'), t0 + 1s);
        s.key(ch('x'), t0 + 2s);
        REQUIRE(s.won());
        s.key(ch('n'), t0 + 3s);
        CHECK_FALSE(s.confirming_new());
        CHECK(game.deals == deals + 1);
        s.key(ch('1'), t0 + 4s);
        CHECK(game.deals == deals + 2);
    }
}

TEST_CASE("H again on the same board shows the hint again, counted once", "[session]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    s.key(ch('h'), t0);
    s.key(ch('h'), t0 + 1s);
    CHECK(game.hints_given == 2);  // shown both times
    CHECK(s.hints() == 1);
    CHECK(says(s, "press x"));
    s.key(ch('x'), t0 + 2s);
    s.key(ch('h'), t0 + 3s);  // another board: another hint
    CHECK(s.hints() == 2);
    s.key(ch('u'), t0 + 4s);
    s.key(ch('h'), t0 + 5s);  // back on the first board, asked after another: counted again
    CHECK(s.hints() == 3);
}

TEST_CASE("a new puzzle over a game in progress is undoable: U at its start brings the game back",
          "[session]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    s.key(ch('x'), t0);
    s.key(ch('x'), t0 + 10s);
    s.key(ch('h'), t0 + 10s);
    REQUIRE(s.hints() == 1);
    const std::uint32_t first_seed = s.params().seed;
    s.key(ch('n'), t0 + 11s);  // the question stops the clock at 11 s
    s.key(ch('y'), t0 + 12s);
    const std::uint32_t new_seed = s.params().seed;
    REQUIRE(new_seed != first_seed);
    CHECK(s.moves() == 0);
    CHECK(says(s, "U brings the last game back."));
    // Quitting now saves the game left, not the new puzzle no move has been made in.
    const std::optional<ninegrid::shell::SavedGame> saved = s.game_to_save(t0 + 12s);
    REQUIRE(saved);
    CHECK(saved->seed == first_seed);
    CHECK(saved->states.size() == 3);
    s.key(ch('u'), t0 + 13s);
    CHECK(says(s, "Back to the last game (2 moves on the board): Y goes on to the new puzzle."));
    CHECK(s.moves() == 2);
    CHECK(game.count == 2);
    CHECK(s.params().seed == first_seed);
    CHECK(s.hints() == 1);
    CHECK(s.elapsed(t0 + 20s) == 18s);  // 11 s kept, and the clock runs again from 13 s
    CHECK(s.in_progress());
    SECTION("U and Y go on through its moves, then Y to the new puzzle and back") {
        s.key(ch('u'), t0 + 21s);
        CHECK(s.moves() == 1);
        s.key(ch('y'), t0 + 22s);
        CHECK(s.moves() == 2);
        s.key(ch('y'), t0 + 23s);
        CHECK(says(s, "Back to the new puzzle (0 moves on the board)."));
        CHECK(s.moves() == 0);
        CHECK(s.params().seed == new_seed);
        CHECK(s.hints() == 0);
        s.key(ch('u'), t0 + 24s);
        CHECK(s.moves() == 2);
        CHECK(s.params().seed == first_seed);
    }
    SECTION("a move in the game brought back forgets the newer puzzle, as it forgets a redo") {
        s.key(ch('u'), t0 + 21s);
        s.key(ch('x'), t0 + 22s);
        REQUIRE(s.moves() == 2);
        s.key(ch('y'), t0 + 23s);
        CHECK(says(s, "Nothing to redo."));
        CHECK(s.params().seed == first_seed);
    }
    SECTION("a level key is undone the same way, level and all") {
        s.key(ch('y'), t0 + 21s);  // on to the new puzzle
        s.key(ch('x'), t0 + 22s);
        s.key(ch('2'), t0 + 23s);
        REQUIRE(s.confirming_new());
        s.key(ch('y'), t0 + 24s);
        CHECK(s.params().level == "two");
        s.key(ch('u'), t0 + 25s);
        CHECK(s.params().level == "three");
        CHECK(s.params().seed == new_seed);
        CHECK(s.moves() == 1);
        s.key(ch('u'), t0 + 26s);
        s.key(ch('u'), t0 + 27s);  // past its start: the game before it
        CHECK(s.params().seed == first_seed);
        CHECK(s.moves() == 2);
    }
}

TEST_CASE("a new puzzle over no moves, or over a win, keeps nothing to come back to", "[session]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    s.key(ch('n'), t0);
    CHECK_FALSE(says(s, "U brings the last game back."));
    s.key(ch('u'), t0 + 1s);
    CHECK(says(s, "Nothing to undo."));
    for (int i = 0; i < 3; ++i)
        s.key(ch('x'), t0 + 2s);
    REQUIRE(s.won());
    s.key(ch('n'), t0 + 3s);
    s.key(ch('u'), t0 + 4s);
    CHECK(says(s, "Nothing to undo."));
    CHECK_FALSE(s.game_to_save(t0 + 5s));
}

TEST_CASE("R is undoable: U takes the restart back, Y replays the moves, and the clock goes on",
          "[session]") {
    FakeGame game;
    FakeRecords records;
    Session s(game, params("three"), &records);
    s.key(ch('x'), t0);
    s.key(ch('x'), t0 + 10s);
    s.key(ch('r'), t0 + 20s);
    CHECK(game.count == 0);
    CHECK(s.moves() == 0);
    CHECK(says(s, "U takes the restart back"));
    CHECK(s.in_progress());  // quitting now asks, and saves the moves to redo
    SECTION("U goes back to where R came from") {
        s.key(ch('u'), t0 + 21s);
        CHECK(game.count == 2);
        CHECK(s.moves() == 2);
        CHECK(says(s, "Restart taken back (2 moves on the board)."));
    }
    SECTION("Y redoes the moves one by one") {
        s.key(ch('y'), t0 + 21s);
        CHECK(game.count == 1);
    }
    SECTION("a replay after R counts the time before it: no record of a practised puzzle's speed") {
        s.key(ch('x'), t0 + 21s);
        s.key(ch('x'), t0 + 22s);
        s.key(ch('x'), t0 + 23s);
        REQUIRE(s.won());
        REQUIRE(records.wins.size() == 1);
        CHECK(records.wins[0].seconds == 23.0);
        CHECK(s.elapsed(t0 + 23s) == 23s);
    }
    SECTION("a new move drops the restart's moves: U then undoes that move only") {
        s.key(ch('x'), t0 + 21s);
        s.key(ch('u'), t0 + 22s);
        CHECK(game.count == 0);
        s.key(ch('u'), t0 + 23s);
        CHECK(game.count == 0);
        CHECK(says(s, "Nothing to undo."));
    }
}

TEST_CASE("the quit question stops the clock while it is open", "[session]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    s.key(ch('x'), t0);
    s.key(ch('q'), t0 + 1s);
    REQUIRE(s.confirming_quit());
    s.key(ch('n'), t0 + 60s);
    CHECK(s.elapsed(t0 + 60s) == 1s);
}

TEST_CASE("the clock stands still while the window is too small to show the board", "[session]") {
    FakeGame game;
    Session s(game, params("three"), nullptr);
    s.key(ch('x'), t0);
    s.set_hidden(true, t0 + 1s);
    CHECK_FALSE(s.clock_running());
    CHECK(s.elapsed(t0 + 100s) == 1s);
    s.set_hidden(false, t0 + 100s);
    CHECK(s.elapsed(t0 + 101s) == 2s);
    // Hidden in the help, shown again: the help still holds the clock.
    s.key(ch('?'), t0 + 101s);
    s.set_hidden(true, t0 + 102s);
    s.set_hidden(false, t0 + 103s);
    CHECK_FALSE(s.clock_running());
    CHECK(s.elapsed(t0 + 200s) == 2s);
}

TEST_CASE("B shows the best results of each level of the game, and a level without one",
          "[session][records]") {
    FakeGame game;
    FakeRecords records;
    records.bests["two"] = {1, 42.0};
    Session s(game, params("three"), &records);
    s.key(ch('x'), t0);
    s.key(ch('B'), t0 + 1s);  // the counter's b is its own key, a move down
    CHECK(game.count == 1);   // nothing else changes
    REQUIRE(s.message().size() == 3);
    CHECK(s.message()[0] == "one: no record yet");
    CHECK(s.message()[1] == "best two: 1 move over par, 0:42");
    CHECK(s.message()[2] == "three: no record yet");
    Session piped(game, params("three"), nullptr);
    piped.key(ch('B'), t0);
    CHECK(says(piped, "Records are kept only in a game at a terminal."));
}
