// SPDX-License-Identifier: MIT
// The terminal layer's pure parts: bytes decoded into keys, key names, text width, frame diffs,
// the full screen's sequences and capabilities. Reading keys from a pipe is in reader.tests.cpp;
// what needs a pseudo-terminal, fork or signals in term_posix.tests.cpp.
#include "support/keys.hpp"

#include <algorithm>
#include <new>
#include <optional>
#include <string>
#include <vector>

#include "support/catch.hpp"
#include "term/keys.hpp"
#include "term/screen.hpp"
#include "term/terminal.hpp"

using ninegrid::term::Capabilities;
using ninegrid::term::decide_capabilities;
using ninegrid::term::display_width;
using ninegrid::term::fit_to_width;
using ninegrid::term::Key;
using ninegrid::term::KeyDecoder;
using ninegrid::term::KeyType;
using ninegrid::term::MouseButton;
using ninegrid::term::Screen;
using ninegrid::term::Size;
using ninegrid::term::truncate_to_width;
using support::alt;
using support::ch;
using support::decode;
using support::key;
using support::keys;
using support::press;
using support::release;

TEST_CASE("arrow keys are recognised in both their CSI and SS3 forms", "[term][keys]") {
    CHECK(decode("\x1b[A\x1b[B\x1b[C\x1b[D") ==
          keys({key(KeyType::Up), key(KeyType::Down), key(KeyType::Right), key(KeyType::Left)}));
    CHECK(decode("\x1bOA\x1bOB\x1bOC\x1bOD") ==
          keys({key(KeyType::Up), key(KeyType::Down), key(KeyType::Right), key(KeyType::Left)}));
}

TEST_CASE("an escape sequence split across two feeds is still one key", "[term][keys]") {
    for (std::size_t split = 1; split < 3; ++split) {
        INFO("split after byte " << split);
        const std::string bytes = "\x1b[A";
        KeyDecoder decoder;
        decoder.feed(bytes.data(), split);
        CHECK_FALSE(decoder.next(false).has_value());
        CHECK(decoder.pending());
        decoder.feed(bytes.data() + split, bytes.size() - split);
        const auto k = decoder.next(false);
        REQUIRE(k.has_value());
        CHECK(*k == key(KeyType::Up));
        CHECK_FALSE(decoder.pending());
    }
}

TEST_CASE("a capital A is a character, never an arrow", "[term][keys]") {
    CHECK(decode("A") == keys({ch('A')}));
    CHECK(decode("[A") == keys({ch('['), ch('A')}));
    CHECK(decode("\x1b[AA") == keys({key(KeyType::Up), ch('A')}));
    CHECK(decode("wasdWASD").size() == 8);
}

TEST_CASE("a lone ESC is Escape only once no more bytes arrive", "[term][keys]") {
    KeyDecoder decoder;
    decoder.feed("\x1b", 1);
    CHECK_FALSE(decoder.next(false).has_value());
    CHECK(decoder.pending());
    const auto k = decoder.next(true);
    REQUIRE(k.has_value());
    CHECK(*k == key(KeyType::Escape));
    CHECK_FALSE(decoder.pending());
    CHECK_FALSE(decoder.next(true).has_value());
}

TEST_CASE("ESC and a character is that character with Alt: one key, no Escape", "[term][keys]") {
    CHECK(decode("\x1bw", false) == keys({alt('w')}));
    CHECK(decode("\x1bwq", false) == keys({alt('w'), ch('q')}));
    CHECK(decode("\x1bW\x1b \x1b~\x1b?", false) == keys({alt('W'), alt(' '), alt('~'), alt('?')}));
    CHECK(decode("\x1b九", false) == keys({alt(U'九')}));
    CHECK(alt('w') != ch('w'));

    SECTION("even when the ESC and the character arrive apart") {
        const std::string bytes = "\x1b九";
        KeyDecoder decoder;
        for (std::size_t i = 0; i + 1 < bytes.size(); ++i) {
            decoder.feed(bytes.data() + i, 1);
            CHECK_FALSE(decoder.next(false).has_value());
            CHECK(decoder.pending());
        }
        decoder.feed(bytes.data() + bytes.size() - 1, 1);
        const auto k = decoder.next(false);
        REQUIRE(k.has_value());
        CHECK(*k == alt(U'九'));
        CHECK_FALSE(decoder.pending());
    }
}

