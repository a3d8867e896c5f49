// SPDX-License-Identifier: MIT
// `ninegrid link` through a pipe: games cleared by keys computed from `link solve`, refused
// pairs, a dead end, the solver playing, quitting, and the options that are refused.
#include <algorithm>
#include <chrono>
#include <sstream>
#include <string>
#include <vector>

#include "games/link/support/boards.hpp"
#include "ninegrid/link/board.hpp"
#include "ninegrid/link/board_text.hpp"
#include "support/catch.hpp"
#include "support/run_program.hpp"
#include "support/temp_dir.hpp"
#include "support/text.hpp"

using ninegrid::link::Board;
using ninegrid::link::Point;
using support::contains;
using support::ProgramResult;

namespace {

// Boards as in play.tests.cpp. Default rules: A at the corners of the top row join over the ring,
// A and B side by side differ, the two X have no path; the board can be cleared.
const std::string kSelections = "AB.A\nCXCB\nDDX.\n";
// Default rules: clearable, but not after removing the A at 0,0 and 1,0.
const std::string kDeadEnd = "AABC\nABAC\n";

// Runs the program with fresh state and configuration folders (never the user's) and a fixed
// locale, so the language comes from --lang only.
ProgramResult run(const std::vector<std::string>& args, const std::string& input = {}) {
    const support::TempDir state;
    const support::TempDir config;
    ProgramResult r =
        support::run_program(NINEGRID_BINARY, args, input, std::chrono::seconds(60),
                             {"XDG_STATE_HOME=" + state.path(), "XDG_CONFIG_HOME=" + config.path(),
                              "LC_ALL", "LC_MESSAGES", "LANG=C.UTF-8"});
    INFO("stdout: " << r.out);
    INFO("stderr: " << r.err);
    REQUIRE_FALSE(r.timed_out);
    REQUIRE(r.signal == 0);
    return r;
}

Point point_of(const std::string& word) {
    const std::size_t comma = word.find(',');
    REQUIRE(comma != std::string::npos);
    return {std::stoi(word.substr(0, comma)), std::stoi(word.substr(comma + 1))};
}

struct Move {
    Point a;
    Point b;
};

// The clearing order `link solve` prints: a line "r1,c1 r2,c2 path ..." per removal, then
// "solved".
std::vector<Move> clearing_order(const std::string& solve_output) {
    std::vector<Move> moves;
    std::istringstream lines(solve_output);
    std::string line;
    bool solved = false;
    while (std::getline(lines, line)) {
        if (line == "solved") {
            solved = true;
            break;
        }
        std::istringstream words(line);
        std::string a, b, path;
        words >> a >> b >> path;
        REQUIRE(path == "path");
        moves.push_back({point_of(a), point_of(b)});
    }
    REQUIRE(solved);
    return moves;
}

// The keys that walk the cursor from `from` to `to` (W A S D), then select there (Space).
std::string keys_to(Point& from, Point to) {
    std::string keys;
    for (; from.row < to.row; ++from.row)
        keys += 's';
    for (; from.row > to.row; --from.row)
        keys += 'w';
    for (; from.col < to.col; ++from.col)
        keys += 'd';
    for (; from.col > to.col; --from.col)
        keys += 'a';
    return keys + ' ';
}

// The keys of a whole clearing order, from the cursor's start at 0,0: the cursor stays where the
// last tile was selected.
std::string keys_for(const std::vector<Move>& moves) {
    Point cursor{0, 0};
    std::string keys;
    for (const Move& m : moves) {
        keys += keys_to(cursor, m.a);
        keys += keys_to(cursor, m.b);
    }
    return keys;
}

// The board as a pipe prints it: the columns numbered above, each row after its number, three
// columns a cell, the cursor as [A] (no selection).
std::string plain(const Board& board, Point cursor) {
    const auto right = [](int n) { return (n < 10 ? " " : "") + std::to_string(n); };
    std::string out = "  ";
    for (int c = 0; c < board.cols(); ++c)
        out += " " + right(c);
    out += "\n";
    for (int r = 0; r < board.rows(); ++r) {
        std::string line = right(r) + " ";
        for (int c = 0; c < board.cols(); ++c) {
            const bool here = Point{r, c} == cursor;
            line += (here ? "[" : " ") +
                    std::string(1, ninegrid::link::kind_char(board.at({r, c}))) +
                    (here ? "]" : " ");
        }
        while (line.back() == ' ')
            line.pop_back();
        out += line + "\n";
    }
    return out;
}

// The board text of the plain board printed from the start of `text` (its cells, without the
// numbers and marks).
std::string unlabelled(const std::string& text) {
    std::istringstream lines(text);
    std::string line;
    std::getline(lines, line);  // the column numbers
    std::string out;
    while (std::getline(lines, line)) {
        if (line.size() < 5 || line[1] < '0' || line[1] > '9') break;  // not a row: the status
        std::string row;
        for (std::size_t at = 4; at < line.size(); at += 3)
            row += line[at];
        out += row + "\n";
    }
    return out;
}

// The boards after each removal (no gravity), each followed by its status line, appear in
// `out` in order; the cursor is where the second tile was selected.
void check_boards_printed(const std::string& out, Board board, const std::vector<Move>& moves,
                          const std::string& level) {
    std::size_t at = 0;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        ninegrid::link::remove_pair(board, moves[i].a, moves[i].b, ninegrid::link::Rules{});
        const std::string printed =
            plain(board, moves[i].b) + level + "   moves " + std::to_string(i + 1) + "   time ";
        CAPTURE(i, printed);
        at = out.find(printed, at);
        REQUIRE(at != std::string::npos);
    }
}

