// SPDX-License-Identifier: MIT
// The game in a pseudo-terminal: raw mode while playing, the terminal restored on every way out.
#include <signal.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "games/eight/support/dealt.hpp"
#include "ninegrid/eight/distance_table.hpp"
#include "support/catch.hpp"
#include "support/pty_child.hpp"
#include "support/temp_dir.hpp"
#include "support/text.hpp"
#include "term/terminal.hpp"

using support::PtyChild;

namespace {

constexpr auto kLimit = support::kPtyLimit;
const std::string kBoardDrawn = "Q quit";  // the key line, drawn under the board
const std::string kEnterAlternate = "\x1b[?1049h";

// The game on a terminal of cols x rows, in a fresh state directory and a UTF-8 locale.
struct Game {
    support::TempDir state;
    PtyChild pty;

    Game(const std::vector<std::string>& args, int cols = 100, int rows = 30,
         std::vector<std::string> env = {})
        : pty(cols, rows) {
        if (!pty.ok()) return;
        std::vector<std::string> changes{"XDG_STATE_HOME=" + state.path(),
                                         "XDG_CONFIG_HOME=" + state.path() + "/config",
                                         "TERM=xterm",
                                         "LANG=C.UTF-8",
                                         "LC_ALL",
                                         "LC_CTYPE",
                                         "LC_MESSAGES",
                                         "NO_COLOR"};
        changes.insert(changes.end(), env.begin(), env.end());
        pty.start(NINEGRID_BINARY, args, changes);
    }
};

// True (and a warning) when this system has no pseudo-terminals: the test then checks nothing.
// The board is up and the terminal is in raw mode: no line editing, no echo.
void require_playing(PtyChild& pty) {
    INFO("output so far: " << pty.output());
    REQUIRE(pty.wait_for(kBoardDrawn, kLimit));
    CHECK(pty.output().find(kEnterAlternate) != std::string::npos);
    const std::optional<struct termios> now = pty.attributes();
    REQUIRE(now.has_value());
    CHECK_FALSE((now->c_lflag & static_cast<tcflag_t>(ICANON)) != 0);
    CHECK_FALSE((now->c_lflag & static_cast<tcflag_t>(ECHO)) != 0);
}

using support::contains;

// A move that is legal at the start of `play --seed 3`, replayed in the library.
ninegrid::eight::Move legal_first_move() {
    const std::vector<ninegrid::eight::Move> moves = support::dealt_start(3).legal_moves();
    REQUIRE_FALSE(moves.empty());
    return moves.front();
}
char letter_for(ninegrid::eight::Move m) {
    return "wsad"[static_cast<int>(m)];
}
// The last byte of the arrow key for `m`: ESC [ A is Up, ESC [ B Down, ESC [ D Left, ESC [ C Right.
char arrow_final_for(ninegrid::eight::Move m) {
    return "ABDC"[static_cast<int>(m)];
}

long long milliseconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                 start)
        .count();
}

}  // namespace

TEST_CASE("Ctrl-C in the terminal quits with 0 and restores the terminal", "[pty]") {
    Game g({"play", "--seed", "3"});
    if (support::no_pty(g.pty)) return;
    require_playing(g.pty);
    g.pty.type("\x03");
    const PtyChild::Exit e = g.pty.wait_exit(kLimit);
    INFO("output: " << g.pty.output());
    REQUIRE_FALSE(e.timed_out);
    CHECK(e.exit_code == 0);
    support::check_restored(g.pty);
    CHECK(contains(g.pty.output(), "Bye (0 moves on the board)."));
}

TEST_CASE("SIGTERM ends the game as terminated and restores the terminal", "[pty]") {
    Game g({"play", "--seed", "3"});
    if (support::no_pty(g.pty)) return;
    require_playing(g.pty);
    g.pty.send_signal(SIGTERM);
    const PtyChild::Exit e = g.pty.wait_exit(kLimit);
    INFO("output: " << g.pty.output());
    REQUIRE_FALSE(e.timed_out);
    CHECK((e.exit_code == 128 + SIGTERM || e.signal == SIGTERM));
    support::check_restored(g.pty);
}

TEST_CASE("SIGHUP ends the game as hung up and restores the terminal", "[pty]") {
    Game g({"play", "--seed", "3"});
    if (support::no_pty(g.pty)) return;
    require_playing(g.pty);
    g.pty.send_signal(SIGHUP);
    const PtyChild::Exit e = g.pty.wait_exit(kLimit);
    REQUIRE_FALSE(e.timed_out);
    CHECK((e.exit_code == 128 + SIGHUP || e.signal == SIGHUP));
    support::check_restored(g.pty);
}

