// Zero pages from mmap, populated at once where the system can.
#include "base/pages.hpp"

#include <sys/mman.h>

#include <new>
#include <utility>

namespace ninegrid::base {

ZeroPages::ZeroPages(std::size_t size) : size_(size) {
    if (size == 0) return;
    int flags = MAP_PRIVATE | MAP_ANONYMOUS;
#ifdef MAP_POPULATE
    flags |= MAP_POPULATE;
#endif
    void* p = ::mmap(nullptr, size, PROT_READ | PROT_WRITE, flags, -1, 0);
    if (p == MAP_FAILED) throw std::bad_alloc();
    data_ = p;
}

ZeroPages::ZeroPages(ZeroPages&& other) noexcept
    : data_(std::exchange(other.data_, nullptr)), size_(std::exchange(other.size_, 0)) {}

ZeroPages& ZeroPages::operator=(ZeroPages&& other) noexcept {
    if (this != &other) {
        if (data_ != nullptr) ::munmap(data_, size_);
        data_ = std::exchange(other.data_, nullptr);
        size_ = std::exchange(other.size_, 0);
    }
    return *this;
}

ZeroPages::~ZeroPages() {
    if (data_ != nullptr) ::munmap(data_, size_);
}

}  // namespace ninegrid::base
