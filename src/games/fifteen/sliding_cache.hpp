// SPDX-License-Identifier: MIT
// The sliding family's pattern tables (every size but the 15-puzzle's own 4x4 databases) kept on
// disk, in the 4x4's cache folder and with its guarantees: one file a table, named by the
// table's key (sliding/table_store.hpp), versioned and checksummed, written atomically, the
// folder bounded; a file that is not exactly what was asked for is reported, set aside and
// rebuilt, never trusted. The engine does no file I/O: SlidingTableCache is the TableStore it
// asks, installed for a command's life by SlidingCacheScope.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "base/lang.hpp"
#include "base/result.hpp"
#include "games/fifteen/table_cache.hpp"
#include "ninegrid/sliding/table_store.hpp"

namespace ninegrid::fifteen {

// The version of the sliding tables' file format; a file of another version is rebuilt (and
// removed by the sweep when older).
inline constexpr int kSlidingFileVersion = 1;

// DIR/slide-VERSION-NAME.bin, NAME the key's name ("slide-1-2x8-b15-0.1.2.3.4-c.bin").
std::string sliding_table_file(const std::string& dir, const sliding::TableKey& key);

// The parts of a sliding table's file name (and of one set aside: NAME.bad, NAME.bad.N).
struct SlidingFileName {
    int version = 0;
    std::string table;  // the key's name
    bool aside = false;
};
std::optional<SlidingFileName> sliding_file_name(const std::string& name);
// Whether `name` is a sliding table's file (not one set aside).
bool is_sliding_table_name(const std::string& name);

struct SlidingRead {
    std::optional<std::vector<std::uint8_t>> entries;  // when the file holds the table
    bool missing = false;                              // no file there
    std::string problem;                               // otherwise, why it was refused
};

// Reads the table of `key` from `path`: refused unless its header names this version, this table,
// its entry count and a largest entry that its data keeps to, and the data has the checksum the
// header gives. `check` adds the engine's own checks (sliding::table_problem), which the engine
// makes anyway on what a store gives.
SlidingRead read_sliding_table(const std::string& path, const sliding::TableKey& key,
                               bool check = false);

// The header write_sliding_table puts before the data: text lines, then a blank line.
std::string sliding_table_header(const sliding::TableKey& key,
                                 const std::vector<std::uint8_t>& entries);
// Writes the table through os::write_file_atomically.
base::Status write_sliding_table(const std::string& path, const sliding::TableKey& key,
                                 const std::vector<std::uint8_t>& entries);

// --- Keeping the cache bounded: the sliding tables (and those set aside) take at most
// kSlidingCacheBytes; the files used longest ago go first when a table is written (the default
// goals of every size take about 490 MB: 2x8 and 8x2 169 MB each (their compact 7-7-1 tables,
// 166 MB), 3x5 and 5x3 24, the 20-cell cores of 5x5, 4x6 and 6x4 20 each way, 2x7 and 7x2 16,
// the 12-cell sizes 6.5 each, the near-optimal solver's 4x4 core 3).
inline constexpr std::uint64_t kSlidingCacheBytes = 600'000'000;

// Removes the temporary files of killed writes of sliding tables and the tables of older file
// versions.
CacheSweep sweep_sliding_tables(const std::string& dir);
// Removes the sliding files used longest ago until they take at most `limit` bytes, never
// `keep` (a path: the table just written).
std::vector<RemovedTableFile> evict_sliding_tables(const std::string& dir, const std::string& keep,
                                                   std::uint64_t limit = kSlidingCacheBytes);

// The store the engine asks: reads from the cache folder `dir`, and, with `keep`, writes what is
// built there (then sweeps and bounds it) and marks what is read as used. A refused file is said
// on `err` (may be null) and set aside.
class SlidingTableCache final : public sliding::TableStore {
  public:
    SlidingTableCache(std::string dir, bool keep, base::Lang lang, std::ostream* err);

    std::optional<std::vector<std::uint8_t>> load(const sliding::TableKey& key) override;
    void store(const sliding::TableKey& key, const std::vector<std::uint8_t>& entries) override;
    void refused(const sliding::TableKey& key, const std::string& why) override;

    // Counts, for the tests and the tables command.
    int loaded() const noexcept { return loaded_; }
    int stored() const noexcept { return stored_; }
    int refusals() const noexcept { return refusals_; }
    const std::string& not_kept() const noexcept { return not_kept_; }  // the first write failure

  private:
    void note(const std::string& line);
    std::string dir_;
    bool keep_;
    base::Lang lang_;
    std::ostream* err_;
    bool swept_ = false;
    int loaded_ = 0;
    int stored_ = 0;
    int refusals_ = 0;
    std::string not_kept_;
};

// Installs a SlidingTableCache over the cache folder (when there is one, and it can hold tables)
// for the object's life, then puts back the store installed before.
class SlidingCacheScope {
  public:
    SlidingCacheScope(bool keep, base::Lang lang, std::ostream* err);
    ~SlidingCacheScope();
    SlidingCacheScope(const SlidingCacheScope&) = delete;
    SlidingCacheScope& operator=(const SlidingCacheScope&) = delete;
    SlidingTableCache* cache() noexcept { return cache_.get(); }

  private:
    std::unique_ptr<SlidingTableCache> cache_;
    sliding::TableStore* before_ = nullptr;
};

}  // namespace ninegrid::fifteen
