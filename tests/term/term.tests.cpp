// The terminal layer: keys, reading keys, text width, frame diffs, capabilities, raw mode, signals.
#include <fcntl.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#ifdef __linux__
#include <sys/prctl.h>
#endif

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
using ninegrid::term::KeyReader;
using ninegrid::term::KeyType;
using ninegrid::term::MouseButton;
using ninegrid::term::RawMode;
using ninegrid::term::ReadResult;
using ninegrid::term::ReadStatus;
using ninegrid::term::Screen;
using ninegrid::term::Size;
using ninegrid::term::truncate_to_width;

// Failure messages name the keys ("Up", "q") instead of printing "{?}".
namespace Catch {
template <>
struct StringMaker<ninegrid::term::Key> {
    static std::string convert(const ninegrid::term::Key& key) {
        return ninegrid::term::key_name(key);
    }
};
}  // namespace Catch

namespace {

Key key(KeyType type) {
    return Key{type, 0};
}
Key ch(char32_t c) {
    return Key{KeyType::Char, c};
}
Key alt(char32_t c) {
    return Key{KeyType::Char, c, true};
}
// A Mouse key at a cell counted from 0, as Key has it.
Key mouse(MouseButton button, bool release, int row, int col) {
    Key k{KeyType::Mouse, 0};
    k.button = button;
    k.release = release;
    k.row = row;
    k.col = col;
    return k;
}
Key press(MouseButton button, int row, int col) {
    return mouse(button, false, row, col);
}
Key release(MouseButton button, int row, int col) {
    return mouse(button, true, row, col);
}

// Every key the bytes make while more could still come, then (if `then_timeout`) what the
// leftovers make once no more bytes will.
std::vector<Key> decode(const std::string& bytes, bool then_timeout = true) {
    KeyDecoder decoder;
    decoder.feed(bytes.data(), bytes.size());
    std::vector<Key> keys;
    while (auto k = decoder.next(false))
        keys.push_back(*k);
    if (then_timeout) {
        while (auto k = decoder.next(true))
            keys.push_back(*k);
    }
    return keys;
}

std::vector<Key> keys(std::initializer_list<Key> list) {
    return std::vector<Key>(list);
}

// A pipe whose ends close themselves.
struct Pipe {
    int read_end = -1;
    int write_end = -1;
    Pipe() {
        int fds[2];
        REQUIRE(::pipe(fds) == 0);
        read_end = fds[0];
        write_end = fds[1];
    }
    ~Pipe() {
        if (read_end >= 0) ::close(read_end);
        close_write();
    }
    Pipe(const Pipe&) = delete;
    Pipe& operator=(const Pipe&) = delete;
    void write(const std::string& bytes) const {
        REQUIRE(::write(write_end, bytes.data(), bytes.size()) ==
                static_cast<ssize_t>(bytes.size()));
    }
    void close_write() {
        if (write_end >= 0) ::close(write_end);
        write_end = -1;
    }
};

// Everything written to `fd` so far (waiting briefly for it).
std::string drain(int fd) {
    std::string out;
    char bytes[256];
    for (;;) {
        struct pollfd p {};
        p.fd = fd;
        p.events = POLLIN;
        if (::poll(&p, 1, 100) <= 0) break;
        const ssize_t n = ::read(fd, bytes, sizeof bytes);
        if (n <= 0) break;
        out.append(bytes, static_cast<std::size_t>(n));
    }
    return out;
}

// A pseudo-terminal: the closest a unit test gets to a real one. Some containers have none; the
// tests that need one then check nothing rather than fail.
struct Pty {
    int master = -1;
    int slave = -1;
    Pty() {
        master = ::posix_openpt(O_RDWR | O_NOCTTY);
        if (master < 0 || ::grantpt(master) != 0 || ::unlockpt(master) != 0) return;
        const char* name = ::ptsname(master);
        if (name != nullptr) slave = ::open(name, O_RDWR | O_NOCTTY);
    }
    ~Pty() {
        if (slave >= 0) ::close(slave);
        if (master >= 0) ::close(master);
    }
    Pty(const Pty&) = delete;
    Pty& operator=(const Pty&) = delete;
    bool ok() const { return master >= 0 && slave >= 0; }
};

bool canonical(int fd) {
    struct termios t {};
    REQUIRE(::tcgetattr(fd, &t) == 0);
    return (t.c_lflag & static_cast<tcflag_t>(ICANON | ECHO)) ==
           static_cast<tcflag_t>(ICANON | ECHO);
}

// Whether `fd` is a terminal with neither line editing nor echo; no Catch2 macros, so a child
// process may ask too.
bool raw_now(int fd) {
    struct termios t {};
    return ::tcgetattr(fd, &t) == 0 && (t.c_lflag & static_cast<tcflag_t>(ICANON | ECHO)) == 0;
}

// For a child process: the game on terminal `tty` (handlers, raw mode, the full screen), then
// what the game does on Ctrl-Z. Exits with 0 if the terminal is in raw mode afterwards, 1 if not,
// 2 if `redraw_expected` and the program was not told to redraw the frame the stop wiped; without
// running destructors, so the terminal stays as the stop left it for the parent to look at.
[[noreturn]] void play_and_suspend(int tty, bool redraw_expected) {
    ninegrid::term::install_signal_handlers();
    const RawMode raw(tty);
    Screen screen(tty);
    screen.enter();
    if (!raw.active() || !raw_now(tty)) ::_exit(3);
    while (ninegrid::term::take_resize()) {
    }
    std::raise(SIGTSTP);  // what the game does with the Ctrl-Z key
    if (!raw.active() || !raw_now(tty)) ::_exit(1);
    if (redraw_expected && !ninegrid::term::take_resize()) ::_exit(2);
    ::_exit(0);
}

// For a child process: the game on terminal `tty` (handlers, raw mode, the full screen), a byte on
// `ready` once it is up, then a wait for a signal to hand the terminal back. Exits with 0 once one
// has (out of raw mode), 1 if it says so but the terminal is still raw, 2 if nothing came within
// 10 s, 3 if it could not start; without running destructors, so that only the handler restores.
// Its output goes to /dev/null: what the parent reads is what the handlers wrote to `tty`.
[[noreturn]] void play_until_handed_back(int tty, int ready) {
    const int null_fd = ::open("/dev/null", O_WRONLY);
    if (null_fd < 0 || ::dup2(null_fd, 1) < 0 || ::dup2(null_fd, 2) < 0) ::_exit(3);
    struct rlimit no_core {};
    ::setrlimit(RLIMIT_CORE, &no_core);  // a fatal signal leaves no core file behind
    // As a program started from a shell finds them: not the test framework's handler, and not
    // ignored, as a background job's SIGINT and SIGQUIT may be (the handlers would stay off).
    for (const int sig : {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT})
        std::signal(sig, SIG_DFL);
    ninegrid::term::install_signal_handlers();
    const RawMode raw(tty);
    Screen screen(tty);
    screen.enter();
    const char byte = 1;
    if (!raw.active() || ::write(ready, &byte, 1) != 1) ::_exit(3);
    // Not on signal_wake_fd(): that pipe came from the parent, and earlier children's handlers may
    // have left bytes in it, which would end every wait at once.
    for (int waited = 0; raw.active(); ++waited) {
        if (waited == 1000) ::_exit(2);
        ::poll(nullptr, 0, 10);  // a signal ends it early (EINTR)
    }
    ::_exit(raw_now(tty) ? 1 : 0);
}

// Waits for `child`; a stop would be the kernel doing what these tests say it will not.
int exit_code_of(pid_t child) {
    int status = 0;
    REQUIRE(::waitpid(child, &status, WUNTRACED) == child);
    if (WIFSTOPPED(status)) {
        ::kill(child, SIGKILL);
        ::waitpid(child, &status, 0);
        FAIL("the child was stopped, so its process group was not orphaned");
    }
    REQUIRE(WIFEXITED(status));
    return WEXITSTATUS(status);
}

long long milliseconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                 start)
        .count();
}

}  // namespace

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
    const auto check_split_arrow = [](int write_fd, int read_fd) {
        KeyReader reader(read_fd, 1000);
        bool written = false;
        std::thread terminal([write_fd, &written] {
            const bool esc = ::write(write_fd, "\x1b", 1) == 1;
            std::this_thread::sleep_for(std::chrono::milliseconds(80));
            written = esc && ::write(write_fd, "[A", 2) == 2;
        });
        const ReadResult r = reader.read(-1);
        terminal.join();
        REQUIRE(written);
        CHECK(r.status == ReadStatus::Key);
        CHECK(r.key == key(KeyType::Up));
        // Nothing is left behind: no '[' and no 'A'.
        CHECK(reader.read(100).status == ReadStatus::Timeout);
    };
    SECTION("on a pipe") {
        Pipe pipe;
        check_split_arrow(pipe.write_end, pipe.read_end);
    }
    SECTION("on a raw terminal") {
        Pty pty;
        if (!pty.ok()) return;
        RawMode raw(pty.slave);
        REQUIRE(raw.active());
        check_split_arrow(pty.master, pty.slave);
    }
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
        const char* before = std::getenv("ESCDELAY");
        const std::optional<std::string> saved =
            before != nullptr ? std::optional<std::string>(before) : std::nullopt;
        REQUIRE(::setenv("ESCDELAY", "250", 1) == 0);
        CHECK(ninegrid::term::escape_delay_from_environment() == 250);
        const KeyReader from_environment(-1);
        REQUIRE(::setenv("ESCDELAY", "junk", 1) == 0);
        CHECK(ninegrid::term::escape_delay_from_environment() == kDefaultEscapeDelayMs);
        CHECK(from_environment.escape_delay_ms() == 250);  // read once, when it was made
        REQUIRE(::unsetenv("ESCDELAY") == 0);
        CHECK(ninegrid::term::escape_delay_from_environment() == kDefaultEscapeDelayMs);
        CHECK(KeyReader(-1).escape_delay_ms() == kDefaultEscapeDelayMs);
        if (saved) ::setenv("ESCDELAY", saved->c_str(), 1);

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

