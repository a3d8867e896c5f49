// SPDX-License-Identifier: MIT
// The ninegrid program itself, run as a child process: output, exit codes, JSON, batches.
#include <chrono>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "games/eight/support/boards.hpp"
#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/state.hpp"
#include "support/catch.hpp"
#include "support/json.hpp"
#include "support/run_program.hpp"
#include "support/text.hpp"

using support::JsonValue;
using support::parse_json;
using support::ProgramResult;

namespace {

ProgramResult ninegrid_run(const std::vector<std::string>& args, const std::string& input = {}) {
    ProgramResult r = support::run_program(NINEGRID_BINARY, args, input);
    INFO("stdout: " << r.out);
    INFO("stderr: " << r.err);
    REQUIRE_FALSE(r.timed_out);
    REQUIRE(r.signal == 0);
    return r;
}

using support::contains;

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

bool only_moves(const std::string& s) {
    for (char c : s) {
        if (c != 'U' && c != 'D' && c != 'L' && c != 'R') return false;
    }
    return true;
}

// The moves in a JSON "moves" string take `start` to `goal`.
bool replays(const std::string& start, const std::string& moves, const std::string& goal) {
    const auto end = ninegrid::eight::replay(support::board(start), support::moves(moves));
    return end && *end == support::board(goal);
}

}  // namespace

TEST_CASE("the program prints its version and help", "[program]") {
    SECTION("--version") {
        const ProgramResult r = ninegrid_run({"--version"});
        CHECK(r.exit_code == 0);
        CHECK(r.out == "ninegrid 0.2.0\n");
        CHECK(r.err.empty());
    }
    SECTION("--help and -h") {
        for (const char* flag : {"--help", "-h"}) {
            CAPTURE(flag);
            const ProgramResult r = ninegrid_run({flag});
            CHECK(r.exit_code == 0);
            CHECK(contains(r.out, "Usage: ninegrid "));
            CHECK(contains(r.out, "solve"));
            CHECK(contains(r.out, "stats"));
            CHECK(r.err.empty());
        }
    }
    SECTION("help solve, and solve --help") {
        for (const std::vector<std::string>& args :
             {std::vector<std::string>{"help", "solve"}, {"solve", "--help"}, {"solve", "-h"}}) {
            const ProgramResult r = ninegrid_run(args);
            CHECK(r.exit_code == 0);
            CHECK(contains(r.out, "Usage: ninegrid solve START"));
            CHECK(contains(r.out, "--batch"));
        }
    }
    SECTION("help help, and help bench") {
        const ProgramResult r = ninegrid_run({"help", "help"});
        CHECK(r.exit_code == 0);
        CHECK(contains(r.out, "Usage: ninegrid "));
        const ProgramResult b = ninegrid_run({"help", "bench"});
        CHECK(b.exit_code == 0);
        CHECK(contains(b.out, "Usage: ninegrid bench"));
    }
    SECTION("help stats") {
        const ProgramResult r = ninegrid_run({"help", "stats"});
        CHECK(r.exit_code == 0);
        CHECK(contains(r.out, "Usage: ninegrid stats"));
    }
}

TEST_CASE("mistakes in the command exit 2 with a suggestion on stderr", "[program]") {
    SECTION("an unknown command") {
        const ProgramResult r = ninegrid_run({"slove", "123456780"});
        CHECK(r.exit_code == 2);
        CHECK(r.out.empty());
        CHECK(contains(r.err, "ninegrid: unknown command 'slove'; did you mean 'solve'?"));
    }
    SECTION("help for an unknown command") {
        const ProgramResult r = ninegrid_run({"help", "stast"});
        CHECK(r.exit_code == 2);
        CHECK(contains(r.err, "unknown command 'stast'; did you mean 'stats'?"));
    }
    SECTION("an unknown option before the command") {
        const ProgramResult r = ninegrid_run({"--bogus"});
        CHECK(r.exit_code == 2);
        CHECK(contains(r.err, "ninegrid: unknown option '--bogus'"));
    }
    SECTION("an unknown option of a command") {
        const ProgramResult r = ninegrid_run({"solve", "123456780", "--algorithm", "bfs"});
        CHECK(r.exit_code == 2);
        CHECK(r.out.empty());
        CHECK(contains(r.err, "no option '--algorithm'; did you mean '--algo'?"));
    }
    SECTION("an unknown algorithm") {
        const ProgramResult r = ninegrid_run({"solve", "123456780", "--algo", "dfs"});
        CHECK(r.exit_code == 2);
        CHECK(contains(r.err, "unknown algorithm 'dfs'"));
    }
    SECTION("a heuristic without A*") {
        const ProgramResult r =
            ninegrid_run({"solve", "867254301", "--algo", "bfs", "--heuristic", "misplaced"});
        CHECK(r.exit_code == 2);
        CHECK(r.out.empty());
        CHECK(contains(r.err, "--heuristic only applies to --algo astar"));
    }
    SECTION("a weight without weighted A*") {
        const ProgramResult r = ninegrid_run({"solve", "867254301", "--weight", "3"});
        CHECK(r.exit_code == 2);
        CHECK(r.out.empty());
        CHECK(contains(r.err, "--weight only applies to --algo wastar"));
    }
    SECTION("solve without a board, or with two") {
        CHECK(ninegrid_run({"solve"}).exit_code == 2);
        const ProgramResult r =
            ninegrid_run({"solve", "1", "2", "3", "4", "5", "6", "7", "8", "0"});
        CHECK(r.exit_code == 2);
        CHECK(contains(r.err, "quote a board with spaces"));
    }
}

