// SPDX-License-Identifier: MIT
// Reading keys from a pipe, on every platform: whole keys at once, a lone ESC after the escape
// delay (ESCDELAY), a split sequence waited for, timeouts, and the end of input.
#include <chrono>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "support/catch.hpp"
#include "support/keys.hpp"
#include "support/pipe.hpp"
#include "support/temp_dir.hpp"
#include "term/keys.hpp"

using ninegrid::term::Key;
using ninegrid::term::KeyReader;
using ninegrid::term::KeyType;
using ninegrid::term::MouseButton;
using ninegrid::term::ReadResult;
using ninegrid::term::ReadStatus;
using support::alt;
using support::ch;
using support::key;
using support::Pipe;
using support::press;
using support::release;

namespace {

long long milliseconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                 start)
        .count();
}

}  // namespace

TEST_CASE("KeyReader reads mouse reports from a pipe", "[term][reader][mouse]") {
    Pipe pipe;
    pipe.write("\x1b[<0;3;2M\x1b[<0;3;2m\x1b[M \xc3\xa9q");
    pipe.close_write();
    KeyReader reader(pipe.read_end);
    for (const Key& k : {press(MouseButton::Left, 1, 2), release(MouseButton::Left, 1, 2),
                         press(MouseButton::Left, 0xa9 - 33, 0xc3 - 33), ch('q')}) {
        const ReadResult r = reader.read(1000);
        REQUIRE(r.status == ReadStatus::Key);
        CHECK(r.key == k);
    }
    CHECK(reader.read(1000).status == ReadStatus::EndOfInput);
}

TEST_CASE("KeyReader reads keys from a pipe until its end", "[term][reader]") {
    Pipe pipe;
    pipe.write("\x1b[Aq九\n");
    pipe.close_write();
    KeyReader reader(pipe.read_end);
    const std::vector<Key> expected = {key(KeyType::Up), ch('q'), ch(U'九'), key(KeyType::Enter)};
    for (const Key& k : expected) {
        const ReadResult r = reader.read(1000);
        REQUIRE(r.status == ReadStatus::Key);
        CHECK(r.key == k);
    }
    CHECK(reader.read(1000).status == ReadStatus::EndOfInput);
    CHECK(reader.read(-1).status == ReadStatus::EndOfInput);
}

TEST_CASE("KeyReader delivers a lone ESC at the end of input as Escape", "[term][reader]") {
    Pipe pipe;
    pipe.write("x\x1b");
    pipe.close_write();
    KeyReader reader(pipe.read_end);
    CHECK(reader.read(1000).key == ch('x'));
    const ReadResult r = reader.read(1000);
    CHECK(r.status == ReadStatus::Key);
    CHECK(r.key == key(KeyType::Escape));
    CHECK(reader.read(1000).status == ReadStatus::EndOfInput);
}

TEST_CASE("KeyReader delivers a lone ESC as Escape after the escape delay", "[term][reader]") {
    Pipe pipe;
    KeyReader reader(pipe.read_end, 150);
    const auto start = std::chrono::steady_clock::now();
    pipe.write("\x1b");
    const ReadResult r = reader.read(-1);
    const long long elapsed = milliseconds_since(start);
    CHECK(r.status == ReadStatus::Key);
    CHECK(r.key == key(KeyType::Escape));
    CHECK(elapsed >= 140);
    CHECK(elapsed < 1000);
    CHECK(reader.read(0).status == ReadStatus::Timeout);
}

TEST_CASE("KeyReader keeps the caller's timeout while an ESC waits, and the ESC's deadline",
          "[term][reader]") {
    Pipe pipe;
    KeyReader reader(pipe.read_end, 300);
    const auto start = std::chrono::steady_clock::now();
    pipe.write("\x1b");
    CHECK(reader.read(0).status == ReadStatus::Timeout);
    CHECK(reader.read(50).status == ReadStatus::Timeout);
    CHECK(milliseconds_since(start) < 250);  // the clock and the animation go on meanwhile
    const ReadResult r = reader.read(5000);
    const long long elapsed = milliseconds_since(start);
    CHECK(r.status == ReadStatus::Key);
    CHECK(r.key == key(KeyType::Escape));
    CHECK(elapsed >= 290);  // from the ESC, not from the last read
    CHECK(elapsed < 2000);
}

