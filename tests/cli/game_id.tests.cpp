// SPDX-License-Identifier: MIT
// Game IDs: the ID a game shows on quitting deals, with --game, exactly the puzzle it was shown
// with, in all three games, for a dealt puzzle with its rules and sizes and for a custom one.
#include <chrono>
#include <string>
#include <vector>

#include "support/catch.hpp"
#include "support/run_program.hpp"
#include "support/text.hpp"

using support::contains;
using support::ProgramResult;

namespace {

ProgramResult run(const std::vector<std::string>& args, const std::string& input = "q") {
    ProgramResult r = support::run_program(NINEGRID_BINARY, args, input, std::chrono::seconds(60),
                                           {"LC_ALL", "LC_MESSAGES", "LANG=C.UTF-8"});
    INFO("stdout: " << support::visible(r.out));
    INFO("stderr: " << support::visible(r.err));
    REQUIRE_FALSE(r.timed_out);
    return r;
}

// The ID in "Puzzle CODE: ninegrid GAME --game ID deals it again."
std::string id_in(const std::string& out) {
    const std::size_t at = out.find(" --game ");
    REQUIRE(at != std::string::npos);
    const std::size_t from = at + 8;
    return out.substr(from, out.find_first_of(" \n", from) - from);  // a long line wraps
}

// The first frame: everything before the first key's echo.
std::string first_frame(const std::string& out) {
    return out.substr(0, out.find("\n> "));
}

}  // namespace

TEST_CASE("a game ID deals again exactly the puzzle it was shown with", "[cli][game-id]") {
    const std::vector<std::vector<std::string>> games{
        {"play", "--level", "hard", "--seed", "5"},
        {"fifteen", "--level", "medium", "--seed", "77"},
        {"link", "--level", "medium", "--gravity", "--no-border", "--seed", "9"},
        {"link", "--rows", "6", "--cols", "8", "--kinds", "4", "--any", "--seed", "3"},
        {"play", "--start", "813402765"},
        {"play", "--level", "easy", "--goal", "123804765", "--seed", "12"},
        {"fifteen", "--level", "easy", "--goal", "0123456789abcdef", "--seed", "2"},
        {"fifteen", "--size", "3x4", "--level", "hard", "--seed", "4"},
        {"fifteen", "--size", "5x2", "--start", "1 2 3 4 5 6 7 8 0 9"},
        {"link", "--tiles", "ABBA/C..C"},
        {"link", "--tiles", "AB.B/A.CC", "--no-border", "--gravity"},
    };
    for (const std::vector<std::string>& args : games) {
        CAPTURE(args);
        const ProgramResult first = run(args);
        REQUIRE(first.exit_code == 0);
        const std::string id = id_in(first.out);
        CAPTURE(id);
        const ProgramResult again = run({args[0], "--game", id});
        REQUIRE(again.exit_code == 0);
        CHECK(first_frame(again.out) == first_frame(first.out));
        CHECK(id_in(again.out) == id);
    }
}

TEST_CASE("a game ID is shown after N too, and deals what N dealt", "[cli][game-id]") {
    const ProgramResult first = run({"play", "--level", "easy", "--seed", "4"}, "nq");
    REQUIRE(first.exit_code == 0);
    const std::string id = id_in(first.out);
    const std::string dealt = first.out.substr(first.out.find("\n> n\n") + 5);
    const ProgramResult again = run({"play", "--game", id});
    CHECK(contains(again.out, dealt.substr(0, dealt.find("New easy"))));
}

TEST_CASE("a game ID that is none, or given with what it already says, is refused",
          "[cli][game-id]") {
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"play", "--game", "hard:x"},
          std::vector<std::string>{"play", "--game", "hard:5", "--seed", "3"},
          std::vector<std::string>{"play", "--game", "Hard:5"},
          std::vector<std::string>{"play", "--game", "hard+:5"},
          std::vector<std::string>{"link", "--game", "8*3"},
          std::vector<std::string>{"link", "--game", "+gravity"},
          std::vector<std::string>{"link", "--game", "ABBA/C..C+wings"},
          std::vector<std::string>{"link", "--game", "ABBA/C..C", "--board", "-"},
          std::vector<std::string>{"link", "--game", "easy+wings:5"},
          std::vector<std::string>{"fifteen", "--game", "impossible:5"}}) {
        CAPTURE(args);
        const ProgramResult r = run(args);
        CHECK(r.exit_code == 2);
        CHECK(contains(r.err, "ninegrid: "));
        CHECK(r.out.empty());
    }
}

TEST_CASE("a link game at a size Z chose has a game ID that deals that board again",
          "[cli][game-id]") {
    // Z five times from the easy 8x10: 6x14, 10x12, 9x16, 8x18, then KShisen's 24x12 as 12x24.
    const ProgramResult first = run({"link", "--seed", "5"}, "zzzzzq");
    REQUIRE(first.exit_code == 0);
    const std::string id = id_in(first.out);
    CAPTURE(id);
    CHECK(contains(id, "+rows=12+cols=24+kinds=36:"));
    // The board after the last Z, and the first one --game deals: the same, said the same way.
    const std::string last = first.out.substr(first.out.rfind("\n> z\n") + 5);
    const std::string dealt = last.substr(0, last.find("\n> q"));
    REQUIRE(contains(dealt, "12x24 (36 kinds)   moves 0"));
    const ProgramResult again = run({"link", "--game", id});
    REQUIRE(again.exit_code == 0);
    const std::string board = dealt.substr(0, dealt.find("12x24 (36 kinds)"));
    CHECK(contains(again.out, board));
    CHECK(id_in(again.out) == id);
    // --size names the same size: the same deal from the same seed.
    const std::string seed = id.substr(id.rfind(':') + 1);
    const ProgramResult named = run({"link", "--size", "12x24", "--seed", seed});
    REQUIRE(named.exit_code == 0);
    CHECK(contains(named.out, board));
    CHECK(id_in(named.out) == id);
}

TEST_CASE("a link board's game ID that is no board says what is wrong and where, escaped",
          "[cli][game-id]") {
    const ProgramResult uneven = run({"link", "--game", "AB/C"});
    CHECK(uneven.exit_code == 2);
    CHECK(uneven.out.empty());
    CHECK(uneven.err ==
          "ninegrid: the game ID's board (each '/' begins a line): line 2: row has 1 cells, "
          "expected 2\n");
    const ProgramResult hostile = run({"link", "--game=AB\x1b[31m/CC"});
    CHECK(hostile.exit_code == 2);
    CHECK(contains(hostile.err,
                   "the game ID's board (each '/' begins a line): line 1, column 3: "
                   "character U+001B is not a tile kind"));
    CHECK_FALSE(support::has_unsafe_bytes(hostile.err));
    const ProgramResult seeded = run({"link", "--game", "ABBA/C..C", "--seed", "3"});
    CHECK(seeded.exit_code == 2);
    CHECK(seeded.err == "ninegrid: --game plays the board it gives: --seed does not apply to it\n");
    // --tiles itself is named as such.
    const ProgramResult tiles = run({"link", "--tiles", "AB/C"});
    CHECK(contains(tiles.err, "ninegrid: --tiles (each '/' begins a line): line 2"));
}
