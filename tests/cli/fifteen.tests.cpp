// SPDX-License-Identifier: MIT
// The 15-puzzle's commands through the real binary: solve in words and in JSON, boards that
// cannot reach the goal and boards that are not boards, solve --batch, and bench on random
// positions and on Korf's instances.
#ifndef _WIN32
#include <sys/stat.h>
#include <unistd.h>
#endif

#include <chrono>
#include <deque>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "games/fifteen/messages.hpp"
#include "games/fifteen/table_cache.hpp"
#include "ninegrid/fifteen/board.hpp"
#include "ninegrid/fifteen/board_text.hpp"
#include "ninegrid/sliding/board_text.hpp"
#include "support/catch.hpp"
#include "support/json.hpp"
#include "support/pty_child.hpp"
#include "support/run_program.hpp"
#include "support/temp_dir.hpp"
#include "support/text.hpp"
#include "support/texts.hpp"

using support::contains;
using support::parse_json;
using support::ProgramResult;

namespace {

ProgramResult fifteen_run(std::vector<std::string> args, const std::string& input = "") {
    args.insert(args.begin(), "fifteen");
    ProgramResult r = support::run_program(NINEGRID_BINARY, args, input);
    INFO("stdout: " << r.out);
    INFO("stderr: " << r.err);
    REQUIRE_FALSE(r.timed_out);
    REQUIRE(r.signal == 0);
    return r;
}

std::size_t occurrences(const std::string& text, const std::string& part) {
    std::size_t n = 0;
    for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1))
        ++n;
    return n;
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

TEST_CASE("fifteen solve --size solves boards of other sizes optimally", "[fifteen][cli][size]") {
    // One of the two 8-puzzle boards 31 moves from the goal (the farthest there are).
    const ProgramResult far = fifteen_run({"solve", "--size", "3x3", "867254301", "--json"});
    REQUIRE(far.exit_code == 0);
    const auto json = parse_json(far.out);
    CHECK(json.at("length").as_int() == 31);
    CHECK(json.at("optimal").as_bool());
    CHECK(json.at("algorithm").as_string() == "pdb");
    CHECK(json.at("goal").as_string() == "123456780");
    // Manhattan distance and linear conflict when asked: the same length, in words.
    const ProgramResult md = fifteen_run({"solve", "--size", "3x3", "867254301", "--algo", "ida"});
    CHECK(contains(md.out, "Optimal: 31 moves"));
    CHECK(contains(md.out, "IDA*, Manhattan distance + linear conflict: "));
    const ProgramResult tables = fifteen_run({"solve", "--size", "3x3", "867254301"});
    CHECK(contains(tables.out, "Optimal: 31 moves"));
    CHECK(contains(tables.out, "IDA*, additive pattern tables of 5 tiles: "));
    // `slide` names the same game: the same answer (up to the time it took).
    const ProgramResult slide =
        support::run_program(NINEGRID_BINARY, {"slide", "solve", "--size", "3x3", "867254301"}, "");
    CHECK(slide.exit_code == 0);
    CHECK(slide.out.substr(0, slide.out.find(" nodes in ")) ==
          tables.out.substr(0, tables.out.find(" nodes in ")));
    // 4 wide and 3 high, in hex; 3 wide and 4 high, in numbers: the text reads its size.
    const ProgramResult wide = fifteen_run({"solve", "--size", "4x3", "1234567809ab"});
    CHECK(wide.exit_code == 0);
    CHECK(contains(wide.out, "   1  2  3  4     1  2  3  4"));
    CHECK(contains(wide.out, "Optimal: "));
    const ProgramResult tall =
        fifteen_run({"solve", "--size", "3x4", "1 2 3 / 4 5 6 / 7 8 9 / 10 _ 11"});
    CHECK(tall.exit_code == 0);
    CHECK(contains(tall.out, "Optimal: 1 move\n"));
    CHECK(contains(tall.out, "Tiles: 11"));
    // Beyond 16 cells the boards are numbers with commas.
    const ProgramResult big =
        fifteen_run({"solve", "--size", "5x5", "--json",
                     "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,0,21,22,23,24,20"});
    REQUIRE(big.exit_code == 0);
    CHECK(parse_json(big.out).at("moves").as_string() == "D");
    // A random 5x5: the near-optimal solver, at once, and said to be so.
    const std::string far5 = "23,17,19,22,1,2,20,6,15,10,9,12,5,16,18,21,13,24,4,0,7,3,14,8,11";
    const ProgramResult good = fifteen_run({"solve", "--size", "5x5", "--json", far5});
    REQUIRE(good.exit_code == 0);
    const auto near = parse_json(good.out);
    CHECK_FALSE(near.at("optimal").as_bool());
    CHECK(near.at("algorithm").as_string() == "near");
    CHECK(near.at("length").as_int() >= 60);
    // Its moves reach the goal.
    ninegrid::sliding::Board b = *ninegrid::sliding::parse_board(far5, {5, 5}).board;
    for (const char c : near.at("moves").as_string())
        REQUIRE(b.apply(*ninegrid::sliding::move_from_letter(c)));
    CHECK(b == ninegrid::sliding::Board::goal({5, 5}));
    const ProgramResult said = fifteen_run({"solve", "--size", "5x5", far5});
    CHECK(contains(said.out, "Good, not proven optimal: "));
    // Played through a pipe: a hint on the 5x5 comes, and says what it is.
    const ProgramResult played = fifteen_run({"play", "--size", "5x5", "--start", far5}, "h");
    CHECK(contains(played.out, "a good solution, not proven the shortest"));
    // A 5x3 whose optimum the pattern IDA* does not reach within its limit in the game (about
    // one random 5x3 in ten): the hint comes from the near-optimal solver, and says so, rather
    // than never.
    const ProgramResult wide5 =
        fifteen_run({"play", "--size", "5x3", "--start", "97351468adce02b"}, "h");
    CHECK(contains(wide5.out, "a good solution, not proven the shortest"));
    CHECK_FALSE(contains(wide5.out, "par "));
    // A batch reads its lines at the size given.
    const ProgramResult batch =
        fifteen_run({"solve", "--size", "2x2", "--batch"}, "1230\n1203\n3210\n");
    CHECK(batch.exit_code == 0);
    CHECK(batch.out == "0 -\n1 R\nunsolvable\n");
    // The other parity on an odd width: the inversions alone decide it.
    const ProgramResult odd = fifteen_run({"solve", "--size", "3x2", "213450"});
    CHECK(odd.exit_code == 1);
    CHECK(contains(odd.out, "1 inversion (odd)"));
    // What cannot be.
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"solve", "--size", "9x9", "1"},
          std::vector<std::string>{"solve", "--size", "4", "1"},
          std::vector<std::string>{"solve", "--size", "5x5", "--algo", "pdb", "--batch"},
          std::vector<std::string>{"solve", "--size", "3x3", "123456789abcdef0"}}) {
        CAPTURE(args);
        const ProgramResult r = fifteen_run(args);
        CHECK(r.exit_code == 2);
        CHECK(contains(r.err, "ninegrid: "));
    }
}

