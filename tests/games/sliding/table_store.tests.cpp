// SPDX-License-Identifier: MIT
// The seam between the engine's pattern tables and a store that keeps them: the tables' names,
// the checks of what a store gives, and the store asked when one is installed and only then.
#include "ninegrid/sliding/table_store.hpp"

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "support/catch.hpp"

using namespace ninegrid::sliding;

namespace {

TableKey key_of(Size size, std::vector<int> cells, int blank, TableKey::Blank how) {
    TableKey key;
    key.size = size;
    key.goal_cells = std::move(cells);
    key.goal_blank = blank;
    key.blank = how;
    return key;
}

// A store in memory that counts what it is asked; `give`, when set, is what load returns.
class FakeStore final : public TableStore {
  public:
    std::optional<std::vector<std::uint8_t>> give;
    int loads = 0;
    int stores = 0;
    std::vector<std::string> refusals;
    std::vector<std::uint8_t> stored;

    std::optional<std::vector<std::uint8_t>> load(const TableKey&) override {
        ++loads;
        return give;
    }
    void store(const TableKey&, const std::vector<std::uint8_t>& entries) override {
        ++stores;
        stored = entries;
    }
    void refused(const TableKey&, const std::string& why) override { refusals.push_back(why); }
};

// Installs a store for a test's life.
class Installed {
  public:
    explicit Installed(TableStore* store) : before_(set_table_store(store)) {}
    ~Installed() { set_table_store(before_); }

  private:
    TableStore* before_;
};

// Tables worth storing and quick to build (0.1 to 0.2 s each): 5 tiles of a 2x7 board, least
// over regions; each test takes its own, as the engine keeps a table once built in a process.
TableKey stored_key(std::vector<int> cells) {
    return key_of(Size{2, 7}, std::move(cells), 13, TableKey::Blank::Region);
}

}  // namespace

TEST_CASE("a table's name reads back as its key, and only names written so do", "[sliding]") {
    const TableKey key = key_of(Size{3, 5}, {0, 1, 3, 4, 6}, 14, TableKey::Blank::Cell);
    CHECK(key.name() == "3x5-b14-0.1.3.4.6-c");
    CHECK(key.entries() == 11390625U);
    const auto back = TableKey::from_name(key.name());
    REQUIRE(back.has_value());
    CHECK(*back == key);
    for (const char* bad :
         {"3x5-b14-0.1.3.4.6", "3x5-b14-0.1.3.4.6-x", "9x5-b14-0-c", "3x5-b15-0-c", "3x5-b14-14-c",
          "3x5-b14-01-c", "3x5-b14-0.0-c", "3x5-b14--c", "3x5-b14-0.1.2.3.4.5.6.7.8-c"}) {
        INFO(bad);
        CHECK_FALSE(TableKey::from_name(bad).has_value());
    }
    CHECK(stored_table(key));
    // 2x5's group of 5 over regions builds in 9 ms: not worth a file.
    CHECK_FALSE(stored_table(key_of(Size{2, 5}, {0, 1, 2, 3, 4}, 9, TableKey::Blank::Region)));
}

TEST_CASE("tables built are sound, and damage of every kind is found", "[sliding]") {
    for (const TableKey::Blank how :
         {TableKey::Blank::Free, TableKey::Blank::Region, TableKey::Blank::Cell}) {
        const TableKey key = key_of(Size{3, 3}, {0, 1, 3}, 8, how);
        std::vector<std::uint8_t> table = build_table(key);
        INFO(key.name());
        REQUIRE(table.size() == key.entries());
        CHECK(table_problem(key, table).empty());

        std::vector<std::uint8_t> shorter(table.begin(), table.end() - 1);
        CHECK(table_problem(key, shorter) == std::to_string(table.size() - 1) + " entries, " +
                                                 std::to_string(table.size()) + " expected");
        std::vector<std::uint8_t> zeros(table.size(), 0);
        CHECK_FALSE(table_problem(key, zeros).empty());
        std::vector<std::uint8_t> raised = table;
        for (std::uint8_t& e : raised)
            if (e != 0xFF && e != 0) e = static_cast<std::uint8_t>(e + 2);
        CHECK_FALSE(table_problem(key, raised).empty());
        // Each entry one too many somewhere: the sampled placements see it.
        std::vector<std::uint8_t> off = table;
        for (std::size_t i = 0; i < off.size(); i += 3)
            if (off[i] != 0xFF && off[i] != 0) off[i] = static_cast<std::uint8_t>(off[i] - 1);
        CHECK_FALSE(table_problem(key, off).empty());
        // The goal's entry.
        std::vector<std::uint8_t> goal_moved = table;
        for (std::uint8_t& e : goal_moved)
            if (e == 0) e = 1;
        CHECK_FALSE(table_problem(key, goal_moved).empty());
        // Another table's entries of the same size.
        const TableKey other = key_of(Size{3, 3}, {4, 5, 7}, 8, how);
        CHECK_FALSE(table_problem(key, build_table(other)).empty());
    }
}

