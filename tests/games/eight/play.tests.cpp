// SPDX-License-Identifier: MIT
// `ninegrid play` through a pipe: key scripts that win, undo, hint, quit; bad input, options.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "games/eight/support/boards.hpp"
#include "games/eight/support/dealt.hpp"
#include "ninegrid/eight/distance_table.hpp"
#include "ninegrid/eight/random.hpp"
#include "support/catch.hpp"
#include "support/run_program.hpp"
#include "support/temp_dir.hpp"
#include "support/text.hpp"

using support::ProgramResult;

namespace {

// Runs the game with a fresh state directory (never the user's) and a fixed locale, so the
// language comes from --lang or `env` only.
ProgramResult play(const std::vector<std::string>& args, const std::string& input,
                   const support::TempDir& state, std::vector<std::string> env = {}) {
    std::vector<std::string> changes{"XDG_STATE_HOME=" + state.path(), "LC_ALL", "LC_MESSAGES",
                                     "LANG=C.UTF-8"};
    changes.insert(changes.end(), env.begin(), env.end());
    ProgramResult r =
        support::run_program(NINEGRID_BINARY, args, input, std::chrono::seconds(60), changes);
    INFO("stdout: " << r.out);
    INFO("stderr: " << r.err);
    REQUIRE_FALSE(r.timed_out);
    REQUIRE(r.signal == 0);
    return r;
}

ProgramResult play(const std::vector<std::string>& args, const std::string& input) {
    const support::TempDir state;
    return play(args, input, state);
}

using support::contains;

// Some line of `text` begins with `prefix`.
bool has_line_starting(const std::string& text, const std::string& prefix) {
    if (text.rfind(prefix, 0) == 0) return true;
    return contains(text, "\n" + prefix);
}

// The output with every "time M:SS" and "in M:SS" replaced by "time ?", so runs compare equal.
std::string without_times(std::string text) {
    for (const std::string& word : {std::string("time "), std::string(" in ")}) {
        for (std::size_t at = text.find(word); at != std::string::npos;
             at = text.find(word, at + 1)) {
            std::size_t end = at + word.size();
            while (end < text.size() &&
                   ((text[end] >= '0' && text[end] <= '9') || text[end] == ':'))
                ++end;
            if (end > at + word.size()) text.replace(at + word.size(), end - at - word.size(), "?");
        }
    }
    return text;
}

// Deterministic bytes from a seed.
std::string random_bytes(std::uint32_t seed, std::size_t n) {
    ninegrid::eight::Rng rng(seed);
    std::string out;
    for (std::size_t i = 0; i < n; ++i)
        out += static_cast<char>(ninegrid::eight::uniform_below(rng, 256));
    return out;
}

const std::string kPlainGoal = "1 2 3\n4 5 6\n7 8 _\n";

}  // namespace

TEST_CASE("one key wins the game one move from the goal", "[play]") {
    const ProgramResult r = play({"play", "--start", "123456708"}, "d");
    CHECK(r.exit_code == 0);
    CHECK(r.err.empty());
    CHECK(has_line_starting(r.out, "Solved in 1 move (par 1)"));
    CHECK(contains(r.out, "Optimal!"));
    CHECK(contains(r.out, kPlainGoal));
    CHECK(contains(r.out, "End of input."));
    CHECK_FALSE(contains(r.out, "\x1b"));  // a pipe gets plain text
}

TEST_CASE("every way of pressing right wins: d, D, the arrow in both forms", "[play]") {
    for (const std::string& keys :
         {std::string("D"), std::string("\x1b[C"), std::string("\x1bOC"), std::string("\n\nd\n")}) {
        CAPTURE(keys);
        const ProgramResult r = play({"play", "--start", "123456708"}, keys);
        CHECK(r.exit_code == 0);
        CHECK(has_line_starting(r.out, "Solved"));
    }
}

