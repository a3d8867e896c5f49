// SPDX-License-Identifier: MIT
// `ninegrid solve --batch`: the table's chunked path answers every line as the per-line path does.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "games/eight/commands.hpp"
#include "games/eight/support/boards.hpp"
#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/rank.hpp"
#include "ninegrid/eight/solvability.hpp"
#include "support/catch.hpp"
#include "support/json.hpp"

namespace {

struct Run {
    int code = 0;
    std::string out;
    std::string err;  // the totals, without the time they took
};

Run solve(std::vector<std::string> args, const std::string& input) {
    args.insert(args.begin(), "--batch");
    std::istringstream in(input);
    std::ostringstream out;
    std::ostringstream err;
    Run r;
    r.code = ninegrid::eight::run_solve(args, {in, out, err});
    r.out = out.str();
    r.err = err.str();
    const std::size_t in_at = r.err.rfind(" in ");
    if (in_at != std::string::npos) r.err.erase(in_at);
    return r;
}

// The text answers the per-line path gives, read off its JSON answers (which carry the same
// table's moves): the answers to compare the chunked path with.
std::string text_from_json(const std::string& json_lines) {
    std::string text;
    std::istringstream lines(json_lines);
    for (std::string line; std::getline(lines, line);) {
        const support::JsonValue v = support::parse_json(line);
        if (v.has("error")) {
            text += "error: " + v.at("error").as_string() + "\n";
        } else if (!v.at("solvable").as_bool()) {
            text += "unsolvable\n";
        } else if (v.at("length").as_int() == 0) {
            text += "0 -\n";
        } else {
            text +=
                std::to_string(v.at("length").as_int()) + " " + v.at("moves").as_string() + "\n";
        }
    }
    return text;
}

// Boards of both parities with every other kind of line among them: not boards (in the exact
// nine-digit form and not), boards in the other forms, blank lines, a line too long, CR LF.
std::string mixed_input(const ninegrid::eight::State& goal, int count) {
    const std::vector<std::string> others{"bad",
                                          "112345678",
                                          "12345678",
                                          "1234567890",
                                          "123456789",
                                          "1 2 3 4 5 6 7 8 0",
                                          "123/456/780",
                                          "_12345678",
                                          "  123456780",
                                          "123456780\r",
                                          "",
                                          " \t",
                                          ",,,",
                                          std::string(5000, '1'),
                                          "12345678\xff"};
    ninegrid::eight::Rng rng(11);
    std::string input;
    for (int i = 0; i < count; ++i) {
        if (i % 9 == 4) {
            input += others[static_cast<std::size_t>(i / 9) % others.size()];
        } else if (i % 5 == 0) {
            input += ninegrid::eight::to_compact(ninegrid::eight::cantor_unrank(
                ninegrid::eight::uniform_below(rng, ninegrid::eight::kPermutationCount)));
        } else {
            input += ninegrid::eight::to_compact(ninegrid::eight::random_solvable(goal, rng));
        }
        input += '\n';
    }
    return input;
}

}  // namespace

TEST_CASE("a table batch answers every kind of line as the per-line solver does",
          "[solve_command][batch]") {
    for (const std::string goal : {"123456780", "123804765"}) {
        CAPTURE(goal);
        const std::string input = mixed_input(support::board(goal), 3000);
        const Run fast = solve({"--algo", "table", "--goal", goal}, input);
        const Run per_line = solve({"--algo", "table", "--goal", goal, "--json"}, input);
        CHECK(fast.out == text_from_json(per_line.out));
        CHECK(fast.err == per_line.err);
        CHECK(fast.code == per_line.code);
        CHECK(fast.code == 2);  // lines that are not boards
        // A*, one line at a time, gives the same errors, the same unsolvable boards and the
        // same lengths.
        const Run astar = solve({"--algo", "astar", "--goal", goal}, input);
        std::istringstream a(fast.out);
        std::istringstream b(astar.out);
        std::string x;
        std::string y;
        std::size_t lines = 0;
        while (std::getline(a, x) && std::getline(b, y)) {
            ++lines;
            CHECK(x.substr(0, x.find(' ')) == y.substr(0, y.find(' ')));
        }
        CHECK_FALSE(std::getline(b, y));
        CHECK(fast.err == astar.err);
        CHECK(lines > 2500);
    }
}

TEST_CASE("a table batch is the same whatever its length", "[solve_command][batch]") {
    // Around the 32 boards walked together and the 1024 lines of a chunk.
    const ninegrid::eight::State goal;
    const std::string all = mixed_input(goal, 2100);
    for (const std::size_t count :
         std::vector<std::size_t>{1, 2, 31, 32, 33, 64, 65, 1023, 1024, 1025, 2049, 2100}) {
        CAPTURE(count);
        std::size_t end = 0;
        for (std::size_t i = 0; i < count; ++i)
            end = all.find('\n', end) + 1;
        const std::string input = all.substr(0, end);
        const Run fast = solve({"--algo", "table"}, input);
        const Run per_line = solve({"--algo", "table", "--json"}, input);
        CHECK(fast.out == text_from_json(per_line.out));
        CHECK(fast.err == per_line.err);
        CHECK(fast.code == per_line.code);
    }
    // Only good boards: every one solved, in order.
    std::string boards;
    for (const ninegrid::eight::State& s : support::sample_boards(goal, 3, 100))
        boards += ninegrid::eight::to_compact(s) + "\n";
    const Run fast = solve({"--algo", "table"}, boards);
    CHECK(fast.code == 0);
    CHECK(fast.out == text_from_json(solve({"--algo", "table", "--json"}, boards).out));
    CHECK(fast.err == "ninegrid solve: 100 lines: 100 solved, 0 unsolvable, 0 errors");
}

TEST_CASE("a table batch of the goal and its neighbours", "[solve_command][batch]") {
    const Run r = solve({"--algo", "table"}, "123456780\n123456708\n213456780\n867254301\n");
    CHECK(r.code == 0);
    std::istringstream lines(r.out);
    std::vector<std::string> got;
    for (std::string line; std::getline(lines, line);)
        got.push_back(line);
    REQUIRE(got.size() == 4);
    CHECK(got[0] == "0 -");
    CHECK(got[1] == "1 R");
    CHECK(got[2] == "unsolvable");
    REQUIRE(got[3].size() == 3 + 31);
    CHECK(got[3].substr(0, 3) == "31 ");
    CHECK(ninegrid::eight::replay(support::board("867254301"), support::moves(got[3].substr(3))) ==
          ninegrid::eight::State());
}

TEST_CASE("a batch counts the boards a search gave up on", "[solve_command][batch]") {
    // The handout's pruning rule cuts every path from 123746580; 813402765 needs 14 moves.
    const Run r = solve({"--algo", "pruned"}, "813402765\n123746580\n213456780\n");
    CHECK(r.code == 0);
    CHECK(r.out == "14 RDLLUURDLDRURD\ngave up\nunsolvable\n");
    CHECK(r.err == "ninegrid solve: 3 lines: 1 solved, 1 unsolvable, 1 gave up, 0 errors");
}