TEST_CASE("with no store installed the engine builds and asks nothing", "[sliding]") {
    REQUIRE(table_store() == nullptr);
    FakeStore fake;  // never installed
    const TableKey key = stored_key({0, 1, 2, 3, 4});
    prepare_tables({key});
    CHECK(fake.loads == 0);
    CHECK(fake.stores == 0);
    CHECK(table_build_percent() == -1);
}

TEST_CASE("an installed store is asked first and given what is built", "[sliding]") {
    const TableKey key = stored_key({5, 6, 7, 8, 9});
    FakeStore fake;
    {
        const Installed installed(&fake);
        prepare_tables({key});
        prepare_tables({key});  // kept in the process: not asked again
    }
    CHECK(fake.loads == 1);
    CHECK(fake.stores == 1);
    CHECK(fake.refusals.empty());
    CHECK(fake.stored == build_table(key));
    CHECK(table_store() == nullptr);

    // Tables too quick to build to be worth keeping never reach it.
    FakeStore small;
    const Installed installed(&small);
    prepare_tables({key_of(Size{3, 3}, {0, 1, 2}, 8, TableKey::Blank::Cell)});
    CHECK(small.loads == 0);
    CHECK(small.stores == 0);
}

TEST_CASE("what a store gives is used when sound, refused and rebuilt when not", "[sliding]") {
    const TableKey sound_key = stored_key({0, 2, 4, 6, 8});
    FakeStore giver;
    giver.give = build_table(sound_key);
    {
        const Installed installed(&giver);
        prepare_tables({sound_key});
    }
    CHECK(giver.loads == 1);
    CHECK(giver.stores == 0);  // read, not built
    CHECK(giver.refusals.empty());

    const TableKey damaged_key = stored_key({1, 3, 5, 7, 9});
    const std::vector<std::uint8_t> right = build_table(damaged_key);
    FakeStore liar;
    liar.give = right;
    for (std::size_t i = 0; i < right.size(); i += 7)
        if ((*liar.give)[i] != 0xFF && (*liar.give)[i] > 1) (*liar.give)[i] -= 1;
    {
        const Installed installed(&liar);
        prepare_tables({damaged_key});
    }
    CHECK(liar.loads == 1);
    REQUIRE(liar.refusals.size() == 1);
    CHECK_FALSE(liar.refusals[0].empty());
    CHECK(liar.stores == 1);  // built again and handed back
    CHECK(liar.stored == right);
}

TEST_CASE("the tables a size's solvers use", "[sliding]") {
    // 3x3: built in milliseconds, none kept; 3x4: its two groups of 5 by cell (the optimal
    // solver, 57 ms each) and by region (the near-optimal one, 36 ms each).
    CHECK(solver_tables(Board::goal(Size{3, 3})).empty());
    const auto three_by_four = solver_tables(Board::goal(Size{3, 4}));
    REQUIRE(three_by_four.size() == 4);
    CHECK(three_by_four[0].name() == "3x4-b11-0.1.3.4.6-c");
    const auto two_by_eight = solver_tables(Board::goal(Size{2, 8}));
    // 3 compact (the optimal solver's 7-7-1, two wide: by rows of two), 3 by region (the
    // near-optimal solver's, for a search stopped short).
    REQUIRE(two_by_eight.size() == 6);
    CHECK(two_by_eight[0].name() == "2x8-b15-0.1.2.3.4.5.6-p");
    CHECK(two_by_eight[2].name() == "2x8-b15-14-p");
    CHECK(two_by_eight[3].blank == TableKey::Blank::Region);
    // 6x6 and 8x8 share the game's near-optimal solver's 4x4 core; 5x5 has it too (its hints),
    // and solve_near's 20-cell core, cut two ways into 5-5-5-4.
    const auto eight = solver_tables(Board::goal(Size{8, 8}));
    CHECK(eight.size() == 3);
    for (const TableKey& key : eight)
        CHECK(key.size == (Size{4, 4}));
    const auto five = solver_tables(Board::goal(Size{5, 5}));
    REQUIRE(five.size() == 11);
    CHECK(std::vector<TableKey>(five.begin(), five.begin() + 3) == eight);
    for (std::size_t i = 3; i < five.size(); ++i)
        CHECK((five[i].size == Size{5, 4} || five[i].size == Size{4, 5}));
}

TEST_CASE("every table solve_near's 20-cell mode uses past a few milliseconds is kept",
          "[sliding]") {
    // The mode searches the board as it is and turned (5x5: the same 5x4 core; 4x6 and 6x4: a
    // 4x5 core one way, a 5x4 the other), each core under two partitions of 5-5-5-4. Each group
    // of 4 builds in about 50 ms: built again in every process, they cost the mode 0.1-0.2 s.
    for (const Size size : {Size{5, 5}, Size{4, 6}, Size{6, 4}}) {
        INFO(size_text(size));
        const Board goal = Board::goal(size);
        const std::vector<TableKey> kept = solver_tables(goal);
        int cores = 0;
        for (const TableKey& key : solver_tables(goal, false)) {
            INFO(key.name());
            if (key.size.cells() != 20) continue;
            ++cores;
            CHECK(std::find(kept.begin(), kept.end(), key) != kept.end());
        }
        CHECK(cores == (size == Size{5, 5} ? 8 : 16));
    }
}
