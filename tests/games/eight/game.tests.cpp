// The game model: difficulty levels, the random-walk shuffle, moves, undo, restart and hints.
#include "ninegrid/eight/game.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "games/eight/support/boards.hpp"
#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/distance_table.hpp"
#include "ninegrid/eight/solvability.hpp"
#include "support/catch.hpp"

using ninegrid::eight::Difficulty;
using ninegrid::eight::DistanceTable;
using ninegrid::eight::Game;
using ninegrid::eight::Hint;
using ninegrid::eight::Move;
using ninegrid::eight::Rng;
using ninegrid::eight::State;
using support::board;

namespace {

// Building a table takes milliseconds; the tests share one per goal.
std::shared_ptr<const DistanceTable> default_table() {
    static const auto table = std::make_shared<const DistanceTable>(State());
    return table;
}

std::shared_ptr<const DistanceTable> classroom_table() {
    static const auto table = std::make_shared<const DistanceTable>(support::classroom_goal());
    return table;
}

State walk(const State& goal, int steps, std::uint32_t seed) {
    Rng rng(seed);
    return ninegrid::eight::random_walk(goal, steps, rng);
}

}  // namespace

TEST_CASE("the difficulty levels shuffle 10, 25 and 50 moves", "[game][difficulty]") {
    CHECK(ninegrid::eight::walk_length(Difficulty::Easy) == 10);
    CHECK(ninegrid::eight::walk_length(Difficulty::Medium) == 25);
    CHECK(ninegrid::eight::walk_length(Difficulty::Hard) == 50);
}

TEST_CASE("difficulty names round-trip and nothing else is a difficulty", "[game][difficulty]") {
    CHECK(ninegrid::eight::difficulty_name(Difficulty::Easy) == "easy");
    CHECK(ninegrid::eight::difficulty_name(Difficulty::Medium) == "medium");
    CHECK(ninegrid::eight::difficulty_name(Difficulty::Hard) == "hard");
    for (Difficulty d : ninegrid::eight::kAllDifficulties) {
        const std::optional<Difficulty> back =
            ninegrid::eight::difficulty_from_name(ninegrid::eight::difficulty_name(d));
        REQUIRE(back.has_value());
        CHECK(*back == d);
    }
    for (const char* name : {"", "Easy", "HARD", "extreme", "med", "easy ", "1"}) {
        CAPTURE(name);
        CHECK_FALSE(ninegrid::eight::difficulty_from_name(name).has_value());
    }
}

TEST_CASE("a random walk gives a solvable board, never the goal, within its length",
          "[game][shuffle]") {
    for (const State& goal : {State(), support::classroom_goal()}) {
        const auto table = goal == State() ? default_table() : classroom_table();
        for (int steps : {1, 2, 3, 10, 25, 50}) {
            for (std::uint32_t seed = 0; seed < 200; ++seed) {
                const State s = walk(goal, steps, seed);
                const int d = table->distance(s);
                CAPTURE(ninegrid::eight::to_compact(goal), steps, seed,
                        ninegrid::eight::to_compact(s), d);
                REQUIRE(ninegrid::eight::check_solvability(s, goal).solvable());
                REQUIRE(s != goal);
                REQUIRE(d >= 1);
                REQUIRE(d <= steps);
                // Every move takes the blank to a cell of the other colour of a checkerboard, and
                // the distance is a path too: the two always have the same parity.
                REQUIRE(d % 2 == steps % 2);
            }
        }
    }
}

TEST_CASE("a short random walk never undoes a step, so it ends exactly its length away",
          "[game][shuffle]") {
    // The state graph has no cycle shorter than 12 moves, so a walk of up to 6 moves that never
    // takes back its previous move is a shortest path. A walk allowed to backtrack would end
    // closer (3 moves "left, right, left" end 1 move away) in about a third of the cases.
    for (int steps = 1; steps <= 6; ++steps) {
        for (std::uint32_t seed = 0; seed < 500; ++seed) {
            const State s = walk(State(), steps, seed);
            CAPTURE(steps, seed, ninegrid::eight::to_compact(s));
            REQUIRE(default_table()->distance(s) == steps);
        }
    }
}