TEST_CASE("with --tile-keys the key names where the tile goes", "[play]") {
    const ProgramResult r = play({"play", "--start", "123456708", "--tile-keys"}, "a");
    CHECK(r.exit_code == 0);
    CHECK(contains(r.out, "Keys move a tile into the blank"));
    CHECK(has_line_starting(r.out, "Solved"));

    // W lifts the tile below the blank, and the blank is on the bottom row.
    const ProgramResult wrong = play({"play", "--start", "123456708", "--tile-keys"}, "w");
    CHECK_FALSE(has_line_starting(wrong.out, "Solved"));
    CHECK(contains(wrong.out, "Nothing can move up from here."));
}

TEST_CASE("the Chinese game says 已解决", "[play][zh]") {
    const ProgramResult r = play({"play", "--start", "123456708", "--lang", "zh"}, "d");
    CHECK(r.exit_code == 0);
    CHECK(has_line_starting(r.out, "已解决"));
    CHECK(contains(r.out, "输入结束。"));

    SECTION("and LANG=zh_CN.UTF-8 chooses Chinese without --lang") {
        const support::TempDir state;
        const ProgramResult z =
            play({"play", "--start", "123456708"}, "d", state, {"LANG=zh_CN.UTF-8"});
        CHECK(has_line_starting(z.out, "已解决"));
    }
    SECTION("and --lang en wins over LANG") {
        const support::TempDir state;
        const ProgramResult e = play({"play", "--start", "123456708", "--lang", "en"}, "d", state,
                                     {"LANG=zh_CN.UTF-8"});
        CHECK(has_line_starting(e.out, "Solved"));
    }
}

TEST_CASE("Y redoes what U undid, until a new move is made", "[play][redo]") {
    const ProgramResult r = play({"play", "--start", "123456708"}, "wuy");
    CHECK(contains(r.out, "Took a move back (0 moves on the board)."));
    CHECK(contains(r.out, "Made the move again (1 move on the board)."));
    const ProgramResult forgotten = play({"play", "--start", "123456708"}, "wuay");
    CHECK(contains(forgotten.out, "Nothing to redo."));
    const ProgramResult win = play({"play", "--start", "123456708"}, "duy");
    CHECK(has_line_starting(win.out, "Solved in 1 move"));
    CHECK(contains(win.out, "Made the move again (1 move on the board)."));
}

TEST_CASE("play takes --level, and --difficulty as its alias, but not both", "[play][options]") {
    const ProgramResult hard = play({"play", "--level", "hard", "--seed", "4"}, "");
    CHECK(contains(hard.out, "New hard puzzle: par "));
    const ProgramResult alias = play({"play", "--difficulty", "hard", "--seed", "4"}, "");
    CHECK(hard.out == alias.out);
    const ProgramResult both = play({"play", "--level", "easy", "--difficulty", "hard"}, "");
    CHECK(both.exit_code == 2);
    CHECK(contains(both.err, "--difficulty is another name for --level"));
    const ProgramResult bad = play({"play", "--level", "insane"}, "");
    CHECK(bad.exit_code == 2);
    CHECK(contains(bad.err, "unknown level 'insane': use easy, medium or hard"));
}

TEST_CASE("the puzzle's code and game ID are in the last words, ready for solve or --game",
          "[play]") {
    const ProgramResult r = play({"play", "--seed", "4"}, "q");
    const std::size_t at = r.out.find("Puzzle ");
    REQUIRE(at != std::string::npos);
    CHECK(r.out.find(": ninegrid eight --game medium:4 deals it again.", at) != std::string::npos);
    const std::string code = r.out.substr(at + 7, 9);
    const ProgramResult solved = play({"solve", code}, "");
    CHECK(solved.exit_code == 0);
}

