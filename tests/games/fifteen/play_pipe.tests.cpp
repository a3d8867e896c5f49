// SPDX-License-Identifier: MIT
// `ninegrid fifteen` through a pipe: a dealt level solved by the keys `fifteen solve` gives, a
// hint awaited, the solver playing, and the starts that are refused.
#include <chrono>
#include <string>
#include <vector>

#include "support/catch.hpp"
#include "support/run_program.hpp"
#include "support/temp_dir.hpp"
#include "support/text.hpp"

using support::contains;
using support::ProgramResult;

namespace {

// Runs the program with fresh state, configuration and cache folders (never the user's) and a
// fixed locale.
ProgramResult run(const std::vector<std::string>& args, const std::string& input = {}) {
    const support::TempDir home;
    ProgramResult r = support::run_program(
        NINEGRID_BINARY, args, input, std::chrono::seconds(120),
        {"XDG_STATE_HOME=" + home.path(), "XDG_CONFIG_HOME=" + home.path() + "/config",
         "XDG_CACHE_HOME=" + home.path() + "/cache", "LC_ALL", "LC_MESSAGES", "LANG=C.UTF-8"});
    INFO("stdout: " << r.out);
    INFO("stderr: " << r.err);
    REQUIRE_FALSE(r.timed_out);
    REQUIRE(r.signal == 0);
    return r;
}

// The word after `label` in `text` ("Puzzle 1a2b...,": the code and its comma).
std::string word_after(const std::string& text, const std::string& label) {
    const std::size_t at = text.find(label);
    REQUIRE(at != std::string::npos);
    const std::size_t from = at + label.size();
    return text.substr(from, text.find_first_of(" \n", from) - from);
}

// The blank's moves (U D L R) as the keys that make them (W S A D).
std::string keys_for(const std::string& moves) {
    std::string keys;
    for (const char m : moves)
        keys += m == 'U' ? 'w' : m == 'D' ? 's' : m == 'L' ? 'a' : 'd';
    return keys;
}

}  // namespace

TEST_CASE("fifteen play: a dealt puzzle solved by the keys from fifteen solve is optimal",
          "[fifteen][play][pipe][slow]") {
    const ProgramResult first = run({"fifteen", "--level", "easy", "--seed", "4"}, "q");
    CHECK(first.exit_code == 0);
    std::string code = word_after(first.out, "Puzzle ");  // "Puzzle CODE: ninegrid ..."
    if (!code.empty() && code.back() == ':') code.pop_back();
    REQUIRE(code.size() == 16);
    const ProgramResult solved = run({"fifteen", "solve", code, "--json"});
    REQUIRE(solved.exit_code == 0);
    const std::string moves = word_after(solved.out, "\"moves\":\"");
    const std::string letters = moves.substr(0, moves.find('"'));
    const ProgramResult won =
        run({"fifteen", "play", "--level", "easy", "--seed", "4"}, keys_for(letters));
    CHECK(won.exit_code == 0);
    CHECK(contains(won.out, "par " + std::to_string(letters.size())));
    CHECK(contains(won.out, "Optimal!"));
    CHECK(contains(won.out, "easy"));
}

TEST_CASE("fifteen play: H is awaited in a pipe, and P plays the rest", "[fifteen][play][pipe]") {
    const ProgramResult r = run({"fifteen", "--start", "123456789abc0def"}, "hdp");
    CHECK(r.exit_code == 0);
    CHECK(contains(r.out, "Hint: D - tile 13 slides left; then 2 moves to go."));
    CHECK(contains(r.out, "13 14 15  _"));
    CHECK(contains(r.out, "hints 1"));
    CHECK_FALSE(contains(r.out, "Thinking"));  // a pipe shows the answer, never the wait
}

TEST_CASE("fifteen play: a start that cannot reach the goal exits 1 with the parity",
          "[fifteen][play][pipe]") {
    const ProgramResult r = run({"fifteen", "--start", "213456789abcdef0"});
    CHECK(r.exit_code == 1);
    CHECK(contains(r.err, "cannot reach the goal"));
    CHECK(contains(r.err, "inversions"));
    const ProgramResult goal = run({"fifteen", "--start", "123456789abcdef0"});
    CHECK(goal.exit_code == 2);
    CHECK(contains(goal.err, "already the goal"));
    const ProgramResult bad = run({"fifteen", "--start", "123"});
    CHECK(bad.exit_code == 2);
    CHECK(contains(bad.err, "start board '123'"));
    const ProgramResult level = run({"fifteen", "--level", "extreme"});
    CHECK(level.exit_code == 2);
    CHECK(contains(level.err, "easy, medium, hard or random"));
}

TEST_CASE("fifteen play speaks Chinese with --lang zh", "[fifteen][play][pipe]") {
    const ProgramResult r = run({"--lang", "zh", "fifteen", "--start", "123456789abcde0f"}, "hd");
    CHECK(r.exit_code == 0);
    CHECK(contains(r.out, "十五数码"));
    CHECK(contains(r.out, "提示：按 D，方块 15 向左移，即可完成。"));
}

TEST_CASE("fifteen play without a terminal writes nothing, not even the tables it builds",
          "[fifteen][play][pipe]") {
    // Korf's instance 1 turned half a turn for this goal: 57 moves, a hint needs the tables.
    const support::TempDir home;
    const ProgramResult r = support::run_program(
        NINEGRID_BINARY, {"fifteen", "--start", "d68cfe0ab7459132"}, "h", std::chrono::seconds(120),
        {"XDG_STATE_HOME=" + home.path(), "XDG_CONFIG_HOME=" + home.path() + "/config",
         "XDG_CACHE_HOME=" + home.path() + "/cache", "LC_ALL", "LC_MESSAGES", "LANG=C.UTF-8"});
    INFO("stdout: " << r.out);
    INFO("stderr: " << r.err);
    REQUIRE_FALSE(r.timed_out);
    CHECK(r.exit_code == 0);
    CHECK(contains(r.out, "Hint: "));
    CHECK(contains(r.out, "then 56 moves to go"));
    // Built in memory: no cache folder, no table, no background build of the 7-8.
    CHECK(support::list_directory(home.path()).empty());
}