TEST_CASE("plain ninegrid plays, and takes every option of play", "[program]") {
    // Every option `ninegrid play` lists, with a value where it takes one: plain `ninegrid`
    // does with it what `ninegrid play` does.
    const std::vector<std::vector<std::string>> options{
        {"--level", "hard"},         {"--difficulty", "easy"}, {"--seed", "5"},
        {"--start", "123456708"},    {"--goal", "123804765"},  {"--tile-keys"},
        {"--level=hard", "--seed=3"}};
    for (const std::vector<std::string>& words : options) {
        std::vector<std::string> played{"play"};
        played.insert(played.end(), words.begin(), words.end());
        std::vector<std::string> plain = words;
        if (words.front() != "--seed" && words.front() != "--level=hard") {
            played.insert(played.end(), {"--seed", "1"});
            plain.insert(plain.end(), {"--seed", "1"});
        }
        CAPTURE(plain);
        const ProgramResult p = ninegrid_run(played, "q");
        const ProgramResult r = ninegrid_run(plain, "q");
        CHECK(r.exit_code == 0);
        CHECK(r.err.empty());
        CHECK(contains(r.out, "puzzle"));
        CHECK(r.out == p.out);
    }
    // Every option the help lists for play is in that list.
    const ProgramResult listed = ninegrid_run({"help", "--commands"});
    const std::string play_line = lines_of(listed.out).front();
    CHECK(play_line ==
          "eight play --level --difficulty --seed --start --goal --game --tile-keys --help "
          "--lang");
    SECTION("an option play does not take is refused, with the nearest one") {
        const ProgramResult r = ninegrid_run({"--sede", "5"});
        CHECK(r.exit_code == 2);
        CHECK(r.out.empty());
        CHECK(contains(r.err, "unknown option '--sede'; did you mean '--seed'?"));
        CHECK(contains(r.err, "'ninegrid play'"));
    }
}

TEST_CASE("solve prints the moves of a shortest solution", "[program]") {
    SECTION("one move") {
        const ProgramResult r = ninegrid_run({"solve", "123456708"});
        CHECK(r.exit_code == 0);
        CHECK(contains(r.out, "1 move, optimal"));
        CHECK(contains(r.out, "blank moves: R\n"));
        CHECK(contains(r.out, "tiles moved: 8\n"));
        CHECK(r.err.empty());
    }
    SECTION("already solved") {
        const ProgramResult r = ninegrid_run({"solve", "1 2 3 4 5 6 7 8 _"});
        CHECK(r.exit_code == 0);
        CHECK(contains(r.out, "Already solved: 0 moves"));
    }
    SECTION("a hardest board") {
        const ProgramResult r = ninegrid_run({"solve", "867/254/3_1"});
        CHECK(r.exit_code == 0);
        CHECK(contains(r.out, "31 moves, optimal"));
    }
}

TEST_CASE("solve explains an unsolvable board by parity and exits 1", "[program]") {
    const ProgramResult r = ninegrid_run({"solve", "213456780"});
    CHECK(r.exit_code == 1);
    CHECK(contains(r.out, "No solution"));
    CHECK(contains(r.out, "1 inversion (odd)"));
    CHECK(contains(r.out, "0 inversions (even)"));
    CHECK(contains(r.out, "parity"));
}

TEST_CASE("solve rejects a bad board with the precise problem on stderr", "[program]") {
    struct Case {
        const char* board;
        const char* message;
    };
    for (const Case& c :
         {Case{"123456580",
               "ninegrid: start board '123456580': tile 5 appears twice and tile 7 is missing\n"},
          Case{"12345678", "ninegrid: start board '12345678': expected 9 cells, got 8\n"},
          Case{"123456789",
               "ninegrid: start board '123456789': tile 9 is out of range: the tiles are 1-8 and "
               "the blank is 0, _ or .\n"},
          Case{"123/4567/80",
               "ninegrid: start board '123/4567/80': row 2 has 4 cells, expected 3\n"}}) {
        CAPTURE(c.board);
        const ProgramResult r = ninegrid_run({"solve", c.board});
        CHECK(r.exit_code == 2);
        CHECK(r.out.empty());
        CHECK(r.err == c.message);
    }
    const ProgramResult goal = ninegrid_run({"solve", "123456780", "--goal", "12345678x"});
    CHECK(goal.exit_code == 2);
    CHECK(contains(goal.err, "goal '12345678x': unexpected 'x' at column 9"));
}

