// SPDX-License-Identifier: MIT
// The exact solver: depth-first search with safe removals taken without branching, branching on
// a kind's pairing (no gravity), an optimistic relaxation that proves positions dead, and an exact
// memo of dead positions.
#include "ninegrid/link/solver.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <limits>

namespace ninegrid::link {

std::string describe(const Reason& reason) {
    auto quoted = [](int kind) { return std::string("'") + kind_char(kind) + "'"; };
    switch (reason.kind) {
        case Reason::Kind::None:
            return "cleared";
        case Reason::Kind::OddCount:
            return "kind " + quoted(reason.tile_kind) + " has " + std::to_string(reason.count) +
                   (reason.count == 1 ? " tile" : " tiles") + ": tiles leave in pairs";
        case Reason::Kind::NoPair:
            return "no pair can be removed";
        case Reason::Kind::Blocked: {
            std::string where;
            for (std::size_t i = 0; i < reason.tiles.size() && i < 4; ++i)
                where += (i > 0 ? " " : "") + std::to_string(reason.tiles[i].row) + "," +
                         std::to_string(reason.tiles[i].col);
            if (reason.tiles.size() > 4) where += " ...";
            return std::to_string(reason.tiles.size()) + " tiles (" + where +
                   ") can never be removed: even with every other tile gone that could ever go, "
                   "each is cut off from every tile it could pair with";
        }
        case Reason::Kind::Exhausted:
            return "no order of removals clears the board";
        case Reason::Kind::Budget:
            return "the node budget ran out before an answer";
        case Reason::Kind::Memory:
            return "the memory limit of " + std::to_string(reason.memory_limit >> 20) +
                   " MB was reached before an answer";
    }
    return "?";
}

namespace {

std::uint64_t splitmix64(std::uint64_t x) noexcept {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

// Dead positions, each stored as its exact set of remaining tiles (a bitset of `words` words),
// found by its hash in an open-addressing table. Never reports a position it was not given.
class DeadSet {
  public:
    void reset(std::size_t words, std::size_t max_entries) {
        words_ = words;
        max_entries_ = max_entries;
        keys_.clear();
        hashes_.clear();
        slots_.assign(1024, 0);
    }

    // What the set holds, in bytes (its arrays' capacities).
    std::size_t bytes() const noexcept {
        return (keys_.capacity() + hashes_.capacity()) * sizeof(std::uint64_t) +
               slots_.capacity() * sizeof(std::uint32_t);
    }

    bool contains(std::uint64_t hash, const std::uint64_t* key) const noexcept {
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t i = static_cast<std::size_t>(hash) & mask;; i = (i + 1) & mask) {
            const std::uint32_t slot = slots_[i];
            if (slot == 0) return false;
            const std::size_t entry = slot - 1;
            if (hashes_[entry] == hash &&
                std::memcmp(&keys_[entry * words_], key, words_ * sizeof(std::uint64_t)) == 0) {
                return true;
            }
        }
    }

    // Stores the position unless it is there already; false (and nothing stored) when that
    // would take the set, at the peak of growing an array (old and new side by side), past
    // `max_bytes`.
    bool insert(std::uint64_t hash, const std::uint64_t* key, std::size_t max_bytes) {
        if (hashes_.size() >= max_entries_ || contains(hash, key)) return true;
        const std::size_t n = hashes_.size() + 1;
        const std::size_t keys = grown(keys_.capacity(), n * words_);
        const std::size_t hashes = grown(hashes_.capacity(), n);
        const std::size_t slots = n * 2 > slots_.size() ? slots_.size() * 2 : slots_.size();
        std::size_t peak = (keys + hashes) * sizeof(std::uint64_t) + slots * sizeof(std::uint32_t);
        if (keys != keys_.capacity()) peak += keys_.capacity() * sizeof(std::uint64_t);
        if (slots != slots_.size()) peak += slots_.size() * sizeof(std::uint32_t);
        if (peak > max_bytes) return false;
        keys_.reserve(keys);
        hashes_.reserve(hashes);
        if (slots != slots_.size()) grow();
        hashes_.push_back(hash);
        keys_.insert(keys_.end(), key, key + words_);
        place(hashes_.size() - 1);
        return true;
    }

    std::size_t size() const noexcept { return hashes_.size(); }

  private:
    // The capacity an array of `capacity` grows to when it must hold `needed`: doubled.
    static std::size_t grown(std::size_t capacity, std::size_t needed) noexcept {
        return needed <= capacity ? capacity : std::max(needed, capacity * 2);
    }
    void place(std::size_t entry) noexcept {
        const std::size_t mask = slots_.size() - 1;
        std::size_t i = static_cast<std::size_t>(hashes_[entry]) & mask;
        while (slots_[i] != 0)
            i = (i + 1) & mask;
        slots_[i] = static_cast<std::uint32_t>(entry + 1);
    }
    void grow() {
        slots_.assign(slots_.size() * 2, 0);
        for (std::size_t e = 0; e < hashes_.size(); ++e)
            place(e);
    }

    std::size_t words_ = 1;
    std::size_t max_entries_ = 0;
    std::vector<std::uint64_t> keys_;
    std::vector<std::uint64_t> hashes_;
    std::vector<std::uint32_t> slots_;
};

// A child of a position: a removal of two tiles (by id), or, without gravity, a commitment of a
// kind's four tiles to one of their three pairings (t1 < 0).
// Eight bytes, and its path not kept: a search holds every child of every position on its way
// (a 64x64 board with 32 kinds: millions), and taking one finds its path again.
struct Move {
    std::int16_t t1 = -1;  // tile ids are below 64 x 64
    std::int16_t t2 = -1;
    std::int8_t kind = 0;
    std::int8_t pairing = 0;  // a commitment: 1..3, see kPairings
    std::int16_t score = 0;   // at most 1000
};

// A change made on the way to the current position, undone in reverse order.
struct Step {
    int t1 = -1;  // a removal of t1 and t2 (standing at a and b), or t1 < 0: a commitment change
    int t2 = -1;
    Point a;
    Point b;
    Path path;
    int kind = 0;
    int old_pairing = 0;
};

// One step of the optimistic relaxation: tile t vanished by reaching partner u along a path from
// t's cell to u's with these corners (padded indices, -1 for none; tiles do not move without
// gravity, the only rules with a relaxation). Small, since a search keeps one relaxation's order
// for each position on its way: on a 64x64 board, most of its memory.
struct Vanish {
    std::uint16_t t;
    std::uint16_t u;
    std::array<std::int16_t, 2> corners;
};

struct Frame {
    std::size_t trail_mark;  // trail size before the change that led here
    std::size_t moves_begin;
    std::size_t moves_end;
    std::size_t next;
};

// The budget bounds pair tests too, at this many per position on average: a deal of the classic
// sizes needs a few hundred, but a huge board with few kinds (thousands of tiles each) would
// otherwise spend minutes on a single position.
constexpr std::uint64_t kWorkPerNode = 1000;

enum class Outcome {
    Solved,       // the board is clear
    Dead,         // no clearing order from here; everything since the mark is undone
    Descended,    // a new frame was pushed
    OutOfBudget,  // the search must stop
};

// The three ways to split four tiles (indices 0..3 of the kind's present tiles) into two pairs.
constexpr int kPairings[4][2][2] = {
    {{0, 0}, {0, 0}}, {{0, 1}, {2, 3}}, {{0, 2}, {1, 3}}, {{0, 3}, {1, 2}}};

}  // namespace

struct Solver::Impl {
    Rules rules;
    Board board{1, 1};

