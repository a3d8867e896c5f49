// SPDX-License-Identifier: MIT
// Pattern tables for the near-optimal solver: a breadth-first search over a group's placements
// and the blank's free region.
#include "near_tables.hpp"

#include <algorithm>
#include <bitset>
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

int count_cells(Mask m) noexcept {
    return static_cast<int>(std::bitset<64>(m).count());
}

}  // namespace

GroupTable::GroupTable(const Grid& grid, const std::vector<int>& goal_cells, int goal_blank,
                       bool blank_free, bool by_blank, std::atomic<std::uint64_t>* filled) {
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
        build_blank_free(grid, goal_cells, filled);
        return;
    }
    const std::uint64_t states = placements * n;
    if (k == 0 || states > UINT32_MAX) throw std::invalid_argument("pattern group too large");
    entries_.assign(static_cast<std::size_t>(by_blank ? states : placements), 0xFF);
    // A state reached first sets its placement's entry, or (by_blank) the entry of each of its
    // region's cells.
    std::uint64_t set = 0;  // entries set, told to `filled` now and then
    const auto set_entries = [&](std::uint32_t placement, Mask region, int depth) {
        if (!by_blank) {
            if (entries_[placement] == 0xFF) {
                entries_[placement] = static_cast<std::uint8_t>(depth);
                ++set;
            }
            return;
        }
        const std::size_t base = static_cast<std::size_t>(placement) * n;
        for (Mask r = region; r != 0; r &= r - 1) {
            entries_[base + static_cast<std::size_t>(lowest_cell(r))] =
                static_cast<std::uint8_t>(depth);
            ++set;
        }
    };
    const auto tell = [&set, filled] {
        if (filled != nullptr) filled->store(set, std::memory_order_relaxed);
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
        for (std::size_t at = 0; at < layer.size(); ++at) {
            const std::uint32_t s = layer[at];
            if ((at & 0xFFFU) == 0) tell();
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
    tell();
    build_bytes_ = seen.size() * 8 + entries_.size() + most_layers * 4;
}

void GroupTable::build_blank_free(const Grid& grid, const std::vector<int>& goal_cells,
                                  std::atomic<std::uint64_t>* filled) {
    const auto n = static_cast<std::uint32_t>(grid.n);
    const std::size_t k = goal_cells.size();
    std::uint32_t start = 0;
    for (std::size_t i = 0; i < k; ++i)
        start += static_cast<std::uint32_t>(goal_cells[i]) * power_[i];
    std::vector<std::uint32_t> layer{start};
    entries_[start] = 0;
    std::uint64_t set = 1;
    std::vector<std::uint32_t> next;
    std::size_t most_layers = 0;
    std::array<int, 8> pos{};
    for (int depth = 1; !layer.empty(); ++depth) {
        next.clear();
        for (std::size_t at = 0; at < layer.size(); ++at) {
            const std::uint32_t index = layer[at];
            if (filled != nullptr && (at & 0xFFFU) == 0)
                filled->store(set, std::memory_order_relaxed);
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
                    ++set;
                    next.push_back(moved);
                }
            }
        }
        most_layers = std::max(most_layers, layer.capacity() + next.capacity());
        layer.swap(next);
    }
    if (filled != nullptr) filled->store(set, std::memory_order_relaxed);
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

TableKey table_key(Size size, const std::vector<int>& goal_cells, int goal_blank, bool blank_free,
                   bool by_blank) {
    TableKey key;
    key.size = size;
    key.goal_cells = goal_cells;
    key.goal_blank = goal_blank;
    key.blank = blank_free ? TableKey::Blank::Free
                           : (by_blank ? TableKey::Blank::Cell : TableKey::Blank::Region);
    return key;
}

std::uint64_t table_work(const TableKey& key) noexcept {
    // A packed table's build counts its states (two bits each) as it reaches them.
    if (key.blank == TableKey::Blank::Packed)
        return pattern_size(PdbShape{key.size, PdbBlank::Region}, key.goal_cells.size());
    const auto n = static_cast<std::uint64_t>(key.size.cells());
    const auto k = static_cast<std::uint64_t>(key.goal_cells.size());
    std::uint64_t work = 1;
    for (std::uint64_t i = 0; i < k && i < n; ++i)
        work *= n - i;
    return key.blank == TableKey::Blank::Cell && n > k ? work * (n - k) : work;
}