// The part of `text` after the first `marker` (all of it when there is none).
std::string after(const std::string& text, const std::string& marker) {
    const std::size_t at = text.find(marker);
    return at == std::string::npos ? text : text.substr(at + marker.size());
}

}  // namespace

TEST_CASE("a board file is cleared by the keys of link solve's order", "[link][play][pipe]") {
    const support::TempDir dir;
    const std::string file = dir / "board.txt";
    support::write_file(file, kSelections);
    const ProgramResult solved = run({"link", "solve", file});
    REQUIRE(solved.exit_code == 0);
    const std::vector<Move> moves = clearing_order(solved.out);
    REQUIRE(moves.size() == 5);

    const ProgramResult r = run({"link", "--board", file}, keys_for(moves));
    CHECK(r.exit_code == 0);
    CHECK(r.err.empty());
    CHECK(contains(r.out, "\nBoard cleared: 5 pairs in "));
    CHECK(contains(r.out, ", no hints, 0 shuffles.\n"));
    CHECK(contains(r.out, "cleared"));
    CHECK(contains(r.out, "\nRemoved A at 0,0 and 0,3: 4 pairs left.\n"));
    check_boards_printed(r.out, support::link::board(kSelections), moves, "custom");
    CHECK(contains(r.out, plain(Board(3, 4), moves.back().b) + "custom   moves 5   time "));
    CHECK_FALSE(contains(r.out, "\x1b"));  // a pipe gets plain text
}

TEST_CASE("a dealt game is cleared the same way, and P clears it too", "[link][play][pipe]") {
    const std::vector<std::string> game{"link", "--seed", "7", "--level", "easy"};
    const ProgramResult first = run(game);
    REQUIRE(first.exit_code == 0);
    // The board: the rows printed after the title, the rules and "New easy puzzle.".
    const std::string intro = "New easy puzzle.\n";
    const std::size_t from = first.out.find(intro);
    REQUIRE(from != std::string::npos);
    const std::size_t to = first.out.find("easy   moves 0", from);
    REQUIRE(to != std::string::npos);
    const std::string text =
        unlabelled(first.out.substr(from + intro.size(), to - from - intro.size()));
    const Board board = support::link::board(text);
    REQUIRE(board.rows() == 8);
    REQUIRE(board.cols() == 10);
    REQUIRE(board.tiles() == 80);
    CHECK(run(game).out == first.out);  // the seed deals it again

    const ProgramResult solved = run({"link", "solve", "-"}, text);
    REQUIRE(solved.exit_code == 0);
    const std::vector<Move> moves = clearing_order(solved.out);
    REQUIRE(moves.size() == 40);

    const ProgramResult r = run(game, keys_for(moves));
    CHECK(r.exit_code == 0);
    CHECK(r.err.empty());
    CHECK(contains(r.out, "\nBoard cleared: 40 pairs in "));
    CHECK_FALSE(contains(r.out, "New best"));  // records belong to a person at a terminal
    check_boards_printed(r.out, board, moves, "easy");

    const ProgramResult p = run(game, "p");
    CHECK(p.exit_code == 0);
    CHECK(contains(p.out, "The solver finished it: 40 moves in all."));
    CHECK(contains(p.out, "Board cleared: 40 pairs in"));
    CHECK(contains(p.out, " 7  .  .  .  .  .  .  .  .  .  .\neasy   moves 40   time "));
    CHECK_FALSE(contains(p.out, "New best"));
}