TEST_CASE("ESC before a control byte or another ESC is Escape, then that key", "[term][keys]") {
    // ESC ESC: the first is Escape at once, the second waits for what follows it.
    CHECK(decode("\x1b\x1b", false) == keys({key(KeyType::Escape)}));
    CHECK(decode("\x1b\x1b") == keys({key(KeyType::Escape), key(KeyType::Escape)}));
    CHECK(decode("\x1b\x1b[A", false) == keys({key(KeyType::Escape), key(KeyType::Up)}));
    CHECK(decode("\x1b\x1bw", false) == keys({key(KeyType::Escape), alt('w')}));
    CHECK(decode("\x1b\r", false) == keys({key(KeyType::Escape), key(KeyType::Enter)}));
    CHECK(decode("\x1b\x7f", false) == keys({key(KeyType::Escape), key(KeyType::Backspace)}));
    CHECK(decode("\x1b\x03", false) == keys({key(KeyType::Escape), key(KeyType::CtrlC)}));
    // Not a character after the ESC: Escape, then what those bytes make on their own.
    CHECK(decode("\x1b\xff", false) == keys({key(KeyType::Escape), key(KeyType::Unknown)}));
    CHECK(decode("\x1b\xc2\x85", false) == keys({key(KeyType::Escape), key(KeyType::Unknown)}));
    CHECK(decode("\x1b\xe4\xb9", false).empty());  // Alt and a character, still arriving
    CHECK(decode("\x1b\xe4\xb9") ==
          keys({key(KeyType::Escape), key(KeyType::Unknown), key(KeyType::Unknown)}));
}

TEST_CASE("an arrow whose ESC arrives before the rest is still one arrow", "[term][keys]") {
    // What a slow link does: ESC alone, some polls that find nothing more, then "[A".
    KeyDecoder decoder;
    decoder.feed("\x1b", 1);
    for (int poll = 0; poll < 3; ++poll) {
        CHECK_FALSE(decoder.next(false).has_value());
        CHECK(decoder.pending());
    }
    decoder.feed("[A", 2);
    const auto k = decoder.next(false);
    REQUIRE(k.has_value());
    CHECK(*k == key(KeyType::Up));
    CHECK_FALSE(decoder.pending());
    CHECK_FALSE(decoder.next(true).has_value());
}

TEST_CASE("unknown escape sequences are swallowed whole", "[term][keys]") {
    SECTION("CSI with an unknown number") {
        CHECK(decode("\x1b[99~") == keys({key(KeyType::Unknown)}));
    }
    SECTION("function keys") {
        CHECK(decode("\x1b[15~q") == keys({key(KeyType::Unknown), ch('q')}));
        CHECK(decode("\x1bOPq") == keys({key(KeyType::Unknown), ch('q')}));
        CHECK(decode("\x1b[[Aq") == keys({key(KeyType::Unknown), ch('q')}));
    }
    SECTION("private and unknown finals") {
        CHECK(decode("\x1b[?1;2c") == keys({key(KeyType::Unknown)}));
        CHECK(decode("\x1b[5A") == keys({key(KeyType::Unknown)}));
        CHECK(decode("\x1b[I\x1b[O") == keys({key(KeyType::Unknown), key(KeyType::Unknown)}));
    }
    SECTION("a sequence cut short is one Unknown at the timeout, none of its bytes a Char") {
        CHECK(decode("\x1b[1;", false).empty());
        CHECK(decode("\x1b[1;") == keys({key(KeyType::Unknown)}));
        CHECK(decode("\x1b[") == keys({key(KeyType::Unknown)}));
        CHECK(decode("\x1bO") == keys({key(KeyType::Unknown)}));
    }
    SECTION("a sequence broken off by another ESC drops what came before it") {
        CHECK(decode("\x1b[1\x1b[B") == keys({key(KeyType::Unknown), key(KeyType::Down)}));
    }
    SECTION("a runaway sequence is given up without waiting") {
        CHECK(decode("\x1b[" + std::string(40, '1'), false).size() == 1);
    }
}

