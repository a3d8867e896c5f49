// SPDX-License-Identifier: MIT
// Fuzz target: boards typed by people. An accepted board prints and parses back to itself; a
// refused one says why, in both languages' structured form.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "ninegrid/eight/board_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const ninegrid::eight::BoardParse parsed = ninegrid::eight::parse_board(text);
    if (!parsed) {
        if (parsed.error.empty()) std::abort();
        return 0;
    }
    for (const std::string& form :
         {ninegrid::eight::to_compact(*parsed.board), ninegrid::eight::to_inline(*parsed.board)}) {
        const ninegrid::eight::BoardParse again = ninegrid::eight::parse_board(form);
        if (!again || *again.board != *parsed.board) std::abort();
    }
    return 0;
}
