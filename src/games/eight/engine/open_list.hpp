// Internal: the A* open list, a binary min-heap of 64-bit keys with a sorted stack in front.
#pragma once

#include <cstdint>
#include <vector>

namespace ninegrid::eight::detail {

// A priority queue of distinct keys, smallest first: the order of a binary heap, made cheaper.
//
// In A* most children have the same f as their parent and a larger g, so under ninegrid's key
// (f ascending, then g descending) a child is very often smaller than everything in the open
// list: a plain heap sifts each such key all the way to the root and the next pop sifts it out
// again. Keys that are no larger than the top of `stack_` are kept on that stack instead, which
// then stays sorted with its smallest key on top, and pop() takes the smaller of the two tops.
// Everything else lives in an ordinary binary heap, whose sift-down chooses the smaller child
// without a branch: which child is smaller is a coin flip that branch prediction always loses.
class OpenList {
  public:
    void clear() noexcept {
        stack_.clear();
        heap_.clear();
    }
    bool empty() const noexcept { return stack_.empty() && heap_.empty(); }
    std::size_t size() const noexcept { return stack_.size() + heap_.size(); }

    void push(std::uint64_t key) {
        if (stack_.empty() || key <= stack_.back()) {
            stack_.push_back(key);
            return;
        }
        // Sift up: move parents down into the hole until the key's place is found.
        std::size_t hole = heap_.size();
        heap_.push_back(key);
        std::uint64_t* const h = heap_.data();
        while (hole > 0) {
            const std::size_t parent = (hole - 1) / 2;
            if (h[parent] <= key) break;
            h[hole] = h[parent];
            hole = parent;
        }
        h[hole] = key;
    }

    // The smallest key; the list must not be empty.
    std::uint64_t pop() {
        if (!stack_.empty() && (heap_.empty() || stack_.back() < heap_.front())) {
            const std::uint64_t key = stack_.back();
            stack_.pop_back();
            return key;
        }
        std::uint64_t* const h = heap_.data();
        const std::uint64_t top = h[0];
        const std::uint64_t last = heap_.back();
        heap_.pop_back();
        const std::size_t n = heap_.size();
        if (n == 0) return top;
        // Walk the hole left at the root down to a leaf along the smaller children, then sift the
        // former last key up from there (it rarely rises far: it was a leaf).
        std::size_t hole = 0;
        for (std::size_t child = 1; child < n; child = 2 * hole + 1) {
            if (child + 1 < n) child += h[child + 1] < h[child];
            h[hole] = h[child];
            hole = child;
        }
        while (hole > 0) {
            const std::size_t parent = (hole - 1) / 2;
            if (h[parent] <= last) break;
            h[hole] = h[parent];
            hole = parent;
        }
        h[hole] = last;
        return top;
    }

  private:
    std::vector<std::uint64_t> stack_;  // sorted: every key is no larger than the one below it
    std::vector<std::uint64_t> heap_;   // binary min-heap
};

}  // namespace ninegrid::eight::detail
