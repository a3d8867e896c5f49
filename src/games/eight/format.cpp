// Boards and parity in words.
#include "games/eight/format.hpp"

#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/solvability.hpp"

namespace ninegrid::eight {

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

namespace {

std::string inversions_text(int n) {
    return std::to_string(n) + (n == 1 ? " inversion (" : " inversions (") +
           (n % 2 == 0 ? "even" : "odd") + ")";
}

}  // namespace

std::string parity_explanation(const State& start, const State& goal) {
    const Solvability s = check_solvability(start, goal);
    return "the start has " + inversions_text(s.start_inversions) + " and the goal has " +
           inversions_text(s.goal_inversions) +
           "; every move keeps the parity of the inversion count, so they never meet.";
}

}  // namespace ninegrid::eight
