// The command line's building blocks: argument parsing, typo suggestions, counts, JSON writing.
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "cli/json.hpp"
#include "support/catch.hpp"
#include "support/json.hpp"

using ninegrid::cli::Args;
using ninegrid::cli::closest;
using ninegrid::cli::JsonWriter;
using ninegrid::cli::OptionSpec;
using ninegrid::cli::parse_count;
using ninegrid::cli::UsageError;

namespace {

const std::vector<OptionSpec> kOptions{
    {"goal", "GOAL"}, {"algo", "NAME"}, {"json", ""}, {"boards", ""}, {"help", ""}};

Args parse(const std::vector<std::string>& words) {
    return Args(words, kOptions, "ninegrid solve");
}

// The message of the UsageError that parsing `words` throws, or "<no error>".
std::string usage_error(const std::vector<std::string>& words) {
    try {
        parse(words);
    } catch (const UsageError& e) {
        return e.what();
    }
    return "<no error>";
}

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

TEST_CASE("options take their value from the next word or after '='", "[cli][args]") {
    const Args args = parse({"--goal", "123804765", "start", "--algo=bfs", "--json", "more"});
    CHECK(args.has("goal"));
    CHECK(args.value("goal") == std::string("123804765"));
    CHECK(args.value("algo") == std::string("bfs"));
    CHECK(args.has("json"));
    CHECK(args.value("json") == std::string());
    CHECK_FALSE(args.has("boards"));
    CHECK_FALSE(args.value("boards").has_value());
    CHECK(args.positionals() == std::vector<std::string>{"start", "more"});
}

TEST_CASE("a value after '=' is taken whole", "[cli][args]") {
    CHECK(parse({"--goal="}).value("goal") == std::string());
    CHECK(parse({"--goal=a=b"}).value("goal") == std::string("a=b"));
    CHECK(parse({"--goal=1 2 3"}).value("goal") == std::string("1 2 3"));
}

TEST_CASE("after '--' every word is a positional", "[cli][args]") {
    const Args args = parse({"--json", "--", "--goal", "-x", "--"});
    CHECK(args.has("json"));
    CHECK_FALSE(args.has("goal"));
    CHECK(args.positionals() == std::vector<std::string>{"--goal", "-x", "--"});
}

TEST_CASE("a lone dash is a positional and -h asks for help", "[cli][args]") {
    const Args args = parse({"-", "-h"});
    CHECK(args.positionals() == std::vector<std::string>{"-"});
    CHECK(args.has("help"));
    CHECK(parse({}).positionals().empty());
}

TEST_CASE("argument mistakes are refused with a message that says what would work", "[cli][args]") {
    SECTION("an unknown option suggests the closest one") {
        CHECK(usage_error({"--algorithm", "bfs"}) ==
              "'ninegrid solve' has no option '--algorithm'; did you mean '--algo'? "
              "(see 'ninegrid solve --help')");
        CHECK(usage_error({"--jsno"}) ==
              "'ninegrid solve' has no option '--jsno'; did you mean '--json'? "
              "(see 'ninegrid solve --help')");
        CHECK(usage_error({"--goal=1", "--board"}) ==
              "'ninegrid solve' has no option '--board'; did you mean '--boards'? "
              "(see 'ninegrid solve --help')");
    }
    SECTION("an unknown option with nothing close gets no suggestion") {
        CHECK(usage_error({"--frobnicate"}) ==
              "'ninegrid solve' has no option '--frobnicate' (see 'ninegrid solve --help')");
    }
    SECTION("an unknown option spelled with '=' is named without its value") {
        CHECK(usage_error({"--algorithm=bfs"}) ==
              "'ninegrid solve' has no option '--algorithm'; did you mean '--algo'? "
              "(see 'ninegrid solve --help')");
    }
    SECTION("a short option") {
        CHECK(usage_error({"-j"}) ==
              "'ninegrid solve' does not take short option '-j'; options are spelled out, e.g. "
              "--help");
    }
    SECTION("a missing value") {
        CHECK(usage_error({"start", "--goal"}) == "option '--goal' needs a value: --goal GOAL");
    }
    SECTION("a repeated option") {
        CHECK(usage_error({"--json", "--json"}) == "option '--json' is given twice");
        CHECK(usage_error({"--goal=1", "--goal", "2"}) == "option '--goal' is given twice");
    }
    SECTION("a flag given a value") {
        CHECK(usage_error({"--json=yes"}) == "option '--json' takes no value");
        CHECK(usage_error({"--json="}) == "option '--json' takes no value");
    }
    SECTION("the error type is a UsageError") {
        REQUIRE_THROWS_AS(parse({"--nope"}), UsageError);
    }
}

TEST_CASE("closest suggests a likely typo and nothing far-fetched", "[cli][args]") {
    const std::vector<std::string> commands{"solve", "stats", "help"};
    CHECK(closest("slove", commands) == std::string("solve"));
    CHECK(closest("solv", commands) == std::string("solve"));
    CHECK(closest("stat", commands) == std::string("stats"));
    CHECK(closest("hlep", commands) == std::string("help"));
    CHECK(closest("solve", commands) == std::string("solve"));
    CHECK_FALSE(closest("play", commands).has_value());
    CHECK_FALSE(closest("xyzzy", commands).has_value());
    CHECK_FALSE(closest("", commands).has_value());
    CHECK_FALSE(closest("solve", {}).has_value());

    const std::vector<std::string> options{"--goal", "--algo", "--heuristic", "--json"};
    CHECK(closest("--algorithm", options) == std::string("--algo"));
    CHECK(closest("--heuristics", options) == std::string("--heuristic"));
    CHECK(closest("--hueristic", options) == std::string("--heuristic"));
    CHECK(closest("--gaol", options) == std::string("--goal"));
    CHECK_FALSE(closest("--verbose", options).has_value());
}

TEST_CASE("counts are whole non-negative decimal numbers up to a limit", "[cli][args]") {
    CHECK(parse_count("0", 10) == 0ULL);
    CHECK(parse_count("12", 100) == 12ULL);
    CHECK(parse_count("007", 100) == 7ULL);
    CHECK(parse_count("100", 100) == 100ULL);
    CHECK(parse_count("9999999999999999999", std::numeric_limits<unsigned long long>::max()) ==
          9999999999999999999ULL);
    for (const char* bad : {"", "12x", "x12", "-1", "+1", " 1", "1 ", "1e3", "1.0", "0x10", "١"}) {
        CAPTURE(bad);
        CHECK_FALSE(parse_count(bad, 1000).has_value());
    }
    CHECK_FALSE(parse_count("101", 100).has_value());
    // Too long to be below any limit: refused rather than overflowing.
    CHECK_FALSE(parse_count("99999999999999999999", std::numeric_limits<unsigned long long>::max())
                    .has_value());
}

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
    using ninegrid::cli::json_quote;
    CHECK(json_quote("") == R"("")");
    CHECK(json_quote("plain") == R"("plain")");
    CHECK(json_quote("say \"hi\"") == R"("say \"hi\"")");
    CHECK(json_quote("C:\\dir") == R"("C:\\dir")");
    CHECK(json_quote("a\nb\rc\td") == R"("a\nb\rc\td")");
    CHECK(json_quote(std::string("\x01\x1f\b\f", 4)) == R"("\u0001\u001f\u0008\u000c")");
    CHECK(json_quote(std::string("nul\0byte", 8)) == R"("nul\u0000byte")");
    CHECK(json_quote("/ and \x7f stay") == "\"/ and \x7f stay\"");
    CHECK(json_quote("九宫格") == "\"九宫格\"");

