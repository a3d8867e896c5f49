// Rules of play: shuffling by random walk, moves, undo, restart, hints from the distance table.
#include "ninegrid/eight/game.hpp"

#include <stdexcept>

namespace ninegrid::eight {

int walk_length(Difficulty d) noexcept {
    switch (d) {
        case Difficulty::Easy:
            return 10;
        case Difficulty::Medium:
            return 25;
        case Difficulty::Hard:
            return 50;
    }
    return 25;
}

std::string_view difficulty_name(Difficulty d) noexcept {
    switch (d) {
        case Difficulty::Easy:
            return "easy";
        case Difficulty::Medium:
            return "medium";
        case Difficulty::Hard:
            return "hard";
    }
    return "medium";
}

std::optional<Difficulty> difficulty_from_name(std::string_view name) noexcept {
    for (Difficulty d : kAllDifficulties) {
        if (name == difficulty_name(d)) return d;
    }
    return std::nullopt;
}

State random_walk(const State& goal, int steps, Rng& rng) {
    if (steps <= 0) return goal;
    for (;;) {
        State s = goal;
        std::optional<Move> last;
        for (int i = 0; i < steps; ++i) {
            Move options[4];
            std::uint32_t n = 0;
            for (Move m : kAllMoves) {
                if (s.can_move(m) && !(last && m == opposite(*last))) options[n++] = m;
            }
            // Every cell has at least two legal moves, so one always remains.
            const Move m = options[uniform_below(rng, n)];
            s.apply(m);
            last = m;
        }
        if (s != goal) return s;
    }
}

Game::Game(const State& start, std::shared_ptr<const DistanceTable> table)
    : table_(std::move(table)), start_(start), board_(start), par_(table_->distance(start)) {
    if (par_ < 0) throw std::invalid_argument("the start board cannot reach the goal");
}

int Game::distance() const noexcept {
    return table_->distance(board_);
}

bool Game::move(Move m) {
    if (solved() || !board_.apply(m)) return false;
    history_.push_back(m);
    return true;
}

bool Game::undo() {
    if (history_.empty()) return false;
    board_.apply(opposite(history_.back()));
    history_.pop_back();
    ++undos_;
    return true;
}

void Game::restart() {
    board_ = start_;
    history_.clear();
    undos_ = 0;
}

std::optional<Hint> Game::next_optimal() const {
    const std::optional<Move> m = table_->best_move(board_);
    if (!m) return std::nullopt;
    return Hint{*m, board_.tile_moved_by(*m), table_->distance(board_) - 1};
}

std::optional<Hint> Game::hint() {
    std::optional<Hint> h = next_optimal();
    if (h) ++hints_;
    return h;
}

}  // namespace ninegrid::eight