TEST_CASE("a sequence too long to be a key makes the same keys however its bytes are split",
          "[term][keys]") {
    // Found by fuzz_keys: fed whole this was Home (first parameter 1, final '~'), fed in pieces its
    // first 32 bytes were an Unknown and the rest came out as the Chars "14;15;16~".
    const std::string runaway = "\x1b[1;2;3;4;5;6;7;8;9;10;11;12;13;14;15;16~";
    for (const std::size_t piece :
         {std::size_t{1}, std::size_t{7}, std::size_t{32}, runaway.size()}) {
        CAPTURE(piece);
        KeyDecoder decoder;
        std::vector<Key> got;
        const std::string bytes = runaway + "q";
        for (std::size_t at = 0; at < bytes.size(); at += piece) {
            const std::size_t n = std::min(piece, bytes.size() - at);
            decoder.feed(bytes.data() + at, n);
            while (auto k = decoder.next(false))
                got.push_back(*k);
            CHECK(decoder.pending_bytes() < ninegrid::term::kMaxKeyBytes);
        }
        CHECK(got == keys({key(KeyType::Unknown), ch('q')}));
        CHECK_FALSE(decoder.pending());
    }
    SECTION("its rest is expected until a timeout, and what comes after that is new") {
        KeyDecoder decoder;
        const std::string bytes = "\x1b[" + std::string(40, '1');
        decoder.feed(bytes.data(), bytes.size());
        CHECK(decoder.next(false) == key(KeyType::Unknown));
        CHECK_FALSE(decoder.next(false).has_value());
        CHECK(decoder.pending());  // so that a reader gives it the escape delay, and no longer
        CHECK_FALSE(decoder.next(true).has_value());
        CHECK_FALSE(decoder.pending());
        decoder.feed("1q", 2);
        CHECK(decoder.next(false) == ch('1'));
        CHECK(decoder.next(false) == ch('q'));
    }
}

TEST_CASE("modifiers are ignored: Ctrl-Right is Right", "[term][keys]") {
    CHECK(decode("\x1b[1;5C") == keys({key(KeyType::Right)}));
    CHECK(decode("\x1b[1;2A") == keys({key(KeyType::Up)}));
    CHECK(decode("\x1b[3;5~") == keys({key(KeyType::Delete)}));
    CHECK(decode("\x1bO5D") == keys({key(KeyType::Left)}));
}

TEST_CASE("Home, End and the editing keys in all their forms", "[term][keys]") {
    for (const char* home : {"\x1b[H", "\x1bOH", "\x1b[1~", "\x1b[7~"}) {
        INFO(home + 1);
        CHECK(decode(home) == keys({key(KeyType::Home)}));
    }
    for (const char* end : {"\x1b[F", "\x1bOF", "\x1b[4~", "\x1b[8~"}) {
        INFO(end + 1);
        CHECK(decode(end) == keys({key(KeyType::End)}));
    }
    CHECK(decode("\x1b[2~\x1b[3~\x1b[5~\x1b[6~\x1b[Z") ==
          keys({key(KeyType::Insert), key(KeyType::Delete), key(KeyType::PageUp),
                key(KeyType::PageDown), key(KeyType::BackTab)}));
}

TEST_CASE("control bytes have their own keys", "[term][keys]") {
    CHECK(decode("\r\n") == keys({key(KeyType::Enter), key(KeyType::Enter)}));
    CHECK(decode(std::string("\x7f\x08", 2)) ==
          keys({key(KeyType::Backspace), key(KeyType::Backspace)}));
    CHECK(decode("\x03\x04\t") ==
          keys({key(KeyType::CtrlC), key(KeyType::CtrlD), key(KeyType::Tab)}));
    CHECK(decode("\x1a") == keys({key(KeyType::CtrlZ)}));
    CHECK(decode(std::string("\x01\x1c\0", 3)) ==
          keys({key(KeyType::Unknown), key(KeyType::Unknown), key(KeyType::Unknown)}));
}

TEST_CASE("UTF-8 characters decode to one Char each", "[term][keys]") {
    CHECK(decode("九") == keys({ch(U'九')}));
    CHECK(decode("é→🙂") == keys({ch(U'é'), ch(U'→'), ch(U'🙂')}));

    SECTION("even when the bytes arrive one at a time") {
        const std::string bytes = "九";
        KeyDecoder decoder;
        for (std::size_t i = 0; i + 1 < bytes.size(); ++i) {
            decoder.feed(bytes.data() + i, 1);
            CHECK_FALSE(decoder.next(false).has_value());
        }
        decoder.feed(bytes.data() + bytes.size() - 1, 1);
        const auto k = decoder.next(false);
        REQUIRE(k.has_value());
        CHECK(*k == ch(U'九'));
    }
}

TEST_CASE("invalid UTF-8 becomes one Unknown per byte", "[term][keys]") {
    const Key unknown = key(KeyType::Unknown);
    CHECK(decode("\xff") == keys({unknown}));
    CHECK(decode("\x80x") == keys({unknown, ch('x')}));
    CHECK(decode("\xe4x") == keys({unknown, ch('x')}));
    CHECK(decode("\xc0\xaf") == keys({unknown, unknown}));               // overlong '/'
    CHECK(decode("\xed\xa0\x80") == keys({unknown, unknown, unknown}));  // a surrogate
    CHECK(decode("\xe4\xb9", false).empty());                            // may still be completed
    CHECK(decode("\xe4\xb9") == keys({unknown, unknown}));               // but never was
    CHECK(decode("\xc2\x85") == keys({unknown}));                        // C1 control NEL
}

