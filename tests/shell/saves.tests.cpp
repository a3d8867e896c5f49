// SPDX-License-Identifier: MIT
// Saved games: the text form, every limit with its line, and one file per game.
#include "shell/saves.hpp"

#include <sys/stat.h>

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "support/catch.hpp"
#include "support/temp_dir.hpp"
#include "support/text.hpp"

using ninegrid::shell::parse_save;
using ninegrid::shell::SavedGame;
using ninegrid::shell::SaveStore;
using ninegrid::shell::serialize_save;
using ninegrid::shell::validate_save;
using support::read_file;
using support::TempDir;
using support::write_file;

namespace {

using support::contains;

SavedGame sample() {
    SavedGame s;
    s.game = "eight";
    s.level = "medium";
    s.code = "8 6 7 / 2 5 4 / 3 _ 1";
    s.seed = 4294967295u;
    s.states = {"867254301", "867254031", "867204351"};
    s.at = 1;
    s.elapsed_ms = 61234;
    s.hints = 2;
    s.assisted = true;
    s.seen_solution = false;
    s.saved_at = "2025-01-31T12:00:00Z";
    return s;
}

const std::string kSampleText =
    "ninegrid-save 1\n"
    "game eight\n"
    "level medium\n"
    "code 8 6 7 / 2 5 4 / 3 _ 1\n"
    "seed 4294967295\n"
    "at 1\n"
    "elapsed_ms 61234\n"
    "hints 2\n"
    "assisted true\n"
    "seen_solution false\n"
    "saved_at 2025-01-31T12:00:00Z\n"
    "state 867254301\n"
    "state 867254031\n"
    "state 867204351\n";

// The sample's text with line `number` (1-based) replaced by `line`, or removed when empty.
std::string with_line(std::size_t number, const std::string& line) {
    std::string out;
    std::size_t n = 0, start = 0;
    while (start < kSampleText.size()) {
        const std::size_t end = kSampleText.find('\n', start);
        ++n;
        if (n != number) {
            out += kSampleText.substr(start, end - start + 1);
        } else if (!line.empty()) {
            out += line + "\n";
        }
        start = end + 1;
    }
    return out;
}

std::string error_of(const std::string& text) {
    const auto r = parse_save(text);
    CHECK_FALSE(r.ok());
    return r.ok() ? std::string() : r.error();
}

}  // namespace

TEST_CASE("a saved game survives a round trip through its text", "[saves]") {
    CHECK(serialize_save(sample()) == kSampleText);
    const auto back = parse_save(kSampleText);
    REQUIRE(back.ok());
    CHECK(*back == sample());

    SECTION("values keep their inner and outer spaces, an empty saved_at its bare key") {
        SavedGame s = sample();
        s.states = {" a  b ", "~!"};
        s.saved_at.clear();
        s.at = 0;
        s.elapsed_ms = 1000000000000LL;
        s.hints = 1000000000;
        s.seed = 0;
        const std::string text = serialize_save(s);
        CHECK(contains(text, "\nsaved_at\n"));
        const auto again = parse_save(text);
        REQUIRE(again.ok());
        CHECK(*again == s);
        CHECK(serialize_save(*again) == text);
    }
    SECTION("fields may come in any order") {
        const auto r = parse_save(
            "ninegrid-save 1\nstate x\nhints 0\nat 0\ngame g\nlevel l\ncode c\nseed 1\n"
            "elapsed_ms 0\nassisted false\nseen_solution true\nsaved_at\n");
        REQUIRE(r.ok());
        CHECK(r->seen_solution);
        CHECK(r->states == std::vector<std::string>{"x"});
    }
}

