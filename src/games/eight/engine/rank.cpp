// SPDX-License-Identifier: MIT
// Cantor ranking of the 9! boards, on packed boards for the solvers' inner loops.
#include "ninegrid/eight/rank.hpp"

#include "packed.hpp"

namespace ninegrid::eight {

std::uint32_t detail::rank_packed(Packed b) noexcept {
    // Lehmer digit of cell i = how many later cells hold a smaller value
    //                        = (values below v) - (values below v already seen in cells < i).
    // The last cell always contributes 0, so it is skipped.
    std::uint32_t rank = 0;
    std::uint32_t seen = 0;
    for (int i = 0; i < kCells - 1; ++i) {
        const auto v = static_cast<std::uint32_t>(detail::cell_of(b, i));
        const std::uint32_t digit = v - detail::kPopcount9[seen & ((1U << v) - 1U)];
        rank += digit * detail::kWeight[static_cast<std::size_t>(i)];
        seen |= 1U << v;
    }
    return rank;
}

std::uint32_t cantor_rank(const State::Cells& cells) noexcept {
    return detail::rank_packed(detail::pack(cells));
}

State cantor_unrank(std::uint32_t rank) noexcept {
    State::Cells cells{};
    std::uint32_t unused = (1U << kCells) - 1U;
    for (int i = 0; i < kCells; ++i) {
        const std::uint32_t f = detail::kWeight[static_cast<std::size_t>(i)];
        std::uint32_t digit = rank / f;
        rank %= f;
        // The digit-th smallest value not yet placed.
        int v = 0;
        for (;; ++v) {
            if ((unused >> v) & 1U) {
                if (digit == 0) break;
                --digit;
            }
        }
        unused &= ~(1U << v);
        cells[static_cast<std::size_t>(i)] = v;
    }
    return State(cells);
}

}  // namespace ninegrid::eight