TEST_CASE("signals are recorded and wake a waiting reader", "[term][signals]") {
    ninegrid::term::install_signal_handlers();
    Pipe pipe;
    KeyReader reader(pipe.read_end);

    SECTION("a resize is reported once") {
        while (ninegrid::term::take_resize()) {
        }
        Screen screen(-1);
        const std::string whole = screen.render({"a"}, Size{10, 3});
        REQUIRE(::raise(SIGWINCH) == 0);
        CHECK(ninegrid::term::take_resize());
        CHECK_FALSE(ninegrid::term::take_resize());
        // The screen notices by itself that the terminal may have lost its content.
        CHECK(screen.render({"a"}, Size{10, 3}) == whole);
        CHECK(screen.render({"a"}, Size{10, 3}).empty());
        // The signal came before the read began, and the read still does not sleep through it.
        const auto start = std::chrono::steady_clock::now();
        CHECK(reader.read(5000).status == ReadStatus::Interrupted);
        CHECK(milliseconds_since(start) < 1000);
        CHECK(reader.read(0).status == ReadStatus::Timeout);
    }
    SECTION("a termination signal restores the terminal and is recorded, not acted on") {
        // Only one termination signal per process: a second one would end it, by design.
        Pty pty;
        std::optional<RawMode> raw;
        std::optional<Screen> screen;
        if (pty.ok()) {
            raw.emplace(pty.slave);
            screen.emplace(pty.slave);
            screen->enter();
            CHECK(drain(pty.master) == ninegrid::term::kEnterScreen);
            CHECK_FALSE(canonical(pty.slave));
        }
        REQUIRE(::raise(SIGTERM) == 0);
        CHECK(ninegrid::term::pending_termination() == SIGTERM);
        CHECK(reader.read(5000).status == ReadStatus::Interrupted);
        CHECK(reader.read(0).status == ReadStatus::Timeout);
        if (pty.ok()) {
            CHECK(canonical(pty.slave));
            CHECK_FALSE(raw->active());
            CHECK(drain(pty.master) == ninegrid::term::kLeaveScreen);
            screen->leave();  // already done by the handler: nothing more is written
            CHECK(drain(pty.master).empty());
        }
    }
}