TEST_CASE("Q, Esc and Ctrl-D quit with 0 and restore the terminal", "[pty]") {
    const std::string first(1, letter_for(legal_first_move()));
    for (const std::string& key :
         {std::string("q"), std::string("Q"), std::string("\x1b"), std::string("\x04")}) {
        CAPTURE(key);
        Game g({"play", "--seed", "3"}, 100, 30, {"ESCDELAY=100"});
        if (support::no_pty(g.pty)) return;
        require_playing(g.pty);
        g.pty.type(first + key);
        if (key != "\x04") {  // with a move made, Q and Esc ask first; Ctrl-D does not
            REQUIRE(g.pty.wait_for("y: quit", kLimit));
            g.pty.type("y");
        }
        const PtyChild::Exit e = g.pty.wait_exit(kLimit);
        INFO("output: " << g.pty.output());
        REQUIRE_FALSE(e.timed_out);
        CHECK(e.exit_code == 0);
        support::check_restored(g.pty);
    }
}

TEST_CASE("quitting with moves made asks, and any key but y goes back to the game", "[pty]") {
    const std::string first(1, letter_for(legal_first_move()));
    Game g({"play", "--seed", "3"}, 100, 30, {"ESCDELAY=100"});
    if (support::no_pty(g.pty)) return;
    require_playing(g.pty);
    g.pty.type(first + "q");
    REQUIRE(g.pty.wait_for("Quit with 1 move on the board?", kLimit));
    g.pty.type("n");
    std::this_thread::sleep_for(std::chrono::milliseconds(150));
    g.pty.type("\x1b");  // Esc asks again, and Esc answers no
    REQUIRE(g.pty.wait_for("Quit with 1 move", kLimit));
    std::this_thread::sleep_for(std::chrono::milliseconds(150));
    g.pty.type("\x1b");
    std::this_thread::sleep_for(std::chrono::milliseconds(250));
    g.pty.type("\x03");  // Ctrl-C ends at once, no question asked
    const PtyChild::Exit e = g.pty.wait_exit(kLimit);
    INFO("output: " << g.pty.output());
    REQUIRE_FALSE(e.timed_out);
    CHECK(e.exit_code == 0);
    support::check_restored(g.pty);
    CHECK(contains(g.pty.output(), "Bye (1 move on the board)."));
}

TEST_CASE("hanging up the terminal ends the game without hanging", "[pty]") {
    Game g({"play", "--seed", "3"});
    if (support::no_pty(g.pty)) return;
    require_playing(g.pty);
    g.pty.close_master();
    const PtyChild::Exit e = g.pty.wait_exit(kLimit);
    REQUIRE_FALSE(e.timed_out);
    // The end of input (exit 0) or the SIGHUP that comes with it (129), whichever is first.
    CHECK((e.exit_code == 0 || e.exit_code == 128 + SIGHUP));
    CHECK(e.signal == 0);
}

TEST_CASE("the terminal game moves, shows colours and box drawing, and says Solved", "[pty]") {
    // Replay the seeded shuffle in the library to know the optimal keys.
    const ninegrid::eight::State start = support::dealt_start(3);
    const ninegrid::eight::DistanceTable table{ninegrid::eight::State()};
    std::string keys;
    for (ninegrid::eight::State s = start; s != ninegrid::eight::State();) {
        const ninegrid::eight::Move m = *table.best_move(s);
        keys += "wsad"[static_cast<int>(m)];
        s.apply(m);
    }

    Game g({"play", "--seed", "3"});
    if (support::no_pty(g.pty)) return;
    require_playing(g.pty);
    CHECK(contains(g.pty.output(), "┌"));
    CHECK(contains(g.pty.output(), "\x1b[2m"));  // the convention line is dimmed
    CHECK(contains(g.pty.output(), "New medium puzzle: par " + std::to_string(keys.size())));
    g.pty.type(keys);
    INFO("output: " << g.pty.output());
    REQUIRE(g.pty.wait_for("Solved in " + std::to_string(keys.size()) + " moves", kLimit));
    REQUIRE(g.pty.wait_for("New best for medium!", kLimit));
    CHECK(contains(g.pty.output(), "\x1b[1;32m"));  // every tile is in place, green
    g.pty.type("q");
    const PtyChild::Exit e = g.pty.wait_exit(kLimit);
    REQUIRE_FALSE(e.timed_out);
    CHECK(e.exit_code == 0);
    support::check_restored(g.pty);

    SECTION("a win in a terminal is a record, saved in the state directory") {
        const std::optional<std::string> text = support::read_file(g.state / "ninegrid/records");
        REQUIRE(text.has_value());
        CHECK(text->rfind("ninegrid-records 2\neight medium 0 ", 0) == 0);
        // The records, and the lock that two games open at once take turns on; no save: won.
        CHECK(support::list_directory(g.state / "ninegrid") ==
              std::vector<std::string>{"records", "records.lock"});
    }
}

