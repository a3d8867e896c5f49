// Drawing the game: boxes in ASCII or UTF-8, colours for tiles in place and the hint, help, sizes.
#include "games/eight/play_view.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/eight/play_session.hpp"
#include "games/eight/support/boards.hpp"
#include "ninegrid/eight/distance_table.hpp"
#include "support/catch.hpp"
#include "term/screen.hpp"

using ninegrid::eight::action_for_char;
using ninegrid::eight::Clock;
using ninegrid::eight::Difficulty;
using ninegrid::eight::Lang;
using ninegrid::eight::PlaySession;
using ninegrid::eight::render_plain;
using ninegrid::eight::render_screen;
using ninegrid::eight::ViewStyle;

namespace {

const Clock::time_point kT0 = Clock::time_point{} + std::chrono::hours(100);

constexpr const char* kInPlace = "\x1b[1;32m";
constexpr const char* kHinted = "\x1b[1;30;43m";
constexpr const char* kReset = "\x1b[0m";

PlaySession session(const ninegrid::eight::State& start, Lang lang = Lang::En) {
    PlaySession::Params p;
    p.start = start;
    p.lang = lang;
    return PlaySession(p, nullptr);
}

PlaySession custom(const char* start, Lang lang = Lang::En) {
    return session(support::board(start), lang);
}

void press(PlaySession& s, char c) {
    REQUIRE(s.apply(action_for_char(static_cast<char32_t>(c)), kT0));
}

std::string joined(const std::vector<std::string>& lines) {
    std::string out;
    for (const std::string& l : lines)
        out += l + "\n";
    return out;
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// The text between each `open` and the following reset, across the frame.
std::vector<std::string> painted(const std::vector<std::string>& lines, const std::string& open) {
    std::vector<std::string> out;
    for (const std::string& l : lines) {
        for (std::size_t at = l.find(open); at != std::string::npos; at = l.find(open, at + 1)) {
            const std::size_t begin = at + open.size();
            out.push_back(l.substr(begin, l.find(kReset, begin) - begin));
        }
    }
    return out;
}

// The tile digits inside painted cells.
std::string digits_in(const std::vector<std::string>& cells) {
    std::string out;
    for (const std::string& c : cells) {
        for (char ch : c) {
            if (ch >= '1' && ch <= '8') out += ch;
        }
    }
    return out;
}

}  // namespace

TEST_CASE("without colour or UTF-8 the board is drawn in +-| with no escape codes", "[view]") {
    PlaySession s = custom("123456708");
    const std::vector<std::string> lines = render_screen(s, kT0, ViewStyle{false, false, 80, 24});
    const std::string text = joined(lines);
    CAPTURE(text);
    CHECK_FALSE(contains(text, "\x1b"));
    CHECK(contains(text, "+-----+-----+-----+"));
    CHECK(contains(text, "|  7  |     |  8  |"));
    CHECK_FALSE(contains(text, "┌"));
    CHECK(contains(text, "ninegrid - the 8-puzzle"));
    CHECK(contains(text, "custom   par 1   moves 0   time 0:00   hints 0"));
    CHECK(contains(text, "Keys move the blank (W: the blank goes up)."));
    CHECK(contains(text, "New custom puzzle: par 1."));
    for (const std::string& l : lines) {
        for (char c : l) {
            CHECK(static_cast<unsigned char>(c) < 0x80);
        }
    }

    SECTION("without colour the hinted tile is bracketed") {
        press(s, 'h');
        const std::string hinted = joined(render_screen(s, kT0, ViewStyle{false, false, 80, 24}));
        CHECK(contains(hinted, "| [8] |"));
        CHECK(contains(hinted, "Hint: D - tile 8 slides left, and it is solved."));
    }
    SECTION("the convention line follows T") {
        press(s, 't');
        const std::string text2 = joined(render_screen(s, kT0, ViewStyle{false, false, 80, 24}));
        CHECK(contains(text2, "Keys move a tile into the blank"));
        CHECK(contains(text2, "Keys now move the tiles."));
    }
}

TEST_CASE("with UTF-8 the board is drawn with box-drawing characters", "[view]") {
    PlaySession s = custom("123456708");
    const std::string text = joined(render_screen(s, kT0, ViewStyle{false, true, 80, 24}));
    CHECK(contains(text, "┌─────┬─────┬─────┐"));
    CHECK(contains(text, "└─────┴─────┴─────┘"));
    CHECK(contains(text, "│  7  │     │  8  │"));
    CHECK_FALSE(contains(text, "\x1b"));
}

TEST_CASE("with colour, tiles in place are green and the hinted tile stands out", "[view]") {
    PlaySession s = custom("123456708");  // 1..7 in place, 8 not
    const std::vector<std::string> plain = render_screen(s, kT0, ViewStyle{true, true, 80, 24});
    std::string in_place = digits_in(painted(plain, kInPlace));
    std::sort(in_place.begin(), in_place.end());
    CHECK(in_place == "1234567");
    CHECK(painted(plain, kHinted).empty());

    press(s, 'h');
    const std::vector<std::string> hinted = render_screen(s, kT0, ViewStyle{true, true, 80, 24});
    CHECK(digits_in(painted(hinted, kHinted)) == "8");
    in_place = digits_in(painted(hinted, kInPlace));
    std::sort(in_place.begin(), in_place.end());
    CHECK(in_place == "1234567");
    CHECK_FALSE(contains(joined(hinted), "[8]"));  // colour marks it, brackets are not needed

    SECTION("a hinted tile that is already in place is drawn as the hint, not green") {
        // Sometimes the best move takes a tile out of its place: find such a board.
        const ninegrid::eight::DistanceTable table{ninegrid::eight::State()};
        std::optional<ninegrid::eight::State> found;
        for (int d = 2; d <= 8 && !found; ++d) {
            for (const ninegrid::eight::State& b : table.boards_at(d)) {
                const int tile = b.tile_moved_by(*table.best_move(b));
                for (int cell = 0; cell < ninegrid::eight::kCells; ++cell) {
                    if (b[cell] == tile && ninegrid::eight::State()[cell] == tile) found = b;
                }
                if (found) break;
            }
        }
        REQUIRE(found.has_value());
        PlaySession t = session(*found);
        press(t, 'h');
        REQUIRE(t.highlighted().has_value());
        const std::string tile(1, static_cast<char>('0' + *t.highlighted()));
        const std::vector<std::string> frame = render_screen(t, kT0, ViewStyle{true, true, 80, 24});
        CHECK(digits_in(painted(frame, kHinted)) == tile);
        CHECK_FALSE(contains(digits_in(painted(frame, kInPlace)), tile));
    }
}

TEST_CASE("a window that is too small says so, naming both sizes", "[view]") {
    PlaySession s = custom("123456708");
    for (Lang lang : {Lang::En, Lang::Zh}) {
        PlaySession l = custom("123456708", lang);
        const std::vector<std::string> lines = render_screen(l, kT0, ViewStyle{true, true, 30, 10});
        const std::string text = joined(lines);
        CAPTURE(text);
        CHECK(contains(text, "30x10"));
        CHECK(contains(text, "40x16"));
        CHECK_FALSE(contains(text, "┌"));
        for (const std::string& line : lines)
            CHECK(ninegrid::term::display_width(line) <= 30);
    }
    const std::string narrow = joined(render_screen(s, kT0, ViewStyle{false, false, 39, 30}));
    CHECK(contains(narrow, "39x30"));
    CHECK(contains(narrow, "40x16"));
    const std::string low = joined(render_screen(s, kT0, ViewStyle{false, false, 100, 15}));
    CHECK(contains(low, "100x15"));
}

TEST_CASE("large windows get large cells and small ones compact cells", "[view]") {
    PlaySession s = custom("123456708");
    const std::string large = joined(render_screen(s, kT0, ViewStyle{false, true, 80, 24}));
    CHECK(contains(large, "┌─────┬"));
    const std::string compact = joined(render_screen(s, kT0, ViewStyle{false, true, 60, 18}));
    CHECK(contains(compact, "┌───┬───┬───┐"));
    CHECK(contains(compact, "│ 7 │   │ 8 │"));
}

TEST_CASE("the help screen lists every key", "[view][help]") {
    for (Lang lang : {Lang::En, Lang::Zh}) {
        PlaySession s = custom("123456708", lang);
        press(s, '?');
        const ninegrid::eight::Messages& t = s.text();
        const std::string text = joined(render_screen(s, kT0, ViewStyle{false, true, 200, 40}));
        CAPTURE(text);
        CHECK(contains(text, std::string(t.help_title)));
        for (std::string_view h : t.help) {
            if (!h.empty()) CHECK(contains(text, std::string(h)));
        }
        CHECK(contains(text, std::string(t.help_close)));
        CHECK_FALSE(contains(text, "│"));  // no board behind the help
        press(s, 'x');
        CHECK_FALSE(contains(joined(render_screen(s, kT0, ViewStyle{false, true, 200, 40})),
                             std::string(t.help_close)));
    }
}

TEST_CASE("long lines are wrapped to the window in both languages", "[view]") {
    for (Lang lang : {Lang::En, Lang::Zh}) {
        PlaySession s = custom("123456708", lang);
        for (int cols : {40, 44, 60, 80}) {
            CAPTURE(static_cast<int>(lang), cols);
            for (const std::string& line : render_screen(s, kT0, ViewStyle{true, true, cols, 40}))
                CHECK(ninegrid::term::display_width(line) < static_cast<std::size_t>(cols));
        }
    }
}

TEST_CASE("at the usual 80x24 the whole frame fits, even with the longest messages", "[view]") {
    for (Lang lang : {Lang::En, Lang::Zh}) {
        PlaySession::Params p;
        p.difficulty = Difficulty::Hard;
        p.seed = 4;
        p.lang = lang;
        PlaySession s(p, nullptr);
        s.note(
            "Could not read the records (it does not start with \"ninegrid-records 1\"); kept "
            "the file as /home/someone/.local/state/ninegrid/records.bad and started afresh.");
        CAPTURE(static_cast<int>(lang));
        CHECK(render_screen(s, kT0, ViewStyle{true, true, 80, 24}).size() <= 24);
        press(s, 'h');
        CHECK(render_screen(s, kT0, ViewStyle{true, true, 80, 24}).size() <= 24);
        press(s, 'p');
        while (s.autoplaying())
            s.autoplay_step(kT0);
        CHECK(render_screen(s, kT0, ViewStyle{true, true, 80, 24}).size() <= 24);
    }
}

TEST_CASE("at every accepted window size the frame fits, and the board, status and message show",
          "[view]") {
    // Narrow windows wrap the text lines; what does not fit must go before the message does.
    std::string too_tall;  // "en won 40x16: 20 lines", ...
    std::string missing;
    for (Lang lang : {Lang::En, Lang::Zh}) {
        PlaySession hinted = custom("123456708", lang);
        press(hinted, 'h');
        PlaySession won = custom("123456708", lang);
        press(won, 'd');
        const std::string hint_word = lang == Lang::En ? "Hint:" : "提示：";
        const std::string won_word = lang == Lang::En ? "Solved" : "已解决";
        const std::string par_word = lang == Lang::En ? "par 1" : "最优 1 步";
        for (int cols = 40; cols <= 100; ++cols) {
            for (int rows = 16; rows <= 30; ++rows) {
                for (const PlaySession* s : {&hinted, &won}) {
                    const std::vector<std::string> lines =
                        render_screen(*s, kT0, ViewStyle{true, true, cols, rows});
                    const std::string where = std::string(lang == Lang::En ? "en " : "zh ") +
                                              (s == &won ? "won " : "hint ") +
                                              std::to_string(cols) + "x" + std::to_string(rows);
                    if (static_cast<int>(lines.size()) > rows) {
                        too_tall += where + ": " + std::to_string(lines.size()) + " lines\n";
                    }
                    const std::string text = joined(lines);
                    if (!contains(text, s == &won ? won_word : hint_word) || !contains(text, "└") ||
                        !contains(text, par_word)) {
                        missing += where + "\n";
                    }
                }
            }
        }
    }
    CHECK(too_tall.empty());
    CHECK(missing.empty());
}

TEST_CASE("the plain view is three board rows and the status", "[view][plain]") {
    PlaySession s = custom("123456708");
    CHECK(render_plain(s, kT0) ==
          std::vector<std::string>{"1 2 3", "4 5 6", "7 _ 8",
                                   "custom   par 1   moves 0   time 0:00   hints 0"});
    press(s, 'h');
    REQUIRE(s.apply(action_for_char('d'), kT0 + std::chrono::seconds(61)));
    CHECK(render_plain(s, kT0 + std::chrono::seconds(200)) ==
          std::vector<std::string>{"1 2 3", "4 5 6", "7 8 _",
                                   "custom   par 1   moves 1   time 0:00   hints 1"});
    for (const std::string& line : render_plain(s, kT0))
        CHECK_FALSE(contains(line, "\x1b"));
}