GroupTable::GroupTable(const TableKey& key, std::vector<std::uint8_t> entries)
    : entries_(std::move(entries)) {
    std::uint64_t p = 1;
    for (std::size_t i = 0; i < key.goal_cells.size(); ++i) {
        power_.push_back(static_cast<std::uint32_t>(p));
        p *= static_cast<std::uint64_t>(key.size.cells());
    }
    build_bytes_ = entries_.size();
}

std::string GroupTable::problem(const TableKey& key, const std::vector<std::uint8_t>& entries) {
    const Grid grid(key.size);
    const int n = grid.n;
    const std::size_t k = key.goal_cells.size();
    if (k == 0 || k > 8) return "a group of " + std::to_string(k) + " tiles";
    if (entries.size() != key.entries()) {
        return std::to_string(entries.size()) + " entries, " + std::to_string(key.entries()) +
               " expected";
    }
    const bool by_cell = key.blank == TableKey::Blank::Cell;
    const bool free_blank = key.blank == TableKey::Blank::Free;
    std::vector<std::uint32_t> power;
    std::uint32_t start = 0;
    Mask occupied = 0;
    for (std::size_t i = 0; i < k; ++i) {
        power.push_back(i == 0 ? 1U : power.back() * static_cast<std::uint32_t>(n));
        start += static_cast<std::uint32_t>(key.goal_cells[i]) * power[i];
        occupied |= bit(key.goal_cells[i]);
    }
    // The goal's entries: 0, and no other.
    std::array<std::uint64_t, 256> count{};
    for (const std::uint8_t e : entries)
        ++count[e];
    std::uint64_t zeros = 1;
    if (by_cell) {
        const Mask region = grid.flood(bit(key.goal_blank), grid.full & ~occupied);
        zeros = static_cast<std::uint64_t>(count_cells(region));
        for (Mask r = region; r != 0; r &= r - 1) {
            const std::size_t at = std::size_t{start} * static_cast<std::size_t>(n) +
                                   static_cast<std::size_t>(lowest_cell(r));
            if (entries[at] != 0)
                return "the goal's entry is " + std::to_string(entries[at]) + ", not 0";
        }
    } else if (entries[start] != 0) {
        return "the goal's entry is " + std::to_string(entries[start]) + ", not 0";
    }
    if (count[0] != zeros)
        return std::to_string(count[0]) + " entries of 0, where only the goal's are 0";
    int largest = 0;
    for (int e = 254; e > 0; --e) {
        if (count[static_cast<std::size_t>(e)] != 0) {
            largest = e;
            break;
        }
    }
    // Each entry a state's own distance (not the least over regions): every depth up to the
    // largest is someone's.
    if (key.blank != TableKey::Blank::Region) {
        for (int e = 1; e < largest; ++e) {
            if (count[static_cast<std::size_t>(e)] == 0) {
                return "no entry of " + std::to_string(e) + " below the largest, " +
                       std::to_string(largest);
            }
        }
    }
    constexpr int kUnset = 0xFF;
    std::array<int, 8> pos{};
    const auto index_of = [&](const std::array<int, 8>& at) {
        std::uint32_t index = 0;
        for (std::size_t i = 0; i < k; ++i)
            index += static_cast<std::uint32_t>(at[i]) * power[i];
        return index;
    };
    // The entry of a placement, with the blank on `blank` (Blank::Cell).
    const auto entry = [&](const std::array<int, 8>& at, int blank) -> int {
        const std::size_t index = index_of(at);
        return entries[by_cell
                           ? index * static_cast<std::size_t>(n) + static_cast<std::size_t>(blank)
                           : index];
    };
    const auto bound_problem = [&](const std::array<int, 8>& at, int e) -> std::string {
        int distance = 0;
        for (std::size_t i = 0; i < k; ++i)
            distance += grid.distance(at[i], key.goal_cells[i]);
        if (e < distance || (e - distance) % 2 != 0) {
            return "an entry of " + std::to_string(e) + " where the tiles are " +
                   std::to_string(distance) + " cells from their goal";
        }
        return {};
    };
    const auto apart = [](int e, int f) {
        return "entries of " + std::to_string(e) + " and " + std::to_string(f) +
               " one move apart, where a move changes an entry by at most 1";
    };
    std::uint64_t state = 0x9E3779B97F4A7C15ULL ^ entries.size();
    const auto next = [&state](int below) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<int>((state >> 33) % static_cast<std::uint64_t>(below));
    };
    constexpr int kSamples = 256;
    for (int sample = 0; sample <= kSamples; ++sample) {
        // The goal's placement first, then shuffles of the cells; one sample in eight puts two
        // tiles on a cell, which no search reaches.
        std::array<int, kMaxCells> cells{};
        for (int c = 0; c < n; ++c)
            cells[static_cast<std::size_t>(c)] = c;
        for (std::size_t i = 0; i < k; ++i) {
            if (sample == 0) {
                pos[i] = key.goal_cells[i];
                continue;
            }
            std::swap(cells[i], cells[i + static_cast<std::size_t>(next(n - static_cast<int>(i)))]);
            pos[i] = cells[i];
        }
        if (k > 1 && sample % 8 == 7) {
            pos[1] = pos[0];
            const std::size_t index = index_of(pos);
            const std::size_t from = by_cell ? index * static_cast<std::size_t>(n) : index;
            for (std::size_t c = 0; c < (by_cell ? static_cast<std::size_t>(n) : 1); ++c) {
                if (entries[from + c] != kUnset)
                    return "an entry of " + std::to_string(entries[from + c]) +
                           " where two tiles stand on one cell";
            }
            continue;
        }
        Mask occ = 0;
        for (std::size_t i = 0; i < k; ++i)
            occ |= bit(pos[i]);
        const Mask free = grid.full & ~occ;
        if (free == 0) continue;
        // The blank: the goal's, or one of the free cells.
        int blank = sample == 0 ? key.goal_blank : -1;
        if (blank < 0) {
            int skip = next(count_cells(free));
            for (Mask r = free; r != 0; r &= r - 1) {
                if (skip-- == 0) {
                    blank = lowest_cell(r);
                    break;
                }
            }
        }
        const Mask region = grid.flood(bit(blank), free);
        const int e = entry(pos, blank);
        if (by_cell) {
            for (Mask r = region; r != 0; r &= r - 1) {
                const int f = entry(pos, lowest_cell(r));
                if (f != e)
                    return "entries of " + std::to_string(e) + " and " + std::to_string(f) +
                           " for the blank in one region";
            }
        }
        if (e != kUnset) {
            if (std::string p = bound_problem(pos, e); !p.empty()) return p;
        }
        // The moves of a tile: into the blank's region (Blank::Cell: the state's own moves), or
        // into any free cell.
        const bool single = grid.flood(bit(lowest_cell(free)), free) == free;
        bool lower = e == 0;
        for (std::size_t i = 0; i < k; ++i) {
            const int from = pos[i];
            Mask into = grid.around[static_cast<std::size_t>(from)] & (by_cell ? region : free);
            while (into != 0) {
                const int to = lowest_cell(into);
                into &= into - 1;
                std::array<int, 8> moved = pos;
                moved[i] = to;
                const int f = entry(moved, from);
                if (f != kUnset) {
                    if (std::string p = bound_problem(moved, f); !p.empty()) return p;
                }
                if (e != kUnset && f != kUnset && f < e) lower = true;
                // Exact distances (a state's own, or one region): a move changes them by at
                // most one, and a reached state's neighbours are reached.
                const Mask moved_free = (free | bit(from)) & ~bit(to);
                const bool moved_single = grid.flood(bit(from), moved_free) == moved_free;
                const bool exact_here = by_cell || free_blank || single;
                const bool exact_there = by_cell || free_blank || moved_single;
                // From a state of one region every move is made: the entry after it is at most
                // one more.
                if (exact_here && e != kUnset && (f == kUnset || f > e + 1)) return apart(e, f);
                if (exact_there && f != kUnset && (e == kUnset || e > f + 1)) return apart(e, f);
            }
        }
        if (e != kUnset && !lower)
            return "an entry of " + std::to_string(e) + " that no move of a tile lowers";
    }
    return {};
}