    // Tiles by id (scan order of the start position).
    std::vector<int> kind_of;
    std::vector<Point> origin;
    std::vector<Point> pos;
    std::vector<std::vector<int>> kind_tiles;    // per kind: its tiles, scan order
    std::vector<std::vector<int>> column_tiles;  // per column: its tiles, top to bottom
    std::vector<int> kinds;                      // kinds with tiles at the start
    std::vector<int> kind_count;                 // per kind: tiles present
    std::vector<int> pairing;                    // per kind: committed pairing (1..3) or 0

    // The position's exact key: a bit per tile (present), then 2 bits per kind (pairing).
    std::size_t tile_words = 1;
    std::vector<std::uint64_t> key;
    std::vector<std::uint64_t> zobrist;  // per tile, then per kind and pairing
    std::uint64_t hash = 0;
    int remaining = 0;

    DeadSet dead;
    std::size_t memory_limit = kDefaultMemoryLimit;
    bool out_of_memory = false;   // the memory limit was reached: the search must stop
    std::size_t relax_bytes = 0;  // the capacities of relax_orders' vectors, in bytes
    std::size_t memory_peak = 0;
    std::function<void(const SearchProgress&)> progress;
    std::vector<Move> moves;
    std::vector<Frame> frames;
    std::vector<Step> trail;
    std::uint64_t nodes = 0;
    std::uint64_t budget = 0;
    const std::atomic<bool>* cancel = nullptr;  // set: give up as if out of budget
    std::uint64_t work = 0;                     // pair tests so far

    std::vector<int> buffer;  // tiles of one kind, or of a few kinds
    std::vector<char> gone;   // per tile: vanished in the relaxation
    std::vector<int> stuck;   // the tiles the last relaxation could not make vanish
    std::array<int, kMaxKinds + 1> last_vanish{};  // per kind: its last step in a relaxation
    // Per depth of the search (0: the start): the relaxation's order at that position.
    std::vector<std::vector<Vanish>> relax_orders;

    // ---- setting up ----