TEST_CASE("undo, hint, quit and the end of input speak up", "[play]") {
    SECTION("undo with nothing to undo") {
        const ProgramResult r = play({"play", "--start", "123456708"}, "u");
        CHECK(r.exit_code == 0);
        CHECK(contains(r.out, "Nothing to undo."));
    }
    SECTION("undo after a move") {
        const ProgramResult r = play({"play", "--start", "123456708"}, "wu");
        CHECK(contains(r.out, "Took a move back (0 moves on the board)."));
    }
    SECTION("a hint names the key, the tile and the way it slides") {
        const ProgramResult r = play({"play", "--start", "123456708"}, "h");
        CHECK(has_line_starting(r.out, "Hint: D - tile 8 slides left"));
        CHECK_FALSE(has_line_starting(r.out, "Solved"));
    }
    SECTION("a hint then the move it names") {
        const ProgramResult r = play({"play", "--start", "123456708"}, "hd");
        CHECK(has_line_starting(r.out, "Solved in 1 move (par 1) in 0:00, 1 hint."));
        CHECK(contains(r.out, "Optimal!"));
    }
    SECTION("the end of input ends cleanly") {
        const ProgramResult r = play({"play", "--start", "123456708"}, "");
        CHECK(r.exit_code == 0);
        CHECK(r.err.empty());
        CHECK(contains(r.out, "1 2 3\n4 5 6\n7 _ 8\n"));
        CHECK(contains(r.out, "\nEnd of input.\n"));
    }
    SECTION("q with moves made asks first; y quits and what follows is ignored") {
        const ProgramResult r = play({"play", "--start", "123456708"}, "wqyd");
        CHECK(r.exit_code == 0);
        CHECK(contains(r.out, "Quit this game? y: quit, any other key: play on."));
        CHECK(contains(r.out, "Bye (1 move on the board)."));
        CHECK(contains(r.out, "Puzzle 123456708: ninegrid eight --game 123456708 deals it again."));
        CHECK_FALSE(has_line_starting(r.out, "Solved"));
        CHECK_FALSE(contains(r.out, "End of input."));
    }
    SECTION("Esc, Ctrl-C and Ctrl-D quit too") {
        // ESC then "d" would be Alt-d: an Esc is followed by another Esc, or by nothing.
        for (const std::string& key :
             {std::string("\x1b\x1b"), std::string("\x1b"), std::string("\x03"),
              std::string("\x04"), std::string("Q")}) {
            CAPTURE(key);
            const ProgramResult r =
                play({"play", "--start", "123456708"}, key == "\x1b" ? key : key + "d");
            CHECK(r.exit_code == 0);
            CHECK(contains(r.out, "Bye (0 moves on the board)."));
            CHECK_FALSE(has_line_starting(r.out, "Solved"));
        }
    }
    SECTION("any key but y after q goes back to the game, and the key does nothing else") {
        for (const std::string& no : {std::string("n"), std::string("x"), std::string("d")}) {
            CAPTURE(no);
            const ProgramResult r = play({"play", "--start", "123456708"}, "wq" + no + "sd");
            CHECK(r.exit_code == 0);
            CHECK_FALSE(contains(r.out, "Bye"));
            CHECK(has_line_starting(r.out, "Solved in 3 moves"));  // w, s, d: the answer is eaten
        }
    }
    SECTION("Alt and a letter (ESC, then the letter) does nothing") {
        const ProgramResult r = play({"play", "--start", "123456708"},
                                     "\x1b"
                                     "d\x1b"
                                     "Dd");
        CHECK(r.exit_code == 0);
        CHECK(has_line_starting(r.out, "Solved in 1 move"));
        CHECK_FALSE(contains(r.out, "Bye"));
    }
    SECTION("help lists the keys") {
        const ProgramResult r = play({"play", "--start", "123456708"}, "?");
        CHECK(contains(r.out, "Keys:"));
        CHECK(contains(r.out, "undo a move"));
        CHECK(contains(r.out, "redo what U took back"));
        CHECK(contains(r.out, "pause: hide the board and stop the clock"));
        CHECK(contains(r.out, "switch between moving the blank and moving tiles"));
        // Printed help needs no key to close it: the next key plays.
        const ProgramResult played = play({"play", "--start", "123456708"}, "?d");
        CHECK(has_line_starting(played.out, "Solved"));
    }
}

