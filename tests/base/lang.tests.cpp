// SPDX-License-Identifier: MIT
// The language: chosen by name or the locale; the templates; base's words in both languages.
#include "base/lang.hpp"

#include <cstdlib>
#include <string>
#include <vector>

#include "base/args.hpp"
#include "support/catch.hpp"
#include "support/texts.hpp"

using ninegrid::base::Args;
using ninegrid::base::Lang;
using ninegrid::base::OptionSpec;
using ninegrid::base::UsageError;

namespace {

constexpr OptionSpec kOptions[]{{"goal", "GOAL"}, {"json", ""}, {"help", ""}};

std::string error_of(const std::vector<std::string>& words, Lang lang) {
    try {
        Args(words, kOptions, "ninegrid solve", lang);
    } catch (const UsageError& e) {
        return e.what();
    }
    return "<no error>";
}

}  // namespace

TEST_CASE("base's words are said in both languages with the same placeholders", "[lang]") {
    support::check_catalogue(ninegrid::base::args_texts());
    support::check_catalogue(ninegrid::base::lang_texts());
}

TEST_CASE("languages have names, and the locale chooses one", "[lang]") {
    CHECK(ninegrid::base::lang_from_name("zh") == Lang::Zh);
    CHECK(ninegrid::base::lang_from_name("en") == Lang::En);
    CHECK_FALSE(ninegrid::base::lang_from_name("fr").has_value());
    CHECK(ninegrid::base::lang_name(Lang::Zh) == "zh");
    CHECK(ninegrid::base::lang_option("fr", Lang::En).error() ==
          "unknown language 'fr': use en or zh");
    CHECK(ninegrid::base::lang_option("fr", Lang::Zh).error() == "未知语言“fr”：请用 en 或 zh");
    CHECK(*ninegrid::base::lang_option("zh", Lang::En) == Lang::Zh);
}

TEST_CASE("fill replaces the placeholders it has values for", "[lang]") {
    if (ninegrid::base::strict_texts()) {
        CHECK_THROWS_WITH(ninegrid::base::fill("{a} and {b}, {c}", {{"a", "1"}, {"b", "2"}}),
                          "a message was filled without {c}: {a} and {b}, {c}");
    } else {
        CHECK(ninegrid::base::fill("{a} and {b}, {c}", {{"a", "1"}, {"b", "2"}}) == "1 and 2, {c}");
    }
    // What is no placeholder's name stays as it is in every build.
    CHECK(ninegrid::base::fill("{a} {} { } {1x} {a-b}", {{"a", "1"}}) == "1 {} { } {1x} {a-b}");
    CHECK(ninegrid::base::fill("open { and {a", {{"a", "1"}}) == "open { and {a");
    CHECK(ninegrid::base::fill("{a}{a}", {{"a", "x"}}) == "xx");
    // A value is not filled in again.
    CHECK(ninegrid::base::fill("{a} {b}", {{"a", "{b}"}, {"b", "2"}}) == "{b} 2");
    CHECK(ninegrid::base::fill("局面 {code}", {{"code", "813402765"}}) == "局面 813402765");
    CHECK(ninegrid::base::placeholders("{a} x {b}{a}") == std::vector<std::string>{"a", "b", "a"});
    CHECK(ninegrid::base::placeholders("none").empty());
    CHECK(ninegrid::base::placeholders("open {").empty());
}

TEST_CASE("fill escapes every value it puts in, never the template", "[lang]") {
    using ninegrid::base::fill;
    // A value is outside text: its controls are shown, not sent.
    CHECK(fill("unknown '{x}'", {{"x", "\x1b]0;pwned\x07"}}) == "unknown '\\x1B]0;pwned\\x07'");
    CHECK(fill("{x}", {{"x",
                        "\xC2\x9B"
                        "2J"}}) == "\\u{009B}2J");
    CHECK(fill("{x}", {{"x", "a\nb"}}) == "a\\x0Ab");
    // The template's own line breaks stay, and a filled message put into another is unchanged.
    CHECK(fill("one\n{x}\n", {{"x", "two"}}) == "one\ntwo\n");
    const std::string inner = fill("'{x}'", {{"x", "\x1b"}});
    CHECK(fill("[{inner}]", {{"inner", inner}}) == "['\\x1B']");
    CHECK(fill("{x}", {{"x", "九宫格"}}) == "九宫格");
}

TEST_CASE("argument errors are said in the language asked for", "[lang][args]") {
    CHECK(error_of({"--gaol", "1"}, Lang::En) ==
          "'ninegrid solve' has no option '--gaol'; did you mean '--goal'? (see 'ninegrid solve "
          "--help')");
    CHECK(
        error_of({"--gaol", "1"}, Lang::Zh) ==
        "“ninegrid solve”没有选项“--gaol”；是不是想输入“--goal”？（参见“ninegrid solve --help”）");
    CHECK(error_of({"--goal"}, Lang::Zh) == "选项“--goal”需要一个值：--goal GOAL");
    CHECK(error_of({"--json", "--json"}, Lang::Zh) == "选项“--json”给了两次");
    CHECK(error_of({"--json=1"}, Lang::Zh) == "选项“--json”不接受值");
    CHECK(error_of({"-j"}, Lang::Zh).find("短选项“-j”") != std::string::npos);
}

TEST_CASE("take_option takes a program-wide option from anywhere before --", "[lang][args]") {
    const OptionSpec lang{"lang", "en|zh"};
    std::vector<std::string> args{"solve", "123", "--lang", "zh", "--json"};
    CHECK(ninegrid::base::take_option(args, lang, Lang::En) == std::string("zh"));
    CHECK(args == std::vector<std::string>{"solve", "123", "--json"});
    args = {"--lang=en", "help"};
    CHECK(ninegrid::base::take_option(args, lang, Lang::En) == std::string("en"));
    CHECK(args == std::vector<std::string>{"help"});
    args = {"solve", "--", "--lang", "zh"};
    CHECK_FALSE(ninegrid::base::take_option(args, lang, Lang::En).has_value());
    CHECK(args.size() == 4);
    args = {"--lang", "zh", "solve", "--lang", "en"};
    CHECK_THROWS_AS(ninegrid::base::take_option(args, lang, Lang::En), UsageError);
    args = {"solve", "--lang"};
    std::string message = "<no error>";
    try {
        ninegrid::base::take_option(args, lang, Lang::En);
    } catch (const UsageError& e) {
        message = e.what();
    }
    CHECK(message == "option '--lang' needs a value: --lang en|zh");
}

TEST_CASE("fill repeats at most a few hundred bytes of one value", "[lang]") {
    const std::string huge = "1" + std::string(100000, '2') + "3";
    const std::string m = ninegrid::base::fill("start board '{text}': bad", {{"text", huge}});
    CHECK(m.size() < 500);
    CHECK(m.rfind("start board '1222", 0) == 0);
    CHECK(m.substr(m.size() - 10) == "2223': bad");
    CHECK(m.find(" bytes ...]") != std::string::npos);
}