TEST_CASE("fifteen solve says why a board cannot reach the goal, and refuses what is no board",
          "[fifteen][cli]") {
    // 14 and 15 swapped: Loyd's puzzle, one inversion away from the goal's parity.
    const ProgramResult loyd = fifteen_run({"solve", "123456789abcdfe0", "--algo", "ida"});
    CHECK(loyd.exit_code == 1);
    CHECK(contains(loyd.out, "cannot reach the goal"));
    CHECK(contains(loyd.out, "1 inversion + the blank in row 1 from the bottom = even"));
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
    CHECK(contains(short_board.err, "expected 16 cells, got 3"));
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

TEST_CASE("fifteen solve --batch answers each line as the 8-puzzle's batch does",
          "[fifteen][cli][batch]") {
    const std::string input = "123456789abc0def\n123456789abcdef0\n123456789abcdfe0\n12345\n \t\n";
    const ProgramResult r = fifteen_run({"solve", "--batch", "--algo", "ida"}, input);
    CHECK(r.exit_code == 2);  // a line was not a board
    CHECK(r.out == "3 RRR\n0 -\nunsolvable\nerror: expected 16 cells, got 5\n");
    CHECK(r.err.rfind("ninegrid fifteen solve: 5 lines: 2 solved, 1 unsolvable, 1 error, 1 "
                      "skipped in ",
                      0) == 0);
    const ProgramResult fine =
        fifteen_run({"solve", "--batch", "--algo", "ida"}, "5123946870adbefc\n");
    CHECK(fine.exit_code == 0);
    CHECK(fine.err.rfind("ninegrid fifteen solve: 1 line: 1 solved, 0 unsolvable, 0 errors in ",
                         0) == 0);
    const auto space = fine.out.find(' ');
    REQUIRE(space != std::string::npos);
    const std::string moves = fine.out.substr(space + 1, fine.out.size() - space - 2);
    CHECK(fine.out.substr(0, space) == std::to_string(moves.size()));
    CHECK(after("5123946870adbefc", moves) == "123456789abcdef0");
}

TEST_CASE("fifteen solve --batch --json gives solve --json's fields, one object a line",
          "[fifteen][cli][batch]") {
    const std::string too_long(5000, '1');
    const ProgramResult r =
        fifteen_run({"solve", "--batch", "--json", "--algo", "ida"},
                    "123456789abc0def\n123456789abcdfe0\nxyz\n" + too_long + "\n");
    CHECK(r.exit_code == 2);
    std::vector<std::string> lines;
    for (std::size_t from = 0, to; (to = r.out.find('\n', from)) != std::string::npos;
         from = to + 1)
        lines.push_back(r.out.substr(from, to - from));
    REQUIRE(lines.size() == 4);
    const auto solved = parse_json(lines[0]);
    CHECK(solved.at("start").as_string() == "123456789abc0def");
    CHECK(solved.at("solvable").as_bool());
    CHECK(solved.at("length").as_int() == 3);
    CHECK(solved.at("moves").as_string() == "RRR");
    CHECK(solved.at("tiles").items().size() == 3);
    CHECK(solved.at("algorithm").as_string() == "ida");
    CHECK(solved.at("nodes").as_int() > 0);
    CHECK(solved.at("micros").as_number() >= 0);
    const auto unsolvable = parse_json(lines[1]);
    CHECK_FALSE(unsolvable.at("solvable").as_bool());
    CHECK(unsolvable.at("length").is_null());
    CHECK(unsolvable.at("start_parity").as_int() != unsolvable.at("goal_parity").as_int());
    const auto bad = parse_json(lines[2]);
    CHECK(bad.at("input").as_string() == "xyz");
    CHECK(contains(bad.at("error").as_string(), "x"));
    const auto huge = parse_json(lines[3]);
    CHECK(huge.at("input").is_null());
    CHECK(huge.at("error").as_string() == "line 4: longer than 4096 bytes");
}

TEST_CASE("a fifteen batch builds the pattern databases only for a line that needs a search",
          "[fifteen][cli][batch]") {
    // Goals and unsolvable boards: answered at once, no tables behind them.
    const ProgramResult r =
        fifteen_run({"solve", "--batch", "--json"}, "123456789abcdef0\n123456789abcdfe0\n");
    CHECK(r.exit_code == 0);
    const auto goal = parse_json(r.out.substr(0, r.out.find('\n')));
    CHECK(goal.at("algorithm").as_string() == "pdb");
    CHECK(goal.at("length").as_int() == 0);
    // No tables were found for it, so the answer names none.
    CHECK_FALSE(goal.has("tables"));
    CHECK_FALSE(goal.has("table_micros"));
    CHECK(contains(r.err, "2 lines: 1 solved, 1 unsolvable, 0 errors in "));
}

TEST_CASE("fifteen solve --batch refuses a board and --boards", "[fifteen][cli][batch]") {
    const ProgramResult board = fifteen_run({"solve", "--batch", "123456789abcdef0"});
    CHECK(board.exit_code == 2);
    CHECK(contains(board.err,
                   "--batch reads boards from standard input; drop "
                   "'123456789abcdef0' or drop --batch"));
    const ProgramResult boards = fifteen_run({"solve", "--batch", "--boards"});
    CHECK(boards.exit_code == 2);
    CHECK(contains(boards.err, "--boards cannot be combined with --batch"));
}

TEST_CASE("fifteen solve --batch says a closed input", "[fifteen][cli][batch][posix]") {
    const ProgramResult closed =
        support::run_script("\"$0\" fifteen solve --batch --algo ida <&-", NINEGRID_BINARY);
    CHECK(closed.exit_code == 2);
    CHECK(closed.err.rfind("ninegrid fifteen solve: cannot read standard input: Bad file "
                           "descriptor\nninegrid fifteen solve: stopped after 0 lines: ",
                           0) == 0);
    CHECK(closed.out.empty());
}

TEST_CASE("a batch that cannot write says how many answers were lost",
          "[fifteen][cli][batch][posix]") {
    const ProgramResult r = support::run_script(
        "yes 123456789abc0def | \"$0\" fifteen solve --batch --algo ida > /dev/full",
        NINEGRID_BINARY, {}, std::chrono::seconds(60));
    REQUIRE_FALSE(r.timed_out);
    CHECK(r.exit_code == 2);
    CHECK(r.err.rfind("ninegrid fifteen solve: cannot write standard output: No space left on "
                      "device\nninegrid fifteen solve: stopped after 0 lines: 0 solved, 0 "
                      "unsolvable, 0 errors in ",
                      0) == 0);
    // The first chunk of answers (64 KiB, 6 bytes a line) was lost, not never read.
    CHECK(contains(r.err, "; the answers to 10923 more lines were lost when the write failed\n"));
}

TEST_CASE("fifteen bench --korf solves Korf's first instances to their published lengths",
          "[fifteen][cli][bench][slow]") {
    const ProgramResult r =
        fifteen_run({"bench", "--korf", "--count", "2", "--reference-nodes", "2000000", "--json"});
    REQUIRE(r.exit_code == 0);
    const auto json = parse_json(r.out);
    CHECK(json.at("set").as_string() == "korf");
    CHECK(json.at("count").as_int() == 2);
    CHECK(json.at("seed").is_null());
    CHECK(json.at("goal").as_string() == "0123456789abcdef");
    CHECK(json.at("mismatches").items().empty());
    const auto& solvers = json.at("solvers").items();
    REQUIRE(solvers.size() == 3);
    CHECK(solvers[0].at("name").as_string() == "pdb663_reflect");
    CHECK(solvers[0].at("solved").as_int() == 2);
    CHECK(solvers[1].at("solved").as_int() == 2);
    // The reflection never needs more nodes on these two (it takes the larger bound).
    CHECK(solvers[0].at("nodes").as_int() <= solvers[1].at("nodes").as_int());
    CHECK(solvers[2].at("name").as_string() == "ida_md_lc");
    CHECK(solvers[2].at("solved").as_int() + solvers[2].at("stopped").as_int() == 2);
    const auto& instances = json.at("instances").items();
    REQUIRE(instances.size() == 2);
    CHECK(instances[0].at("number").as_int() == 1);
    CHECK(instances[0].at("length").as_int() == 57);
    CHECK(instances[0].at("start").as_string() == "edf7bc95602148a3");
    CHECK(instances[1].at("length").as_int() == 55);
    // Ratios only over the instances every solver solved.
    const auto common = json.at("common").as_int();
    CHECK(common == solvers[2].at("solved").as_int());
    if (common > 0) {
        CHECK(solvers[2].at("reference_node_ratio").as_number() == 1);
        CHECK(solvers[0].at("reference_node_ratio").as_number() > 1);
    } else {
        CHECK(solvers[0].at("reference_node_ratio").is_null());
    }
    const ProgramResult md =
        fifteen_run({"bench", "--korf", "--count", "1", "--reference-nodes", "0", "--markdown"});
    CHECK(md.exit_code == 0);
    CHECK(contains(md.out,
                   "Generated by `ninegrid fifteen bench --korf --count 1 "
                   "--reference-nodes 0 --markdown`"));
    CHECK(contains(md.out, "All answers have the published optimal lengths"));
    CHECK(contains(md.out, "\n| 6-6-3 + reflection | 1/1 | "));
    CHECK_FALSE(contains(md.out, "Manhattan"));
}

TEST_CASE("fifteen bench without --korf solves random positions, all solvers agreeing",
          "[fifteen][cli][bench][slow]") {
    const ProgramResult r = fifteen_run(
        {"bench", "--count", "3", "--seed", "5", "--reference-nodes", "300000", "--json"});
    REQUIRE(r.exit_code == 0);
    const auto json = parse_json(r.out);
    CHECK(json.at("set").as_string() == "random");
    CHECK(json.at("count").as_int() == 3);
    CHECK(json.at("seed").as_int() == 5);
    CHECK(json.at("goal").as_string() == "123456789abcdef0");
    CHECK(json.at("reference_nodes").as_int() == 300000);
    CHECK(json.at("mismatches").items().empty());
    const auto& solvers = json.at("solvers").items();
    REQUIRE(solvers.size() == 3);
    CHECK(solvers[0].at("solved").as_int() == 3);
    CHECK(solvers[1].at("solved").as_int() == 3);
    CHECK(solvers[2].at("solved").as_int() + solvers[2].at("stopped").as_int() == 3);
    const auto& instances = json.at("instances").items();
    REQUIRE(instances.size() == 3);
    std::vector<std::string> starts;
    for (const auto& i : instances) {
        starts.push_back(i.at("start").as_string());
        CHECK(i.at("length").as_int() > 0);
        CHECK(i.at("length").as_int() <= 80);  // the 15-puzzle's diameter
        CHECK(i.at("pdb663").at("solved").as_bool());
    }
    CHECK(starts[0] != starts[1]);
    CHECK(starts[1] != starts[2]);
    // In words, without the reference: no ratios.
    const ProgramResult words =
        fifteen_run({"bench", "--count", "2", "--seed", "5", "--reference-nodes", "0"});
    CHECK(words.exit_code == 0);
    CHECK(contains(words.out,
                   "2 uniformly random solvable positions (seed 5, goal "
                   "123456789abcdef0)"));
    CHECK(contains(words.out, "All solvers that finished agree on every length"));
    CHECK_FALSE(contains(words.out, "ref/nodes"));  // no reference, no ratios
}

TEST_CASE("fifteen bench refuses what it cannot do, before building any table",
          "[fifteen][cli][bench]") {
    const auto refused = [](std::vector<std::string> args, const std::string& message) {
        const ProgramResult r = fifteen_run(std::move(args));
        CHECK(r.exit_code == 2);
        CHECK(r.out.empty());
        CHECK(contains(r.err, message));
    };
    refused({"bench", "--korf", "--count", "101"},
            "--count '101': expected a whole number from 1 "
            "to 100");
    refused({"bench", "--count", "10001"},
            "--count '10001': expected a whole number from 1 to "
            "10000");
    refused({"bench", "--count", "0"}, "--count '0'");
    refused({"bench", "--korf", "--goal", "123456789abcdef0"}, "drop --goal");
    refused({"bench", "--korf", "--seed", "3"}, "drop --seed");
    refused({"bench", "--json", "--markdown"}, "choose one of --json and --markdown");
    refused({"bench", "--seed", "x"}, "--seed 'x': expected a whole number from 0 to 4294967295");
    refused({"bench", "--reference-nodes", "-1"},
            "--reference-nodes '-1': expected a whole number");
    refused({"bench", "--goal", "123"}, "goal board '123'");
    refused({"bench", "123456789abcdef0"},
            "'ninegrid fifteen bench' takes no words: drop '123456789abcdef0'");
}

namespace {

// The distance of every board of `goal`'s size from it, by a plain breadth-first search: the
// yardstick of the sized bench's claims of optimal lengths.
std::map<std::string, int> bfs_distances(const ninegrid::sliding::Board& goal) {
    std::map<std::string, int> d{{ninegrid::sliding::to_compact(goal), 0}};
    std::deque<ninegrid::sliding::Board> queue{goal};
    while (!queue.empty()) {
        const ninegrid::sliding::Board b = queue.front();
        queue.pop_front();
        const int next = d.at(ninegrid::sliding::to_compact(b)) + 1;
        for (const auto m : b.legal_moves()) {
            const ninegrid::sliding::Board c = b.moved(m);
            if (d.emplace(ninegrid::sliding::to_compact(c), next).second) queue.push_back(c);
        }
    }
    return d;
}

// What a sized bench's JSON must hold whatever the positions: its totals add up from its
// instances, every length is at least its lower bound and has the parity of the bound (linear
// conflict is even, so the bound's parity is the Manhattan distance's).
void check_sized_totals(const support::JsonValue& json) {
    const bool korf = json.at("set").as_string() == "korf";
    std::int64_t lengths = 0, bounds = 0, manhattans = 0, published = 0;
    for (const auto& i : json.at("instances").items()) {
        CAPTURE(i.at("start").as_string());
        REQUIRE(i.at("solved").as_bool());
        const auto length = i.at("length").as_int();
        const auto bound = i.at("lower_bound").as_int();
        CHECK(length >= bound);
        CHECK((length - bound) % 2 == 0);
        const auto manhattan = i.at("manhattan").as_int();
        CHECK(manhattan <= bound);
        CHECK((bound - manhattan) % 2 == 0);  // linear conflict counts 2 a tile
        lengths += length;
        bounds += bound;
        manhattans += manhattan;
        const auto against = korf ? i.at("published").as_int() : bound;
        if (korf) published += against;
        CHECK(i.at("ratio").as_number() ==
              Approx(static_cast<double>(length) / static_cast<double>(against)).epsilon(1e-3));
        CHECK(i.at("optimal").as_bool() == json.at("optimal").as_bool());
    }
    CHECK(json.at("solved").as_int() == json.at("count").as_int());
    CHECK(json.at("length_sum").as_int() == lengths);
    CHECK(json.at("lower_bound_sum").as_int() == bounds);
    CHECK(json.at("manhattan_sum").as_int() == manhattans);
    const auto against_sum = korf ? published : bounds;
    if (korf) {
        CHECK(json.at("published_sum").as_int() == published);
    } else {
        CHECK(json.at("published_sum").is_null());
    }
    CHECK(json.at("mean_ratio").as_number() ==
          Approx(static_cast<double>(lengths) / static_cast<double>(against_sum)).epsilon(1e-3));
    CHECK(json.at("median_ratio").as_number() <= json.at("p95_ratio").as_number());
    CHECK(json.at("p95_ratio").as_number() <= json.at("max_ratio").as_number());
    CHECK(json.at("median_micros").as_number() <= json.at("p95_micros").as_number());
    CHECK(json.at("p95_micros").as_number() <= json.at("max_micros").as_number());
    CHECK(json.at("max_micros").as_number() <= json.at("micros").as_number());
    CHECK(json.at("mismatches").items().empty());
}

}  // namespace

TEST_CASE("fifteen bench --size: random positions of another size, each length checked",
          "[fifteen][cli][bench]") {
    using ninegrid::sliding::Board;
    SECTION("3x3: optimal lengths, as a breadth-first search finds them") {
        const ProgramResult r =
            fifteen_run({"bench", "--size", "3x3", "--count", "6", "--seed", "3", "--json"});
        REQUIRE(r.exit_code == 0);
        const auto json = parse_json(r.out);
        CHECK(json.at("set").as_string() == "random");
        CHECK(json.at("size").as_string() == "3x3");
        CHECK(json.at("count").as_int() == 6);
        CHECK(json.at("seed").as_int() == 3);
        CHECK(json.at("goal").as_string() == "123456780");
        CHECK(json.at("optimal").as_bool());
        CHECK(json.at("ratio_to").as_string() == "lower_bound");
        check_sized_totals(json);
        const auto d = bfs_distances(Board::goal({3, 3}));
        const auto& instances = json.at("instances").items();
        REQUIRE(instances.size() == 6);
        std::set<std::string> starts;
        for (const auto& i : instances) {
            const std::string start = i.at("start").as_string();
            CAPTURE(start);
            starts.insert(start);
            REQUIRE(d.count(start) == 1);  // it reaches the goal
            CHECK(i.at("length").as_int() == d.at(start));
            CHECK(i.at("published").is_null());
        }
        CHECK(starts.size() == 6);
        // The same seed deals the same positions.
        const ProgramResult again =
            fifteen_run({"bench", "--size", "3x3", "--count", "6", "--seed", "3", "--json"});
        const auto again_json = parse_json(again.out);
        const auto& same = again_json.at("instances").items();
        REQUIRE(same.size() == instances.size());
        for (std::size_t k = 0; k < same.size(); ++k)
            CHECK(same[k].at("start").as_string() == instances[k].at("start").as_string());
    }
    SECTION("2x4 in words: a line a position, the totals, the verdict") {
        const ProgramResult r = fifteen_run({"bench", "--size", "2x4", "--count", "4"});
        REQUIRE(r.exit_code == 0);
        CHECK(contains(r.out,
                       "ninegrid fifteen bench --size 2x4: 4 uniformly random solvable 2x4 "
                       "positions (seed 1, goal: the tiles in order and the blank last)\n"));
        CHECK(contains(r.out, "the one of ninegrid fifteen solve --size 2x4, optimal.\n"));
        CHECK(contains(r.out,
                       "\nposition  length  bound  ratio  optimal        time        "
                       "nodes\n       1 "));
        CHECK(contains(r.out, "\n       4 "));
        CHECK_FALSE(contains(r.out, "\n       5 "));
        CHECK(occurrences(r.out, "     yes ") == 4);
        CHECK(contains(r.out, "Lengths: "));
        CHECK(contains(r.out, "\nTime per position: median "));
        CHECK(contains(r.out,
                       "Every answer reaches the goal, none is shorter than its lower "
                       "bound,\nand each length"));
        CHECK_FALSE(contains(r.out, "MISMATCH"));
    }
    SECTION("another goal, in Markdown, and a chart") {
        support::TempDir dir;
        const std::string svg = dir / "sized.svg";
        const ProgramResult r = fifteen_run({"bench", "--size", "3x2", "--goal", "012345",
                                             "--count", "3", "--markdown", "--svg", svg});
        REQUIRE(r.exit_code == 0);
        CHECK(contains(r.out,
                       "Generated by `ninegrid fifteen bench --size 3x2 --count 3 --seed "
                       "1 --goal 012345 --markdown`"));
        CHECK(contains(r.out, "3 uniformly random solvable 3x2 positions (seed 1, goal 012345)"));
        CHECK(contains(r.out, "\n| 3/3 | yes | "));
        CHECK(contains(r.out, "\n| position | length | bound | ratio | nodes | time |\n"));
        const auto chart = support::read_file(svg);
        REQUIRE(chart.has_value());
        CHECK(contains(*chart, "3x2, random positions: nodes per position (log scale)"));
        CHECK(occurrences(*chart, "optimal, position ") == 3);
    }
}

TEST_CASE("fifteen bench --size 5x5 --korf: Korf's 50 against their published optima",
          "[fifteen][cli][bench][slow]") {
    const ProgramResult r =
        fifteen_run({"bench", "--size", "5x5", "--korf", "--count", "3", "--json"});
    REQUIRE(r.exit_code == 0);
    const auto json = parse_json(r.out);
    CHECK(json.at("set").as_string() == "korf");
    CHECK(json.at("size").as_string() == "5x5");
    CHECK(json.at("seed").is_null());
    CHECK(json.at("ratio_to").as_string() == "published");
    CHECK_FALSE(json.at("optimal").as_bool());  // beyond 16 cells: near-optimal
    check_sized_totals(json);
    const auto& instances = json.at("instances").items();
    REQUIRE(instances.size() == 3);
    // Korf & Felner's first three: 95, 96 and 97 moves.
    const std::vector<int> published{95, 96, 97};
    for (std::size_t k = 0; k < 3; ++k) {
        CHECK(instances[k].at("number").as_int() == static_cast<int>(k) + 1);
        CHECK(instances[k].at("published").as_int() == published[k]);
        CHECK(instances[k].at("length").as_int() >= published[k]);
        CHECK_FALSE(instances[k].at("optimal").as_bool());
    }
    const ProgramResult words = fifteen_run({"bench", "--size", "5x5", "--korf", "--count", "1"});
    CHECK(words.exit_code == 0);
    CHECK(contains(words.out, "Korf's 24-puzzle instances 1-1 (Korf & Felner 2002)"));
    CHECK(contains(words.out, "near-optimal (not proven the shortest)"));
    CHECK(contains(words.out, "\ninstance  length  optimum  ratio  bound  optimal"));
    CHECK(contains(words.out, "\n       1 "));
    CHECK(contains(words.out, "       95 "));
    CHECK(contains(words.out, "      no "));
    CHECK(contains(words.out, "(the published optima): mean ratio "));
    CHECK(contains(words.out, "none is shorter than its lower bound or its published optimum"));
}

TEST_CASE("fifteen bench --size refuses what it cannot do, before any solve",
          "[fifteen][cli][bench]") {
    const auto refused = [](std::vector<std::string> args, const std::string& message) {
        const ProgramResult r = fifteen_run(std::move(args));
        CHECK(r.exit_code == 2);
        CHECK(r.out.empty());
        CHECK(contains(r.err, message));
    };
    refused({"bench", "--size", "3x4", "--korf"},
            "--korf runs Korf's instances of the 4x4 (100, the default size) or of the 5x5 (50, "
            "with --size 5x5); there are none for 3x4");
    refused({"bench", "--size", "6x6", "--korf", "--count", "1"}, "there are none for 6x6");
    refused({"bench", "--size", "5x5", "--korf", "--count", "51"},
            "--count '51': expected a whole number from 1 to 50");
    refused({"bench", "--size", "5x5", "--korf", "--goal", "1"}, "drop --goal");
    refused({"bench", "--size", "5x5", "--korf", "--seed", "2"}, "drop --seed");
    refused({"bench", "--size", "3x3", "--reference-nodes", "5"},
            "--reference-nodes limits the reference search of the 4x4 bench; the 3x3 bench has "
            "none: drop it");
    refused({"bench", "--size", "3x3", "--count", "10001"},
            "--count '10001': expected a whole number from 1 to 10000");
    refused({"bench", "--size", "3x3", "--goal", "123"}, "goal board '123'");
    refused({"bench", "--size", "3x3", "--json", "--markdown"},
            "choose one of --json and --markdown");
    refused({"bench", "--size", "9x2"}, "--size '9x2': expected WIDTHxHEIGHT");
    refused({"bench", "--size", "3x3", "123456780"},
            "'ninegrid fifteen bench' takes no words: drop '123456780'");
}

TEST_CASE("fifteen bench --size 4x4 is the 15-puzzle's bench", "[fifteen][cli][bench][slow]") {
    const ProgramResult r =
        fifteen_run({"bench", "--size", "4x4", "--count", "1", "--reference-nodes", "0", "--json"});
    REQUIRE(r.exit_code == 0);
    const auto json = parse_json(r.out);
    CHECK(json.at("goal").as_string() == "123456789abcdef0");
    CHECK(json.at("solvers").items().size() == 2);  // the 6-6-3 with and without the reflection
}

TEST_CASE("fifteen tables: where they are, built on request, checked, refused when damaged",
          "[fifteen][slow]") {
    support::TempDir home;
    const std::vector<std::string> env{"XDG_CACHE_HOME=" + home.path()};
    const auto run = [&](std::vector<std::string> args) {
        args.insert(args.begin(), "fifteen");
        ProgramResult r =
            support::run_program(NINEGRID_BINARY, args, "", std::chrono::seconds(120), env);
        INFO("stdout: " << r.out);
        INFO("stderr: " << r.err);
        REQUIRE_FALSE(r.timed_out);
        return r;
    };
    const std::string dir = home / "ninegrid";

    const ProgramResult where = run({"tables", "--where"});
    CHECK(where.exit_code == 0);
    CHECK(where.out == dir + "\n");

    const ProgramResult empty = run({"tables"});
    CHECK(empty.exit_code == 0);
    CHECK(contains(empty.out, "6-6-3  not built: ninegrid fifteen tables --build 6-6-3"));
    CHECK(contains(empty.out, "7-8    not built"));

    const ProgramResult built = run({"tables", "--build", "6-6-3"});
    CHECK(built.exit_code == 0);
    CHECK(
        contains(built.err, "building the 6-6-3 pattern databases, once: they are kept in " + dir));
    CHECK(contains(built.out, "6-6-3  3 of 3 files, 5.8 MB"));
    const ProgramResult again = run({"tables", "--build", "6-6-3"});
    CHECK(contains(again.err, "the 6-6-3 tables are built already"));

    const ProgramResult verified = run({"tables", "--verify", "--json"});
    CHECK(verified.exit_code == 0);
    const auto json = parse_json(verified.out);
    CHECK(json.at("dir").as_string() == dir);
    CHECK(json.at("sets").at(0).at("name").as_string() == "6-6-3");
    CHECK(json.at("sets").at(0).at("ready").as_bool());
    CHECK(json.at("sets").at(0).at("check").as_string() == "ok");
    CHECK_FALSE(json.at("sets").at(1).at("ready").as_bool());

    // A solve reads them, and says nothing about building.
    const ProgramResult solve = run({"solve", "123456789abc0def", "--json"});
    CHECK(solve.exit_code == 0);
    CHECK(solve.err.empty());
    const auto answer = parse_json(solve.out);
    CHECK(answer.at("tables").as_string() == "6-6-3");
    CHECK(answer.at("tables_loaded").as_bool());

    // Damaged: refused by --verify (status 1), and rebuilt by the next solve.
    const std::string file = dir + "/pdb-2-123456789abcdef0-1569ad.bin";
    std::string text = *support::read_file(file);
    text.resize(text.size() - 1);
    support::write_file(file, text);
    const ProgramResult refused = run({"tables", "--verify"});
    CHECK(refused.exit_code == 1);
    CHECK(contains(refused.out, "truncated or padded: 2882879 bytes of data, 2882880 expected"));
    const ProgramResult rebuilt = run({"solve", "123456789abc0def"});
    CHECK(rebuilt.exit_code == 0);
    CHECK(contains(rebuilt.err, "pdb-2-123456789abcdef0-1569ad.bin: truncated or padded"));
    CHECK(contains(rebuilt.err, "building it again"));
    CHECK(run({"tables", "--verify"}).exit_code == 0);

    // A file missing beside the others: the set is incomplete, not sound (status 1), and no
    // file is called refused.
    const std::string small = dir + "/pdb-2-123456789abcdef0-234.bin";
    const std::string kept = *support::read_file(small);
    REQUIRE(std::filesystem::remove(small));
    const ProgramResult incomplete = run({"tables", "--verify"});
    CHECK(incomplete.exit_code == 1);
    CHECK(contains(incomplete.out, "6-6-3  2 of 3 files, 5.8 MB, incomplete\n"));
    CHECK(contains(incomplete.out, "    missing: " + small + "\n"));
    CHECK(contains(incomplete.out,
                   "The 6-6-3 tables are not sound: ninegrid fifteen tables "
                   "--build 6-6-3 builds them again.\n"));
    CHECK_FALSE(contains(incomplete.out, "refused"));
    CHECK_FALSE(contains(incomplete.out, "Every file present is sound"));
    // A folder, then a FIFO, at its path: refused (and never waited on), status 1.
    REQUIRE(std::filesystem::create_directory(small));
    const ProgramResult folder = run({"tables", "--verify"});
    CHECK(folder.exit_code == 1);
    CHECK(contains(folder.out, "6-6-3  3 of 3 files, 5.8 MB, checked: 1 refused\n"));
    CHECK(contains(folder.out, "    " + small + ": not a regular file\n"));
    CHECK(occurrences(folder.out, small) == 1);
    CHECK_FALSE(contains(folder.out, "Every file present is sound"));
    // --build cannot write over the folder: status 2, with the reason.
    const ProgramResult blocked = run({"tables", "--build", "6-6-3"});
    CHECK(blocked.exit_code == 2);
    CHECK(contains(blocked.err,
                   "ninegrid: the tables could not be kept for the next run: cannot "
                   "replace " +
                       small + ": Is a directory\n"));
    REQUIRE(std::filesystem::remove(small));
#ifndef _WIN32
    REQUIRE(::mkfifo(small.c_str(), 0600) == 0);
    const ProgramResult fifo = run({"tables", "--verify", "--json"});
    CHECK(fifo.exit_code == 1);
    const auto fifo_json = parse_json(fifo.out);
    CHECK(fifo_json.at("sets").at(0).at("files").at(2).at("problem").as_string() ==
          "not a regular file");
    REQUIRE(::unlink(small.c_str()) == 0);
#endif
    support::write_file(small, kept);

    // A killed build's temporary file (an hour old, held by nobody) is removed and said.
    const std::string temp = dir + "/.pdb-2-123456789abcdef0-12345678.bin.tmp.Ab12Cd";
    support::write_file(temp, std::string(2000, 'x'));
    std::filesystem::last_write_time(
        temp, std::filesystem::file_time_type::clock::now() - std::chrono::hours(1));
    const ProgramResult swept = run({"tables"});
    CHECK(swept.exit_code == 0);
    CHECK(swept.err == "ninegrid: removed " + temp +
                           " (0.0 MB): the temporary file of a table build that did not finish\n");
    CHECK_FALSE(support::path_exists(temp));

    // --clean removes every file of the tables, and says how much.
    const ProgramResult mixed = run({"tables", "--clean", "--goal", "0123456789abcdef"});
    CHECK(mixed.exit_code == 2);
    CHECK(contains(mixed.err,
                   "--clean removes the tables of every goal and takes no other "
                   "option: drop --goal"));
    const ProgramResult cleaned = run({"tables", "--clean"});
    CHECK(cleaned.exit_code == 0);
    CHECK(cleaned.out == "Freed 5.8 MB in " + dir + " (files removed: 3).\n");
    CHECK(support::list_directory(dir).empty());
    const ProgramResult nothing = run({"tables", "--clean", "--json"});
    CHECK(nothing.exit_code == 0);
    CHECK(parse_json(nothing.out).at("bytes").as_int() == 0);
    CHECK(parse_json(nothing.out).at("removed").items().empty());

    const ProgramResult bad = run({"tables", "--build", "5-5-5"});
    CHECK(bad.exit_code == 2);
    CHECK(contains(bad.err, "unknown table set '5-5-5': use --build 6-6-3 or --build 7-8"));
    const ProgramResult board = run({"tables", "123"});
    CHECK(board.exit_code == 2);
    CHECK(contains(board.err, "'ninegrid fifteen tables' takes no words: drop '123'"));
    const ProgramResult no_home =
        support::run_program(NINEGRID_BINARY, {"fifteen", "tables"}, "", std::chrono::seconds(20),
                             {"XDG_CACHE_HOME=relative", "HOME", "LOCALAPPDATA"});
    CHECK(no_home.exit_code == 2);
    CHECK(contains(no_home.err, "no cache folder"));
}

TEST_CASE(
    "fifteen names an invisible or look-alike character by its code point, as every game "
    "does",
    "[fifteen][cli]") {
    // U+200B, a zero-width space, between two cells; then a Cyrillic a, which looks like the hex
    // digit a.
    const ProgramResult zw = fifteen_run({"solve", "123456789\u200Babcdef0"});
    CHECK(zw.exit_code == 2);
    CHECK(contains(zw.err, "unexpected character U+200B at column 10"));
    const ProgramResult cyrillic = fifteen_run({"solve", "123456789\u0430bcdef0"});
    CHECK(cyrillic.exit_code == 2);
    CHECK(contains(cyrillic.err, "unexpected character '\u0430' (U+0430) at column 10"));
    const ProgramResult zh = fifteen_run({"solve", "123456789\u200Babcdef0", "--lang", "zh"});
    CHECK(zh.exit_code == 2);
    CHECK(contains(zh.err, "第 10 列出现意外的字符 U+200B"));
    // The 8-puzzle and the link game say it the same way.
    const ProgramResult eight = support::run_program(NINEGRID_BINARY, {"solve", "1234\u200B56780"});
    CHECK(contains(eight.err, "unexpected character U+200B at column 5"));
    const ProgramResult link =
        support::run_program(NINEGRID_BINARY, {"link", "solve", "-"}, "AB\u200BBA\n");
    CHECK(contains(link.err, "line 1, column 3: character U+200B is not a tile kind"));
}

TEST_CASE("a huge bad board is repeated in a few hundred bytes, its beginning and its end",
          "[fifteen][cli]") {
    // 30000 bytes: a Windows command line holds at most 32767 characters.
    const std::string huge = "123" + std::string(30000, '9') + "xyz";
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"fifteen", "solve", huge},
          std::vector<std::string>{"solve", huge},
          std::vector<std::string>{"solve", "--algo", huge},
          std::vector<std::string>{"fifteen", "solve", "--goal", huge, "123456789abcdef0"}}) {
        const ProgramResult r = support::run_program(NINEGRID_BINARY, args);
        INFO(args.size());
        CHECK(r.exit_code == 2);
        CHECK(r.err.size() < 1000);
        CHECK(contains(r.err, "'1239999"));
        CHECK(contains(r.err, "99xyz'"));
        CHECK(contains(r.err, " bytes ...]"));
    }
}