TEST_CASE("a key without mouse fields still reads as it did, and == compares every field",
          "[term][keys][mouse]") {
    const Key a{KeyType::Char, 'a'};
    CHECK(a.button == MouseButton::None);
    CHECK_FALSE(a.release);
    CHECK(a.row == 0);
    CHECK(a.col == 0);
    CHECK(a == ch('a'));
    const Key click = press(MouseButton::Left, 2, 9);
    CHECK(click == press(MouseButton::Left, 2, 9));
    CHECK(click != press(MouseButton::Left, 3, 9));
    CHECK(click != press(MouseButton::Left, 2, 8));
    CHECK(click != press(MouseButton::Right, 2, 9));
    CHECK(click != release(MouseButton::Left, 2, 9));
    CHECK(press(MouseButton::None, 0, 0) != key(KeyType::Unknown));
    Key other_unknown = key(KeyType::Unknown);
    other_unknown.row = 1;
    CHECK(other_unknown != key(KeyType::Unknown));
}

TEST_CASE("SGR mouse reports are Mouse keys at the cell counted from 0", "[term][keys][mouse]") {
    SECTION("a left click at the top left cell, pressed and released") {
        CHECK(decode("\x1b[<0;1;1M", false) == keys({press(MouseButton::Left, 0, 0)}));
        CHECK(decode("\x1b[<0;1;1m", false) == keys({release(MouseButton::Left, 0, 0)}));
    }
    SECTION("Cx is the column and Cy the row") {
        CHECK(decode("\x1b[<0;10;3M\x1b[<0;10;3m", false) ==
              keys({press(MouseButton::Left, 2, 9), release(MouseButton::Left, 2, 9)}));
    }
    SECTION("the middle and right buttons") {
        CHECK(decode("\x1b[<1;4;5M\x1b[<1;4;5m\x1b[<2;4;5M\x1b[<2;4;5m", false) ==
              keys({press(MouseButton::Middle, 4, 3), release(MouseButton::Middle, 4, 3),
                    press(MouseButton::Right, 4, 3), release(MouseButton::Right, 4, 3)}));
    }
    SECTION("the wheel, and the buttons beyond the first three") {
        CHECK(decode("\x1b[<64;7;8M\x1b[<65;7;8M", false) ==
              keys({press(MouseButton::WheelUp, 7, 6), press(MouseButton::WheelDown, 7, 6)}));
        CHECK(decode("\x1b[<66;1;1M\x1b[<67;1;1M\x1b[<128;1;1M\x1b[<131;1;1m", false) ==
              keys({press(MouseButton::Other, 0, 0), press(MouseButton::Other, 0, 0),
                    press(MouseButton::Other, 0, 0), release(MouseButton::Other, 0, 0)}));
    }
    SECTION("button code 3 is a release of no button in particular") {
        CHECK(decode("\x1b[<3;2;2m\x1b[<3;2;2M", false) ==
              keys({release(MouseButton::None, 1, 1), release(MouseButton::None, 1, 1)}));
    }
    SECTION("Shift, Meta and Ctrl are decoded and left out") {
        CHECK(decode("\x1b[<4;2;3M\x1b[<8;2;3M\x1b[<16;2;3m\x1b[<30;2;3M\x1b[<80;2;3M", false) ==
              keys({press(MouseButton::Left, 2, 1), press(MouseButton::Left, 2, 1),
                    release(MouseButton::Left, 2, 1), press(MouseButton::Right, 2, 1),
                    press(MouseButton::WheelUp, 2, 1)}));
    }
    SECTION("large coordinates, up to the limit") {
        CHECK(decode("\x1b[<0;300;120M", false) == keys({press(MouseButton::Left, 119, 299)}));
        CHECK(decode("\x1b[<0;9999;9999M", false) == keys({press(MouseButton::Left, 9998, 9998)}));
        CHECK(decode("\x1b[<0;0010;007M", false) == keys({press(MouseButton::Left, 6, 9)}));
    }
    SECTION("the keys around a report are keys of their own") {
        CHECK(decode("a\x1b[<0;1;1Mb\x1b[A", false) ==
              keys({ch('a'), press(MouseButton::Left, 0, 0), ch('b'), key(KeyType::Up)}));
    }
}

