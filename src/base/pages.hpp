// Zero-filled memory straight from the kernel, its pages mapped in before first use.
#pragma once

#include <cstddef>

namespace ninegrid::base {

// `size` bytes of anonymous memory, all zero, with every page mapped in by the one system call
// that allocates them (MAP_POPULATE, where the system has it). A table that a search touches at
// random would otherwise take a page fault for each of its pages, and two for a page that is
// read before it is written (the read maps the shared zero page, the write then copies it);
// on a virtual machine a fault costs microseconds. Throws std::bad_alloc when refused.
class ZeroPages {
  public:
    ZeroPages() = default;
    explicit ZeroPages(std::size_t size);
    ZeroPages(ZeroPages&& other) noexcept;
    ZeroPages& operator=(ZeroPages&& other) noexcept;
    ZeroPages(const ZeroPages&) = delete;
    ZeroPages& operator=(const ZeroPages&) = delete;
    ~ZeroPages();

    void* data() const noexcept { return data_; }
    std::size_t size() const noexcept { return size_; }

  private:
    void* data_ = nullptr;
    std::size_t size_ = 0;
};

}  // namespace ninegrid::base