TEST_CASE("RawMode on something that is not a terminal does nothing", "[term][raw]") {
    Pipe pipe;
    RawMode raw(pipe.read_end);
    CHECK_FALSE(raw.active());
    const int null_fd = ::open("/dev/null", O_RDONLY);
    REQUIRE(null_fd >= 0);
    {
        RawMode second(null_fd);
        CHECK_FALSE(second.active());
    }
    ::close(null_fd);
}

TEST_CASE("RawMode changes a terminal for its lifetime and no longer", "[term][raw]") {
    Pty pty;
    if (!pty.ok()) return;
    REQUIRE(canonical(pty.slave));
    {
        RawMode raw(pty.slave);
        REQUIRE(raw.active());
        struct termios t {};
        REQUIRE(::tcgetattr(pty.slave, &t) == 0);
        CHECK((t.c_lflag & static_cast<tcflag_t>(ICANON | ECHO | ISIG | IEXTEN)) == 0);
        CHECK((t.c_iflag & static_cast<tcflag_t>(ICRNL | IXON)) == 0);
        CHECK((t.c_oflag & static_cast<tcflag_t>(OPOST)) != 0);  // "\n" still starts a line
        RawMode second(pty.slave);
        CHECK_FALSE(second.active());
    }
    CHECK(canonical(pty.slave));
}

