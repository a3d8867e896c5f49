// SPDX-License-Identifier: MIT
// Internal: the A* open list, a stack for the current f and an array for each later f.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

#include "packed.hpp"

namespace ninegrid::eight::detail {

// One board on the open list: the board and its rank, and an information word of the search's
// in which bits kDepthShift to kDepthShift + 5 hold 63 - g (the list sorts by it).
struct OpenNode {
    Packed board_rank;   // the board in bits 0-44, its rank above
    std::uint64_t info;  // 64 bits, so that a node is written in two stores
};

inline constexpr int kDepthShift = 28;

inline int depth_of(const OpenNode& node) noexcept {
    return 63 - static_cast<int>((node.info >> kDepthShift) & 63);
}

// An array of nodes that a search fills through raw pointers of its own, kept by a solver from
// one search to the next: memory given by the solver at first, from the heap once it grows. Not
// initialised: a node is written before it is read.
struct NodeArray {
    OpenNode* nodes = nullptr;
    std::size_t capacity = 0;
    std::unique_ptr<OpenNode[]> owned;
};

// The memory an open list works in, kept by a solver from one search to the next.
struct OpenStorage {
    OpenStorage() = default;
    // Starts in `count` nodes at `memory` (which must outlive it), half for each array.
    OpenStorage(OpenNode* memory, std::size_t count) {
        current.nodes = memory;
        current.capacity = count / 2;
        next.nodes = memory + count / 2;
        next.capacity = count / 2;
    }

    NodeArray current;
    NodeArray next;
    std::vector<std::vector<OpenNode>> later;  // per f, when f may move by other steps than 0 or 2
};

// How f can change from a board to its child: by 0 or 2 only (every tile's cost changes by one
// between neighbouring cells, as Manhattan distance's does for any goal), or by anything.
enum class FSteps { ZeroOrTwo, Any };

// Pops the node of smallest f and, among those, of largest g (the deeper one is closer to the
// goal), and among nodes of equal f and g the one pushed last: the order of a bucket queue over
// (f, g) with a stack per bucket, kept more cheaply.
//
// The nodes of the current f are a stack sorted by g, deepest on top. A child that keeps its
// parent's f has g one more than its parent, which was the deepest of that f, so it goes on top
// and the stack stays sorted: within one f, A* is a depth-first walk. A child of higher f goes to
// an unsorted array for its f, in the order pushed; when the stack runs out, the array of the
// next f is sorted by g (stably, so the last pushed of equal g ends nearer the top) and becomes
// the stack. With FSteps::ZeroOrTwo there is only one such array, for f + 2, and pushing is two
// stores and two pointer bumps with no branch. With FSteps::Any a child can also have a lower f
// (an inconsistent heuristic): spill() then puts the stack back into its f's array, and the next
// pop starts from the lowest f.
//
// The list is a handful of pointers meant to live in registers: make one, as a local, for each
// search.
template <FSteps Steps>
class OpenList {
  public:
    // An empty list for f from 0 to max_f, in `storage`.
    OpenList(OpenStorage& storage, int max_f) : storage_(storage) {
        if (!storage.current.nodes) allocate(storage.current, kFirstCapacity);
        base_ = top_ = storage.current.nodes;
        if constexpr (Steps == FSteps::ZeroOrTwo) {
            if (storage.next.capacity != storage.current.capacity)
                allocate(storage.next, storage.current.capacity);
            next_base_ = next_top_ = storage.next.nodes;
        } else {
            const auto levels = static_cast<std::size_t>(max_f) + 1;
            if (storage.later.size() < levels) storage.later.resize(levels);
            for (auto& level : storage.later)
                level.clear();
        }
    }

    // The nodes on the list.
    std::size_t size() const noexcept { return size_; }

    // The first node, of f `f`.
    void start(int f, const OpenNode& node) {
        f_ = f;
        *top_++ = node;
        size_ = 1;
    }

    // Takes the next node into `node` and its f into `f`; false when the list is empty.
    NINEGRID_ALWAYS_INLINE bool pop(OpenNode& node, int& f) {
        if (top_ == base_ && !next_level()) return false;
        node = *--top_;
        --size_;
        f = f_;
        return true;
    }

    // Makes room for four more pushes.
    NINEGRID_ALWAYS_INLINE void reserve() {
        if constexpr (Steps == FSteps::ZeroOrTwo) {
            // Both arrays have the same capacity, and neither holds more than the whole list.
            if (size_ + 4 > storage_.current.capacity) {
                const std::size_t capacity = 2 * storage_.current.capacity;
                grow(storage_.current, base_, top_, capacity);
                grow(storage_.next, next_base_, next_top_, capacity);
            }
        } else {
            if (static_cast<std::size_t>(top_ - base_) + 4 > storage_.current.capacity)
                grow(storage_.current, base_, top_, 2 * storage_.current.capacity);
        }
    }

