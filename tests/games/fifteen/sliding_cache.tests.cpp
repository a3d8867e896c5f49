// SPDX-License-Identifier: MIT
// The other sizes' tables on disk: what is written reads back; a file flipped, cut short, of
// another version or for another table is refused with the reason; through the engine, a refused
// file is said, set aside and built again, and the cache stays within its bound.
#include "games/fifteen/sliding_cache.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "support/catch.hpp"
#include "support/temp_dir.hpp"
#include "support/text.hpp"

using namespace ninegrid::fifteen;
namespace sliding = ninegrid::sliding;
using support::contains;

namespace {

namespace fs = std::filesystem;

sliding::TableKey key_of(sliding::Size size, std::vector<int> cells, int blank,
                         sliding::TableKey::Blank how) {
    sliding::TableKey key;
    key.size = size;
    key.goal_cells = std::move(cells);
    key.goal_blank = blank;
    key.blank = how;
    return key;
}

// A small table: quick to build, enough to test the files.
const sliding::TableKey kSmall =
    key_of(sliding::Size{3, 3}, {0, 1, 3}, 8, sliding::TableKey::Blank::Cell);

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void spit(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
}

std::string refusal(const std::string& path, const sliding::TableKey& key = kSmall) {
    const SlidingRead read = read_sliding_table(path, key, true);
    CHECK_FALSE(read.entries.has_value());
    CHECK_FALSE(read.missing);
    return read.problem;
}

// Installs a store for a test's life.
class Installed {
  public:
    explicit Installed(sliding::TableStore* store) : before_(sliding::set_table_store(store)) {}
    ~Installed() { sliding::set_table_store(before_); }

  private:
    sliding::TableStore* before_;
};

}  // namespace

TEST_CASE("a sliding table written to its file reads back the same", "[cache]") {
    support::TempDir dir;
    const std::vector<std::uint8_t> table = sliding::build_table(kSmall);
    const std::string path = sliding_table_file(dir.path(), kSmall);
    CHECK(fs::path(path).filename() == "slide-1-3x3-b8-0.1.3-c.bin");
    REQUIRE(write_sliding_table(path, kSmall, table));
    const SlidingRead read = read_sliding_table(path, kSmall, true);
    INFO(read.problem);
    REQUIRE(read.entries.has_value());
    CHECK(*read.entries == table);
    CHECK(contains(slurp(path), "ninegrid sliding table 1\ntable 3x3-b8-0.1.3-c\nentries 6561\n"));

    const SlidingRead none = read_sliding_table(dir / "absent.bin", kSmall);
    CHECK(none.missing);
    CHECK_FALSE(none.entries.has_value());

    CHECK(sliding_file_name("slide-1-3x3-b8-0.1.3-c.bin")->table == "3x3-b8-0.1.3-c");
    CHECK(sliding_file_name("slide-1-3x3-b8-0.1.3-c.bin.bad.2")->aside);
    CHECK(sliding_file_name("slide-0-anything.bin")->version == 0);
    CHECK_FALSE(sliding_file_name("slide-1-3x3-b8-0.1.3.bin").has_value());
    CHECK_FALSE(sliding_file_name("pdb-2-123456789abcdef0-123.bin").has_value());
}

TEST_CASE("a sliding table file as version 1 has always written it is read, and written the same",
          "[cache]") {
    // The header exactly as the cache first wrote it (its checksum pinned): files already in
    // players' caches must keep being read.
    const std::string header =
        "ninegrid sliding table 1\ntable 3x3-b8-0.1.3-c\nentries 6561\nmax-entry 11\n"
        "checksum acc9cdf90910b4b5\n\n";
    const std::vector<std::uint8_t> table = sliding::build_table(kSmall);
    support::TempDir dir;
    const std::string path = sliding_table_file(dir.path(), kSmall);
    spit(path, header + std::string(table.begin(), table.end()));
    const SlidingRead read = read_sliding_table(path, kSmall, true);
    INFO(read.problem);
    REQUIRE(read.entries.has_value());
    CHECK(*read.entries == table);
    CHECK(sliding_table_header(kSmall, table) == header);
}

TEST_CASE("a damaged sliding table file is refused with the reason", "[cache]") {
    support::TempDir dir;
    const std::vector<std::uint8_t> table = sliding::build_table(kSmall);
    const std::string path = sliding_table_file(dir.path(), kSmall);
    REQUIRE(write_sliding_table(path, kSmall, table));
    const std::string good = slurp(path);

    std::string flipped = good;
    flipped[flipped.size() - 100] = static_cast<char>(flipped[flipped.size() - 100] ^ 0x04);
    spit(path, flipped);
    CHECK(refusal(path) == "damaged: its checksum does not match");

    spit(path, good.substr(0, good.size() - 10));
    CHECK(contains(refusal(path), "truncated or padded: 6551 bytes of data, 6561 expected"));

    std::string other_version = good;
    other_version.replace(other_version.find(" 1\n"), 3, " 9\n");
    spit(path, other_version);
    CHECK(refusal(path) == "version 9, this program reads version 1");

    spit(path, good);
    const sliding::TableKey other =
        key_of(sliding::Size{3, 3}, {0, 1, 4}, 8, sliding::TableKey::Blank::Cell);
    CHECK(refusal(path, other) == "made for another table");

    // Sound as a file (its checksum its own) but wrong as a table: the engine's checks.
    std::vector<std::uint8_t> wrong = table;
    for (std::uint8_t& e : wrong)
        if (e != 0xFF && e > 2) e = static_cast<std::uint8_t>(e - 2);
    REQUIRE(write_sliding_table(path, kSmall, wrong));
    CHECK(contains(refusal(path), "impossible entries: "));
    CHECK(read_sliding_table(path, kSmall, false).entries.has_value());

    spit(path, "not a table at all\n");
    CHECK(refusal(path) == "not a sliding table file (no header)");
}

