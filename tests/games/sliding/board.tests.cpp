// SPDX-License-Identifier: MIT
// The sliding family's engine at every size from 2x2 to 8x8: boards and moves, text both ways,
// the parity rule checked against the whole space of the small sizes, and deals.
#include "ninegrid/sliding/board.hpp"

#ifndef _WIN32  // mmap: the 2^31-cell test
#include <sys/mman.h>
#include <unistd.h>
#endif

#include <algorithm>
#include <cstdio>
#include <deque>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "base/rng.hpp"
#include "games/sliding/board_words.hpp"
#include "games/sliding/commands.hpp"
#include "games/sliding/texts.hpp"
#include "ninegrid/sliding/board_text.hpp"
#include "ninegrid/sliding/deal.hpp"
#include "ninegrid/sliding/solvability.hpp"
#include "support/catch.hpp"
#include "support/texts.hpp"

using ninegrid::sliding::Board;
using ninegrid::sliding::BoardProblem;
using ninegrid::sliding::Move;
using ninegrid::sliding::parse_board;
using ninegrid::sliding::Size;
namespace sl = ninegrid::sliding;

namespace {

std::vector<Size> every_size() {
    std::vector<Size> sizes;
    for (int w = sl::kMinSide; w <= sl::kMaxSide; ++w)
        for (int h = sl::kMinSide; h <= sl::kMaxSide; ++h)
            sizes.push_back({w, h});
    return sizes;
}

}  // namespace

TEST_CASE("the goal of every size has its tiles in order and the blank last", "[sliding]") {
    for (const Size size : every_size()) {
        CAPTURE(sl::size_text(size));
        const Board goal = Board::goal(size);
        REQUIRE(goal.cell_count() == size.width * size.height);
        CHECK(goal.blank() == goal.cell_count() - 1);
        for (int i = 0; i + 1 < goal.cell_count(); ++i)
            CHECK(goal[i] == i + 1);
        // From the bottom-right corner only up and left move.
        CHECK(goal.legal_moves() == std::vector<Move>{Move::Up, Move::Left});
    }
    CHECK_THROWS_AS(Board::goal(Size{1, 4}), std::invalid_argument);
    CHECK_THROWS_AS(Board::goal(Size{9, 2}), std::invalid_argument);
}

TEST_CASE("moves never wrap around a row, on boards wider than high and higher than wide",
          "[sliding]") {
    const Board wide = Board::goal({5, 2});  // 1 2 3 4 5 / 6 7 8 9 _
    Board b = wide;
    REQUIRE(b.apply(Move::Up));  // the blank to the top right corner
    CHECK(b.blank() == 4);
    CHECK_FALSE(b.can_move(Move::Right));
    CHECK_FALSE(b.can_move(Move::Up));
    CHECK(b.apply(Move::Left));
    CHECK(b[4] == 4);
    CHECK(sl::to_inline(b) == "1 2 3 _ 4 / 6 7 8 9 5");
    const Board tall = Board::goal({2, 5});
    CHECK(sl::replay(tall, {Move::Left, Move::Up, Move::Up, Move::Up, Move::Up}).has_value());
    CHECK_FALSE(sl::replay(tall, {Move::Left, Move::Left}).has_value());
    CHECK(sl::replay(tall, {Move::Up, Move::Down}) == tall);
}

TEST_CASE("a board is made only of a permutation of its cells", "[sliding]") {
    CHECK(sl::cells_problem({3, 2}, {1, 2, 3, 4, 5, 0}) == std::nullopt);
    CHECK(sl::cells_problem({3, 2}, {1, 2, 3, 4, 5}) == "5 cells, expected 6");
    CHECK(sl::cells_problem({3, 2}, {1, 2, 3, 4, 6, 0}) ==
          "tile 6 is out of range: the tiles are 1-5 and 0 is the blank");
    CHECK(sl::cells_problem({3, 2}, {1, 1, 3, 4, 2, 2}) ==
          "tile 1 appears twice and the blank and tile 5 are missing");
    CHECK(sl::cells_problem({3, 2}, {1, 2, 3, 4, 5, 5}) ==
          "tile 5 appears twice and the blank is missing");
    // Up to eight are named; past eight, their count and the first six.
    CHECK(sl::cells_problem({3, 3}, std::vector<int>(9, 1)) ==
          "tile 1 appears 9 times and the blank, tile 2, tile 3, tile 4, tile 5, tile 6, tile 7 "
          "and tile 8 are missing");
    CHECK(sl::cells_problem({2, 5}, std::vector<int>(10, 1)) ==
          "tile 1 appears 10 times and 9 are missing (the blank, tile 2, tile 3, tile 4, tile 5, "
          "tile 6, ...)");
    CHECK_THROWS_AS(Board(Size{3, 2}, {1, 2, 3, 4, 5, 5}), std::invalid_argument);
}

