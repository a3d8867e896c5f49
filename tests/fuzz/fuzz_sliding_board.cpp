// SPDX-License-Identifier: MIT
// Fuzz target: sliding boards of every size typed by people, and sizes. The first byte picks the
// size; the rest is the text. An accepted board prints and parses back to itself in every form,
// and its snapshot's cells are its cells; a refused one says why, with the problem as data too,
// and the family's words say in English what the engine says. A size read prints back as itself.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "games/sliding/board_words.hpp"
#include "games/sliding/grid.hpp"
#include "ninegrid/sliding/board_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    namespace sl = ninegrid::sliding;
    if (size == 0) return 0;
    const sl::Size board_size{2 + data[0] % 7, 2 + (data[0] / 7) % 7};
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    if (const auto read = sl::parse_size(text)) {
        if (!read->valid() || sl::parse_size(sl::size_text(*read)) != read) std::abort();
    }
    const sl::BoardParse parsed = sl::parse_board(text, board_size);
    if (!parsed) {
        if (parsed.error.empty() || parsed.problem.kind == sl::BoardProblem::Kind::None)
            std::abort();
        if (sl::board_problem_text(parsed.problem, ninegrid::base::Lang::En) != parsed.error)
            std::abort();
        return 0;
    }
    const sl::Board& board = *parsed.board;
    std::string rows;
    for (const std::string& row : sl::board_rows(board))
        rows += (rows.empty() ? "" : "/") + row;
    for (const std::string& form : {sl::to_compact(board), sl::to_inline(board), rows}) {
        const sl::BoardParse again = sl::parse_board(form, board_size);
        if (!again || *again.board != board) std::abort();
    }
    if (sl::snapshot_cells(sl::to_compact(board)) != board.cell_values()) std::abort();
    return 0;
}
