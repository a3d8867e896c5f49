// SPDX-License-Identifier: MIT
// The JSON writer: punctuation, numbers, escaping, and what it writes parsing back.
#include "base/json.hpp"

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "support/catch.hpp"
#include "support/json.hpp"

using ninegrid::base::JsonWriter;

namespace {

// Why `text` is not JSON, or "" when it is.
std::string json_error(const std::string& text) {
    try {
        support::parse_json(text);
    } catch (const support::JsonError& e) {
        return e.what();
    }
    return "";
}

}  // namespace

TEST_CASE("the JSON writer places commas and colons exactly", "[cli][json]") {
    SECTION("an object holding every kind of value") {
        JsonWriter w;
        w.begin_object()
            .key("a")
            .number(1)
            .key("b")
            .begin_array()
            .number(2)
            .string("x")
            .boolean(true)
            .boolean(false)
            .null()
            .end_array()
            .key("c")
            .begin_object()
            .end_object()
            .key("d")
            .begin_array()
            .end_array()
            .end_object();
        CHECK(w.str() == R"({"a":1,"b":[2,"x",true,false,null],"c":{},"d":[]})");
    }
    SECTION("nested arrays and objects") {
        JsonWriter w;
        w.begin_array()
            .begin_array()
            .end_array()
            .begin_array()
            .number(1)
            .end_array()
            .begin_array()
            .begin_array()
            .number(2)
            .end_array()
            .end_array()
            .begin_object()
            .key("k")
            .begin_object()
            .key("l")
            .string("m")
            .end_object()
            .end_object()
            .end_array();
        CHECK(w.str() == R"([[],[1],[[2]],{"k":{"l":"m"}}])");
    }
    SECTION("a lone value") {
        JsonWriter w;
        w.string("solo");
        CHECK(w.str() == R"("solo")");
    }
}

TEST_CASE("the JSON writer gives an empty optional string as null", "[cli][json]") {
    JsonWriter w;
    w.begin_object().key("a").string_or_null("").key("b").string_or_null("x").end_object();
    CHECK(w.str() == R"({"a":null,"b":"x"})");
}

TEST_CASE("the JSON writer prints numbers exactly", "[cli][json]") {
    JsonWriter w;
    w.begin_array()
        .number(0)
        .number(-5)
        .number(42U)
        .number(std::numeric_limits<std::int64_t>::min())
        .number(std::numeric_limits<std::uint64_t>::max())
        .number(3.14159, 2)
        .number(12.3456, 1)
        .number(1.0, 3)
        .number(21.97243, 4)
        .number(-0.75, 2)
        .number(7.0, 0)
        .number(std::nan(""), 2)
        .number(std::numeric_limits<double>::infinity(), 1)
        .number(-std::numeric_limits<double>::infinity(), 1)
        .end_array();
    CHECK(w.str() ==
          "[0,-5,42,-9223372036854775808,18446744073709551615,3.14,12.3,1.000,21.9724,-0.75,7,"
          "null,null,null]");
}

TEST_CASE("the JSON writer escapes what a JSON string cannot hold", "[cli][json]") {
    using ninegrid::base::json_quote;
    CHECK(json_quote("") == R"("")");
    CHECK(json_quote("plain") == R"("plain")");
    CHECK(json_quote("say \"hi\"") == R"("say \"hi\"")");
    CHECK(json_quote("C:\\dir") == R"("C:\\dir")");
    CHECK(json_quote("a\nb\rc\td") == R"("a\nb\rc\td")");
    CHECK(json_quote(std::string("\x01\x1f\b\f", 4)) == R"("\u0001\u001f\u0008\u000c")");
    CHECK(json_quote(std::string("nul\0byte", 8)) == R"("nul\u0000byte")");
    CHECK(json_quote("/ stays") == R"("/ stays")");
    CHECK(json_quote("九宫格") == "\"九宫格\"");

    JsonWriter w;
    w.begin_object().key("we\"ird\\key").string("v\n").end_object();
    CHECK(w.str() == R"({"we\"ird\\key":"v\n"})");
}

TEST_CASE("JSON strings carry no character that acts on a terminal", "[cli][json]") {
    using ninegrid::base::json_quote;
    // DEL, the C1 controls, the line separators and the bidi controls, as printable() sees them,
    // are written as escapes: the same string to a parser, nothing to a terminal.
    CHECK(json_quote("\x7f") == R"("\u007f")");
    CHECK(json_quote("\xC2\x9B"
                     "2J") == R"("\u009b2J")");
    CHECK(json_quote("\xE2\x80\xAE"
                     "x\xE2\x80\xA8\xE2\x81\xA6") == R"("\u202ex\u2028\u2066")");
    CHECK(support::parse_json(json_quote("\xC2\x9B")).as_string() == "\xC2\x9B");
}