TEST_CASE("keys that do nothing are named and do not stop the game", "[play]") {
    const ProgramResult r = play({"play", "--start", "123456708"}, "xz!9d");
    CHECK(r.exit_code == 0);
    CHECK(contains(r.out, "Key x does nothing here: ? for help."));
    CHECK(contains(r.out, "Key z does nothing here: ? for help."));
    CHECK(contains(r.out, "Key 9 does nothing here: ? for help."));
    CHECK(has_line_starting(r.out, "Solved"));
}

TEST_CASE("NUL bytes and binary garbage never crash the game", "[play][robust]") {
    SECTION("NUL bytes are skipped") {
        const ProgramResult r = play({"play", "--start", "123456708"}, std::string("\0\0d\0", 4));
        CHECK(r.exit_code == 0);
        CHECK(has_line_starting(r.out, "Solved"));
        CHECK(contains(r.out, "End of input."));
    }
    SECTION("random bytes") {
        for (std::uint32_t seed : {1U, 2U, 3U}) {
            CAPTURE(seed);
            const ProgramResult r = play({"play", "--seed", "5"}, random_bytes(seed, 2000));
            CHECK(r.exit_code == 0);
            CHECK(r.err.empty());
        }
    }
    SECTION("random bytes without the quitting keys are all played") {
        std::string bytes;
        for (char c : random_bytes(9, 4000)) {
            if (c != 'q' && c != 'Q' && c != '\x03' && c != '\x04' && c != '\x1b') bytes += c;
        }
        for (const char* lang : {"en", "zh"}) {
            CAPTURE(lang);
            const ProgramResult r = play({"play", "--seed", "5", "--lang", lang}, bytes);
            CHECK(r.exit_code == 0);
            CHECK(r.err.empty());
            CHECK(contains(r.out, lang == std::string("en") ? "End of input." : "输入结束。"));
        }
    }
    SECTION("invalid UTF-8 and escape sequences cut short") {
        const ProgramResult r =
            play({"play", "--start", "123456708"}, "\xff\xfe\xc3\x1b[1;\x1b[99~\xe4\xb9\x1b[");
        CHECK(r.exit_code == 0);
        CHECK_FALSE(has_line_starting(r.out, "Solved"));
    }
}

TEST_CASE("the same seed plays the same game", "[play]") {
    const std::string keys = "wasdhwwaasdd2n3hpu1r?x";
    const ProgramResult a = play({"play", "--seed", "7", "--difficulty", "hard"}, keys);
    const ProgramResult b = play({"play", "--seed", "7", "--difficulty", "hard"}, keys);
    CHECK(a.exit_code == 0);
    CHECK(without_times(a.out) == without_times(b.out));
    const ProgramResult c = play({"play", "--seed", "8", "--difficulty", "hard"}, keys);
    CHECK(without_times(a.out) != without_times(c.out));
    CHECK(contains(a.out, "New hard puzzle: par "));
}

TEST_CASE("the seeded puzzle is the one the library shuffles, and the optimal keys win it",
          "[play]") {
    const ninegrid::eight::State start = support::dealt_start(12345);
    const ninegrid::eight::DistanceTable table{ninegrid::eight::State()};
    std::string keys;
    for (ninegrid::eight::State s = start; s != ninegrid::eight::State();) {
        const ninegrid::eight::Move m = *table.best_move(s);
        keys += "wsad"[static_cast<int>(m)];
        s.apply(m);
    }
    const support::TempDir state;
    const ProgramResult r = play({"play", "--seed", "12345"}, keys, state);
    CHECK(r.exit_code == 0);
    CHECK(has_line_starting(r.out, "Solved in " + std::to_string(keys.size()) + " moves (par " +
                                       std::to_string(keys.size()) + ")"));
    CHECK(contains(r.out, "Optimal!"));
    // A pipe's win is no record: nothing is written to the state directory.
    CHECK(support::list_directory(state.path()).empty());
}