TEST_CASE("KeyReader waits the escape delay for the rest of a sequence sent 80 ms later",
          "[term][reader]") {
    Pipe pipe;
    support::check_split_arrow(pipe.write_end, pipe.read_end);
}

TEST_CASE("KeyReader never waits for keys that arrive whole", "[term][reader]") {
    Pipe pipe;
    KeyReader reader(pipe.read_end, 10000);
    const auto start = std::chrono::steady_clock::now();
    pipe.write("\x1b[A\x1bOB\x1bw\x1b\x1b[C");
    for (const Key& k : {key(KeyType::Up), key(KeyType::Down), alt('w'), key(KeyType::Escape),
                         key(KeyType::Right)}) {
        const ReadResult r = reader.read(-1);
        REQUIRE(r.status == ReadStatus::Key);
        CHECK(r.key == k);
    }
    CHECK(milliseconds_since(start) < 1000);
}

TEST_CASE("the escape delay comes from ESCDELAY, validated", "[term][reader][escdelay]") {
    using ninegrid::term::kDefaultEscapeDelayMs;
    using ninegrid::term::kMaxEscapeDelayMs;
    using ninegrid::term::parse_escape_delay;
    CHECK(kDefaultEscapeDelayMs == 1000);  // as ncurses
    SECTION("milliseconds in decimal") {
        CHECK(parse_escape_delay("0") == 0);
        CHECK(parse_escape_delay("25") == 25);
        CHECK(parse_escape_delay("0100") == 100);
        CHECK(parse_escape_delay("10000") == 10000);
    }
    SECTION("too long is cut to the longest allowed") {
        CHECK(parse_escape_delay("10001") == kMaxEscapeDelayMs);
        CHECK(parse_escape_delay("99999999999999999999999") == kMaxEscapeDelayMs);
    }
    SECTION("anything else is the default") {
        for (const char* text : {"", "-5", "+5", " 5", "5 ", "abc", "12ms", "1e3", "0x10", "1.5"}) {
            CAPTURE(text);
            CHECK(parse_escape_delay(text) == kDefaultEscapeDelayMs);
        }
        CHECK(parse_escape_delay(nullptr) == kDefaultEscapeDelayMs);
    }
    SECTION("a reader takes it from the environment when it is made, or as it is told") {
        std::optional<KeyReader> from_environment;
        {
            const support::ScopedEnv delay("ESCDELAY", std::string("250"));
            CHECK(ninegrid::term::escape_delay_from_environment() == 250);
            from_environment.emplace(-1);
        }
        {
            const support::ScopedEnv delay("ESCDELAY", std::string("junk"));
            CHECK(ninegrid::term::escape_delay_from_environment() == kDefaultEscapeDelayMs);
            CHECK(from_environment->escape_delay_ms() == 250);  // read once, when it was made
        }
        {
            const support::ScopedEnv delay("ESCDELAY", std::nullopt);
            CHECK(ninegrid::term::escape_delay_from_environment() == kDefaultEscapeDelayMs);
            CHECK(KeyReader(-1).escape_delay_ms() == kDefaultEscapeDelayMs);
        }

        CHECK(KeyReader(-1, 40).escape_delay_ms() == 40);
        CHECK(KeyReader(-1, -3).escape_delay_ms() == 0);
        CHECK(KeyReader(-1, 50000).escape_delay_ms() == kMaxEscapeDelayMs);
    }
}

TEST_CASE("KeyReader times out on an open, empty pipe", "[term][reader]") {
    Pipe pipe;
    KeyReader reader(pipe.read_end);
    const auto start = std::chrono::steady_clock::now();
    CHECK(reader.read(60).status == ReadStatus::Timeout);
    const long long elapsed = milliseconds_since(start);
    CHECK(elapsed >= 50);
    CHECK(elapsed < 1000);
    CHECK(reader.read(0).status == ReadStatus::Timeout);
}