TEST_CASE("a motion report is one Unknown, not a click", "[term][keys][mouse]") {
    // Drags (32 + the button held) and moves with no button (35), with and without the wheel bit.
    for (const char* motion : {"\x1b[<32;5;5M", "\x1b[<34;5;5M", "\x1b[<35;5;5M", "\x1b[<35;5;5m",
                               "\x1b[<96;5;5M", "\x1b[<60;5;5M"}) {
        CAPTURE(motion + 1);
        CHECK(decode(std::string(motion) + "q") == keys({key(KeyType::Unknown), ch('q')}));
    }
}

TEST_CASE("a malformed SGR mouse report is one Unknown, swallowed whole", "[term][keys][mouse]") {
    for (const char* bad : {
             "\x1b[<M",                 // no fields
             "\x1b[<0;1M",              // a field missing
             "\x1b[<0;1;M",             // a field empty
             "\x1b[<;1;1M",             //
             "\x1b[<0;1;1;1M",          // a field too many
             "\x1b[<0;1;1;M",           //
             "\x1b[<0;0;1M",            // coordinates count from 1
             "\x1b[<0;1;0m",            //
             "\x1b[<0;10000;1M",        // beyond kMaxMouseCoordinate
             "\x1b[<0;1;99999999999M",  // far beyond, and no overflow
             "\x1b[<256;1;1M",          // a button code no terminal sends
             "\x1b[<0:1;1M",            // sub-parameters
             "\x1b[<0;-1;1M",           // a sign
             "\x1b[<0;1;1 M",           // an intermediate byte
             "\x1b[<<0;1;1M",           //
             "\x1b[0;1;1M",             // no '<': a CSI with final M, no mouse report
             "\x1b[<0;1;1x",            // another final byte
             "\x1b[<0;1;1~",            //
         }) {
        CAPTURE(bad + 1);
        CHECK(decode(std::string(bad) + "q") == keys({key(KeyType::Unknown), ch('q')}));
    }
    SECTION("even one too long to be a key") {
        const std::string runaway = "\x1b[<0;1;" + std::string(40, '1') + "M";
        CHECK(decode(runaway + "q") == keys({key(KeyType::Unknown), ch('q')}));
    }
    SECTION("one broken off by an ESC drops what came before it") {
        CHECK(decode("\x1b[<0;1\x1b[<0;1;1M") ==
              keys({key(KeyType::Unknown), press(MouseButton::Left, 0, 0)}));
    }
}

TEST_CASE("a mouse report split across feeds is still one key", "[term][keys][mouse]") {
    // The SGR form, and the legacy one with raw bytes that look like UTF-8 (é) and like an arrow.
    for (const std::string& report : {std::string("\x1b[<0;12;5M"), std::string("\x1b[<65;3;200m"),
                                      std::string("\x1b[M \xc3\xa9"), std::string("\x1b[M [A")}) {
        const Key expected = decode(report, false).at(0);
        CHECK(expected.type == KeyType::Mouse);
        for (std::size_t split = 1; split < report.size(); ++split) {
            CAPTURE(report.substr(1), split);
            KeyDecoder decoder;
            decoder.feed(report.data(), split);
            CHECK_FALSE(decoder.next(false).has_value());
            CHECK(decoder.pending());
            decoder.feed(report.data() + split, report.size() - split);
            CHECK(decoder.next(false) == expected);
            CHECK_FALSE(decoder.pending());
        }
        // Byte by byte, as a slow link may deliver it.
        KeyDecoder decoder;
        std::vector<Key> got;
        for (const char b : report) {
            decoder.feed(&b, 1);
            while (auto k = decoder.next(false))
                got.push_back(*k);
        }
        CHECK(got == keys({expected}));
    }
}

TEST_CASE("a mouse report cut short is one Unknown at the timeout, none of its bytes a Char",
          "[term][keys][mouse]") {
    for (const char* cut : {"\x1b[<", "\x1b[<0", "\x1b[<0;12", "\x1b[<0;12;", "\x1b[<0;12;5",
                            "\x1b[M", "\x1b[M ", "\x1b[M !", "\x1b[M \xc3", "\x1b[M\xe4\xb9"}) {
        CAPTURE(cut + 1);
        CHECK(decode(cut, false).empty());
        CHECK(decode(cut) == keys({key(KeyType::Unknown)}));
    }
    SECTION("what comes after the timeout is new") {
        KeyDecoder decoder;
        decoder.feed("\x1b[M ", 4);
        CHECK_FALSE(decoder.next(false).has_value());
        CHECK(decoder.next(true) == key(KeyType::Unknown));
        CHECK_FALSE(decoder.pending());
        decoder.feed("q", 1);
        CHECK(decoder.next(false) == ch('q'));
    }
}