TEST_CASE("every size's board goes to text and back, in both forms", "[sliding][text]") {
    ninegrid::base::Rng rng(7);
    for (const Size size : every_size()) {
        CAPTURE(sl::size_text(size));
        const Board goal = Board::goal(size);
        for (int i = 0; i < 5; ++i) {
            const Board b = sl::random_board(goal, rng);
            for (const std::string& text : {sl::to_compact(b), sl::to_inline(b)}) {
                CAPTURE(text);
                const sl::BoardParse parsed = parse_board(text, size);
                REQUIRE(parsed);
                CHECK(*parsed.board == b);
            }
            // The rows, joined by '/', read back too.
            std::string rows;
            for (const std::string& r : sl::board_rows(b))
                rows += (rows.empty() ? "" : " / ") + r;
            CHECK(*parse_board(rows, size).board == b);
        }
        // The compact form is one word: hex up to 16 cells, numbers with commas beyond.
        const std::string compact = sl::to_compact(goal);
        CHECK(compact.find(' ') == std::string::npos);
        CHECK((compact.find(',') == std::string::npos) == (size.cells() <= 16));
    }
}

TEST_CASE("the text of a board is read as its size writes it", "[sliding][text]") {
    // Up to 10 cells every digit is a cell, as the 8-puzzle always read them.
    CHECK(parse_board("123/456/780", {3, 3}));
    CHECK(parse_board("1 2 3 4 5 6 7 8 _", {3, 3}));
    CHECK(*parse_board("12 34 56 78 0", {3, 3}).board == Board::goal({3, 3}));
    CHECK(*parse_board("1230", {2, 2}).board == Board::goal({2, 2}));
    // 11 to 16 cells: hex digits without separators, decimal numbers with them.
    CHECK(*parse_board("123456789AB0", {4, 3}).board == Board::goal({4, 3}));
    CHECK(*parse_board("1 2 3 4 5 6 7 8 9 10 11 0", {3, 4}).board == Board::goal({3, 4}));
    // Beyond 16: numbers, with commas, spaces and '/' between rows.
    CHECK(*parse_board("1,2,3,4,5/6,7,8,9,10/11,12,13,14,15/16,17,18,19,20/21,22,23,24,_", {5, 5})
               .board == Board::goal({5, 5}));

    SECTION("a number out of range") {
        const sl::BoardParse p = parse_board("123456789", {3, 3});
        CHECK(p.problem.kind == BoardProblem::Kind::OutOfRange);
        CHECK(p.problem.number == "9");
        CHECK(p.error == "tile 9 is out of range: the tiles are 1-8 and the blank is 0, _ or .");
        const sl::BoardParse big = parse_board("1 2 3 99999999999999999999 5", {4, 4});
        CHECK(big.problem.kind == BoardProblem::Kind::OutOfRange);
        CHECK(big.problem.number == "99999999999999999999");
        CHECK(parse_board("123456789abc", {4, 3}).problem.kind == BoardProblem::Kind::OutOfRange);
    }
    SECTION("a character that is no cell, by column") {
        const sl::BoardParse p = parse_board("1,2,3,x", {2, 2});
        CHECK(p.problem.kind == BoardProblem::Kind::BadChar);
        CHECK(p.problem.column == 7);
        CHECK(p.error ==
              "unexpected 'x' at column 7: cells are the digits 1-3 and the blank (0, "
              "_ or .)");
        CHECK(parse_board("1 2 3a", {5, 5}).problem.column == 6);
        const sl::BoardParse hex = parse_board("12345678abg0", {3, 4});
        CHECK(hex.error ==
              "unexpected 'g' at column 11: cells are the hex digits 1-9, a-b and the "
              "blank (0, _ or .)");
    }
    SECTION("rows and counts") {
        const sl::BoardParse row = parse_board("1 2 3 / 4 5 / 6 7 0", {3, 3});
        CHECK(row.problem.kind == BoardProblem::Kind::RowCells);
        CHECK(row.problem.row == 2);
        CHECK(row.error == "row 2 has 2 cells, expected 3");
        const sl::BoardParse rows = parse_board("1234/5670", {4, 3});
        CHECK(rows.problem.kind == BoardProblem::Kind::RowCount);
        CHECK(rows.error == "expected 3 rows separated by '/', got 2");
        const sl::BoardParse count = parse_board("1 2 3 4 5", {5, 5});
        CHECK(count.problem.kind == BoardProblem::Kind::CellCount);
        CHECK(count.problem.count == 5);
        CHECK(count.error == "expected 25 cells, got 5");
        const sl::BoardParse empty = parse_board("  ", {2, 3});
        CHECK(empty.problem.kind == BoardProblem::Kind::Empty);
        CHECK(empty.error == "empty board: expected 6 cells, e.g. 123450 or 12/34/50");
    }
    SECTION("a tile twice, and what is missing") {
        const sl::BoardParse p = parse_board("123456580", {3, 3});
        CHECK(p.problem.kind == BoardProblem::Kind::Repeated);
        CHECK(p.problem.tile == 5);
        CHECK(p.problem.count == 2);
        CHECK(p.problem.missing == std::vector<int>{7});
        CHECK(p.problem.size == Size{3, 3});
        const sl::BoardParse blank = parse_board("1 2 3 3", {2, 2});
        CHECK(blank.problem.missing == std::vector<int>{0});
    }
}