TEST_CASE("solve --json gives every documented field", "[program][json]") {
    const ProgramResult r = ninegrid_run({"solve", "867254301", "--json"});
    REQUIRE(r.exit_code == 0);
    REQUIRE(lines_of(r.out).size() == 1);
    const JsonValue v = parse_json(r.out);
    CHECK(v.at("start").as_string() == "867254301");
    CHECK(v.at("goal").as_string() == "123456780");
    CHECK(v.at("solvable").as_bool());
    CHECK(v.at("length").as_int() == 31);
    const std::string moves = v.at("moves").as_string();
    CHECK(moves.size() == 31);
    CHECK(only_moves(moves));
    CHECK(replays("867254301", moves, "123456780"));
    REQUIRE(v.at("tiles").size() == 31);
    CHECK(v.at("tiles").at(0).as_int() ==
          ninegrid::eight::tiles_moved(support::board("867254301"), support::moves(moves))[0]);
    CHECK(v.at("algorithm").as_string() == "astar");
    CHECK(v.at("heuristic").as_string() == "manhattan");
    CHECK(v.at("expanded").as_int() >= 32);
    CHECK(v.at("generated").as_int() >= v.at("expanded").as_int() - 1);
    CHECK(v.at("max_frontier").as_int() > 0);
    CHECK(v.at("micros").as_number() >= 0);
    CHECK_FALSE(v.has("boards"));
}

TEST_CASE("every algorithm finds the 31-move solution of a hardest board", "[program][json]") {
    for (const char* algo : {"astar", "bfs", "table"}) {
        CAPTURE(algo);
        const ProgramResult r = ninegrid_run({"solve", "647850321", "--json", "--algo", algo});
        REQUIRE(r.exit_code == 0);
        const JsonValue v = parse_json(r.out);
        CHECK(v.at("algorithm").as_string() == algo);
        CHECK(v.at("length").as_int() == 31);
        CHECK(replays("647850321", v.at("moves").as_string(), "123456780"));
        CHECK(v.has("heuristic") == (std::string(algo) == "astar"));
    }
    const ProgramResult r = ninegrid_run({"solve", "647850321", "--json", "--heuristic=misplaced"});
    REQUIRE(r.exit_code == 0);
    const JsonValue v = parse_json(r.out);
    CHECK(v.at("heuristic").as_string() == "misplaced");
    CHECK(v.at("length").as_int() == 31);
}

TEST_CASE("every teaching search solves a board from the command line", "[program][json]") {
    const struct {
        const char* algo;
        bool optimal;
        bool heuristic;
    } cases[] = {
        {"ida", true, true},          {"bidir", true, false},  {"iddfs", true, false},
        {"greedy", false, true},      {"wastar", false, true}, {"pruned", false, false},
        {"astar-closed", true, true},
    };
    for (const auto& c : cases) {
        CAPTURE(c.algo);
        // 265103478: 10 moves; greedy takes 20.
        const ProgramResult r = ninegrid_run({"solve", "265103478", "--json", "--algo", c.algo});
        REQUIRE(r.exit_code == 0);
        const JsonValue v = parse_json(r.out);
        CHECK(v.at("algorithm").as_string() == c.algo);
        CHECK(replays("265103478", v.at("moves").as_string(), "123456780"));
        if (c.optimal) CHECK(v.at("length").as_int() == 10);
        CHECK(v.at("length").as_int() >= 10);
        CHECK(v.has("heuristic") == c.heuristic);
        CHECK(v.has("weight") == (std::string(c.algo) == "wastar"));
        CHECK_FALSE(v.has("gave_up"));
        CHECK(v.at("expanded").as_int() > 0);

        const ProgramResult human = ninegrid_run({"solve", "265103478", "--algo", c.algo});
        REQUIRE(human.exit_code == 0);
        // The others say how they compare: "optimal on this board" or "a shortest solution has".
        CHECK(c.optimal == contains(human.out, "moves, optimal ("));
        CHECK(!c.optimal == (contains(human.out, "does not promise it") ||
                             contains(human.out, "a shortest solution has 10 moves")));
    }
    const ProgramResult greedy = ninegrid_run({"solve", "265103478", "--algo", "greedy"});
    CHECK(contains(greedy.out,
                   "20 moves (greedy best-first, Manhattan distance): not optimal, a "
                   "shortest solution has 10 moves"));
    const ProgramResult closed = ninegrid_run(
        {"solve", "647850321", "--json", "--algo", "astar-closed", "--heuristic", "misplaced"});
    REQUIRE(closed.exit_code == 0);
    CHECK(parse_json(closed.out).at("heuristic").as_string() == "misplaced");
    CHECK(parse_json(closed.out).at("length").as_int() == 31);
}