TEST_CASE("NO_COLOR keeps colour out of the terminal game", "[pty]") {
    Game g({"play", "--seed", "3"}, 100, 30, {"NO_COLOR=1"});
    if (support::no_pty(g.pty)) return;
    require_playing(g.pty);
    g.pty.type("h");
    REQUIRE(g.pty.wait_for("Hint: ", kLimit));
    g.pty.type("q");
    REQUIRE_FALSE(g.pty.wait_exit(kLimit).timed_out);
    INFO("output: " << g.pty.output());
    CHECK_FALSE(contains(g.pty.output(), "\x1b[1;32m"));
    CHECK_FALSE(contains(g.pty.output(), "\x1b[1;30;43m"));
    CHECK(contains(g.pty.output(), "┌"));
}

TEST_CASE("a small window says so, and a bigger one brings the board back", "[pty]") {
    Game g({"play", "--seed", "3"}, 30, 10);
    if (support::no_pty(g.pty)) return;
    INFO("output: " << g.pty.output());
    REQUIRE(g.pty.wait_for("needs 40x16", kLimit));
    CHECK_FALSE(contains(g.pty.output(), kBoardDrawn));
    g.pty.clear_output();
    g.pty.resize(100, 30);
    REQUIRE(g.pty.wait_for(kBoardDrawn, kLimit));
    g.pty.type("q");
    const PtyChild::Exit e = g.pty.wait_exit(kLimit);
    REQUIRE_FALSE(e.timed_out);
    CHECK(e.exit_code == 0);
}

TEST_CASE("in the terminal the solver plays as an animation that any key stops", "[pty]") {
    Game g({"play", "--seed", "3", "--difficulty", "hard"});
    if (support::no_pty(g.pty)) return;
    require_playing(g.pty);
    g.pty.type("p");
    INFO("output: " << g.pty.output());
    REQUIRE(g.pty.wait_for("The solver plays the last ", kLimit));
    g.pty.type("x");
    REQUIRE(g.pty.wait_for("Stopped: your turn.", kLimit));
    g.pty.type("q");
    const PtyChild::Exit e = g.pty.wait_exit(kLimit);
    REQUIRE_FALSE(e.timed_out);
    CHECK(e.exit_code == 0);
    CHECK_FALSE(contains(g.pty.output(), "The solver finished it"));
    support::check_restored(g.pty);
}

TEST_CASE("an arrow key whose bytes arrive 80 ms apart moves, and does not quit", "[pty][keys]") {
    const ninegrid::eight::Move m = legal_first_move();
    // The default escape delay, whatever the environment running the tests says.
    Game g({"play", "--seed", "3"}, 100, 30, {"ESCDELAY"});
    if (support::no_pty(g.pty)) return;
    require_playing(g.pty);
    g.pty.type("\x1b");
    std::this_thread::sleep_for(std::chrono::milliseconds(80));
    g.pty.type(std::string("[") + arrow_final_for(m));
    g.pty.type("qy");
    const PtyChild::Exit e = g.pty.wait_exit(kLimit);
    INFO("output: " << g.pty.output());
    REQUIRE_FALSE(e.timed_out);
    CHECK(e.exit_code == 0);
    support::check_restored(g.pty);
    // One move: the arrow, and neither an Escape (quitting with 0 moves) nor '[' and a letter.
    CHECK(contains(g.pty.output(), "Bye (1 move on the board)."));
}

TEST_CASE("Alt and a letter neither quits nor moves", "[pty][keys]") {
    const ninegrid::eight::Move m = legal_first_move();
    Game g({"play", "--seed", "3"}, 100, 30, {"ESCDELAY"});
    if (support::no_pty(g.pty)) return;
    require_playing(g.pty);
    g.pty.type("\x1bw");
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    // Every Alt-move letter, each of which would move if it counted as the letter alone.
    for (const char letter : std::string("sadWASD"))
        g.pty.type(std::string("\x1b") + letter);
    g.pty.type(std::string(1, letter_for(m)) + "qy");
    const PtyChild::Exit e = g.pty.wait_exit(kLimit);
    INFO("output: " << g.pty.output());
    REQUIRE_FALSE(e.timed_out);
    CHECK(e.exit_code == 0);
    support::check_restored(g.pty);
    CHECK(contains(g.pty.output(), "Bye (1 move on the board)."));
}