TEST_CASE("P lets the solver finish the game in a pipe", "[play][autoplay]") {
    const ProgramResult r = play({"play", "--seed", "7", "--difficulty", "easy"}, "p");
    CHECK(r.exit_code == 0);
    CHECK(contains(r.out, "The solver finished it: "));
    CHECK(contains(r.out, kPlainGoal));
    CHECK(contains(r.out, "End of input."));

    SECTION("the win stays: keys after it change nothing until something new is asked for") {
        const ProgramResult after = play({"play", "--seed", "7", "--difficulty", "easy"}, "pwhxp");
        const std::size_t done = after.out.rfind("The solver finished it: ");
        REQUIRE(done != std::string::npos);
        // Each key after the win prints the win again, and nothing else.
        CHECK(after.out.find("Key x does nothing") == std::string::npos);
        CHECK(after.out.find("Hint:") == std::string::npos);
        CHECK(after.out.find("already solved") == std::string::npos);
        const ProgramResult fresh = play({"play", "--seed", "7", "--difficulty", "easy"}, "pwn");
        CHECK(contains(fresh.out, "New easy puzzle: par "));
    }
}

TEST_CASE("an unsolvable start is refused with the parity explanation", "[play][options]") {
    const ProgramResult r = play({"play", "--start", "213456780"}, "d");
    CHECK(r.exit_code == 1);
    CHECK(r.out.empty());
    CHECK(contains(r.err, "cannot reach the goal"));
    // The reason: the start has one inversion and the goal none, and moves keep the parity.
    CHECK(contains(r.err, "1 inversion"));
    CHECK_FALSE(contains(r.err, "1 inversions"));
    CHECK(contains(r.err, " 0"));

    const ProgramResult classroom =
        play({"play", "--start", "123456780", "--goal", "123804765"}, "");
    CHECK(classroom.exit_code == 1);
    CHECK(classroom.out.empty());
}

TEST_CASE("a start that is already the goal is a usage error", "[play][options]") {
    const ProgramResult r = play({"play", "--start", "123456780"}, "");
    CHECK(r.exit_code == 2);
    CHECK(r.out.empty());
    CHECK(contains(r.err, "already the goal"));
    const ProgramResult c = play({"play", "--goal", "123804765", "--start", "123804765"}, "");
    CHECK(c.exit_code == 2);
    CHECK(contains(c.err, "already the goal"));
}

TEST_CASE("bad options exit 2 and name the problem", "[play][options]") {
    const struct {
        std::vector<std::string> args;
        const char* says;
    } cases[] = {
        {{"play", "--difficulty", "extreme"}, "extreme"},
        {{"play", "--difficulty"}, "--difficulty"},
        {{"play", "--seed", "-1"}, "-1"},
        {{"play", "--seed", "abc"}, "abc"},
        {{"play", "--seed", "4294967296"}, "4294967296"},
        {{"play", "--lang", "fr"}, "fr"},
        {{"play", "123456708"}, "--start"},
        {{"play", "--start", "12345678"}, "12345678"},
        {{"play", "--start", "113456780"}, "start"},
        {{"play", "--goal", "nonsense"}, "goal"},
        {{"play", "--no-such-option"}, "--no-such-option"},
    };
    for (const auto& c : cases) {
        CAPTURE(c.args);
        const ProgramResult r = play(c.args, "d");
        CHECK(r.exit_code == 2);
        CHECK(r.out.empty());
        CHECK(contains(r.err, c.says));
        CHECK(contains(r.err, "ninegrid: "));
    }
}

TEST_CASE("play --help describes the game", "[play][options]") {
    const ProgramResult r = play({"play", "--help"}, "");
    CHECK(r.exit_code == 0);
    CHECK(contains(r.out, "Usage: ninegrid play"));
    CHECK(contains(r.out, "--tile-keys"));
}

