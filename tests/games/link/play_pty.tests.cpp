// SPDX-License-Identifier: MIT
// `ninegrid link` in a pseudo-terminal: tiles selected and removed by mouse clicks at the cells
// the frame shows them in, and the terminal restored, mouse reporting included, on every way out.
#include <signal.h>
#include <sys/stat.h>

#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "support/catch.hpp"
#include "support/pty_child.hpp"
#include "support/temp_dir.hpp"
#include "support/text.hpp"
#include "term/screen.hpp"
#include "term/terminal.hpp"

using support::contains;
using support::PtyChild;
using support::visible;

namespace {

constexpr auto kLimit = support::kPtyLimit;
// A terminal's size in columns and rows.
struct Window {
    int cols;
    int rows;
};
constexpr Window kWindow{80, 24};  // room for the large board, a spacer line between rows
constexpr Window kShort{80, 16};   // the least height; kTallBoard is drawn compact in it
// Default rules: the A at the corners of the top row join over the ring above the board, the B
// at 0,1 and 1,1 side by side; A and B differ.
const std::string kBoard = "ABCA\nCBDD\n";
// The same first two rows, and four more, too many for spacer lines in kShort.
const std::string kTallBoard = "ABCA\nCBDD\nEFFE\nGHHG\nIJJI\nKLLK\n";
const std::string kFirstFrame = "New custom puzzle.";  // the message, the frame's last line
const std::string kMouseOn = "\x1b[?1000h";
const std::string kSgrOn = "\x1b[?1006h";
const std::string kSgrOff = "\x1b[?1006l";

// The cell a tile's letter is drawn in: its row on the screen and its column, both from 0.
struct Cell {
    int row;
    int col;
};

// `ninegrid link --board FILE` (or other arguments) on a terminal of kWindow's size (or
// `window`'s), in fresh state and configuration folders (or `home`'s), a UTF-8 locale and no
// colour, so the frame is plain text.
struct Game {
    support::TempDir own;
    PtyChild pty;

