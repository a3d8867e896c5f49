// SPDX-License-Identifier: MIT
// Test helpers: boards and move lists written as text, so a test reads like the puzzle.
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/random.hpp"
#include "ninegrid/eight/state.hpp"
#include "support/catch.hpp"

namespace support {

// The board written in any form parse_board() accepts; a typo in a test throws, never passes.
inline ninegrid::eight::State board(std::string_view text) {
    ninegrid::eight::BoardParse parsed = ninegrid::eight::parse_board(text);
    if (!parsed) throw std::invalid_argument("bad board in a test: " + parsed.error);
    return *parsed.board;
}

// "UDLR" letters as moves.
inline std::vector<ninegrid::eight::Move> moves(std::string_view letters) {
    std::vector<ninegrid::eight::Move> out;
    for (char c : letters) {
        const auto m = ninegrid::eight::move_from_letter(c);
        if (!m) throw std::invalid_argument("bad move letter in a test: " + std::string(1, c));
        out.push_back(*m);
    }
    return out;
}

// The goal that classroom material often uses: 1 2 3 / 8 _ 4 / 7 6 5.
inline ninegrid::eight::State classroom_goal() {
    return board("123804765");
}

// `count` boards drawn uniformly from those that can reach `goal`, the same for the same seed.
inline std::vector<ninegrid::eight::State> sample_boards(const ninegrid::eight::State& goal,
                                                         std::uint32_t seed, int count) {
    ninegrid::eight::Rng rng(seed);
    std::vector<ninegrid::eight::State> boards;
    for (int i = 0; i < count; ++i)
        boards.push_back(ninegrid::eight::random_solvable(goal, rng));
    return boards;
}

// The two boards farthest from the default goal: 31 moves.
inline std::vector<ninegrid::eight::State> hardest_boards() {
    return {board("647850321"), board("867254301")};
}

}  // namespace support

// Failed checks show boards and moves as text instead of "{?}".
namespace Catch {
template <>
struct StringMaker<ninegrid::eight::State> {
    static std::string convert(const ninegrid::eight::State& s) {
        return ninegrid::eight::to_compact(s);
    }
};
template <>
struct StringMaker<std::optional<ninegrid::eight::State>> {
    static std::string convert(const std::optional<ninegrid::eight::State>& s) {
        return s ? ninegrid::eight::to_compact(*s) : std::string("(nothing)");
    }
};
template <>
struct StringMaker<ninegrid::eight::Move> {
    static std::string convert(ninegrid::eight::Move m) {
        return std::string(1, ninegrid::eight::move_letter(m));
    }
};
}  // namespace Catch
