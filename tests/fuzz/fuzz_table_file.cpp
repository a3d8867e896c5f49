// Fuzz target: the 15-puzzle's pattern table files, as the cache holds them. A file is refused
// with a reason, or accepted only when it is exactly what writing its table gives back.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "games/fifteen/table_cache.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    namespace f = ninegrid::fifteen;
    static const f::PdbCells goal{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};
    static const std::vector<std::uint8_t> tiles{2, 3, 4};
    const std::string_view file(reinterpret_cast<const char*>(data), size);
    const f::TableRead read = f::parse_table(file, goal, tiles);
    if (!read.table) {
        if (read.problem.empty() || read.missing) std::abort();
        return 0;
    }
    if (!read.problem.empty()) std::abort();
    const std::string again = f::table_header(goal, *read.table) + std::string(read.table->data());
    if (again != file) std::abort();
    return 0;
}