    explicit Game(const std::vector<std::string>& args, const std::string& home = {},
                  Window window = kWindow)
        : pty(window.cols, window.rows) {
        if (!pty.ok()) return;
        const std::string state = home.empty() ? own.path() : home;
        pty.start(
            NINEGRID_BINARY, args,
            {"XDG_STATE_HOME=" + state, "XDG_CONFIG_HOME=" + state + "/config", "TERM=xterm",
             "LANG=C.UTF-8", "LC_ALL", "LC_CTYPE", "LC_MESSAGES", "NO_COLOR=1", "ESCDELAY=100"});
    }
};

// A board file in `dir`, for --board.
std::string board_file(const support::TempDir& dir, const std::string& board = kBoard) {
    const std::string file = dir / "board.txt";
    support::write_file(file, board);
    return file;
}

// True (and a warning) when this system has no pseudo-terminals: the test then checks nothing.
// The screen of a terminal of `window`'s size after `output`, from its last entry into the full
// screen: the subset of xterm that term::Screen writes (cursor moves, erasing; attributes
// ignored), one string per cell; the right half of a wide character is an empty string.
using Cells = std::vector<std::vector<std::string>>;
Cells screen_cells(const std::string& output, Window window = kWindow) {
    const int rows = window.rows;
    const int cols = window.cols;
    Cells cells(static_cast<std::size_t>(rows),
                std::vector<std::string>(static_cast<std::size_t>(cols), " "));
    const std::size_t start = output.rfind(std::string(ninegrid::term::kEnterScreen));
    const std::string_view out =
        start == std::string::npos ? std::string_view() : std::string_view(output).substr(start);
    int row = 0;
    int col = 0;
    const auto erase = [&](int r, int from) {
        for (int c = from; c < cols; ++c)
            cells[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] = " ";
    };
    for (std::size_t i = 0; i < out.size();) {
        const auto b = static_cast<unsigned char>(out[i]);
        if (b == 0x1B && i + 1 < out.size() && out[i + 1] == '[') {
            std::size_t j = i + 2;
            while (j < out.size() && static_cast<unsigned char>(out[j]) >= 0x20 &&
                   static_cast<unsigned char>(out[j]) <= 0x3F)
                ++j;
            if (j >= out.size()) break;  // cut short: the rest has not arrived yet
            const std::string params(out.substr(i + 2, j - i - 2));
            const char final_byte = out[j];
            i = j + 1;
            if (final_byte == 'H') {
                const std::size_t semi = params.find(';');
                row = params.empty() ? 0 : std::stoi(params.substr(0, semi)) - 1;
                col = semi == std::string::npos ? 0 : std::stoi(params.substr(semi + 1)) - 1;
            } else if (final_byte == 'K' && row < rows) {
                erase(row, col);
            } else if (final_byte == 'J') {
                const bool all = params == "2";
                for (int r = all ? 0 : row; r < rows; ++r)
                    erase(r, all || r != row ? 0 : col);
            }
            continue;
        }
        if (b == 0x1B) {  // ESC and one more byte: nothing Screen writes
            i += 2;
            continue;
        }
        if (b < 0x20 || b == 0x7F) {
            ++i;
            continue;
        }
        std::size_t length = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2;
        if (i + length > out.size()) break;
        const std::string ch(out.substr(i, length));
        i += length;
        const auto width = static_cast<int>(ninegrid::term::display_width(ch));
        if (row < rows && col + width <= cols) {
            cells[static_cast<std::size_t>(row)][static_cast<std::size_t>(col)] = ch;
            if (width == 2)
                cells[static_cast<std::size_t>(row)][static_cast<std::size_t>(col + 1)] = "";
        }
        col += width;
    }
    return cells;
}

// The screen's lines, trailing blanks dropped.
std::vector<std::string> screen_lines(const std::string& output, Window window = kWindow) {
    std::vector<std::string> lines;
    for (const std::vector<std::string>& row : screen_cells(output, window)) {
        std::string line;
        for (const std::string& c : row)
            line += c;
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        lines.push_back(line);
    }
    return lines;
}

std::string screen_text(const std::string& output, Window window = kWindow) {
    std::string text;
    for (const std::string& line : screen_lines(output, window))
        text += line + "\n";
    return text;
}

// Where the link back end draws the letter of column `c`: after a 1-column indent, 3 columns a
// cell with the ring's first, in the cell's middle column.
int cell_column(int c) {
    return 1 + (c + 1) * 3 + 1;
}

// The characters in the middle columns of the cells of screen row `r`, one per board column.
using Letters = std::vector<std::string>;
Letters letters_at(const Cells& cells, int r) {
    Letters out;
    for (int c = 0; c < 4; ++c)
        out.push_back(cells[static_cast<std::size_t>(r)][static_cast<std::size_t>(cell_column(c))]);
    return out;
}

// The screen rows of the board's two rows, found in the frame: the first row at or below `from`
// whose cells in the board's columns hold `first`, then the next one below it holding `second`.
std::optional<std::pair<int, int>> board_rows(const Cells& cells, const Letters& first,
                                              const Letters& second, int from) {
    const auto rows = static_cast<int>(cells.size());
    for (int r = from; r < rows; ++r) {
        if (letters_at(cells, r) != first) continue;
        for (int s = r + 1; s < rows; ++s)
            if (letters_at(cells, s) == second) return std::pair{r, s};
        return std::nullopt;
    }
    return std::nullopt;
}

// The SGR report of the left button pressed (or released) on a cell counted from 0.
std::string sgr_click(Cell at, bool release = false) {
    return "\x1b[<0;" + std::to_string(at.col + 1) + ";" + std::to_string(at.row + 1) +
           (release ? "m" : "M");
}
// A press and its release, as a click sends them.
std::string click(Cell at) {
    return sgr_click(at) + sgr_click(at, true);
}

// Where the frame shows the board's rows.
struct Layout {
    int row0 = -1;  // the screen row of the board's row 0
    int step = 0;   // screen rows from one board row to the next
    Cell tile(int r, int c) const { return {row0 + r * step, cell_column(c)}; }
};

// The first frame is up, the mouse is reported, and the board is where the layout puts it: the
// title on the first line, a blank line, the ring, then a line per row, with a blank spacer line
// between rows unless `compact`. Returns where the frame shows the rows (from kBoard's first two
// rows, which kTallBoard shares).
Layout require_board(PtyChild& pty, Window window = kWindow, bool compact = false) {
    support::require_seen(pty, kFirstFrame);
    const std::string mouse_on = kMouseOn + kSgrOn;  // how kEnterScreen ends
    REQUIRE(std::string(ninegrid::term::kEnterScreen).size() >= mouse_on.size());
    CHECK(std::string(ninegrid::term::kEnterScreen)
              .substr(ninegrid::term::kEnterScreen.size() - mouse_on.size()) == mouse_on);
    CHECK(contains(pty.output(), std::string(ninegrid::term::kEnterScreen)));
    const Cells cells = screen_cells(pty.output(), window);
    const std::vector<std::string> lines = screen_lines(pty.output(), window);
    INFO("screen:\n" << screen_text(pty.output(), window));
    REQUIRE(contains(lines[0], "the link game"));
    CHECK(lines[1].empty());
    CHECK(lines[2].empty());  // the ring above the board: nothing drawn in it
    const auto rows = board_rows(cells, {"A", "B", "C", "A"}, {"C", "B", "D", "D"}, 1);
    REQUIRE(rows.has_value());
    Layout layout{rows->first, rows->second - rows->first};
    // The frame agrees with the geometry the back end's clicks assume.
    CHECK(layout.row0 == (compact ? 3 : 4));
    CHECK(layout.step == (compact ? 1 : 2));
    if (!compact) CHECK(lines[static_cast<std::size_t>(layout.row0 + 1)].empty());  // a spacer
    // The cursor starts on 0,0: its brackets around the A.
    CHECK(lines[static_cast<std::size_t>(layout.row0)].substr(4, 3) == "[A]");
    return layout;
}

// Removes the pair of A by two clicks, as a player would.
void remove_the_a(PtyChild& pty, const Layout& layout, int pairs_left = 3) {
    pty.type(click(layout.tile(0, 0)));
    support::require_seen(pty, "Selected A at 0,0: now a tile of the same kind.");
    pty.type(click(layout.tile(0, 3)));
    support::require_seen(
        pty, "Removed A at 0,0 and 0,3: " + std::to_string(pairs_left) + " pairs left.");
}

}  // namespace

