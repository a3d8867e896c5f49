// SPDX-License-Identifier: MIT
// Boards and parity in words.
#include "games/eight/format.hpp"

#include <cstdio>

#include "games/eight/messages.hpp"
#include "games/sliding/board_words.hpp"
#include "ninegrid/sliding/board_text.hpp"
#include "ninegrid/sliding/solvability.hpp"

namespace ninegrid::eight {

std::string number_text(double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", x);
    return buf;
}

std::vector<std::string> board_rows(const State& s) {
    return sliding::board_rows(to_sliding(s));
}

std::string parity_explanation(const State& start, const State& goal, Lang lang) {
    return sliding::parity_explanation(
        sliding::check_solvability(to_sliding(start), to_sliding(goal)), lang);
}

}  // namespace ninegrid::eight