TEST_CASE("solve --algo wastar takes --weight, and nothing else does", "[program]") {
    const ProgramResult r =
        ninegrid_run({"solve", "867254301", "--json", "--algo", "wastar", "--weight", "1.5"});
    REQUIRE(r.exit_code == 0);
    const JsonValue v = parse_json(r.out);
    CHECK(v.at("weight").as_number() == 1.5);
    CHECK(v.at("length").as_int() >= 31);
    CHECK(v.at("length").as_int() <= 46);  // at most 1.5 times the optimum
    CHECK(replays("867254301", v.at("moves").as_string(), "123456780"));
    const ProgramResult one =
        ninegrid_run({"solve", "867254301", "--json", "--algo", "wastar", "--weight=1"});
    REQUIRE(one.exit_code == 0);
    CHECK(parse_json(one.out).at("length").as_int() == 31);
    for (const char* bad : {"0", "0.99", "100.5", "-2", "two", "1e2", "", "2.", "1..5", "inf",
                            "nan", "0x10", "2,5"}) {
        CAPTURE(bad);
        const ProgramResult e =
            ninegrid_run({"solve", "867254301", "--algo", "wastar", "--weight", bad});
        if (std::string(bad) == "2.") {  // a trailing point is still a number
            CHECK(e.exit_code == 0);
            continue;
        }
        CHECK(e.exit_code == 2);
        CHECK(e.out.empty());
        CHECK(contains(e.err, "--weight '" + std::string(bad) +
                                  "': expected a number from 1 to 100, e.g. 2 or 1.5"));
    }
    for (const char* algo : {"astar", "bfs", "greedy", "ida"}) {
        CAPTURE(algo);
        const ProgramResult e =
            ninegrid_run({"solve", "867254301", "--algo", algo, "--weight", "2"});
        CHECK(e.exit_code == 2);
        CHECK(e.out.empty());
        CHECK(contains(e.err, "--weight only applies to --algo wastar"));
    }
    const ProgramResult h =
        ninegrid_run({"solve", "867254301", "--algo", "ida", "--heuristic", "misplaced"});
    CHECK(h.exit_code == 2);
    CHECK(contains(h.err, "--heuristic only applies to --algo astar and --algo astar-closed"));
}

TEST_CASE("a search that gives up says so and exits 1, though the board is solvable", "[program]") {
    SECTION("pruned, on a board 6 moves away") {
        const ProgramResult r = ninegrid_run({"solve", "123746580", "--algo", "pruned"});
        CHECK(r.exit_code == 1);
        CHECK(contains(r.out,
                       "No solution found: the handout's pruned breadth-first search gave "
                       "up (its rule kept no path to the goal within 50 moves), though the "
                       "board can reach the goal in 6 moves."));
        const ProgramResult j = ninegrid_run({"solve", "123746580", "--algo", "pruned", "--json"});
        CHECK(j.exit_code == 1);
        const JsonValue v = parse_json(j.out);
        CHECK(v.at("solvable").as_bool());
        CHECK(v.at("gave_up").as_bool());
        CHECK(v.at("length").is_null());
        CHECK(v.at("moves").is_null());
        CHECK_FALSE(v.has("start_inversions"));
    }
    SECTION("in a batch, a line of its own, counted as unsolvable") {
        const ProgramResult r = ninegrid_run({"solve", "--batch", "--algo", "pruned"},
                                             "123746580\n123456708\n213456780\n");
        CHECK(r.exit_code == 0);
        CHECK(r.out == "gave up\n1 R\nunsolvable\n");
    }
}

TEST_CASE("solve --json describes an unsolvable board", "[program][json]") {
    const ProgramResult r = ninegrid_run({"solve", "213456780", "--json"});
    CHECK(r.exit_code == 1);
    const JsonValue v = parse_json(r.out);
    CHECK_FALSE(v.at("solvable").as_bool());
    CHECK(v.at("length").is_null());
    CHECK(v.at("moves").is_null());
    CHECK(v.at("start_inversions").as_int() == 1);
    CHECK(v.at("goal_inversions").as_int() == 0);
    CHECK(v.at("expanded").as_int() == 0);
}

TEST_CASE("solve works towards another goal", "[program]") {
    const ProgramResult r =
        ninegrid_run({"solve", "283104765", "--goal", "1 2 3 / 8 _ 4 / 7 6 5", "--json"});
    REQUIRE(r.exit_code == 0);
    const JsonValue v = parse_json(r.out);
    CHECK(v.at("goal").as_string() == "123804765");
    CHECK(v.at("length").as_int() == 4);
    CHECK(replays("283104765", v.at("moves").as_string(), "123804765"));

    // The default goal has the other parity.
    const ProgramResult no = ninegrid_run({"solve", "123456780", "--goal", "123804765"});
    CHECK(no.exit_code == 1);
    CHECK(contains(no.out, "7 inversions (odd)"));
}