Meter& meter() {
    static Meter m;
    return m;
}

MeterRun::MeterRun(BuildShare share, std::uint64_t work) : m_(near_detail::meter()) {
    m_.filled.store(0);
    m_.before.store(share.before);
    m_.all.store(std::max<std::uint64_t>(1, share.all == 0 ? work : share.all));
    m_.on.store(true);
}

MeterRun::~MeterRun() {
    m_.on.store(false);
}

std::atomic<TableStore*>& installed_store() {
    static std::atomic<TableStore*> store{nullptr};
    return store;
}

std::shared_ptr<const GroupTable> shared_table(const TableKey& key, BuildShare share) {
    static std::mutex lock;
    static std::map<std::string, std::shared_ptr<const GroupTable>> kept;
    // Built under the lock: two solvers asking at once for one table wait for one build.
    const std::lock_guard<std::mutex> hold(lock);
    auto& slot = kept[key.name()];
    if (slot) return slot;
    TableStore* store = installed_store().load();
    if (!stored_table(key)) store = nullptr;
    if (store != nullptr) {
        if (std::optional<std::vector<std::uint8_t>> bytes = store->load(key)) {
            std::string why = GroupTable::problem(key, *bytes);
            if (why.empty()) {
                slot = std::make_shared<const GroupTable>(key, std::move(*bytes));
                return slot;
            }
            store->refused(key, why);
        }
    }
    const MeterRun run(share, table_work(key));
    slot = std::make_shared<const GroupTable>(
        Grid(key.size), key.goal_cells, key.goal_blank, key.blank == TableKey::Blank::Free,
        key.blank == TableKey::Blank::Cell, &run.meter().filled);
    if (store != nullptr) store->store(key, slot->entries());
    return slot;
}