TEST_CASE("keys typed on a raw terminal arrive as keys", "[term][raw][reader]") {
    Pty pty;
    if (!pty.ok()) return;
    RawMode raw(pty.slave);
    REQUIRE(raw.active());
    const std::string typed = "\x1b[A\r\x03q";  // Enter stays '\r', Ctrl-C is no signal
    REQUIRE(::write(pty.master, typed.data(), typed.size()) == static_cast<ssize_t>(typed.size()));
    KeyReader reader(pty.slave);
    for (const Key& k : {key(KeyType::Up), key(KeyType::Enter), key(KeyType::CtrlC), ch('q')}) {
        const ReadResult r = reader.read(1000);
        REQUIRE(r.status == ReadStatus::Key);
        CHECK(r.key == k);
    }
    CHECK(reader.read(50).status == ReadStatus::Timeout);
}

TEST_CASE("exit() without unwinding still restores the terminal", "[term][raw]") {
    Pty pty;
    if (!pty.ok()) return;
    std::fflush(nullptr);
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        // Built in static storage and never destroyed: only the atexit handler can restore.
        alignas(RawMode) static unsigned char storage[sizeof(RawMode)];
        const RawMode* raw = new (storage) RawMode(pty.slave);
        std::exit(raw->active() && !canonical(pty.slave) ? 0 : 1);
    }
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    CHECK(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);
    CHECK(canonical(pty.slave));
}

TEST_CASE("raw mode ending under a full screen still up leaves the screen and the mouse",
          "[term][raw][mouse]") {
    Pty pty;
    if (!pty.ok()) return;
    Screen screen(pty.slave);
    {
        const RawMode raw(pty.slave);
        REQUIRE(raw.active());
        screen.enter();
        CHECK(drain(pty.master) == ninegrid::term::kEnterScreen);
    }
    // Not a cooked terminal that still reports the mouse (it would echo each click).
    CHECK(canonical(pty.slave));
    CHECK(drain(pty.master) == ninegrid::term::kLeaveScreen);
    CHECK_FALSE(ninegrid::term::screen_restore_pending());
    screen.draw({"late"});  // the shell's screen now: nothing is drawn on it
    screen.leave();         // and nothing is left a second time
    CHECK(drain(pty.master).empty());
}