TEST_CASE("solve --boards prints every board on the way", "[program]") {
    SECTION("as text") {
        const ProgramResult r = ninegrid_run({"solve", "867254301", "--boards"});
        REQUIRE(r.exit_code == 0);
        std::string moves;
        for (const std::string& line : lines_of(r.out)) {
            if (line.rfind("blank moves:", 0) == 0) {
                for (char c : line.substr(12)) {
                    if (c != ' ') moves += c;
                }
            }
        }
        REQUIRE(moves.size() == 31);
        CHECK(replays("867254301", moves, "123456780"));
        // The boards come nine to a row, each labelled "start" or with its step and the move.
        const std::vector<std::string> lines = lines_of(r.out);
        std::vector<std::string> labels;
        bool in_path = false;  // the boards follow the line with the search's counters
        for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
            in_path = in_path || lines[i].rfind("expanded ", 0) == 0;
            if (!in_path || !lines[i].empty()) continue;
            std::istringstream words(lines[i + 1]);
            for (std::string w; words >> w;)
                labels.push_back(w);
        }
        REQUIRE(labels.size() == 1 + 2 * 31);
        CHECK(labels[0] == "start");
        for (std::size_t step = 1; step <= 31; ++step) {
            CAPTURE(step);
            CHECK(labels[2 * step - 1] == std::to_string(step));
            CHECK(labels[2 * step] == std::string(1, moves[step - 1]));
        }
        // The last board is the goal.
        REQUIRE(lines.size() >= 3);
        auto ends_with = [](const std::string& line, const std::string& end) {
            return line.size() >= end.size() &&
                   line.compare(line.size() - end.size(), end.size(), end) == 0;
        };
        CHECK(ends_with(lines[lines.size() - 3], "1 2 3"));
        CHECK(ends_with(lines[lines.size() - 2], "4 5 6"));
        CHECK(ends_with(lines[lines.size() - 1], "7 8 _"));
    }
    SECTION("as JSON") {
        const ProgramResult r = ninegrid_run({"solve", "867254301", "--boards", "--json"});
        REQUIRE(r.exit_code == 0);
        const JsonValue v = parse_json(r.out);
        const std::string moves = v.at("moves").as_string();
        const JsonValue& boards = v.at("boards");
        REQUIRE(boards.size() == 32);
        CHECK(boards.at(0).as_string() == "867254301");
        CHECK(boards.at(31).as_string() == "123456780");
        for (std::size_t i = 0; i < moves.size(); ++i) {
            CAPTURE(i);
            CHECK(replays(boards.at(i).as_string(), moves.substr(i, 1),
                          boards.at(i + 1).as_string()));
        }
    }
}

TEST_CASE("solve --batch answers every input line in order", "[program][batch]") {
    const std::string input = "123456780\n123456708\n213456780\nbad\n\n867254301\n";
    const ProgramResult r = ninegrid_run({"solve", "--batch"}, input);
    const std::vector<std::string> lines = lines_of(r.out);
    REQUIRE(lines.size() == 5);  // the blank line gets no answer
    CHECK(lines[0] == "0 -");
    CHECK(lines[1] == "1 R");
    CHECK(lines[2] == "unsolvable");
    CHECK(lines[3] ==
          "error: unexpected 'b' at column 1: cells are the digits 1-8 and the blank (0, _ or .)");
    REQUIRE(lines[4].rfind("31 ", 0) == 0);
    CHECK(lines[4].size() == 3 + 31);
    CHECK(replays("867254301", lines[4].substr(3), "123456780"));
    // A bad line makes the exit status 2 but never stops the batch.
    CHECK(r.exit_code == 2);
    CHECK(contains(r.err, "6 lines: 3 solved, 1 unsolvable, 1 error, 1 skipped in "));
}

TEST_CASE("blank lines in a batch are skipped, not errors", "[program][batch]") {
    const ProgramResult r =
        ninegrid_run({"solve", "--batch"}, "\n123456708\n  \t \r\n\n213456780\n\n");
    CHECK(r.exit_code == 0);
    CHECK(lines_of(r.out) == std::vector<std::string>{"1 R", "unsolvable"});
    CHECK(contains(r.err, "6 lines: 1 solved, 1 unsolvable, 0 errors, 4 skipped in "));
    // Separators with no cells are not blank: a board was meant.
    const ProgramResult commas = ninegrid_run({"solve", "--batch"}, ",,,\n");
    CHECK(commas.exit_code == 2);
    CHECK(commas.out == "error: empty board: expected 9 cells, e.g. 123456780 or 123/456/780\n");
}

TEST_CASE("a clean batch exits 0, even with unsolvable boards", "[program][batch]") {
    const ProgramResult r = ninegrid_run({"solve", "--batch", "--algo", "table"},
                                         "123456708\n213456780\n1 2 3 4 5 6 7 8 0");
    CHECK(r.exit_code == 0);
    CHECK(lines_of(r.out) == std::vector<std::string>{"1 R", "unsolvable", "0 -"});
    CHECK(contains(r.err, "3 lines: 2 solved, 1 unsolvable, 0 errors"));

    const ProgramResult empty = ninegrid_run({"solve", "--batch"}, "");
    CHECK(empty.exit_code == 0);
    CHECK(empty.out.empty());
    CHECK(contains(empty.err, "0 lines"));
}

TEST_CASE("a batch accepts Windows line endings", "[program][batch]") {
    const ProgramResult r =
        ninegrid_run({"solve", "--batch"}, "123456708\r\n123/456/780\r\n\r\n213456780\r\n");
    CHECK(lines_of(r.out) == std::vector<std::string>{"1 R", "0 -", "unsolvable"});
    CHECK(r.exit_code == 0);
}