    void load(const Board& start, const Rules& r) {
        rules = r;
        board = start;
        const int n = start.tiles();
        kind_of.clear();
        origin.clear();
        kind_tiles.assign(kMaxKinds + 1, {});
        column_tiles.assign(static_cast<std::size_t>(start.cols()), {});
        for (int row = 0; row < start.rows(); ++row) {
            for (int col = 0; col < start.cols(); ++col) {
                const Point p{row, col};
                const int kind = start.at(p);
                if (kind == 0) continue;
                const int id = static_cast<int>(kind_of.size());
                std::vector<int>& of_kind = kind_tiles[static_cast<std::size_t>(kind)];
                kind_of.push_back(kind);
                origin.push_back(p);
                of_kind.push_back(id);
                column_tiles[static_cast<std::size_t>(col)].push_back(id);
            }
        }
        pos = origin;
        kinds.clear();
        kind_count.assign(kMaxKinds + 1, 0);
        pairing.assign(kMaxKinds + 1, 0);
        for (int k = 1; k <= kMaxKinds; ++k) {
            const int count = static_cast<int>(kind_tiles[static_cast<std::size_t>(k)].size());
            if (count == 0) continue;
            kinds.push_back(k);
            kind_count[static_cast<std::size_t>(k)] = count;
        }

        tile_words = std::max<std::size_t>(1, (static_cast<std::size_t>(n) + 63) / 64);
        key.assign(tile_words + 2, 0);  // 2 bits for each of kinds 1..62 fit in 2 words
        zobrist.resize(static_cast<std::size_t>(n) + 4 * (kMaxKinds + 1));
        for (std::size_t i = 0; i < zobrist.size(); ++i)
            zobrist[i] = splitmix64(i);
        hash = 0;
        for (int id = 0; id < n; ++id) {
            key[static_cast<std::size_t>(id) / 64] |= 1ull << (id % 64);
            hash ^= zobrist[static_cast<std::size_t>(id)];
        }
        remaining = n;
        gone.assign(static_cast<std::size_t>(n), 0);
        // Never more entries than positions can be visited; the bytes are bounded on insertion.
        dead.reset(key.size(), static_cast<std::size_t>(std::min<std::uint64_t>(
                                   budget, std::numeric_limits<std::size_t>::max() - 1)) +
                                   1);
        moves.clear();
        frames.clear();
        trail.clear();
        nodes = 0;
        work = 0;
        out_of_memory = false;
        memory_peak = 0;
    }

    // ---- memory and progress ----

    // Bytes held by the search's stacks (the memo is dead.bytes()): their capacities, which
    // persist from call to call.
    std::size_t stack_bytes() const noexcept {
        return moves.capacity() * sizeof(Move) + trail.capacity() * sizeof(Step) +
               frames.capacity() * sizeof(Frame) +
               relax_orders.capacity() * sizeof(std::vector<Vanish>) + relax_bytes;
    }

    // Whether the search still fits in its memory limit; when not, it must stop.
    bool memory_fits() noexcept {
        const std::size_t used = dead.bytes() + stack_bytes();
        memory_peak = std::max(memory_peak, used);
        if (used > memory_limit) out_of_memory = true;
        return !out_of_memory;
    }

    // Makes room in `v` for one more element within the memory limit, growing it as push_back
    // would (doubling, the old and new arrays side by side while it moves); false, and the
    // search must stop, when that would pass the limit. `counted`: where v's bytes are counted,
    // when stack_bytes() does not see v itself (relax_bytes).
    template <class T>
    bool room_for_one(std::vector<T>& v, std::size_t* counted = nullptr) {
        if (v.size() < v.capacity()) return true;
        const std::size_t grown = std::max<std::size_t>(16, v.capacity() * 2);
        if (dead.bytes() + stack_bytes() + grown * sizeof(T) > memory_limit) {
            out_of_memory = true;
            return false;
        }
        const std::size_t before = v.capacity();
        v.reserve(grown);
        if (counted != nullptr) *counted += (v.capacity() - before) * sizeof(T);
        return true;
    }

    // Records a dead position, if the memory limit leaves room for it.
    void remember_dead() {
        const std::size_t stacks = stack_bytes();
        const std::size_t room = stacks < memory_limit ? memory_limit - stacks : 0;
        if (!dead.insert(hash, key.data(), room)) out_of_memory = true;
    }

    void report() {
        SearchProgress p;
        p.nodes = nodes;
        p.node_budget = budget;
        p.pair_tests = work;
        p.pair_test_budget = budget > std::numeric_limits<std::uint64_t>::max() / kWorkPerNode
                                 ? std::numeric_limits<std::uint64_t>::max()
                                 : budget * kWorkPerNode;
        p.memory = dead.bytes() + stack_bytes();
        p.memory_limit = memory_limit;
        progress(p);
    }

    // ---- making and unmaking changes ----

    bool is_present(int id) const noexcept {
        return (key[static_cast<std::size_t>(id) / 64] >> (id % 64)) & 1;
    }
    void flip(int id) noexcept {
        key[static_cast<std::size_t>(id) / 64] ^= 1ull << (id % 64);
        hash ^= zobrist[static_cast<std::size_t>(id)];
    }
    // Sets kind's pairing bits in the key (2 bits per kind after the tile words).
    void set_pairing_bits(int kind, int value) noexcept {
        const std::size_t bit = static_cast<std::size_t>(kind) * 2;
        std::uint64_t& word = key[tile_words + bit / 64];
        const int old = pairing[static_cast<std::size_t>(kind)];
        hash ^= zobrist[kind_of.size() + static_cast<std::size_t>(kind * 4 + old)];
        hash ^= zobrist[kind_of.size() + static_cast<std::size_t>(kind * 4 + value)];
        word &= ~(3ull << (bit % 64));
        word |= static_cast<std::uint64_t>(value) << (bit % 64);
        pairing[static_cast<std::size_t>(kind)] = value;
    }

