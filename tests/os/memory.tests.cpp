// SPDX-License-Identifier: MIT
// ZeroPages: zero-filled, writable, moved without copying, released once.
#include "os/memory.hpp"

#include <cstdint>
#include <utility>

#include "support/catch.hpp"

using ninegrid::os::ZeroPages;

TEST_CASE("ZeroPages are zero and writable over their whole size", "[pages]") {
    constexpr std::size_t kSize = 725760;  // the 8-puzzle A*'s table: 9! two-byte entries
    ZeroPages pages(kSize);
    REQUIRE(pages.data() != nullptr);
    CHECK(pages.size() == kSize);
    auto* bytes = static_cast<unsigned char*>(pages.data());
    std::size_t nonzero = 0;
    for (std::size_t i = 0; i < kSize; ++i)
        nonzero += bytes[i] != 0;
    CHECK(nonzero == 0);
    bytes[0] = 1;
    bytes[kSize - 1] = 2;
    CHECK(bytes[0] + bytes[kSize - 1] == 3);
}

TEST_CASE("ZeroPages move their memory and leave the source empty", "[pages]") {
    ZeroPages a(4096);
    static_cast<unsigned char*>(a.data())[10] = 7;
    void* const where = a.data();
    ZeroPages b(std::move(a));
    CHECK(a.data() == nullptr);
    CHECK(a.size() == 0);
    CHECK(b.data() == where);
    CHECK(static_cast<unsigned char*>(b.data())[10] == 7);
    ZeroPages c(100);
    c = std::move(b);
    CHECK(c.data() == where);
    CHECK(c.size() == 4096);
    CHECK(b.data() == nullptr);
    ZeroPages none(0);
    CHECK(none.data() == nullptr);
    CHECK(none.size() == 0);
}

TEST_CASE("large ZeroPages are whole 2 MB pages, aligned, zero and writable", "[pages]") {
    // The 8-puzzle distance table's mapping: 9! entries rounded to 64 bytes, then the BFS queue.
    constexpr std::size_t kSize = 362880 + 1451520;
    static_assert(kSize >= ZeroPages::kHugeThreshold);
    constexpr std::size_t kHuge = std::size_t{2} << 20;
    ZeroPages pages(kSize);
    REQUIRE(pages.data() != nullptr);
    CHECK(pages.size() >= kSize);
    CHECK(pages.size() % kHuge == 0);
    CHECK(reinterpret_cast<std::uintptr_t>(pages.data()) % kHuge == 0);
    auto* bytes = static_cast<unsigned char*>(pages.data());
    std::size_t nonzero = 0;
    for (std::size_t i = 0; i < pages.size(); ++i)
        nonzero += bytes[i] != 0;
    CHECK(nonzero == 0);
    bytes[0] = 1;
    bytes[pages.size() - 1] = 2;
    CHECK(bytes[0] + bytes[pages.size() - 1] == 3);
    ZeroPages moved(std::move(pages));
    CHECK(moved.data() == bytes);
    CHECK(pages.data() == nullptr);
}