TEST_CASE("legacy mouse reports take their three raw bytes, whatever they are",
          "[term][keys][mouse]") {
    // ESC [ M, then the button code, the column and the row, each plus 32.
    SECTION("press, the legacy release, the wheel") {
        CHECK(decode("\x1b[M !!\x1b[M#!!", false) ==
              keys({press(MouseButton::Left, 0, 0), release(MouseButton::None, 0, 0)}));
        CHECK(decode("\x1b[M!*%\x1b[M\"*%", false) ==
              keys({press(MouseButton::Middle, 4, 9), press(MouseButton::Right, 4, 9)}));
        CHECK(decode("\x1b[M`!!\x1b[Ma!!", false) ==
              keys({press(MouseButton::WheelUp, 0, 0), press(MouseButton::WheelDown, 0, 0)}));
    }
    SECTION("modifiers are left out, motion is one Unknown") {
        CHECK(decode("\x1b[M$!!\x1b[M0!!", false) ==
              keys({press(MouseButton::Left, 0, 0), press(MouseButton::Left, 0, 0)}));
        CHECK(decode("\x1b[M@!!q\x1b[MC!!q", false) ==
              keys({key(KeyType::Unknown), ch('q'), key(KeyType::Unknown), ch('q')}));
    }
    SECTION("bytes from 0x80 up are coordinates, not UTF-8") {
        CHECK(decode("\x1b[M \xff\xff", false) == keys({press(MouseButton::Left, 222, 222)}));
        CHECK(decode("\x1b[M \xc3\xa9q", false) ==
              keys({press(MouseButton::Left, 0xa9 - 33, 0xc3 - 33), ch('q')}));
        CHECK(decode("\x1b[M \xe4\xb9\x9d", false) ==
              keys({press(MouseButton::Left, 0xb9 - 33, 0xe4 - 33), key(KeyType::Unknown)}));
        CHECK(decode("\x1b[M\xa0!!", false) == keys({press(MouseButton::Other, 0, 0)}));
    }
    SECTION("a byte that is no coordinate makes the report one Unknown, still six bytes long") {
        CHECK(decode(std::string("\x1b[M \0!q", 7)) == keys({key(KeyType::Unknown), ch('q')}));
        CHECK(decode("\x1b[M  !q") == keys({key(KeyType::Unknown), ch('q')}));
        CHECK(decode("\x1b[M\x1f!!q") == keys({key(KeyType::Unknown), ch('q')}));
        CHECK(decode("\x1b[M\x1b\x1b\x1bq") == keys({key(KeyType::Unknown), ch('q')}));
        CHECK(decode("\x1b[M\r\n\x03q") == keys({key(KeyType::Unknown), ch('q')}));
    }
    SECTION("a CSI with parameters and final M is no mouse report") {
        CHECK(decode("\x1b[1;5Mq") == keys({key(KeyType::Unknown), ch('q')}));
        CHECK(decode("\x1bOM") == keys({key(KeyType::Enter)}));
    }
}

TEST_CASE("keys have names for messages", "[term][keys]") {
    CHECK(ninegrid::term::key_name(key(KeyType::Up)) == "Up");
    CHECK(ninegrid::term::key_name(key(KeyType::CtrlC)) == "Ctrl-C");
    CHECK(ninegrid::term::key_name(ch(U'九')) == "九");
    CHECK(ninegrid::term::key_name(alt('w')) == "Alt-w");
    CHECK(ninegrid::term::key_name(alt(U'九')) == "Alt-九");
}

TEST_CASE("mouse keys are named with their cell counted from 1", "[term][keys][mouse]") {
    using ninegrid::term::key_name;
    CHECK(key_name(press(MouseButton::Left, 2, 9)) == "click at row 3, column 10");
    CHECK(key_name(release(MouseButton::Left, 2, 9)) == "release at row 3, column 10");
    CHECK(key_name(press(MouseButton::Right, 0, 0)) == "right click at row 1, column 1");
    CHECK(key_name(release(MouseButton::Middle, 0, 0)) == "middle release at row 1, column 1");
    CHECK(key_name(release(MouseButton::None, 4, 0)) == "button release at row 5, column 1");
    CHECK(key_name(press(MouseButton::WheelUp, 0, 1)) == "wheel up at row 1, column 2");
    CHECK(key_name(press(MouseButton::WheelDown, 0, 1)) == "wheel down at row 1, column 2");
    CHECK(key_name(press(MouseButton::Other, 0, 0)) == "other button click at row 1, column 1");
    CHECK(key_name(decode("\x1b[<0;10;3M").at(0)) == "click at row 3, column 10");
}

