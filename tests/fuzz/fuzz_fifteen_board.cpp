// SPDX-License-Identifier: MIT
// Fuzz target: 15-puzzle boards typed by people. An accepted board prints and parses back to
// itself in every form; a refused one says why, with the problem as data too.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "ninegrid/fifteen/board_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    namespace f = ninegrid::fifteen;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const f::BoardParse parsed = f::parse_board(text);
    if (!parsed) {
        if (parsed.error.empty() || parsed.problem.kind == f::BoardProblem::Kind::None)
            std::abort();
        return 0;
    }
    std::string rows;
    for (const std::string& row : f::board_rows(*parsed.board))
        rows += (rows.empty() ? "" : "/") + row;
    for (const std::string& form :
         {f::to_compact(*parsed.board), f::to_inline(*parsed.board), rows}) {
        const f::BoardParse again = f::parse_board(form);
        if (!again || *again.board != *parsed.board) std::abort();
    }
    return 0;
}