TEST_CASE("a lone Esc quits once ESCDELAY has passed", "[pty][keys]") {
    Game g({"play", "--seed", "3"}, 100, 30, {"ESCDELAY=100"});
    if (support::no_pty(g.pty)) return;
    require_playing(g.pty);
    const auto start = std::chrono::steady_clock::now();
    g.pty.type("\x1b");
    const PtyChild::Exit e = g.pty.wait_exit(kLimit);
    const long long elapsed = milliseconds_since(start);
    INFO("output: " << g.pty.output());
    REQUIRE_FALSE(e.timed_out);
    CHECK(e.exit_code == 0);
    support::check_restored(g.pty);
    CHECK(contains(g.pty.output(), "Bye (0 moves on the board)."));
    CHECK(elapsed >= 100);
    CHECK(elapsed < 900);  // not the default 1000 ms
}

TEST_CASE("any key closes the help, Q included, and the game goes on", "[pty][help]") {
    Game g({"play", "--seed", "3"});
    if (support::no_pty(g.pty)) return;
    require_playing(g.pty);
    g.pty.type("?");
    REQUIRE(g.pty.wait_for("Press any key to go back.", kLimit));
    g.pty.type("q");  // closes the help; it does not quit
    g.pty.type(std::string(1, letter_for(legal_first_move())));
    REQUIRE(g.pty.wait_for("moves 1", kLimit));
    g.pty.type("\x03");
    const PtyChild::Exit e = g.pty.wait_exit(kLimit);
    REQUIRE_FALSE(e.timed_out);
    CHECK(e.exit_code == 0);
    support::check_restored(g.pty);
}

TEST_CASE("while the window is too small, keys other than quit and help do nothing",
          "[pty][small]") {
    Game g({"play", "--seed", "3"});
    if (support::no_pty(g.pty)) return;
    require_playing(g.pty);
    g.pty.resize(30, 10);
    REQUIRE(g.pty.wait_for("Enlarge it", kLimit));
    // Today these moved the blank and dealt a hard puzzle behind the player's back.
    g.pty.type("ssn3wad");
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    g.pty.clear_output();
    g.pty.resize(100, 30);
    REQUIRE(g.pty.wait_for(kBoardDrawn, kLimit));
    CHECK(contains(g.pty.output(), "medium   par "));
    CHECK(contains(g.pty.output(), "moves 0"));
    CHECK_FALSE(contains(g.pty.output(), "New hard puzzle"));
    g.pty.type("q");  // no moves made: no question
    const PtyChild::Exit e = g.pty.wait_exit(kLimit);
    REQUIRE_FALSE(e.timed_out);
    CHECK(e.exit_code == 0);
    CHECK(contains(g.pty.output(), "Bye (0 moves on the board)."));
}

TEST_CASE("a game quit in progress is saved, and the next start offers to resume it",
          "[pty][save]") {
    const support::TempDir home;
    const std::vector<std::string> env{"XDG_STATE_HOME=" + home.path(),
                                       "XDG_CONFIG_HOME=" + home.path() + "/config"};
    const std::string first(1, letter_for(legal_first_move()));
    {
        Game g({"play", "--seed", "3"}, 100, 30, env);
        if (support::no_pty(g.pty)) return;
        require_playing(g.pty);
        g.pty.type(first + "q");
        REQUIRE(g.pty.wait_for("y: quit", kLimit));
        g.pty.type("y");
        const PtyChild::Exit e = g.pty.wait_exit(kLimit);
        REQUIRE_FALSE(e.timed_out);
        CHECK(contains(g.pty.output(), "Saved: the next start of this game offers to resume it."));
        const auto save = support::read_file(home / "ninegrid/eight.save");
        REQUIRE(save.has_value());
        CHECK(save->rfind("ninegrid-save 1\n", 0) == 0);
    }
    SECTION("y resumes it") {
        Game g({"play"}, 100, 30, env);
        REQUIRE(g.pty.wait_for("A saved medium game is waiting (1 move", kLimit));
        g.pty.type("y");
        REQUIRE(g.pty.wait_for("Resumed: 1 move on the board.", kLimit));
        CHECK(contains(g.pty.output(), "game medium:3"));
        g.pty.type("u");  // the history came back too
        REQUIRE(g.pty.wait_for("Took a move back (0 moves on the board).", kLimit));
        g.pty.type("q");
        const PtyChild::Exit e = g.pty.wait_exit(kLimit);
        REQUIRE_FALSE(e.timed_out);
        support::check_restored(g.pty);
        // Back at the start: nothing in progress, and the resumed save is done with.
        CHECK_FALSE(support::path_exists(home / "ninegrid/eight.save"));
    }
    SECTION("n deals a new game and forgets it") {
        Game g({"play"}, 100, 30, env);
        REQUIRE(g.pty.wait_for("Resume it?", kLimit));
        g.pty.type("n");
        REQUIRE(g.pty.wait_for("the saved one is discarded", kLimit));
        g.pty.type("\x03");
        REQUIRE_FALSE(g.pty.wait_exit(kLimit).timed_out);
        CHECK_FALSE(support::path_exists(home / "ninegrid/eight.save"));
    }
    SECTION("a damaged save is kept aside with a clear message, never trusted") {
        support::write_file(home / "ninegrid/eight.save",
                            "ninegrid-save 1\ngame eight\nstate 999\n");
        Game g({"play"}, 100, 30, env);
        REQUIRE(g.pty.wait_for("Could not resume the saved game", kLimit));
        CHECK(contains(g.pty.output(), "eight.save.bad"));
        g.pty.type("\x03");
        REQUIRE_FALSE(g.pty.wait_exit(kLimit).timed_out);
        CHECK(support::path_exists(home / "ninegrid/eight.save.bad"));
    }
}