    JsonWriter w;
    w.begin_object().key("we\"ird\\key").string("v\n").end_object();
    CHECK(w.str() == R"({"we\"ird\\key":"v\n"})");
}

TEST_CASE("JSON strings stay valid UTF-8 whatever bytes they are given", "[cli][json]") {
    using ninegrid::cli::json_quote;
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

TEST_CASE("a bad board on the command line names the argument and the problem", "[cli]") {
    std::string message = "<no error>";
    try {
        ninegrid::cli::board_argument("123456580", "start board");
    } catch (const UsageError& e) {
        message = e.what();
    }
    CHECK(message == "start board '123456580': tile 5 appears twice and tile 7 is missing");
    CHECK(ninegrid::cli::board_argument("1 2 3 / 8 _ 4 / 7 6 5", "goal") ==
          ninegrid::State({1, 2, 3, 8, 0, 4, 7, 6, 5}));
}

TEST_CASE("every command has help and unknown commands have none", "[cli]") {
    CHECK(ninegrid::cli::help_text("").find("Usage: ninegrid ") != std::string::npos);
    CHECK(ninegrid::cli::help_text("solve").find("Usage: ninegrid solve") != std::string::npos);
    CHECK(ninegrid::cli::help_text("stats").find("Usage: ninegrid stats") != std::string::npos);
    CHECK(ninegrid::cli::help_text("solve").find("123/456/780") != std::string::npos);
    CHECK(ninegrid::cli::help_text("nope").empty());
}