    // Lays out column `col` from the set of present tiles: as dealt while it has lost none,
    // settled at the bottom in the same order once it has.
    void rebuild_column(int col) noexcept {
        const std::vector<int>& list = column_tiles[static_cast<std::size_t>(col)];
        bool whole = true;
        for (int id : list)
            whole = whole && is_present(id);
        for (int row = 0; row < board.rows(); ++row)
            board.set(Point{row, col}, 0);
        int row = board.rows() - 1;
        for (auto it = list.rbegin(); it != list.rend(); ++it) {
            const int id = *it;
            if (!is_present(id)) continue;
            const Point p = whole ? origin[static_cast<std::size_t>(id)] : Point{row--, col};
            pos[static_cast<std::size_t>(id)] = p;
            board.set(p, kind_of[static_cast<std::size_t>(id)]);
        }
    }

    // The path that joins present tiles t1 and t2 now (they are known to connect): the same
    // connect() found when the removal was listed, not counted as work again.
    Path path_between(int t1, int t2) const noexcept {
        return connect(board, pos[static_cast<std::size_t>(t1)], pos[static_cast<std::size_t>(t2)],
                       rules)
            .value_or(Path{});
    }

    void take(int t1, int t2, const Path& path) {
        const Point a = pos[static_cast<std::size_t>(t1)];
        const Point b = pos[static_cast<std::size_t>(t2)];
        Step step;
        step.t1 = t1;
        step.t2 = t2;
        step.a = a;
        step.b = b;
        step.path = path;
        trail.push_back(step);
        flip(t1);
        flip(t2);
        const int kind = kind_of[static_cast<std::size_t>(t1)];
        kind_count[static_cast<std::size_t>(kind)] -= 2;
        remaining -= 2;
        if (rules.gravity) {
            rebuild_column(a.col);
            if (b.col != a.col) rebuild_column(b.col);
        } else {
            board.set(a, 0);
            board.set(b, 0);
        }
        // The pair left of a committed kind is simply its last two tiles.
        if (pairing[static_cast<std::size_t>(kind)] != 0) commit(kind, 0);
    }

    void commit(int kind, int value) {
        Step step;
        step.kind = kind;
        step.old_pairing = pairing[static_cast<std::size_t>(kind)];
        trail.push_back(step);
        set_pairing_bits(kind, value);
    }

    void undo() {
        const Step step = trail.back();
        trail.pop_back();
        if (step.t1 < 0) {
            set_pairing_bits(step.kind, step.old_pairing);
            return;
        }
        flip(step.t1);
        flip(step.t2);
        const int kind = kind_of[static_cast<std::size_t>(step.t1)];
        kind_count[static_cast<std::size_t>(kind)] += 2;
        remaining += 2;
        if (rules.gravity) {
            rebuild_column(step.a.col);
            if (step.b.col != step.a.col) rebuild_column(step.b.col);
        } else {
            board.set(step.a, kind);
            board.set(step.b, kind);
        }
    }

    void undo_to(std::size_t mark) {
        while (trail.size() > mark)
            undo();
    }

    // ---- finding removals ----

    // The present tiles of `kind` into `out` (which must have room for them); returns how many.
    int present_tiles(int kind, int* out) const noexcept {
        int n = 0;
        for (int id : kind_tiles[static_cast<std::size_t>(kind)])
            if (is_present(id)) out[n++] = id;
        return n;
    }

    bool over_budget() const noexcept {
        return work > budget * kWorkPerNode || out_of_memory ||
               (cancel != nullptr && cancel->load(std::memory_order_relaxed));
    }

    std::optional<Path> link(int t1, int t2) {
        if ((++work & 0xFFFF) == 0 && progress) report();
        return connect(board, pos[static_cast<std::size_t>(t1)], pos[static_cast<std::size_t>(t2)],
                       rules);
    }

