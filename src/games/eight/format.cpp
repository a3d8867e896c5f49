// Boards and parity in words.
#include "games/eight/format.hpp"

#include <cstdio>

#include "games/eight/messages.hpp"
#include "games/sliding/board_words.hpp"
#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/solvability.hpp"

namespace ninegrid::eight {

std::string number_text(double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", x);
    return buf;
}

std::array<std::string, kSide> board_rows(const State& s) {
    std::array<std::string, kSide> rows;
    for (int r = 0; r < kSide; ++r) {
        for (int c = 0; c < kSide; ++c) {
            if (c > 0) rows[static_cast<std::size_t>(r)] += ' ';
            rows[static_cast<std::size_t>(r)] += cell_char(s[r * kSide + c]);
        }
    }
    return rows;
}

std::string parity_explanation(const State& start, const State& goal, Lang lang) {
    return sliding::parity_explanation(
        sliding::check_solvability(to_sliding(start), to_sliding(goal)), lang);
}

}  // namespace ninegrid::eight
