// SPDX-License-Identifier: MIT
// Records: the strict format and the 8-puzzle's older one, keeping a damaged file aside, and two
// games open at once keeping each other's records.
#include "shell/records.hpp"

#include <sys/stat.h>

#include <chrono>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "support/catch.hpp"
#include "support/temp_dir.hpp"
#include "support/text.hpp"

using ninegrid::shell::Best;
using ninegrid::shell::parse_records;
using ninegrid::shell::Records;
using ninegrid::shell::RecordStore;
using ninegrid::shell::serialize_records;
using support::list_directory;
using support::read_file;
using support::TempDir;
using support::write_file;

namespace {

using support::contains;

Best best(int over_par, double seconds) {
    return Best{over_par, seconds};
}

}  // namespace

TEST_CASE("records survive a round trip through their text", "[records]") {
    Records r;
    r[{"eight", "easy"}] = best(0, 12.5);
    r[{"eight", "hard"}] = best(14, 3600.25);
    r[{"fifteen", "x-1"}] = best(1000000, 9999999.99);
    r[{"zero", "zero"}] = best(0, 0.0);
    const std::string text = serialize_records(r);
    CHECK(text ==
          "ninegrid-records 2\n"
          "eight easy 0 12.50\n"
          "eight hard 14 3600.25\n"
          "fifteen x-1 1000000 9999999.99\n"
          "zero zero 0 0.00\n");
    const auto back = parse_records(text);
    REQUIRE(back.ok());
    CHECK(*back == r);
    CHECK(serialize_records(*back) == text);
}

TEST_CASE("a version 1 file is read as the 8-puzzle's records", "[records]") {
    const auto r =
        parse_records("ninegrid-records 1\neasy 0 12.50\n\nhard 14 3600.25\nmedium 2 41\n");
    REQUIRE(r.ok());
    Records expected;
    expected[{"eight", "easy"}] = best(0, 12.5);
    expected[{"eight", "hard"}] = best(14, 3600.25);
    expected[{"eight", "medium"}] = best(2, 41.0);
    CHECK(*r == expected);

    SECTION("and saved again as version 2 after a win") {
        TempDir dir;
        write_file(dir / "records", "ninegrid-records 1\neasy 0 12.50\nhard 14 3600.25\n");
        RecordStore store(dir / "records");
        CHECK_FALSE(store.load().has_value());
        CHECK(store.best("eight", "hard") == best(14, 3600.25));
        const auto improved = store.record_win("eight", "medium", 3, 50.0);
        REQUIRE(improved.ok());
        CHECK(*improved);
        CHECK(read_file(dir / "records") == std::optional<std::string>("ninegrid-records 2\n"
                                                                       "eight easy 0 12.50\n"
                                                                       "eight hard 14 3600.25\n"
                                                                       "eight medium 3 50.00\n"));
    }
    SECTION("with only its three levels") {
        const auto bad = parse_records("ninegrid-records 1\nexpert 1 2\n");
        REQUIRE_FALSE(bad.ok());
        CHECK(bad.error() == "line 2: the level \"expert\" is not easy, medium or hard");
    }
}

TEST_CASE("records files are checked strictly, line by line", "[records]") {
    struct Case {
        const char* text;
        const char* error;
    };
    const Case cases[] = {
        {"", "line 1: expected \"ninegrid-records 2\""},
        {"ninegrid-records 3\n", "line 1: expected \"ninegrid-records 2\""},
        {"ninegrid-records 2 \n", "line 1:"},
        {"ninegrid-records 2\n\n", "line 2: expected \"GAME LEVEL OVER_PAR SECONDS\""},
        {"ninegrid-records 2\neight easy 1\n", "line 2: expected"},
        {"ninegrid-records 2\neight easy 1 2 3\n", "line 2: expected"},
        {"ninegrid-records 2\neight  easy 1 2\n", "line 2: expected"},
        {"ninegrid-records 2\neight easy 1 2\r\n", "line 2: holds a control character"},
        {"ninegrid-records 2\nEight easy 1 2\n", "line 2: the game \"Eight\""},
        {"ninegrid-records 2\neight easy_1 1 2\n", "line 2: the level \"easy_1\""},
        {"ninegrid-records 2\neight aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa 1 2\n", "line 2: the level"},
        {"ninegrid-records 2\neight easy -1 2\n", "line 2: the moves over par \"-1\""},
        {"ninegrid-records 2\neight easy 1000001 2\n", "line 2: the moves over par"},
        {"ninegrid-records 2\neight easy 01 2\n", "line 2: the moves over par"},
        {"ninegrid-records 2\neight easy 1 2.345\n", "line 2: the seconds \"2.345\""},
        {"ninegrid-records 2\neight easy 1 10000000\n", "line 2: the seconds"},
        {"ninegrid-records 2\neight easy 1 -2\n", "line 2: the seconds"},
        {"ninegrid-records 2\neight easy 1 2.\n", "line 2: the seconds"},
        {"ninegrid-records 2\neight easy 1 .5\n", "line 2: the seconds"},
        {"ninegrid-records 2\neight easy 1 1e3\n", "line 2: the seconds"},
        {"ninegrid-records 2\neight easy 1 nan\n", "line 2: the seconds"},
        {"ninegrid-records 2\neight easy 1 2\neight hard 1 2\neight easy 3 4\n",
         "line 4: eight easy appears twice (first on line 2)"},
    };
    for (const Case& c : cases) {
        CAPTURE(c.text);
        const auto r = parse_records(c.text);
        REQUIRE_FALSE(r.ok());
        CHECK(contains(r.error(), c.error));
    }
    // The edges that are allowed.
    const auto edges = parse_records("ninegrid-records 2\ne e 1000000 9999999.99\nf f 0 0.5");
    REQUIRE(edges.ok());
    CHECK(edges->at({"e", "e"}) == best(1000000, 9999999.99));
    CHECK(edges->at({"f", "f"}) == best(0, 0.5));
}