std::shared_ptr<const GroupTable> shared_table(Size size, const std::vector<int>& goal_cells,
                                               int goal_blank, bool blank_free, bool by_blank) {
    return shared_table(table_key(size, goal_cells, goal_blank, blank_free, by_blank));
}

std::vector<TableKey> PatternSet::keys(Size size, int blank, bool blank_free, int group,
                                       bool by_blank, bool across) {
    std::vector<TableKey> out;
    for (const auto& cells : pattern_groups(size, blank, group, across))
        out.push_back(table_key(size, cells, blank, blank_free, by_blank));
    return out;
}

PatternSet::PatternSet(Size board_size, int blank, bool blank_free, int group, bool by_blank,
                       bool across)
    : size(board_size), goal_blank(blank) {
    const auto began = Clock::now();
    // The tile on goal cell c: cells in reading order with the blank's left out.
    const auto tile_on = [blank](int cell) { return cell < blank ? cell + 1 : cell; };
    const std::vector<TableKey> all = keys(size, blank, blank_free, group, by_blank, across);
    BuildShare share;
    for (const TableKey& key : all)
        share.all += table_work(key);
    for (const TableKey& key : all) {
        const auto g = static_cast<std::uint8_t>(tables.size());
        for (std::size_t i = 0; i < key.goal_cells.size(); ++i) {
            const auto tile = static_cast<std::size_t>(tile_on(key.goal_cells[i]));
            group_of[tile] = g;
            slot_of[tile] = static_cast<std::uint8_t>(i);
        }
        tables.push_back(shared_table(key, share));
        share.before += table_work(key);
        bytes += tables.back()->bytes();
        build_bytes = std::max(build_bytes, bytes + tables.back()->build_bytes());
    }
    build_time = std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - began);
}

}  // namespace ninegrid::sliding::near_detail

namespace ninegrid::sliding {

TableStore* set_table_store(TableStore* store) noexcept {
    return near_detail::installed_store().exchange(store);
}

TableStore* table_store() noexcept {
    return near_detail::installed_store().load();
}

int table_build_percent() noexcept {
    const near_detail::Meter& m = near_detail::meter();
    if (!m.on.load(std::memory_order_relaxed)) return -1;
    const std::uint64_t done =
        m.before.load(std::memory_order_relaxed) + m.filled.load(std::memory_order_relaxed);
    const std::uint64_t all = m.all.load(std::memory_order_relaxed);
    return static_cast<int>(
        std::min<std::uint64_t>(100, done * 100 / std::max<std::uint64_t>(1, all)));
}

}  // namespace ninegrid::sliding
