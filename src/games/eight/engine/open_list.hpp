// Internal: the A* open list, a bucket queue over (f, g) with the nodes linked into it.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

#include "packed.hpp"

namespace ninegrid::eight::detail {

// One board on the open list: the board and its rank, the link to the node below it in its
// bucket, and dispatch_index(blank cell, move that reached it), so expanding it needs neither a
// search for the blank nor a look-up of the last move.
struct OpenNode {
    Packed board_rank;  // the board in bits 0-44, its rank above
    std::uint32_t next;
    std::uint32_t dispatch;  // in the low byte; the search may keep more above it
};

// The memory an open list works in, kept by a solver from one search to the next.
struct OpenStorage {
    std::vector<std::uint64_t> masks;
    std::vector<std::uint32_t> heads;
    // Not initialised: a node is written before it is read, and pages never reached by a search
    // are never touched.
    std::unique_ptr<OpenNode[]> pool;
    std::size_t capacity = 0;
};

// Pops the node of smallest f and, among those, of largest g (the deeper one is closer to the
// goal), and among nodes of equal f and g the one pushed last. f and g are small integers, so
// there is one bucket per (f, g): a stack linked through the nodes themselves. Per f, a 64-bit
// mask has bit g set while bucket (f, g) is not empty, so the deepest g is one count of leading
// zeros, and the smallest f is a cursor that only moves back when a push goes below it (never,
// with a consistent heuristic: f never decreases along a path).
//
// Every node pushed stays in the pool until the list is dropped, so pushing is a bump of the
// pool's end. The list itself is a handful of pointers and counters meant to live in registers:
// make one, as a local, for each search.
class OpenList {
  public:
    static constexpr std::uint32_t kNone = 0xFFFFFFFFU;
    static constexpr int kMaxG = 63;  // g must fit the 64-bit mask
    // 1 MB of address space; a search touches only the pages its nodes reach.
    static constexpr std::size_t kFirstCapacity = std::size_t{1} << 16;

    // An empty list for f from 0 to max_f, in `storage`.
    OpenList(OpenStorage& storage, int max_f) : storage_(storage) {
        const auto levels = static_cast<std::size_t>(max_f) + 1;
        if (storage.masks.size() < levels) {
            storage.masks.resize(levels);
            storage.heads.resize(levels * 64);
        }
        if (!storage.pool) {
            storage.capacity = kFirstCapacity;
            storage.pool.reset(new OpenNode[kFirstCapacity]);
        }
        std::fill(storage.masks.begin(),
                  storage.masks.begin() + static_cast<std::ptrdiff_t>(levels), 0);
        masks_ = storage.masks.data();
        heads_ = storage.heads.data();
        pool_ = storage.pool.get();
        end_ = pool_;
        capacity_end_ = pool_ + storage.capacity;
    }

    bool empty() const noexcept { return size_ == 0; }
    std::size_t size() const noexcept { return size_; }

    // Makes room for `n` more pushes.
    NINEGRID_ALWAYS_INLINE void reserve(std::size_t n) {
        if (static_cast<std::size_t>(capacity_end_ - end_) >= n) return;
        const auto used = static_cast<std::size_t>(end_ - pool_);
        pool_ = grow(storage_, used, n);
        end_ = pool_ + used;
        capacity_end_ = pool_ + storage_.capacity;
    }

    // f at most max_f, g at most kMaxG, and room reserved.
    NINEGRID_ALWAYS_INLINE void push(int f, int g, const OpenNode& node) {
        std::uint64_t& mask = masks_[f];
        std::uint32_t& head = heads_[f * 64 + g];
        // The head of an empty bucket is stale; the node links to kNone instead. Whether the
        // bucket is empty is unpredictable, so this is arithmetic, not a branch.
        const auto occupied = static_cast<std::uint32_t>((mask >> g) & 1U);
        *end_ = OpenNode{node.board_rank, head | (occupied - 1), node.dispatch};
        head = static_cast<std::uint32_t>(end_ - pool_);
        ++end_;
        mask |= std::uint64_t{1} << g;
        f_ = f < f_ ? f : f_;
        ++size_;
    }

    // The list must not be empty.
    NINEGRID_ALWAYS_INLINE OpenNode pop(int& f, int& g) {
        while (masks_[f_] == 0)
            ++f_;
        std::uint64_t& mask = masks_[f_];
        const int deepest = 63 - __builtin_clzll(mask);
        std::uint32_t& head = heads_[f_ * 64 + deepest];
        const OpenNode node = pool_[head];
        head = node.next;
        mask ^= std::uint64_t{node.next == kNone} << deepest;  // the bucket is now empty
        --size_;
        f = f_;
        g = deepest;
        return node;
    }

  private:
    // Out of line and given no `this`, so that the list never escapes its caller's registers.
    __attribute__((noinline)) static OpenNode* grow(OpenStorage& storage, std::size_t used,
                                                    std::size_t n) {
        const std::size_t capacity = std::max(2 * storage.capacity, used + n);
        std::unique_ptr<OpenNode[]> pool(new OpenNode[capacity]);
        std::copy(storage.pool.get(), storage.pool.get() + used, pool.get());
        storage.pool = std::move(pool);
        storage.capacity = capacity;
        return storage.pool.get();
    }

    OpenStorage& storage_;
    std::uint64_t* masks_;  // per f: bit g set while bucket (f, g) holds a node
    std::uint32_t* heads_;  // per (f, g): the index of the node on top of its stack
    OpenNode* pool_;
    OpenNode* end_;
    OpenNode* capacity_end_;
    int f_ = 1 << 30;  // no bucket below this f holds a node
    std::size_t size_ = 0;
};

}  // namespace ninegrid::eight::detail