    // Leaves the removals available now on `moves` (from `base`), after taking every safe
    // removal, again and again until none is left: the last two tiles of a kind that connect,
    // the last four when two of them and then the other two connect (under gravity: only when
    // those removals move no other tile), and without gravity a pair a committed kind is to leave
    // as, when it connects. A committed kind offers no other removal.
    void expand(std::size_t base) {
        for (;;) {
            moves.resize(base);
            bool changed = false;
            for (int kind : kinds) {
                const int count = kind_count[static_cast<std::size_t>(kind)];
                if (count < 2) continue;
                buffer.resize(static_cast<std::size_t>(count));
                int* tiles = buffer.data();
                present_tiles(kind, tiles);
                if (const int p = pairing[static_cast<std::size_t>(kind)]) {
                    for (const auto& pair : kPairings[p]) {
                        const int x = tiles[pair[0]];
                        const int y = tiles[pair[1]];
                        if (std::optional<Path> path = link(x, y)) {
                            take(x, y, *path);
                            changed = true;
                            break;
                        }
                    }
                    if (changed) break;
                    continue;
                }
                const std::size_t first = moves.size();
                for (int i = 0; i < count && !over_budget(); ++i) {
                    for (int j = i + 1; j < count; ++j) {
                        if (std::optional<Path> path = link(tiles[i], tiles[j])) {
                            Move m;
                            m.t1 = static_cast<std::int16_t>(tiles[i]);
                            m.t2 = static_cast<std::int16_t>(tiles[j]);
                            m.kind = static_cast<std::int8_t>(kind);
                            if (!room_for_one(moves)) return;
                            moves.push_back(m);
                        }
                    }
                }
                if (moves.size() == first) continue;
                if (count == 2) {
                    const Move m = moves[first];
                    if (rules.gravity && !still(m.t1, m.t2)) continue;
                    take(m.t1, m.t2, path_between(m.t1, m.t2));
                    changed = true;
                } else if (count == 4) {
                    for (std::size_t i = first; i < moves.size() && !changed; ++i) {
                        const Move m = moves[i];
                        if (rules.gravity && !still(m.t1, m.t2)) continue;
                        const std::array<int, 2> rest = other_two(tiles, m.t1, m.t2);
                        take(m.t1, m.t2, path_between(m.t1, m.t2));
                        std::optional<Path> path = link(rest[0], rest[1]);
                        if (path && (!rules.gravity || still(rest[0], rest[1]))) {
                            take(rest[0], rest[1], *path);
                            changed = true;
                        } else {
                            undo();
                        }
                    }
                }
                if (changed) break;  // the removals found so far may be stale: start over
            }
            if (!changed) return;
        }
    }

    // The two of four tiles that are neither x nor y.
    static std::array<int, 2> other_two(const int* tiles, int x, int y) noexcept {
        std::array<int, 2> rest{};
        std::size_t r = 0;
        for (int t = 0; t < 4; ++t)
            if (tiles[t] != x && tiles[t] != y) rest[r++] = tiles[t];
        return rest;
    }

    // Under gravity: whether removing t1 and t2 moves no other tile (every other tile of their
    // columns already rests at the bottom, none above them). Such a removal changes nothing for
    // the other tiles, now or later, but emptying two cells: the safe rules hold for it.
    bool still(int t1, int t2) const noexcept {
        for (int col :
             {pos[static_cast<std::size_t>(t1)].col, pos[static_cast<std::size_t>(t2)].col}) {
            int row = board.rows() - 1;
            const std::vector<int>& list = column_tiles[static_cast<std::size_t>(col)];
            for (auto it = list.rbegin(); it != list.rend(); ++it) {
                if (*it == t1 || *it == t2 || !is_present(*it)) continue;
                if (pos[static_cast<std::size_t>(*it)].row != row--) return false;
            }
        }
        return true;
    }

    // ---- the optimistic relaxation (no gravity) ----

    // A looser game: a tile may vanish on its own as soon as it connects to a tile it may still
    // pair with (any present tile of its kind, or its mate under a commitment), even one that has
    // itself vanished (whose cell then counts as empty for every other path). Any real clearing
    // order is followed by this game too (its board never holds more tiles), so when it cannot
    // empty the board, no real order can. Vanishing only makes others easier, so the tiles that
    // vanish do not depend on the order tried.
    //
    // A child replays its parent's steps (`parent`), which is cheap: the child's board holds
    // fewer tiles, so a step whose partner is still allowed keeps its path unless a tile that
    // could not follow stands on it, and only then is a path searched for again. What could not
    // follow is tried again until nothing changes. `order` receives the steps taken, and on
    // failure `stuck` the tiles that never vanished.
    bool relaxation_clears(const std::vector<Vanish>* parent, std::vector<Vanish>& order) {
        order.clear();
        std::vector<int>& waiting = buffer;
        waiting.clear();
        if (parent != nullptr) {
            for (const Vanish& step : *parent) {
                const int t = step.t;
                if (!is_present(t)) continue;
                if (may_pair(t, step.u) && path_clear(path_of(step))) {
                    if (!room_for_one(order, &relax_bytes)) break;
                    order.push_back(step);
                    gone[static_cast<std::size_t>(t)] = 1;
                    board.set(pos[static_cast<std::size_t>(t)], 0);
                    continue;
                }
                if (!try_vanish(t, order)) waiting.push_back(t);
            }
        } else {
            for (int kind : kinds)
                if (kind_count[static_cast<std::size_t>(kind)] > 0)
                    for (int id : kind_tiles[static_cast<std::size_t>(kind)])
                        if (is_present(id)) waiting.push_back(id);
        }
        std::size_t left = waiting.size();
        for (bool changed = true; changed && left > 0 && !over_budget();) {
            changed = false;
            for (int t : waiting) {
                if (gone[static_cast<std::size_t>(t)] || !try_vanish(t, order)) continue;
                --left;
                changed = true;
            }
        }
        stuck.clear();
        for (int t : waiting)
            if (!gone[static_cast<std::size_t>(t)]) stuck.push_back(t);
        for (const Vanish& step : order) {
            gone[static_cast<std::size_t>(step.t)] = 0;
            board.set(pos[static_cast<std::size_t>(step.t)],
                      kind_of[static_cast<std::size_t>(step.t)]);
        }
        return left == 0 || over_budget();  // out of budget: prune nothing, the search stops
    }