TEST_CASE("JSON strings stay valid UTF-8 whatever bytes they are given", "[cli][json]") {
    using ninegrid::base::json_quote;
    for (const std::string& text :
         {std::string("\xff"), std::string("a\xc3"), std::string("\xc0\xaf"),
          std::string("\xed\xa0\x80"), std::string("\xf4\x90\x80\x80"), std::string("\x80x")}) {
        CAPTURE(text);
        CHECK(json_error(json_quote(text)) == "");
    }
    // A byte that does not belong to a well-formed sequence becomes U+FFFD.
    CHECK(support::parse_json(json_quote("a\xff"
                                         "b"))
              .as_string() ==
          "a\xef\xbf\xbd"
          "b");
    CHECK(json_quote("\xf0\x9f\x98\x80") == "\"\xf0\x9f\x98\x80\"");
}

TEST_CASE("a JSON number is written in full however large", "[cli][json]") {
    JsonWriter w;
    w.begin_array()
        .number(1e100, 0)
        .number(-1.5e300, 2)
        .number(std::numeric_limits<double>::max(), 0)
        .end_array();
    const support::JsonValue v = support::parse_json(w.str());
    CHECK(v.at(0).as_number() == 1e100);
    CHECK(v.at(1).as_number() == -1.5e300);
    CHECK(v.at(1).number_text().substr(v.at(1).number_text().size() - 3) == ".00");
    CHECK(v.at(2).as_number() == std::numeric_limits<double>::max());
}

TEST_CASE("what the JSON writer writes parses back to the same values", "[cli][json]") {
    std::string every_ascii;
    for (int c = 0; c < 0x80; ++c)
        every_ascii += static_cast<char>(c);
    JsonWriter w;
    w.begin_object()
        .key("text")
        .string(every_ascii)
        .key("utf8")
        .string("µs █ 九宫格")
        .key("list")
        .begin_array()
        .number(-1)
        .number(2.5, 1)
        .boolean(true)
        .null()
        .end_array()
        .key(every_ascii)
        .number(std::numeric_limits<std::uint64_t>::max())
        .end_object();
    const support::JsonValue v = support::parse_json(w.str());
    REQUIRE(v.is_object());
    CHECK(v.keys() == std::vector<std::string>{"text", "utf8", "list", every_ascii});
    CHECK(v.at("text").as_string() == every_ascii);
    CHECK(v.at("utf8").as_string() == "µs █ 九宫格");
    CHECK(v.at("list").size() == 4);
    CHECK(v.at("list").at(0).as_int() == -1);
    CHECK(v.at("list").at(1).as_number() == 2.5);
    CHECK(v.at("list").at(2).as_bool());
    CHECK(v.at("list").at(3).is_null());
    CHECK(v.at(every_ascii).number_text() == "18446744073709551615");
}

TEST_CASE("the test JSON parser refuses what is not JSON", "[cli][json]") {
    // The program tests trust this parser, so it must not accept broken output.
    for (const char* bad : {"",
                            "{",
                            "[1,]",
                            "{\"a\":1,}",
                            "{\"a\" 1}",
                            "{a:1}",
                            "[01]",
                            "[1.]",
                            "[.5]",
                            "[-]",
                            "[1e]",
                            "'x'",
                            "\"unterminated",
                            "\"tab\there\"",
                            "\"bad \\x escape\"",
                            "tru",
                            "nul",
                            "[1] [2]",
                            "{\"a\":1,\"a\":2}",
                            "\"\\ud800\"",
                            "\"\xff\"",
                            "\"\xc0\xaf\"",
                            "[NaN]"}) {
        CAPTURE(bad);
        CHECK_THROWS_AS(support::parse_json(bad), support::JsonError);
    }
    CHECK(support::parse_json(" [1, -2.5e3, \"\\u00e9\\ud83d\\ude00\", {}] ").size() == 4);
    CHECK(support::parse_json("\"\\u00e9\\ud83d\\ude00\"").as_string() == "é😀");
    CHECK(support::parse_json("-2.5e3").as_number() == -2500.0);
}