TEST_CASE("a saved game is checked value by value, with its line", "[saves]") {
    CHECK(error_of("") == "line 1: expected \"ninegrid-save 1\"");
    CHECK(error_of(with_line(1, "ninegrid-save 2")) == "line 1: expected \"ninegrid-save 1\"");
    CHECK(error_of(with_line(2, "game Eight")) ==
          "line 2: game \"Eight\" is not 1 to 32 characters from a-z, 0-9 and -");
    CHECK(contains(error_of(with_line(3, "level")), "line 3: level \"\""));
    CHECK(error_of(with_line(4, "code")) == "line 4: code is empty");
    CHECK(error_of(with_line(5, "seed 4294967296")) ==
          "line 5: seed \"4294967296\" is not a whole number from 0 to 4294967295");
    CHECK(contains(error_of(with_line(5, "seed -1")), "line 5: seed"));
    CHECK(error_of(with_line(6, "at 3")) == "line 6: at 3 is not below the 3 states");
    CHECK(contains(error_of(with_line(7, "elapsed_ms 1000000000001")), "line 7: elapsed_ms"));
    CHECK(contains(error_of(with_line(8, "hints 1000000001")), "line 8: hints"));
    CHECK(contains(error_of(with_line(8, "hints 1.5")), "line 8: hints"));
    CHECK(error_of(with_line(9, "assisted yes")) ==
          "line 9: assisted \"yes\" is not true or false");
    CHECK(error_of(with_line(10, "seen_solution 1")) ==
          "line 10: seen_solution \"1\" is not true or false");
    CHECK(error_of(with_line(11, "saved_at now\tthen")) ==
          "line 11: holds a control character or a byte that is not ASCII");
    CHECK(error_of(with_line(12, "state a\rb")) ==
          "line 12: holds a control character or a byte that is not ASCII");
    CHECK(error_of(with_line(13, "state \xc3\xa9")) ==
          "line 13: holds a control character or a byte that is not ASCII");
    CHECK(error_of(with_line(13, "state")) == "line 13: state is empty");
    CHECK(error_of(with_line(3, "colour red")) == "line 3: unknown field \"colour\"");
    CHECK(error_of(with_line(3, "")) == "line 14: the file ends without level");
    CHECK(error_of(with_line(12, "hints 3")) == "line 12: hints appears twice");
    CHECK(error_of(with_line(2, "")) == "line 14: the file ends without game");
    CHECK(error_of(kSampleText + "\n") == "line 15: unknown field \"\"");
    CHECK(error_of(std::string(kSampleText).insert(16, std::string(1, '\0'))) ==
          "line 2: holds a control character or a byte that is not ASCII");

    const std::string no_states = kSampleText.substr(0, kSampleText.find("state "));
    CHECK(error_of(no_states) == "line 12: the file ends without a state");
}

