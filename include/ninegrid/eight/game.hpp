// The game's rules and memory (Tatham's "middle end"): the puzzle, the moves made, undo, hints.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "ninegrid/eight/distance_table.hpp"
#include "ninegrid/eight/random.hpp"
#include "ninegrid/eight/state.hpp"

namespace ninegrid::eight {

// How far the shuffle walks from the goal: easy 10, medium 25, hard 50 random moves.
enum class Difficulty { Easy, Medium, Hard };

inline constexpr std::array<Difficulty, 3> kAllDifficulties{Difficulty::Easy, Difficulty::Medium,
                                                            Difficulty::Hard};

int walk_length(Difficulty d) noexcept;
std::string_view difficulty_name(Difficulty d) noexcept;  // "easy", "medium", "hard"
std::optional<Difficulty> difficulty_from_name(std::string_view name) noexcept;

// `steps` random legal moves of the blank from `goal`, never undoing the step before (which would
// silently halve the depth). A walk that ends on the goal is walked again. Walking from the goal
// guarantees a solvable board whose optimal length is at most `steps`.
State random_walk(const State& goal, int steps, Rng& rng);

// The optimal next move from a board: which way the blank goes, which tile slides, and how many
// moves remain after it.
struct Hint {
    Move move;
    int tile;
    int remaining;
};

// One puzzle being played: its start, the board now, the moves on the way (undo takes them
// back), and the hints asked for. Knows nothing of keys, screens or clocks.
class Game {
  public:
    // `start` must be able to reach the table's goal (std::invalid_argument otherwise).
    Game(const State& start, std::shared_ptr<const DistanceTable> table);

    const State& start() const noexcept { return start_; }
    const State& board() const noexcept { return board_; }
    const State& goal() const noexcept { return table_->goal(); }

    int par() const noexcept { return par_; }  // optimal number of moves from the start
    int distance() const noexcept;             // optimal number of moves from the board now
    bool solved() const noexcept { return board_ == goal(); }

    const std::vector<Move>& history() const noexcept { return history_; }
    int moves() const noexcept { return static_cast<int>(history_.size()); }
    int undos() const noexcept { return undos_; }
    int hints() const noexcept { return hints_; }

    // Moves the blank; false (and nothing changes) when the move is illegal or the game is won.
    bool move(Move m);
    // Takes back the last move; false when there is none.
    bool undo();
    // Back to the start: no moves and no undos. Hints stay counted: they belong to the puzzle,
    // and a restart must not wash out what a hint revealed.
    void restart();
    // The optimal next move, counted as a hint; nothing when the game is won.
    std::optional<Hint> hint();
    // The same without counting it (for the solver playing the rest).
    std::optional<Hint> next_optimal() const;

  private:
    std::shared_ptr<const DistanceTable> table_;
    State start_;
    State board_;
    int par_;
    std::vector<Move> history_;
    int undos_ = 0;
    int hints_ = 0;
};

}  // namespace ninegrid::eight
