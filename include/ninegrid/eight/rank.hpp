// SPDX-License-Identifier: MIT
// Cantor ranking: a bijection between the 9! boards and 0..362879, so per-state tables are arrays.
#pragma once

#include <cstdint>

#include "ninegrid/eight/state.hpp"

namespace ninegrid::eight {

inline constexpr std::uint32_t kPermutationCount = 362880;  // 9!

// The position of `cells` in the lexicographic order of all permutations of 0..8 (the Lehmer
// code read in the factorial number system). `cells` must be a permutation of 0..8.
std::uint32_t cantor_rank(const State::Cells& cells) noexcept;
inline std::uint32_t cantor_rank(const State& s) noexcept {
    return cantor_rank(s.cells());
}

// The inverse of cantor_rank; `rank` must be below kPermutationCount.
State cantor_unrank(std::uint32_t rank) noexcept;

}  // namespace ninegrid::eight
