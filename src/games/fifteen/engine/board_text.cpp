// SPDX-License-Identifier: MIT
// 15-puzzle boards as text: the sliding family's parser and printers at 4x4.
#include "ninegrid/fifteen/board_text.hpp"

namespace ninegrid::fifteen {

BoardParse parse_board(std::string_view text) {
    return sliding::parse_board_as<Board>(text, kSize, from_sliding);
}

std::string to_compact(const Board& b) {
    return sliding::to_compact(to_sliding(b));
}

std::string to_inline(const Board& b) {
    return sliding::to_inline(to_sliding(b));
}

std::vector<std::string> board_rows(const Board& b) {
    return sliding::board_rows(to_sliding(b));
}

}  // namespace ninegrid::fifteen
