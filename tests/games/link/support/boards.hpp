// SPDX-License-Identifier: MIT
// Test helpers for the link game: boards from text, random boards, brute-force oracles.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "base/rng.hpp"
#include "ninegrid/link/board.hpp"
#include "ninegrid/link/path.hpp"

namespace support::link {

// The board written `text` (a board file); fails the test when it does not parse.
ninegrid::link::Board board(const std::string& text);

// A rows x cols board where each cell holds a tile with probability `density` percent, of one of
// `kinds` kinds, uniformly (so counts may be odd).
ninegrid::link::Board random_board(ninegrid::base::Rng& rng, int rows, int cols, int kinds,
                                   int density);

// A rows x cols board with every cell filled, `kinds` kinds each the same even number of times,
// then `cleared` tiles (an even number) removed in random pairs of equal kind.
ninegrid::link::Board random_deal(ninegrid::base::Rng& rng, int rows, int cols, int kinds,
                                  int cleared = 0);

// The best path by exhaustive enumeration of every corner list, each checked by is_legal_path:
// the definition of "best" written as plainly as possible (small boards only).
std::optional<ninegrid::link::Path> brute_force_path(const ninegrid::link::Board& board,
                                                     ninegrid::link::Point a,
                                                     ninegrid::link::Point b,
                                                     const ninegrid::link::Rules& rules);

// Whether the board can be cleared, by trying every removal in every position (with a memo of
// positions as board text): tiny boards only.
bool brute_force_clearable(const ninegrid::link::Board& board, const ninegrid::link::Rules& rules);

// The tiles of the board in scan order.
std::vector<ninegrid::link::Point> tiles_of(const ninegrid::link::Board& board);

}  // namespace support::link