TEST_CASE("a click selects the tile under it and a click on its partner removes the pair",
          "[pty][mouse]") {
    const support::TempDir dir;
    Game g({"link", "--board", board_file(dir)});
    if (support::no_pty(g.pty)) return;
    const Layout layout = require_board(g.pty);
    remove_the_a(g.pty, layout);
    // The board itself is not checked yet: for a moment it shows the pair and its path.
    CHECK(contains(screen_text(g.pty.output()), "moves 1"));

    // Clicks where no tile is: the title, the blank line under it, the ring, the spacers above
    // and below row 0, the indent, right of the board, the ring below it, the status line, the
    // corner of the window; a release alone, a right press; then the cell where the A was, which
    // moves the cursor there and selects nothing.
    const std::vector<Cell> nowhere{
        {0, 10},
        {1, cell_column(1)},
        {layout.row0 - layout.step, cell_column(1)},
        {layout.row0 - 1, cell_column(1)},
        {layout.row0 + 1, cell_column(1)},
        {layout.row0, 0},
        {layout.row0, cell_column(5)},
        {layout.row0 + 2 * layout.step, cell_column(1)},
        {layout.row0 + 3 * layout.step, cell_column(1)},
        {kWindow.rows - 1, kWindow.cols - 1},
    };
    std::string keys;
    for (const Cell& at : nowhere)
        keys += click(at);
    keys += sgr_click(layout.tile(0, 1), true);
    keys += "\x1b[<2;" + std::to_string(cell_column(1) + 1) + ";" +
            std::to_string(layout.row0 + 1) + "M";
    keys += click(layout.tile(0, 0));
    g.pty.type(keys);
    // The B at 0,1 then: after all those, in order, it is selected, so they were all read (and
    // the path of the removal, which the next key ends, is gone).
    g.pty.type(click(layout.tile(0, 1)));
    support::require_seen(g.pty, "Selected B at 0,1: now a tile of the same kind.");
    {
        const std::string screen = screen_text(g.pty.output());
        INFO("screen:\n" << screen);
        CHECK(contains(screen, "moves 1"));
        CHECK_FALSE(contains(screen, "does nothing here"));
        // Nothing of a report reached the screen, and the board is as it was, the B selected.
        CHECK_FALSE(contains(screen, "<0;"));
        CHECK_FALSE(contains(screen, "<2;"));
        const Cells cells = screen_cells(g.pty.output());
        CHECK(letters_at(cells, layout.row0) == Letters{"·", "B", "C", "·"});
        CHECK(letters_at(cells, layout.row0 + layout.step) == Letters{"C", "B", "D", "D"});
        // The cursor and the selection both on the B: {B}.
        const Cell b = layout.tile(0, 1);
        const auto& row = cells[static_cast<std::size_t>(b.row)];
        CHECK(row[static_cast<std::size_t>(b.col - 1)] + row[static_cast<std::size_t>(b.col + 1)] ==
              "{}");
    }
    g.pty.type(click(layout.tile(1, 1)));
    support::require_seen(g.pty, "Removed B at 0,1 and 1,1: 2 pairs left.");
    CHECK(contains(screen_text(g.pty.output()), "moves 2"));

    g.pty.type("q");
    support::require_seen(g.pty, "y: quit");
    g.pty.type("y");
    const PtyChild::Exit e = g.pty.wait_exit(kLimit);
    INFO("output: " << visible(g.pty.output()));
    REQUIRE_FALSE(e.timed_out);
    CHECK(e.exit_code == 0);
    support::check_restored(g.pty);
    CHECK(contains(g.pty.output(), "Bye (2 moves on the board)."));
}