TEST_CASE("fifteen bench --svg draws the nodes per position, and a bad file costs nothing",
          "[fifteen][cli][slow]") {
    support::TempDir dir;
    const ProgramResult r = fifteen_run(
        {"bench", "--count", "2", "--reference-nodes", "100000", "--svg", dir / "nodes.svg"});
    CHECK(r.exit_code == 0);
    const auto svg = support::read_file(dir / "nodes.svg");
    REQUIRE(svg.has_value());
    CHECK(contains(*svg, "<svg"));
    CHECK(contains(*svg, "Random positions: nodes per position (log scale)"));
    CHECK(contains(*svg, "6-6-3 + reflection, position 2: "));
    const ProgramResult bad = fifteen_run({"bench", "--svg", dir / "no/such/dir/c.svg"});
    CHECK(bad.exit_code == 2);
    CHECK(contains(bad.err, "cannot write the chart to '" + dir / "no/such/dir/c.svg" +
                                "': No such file or directory"));
    CHECK_FALSE(contains(bad.err, "building"));
}

TEST_CASE("fifteen bench --svg writes the chart with --json too", "[fifteen][cli][slow]") {
    support::TempDir dir;
    const ProgramResult j = fifteen_run(
        {"bench", "--count", "1", "--reference-nodes", "1000", "--json", "--svg", dir / "j.svg"});
    CHECK(j.exit_code == 0);
    const auto svg = support::read_file(dir / "j.svg");
    REQUIRE(svg.has_value());
    CHECK(contains(*svg, "<svg"));
#ifdef _WIN32
    // A device at the path is refused before the run, never written to; so is it by the
    // 8-puzzle's bench.
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"fifteen", "bench", "--svg", "NUL"},
          std::vector<std::string>{"bench", "--svg", "NUL"}}) {
        const ProgramResult device = support::run_program(NINEGRID_BINARY, args);
        CHECK(device.exit_code == 2);
        CHECK(contains(device.err, "cannot write the chart to 'NUL': not a regular file"));
        CHECK_FALSE(contains(device.err, "building"));
    }
}
#else
}