    // Makes tile t vanish if it reaches a tile it may pair with.
    bool try_vanish(int t, std::vector<Vanish>& order) {
        if (!may_leave(t)) return false;
        for (int u : kind_tiles[static_cast<std::size_t>(kind_of[static_cast<std::size_t>(t)])]) {
            if (!may_pair(t, u)) continue;
            if (std::optional<Path> path = reach(t, u)) {
                vanish(t, u, *path, order);
                return true;
            }
        }
        return false;
    }

    // Whether tile t has an empty neighbour (or is next to a tile of its kind): without one it
    // cannot reach anything, and the relaxation need not ask connect().
    bool may_leave(int t) const noexcept {
        const Point p = pos[static_cast<std::size_t>(t)];
        const int kind = kind_of[static_cast<std::size_t>(t)];
        const int ring = rules.border ? 1 : 0;
        const Point next[4] = {
            {p.row - 1, p.col}, {p.row + 1, p.col}, {p.row, p.col - 1}, {p.row, p.col + 1}};
        for (const Point q : next) {
            if (q.row < -ring || q.row > board.rows() - 1 + ring || q.col < -ring ||
                q.col > board.cols() - 1 + ring) {
                continue;
            }
            const int there = board.at(q);
            if (there == 0 || there == kind) return true;
        }
        return false;
    }

    // Whether present tiles t and u may still leave together: same kind, and mates under its
    // commitment if it has one.
    bool may_pair(int t, int u) const noexcept {
        if (t == u || !is_present(u)) return false;
        const int kind = kind_of[static_cast<std::size_t>(t)];
        if (kind_of[static_cast<std::size_t>(u)] != kind) return false;
        const int p = pairing[static_cast<std::size_t>(kind)];
        if (p == 0) return true;
        int tiles[4];
        present_tiles(kind, tiles);
        for (const auto& pair : kPairings[p])
            if ((tiles[pair[0]] == t && tiles[pair[1]] == u) ||
                (tiles[pair[0]] == u && tiles[pair[1]] == t))
                return true;
        return false;
    }

    // A path from t to u's cell, whether u is still there or has vanished.
    std::optional<Path> reach(int t, int u) {
        const Point where = pos[static_cast<std::size_t>(u)];
        const bool phantom = gone[static_cast<std::size_t>(u)] != 0;
        if (phantom) board.set(where, kind_of[static_cast<std::size_t>(u)]);
        std::optional<Path> path = link(t, u);
        if (phantom) board.set(where, 0);
        return path;
    }

    // (Out of memory, nothing changes: the search is about to stop.)
    void vanish(int t, int u, const Path& path, std::vector<Vanish>& order) {
        if (!room_for_one(order, &relax_bytes)) return;
        gone[static_cast<std::size_t>(t)] = 1;
        board.set(pos[static_cast<std::size_t>(t)], 0);
        Vanish step{static_cast<std::uint16_t>(t), static_cast<std::uint16_t>(u), {-1, -1}};
        for (int i = 1; i + 1 < path.size(); ++i)
            step.corners[static_cast<std::size_t>(i - 1)] =
                static_cast<std::int16_t>(board.index(path[i]));
        order.push_back(step);
    }

    // The path of a relaxation step, from its tile's cell to its partner's.
    Path path_of(const Vanish& step) const noexcept {
        const Point a = pos[step.t];
        const Point b = pos[step.u];
        if (step.corners[0] < 0) return Path(a, b);
        const Point c1 = board.point(step.corners[0]);
        if (step.corners[1] < 0) return Path(a, c1, b);
        return Path(a, c1, board.point(step.corners[1]), b);
    }

    // Whether every cell strictly inside the path is empty now.
    bool path_clear(const Path& path) const noexcept {
        for (int i = 1; i < path.size(); ++i) {
            const Point p = path[i - 1];
            const Point q = path[i];
            const int dr = (q.row > p.row) - (q.row < p.row);
            const int dc = (q.col > p.col) - (q.col < p.col);
            for (Point c{p.row + dr, p.col + dc}; c != q; c.row += dr, c.col += dc)
                if (board.at(c) != 0) return false;
            if (i + 1 < path.size() && board.at(q) != 0) return false;
        }
        return true;
    }

    // ---- the search ----

    int distance(int t1, int t2) const noexcept {
        const Point p = pos[static_cast<std::size_t>(t1)];
        const Point q = pos[static_cast<std::size_t>(t2)];
        return std::abs(p.row - q.row) + std::abs(p.col - q.col);
    }

