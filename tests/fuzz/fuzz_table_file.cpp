// SPDX-License-Identifier: MIT
// Fuzz target: the 15-puzzle's pattern table files, as the cache holds them, and the names of the
// cache's files. Each input is tried three ways:
//  - as a whole file: refused with a reason, or accepted only when it is exactly what writing its
//    table gives back;
//  - as the data of a table (repeated or cut to its size, the first byte its header's maximum)
//    under a header written for it, checksum and all, so that the checks of the entries
//    themselves are reached: an accepted table has the goal's entry 0 and stores nothing above
//    what its header allows;
//  - as a name in the cache folder: one taken for a table's has the parts of one.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "games/fifteen/table_cache.hpp"
#include "os/files.hpp"

namespace {

namespace f = ninegrid::fifteen;

const f::PdbCells kGoal{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};
const std::vector<std::uint8_t> kTiles{2, 3, 4};

void check_file(std::string_view file) {
    const f::TableRead read = f::parse_table(file, kGoal, kTiles);
    if (!read.table) {
        if (read.problem.empty() || read.missing) std::abort();
        return;
    }
    if (!read.problem.empty()) std::abort();
    const std::string again = f::table_header(kGoal, *read.table) + std::string(read.table->data());
    if (again != file) std::abort();
}

void check_data(std::string_view input) {
    const std::size_t size = (f::pattern_entries(kTiles.size()) + 1) / 2;
    std::string data(size, '\0');
    for (std::size_t i = 0; i < size && !input.empty(); ++i)
        data[i] = input[i % input.size()];
    const int max_entry = input.empty() ? 0 : static_cast<unsigned char>(input[0]);
    const f::PatternTable table(kGoal, kTiles, f::PdbFormat::Excess4, max_entry, data);
    const std::string file = f::table_header(kGoal, table) + data;
    const f::TableRead read = f::parse_table(file, kGoal, kTiles);
    if (!read.table) {
        if (read.problem.empty()) std::abort();
        return;
    }
    f::PdbCells where{};
    for (std::uint8_t c = 0; c < 16; ++c)
        where[kGoal[c]] = c;
    if (read.table->entry(where) != 0) std::abort();
    if (f::largest_stored(read.table->data(), read.table->format()) >
        f::most_stored(read.table->format(), read.table->max_entry())) {
        std::abort();
    }
}

void check_name(std::string_view input) {
    const std::string name(input.substr(0, 64));
    if (const auto parts = f::table_file_name(name)) {
        if (name.rfind("pdb-", 0) != 0 || parts->goal.size() != 16 || parts->tiles.empty() ||
            parts->tiles.size() > 9 || parts->version < 0) {
            std::abort();
        }
    }
    if (const auto target = ninegrid::os::temporary_file_target(name)) {
        if (target->empty() || name[0] != '.') std::abort();
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    check_file(input);
    check_data(input);
    check_name(input);
    return 0;
}