TEST_CASE("in a short window the board is drawn compact, and a click still finds its tile",
          "[pty][mouse]") {
    const support::TempDir dir;
    Game g({"link", "--board", board_file(dir, kTallBoard)}, {}, kShort);
    if (support::no_pty(g.pty)) return;
    const Layout layout = require_board(g.pty, kShort, true);
    // The spacer line that would be there holds the second row: a click on it selects its C.
    g.pty.type(click({layout.row0 + 1, cell_column(0)}));
    support::require_seen(g.pty, "Selected C at 1,0: now a tile of the same kind.");
    g.pty.type(click({layout.row0 + 1, cell_column(0)}));  // the same tile again: unselected
    support::require_seen(g.pty, "Selection cleared.");
    remove_the_a(g.pty, layout, 11);
    // A click on the ring below the last row does nothing; one on the last row selects its L.
    g.pty.type(click(layout.tile(6, 1)) + click(layout.tile(5, 1)));
    support::require_seen(g.pty, "Selected L at 5,1: now a tile of the same kind.");
    g.pty.type(click(layout.tile(5, 2)));
    support::require_seen(g.pty, "Removed L at 5,1 and 5,2: 10 pairs left.");
    g.pty.type("\x03");
    const PtyChild::Exit e = g.pty.wait_exit(kLimit);
    REQUIRE_FALSE(e.timed_out);
    CHECK(e.exit_code == 0);
    support::check_restored(g.pty);
    CHECK(contains(g.pty.output(), "Bye (2 moves on the board)."));
}

TEST_CASE("every key that quits restores the terminal and switches the mouse off", "[pty][exit]") {
    struct Way {
        std::string key;
        bool with_move;  // a pair removed first: Q and Esc then ask
        int moves;       // in the goodbye
    };
    const std::vector<Way> ways{
        {"q", false, 0},   {"Q", false, 0},    {"q", true, 1},    {"\x1b", false, 0},
        {"\x1b", true, 1}, {"\x03", false, 0}, {"\x03", true, 1}, {"\x04", true, 1},
    };
    for (const Way& way : ways) {
        CAPTURE(visible(way.key), way.with_move);
        const support::TempDir dir;
        Game g({"link", "--board", board_file(dir)});
        if (support::no_pty(g.pty)) return;
        const Layout layout = require_board(g.pty);
        if (way.with_move) remove_the_a(g.pty, layout);
        g.pty.type(way.key);
        const bool asks = way.with_move && (way.key == "q" || way.key == "\x1b");
        if (asks) {
            support::require_seen(g.pty, "y: quit");
            g.pty.type("y");
        }
        const PtyChild::Exit e = g.pty.wait_exit(kLimit);
        INFO("output: " << visible(g.pty.output()));
        REQUIRE_FALSE(e.timed_out);
        CHECK(e.exit_code == 0);
        support::check_restored(g.pty);
        CHECK(contains(g.pty.output(), "Bye (" + std::to_string(way.moves) +
                                           (way.moves == 1 ? " move" : " moves") +
                                           " on the board)."));
    }
}

