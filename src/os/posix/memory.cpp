// SPDX-License-Identifier: MIT
// Zero pages from mmap, populated at once where the system can, huge where it grants them.
#include "os/memory.hpp"

#include <sys/mman.h>

#include <cstdint>
#include <cstdlib>
#include <new>
#include <utility>

namespace ninegrid::os {

namespace {

constexpr std::size_t kPage = 4096;

constexpr std::size_t round_up(std::size_t n, std::size_t to) noexcept {
    return (n + to - 1) / to * to;
}

void* map(std::size_t size, int extra_flags) {
    void* p = ::mmap(nullptr, size, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS | extra_flags, -1, 0);
    if (p == MAP_FAILED) throw std::bad_alloc();
    return p;
}

#if defined(MADV_HUGEPAGE)
// `length` bytes (a multiple of 2 MB) aligned to 2 MB: more is mapped, and the ends cut off.
void* map_huge_aligned(std::size_t length) {
    const std::size_t span = length + kHugePage;
    void* const raw = map(span, 0);
    const auto begin = reinterpret_cast<std::uintptr_t>(raw);
    const std::uintptr_t aligned = round_up(begin, kHugePage);
    const std::uintptr_t end = begin + span;
    if (aligned > begin) ::munmap(raw, aligned - begin);
    if (end > aligned + length)
        ::munmap(reinterpret_cast<void*>(aligned + length), end - aligned - length);
    return reinterpret_cast<void*>(aligned);
}
#endif

}  // namespace

ZeroPages::ZeroPages(std::size_t size) : size_(size) {
    if (size == 0) return;
#if defined(MADV_HUGEPAGE)
    if (size >= kHugeThreshold) {
        size_ = round_up(size, kHugePage);
        data_ = map_huge_aligned(size_);
        // Advice only: without transparent huge pages the kernel maps small pages.
        ::madvise(data_, size_, MADV_HUGEPAGE);
        // The pages `size` needs, written (one fault maps a whole huge page when granted);
        // before Linux 5.14, by touching each page.
        const std::size_t used = round_up(size, kPage);
#if defined(MADV_POPULATE_WRITE)
        if (::madvise(data_, used, MADV_POPULATE_WRITE) == 0) return;
#endif
        volatile unsigned char* const bytes = static_cast<unsigned char*>(data_);
        for (std::size_t offset = 0; offset < used; offset += kPage)
            bytes[offset] = 0;
        return;
    }
#endif
#ifdef MAP_POPULATE
    data_ = map(size, MAP_POPULATE);
#else
    data_ = map(size, 0);
#endif
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

void* allocate_table(std::size_t size) {
    if (size == 0) return nullptr;
    if (size < kHugePage) return ::operator new(size);
    void* p = nullptr;
    const std::size_t rounded = round_up(size, kHugePage);
    if (::posix_memalign(&p, kHugePage, rounded) != 0) throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
    (void)::madvise(p, rounded, MADV_HUGEPAGE);
#endif
    return p;
}

void free_table(void* p, std::size_t size) noexcept {
    if (p == nullptr) return;
    if (size < kHugePage) {
        ::operator delete(p);
    } else {
        std::free(p);
    }
}

}  // namespace ninegrid::os
