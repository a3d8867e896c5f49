// SPDX-License-Identifier: MIT
// The words for what is wrong with a sliding board's text and for why one board cannot reach
// another, in both languages and for every size: written once for the family (the 8-puzzle's
// words at 3x3 are what it always said).
#pragma once

#include <string>
#include <vector>

#include "base/lang.hpp"
#include "ninegrid/sliding/board_text.hpp"
#include "ninegrid/sliding/solvability.hpp"

namespace ninegrid::sliding {

// "tile 5 appears twice and tile 7 is missing", "row 2 has 4 cells, expected 3", ... in `lang`.
std::string board_problem_text(const BoardProblem& problem, base::Lang lang);

// Why the start never reaches the goal: on an odd width the inversion counts ("the start has 1
// inversion (odd) and the goal has 0 inversions (even); every move keeps ..."), on an even width
// the inversions plus the blank's row from the bottom.
std::string parity_explanation(const Solvability& solvability, base::Lang lang);

// Every text above, for the tests that check each catalogue in both languages.
std::vector<base::Text> board_word_texts();

}  // namespace ninegrid::sliding