TEST_CASE("a termination signal restores the terminal and switches the mouse off",
          "[pty][exit][signals]") {
    for (const bool with_move : {false, true}) {
        for (const int sig : {SIGTERM, SIGHUP, SIGINT, SIGQUIT}) {
            CAPTURE(sig, with_move);
            const support::TempDir dir;
            Game g({"link", "--board", board_file(dir)});
            if (support::no_pty(g.pty)) return;
            const Layout layout = require_board(g.pty);
            if (with_move) remove_the_a(g.pty, layout);
            g.pty.send_signal(sig);
            const PtyChild::Exit e = g.pty.wait_exit(kLimit);
            INFO("output: " << visible(g.pty.output()));
            REQUIRE_FALSE(e.timed_out);
            CHECK((e.exit_code == 128 + sig || e.signal == sig));
            support::check_restored(g.pty);
        }
    }
}

TEST_CASE("hanging up the terminal in the middle of a click ends the game without hanging",
          "[pty][exit]") {
    const support::TempDir dir;
    Game g({"link", "--board", board_file(dir)});
    if (support::no_pty(g.pty)) return;
    const Layout layout = require_board(g.pty);
    const std::string report = sgr_click(layout.tile(0, 0));
    g.pty.type(report.substr(0, report.size() / 2));  // half a report, its rest never comes
    g.pty.close_master();
    const PtyChild::Exit e = g.pty.wait_exit(kLimit);
    REQUIRE_FALSE(e.timed_out);
    // The end of input (exit 0) or the SIGHUP that comes with it (129), whichever is first.
    CHECK((e.exit_code == 0 || e.exit_code == 128 + SIGHUP));
    CHECK(e.signal == 0);
}

TEST_CASE("a game quit with no moves leaves no save, and one quit with moves is offered next time",
          "[pty][save]") {
    const support::TempDir home;
    const support::TempDir dir;
    const std::string file = board_file(dir);
    {
        Game g({"link", "--board", file}, home.path());
        if (support::no_pty(g.pty)) return;
        require_board(g.pty);
        g.pty.type("q");
        const PtyChild::Exit e = g.pty.wait_exit(kLimit);
        REQUIRE_FALSE(e.timed_out);
        CHECK(e.exit_code == 0);
        CHECK_FALSE(contains(g.pty.output(), "Saved:"));
        CHECK_FALSE(support::path_exists(home / "ninegrid/link.save"));
    }
    {
        Game g({"link", "--board", file}, home.path());
        const Layout layout = require_board(g.pty);
        remove_the_a(g.pty, layout);
        g.pty.type("q");
        support::require_seen(g.pty, "y: quit");
        g.pty.type("y");
        const PtyChild::Exit e = g.pty.wait_exit(kLimit);
        REQUIRE_FALSE(e.timed_out);
        CHECK(e.exit_code == 0);
        CHECK(contains(g.pty.output(), "Saved: the next start of this game offers to resume it."));
        REQUIRE(support::path_exists(home / "ninegrid/link.save"));
    }
    // A given board is not dealt: the next `ninegrid link` offers it, and y brings back the
    // board with the A removed.
    Game g({"link"}, home.path());
    support::require_seen(g.pty, "A saved custom game is waiting (1 move");
    g.pty.type("y");
    support::require_seen(g.pty, "Resumed: 1 move on the board.");
    {
        const Cells cells = screen_cells(g.pty.output());
        INFO("screen:\n" << screen_text(g.pty.output()));
        const auto rows = board_rows(cells, {"·", "B", "C", "·"}, {"C", "B", "D", "D"}, 1);
        CHECK(rows.has_value());
    }
    g.pty.type("\x03");
    const PtyChild::Exit e = g.pty.wait_exit(kLimit);
    REQUIRE_FALSE(e.timed_out);
    CHECK(e.exit_code == 0);
    support::check_restored(g.pty);
}

