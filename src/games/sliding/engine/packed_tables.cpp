// SPDX-License-Identifier: MIT
// The compact tables of 2x8 and 8x2: their groups, keys, builds, and their keeping in the store.
#include <algorithm>
#include <map>
#include <mutex>

#include "near_tables.hpp"

namespace ninegrid::sliding::near_detail {

std::vector<std::vector<int>> packed_groups(Size size, int goal_blank, PackedCut cut) {
    // The long side's lines one after the other (Rows), or the short side's (Columns).
    const bool wide = size.width >= size.height;
    const bool by_rows = (cut == PackedCut::Rows) == wide;
    std::vector<int> walk;
    if (by_rows) {
        for (int r = 0; r < size.height; ++r) {
            for (int c = 0; c < size.width; ++c)
                walk.push_back(r * size.width + c);
        }
    } else {
        for (int c = 0; c < size.width; ++c) {
            for (int r = 0; r < size.height; ++r)
                walk.push_back(r * size.width + c);
        }
    }
    walk.erase(std::remove(walk.begin(), walk.end(), goal_blank), walk.end());
    std::vector<std::vector<int>> groups(1);
    for (const int cell : walk) {
        if (groups.back().size() == 7) groups.emplace_back();
        groups.back().push_back(cell);
    }
    for (auto& g : groups)
        std::sort(g.begin(), g.end());
    return groups;
}

std::vector<TableKey> packed_keys(Size size, int goal_blank, PackedCut cut) {
    std::vector<TableKey> keys;
    for (auto& cells : packed_groups(size, goal_blank, cut)) {
        TableKey key;
        key.size = size;
        key.goal_cells = std::move(cells);
        key.goal_blank = goal_blank;
        key.blank = TableKey::Blank::Packed;
        keys.push_back(std::move(key));
    }
    return keys;
}

PdbCells packed_goal(const TableKey& key) {
    PdbCells goal{};
    for (int c = 0; c < 16; ++c) {
        goal[static_cast<std::size_t>(c)] =
            static_cast<std::uint8_t>(c == key.goal_blank ? 0 : (c < key.goal_blank ? c + 1 : c));
    }
    return goal;
}

std::vector<std::uint8_t> packed_tiles(const TableKey& key) {
    const PdbCells goal = packed_goal(key);
    std::vector<std::uint8_t> tiles;
    for (const int cell : key.goal_cells)
        tiles.push_back(goal[static_cast<std::size_t>(cell)]);
    return tiles;
}

std::optional<PatternTable> build_packed(const TableKey& key, const PdbBuildOptions& options) {
    return PatternTable::try_build(PdbShape{key.size, PdbBlank::Region}, packed_goal(key),
                                   packed_tiles(key), options);
}

std::optional<PatternTable> packed_from(const TableKey& key, const std::vector<std::uint8_t>& bytes,
                                        std::string* why) {
    const PdbShape shape{key.size, PdbBlank::Region};
    const PdbCells goal = packed_goal(key);
    std::vector<std::uint8_t> tiles = packed_tiles(key);
    std::string problem =
        PatternTable::stored_problem(goal, tiles, PdbFormat::Excess4, bytes.size(), shape);
    const std::string_view data(reinterpret_cast<const char*>(bytes.data()), bytes.size());
    // A build stores no excess / 2 above 14 (most_stored); the largest entry is not kept, so
    // the sampled entries are checked against no bound of their own.
    if (problem.empty() && largest_stored(data, PdbFormat::Excess4) > 14)
        problem = "an entry of 15, which marks a state never met";
    if (problem.empty()) {
        PatternTable table(shape, goal, std::move(tiles), PdbFormat::Excess4, 255, PdbBytes(data));
        problem = table.implausible(goal);
        if (problem.empty()) return table;
    }
    if (why != nullptr) *why = std::move(problem);
    return std::nullopt;
}

std::shared_ptr<const PatternTable> shared_packed_table(const TableKey& key, BuildShare share,
                                                        const std::atomic<bool>* cancel) {
    static std::mutex lock;
    static std::map<std::string, std::shared_ptr<const PatternTable>> kept;
    // Built under the lock: two solvers asking at once for one table wait for one build.
    const std::lock_guard<std::mutex> hold(lock);
    auto& slot = kept[key.name()];
    if (slot) return slot;
    TableStore* store = installed_store().load();
    if (store != nullptr) {
        if (std::optional<std::vector<std::uint8_t>> bytes = store->load(key)) {
            std::string why;
            std::optional<PatternTable> table = packed_from(key, *bytes, &why);
            bytes.reset();
            if (table) {
                slot = std::make_shared<const PatternTable>(std::move(*table));
                return slot;
            }
            store->refused(key, why);
        }
    }
    const MeterRun run(share, table_work(key));
    PdbBuildOptions options;
    options.progress_context = &run.meter();
    options.on_progress = [](void* context, std::uint64_t done, std::uint64_t) {
        static_cast<Meter*>(context)->filled.store(done, std::memory_order_relaxed);
    };
    options.cancel = cancel;
    std::optional<PatternTable> table = build_packed(key, options);
    if (!table) return nullptr;  // cancelled: the slot stays empty for the next ask
    slot = std::make_shared<const PatternTable>(std::move(*table));
    // Kept only as the key names it: 4 bits an entry (a table whose excess overflowed them is
    // built a byte an entry, and not kept).
    if (store != nullptr && slot->format() == PdbFormat::Excess4) {
        const std::string_view data = slot->data();
        store->store(key, std::vector<std::uint8_t>(data.begin(), data.end()));
    }
    return slot;
}

}  // namespace ninegrid::sliding::near_detail