    // A child of the node last popped, of f `same ? f : f + 2`, with room reserved.
    NINEGRID_ALWAYS_INLINE void push_step(bool same, const OpenNode& node) {
        static_assert(Steps == FSteps::ZeroOrTwo);
        // Whether a child keeps its parent's f is a coin flip, so both places are written and
        // one of them kept.
        *top_ = node;
        *next_top_ = node;
        top_ += same;
        next_top_ += !same;
        ++size_;
    }

    // A child of the node last popped, of f `f`, with room reserved.
    NINEGRID_ALWAYS_INLINE void push(int f, const OpenNode& node) {
        static_assert(Steps == FSteps::Any);
        if (f == f_) {
            *top_++ = node;
        } else {
            storage_.later[static_cast<std::size_t>(f)].push_back(node);
            lowest_ = std::min(lowest_, f);
        }
        ++size_;
    }

    // A child had a lower f than its parent: the stack goes back to its f's array, and the next
    // pop starts from the lowest f.
    void spill() {
        static_assert(Steps == FSteps::Any);
        auto& level = storage_.later[static_cast<std::size_t>(f_)];
        level.insert(level.end(), base_, top_);
        top_ = base_;
        lowest_ = std::min(lowest_, f_);
    }

  private:
    static constexpr std::size_t kFirstCapacity = std::size_t{1} << 16;  // 1 MB each

    static void allocate(NodeArray& array, std::size_t capacity) {
        array.owned.reset(new OpenNode[capacity]);
        array.nodes = array.owned.get();
        array.capacity = capacity;
    }

    // The out-of-line parts take no `this` and no address of a member, so that the list never
    // escapes its caller's registers.

    // Room for `capacity` nodes, keeping the first `used`; the array's new start.
    NINEGRID_NOINLINE static OpenNode* enlarge(NodeArray& array, std::size_t used,
                                               std::size_t capacity) {
        std::unique_ptr<OpenNode[]> nodes(new OpenNode[capacity]);
        std::copy(array.nodes, array.nodes + used, nodes.get());
        array.owned = std::move(nodes);
        array.nodes = array.owned.get();
        array.capacity = capacity;
        return array.nodes;
    }

    NINEGRID_ALWAYS_INLINE static void grow(NodeArray& array, OpenNode*& base, OpenNode*& top,
                                            std::size_t capacity) {
        const auto used = static_cast<std::size_t>(top - base);
        base = enlarge(array, used, capacity);
        top = base + used;
    }

    // Sorts `n` nodes by g, stably, into `to`, which has room for them.
    NINEGRID_NOINLINE static void sort_by_g(const OpenNode* from, std::size_t n, OpenNode* to) {
        std::uint32_t first[65] = {};
        for (std::size_t i = 0; i < n; ++i)
            ++first[depth_of(from[i]) + 1];
        for (int g = 1; g < 65; ++g)
            first[g] += first[g - 1];
        for (std::size_t i = 0; i < n; ++i)
            to[first[depth_of(from[i])]++] = from[i];
    }

    // The `n` nodes at `from` become the (empty) stack, deepest on top.
    NINEGRID_ALWAYS_INLINE void make_stack(const OpenNode* from, std::size_t n) {
        if (storage_.current.capacity < n)
            grow(storage_.current, base_, top_, std::max(n, 2 * storage_.current.capacity));
        sort_by_g(from, n, base_);
        top_ = base_ + n;
    }

    // FSteps::Any: the lowest f from `lowest` up whose array holds a node, or -1.
    NINEGRID_NOINLINE static int lowest_level(const OpenStorage& storage, int lowest) {
        for (auto f = static_cast<std::size_t>(lowest); f < storage.later.size(); ++f) {
            if (!storage.later[f].empty()) return static_cast<int>(f);
        }
        return -1;
    }

    // The stack is empty: the next f's nodes become the stack. False when there are none.
    NINEGRID_ALWAYS_INLINE bool next_level() {
        if constexpr (Steps == FSteps::ZeroOrTwo) {
            const auto n = static_cast<std::size_t>(next_top_ - next_base_);
            if (n == 0) return false;
            make_stack(next_base_, n);
            next_top_ = next_base_;
            f_ += 2;
        } else {
            const int f = lowest_level(storage_, lowest_);
            if (f < 0) return false;
            auto& level = storage_.later[static_cast<std::size_t>(f)];
            make_stack(level.data(), level.size());
            level.clear();
            f_ = f;
            lowest_ = f + 1;
        }
        return true;
    }

    OpenStorage& storage_;
    OpenNode* base_;  // the stack: the nodes of f_, deepest on top
    OpenNode* top_;
    OpenNode* next_base_ = nullptr;  // FSteps::ZeroOrTwo: the nodes of f_ + 2
    OpenNode* next_top_ = nullptr;
    int f_ = 0;
    int lowest_ = 1 << 30;  // FSteps::Any: no array below this f holds a node
    std::size_t size_ = 0;
};

}  // namespace ninegrid::eight::detail
