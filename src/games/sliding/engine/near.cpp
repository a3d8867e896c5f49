// SPDX-License-Identifier: MIT
// The near-optimal solver (near.hpp has the design): weighted A* on a core of at most 25 cells,
// and lines placed one tile at a time until a larger board is down to its core.
#include "ninegrid/sliding/near.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <future>
#include <map>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <unordered_map>
#include <utility>

#include "near_tables.hpp"
#include "ninegrid/sliding/ida.hpp"

namespace ninegrid::sliding {

using near_detail::bit;
using near_detail::Grid;
using near_detail::GroupTable;
using near_detail::lowest_cell;
using near_detail::Mask;
using near_detail::PatternSet;

namespace {

using Cells = Board::Cells;

std::uint64_t mix(std::uint64_t x) noexcept {
    x ^= x >> 31;
    x *= 0x7fb5d329728ea185ULL;
    x ^= x >> 27;
    x *= 0x81dadef4bc2dd44dULL;
    x ^= x >> 33;
    return x;
}

// Indices of nodes by key: open addressing, a slot holding index + 1.
class NodeIndex {
  public:
    explicit NodeIndex(std::size_t expected = 1U << 12) {
        std::size_t n = 16;
        while (n < expected * 2)
            n *= 2;
        slots_.assign(n, 0);
    }
    // The slot for `hash` whose node `same` accepts, or the empty slot where it would go.
    template <class Same>
    std::uint32_t* find(std::uint64_t hash, Same same) {
        std::size_t i = hash & (slots_.size() - 1);
        for (;;) {
            std::uint32_t& s = slots_[i];
            if (s == 0 || same(s - 1)) return &s;
            i = (i + 1) & (slots_.size() - 1);
        }
    }
    // Grows when `count` nodes pass half the slots; `hash_of(i)` rehashes node i.
    template <class HashOf>
    void reserve(std::size_t count, HashOf hash_of) {
        if (count * 2 < slots_.size()) return;
        std::vector<std::uint32_t> old(slots_.size() * 2, 0);
        old.swap(slots_);
        for (const std::uint32_t s : old) {
            if (s == 0) continue;
            std::size_t i = hash_of(s - 1) & (slots_.size() - 1);
            while (slots_[i] != 0)
                i = (i + 1) & (slots_.size() - 1);
            slots_[i] = s;
        }
    }

  private:
    std::vector<std::uint32_t> slots_;
};

// Open nodes by priority, the lowest first, the latest pushed first among equals.
class Buckets {
  public:
    void push(std::uint32_t f, std::uint32_t node) {
        if (f >= buckets_.size()) buckets_.resize(f + 1);
        buckets_[f].push_back(node);
        low_ = std::min(low_, f);
        ++size_;
    }
    bool empty() const noexcept { return size_ == 0; }
    // Requires !empty().
    std::pair<std::uint32_t, std::uint32_t> pop() {
        while (buckets_[low_].empty())
            ++low_;
        const std::uint32_t node = buckets_[low_].back();
        buckets_[low_].pop_back();
        --size_;
        return {low_, node};
    }

  private:
    std::vector<std::vector<std::uint32_t>> buckets_;
    std::uint32_t low_ = UINT32_MAX;
    std::size_t size_ = 0;
};

constexpr int kNoMove = 4;

// The cell the blank reaches from `from` by m on grid, or -1.
int step(const Grid& grid, int from, int m) noexcept {
    return target_cell(from, static_cast<Move>(m), Size{grid.w, grid.h});
}

// ---------------------------------------------------------------------------------------------
// The core: weighted A* over whole boards of at most 25 cells, whose goal has its tiles in
// reading order with the blank on `goal_blank`.

// A board of n <= 25 cells as a key: cells 0..n-2, five bits each, 12 to a word (the last cell
// holds the one value missing).
struct Key {
    std::uint64_t lo = 0;
    std::uint64_t hi = 0;
    friend bool operator==(const Key& a, const Key& b) noexcept {
        return a.lo == b.lo && a.hi == b.hi;
    }
};

inline int key_get(const Key& k, int c) noexcept {
    return c < 12 ? static_cast<int>((k.lo >> (5 * c)) & 31U)
                  : static_cast<int>((k.hi >> (5 * (c - 12))) & 31U);
}
inline void key_put(Key& k, int c, int v, int n) noexcept {
    if (c == n - 1) return;
    std::uint64_t& word = c < 12 ? k.lo : k.hi;
    const int shift = 5 * (c < 12 ? c : c - 12);
    word = (word & ~(std::uint64_t{31} << shift)) | (static_cast<std::uint64_t>(v) << shift);
}
inline std::uint64_t key_hash(const Key& k) noexcept {
    return mix(k.lo ^ mix(k.hi + 0x9e37U));
}

struct CoreNode {
    Key key;
    std::uint32_t parent;
    std::uint16_t g;
    std::uint16_t h;
    std::uint8_t move;  // from the parent, kNoMove at the start
    std::uint8_t blank;
    std::uint8_t closed;
};

struct CoreProblem {
    const Grid* grid;
    int goal_blank;
    // goal cell of each tile (canonical names: tile t's goal is t - 1 before the blank, t after)
    std::array<std::uint8_t, kMaxCells> goal_cell{};
};

// Manhattan distance plus linear conflict, per board.
class ManhattanHeuristic {
  public:
    explicit ManhattanHeuristic(const CoreProblem& p) : p_(p) {}
    struct State {};
    void prepare(const std::uint8_t*, State&) const noexcept {}
    int full(const std::uint8_t* cells) const noexcept {
        int sum = 0;
        for (int c = 0; c < p_.grid->n; ++c)
            if (cells[c] != 0) sum += p_.grid->distance(c, p_.goal_cell[cells[c]]);
        for (int r = 0; r < p_.grid->h; ++r)
            sum += row_conflict(cells, r);
        for (int c = 0; c < p_.grid->w; ++c)
            sum += col_conflict(cells, c);
        return sum;
    }
    // h after `tile` slides from `from` into `into` (cells shows the board before).
    int child(const State&, std::uint8_t* cells, int h, int tile, int from,
              int into) const noexcept {
        const Grid& g = *p_.grid;
        const int goal = p_.goal_cell[static_cast<std::size_t>(tile)];
        h += g.distance(into, goal) - g.distance(from, goal);
        const bool vertical = from % g.w == into % g.w;
        int before = 0;
        if (vertical) {
            before = row_conflict(cells, from / g.w) + row_conflict(cells, into / g.w);
        } else {
            before = col_conflict(cells, from % g.w) + col_conflict(cells, into % g.w);
        }
        cells[into] = static_cast<std::uint8_t>(tile);
        cells[from] = 0;
        int after = 0;
        if (vertical) {
            after = row_conflict(cells, from / g.w) + row_conflict(cells, into / g.w);
        } else {
            after = col_conflict(cells, from % g.w) + col_conflict(cells, into % g.w);
        }
        cells[from] = static_cast<std::uint8_t>(tile);
        cells[into] = 0;
        return h + after - before;
    }

