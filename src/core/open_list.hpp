// Internal: the A* open list, a binary min-heap of 64-bit keys with a sorted stack in front.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <vector>

namespace ninegrid::detail {

// A priority queue of distinct keys, smallest first, with exactly the order of a binary heap.
//
// In A* most children have the same f as their parent and a larger g, so under ninegrid's key
// (f ascending, then g descending) a child is very often smaller than everything in the open
// list: a plain heap sifts each such key all the way to the root and the next pop sifts it out
// again. Keys that are no larger than the top of `stack_` are kept on that stack instead, which
// then stays sorted with its smallest key on top, and pop() takes the smaller of the two tops.
// Everything else lives in an ordinary binary heap.
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
        } else {
            heap_.push_back(key);
            std::push_heap(heap_.begin(), heap_.end(), std::greater<>());
        }
    }

    // The smallest key; the list must not be empty.
    std::uint64_t pop() {
        if (!stack_.empty() && (heap_.empty() || stack_.back() < heap_.front())) {
            const std::uint64_t key = stack_.back();
            stack_.pop_back();
            return key;
        }
        std::pop_heap(heap_.begin(), heap_.end(), std::greater<>());
        const std::uint64_t key = heap_.back();
        heap_.pop_back();
        return key;
    }

private:
    std::vector<std::uint64_t> stack_;  // sorted: every key is no larger than the one below it
    std::vector<std::uint64_t> heap_;   // binary min-heap
};

}  // namespace ninegrid::detail