TEST_CASE("the same seed gives the same shuffle and different seeds differ", "[game][shuffle]") {
    for (std::uint32_t seed : {0U, 1U, 7U, 12345U, 0xFFFFFFFFU}) {
        CAPTURE(seed);
        CHECK(walk(State(), 50, seed) == walk(State(), 50, seed));
        CHECK(walk(support::classroom_goal(), 25, seed) ==
              walk(support::classroom_goal(), 25, seed));
    }
    std::set<std::string> boards;
    for (std::uint32_t seed = 0; seed < 50; ++seed)
        boards.insert(ninegrid::eight::to_compact(walk(State(), 50, seed)));
    CHECK(boards.size() > 40);  // 50-move walks spread over thousands of boards
}

TEST_CASE("one random generator gives a new shuffle on every call", "[game][shuffle]") {
    Rng rng(3);
    const State first = ninegrid::eight::random_walk(State(), 25, rng);
    const State second = ninegrid::eight::random_walk(State(), 25, rng);
    CHECK(first != second);
}

TEST_CASE("a game knows its par and the distance left", "[game]") {
    const State start = board("123456708");
    Game game(start, default_table());
    CHECK(game.start() == start);
    CHECK(game.board() == start);
    CHECK(game.goal() == State());
    CHECK(game.par() == 1);
    CHECK(game.distance() == 1);
    CHECK_FALSE(game.solved());
    CHECK(game.moves() == 0);
    CHECK(game.undos() == 0);
    CHECK(game.hints() == 0);

    const State far = support::hardest_boards()[0];
    Game hard(far, default_table());
    CHECK(hard.par() == 31);
    CHECK(hard.distance() == 31);
}

TEST_CASE("legal moves change the board and count, illegal ones change nothing", "[game]") {
    Game game(board("123456708"), default_table());  // the blank in the bottom middle
    SECTION("an illegal move") {
        CHECK_FALSE(game.move(Move::Down));
        CHECK(game.board() == board("123456708"));
        CHECK(game.moves() == 0);
        CHECK(game.history().empty());
    }
    SECTION("legal moves") {
        REQUIRE(game.move(Move::Up));
        CHECK(game.board() == board("123406758"));
        CHECK(game.moves() == 1);
        CHECK(game.distance() == 2);
        REQUIRE(game.move(Move::Left));
        CHECK(game.board() == board("123046758"));
        CHECK(game.moves() == 2);
        CHECK(game.history() == support::moves("UL"));
        CHECK(game.par() == 1);  // par belongs to the start
    }
    SECTION("the winning move solves it, and then nothing moves") {
        REQUIRE(game.move(Move::Right));
        CHECK(game.solved());
        CHECK(game.distance() == 0);
        CHECK(game.moves() == 1);
        CHECK_FALSE(game.move(Move::Left));
        CHECK_FALSE(game.move(Move::Up));
        CHECK(game.board() == State());
        CHECK(game.moves() == 1);
    }
}

TEST_CASE("undo takes moves back one at a time and counts them", "[game][undo]") {
    Game game(board("123456708"), default_table());
    CHECK_FALSE(game.undo());  // nothing to take back
    CHECK(game.undos() == 0);

    REQUIRE(game.move(Move::Up));
    REQUIRE(game.move(Move::Left));
    const State two = game.board();
    REQUIRE(game.move(Move::Down));
    REQUIRE(game.undo());
    CHECK(game.board() == two);
    CHECK(game.moves() == 2);
    CHECK(game.undos() == 1);
    REQUIRE(game.undo());
    REQUIRE(game.undo());
    CHECK(game.board() == game.start());
    CHECK(game.moves() == 0);
    CHECK(game.undos() == 3);
    CHECK_FALSE(game.undo());
    CHECK(game.undos() == 3);

    SECTION("a won game can be taken back and won again") {
        REQUIRE(game.move(Move::Right));
        REQUIRE(game.solved());
        REQUIRE(game.undo());
        CHECK_FALSE(game.solved());
        CHECK(game.board() == board("123456708"));
        CHECK(game.move(Move::Right));
        CHECK(game.solved());
    }
}

