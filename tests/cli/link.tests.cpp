// SPDX-License-Identifier: MIT
// The link game's commands through the real binary: generate | solve replays, hint --json,
// bad board files, the exit codes of solve, and the shapes of stats and bench.
#include <signal.h>

#include <algorithm>
#include <chrono>
#include <sstream>
#include <string>
#include <vector>

#include "games/link/backend.hpp"
#include "games/link/commands.hpp"
#include "games/link/support/boards.hpp"
#include "ninegrid/link/board_text.hpp"
#include "ninegrid/link/hint.hpp"
#include "ninegrid/link/solver.hpp"
#include "shell/session.hpp"
#include "shell/view.hpp"
#include "support/catch.hpp"
#include "support/json.hpp"
#include "support/pty_child.hpp"
#include "support/run_program.hpp"
#include "support/temp_dir.hpp"
#include "support/text.hpp"
#include "term/screen.hpp"

using support::contains;
using support::JsonValue;
using support::parse_json;
using support::ProgramResult;

namespace {

ProgramResult link_run(std::vector<std::string> args, const std::string& input = {}) {
    args.insert(args.begin(), "link");
    ProgramResult r = support::run_program(NINEGRID_BINARY, args, input);
    INFO("stdout: " << r.out);
    INFO("stderr: " << r.err);
    REQUIRE_FALSE(r.timed_out);
    REQUIRE(r.signal == 0);
    return r;
}

ninegrid::link::Point point_of(const JsonValue& v) {
    REQUIRE(v.items().size() == 2);
    return {static_cast<int>(v.items()[0].as_int()), static_cast<int>(v.items()[1].as_int())};
}

ninegrid::link::Path path_of(const JsonValue& v) {
    const auto& p = v.items();
    REQUIRE(p.size() >= 2);
    REQUIRE(p.size() <= 4);
    if (p.size() == 2) return {point_of(p[0]), point_of(p[1])};
    if (p.size() == 3) return {point_of(p[0]), point_of(p[1]), point_of(p[2])};
    return {point_of(p[0]), point_of(p[1]), point_of(p[2]), point_of(p[3])};
}

}  // namespace

TEST_CASE("link generate prints a board that link solve clears, and the order replays", "[link]") {
    for (const std::vector<std::string>& rules :
         {std::vector<std::string>{}, {"--no-border"}, {"--gravity"}}) {
        std::vector<std::string> gen{"generate", "--size", "classic", "--seed", "7", "--solvable"};
        gen.insert(gen.end(), rules.begin(), rules.end());
        const ProgramResult dealt = link_run(gen);
        REQUIRE(dealt.exit_code == 0);
        CHECK(dealt.out.rfind("# ninegrid link generate --rows 8 --cols 10 --kinds 5 --seed 7",
                              0) == 0);
        const ninegrid::link::Board board = support::link::board(dealt.out);
        CHECK(board.rows() == 8);
        CHECK(board.cols() == 10);
        CHECK(board.tiles() == 80);
        CHECK(link_run(gen).out == dealt.out);  // the seed deals it again

        ninegrid::link::Rules r;
        for (const std::string& w : rules) {
            if (w == "--no-border") r.border = false;
            if (w == "--gravity") r.gravity = true;
        }
        std::vector<std::string> solve{"solve", "-", "--json"};
        solve.insert(solve.end(), rules.begin(), rules.end());
        const ProgramResult solved = link_run(solve, dealt.out);
        REQUIRE(solved.exit_code == 0);
        const JsonValue json = parse_json(solved.out);
        CHECK(json.at("result").as_string() == "solved");
        CHECK(json.at("nodes").as_int() >= 0);
        CHECK(json.at("micros").as_number() >= 0);
        std::vector<ninegrid::link::Removal> removals;
        for (const JsonValue& m : json.at("removals").items()) {
            ninegrid::link::Removal removal{point_of(m.at("a")), point_of(m.at("b")),
                                            path_of(m.at("path"))};
            CHECK(removal.path.front() == removal.a);
            CHECK(removal.path.back() == removal.b);
            removals.push_back(removal);
        }
        CHECK(removals.size() == 40);
        const ninegrid::link::ReplayResult replayed = ninegrid::link::replay(board, r, removals);
        INFO(replayed.error);
        CHECK(replayed.ok);
        CHECK(replayed.board.empty());

        // The same order as lines: "r1,c1 r2,c2 path ...", then "solved".
        solve.erase(solve.begin() + 2);
        const ProgramResult lines = link_run(solve, dealt.out);
        CHECK(lines.exit_code == 0);
        CHECK(contains(lines.out, "path"));
        CHECK(lines.out.size() > 7);
        CHECK(lines.out.substr(lines.out.size() - 7) == "solved\n");
    }
}