TEST_CASE("damaged records and preferences are kept aside, and the message names where",
          "[pty][prefs]") {
    const support::TempDir home;
    const std::vector<std::string> env{"XDG_STATE_HOME=" + home.path(),
                                       "XDG_CONFIG_HOME=" + home.path() + "/config"};
    const struct {
        std::string folder, file, said;
    } kinds[] = {{home / "ninegrid", "records", "Could not read the records"},
                 {home / "config/ninegrid", "preferences", "Could not read the preferences"}};
    for (const auto& kind : kinds) {
        CAPTURE(kind.file);
        std::filesystem::create_directories(kind.folder);
        support::write_file(kind.folder + "/" + kind.file, "\xff\xfe damaged\n");
        Game g({"play", "--seed", "3"}, 160, 30, env);
        if (support::no_pty(g.pty)) return;
        REQUIRE(g.pty.wait_for(kind.said, kLimit));
        REQUIRE(g.pty.wait_for(kind.file + ".bad", kLimit));
        CHECK_FALSE(contains(g.pty.output(), "{path}"));
        g.pty.type("\x03");
        REQUIRE_FALSE(g.pty.wait_exit(kLimit).timed_out);
        CHECK(support::path_exists(kind.folder + "/" + kind.file + ".bad"));
    }
}

TEST_CASE("the key sense chosen with T is remembered for the next game", "[pty][prefs]") {
    const support::TempDir home;
    const std::vector<std::string> env{"XDG_STATE_HOME=" + home.path(),
                                       "XDG_CONFIG_HOME=" + home.path() + "/config"};
    {
        Game g({"play", "--seed", "3"}, 100, 30, env);
        if (support::no_pty(g.pty)) return;
        require_playing(g.pty);
        g.pty.type("t");
        REQUIRE(g.pty.wait_for("Keys now move the tiles.", kLimit));
        g.pty.type("q");
        REQUIRE_FALSE(g.pty.wait_exit(kLimit).timed_out);
    }
    Game again({"play", "--seed", "3"}, 100, 30, env);
    REQUIRE(again.pty.wait_for(kBoardDrawn, kLimit));
    CHECK(contains(again.pty.output(), "Keys move a tile into the blank"));
    again.pty.type("q");
    REQUIRE_FALSE(again.pty.wait_exit(kLimit).timed_out);
}

TEST_CASE("a fatal signal sent from outside ends the game, with the terminal restored",
          "[pty][signals]") {
    for (const int sig : {SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL}) {
        CAPTURE(sig);
        Game g({"play", "--seed", "3"});
        if (support::no_pty(g.pty)) return;
        require_playing(g.pty);
        g.pty.send_signal(sig);
        // Before, the handler restored the terminal and returned, and the game ran on in
        // cooked mode: this wait timed out.
        const PtyChild::Exit e = g.pty.wait_exit(kLimit);
        INFO("output: " << g.pty.output());
        REQUIRE_FALSE(e.timed_out);
        // Killed by the signal, or (under a sanitizer, whose handler was the previous action)
        // ended by its report: never a normal exit.
        CHECK((e.signal != 0 || e.exit_code != 0));
        support::check_restored(g.pty);
    }
}