TEST_CASE("sizes are read as WxH", "[sliding][text]") {
    CHECK(sl::parse_size("5x5") == Size{5, 5});
    CHECK(sl::parse_size("3X4") == Size{3, 4});
    CHECK(sl::parse_size("8x2") == Size{8, 2});
    for (const char* bad :
         {"", "x", "5", "5x", "x5", "1x4", "9x9", "4x4x4", "a x b", " 4x4", "04x4x", "100x2"})
        CHECK_FALSE(sl::parse_size(bad).has_value());
}

TEST_CASE("the parity decides reachability: the whole space of the small sizes", "[sliding]") {
    // Every board the goal reaches, by breadth-first search; the parity must say yes for each of
    // them and no for the same boards with two tiles exchanged, and they must be cells!/2.
    for (const Size size :
         {Size{2, 2}, Size{3, 2}, Size{2, 3}, Size{4, 2}, Size{2, 4}, Size{3, 3}, Size{5, 2}}) {
        CAPTURE(sl::size_text(size));
        const Board goal = Board::goal(size);
        std::set<std::string> seen{sl::to_compact(goal)};
        std::deque<Board> queue{goal};
        while (!queue.empty()) {
            const Board b = queue.front();
            queue.pop_front();
            for (const Move m : b.legal_moves()) {
                const Board next = b.moved(m);
                if (seen.insert(sl::to_compact(next)).second) queue.push_back(next);
            }
        }
        long factorial = 1;
        for (int i = 2; i <= size.cells(); ++i)
            factorial *= i;
        CHECK(static_cast<long>(seen.size()) == factorial / 2);
        int checked = 0;
        for (const std::string& text : seen) {
            if (++checked % 7 != 0 && size.cells() > 8) continue;  // a sample of the larger ones
            const Board b = *parse_board(text, size).board;
            CHECK(sl::is_solvable(b, goal));
            std::vector<int> swapped = b.cell_values();
            const std::size_t first = swapped[0] == 0 ? 1 : 0;
            const std::size_t second = swapped[first + 1] == 0 ? first + 2 : first + 1;
            std::swap(swapped[first], swapped[second]);
            CHECK_FALSE(sl::is_solvable(Board(size, swapped), goal));
        }
    }
}

TEST_CASE("the parity on boards too large to search: walks keep it", "[sliding]") {
    ninegrid::base::Rng rng(11);
    for (const Size size : every_size()) {
        const Board goal = Board::goal(size);
        const Board walked = sl::random_walk(goal, 200, rng);
        CHECK(sl::is_solvable(walked, goal));
        CHECK(walked != goal);
        const sl::ParityTerms t = sl::parity_terms(walked);
        CHECK(t.counts_row == (size.width % 2 == 0));
        CHECK(t.blank_row == size.height - walked.blank() / size.width);
    }
}

TEST_CASE("random boards reach the goal, are never it, and are spread over the space",
          "[sliding]") {
    ninegrid::base::Rng rng(3);
    const Board goal = Board::goal({2, 2});
    std::map<std::string, int> counts;
    for (int i = 0; i < 2200; ++i) {
        const Board b = sl::random_board(goal, rng);
        REQUIRE(sl::is_solvable(b, goal));
        REQUIRE(b != goal);
        ++counts[sl::to_compact(b)];
    }
    // 4!/2 - 1 = 11 boards, each drawn about 200 times.
    CHECK(counts.size() == 11);
    for (const auto& [text, n] : counts) {
        CAPTURE(text);
        CHECK(n > 120);
        CHECK(n < 290);
    }
    for (const Size size : every_size()) {
        const Board g = Board::goal(size);
        CHECK(sl::is_solvable(sl::random_board(g, rng), g));
    }
}

