// The pattern tables kept on disk: $XDG_CACHE_HOME/ninegrid/ (or ~/.cache/ninegrid/), one file a
// table, versioned and checksummed, written atomically; a file that is not exactly what was asked
// for is reported and rebuilt, never trusted.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/result.hpp"
#include "ninegrid/fifteen/pdb.hpp"

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

struct TableRead {
    std::optional<PatternTable> table;  // the table, when the file holds it
    bool missing = false;               // no file there
    std::string problem;                // otherwise, why the file was refused
};

// Reads the table of `tiles` for `goal` from `path`: refused unless its header names this
// version, goal, group and a size that fits, and its data has the checksum the header gives.
TableRead read_table(const std::string& path, const PdbCells& goal,
                     const std::vector<std::uint8_t>& tiles);

// The same for a file's whole content (read_table maps the file and hands it here).
TableRead parse_table(std::string_view file, const PdbCells& goal,
                      const std::vector<std::uint8_t>& tiles);

// The header write_table puts before the table's data: text lines, then a blank line.
std::string table_header(const PdbCells& goal, const PatternTable& table);

// Writes `table` to `path` through base::write_file_atomically.
base::Status write_table(const std::string& path, const PdbCells& goal, const PatternTable& table);

}  // namespace ninegrid::fifteen
