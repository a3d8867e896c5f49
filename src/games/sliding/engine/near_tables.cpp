// Pattern tables for the near-optimal solver: a breadth-first search over a group's placements
// and the blank's free region.
#include "near_tables.hpp"

#include <algorithm>
#include <map>
#include <mutex>
#include <stdexcept>
#include <tuple>

namespace ninegrid::sliding::near_detail {

using Clock = std::chrono::steady_clock;

Grid::Grid(Size size) : w(size.width), h(size.height), n(size.cells()) {
    for (int c = 0; c < n; ++c) {
        full |= bit(c);
        if (c % w != 0) not_left |= bit(c);
        if (c % w != w - 1) not_right |= bit(c);
    }
    for (int c = 0; c < n; ++c)
        around[static_cast<std::size_t>(c)] = dilate(bit(c)) & ~bit(c);
}

namespace {

// The cells of a table entry's `k` tiles (its index in base `n`, the first tile lowest) into
// `pos`, and the cells they occupy.
Mask decode(std::uint32_t index, std::uint32_t n, std::size_t k, std::array<int, 8>& pos) {
    Mask occ = 0;
    for (std::size_t i = 0; i < k; ++i) {
        pos[i] = static_cast<int>(index % n);
        index /= n;
        occ |= bit(pos[i]);
    }
    return occ;
}

}  // namespace

GroupTable::GroupTable(const Grid& grid, const std::vector<int>& goal_cells, int goal_blank,
                       bool blank_free, bool by_blank) {
    const auto n = static_cast<std::uint64_t>(grid.n);
    const std::size_t k = goal_cells.size();
    std::uint64_t placements = 1;
    for (std::size_t i = 0; i < k; ++i) {
        power_.push_back(static_cast<std::uint32_t>(placements));
        placements *= n;
    }
    if (blank_free) {
        if (k == 0 || placements > UINT32_MAX)
            throw std::invalid_argument("pattern group too large");
        entries_.assign(static_cast<std::size_t>(placements), 0xFF);
        build_blank_free(grid, goal_cells);
        return;
    }
    const std::uint64_t states = placements * n;
    if (k == 0 || states > UINT32_MAX) throw std::invalid_argument("pattern group too large");
    entries_.assign(static_cast<std::size_t>(by_blank ? states : placements), 0xFF);
    // A state reached first sets its placement's entry, or (by_blank) the entry of each of its
    // region's cells.
    const auto set_entries = [&](std::uint32_t placement, Mask region, int depth) {
        if (!by_blank) {
            if (entries_[placement] == 0xFF) entries_[placement] = static_cast<std::uint8_t>(depth);
            return;
        }
        const std::size_t base = static_cast<std::size_t>(placement) * n;
        for (Mask r = region; r != 0; r &= r - 1)
            entries_[base + static_cast<std::size_t>(lowest_cell(r))] =
                static_cast<std::uint8_t>(depth);
    };
    std::vector<std::uint64_t> seen(static_cast<std::size_t>((states + 63) / 64), 0);
    const auto mark = [&seen](std::uint32_t s) {
        std::uint64_t& word = seen[s >> 6];
        const std::uint64_t b = std::uint64_t{1} << (s & 63U);
        if ((word & b) != 0) return false;
        word |= b;
        return true;
    };

    std::uint32_t start = 0;
    Mask occupied = 0;
    for (std::size_t i = 0; i < k; ++i) {
        start += static_cast<std::uint32_t>(goal_cells[i]) * power_[i];
        occupied |= bit(goal_cells[i]);
    }
    const Mask region = grid.flood(bit(goal_blank), grid.full & ~occupied);
    std::vector<std::uint32_t> layer{start * static_cast<std::uint32_t>(n) +
                                     static_cast<std::uint32_t>(lowest_cell(region))};
    mark(layer[0]);
    set_entries(start, region, 0);
    std::vector<std::uint32_t> next;
    std::size_t most_layers = 0;
    std::array<int, 8> pos{};
    for (int depth = 1; !layer.empty(); ++depth) {
        next.clear();
        for (const std::uint32_t s : layer) {
            const std::uint32_t index = s / static_cast<std::uint32_t>(n);
            const int canon = static_cast<int>(s % static_cast<std::uint32_t>(n));
            const Mask occ = decode(index, static_cast<std::uint32_t>(n), k, pos);
            const Mask free = grid.full & ~occ;
            const Mask reach = grid.flood(bit(canon), free);
            for (std::size_t i = 0; i < k; ++i) {
                const int p = pos[i];
                Mask into = grid.around[static_cast<std::size_t>(p)] & reach;
                while (into != 0) {
                    const int q = lowest_cell(into);
                    into &= into - 1;
                    const auto moved = static_cast<std::uint32_t>(
                        static_cast<std::int64_t>(index) +
                        static_cast<std::int64_t>(q - p) * static_cast<std::int64_t>(power_[i]));
                    const Mask after = grid.flood(bit(p), (free | bit(p)) & ~bit(q));
                    const std::uint32_t t = moved * static_cast<std::uint32_t>(n) +
                                            static_cast<std::uint32_t>(lowest_cell(after));
                    if (!mark(t)) continue;
                    next.push_back(t);
                    set_entries(moved, after, depth);
                }
            }
        }
        most_layers = std::max(most_layers, layer.capacity() + next.capacity());
        layer.swap(next);
    }
    build_bytes_ = seen.size() * 8 + entries_.size() + most_layers * 4;
}

void GroupTable::build_blank_free(const Grid& grid, const std::vector<int>& goal_cells) {
    const auto n = static_cast<std::uint32_t>(grid.n);
    const std::size_t k = goal_cells.size();
    std::uint32_t start = 0;
    for (std::size_t i = 0; i < k; ++i)
        start += static_cast<std::uint32_t>(goal_cells[i]) * power_[i];
    std::vector<std::uint32_t> layer{start};
    entries_[start] = 0;
    std::vector<std::uint32_t> next;
    std::size_t most_layers = 0;
    std::array<int, 8> pos{};
    for (int depth = 1; !layer.empty(); ++depth) {
        next.clear();
        for (const std::uint32_t index : layer) {
            const Mask occ = decode(index, n, k, pos);
            for (std::size_t i = 0; i < k; ++i) {
                const int p = pos[i];
                Mask into = grid.around[static_cast<std::size_t>(p)] & ~occ;
                while (into != 0) {
                    const int q = lowest_cell(into);
                    into &= into - 1;
                    const auto moved = static_cast<std::uint32_t>(
                        static_cast<std::int64_t>(index) +
                        static_cast<std::int64_t>(q - p) * static_cast<std::int64_t>(power_[i]));
                    if (entries_[moved] != 0xFF) continue;
                    entries_[moved] = static_cast<std::uint8_t>(depth);
                    next.push_back(moved);
                }
            }
        }
        most_layers = std::max(most_layers, layer.capacity() + next.capacity());
        layer.swap(next);
    }
    build_bytes_ = entries_.size() + most_layers * 4;
}

std::vector<std::vector<int>> pattern_groups(Size size, int goal_blank, int group, bool across) {
    const int w = size.width;
    const int h = size.height;
    std::vector<int> order;
    if ((w >= h) != across) {
        for (int band = 0; band < h; band += 2) {
            // An odd last row joins no band of its own when a band of three is shorter to cut.
            for (int c = 0; c < w; ++c)
                for (int r = band; r < std::min(band + 2, h); ++r)
                    order.push_back(r * w + c);
        }
    } else {
        for (int band = 0; band < w; band += 2) {
            for (int r = 0; r < h; ++r)
                for (int c = band; c < std::min(band + 2, w); ++c)
                    order.push_back(r * w + c);
        }
    }
    std::vector<std::vector<int>> groups;
    for (const int cell : order) {
        if (cell == goal_blank) continue;
        if (groups.empty() || groups.back().size() == static_cast<std::size_t>(group))
            groups.emplace_back();
        groups.back().push_back(cell);
    }
    return groups;
}

std::shared_ptr<const GroupTable> shared_table(Size size, const std::vector<int>& goal_cells,
                                               int goal_blank, bool blank_free, bool by_blank) {
    using Id = std::tuple<int, int, std::vector<int>, int, bool, bool>;
    static std::mutex lock;
    static std::map<Id, std::shared_ptr<const GroupTable>> kept;
    const Id id{size.width, size.height, goal_cells, goal_blank, blank_free, by_blank};
    // Built under the lock: two solvers asking at once for one table wait for one build.
    const std::lock_guard<std::mutex> hold(lock);
    auto& slot = kept[id];
    if (!slot)
        slot = std::make_shared<const GroupTable>(Grid(size), goal_cells, goal_blank, blank_free,
                                                  by_blank);
    return slot;
}

PatternSet::PatternSet(Size board_size, int blank, bool blank_free, int group, bool by_blank,
                       bool across)
    : size(board_size), goal_blank(blank) {
    const auto began = Clock::now();
    // The tile on goal cell c: cells in reading order with the blank's left out.
    const auto tile_on = [blank](int cell) { return cell < blank ? cell + 1 : cell; };
    for (const auto& cells : pattern_groups(size, blank, group, across)) {
        const auto g = static_cast<std::uint8_t>(tables.size());
        for (std::size_t i = 0; i < cells.size(); ++i) {
            const auto tile = static_cast<std::size_t>(tile_on(cells[i]));
            group_of[tile] = g;
            slot_of[tile] = static_cast<std::uint8_t>(i);
        }
        tables.push_back(shared_table(size, cells, blank, blank_free, by_blank));
        bytes += tables.back()->bytes();
        build_bytes = std::max(build_bytes, bytes + tables.back()->build_bytes());
    }
    build_time = std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - began);
}

}  // namespace ninegrid::sliding::near_detail