TEST_CASE("link generate --solvable builds boards over 144 tiles clearable, and says so",
          "[link]") {
    for (const char* side : {"32", "64"}) {
        const std::vector<std::string> gen{"generate", "--rows", side,     "--cols", side,
                                           "--kinds",  "2",      "--seed", "4",      "--solvable"};
        const ProgramResult r = link_run(gen);
        REQUIRE(r.exit_code == 0);
        CHECK(contains(r.out,
                       "\n# built clearable: its pairs placed along a clearing order played "
                       "backwards\n"));
        const ninegrid::link::Board board = support::link::board(r.out);
        CHECK(board.tiles() == std::stoi(side) * std::stoi(side));
        CHECK(link_run(gen).out == r.out);  // the seed builds it again
    }
    // The classic sizes are dealt at random and proven, as before: no such line.
    const ProgramResult classic = link_run({"generate", "--seed", "4", "--solvable"});
    CHECK(classic.exit_code == 0);
    CHECK_FALSE(contains(classic.out, "built"));
}

TEST_CASE("link hint --json lists every removable pair with its best path", "[link]") {
    const std::string text = "# a comment\nAB.B\n.A.C\nC..D  \nD...\n";
    const ProgramResult r = link_run({"hint", "-", "--json"}, text);
    REQUIRE(r.exit_code == 0);
    const JsonValue json = parse_json(r.out);
    const ninegrid::link::Board board = support::link::board(text);
    const auto pairs = ninegrid::link::all_pairs(board, ninegrid::link::Rules{});
    REQUIRE(json.at("pairs").items().size() == pairs.size());
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        const JsonValue& p = json.at("pairs").items()[i];
        CHECK(point_of(p.at("a")) == pairs[i].a);
        CHECK(point_of(p.at("b")) == pairs[i].b);
        CHECK(p.at("turns").as_int() == pairs[i].path.turns());
        CHECK(path_of(p.at("path")) == pairs[i].path);
    }
    // Without the ring, fewer pairs connect; a board with none exits 1.
    const ProgramResult inside = link_run({"hint", "-", "--no-border"}, text);
    CHECK(inside.exit_code == 0);
    const ProgramResult dead = link_run({"hint", "-"}, "ABA\nBAB\n");
    CHECK(dead.exit_code == 0);  // the ring joins them
    const ProgramResult stuck = link_run({"hint", "-", "--no-border"}, "ABA\nBAB\n");
    CHECK(stuck.exit_code == 1);
    CHECK(contains(stuck.out, "no pair"));
}