TEST_CASE(
    "fifteen bench --svg: a chart that cannot be written after the run exits 2, and a "
    "FIFO is refused before it",
    "[fifteen][cli][posix][slow]") {
    support::TempDir dir;
    // A file size limit makes the chart's write fail after the check before the run passed, as a
    // full disk does (SIGXFSZ ignored: the write fails with EFBIG instead).
    for (const char* format : {"", "--json", "--markdown"}) {
        const ProgramResult full = support::run_script(
            std::string("trap '' XFSZ; ulimit -f 2; \"$0\" fifteen bench --count 1 "
                        "--reference-nodes 1000 ") +
                format + " --svg '" + dir / "full.svg" + "' > /dev/null",
            NINEGRID_BINARY);
        INFO(format << ": " << full.err);
        CHECK(full.exit_code == 2);
        CHECK(contains(full.err, "the chart was not written: cannot write " + dir / "full.svg"));
        CHECK_FALSE(support::read_file(dir / "full.svg").has_value());
    }
    // A FIFO (or a device) at the path is refused before the run, never replaced by a file; so
    // is it by the 8-puzzle's bench.
    REQUIRE(::mkfifo((dir / "fifo").c_str(), 0600) == 0);
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"fifteen", "bench", "--svg", dir / "fifo"},
          std::vector<std::string>{"bench", "--svg", dir / "fifo"}}) {
        const ProgramResult fifo = support::run_program(NINEGRID_BINARY, args);
        CHECK(fifo.exit_code == 2);
        CHECK(contains(fifo.err,
                       "cannot write the chart to '" + dir / "fifo" + "': not a regular file"));
        CHECK_FALSE(contains(fifo.err, "building"));
        struct stat st {};
        REQUIRE(::lstat((dir / "fifo").c_str(), &st) == 0);
        CHECK(S_ISFIFO(st.st_mode));
    }
}
#endif

