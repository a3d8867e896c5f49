// The pattern tables' files: what is written is read back, and a file that is missing, cut
// short, damaged, of another version or for another goal or group is refused with the reason;
// Tables builds what it cannot read, writes it, and keeps going when the cache cannot be written.
#include "games/fifteen/table_cache.hpp"

#include <cstdlib>
#include <memory>
#include <sstream>
#include <string>

#include "games/fifteen/commands.hpp"
#include "support/catch.hpp"
#include "support/temp_dir.hpp"
#include "support/text.hpp"

using namespace ninegrid::fifteen;
using support::contains;

namespace {

const PdbCells kGoal{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};
const PdbCells kKorfGoal{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
const std::vector<std::uint8_t> kGroup{2, 3, 4};

// Sets XDG_CACHE_HOME for the test's life, and puts the old value back.
class CacheHome {
  public:
    explicit CacheHome(const std::string& dir) {
        if (const char* old = std::getenv("XDG_CACHE_HOME")) old_ = old;
        ::setenv("XDG_CACHE_HOME", dir.c_str(), 1);
    }
    ~CacheHome() {
        if (old_) {
            ::setenv("XDG_CACHE_HOME", old_->c_str(), 1);
        } else {
            ::unsetenv("XDG_CACHE_HOME");
        }
    }
    CacheHome(const CacheHome&) = delete;
    CacheHome& operator=(const CacheHome&) = delete;

  private:
    std::optional<std::string> old_;
};

std::string refusal(const std::string& path, const PdbCells& goal = kGoal,
                    const std::vector<std::uint8_t>& group = kGroup) {
    const TableRead read = read_table(path, goal, group);
    CHECK_FALSE(read.table.has_value());
    CHECK_FALSE(read.missing);
    return read.problem;
}

}  // namespace

TEST_CASE("a table written to its file reads back the same", "[cache]") {
    support::TempDir dir;
    const PatternTable table(kGoal, kGroup);
    const std::string path = table_file(dir.path(), kGoal, kGroup);
    CHECK(path == dir.path() + "/pdb-2-123456789abcdef0-234.bin");
    REQUIRE(write_table(path, kGoal, table));
    const TableRead read = read_table(path, kGoal, kGroup);
    REQUIRE(read.table.has_value());
    CHECK(read.problem.empty());
    CHECK(read.table->data() == table.data());
    CHECK(read.table->format() == table.format());
    CHECK(read.table->max_entry() == table.max_entry());
    CHECK(read.table->tiles() == kGroup);
    PdbCells where{};
    where[2] = 15;
    where[3] = 0;
    where[4] = 5;
    CHECK(read.table->entry(where) == table.entry(where));
    const std::string text = *support::read_file(path);
    CHECK(text.rfind("ninegrid pattern table 2\ngoal 123456789abcdef0\ntiles 234\n", 0) == 0);
}

TEST_CASE("a file that is not the table asked for is refused with the reason", "[cache]") {
    support::TempDir dir;
    const PatternTable table(kGoal, kGroup);
    const std::string path = table_file(dir.path(), kGoal, kGroup);
    REQUIRE(write_table(path, kGoal, table));
    const std::string good = *support::read_file(path);

    SECTION("missing") {
        const TableRead read = read_table(dir / "none.bin", kGoal, kGroup);
        CHECK(read.missing);
        CHECK_FALSE(read.table.has_value());
    }
    SECTION("cut short") {
        support::write_file(path, good.substr(0, good.size() - 10));
        CHECK(contains(refusal(path), "truncated or padded: 1670 bytes of data, 1680 expected"));
    }
    SECTION("one byte of data changed") {
        std::string bad = good;
        bad[bad.size() - 100] = static_cast<char>(bad[bad.size() - 100] ^ 0x10);
        support::write_file(path, bad);
        CHECK(contains(refusal(path), "checksum does not match"));
    }
    SECTION("another version") {
        std::string bad = good;
        bad.replace(0, std::string("ninegrid pattern table 2").size(), "ninegrid pattern table 7");
        support::write_file(path, bad);
        CHECK(contains(refusal(path), "version 7, this program reads version 2"));
    }
    SECTION("for another goal or group") {
        CHECK(contains(refusal(path, kKorfGoal), "another goal or group"));
        CHECK(contains(refusal(path, kGoal, {2, 3, 5}), "another goal or group"));
    }
    SECTION("not a table at all, or empty") {
        support::write_file(path, "hello\n\nworld");
        CHECK(contains(refusal(path), "not a pattern table file"));
        support::write_file(path, "");
        CHECK(contains(refusal(path), "no header"));
    }
    SECTION("a damaged header") {
        std::string bad = good;
        bad.replace(bad.find("max-entry"), 9, "max_entry");
        support::write_file(path, bad);
        CHECK(contains(refusal(path), "damaged header"));
        // A number not as the header writes it (found by fuzz_table_file).
        std::string padded = good;
        padded.replace(padded.find("max-entry 16"), 12, "max-entry 016");
        support::write_file(path, padded);
        CHECK(contains(refusal(path), "damaged header"));
    }
    SECTION("a folder where the file should be") {
        CHECK(contains(refusal(dir.path()), "not a regular file"));
    }
}

TEST_CASE("a table cannot be written under a file", "[cache]") {
    support::TempDir dir;
    support::write_file(dir / "plain", "x");
    const PatternTable table(kGoal, kGroup);
    const auto written = write_table(dir / "plain/pdb.bin", kGoal, table);
    CHECK_FALSE(written);
    CHECK(contains(written.error(), "plain"));
}

// One case, so that the 6-6-3 tables are built once (a few seconds) and then read.
TEST_CASE("Tables builds the 6-6-3 once, reads them after, and rebuilds a damaged file",
          "[cache]") {
    support::TempDir home;
    const CacheHome cache(home.path());
    const Board goal = Board::goal();
    std::ostringstream err;
    {
        Tables tables(goal, Lang::En, &err);
        const PatternDatabase& db = tables.get();
        CHECK(tables.set() == TableSet::Small);
        CHECK_FALSE(tables.loaded());
        CHECK(db.tables().size() == 3);
        CHECK(contains(err.str(), "building the 6-6-3 pattern databases, once: they are kept in " +
                                      home.path() + "/ninegrid"));
        CHECK(contains(err.str(), "built the 6-6-3 pattern databases in"));
    }
    const std::string small = home / ("ninegrid/pdb-2-123456789abcdef0-234.bin");
    REQUIRE(support::path_exists(small));
    {
        err.str("");
        Tables tables(goal, Lang::En, &err);
        tables.get();
        CHECK(tables.loaded());
        CHECK(err.str().empty());
    }
    {
        // A damaged 3-tile file: that one table is built again (at once) and written.
        std::string text = *support::read_file(small);
        text[text.size() - 1] = static_cast<char>(text[text.size() - 1] ^ 1);
        support::write_file(small, text);
        err.str("");
        Tables tables(goal, Lang::En, &err);
        const PatternDatabase& db = tables.get();
        CHECK_FALSE(tables.loaded());
        CHECK(contains(err.str(),
                       small + ": damaged: its checksum does not match; building it again"));
        CHECK(db.heuristic(goal.cells()) == 0);
        CHECK(read_table(small, goal.cells(), kGroup).table.has_value());
    }
    {
        // A 7-8 file that is not sound is reported and not used; the 6-6-3 answer.
        support::write_file(home / "ninegrid/pdb-2-123456789abcdef0-9abcdef.bin", "junk");
        support::write_file(home / "ninegrid/pdb-2-123456789abcdef0-12345678.bin", "junk");
        err.str("");
        Tables tables(goal, Lang::En, &err);
        tables.get();
        CHECK(tables.set() == TableSet::Small);
        CHECK(tables.loaded());
        CHECK(contains(err.str(),
                       "pdb-2-123456789abcdef0-9abcdef.bin: not a pattern table file (no "
                       "header); not used (ninegrid fifteen tables --build 7-8 builds "
                       "it again)"));
    }
    {
        // Exactly the 6-6-3, from nothing and written nowhere, as bench measures them.
        err.str("");
        Tables tables(goal, TableSet::Small, false, Lang::En, &err);
        tables.get();
        CHECK_FALSE(tables.loaded());
        CHECK(contains(
            err.str(),
            "building the 6-6-3 pattern databases from nothing, as the bench counts them"));
    }
}

TEST_CASE("Tables answers when the cache cannot be written, and says so", "[cache]") {
    support::TempDir home;
    support::write_file(home / "file", "x");
    const CacheHome cache(home / "file");  // the cache folder would be file/ninegrid
    std::ostringstream err;
    // A goal whose 6-6-3 nobody caches: the blank in the middle has no reflection.
    const Board goal = *parse_board("123456789abc0def").board;
    Tables tables(goal, Lang::En, &err);
    const PatternDatabase& db = tables.get();
    CHECK(db.heuristic(goal.cells()) == 0);
    CHECK(contains(err.str(), "the tables could not be kept for the next run:"));
    CHECK(contains(err.str(), home / "file"));
}

TEST_CASE("a game's Tables build the 7-8 in the background and stop when dropped", "[cache]") {
    support::TempDir home;
    const CacheHome cache(home.path());
    const Board goal = Board::goal();
    auto tables = std::make_unique<Tables>(goal);
    tables->build_large_in_background();
    CHECK(tables->background_percent() == -1);
    // The 6-6-3 answer at once; the 7-8 build has begun beside them.
    const PatternDatabase& db = tables->get();
    CHECK(tables->set() == TableSet::Small);
    CHECK(db.tables().size() == 3);
    const int percent = tables->background_percent();
    CHECK(percent >= 0);
    CHECK(percent < 100);
    // Dropping them cancels the build and waits for its thread; nothing half-built is kept.
    tables.reset();
    CHECK_FALSE(support::path_exists(home / "ninegrid/pdb-2-123456789abcdef0-12345678.bin"));
    CHECK_FALSE(support::path_exists(home / "ninegrid/pdb-2-123456789abcdef0-9abcdef.bin"));
}