TEST_CASE("link solve and hint refuse bad board files, naming the line and column", "[link]") {
    support::TempDir dir;
    support::write_file(dir / "rows.txt", "AAAAAAAAAA\nAAAAAAAAAA\nAAAAAAAAA\n");
    const ProgramResult rows = link_run({"solve", dir / "rows.txt"});
    CHECK(rows.exit_code == 2);
    CHECK(contains(rows.err, "line 3: row has 9 cells, expected 10"));
    CHECK(rows.out.empty());

    const ProgramResult star = link_run({"hint", "-"}, "AAAA\nAAA*\n");
    CHECK(star.exit_code == 2);
    CHECK(contains(star.err, "standard input: line 2, column 4: '*' is not a tile kind"));

    const ProgramResult zh = link_run({"hint", "-", "--lang", "zh"}, "AAAA\nAAA*\n");
    CHECK(zh.exit_code == 2);
    CHECK(contains(zh.err, "第 2 行第 4 列"));

    const ProgramResult missing = link_run({"solve", dir / "none.txt"});
    CHECK(missing.exit_code == 2);
    CHECK(contains(missing.err, "no such file"));

    const ProgramResult directory = link_run({"solve", dir.path()});
    CHECK(directory.exit_code == 2);

    const ProgramResult empty = link_run({"solve", "-"}, "# nothing\n\n");
    CHECK(empty.exit_code == 2);
    CHECK(contains(empty.err, "empty board"));

    const ProgramResult none = link_run({"solve"});
    CHECK(none.exit_code == 2);
    CHECK(contains(none.err, "needs a board file"));
}

TEST_CASE("a board file that starts with a byte order mark is read as the board after it",
          "[link]") {
    const std::string bom = "\xEF\xBB\xBF";
    support::TempDir dir;
    support::write_file(dir / "bom.txt", bom + "AB\nAB\n");
    const ProgramResult file = link_run({"solve", dir / "bom.txt"});
    CHECK(file.exit_code == 0);
    CHECK(contains(file.out, "solved"));
    const ProgramResult piped = link_run({"hint", "-"}, bom + "AA\n");
    CHECK(piped.exit_code == 0);
    CHECK(piped.out == "0,0 0,1 turns 0 path 0,0 0,1\n");
    // Anywhere else it is named as what it is, in both languages.
    const ProgramResult inside = link_run({"hint", "-"}, "AB\n" + bom + "BA\n");
    CHECK(inside.exit_code == 2);
    CHECK(contains(inside.err,
                   "line 2, column 1: character U+FEFF (a byte order mark) is not a tile kind"));
    const ProgramResult zh = link_run({"hint", "-", "--lang", "zh"}, "AB\n" + bom + "BA\n");
    CHECK(zh.exit_code == 2);
    CHECK(contains(zh.err, "U+FEFF（字节顺序标记）"));
}

TEST_CASE("link solve and hint from a closed standard input say why instead of seeing no board",
          "[posix][link]") {
    for (const char* command : {"solve", "hint"}) {
        const support::ProgramResult r =
            support::run_script(std::string("\"$0\" link ") + command + " - <&-", NINEGRID_BINARY);
        CHECK(r.exit_code == 2);
        CHECK(r.err == "ninegrid: cannot read standard input: Bad file descriptor\n");
        CHECK(r.out.empty());
    }
}

TEST_CASE("link solve: an odd count is unsolvable at once, a spent budget is unknown", "[link]") {
    const ProgramResult odd = link_run({"solve", "-"}, "AAB\nB.A\n");
    CHECK(odd.exit_code == 1);
    CHECK(odd.out == "unsolvable: kind 'A' has 3 tiles: tiles leave in pairs\n");

    const ProgramResult odd_json = link_run({"solve", "-", "--json"}, "AAB\nB.A\n");
    CHECK(odd_json.exit_code == 1);
    const JsonValue json = parse_json(odd_json.out);
    CHECK(json.at("result").as_string() == "unsolvable");
    CHECK(contains(json.at("reason").as_string(), "kind 'A' has 3 tiles"));
    CHECK(json.at("removals").items().empty());

    const ProgramResult dealt = link_run({"generate", "--size", "shisen", "--seed", "3"});
    REQUIRE(dealt.exit_code == 0);
    const ProgramResult spent = link_run({"solve", "-", "--budget", "1"}, dealt.out);
    CHECK(spent.exit_code == 3);
    CHECK(contains(spent.out, "unknown: the budget of 1 positions ran out"));
    // On a 64x64 board of two kinds the pair tests the budget allows run out first: said so.
    const ProgramResult big =
        link_run({"generate", "--rows", "64", "--cols", "64", "--kinds", "2", "--seed", "3"});
    REQUIRE(big.exit_code == 0);
    const ProgramResult tests_spent = link_run({"solve", "-", "--budget", "10"}, big.out);
    CHECK(tests_spent.exit_code == 3);
    CHECK(contains(tests_spent.out, "unknown: the budget of 10 positions ran out after "));
    CHECK(contains(tests_spent.out, " positions and the pair tests it allows (1000 a position)"));
    const ProgramResult spent_json = link_run({"solve", "-", "--budget", "1", "--json"}, dealt.out);
    CHECK(spent_json.exit_code == 3);
    CHECK(parse_json(spent_json.out).at("result").as_string() == "unknown");
}

