// SPDX-License-Identifier: MIT
// `ninegrid records`: the hall of fame read from the records file, as a table and as JSON, and a
// damaged file reported without being touched.
#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

#include "support/catch.hpp"
#include "support/run_program.hpp"
#include "support/temp_dir.hpp"
#include "support/text.hpp"

using support::contains;
using support::ProgramResult;

namespace {

// `ninegrid ARGS` with the state folder under `home` (its records file at
// home/state/ninegrid/records).
ProgramResult run(const support::TempDir& home, const std::vector<std::string>& args) {
    ProgramResult r = support::run_program(
        NINEGRID_BINARY, args, {}, std::chrono::seconds(60),
        {"XDG_STATE_HOME=" + home / "state", "XDG_CONFIG_HOME=" + home / "config", "LC_ALL",
         "LC_MESSAGES", "LANG=C.UTF-8"});
    INFO("stdout: " << support::visible(r.out));
    INFO("stderr: " << support::visible(r.err));
    REQUIRE_FALSE(r.timed_out);
    return r;
}

const std::string kRecords =
    "ninegrid-records 2\n"
    "eight medium 2 41.25\n"
    "fifteen hard 0 754.5\n"
    "link hard-gravity 1 200.00\n";

}  // namespace

TEST_CASE("records lists every game's best results, in the words of each game", "[cli][posix]") {
    const support::TempDir home;
    SECTION("none yet") {
        const ProgramResult r = run(home, {"records"});
        CHECK(r.exit_code == 0);
        CHECK(contains(r.out, "No records yet"));
    }
    SECTION("a table, English and Chinese") {
        std::filesystem::create_directories(home / "state/ninegrid");
        support::write_file(home / "state/ninegrid/records", kRecords);
        const ProgramResult r = run(home, {"records"});
        CHECK(r.exit_code == 0);
        CHECK(contains(r.out, "Best results\n"));
        CHECK(contains(r.out, "eight"));
        CHECK(contains(r.out, "2 over par"));
        CHECK(contains(r.out, "0:41"));
        CHECK(contains(r.out, "0 over par"));
        CHECK(contains(r.out, "12:34"));
        CHECK(contains(r.out, "hard-gravity"));
        CHECK(contains(r.out, "1 shuffle "));  // the link game counts shuffles, singular for 1
        CHECK(contains(r.out, "3:20"));
        const ProgramResult zh = run(home, {"records", "--lang", "zh"});
        CHECK(zh.exit_code == 0);
        CHECK(contains(zh.out, "最佳成绩"));
        CHECK(contains(zh.out, "洗牌 1 次"));
        CHECK(contains(zh.out, "比最优多 2 步"));
        const ProgramResult json = run(home, {"records", "--json"});
        CHECK(json.exit_code == 0);
        CHECK(contains(json.out,
                       "{\"game\":\"eight\",\"level\":\"medium\",\"fewest\":2,"
                       "\"counted\":\"over_par\",\"seconds\":41.25}"));
        CHECK(contains(json.out,
                       "{\"game\":\"link\",\"level\":\"hard-gravity\",\"fewest\":1,"
                       "\"counted\":\"shuffles\",\"seconds\":200.00}"));
    }
    SECTION("a damaged file is an error naming the line, and stays as it was") {
        std::filesystem::create_directories(home / "state/ninegrid");
        const std::string file = home / "state/ninegrid/records";
        support::write_file(file, "ninegrid-records 2\neight medium x 1\n");
        const ProgramResult r = run(home, {"records"});
        CHECK(r.exit_code == 2);
        CHECK(contains(r.err, "line 2"));
        CHECK(support::read_file(file) == std::string("ninegrid-records 2\neight medium x 1\n"));
    }
    SECTION("it takes no words, and has its help") {
        CHECK(run(home, {"records", "eight"}).exit_code == 2);
        const ProgramResult help = run(home, {"help", "records"});
        CHECK(help.exit_code == 0);
        CHECK(contains(help.out, "Usage: ninegrid records"));
        CHECK(contains(run(home, {"--help"}).out, "records"));
    }
}