TEST_CASE("the largest board (64x64) is saved on quitting and resumed at the next start",
          "[pty][save]") {
    const support::TempDir home;
    const support::TempDir dir;
    std::string big;
    for (int r = 0; r < 64; ++r) {
        for (int i = 0; i < 16; ++i)
            big += "AABB";
        big += '\n';
    }
    const std::string file = board_file(dir, big);
    constexpr Window kHuge{210, 80};  // the whole board: 200 columns, 71 rows
    {
        Game g({"link", "--board", file}, home.path(), kHuge);
        if (support::no_pty(g.pty)) return;
        support::require_seen(g.pty, kFirstFrame);
        g.pty.type(" ");
        support::require_seen(g.pty, "Selected A at 0,0");
        g.pty.type("d ");
        support::require_seen(g.pty, "Removed A at 0,0 and 0,1: 2047 pairs left.");
        g.pty.type("q");
        support::require_seen(g.pty,
                              "Quit with 1 move on the board? The game is saved for next time.");
        g.pty.type("y");
        const PtyChild::Exit e = g.pty.wait_exit(kLimit);
        REQUIRE_FALSE(e.timed_out);
        CHECK(e.exit_code == 0);
        INFO("output: " << visible(g.pty.output()));
        CHECK(contains(g.pty.output(), "Saved: the next start of this game offers to resume it."));
        CHECK_FALSE(contains(g.pty.output(), "Could not save"));
        const std::optional<std::string> save = support::read_file(home / "ninegrid/link.save");
        REQUIRE(save.has_value());
        CHECK(contains(*save, "\ncode 64 64 border no-gravity AABB"));
    }
    Game g({"link"}, home.path(), kHuge);
    support::require_seen(g.pty, "A saved custom game is waiting (1 move");
    g.pty.type("y");
    support::require_seen(g.pty, "Resumed: 1 move on the board.");
    g.pty.type("\x03");  // quits at once, and saves the game again
    const PtyChild::Exit e = g.pty.wait_exit(kLimit);
    REQUIRE_FALSE(e.timed_out);
    CHECK(e.exit_code == 0);
    CHECK(contains(g.pty.output(), "Saved: the next start of this game offers to resume it."));
    support::check_restored(g.pty);
}

TEST_CASE("a save the game refuses is never offered: it is kept aside and the reason is said",
          "[pty][save]") {
    const support::TempDir home;
    std::string cells;
    for (int i = 0; i < 80; ++i)
        cells += static_cast<char>('A' + i % 5);
    const std::string text =
        "ninegrid-save 1\ngame link\nlevel easy\ncode 8 10 border no-gravity " + cells +
        "\nseed 1\nat 1\nelapsed_ms 5000\nhints 0\nassisted false\n"
        "seen_solution false\nsaved_at\nstate 0 " +
        cells + "\nstate 0 " + cells.substr(1) + "\n";
    const std::string path = home / "ninegrid/link.save";
    REQUIRE(::mkdir((home / "ninegrid").c_str(), 0700) == 0);
    support::write_file(path, text);
    Game g({"link", "--seed", "2"}, home.path());
    if (support::no_pty(g.pty)) return;
    // The message wraps at the frame's width, so its words are looked for one by one.
    support::require_seen(g.pty, "Could not resume the saved game (");
    support::require_seen(g.pty, "expected 80 cells, got 79); kept it as");
    support::require_seen(g.pty, "link.save.bad.");
    g.pty.type("\x03");
    const PtyChild::Exit e = g.pty.wait_exit(kLimit);
    REQUIRE_FALSE(e.timed_out);
    CHECK(e.exit_code == 0);
    CHECK_FALSE(contains(g.pty.output(), "Resume it?"));
    CHECK(support::read_file(path + ".bad") == std::optional<std::string>(text));
    CHECK_FALSE(support::path_exists(path));
}