TEST_CASE("the full screen switches mouse reporting on, and leaving it switches it off",
          "[term][screen][mouse]") {
    const std::string enter(ninegrid::term::kEnterScreen);
    const std::string leave(ninegrid::term::kLeaveScreen);
    // Presses and releases (1000) in the SGR encoding (1006); off in the opposite order.
    CHECK(enter.find("\x1b[?1000h\x1b[?1006h") != std::string::npos);
    CHECK(leave.find("\x1b[?1006l\x1b[?1000l") != std::string::npos);
    // Nothing that reports motion (1002, 1003) or the other encodings (1005, 1015).
    for (const char* mode : {"?1002", "?1003", "?1005", "?1015"}) {
        CAPTURE(mode);
        CHECK(enter.find(mode) == std::string::npos);
    }
    // What leave() writes ends with the mouse off, after the alternate screen is left.
    CHECK(leave.size() >= 16);
    CHECK(leave.substr(leave.size() - 16) == "\x1b[?1006l\x1b[?1000l");
}

TEST_CASE("display width counts columns, not bytes", "[term][width]") {
    CHECK(display_width("") == 0);
    CHECK(display_width("hello") == 5);
    CHECK(display_width("九宫格") == 6);
    CHECK(display_width("┌─┐") == 3);
    CHECK(display_width("\x1b[32mok\x1b[0m") == 2);
    CHECK(display_width("\x1b[1;38;5;208m九\x1b[0m") == 2);
    CHECK(display_width("\x1b]0;title\a!") == 1);
    CHECK(display_width("e\xcc\x81") == 1);  // e + combining acute
    CHECK(display_width("ｗｉｄｅ") == 8);   // fullwidth forms
    CHECK(display_width("한글") == 4);
    CHECK(display_width("\xff") == 1);
}

TEST_CASE("fit_to_width pads and cuts to exactly the width", "[term][width]") {
    CHECK(fit_to_width("abc", 5) == "abc  ");
    CHECK(fit_to_width("abcdef", 3) == "abc");
    CHECK(fit_to_width("", 2) == "  ");
    CHECK(fit_to_width("abc", 0).empty());

    SECTION("a wide character at the edge is replaced by a space, never cut in half") {
        CHECK(fit_to_width("九宫格", 5) == "九宫 ");
        CHECK(fit_to_width("a九", 2) == "a ");
        CHECK(fit_to_width("九宫格", 4) == "九宫");
    }
    SECTION("escape sequences are kept, even after the cut") {
        CHECK(fit_to_width("\x1b[31mhello\x1b[0m", 3) == "\x1b[31mhel\x1b[0m");
        CHECK(fit_to_width("\x1b[31mhi\x1b[0m", 4) == "\x1b[31mhi\x1b[0m  ");
    }
    SECTION("the result always occupies the width") {
        for (const char* text :
             {"abc", "九宫格", "┌─┐", "\x1b[32m九x\x1b[0m", "e\xcc\x81", "\xff\xfe"}) {
            for (std::size_t width = 0; width < 8; ++width) {
                INFO(text << " at " << width);
                CHECK(display_width(fit_to_width(text, width)) == width);
                CHECK(display_width(truncate_to_width(text, width)) <= width);
            }
        }
    }
    SECTION("control bytes are dropped, they would move the cursor") {
        CHECK(fit_to_width("a\tb\n", 3) == "ab ");
    }
}

TEST_CASE("capabilities follow the terminal and the environment", "[term][caps]") {
    const auto tty = [](const char* no_color, const char* term, const char* lang) {
        return decide_capabilities(true, true, no_color, term, nullptr, nullptr, lang);
    };
    SECTION("colour") {
        CHECK(tty(nullptr, "xterm-256color", nullptr).color);
        CHECK(tty("", "xterm", nullptr).color);  // NO_COLOR set but empty does not count
        CHECK_FALSE(tty("1", "xterm", nullptr).color);
        CHECK_FALSE(tty(nullptr, "dumb", nullptr).color);
        CHECK_FALSE(tty(nullptr, nullptr, nullptr).color);
        CHECK_FALSE(tty(nullptr, "", nullptr).color);
        CHECK_FALSE(
            decide_capabilities(true, false, nullptr, "xterm", nullptr, nullptr, nullptr).color);
        CHECK(decide_capabilities(false, true, nullptr, "xterm", nullptr, nullptr, nullptr).color);
    }
    SECTION("interactive needs both ends to be terminals") {
        CHECK(tty(nullptr, "xterm", nullptr).interactive);
        CHECK_FALSE(decide_capabilities(false, true, nullptr, "xterm", nullptr, nullptr, nullptr)
                        .interactive);
        CHECK_FALSE(decide_capabilities(true, false, nullptr, "xterm", nullptr, nullptr, nullptr)
                        .interactive);
    }
    SECTION("UTF-8 from the first locale variable that is set") {
        CHECK(tty(nullptr, "xterm", "zh_CN.UTF-8").utf8);
        CHECK(tty(nullptr, "xterm", "en_US.utf8").utf8);
        CHECK_FALSE(tty(nullptr, "xterm", "C").utf8);
        CHECK_FALSE(tty(nullptr, "xterm", nullptr).utf8);
        CHECK_FALSE(
            decide_capabilities(true, true, nullptr, "xterm", "C", nullptr, "zh_CN.UTF-8").utf8);
        CHECK(decide_capabilities(true, true, nullptr, "xterm", "", "C.UTF-8", "C").utf8);
        CHECK_FALSE(
            decide_capabilities(true, true, nullptr, "xterm", nullptr, "POSIX", "zh_CN.UTF-8")
                .utf8);
    }
}

