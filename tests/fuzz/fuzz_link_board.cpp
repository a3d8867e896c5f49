// SPDX-License-Identifier: MIT
// Fuzz target: link board files. An accepted board prints and parses back to itself, and its
// printed text prints again unchanged; a refused one says why, as text and as data; a byte order
// mark put before the text changes nothing.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "ninegrid/link/board_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const ninegrid::link::BoardParse parsed = ninegrid::link::parse_board(text);
    // A byte order mark at the start changes nothing: the text after it reads the same.
    if (text.substr(0, 3) != "\xEF\xBB\xBF") {
        const std::string marked = "\xEF\xBB\xBF" + std::string(text);
        const ninegrid::link::BoardParse same = ninegrid::link::parse_board(marked);
        if (same.error != parsed.error) std::abort();
        if (parsed && *same.board != *parsed.board) std::abort();
    }
    if (!parsed) {
        if (parsed.error.empty()) std::abort();
        if (parsed.problem.kind == ninegrid::link::BoardProblem::Kind::None) std::abort();
        return 0;
    }
    if (!parsed.error.empty()) std::abort();
    const std::string printed = ninegrid::link::board_text(*parsed.board);
    const ninegrid::link::BoardParse again = ninegrid::link::parse_board(printed);
    if (!again || *again.board != *parsed.board) std::abort();
    if (ninegrid::link::board_text(*again.board) != printed) std::abort();
    return 0;
}
