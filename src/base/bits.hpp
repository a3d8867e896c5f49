// SPDX-License-Identifier: MIT
// What the solvers ask of the compiler beyond the standard, in portable form: counting trailing
// zero bits, prefetching, telling it a branch cannot be reached, and forcing or forbidding
// inlining. GCC and Clang get their builtins, MSVC its intrinsics, any other compiler plain C++.
#pragma once

#include <cstdint>

#if defined(_MSC_VER) && !defined(__clang__)
#include <intrin.h>
#endif

namespace ninegrid {

// The number of zero bits below the lowest set bit of `x`, which must not be 0.
inline int count_trailing_zeros(std::uint32_t x) noexcept {
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctz(x);
#elif defined(_MSC_VER)
    unsigned long at = 0;
    _BitScanForward(&at, x);
    return static_cast<int>(at);
#else
    int n = 0;
    while ((x & 1U) == 0) {
        x >>= 1;
        ++n;
    }
    return n;
#endif
}

inline int count_trailing_zeros(std::uint64_t x) noexcept {
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(x);
#elif defined(_MSC_VER) && defined(_M_X64)
    unsigned long at = 0;
    _BitScanForward64(&at, x);
    return static_cast<int>(at);
#else
    const auto low = static_cast<std::uint32_t>(x);
    return low != 0 ? count_trailing_zeros(low)
                    : 32 + count_trailing_zeros(static_cast<std::uint32_t>(x >> 32));
#endif
}

// Starts fetching the cache line at `p` for a read soon after; a hint only.
inline void prefetch(const void* p) noexcept {
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(p);
#elif defined(_MSC_VER) && (defined(_M_X64) || defined(_M_IX86))
    _mm_prefetch(static_cast<const char*>(p), _MM_HINT_T0);
#else
    (void)p;
#endif
}

// Control never reaches the call: the compiler may drop the path that leads to it.
[[noreturn]] inline void unreachable() noexcept {
#if defined(__GNUC__) || defined(__clang__)
    __builtin_unreachable();
#elif defined(_MSC_VER)
    __assume(false);
#else
    for (;;) {
    }
#endif
}

}  // namespace ninegrid

// A function inlined whole into its caller whatever the compiler's size heuristics say (the
// solvers' inner loops only pay off so); a lambda likewise; a function never inlined.
#if defined(__GNUC__) || defined(__clang__)
#define NINEGRID_ALWAYS_INLINE inline __attribute__((always_inline))
#define NINEGRID_ALWAYS_INLINE_LAMBDA __attribute__((always_inline))
#define NINEGRID_NOINLINE __attribute__((noinline))
#elif defined(_MSC_VER)
#define NINEGRID_ALWAYS_INLINE __forceinline
#define NINEGRID_ALWAYS_INLINE_LAMBDA
#define NINEGRID_NOINLINE __declspec(noinline)
#else
#define NINEGRID_ALWAYS_INLINE inline
#define NINEGRID_ALWAYS_INLINE_LAMBDA
#define NINEGRID_NOINLINE
#endif
