// SPDX-License-Identifier: MIT
// The pattern tables' files: what is written is read back, and a file that is missing, cut
// short, damaged, of another version or for another goal or group is refused with the reason;
// Tables builds what it cannot read, writes it, and keeps going when the cache cannot be written.
#include "games/fifteen/table_cache.hpp"

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <thread>

#include "games/fifteen/commands.hpp"
#include "games/fifteen/sliding_cache.hpp"
#include "support/catch.hpp"
#include "support/temp_dir.hpp"
#include "support/text.hpp"

using namespace ninegrid::fifteen;
using support::contains;

namespace {

const PdbCells kGoal{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};
const PdbCells kKorfGoal{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
const std::vector<std::uint8_t> kGroup{2, 3, 4};

namespace fs = std::filesystem;

// Sets XDG_CACHE_HOME for the test's life, and puts the old value back.
class CacheHome {
  public:
    explicit CacheHome(const std::string& dir) : env_("XDG_CACHE_HOME", dir) {}

  private:
    support::ScopedEnv env_;
};

std::size_t occurrences(const std::string& text, const std::string& part) {
    std::size_t n = 0;
    for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1))
        ++n;
    return n;
}

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

TEST_CASE("a table file as version 2 has always written it is read, and written the same",
          "[cache]") {
    // The header exactly as the cache first wrote it (its checksum pinned): the tables already
    // in players' caches (288 MB for the 7-8) must keep being read.
    const std::string header =
        "ninegrid pattern table 2\ngoal 123456789abcdef0\ntiles 234\nformat excess4\n"
        "max-entry 16\nentries 3360\nbytes 1680\nchecksum eaa1b2f4181f940b\n\n";
    const PatternTable table(kGoal, kGroup);
    support::TempDir dir;
    const std::string path = table_file(dir.path(), kGoal, kGroup);
    {
        std::ofstream out(path, std::ios::binary);
        out << header << table.data();
    }
    const TableRead read = read_table(path, kGoal, kGroup);
    INFO(read.problem);
    REQUIRE(read.table.has_value());
    CHECK(read.table->data() == table.data());
    CHECK(parse_table(header + std::string(table.data()), kGoal, kGroup).table.has_value());
    CHECK(table_header(kGoal, table) == header);
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
          "[cache][slow]") {
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

TEST_CASE("Tables answers when the cache cannot be written, and says so once", "[cache][slow]") {
    support::TempDir home;
    support::write_file(home / "file", "x");
    const CacheHome cache(home / "file");  // the cache folder would be file/ninegrid
    std::ostringstream err;
    // A goal whose 6-6-3 nobody caches: the blank in the middle has no reflection.
    const Board goal = *parse_board("123456789abc0def").board;
    Tables tables(goal, Lang::En, &err);
    const PatternDatabase& db = tables.get();
    CHECK(db.heuristic(goal.cells()) == 0);
    // One line for the folder, naming it once, instead of one a table with the path twice.
    CHECK(err.str().rfind("ninegrid: cannot keep tables in the cache folder " + home.path() +
                              "/file/ninegrid: Not a directory; building the 6-6-3 pattern "
                              "databases for this run only\n",
                          0) == 0);
    CHECK(occurrences(err.str(), "Not a directory") == 1);
    CHECK(occurrences(err.str(), home.path()) == 1);
    CHECK(occurrences(err.str(), "\n") == 2);  // and "built the 6-6-3 ... in ..."

    SECTION("and a file in a table's place is named once with its reason") {
        support::TempDir other;
        const CacheHome here(other.path());
        std::ostringstream said;
        REQUIRE(fs::create_directory(other / "ninegrid"));
        const std::string table = other / "ninegrid/pdb-2-123456789abc0def-234.bin";
        REQUIRE(fs::create_directory(table));
        Tables again(goal, TableSet::Small, true, Lang::En, &said);
        again.get();
        // Said twice, each time once: the file refused, and the table not written over it.
        CHECK(contains(said.str(), table + ": not a regular file; building it again\n"));
        CHECK(contains(said.str(), "could not be kept for the next run: cannot replace " + table +
                                       ": Is a directory\n"));
        CHECK(occurrences(said.str(), table) == 2);
    }
}

TEST_CASE("a game's Tables build the 7-8 in the background and stop when dropped",
          "[cache][slow]") {
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

namespace {

// A 6-tile table of kGoal, built once (a second or so), for the tests that need a large file.
const PatternTable& six_tiles() {
    static const PatternTable table(kGoal, {1, 5, 6, 9, 10, 13});
    return table;
}

// The file write_table makes of a table with these `data`, its checksum recomputed: damage
// would not show, only wrong contents.
void write_crafted(const std::string& path, const std::vector<std::uint8_t>& tiles, int max_entry,
                   const std::string& data) {
    const PatternTable crafted(kGoal, tiles, PdbFormat::Excess4, max_entry, data);
    REQUIRE(write_table(path, kGoal, crafted));
}

}  // namespace

TEST_CASE("a table file shortened while it is read is refused, never a crash", "[cache]") {
    support::TempDir dir;
    const PatternTable& table = six_tiles();
    const std::vector<std::uint8_t> tiles = table.tiles();
    const std::string path = table_file(dir.path(), kGoal, tiles);
    REQUIRE(write_table(path, kGoal, table));
    const std::size_t size = support::read_file(path)->size();

    SECTION("shortened after it is opened: a real truncation, by another descriptor") {
        auto opened = ninegrid::os::open_regular_file(path, size);
        REQUIRE(opened.ok());
        REQUIRE(opened->has_value());
        fs::resize_file(path, 1000);
        const TableRead read = read_table(**opened, kGoal, tiles);
        CHECK_FALSE(read.table.has_value());
        CHECK(contains(read.problem, "changed while it was read: it ended after "));
        CHECK(contains(read.problem, " bytes of data, 2882880 expected"));
    }
    SECTION("grown after it is opened") {
        auto opened = ninegrid::os::open_regular_file(path, size + 10);
        REQUIRE(opened.ok());
        REQUIRE(opened->has_value());
        {
            std::ofstream append(path, std::ios::app);
            append << "more";
        }
        const TableRead read = read_table(**opened, kGoal, tiles);
        CHECK(read.problem == "changed while it was read: it grew past its 2882880 bytes of data");
    }
    SECTION("shortened by another thread while read, again and again") {
        // With the file mapped, the pages cut off ended the program with SIGBUS; read, it is
        // refused or read whole, whenever the cut comes.
        const std::string good = *support::read_file(path);
        int refused = 0;
        for (int i = 0; i < 40; ++i) {
            support::write_file(path, good);
            std::thread cutter([&] {
                std::error_code ignored;
                fs::resize_file(path, 1000, ignored);
            });
            const TableRead read = read_table(path, kGoal, tiles);
            cutter.join();
            if (read.table) {
                CHECK(read.table->data() == table.data());
            } else {
                ++refused;
                CHECK((contains(read.problem, "truncated or padded") ||
                       contains(read.problem, "changed while it was read")));
            }
        }
    }
}

TEST_CASE("a table whose checksum matches but whose entries are impossible is refused", "[cache]") {
    support::TempDir dir;
    const PatternTable table(kGoal, kGroup);
    const std::string path = table_file(dir.path(), kGoal, kGroup);
    SECTION("every byte of data 0xFF, the checksum recomputed") {
        write_crafted(path, kGroup, table.max_entry(), std::string(table.bytes(), '\xFF'));
        CHECK(refusal(path) ==
              "impossible entries: an entry above the largest its header gives "
              "(16)");
        // However large the header's maximum, 15 is never stored.
        write_crafted(path, kGroup, 255, std::string(table.bytes(), '\xFF'));
        CHECK(refusal(path) ==
              "impossible entries: an entry above the largest its header gives "
              "(255)");
    }
    SECTION("every excess 28: the goal's entry gives it away") {
        write_crafted(path, kGroup, 255, std::string(table.bytes(), '\xEE'));
        CHECK(refusal(path) == "impossible entries: the goal's entry is 28, not 0");
    }
    SECTION("a sound table passes") {
        REQUIRE(write_table(path, kGoal, table));
        CHECK(read_table(path, kGoal, kGroup).table.has_value());
    }
}

namespace {

// The indices of the placements of `table`'s tiles within `radius` moves of a group tile of the
// goal's placement (a tile moves to a neighbouring cell that no group tile holds).
std::set<std::uint32_t> near_goal(const PatternTable& table, int radius) {
    PdbCells where{};
    for (std::uint8_t c = 0; c < 16; ++c)
        where[kGoal[c]] = c;
    std::set<std::uint32_t> seen{table.rank(where)};
    std::vector<PdbCells> frontier{where};
    for (int r = 0; r < radius; ++r) {
        std::vector<PdbCells> next;
        for (const PdbCells& w : frontier) {
            std::uint32_t mask = 0;
            for (const std::uint8_t t : table.tiles())
                mask |= 1U << w[t];
            for (const std::uint8_t t : table.tiles()) {
                const int c = w[t];
                for (const int n :
                     {c - 4, c + 4, c % 4 != 0 ? c - 1 : -1, c % 4 != 3 ? c + 1 : -1}) {
                    if (n < 0 || n > 15 || (mask & (1U << n)) != 0) continue;
                    PdbCells moved = w;
                    moved[t] = static_cast<std::uint8_t>(n);
                    if (seen.insert(table.rank(moved)).second) next.push_back(moved);
                }
            }
        }
        frontier = std::move(next);
    }
    return seen;
}

}  // namespace

// One case: the 6-6-3 are built twice (a few seconds each).
TEST_CASE("tables that pass the checks but make a search pass 80 moves are set aside and rebuilt",
          "[cache][slow]") {
    support::TempDir home;
    const CacheHome cache(home.path());
    const Board goal = Board::goal();
    std::ostringstream err;
    Tables real(goal, TableSet::Small, true, Lang::En, &err);
    const PatternDatabase& sound = real.get();
    // The two 6-tile tables say 28 moves more than they should everywhere but within two moves
    // of the goal: the goal's entry is 0, no entry passes the header's maximum, and the sampled
    // placements agree with their neighbours, so the files are read; a search far from the goal
    // meets only bounds past 80.
    std::vector<std::string> crafted;
    for (const PatternTable& table : sound.tables()) {
        if (table.tiles().size() != 6) continue;
        const std::set<std::uint32_t> keep = near_goal(table, 2);
        std::string data(table.data());
        for (std::uint32_t i = 0; i < table.size(); ++i) {
            if (keep.count(i) != 0) continue;
            auto& byte = data[i >> 1];
            const unsigned shift = (i & 1U) * 4;
            byte = static_cast<char>((static_cast<unsigned char>(byte) & ~(0xFU << shift)) |
                                     (14U << shift));
        }
        const std::string path = table_file(home / "ninegrid", goal.cells(), table.tiles());
        write_crafted(path, table.tiles(), 64, data);
        INFO(path);
        REQUIRE(read_table(path, goal.cells(), table.tiles()).table.has_value());
        crafted.push_back(path);
    }
    REQUIRE(crafted.size() == 2);

    // A board 30 moves from the goal, never undoing a step.
    Board start = goal;
    std::mt19937 rng(8);
    for (int s = 0, last = -1; s < 30;) {
        const int m = static_cast<int>(rng() % 4);
        if ((last >= 0 && (m ^ 1) == last) || !start.apply(static_cast<Move>(m))) continue;
        last = m;
        ++s;
    }
    const PdbSolution optimal = solve_pdb(sound, start.cells());
    REQUIRE(optimal.solved);

    err.str("");
    Tables tables(goal, Lang::En, &err);
    const Answer answer = solve_with(Algorithm::Pdb, tables, start, goal);
    REQUIRE(answer.solved);
    CHECK(static_cast<int>(answer.moves.size()) == optimal.length);
    CHECK_FALSE(tables.loaded());
    CHECK(contains(err.str(),
                   "ninegrid: the 6-6-3 pattern databases are wrong: a search with "
                   "them passed 80 moves, which no position needs\n"));
    CHECK(contains(err.str(),
                   "ninegrid: building the 6-6-3 pattern databases, once: they are "
                   "kept in " +
                       home.path() + "/ninegrid\n"));
    for (const std::string& path : crafted) {
        CHECK(contains(err.str(), path + " is set aside as " + path + ".bad\n"));
        CHECK(support::path_exists(path + ".bad"));
    }
    // Built again and written: the next run reads sound tables.
    err.str("");
    Tables next(goal, Lang::En, &err);
    const Answer reread = solve_with(Algorithm::Pdb, next, start, goal);
    CHECK(reread.solved);
    CHECK(next.loaded());
    CHECK(err.str().empty());
}

namespace {

// Sets a file's modification time `seconds` ago.
void age(const std::string& path, long seconds) {
    fs::last_write_time(path, fs::file_time_type::clock::now() - std::chrono::seconds(seconds));
}

fs::file_time_type modified(const std::string& path) {
    return fs::last_write_time(path);
}

// A file named as a goal's table (its content does not matter to the cache's upkeep), made
// `seconds` old.
std::string fake_table(const support::TempDir& dir, const std::string& name, long seconds,
                       std::size_t bytes = 10) {
    const std::string path = dir / name;
    support::write_file(path, std::string(bytes, 'x'));
    age(path, seconds);
    return path;
}

}  // namespace

TEST_CASE("the cache's file names are told apart from everything else", "[cache]") {
    const auto t = table_file_name("pdb-2-123456789abcdef0-1569ad.bin");
    REQUIRE(t);
    CHECK(t->version == 2);
    CHECK(t->goal == "123456789abcdef0");
    CHECK(t->tiles == "1569ad");
    CHECK_FALSE(t->aside);
    CHECK(table_file_name("pdb-1-0123456789abcdef-12345678.bin.bad")->aside);
    CHECK(table_file_name("pdb-2-0123456789abcdef-123.bin.bad.3")->aside);
    for (const char* other :
         {"pdb-2-0123456789abcdef-123.bin.tmp.abcdef", ".pdb-2-0123456789abcdef-123.bin.tmp.abcdef",
          "pdb-2-0123456789abcde-123.bin", "pdb-x-0123456789abcdef-123.bin",
          "pdb-2-0123456789abcdef-.bin", "pdb-2-0123456789ABCDEF-123.bin",
          "pdb-2-0123456789abcdef-123.bin.bad.", "records", "fifteen.save"}) {
        CAPTURE(other);
        CHECK_FALSE(table_file_name(other));
    }
}

TEST_CASE("the cache keeps the default goal's tables and those of the three goals used last",
          "[cache]") {
    support::TempDir dir;
    fake_table(dir, "pdb-2-123456789abcdef0-234.bin", 9000);  // the default goal: always kept
    fake_table(dir, "pdb-2-0123456789abcdef-123.bin", 100);
    fake_table(dir, "pdb-2-0123456789abcdef-12345678.bin", 5000);  // used when the other was
    fake_table(dir, "pdb-2-123456789abc0def-234.bin", 300);
    fake_table(dir, "pdb-2-1234567890abcdef-234.bin", 200);
    fake_table(dir, "pdb-2-fedcba9876543210-234.bin", 4000, 30);   // used longest ago
    fake_table(dir, "pdb-2-fedcba9876543210-234.bin.bad", 10, 5);  // goes with its goal
    fake_table(dir, "unrelated", 99999);
    const std::vector<EvictedGoal> evicted = evict_table_goals(dir.path());
    REQUIRE(evicted.size() == 1);
    CHECK(evicted[0].goal == "fedcba9876543210");
    CHECK(evicted[0].bytes == 35);
    CHECK(evicted[0].files == 2);
    CHECK(support::list_directory(dir.path()) ==
          std::vector<std::string>{
              "pdb-2-0123456789abcdef-123.bin", "pdb-2-0123456789abcdef-12345678.bin",
              "pdb-2-1234567890abcdef-234.bin", "pdb-2-123456789abc0def-234.bin",
              "pdb-2-123456789abcdef0-234.bin", "unrelated"});
    CHECK(evict_table_goals(dir.path()).empty());
}

TEST_CASE("killed builds' temporary files and older versions' tables are swept away", "[cache]") {
    support::TempDir dir;
    fake_table(dir, ".pdb-2-123456789abcdef0-12345678.bin.tmp.Ab12Cd", 3600, 63);  // killed
    fake_table(dir, ".pdb-2-123456789abcdef0-9abcdef.bin.tmp.Zz99zz", 5);  // perhaps running
    fake_table(dir, ".records.tmp.Ab12Cd", 3600);                          // not the cache's
    fake_table(dir, "pdb-1-123456789abcdef0-234.bin", 3600, 7);            // an older version
    fake_table(dir, "pdb-2-123456789abcdef0-234.bin", 3600);               // this version
    // Dated a day ahead (a clock set back since): no writer holds it, so it goes too.
    fake_table(dir, ".pdb-2-123456789abcdef0-1569ad.bin.tmp.Fu7ure", -86400, 8);
    const CacheSweep sweep = sweep_table_cache(dir.path());
    REQUIRE(sweep.unfinished.size() == 2);
    std::set<std::string> unfinished;
    for (const RemovedTableFile& f : sweep.unfinished)
        unfinished.insert(f.path);
    CHECK(unfinished ==
          std::set<std::string>{dir / ".pdb-2-123456789abcdef0-12345678.bin.tmp.Ab12Cd",
                                dir / ".pdb-2-123456789abcdef0-1569ad.bin.tmp.Fu7ure"});
    REQUIRE(sweep.outdated.size() == 1);
    CHECK(sweep.outdated[0].path == dir / "pdb-1-123456789abcdef0-234.bin");
    CHECK(support::list_directory(dir.path()) ==
          std::vector<std::string>{".pdb-2-123456789abcdef0-9abcdef.bin.tmp.Zz99zz",
                                   ".records.tmp.Ab12Cd", "pdb-2-123456789abcdef0-234.bin"});
}

TEST_CASE("the other sizes' sweep removes their killed writes and older versions, not the 4x4's",
          "[cache]") {
    support::TempDir dir;
    fake_table(dir, ".slide-1-3x3-b8-0.1.3-c.bin.tmp.Ab12Cd", 3600, 63);  // killed
    fake_table(dir, ".slide-1-3x3-b8-0.1.4-c.bin.tmp.Zz99zz", 5);         // perhaps running
    fake_table(dir, "slide-0-3x3-b8-0.1.3-c.bin", 3600, 7);               // an older version
    fake_table(dir, "slide-0-anything.bin.bad", 3600, 5);     // one set aside, older too
    fake_table(dir, "slide-1-3x3-b8-0.1.3-c.bin", 3600);      // this version
    fake_table(dir, "pdb-1-123456789abcdef0-234.bin", 3600);  // the 4x4's: not this sweep's
    fake_table(dir, ".pdb-2-123456789abcdef0-234.bin.tmp.Ab12Cd", 3600);
    const CacheSweep sweep = sweep_sliding_tables(dir.path());
    REQUIRE(sweep.unfinished.size() == 1);
    CHECK(sweep.unfinished[0].path == dir / ".slide-1-3x3-b8-0.1.3-c.bin.tmp.Ab12Cd");
    CHECK(sweep.unfinished[0].bytes == 63);
    REQUIRE(sweep.outdated.size() == 2);
    std::set<std::string> outdated;
    for (const RemovedTableFile& f : sweep.outdated)
        outdated.insert(f.path);
    CHECK(outdated == std::set<std::string>{dir / "slide-0-3x3-b8-0.1.3-c.bin",
                                            dir / "slide-0-anything.bin.bad"});
    CHECK(support::list_directory(dir.path()) ==
          std::vector<std::string>{".pdb-2-123456789abcdef0-234.bin.tmp.Ab12Cd",
                                   ".slide-1-3x3-b8-0.1.4-c.bin.tmp.Zz99zz",
                                   "pdb-1-123456789abcdef0-234.bin", "slide-1-3x3-b8-0.1.3-c.bin"});
}

TEST_CASE("cleaning the cache removes every file of its tables, and nothing else", "[cache]") {
    support::TempDir dir;
    fake_table(dir, "pdb-2-123456789abcdef0-234.bin", 0, 100);
    fake_table(dir, "pdb-2-0123456789abcdef-234.bin.bad", 0, 20);
    fake_table(dir, "pdb-1-0123456789abcdef-234.bin", 0, 3);
    fake_table(dir, ".pdb-2-0123456789abcdef-234.bin.tmp.abcdef", 0, 4);  // no live writer
    fake_table(dir, "notes.txt", 0);
    // A folder named as a temporary file is no build's: neither removed nor counted as live.
    REQUIRE(fs::create_directory(dir / ".pdb-2-0123456789abcdef-123.bin.tmp.folder"));
    const CacheClean clean = clean_table_cache(dir.path());
    CHECK(clean.problem.empty());
    CHECK_FALSE(clean.unreadable);
    CHECK(clean.live == 0);
    REQUIRE(clean.removed.size() == 4);
    std::uint64_t bytes = 0;
    for (const RemovedTableFile& f : clean.removed)
        bytes += f.bytes;
    CHECK(bytes == 127);
    CHECK(support::list_directory(dir.path()) ==
          std::vector<std::string>{".pdb-2-0123456789abcdef-123.bin.tmp.folder", "notes.txt"});
}

TEST_CASE("cleaning a cache folder that cannot be read says so, and removes nothing", "[cache]") {
    support::TempDir dir;
    support::write_file(dir / "ninegrid", "a file where the folder should be");
    const CacheClean clean = clean_table_cache(dir / "ninegrid");
    CHECK(clean.unreadable);
    CHECK(clean.problem == "Not a directory");
    CHECK(clean.removed.empty());
    CHECK(support::path_exists(dir / "ninegrid"));
}

TEST_CASE(
    "tables read are marked used, and tables that may not be kept are neither written nor "
    "marked",
    "[cache]") {
    support::TempDir home;
    const CacheHome cache(home.path());
    // The cache of another goal, a few seconds to build: the blank in the middle.
    const Board goal = *parse_board("123456789abc0def").board;
    {
        Tables nothing(goal, Lang::En, nullptr);
        nothing.keep_nothing();
        CHECK(nothing.get().heuristic(goal.cells()) == 0);
        CHECK_FALSE(nothing.loaded());
    }
    CHECK_FALSE(support::path_exists(home / "ninegrid"));  // not even the folder
    {
        Tables kept(goal, Lang::En, nullptr);
        kept.get();
    }
    const std::string file = home / "ninegrid/pdb-2-123456789abc0def-234.bin";
    REQUIRE(support::path_exists(file));
    age(file, 3600);
    const fs::file_time_type before = modified(file);
    {
        Tables nothing(goal, Lang::En, nullptr);
        nothing.keep_nothing();
        nothing.get();
        CHECK(nothing.loaded());
    }
    CHECK(modified(file) == before);
    {
        Tables used(goal, Lang::En, nullptr);
        used.get();
        CHECK(used.loaded());
    }
    CHECK(modified(file) > before);
}

TEST_CASE("writing a fourth other goal's tables removes those of the goal used longest ago",
          "[cache][slow]") {
    support::TempDir home;
    const CacheHome cache(home.path());
    REQUIRE(fs::create_directory(home / "ninegrid"));
    support::TempDir& dir = home;
    fake_table(dir, "ninegrid/pdb-2-0123456789abcdef-123.bin", 100);
    fake_table(dir, "ninegrid/pdb-2-1234567890abcdef-234.bin", 200);
    fake_table(dir, "ninegrid/pdb-2-fedcba9876543210-234.bin", 300, 40);
    fake_table(dir, "ninegrid/.pdb-2-fedcba9876543210-12345678.bin.tmp.qwerty", 3600, 50);
    std::ostringstream err;
    const Board goal = *parse_board("123456789abc0def").board;
    Tables tables(goal, Lang::En, &err);
    tables.get();
    const std::string said = err.str();
    CHECK(contains(said, "ninegrid: removed " + home.path() +
                             "/ninegrid/.pdb-2-fedcba9876543210-12345678.bin.tmp.qwerty (0.0 MB): "
                             "the temporary file of a table build that did not finish\n"));
    CHECK(contains(said,
                   "ninegrid: removed the tables of the goal fedcba9876543210 (0.0 MB) from "
                   "the cache, which keeps those of the default goal and of the 3 other "
                   "goals used last\n"));
    CHECK_FALSE(support::path_exists(home / "ninegrid/pdb-2-fedcba9876543210-234.bin"));
    CHECK(support::path_exists(home / "ninegrid/pdb-2-0123456789abcdef-123.bin"));
    CHECK(support::path_exists(home / "ninegrid/pdb-2-123456789abc0def-234.bin"));
}