TEST_CASE("fifteen tables --where escapes the folder as every other output of it does",
          "[fifteen][cli]") {
    support::TempDir home;
    // An OSC sequence that would retitle the terminal.
    const std::string cache = home.path() +
                              "/a\x1b]0;owned\x07"
                              "b";
    const auto where = [&](std::vector<std::string> args) {
        args.insert(args.begin(), {"fifteen", "tables", "--where"});
        return support::run_program(NINEGRID_BINARY, args, "", std::chrono::seconds(20),
                                    {"XDG_CACHE_HOME=" + cache});
    };
    const ProgramResult plain = where({});
    CHECK(plain.exit_code == 0);
    CHECK(plain.out == home.path() + "/a\\x1B]0;owned\\x07b/ninegrid\n");
    CHECK_FALSE(support::has_unsafe_bytes(plain.out));
    const ProgramResult json = where({"--json"});
    CHECK(json.exit_code == 0);
    CHECK(parse_json(json.out).at("dir").as_string() == cache + "/ninegrid");
    CHECK(contains(json.out, "\\u001b"));
}

TEST_CASE("fifteen tables --build says at once when the cache folder cannot hold the tables",
          "[fifteen][cli]") {
    support::TempDir home;
    support::write_file(home / "ninegrid", "a file where the folder should be");
    const ProgramResult r =
        support::run_program(NINEGRID_BINARY, {"fifteen", "tables", "--build", "6-6-3"}, "",
                             std::chrono::seconds(60), {"XDG_CACHE_HOME=" + home.path()});
    CHECK(r.exit_code == 2);
    CHECK(r.err == "ninegrid: cannot keep tables in " + home.path() +
                       "/ninegrid: not a folder\n");  // before any build
    CHECK(r.out.empty());
}