TEST_CASE("link commands refuse what cannot be done, in both languages", "[link]") {
    const ProgramResult unbalanced =
        link_run({"generate", "--rows", "8", "--cols", "10", "--kinds", "6"});
    CHECK(unbalanced.exit_code == 2);
    CHECK(contains(unbalanced.err,
                   "8x10 = 80 cells cannot hold 6 kinds an even number of times each; try 5 or 8 "
                   "kinds"));
    const ProgramResult zh =
        link_run({"generate", "--rows", "8", "--cols", "10", "--kinds", "6", "--lang", "zh"});
    CHECK(zh.exit_code == 2);
    CHECK(contains(zh.err, "可以试试 5 或 8 种"));
    const ProgramResult both = link_run({"hint", "-", "--border", "--no-border"}, "AA\n");
    CHECK(both.exit_code == 2);
    CHECK(contains(both.err, "--border and --no-border"));
    const ProgramResult size = link_run({"generate", "--size", "huge"});
    CHECK(size.exit_code == 2);
    CHECK(contains(size.err, "unknown size 'huge'"));
    const ProgramResult rows = link_run({"generate", "--rows", "65"});
    CHECK(rows.exit_code == 2);
    CHECK(contains(rows.err, "--rows '65': expected a whole number from 1 to 64"));
}

TEST_CASE("ninegrid link --help shows the link game's help, and the overview lists it", "[link]") {
    const ProgramResult alone = link_run({"--help"});
    CHECK(alone.exit_code == 0);
    CHECK(contains(alone.out, "Usage: ninegrid link [COMMAND] [OPTIONS]"));
    CHECK(contains(alone.out, "generate"));
    CHECK(contains(alone.out, "play"));
    const ProgramResult zh = link_run({"--help", "--lang", "zh"});
    CHECK(zh.exit_code == 0);
    CHECK(contains(zh.out, "连连看"));
    const ProgramResult overview = support::run_program(NINEGRID_BINARY, {"--help"});
    CHECK(overview.exit_code == 0);
    CHECK(contains(overview.out, "link"));
}

TEST_CASE("link --size names KShisen's sizes too, and a 16x30 game in a pipe keeps to 80 columns",
          "[link][size]") {
    const ProgramResult r = link_run({"--size", "16x30", "--seed", "2"}, "ddd s \nq");
    REQUIRE(r.exit_code == 0);
    CHECK(contains(r.out, "16x30 (30 kinds)   moves 0"));
    CHECK(contains(r.out, "--game hard+rows=16+cols=30+kinds=30:2"));
    std::istringstream lines(r.out);
    for (std::string line; std::getline(lines, line);) {
        CAPTURE(line);
        CHECK(ninegrid::term::display_width(line) <= 80);
    }
    // generate and stats take the same names.
    const ProgramResult g = link_run({"generate", "--size", "14x26", "--seed", "1"});
    REQUIRE(g.exit_code == 0);
    CHECK(contains(g.out, "# ninegrid link generate --rows 14 --cols 26 --kinds 26 --seed 1\n"));
    // A size that is none says which there are.
    const ProgramResult bad = link_run({"--size", "30x16"});
    CHECK(bad.exit_code == 2);
    CHECK(contains(bad.err, "unknown size '30x16'"));
    CHECK(contains(bad.err, "6x14 9x16 12x24 14x26 16x30"));
    CHECK(link_run({"--size", "16x30", "--level", "easy"}).exit_code == 2);
}

