// SPDX-License-Identifier: MIT
// `ninegrid fifteen` in a pseudo-terminal: the terminal restored on every way out, even while
// the solver is still building its tables.
#include <signal.h>

#include <chrono>
#include <string>
#include <vector>

#include "support/catch.hpp"
#include "support/pty_child.hpp"
#include "support/temp_dir.hpp"
#include "support/text.hpp"
#include "term/screen.hpp"

using support::contains;
using support::PtyChild;
using support::visible;

namespace {

constexpr auto kLimit = support::kPtyLimit;

struct Game {
    support::TempDir home;
    PtyChild pty;

    explicit Game(const std::vector<std::string>& args) : pty(80, 24) {
        if (!pty.ok()) return;
        pty.start(NINEGRID_BINARY, args,
                  {"XDG_STATE_HOME=" + home.path(), "XDG_CONFIG_HOME=" + home.path() + "/config",
                   "XDG_CACHE_HOME=" + home.path() + "/cache", "TERM=xterm", "LANG=C.UTF-8",
                   "LC_ALL", "LC_CTYPE", "LC_MESSAGES", "NO_COLOR=1", "ESCDELAY=100"});
    }
};

}  // namespace

TEST_CASE("fifteen: quitting restores the terminal, also while the solver thinks",
          "[fifteen][pty][exit]") {
    for (const std::string key : {"q", "\x03", "\x04"}) {
        for (const bool thinking : {false, true}) {
            CAPTURE(visible(key), thinking);
            // A random board: its par and a hint need the tables, seconds of work.
            Game g({"fifteen", "--level", "random", "--seed", "1"});
            if (support::no_pty(g.pty)) return;
            support::require_seen(g.pty, "New random puzzle.");
            if (thinking) {
                g.pty.type("h");
                support::require_seen(g.pty, "hints 1");  // asked; the alert says it thinks
            }
            const auto t0 = std::chrono::steady_clock::now();
            g.pty.type(key);
            const PtyChild::Exit e = g.pty.wait_exit(kLimit);
            REQUIRE_FALSE(e.timed_out);
            CHECK(e.exit_code == 0);
            CHECK(std::chrono::steady_clock::now() - t0 < std::chrono::seconds(2));
            support::check_restored(g.pty);
            CHECK(contains(g.pty.output(), "Bye (0 moves on the board)."));
        }
    }
}

TEST_CASE("fifteen: a termination signal restores the terminal", "[fifteen][pty][exit]") {
    for (const int sig : {SIGTERM, SIGHUP}) {
        CAPTURE(sig);
        Game g({"fifteen", "--start", "123456789abcde0f"});
        if (support::no_pty(g.pty)) return;
        support::require_seen(g.pty, "New custom puzzle.");
        g.pty.send_signal(sig);
        const PtyChild::Exit e = g.pty.wait_exit(kLimit);
        REQUIRE_FALSE(e.timed_out);
        CHECK((e.exit_code == 128 + sig || e.signal == sig));
        support::check_restored(g.pty);
    }
}

TEST_CASE(
    "fifteen: quitting a 2x8 game while its tables build ends at once, the last words "
    "wrapped between words",
    "[fifteen][pty][exit]") {
    // A 2x8 hint builds 166 MB of tables first (15-25 s): the game's end stops the build.
    Game g({"fifteen", "--size", "2x8", "--seed", "5"});
    if (support::no_pty(g.pty)) return;
    support::require_seen(g.pty, "New 2x8 medium puzzle.");
    g.pty.type("h");
    support::require_seen(g.pty, "Building the pattern tables");
    g.pty.type("q");  // no move made: no question
    const PtyChild::Exit e = g.pty.wait_exit(kLimit);
    REQUIRE_FALSE(e.timed_out);
    CHECK(e.exit_code == 0);
    support::check_restored(g.pty);
    // "Puzzle 3162470985cadefb: ninegrid fifteen --game medium+size=2x8:5 deals it again." is
    // 83 columns: the line goes on after a whole word, not cut by the terminal.
    CHECK(contains(g.pty.output(), "--game medium+size=2x8:5 deals it\r\nagain."));
}
