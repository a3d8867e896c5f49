// The 15-puzzle's commands through the real binary: solve in words and in JSON, boards that
// cannot reach the goal and boards that are not boards, and bench on Korf's instances.
#include <string>
#include <vector>

#include "ninegrid/fifteen/board.hpp"
#include "ninegrid/fifteen/board_text.hpp"
#include "support/catch.hpp"
#include "support/json.hpp"
#include "support/run_program.hpp"
#include "support/text.hpp"

using support::contains;
using support::parse_json;
using support::ProgramResult;

namespace {

ProgramResult fifteen_run(std::vector<std::string> args) {
    args.insert(args.begin(), "fifteen");
    ProgramResult r = support::run_program(NINEGRID_BINARY, args, "");
    INFO("stdout: " << r.out);
    INFO("stderr: " << r.err);
    REQUIRE_FALSE(r.timed_out);
    REQUIRE(r.signal == 0);
    return r;
}

// The board `moves` (the blank's letters) lead to from `start`, in compact form.
std::string after(const std::string& start, const std::string& moves) {
    using namespace ninegrid::fifteen;
    Board b = *parse_board(start).board;
    for (const char c : moves) {
        const auto m = move_from_letter(c);
        REQUIRE(m.has_value());
        REQUIRE(b.apply(*m));
    }
    return to_compact(b);
}

}  // namespace

TEST_CASE("fifteen solve finds the optimal moves, which reach the goal", "[fifteen][cli]") {
    // The reference solver: no tables to build, instant on short boards.
    const ProgramResult r = fifteen_run({"solve", "123456789abc0def", "--algo", "ida"});
    CHECK(r.exit_code == 0);
    CHECK(contains(r.out, "Optimal: 3 moves"));
    CHECK(contains(r.out, "Blank moves: RRR"));
    CHECK(contains(r.out, "Tiles: 13 14 15"));
    // Korf's instance 1 with the pattern databases and the reflection, in JSON.
    const std::string korf1 = "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3";
    const ProgramResult j = fifteen_run({"solve", korf1, "--goal", "0123456789abcdef", "--json"});
    REQUIRE(j.exit_code == 0);
    const auto json = parse_json(j.out);
    CHECK(json.at("solvable").as_bool());
    CHECK(json.at("length").as_int() == 57);
    CHECK(json.at("algorithm").as_string() == "pdb");
    CHECK(json.at("reflect").as_bool());
    CHECK(json.at("nodes").as_int() > 0);
    CHECK(json.at("tiles").items().size() == 57);
    CHECK(after(korf1, json.at("moves").as_string()) == "0123456789abcdef");
}

TEST_CASE("fifteen solve says why a board cannot reach the goal, and refuses what is no board",
          "[fifteen][cli]") {
    // 14 and 15 swapped: Loyd's puzzle, one inversion away from the goal's parity.
    const ProgramResult loyd = fifteen_run({"solve", "123456789abcdfe0", "--algo", "ida"});
    CHECK(loyd.exit_code == 1);
    CHECK(contains(loyd.out, "cannot reach the goal"));
    CHECK(contains(loyd.out, "1 inversions + the blank in row 1 from the bottom = even"));
    const ProgramResult zh =
        fifteen_run({"solve", "123456789abcdfe0", "--algo", "ida", "--lang", "zh"});
    CHECK(zh.exit_code == 1);
    CHECK(contains(zh.out, "无法到达目标局面"));
    const ProgramResult json = fifteen_run({"solve", "123456789abcdfe0", "--json"});
    CHECK(json.exit_code == 1);
    CHECK_FALSE(parse_json(json.out).at("solvable").as_bool());
    const ProgramResult twice = fifteen_run({"solve", "123456789abcdef1"});
    CHECK(twice.exit_code == 2);
    CHECK(contains(twice.err, "start board '123456789abcdef1'"));
    const ProgramResult short_board = fifteen_run({"solve", "1 2 3"});
    CHECK(short_board.exit_code == 2);
    CHECK(contains(short_board.err, "3 cells, not 16"));
    const ProgramResult algo = fifteen_run({"solve", "123456789abc0def", "--algo", "bfs"});
    CHECK(algo.exit_code == 2);
    CHECK(contains(algo.err, "unknown algorithm 'bfs'"));
    const ProgramResult goal = fifteen_run({"solve", "123456789abcdef0"});
    CHECK(goal.exit_code == 0);
    CHECK(contains(goal.out, "Already at the goal: 0 moves."));
    const ProgramResult none = fifteen_run({"solve"});
    CHECK(none.exit_code == 2);
    CHECK(contains(none.err, "solve needs a START board"));
}

TEST_CASE("fifteen bench solves Korf's first instances to their published lengths",
          "[fifteen][cli]") {
    const ProgramResult r =
        fifteen_run({"bench", "--count", "2", "--reference-nodes", "2000000", "--json"});
    REQUIRE(r.exit_code == 0);
    const auto json = parse_json(r.out);
    CHECK(json.at("count").as_int() == 2);
    CHECK(json.at("mismatches").items().empty());
    const auto& solvers = json.at("solvers").items();
    REQUIRE(solvers.size() == 3);
    CHECK(solvers[0].at("name").as_string() == "pdb663_reflect");
    CHECK(solvers[0].at("solved").as_int() == 2);
    CHECK(solvers[1].at("solved").as_int() == 2);
    // The reflection never needs more nodes on these two (it takes the larger bound).
    CHECK(solvers[0].at("nodes").as_int() <= solvers[1].at("nodes").as_int());
    CHECK(solvers[2].at("name").as_string() == "ida_md_lc");
    const auto& instances = json.at("instances").items();
    REQUIRE(instances.size() == 2);
    CHECK(instances[0].at("number").as_int() == 1);
    CHECK(instances[0].at("length").as_int() == 57);
    CHECK(instances[1].at("length").as_int() == 55);
    const ProgramResult words = fifteen_run({"bench", "--count", "1", "--reference-nodes", "0"});
    CHECK(words.exit_code == 0);
    CHECK(contains(words.out, "All answers have the published optimal lengths"));
    const ProgramResult bad = fifteen_run({"bench", "--count", "101"});
    CHECK(bad.exit_code == 2);
    CHECK(contains(bad.err, "--count '101'"));
}
