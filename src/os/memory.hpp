// SPDX-License-Identifier: MIT
// Memory for the engines' tables: zero-filled pages straight from the kernel, mapped in before
// first use, and large tables on huge pages.
#pragma once

#include <cstddef>

namespace ninegrid::os {

// At least `size` bytes of anonymous memory, all zero, with every page mapped in when it is
// allocated. A table that a search touches at random would otherwise take a page fault for each
// of its pages, and two for a page that is read before it is written (the read maps the shared
// zero page, the write then copies it); on a virtual machine a fault costs microseconds.
//
// From kHugeThreshold up the memory is a whole number of 2 MB pages, aligned to 2 MB and offered
// to the kernel as transparent huge pages (MADV_HUGEPAGE): where it grants them, the 1.45 MB of
// the BFS queue is one fault and one zeroing of 2 MB (about 0.17 ms here) instead of 355 pages
// mapped one by one (about 0.7 ms). Where it does not, the pages the size needs are populated
// as below it. Below the threshold: MAP_POPULATE, where the system has it.
// Throws std::bad_alloc when refused.
class ZeroPages {
  public:
    static constexpr std::size_t kHugeThreshold = std::size_t{1} << 20;

    ZeroPages() = default;
    explicit ZeroPages(std::size_t size);
    ZeroPages(ZeroPages&& other) noexcept;
    ZeroPages& operator=(ZeroPages&& other) noexcept;
    ZeroPages(const ZeroPages&) = delete;
    ZeroPages& operator=(const ZeroPages&) = delete;
    ~ZeroPages();

    void* data() const noexcept { return data_; }
    // The bytes mapped: the size asked for, or more (a multiple of 2 MB from kHugeThreshold).
    std::size_t size() const noexcept { return size_; }

  private:
    void* data_ = nullptr;
    std::size_t size_ = 0;
};

// Memory for a large table that a search reads all over: from kHugePage up, a whole number of
// 2 MB pages aligned to 2 MB, which the kernel is asked to back with huge pages (Linux's
// transparent huge pages; elsewhere, or when refused, ordinary pages), so that a lookup does not
// also miss the TLB; below, ordinary memory. Its bytes are left as they come. Throws
// std::bad_alloc when refused. free_table takes the size allocate_table was given.
inline constexpr std::size_t kHugePage = std::size_t{2} << 20;
void* allocate_table(std::size_t size);
void free_table(void* p, std::size_t size) noexcept;

}  // namespace ninegrid::os