TEST_CASE("a batch follows --goal and --algo", "[program][batch]") {
    std::string input;
    for (const ninegrid::eight::State& s :
         support::sample_boards(support::classroom_goal(), 8, 20)) {
        input += ninegrid::eight::to_compact(s) + "\n";
    }
    const ProgramResult bfs =
        ninegrid_run({"solve", "--batch", "--goal", "123804765", "--algo", "bfs"}, input);
    const ProgramResult astar = ninegrid_run({"solve", "--batch", "--goal", "123804765"}, input);
    REQUIRE(bfs.exit_code == 0);
    REQUIRE(astar.exit_code == 0);
    const std::vector<std::string> starts = lines_of(input);
    const std::vector<std::string> a = lines_of(bfs.out);
    const std::vector<std::string> b = lines_of(astar.out);
    REQUIRE(a.size() == starts.size());
    REQUIRE(b.size() == starts.size());
    for (std::size_t i = 0; i < starts.size(); ++i) {
        CAPTURE(starts[i], a[i], b[i]);
        // Same optimal length; each path reaches the classroom goal.
        const std::size_t space_a = a[i].find(' ');
        const std::size_t space_b = b[i].find(' ');
        REQUIRE(space_a != std::string::npos);
        REQUIRE(space_b != std::string::npos);
        CHECK(a[i].substr(0, space_a) == b[i].substr(0, space_b));
        CHECK(replays(starts[i], a[i].substr(space_a + 1), "123804765"));
        CHECK(replays(starts[i], b[i].substr(space_b + 1), "123804765"));
    }
}

TEST_CASE("a table batch from a pipe answers as the per-line solver does", "[program][batch]") {
    // Standard input is scanned in place and the boards walked a chunk at a time; the JSON
    // batch answers one line at a time from the same table.
    std::string input;
    int i = 0;
    for (const ninegrid::eight::State& s :
         support::sample_boards(ninegrid::eight::State(), 4, 3000)) {
        input += ninegrid::eight::to_compact(s) + (++i % 2 == 0 ? "\n" : "\r\n");
        if (i % 97 == 0) input += "213456780\n\n1 2 3 4 5 6 7 8 0\n123456789\n";
        if (i == 1500) input += std::string(70000, '1') + "\n";
    }
    const ProgramResult text = ninegrid_run({"solve", "--batch", "--algo", "table"}, input);
    const ProgramResult json =
        ninegrid_run({"solve", "--batch", "--algo", "table", "--json"}, input);
    const std::vector<std::string> got = lines_of(text.out);
    const std::vector<std::string> objects = lines_of(json.out);
    REQUIRE(got.size() == objects.size());
    REQUIRE(got.size() == 3000 + 3 * (3000 / 97) + 1);
    for (std::size_t k = 0; k < got.size(); ++k) {
        const JsonValue v = parse_json(objects[k]);
        std::string expected;
        if (v.has("error")) {
            expected = "error: " + v.at("error").as_string();
        } else if (!v.at("solvable").as_bool()) {
            expected = "unsolvable";
        } else {
            const std::int64_t n = v.at("length").as_int();
            expected = std::to_string(n) + " " + (n == 0 ? "-" : v.at("moves").as_string());
        }
        CAPTURE(k);
        REQUIRE(got[k] == expected);
    }
    CHECK(text.exit_code == 2);
    CHECK(contains(text.err, "3121 lines: 3030 solved, 30 unsolvable, 31 errors, 30 skipped in "));
    CHECK(json.err.substr(0, json.err.rfind(" in ")) == text.err.substr(0, text.err.rfind(" in ")));
}

TEST_CASE("solve --batch --json prints one object per input line", "[program][batch][json]") {
    const std::string input = "123456780\n123456708\n213456780\nbad\"\\\n\n867254301\n";
    const ProgramResult r = ninegrid_run({"solve", "--batch", "--json"}, input);
    CHECK(r.exit_code == 2);
    const std::vector<std::string> lines = lines_of(r.out);
    REQUIRE(lines.size() == 5);  // none for the blank line
    std::vector<JsonValue> v;
    for (const std::string& line : lines) {
        CAPTURE(line);
        v.push_back(parse_json(line));
    }
    CHECK(v[0].at("length").as_int() == 0);
    CHECK(v[0].at("moves").as_string().empty());
    CHECK(v[1].at("moves").as_string() == "R");
    CHECK_FALSE(v[2].at("solvable").as_bool());
    CHECK(v[2].at("length").is_null());
    CHECK(v[3].at("input").as_string() == "bad\"\\");
    CHECK(v[3].at("error").as_string().rfind("unexpected 'b' at column 1", 0) == 0);
    CHECK(v[4].at("start").as_string() == "867254301");
    CHECK(v[4].at("length").as_int() == 31);
    CHECK(replays("867254301", v[4].at("moves").as_string(), "123456780"));
}

TEST_CASE("solve --batch --json stays valid JSON for input that is not UTF-8",
          "[program][batch][json]") {
    const ProgramResult r = ninegrid_run({"solve", "--batch", "--json"},
                                         "\xff"
                                         "23456780\n");
    CHECK(r.exit_code == 2);
    const std::vector<std::string> lines = lines_of(r.out);
    REQUIRE(lines.size() == 1);
    const JsonValue v = parse_json(lines[0]);
    CHECK(v.at("input").as_string() ==
          "\xef\xbf\xbd"
          "23456780");
    CHECK(v.at("error").as_string().rfind("unexpected byte 0xFF at column 1", 0) == 0);
}