TEST_CASE("a game through a pipe leaves the records alone, even a damaged file",
          "[play][records]") {
    // Records belong to a player at a terminal (the pty tests see a damaged file kept aside
    // there): a script neither reads the file nor moves it, in either language.
    const support::TempDir state;
    const std::string dir = state / "ninegrid";
    REQUIRE(std::filesystem::create_directory(dir));
    support::write_file(dir + "/records", "garbage\x01\n");
    for (const char* lang : {"en", "zh"}) {
        CAPTURE(lang);
        const ProgramResult r = play({"play", "--start", "123456708", "--lang", lang}, "d", state);
        CHECK(r.exit_code == 0);
        CHECK_FALSE(contains(r.out, "records"));
        CHECK_FALSE(contains(r.out, "纪录"));
        CHECK(support::read_file(dir + "/records") == std::string("garbage\x01\n"));
        CHECK(support::list_directory(dir) == std::vector<std::string>{"records"});
    }
}

TEST_CASE("a good records file is read quietly and left alone", "[play][records]") {
    const support::TempDir state;
    const std::string dir = state / "ninegrid";
    REQUIRE(std::filesystem::create_directory(dir));
    const std::string text = "ninegrid-records 1\neasy 0 9.50\n";
    support::write_file(dir + "/records", text);
    const ProgramResult r = play({"play", "--start", "123456708"}, "d", state);
    CHECK_FALSE(contains(r.out, "records"));
    CHECK(support::read_file(dir + "/records") == text);
    CHECK(support::list_directory(dir) == std::vector<std::string>{"records"});
}

TEST_CASE("a closed standard input ends the game with an error, not as the end of input",
          "[posix][play][robust]") {
    const support::TempDir state;
    const ProgramResult r = support::run_script(
        "\"$0\" play --seed 1 <&-", NINEGRID_BINARY, {}, std::chrono::seconds(60),
        {"XDG_STATE_HOME=" + state.path(), "XDG_CONFIG_HOME=" + state.path(), "LC_ALL=C"});
    CHECK(r.exit_code == 2);
    CHECK(contains(r.err, "ninegrid: cannot read standard input: Bad file descriptor"));
    CHECK_FALSE(contains(r.out, "End of input."));
}

TEST_CASE("output that cannot be written ends the game", "[posix][play][robust]") {
    // Before, `yes h | ninegrid play > /dev/full` never ended.
    const support::TempDir state;
    const ProgramResult r = support::run_script(
        "yes h | \"$0\" play --seed 1 > /dev/full", NINEGRID_BINARY, {}, std::chrono::seconds(60),
        {"XDG_STATE_HOME=" + state.path(), "XDG_CONFIG_HOME=" + state.path(), "LC_ALL=C"});
    REQUIRE_FALSE(r.timed_out);
    CHECK(r.exit_code == 2);
    CHECK(r.err == "ninegrid: cannot write standard output: No space left on device\n");
}

TEST_CASE("plain ninegrid with input from a pipe plays the game", "[play]") {
    const ProgramResult r = play({}, "");
    CHECK(r.exit_code == 0);
    CHECK(contains(r.out, "ninegrid - the 8-puzzle"));
    CHECK(contains(r.out, "New medium puzzle: par "));
    CHECK(contains(r.out, "End of input."));
    const ProgramResult q = play({}, "hq");
    CHECK(q.exit_code == 0);
    CHECK(contains(q.out, "Hint: "));
    CHECK(contains(q.out, "Bye"));
}

TEST_CASE("with neither XDG_STATE_HOME nor HOME the game plays without records",
          "[play][records]") {
    const support::TempDir state;
    const ProgramResult r =
        play({"play", "--start", "123456708"}, "d", state, {"XDG_STATE_HOME", "HOME"});
    CHECK(r.exit_code == 0);
    CHECK(has_line_starting(r.out, "Solved"));
    CHECK_FALSE(contains(r.out, "records"));
    CHECK(support::list_directory(state.path()).empty());
}