  private:
    static int conflicts(const std::array<int, kMaxSide>& keys, int n) noexcept {
        std::array<int, kMaxSide> longest{};
        int best = 0;
        for (int i = 0; i < n; ++i) {
            int run = 1;
            for (int j = 0; j < i; ++j)
                if (keys[static_cast<std::size_t>(j)] < keys[static_cast<std::size_t>(i)])
                    run = std::max(run, longest[static_cast<std::size_t>(j)] + 1);
            longest[static_cast<std::size_t>(i)] = run;
            best = std::max(best, run);
        }
        return 2 * (n - best);
    }
    int row_conflict(const std::uint8_t* cells, int r) const noexcept {
        const Grid& g = *p_.grid;
        std::array<int, kMaxSide> keys{};
        int n = 0;
        for (int c = 0; c < g.w; ++c) {
            const int tile = cells[r * g.w + c];
            if (tile == 0) continue;
            const int goal = p_.goal_cell[static_cast<std::size_t>(tile)];
            if (goal / g.w == r) keys[static_cast<std::size_t>(n++)] = goal % g.w;
        }
        return conflicts(keys, n);
    }
    int col_conflict(const std::uint8_t* cells, int c) const noexcept {
        const Grid& g = *p_.grid;
        std::array<int, kMaxSide> keys{};
        int n = 0;
        for (int r = 0; r < g.h; ++r) {
            const int tile = cells[r * g.w + c];
            if (tile == 0) continue;
            const int goal = p_.goal_cell[static_cast<std::size_t>(tile)];
            if (goal % g.w == c) keys[static_cast<std::size_t>(n++)] = goal / g.w;
        }
        return conflicts(keys, n);
    }
    const CoreProblem& p_;
};

// The sum of the pattern tables' entries; with a second partition, the larger of the two sums.
class PatternHeuristic {
  public:
    PatternHeuristic(const CoreProblem& p, const PatternSet& set,
                     const PatternSet* second = nullptr)
        : p_(p), set_(set), second_(second) {}
    struct State {
        std::array<std::uint32_t, 8> index{};
        std::array<std::uint32_t, 8> index2{};
        int sum = 0;
        int sum2 = 0;
    };
    void prepare(const std::uint8_t* cells, State& s) const noexcept {
        index_of(cells, set_, s.index);
        if (second_ == nullptr) return;
        index_of(cells, *second_, s.index2);
        s.sum = sum_of(set_, s.index);
        s.sum2 = sum_of(*second_, s.index2);
    }
    int full(const std::uint8_t* cells) const noexcept {
        State s;
        prepare(cells, s);
        if (second_ != nullptr) return std::max(s.sum, s.sum2);
        return sum_of(set_, s.index);
    }
    int child(const State& s, std::uint8_t*, int h, int tile, int from, int into) const noexcept {
        if (second_ == nullptr) return h + change(set_, s.index, tile, from, into);
        return std::max(s.sum + change(set_, s.index, tile, from, into),
                        s.sum2 + change(*second_, s.index2, tile, from, into));
    }