TEST_CASE("the screen enters and leaves the alternate screen once", "[term][screen]") {
    Pipe pipe;
    {
        Screen screen(pipe.write_end);
        screen.enter();
        screen.enter();
        CHECK(drain(pipe.read_end) == ninegrid::term::kEnterScreen);
        screen.draw({"hi"});
        CHECK(drain(pipe.read_end) == "\x1b[1;1Hhi\x1b[K\x1b[2;1H\x1b[J");
        screen.draw({"hi"});
        CHECK(drain(pipe.read_end).empty());
        screen.leave();
        CHECK(drain(pipe.read_end) == ninegrid::term::kLeaveScreen);
        screen.leave();
        screen.enter();
        CHECK(drain(pipe.read_end) == ninegrid::term::kEnterScreen);
    }
    // The destructor leaves what was entered.
    CHECK(drain(pipe.read_end) == ninegrid::term::kLeaveScreen);
    CHECK_FALSE(ninegrid::term::screen_restore_pending());
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

TEST_CASE("every termination signal, and a fatal one, switch the mouse off with the screen",
          "[term][signals][mouse]") {
    const std::string enter(ninegrid::term::kEnterScreen);
    const std::string leave(ninegrid::term::kLeaveScreen);
    const std::string mouse_off = "\x1b[?1006l\x1b[?1000l";
    for (const int sig : {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT}) {
        CAPTURE(sig);
        Pty pty;
        if (!pty.ok()) return;
        int ready[2];
        REQUIRE(::pipe(ready) == 0);
        std::fflush(nullptr);
        const pid_t child = ::fork();
        REQUIRE(child >= 0);
        if (child == 0) {
            ::close(ready[0]);
            play_until_handed_back(pty.slave, ready[1]);
        }
        ::close(ready[1]);
        struct pollfd p {};
        p.fd = ready[0];
        p.events = POLLIN;
        char byte = 0;
        const bool up = ::poll(&p, 1, 10000) == 1 && ::read(ready[0], &byte, 1) == 1;
        ::close(ready[0]);
        if (up) ::kill(child, sig);
        int status = 0;
        REQUIRE(::waitpid(child, &status, 0) == child);
        REQUIRE(up);
        // A termination signal is recorded, and the program ends by itself (exit 0); a fatal one
        // restores and then ends the process the default way, and so does a termination signal
        // when one is already recorded (this process may have inherited one from another test).
        const bool recorded = WIFEXITED(status) && WEXITSTATUS(status) == 0 && sig != SIGABRT;
        const bool ended_by_it = WIFSIGNALED(status) && WTERMSIG(status) == sig;
        CAPTURE(status);
        CHECK((recorded || ended_by_it));
        const std::string output = drain(pty.master);
        CHECK(output == enter + leave);
        CHECK(output.substr(output.size() - std::min(output.size(), mouse_off.size())) ==
              mouse_off);
        CHECK(canonical(pty.slave));
    }
}

TEST_CASE("exit() without unwinding switches the mouse off with the screen", "[term][raw][mouse]") {
    Pty pty;
    if (!pty.ok()) return;
    std::fflush(nullptr);
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        // Built in static storage and never destroyed: only the atexit handler can restore.
        alignas(RawMode) static unsigned char raw_storage[sizeof(RawMode)];
        alignas(Screen) static unsigned char screen_storage[sizeof(Screen)];
        const RawMode* raw = new (raw_storage) RawMode(pty.slave);
        Screen* screen = new (screen_storage) Screen(pty.slave);
        screen->enter();
        std::exit(raw->active() ? 0 : 1);
    }
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    REQUIRE(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);
    CHECK(drain(pty.master) ==
          std::string(ninegrid::term::kEnterScreen) + std::string(ninegrid::term::kLeaveScreen));
    CHECK(canonical(pty.slave));
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

TEST_CASE("the time a program spends stopped by SIGTSTP is counted for the game clocks",
          "[term][signals][clock]") {
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        // A process group of its own whose parent is in another group of the same session: not
        // orphaned, so the kernel really stops it (a session leader's would not be).
        ::setpgid(0, 0);
        ninegrid::term::install_signal_handlers();
        const auto before = ninegrid::term::stopped_time();
        std::raise(SIGTSTP);  // the handler hands the terminal back, stops, and counts
        const auto stopped = ninegrid::term::stopped_time() - before;
        ::_exit(stopped >= std::chrono::milliseconds(250) && stopped < std::chrono::seconds(5) ? 0
                                                                                               : 1);
    }
    int status = 0;
    REQUIRE(::waitpid(child, &status, WUNTRACED) == child);
    if (!WIFSTOPPED(status)) {  // this environment ignores stops: nothing to measure
        WARN("the child was not stopped: nothing checked");
        return;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(400));
    ::kill(child, SIGCONT);
    REQUIRE(::waitpid(child, &status, 0) == child);
    REQUIRE(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);
}