TEST_CASE("a saved game's size limits hold", "[saves]") {
    SECTION("a line of 4160 bytes is fine, one of 4161 is not") {
        CHECK(ninegrid::shell::kMaxSaveLineBytes == 4160);
        const std::string longest = "state " + std::string(4160 - 6, 'x');
        CHECK(parse_save(with_line(14, longest)).ok());
        CHECK(error_of(with_line(14, longest + "x")) == "line 14: longer than 4160 bytes");
        SavedGame s = sample();
        s.states.back() = std::string(4160 - 6, 'x');
        CHECK(validate_save(s).ok());
        s.states.back() += 'x';
        const auto refused = validate_save(s);
        REQUIRE_FALSE(refused.ok());
        CHECK(refused.error() == "state is longer than a line of 4160 bytes (state 2)");
    }
    SECTION("what would make a file over 16 MiB is not valid, so it is never written") {
        SavedGame s = sample();
        const std::string state(4000, 'x');
        s.states.assign((16u << 20) / 4007, state);  // "state " and a newline around each
        s.at = 0;
        REQUIRE(serialize_save(s).size() <= (16u << 20));
        CHECK(validate_save(s).ok());
        s.states.push_back(state);
        const std::size_t size = serialize_save(s).size();
        REQUIRE(size > (16u << 20));
        const auto refused = validate_save(s);
        REQUIRE_FALSE(refused.ok());
        CHECK(refused.error() ==
              "the save would take " + std::to_string(size) + " bytes, more than 16777216");
        TempDir dir;
        SaveStore store("eight", dir / "eight.save");
        CHECK_FALSE(store.save(s).ok());
        CHECK_FALSE(support::path_exists(dir / "eight.save"));
    }
    SECTION("100000 states are fine, 100001 are not") {
        std::string text = with_line(6, "at 99999");
        text = text.substr(0, text.find("state "));
        for (int i = 0; i < 100000; ++i)
            text += "state s\n";
        const auto r = parse_save(text);
        REQUIRE(r.ok());
        CHECK(r->states.size() == 100000);
        CHECK(r->at == 99999);
        CHECK(error_of(text + "state s\n") == "line 100012: more than 100000 states");
    }
    SECTION("a file over 16 MiB is refused before it is read") {
        TempDir dir;
        write_file(dir / "eight.save", kSampleText + std::string(16u << 20, '#'));
        SaveStore store("eight", dir / "eight.save");
        const auto loaded = store.load();
        CHECK_FALSE(loaded.saved.has_value());
        REQUIRE(loaded.problem.has_value());
        CHECK(loaded.problem->problem == dir / "eight.save" + ": larger than 16777216 bytes");
    }
}

TEST_CASE("what cannot be read back is never saved", "[saves]") {
    TempDir dir;
    SaveStore store("eight", dir / "eight.save");
    const auto refused = [&](SavedGame s) {
        const auto status = store.save(s);
        CHECK_FALSE(status.ok());
        return status.ok() ? std::string() : status.error();
    };
    SavedGame s = sample();
    s.at = 3;
    CHECK(contains(refused(s), "at 3 is not below the 3 states"));
    s = sample();
    s.states.clear();
    s.at = 0;
    CHECK(contains(refused(s), "no states"));
    s = sample();
    s.code = "a\nb";
    CHECK(contains(refused(s), "code holds a control character"));
    s = sample();
    s.elapsed_ms = -1;
    CHECK(contains(refused(s), "elapsed_ms"));
    s = sample();
    s.hints = -1;
    CHECK(contains(refused(s), "hints"));
    s = sample();
    s.game = "other";
    CHECK(refused(s) == "it is a game of \"other\", not of \"eight\"");
    CHECK_FALSE(support::path_exists(dir / "eight.save"));
}

TEST_CASE("a save's problem is said once, without a second \"cannot save\"", "[saves]") {
    TempDir dir;
    SaveStore store("eight", dir / "eight.save");
    SavedGame s = sample();
    s.hints = -1;
    const auto checked = store.check(s);
    REQUIRE_FALSE(checked.ok());
    CHECK(checked.error() == "hints -1 is not from 0 to 1000000000");
    const auto saved = store.save(s);
    REQUIRE_FALSE(saved.ok());
    CHECK(saved.error() == checked.error());
    CHECK(store.check(sample()).ok());
}

TEST_CASE("with no folder to keep saves in, nothing is said to be saved", "[saves]") {
    SaveStore store("eight", std::nullopt);
    const auto checked = store.check(sample());
    REQUIRE_FALSE(checked.ok());
    CHECK(contains(checked.error(), "no folder to keep it in"));
    CHECK_FALSE(store.save(sample()).ok());
    CHECK(store.remove().ok());
}

