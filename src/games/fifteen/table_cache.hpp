// SPDX-License-Identifier: MIT
// The pattern tables kept on disk: $XDG_CACHE_HOME/ninegrid/ (or ~/.cache/ninegrid/), one file a
// table, versioned and checksummed, written atomically; a file that is not exactly what was asked
// for is reported and rebuilt, never trusted.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
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

// A file the cache's upkeep removed.
struct RemovedTableFile {
    std::string path;
    std::uint64_t bytes = 0;
};

// What a sweep of the cache removed: the temporary files of table builds that did not finish,
// and the tables of older file versions.
struct CacheSweep {
    std::vector<RemovedTableFile> unfinished;
    std::vector<RemovedTableFile> outdated;
};

// --- What the 4x4's table files and the other sizes' (sliding_cache.hpp) share: a header of text
// lines "KEY VALUE" opened by "MAGIC VERSION", a blank line, then the data, checksummed as a
// whole.

// The most bytes a header takes: a file whose first kMaxTableHeader bytes hold no blank line is
// not one of ours.
inline constexpr std::size_t kMaxTableHeader = 1024;

// A checksum as headers write it: 16 hex digits.
std::string checksum_text(std::uint64_t checksum);

// A header's lines after its first, read one by one.
class HeaderLines {
  public:
    // The value of the next line "KEY VALUE", moving past it; nothing when the line is not KEY's.
    std::optional<std::string> field(std::string_view key);
    // Whether every line has been read.
    bool done() const noexcept { return at_ == head_.size(); }
    // The header's bytes with its blank line: where the data begins.
    std::size_t size() const noexcept { return head_.size() + 1; }

  private:
    friend std::string open_header(std::string_view, std::string_view, int, std::string_view,
                                   HeaderLines&);
    std::string_view head_;  // the lines, each with its newline
    std::size_t at_ = 0;     // where the next one begins
};

// The header at the start of `text` (a file's first bytes), whose first line must be
// "MAGIC VERSION": empty, with `lines` past that line, or the problem ("not a KIND file (no
// header)", "not a KIND file", "version V, this program reads version N"). `lines` refers to
// `text`.
std::string open_header(std::string_view text, std::string_view magic, int version,
                        std::string_view kind, HeaderLines& lines);

// A number as headers write it: decimal digits, no sign, no leading zero.
std::optional<std::uint64_t> header_number(const std::string& text);

// "truncated or padded: N bytes of data, M expected".
std::string size_problem(std::uint64_t data_size, std::uint64_t expected);

// A file's first bytes (at most kMaxTableHeader), where its header is; the problem ("cannot read
// it: ...") when they cannot be read.
base::Result<std::string> read_file_head(const os::ReadableFile& file);

// Reads `bytes` bytes of data from `offset` of `file` into `into`, a block at a time, each
// block checksummed into `checksum` and handed to `scan` while it is still in the processor's
// cache. Read, not mapped: a file that another process shortens meanwhile reads short, and is
// refused, where a mapping would end the program with SIGBUS.
struct DataRead {
    std::string problem;       // "cannot read it: ...", "changed while it was read: it ended
                               // after N bytes of data"; empty when all was read
    bool ended_early = false;  // the file ended before `bytes`
};
DataRead read_table_data(const os::ReadableFile& file, std::size_t offset, unsigned char* into,
                         std::size_t bytes, TableChecksum& checksum,
                         const std::function<void(std::string_view)>& scan);

// The parts of a cache file's name PREFIX-VERSION-REST.bin, or of one set aside as
// PREFIX-VERSION-REST.bin.bad[.N] (VERSION and N: 1 to 6 digits).
struct CacheFileName {
    int version = 0;
    std::string rest;
    bool aside = false;
};
std::optional<CacheFileName> cache_file_name(std::string_view name, std::string_view prefix);

// Removes from `dir` the temporary files of writes of `is_table`'s names that did not finish
// (killed: see os::remove_stale_temporaries) and the regular files `version_of` gives a version
// below `version` (nothing: not a file of these tables).
CacheSweep sweep_cache_files(const std::string& dir, bool (*is_table)(const std::string& name),
                             std::optional<int> (*version_of)(const std::string& name),
                             int version);

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

// Removes what no run will read again: the temporary files of table builds that did not finish
// (killed: see os::remove_stale_temporaries) and the tables of older file versions.
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