  private:
    void index_of(const std::uint8_t* cells, const PatternSet& set,
                  std::array<std::uint32_t, 8>& index) const noexcept {
        index.fill(0);
        for (int c = 0; c < p_.grid->n; ++c) {
            const auto tile = static_cast<std::size_t>(cells[c]);
            if (tile == 0) continue;
            const std::size_t g = set.group_of[tile];
            index[g] += static_cast<std::uint32_t>(c) * set.tables[g]->power(set.slot_of[tile]);
        }
    }
    static int sum_of(const PatternSet& set, const std::array<std::uint32_t, 8>& index) noexcept {
        int sum = 0;
        for (std::size_t g = 0; g < set.tables.size(); ++g)
            sum += set.tables[g]->at(index[g]);
        return sum;
    }
    // How the sum of `set` changes when `tile` slides from `from` into `into`.
    static int change(const PatternSet& set, const std::array<std::uint32_t, 8>& index, int tile,
                      int from, int into) noexcept {
        const std::size_t g = set.group_of[static_cast<std::size_t>(tile)];
        const auto& table = *set.tables[g];
        const std::uint32_t before = index[g];
        const std::uint32_t after =
            static_cast<std::uint32_t>(static_cast<std::int64_t>(before) +
                                       static_cast<std::int64_t>(into - from) *
                                           static_cast<std::int64_t>(table.power(
                                               set.slot_of[static_cast<std::size_t>(tile)])));
        return table.at(after) - table.at(before);
    }
    const CoreProblem& p_;
    const PatternSet& set_;
    const PatternSet* second_;
};

// The moves from a search's root to node `id`, following the parents (the root's is UINT32_MAX).
template <class Node>
std::vector<Move> path_to(const std::vector<Node>& nodes, std::uint32_t id) {
    std::vector<Move> path;
    for (std::uint32_t i = id; nodes[i].parent != UINT32_MAX; i = nodes[i].parent)
        path.push_back(static_cast<Move>(nodes[i].move));
    std::reverse(path.begin(), path.end());
    return path;
}

// A child reached at cost `g` from node `at` by `move`, whose index slot is `slot`: an open node
// reached more cheaply takes the new way, a new one is made by `make()` and indexed. Its id, or
// nothing when it was closed or already reached as cheaply.
template <class Node, class Index, class HashOf, class Make>
std::optional<std::uint32_t> reach(std::vector<Node>& nodes, Index& index, const HashOf& hash_of,
                                   std::uint32_t* slot, std::uint16_t g, std::uint32_t at, int move,
                                   const Make& make) {
    if (*slot != 0) {
        const std::uint32_t id = *slot - 1;
        Node& seen = nodes[id];
        if (seen.closed != 0 || seen.g <= g) return std::nullopt;
        seen.g = g;
        seen.parent = at;
        seen.move = static_cast<std::uint8_t>(move);
        return id;
    }
    const auto id = static_cast<std::uint32_t>(nodes.size());
    *slot = id + 1;
    nodes.push_back(make());
    index.reserve(nodes.size(), hash_of);
    return id;
}

struct CoreResult {
    std::optional<std::vector<Move>> moves;
    std::uint64_t nodes = 0;
};

template <class Heuristic>
CoreResult core_search(const CoreProblem& p, const Heuristic& heur, const Cells& start, int wn,
                       int wd, std::uint64_t node_limit) {
    const Grid& grid = *p.grid;
    const int n = grid.n;
    CoreResult result;
    Key key;
    int blank = 0;
    for (int c = 0; c < n; ++c) {
        key_put(key, c, start[static_cast<std::size_t>(c)], n);
        if (start[static_cast<std::size_t>(c)] == 0) blank = c;
    }
    const int h0 = heur.full(start.data());
    if (h0 == 0) {
        result.moves.emplace();
        return result;
    }
    int all_xor = 0;
    for (int v = 0; v < n; ++v)
        all_xor ^= v;

    std::vector<CoreNode> nodes;
    nodes.reserve(1U << 14);
    NodeIndex index;
    Buckets open;
    const auto hash_of = [&nodes](std::uint32_t i) { return key_hash(nodes[i].key); };
    nodes.push_back(CoreNode{key, UINT32_MAX, 0, static_cast<std::uint16_t>(h0), kNoMove,
                             static_cast<std::uint8_t>(blank), 0});
    *index.find(key_hash(key), [](std::uint32_t) { return false; }) = 1;
    open.push(static_cast<std::uint32_t>(h0 * wn), 0);

    std::array<std::uint8_t, kMaxCells> cells{};
    typename Heuristic::State state;
    while (!open.empty()) {
        const auto [f, at] = open.pop();
        CoreNode node = nodes[at];
        if (node.closed != 0 || f != static_cast<std::uint32_t>(node.g * wd + node.h * wn))
            continue;
        nodes[at].closed = 1;
        int x = all_xor;
        for (int c = 0; c + 1 < n; ++c) {
            cells[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(key_get(node.key, c));
            x ^= cells[static_cast<std::size_t>(c)];
        }
        cells[static_cast<std::size_t>(n - 1)] = static_cast<std::uint8_t>(x);
        heur.prepare(cells.data(), state);
        for (int m = 0; m < 4; ++m) {
            if (node.move != kNoMove && m == (node.move ^ 1)) continue;
            const int to = step(grid, node.blank, m);
            if (to < 0) continue;
            const int tile = cells[static_cast<std::size_t>(to)];
            const int h = heur.child(state, cells.data(), node.h, tile, to, node.blank);
            Key child = node.key;
            key_put(child, node.blank, tile, n);
            key_put(child, to, 0, n);
            const auto g = static_cast<std::uint16_t>(node.g + 1);
            const std::uint64_t hash = key_hash(child);
            std::uint32_t* slot = index.find(
                hash, [&nodes, &child](std::uint32_t i) { return nodes[i].key == child; });
            const std::optional<std::uint32_t> reached =
                reach(nodes, index, hash_of, slot, g, at, m, [&, parent = at] {
                    return CoreNode{child,
                                    parent,
                                    g,
                                    static_cast<std::uint16_t>(h),
                                    static_cast<std::uint8_t>(m),
                                    static_cast<std::uint8_t>(to),
                                    0};
                });
            if (!reached) continue;
            const std::uint32_t id = *reached;
            if (h == 0) {
                result.moves = path_to(nodes, id);
                result.nodes = nodes.size();
                return result;
            }
            if (nodes.size() >= node_limit) {
                result.nodes = nodes.size();
                return result;
            }
            open.push(static_cast<std::uint32_t>(g * wd + h * wn), id);
        }
    }
    result.nodes = nodes.size();
    return result;
}

// ---------------------------------------------------------------------------------------------
// Lines: weighted A* over the cells of a few tiles and the blank, the other tiles left unnamed.

struct LineNode {
    std::uint64_t key;  // the blank's cell, then each tracked tile's, 6 bits each
    std::uint32_t parent;
    std::uint16_t g;
    std::uint8_t move;
    std::uint8_t closed;
};

// Moves bringing tracked tiles home, the blank moving only within `active`: weighted A* over the
// cells of the blank and the tracked tiles (at most 9), the other tiles unnamed. `from[i]` and
// `to[i]`: tracked tile i's cell now and its goal; `heuristic(blank, cells)` guides the search.
template <class Heuristic>
std::optional<std::vector<Move>> abstract_search(const Grid& grid, Mask active, int blank,
                                                 const std::vector<int>& from,
                                                 const std::vector<int>& to,
                                                 const Heuristic& heuristic, int wn, int wd,
                                                 std::uint64_t limit, std::uint64_t& stored) {
    const std::size_t k = from.size();
    const auto encode = [k](int b, const std::array<int, 9>& pos) {
        std::uint64_t key = static_cast<std::uint64_t>(b);
        for (std::size_t i = 0; i < k; ++i)
            key |= static_cast<std::uint64_t>(pos[i]) << (6 * (i + 1));
        return key;
    };
    std::array<int, 9> pos{};
    for (std::size_t i = 0; i < k; ++i)
        pos[i] = from[i];
    if (std::equal(from.begin(), from.end(), to.begin())) return std::vector<Move>{};
    const int h0 = heuristic(blank, pos);

    std::vector<LineNode> nodes;
    NodeIndex index;
    Buckets open;
    const auto hash_of = [&nodes](std::uint32_t i) { return mix(nodes[i].key); };
    const std::uint64_t key0 = encode(blank, pos);
    nodes.push_back(LineNode{key0, UINT32_MAX, 0, kNoMove, 0});
    *index.find(mix(key0), [](std::uint32_t) { return false; }) = 1;
    open.push(static_cast<std::uint32_t>(h0 * wn), 0);
    while (!open.empty()) {
        const auto [f, at] = open.pop();
        const LineNode node = nodes[at];
        if (node.closed != 0) continue;
        const int b = static_cast<int>(node.key & 63U);
        for (std::size_t i = 0; i < k; ++i)
            pos[i] = static_cast<int>((node.key >> (6 * (i + 1))) & 63U);
        if (f != static_cast<std::uint32_t>(node.g * wd + heuristic(b, pos) * wn)) continue;
        nodes[at].closed = 1;
        for (int m = 0; m < 4; ++m) {
            if (node.move != kNoMove && m == (node.move ^ 1)) continue;
            const int q = step(grid, b, m);
            if (q < 0 || (active & bit(q)) == 0) continue;
            std::array<int, 9> next = pos;
            bool done = true;
            for (std::size_t i = 0; i < k; ++i) {
                if (next[i] == q) next[i] = b;
                done = done && next[i] == to[i];
            }
            const std::uint64_t key = encode(q, next);
            const auto g = static_cast<std::uint16_t>(node.g + 1);
            std::uint32_t* slot = index.find(
                mix(key), [&nodes, key](std::uint32_t i) { return nodes[i].key == key; });
            const std::optional<std::uint32_t> reached =
                reach(nodes, index, hash_of, slot, g, at, m, [&, parent = at] {
                    return LineNode{key, parent, g, static_cast<std::uint8_t>(m), 0};
                });
            if (!reached) continue;
            const std::uint32_t id = *reached;
            if (done) {
                stored += nodes.size();
                return path_to(nodes, id);
            }
            if (nodes.size() >= limit) {
                stored += nodes.size();
                return std::nullopt;
            }
            open.push(static_cast<std::uint32_t>(g * wd + heuristic(q, next) * wn), id);
        }
    }
    stored += nodes.size();
    return std::nullopt;
}

// The newest of the tracked tiles brought home with the others: Manhattan distance of the tracked
// tiles, plus the blank's way to the newest.
std::optional<std::vector<Move>> place_tiles(const Grid& grid, Mask active, int blank,
                                             const std::vector<int>& from,
                                             const std::vector<int>& to, int wn, int wd,
                                             std::uint64_t limit, std::uint64_t& stored) {
    const std::size_t k = from.size();
    const auto heuristic = [&](int b, const std::array<int, 9>& pos) {
        int sum = 0;
        for (std::size_t i = 0; i < k; ++i)
            sum += grid.distance(pos[i], to[i]);
        const int last = pos[k - 1];
        if (last != to[k - 1]) sum += grid.distance(b, last) - 1;
        return sum;
    };
    return abstract_search(grid, active, blank, from, to, heuristic, wn, wd, limit, stored);
}

// The part of the board not yet left alone: a rectangle.
struct Rect {
    int x = 0;
    int y = 0;
    int w = 0;
    int h = 0;
    int cells() const noexcept { return w * h; }
    bool holds(int cell, int width) const noexcept {
        const int r = cell / width;
        const int c = cell % width;
        return r >= y && r < y + h && c >= x && c < x + w;
    }
};

enum class Side : std::uint8_t { Top, Bottom, Left, Right };

// The line to peel from `r`: the longer dimension shrinks first, and never the line of the
// goal's blank; nothing when both dimensions are down to 2.
std::optional<Side> side_to_peel(const Rect& r, int goal_blank, int width) {
    const int br = goal_blank / width;
    const int bc = goal_blank % width;
    const auto rows = [&]() -> std::optional<Side> {
        if (r.h <= 2) return std::nullopt;
        return br != r.y ? Side::Top : Side::Bottom;
    };
    const auto cols = [&]() -> std::optional<Side> {
        if (r.w <= 2) return std::nullopt;
        return bc != r.x ? Side::Left : Side::Right;
    };
    if (r.h >= r.w) {
        if (auto s = rows()) return s;
        return cols();
    }
    if (auto s = cols()) return s;
    return rows();
}

Rect peeled(Rect r, Side side) {
    switch (side) {
        case Side::Top:
            ++r.y;
            --r.h;
            break;
        case Side::Bottom:
            --r.h;
            break;
        case Side::Left:
            ++r.x;
            --r.w;
            break;
        case Side::Right:
            --r.w;
            break;
    }
    return r;
}

// The line's cells in the order their tiles are placed: along the line, towards the blank's
// side last (for the top row, left to right).
std::vector<int> line_cells(const Rect& r, Side side, int width) {
    std::vector<int> cells;
    switch (side) {
        case Side::Top:
        case Side::Bottom: {
            const int row = side == Side::Top ? r.y : r.y + r.h - 1;
            for (int c = r.x; c < r.x + r.w; ++c)
                cells.push_back(row * width + c);
            break;
        }
        case Side::Left:
        case Side::Right: {
            const int col = side == Side::Left ? r.x : r.x + r.w - 1;
            for (int row = r.y; row < r.y + r.h; ++row)
                cells.push_back(row * width + col);
            break;
        }
    }
    return cells;
}

Mask rect_mask(const Rect& r, int width) {
    Mask m = 0;
    for (int row = r.y; row < r.y + r.h; ++row)
        for (int c = r.x; c < r.x + r.w; ++c)
            m |= bit(row * width + c);
    return m;
}

// The rectangle left once lines are peeled until at most `largest` cells remain.
Rect core_rect(Size size, int goal_blank, int largest) {
    Rect r{0, 0, size.width, size.height};
    while (r.cells() > largest) {
        const auto side = side_to_peel(r, goal_blank, size.width);
        if (!side) break;
        r = peeled(r, *side);
    }
    return r;
}

}  // namespace

// ---------------------------------------------------------------------------------------------

struct NearSolver::Impl {
    Board goal;
    NearOptions options;
    Rect core;
    int core_blank = 0;  // the goal's blank within the core
    std::optional<PatternSet> patterns;
    std::optional<PatternSet> across;  // NearOptions::core_two_partitions
    // The lines placed together once at most 25 cells are left (none when the core is reached
    // first): their tiles, goals and tables, over the rectangle's own cells.
    struct Stage {
        Rect rect;
        Rect after;
        std::vector<int> tiles;  // by slot: the tile (the goal's name)
        std::vector<int> goals;  // by slot: its goal cell in the rectangle
        std::vector<std::shared_ptr<const GroupTable>> tables;
        std::vector<int> first;  // each table's first slot
    };
    std::vector<Stage> stages;
    std::chrono::nanoseconds stage_time{0};
    std::size_t stage_bytes = 0;