TEST_CASE("the screen rewrites only the lines that changed", "[term][screen]") {
    Screen screen(-1);
    const Size window{20, 5};
    const std::string first = screen.render({"one", "two", "three"}, window);

    SECTION("the first frame writes every line and clears below it") {
        CHECK(first ==
              "\x1b[1;1Hone\x1b[K\x1b[2;1Htwo\x1b[K\x1b[3;1Hthree\x1b[K"
              "\x1b[4;1H\x1b[J");
    }
    SECTION("an identical frame writes nothing") {
        CHECK(screen.render({"one", "two", "three"}, window).empty());
    }
    SECTION("a changed line is the only one rewritten") {
        CHECK(screen.render({"one", "TWO", "three"}, window) == "\x1b[2;1HTWO\x1b[K");
    }
    SECTION("a shorter frame erases what was below it") {
        CHECK(screen.render({"one"}, window) == "\x1b[2;1H\x1b[J");
        CHECK(screen.render({"one", "two"}, window) == "\x1b[2;1Htwo\x1b[K");
    }
    SECTION("after invalidate() or a new window size, everything is written again") {
        screen.invalidate();
        CHECK(screen.render({"one", "two", "three"}, window) == first);
        CHECK(screen.render({"one", "two", "three"}, Size{30, 5}) == first);
    }
    SECTION("a coloured line has its attributes reset before the erase") {
        CHECK(screen.render({"one", "\x1b[32mtwo", "three"}, window) ==
              "\x1b[2;1H\x1b[32mtwo\x1b[0m\x1b[K");
    }
}

TEST_CASE("the screen keeps frames inside the window", "[term][screen]") {
    Screen screen(-1);
    SECTION("wide lines are cut at the last column, which no erase then deletes") {
        CHECK(screen.render({"abcdef"}, Size{4, 3}) == "\x1b[1;1Habcd\x1b[2;1H\x1b[J");
        CHECK(screen.render({"abcdef", "九宫格"}, Size{4, 3}) == "\x1b[2;1H九宫");
    }
    SECTION("lines below the window are not drawn, and nothing below it is erased") {
        CHECK(screen.render({"a", "b", "c"}, Size{4, 2}) == "\x1b[1;1Ha\x1b[K\x1b[2;1Hb\x1b[K");
    }
}

TEST_CASE("fit_to_width gives exactly its width, whatever bytes it is given", "[term][width]") {
    using ninegrid::term::display_width;
    using ninegrid::term::fit_to_width;
    // An escape sequence cut short by a control byte: once the byte is dropped, the sequence
    // must not swallow the character after it.
    CHECK(display_width(fit_to_width("\x1b[1;\x01_ab", 3)) == 3);
    CHECK(display_width(fit_to_width("\x1b]0;title\x01x", 2)) == 2);
    // Random lines from the bytes that matter, checked against the promise.
    const std::string alphabet[] = {"\x1b", "[",  "]",    ";",    "1", "m",        "_",
                                    "\\",   "\a", "\x01", "\x7f", "a", "\xc2\x9b", "\xe4\xb9\x9d",
                                    "\xff", " ",  "O"};
    std::uint32_t seed = 12345;
    const auto next = [&seed] {
        seed = seed * 1664525u + 1013904223u;
        return seed >> 8;
    };
    for (int n = 0; n < 20000; ++n) {
        std::string line;
        const std::uint32_t length = next() % 12;
        for (std::uint32_t k = 0; k < length; ++k)
            line += alphabet[next() % std::size(alphabet)];
        const std::size_t width = next() % 8;
        const std::string fitted = fit_to_width(line, width);
        CAPTURE(line, width, fitted);
        REQUIRE(display_width(fitted) == width);
    }
}
