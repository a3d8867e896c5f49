// SPDX-License-Identifier: MIT
// `ninegrid bench`: options, the four output formats, the SVG chart, and a failing verification.
#ifndef _WIN32
#include <sys/stat.h>
#include <unistd.h>
#endif

#include <chrono>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "base/svg.hpp"
#include "games/eight/commands.hpp"
#include "games/eight/support/solvers.hpp"
#include "ninegrid/eight/solver.hpp"
#include "support/catch.hpp"
#include "support/json.hpp"
#include "support/run_program.hpp"
#include "support/temp_dir.hpp"
#include "support/text.hpp"

using ninegrid::eight::State;

namespace {

struct Captured {
    int code;
    std::string out;
    std::string err;
};

Captured bench(const std::vector<std::string>& args,
               std::vector<ninegrid::eight::ExperimentSolver> extra = {}) {
    std::istringstream in;
    std::ostringstream out, err;
    const int code = ninegrid::eight::run_bench_with(args, {in, out, err}, std::move(extra));
    return {code, out.str(), err.str()};
}

using support::contains;

std::vector<const char*> base_colours() {
    return {std::begin(ninegrid::base::kSeriesColors), std::end(ninegrid::base::kSeriesColors)};
}

}  // namespace

TEST_CASE("bench through the binary: its JSON parses and says consistent", "[bench]") {
    const auto r =
        support::run_program(NINEGRID_BINARY, {"bench", "--count", "12", "--seed", "5", "--json"});
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
    const support::JsonValue v = support::parse_json(r.out);
    CHECK(v.at("count").as_int() == 12);
    CHECK(v.at("seed").as_int() == 5);
    CHECK(v.at("consistent").as_bool());
    const auto& algos = v.at("algorithms");
    REQUIRE(algos.size() == 4);
    const char* names[] = {"bfs", "astar", "astar-misplaced", "table"};
    for (std::size_t i = 0; i < 4; ++i) {
        CHECK(algos.at(i).at("name").as_string() == names[i]);
        CHECK(algos.at(i).at("mean_expanded").as_number() > 0);
        CHECK(algos.at(i).at("max_expanded").as_number() >=
              algos.at(i).at("mean_expanded").as_number());
        CHECK(algos.at(i).at("mean_micros").as_number() > 0);
    }
    CHECK(v.at("mismatches").size() == 0);
    CHECK(v.at("buckets").size() > 0);
}

TEST_CASE("bench judges the teaching searches: claims, solved, optimal, excess", "[bench]") {
    const auto r = bench({"--count", "40", "--seed", "2", "--json", "--algos",
                          "astar,ida,bidir,iddfs,greedy,wastar,pruned,astar-closed"});
    INFO(r.err);
    REQUIRE(r.code == 0);  // the ones that are not optimal do not fail the run
    const support::JsonValue v = support::parse_json(r.out);
    CHECK(v.at("consistent").as_bool());
    CHECK(v.at("mismatches").size() == 0);
    const auto& algos = v.at("algorithms");
    REQUIRE(algos.size() == 8);
    for (std::size_t i = 0; i < algos.size(); ++i) {
        const auto& a = algos.at(i);
        const std::string name = a.at("name").as_string();
        CAPTURE(name);
        const bool claims = name != "greedy" && name != "wastar" && name != "pruned";
        CHECK(a.at("optimal_claimed").as_bool() == claims);
        CHECK(a.has("bound") == (name == "wastar"));
        CHECK(a.at("solved").as_int() <= 40);
        CHECK(a.at("optimal").as_int() <= a.at("solved").as_int());
        CHECK(a.at("mean_excess").as_number() >= 0);
        CHECK(a.at("max_excess").as_number() >= a.at("mean_excess").as_number());
        if (claims) {
            CHECK(a.at("optimal").as_int() == a.at("solved").as_int());
            CHECK(a.at("max_excess").as_int() == 0);
        }
        // Iterative deepening solves every board, the deepest within its node limit.
        if (name != "pruned") CHECK(a.at("solved").as_int() == 40);
    }
    CHECK(algos.at(4).at("optimal").as_int() < 40);  // greedy
    CHECK(algos.at(4).at("mean_excess").as_number() > 2);
    CHECK(algos.at(5).at("bound").as_number() == 2);
}