TEST_CASE("the words of every board problem say in English what the engine says, at every size",
          "[sliding][text]") {
    using ninegrid::base::Lang;
    const std::vector<std::pair<Size, std::string>> cases{
        {{3, 3}, ""},
        {{5, 5}, " "},
        {{3, 3}, "123456789"},
        {{4, 4}, "1 2 3 40"},
        {{2, 2}, "12x"},
        {{4, 3}, "12345678abg0"},
        {{6, 6}, "1 2 3 a"},
        {{3, 3}, "123/4567/80"},
        {{4, 2}, "1234/5670/1234"},
        {{5, 5}, "1 2 3"},
        {{3, 3}, "123456580"},
        {{4, 4}, "1111111111111111"},
        {{2, 3}, "1 2 3 3 3 0"},
        // A number too long to repeat whole: elided alike in both.
        {{4, 3}, std::string(600, '3') + " 1"},
        // 55 values missing: named by their count and the first few, so that the message is
        // never cut short (found by fuzz_sliding_board).
        {{8, 7},
         [] {
             std::string ones = "1";
             for (int i = 1; i < 56; ++i)
                 ones += ",1";
             return ones;
         }()},
    };
    for (const auto& [size, text] : cases) {
        CAPTURE(sl::size_text(size), text);
        const sl::BoardParse parsed = parse_board(text, size);
        REQUIRE_FALSE(parsed);
        CHECK(sl::board_problem_text(parsed.problem, Lang::En) == parsed.error);
        const std::string zh = sl::board_problem_text(parsed.problem, Lang::Zh);
        CHECK_FALSE(zh.empty());
        CHECK(zh != parsed.error);
    }
}

#ifndef _WIN32  // maps 2^31 bytes with mmap
TEST_CASE("more than 2^31 cells are counted and never stored past the board",
          "[sliding][text][slow]") {
    // A counter of int goes negative past 2^31 cells and writes outside the board. The text is
    // one MiB of '1's mapped 2049 times in a row: 2 GiB of address space, 1 MiB of memory. Read
    // as the 8-puzzle reads it (a digit a cell) and as the 15-puzzle does (a hex digit a cell).
    constexpr std::size_t kChunk = std::size_t{1} << 20;
    constexpr std::size_t kChunks = 2049;
    constexpr std::size_t kBytes = kChunk * kChunks;  // 2^31 + 2^20
    std::FILE* file = std::tmpfile();
    REQUIRE(file != nullptr);
    const int fd = ::fileno(file);
    const std::string ones(kChunk, '1');
    REQUIRE(::write(fd, ones.data(), ones.size()) == static_cast<ssize_t>(ones.size()));
    void* area =
        ::mmap(nullptr, kBytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    REQUIRE(area != MAP_FAILED);
    char* const text = static_cast<char*>(area);
    bool mapped = true;
    for (std::size_t i = 0; i < kChunks && mapped; ++i) {
        mapped = ::mmap(text + i * kChunk, kChunk, PROT_READ, MAP_SHARED | MAP_FIXED, fd, 0) !=
                 MAP_FAILED;
    }
    std::string nine = "<not run>";
    std::string sixteen = "<not run>";
    if (mapped) {
        nine = parse_board(std::string_view(text, kBytes), {3, 3}).error;
        sixteen = parse_board(std::string_view(text, kBytes), {4, 4}).error;
    }
    ::munmap(area, kBytes);
    std::fclose(file);
    REQUIRE(mapped);
    CHECK(nine == "expected 9 cells, got 2148532224");
    CHECK(sixteen == "expected 16 cells, got 2148532224");
}
#endif

TEST_CASE("the parity is explained by inversions on odd widths and with the blank's row on even",
          "[sliding][text]") {
    using ninegrid::base::Lang;
    const Board odd = *parse_board("213456780", {3, 3}).board;
    CHECK(sl::parity_explanation(sl::check_solvability(odd, Board::goal({3, 3})), Lang::En) ==
          "the start has 1 inversion (odd) and the goal has 0 inversions (even); every move "
          "keeps the parity of the inversion count, so they never meet.");
    const Board even = *parse_board("2 1 3 4 5 6 7 0", {4, 2}).board;
    CHECK(sl::parity_explanation(sl::check_solvability(even, Board::goal({4, 2})), Lang::En) ==
          "the start has 1 inversion + the blank in row 1 from the bottom = even and the goal has "
          "0 inversions + the blank in row 1 from the bottom = odd; no move changes the parity of "
          "their sum, so they never meet");
    CHECK(sl::parity_explanation(sl::check_solvability(even, Board::goal({4, 2})), Lang::Zh)
              .find("倒数第 1 行") != std::string::npos);
}

TEST_CASE("the family's words are said in both languages with the same placeholders",
          "[sliding][texts]") {
    support::check_catalogue(ninegrid::sliding::board_word_texts());
    support::check_catalogue(ninegrid::sliding::command_word_texts());
    support::check_catalogue(ninegrid::sliding::sliding_text_pairs());
}