TEST_CASE("fifteen tables: a cache folder that is a file is said, and --verify calls it unsound",
          "[fifteen][cli]") {
    support::TempDir home;
    support::write_file(home / "ninegrid", "a file where the folder should be");
    const auto run = [&](std::vector<std::string> args) {
        args.insert(args.begin(), {"fifteen", "tables"});
        return support::run_program(NINEGRID_BINARY, args, "", std::chrono::seconds(60),
                                    {"XDG_CACHE_HOME=" + home.path()});
    };
    const ProgramResult status = run({});
    CHECK(status.exit_code == 0);
    CHECK(contains(status.out, "  the cache folder cannot hold tables: not a folder\n"));
    const ProgramResult verify = run({"--verify"});
    CHECK(verify.exit_code == 1);
    CHECK(contains(verify.out, "  the cache folder cannot hold tables: not a folder\n"));
    CHECK_FALSE(contains(verify.out, "Every file present is sound"));
    const ProgramResult json = run({"--verify", "--json"});
    CHECK(json.exit_code == 1);
    CHECK(parse_json(json.out).at("folder_problem").as_string() == "not a folder");
    // --clean cannot read it: said once, with the folder, and nothing called empty.
    const ProgramResult clean = run({"--clean"});
    CHECK(clean.exit_code == 2);
    CHECK(clean.out.empty());
    CHECK(clean.err == "ninegrid: cannot clean the cache folder " + home.path() +
                           "/ninegrid: Not a directory\n");
}