TEST_CASE("link stats --json counts every deal once", "[link]") {
    const ProgramResult r =
        link_run({"stats", "--size", "classic", "--count", "12", "--seed", "5", "--json"});
    REQUIRE(r.exit_code == 0);
    const JsonValue json = parse_json(r.out);
    CHECK(json.at("count").as_int() == 12);
    CHECK(json.at("rows").as_int() == 8);
    CHECK(json.at("cols").as_int() == 10);
    CHECK(json.at("kinds").as_int() == 5);
    CHECK(json.at("solvable").as_int() + json.at("unsolvable").as_int() +
              json.at("unknown").as_int() ==
          12);
    // Without gravity a greedy player clears only boards that can be cleared.
    CHECK(json.at("greedy_clears").as_int() <= json.at("solvable").as_int());
    for (const char* key : {"nodes", "micros"}) {
        const JsonValue& v = json.at(key);
        CHECK(v.at("median").as_number() <= v.at("p90").as_number());
        CHECK(v.at("p90").as_number() <= v.at("max").as_number());
    }
    // The same seed gives the same counts.
    const JsonValue again = parse_json(
        link_run({"stats", "--size", "classic", "--count", "12", "--seed", "5", "--json"}).out);
    CHECK(again.at("solvable").as_int() == json.at("solvable").as_int());
    CHECK(again.at("greedy_clears").as_int() == json.at("greedy_clears").as_int());
    CHECK(link_run({"stats", "--count", "0"}).exit_code == 2);
}

TEST_CASE("link bench --json has every figure, consistent with itself", "[link][slow]") {
    support::TempDir dir;
    support::write_file(dir / "board.txt", "ABBA\nC..C\n");
    const ProgramResult r = link_run({"bench", "--json", "--board", dir / "board.txt"});
    REQUIRE(r.exit_code == 0);
    const JsonValue json = parse_json(r.out);
    CHECK(json.at("consistent").as_bool());
    for (const char* key : {"pair_micros", "baseline_pair_micros", "hint_micros",
                            "baseline_hint_micros", "solve_micros", "generate_micros"}) {
        INFO(key);
        CHECK(json.at(key).as_number() > 0);
    }
    // Each ratio is the baseline's time over ours (as rounded in the output).
    const double pair =
        json.at("baseline_pair_micros").as_number() / json.at("pair_micros").as_number();
    CHECK(json.at("pair_ratio").as_number() == Approx(pair).epsilon(0.05));
    const double hint =
        json.at("baseline_hint_micros").as_number() / json.at("hint_micros").as_number();
    CHECK(json.at("hint_ratio").as_number() == Approx(hint).epsilon(0.05));
    CHECK(json.at("solve_decided").as_int() <= json.at("solve_boards").as_int());
    CHECK(json.at("generated").as_int() <= json.at("generate_boards").as_int());
    CHECK(json.at("board").at("rows").as_int() == 2);
    CHECK(json.at("board").at("solve_decided").as_bool());
}