    // Replaces the removals on `moves` from `base` by the children to search, best first.
    // Without gravity: the three pairings of one kind of four that offers a removal (each
    // pairing a removal now when one of its pairs connects, else a commitment; removals first,
    // those leaving the kind's other two tiles nearest each other first), or when no such kind
    // is left, every removal of a larger kind. Under gravity: every removal, the last two
    // tiles of a kind first (measured: no other order tried did better).
    void make_children(std::size_t base) {
        const std::size_t end = moves.size();
        if (!rules.gravity) {
            // The kind whose last tile vanishes latest in this position's relaxation: the most
            // buried one, whose pairing matters most (measured: far fewer positions on hard
            // deals than taking the kind with the fewest removals).
            const std::vector<Vanish>& order = relax_orders[frames.size()];
            for (std::size_t i = 0; i < order.size(); ++i)
                last_vanish[static_cast<std::size_t>(
                    kind_of[static_cast<std::size_t>(order[i].t)])] = static_cast<int>(i);
            int best_kind = 0;
            for (std::size_t i = base; i < end; ++i) {
                const int kind = moves[i].kind;
                if (kind_count[static_cast<std::size_t>(kind)] != 4) continue;
                if (best_kind == 0 || last_vanish[static_cast<std::size_t>(kind)] >
                                          last_vanish[static_cast<std::size_t>(best_kind)]) {
                    best_kind = kind;
                }
            }
            if (best_kind != 0) {
                int tiles[4];
                present_tiles(best_kind, tiles);
                std::array<Move, 3> children;
                for (int p = 1; p <= 3; ++p) {
                    Move& child = children[static_cast<std::size_t>(p - 1)];
                    child.kind = static_cast<std::int8_t>(best_kind);
                    for (const auto& pair : kPairings[p]) {
                        const int x = tiles[pair[0]];
                        const int y = tiles[pair[1]];
                        for (std::size_t i = base; i < end && child.t1 < 0; ++i) {
                            if ((moves[i].t1 == x && moves[i].t2 == y) ||
                                (moves[i].t1 == y && moves[i].t2 == x)) {
                                child = moves[i];
                                const std::array<int, 2> rest = other_two(tiles, x, y);
                                child.score = static_cast<std::int16_t>(
                                    1000 - std::min(1000, distance(rest[0], rest[1])));
                            }
                        }
                    }
                    if (child.t1 < 0) {
                        child.pairing = static_cast<std::int8_t>(p);
                        child.score = 0;
                    }
                }
                moves.resize(base);
                for (const Move& child : children) {
                    if (!room_for_one(moves)) return;
                    moves.push_back(child);
                }
            }
        }
        if (rules.gravity) {
            for (std::size_t i = base; i < moves.size(); ++i)
                moves[i].score = static_cast<std::int16_t>(
                    kind_count[static_cast<std::size_t>(moves[i].kind)] == 2 ? 1 : 0);
        }
        std::stable_sort(moves.begin() + static_cast<std::ptrdiff_t>(base), moves.end(),
                         [](const Move& x, const Move& y) { return x.score > y.score; });
    }

    // Visits the position reached by the change that put the trail past `mark`: Solved; Dead,
    // with everything since `mark` undone; or Descended, with a new frame.
    Outcome enter(std::size_t mark) {
        if (++nodes > budget || over_budget()) return Outcome::OutOfBudget;
        if ((nodes & 0xFF) == 0 && progress) report();
        if (!memory_fits()) return Outcome::OutOfBudget;
        const std::size_t base = moves.size();
        expand(base);
        if (over_budget()) return Outcome::OutOfBudget;
        if (remaining == 0) return Outcome::Solved;
        const bool known = dead.contains(hash, key.data());
        if (known || moves.size() == base || !relaxation_passes(frames.size())) {
            if (!known) remember_dead();
            moves.resize(base);
            undo_to(mark);
            return Outcome::Dead;
        }
        make_children(base);
        frames.push_back(Frame{mark, base, moves.size(), base});
        return Outcome::Descended;
    }

    // The relaxation at search depth `depth` (0: the start), replaying the one above it.
    bool relaxation_passes(std::size_t depth) {
        if (rules.gravity) return true;
        if (relax_orders.size() < depth + 1) relax_orders.resize(depth + 1);
        return relaxation_clears(depth == 0 ? nullptr : &relax_orders[depth - 1],
                                 relax_orders[depth]);
    }

    Outcome search(Solution& solution) {
        ++nodes;
        expand(0);
        if (over_budget()) return Outcome::OutOfBudget;
        if (remaining == 0) return Outcome::Solved;
        if (moves.empty()) {
            solution.reason.kind = Reason::Kind::NoPair;
            return Outcome::Dead;
        }
        if (!relaxation_passes(0)) {
            solution.reason.kind = Reason::Kind::Blocked;
            for (int t : stuck)
                solution.reason.tiles.push_back(pos[static_cast<std::size_t>(t)]);
            std::sort(solution.reason.tiles.begin(), solution.reason.tiles.end());
            return Outcome::Dead;
        }
        make_children(0);
        frames.push_back(Frame{0, 0, moves.size(), 0});
        while (!frames.empty()) {
            Frame& f = frames.back();
            if (f.next == f.moves_end) {
                remember_dead();
                moves.resize(f.moves_begin);
                undo_to(f.trail_mark);
                frames.pop_back();
                continue;
            }
            const Move m = moves[f.next++];
            const std::size_t mark = trail.size();
            if (m.t1 < 0) {
                commit(m.kind, m.pairing);
            } else {
                take(m.t1, m.t2, path_between(m.t1, m.t2));
            }
            const Outcome outcome = enter(mark);
            if (outcome == Outcome::Solved || outcome == Outcome::OutOfBudget) return outcome;
        }
        solution.reason.kind = Reason::Kind::Exhausted;
        return Outcome::Dead;
    }