    Impl(const Board& g, const NearOptions& o) : goal(g), options(o) {
        const int width = goal.width();
        const int largest = std::clamp(options.largest_core, 4, 25);
        Rect r = core_rect(goal.size(), goal.blank(), 25);
        const auto began = std::chrono::steady_clock::now();
        const Rect first = r;
        while (r.cells() > largest) {
            const auto side = side_to_peel(r, goal.blank(), width);
            if (!side) break;
            // A stage per line, or one for all (the lines of the first rectangle).
            if (stages.empty() || !options.stage_lines_together) {
                Stage st;
                st.rect = options.stage_lines_together ? first : r;
                stages.push_back(std::move(st));
            }
            Stage& st = stages.back();
            const int blank = local_cell(goal.blank(), st.rect, width);
            const std::vector<int> line = line_cells(r, *side, width);
            const auto group = static_cast<std::size_t>(std::clamp(options.stage_group, 1, 5));
            for (std::size_t i = 0; i < line.size(); i += group) {
                std::vector<int> cells;
                st.first.push_back(static_cast<int>(st.tiles.size()));
                for (std::size_t j = i; j < std::min(i + group, line.size()); ++j) {
                    st.tiles.push_back(goal[line[j]]);
                    st.goals.push_back(local_cell(line[j], st.rect, width));
                    cells.push_back(st.goals.back());
                }
                st.tables.push_back(
                    near_detail::shared_table(Size{st.rect.w, st.rect.h}, cells, blank, true));
                stage_bytes += st.tables.back()->bytes();
            }
            r = peeled(r, *side);
            st.after = r;
        }
        stage_time = std::chrono::duration_cast<std::chrono::nanoseconds>(
            std::chrono::steady_clock::now() - began);
        core = r.cells() <= largest ? r : core_rect(goal.size(), goal.blank(), largest);
        core_blank = local_cell(goal.blank(), core, width);
        if (options.heuristic == NearOptions::Heuristic::Patterns) {
            patterns.emplace(Size{core.w, core.h}, core_blank, options.blank_free_tables);
            if (options.core_two_partitions)
                across.emplace(Size{core.w, core.h}, core_blank, options.blank_free_tables, 5,
                               false, true);
        }
    }

