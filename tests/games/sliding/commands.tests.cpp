// SPDX-License-Identifier: MIT
// What the sliding puzzles' commands share: a board from the command line, the play command's
// boards, solve --batch's answer line, and the how-to-play text joined when it compiles.
#include "games/sliding/commands.hpp"

#include <sstream>
#include <string>
#include <vector>

#include "games/sliding/how_to_play.hpp"
#include "ninegrid/sliding/board_text.hpp"
#include "support/catch.hpp"

namespace sl = ninegrid::sliding;
using ninegrid::base::Lang;

namespace {

// The message of the UsageError `f` throws, or "<none>".
template <class F>
std::string usage_error(F f) {
    try {
        f();
    } catch (const ninegrid::base::UsageError& e) {
        return e.what();
    }
    return "<none>";
}

// The words a game would pass: its own say() for the names, to_compact for the boards.
std::string say(int m, Lang lang,
                std::initializer_list<std::pair<std::string_view, std::string>> values) {
    if (m == 0) return lang == Lang::En ? "start board" : "起始局面";
    if (m == 1) return lang == Lang::En ? "goal board" : "目标局面";
    std::string text = "no way from";
    for (const auto& [name, value] : values)
        text += " " + std::string(name) + "=" + value;
    return text;
}

constexpr ninegrid::base::OptionSpec kOptions[]{{"start", "BOARD"}, {"goal", "BOARD"}};

ninegrid::base::Args args_of(const std::vector<std::string>& words) {
    return ninegrid::base::Args(words, ninegrid::base::Options{kOptions}, "play");
}

}  // namespace

TEST_CASE("a board from the command line is read at its size, or refused in words",
          "[sliding][commands]") {
    CHECK(sl::board_argument("1 2 3 / 4 5 6 / 7 8 0", "goal", {3, 3}, Lang::En) ==
          sl::Board::goal({3, 3}));
    CHECK(sl::board_argument("2,1,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,0",
                             "start board", {5, 5}, Lang::En)
              .blank() == 24);
    CHECK(usage_error([] {
              sl::board_argument("12345678x", "start board", {3, 3}, Lang::En);
          }) ==
          "start board '12345678x': unexpected 'x' at column 9: cells are the digits 1-8 and the "
          "blank (0, _ or .)");
    CHECK(usage_error([] {
              sl::board_argument("1234", "起始局面", {4, 4}, Lang::Zh);
          }) == "起始局面“1234”：应为 16 格，实际为 4 格");
}

TEST_CASE("the play command's boards: the goal, a start, and a start that cannot reach it",
          "[sliding][commands]") {
    const sl::PlayWords words = sl::play_words<int>(say, 0, 1, 2, sl::to_compact, Lang::En);
    std::ostringstream err;
    const auto usual = sl::play_boards(args_of({}), {3, 4}, words, Lang::En, err);
    REQUIRE(usual);
    CHECK(usual->goal == sl::Board::goal({3, 4}));
    CHECK_FALSE(usual->start);
    const auto given = sl::play_boards(args_of({"--start", "123456708", "--goal", "123456780"}),
                                       {3, 3}, words, Lang::En, err);
    REQUIRE(given);
    REQUIRE(given->start);
    CHECK(sl::to_compact(*given->start) == "123456708");
    CHECK(err.str().empty());
    // Two tiles swapped: the other parity, said with the family's explanation.
    CHECK_FALSE(sl::play_boards(args_of({"--start", "213456780"}), {3, 3}, words, Lang::En, err));
    CHECK(err.str() ==
          "ninegrid: no way from start=213456780 goal=123456780 why=the start has 1 inversion "
          "(odd) and the goal has 0 inversions (even); every move keeps the parity of the "
          "inversion count, so they never meet.\n");
    CHECK(usage_error([] {
              std::ostringstream ignored;
              const sl::PlayWords w = sl::play_words<int>(say, 0, 1, 2, sl::to_compact, Lang::En);
              sl::play_boards(args_of({"--start", "1230"}), {2, 2}, w, Lang::En, ignored);
          }) == "the start board is already the goal: nothing to play");
    CHECK(usage_error([] {
              std::ostringstream ignored;
              const sl::PlayWords w = sl::play_words<int>(say, 0, 1, 2, sl::to_compact, Lang::Zh);
              sl::play_boards(args_of({"--goal", "12"}), {2, 2}, w, Lang::Zh, ignored);
          }) == "目标局面“12”：应为 4 格，实际为 2 格");
}

TEST_CASE("solve --batch's answer line: the length and the blank's moves, or \"0 -\"",
          "[sliding][commands]") {
    std::string out;
    sl::append_batch_moves(out, {});
    sl::append_batch_moves(out, {sl::Move::Right, sl::Move::Right, sl::Move::Down});
    CHECK(out == "0 -\n3 RRD\n");
}

TEST_CASE("the how-to-play text is the family's keys with the game's lines in their places",
          "[sliding][commands]") {
    static constexpr auto joined = sl::join_text("ab", "", "c\n");
    CHECK(joined.view() == "abc\n");
    static constexpr auto en = sl::how_to_play_en(sl::how_to_play::kClickRunEn,
                                                  "  Z                 next size\n", "Levels.\n");
    const std::string text(en.view());
    CHECK(text.find("Keys:\n  W A S D, arrows") == 0);
    CHECK(text.find("click             slide the tiles between") <
          text.find("H                 hint"));
    CHECK(text.find("R, N") < text.find("Z                 next size"));
    CHECK(text.find("Z                 next size") < text.find("P                 the solver"));
    CHECK(text.size() >= 9);
    CHECK(text.substr(text.size() - 9) == "\nLevels.\n");
    static constexpr auto zh = sl::how_to_play_zh(sl::how_to_play::kClickBesideZh, "", "难度。\n");
    CHECK(std::string(zh.view()).find("按键：\n") == 0);
    CHECK(std::string(zh.view()).find("紧挨空格") != std::string::npos);
}