TEST_CASE(
    "fifteen tables --verify compares the 6-6-3 tables with a new build, byte for byte, "
    "and sets a forged one aside",
    "[fifteen][cli][slow]") {
    support::TempDir home;
    const auto run = [&](std::vector<std::string> args) {
        args.insert(args.begin(), {"fifteen", "tables"});
        ProgramResult r = support::run_program(NINEGRID_BINARY, args, "", std::chrono::seconds(120),
                                               {"XDG_CACHE_HOME=" + home.path()});
        INFO("stdout: " << r.out);
        INFO("stderr: " << r.err);
        REQUIRE_FALSE(r.timed_out);
        return r;
    };
    REQUIRE(run({"--build", "6-6-3"}).exit_code == 0);
    const ProgramResult sound = run({"--verify"});
    CHECK(sound.exit_code == 0);
    CHECK(contains(sound.out, "The 6-6-3 tables were compared with tables built again"));

    // One entry raised by 2 moves, with the checksum recomputed: what damage cannot do and the
    // load's samples (a few hundred placements) do not see.
    const ninegrid::fifteen::PdbCells goal{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};
    const std::vector<std::uint8_t> tiles{1, 5, 6, 9, 10, 13};
    const std::string file = home / "ninegrid/pdb-2-123456789abcdef0-1569ad.bin";
    ninegrid::fifteen::TableRead read = ninegrid::fifteen::read_table(file, goal, tiles);
    REQUIRE(read.table);
    std::string data(read.table->data());
    const std::size_t at = data.size() / 2 + 4321;
    const auto low = static_cast<unsigned char>(data[at] & 0x0F);
    REQUIRE(low < 0x0F);
    data[at] = static_cast<char>((data[at] & 0xF0) | (low + 1));
    const ninegrid::fifteen::PatternTable forged(goal, tiles, read.table->format(),
                                                 read.table->max_entry(), data);
    REQUIRE(forged.implausible(goal).empty());  // the load's checks pass it
    REQUIRE(ninegrid::fifteen::write_table(file, goal, forged));
    REQUIRE(ninegrid::fifteen::read_table(file, goal, tiles).table);

    const ProgramResult caught = run({"--verify"});
    CHECK(caught.exit_code == 1);
    CHECK(contains(caught.out, "6-6-3  3 of 3 files, 5.8 MB, checked: 1 refused\n"));
    CHECK(contains(caught.out, "    " + file +
                                   ": its entries are not those of the table built again (1 of "
                                   "2882880 bytes differ)\n"));
    CHECK(contains(caught.out, "    " + file + " is set aside as " + file +
                                   ".bad: the next solve builds it again\n"));
    CHECK(support::path_exists(file + ".bad"));
    CHECK_FALSE(support::path_exists(file));
    // The other two files were right, and stay.
    CHECK(support::path_exists(home / "ninegrid/pdb-2-123456789abcdef0-78bcef.bin"));
    const ProgramResult rebuilt = run({"--build", "6-6-3"});
    CHECK(rebuilt.exit_code == 0);
    CHECK(run({"--verify"}).exit_code == 0);

    // A folder that can take nothing more (its write check blocked: root ignores modes) does not
    // matter to tables already there and sound; it does to tables still to build.
    const std::string check = home / "ninegrid/.write-check";
    REQUIRE(std::filesystem::create_directory(check));
    const ProgramResult kept = run({"--build", "6-6-3"});
    CHECK(kept.exit_code == 0);
    CHECK(kept.err == "ninegrid: the 6-6-3 tables are built already\n");
    const ProgramResult blocked = run({"--build", "7-8"});
    CHECK(blocked.exit_code == 2);
    CHECK(contains(blocked.err, "cannot keep tables in " + home / "ninegrid"));
}

TEST_CASE("fifteen solve says once that the cache folder cannot be used, and answers",
          "[fifteen][cli]") {
    support::TempDir home;
    support::write_file(home / "file", "x");
    const ProgramResult r =
        support::run_program(NINEGRID_BINARY, {"fifteen", "solve", "123456789abc0def"}, "",
                             std::chrono::seconds(60), {"XDG_CACHE_HOME=" + home / "file"});
    CHECK(r.exit_code == 0);
    CHECK(contains(r.out, "Optimal: 3 moves"));
    CHECK(r.err.rfind("ninegrid: cannot keep tables in the cache folder " + home / "file" +
                          "/ninegrid: Not a directory; building the 6-6-3 pattern databases for "
                          "this run only\nninegrid: built the 6-6-3 pattern databases in ",
                      0) == 0);
    CHECK(occurrences(r.err, home.path()) == 1);
    CHECK(occurrences(r.err, "\n") == 2);
}

namespace {

// What the program writes to a pseudo-terminal (its standard input, output and error) until it
// ends, after `typed` is typed; nothing when the system has no pseudo-terminals.
std::optional<std::string> at_terminal(const std::vector<std::string>& args,
                                       const std::vector<std::string>& env,
                                       const std::string& typed = {}) {
    support::PtyChild pty(80, 24);
    if (support::no_pty(pty)) {
        return std::nullopt;
    }
    std::vector<std::string> all_env{"TERM=xterm", "LANG=C.UTF-8", "LC_ALL", "LC_CTYPE",
                                     "LC_MESSAGES"};
    all_env.insert(all_env.end(), env.begin(), env.end());
    pty.start(NINEGRID_BINARY, args, all_env);
    if (!typed.empty()) pty.type(typed);
    const support::PtyChild::Exit exit = pty.wait_exit(std::chrono::seconds(120));
    INFO("output: " << support::visible(pty.output()));
    REQUIRE_FALSE(exit.timed_out);
    CHECK(exit.exit_code == 0);
    return pty.output();
}

const std::string kKorf1 = "edf7bc95602148a3";  // 57 moves; the reference visits 9.1 M boards

}  // namespace