TEST_CASE("pairs of different tiles and pairs without a path are refused", "[link][play][pipe]") {
    const support::TempDir dir;
    const std::string file = dir / "board.txt";
    support::write_file(file, kSelections);
    // A at 0,0, then B at 0,1; X at 1,1 (after B); then X at 2,2; the empty 0,2.
    const ProgramResult r = run({"link", "--board", file}, " d s sd ww ");
    CHECK(r.exit_code == 0);
    CHECK(r.err.empty());
    CHECK(contains(r.out, "\nDifferent tiles: A and B; B at 0,1 is selected now.\n"));
    CHECK(contains(r.out, "\nDifferent tiles: B and X; X at 1,1 is selected now.\n"));
    CHECK(contains(
        r.out, "\nNo path with at most two turns joins X at 1,1 and 2,2; 2,2 is selected now.\n"));
    CHECK(contains(r.out, "\nNo tile under the cursor.\n"));
    CHECK_FALSE(contains(r.out, "Removed"));
    CHECK(contains(r.out, "\nEnd of input.\n"));
}

TEST_CASE("the cursor stops at the edges, and Esc clears the selection", "[link][play][pipe]") {
    const support::TempDir dir;
    const std::string file = dir / "board.txt";
    support::write_file(file, kSelections);
    // Esc then a newline: an Esc followed by a letter would be Alt and the letter.
    const ProgramResult r = run({"link", "--board", file}, "wa dddd\x1b\nsss");
    CHECK(r.exit_code == 0);
    CHECK(contains(r.out, "\nThe cursor is at the top edge of the board.\n"));
    CHECK(contains(r.out, "\nThe cursor is at the left edge of the board.\n"));
    CHECK(contains(r.out, "\nThe cursor is at the right edge of the board.\n"));
    CHECK(contains(r.out, "\nSelection cleared.\n"));
    CHECK(contains(r.out, "\nThe cursor is at the bottom edge of the board.\n"));
    CHECK(contains(r.out, "\nEnd of input.\n"));  // Esc cleared the selection: no quit
}

// A dead end must be told at once, in the printout after the move, and P after such a move
// says why it cannot finish.
TEST_CASE("a removal that makes the board unclearable is told in the next printout",
          "[link][play][pipe]") {
    const support::TempDir dir;
    const std::string file = dir / "board.txt";
    support::write_file(file, kDeadEnd);
    const ProgramResult r = run({"link", "--board", file}, " s u");
    CHECK(r.exit_code == 0);
    const std::string removal = after(r.out, plain(support::link::board(".ABC\n.BAC\n"), {1, 0}));
    const std::string undo = after(r.out, "\n> u\n");
    CHECK(contains(removal, "No longer clearable: U undoes it."));
    CHECK_FALSE(contains(undo, "No longer clearable"));

    // After a removal off the solver's order (the C), P plays to the end.
    const ProgramResult p = run({"link", "--board", file}, "ddd s p");
    CHECK(contains(p.out, "\nRemoved C at 0,3 and 1,3: 3 pairs left.\n"));
    CHECK(contains(p.out, "The solver finished it: 4 moves in all."));
}

TEST_CASE("after a dead end, U takes the removal back", "[link][play][pipe]") {
    const support::TempDir dir;
    const std::string file = dir / "board.txt";
    support::write_file(file, kDeadEnd);
    const ProgramResult r = run({"link", "--board", file}, " s u");
    CHECK(r.exit_code == 0);
    CHECK(contains(r.out, "\nRemoved A at 0,0 and 1,0: 3 pairs left.\n"));
    const std::string undo = after(r.out, "\n> u\n");
    CHECK(undo.rfind(plain(support::link::board(kDeadEnd), {1, 0}) + "custom   moves 0   time ",
                     0) == 0);
    CHECK(
        contains(undo, "   4 pairs left   shuffles 0\nTook a move back (0 moves on the board).\n"));
}

