// SPDX-License-Identifier: MIT
// Fuzz target: the 15-puzzle's pattern table files, as the cache holds them, and the names of the
// cache's files. Each input is tried three ways:
//  - as a whole file: refused with a reason, or accepted only when it is exactly what writing its
//    table gives back;
//  - as the data of a table (repeated or cut to its size, the first byte its header's maximum)
//    under a header written for it, checksum and all, so that the checks of the entries
//    themselves are reached: an accepted table has the goal's entry 0 and stores nothing above
//    what its header allows;
//  - as a name in the cache folder: one taken for a table's has the parts of one (the 4x4's
//    files and the other sizes');
//  - as the entries of the other sizes' tables: a 2x3 group table checked as the engine checks
//    what a store gives, and the one-tile compact table of 2x8 read as packed_from reads it.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "games/fifteen/sliding_cache.hpp"
#include "games/fifteen/table_cache.hpp"
#include "games/sliding/engine/near_tables.hpp"
#include "ninegrid/sliding/table_store.hpp"
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
    if (const auto parts = f::sliding_file_name(name)) {
        if (name.rfind("slide-", 0) != 0 || parts->table.empty() || parts->version < 0)
            std::abort();
    }
}

// `input` repeated or cut to `size` bytes.
std::vector<std::uint8_t> sized(std::string_view input, std::size_t size) {
    std::vector<std::uint8_t> bytes(size, 0);
    for (std::size_t i = 0; i < size && !input.empty(); ++i)
        bytes[i] = static_cast<std::uint8_t>(input[i % input.size()]);
    return bytes;
}

void check_sliding(std::string_view input) {
    namespace sl = ninegrid::sliding;
    namespace nd = ninegrid::sliding::near_detail;
    // A group table of 3x2 (two tiles, an entry per blank cell) and the one-tile table of 8x2's
    // compact 7-7-1, each as a store could give it.
    static const std::vector<sl::TableKey> keys = [] {
        std::vector<sl::TableKey> k{nd::table_key(sl::Size{3, 2}, {0, 1}, 5, false, true)};
        for (const sl::TableKey& p : nd::packed_keys(sl::Size{8, 2}, 15, nd::PackedCut::Columns))
            if (nd::packed_tiles(p).size() == 1) k.push_back(p);
        if (k.size() != 2) std::abort();
        return k;
    }();
    static const std::vector<std::size_t> sizes = [] {
        std::vector<std::size_t> s;
        for (const sl::TableKey& k : keys) {
            const std::vector<std::uint8_t> built = sl::build_table(k);
            if (!sl::table_problem(k, built).empty()) std::abort();  // a built table is sound
            s.push_back(built.size());
        }
        return s;
    }();
    for (std::size_t i = 0; i < keys.size(); ++i) {
        // Refused with a reason or taken: never a crash or a read out of bounds.
        (void)sl::table_problem(keys[i], sized(input, sizes[i]));
        // Data of another size is refused.
        if (sl::table_problem(keys[i], sized(input, sizes[i] + 1)).empty()) std::abort();
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    check_file(input);
    check_data(input);
    check_name(input);
    check_sliding(input);
    return 0;
}
