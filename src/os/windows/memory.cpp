// SPDX-License-Identifier: MIT
// Memory on Windows: committed pages from VirtualAlloc, which come zeroed; large tables aligned to
// 2 MB like POSIX's (large pages need a privilege that ordinary users lack, so none are asked for).
#include "os/memory.hpp"

#include <malloc.h>

#include <cstdint>
#include <new>
#include <utility>

#include "os/windows/win32.hpp"

namespace ninegrid::os {

namespace {

constexpr std::size_t round_up(std::size_t n, std::size_t to) noexcept {
    return (n + to - 1) / to * to;
}

}  // namespace

ZeroPages::ZeroPages(std::size_t size) : size_(size) {
    if (size == 0) return;
    // The same sizes as on POSIX: from the threshold on, whole 2 MB pages.
    if (size < kHugeThreshold) {
        data_ = ::VirtualAlloc(nullptr, size_, MEM_RESERVE | MEM_COMMIT, PAGE_READWRITE);
        if (data_ == nullptr) throw std::bad_alloc();
        return;
    }
    // The same sizes and alignment as on POSIX: whole 2 MB pages at a 2 MB boundary. A range
    // 2 MB larger is reserved to find one, let go, and the aligned part taken; another thread
    // may take it first, so a few tries.
    size_ = round_up(size, kHugePage);
    for (int attempt = 0; attempt < 8 && data_ == nullptr; ++attempt) {
        void* const probe = ::VirtualAlloc(nullptr, size_ + kHugePage, MEM_RESERVE, PAGE_NOACCESS);
        if (probe == nullptr) break;
        const std::uintptr_t aligned = round_up(reinterpret_cast<std::uintptr_t>(probe), kHugePage);
        ::VirtualFree(probe, 0, MEM_RELEASE);
        data_ = ::VirtualAlloc(reinterpret_cast<void*>(aligned), size_, MEM_RESERVE | MEM_COMMIT,
                               PAGE_READWRITE);
    }
    if (data_ == nullptr) throw std::bad_alloc();
}

ZeroPages::ZeroPages(ZeroPages&& other) noexcept
    : data_(std::exchange(other.data_, nullptr)), size_(std::exchange(other.size_, 0)) {}

ZeroPages& ZeroPages::operator=(ZeroPages&& other) noexcept {
    if (this != &other) {
        if (data_ != nullptr) ::VirtualFree(data_, 0, MEM_RELEASE);
        data_ = std::exchange(other.data_, nullptr);
        size_ = std::exchange(other.size_, 0);
    }
    return *this;
}

ZeroPages::~ZeroPages() {
    if (data_ != nullptr) ::VirtualFree(data_, 0, MEM_RELEASE);
}

void* allocate_table(std::size_t size) {
    if (size == 0) return nullptr;
    if (size < kHugePage) return ::operator new(size);
    void* p = ::_aligned_malloc(round_up(size, kHugePage), kHugePage);
    if (p == nullptr) throw std::bad_alloc();
    return p;
}

void free_table(void* p, std::size_t size) noexcept {
    if (p == nullptr) return;
    if (size < kHugePage) {
        ::operator delete(p);
    } else {
        ::_aligned_free(p);
    }
}

}  // namespace ninegrid::os