TEST_CASE("fewest moves and fastest time are kept on their own", "[records]") {
    TempDir dir;
    RecordStore store(dir / "state/records");
    REQUIRE_FALSE(store.load().has_value());
    CHECK_FALSE(store.best("eight", "easy").has_value());

    auto r = store.record_win("eight", "easy", 4, 30.0);
    REQUIRE(r.ok());
    CHECK(*r);
    r = store.record_win("eight", "easy", 2, 45.0);  // fewer moves, slower
    REQUIRE(r.ok());
    CHECK(*r);
    r = store.record_win("eight", "easy", 5, 20.004);  // faster, more moves; rounded to 20.00
    REQUIRE(r.ok());
    CHECK(*r);
    r = store.record_win("eight", "easy", 3, 25.0);  // neither
    REQUIRE(r.ok());
    CHECK_FALSE(*r);
    CHECK(store.best("eight", "easy") == best(2, 20.0));
    CHECK_FALSE(store.best("eight", "medium").has_value());

    RecordStore again(dir / "state/records");
    REQUIRE_FALSE(again.load().has_value());
    CHECK(again.records() == store.records());
    CHECK(list_directory(dir / "state") == std::vector<std::string>{"records", "records.lock"});
}

TEST_CASE("what loads saves and reloads identically", "[records]") {
    TempDir dir;
    const std::string text =
        "ninegrid-records 2\neight easy 0 0.01\neight hard 7 99.90\nother-game l1 12 3.00\n";
    write_file(dir / "records", text);
    RecordStore store(dir / "records");
    REQUIRE_FALSE(store.load().has_value());
    const Records loaded = store.records();
    // A win that improves nothing saves nothing; one that does rewrites everything it read.
    REQUIRE(store.record_win("eight", "easy", 1, 1.0).ok());
    CHECK(read_file(dir / "records") == std::optional<std::string>(text));
    REQUIRE(store.record_win("new", "one", 1, 1.0).ok());
    RecordStore again(dir / "records");
    REQUIRE_FALSE(again.load().has_value());
    Records expected = loaded;
    expected[{"new", "one"}] = best(1, 1.0);
    CHECK(again.records() == expected);
}

TEST_CASE("two games open at once keep each other's records", "[records]") {
    TempDir dir;
    RecordStore a(dir / "records");
    RecordStore b(dir / "records");
    REQUIRE_FALSE(a.load().has_value());
    REQUIRE_FALSE(b.load().has_value());

    REQUIRE(a.record_win("eight", "easy", 3, 10.0).ok());
    REQUIRE(b.record_win("eight", "hard", 5, 20.0).ok());
    // b had never seen a's win, yet it is in the file, and b knows it now.
    CHECK(b.best("eight", "easy") == best(3, 10.0));

    // Each value is merged on its own: b's fewer moves, a's faster time.
    const auto improved = b.record_win("eight", "easy", 2, 15.0);
    REQUIRE(improved.ok());
    CHECK(*improved);
    // A win that only beats a's stale memory is no record against the file.
    const auto stale = a.record_win("eight", "hard", 6, 25.0);
    REQUIRE(stale.ok());
    CHECK_FALSE(*stale);

    RecordStore c(dir / "records");
    REQUIRE_FALSE(c.load().has_value());
    CHECK(c.best("eight", "easy") == best(2, 10.0));
    CHECK(c.best("eight", "hard") == best(5, 20.0));
}