    static int local_cell(int cell, const Rect& r, int width) {
        return (cell / width - r.y) * r.w + cell % width - r.x;
    }

    // Places the stage's lines together; false (and the board untouched) when the search gives
    // up even greedy.
    bool place_stage(const Stage& st, Board& board, std::vector<Move>& moves, std::uint64_t& stored,
                     std::uint64_t budget) const {
        const int width = board.width();
        const Grid grid(Size{st.rect.w, st.rect.h});
        const bool options_guide = options.stage_guide_blank;
        std::vector<int> from;
        for (const int tile : st.tiles) {
            int at = 0;
            while (board[at] != tile)
                ++at;
            from.push_back(local_cell(at, st.rect, width));
        }
        const auto heuristic = [&st, &grid, options_guide](int b, const std::array<int, 9>& pos) {
            // The tables count the tiles' moves; the blank's way to the nearest tile not home
            // comes first.
            int nearest = 0;
            for (std::size_t i = 0; i < st.goals.size(); ++i) {
                if (pos[i] == st.goals[i]) continue;
                const int d = grid.distance(b, pos[i]) - 1;
                if (nearest == 0 || d < nearest) nearest = d;
            }
            int sum = options_guide ? nearest : 0;
            for (std::size_t t = 0; t < st.tables.size(); ++t) {
                const auto& table = *st.tables[t];
                std::uint32_t index = 0;
                for (int i = 0; i < table.slots(); ++i)
                    index +=
                        static_cast<std::uint32_t>(pos[static_cast<std::size_t>(st.first[t] + i)]) *
                        table.power(i);
                sum += table.at(index);
            }
            return sum;
        };
        int wn = options.stage_weight_num;
        // With a budget (a variant that may give up), one attempt within it.
        const bool bounded = budget != UINT64_MAX;
        for (int attempt = 0; attempt < (bounded ? 1 : 4); ++attempt, wn *= 2) {
            const std::uint64_t limit =
                bounded ? std::min(options.stage_node_limit, budget - std::min(budget, stored))
                        : options.stage_node_limit;
            const auto found =
                abstract_search(grid, grid.full, local_cell(board.blank(), st.rect, width), from,
                                st.goals, heuristic, wn, options.stage_weight_den, limit, stored);
            if (!found) continue;
            for (const Move m : *found) {
                board.apply(m);
                moves.push_back(m);
            }
            return true;
        }
        return false;
    }