TEST_CASE("long runs draw a progress line at a terminal, and nothing through a pipe",
          "[fifteen][cli][progress][pty][slow]") {
    support::TempDir home;
    const std::vector<std::string> env{"XDG_CACHE_HOME=" + home.path()};
    const auto piped = [&](const std::vector<std::string>& args, const std::string& input = {}) {
        ProgramResult r =
            support::run_program(NINEGRID_BINARY, args, input, std::chrono::seconds(120), env);
        INFO("stderr: " << support::visible(r.err));
        CHECK(r.exit_code == 0);
        CHECK(r.err.find('\r') == std::string::npos);
        CHECK_FALSE(contains(r.err, "bound"));
        return r;
    };
    SECTION("a search: its bound and its nodes, the line cleared at the end") {
        const auto shown = at_terminal(
            {"fifteen", "solve", kKorf1, "--goal", "0123456789abcdef", "--algo", "ida"}, env);
        if (shown) {
            CHECK(contains(*shown, "\rninegrid fifteen solve: bound "));
            CHECK(contains(*shown, " nodes\033[K"));
            CHECK(contains(*shown, "\r\033[K"));
            CHECK(contains(*shown, "Optimal: 57 moves"));
        }
        piped({"fifteen", "solve", kKorf1, "--goal", "0123456789abcdef", "--algo", "ida"});
    }
    SECTION("a batch's search names its board") {
        const auto shown = at_terminal(
            {"fifteen", "solve", "--batch", "--goal", "0123456789abcdef", "--algo", "ida"}, env,
            kKorf1 + "\n\x04");
        if (shown) CHECK(contains(*shown, "\rninegrid fifteen solve: " + kKorf1 + ": bound "));
        piped({"fifteen", "solve", "--batch", "--goal", "0123456789abcdef", "--algo", "ida"},
              kKorf1 + "\n");
    }
    SECTION("a build of the tables: how much of it is done") {
        const auto shown = at_terminal({"fifteen", "tables", "--build", "6-6-3"}, env);
        if (shown) CHECK(contains(*shown, "\rninegrid: 6-6-3 tables ["));
        REQUIRE(support::run_program(NINEGRID_BINARY, {"fifteen", "tables", "--clean"}, "",
                                     std::chrono::seconds(20), env)
                    .exit_code == 0);
        piped({"fifteen", "tables", "--build", "6-6-3"});
    }
    SECTION("the bench: positions done of all") {
        // The reference solves Korf's instance 1 within 10 M nodes: a second or so.
        const std::vector<std::string> bench{
            "fifteen", "bench", "--korf", "--count", "1", "--reference-nodes", "10000000"};
        const auto shown = at_terminal(bench, env);
        if (shown) CHECK(contains(*shown, "\rninegrid fifteen bench: ["));
        piped(bench);
    }
    SECTION("a solve of another size: its tables' build, how much of it is done") {
        // 2x8's tables of 7, 7 and 1 tiles take 15-25 s on first use; then kept in the cache.
        const std::vector<std::string> solve{"fifteen", "solve", "--size", "2x8",
                                             "95ecd0872baf4631"};
        const auto shown = at_terminal(solve, env);
        if (shown) {
            CHECK(contains(*shown, "\rninegrid fifteen solve: ["));
            CHECK(contains(*shown, "\r\033[K"));
            CHECK(contains(*shown, "additive pattern tables of 7, 7 and 1 tiles"));
        }
        piped(solve);
    }
    SECTION("the bench of another size: positions done of all") {
        // The 5x5 solver's tables take most of a second on first use, then three instances.
        const std::vector<std::string> bench{"fifteen", "bench",   "--size", "5x5",
                                             "--korf",  "--count", "3"};
        const auto shown = at_terminal(bench, env);
        if (shown) {
            CHECK(contains(*shown, "\rninegrid fifteen bench: ["));
            CHECK(contains(*shown, "\r\033[K"));
            CHECK(contains(*shown, "Korf's 24-puzzle instances 1-3"));
        }
        piped(bench);
    }
}

TEST_CASE("the 15-puzzle's messages are said in both languages, with the same placeholders",
          "[fifteen][cli][lang]") {
    support::check_catalogue(ninegrid::fifteen::message_texts());
}

TEST_CASE("the 15-puzzle's help offers a key for each of its four levels, in both languages",
          "[fifteen][cli]") {
    // Its levels are easy, medium, hard and random: 1 2 3 4, the description in its column.
    for (const char* lang : {"en", "zh"}) {
        CAPTURE(lang);
        const ProgramResult r =
            support::run_program(NINEGRID_BINARY, {"fifteen", "--seed", "1", "--lang", lang}, "?",
                                 std::chrono::seconds(60), {"LANG=C.UTF-8", "LC_ALL", "LC_CTYPE"});
        CHECK(r.exit_code == 0);
        std::string keys_line;
        for (std::size_t at = 0; at < r.out.size();) {
            const std::size_t end = std::min(r.out.find('\n', at), r.out.size());
            const std::string line = r.out.substr(at, end - at);
            if (line.rfind("  1 ", 0) == 0) keys_line = line;
            at = end + 1;
        }
        CAPTURE(keys_line);
        const std::string random = std::string(lang) == "zh" ? "随机" : "random";
        CHECK(keys_line.rfind("  1 2 3 4           ", 0) == 0);
        CHECK(keys_line.size() > 20);
        CHECK(keys_line[20] != ' ');  // the description's column, as the other keys'
        CHECK(contains(keys_line, random));
    }
}

TEST_CASE("fifteen tables --size: a size's tables listed, built, verified and removed",
          "[fifteen]") {
    support::TempDir home;
    const std::vector<std::string> env{"XDG_CACHE_HOME=" + home.path()};
    const auto run = [&](std::vector<std::string> args) {
        args.insert(args.begin(), "fifteen");
        ProgramResult r =
            support::run_program(NINEGRID_BINARY, args, "", std::chrono::seconds(60), env);
        INFO("stdout: " << r.out);
        INFO("stderr: " << r.err);
        REQUIRE_FALSE(r.timed_out);
        return r;
    };
    const std::string dir = home / "ninegrid";

    const ProgramResult empty = run({"tables", "--size", "7x2"});
    CHECK(empty.exit_code == 0);
    CHECK(contains(empty.out,
                   "Pattern tables for 7x2 boards, goal 123456789abcd0, in " + dir + ":\n"));
    CHECK(contains(empty.out, "  7x2-b13-0.7.1.8.2-c  not built\n"));
    CHECK(contains(empty.out, "fifteen tables --size 7x2 --build all"));

    const ProgramResult built = run({"tables", "--size", "7x2", "--build", "all"});
    CHECK(built.exit_code == 0);
    CHECK(contains(built.err, "ninegrid: built 4 tables in "));
    CHECK(contains(built.out, "  7x2-b13-0.7.1.8.2-c  7.5 MB\n"));
    CHECK(contains(built.out, "Solves and hints read these tables instead of building them."));
    const ProgramResult again = run({"tables", "--size", "7x2", "--build", "all"});
    CHECK(contains(again.err, "the 7x2 tables are built already"));

    // A flipped byte: --verify refuses it and sets it aside; a solve then builds it again.
    const std::string path = dir + "/slide-1-7x2-b13-0.7.1.8.2-c.bin";
    {
        std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
        f.seekp(4000);
        f.put('\x7f');
    }
    const ProgramResult verified = run({"tables", "--size", "7x2", "--verify", "--json"});
    CHECK(verified.exit_code == 1);
    const auto json = parse_json(verified.out);
    CHECK(json.at("size").as_string() == "7x2");
    CHECK(json.at("tables").at(0).at("problem").as_string() ==
          "damaged: its checksum does not match");
    CHECK(json.at("tables").at(0).at("set_aside").as_string() == path + ".bad");
    const ProgramResult solve = run({"solve", "--size", "7x2", "1,2,3,4,5,6,7,8,9,10,11,12,0,13"});
    CHECK(solve.exit_code == 0);
    const ProgramResult sound = run({"tables", "--size", "7x2", "--verify"});
    CHECK(sound.exit_code == 0);
    CHECK(contains(sound.out, "Every file present is sound"));

    // A damaged file met by a solve: said, and built again.
    {
        std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
        f.seekp(0);
        f.put('X');
    }
    const ProgramResult refused =
        run({"solve", "--size", "7x2", "1,2,3,4,5,6,7,8,9,10,11,12,0,13"});
    CHECK(refused.exit_code == 0);
    CHECK(contains(refused.err, path + ": not a sliding table file; building it again"));

    const ProgramResult bad = run({"tables", "--size", "7x2", "--build", "7-8"});
    CHECK(bad.exit_code == 2);
    CHECK(contains(bad.err, "with --size, use --build all"));

    const ProgramResult cleaned = run({"tables", "--size", "7x2", "--clean"});
    CHECK(cleaned.exit_code == 0);
    // 4 tables, 1 set aside (a table keeps one: the newer set aside replaced the older)
    CHECK(contains(cleaned.out, "(files removed: 5)"));
    const ProgramResult after = run({"tables", "--size", "7x2", "--json"});
    CHECK_FALSE(parse_json(after.out).at("ready").as_bool());
}
