// SPDX-License-Identifier: MIT
// Text helpers: printable(), the one escaping of outside text before it reaches a terminal.
#include "base/text.hpp"

#include <string>
#include <vector>

#include "support/catch.hpp"
#include "support/text.hpp"
#include "support/texts.hpp"

using ninegrid::base::printable;

using support::has_unsafe_bytes;

TEST_CASE("printable shows ASCII controls and DEL as hexadecimal bytes", "[text]") {
    CHECK(printable("\x1b]0;pwned\x07") == "\\x1B]0;pwned\\x07");
    CHECK(printable("a\nb\tc\rd") == "a\\x0Ab\\x09c\\x0Dd");
    CHECK(printable(std::string("nul\0", 4)) == "nul\\x00");
    CHECK(printable("del\x7f") == "del\\x7F");
}

TEST_CASE("printable shows C1 controls written in UTF-8 as code points", "[text]") {
    // U+009B is CSI: "\xC2\x9B" "2J" clears a terminal that takes 8-bit controls.
    CHECK(printable("\xC2\x9B"
                    "2J") == "\\u{009B}2J");
    CHECK(printable("\xC2\x80\xC2\x9F") == "\\u{0080}\\u{009F}");
    CHECK(printable("\xC2\xA0") == "\xC2\xA0");  // U+00A0, the first character after them
}

TEST_CASE("printable shows bytes that are not UTF-8 as hexadecimal bytes", "[text]") {
    CHECK(printable("\xff") == "\\xFF");
    CHECK(printable("\x9b"
                    "2J") == "\\x9B2J");                             // a raw 8-bit CSI byte
    CHECK(printable("a\xE4\xB8") == "a\\xE4\\xB8");                  // cut short
    CHECK(printable("\xC0\xAF") == "\\xC0\\xAF");                    // overlong '/'
    CHECK(printable("\xED\xA0\x80") == "\\xED\\xA0\\x80");           // a surrogate
    CHECK(printable("\xF4\x90\x80\x80") == "\\xF4\\x90\\x80\\x80");  // above U+10FFFF
}

TEST_CASE("printable shows line separators and bidi controls as code points", "[text]") {
    CHECK(printable("a\xE2\x80\xA8"
                    "b\xE2\x80\xA9") == "a\\u{2028}b\\u{2029}");
    CHECK(printable("\xE2\x80\xAE"
                    "txt.exe") == "\\u{202E}txt.exe");  // RIGHT-TO-LEFT OVERRIDE
    for (const char* c : {"\xD8\x9C", "\xE2\x80\x8E", "\xE2\x80\x8F", "\xE2\x80\xAA",
                          "\xE2\x80\xAB", "\xE2\x80\xAC", "\xE2\x80\xAD", "\xE2\x81\xA6",
                          "\xE2\x81\xA7", "\xE2\x81\xA8", "\xE2\x81\xA9"}) {
        const std::string shown_c = support::visible(c);
        CAPTURE(shown_c);
        CHECK(printable(c).rfind("\\u{", 0) == 0);
    }
}

TEST_CASE("printable keeps every other character as it is", "[text]") {
    CHECK(printable("") == "");
    CHECK(printable("plain ASCII ~ !") == "plain ASCII ~ !");
    CHECK(printable("九宫格 八数码") == "九宫格 八数码");
    CHECK(printable("１２３ µs é 😀") == "１２３ µs é 😀");
    CHECK(printable("C:\\dir \\x1B") == "C:\\dir \\x1B");  // backslashes are not doubled
}

TEST_CASE("printable's output is safe to print, and printable again leaves it alone", "[text]") {
    const std::vector<std::string> hostile{"\x1b]0;pwned\x07",
                                           "\xC2\x9B"
                                           "31m",
                                           "\xE2\x80\xAE"
                                           "abc",
                                           "\xff\xfe\x80",
                                           std::string("\0\x01\x7f", 3),
                                           "ok \xE4\xB8\xAD \xE4\xB8",
                                           "\xE2\x80\xA8\xE2\x81\xA6"};
    for (const std::string& text : hostile) {
        const std::string shown_text = support::visible(text);
        CAPTURE(shown_text);
        const std::string shown = printable(text);
        CHECK_FALSE(has_unsafe_bytes(shown));
        CHECK(shown.find('\n') == std::string::npos);
        CHECK(printable(shown) == shown);
    }
}

TEST_CASE("elide keeps short text and cuts long text in the middle, at character boundaries",
          "[text]") {
    using ninegrid::base::elide;
    CHECK(elide("abc", 10) == "abc");
    CHECK(elide(std::string(400, 'x'), 400) == std::string(400, 'x'));
    const std::string big = "begin" + std::string(100000, 'x') + "end";
    const std::string cut = elide(big, 400);
    CHECK(cut.size() < 450);
    CHECK(cut.rfind("beginxxx", 0) == 0);
    CHECK(cut.substr(cut.size() - 6) == "xxxend");
    CHECK(cut.find("[... 99640 bytes ...]") != std::string::npos);
    // Chinese text (three bytes a character) is never cut inside a character.
    std::string wide;
    for (int i = 0; i < 200; ++i)
        wide += "中";
    const std::string w = elide(wide, 101);
    CHECK_FALSE(has_unsafe_bytes(printable(w)));
    CHECK(printable(w) == w);
}

TEST_CASE("a character that does not belong is named one way, in both languages", "[text]") {
    using ninegrid::base::byte_name;
    using ninegrid::base::character_name;
    using ninegrid::base::Lang;
    CHECK(character_name(U'x', Lang::En) == "'x'");
    CHECK(character_name(U'\uFF11', Lang::En) == "character '\uFF11' (U+FF11)");
    // A look-alike: Cyrillic a is named with its code point.
    CHECK(character_name(U'\u0430', Lang::En) == "character '\u0430' (U+0430)");
    // Nothing to see: the code point alone.
    CHECK(character_name(U'\u200B', Lang::En) == "character U+200B");
    CHECK(character_name(U'\uFEFF', Lang::En) == "character U+FEFF (a byte order mark)");
    CHECK(character_name(U'\x1B', Lang::En) == "character U+001B");
    CHECK(character_name(U'\u202E', Lang::En) == "character U+202E");
    CHECK(character_name(U' ', Lang::En) == "a space (U+0020)");
    CHECK(character_name(U'\t', Lang::En) == "a tab (U+0009)");
    CHECK(byte_name(0xFF, Lang::En) == "byte 0xFF");
    CHECK(character_name(U'\u200B', Lang::Zh) == "字符 U+200B");
    CHECK(character_name(U'x', Lang::Zh) == "字符“x”");
    CHECK(byte_name(0xE4, Lang::Zh) == "字节 0xE4");
    support::check_catalogue(ninegrid::base::text_texts());
}

TEST_CASE("format_megabytes gives bytes in millions to one decimal", "[text]") {
    CHECK(ninegrid::base::format_megabytes(0) == "0.0 MB");
    CHECK(ninegrid::base::format_megabytes(3200108) == "3.2 MB");
    CHECK(ninegrid::base::format_megabytes(288000000) == "288.0 MB");
    CHECK(ninegrid::base::format_megabytes(49999) == "0.0 MB");
    CHECK(ninegrid::base::format_megabytes(50001) == "0.1 MB");
}
