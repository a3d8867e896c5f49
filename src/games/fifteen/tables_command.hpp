// SPDX-License-Identifier: MIT
// What `fifteen tables` on the 4x4 (tables_command.cpp) and with --size (tables_sized.cpp) share:
// the options --clean refuses, --where, the folder a build needs, --clean's report, and what
// --verify says of a file.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

#include "base/args.hpp"
#include "base/json.hpp"
#include "games/fifteen/commands.hpp"

namespace ninegrid::fifteen {

// --clean with --goal, --build, --verify or --where: a usage error naming the first.
void refuse_with_clean(const base::Args& args, Lang lang);

// The cache folder (table_cache_dir): a usage error when there is none.
std::string cache_dir_argument(Lang lang);

// --where: the cache folder, as a line or as JSON; status 0.
int print_where(const std::string& dir, bool json, Io io);

// Why tables built now could not be kept in `dir` (made first when it is missing, then written to
// as a check), or empty.
std::string build_folder_problem(const std::string& dir);

// What --clean did in `dir`, as text or JSON (`size`, when given: the size whose files went, in
// JSON instead of the files left to running builds); status 2 when something could not go.
int report_clean(const std::string& dir, const CacheClean& clean,
                 const std::optional<std::string>& size, bool json, Io io);

// A table's file as the command finds it.
struct TableFileState {
    std::string path;
    std::uint64_t bytes = 0;
    bool present = false;  // something is at the path (a regular file, or not)
    std::string problem;   // with --verify: why it was refused; empty when it is sound
    std::string aside;     // with --verify: where a file read well but wrong was moved
};
TableFileState table_file_state(const std::string& path);

// Its members in JSON: path, present, bytes, and with --verify, of a file present, problem and
// set_aside (null when none).
void write_file_members(base::JsonWriter& w, const TableFileState& f, bool verify);

// The lines --verify prints under a file: why it was refused (when present), and where it was
// set aside.
void print_file_notes(std::ostream& out, const TableFileState& f, Lang lang);

// With --verify, a table read against the same table built again: the message saying how many
// entries differ, or empty when none does and `same_maximum`.
std::string tables_differ(std::string_view read, std::string_view built, bool same_maximum,
                          Lang lang);

}  // namespace ninegrid::fifteen
