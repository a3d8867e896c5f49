// SPDX-License-Identifier: MIT
// The 8-puzzle commands' messages: both languages say the same, and a bad board is described in
// English exactly as the engine says it, and in Chinese from the same facts.
#include "games/eight/messages.hpp"

#include <string>

#include "games/eight/commands.hpp"
#include "games/eight/texts.hpp"
#include "games/sliding/board_words.hpp"
#include "ninegrid/eight/board_text.hpp"
#include "support/catch.hpp"
#include "support/texts.hpp"

using ninegrid::base::Lang;
using ninegrid::eight::parse_board;
using ninegrid::sliding::board_problem_text;

TEST_CASE("every message of the commands is there in both languages", "[messages]") {
    const auto texts = ninegrid::eight::message_texts();
    CHECK(texts.size() == static_cast<std::size_t>(ninegrid::eight::Msg::Count));
    support::check_catalogue(texts);
}

TEST_CASE("every help text of the game is there in both languages", "[messages]") {
    const ninegrid::shell::GameEntry& entry = ninegrid::eight::game_entry();
    support::check_both_languages(entry.title);
    support::check_both_languages(entry.help_footer);
    for (const ninegrid::shell::Command& c : entry.commands) {
        CAPTURE(std::string(c.name));
        support::check_both_languages(c.summary);
        support::check_both_languages(c.help);
        // Options, values and examples stay as they are: every option named in the English
        // help is named in the Chinese one.
        for (const ninegrid::base::OptionSpec& o : c.options) {
            const std::string option = "--" + std::string(o.name);
            if (c.help.en.find(option) == std::string_view::npos) continue;
            CAPTURE(option);
            CHECK(c.help.zh.find(option) != std::string_view::npos);
        }
    }
}

TEST_CASE("a bad board is described in English as the engine says it", "[messages]") {
    for (const char* text :
         {"", "12345678", "1234567890", "123456789", "12345678x",
          "1234567\x01"
          "8",
          "12\xEF\xBC\x93", "12\xE2\x80\x8B", "12\xFF", "123/456/78", "12/3456/780", "123/456/780/",
          "123456580", "111456780", "000456780", "12345678_0"}) {
        CAPTURE(text);
        const auto parsed = parse_board(text);
        REQUIRE_FALSE(parsed);
        CHECK(board_problem_text(parsed.problem, Lang::En) == parsed.error);
        CHECK_FALSE(board_problem_text(parsed.problem, Lang::Zh).empty());
    }
}

TEST_CASE("a bad board is described in Chinese", "[messages]") {
    const auto zh = [](const char* text) {
        return board_problem_text(parse_board(text).problem, Lang::Zh);
    };
    CHECK(zh("123456580") == "5 号方块出现了两次，7 号方块缺失");
    CHECK(zh("111456780") == "1 号方块出现了 3 次，2 号方块、3 号方块缺失");
    CHECK(zh("12345678") == "应为 9 格，实际为 8 格");
    CHECK(zh("123/4567/80") == "第 2 行有 4 格，应为 3 格");
    CHECK(zh("12345678x") == "第 9 列出现意外的字符“x”：格子只能是数字 1-8 或空格（0、_ 或 .）");
    CHECK(zh("") == "局面为空：需要 9 格，例如 123456780 或 123/456/780");
    CHECK(zh("12\xEF\xBC\x93") ==
          "第 3 列出现意外的字符“\xEF\xBC\x93”（U+FF13）：格子只能是数字 1-8 或空格（0、_ 或 .）");
    CHECK(zh("1\x01") == "第 2 列出现意外的字符 U+0001：格子只能是数字 1-8 或空格（0、_ 或 .）");
    CHECK(zh("1\xFF") == "第 2 列出现意外的字节 0xFF：格子只能是数字 1-8 或空格（0、_ 或 .）");
}

TEST_CASE("every text of the eight catalogue is said in both languages, with the same placeholders",
          "[texts][lang]") {
    const std::vector<ninegrid::base::Text> texts = ninegrid::eight::eight_text_pairs();
    support::check_catalogue(texts);
}