    // Solves the sub-board `r` of `board` (every tile outside it already home) by the core
    // search; nothing when it gives up.
    std::optional<std::vector<Move>> solve_core(const Board& board, const Rect& r,
                                                std::uint64_t& stored, std::uint64_t budget,
                                                int weight_num) const {
        const std::uint64_t limit =
            std::min(options.core_node_limit, budget - std::min(budget, stored));
        const int width = board.width();
        const Size size{r.w, r.h};
        const Grid grid(size);
        CoreProblem problem{&grid, 0, {}};
        // Canonical names: the goal's tiles in reading order of the rectangle, the blank left out.
        std::array<std::uint8_t, kMaxCells> name{};
        int next = 1;
        for (int row = 0; row < r.h; ++row) {
            for (int c = 0; c < r.w; ++c) {
                const int tile = goal[(r.y + row) * width + r.x + c];
                if (tile == 0) {
                    problem.goal_blank = row * r.w + c;
                    continue;
                }
                name[static_cast<std::size_t>(tile)] = static_cast<std::uint8_t>(next);
                problem.goal_cell[static_cast<std::size_t>(next)] =
                    static_cast<std::uint8_t>(row * r.w + c);
                ++next;
            }
        }
        Cells cells{};
        for (int row = 0; row < r.h; ++row)
            for (int c = 0; c < r.w; ++c)
                cells[static_cast<std::size_t>(row * r.w + c)] =
                    name[static_cast<std::size_t>(board[(r.y + row) * width + r.x + c])];
        const bool tables =
            patterns && patterns->size == size && patterns->goal_blank == problem.goal_blank;
        CoreResult result;
        if (tables) {
            const PatternHeuristic heur(problem, *patterns, across ? &*across : nullptr);
            result = core_search(problem, heur, cells, weight_num, options.weight_den, limit);
        } else {
            const ManhattanHeuristic heur(problem);
            result = core_search(problem, heur, cells, weight_num, options.weight_den, limit);
        }
        stored += result.nodes;
        return result.moves;
    }

    // Places the tiles of `side` of `r` home and returns their moves (applied to `board`).
    std::vector<Move> peel(Board& board, const Rect& r, Side side, std::uint64_t& stored) const {
        const int width = board.width();
        const Grid grid(board.size());
        const Mask active = rect_mask(r, width);
        const std::vector<int> line = line_cells(r, side, width);
        std::vector<Move> moves;
        std::vector<int> from;
        std::vector<int> to;
        for (const int cell : line) {
            from.clear();
            to.clear();
            for (const int placed : line) {
                const int t = goal[placed];
                int where = 0;
                while (board[where] != t)
                    ++where;
                from.push_back(where);
                to.push_back(placed);
                if (placed == cell) break;
            }
            int wn = options.line_weight_num;
            int wd = options.line_weight_den;
            for (;;) {
                const auto found = place_tiles(grid, active, board.blank(), from, to, wn, wd,
                                               options.line_node_limit, stored);
                if (found) {
                    for (const Move m : *found) {
                        board.apply(m);
                        moves.push_back(m);
                    }
                    break;
                }
                // Too many states: guided harder towards the goal (greedy in the end).
                wn *= 2;
            }
        }
        return moves;
    }