TEST_CASE("a batch line longer than 4096 bytes is an error and the batch goes on",
          "[program][batch]") {
    // Ten megabytes of cells: refused by its length, never held in memory or parsed.
    const std::string input = "123456708\n" + std::string(10 << 20, '1') + "\n213456780\n";
    const ProgramResult r = ninegrid_run({"solve", "--batch"}, input);
    CHECK(r.exit_code == 2);
    CHECK(lines_of(r.out) ==
          std::vector<std::string>{"1 R", "error: line 2: longer than 4096 bytes", "unsolvable"});
    CHECK(contains(r.err, "3 lines: 1 solved, 1 unsolvable, 1 error"));

    const ProgramResult json = ninegrid_run({"solve", "--batch", "--json"}, input);
    const std::vector<std::string> lines = lines_of(json.out);
    REQUIRE(lines.size() == 3);
    const JsonValue v = parse_json(lines[1]);
    CHECK(v.at("input").is_null());
    CHECK(v.at("error").as_string() == "line 2: longer than 4096 bytes");
}

TEST_CASE("a full-width digit in a board is named, not shown as a byte", "[program]") {
    const ProgramResult r = ninegrid_run({"solve",
                                          "12\xEF\xBC\x93"
                                          "456780"});
    CHECK(r.exit_code == 2);
    CHECK(contains(r.err, ": unexpected character '\xEF\xBC\x93' (U+FF13) at column 3: "));
    const ProgramResult batch = ninegrid_run({"solve", "--batch"},
                                             "\xE4\xB8\x80"
                                             "23456780\n");
    CHECK(batch.out ==
          "error: unexpected character '\xE4\xB8\x80' (U+4E00) at column 1: cells are the digits "
          "1-8 and the blank (0, _ or .)\n");
}

TEST_CASE("solve --batch refuses a board argument and --boards", "[program][batch]") {
    const ProgramResult a = ninegrid_run({"solve", "--batch", "123456780"});
    CHECK(a.exit_code == 2);
    CHECK(contains(a.err, "--batch reads boards from standard input"));
    const ProgramResult b = ninegrid_run({"solve", "--batch", "--boards"});
    CHECK(b.exit_code == 2);
    CHECK(contains(b.err, "--boards cannot be combined with --batch"));
}

TEST_CASE("stats --json describes the whole space", "[program][json]") {
    const ProgramResult r = ninegrid_run({"stats", "--json"});
    REQUIRE(r.exit_code == 0);
    const JsonValue v = parse_json(r.out);
    CHECK(v.at("goal").as_string() == "123456780");
    CHECK(v.at("reachable").as_int() == 181440);
    CHECK(v.at("max_distance").as_int() == 31);
    CHECK(v.at("mean").number_text() == "21.9724");
    const JsonValue& counts = v.at("counts");
    REQUIRE(counts.size() == 32);
    CHECK(counts.at(0).as_int() == 1);
    CHECK(counts.at(24).as_int() == 24047);
    CHECK(counts.at(31).as_int() == 2);
    std::int64_t sum = 0;
    for (const JsonValue& c : counts.items())
        sum += c.as_int();
    CHECK(sum == 181440);
    const JsonValue& hardest = v.at("hardest");
    REQUIRE(hardest.size() == 2);
    CHECK(hardest.at(0).as_string() == "647850321");
    CHECK(hardest.at(1).as_string() == "867254301");
    CHECK(v.at("micros").as_number() >= 0);
}

TEST_CASE("stats follows --goal", "[program][json]") {
    const ProgramResult r = ninegrid_run({"stats", "--goal", "123804765", "--json"});
    REQUIRE(r.exit_code == 0);
    const JsonValue v = parse_json(r.out);
    CHECK(v.at("goal").as_string() == "123804765");
    CHECK(v.at("reachable").as_int() == 181440);
    const std::int64_t max = v.at("max_distance").as_int();
    CHECK(static_cast<std::int64_t>(v.at("counts").size()) == max + 1);
    CHECK(static_cast<std::int64_t>(v.at("hardest").size()) ==
          v.at("counts").at(static_cast<std::size_t>(max)).as_int());
}

TEST_CASE("stats prints a readable summary", "[program]") {
    const ProgramResult r = ninegrid_run({"stats"});
    CHECK(r.exit_code == 0);
    CHECK(contains(r.out, "181440"));
    CHECK(contains(r.out, "at most 31"));
    CHECK(contains(r.out, "867254301"));
    CHECK(contains(r.out, "647850321"));
}

TEST_CASE("stats refuses a bad goal and stray words", "[program]") {
    const ProgramResult r = ninegrid_run({"stats", "--goal", "12345"});
    CHECK(r.exit_code == 2);
    CHECK(r.out.empty());
    CHECK(r.err == "ninegrid: goal '12345': expected 9 cells, got 5\n");
    const ProgramResult s = ninegrid_run({"stats", "123456780"});
    CHECK(s.exit_code == 2);
    CHECK(contains(s.err, "'ninegrid stats' takes no words: drop "));
}

