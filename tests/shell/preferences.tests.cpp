// SPDX-License-Identifier: MIT
// Preferences: "key = value" lines, comments and unknown keys kept, saved at once, merged with
// what another game set, a damaged file kept aside.
#include "shell/preferences.hpp"

#include <optional>
#include <string>

#include "support/catch.hpp"
#include "support/temp_dir.hpp"
#include "support/text.hpp"

using ninegrid::shell::parse_preferences;
using ninegrid::shell::Preferences;
using ninegrid::shell::serialize_preferences;
using support::read_file;
using support::TempDir;
using support::write_file;

namespace {

using support::contains;

std::string error_of(const std::string& text) {
    const auto r = parse_preferences(text);
    CHECK_FALSE(r.ok());
    return r.ok() ? std::string() : r.error();
}

}  // namespace

TEST_CASE("preferences are set, saved at once and read back", "[preferences]") {
    TempDir dir;
    const std::string path = dir / "config/preferences";
    Preferences prefs(path);
    REQUIRE_FALSE(prefs.load().has_value());
    CHECK_FALSE(prefs.get("theme").has_value());
    REQUIRE(prefs.set("theme", "dark").ok());
    REQUIRE(prefs.set("eight.level", "hard").ok());
    REQUIRE(prefs.set("theme", "light blue").ok());
    CHECK(prefs.get("theme") == std::optional<std::string>("light blue"));
    CHECK(read_file(path) ==
          std::optional<std::string>("theme = light blue\neight.level = hard\n"));

    Preferences again(path);
    REQUIRE_FALSE(again.load().has_value());
    CHECK(again.get("theme") == std::optional<std::string>("light blue"));
    CHECK(again.get("eight.level") == std::optional<std::string>("hard"));
    REQUIRE(again.set("empty", "").ok());
    REQUIRE_FALSE(again.load().has_value());
    CHECK(again.get("empty") == std::optional<std::string>(""));
}

TEST_CASE("comments, blank lines and unknown keys survive a change", "[preferences]") {
    TempDir dir;
    const std::string path = dir / "preferences";
    const std::string text =
        "# my settings\n"
        "\n"
        "  future.key\t=  some value # not a comment\n"
        "theme=dark\n"
        "\t# indented comment\n";
    write_file(path, text);
    Preferences prefs(path);
    REQUIRE_FALSE(prefs.load().has_value());
    CHECK(prefs.get("future.key") == std::optional<std::string>("some value # not a comment"));
    CHECK(prefs.get("theme") == std::optional<std::string>("dark"));
    CHECK_FALSE(prefs.get("my").has_value());

    const auto parsed = parse_preferences(text);
    REQUIRE(parsed.ok());
    CHECK(serialize_preferences(*parsed) == text);

    REQUIRE(prefs.set("theme", "light").ok());
    CHECK(read_file(path) ==
          std::optional<std::string>("# my settings\n"
                                     "\n"
                                     "  future.key\t=  some value # not a comment\n"
                                     "theme = light\n"
                                     "\t# indented comment\n"));
}

TEST_CASE("two games setting preferences keep each other's", "[preferences]") {
    TempDir dir;
    const std::string path = dir / "preferences";
    Preferences a(path);
    Preferences b(path);
    REQUIRE_FALSE(a.load().has_value());
    REQUIRE_FALSE(b.load().has_value());
    REQUIRE(a.set("one", "1").ok());
    REQUIRE(b.set("two", "2").ok());
    CHECK(b.get("one") == std::optional<std::string>("1"));
    REQUIRE(a.set("three", "3").ok());
    CHECK(read_file(path) == std::optional<std::string>("one = 1\ntwo = 2\nthree = 3\n"));
}

TEST_CASE("a preferences file is checked line by line", "[preferences]") {
    CHECK(error_of("a = 1\nno equals sign\n") ==
          "line 2: expected \"key = value\" or a # comment, found \"no equals sign\"");
    CHECK(contains(error_of("Theme = dark\n"), "line 1: the key \"Theme\""));
    CHECK(contains(error_of(" = dark\n"), "line 1: the key \"\""));
    CHECK(contains(error_of(std::string(65, 'k') + " = v\n"), "line 1: the key"));
    CHECK(parse_preferences(std::string(64, 'k') + " = v\n").ok());
    CHECK(contains(error_of("k = " + std::string(257, 'v') + "\n"), "line 1: the value of k"));
    CHECK(parse_preferences("k = " + std::string(256, 'v') + "\n").ok());
    CHECK(contains(error_of("k = a\tb\n"), "line 1: the value of k"));
    CHECK(error_of("# fine\nk = v\r\n") ==
          "line 2: holds a control character or a byte that is not ASCII");
    CHECK(error_of("k = caf\xc3\xa9\n") ==
          "line 1: holds a control character or a byte that is not ASCII");
    CHECK(error_of("a = 1\nb = 2\na = 3\n") == "line 3: a is set already on line 1");
    CHECK(error_of("# " + std::string(5000, 'x') + "\n") == "line 1: longer than 4096 bytes");
}

TEST_CASE("a damaged preferences file is moved aside and not lost", "[preferences]") {
    TempDir dir;
    const std::string path = dir / "preferences";
    write_file(path, "theme = dark\ntheme = light\n");
    Preferences prefs(path);
    const auto problem = prefs.load();
    REQUIRE(problem.has_value());
    CHECK(problem->problem == path + ": line 2: theme is set already on line 1");
    CHECK(problem->kept_as == path + ".bad");
    CHECK_FALSE(prefs.get("theme").has_value());
    REQUIRE(prefs.set("theme", "blue").ok());
    CHECK(read_file(path) == std::optional<std::string>("theme = blue\n"));
    CHECK(read_file(path + ".bad") == std::optional<std::string>("theme = dark\ntheme = light\n"));

    SECTION("also when it is damaged while playing") {
        write_file(path, "\x01");
        REQUIRE(prefs.set("size", "big").ok());
        CHECK(read_file(path + ".bad.1") == std::optional<std::string>("\x01"));
        CHECK(read_file(path) == std::optional<std::string>("theme = blue\nsize = big\n"));
    }
}

TEST_CASE("bad keys and values are refused and nothing is written", "[preferences]") {
    TempDir dir;
    Preferences prefs(dir / "preferences");
    CHECK_FALSE(prefs.set("", "v").ok());
    CHECK_FALSE(prefs.set("A", "v").ok());
    CHECK_FALSE(prefs.set("k", std::string(257, 'v')).ok());
    CHECK_FALSE(prefs.set("k", "a\nb = c").ok());
    CHECK_FALSE(prefs.set("k", " padded").ok());
    CHECK_FALSE(support::path_exists(dir / "preferences"));
    CHECK_FALSE(prefs.get("k").has_value());
}

TEST_CASE("preferences live in the configuration folder", "[preferences]") {
    support::ScopedEnv config("XDG_CONFIG_HOME", std::string("/c"));
    CHECK(Preferences::default_path() == std::optional<std::string>("/c/ninegrid/preferences"));
}