TEST_CASE("a damaged records file is moved aside, never overwritten", "[records]") {
    TempDir dir;
    const std::string path = dir / "records";
    write_file(path, "ninegrid-records 2\neight easy 1 2\neight easy x 2\n");
    RecordStore store(path);
    const auto problem = store.load();
    REQUIRE(problem.has_value());
    CHECK(problem->kept_as == path + ".bad");
    CHECK(problem->problem == path +
                                  ": line 3: the moves over par \"x\" are not a whole number "
                                  "from 0 to 1000000");
    CHECK(contains(problem->message(), "moved to " + path + ".bad"));
    CHECK(store.records().empty());
    CHECK(read_file(path + ".bad") ==
          std::optional<std::string>("ninegrid-records 2\neight easy 1 2\neight easy x 2\n"));

    REQUIRE(store.record_win("eight", "easy", 1, 1.0).ok());
    CHECK(read_file(path) == std::optional<std::string>("ninegrid-records 2\neight easy 1 1.00\n"));

    SECTION("a second damaged file goes to the next name") {
        write_file(path, "garbage");
        RecordStore other(path);
        const auto second = other.load();
        REQUIRE(second.has_value());
        CHECK(second->kept_as == path + ".bad.1");
        CHECK(read_file(path + ".bad") ==
              std::optional<std::string>("ninegrid-records 2\neight easy 1 2\neight easy x 2\n"));
        CHECK(read_file(path + ".bad.1") == std::optional<std::string>("garbage"));
    }
    SECTION("a file damaged while playing is moved aside before saving") {
        write_file(path, "garbage");
        REQUIRE(store.record_win("eight", "hard", 1, 1.0).ok());
        CHECK(read_file(path + ".bad.1") == std::optional<std::string>("garbage"));
        CHECK(read_file(path) == std::optional<std::string>(
                                     "ninegrid-records 2\neight easy 1 1.00\neight hard 1 1.00\n"));
    }
}

#ifndef _WIN32  // no FIFOs on Windows
TEST_CASE("a FIFO at the records path is set aside at once", "[records]") {
    TempDir dir;
    const std::string path = dir / "records";
    REQUIRE(::mkfifo(path.c_str(), 0600) == 0);
    RecordStore store(path);
    const auto start = std::chrono::steady_clock::now();
    const auto problem = store.load();
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(2));
    REQUIRE(problem.has_value());
    CHECK(problem->problem == path + ": not a regular file");
    CHECK(problem->kept_as == path + ".bad");
    REQUIRE(store.record_win("eight", "easy", 1, 1.0).ok());
    CHECK(read_file(path).has_value());
}
#endif

TEST_CASE("wins outside the limits are refused", "[records]") {
    TempDir dir;
    RecordStore store(dir / "records");
    CHECK_FALSE(store.record_win("Eight", "easy", 1, 1.0).ok());
    CHECK_FALSE(store.record_win("eight", "", 1, 1.0).ok());
    CHECK_FALSE(store.record_win("eight", "easy", -1, 1.0).ok());
    CHECK_FALSE(store.record_win("eight", "easy", 1000001, 1.0).ok());
    CHECK_FALSE(store.record_win("eight", "easy", 1, -0.5).ok());
    CHECK_FALSE(store.record_win("eight", "easy", 1, 1e7).ok());
    CHECK_FALSE(store.record_win("eight", "easy", 1, 9999999.996).ok());
    CHECK_FALSE(
        store.record_win("eight", "easy", 1, std::numeric_limits<double>::quiet_NaN()).ok());
    CHECK_FALSE(support::path_exists(dir / "records"));
    CHECK(store.records().empty());
}

TEST_CASE("without a path records live in memory only", "[records]") {
    RecordStore store(std::nullopt);
    CHECK_FALSE(store.load().has_value());
    const auto r = store.record_win("eight", "easy", 1, 2.0);
    REQUIRE(r.ok());
    CHECK(*r);
    CHECK(store.best("eight", "easy") == best(1, 2.0));
}

TEST_CASE("the records file lives in the state folder", "[records]") {
    support::ScopedEnv state("XDG_STATE_HOME", std::string("/s"));
    CHECK(RecordStore::default_path() == std::optional<std::string>("/s/ninegrid/records"));
}
