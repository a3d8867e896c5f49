// SPDX-License-Identifier: MIT
// Command-line arguments: parsing, typo suggestions, counts.
#include "base/args.hpp"

#include <string>
#include <vector>

#include "support/catch.hpp"

using ninegrid::base::Args;
using ninegrid::base::closest;
using ninegrid::base::OptionSpec;
using ninegrid::base::parse_count;
using ninegrid::base::UsageError;

namespace {

constexpr OptionSpec kOptions[]{
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

TEST_CASE("a number option is its fallback, or a whole number in its range, or a clear error",
          "[args]") {
    using ninegrid::base::Lang;
    constexpr OptionSpec kNumbers[]{{"count", "N"}, {"seed", "N"}};
    const auto number = [&](const std::vector<std::string>& words, Lang lang = Lang::En) {
        const Args args(words, kNumbers, "ninegrid bench", lang);
        return args.number("count", 100, 1, 100000);
    };
    CHECK(number({}) == 100);
    CHECK(number({"--count", "1"}) == 1);
    CHECK(number({"--count=100000"}) == 100000);
    const auto refused = [&](const std::string& value, Lang lang = Lang::En) {
        try {
            (void)number({"--count", value}, lang);
        } catch (const UsageError& e) {
            return std::string(e.what());
        }
        return std::string("<no error>");
    };
    CHECK(refused("0") == "--count '0': expected a whole number from 1 to 100000");
    CHECK(refused("100001") == "--count '100001': expected a whole number from 1 to 100000");
    CHECK(refused("-1") == "--count '-1': expected a whole number from 1 to 100000");
    CHECK(refused("1e3") == "--count '1e3': expected a whole number from 1 to 100000");
    CHECK(refused("9\x1b[2J") ==
          "--count '9\\x1B[2J': expected a whole number from 1 to 100000");  // escaped
    CHECK(refused("x", Lang::Zh) == "--count “x”：应为 1 到 100000 之间的整数");
    // The whole range of a 64-bit count, and a seed's 32 bits.
    const Args big({"--seed", "4294967295"}, kNumbers, "ninegrid bench");
    CHECK(big.number("seed", 1, 0, 4294967295ULL) == 4294967295ULL);
    CHECK(big.number("count", 18446744073709551615ULL, 0, 18446744073709551615ULL) ==
          18446744073709551615ULL);
}

TEST_CASE("a command that takes no words names the first one given, with its advice, in the "
          "language of the arguments",
          "[cli][args]") {
    CHECK_NOTHROW(parse({"--json"}).no_positionals());
    const auto refusal = [](const Args& args, const std::string& advice) {
        try {
            args.no_positionals(advice);
        } catch (const UsageError& e) {
            return std::string(e.what());
        }
        return std::string("<no error>");
    };
    CHECK(refusal(parse({"813402765", "x"}), "") ==
          "'ninegrid solve' takes no words: drop '813402765'");
    CHECK(refusal(parse({"--", "-1"}), "; give a board with --start BOARD") ==
          "'ninegrid solve' takes no words: drop '-1'; give a board with --start BOARD");
    const Args zh({"a\x1b"}, kOptions, "ninegrid play", ninegrid::base::Lang::Zh);
    CHECK(refusal(zh, "") == "“ninegrid play”不接受其他词：请去掉“a\\x1B”");
}
