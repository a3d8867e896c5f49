// SPDX-License-Identifier: MIT
// The terminal layer, what only POSIX has: raw mode on a pseudo-terminal and its restoration on
// every exit path, signals, the full screen and the mouse switched off by handlers, Ctrl-Z.
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
#include "support/keys.hpp"
#include "support/pipe.hpp"
#include "term/keys.hpp"
#include "term/screen.hpp"
#include "term/terminal.hpp"

using ninegrid::term::Key;
using ninegrid::term::KeyReader;
using ninegrid::term::KeyType;
using ninegrid::term::MouseButton;
using ninegrid::term::RawMode;
using ninegrid::term::ReadResult;
using ninegrid::term::ReadStatus;
using ninegrid::term::Screen;
using ninegrid::term::Size;
using support::ch;
using support::key;
using support::Pipe;

namespace {

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

// True, and the test case reported skipped, when the system gave no pseudo-terminal.
bool no_pty(const Pty& pty) {
    if (pty.ok()) return false;
    support::skip_test("no pseudo-terminal available");
    return true;
}

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

TEST_CASE(
    "KeyReader waits the escape delay for the rest of a sequence sent 80 ms later, on a "
    "raw terminal",
    "[term][reader]") {
    Pty pty;
    if (no_pty(pty)) return;
    RawMode raw(pty.slave);
    REQUIRE(raw.active());
    support::check_split_arrow(pty.master, pty.slave);
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
    if (no_pty(pty)) return;
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
    if (no_pty(pty)) return;
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
    if (no_pty(pty)) return;
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
    if (no_pty(pty)) return;
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

TEST_CASE("every termination signal, and a fatal one, switch the mouse off with the screen",
          "[term][signals][mouse]") {
    const std::string enter(ninegrid::term::kEnterScreen);
    const std::string leave(ninegrid::term::kLeaveScreen);
    const std::string mouse_off = "\x1b[?1006l\x1b[?1000l";
    for (const int sig : {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT}) {
        CAPTURE(sig);
        Pty pty;
        if (no_pty(pty)) return;
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
    if (no_pty(pty)) return;
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
        support::skip_test("the child was not stopped");
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
    if (no_pty(pty)) return;
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
    if (no_pty(pty)) return;
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
    support::skip_test("needs PR_SET_CHILD_SUBREAPER (Linux) to wait for an orphan");
#endif
}