TEST_CASE("output that cannot be written is an error, not success", "[posix][program]") {
    // /dev/full refuses every write with ENOSPC.
    for (const char* script : {"\"$0\" solve 123456708 > /dev/full", "\"$0\" --help > /dev/full",
                               "\"$0\" stats > /dev/full"}) {
        CAPTURE(script);
        const ProgramResult r = support::run_script(script, NINEGRID_BINARY);
        CHECK(r.exit_code == 2);
        CHECK(r.err == "ninegrid: cannot write standard output: No space left on device\n");
    }
}

TEST_CASE("messages that cannot be written make the exit status 2", "[posix][program][batch]") {
    // Before, the batch's totals were lost and the status was 0.
    const ProgramResult batch = support::run_script(
        "printf '123456780\\n' | \"$0\" solve --batch 2>/dev/full", NINEGRID_BINARY);
    CHECK(batch.out == "0 -\n");
    CHECK(batch.exit_code == 2);
    const ProgramResult fifteen = support::run_script(
        "printf '123456789abcdef0\\n' | \"$0\" fifteen solve --batch 2>/dev/full", NINEGRID_BINARY);
    CHECK(fifteen.out == "0 -\n");
    CHECK(fifteen.exit_code == 2);
    // A command that has nothing to say on standard error is not hurt by it.
    const ProgramResult quiet =
        support::run_script("\"$0\" solve 123456708 2>/dev/full", NINEGRID_BINARY);
    CHECK(quiet.exit_code == 0);
    CHECK(contains(quiet.out, "1 move"));
}

TEST_CASE("a batch stops at the first write that fails", "[posix][program][batch]") {
    // Before, each of these ran until its input ended (`yes` never ends), and the totals
    // counted lines as solved that no one saw.
    SECTION("a full disk") {
        const ProgramResult r =
            support::run_script("yes 123456708 | \"$0\" solve --batch > /dev/full", NINEGRID_BINARY,
                                {}, std::chrono::seconds(60));
        REQUIRE_FALSE(r.timed_out);
        CHECK(r.exit_code == 2);
        CHECK(r.err.rfind("ninegrid solve: cannot write standard output: No space left on device\n"
                          "ninegrid solve: stopped after 0 lines: 0 solved, 0 unsolvable, 0 "
                          "errors in ",
                          0) == 0);
        CHECK_FALSE(contains(r.err, "ninegrid: "));  // said once
    }
    SECTION("a pipe closed early, with SIGPIPE ignored") {
        const ProgramResult r = support::run_script(
            "trap '' PIPE; yes 123456708 | { \"$0\" solve --batch; echo \"status $?\" >&2; } | "
            "head -n 1",
            NINEGRID_BINARY, {}, std::chrono::seconds(60));
        REQUIRE_FALSE(r.timed_out);
        CHECK(r.out == "1 R\n");
        CHECK(contains(r.err, "status 2\n"));
        CHECK(contains(r.err, "ninegrid solve: cannot write standard output: Broken pipe\n"));
        CHECK(contains(r.err, "ninegrid solve: stopped after "));
    }
    SECTION("a closed standard output, before the input ends") {
        std::string input;
        for (int i = 0; i < 200000; ++i)
            input += "123456708\n";
        const ProgramResult r =
            support::run_script("\"$0\" solve --batch >&-", NINEGRID_BINARY, input);
        CHECK(r.exit_code == 2);
        CHECK(contains(r.err,
                       "ninegrid solve: cannot write standard output: Bad file descriptor\n"
                       "ninegrid solve: stopped after 0 lines: "));
        CHECK_FALSE(contains(r.err, "200000"));
    }
}

TEST_CASE("a directory as standard input of a batch is refused", "[posix][program]") {
    const ProgramResult r = support::run_script("\"$0\" solve --batch < /", NINEGRID_BINARY);
    CHECK(r.exit_code == 2);
    CHECK(contains(r.err, "ninegrid solve: cannot read standard input: Is a directory\n"));
    CHECK(r.out.empty());
}

TEST_CASE("a closed standard input is an error, not an empty batch", "[posix][program][batch]") {
    const ProgramResult r = support::run_script("\"$0\" solve --batch <&-", NINEGRID_BINARY);
    CHECK(r.exit_code == 2);
    CHECK(r.err ==
          "ninegrid solve: cannot read standard input: Bad file descriptor\n"
          "ninegrid solve: stopped after 0 lines: 0 solved, 0 unsolvable, 0 errors in " +
              r.err.substr(r.err.rfind(" in ") + 4));
    CHECK(r.out.empty());
}

TEST_CASE("a board echoed in an error cannot send escape sequences", "[program]") {
    const ProgramResult r = ninegrid_run({"solve", "\x1b[31mRED"});
    CHECK(r.exit_code == 2);
    CHECK(r.err.find('\x1b') == std::string::npos);
    CHECK(contains(r.err, "'\\x1B[31mRED'"));
}
