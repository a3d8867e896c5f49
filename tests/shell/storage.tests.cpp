// SPDX-License-Identifier: MIT
// The rules the shell's files share: names, strict numbers, the message for a damaged file.
#include "shell/storage.hpp"

#include <string>

#include "support/catch.hpp"
#include "support/temp_dir.hpp"

using ninegrid::shell::is_printable_ascii;
using ninegrid::shell::is_valid_name;
using ninegrid::shell::parse_decimal;
using ninegrid::shell::set_aside;

TEST_CASE("names are short lowercase words", "[storage]") {
    CHECK(is_valid_name("eight"));
    CHECK(is_valid_name("a-1"));
    CHECK(is_valid_name(std::string(32, 'x')));
    CHECK_FALSE(is_valid_name(std::string(33, 'x')));
    CHECK_FALSE(is_valid_name(""));
    CHECK_FALSE(is_valid_name("Eight"));
    CHECK_FALSE(is_valid_name("a b"));
    CHECK_FALSE(is_valid_name("a_b"));
    CHECK_FALSE(is_valid_name("\xe4\xb9\x9d"));
}

TEST_CASE("printable ASCII excludes control bytes and UTF-8", "[storage]") {
    CHECK(is_printable_ascii(" ~az09"));
    CHECK(is_printable_ascii(""));
    CHECK_FALSE(is_printable_ascii("a\tb"));
    CHECK_FALSE(is_printable_ascii("a\rb"));
    CHECK_FALSE(is_printable_ascii(std::string("a\0b", 3)));
    CHECK_FALSE(is_printable_ascii("\x7f"));
    CHECK_FALSE(is_printable_ascii("\xc3\xa9"));
}

TEST_CASE("decimals are plain, canonical and bounded", "[storage]") {
    CHECK(parse_decimal("0", 10) == 0ull);
    CHECK(parse_decimal("10", 10) == 10ull);
    CHECK_FALSE(parse_decimal("11", 10).has_value());
    CHECK_FALSE(parse_decimal("5", 3).has_value());
    CHECK(parse_decimal("18446744073709551615", ~0ull) == ~0ull);
    CHECK_FALSE(parse_decimal("18446744073709551616", ~0ull).has_value());
    for (const char* bad : {"", "01", "+1", "-1", "1.0", " 1", "1 ", "1e3", "0x1"}) {
        CAPTURE(bad);
        CHECK_FALSE(parse_decimal(bad, 1000).has_value());
    }
}

TEST_CASE("a damaged file set aside says where it went", "[storage]") {
    support::TempDir dir;
    support::write_file(dir / "f", "junk");
    const auto moved = set_aside(dir / "f", dir / "f: line 1: junk");
    CHECK(moved.kept_as == dir / "f.bad");
    CHECK(moved.message() == dir / "f: line 1: junk; it was moved to " + dir / "f.bad" +
                                 " and a new one will be started");
    const auto missing = set_aside(dir / "f", "gone");
    CHECK(missing.kept_as.empty());
    CHECK(missing.message().find("could not be moved aside") != std::string::npos);
}
