// The play session: keys to actions, actions to moves and messages, the clock, records, autoplay.
#include "games/eight/play_session.hpp"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "games/eight/messages.hpp"
#include "games/eight/records.hpp"
#include "games/eight/support/boards.hpp"
#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/distance_table.hpp"
#include "support/catch.hpp"
#include "support/temp_dir.hpp"

using ninegrid::eight::Action;
using ninegrid::eight::action_for_char;
using ninegrid::eight::Clock;
using ninegrid::eight::Difficulty;
using ninegrid::eight::DistanceTable;
using ninegrid::eight::Lang;
using ninegrid::eight::Move;
using ninegrid::eight::PlaySession;
using ninegrid::eight::RecordStore;
using ninegrid::eight::State;
using std::chrono::milliseconds;
using std::chrono::seconds;
using support::board;

namespace {

// An arbitrary, fixed moment: the session never reads the real clock.
const Clock::time_point kT0 = Clock::time_point{} + std::chrono::hours(100);

PlaySession::Params custom(const char* start, Lang lang = Lang::En) {
    PlaySession::Params p;
    p.start = board(start);
    p.lang = lang;
    return p;
}

PlaySession::Params shuffled(Difficulty d, std::uint32_t seed, Lang lang = Lang::En) {
    PlaySession::Params p;
    p.difficulty = d;
    p.seed = seed;
    p.lang = lang;
    return p;
}

Action key(char c) {
    return action_for_char(static_cast<char32_t>(static_cast<unsigned char>(c)));
}

Action slide(Move key_direction) {
    Action a;
    a.type = Action::Slide;
    a.direction = key_direction;
    return a;
}

// The key direction that moves the blank `blank_move` in the session's active convention.
Move key_direction_for(const PlaySession& s, Move blank_move) {
    return s.params().tile_keys ? ninegrid::eight::opposite(blank_move) : blank_move;
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

bool starts_with(const std::string& text, const std::string& prefix) {
    return text.rfind(prefix, 0) == 0;
}

std::string joined(const std::vector<std::string>& lines) {
    std::string out;
    for (const std::string& l : lines)
        out += l + "\n";
    return out;
}

// Plays the optimal moves by key, the first at `first` and then one every `step`; returns the
// time of the last move.
Clock::time_point play_optimally(PlaySession& s, Clock::time_point first,
                                 Clock::duration step = seconds(2)) {
    const DistanceTable table(s.game().goal());
    Clock::time_point t = first;
    bool any = false;
    for (int guard = 0; guard < 100 && !s.won(); ++guard) {
        if (any) t += step;
        const std::optional<Move> m = table.best_move(s.game().board());
        REQUIRE(m.has_value());
        REQUIRE(s.apply(slide(key_direction_for(s, *m)), t));
        any = true;
    }
    REQUIRE(s.won());
    return t;
}

}  // namespace

TEST_CASE("keys map to actions: WASD in either case, commands and levels", "[session][keys]") {
    const struct {
        char c;
        Move m;
    } slides[] = {{'w', Move::Up},   {'W', Move::Up},   {'s', Move::Down},  {'S', Move::Down},
                  {'a', Move::Left}, {'A', Move::Left}, {'d', Move::Right}, {'D', Move::Right}};
    for (const auto& s : slides) {
        CAPTURE(s.c);
        const Action a = key(s.c);
        CHECK(a.type == Action::Slide);
        CHECK(a.direction == s.m);
    }
    const struct {
        char c;
        Action::Type type;
    } commands[] = {{'h', Action::Hint},     {'H', Action::Hint},       {'u', Action::Undo},
                    {'U', Action::Undo},     {'r', Action::Restart},    {'R', Action::Restart},
                    {'n', Action::NewGame},  {'N', Action::NewGame},    {'p', Action::Autoplay},
                    {'P', Action::Autoplay}, {'t', Action::ToggleKeys}, {'T', Action::ToggleKeys},
                    {'?', Action::Help},     {'q', Action::Quit},       {'Q', Action::Quit}};
    for (const auto& c : commands) {
        CAPTURE(c.c);
        CHECK(key(c.c).type == c.type);
    }
    CHECK(key('1').type == Action::SetDifficulty);
    CHECK(key('1').difficulty == Difficulty::Easy);
    CHECK(key('2').difficulty == Difficulty::Medium);
    CHECK(key('3').difficulty == Difficulty::Hard);
    CHECK(key('3').type == Action::SetDifficulty);
}

TEST_CASE("keys that do nothing are Unknown and named readably", "[session][keys]") {
    for (char c : {'x', 'z', '0', '4', '!', ' '}) {
        CAPTURE(c);
        const Action a = key(c);
        CHECK(a.type == Action::Unknown);
        CHECK(a.key == std::string(1, c));
    }
    CHECK(action_for_char(1).key == "^A");
    CHECK(action_for_char(0).key == "^@");
    CHECK(action_for_char(0x7F).key == "^?");
    CHECK(action_for_char(U'九').type == Action::Unknown);
    CHECK(action_for_char(U'九').key == "九");

    PlaySession s(custom("123456708"), nullptr);
    CHECK(s.apply(key('x'), kT0));
    CHECK(s.message() == std::vector<std::string>{"Key x does nothing here: ? for help."});
    CHECK(s.game().moves() == 0);
}

TEST_CASE("a new session shows the puzzle and its par", "[session]") {
    PlaySession s(custom("123456708"), nullptr);
    CHECK(s.game().board() == board("123456708"));
    CHECK(s.game().par() == 1);
    CHECK(s.level_name() == "custom");
    CHECK(s.message() == std::vector<std::string>{"New custom puzzle: par 1."});
    CHECK_FALSE(s.won());
    CHECK_FALSE(s.autoplaying());
    CHECK_FALSE(s.showing_help());
    CHECK_FALSE(s.highlighted().has_value());
    CHECK(s.elapsed(kT0 + seconds(30)) == milliseconds(0));  // no move, no clock

    PlaySession m(shuffled(Difficulty::Medium, 5), nullptr);
    CHECK(m.level_name() == "medium");
    CHECK(m.message() == std::vector<std::string>{"New medium puzzle: par " +
                                                  std::to_string(m.game().par()) + "."});
}

TEST_CASE("slide keys move the blank, or with tile keys the tile into the blank",
          "[session][keys]") {
    // 1 2 3 / 4 _ 6 / 7 5 8: every direction is open.
    SECTION("blank keys: W takes the blank up") {
        PlaySession s(custom("123406758"), nullptr);
        REQUIRE(s.apply(key('w'), kT0));
        CHECK(s.game().board() == board("103426758"));
        CHECK(s.game().moves() == 1);
        CHECK(s.key_for(Move::Up) == "W");
        CHECK(s.key_for(Move::Right) == "D");
    }
    SECTION("tile keys: W takes the tile below up, so the blank goes down") {
        PlaySession::Params p = custom("123406758");
        p.tile_keys = true;
        PlaySession s(p, nullptr);
        REQUIRE(s.apply(key('w'), kT0));
        CHECK(s.game().board() == board("123456708"));
        CHECK(s.key_for(Move::Up) == "S");
        CHECK(s.key_for(Move::Right) == "A");
        CHECK(s.key_for(Move::Left) == "D");
        CHECK(s.key_for(Move::Down) == "W");
    }
    SECTION("every key direction in both conventions") {
        for (bool tiles : {false, true}) {
            for (Move dir : ninegrid::eight::kAllMoves) {
                PlaySession::Params p = custom("123406758");
                p.tile_keys = tiles;
                PlaySession s(p, nullptr);
                CAPTURE(tiles, dir);
                REQUIRE(s.apply(slide(dir), kT0));
                const Move blank = tiles ? ninegrid::eight::opposite(dir) : dir;
                CHECK(s.game().board() == board("123406758").moved(blank));
            }
        }
    }
}

TEST_CASE("T flips the key convention and says so", "[session][keys]") {
    PlaySession s(custom("123406758"), nullptr);
    REQUIRE(s.apply(key('t'), kT0));
    CHECK(s.params().tile_keys);
    CHECK(s.message() == std::vector<std::string>{"Keys now move the tiles."});
    REQUIRE(s.apply(key('d'), kT0));  // the tile on the left of the blank goes right
    CHECK(s.game().board() == board("123046758"));
    REQUIRE(s.apply(key('T'), kT0));
    CHECK_FALSE(s.params().tile_keys);
    CHECK(s.message() == std::vector<std::string>{"Keys now move the blank."});
    CHECK(s.game().moves() == 1);  // switching is not a move
}

TEST_CASE("a slide that cannot happen says so and moves nothing", "[session]") {
    PlaySession s(custom("123456708"), nullptr);  // the blank on the bottom row
    REQUIRE(s.apply(key('s'), kT0));
    CHECK(s.game().moves() == 0);
    CHECK(s.game().board() == board("123456708"));
    CHECK(s.message() == std::vector<std::string>{"Nothing can move down from here."});
    CHECK(s.elapsed(kT0 + seconds(9)) == milliseconds(0));  // a refused key starts no clock

    PlaySession zh(custom("123456708", Lang::Zh), nullptr);
    REQUIRE(zh.apply(key('s'), kT0));
    CHECK(zh.message() == std::vector<std::string>{"无法向下移动。"});
}

TEST_CASE("a hint highlights the tile and names the key of the active convention",
          "[session][hint]") {
    SECTION("blank keys") {
        PlaySession s(custom("123456708"), nullptr);
        REQUIRE(s.apply(key('h'), kT0));
        REQUIRE(s.highlighted().has_value());
        CHECK(*s.highlighted() == 8);
        CHECK(s.key_for(Move::Right) == "D");
        CHECK(s.message() ==
              std::vector<std::string>{"Hint: D - tile 8 slides left, and it is solved."});
        CHECK(s.game().hints() == 1);
        CHECK(s.game().moves() == 0);  // a hint only points
    }
    SECTION("tile keys") {
        PlaySession::Params p = custom("123456708");
        p.tile_keys = true;
        PlaySession s(p, nullptr);
        REQUIRE(s.apply(key('h'), kT0));
        CHECK(s.key_for(Move::Right) == "A");
        CHECK(s.message() ==
              std::vector<std::string>{"Hint: A - tile 8 slides left, and it is solved."});
        REQUIRE(s.apply(key('a'), kT0));  // the key the hint named does it
        CHECK(s.won());
    }
    SECTION("further from the goal, the hint says how many moves remain") {
        PlaySession s(shuffled(Difficulty::Medium, 9), nullptr);
        const DistanceTable table(s.game().goal());
        for (int i = 0; i < 5 && !s.won(); ++i) {
            const int distance = s.game().distance();
            const Move best = *table.best_move(s.game().board());
            const int tile = s.game().board().tile_moved_by(best);
            REQUIRE(s.apply(key('h'), kT0));
            CAPTURE(i, s.message());
            REQUIRE(s.highlighted().has_value());
            CHECK(*s.highlighted() == tile);
            REQUIRE(s.message().size() == 1);
            const std::string& text = s.message()[0];
            CHECK(starts_with(
                text, "Hint: " + s.key_for(best) + " - tile " + std::to_string(tile) + " slides "));
            if (distance > 1) {
                CHECK(contains(text, "then " + std::to_string(distance - 1) +
                                         (distance - 1 == 1 ? " move" : " moves") + " to go."));
            }
            // Following it clears the highlight.
            REQUIRE(s.apply(slide(key_direction_for(s, best)), kT0));
            CHECK_FALSE(s.highlighted().has_value());
            CHECK(s.game().distance() == distance - 1);
        }
        CHECK(s.game().hints() == 5);
    }
    SECTION("in Chinese") {
        PlaySession s(custom("123456708", Lang::Zh), nullptr);
        REQUIRE(s.apply(key('h'), kT0));
        CHECK(s.message() == std::vector<std::string>{"提示：按 D，方块 8 向左移，即可完成。"});
    }
}

TEST_CASE("a win says Solved with the moves against par, the time and the hints",
          "[session][win]") {
    SECTION("English, optimal") {
        PlaySession s(custom("123456708"), nullptr);
        REQUIRE(s.apply(key('d'), kT0 + seconds(3)));
        CHECK(s.won());
        REQUIRE(s.message().size() >= 2);
        CHECK(s.message()[0] == "Solved in 1 move (par 1) in 0:00, no hints.");
        CHECK(s.message()[1] == "Optimal!");
    }
    SECTION("English, over par, with the time from the first move") {
        // 1 2 3 / 4 _ 6 / 7 5 8 is 2 moves away; a detour costs 2 more.
        PlaySession s(custom("123406758"), nullptr);
        REQUIRE(s.apply(key('a'), kT0 + seconds(5)));  // the clock starts here
        REQUIRE(s.apply(key('d'), kT0 + seconds(20)));
        CHECK(s.elapsed(kT0 + seconds(25)) == seconds(20));
        REQUIRE(s.apply(key('s'), kT0 + seconds(40)));
        REQUIRE(s.apply(key('d'), kT0 + seconds(70)));
        REQUIRE(s.won());
        REQUIRE(s.message().size() >= 2);
        CHECK(s.message()[0] == "Solved in 4 moves (par 2) in 1:05, no hints.");
        CHECK(s.message()[1] == "2 moves over par.");
        // The clock stops at the win.
        CHECK(s.elapsed(kT0 + std::chrono::hours(2)) == seconds(65));
    }
    SECTION("Chinese") {
        PlaySession s(custom("123456708", Lang::Zh), nullptr);
        REQUIRE(s.apply(key('h'), kT0));
        REQUIRE(s.apply(key('d'), kT0));
        REQUIRE_FALSE(s.message().empty());
        CHECK(starts_with(s.message()[0], "已解决"));
        CHECK(s.message()[0] == "已解决！共 1 步（最优 1 步），用时 0:00，提示 1 次。");
    }
    SECTION("a key after the win changes nothing") {
        PlaySession s(custom("123456708"), nullptr);
        REQUIRE(s.apply(key('d'), kT0));
        REQUIRE(s.apply(key('a'), kT0));
        CHECK(s.won());
        CHECK(s.game().moves() == 1);
        CHECK(s.message() ==
              std::vector<std::string>{"The board is already solved: N for a new puzzle."});
        REQUIRE(s.apply(key('h'), kT0));
        CHECK(s.game().hints() == 0);
        CHECK(s.message() ==
              std::vector<std::string>{"The board is already solved: N for a new puzzle."});
    }
}

TEST_CASE("the clock starts at the first move and stops at the win", "[session][clock]") {
    PlaySession s(shuffled(Difficulty::Easy, 4), nullptr);
    CHECK(s.elapsed(kT0 + seconds(100)) == milliseconds(0));
    const Clock::time_point first = kT0 + seconds(7);
    const Clock::time_point last = play_optimally(s, first, milliseconds(1500));
    CHECK(last - first == milliseconds(1500) * (s.game().par() - 1));
    CHECK(s.elapsed(last + std::chrono::hours(5)) ==
          std::chrono::duration_cast<milliseconds>(last - first));

    SECTION("undo after the win lets the clock run again") {
        REQUIRE(s.apply(key('u'), last + seconds(10)));
        CHECK_FALSE(s.won());
        CHECK(s.elapsed(last + seconds(10)) ==
              std::chrono::duration_cast<milliseconds>(last + seconds(10) - first));
    }
    SECTION("restart stops the clock until the next move") {
        REQUIRE(s.apply(key('r'), last + seconds(10)));
        CHECK(s.elapsed(last + seconds(20)) == milliseconds(0));
    }
}

TEST_CASE("undo takes a move back and says so, and with nothing to undo it says that",
          "[session][undo]") {
    PlaySession s(custom("123406758"), nullptr);
    REQUIRE(s.apply(key('u'), kT0));
    CHECK(s.message() == std::vector<std::string>{"Nothing to undo."});
    REQUIRE(s.apply(key('w'), kT0));
    REQUIRE(s.apply(key('a'), kT0));
    REQUIRE(s.apply(key('u'), kT0));
    CHECK(s.game().moves() == 1);
    CHECK(s.game().board() == board("103426758"));
    CHECK(s.message() == std::vector<std::string>{"Took a move back (1 move on the board)."});
    CHECK(s.game().undos() == 1);
}

TEST_CASE("restart, new game and a level change start over", "[session]") {
    PlaySession s(shuffled(Difficulty::Easy, 21), nullptr);
    const State start = s.game().start();
    REQUIRE(s.apply(key('h'), kT0));
    const DistanceTable table(s.game().goal());
    REQUIRE(s.apply(slide(*table.best_move(s.game().board())), kT0 + seconds(1)));

    SECTION("R: the same puzzle again, the hint still counted") {
        REQUIRE(s.apply(key('r'), kT0 + seconds(2)));
        CHECK(s.game().board() == start);
        CHECK(s.game().moves() == 0);
        CHECK(s.game().hints() == 1);
        CHECK(s.message() == std::vector<std::string>{"Back to the start."});
        CHECK_FALSE(s.highlighted().has_value());
    }
    SECTION("N: another puzzle at the same level") {
        REQUIRE(s.apply(key('n'), kT0 + seconds(2)));
        CHECK(s.game().start() != start);
        CHECK(s.game().board() == s.game().start());
        CHECK(s.game().moves() == 0);
        CHECK(s.game().hints() == 0);
        CHECK(s.level_name() == "easy");
        CHECK(s.message() == std::vector<std::string>{"New easy puzzle: par " +
                                                      std::to_string(s.game().par()) + "."});
        CHECK(s.game().par() <= 10);
        CHECK(s.game().par() % 2 == 0);
    }
    SECTION("3: a hard puzzle") {
        REQUIRE(s.apply(key('3'), kT0 + seconds(2)));
        CHECK(s.params().difficulty == Difficulty::Hard);
        CHECK(s.level_name() == "hard");
        CHECK(s.game().moves() == 0);
        CHECK(s.game().par() >= 2);
        CHECK(s.game().par() <= 31);  // 50 moves, but no board is further than 31
        CHECK(s.message() == std::vector<std::string>{"New hard puzzle: par " +
                                                      std::to_string(s.game().par()) + "."});
        REQUIRE(s.apply(key('2'), kT0 + seconds(3)));
        CHECK(s.level_name() == "medium");
        CHECK(s.params().difficulty == Difficulty::Medium);
    }
    SECTION("a level key leaves a custom board for a shuffle") {
        PlaySession c(custom("123456708"), nullptr);
        REQUIRE(c.apply(key('1'), kT0));
        CHECK(c.level_name() == "easy");
        CHECK_FALSE(c.params().start.has_value());
        CHECK(c.game().start() != board("123456708"));
    }
    SECTION("in Chinese the level has its Chinese name") {
        PlaySession z(shuffled(Difficulty::Easy, 21, Lang::Zh), nullptr);
        REQUIRE(z.apply(key('3'), kT0));
        CHECK(z.level_name() == "困难");
        CHECK(z.message() == std::vector<std::string>{"新的困难局：最优 " +
                                                      std::to_string(z.game().par()) + " 步。"});
    }
}

TEST_CASE("the same seed gives the same sequence of puzzles", "[session]") {
    PlaySession a(shuffled(Difficulty::Medium, 77), nullptr);
    PlaySession b(shuffled(Difficulty::Medium, 77), nullptr);
    PlaySession c(shuffled(Difficulty::Medium, 78), nullptr);
    std::vector<State> as, bs, cs;
    for (int i = 0; i < 6; ++i) {
        as.push_back(a.game().start());
        bs.push_back(b.game().start());
        cs.push_back(c.game().start());
        REQUIRE(a.apply(key('n'), kT0));
        REQUIRE(b.apply(key('n'), kT0));
        REQUIRE(c.apply(key('n'), kT0));
    }
    CHECK(as == bs);
    CHECK(as != cs);
}

TEST_CASE("Q quits, and help opens on ? and closes on any key", "[session]") {
    PlaySession s(custom("123456708"), nullptr);
    REQUIRE(s.apply(key('?'), kT0));
    CHECK(s.showing_help());
    SECTION("the key that closes the help does nothing else") {
        REQUIRE(s.apply(key('d'), kT0));
        CHECK_FALSE(s.showing_help());
        CHECK(s.game().moves() == 0);
        REQUIRE(s.apply(key('d'), kT0));
        CHECK(s.won());
    }
    SECTION("Q quits even from the help") {
        CHECK_FALSE(s.apply(key('q'), kT0));
    }
    SECTION("Q quits from the game") {
        REQUIRE(s.apply(key('x'), kT0));
        CHECK_FALSE(s.showing_help());
        CHECK_FALSE(s.apply(key('Q'), kT0));
    }
}

TEST_CASE("the solver plays the rest in exactly the optimal number of moves",
          "[session][autoplay]") {
    for (std::uint32_t seed : {1U, 2U, 3U}) {
        CAPTURE(seed);
        PlaySession s(shuffled(Difficulty::Hard, seed), nullptr);
        REQUIRE(s.apply(key('w'), kT0));  // a move of the player's first, if it is legal
        const int moves_before = s.game().moves();
        const int distance = s.game().distance();
        REQUIRE(s.apply(key('p'), kT0 + seconds(1)));
        CHECK(s.autoplaying());
        CHECK(s.message() == std::vector<std::string>{
                                 "The solver plays the last " + std::to_string(distance) +
                                 (distance == 1 ? " move" : " moves") + "; any key stops it."});
        int steps = 0;
        while (s.autoplaying() && steps < 100) {
            s.autoplay_step(kT0 + seconds(2 + steps));
            ++steps;
        }
        CHECK(steps == distance);
        CHECK(s.won());
        CHECK_FALSE(s.autoplaying());
        CHECK(s.game().moves() == moves_before + distance);
        REQUIRE_FALSE(s.message().empty());
        CHECK(starts_with(s.message().back(), "The solver finished it: "));
        s.autoplay_step(kT0 + seconds(500));  // harmless once done
        CHECK(s.game().moves() == moves_before + distance);
    }
}

TEST_CASE("autoplay can be stopped, and does nothing on a solved board", "[session][autoplay]") {
    PlaySession s(shuffled(Difficulty::Medium, 12), nullptr);
    REQUIRE(s.apply(key('p'), kT0));
    s.autoplay_step(kT0 + seconds(1));
    REQUIRE(s.autoplaying());
    s.stop_autoplay();
    CHECK_FALSE(s.autoplaying());
    CHECK(s.message() == std::vector<std::string>{"Stopped: your turn."});
    CHECK(s.game().moves() == 1);
    s.autoplay_step(kT0 + seconds(2));  // no longer playing: nothing happens
    CHECK(s.game().moves() == 1);

    PlaySession won(custom("123456708"), nullptr);
    REQUIRE(won.apply(key('d'), kT0));
    REQUIRE(won.apply(key('p'), kT0));
    CHECK_FALSE(won.autoplaying());
    CHECK(won.message() ==
          std::vector<std::string>{"The board is already solved: N for a new puzzle."});
}

TEST_CASE("a win by hand after stopping the solver says Solved, and is no record",
          "[session][autoplay]") {
    PlaySession s(shuffled(Difficulty::Easy, 31), nullptr);
    REQUIRE(s.apply(key('p'), kT0));
    s.autoplay_step(kT0 + seconds(1));
    s.stop_autoplay();
    play_optimally(s, kT0 + seconds(2));
    CAPTURE(s.message());
    REQUIRE_FALSE(s.message().empty());
    CHECK(starts_with(s.message()[0], "Solved in "));
    CHECK_FALSE(contains(joined(s.message()), "The solver finished it"));
    CHECK(contains(joined(s.message()), "Records count wins without hints or the solver."));
}

TEST_CASE("an unassisted win at a level is recorded with the injected time", "[session][records]") {
    support::TempDir dir;
    const std::string path = dir / "state/ninegrid/records";
    RecordStore store(path);
    REQUIRE_FALSE(store.load().has_value());

    PlaySession s(shuffled(Difficulty::Easy, 31), &store);
    const int par = s.game().par();
    const Clock::time_point first = kT0 + seconds(10);
    play_optimally(s, first, seconds(2));
    CAPTURE(s.message());
    CHECK(contains(joined(s.message()), "New best for easy!"));
    REQUIRE(store.records()[Difficulty::Easy].over_par.has_value());
    CHECK(*store.records()[Difficulty::Easy].over_par == 0);
    REQUIRE(store.records()[Difficulty::Easy].seconds.has_value());
    CHECK(*store.records()[Difficulty::Easy].seconds == 2.0 * (par - 1));
    CHECK_FALSE(store.records()[Difficulty::Medium].over_par.has_value());

    const std::optional<std::string> text = support::read_file(path);
    REQUIRE(text.has_value());
    CHECK(*text == "ninegrid-records 1\neasy 0 " + std::to_string(2 * (par - 1)) + ".00\n");
    // The best result of the level is there to be shown.
    CHECK(s.best_text() ==
          std::optional<std::string>("best easy: 0 moves over par, " +
                                     ninegrid::eight::format_clock(seconds(2 * (par - 1)))));
    PlaySession other_level(shuffled(Difficulty::Hard, 31), &store);
    CHECK_FALSE(other_level.best_text().has_value());
    PlaySession no_store(shuffled(Difficulty::Easy, 31), nullptr);
    CHECK_FALSE(no_store.best_text().has_value());

    SECTION("a slower, longer win improves nothing and says nothing of a record") {
        REQUIRE(s.apply(key('n'), kT0 + seconds(100)));
        const State start = s.game().board();
        const Move detour = start.legal_moves().front();
        REQUIRE(s.apply(slide(detour), kT0 + seconds(200)));
        REQUIRE(s.apply(slide(ninegrid::eight::opposite(detour)), kT0 + seconds(300)));
        play_optimally(s, kT0 + seconds(400), seconds(2));
        CHECK_FALSE(contains(joined(s.message()), "New best"));
        CHECK(s.message()[1] == "2 moves over par.");
        CHECK(support::read_file(path) == text);
    }
}

TEST_CASE("wins with hints, with the solver, or on a given board are not records",
          "[session][records]") {
    support::TempDir dir;
    const std::string path = dir / "records";
    RecordStore store(path);
    REQUIRE_FALSE(store.load().has_value());

    SECTION("a hint") {
        PlaySession s(shuffled(Difficulty::Easy, 31), &store);
        REQUIRE(s.apply(key('h'), kT0));
        play_optimally(s, kT0 + seconds(1));
        CHECK(contains(joined(s.message()), "Records count wins without hints or the solver."));
        CHECK(contains(joined(s.message()), "1 hint."));
    }
    SECTION("the solver played the rest") {
        PlaySession s(shuffled(Difficulty::Easy, 31), &store);
        REQUIRE(s.apply(key('p'), kT0));
        for (int i = 0; i < 50 && s.autoplaying(); ++i)
            s.autoplay_step(kT0 + seconds(i));
        REQUIRE(s.won());
    }
    SECTION("the solver played a little, then the player") {
        PlaySession s(shuffled(Difficulty::Easy, 31), &store);
        REQUIRE(s.apply(key('p'), kT0));
        s.autoplay_step(kT0 + seconds(1));
        s.stop_autoplay();
        play_optimally(s, kT0 + seconds(2));
    }
    SECTION("the solver played, then undo took its moves back") {
        PlaySession s(shuffled(Difficulty::Easy, 31), &store);
        REQUIRE(s.apply(key('p'), kT0));
        s.autoplay_step(kT0 + seconds(1));
        s.stop_autoplay();
        REQUIRE(s.apply(key('u'), kT0 + seconds(2)));
        play_optimally(s, kT0 + seconds(3));
    }
    SECTION("a board given with --start") {
        PlaySession s(custom("123406758"), &store);
        play_optimally(s, kT0);
        CHECK(s.message()[0] == "Solved in 2 moves (par 2) in 0:02, no hints.");
    }
    CHECK_FALSE(store.records()[Difficulty::Easy].over_par.has_value());
    CHECK_FALSE(store.records()[Difficulty::Medium].over_par.has_value());
    CHECK_FALSE(support::path_exists(path));
}

TEST_CASE("a restart does not wash out a hint or the solver: no record", "[session][records]") {
    support::TempDir dir;
    RecordStore store(dir / "records");
    REQUIRE_FALSE(store.load().has_value());
    SECTION("a hint, then R") {
        PlaySession s(shuffled(Difficulty::Hard, 8), &store);
        REQUIRE(s.apply(key('h'), kT0));
        REQUIRE(s.apply(key('r'), kT0));
        play_optimally(s, kT0 + seconds(1), seconds(1));
        CHECK(contains(joined(s.message()), "Solved in "));
        CHECK(contains(joined(s.message()), "Records count wins without hints or the solver."));
    }
    SECTION("the solver plays it, then R, then the same moves by hand") {
        PlaySession s(shuffled(Difficulty::Easy, 1), &store);
        REQUIRE(s.apply(key('p'), kT0));
        while (s.autoplaying())
            s.autoplay_step(kT0 + seconds(1));
        REQUIRE(s.won());
        REQUIRE(s.apply(key('r'), kT0 + seconds(2)));
        play_optimally(s, kT0 + seconds(3), seconds(1));
        CHECK(contains(joined(s.message()), "Solved in "));
    }
    CHECK_FALSE(store.records()[Difficulty::Hard].over_par.has_value());
    CHECK_FALSE(store.records()[Difficulty::Easy].over_par.has_value());
    CHECK_FALSE(support::path_exists(dir / "records"));
}

TEST_CASE("a records file that cannot be written is reported, and the game goes on",
          "[session][records]") {
    support::TempDir dir;
    RecordStore store(dir / "ninegrid/records");
    REQUIRE_FALSE(store.load().has_value());  // missing: fine
    // Then something takes the directory's name before the win.
    support::write_file(dir / "ninegrid", "not a directory\n");
    PlaySession s(shuffled(Difficulty::Easy, 2), &store);
    play_optimally(s, kT0);
    const std::string text = joined(s.message());
    CAPTURE(text);
    CHECK(contains(text, "Solved in "));
    CHECK(contains(text, "Could not save the records: "));
    CHECK(support::read_file(dir / "ninegrid") == std::string("not a directory\n"));
}

TEST_CASE("format_clock shows minutes and seconds, and hours when needed", "[session][clock]") {
    using ninegrid::eight::format_clock;
    CHECK(format_clock(milliseconds(0)) == "0:00");
    CHECK(format_clock(milliseconds(999)) == "0:00");
    CHECK(format_clock(seconds(7)) == "0:07");
    CHECK(format_clock(seconds(754)) == "12:34");
    CHECK(format_clock(seconds(3599)) == "59:59");
    CHECK(format_clock(seconds(3723)) == "1:02:03");
}

TEST_CASE("the clock runs from the first move to the win, and on after undoing to the start",
          "[session][clock]") {
    PlaySession s(custom("123456078"), nullptr);
    CHECK_FALSE(s.clock_running());
    REQUIRE(s.apply(key('d'), kT0));
    CHECK(s.clock_running());
    REQUIRE(s.apply(key('u'), kT0 + seconds(1)));
    CHECK(s.clock_running());  // the time spent so far still counts
    CHECK(s.elapsed(kT0 + seconds(3)) == seconds(3));
    REQUIRE(s.apply(key('d'), kT0 + seconds(4)));
    REQUIRE(s.apply(key('d'), kT0 + seconds(5)));
    REQUIRE(s.won());
    CHECK_FALSE(s.clock_running());
    CHECK(s.elapsed(kT0 + seconds(9)) == seconds(5));
}