TEST_CASE("bench --weight sets wastar's weight, and needs wastar", "[bench]") {
    const auto r = bench({"--count", "10", "--algos", "wastar", "--weight", "1.25", "--markdown"});
    REQUIRE(r.code == 0);
    CHECK(contains(r.out, "`ninegrid bench --count 10 --seed 1 --algos wastar --weight 1.25`"));
    CHECK(contains(r.out, "| wastar | <= 1.25x | 10 / 10 |"));
    CHECK(contains(r.out, "Mean time per solve by optimal length"));
    const auto all = bench({"--count", "2", "--algos", "all", "--json"});
    REQUIRE(all.code == 0);
    CHECK(support::parse_json(all.out).at("algorithms").size() == 12);
}

TEST_CASE("a broken claim fails the run: optimal, or a bound", "[bench]") {
    SECTION("a solver that claims optimality and is not") {
        const auto r = bench({"--count", "30", "--algos", "greedy", "--json"},
                             {support::inadmissible_astar()});
        CHECK(r.code == 1);
        const support::JsonValue v = support::parse_json(r.out);
        for (std::size_t i = 0; i < v.at("mismatches").size(); ++i)
            CHECK(v.at("mismatches").at(i).at("algorithm").as_string() == "astar-x3");
    }
    SECTION("a solver whose bound is too tight") {
        ninegrid::eight::ExperimentSolver tight = support::inadmissible_astar();
        tight.name = "astar-x3-bounded";
        tight.optimal_claimed = false;
        tight.bound = 1.01;
        const auto r = bench({"--count", "60", "--algos", "astar"}, {tight});
        CHECK(r.code == 1);
        CHECK(contains(r.out, "astar-x3-bounded on "));
        CHECK(contains(r.out, "more than 1.01 times that"));
    }
    SECTION("the same solver without a claim passes, its excess counted") {
        ninegrid::eight::ExperimentSolver free = support::inadmissible_astar();
        free.optimal_claimed = false;
        const auto r = bench({"--count", "60", "--algos", "astar"}, {free});
        CHECK(r.code == 0);
        CHECK(contains(r.out, "every algorithm that claims optimality found the BFS length"));
        CHECK(contains(r.out, "Answers, judged by the distance table"));
    }
}

TEST_CASE("the same seed gives the same positions and counts", "[bench]") {
    const auto a = bench({"--count", "8", "--seed", "3", "--csv", "--algos", "astar,table"});
    const auto b = bench({"--count", "8", "--seed", "3", "--csv", "--algos", "astar,table"});
    REQUIRE(a.code == 0);
    // Times differ between runs; everything before the last column must not.
    auto without_times = [](const std::string& csv) {
        std::istringstream in(csv);
        std::string out, line;
        while (std::getline(in, line))
            out += line.substr(0, line.rfind(',')) + "\n";
        return out;
    };
    CHECK(without_times(a.out) == without_times(b.out));
    CHECK(a.out.rfind(
              "start,optimal,algorithm,length,gave_up,replays,expanded,generated,max_frontier,"
              "micros\n",
              0) == 0);
    std::istringstream rows(a.out);
    std::string row;
    int n = 0;
    while (std::getline(rows, row))
        ++n;
    CHECK(n == 1 + 8 * 2);
}

TEST_CASE("CSV says which runs gave up", "[bench]") {
    // Seed 30's first 40 boards include one where the handout's pruning rule cuts every path.
    const auto r = bench({"--count", "40", "--seed", "30", "--csv", "--algos", "pruned,astar"});
    REQUIRE(r.code == 0);
    std::istringstream rows(r.out);
    std::string row;
    std::getline(rows, row);
    int gave_up = 0;
    int solved = 0;
    while (std::getline(rows, row)) {
        CAPTURE(row);
        const bool pruned = contains(row, ",pruned,");
        if (contains(row, ",-1,true,false,")) {
            CHECK(pruned);  // only the pruned search gives up, and then nothing replays
            ++gave_up;
        } else {
            CHECK(contains(row, ",false,true,"));
            ++solved;
        }
    }
    CHECK(gave_up == 1);
    CHECK(gave_up + solved == 80);
}

TEST_CASE("the text report verifies, tabulates by length and draws a chart", "[bench]") {
    const auto r = bench({"--count", "10", "--difficulty", "medium"});
    REQUIRE(r.code == 0);
    CHECK(contains(r.out, "All 10 positions consistent"));
    CHECK(contains(r.out, "random walks of 25 moves (medium)"));
    CHECK(contains(r.out, "Mean expanded boards by optimal length"));
    for (const char* name : {"bfs", "astar", "astar-misplaced", "table"})
        CHECK(contains(r.out, name));
}

