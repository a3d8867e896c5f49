// The pattern tables kept on disk: $XDG_CACHE_HOME/ninegrid/ (or ~/.cache/ninegrid/), one file a
// table, versioned and checksummed, written atomically; a file that is not exactly what was asked
// for is reported and rebuilt, never trusted.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/result.hpp"
#include "ninegrid/fifteen/pdb.hpp"
#include "os/files.hpp"

namespace ninegrid::fifteen {

// The partitions the commands offer.
enum class TableSet {
    Small,  // 6-6-3: 5.8 MB on disk, built in a few seconds
    Large,  // 7-8: 288 MB, built in about two minutes
};

const char* table_set_name(TableSet set) noexcept;  // "6-6-3", "7-8"
std::optional<TableSet> table_set_from_name(std::string_view name) noexcept;
Partition partition_of(TableSet set, const PdbCells& goal);

// The version of the file format; a file of another version is rebuilt.
inline constexpr int kTableFileVersion = 2;

// The folder of the cache, or nothing when neither XDG_CACHE_HOME nor HOME gives one.
std::optional<std::string> table_cache_dir();
// DIR/pdb-2-GOAL-TILES.bin: the goal as 16 hex digits, the group's tiles as hex digits.
std::string table_file(const std::string& dir, const PdbCells& goal,
                       const std::vector<std::uint8_t>& tiles);

// A 64-bit hash of a table's data (four lanes of 8 bytes), to tell a damaged file.
std::uint64_t table_checksum(std::string_view data) noexcept;

// The same hash taken block by block, as the data is read.
class TableChecksum {
  public:
    explicit TableChecksum(std::size_t total) noexcept;  // the data's whole size
    // The next block of the data: every block but the last a multiple of 32 bytes long.
    void add(std::string_view block) noexcept;
    std::uint64_t value() const noexcept;

  private:
    std::array<std::uint64_t, 4> lane_;
    std::string tail_;  // the last block's bytes after its whole 32-byte pieces
};

struct TableRead {
    std::optional<PatternTable> table;  // the table, when the file holds it
    bool missing = false;               // no file there
    std::string problem;                // otherwise, why the file was refused
};

// Reads the table of `tiles` for `goal` from `path`: refused unless its header names this
// version, goal, group and a size that fits, its data has the checksum the header gives, and
// its entries can be this table's (none above the header's maximum, and what
// PatternTable::implausible checks). The problem is the reason alone, for a message that names
// the file once.
TableRead read_table(const std::string& path, const PdbCells& goal,
                     const std::vector<std::uint8_t>& tiles);

// The same from a file already open: what it holds as it is read, into the table's own memory. A
// file that changes meanwhile (shortened, grown) is refused; it can never end the program.
TableRead read_table(const os::ReadableFile& file, const PdbCells& goal,
                     const std::vector<std::uint8_t>& tiles);

// The same for a file's whole content.
TableRead parse_table(std::string_view file, const PdbCells& goal,
                      const std::vector<std::uint8_t>& tiles);

// The header write_table puts before the table's data: text lines, then a blank line.
std::string table_header(const PdbCells& goal, const PatternTable& table);

// Writes `table` to `path` through os::write_file_atomically.
base::Status write_table(const std::string& path, const PdbCells& goal, const PatternTable& table);

// Why the cache folder `dir` cannot hold tables (something other than a folder there, or a
// parent that is no folder or cannot be searched), or nothing: a folder, or none yet.
std::string cache_folder_problem(const std::string& dir);

// --- Keeping the cache bounded.
//
// The cache holds the tables of the default goal (123456789abcdef0) and of the kKeptGoals other
// goals used last (read or built: a table read is marked used by its modification time). When
// tables are written, the goals used longer ago lose theirs. So it never holds more than
// (1 + kKeptGoals) * 294 MB of tables (6-6-3 and 7-8), besides a build's temporary file while it
// is written and the tables set aside as wrong (NAME.bad, one a table).
inline constexpr std::size_t kKeptGoals = 3;
inline constexpr const char* kDefaultGoalText = "123456789abcdef0";
// A temporary file untouched for this long, and held by no live writer, is a killed build's.
inline constexpr std::int64_t kStaleTemporarySeconds = 600;

// The parts of a name of the cache's tables: pdb-VERSION-GOAL-TILES.bin, and NAME.bad or
// NAME.bad.N for one set aside.
struct TableFileName {
    int version = 0;
    std::string goal;   // 16 hex digits
    std::string tiles;  // 1 to 9 hex digits
    bool aside = false;
};
std::optional<TableFileName> table_file_name(const std::string& name);

// A file the cache's upkeep removed.
struct RemovedTableFile {
    std::string path;
    std::uint64_t bytes = 0;
};

// Removes what no run will read again: the temporary files of table builds that did not finish
// (killed: see os::remove_stale_temporaries) and the tables of older file versions.
struct CacheSweep {
    std::vector<RemovedTableFile> unfinished;
    std::vector<RemovedTableFile> outdated;
};
CacheSweep sweep_table_cache(const std::string& dir);

// Removes the tables (and those set aside) of the goals other than the default one beyond the
// kKeptGoals used last. Returns the goals removed, each with its bytes.
struct EvictedGoal {
    std::string goal;
    std::uint64_t bytes = 0;
    std::size_t files = 0;
};
std::vector<EvictedGoal> evict_table_goals(const std::string& dir);

// Removes every file of the cache's tables from `dir` (the 4x4's and the other sizes', see
// sliding_cache.hpp): the tables of every goal and version,
// those set aside, and the temporary files of builds that are not running (those of a running
// build are left, and counted). The problem: why the folder could not be read (unreadable), or
// why a file could not be removed.
struct CacheClean {
    std::vector<RemovedTableFile> removed;
    std::size_t live = 0;
    std::string problem;
    bool unreadable = false;
};

// Moves the table file at `path` aside as PATH.bad (one set aside a table is enough to look at:
// an older one goes), for tables read well that proved wrong. Returns where it went.
base::Result<std::string> set_table_aside(const std::string& path);
CacheClean clean_table_cache(const std::string& dir);

}  // namespace ninegrid::fifteen