    // A short solution; nothing when the searches would store more than `budget` states (a
    // variant that may give up), else never nothing.
    std::optional<NearSolution> solve(const Board& start, std::uint64_t budget = UINT64_MAX) const {
        if (start.size() != goal.size())
            throw std::invalid_argument("the board and the goal differ in size");
        NearSolution solution;
        Board board = start;
        Rect r{0, 0, board.width(), board.height()};
        const int largest = std::clamp(options.largest_core, 4, 25);
        for (;;) {
            const auto st = std::find_if(stages.begin(), stages.end(), [&r](const Stage& s) {
                return s.rect.x == r.x && s.rect.y == r.y && s.rect.w == r.w && s.rect.h == r.h;
            });
            if (st != stages.end() &&
                place_stage(*st, board, solution.moves, solution.nodes, budget)) {
                r = st->after;
                continue;
            }
            if (solution.nodes >= budget) return std::nullopt;
            if (r.cells() <= largest) {
                // The first try at the core's weight, then (NearOptions::core_retry) at twice it.
                auto moves = solve_core(board, r, solution.nodes, budget, options.weight_num);
                if (!moves && options.core_retry && r.cells() > 16)
                    moves = solve_core(board, r, solution.nodes, budget, 2 * options.weight_num);
                if (moves) {
                    solution.moves.insert(solution.moves.end(), moves->begin(), moves->end());
                    return solution;
                }
            }
            const auto side = side_to_peel(r, goal.blank(), board.width());
            if (!side) {
                // 2x2: the core's search cannot give up on its 12 boards; kept for safety.
                throw std::logic_error("near solver: nothing left to peel");
            }
            if (solution.nodes >= budget) return std::nullopt;
            const std::vector<Move> moves = peel(board, r, *side, solution.nodes);
            solution.moves.insert(solution.moves.end(), moves.begin(), moves.end());
            r = peeled(r, *side);
        }
    }
};

// ---------------------------------------------------------------------------------------------
// Shortening an answer afterwards.

namespace {

struct CellsHash {
    std::size_t operator()(const Cells& c) const noexcept {
        std::uint64_t h = 0;
        for (std::size_t i = 0; i < c.size(); i += 8) {
            std::uint64_t word = 0;
            for (std::size_t j = 0; j < 8; ++j)
                word |= static_cast<std::uint64_t>(c[i + j]) << (8 * j);
            h = mix(h ^ word);
        }
        return static_cast<std::size_t>(h);
    }
};

// The boards along `moves` from `start`, the start first (moves.size() + 1 of them).
std::vector<Board> boards_along(const Board& start, const std::vector<Move>& moves) {
    std::vector<Board> boards;
    boards.reserve(moves.size() + 1);
    boards.push_back(start);
    for (const Move m : moves) {
        Board next = boards.back();
        if (!next.apply(m)) throw std::invalid_argument("an illegal move on the path");
        boards.push_back(next);
    }
    return boards;
}

}  // namespace

int cut_loops(const Board& start, std::vector<Move>& moves) {
    const std::vector<Board> boards = boards_along(start, moves);
    std::unordered_map<Cells, std::size_t, CellsHash> last;
    last.reserve(boards.size() * 2);
    for (std::size_t i = 0; i < boards.size(); ++i)
        last[boards[i].cells()] = i;
    std::vector<Move> kept;
    kept.reserve(moves.size());
    for (std::size_t i = 0; i < moves.size();) {
        const std::size_t j = last[boards[i].cells()];
        if (j > i) {
            i = j;  // the board comes back at j: the moves between go
            continue;
        }
        kept.push_back(moves[i]);
        ++i;
    }
    const int removed = static_cast<int>(moves.size() - kept.size());
    moves = std::move(kept);
    return removed;
}

int shorten_path(const Board& start, std::vector<Move>& moves, const ShortenOptions& options,
                 std::uint64_t* nodes) {
    const std::size_t before = moves.size();
    cut_loops(start, moves);
    const auto window = static_cast<std::size_t>(std::max(options.window, 2));
    const auto step = static_cast<std::size_t>(std::max(options.step, 1));
    std::uint64_t spent = 0;
    for (int pass = 0; pass < options.passes && spent < options.total_node_limit; ++pass) {
        const std::size_t at_pass = moves.size();
        std::vector<Board> boards = boards_along(start, moves);
        for (std::size_t i = 0; i + 1 < moves.size() && spent < options.total_node_limit;
             i += step) {
            const std::size_t k = std::min(window, moves.size() - i);
            IdaLimits limits;
            limits.node_limit = options.node_limit;
            limits.max_length = static_cast<int>(k) - 1;
            const Solution s = solve_ida(boards[i], boards[i + k], limits);
            spent += s.nodes;
            if (nodes != nullptr) *nodes += s.nodes;
            if (s.solved && s.moves.size() < k) {
                moves.erase(moves.begin() + static_cast<std::ptrdiff_t>(i),
                            moves.begin() + static_cast<std::ptrdiff_t>(i + k));
                moves.insert(moves.begin() + static_cast<std::ptrdiff_t>(i), s.moves.begin(),
                             s.moves.end());
                boards.erase(boards.begin() + static_cast<std::ptrdiff_t>(i + 1), boards.end());
                for (std::size_t j = i; j < moves.size(); ++j) {
                    Board next = boards.back();
                    next.apply(moves[j]);
                    boards.push_back(next);
                }
            }
            if (i + k >= moves.size()) break;
        }
        cut_loops(start, moves);
        if (moves.size() == at_pass) break;
    }
    return static_cast<int>(before - moves.size());
}

namespace {

// Variant v of a board: turned about its main diagonal (v & 1; width and height swapped), then
// half a turn (v & 2).
Board turned(const Board& b, int v) {
    const int w = b.width();
    const int h = b.height();
    const bool t = (v & 1) != 0;
    const Size size = t ? Size{h, w} : Size{w, h};
    std::vector<int> cells(static_cast<std::size_t>(w * h));
    for (int r = 0; r < h; ++r) {
        for (int c = 0; c < w; ++c) {
            int cell = t ? c * h + r : r * w + c;
            if ((v & 2) != 0) cell = w * h - 1 - cell;
            cells[static_cast<std::size_t>(cell)] = b[r * w + c];
        }
    }
    return Board(size, cells);
}

// A move on variant v of a board as a move on the board itself.
Move turned_back(Move m, int v) {
    if ((v & 2) != 0) m = opposite(m);
    if ((v & 1) != 0) {
        switch (m) {
            case Move::Up:
                return Move::Left;
            case Move::Down:
                return Move::Right;
            case Move::Left:
                return Move::Up;
            case Move::Right:
                return Move::Down;
        }
    }
    return m;
}

}  // namespace

NearSolver::NearSolver(const Board& goal, const NearOptions& options)
    : impl_(std::make_unique<Impl>(goal, options)) {
    const int variants =
        goal.cell_count() <= options.variants_max_cells ? std::clamp(options.variants, 1, 4) : 1;
    for (int v = 1; v < variants; ++v)
        turned_.push_back(std::make_unique<Impl>(turned(goal, v), options));
}
NearSolver::NearSolver(NearSolver&&) noexcept = default;
NearSolver& NearSolver::operator=(NearSolver&&) noexcept = default;
NearSolver::~NearSolver() = default;

const Board& NearSolver::goal() const noexcept {
    return impl_->goal;
}
const NearOptions& NearSolver::options() const noexcept {
    return impl_->options;
}
NearSolution NearSolver::solve(const Board& start) const {
    // Each way shortened before they are compared: a way longer at first may shorten more. The
    // ways beyond the first run on threads of their own (each deterministic, compared in order).
    const ShortenOptions& shorten = impl_->options.shorten;
    const auto solve_turned = [this, &start, &shorten](std::size_t i) {
        const int v = static_cast<int>(i) + 1;
        const Board turned_start = turned(start, v);
        auto other = turned_[i]->solve(turned_start, impl_->options.variant_node_limit);
        if (other && shorten.window > 0)
            shorten_path(turned_start, other->moves, shorten, &other->nodes);
        return other;
    };
    std::vector<std::future<std::optional<NearSolution>>> others;
    for (std::size_t i = 0; i < turned_.size(); ++i)
        others.push_back(std::async(std::launch::async, solve_turned, i));
    NearSolution best = *impl_->solve(start);
    if (shorten.window > 0) shorten_path(start, best.moves, shorten, &best.nodes);
    for (std::size_t i = 0; i < others.size(); ++i) {
        auto other = others[i].get();
        if (!other) continue;
        best.nodes += other->nodes;
        if (other->moves.size() < best.moves.size()) {
            const int v = static_cast<int>(i) + 1;
            best.moves.clear();
            for (const Move m : other->moves)
                best.moves.push_back(turned_back(m, v));
        }
    }
    return best;
}

std::size_t NearSolver::table_bytes() const noexcept {
    return (impl_->patterns ? impl_->patterns->bytes : 0) +
           (impl_->across ? impl_->across->bytes : 0) + impl_->stage_bytes;
}
std::size_t NearSolver::build_bytes() const noexcept {
    return std::max(impl_->patterns ? impl_->patterns->build_bytes : 0, impl_->stage_bytes);
}
std::chrono::nanoseconds NearSolver::build_time() const noexcept {
    return (impl_->patterns ? impl_->patterns->build_time : std::chrono::nanoseconds{0}) +
           (impl_->across ? impl_->across->build_time : std::chrono::nanoseconds{0}) +
           impl_->stage_time;
}

NearOptions solve_near_options(Size size) {
    NearOptions options;
    options.variants = 2;
    // Measured on 5x5 (Korf's 50) and 4x6; on 4x5 and 3x7 the larger core costs more than it
    // gains (seconds on some boards, where the lines take milliseconds).
    if (size.cells() > 25 || size.cells() <= 20 || size.width < 4 || size.height < 4)
        return options;
    options.largest_core = 20;
    options.core_two_partitions = true;
    options.weight_num = 4;
    options.weight_den = 3;
    options.core_retry = true;
    options.core_node_limit = 1'000'000;
    options.variant_node_limit = 4'000'000;
    options.shorten.window = 50;
    return options;
}

namespace near_detail {

std::vector<TableKey> near_solver_keys(const Board& goal, int variants,
                                       const NearOptions& options) {
    std::vector<TableKey> keys;
    const int count =
        goal.cell_count() <= options.variants_max_cells ? std::clamp(variants, 1, 4) : 1;
    for (int v = 0; v < count; ++v) {
        const Board g = v == 0 ? goal : turned(goal, v);
        const Rect core = core_rect(g.size(), g.blank(), options.largest_core);
        const int blank =
            (g.blank() / g.width() - core.y) * core.w + g.blank() % g.width() - core.x;
        for (const bool across : {false, true}) {
            if (across && !options.core_two_partitions) continue;
            for (TableKey& key : PatternSet::keys(Size{core.w, core.h}, blank,
                                                  options.blank_free_tables, 5, false, across)) {
                if (std::find(keys.begin(), keys.end(), key) == keys.end())
                    keys.push_back(std::move(key));
            }
        }
    }
    return keys;
}

}  // namespace near_detail

NearSolution solve_near(const Board& start, const Board& goal) {
    // The solvers of the last few goals: a game asks again and again for the same goal.
    static std::mutex lock;
    static std::vector<std::shared_ptr<const NearSolver>> kept;
    std::shared_ptr<const NearSolver> solver;
    {
        const std::lock_guard<std::mutex> hold(lock);
        for (const auto& s : kept)
            if (s->goal() == goal) solver = s;
        if (!solver) {
            solver = std::make_shared<const NearSolver>(goal, solve_near_options(goal.size()));
            if (kept.size() == 4) kept.erase(kept.begin());
            kept.push_back(solver);
        }
    }
    return solver->solve(start);
}

}  // namespace ninegrid::sliding