TEST_CASE("markdown output names the command that made it", "[bench]") {
    const auto r = bench({"--count", "6", "--seed", "9", "--markdown", "--algos", "bfs,astar"});
    REQUIRE(r.code == 0);
    CHECK(contains(r.out, "`ninegrid bench --count 6 --seed 9 --algos bfs,astar`"));
    CHECK(contains(r.out, "| algorithm |"));
    CHECK(contains(r.out, "| bfs |"));
}

TEST_CASE("a deliberately inadmissible heuristic makes verification fail, exit 1", "[bench]") {
    SECTION("in the text report") {
        const auto r =
            bench({"--count", "60", "--algos", "astar"}, {support::inadmissible_astar()});
        CHECK(r.code == 1);
        CHECK(contains(r.out, "with BFS (the verification failed)"));
        CHECK(contains(r.out, "astar-x3 on "));
        CHECK_FALSE(contains(r.out, "consistent:"));
    }
    SECTION("in JSON, with each mismatch") {
        const auto r =
            bench({"--count", "60", "--algos", "astar", "--json"}, {support::inadmissible_astar()});
        CHECK(r.code == 1);
        const support::JsonValue v = support::parse_json(r.out);
        CHECK_FALSE(v.at("consistent").as_bool());
        REQUIRE(v.at("mismatches").size() > 0);
        const auto& m = v.at("mismatches").at(0);
        CHECK(m.at("algorithm").as_string() == "astar-x3");
        CHECK(m.at("length").as_int() > m.at("optimal").as_int());
        CHECK(contains(r.err, "astar-x3 on "));
    }
}