TEST_CASE("the link messages say the same in both languages", "[link]") {
    for (const ninegrid::base::Text& t : ninegrid::link::message_texts()) {
        INFO(t.en);
        CHECK_FALSE(t.en.empty());
        CHECK_FALSE(t.zh.empty());
        // The same placeholders; a sentence in the other language may order them differently.
        std::vector<std::string> en = ninegrid::base::placeholders(t.en);
        std::vector<std::string> zh = ninegrid::base::placeholders(t.zh);
        std::sort(en.begin(), en.end());
        std::sort(zh.begin(), zh.end());
        CHECK(en == zh);
    }
    for (const char* command : {"generate", "solve", "hint", "stats", "bench"}) {
        INFO(command);
        CHECK(contains(ninegrid::link::game_entry().full_help(command, ninegrid::base::Lang::En),
                       std::string("Usage: ninegrid link ") + command));
        CHECK(contains(ninegrid::link::game_entry().full_help(command, ninegrid::base::Lang::Zh),
                       std::string("用法：ninegrid link ") + command));
    }
}

namespace {

// A board file in `dir` dealt by `link generate` with these words after it.
std::string dealt_file(const support::TempDir& dir, const std::vector<std::string>& words) {
    std::vector<std::string> gen{"generate"};
    gen.insert(gen.end(), words.begin(), words.end());
    const ProgramResult dealt = link_run(gen);
    REQUIRE(dealt.exit_code == 0);
    const std::string file = dir / "board.txt";
    support::write_file(file, dealt.out);
    return file;
}

// `ninegrid link ARGS` through pipes, stopped after `limit` if it has not ended by then (a long
// run is cut short: only what it says first matters).
ProgramResult link_cut_short(std::vector<std::string> args, std::chrono::milliseconds limit) {
    args.insert(args.begin(), "link");
    ProgramResult r = support::run_program(NINEGRID_BINARY, args, {}, limit);
    INFO("stdout: " << r.out);
    INFO("stderr: " << r.err);
    return r;
}

// `ninegrid link ARGS` at a terminal until its progress line `label` appears, then interrupted.
// Returns whether the line appeared; false with a warning when there is no pseudo-terminal.
bool progress_drawn(const std::vector<std::string>& args, const std::string& label) {
    support::PtyChild pty(100, 24);
    if (support::no_pty(pty)) {
        return true;
    }
    std::vector<std::string> all{"link"};
    all.insert(all.end(), args.begin(), args.end());
    pty.start(NINEGRID_BINARY, all, {"LANG=C.UTF-8", "LC_ALL"});
    const bool seen = pty.wait_for("\r" + label + " [", std::chrono::seconds(60));
    INFO("output: " << pty.output());
    pty.send_signal(SIGINT);
    const support::PtyChild::Exit e = pty.wait_exit(std::chrono::seconds(10));
    CHECK_FALSE(e.timed_out);
    return seen;
}

}  // namespace

TEST_CASE("link solve, stats and bench draw a progress line at a terminal, never into a pipe",
          "[link][progress][slow][pty]") {
    support::TempDir dir;
    // A 64x64 board with 2 kinds: each position of its search takes millions of pair tests.
    const std::string big =
        dealt_file(dir, {"--rows", "64", "--cols", "64", "--kinds", "2", "--seed", "1"});
    CHECK(progress_drawn({"solve", big, "--budget", "100000000"}, "ninegrid link solve:"));
    CHECK(progress_drawn({"stats", "--rows", "64", "--cols", "64", "--kinds", "2", "--count", "50"},
                         "ninegrid link stats:"));
    CHECK(progress_drawn({"bench", "--board", big}, "ninegrid link bench:"));

    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"solve", big, "--budget", "100000000"},
          {"stats", "--rows", "64", "--cols", "64", "--kinds", "2", "--count", "50"},
          {"bench", "--board", big}}) {
        const ProgramResult piped = link_cut_short(args, std::chrono::seconds(2));
        CHECK_FALSE(contains(piped.err, "\r"));
        CHECK_FALSE(contains(piped.err, "\x1b["));
        CHECK_FALSE(contains(piped.err, "ninegrid link"));
    }
}

