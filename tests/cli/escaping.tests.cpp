// SPDX-License-Identifier: MIT
// Outside text echoed by the program (option values, unknown words, file names, keys, batch
// lines) reaches the terminal escaped: no word on the command line can set the window title,
// move the cursor or reorder what a person reads.
#include <string>
#include <vector>

#include "support/catch.hpp"
#include "support/run_program.hpp"
#include "support/temp_dir.hpp"
#include "support/text.hpp"

using support::contains;
using support::has_unsafe_bytes;
using support::ProgramResult;

namespace {

// An OSC that sets the window title, ending in BEL; CSI as a C1 control in UTF-8; a
// RIGHT-TO-LEFT OVERRIDE.
const std::string kHostile =
    "\x1b]0;pwned\x07"
    "\xC2\x9B"
    "31m\xE2\x80\xAE";
// The same as printable() shows it.
const std::string kShown = "\\x1B]0;pwned\\x07\\u{009B}31m\\u{202E}";

// Runs the program with fresh state and configuration folders, so that nothing of the user's is
// read or written.
ProgramResult run(const std::vector<std::string>& args, const std::string& input = {}) {
    const support::TempDir home;
    ProgramResult r = support::run_program(
        NINEGRID_BINARY, args, input, std::chrono::seconds(60),
        {"XDG_STATE_HOME=" + home / "state", "XDG_CONFIG_HOME=" + home / "config", "LC_ALL",
         "LC_MESSAGES", "LANG=C.UTF-8"});
    INFO("stdout: " << support::visible(r.out));
    INFO("stderr: " << support::visible(r.err));
    REQUIRE_FALSE(r.timed_out);
    REQUIRE(r.signal == 0);
    return r;
}

// The call is refused with exit 2, and the hostile text is shown, never sent.
void check_refused_safely(const std::vector<std::string>& args) {
    std::string shown_args;
    for (const std::string& a : args)
        shown_args += " [" + support::visible(a) + "]";
    CAPTURE(shown_args);
    const ProgramResult r = run(args);
    const std::string shown_err = support::visible(r.err);
    CAPTURE(shown_err);
    CHECK(r.exit_code == 2);
    CHECK_FALSE(has_unsafe_bytes(r.err));
    CHECK(contains(r.err, kShown));
    CHECK_FALSE(has_unsafe_bytes(r.out));
}

}  // namespace

TEST_CASE("option values are escaped in the errors that name them", "[program][escape]") {
    const support::TempDir dir;
    const std::vector<std::vector<std::string>> calls{
        {"solve", "--algo", kHostile},
        {"solve", "--algo=" + kHostile},
        {"solve", "--heuristic", kHostile},
        {"solve", "--goal", kHostile, "123456780"},
        {"solve", kHostile},
        {"play", "--level", kHostile},
        {"play", "--difficulty", kHostile},
        {"play", "--seed", kHostile},
        {"play", "--start", kHostile},
        {"eight", "--level", kHostile},
        {"bench", "--level", kHostile},
        {"bench", "--seed", kHostile},
        {"bench", "--count", kHostile},
        {"bench", "--algos", kHostile},
        {"bench", "--algos", "bfs," + kHostile},
        {"bench", "--goal", kHostile},
        {"stats", "--goal", kHostile},
        {"bench", "--count", "1", "--svg", dir / ("missing/" + kHostile + ".svg")},
    };
    for (const auto& call : calls) {
        check_refused_safely(call);
        std::vector<std::string> chinese = call;
        chinese.insert(chinese.end(), {"--lang", "zh"});
        check_refused_safely(chinese);
    }
}

TEST_CASE("unknown commands, games and options are escaped", "[program][escape]") {
    const std::vector<std::vector<std::string>> calls{
        {kHostile},
        {"eight", kHostile},
        {"-" + kHostile},
        {"--" + kHostile},
        {"solve", "--" + kHostile},
        {"solve", "--" + kHostile + "=1"},
        {"solve", "-" + kHostile},
        {"help", kHostile},
        {"help", kHostile, "solve"},
        {"help", "eight", kHostile},
    };
    for (const auto& call : calls) {
        check_refused_safely(call);
        std::vector<std::string> chinese = call;
        chinese.insert(chinese.begin(), {"--lang", "zh"});
        check_refused_safely(chinese);
    }
}

TEST_CASE("the stray word after --batch and the --lang value are escaped", "[program][escape]") {
    check_refused_safely({"solve", "--batch", kHostile});
    check_refused_safely({"solve", "--batch", kHostile, "--lang", "zh"});
    check_refused_safely({"--lang", kHostile, "solve"});
    check_refused_safely({"solve", "--lang=" + kHostile});
}

TEST_CASE("a key read by the game through a pipe is shown escaped", "[program][escape]") {
    // A bidi override typed as a key is a character no game uses: its name is echoed, escaped.
    const ProgramResult r = run({"play", "--start", "123456708"},
                                "\xE2\x80\xAE"
                                "d");
    CHECK(r.exit_code == 0);
    CHECK_FALSE(has_unsafe_bytes(r.out));
    CHECK(contains(r.out, "\\u{202E}"));
}

TEST_CASE("solve --batch --json writes no terminal control of its input", "[program][escape]") {
    const ProgramResult r = run({"solve", "--batch", "--json"}, kHostile + "\n");
    CHECK(r.exit_code == 2);
    CHECK_FALSE(has_unsafe_bytes(r.out));
    CHECK(contains(r.out, R"(\u001b]0;pwned\u0007\u009b31m\u202e)"));
    CHECK_FALSE(has_unsafe_bytes(r.err));
}