TEST_CASE("H, F and q speak up in a pipe", "[link][play][pipe]") {
    const support::TempDir dir;
    const std::string file = dir / "board.txt";
    support::write_file(file, kSelections);
    const ProgramResult r = run({"link", "--board", file}, "hfqny");
    CHECK(r.exit_code == 0);
    CHECK(contains(r.out, "\nHint: A at 0,0 and 0,3 (two turns); the board stays clearable.\n"));
    CHECK(contains(r.out, "\nShuffled the tiles (1 shuffle).\n"));
    CHECK(contains(r.out, "shuffles 1\n"));
    CHECK(contains(r.out, "\nQuit this game? y: quit, any other key: play on.\n"));
    CHECK(contains(r.out, "\nNothing to redo.\n"));  // n played on; y is redo
    CHECK_FALSE(contains(r.out, "Bye"));
    const ProgramResult quit = run({"link", "--board", file}, "fqy");
    CHECK(quit.exit_code == 0);
    CHECK(contains(quit.out, "\nBye (0 moves on the board).\n"));  // a shuffle is no move
    CHECK_FALSE(contains(quit.out, "End of input."));
}

TEST_CASE("a deal of any size is proven clearable, and so is a shuffle of it",
          "[link][play][pipe][built]") {
    for (const std::vector<std::string>& rules :
         {std::vector<std::string>{}, {"--no-border"}, {"--gravity"}}) {
        for (const char* side : {"32", "64"}) {
            std::vector<std::string> args{"link",    "--rows", side,     "--cols", side,
                                          "--kinds", "2",      "--seed", "3"};
            args.insert(args.end(), rules.begin(), rules.end());
            INFO(side << " " << (rules.empty() ? "" : rules[0]));
            // H at once: the deal came with its clearing order, so the hint keeps it clearable.
            const ProgramResult r = run(args, "hfh");
            CHECK(r.exit_code == 0);
            CHECK(contains(r.out, "); the board stays clearable.\n"));
            CHECK(contains(r.out, "\nShuffled the tiles (1 shuffle).\n"));
            CHECK_FALSE(contains(r.out, "no arrangement found that can be cleared"));
            CHECK_FALSE(contains(r.out, "is not known"));
            CHECK_FALSE(contains(r.out, "cannot be cleared"));
        }
    }
}

TEST_CASE("link play refuses boards and options it cannot play", "[link][play][pipe][options]") {
    const support::TempDir dir;
    const std::string odd = dir / "odd.txt";
    support::write_file(odd, "AB\nBA\nA.\n");
    const ProgramResult r = run({"link", "--board", odd});
    CHECK(r.exit_code == 1);
    CHECK(contains(r.err, "kind 'A' has 3 tiles, but tiles leave in pairs"));
    CHECK(r.out.empty());

    const std::string good = dir / "good.txt";
    support::write_file(good, kSelections);
    const ProgramResult level = run({"link", "--board", good, "--level", "easy"});
    CHECK(level.exit_code == 2);
    CHECK(contains(level.err, "--board plays the board it gives: --level does not apply"));

    const ProgramResult cells = run({"link", "--rows", "3", "--cols", "3"});
    CHECK(cells.exit_code == 2);
    CHECK(contains(cells.err, "3x3 = 9 cells is odd, but tiles come in pairs"));

    // A board from standard input leaves no keys to play it with where there is no terminal.
    const ProgramResult piped = run({"link", "--board", "-"}, kSelections);
    CHECK(piped.exit_code == 2);
    CHECK(contains(piped.err,
                   "--board - reads the board from standard input and then the keys "
                   "from the terminal, and there is no terminal to play at"));
    CHECK(piped.out.empty());

    const ProgramResult nope = run({"link", "--level", "nope"});
    CHECK(nope.exit_code == 2);
    CHECK(contains(nope.err, "unknown level 'nope'"));
    CHECK(nope.out.empty());
}

