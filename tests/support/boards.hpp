// Test helpers: boards and move lists written as text, so a test reads like the puzzle.
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "ninegrid/board_text.hpp"
#include "ninegrid/random.hpp"
#include "ninegrid/state.hpp"
#include "support/catch.hpp"

namespace support {

// The board written in any form parse_board() accepts; a typo in a test throws, never passes.
inline ninegrid::State board(std::string_view text) {
    ninegrid::BoardParse parsed = ninegrid::parse_board(text);
    if (!parsed) throw std::invalid_argument("bad board in a test: " + parsed.error);
    return *parsed.board;
}

// "UDLR" letters as moves.
inline std::vector<ninegrid::Move> moves(std::string_view letters) {
    std::vector<ninegrid::Move> out;
    for (char c : letters) {
        const auto m = ninegrid::move_from_letter(c);
        if (!m) throw std::invalid_argument("bad move letter in a test: " + std::string(1, c));
        out.push_back(*m);
    }
    return out;
}

// The goal that classroom material often uses: 1 2 3 / 8 _ 4 / 7 6 5.
inline ninegrid::State classroom_goal() {
    return board("123804765");
}

// `count` boards drawn uniformly from those that can reach `goal`, the same for the same seed.
inline std::vector<ninegrid::State> sample_boards(const ninegrid::State& goal, std::uint32_t seed,
                                                  int count) {
    ninegrid::Rng rng(seed);
    std::vector<ninegrid::State> boards;
    for (int i = 0; i < count; ++i)
        boards.push_back(ninegrid::random_solvable(goal, rng));
    return boards;
}

// The two boards farthest from the default goal: 31 moves.
inline std::vector<ninegrid::State> hardest_boards() {
    return {board("647850321"), board("867254301")};
}

}  // namespace support

// Failed checks show boards and moves as text instead of "{?}".
namespace Catch {
template <>
struct StringMaker<ninegrid::State> {
    static std::string convert(const ninegrid::State& s) { return ninegrid::to_compact(s); }
};
template <>
struct StringMaker<std::optional<ninegrid::State>> {
    static std::string convert(const std::optional<ninegrid::State>& s) {
        return s ? ninegrid::to_compact(*s) : std::string("(nothing)");
    }
};
template <>
struct StringMaker<ninegrid::Move> {
    static std::string convert(ninegrid::Move m) {
        return std::string(1, ninegrid::move_letter(m));
    }
};
}  // namespace Catch