TEST_CASE("restart returns to the start with no moves or undos, and keeps the hints counted",
          "[game]") {
    const State start = walk(State(), 25, 11);
    Game game(start, default_table());
    for (Move m : start.legal_moves()) {
        REQUIRE(game.move(m));
        REQUIRE(game.undo());
    }
    REQUIRE(game.move(start.legal_moves().front()));
    REQUIRE(game.hint().has_value());
    REQUIRE(game.moves() == 1);
    REQUIRE(game.undos() > 0);
    REQUIRE(game.hints() == 1);

    game.restart();
    CHECK(game.board() == start);
    CHECK(game.start() == start);
    CHECK(game.moves() == 0);
    CHECK(game.history().empty());
    CHECK(game.undos() == 0);
    CHECK(game.hints() == 1);
    CHECK(game.par() == default_table()->distance(start));
}

TEST_CASE("a hint is the table's best move, names the tile that slides, and is counted",
          "[game][hint]") {
    for (std::uint32_t seed = 0; seed < 20; ++seed) {
        CAPTURE(seed);
        Game game(walk(State(), 50, seed), default_table());
        int asked = 0;
        while (!game.solved()) {
            const State before = game.board();
            const int distance = game.distance();
            const std::optional<Hint> peek = game.next_optimal();
            REQUIRE(game.hints() == asked);  // next_optimal() is free
            const std::optional<Hint> h = game.hint();
            ++asked;
            REQUIRE(h.has_value());
            REQUIRE(peek.has_value());
            CHECK(h->move == peek->move);
            CHECK(game.hints() == asked);
            CHECK(h->move == *default_table()->best_move(before));
            CHECK(h->tile == before.tile_moved_by(h->move));
            CHECK(h->tile >= 1);
            CHECK(h->remaining == distance - 1);
            REQUIRE(game.move(h->move));
            CHECK(game.distance() == h->remaining);
        }
        CHECK(game.moves() == game.par());
        CHECK_FALSE(game.hint().has_value());  // nothing to hint once won
        CHECK_FALSE(game.next_optimal().has_value());
        CHECK(game.hints() == asked);
    }
}

TEST_CASE("the last hint says nothing remains", "[game][hint]") {
    Game game(board("123456708"), default_table());
    const std::optional<Hint> h = game.hint();
    REQUIRE(h.has_value());
    CHECK(h->move == Move::Right);
    CHECK(h->tile == 8);
    CHECK(h->remaining == 0);
}

TEST_CASE("a start that cannot reach the goal is refused", "[game]") {
    REQUIRE_THROWS_AS(Game(board("213456780"), default_table()), std::invalid_argument);
    REQUIRE_THROWS_AS(Game(board("123456870"), default_table()), std::invalid_argument);
    REQUIRE_THROWS_AS(Game(State(), classroom_table()), std::invalid_argument);
}

TEST_CASE("the game plays toward another goal, 1 2 3 / 8 _ 4 / 7 6 5", "[game][goal]") {
    const State goal = support::classroom_goal();
    const State start = board("283104765");  // a textbook example, 4 moves away
    Game game(start, classroom_table());
    CHECK(game.goal() == goal);
    CHECK(game.par() == 4);
    while (!game.solved()) {
        const std::optional<Hint> h = game.hint();
        REQUIRE(h.has_value());
        REQUIRE(game.move(h->move));
    }
    CHECK(game.board() == goal);
    CHECK(game.moves() == 4);
    CHECK(game.hints() == 4);

    SECTION("and a shuffle from that goal stays solvable for it") {
        for (std::uint32_t seed = 0; seed < 30; ++seed) {
            const State s = walk(goal, 50, seed);
            CAPTURE(seed, ninegrid::eight::to_compact(s));
            Game g(s, classroom_table());
            CHECK(g.par() >= 1);
            CHECK(g.par() <= 50);
        }
    }
}