TEST_CASE("a save the game refused is moved aside, never lost, and not written over", "[saves]") {
    TempDir dir;
    const std::string path = dir / "eight.save";
    write_file(path, kSampleText);
    SaveStore store("eight", path);
    REQUIRE(store.load().saved.has_value());
    SECTION("moved aside") {
        const auto kept = store.refuse("state 2: expected 9 cells, got 8");
        CHECK(kept.problem == path + ": state 2: expected 9 cells, got 8");
        CHECK(kept.kept_as == path + ".bad");
        CHECK(read_file(path + ".bad") == std::optional<std::string>(kSampleText));
        CHECK_FALSE(support::path_exists(path));
        REQUIRE(store.save(sample()).ok());  // a new game may be saved in its place
        CHECK(read_file(path + ".bad") == std::optional<std::string>(kSampleText));
    }
    SECTION("left alone when it cannot be moved") {
        REQUIRE(::chmod(dir.path().c_str(), 0500) == 0);
        const auto kept = store.refuse("level hard: the puzzle's par 5 is not from 22 to 31");
        REQUIRE(::chmod(dir.path().c_str(), 0700) == 0);
        if (kept.kept_as.empty()) {  // root moves it anyway
            CHECK(contains(kept.problem, "par 5"));
            CHECK_FALSE(store.check(sample()).ok());
            CHECK_FALSE(store.save(sample()).ok());
            CHECK_FALSE(store.remove().ok());
            CHECK(read_file(path) == std::optional<std::string>(kSampleText));
        }
    }
}

TEST_CASE("a game's save is written, read back and removed", "[saves]") {
    TempDir dir;
    const std::string path = dir / "state/eight.save";
    SaveStore store("eight", path);
    auto loaded = store.load();
    CHECK_FALSE(loaded.saved.has_value());
    CHECK_FALSE(loaded.problem.has_value());

    REQUIRE(store.save(sample()).ok());
    CHECK(read_file(path) == std::optional<std::string>(kSampleText));
    SaveStore again("eight", path);
    loaded = again.load();
    REQUIRE(loaded.saved.has_value());
    CHECK(*loaded.saved == sample());

    REQUIRE(again.remove().ok());
    CHECK_FALSE(support::path_exists(path));
    CHECK(again.remove().ok());
}

TEST_CASE("a damaged save is moved aside and reported once", "[saves]") {
    TempDir dir;
    const std::string path = dir / "eight.save";
    SECTION("a bad value") {
        write_file(path, with_line(6, "at x"));
        SaveStore store("eight", path);
        const auto loaded = store.load();
        CHECK_FALSE(loaded.saved.has_value());
        REQUIRE(loaded.problem.has_value());
        CHECK(loaded.problem->problem ==
              path + ": line 6: at \"x\" is not a whole number from 0 to 99999");
        CHECK(loaded.problem->kept_as == path + ".bad");
        CHECK(read_file(path + ".bad") == std::optional<std::string>(with_line(6, "at x")));
        CHECK_FALSE(store.load().problem.has_value());  // once
        REQUIRE(store.save(sample()).ok());
        CHECK(read_file(path + ".bad") == std::optional<std::string>(with_line(6, "at x")));
    }
    SECTION("another game's save") {
        SavedGame other = sample();
        other.game = "fifteen";
        write_file(path, serialize_save(other));
        SaveStore store("eight", path);
        const auto loaded = store.load();
        REQUIRE(loaded.problem.has_value());
        CHECK(contains(loaded.problem->problem, "the save is of the game \"fifteen\""));
    }
#ifndef _WIN32  // no FIFOs on Windows
    SECTION("a FIFO does not hang") {
        REQUIRE(::mkfifo(path.c_str(), 0600) == 0);
        SaveStore store("eight", path);
        const auto start = std::chrono::steady_clock::now();
        const auto loaded = store.load();
        CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(2));
        REQUIRE(loaded.problem.has_value());
        CHECK(loaded.problem->problem == path + ": not a regular file");
    }
#endif
}

TEST_CASE("each game's save has its own file in the state folder", "[saves]") {
    support::ScopedEnv state("XDG_STATE_HOME", std::string("/s"));
    CHECK(SaveStore::default_path("eight") == std::optional<std::string>("/s/ninegrid/eight.save"));
    CHECK_FALSE(SaveStore::default_path("../x").has_value());
}
