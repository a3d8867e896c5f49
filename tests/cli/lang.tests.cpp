// SPDX-License-Identifier: MIT
// Chinese everywhere the player reads: the front door's words in both languages, and the program
// following --lang (anywhere on the line) or the locale, with English for LANG=C.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/args.hpp"
#include "base/lines.hpp"
#include "base/output.hpp"
#include "base/svg.hpp"
#include "base/text.hpp"
#include "base/utf8.hpp"
#include "cli/commands.hpp"
#include "cli/help_words.hpp"
#include "games/eight/messages.hpp"
#include "games/eight/texts.hpp"
#include "games/fifteen/messages.hpp"
#include "games/fifteen/texts.hpp"
#include "games/link/messages.hpp"
#include "games/link/texts.hpp"
#include "games/sliding/board_words.hpp"
#include "games/sliding/commands.hpp"
#include "games/sliding/texts.hpp"
#include "shell/play.hpp"
#include "shell/texts.hpp"
#include "support/catch.hpp"
#include "support/pty_child.hpp"
#include "support/run_program.hpp"
#include "support/temp_dir.hpp"
#include "support/texts.hpp"
#include "term/screen.hpp"

using ninegrid::base::Lang;
using support::ProgramResult;

namespace {

// The program with the locale set to `locale` (and the other locale variables unset).
ProgramResult run_in(const std::string& locale, const std::vector<std::string>& args,
                     const std::string& input = {}) {
    ProgramResult r = support::run_program(NINEGRID_BINARY, args, input, std::chrono::seconds(60),
                                           {"LANG=" + locale, "LC_ALL", "LC_MESSAGES"});
    INFO("stdout: " << r.out);
    INFO("stderr: " << r.err);
    REQUIRE_FALSE(r.timed_out);
    return r;
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("the front door's words are there in both languages", "[cli][lang]") {
    support::check_catalogue(ninegrid::cli::texts());
    // The games' help texts are checked by their own tests; every help exists in both languages,
    // and differs.
    for (const char* words : {"", "eight", "solve", "eight play", "stats", "bench"}) {
        CAPTURE(words);
        const std::string en = ninegrid::cli::help_text(words, Lang::En);
        const std::string zh = ninegrid::cli::help_text(words, Lang::Zh);
        CHECK_FALSE(en.empty());
        CHECK_FALSE(zh.empty());
        CHECK(en != zh);
    }
}

TEST_CASE("a Chinese locale gives Chinese help, LANG=C today's English", "[cli][lang]") {
    const ProgramResult zh = run_in("zh_CN.UTF-8", {"--help"});
    CHECK(zh.exit_code == 0);
    CHECK(contains(zh.out, "用法：ninegrid [GAME] [COMMAND] [OPTIONS]"));
    CHECK(contains(zh.out, "退出状态"));
    const ProgramResult en = run_in("C", {"--help"});
    CHECK(en.exit_code == 0);
    CHECK(contains(en.out, "Usage: ninegrid [GAME] [COMMAND] [OPTIONS]"));
    CHECK(en.out == ninegrid::cli::help_text("", Lang::En));
    // --lang wins over the locale, either way (Chinese where the locale is UTF-8).
    CHECK(run_in("zh_CN.UTF-8", {"--lang", "en", "--help"}).out == en.out);
    CHECK(run_in("C.UTF-8", {"--lang", "zh", "--help"}).out == zh.out);
}

TEST_CASE("the language option goes before or after the command", "[cli][lang]") {
    const ProgramResult help = run_in("C.UTF-8", {"help", "eight", "solve", "--lang", "zh"});
    CHECK(help.exit_code == 0);
    CHECK(contains(help.out, "用法：ninegrid solve START"));
    CHECK(contains(help.out, "局面按阅读顺序写出九格"));
    CHECK(run_in("C.UTF-8", {"--lang=zh", "help", "solve"}).out == help.out);
    CHECK(run_in("C.UTF-8", {"solve", "--help", "--lang", "zh"}).out == help.out);
    // The answer of solve is the same; only the words around it would change.
    const ProgramResult solved =
        run_in("C.UTF-8", {"solve", "123456708", "--lang", "zh", "--json"});
    CHECK(solved.exit_code == 0);
    CHECK(
        contains(solved.out, "{\"start\":\"123456708\",\"goal\":\"123456780\",\"solvable\":true"));
}

TEST_CASE("mistakes are told in Chinese", "[cli][lang]") {
    const ProgramResult option = run_in("zh_CN.UTF-8", {"solve", "--gaol", "123456780"});
    CHECK(option.exit_code == 2);
    CHECK(option.err ==
          "ninegrid: “ninegrid solve”没有选项“--gaol”；是不是想输入“--goal”？（参见“ninegrid solve "
          "--help”）\n");
    const ProgramResult board = run_in("C.UTF-8", {"solve", "123456580", "--lang", "zh"});
    CHECK(board.exit_code == 2);
    CHECK(board.err == "ninegrid: 起始局面“123456580”：5 号方块出现了两次，7 号方块缺失\n");
    const ProgramResult rows = run_in("zh_CN.UTF-8", {"stats", "--goal", "123/4567/80"});
    CHECK(rows.err == "ninegrid: 目标局面“123/4567/80”：第 2 行有 4 格，应为 3 格\n");
    const ProgramResult command = run_in("zh_CN.UTF-8", {"slove"});
    CHECK(command.exit_code == 2);
    CHECK(contains(command.err, "未知命令“slove”；是不是想输入“solve”？"));
    const ProgramResult lang = run_in("zh_CN.UTF-8", {"--lang", "fr"});
    CHECK(lang.exit_code == 2);
    CHECK(lang.err == "ninegrid: 未知语言“fr”：请用 en 或 zh\n");
    const ProgramResult twice = run_in("C", {"--lang", "zh", "play", "--lang", "en"});
    CHECK(twice.exit_code == 2);
    CHECK(twice.err == "ninegrid: option '--lang' is given twice\n");
    const ProgramResult seed = run_in("C.UTF-8", {"play", "--seed", "x", "--lang", "zh"});
    CHECK(seed.err == "ninegrid: 种子“x”不是 0 到 4294967295 之间的整数\n");
    const ProgramResult parity = run_in("zh_CN.UTF-8", {"play", "--start", "213456780"});
    CHECK(parity.exit_code == 1);
    CHECK(contains(parity.err, "无法到达目标局面"));
}

TEST_CASE("the same mistakes under LANG=C are today's English", "[cli][lang]") {
    CHECK(run_in("C", {"solve", "123456580"}).err ==
          "ninegrid: start board '123456580': tile 5 appears twice and tile 7 is missing\n");
    CHECK(run_in("C", {"solve", "12345678"}).err ==
          "ninegrid: start board '12345678': expected 9 cells, got 8\n");
    CHECK(run_in("C", {"solve", "123/4567/80"}).err ==
          "ninegrid: start board '123/4567/80': row 2 has 4 cells, expected 3\n");
    CHECK(run_in("C", {"solve", "--gaol", "1"}).err ==
          "ninegrid: 'ninegrid solve' has no option '--gaol'; did you mean '--goal'? (see "
          "'ninegrid solve --help')\n");
}

TEST_CASE("output for programs stays English in Chinese", "[cli][lang]") {
    const ProgramResult batch =
        run_in("zh_CN.UTF-8", {"solve", "--batch"}, "123456708\n12345678\n\n");
    CHECK(batch.exit_code == 2);
    CHECK(batch.out == "1 R\nerror: expected 9 cells, got 8\n");
}

namespace {

// Whether `c` is a full-width punctuation mark of Chinese text (，。；：！？、（）“”《》 ...).
bool full_width_punctuation(char32_t c) {
    return (c >= 0x3001 && c <= 0x3003) || (c >= 0x3008 && c <= 0x3011) || c == 0x2018 ||
           c == 0x2019 || c == 0x201C || c == 0x201D || c == 0x2026 ||
           (c >= 0xFF01 && c <= 0xFF0F) || (c >= 0xFF1A && c <= 0xFF20) ||
           (c >= 0xFF3B && c <= 0xFF40) || (c >= 0xFF5B && c <= 0xFF65);
}

// Whether `text` has an ASCII space right after a full-width punctuation mark, which carries
// its own space: "确定退出吗？ 对局会保存". Three spaces or more are a gap between columns.
bool space_after_punctuation(std::string_view text) {
    for (std::size_t at = 0; at < text.size();) {
        const ninegrid::base::Utf8Step step = ninegrid::base::decode_utf8(text, at);
        at += step.length;
        if (step.status != ninegrid::base::Utf8Step::Status::Ok ||
            !full_width_punctuation(step.code_point))
            continue;
        const std::size_t spaces = text.find_first_not_of(' ', at);
        const std::size_t run = (spaces == std::string_view::npos ? text.size() : spaces) - at;
        if (run >= 1 && run <= 2) return true;
    }
    return false;
}

// Every catalogue of words, named by its file.
std::vector<std::pair<std::string, std::vector<ninegrid::base::Text>>> every_catalogue() {
    namespace ng = ninegrid;
    return {
        {"src/cli/commands.cpp", ng::cli::texts()},
        {"src/shell/texts.cpp", ng::shell::shell_text_pairs()},
        {"src/shell/play.cpp", ng::shell::option_texts()},
        {"src/base/args.cpp", ng::base::args_texts()},
        {"src/base/lang.cpp", ng::base::lang_texts()},
        {"src/base/text.cpp", ng::base::text_texts()},
        {"src/base/lines.cpp", ng::base::lines_texts()},
        {"src/base/output.cpp", ng::base::output_texts()},
        {"src/base/svg.cpp", ng::base::svg_texts()},
        {"src/games/eight/texts.cpp", ng::eight::eight_text_pairs()},
        {"src/games/eight/messages.cpp", ng::eight::message_texts()},
        {"src/games/fifteen/texts.cpp", ng::fifteen::fifteen_text_pairs()},
        {"src/games/fifteen/messages.cpp", ng::fifteen::message_texts()},
        {"src/games/link/texts.cpp", ng::link::link_text_pairs()},
        {"src/games/link/messages.cpp", ng::link::message_texts()},
        {"src/games/sliding/board_words.cpp", ng::sliding::board_word_texts()},
        {"src/games/sliding/commands.cpp", ng::sliding::command_word_texts()},
        {"src/games/sliding/texts.cpp", ng::sliding::sliding_text_pairs()},
    };
}

using support::every_help;

}  // namespace

TEST_CASE("no Chinese text has an ASCII space after a full-width punctuation mark",
          "[cli][lang][texts]") {
    namespace ng = ninegrid;
    const auto catalogues = every_catalogue();
    std::vector<std::string> offending;
    for (const auto& [file, texts] : catalogues) {
        for (const ng::base::Text& t : texts) {
            if (space_after_punctuation(t.zh)) offending.push_back(file + ": " + std::string(t.zh));
        }
    }
    // The help of every game and command (src/games/*/commands.cpp), and the front door's.
    for (const std::string& w : every_help()) {
        const std::string help = ng::cli::help_text(w, Lang::Zh);
        std::istringstream lines(help);
        for (std::string line; std::getline(lines, line);) {
            if (space_after_punctuation(line)) offending.push_back("help " + w + ": " + line);
        }
    }
    CHECK(offending == std::vector<std::string>{});
}

TEST_CASE("no English text has a Chinese character", "[cli][lang][texts]") {
    // English is what a locale without UTF-8 gets: "the 8-puzzle (九宫格)" showed as bytes or
    // question marks there.
    const auto has_chinese = [](std::string_view text) {
        for (std::size_t at = 0; at < text.size();) {
            const ninegrid::base::Utf8Step step = ninegrid::base::decode_utf8(text, at);
            at += step.length;
            if (step.status == ninegrid::base::Utf8Step::Status::Ok &&
                ninegrid::term::code_point_width(step.code_point) == 2)
                return true;
        }
        return false;
    };
    std::vector<std::string> offending;
    for (const auto& [file, texts] : every_catalogue()) {
        for (const ninegrid::base::Text& t : texts) {
            if (has_chinese(t.en)) offending.push_back(file + ": " + std::string(t.en));
        }
    }
    for (const std::string& w : every_help()) {
        std::istringstream lines(ninegrid::cli::help_text(w, Lang::En));
        for (std::string line; std::getline(lines, line);) {
            if (has_chinese(line)) offending.push_back("help " + w + ": " + line);
        }
    }
    CHECK(offending == std::vector<std::string>{});
}

TEST_CASE("without a UTF-8 locale Chinese is English, with a note saying why", "[cli][lang]") {
    const std::string note =
        "ninegrid: Chinese needs a UTF-8 locale (such as zh_CN.UTF-8): using English.\n";
    const std::string english = ninegrid::cli::help_text("", Lang::En);
    SECTION("--lang zh under LANG=C") {
        const ProgramResult r = run_in("C", {"--lang", "zh", "--help"});
        CHECK(r.exit_code == 0);
        CHECK(r.out == english);
        CHECK(r.err == note);
    }
    SECTION("a Chinese locale in another encoding") {
        const ProgramResult r = run_in("zh_CN.GBK", {"--help"});
        CHECK(r.exit_code == 0);
        CHECK(r.out == english);
        CHECK(r.err == note);
        // English asked for is no news.
        CHECK(run_in("zh_CN.GBK", {"--lang", "en", "--help"}).err.empty());
    }
    SECTION("a game through a pipe: every byte ASCII") {
        for (const char* game : {"eight", "fifteen", "link"}) {
            CAPTURE(game);
            const ProgramResult r = run_in("C", {game, "--seed", "1", "--lang", "zh"}, "?hq");
            CHECK(r.exit_code == 0);
            CHECK(r.err == note);
            CHECK(contains(r.out, "Keys:"));
            CHECK(std::all_of(r.out.begin(), r.out.end(),
                              [](char c) { return static_cast<unsigned char>(c) < 0x80; }));
        }
    }
}

TEST_CASE("Chinese remembered in the preferences is English at a terminal without UTF-8",
          "[cli][lang][pty]") {
    support::PtyChild pty(80, 24);
    if (support::no_pty(pty)) return;
    support::TempDir home;
    const std::string config = home.path() + "/config";
    std::filesystem::create_directories(config + "/ninegrid");
    std::ofstream(config + "/ninegrid/preferences") << "lang = zh\n";
    pty.start(NINEGRID_BINARY, {"--seed", "5"},
              {"HOME=" + home.path(), "XDG_CONFIG_HOME=" + config,
               "XDG_STATE_HOME=" + home.path() + "/state", "TERM=xterm", "LANG=C", "LC_ALL",
               "LC_CTYPE", "LC_MESSAGES"});
    const bool noted = pty.wait_for("Chinese needs a UTF-8 locale", std::chrono::seconds(20));
    INFO("output: " << pty.output());
    CHECK(noted);
    CHECK(contains(pty.output(), "medium"));
    CHECK_FALSE(contains(pty.output(), "中等"));
    pty.type("q");
    CHECK_FALSE(pty.wait_exit(std::chrono::seconds(10)).timed_out);
}