TEST_CASE("link play speaks Chinese with --lang zh", "[link][play][pipe][zh]") {
    const support::TempDir dir;
    const std::string file = dir / "board.txt";
    support::write_file(file, kSelections);
    const ProgramResult r = run({"link", "--board", file, "--lang", "zh"}, "w d ");
    CHECK(r.exit_code == 0);
    CHECK(contains(r.out, "ninegrid - 连连看\n"));
    CHECK(contains(r.out, "光标已在棋盘的上边。"));
    CHECK(contains(r.out, "不是同一种牌：A 和 B；现在选中的是 0,1 的 B。"));
    CHECK(contains(r.out, "输入结束。"));
    const ProgramResult dealt = run({"link", "--lang", "zh", "--seed", "7"});
    CHECK(contains(dealt.out, "新的简单局。"));
}

TEST_CASE("help link play names every option of link play in its usage, --lang too",
          "[link][play][pipe][options]") {
    // The options the parser takes, as `help --commands` lists them for tools.
    const ProgramResult commands = run({"help", "--commands"});
    REQUIRE(commands.exit_code == 0);
    std::istringstream lines(commands.out);
    std::string line;
    std::vector<std::string> options;
    while (std::getline(lines, line)) {
        if (line.rfind("link play ", 0) != 0) continue;
        std::istringstream words(line.substr(10));
        for (std::string w; words >> w;)
            if (w != "--help") options.push_back(w);
    }
    REQUIRE_FALSE(options.empty());
    for (const std::string lang : {"en", "zh"}) {
        CAPTURE(lang);
        const ProgramResult help = run({"help", "link", "play", "--lang", lang});
        REQUIRE(help.exit_code == 0);
        const std::string usage = help.out.substr(0, help.out.find("\n\n"));
        for (const std::string& option : options) {
            CAPTURE(option);
            // "[--lang en|zh]", "[--border|--no-border]"
            CHECK((contains(usage, "[" + option) || contains(usage, "|" + option + "]")));
        }
        CHECK(contains(help.out, "\n  --lang en|zh "));
    }
}

TEST_CASE("keys that only move the cursor share one line, and a line of input ends with the board",
          "[link][play][pipe]") {
    const support::TempDir dir;
    const std::string file = dir / "board.txt";
    support::write_file(file, kSelections);
    const Board board = support::link::board(kSelections);
    // A line of cursor keys: echoed on one line, then the board with the cursor where it is.
    const ProgramResult r = run({"link", "--board", file}, "dds\nd \n");
    CHECK(r.exit_code == 0);
    CHECK(contains(r.out, "\n> d d s\n" + plain(board, {1, 2}) + "custom   moves 0   time "));
    // Then d and Space: the selection is said, and the board at the line's end marks both.
    CHECK(contains(r.out, "\n> d\n\n>  \nSelected B at 1,3: now a tile of the same kind.\n"));
    CHECK(contains(r.out, " 1  C  X  C {B}\n"));
    CHECK(contains(r.out, "\nEnd of input.\n"));

    // A whole game: every cursor key is in a line of them, never a block of its own.
    const std::vector<std::string> game{"link", "--seed", "7", "--level", "easy"};
    const ProgramResult first = run(game);
    const std::size_t from = first.out.find("New easy puzzle.\n") + 17;
    const std::string text =
        unlabelled(first.out.substr(from, first.out.find("easy   moves 0") - from));
    const ProgramResult solved = run({"link", "solve", "-"}, text);
    const std::vector<Move> moves = clearing_order(solved.out);
    REQUIRE(moves.size() == 40);
    const std::string keys = keys_for(moves);
    const ProgramResult cleared = run(game, keys);
    REQUIRE(contains(cleared.out, "\nBoard cleared: 40 pairs in "));
    std::istringstream lines(cleared.out);
    int echoed = 0;
    for (std::string line; std::getline(lines, line);)
        echoed += line.rfind("> ", 0) == 0 ? 1 : 0;
    const auto spaces = std::count(keys.begin(), keys.end(), ' ');
    CHECK(keys.size() > 2 * static_cast<std::size_t>(spaces));  // mostly cursor keys
    CHECK(echoed <= 2 * spaces);  // each Space, and at most one line of cursor keys before it
}