TEST_CASE("a language the preferences name that is not one is said, and the game goes on",
          "[pty][prefs]") {
    const support::TempDir home;
    const support::TempDir dir;
    const std::string prefs = home / "config/ninegrid/preferences";
    REQUIRE(::mkdir((home / "config").c_str(), 0700) == 0);
    REQUIRE(::mkdir((home / "config/ninegrid").c_str(), 0700) == 0);
    support::write_file(prefs, "lang = xx\n");
    Game g({"link", "--board", board_file(dir)}, home.path());
    if (support::no_pty(g.pty)) return;
    support::require_seen(g.pty, "The preferences say lang = xx, which is not en or zh:");
    const Layout layout = require_board(g.pty);
    remove_the_a(g.pty, layout);
    g.pty.type("\x03");
    REQUIRE_FALSE(g.pty.wait_exit(kLimit).timed_out);
    CHECK(support::read_file(prefs) == std::optional<std::string>("lang = xx\n"));
}

TEST_CASE("with no folder to keep saves in, quitting says the game cannot be saved, and why",
          "[pty][save]") {
    const support::TempDir dir;
    PtyChild pty(kWindow.cols, kWindow.rows);
    if (support::no_pty(pty)) return;
    // No HOME, and a state folder that is not an absolute path: nowhere to keep a save.
    pty.start(NINEGRID_BINARY, {"link", "--board", board_file(dir)},
              {"HOME", "XDG_STATE_HOME=relative", "XDG_CONFIG_HOME=" + dir.path() + "/config",
               "TERM=xterm", "LANG=C.UTF-8", "LC_ALL", "LC_CTYPE", "LC_MESSAGES", "NO_COLOR=1",
               "ESCDELAY=100"});
    const Layout layout = require_board(pty);
    remove_the_a(pty, layout);
    pty.type("q");
    support::require_seen(
        pty, "Quit with 1 move on the board? The game cannot be saved: there is no folder");
    pty.type("y");
    const PtyChild::Exit e = pty.wait_exit(kLimit);
    REQUIRE_FALSE(e.timed_out);
    CHECK(e.exit_code == 0);
    INFO("output: " << visible(pty.output()));
    CHECK_FALSE(contains(pty.output(), "saved for next time"));
    CHECK_FALSE(contains(pty.output(), "Saved:"));
    CHECK(contains(pty.output(), "Could not save the game: there is no folder to keep it in"));
    CHECK_FALSE(contains(pty.output(), "cannot save the game"));
}

TEST_CASE("a board piped in with --board - is played with keys from the terminal", "[pty][board]") {
    const support::TempDir state;
    PtyChild pty(kWindow.cols, kWindow.rows);
    if (support::no_pty(pty)) return;
    // The shell pipes the board in: the game's standard input is the pipe, the terminal is its
    // controlling terminal and its output.
    pty.start("/bin/sh", {"-c", "printf 'ABCA\\nCBDD\\n' | \"$0\" link --board -", NINEGRID_BINARY},
              {"XDG_STATE_HOME=" + state.path(), "XDG_CONFIG_HOME=" + state.path() + "/config",
               "TERM=xterm", "LANG=C.UTF-8", "LC_ALL", "LC_CTYPE", "LC_MESSAGES", "NO_COLOR=1",
               "ESCDELAY=100"});
    support::require_seen(pty, kFirstFrame);
    pty.type("d ");  // the B at 0,1, selected by keys typed at the terminal
    support::require_seen(pty, "Selected B at 0,1: now a tile of the same kind.");
    pty.type("s ");
    support::require_seen(pty, "Removed B at 0,1 and 1,1: 3 pairs left.");
    pty.type("q");
    support::require_seen(pty, "y: quit");
    pty.type("y");
    const PtyChild::Exit e = pty.wait_exit(kLimit);
    INFO("output: " << visible(pty.output()));
    REQUIRE_FALSE(e.timed_out);
    CHECK(e.exit_code == 0);
    CHECK(contains(pty.output(), "Bye (1 move on the board)."));
    CHECK_FALSE(contains(pty.output(), "End of input"));
}
