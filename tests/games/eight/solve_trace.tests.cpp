// SPDX-License-Identifier: MIT
// `ninegrid solve --trace`: the steps as lines and as JSON Lines, the limit, and what is refused.
#include <sstream>
#include <string>
#include <vector>

#include "support/catch.hpp"
#include "support/json.hpp"
#include "support/run_program.hpp"
#include "support/text.hpp"

using support::contains;

namespace {

support::ProgramResult ninegrid(std::vector<std::string> args) {
    args.insert(args.begin(), "solve");
    return support::run_program(NINEGRID_BINARY, args);
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

bool has_line(const std::string& text, const std::string& line) {
    for (const std::string& l : lines_of(text)) {
        if (l == line) return true;
    }
    return false;
}

}  // namespace

TEST_CASE("solve --trace shows each step aligned, then the result", "[eight][solve][trace]") {
    const auto r = ninegrid({"123405786", "--trace"});
    REQUIRE(r.exit_code == 0);
    // Step numbers take the width of the limit's (20 by default).
    CHECK(has_line(r.out, "step  1  expand 1 2 3 / 4 _ 5 / 7 8 6   g  0  h  2  f  2   frontier 0"));
    CHECK(has_line(r.out, "         R      1 2 3 / 4 5 _ / 7 8 6   g  1  h  1  f  2   new"));
    CHECK(has_line(r.out, "step  2  expand 1 2 3 / 4 5 _ / 7 8 6   g  1  h  1  f  2   frontier 3"));
    CHECK(has_line(r.out,
                   "         L      1 2 3 / 4 _ 5 / 7 8 6   g  2               "
                   "pruned: undoes the last move, not generated"));
    CHECK(has_line(r.out,
                   "step  3  expand 1 2 3 / 4 5 6 / 7 8 _   g  2  h  0  f  2   frontier 4"
                   "   the goal: the search stops"));
    CHECK(has_line(r.out, "2 moves, optimal (A*, Manhattan distance)"));
    CHECK(has_line(r.out, "blank moves: R D"));
    CHECK_FALSE(contains(r.out, "not shown"));  // all 3 steps were
}

TEST_CASE("solve --trace --limit shows that many steps and says how many it left out",
          "[eight][solve][trace]") {
    const auto r = ninegrid({"813402765", "--trace", "--limit", "2"});
    REQUIRE(r.exit_code == 0);
    CHECK(contains(r.out, "step 2  expand"));
    CHECK_FALSE(contains(r.out, "step 3"));
    // 44 expansions and one stale entry: 45 steps.
    CHECK(has_line(r.out, "... and 43 more steps not shown (--limit 2)"));
    CHECK(has_line(r.out, "14 moves, optimal (A*, Manhattan distance)"));
    CHECK(contains(r.out, "expanded 44, generated 75, peak frontier 31"));
    SECTION("a stale entry is shown as one") {
        const auto all = ninegrid({"813402765", "--trace", "--limit=100"});
        CHECK(contains(all.out,
                       "step  21  stale  8 1 3 / 4 5 6 / 7 _ 2   g  7  h  7  f 14   "
                       "frontier 15   skipped: a shorter path (g 5) was found after it "
                       "was queued"));
        CHECK(contains(all.out, "improved: a shorter path than g 7"));
        CHECK(contains(all.out, "stale: reached before with g 6"));
    }
}

TEST_CASE("solve --trace --json writes one object per step, then the result",
          "[eight][solve][trace]") {
    for (const char* algo :
         {"astar", "bfs", "ida", "iddfs", "bidir", "greedy", "wastar", "pruned", "astar-closed"}) {
        INFO(algo);
        const auto traced =
            ninegrid({"813402765", "--trace", "--json", "--limit", "7", "--algo", algo});
        const auto plain = ninegrid({"813402765", "--json", "--algo", algo});
        REQUIRE(traced.exit_code == 0);
        const std::vector<std::string> lines = lines_of(traced.out);
        REQUIRE(lines.size() == 8);
        for (std::size_t i = 0; i < 7; ++i) {
            const support::JsonValue step = support::parse_json(lines[i]);
            CHECK(step.at("type").as_string() == "step");
            CHECK(step.at("step").as_int() == static_cast<int>(i + 1));
            CHECK(step.at("board").as_string().size() == 9);
            CHECK(step.has("g"));
            CHECK(step.has("frontier"));
            CHECK(step.has("kind"));
        }
        const support::JsonValue first = support::parse_json(lines[0]);
        CHECK(first.at("board").as_string() == "813402765");
        CHECK(first.at("kind").as_string() == "expand");
        CHECK(first.at("g").as_int() == 0);
        CHECK(first.at("children").at(0).has("status"));
        const support::JsonValue result = support::parse_json(lines[7]);
        const support::JsonValue untraced = support::parse_json(plain.out);
        CHECK(result.at("type").as_string() == "result");
        CHECK(result.at("moves").as_string() == untraced.at("moves").as_string());
        CHECK(result.at("expanded").as_int() == untraced.at("expanded").as_int());
        CHECK(result.at("generated").as_int() == untraced.at("generated").as_int());
        CHECK(result.at("max_frontier").as_int() == untraced.at("max_frontier").as_int());
        CHECK(result.at("steps_shown").as_int() == 7);
        CHECK(result.at("steps").as_int() ==
              result.at("steps_shown").as_int() + result.at("steps_not_shown").as_int());
    }
}

TEST_CASE("solve --trace fields are exact in JSON", "[eight][solve][trace]") {
    const auto r = ninegrid({"123405786", "--trace", "--json"});
    const std::vector<std::string> lines = lines_of(r.out);
    REQUIRE(lines.size() == 4);
    const support::JsonValue second = support::parse_json(lines[1]);
    CHECK(second.at("h").as_int() == 1);
    CHECK(second.at("f").as_int() == 2);
    CHECK(second.at("frontier").as_int() == 3);
    CHECK(second.at("children").at(1).at("board").as_string() == "123456780");
    CHECK(second.at("children").at(2).at("status").as_string() == "undo");
    CHECK(support::parse_json(lines[2]).at("goal").as_bool());
    CHECK(support::parse_json(lines[3]).at("steps").as_int() == 3);
}

TEST_CASE("solve --trace refuses what it cannot show", "[eight][solve][trace]") {
    for (const char* bad : {"0", "-1", "abc", "1.5", "", "1000001"}) {
        INFO(bad);
        const auto r = ninegrid({"813402765", "--trace", "--limit", bad});
        CHECK(r.exit_code == 2);
        CHECK(contains(r.err, "--limit"));
        CHECK(r.out.empty());
    }
    const auto no_trace = ninegrid({"813402765", "--limit", "5"});
    CHECK(no_trace.exit_code == 2);
    CHECK(contains(no_trace.err, "--limit only applies with --trace"));
    const auto batch =
        support::run_program(NINEGRID_BINARY, {"solve", "--batch", "--trace"}, "813402765\n");
    CHECK(batch.exit_code == 2);
    CHECK(contains(batch.err, "--batch"));
    CHECK(batch.out.empty());
    const auto table = ninegrid({"813402765", "--trace", "--algo", "table"});
    CHECK(table.exit_code == 2);
    CHECK(contains(table.err, "--algo table does not search"));
}

TEST_CASE("solve --trace of a board that cannot reach the goal answers as solve does",
          "[eight][solve][trace]") {
    const auto traced = ninegrid({"213456780", "--trace"});
    const auto plain = ninegrid({"213456780"});
    CHECK(traced.exit_code == 1);
    CHECK(traced.out == plain.out);
    const auto json = ninegrid({"213456780", "--trace", "--json"});
    CHECK(json.exit_code == 1);
    const std::vector<std::string> lines = lines_of(json.out);
    REQUIRE(lines.size() == 1);
    const support::JsonValue result = support::parse_json(lines[0]);
    CHECK(result.at("type").as_string() == "result");
    CHECK_FALSE(result.at("solvable").as_bool());
    CHECK(result.at("steps").as_int() == 0);
}