    Solution run(const Board& start, const Rules& r, std::uint64_t node_budget) {
        Solution solution;
        budget = node_budget;
        const std::array<int, kMaxKinds + 1> counts = start.kind_counts();
        for (int k = 1; k <= kMaxKinds; ++k) {
            if (counts[static_cast<std::size_t>(k)] % 2 != 0) {
                solution.result = Verdict::Unsolvable;
                solution.reason.kind = Reason::Kind::OddCount;
                solution.reason.tile_kind = k;
                solution.reason.count = counts[static_cast<std::size_t>(k)];
                return solution;
            }
        }
        load(start, r);
        const Outcome outcome = search(solution);
        if (outcome == Outcome::Solved) {
            solution.result = Verdict::Solved;
            for (const Step& step : trail) {
                if (step.t1 < 0) continue;
                if (step.b < step.a)
                    solution.removals.push_back(Removal{step.b, step.a, step.path.reversed()});
                else
                    solution.removals.push_back(Removal{step.a, step.b, step.path});
            }
        } else if (outcome == Outcome::OutOfBudget) {
            solution.result = Verdict::Unknown;
            if (out_of_memory) {
                solution.reason.kind = Reason::Kind::Memory;
                solution.reason.memory_limit = memory_limit;
            } else {
                solution.reason.kind = Reason::Kind::Budget;
            }
        } else {
            solution.result = Verdict::Unsolvable;
        }
        solution.nodes = std::min(nodes, budget);
        memory_fits();
        solution.memory = memory_peak;
        return solution;
    }
};

Solver::Solver() : impl_(std::make_unique<Impl>()) {}
Solver::~Solver() = default;
Solver::Solver(Solver&&) noexcept = default;
Solver& Solver::operator=(Solver&&) noexcept = default;

namespace {

// Under gravity the search has no safe moves and no relaxation to prune with, and can spend its
// whole budget on a deal that simply taking the first removable pair, again and again, clears
// (measured: an 8x10 deal of `link stats --gravity --seed 1` ran 3.1 s out of budget). That line
// costs one hint per removal, so it is tried first: when it clears the board it is a clearing
// order, which is all a Solved answer claims.
std::optional<Solution> greedy_clearing(Board board, const Rules& rules) {
    Solution solution;
    while (!board.empty()) {
        std::optional<Pair> pair = first_pair(board, rules);
        if (!pair) return std::nullopt;
        ++solution.nodes;
        remove_pair(board, pair->a, pair->b, rules);
        solution.removals.push_back(std::move(*pair));
    }
    solution.result = Verdict::Solved;
    return solution;
}

}  // namespace

void Solver::set_cancel(const std::atomic<bool>* cancel) noexcept {
    impl_->cancel = cancel;
}

void Solver::set_memory_limit(std::size_t bytes) noexcept {
    impl_->memory_limit = bytes;
}

void Solver::set_progress(std::function<void(const SearchProgress&)> report) {
    impl_->progress = std::move(report);
}

Solution Solver::solve(const Board& board, const Rules& rules, std::uint64_t node_budget) {
    if (rules.gravity && !board.empty()) {
        // Each removal of the line is a position examined, counted against the budget.
        std::optional<Solution> greedy = greedy_clearing(board, rules);
        if (greedy && greedy->nodes <= node_budget) return *greedy;
    }
    return impl_->run(board, rules, node_budget);
}

Solution solve(const Board& board, const Rules& rules, std::uint64_t node_budget) {
    Solver solver;
    return solver.solve(board, rules, node_budget);
}

Verdict clearable(Solver& solver, const Board& board, const Rules& rules,
                  std::uint64_t node_budget) {
    return solver.solve(board, rules, node_budget).result;
}

GoodHint good_hint(Solver& solver, const Board& board, const Rules& rules,
                   std::uint64_t node_budget) {
    GoodHint hint;
    const Solution solution = solver.solve(board, rules, node_budget);
    hint.verdict = solution.result;
    if (solution.result == Verdict::Solved && !solution.removals.empty()) {
        const Removal& first = solution.removals.front();
        hint.pair = Pair{first.a, first.b, *connect(board, first.a, first.b, rules)};
    } else if (solution.result != Verdict::Solved) {
        hint.pair = first_pair(board, rules);
    }
    return hint;
}

ReplayResult replay(Board board, const Rules& rules, const std::vector<Removal>& removals) {
    ReplayResult result{false, 0, std::move(board), {}};
    for (const Removal& r : removals) {
        const bool ends = !r.path.empty() && ((r.path.front() == r.a && r.path.back() == r.b));
        if (!ends || !is_legal_path(result.board, r.path, rules)) {
            result.error = "removal " + std::to_string(result.played + 1) + " (" +
                           std::to_string(r.a.row) + "," + std::to_string(r.a.col) + " " +
                           std::to_string(r.b.row) + "," + std::to_string(r.b.col) +
                           "): the path is not legal on the board";
            return result;
        }
        remove_pair(result.board, r.a, r.b, rules);
        ++result.played;
    }
    result.ok = true;
    return result;
}

}  // namespace ninegrid::link