TEST_CASE("Ctrl-Z in a program that leads its own session leaves its terminal as it was",
          "[term][signals][stop]") {
    // tmux new-session 'ninegrid play', xterm -e, ssh -t: the kernel drops a stop sent to an
    // orphaned process group, so nothing would ever give the terminal back to raw mode.
    Pty pty;
    if (!pty.ok()) return;
    std::fflush(nullptr);
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        // As support::PtyChild starts a program: a session of its own, this terminal its own.
        if (::setsid() < 0 || ::ioctl(pty.slave, TIOCSCTTY, 0) != 0) ::_exit(4);
        play_and_suspend(pty.slave, false);
    }
    CHECK(exit_code_of(child) == 0);
    CHECK(raw_now(pty.slave));
    // Never handed back either: no flash of the shell's screen, no typed keys thrown away.
    CHECK(drain(pty.master) == ninegrid::term::kEnterScreen);
}

TEST_CASE("a stop the kernel drops, in any orphaned process group, gives raw mode back",
          "[term][signals][stop]") {
#ifdef __linux__
    // A process group of its own whose parent is gone: orphaned, though not the session leader's
    // (its parent was the leader). The stop is tried, the terminal handed back, and it is dropped.
    Pty pty;
    if (!pty.ok()) return;
    REQUIRE(::prctl(PR_SET_CHILD_SUBREAPER, 1) == 0);  // the orphan comes to us, to be waited for
    int pid_pipe[2];
    REQUIRE(::pipe(pid_pipe) == 0);
    std::fflush(nullptr);
    const pid_t leader = ::fork();
    REQUIRE(leader >= 0);
    if (leader == 0) {
        if (::setsid() < 0) ::_exit(4);
        const pid_t orphan = ::fork();
        if (orphan == 0) {
            if (::setpgid(0, 0) != 0) ::_exit(4);
            for (int waited = 0; ::getppid() == ::getsid(0); ++waited) {  // the leader is leaving
                if (waited == 5000) ::_exit(4);
                ::usleep(1000);
            }
            play_and_suspend(pty.slave, true);
        }
        const bool told = orphan > 0 && ::write(pid_pipe[1], &orphan, sizeof orphan) ==
                                            static_cast<ssize_t>(sizeof orphan);
        ::_exit(told ? 0 : 4);
    }
    ::close(pid_pipe[1]);
    CHECK(exit_code_of(leader) == 0);
    pid_t orphan = -1;
    const bool told =
        ::read(pid_pipe[0], &orphan, sizeof orphan) == static_cast<ssize_t>(sizeof orphan);
    ::close(pid_pipe[0]);
    if (told) CHECK(exit_code_of(orphan) == 0);
    ::prctl(PR_SET_CHILD_SUBREAPER, 0);
    REQUIRE(told);
    CHECK(raw_now(pty.slave));
    // Handed back for the stop, then taken again (and the frame redrawn, as after SIGCONT).
    CHECK(drain(pty.master) == std::string(ninegrid::term::kEnterScreen) +
                                   std::string(ninegrid::term::kLeaveScreen) +
                                   std::string(ninegrid::term::kEnterScreen));
#else
    WARN("needs PR_SET_CHILD_SUBREAPER (Linux) to wait for an orphan: nothing checked");
#endif
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
