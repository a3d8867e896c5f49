// SPDX-License-Identifier: MIT
// The 8-puzzle in words for people: board rows, numbers and why a board cannot reach a goal.
#pragma once

#include <string>
#include <vector>

#include "base/lang.hpp"
#include "ninegrid/eight/state.hpp"

namespace ninegrid::eight {

// The three rows of a board, e.g. "1 2 3", "4 _ 5", "7 8 6" (the family's board_rows at 3x3).
std::vector<std::string> board_rows(const State& s);

// A number as a person writes it: 2, 1.5, 2.25 (a weight, an f with a weight in it).
std::string number_text(double x);

// Why `start` cannot reach `goal`, in one sentence: the two inversion counts and their parity.
std::string parity_explanation(const State& start, const State& goal,
                               base::Lang lang = base::Lang::En);

}  // namespace ninegrid::eight
