// SPDX-License-Identifier: MIT
// Long runs show a progress line on standard error at a terminal, and nothing through a pipe.
#include <signal.h>

#include <chrono>
#include <fstream>
#include <string>
#include <vector>

#include "support/catch.hpp"
#include "support/pty_child.hpp"
#include "support/run_program.hpp"
#include "support/temp_dir.hpp"
#include "support/text.hpp"

using support::contains;
using support::PtyChild;

namespace {

constexpr std::chrono::seconds kLimit{120};  // generous for sanitizers

// `script` run by /bin/sh on a terminal of 80x24, "$0" in it being ninegrid; what it wrote there.
struct AtTerminal {
    PtyChild pty{80, 24};
    PtyChild::Exit exit;
    bool ok = false;

    AtTerminal(const std::string& script, const std::string& dir) {
        if (support::no_pty(pty)) {
            return;
        }
        pty.start("/bin/sh", {"-c", script, NINEGRID_BINARY},
                  {"XDG_CACHE_HOME=" + dir, "XDG_STATE_HOME=" + dir, "XDG_CONFIG_HOME=" + dir,
                   "LANG=C.UTF-8", "LC_ALL", "TERM=xterm"});
        exit = pty.wait_exit(kLimit);
        ok = true;
    }
};

std::string write_lines(const std::string& path, const std::string& line, int count) {
    std::ofstream out(path);
    for (int i = 0; i < count; ++i)
        out << line << '\n';
    return path;
}

}  // namespace

TEST_CASE("bench draws its progress at a terminal and erases it, and not through a pipe",
          "[cli][progress][slow][pty]") {
    support::TempDir dir;
    const std::string bench = "\"$0\" bench --count 1000 --algos bfs > " + dir / "out.txt";
    AtTerminal t(bench, dir.path());
    if (!t.ok) return;
    REQUIRE_FALSE(t.exit.timed_out);
    CHECK(t.exit.exit_code == 0);
    INFO(t.pty.output());
    CHECK(contains(t.pty.output(), "ninegrid bench: ["));
    CHECK(contains(t.pty.output(), "/1000"));
    CHECK(contains(t.pty.output(), "\r\x1b[K"));  // erased at the end
    const support::ProgramResult piped = support::run_program(
        NINEGRID_BINARY, {"bench", "--count", "1000", "--algos", "bfs"}, "", kLimit);
    CHECK(piped.exit_code == 0);
    CHECK(piped.err.empty());
}

TEST_CASE("a long batch counts its lines at a terminal when its input and output are files",
          "[cli][progress][batch][slow][pty]") {
    support::TempDir dir;
    // 1000 hard boards, each a whole breadth-first search: a few seconds.
    const std::string in = write_lines(dir / "in.txt", "867254301", 1000);
    AtTerminal t("\"$0\" solve --batch --algo bfs < " + in + " > " + dir / "out.txt", dir.path());
    if (!t.ok) return;
    REQUIRE_FALSE(t.exit.timed_out);
    CHECK(t.exit.exit_code == 0);
    INFO(t.pty.output());
    CHECK(contains(t.pty.output(), "ninegrid solve: "));
    CHECK(contains(t.pty.output(), " lines\x1b[K"));
    // The totals come after the line is erased, on a line of their own.
    CHECK(contains(t.pty.output(), "\r\x1b[Kninegrid solve: 1000 lines: 1000 solved"));
    // The answers printed on the terminal itself: no progress line among them.
    AtTerminal shown("\"$0\" solve --batch --algo bfs < " + in, dir.path());
    CHECK_FALSE(contains(shown.pty.output(), " lines\x1b[K"));
    CHECK(contains(shown.pty.output(), "31 "));
}

TEST_CASE("Ctrl-C during a long run erases its progress line before the program ends",
          "[cli][progress][pty]") {
    support::TempDir dir;
    PtyChild pty(80, 24);
    if (support::no_pty(pty)) {
        return;
    }
    pty.start("/bin/sh",
              {"-c", "exec \"$0\" bench --count 100000 --algos bfs > " + dir / "out.txt",
               NINEGRID_BINARY},
              {"LANG=C.UTF-8", "LC_ALL", "TERM=xterm"});
    REQUIRE(pty.wait_for("ninegrid bench: [", kLimit));
    pty.send_signal(SIGINT);
    const PtyChild::Exit exit = pty.wait_exit(kLimit);
    REQUIRE_FALSE(exit.timed_out);
    CHECK(exit.signal == SIGINT);  // ended by the signal, as before
    INFO(support::visible(pty.output()));
    const std::string& out = pty.output();
    // The last thing written: the erase, after the last drawing of the bar.
    CHECK(out.size() >= 4);
    CHECK(out.substr(out.rfind("ninegrid bench: [")).find("\r\x1b[K") != std::string::npos);
    CHECK(out.substr(out.size() - 4) == "\r\x1b[K");
}