TEST_CASE("link solve and stats warn up front about a request that may run for days",
          "[link][progress][slow]") {
    support::TempDir dir;
    const std::string shisen = dealt_file(dir, {"--size", "shisen", "--seed", "3"});
    // A budget of a trillion positions: up to 83 days on 8x18; this deal is cleared at once.
    const ProgramResult huge = link_run({"solve", shisen, "--budget", "1000000000000"});
    CHECK(huge.exit_code == 0);
    CHECK(contains(huge.out, "solved\n"));
    CHECK(huge.err.rfind("ninegrid: warning: a budget of 1000000000000 positions may search for "
                         "up to 83 days on this 8x18 board",
                         0) == 0);
    CHECK(contains(huge.err, "memory limit of 256 MB"));
    // The default budget, or a tiny board whatever the budget: nothing to warn about.
    CHECK(link_run({"solve", shisen}).err.empty());
    CHECK(link_run({"solve", "-", "--budget", "1000000000000"}, "AB\nAB\n").err.empty());

    // 100,000 deals of 64x64: about 20 s each, weeks in all. The warning comes first, then the
    // run goes on (cut short here).
    const ProgramResult days = link_cut_short(
        {"stats", "--rows", "64", "--cols", "64", "--kinds", "2", "--count", "100000"},
        std::chrono::seconds(2));
    CHECK(days.err.rfind("ninegrid: warning: 100000 deals of 64x64 with 2 kinds may take about 23 "
                         "days (about 20 seconds a deal, estimated from the size and the budget); "
                         "about 4320 deals take a day. Going on: Ctrl-C stops it.\n",
                         0) == 0);
    const ProgramResult zh = link_cut_short({"stats", "--rows", "64", "--cols", "64", "--kinds",
                                             "2", "--count", "100000", "--lang", "zh"},
                                            std::chrono::seconds(2));
    CHECK(contains(zh.err, "一天大约能做 4320 副"));
    // The classic size at the largest count: no warning (cut short too).
    const ProgramResult classic =
        link_cut_short({"stats", "--count", "100000"}, std::chrono::seconds(2));
    CHECK(classic.err.empty());
}

TEST_CASE("the link game's key line at 80 columns breaks between whole keys, in both languages",
          "[link]") {
    // Its key line is wider than 80 columns: it went on with "P" alone at the end of a line
    // and "solve" at the start of the next.
    using ninegrid::shell::Lang;
    for (const Lang lang : {Lang::En, Lang::Zh}) {
        CAPTURE(lang == Lang::Zh);
        ninegrid::link::LinkBackend game(ninegrid::link::Rules{}, false, std::nullopt);
        ninegrid::shell::Session::Params params;
        params.game = "link";
        params.level = "easy";
        params.seed = 5;
        params.lang = lang;
        ninegrid::shell::Session s(game, params, nullptr);
        const ninegrid::shell::Style style{false, true, 80, 24};
        const std::vector<std::string> frame =
            ninegrid::shell::render_screen(s, ninegrid::shell::Clock::time_point{}, style).lines;
        std::size_t first = 0;
        while (first < frame.size() && frame[first].rfind(" WASD/", 0) != 0)
            ++first;
        REQUIRE(first + 1 < frame.size());
        CHECK_FALSE(frame[first + 1].empty());  // it takes two lines
        for (std::size_t i = first; i < frame.size() && !frame[i].empty(); ++i) {
            const std::string& line = frame[i];
            CAPTURE(line);
            CHECK(ninegrid::term::display_width(line) < 80);
            // Each item is a key and its label: no line ends or starts with a key alone.
            const std::size_t last_gap = line.rfind("  ");
            const std::string last = line.substr(last_gap == std::string::npos ? 1 : last_gap + 2);
            CHECK(last.find(' ') != std::string::npos);
            const std::size_t gap = line.find("  ", 1);
            CHECK(
                line.substr(1, gap == std::string::npos ? std::string::npos : gap - 1).find(' ') !=
                std::string::npos);
        }
    }
}
