// SPDX-License-Identifier: MIT
// Parsing and printing boards: every board typed by a person is checked here, once.
#include "ninegrid/eight/board_text.hpp"

#include <array>

#include "base/text.hpp"
#include "base/utf8.hpp"
#include "packed.hpp"

namespace ninegrid::eight {

BoardParse parse_board(std::string_view text) {
    return sliding::parse_board_as<State>(text, kSize, from_sliding);
}

bool compact_board_rank(std::string_view text, std::uint32_t& rank) noexcept {
    if (text.size() != static_cast<std::size_t>(kCells)) return false;
    // rank_packed's sum of Lehmer digits, over the characters.
    std::uint32_t sum = 0;
    std::uint32_t seen = 0;
    for (std::size_t i = 0; i < static_cast<std::size_t>(kCells); ++i) {
        const std::uint32_t v = static_cast<unsigned char>(text[i]) - std::uint32_t{'0'};
        if (v >= static_cast<std::uint32_t>(kCells)) return false;
        sum += (v - detail::kPopcount9[seen & ((1U << v) - 1U)]) * detail::kWeight[i];
        seen |= 1U << v;
    }
    if (seen != (1U << kCells) - 1) return false;  // a digit twice, so another missing
    rank = sum;
    return true;
}

char cell_char(int tile, char blank) noexcept {
    return tile == 0 ? blank : static_cast<char>('0' + tile);
}

std::string to_compact(const State& s) {
    std::string out;
    for (int v : s.cells())
        out += static_cast<char>('0' + v);
    return out;
}

std::string to_inline(const State& s) {
    return sliding::to_inline(to_sliding(s));
}

}  // namespace ninegrid::eight