TEST_CASE("the engine's tables go through the cache: kept, read, and rebuilt when damaged",
          "[cache]") {
    support::TempDir dir;
    std::ostringstream err;
    // A table worth keeping (0.1 to 0.2 s to build); the engine keeps each table it has once a
    // process, so every step takes a table of its own.
    const auto key = [](std::vector<int> cells) {
        return key_of(sliding::Size{7, 2}, std::move(cells), 13, sliding::TableKey::Blank::Region);
    };
    const sliding::TableKey first = key({0, 7, 1, 8, 2});
    const sliding::TableKey second = key({9, 3, 10, 4, 11});
    REQUIRE(sliding::stored_table(first));

    SlidingTableCache writer(dir.path(), true, ninegrid::base::Lang::En, &err);
    {
        const Installed installed(&writer);
        sliding::prepare_tables({first});
    }
    CHECK(writer.stored() == 1);
    CHECK(writer.loaded() == 0);
    const std::string first_path = sliding_table_file(dir.path(), first);
    const SlidingRead kept = read_sliding_table(first_path, first, true);
    REQUIRE(kept.entries.has_value());
    CHECK(*kept.entries == sliding::build_table(first));

    // A flipped byte in the second's file: said, set aside, built again, kept again sound.
    const std::vector<std::uint8_t> right = sliding::build_table(second);
    const std::string second_path = sliding_table_file(dir.path(), second);
    REQUIRE(write_sliding_table(second_path, second, right));
    std::string text = slurp(second_path);
    text[text.size() / 2] = static_cast<char>(text[text.size() / 2] ^ 0x01);
    spit(second_path, text);
    SlidingTableCache reader(dir.path(), true, ninegrid::base::Lang::En, &err);
    {
        const Installed installed(&reader);
        sliding::prepare_tables({second});
    }
    CHECK(reader.refusals() == 1);
    CHECK(reader.stored() == 1);
    CHECK(contains(err.str(), second_path + ": damaged: its checksum does not match; building "
                                            "it again"));
    CHECK(contains(err.str(), second_path + " is set aside as " + second_path + ".bad"));
    CHECK(fs::exists(second_path + ".bad"));
    const SlidingRead again = read_sliding_table(second_path, second, true);
    REQUIRE(again.entries.has_value());
    CHECK(*again.entries == right);
    // Nothing else was lost.
    CHECK(read_sliding_table(first_path, first, true).entries.has_value());
}

TEST_CASE("the sliding tables' cache stays within its bound, the used longest ago going first",
          "[cache]") {
    support::TempDir dir;
    const std::vector<std::uint8_t> table = sliding::build_table(kSmall);
    std::vector<std::string> paths;
    for (const std::vector<int>& cells :
         {std::vector<int>{0, 1, 3}, std::vector<int>{0, 1, 4}, std::vector<int>{0, 1, 5}}) {
        const sliding::TableKey key =
            key_of(sliding::Size{3, 3}, cells, 8, sliding::TableKey::Blank::Cell);
        paths.push_back(sliding_table_file(dir.path(), key));
        REQUIRE(write_sliding_table(paths.back(), key, sliding::build_table(key)));
    }
    // The first used last (reading marks it), the second longest ago.
    const auto ago = [](int seconds) {
        return fs::file_time_type::clock::now() - std::chrono::seconds(seconds);
    };
    fs::last_write_time(paths[0], ago(10));
    fs::last_write_time(paths[1], ago(300));
    fs::last_write_time(paths[2], ago(200));
    const std::uint64_t one = fs::file_size(paths[0]);
    // Room for two: the second goes.
    const auto removed = evict_sliding_tables(dir.path(), paths[2], 2 * one + 10);
    REQUIRE(removed.size() == 1);
    CHECK(removed[0].path == paths[1]);
    CHECK(fs::exists(paths[0]));
    CHECK(fs::exists(paths[2]));
    // Room for none: all but the one kept.
    CHECK(evict_sliding_tables(dir.path(), paths[2], 0).size() == 1);
    CHECK(fs::exists(paths[2]));
    CHECK_FALSE(fs::exists(paths[0]));
    (void)table;
}