TEST_CASE("the chart written with --svg is well-formed SVG", "[bench]") {
    const support::TempDir dir;
    const std::string path = dir.path() + "/chart.svg";
    const auto r = bench({"--count", "10", "--algos", "astar,astar-misplaced", "--svg", path});
    REQUIRE(r.code == 0);
    std::ifstream file(path);
    const std::string svg((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    CHECK(svg.rfind("<?xml", 0) == 0);
    CHECK(contains(svg, "<svg xmlns=\"http://www.w3.org/2000/svg\""));
    CHECK(contains(svg, "</svg>\n"));
    CHECK(contains(svg, ">astar-misplaced</text>"));
    CHECK(contains(svg, "<rect"));
    CHECK_FALSE(contains(svg, "nan"));
}

TEST_CASE("the chart shows time beside expansions, and a legend with the answers above both",
          "[bench][svg]") {
    const support::TempDir dir;
    const std::string path = dir.path() + "/all.svg";
    const auto r = bench({"--count", "3", "--algos", "all", "--svg", path});
    REQUIRE(r.code == 0);
    const std::string svg = support::read_file(path).value_or("");
    CHECK(contains(svg, ">Mean expanded boards (log scale)</text>"));
    CHECK(contains(svg, ">Mean time per solve (log scale)</text>"));
    CHECK(contains(svg, "solved 3/3, optimal 3, excess mean 0 max 0 (claims optimal)"));
    CHECK(contains(svg, "(claims &lt;= 2x)"));
    // Twelve algorithms, twelve colours.
    for (const char* colour : base_colours())
        CHECK(contains(svg, colour));
    // The legend is drawn first, in a band that ends above the first plot's title.
    const std::size_t last_legend = svg.rfind("(claims ");
    const std::size_t first_title = svg.find(">Mean expanded boards (log scale)");
    CHECK(last_legend < first_title);
}

TEST_CASE("the chart of --svg replaces its file only once the run is done, whole", "[bench][svg]") {
    const support::TempDir dir;
    const std::string path = dir / "keep.svg";
    const std::string old_chart = "<svg>the old chart</svg>\n";
    support::write_file(path, old_chart);
    const std::vector<std::string> only_it{"keep.svg"};

    SECTION("a run that fails on the way leaves the old file as it was") {
        const ninegrid::eight::ExperimentSolver broken{
            "broken", [](const State&, const State&) -> ninegrid::eight::Solution {
                throw std::runtime_error("the solver broke");
            }};
        CHECK_THROWS_AS(bench({"--count", "5", "--algos", "astar", "--svg", path}, {broken}),
                        std::runtime_error);
        CHECK(support::read_file(path) == old_chart);
        CHECK(support::list_directory(dir.path()) == only_it);
    }
    SECTION("an interrupted run leaves the old file as it was") {
        // Far more positions than BFS solves before the time limit kills the program.
        const auto r = support::run_program(
            NINEGRID_BINARY, {"bench", "--count", "100000", "--algos", "bfs", "--svg", path}, "",
            std::chrono::milliseconds(1500));
        CHECK(r.timed_out);
        CHECK(support::read_file(path) == old_chart);
        CHECK(support::list_directory(dir.path()) == only_it);
    }
    SECTION("a finished run replaces the file with the whole chart and leaves nothing else") {
        const auto r = bench({"--count", "3", "--algos", "astar", "--svg", path});
        REQUIRE(r.code == 0);
        const std::string svg = support::read_file(path).value_or("");
        CHECK(svg.rfind("<?xml", 0) == 0);
        CHECK(svg.size() >= 7);
        CHECK(svg.substr(svg.size() - 7) == "</svg>\n");
        CHECK(support::list_directory(dir.path()) == only_it);
    }
#ifndef _WIN32
    SECTION("a symbolic link there is replaced, never written through") {
        support::write_file(dir / "target", old_chart);
        REQUIRE(::unlink(path.c_str()) == 0);
        REQUIRE(::symlink((dir / "target").c_str(), path.c_str()) == 0);
        REQUIRE(bench({"--count", "3", "--algos", "astar", "--svg", path}).code == 0);
        CHECK(support::read_file(dir / "target") == old_chart);
        struct stat st {};
        REQUIRE(::lstat(path.c_str(), &st) == 0);
        CHECK(S_ISREG(st.st_mode));
        CHECK(contains(support::read_file(path).value_or(""), "</svg>"));
    }
    SECTION("a new chart may be read by whoever the umask lets, like any file asked for") {
        const std::string fresh = dir / "fresh.svg";
        REQUIRE(bench({"--count", "3", "--algos", "astar", "--svg", fresh}).code == 0);
        const mode_t mask = ::umask(022);
        ::umask(mask);
        struct stat st {};
        REQUIRE(::stat(fresh.c_str(), &st) == 0);
        CHECK((st.st_mode & 0777) == (0666 & ~mask));
    }
#endif
}

TEST_CASE("a chart that cannot be written is refused before the run", "[bench][svg]") {
    const support::TempDir dir;
    for (const std::string& path : {dir / "missing/chart.svg", dir.path(), dir / "sub/"}) {
        CAPTURE(path);
        // A count that would take minutes: the refusal must come first.
        const auto r = support::run_program(
            NINEGRID_BINARY, {"bench", "--count", "100000", "--algos", "bfs", "--svg", path}, "",
            std::chrono::seconds(30));
        CHECK_FALSE(r.timed_out);
        CHECK(r.exit_code == 2);
        CHECK(contains(r.err, "cannot write the chart to '" + path + "': "));
        CHECK(r.out.empty());
    }
    CHECK(support::list_directory(dir.path()).empty());
}

TEST_CASE("bad bench options exit 2 with a message naming the problem", "[bench]") {
    const struct {
        std::vector<std::string> args;
        const char* message;
    } cases[] = {
        {{"--count", "0"}, "--count '0': expected a whole number from 1 to 100000"},
        {{"--count", "ten"}, "--count 'ten'"},
        {{"--seed", "-3"}, "--seed '-3'"},
        {{"--difficulty", "insane"}, "unknown level 'insane'"},
        {{"--algos", "astar,bfz"}, "did you mean 'bfs'?"},
        {{"--algos", "astar,astar"}, "--algos names 'astar' twice"},
        {{"--algos", "astar,"}, "comma-separated list"},
        {{"--algos", "greedy,idastar"}, "did you mean 'ida'?"},
        {{"--weight", "2"}, "--weight only applies when --algos includes wastar"},
        {{"--algos", "wastar", "--weight", "0.5"},
         "--weight '0.5': expected a number from 1 to 100"},
        {{"--json", "--csv"}, "choose one of --json, --csv and --markdown"},
        {{"--goal", "12345678"}, "expected 9 cells, got 8"},
        {{"813402765"}, "'ninegrid bench' takes no words: drop '813402765'; it draws"},
        {{"--svg", "/nonexistent-dir/chart.svg"},
         "cannot write the chart to '/nonexistent-dir/chart.svg': No such file or directory"},
    };
    for (const auto& c : cases) {
        CAPTURE(c.args);
        const auto r = support::run_program(NINEGRID_BINARY, [&] {
            std::vector<std::string> a{"bench"};
            a.insert(a.end(), c.args.begin(), c.args.end());
            return a;
        }());
        CHECK(r.exit_code == 2);
        CHECK(contains(r.err, c.message));
        CHECK(r.out.empty());
    }
}
