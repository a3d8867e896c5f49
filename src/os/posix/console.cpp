// SPDX-License-Identifier: MIT
// The POSIX terminal: termios raw mode, the signal handlers that always restore the tty, the
// window's size, and input waited for with poll() and a wake-up pipe.
#include "os/console.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <iterator>
#include <optional>

namespace ninegrid::os {

namespace {

// Everything a signal handler reads lives here, in statics: a handler cannot reach objects.
// Plain data (the termios structs, the fd) is written before the flag that publishes it, with a
// signal fence between, so a handler that sees the flag also sees the data.
struct termios g_saved_termios {};       // as the terminal was before raw mode
std::atomic<long long> g_stopped_ns{0};  // time spent stopped by SIGTSTP, for the clocks
static_assert(std::atomic<long long>::is_always_lock_free, "a signal handler adds to it");
struct termios g_raw_termios {};  // what RawMode set, for putting it back after SIGCONT
volatile std::sig_atomic_t g_raw_fd = -1;
volatile std::sig_atomic_t g_raw_active = 0;
volatile std::sig_atomic_t g_screen_fd = 1;
volatile std::sig_atomic_t g_screen_entered = 0;
volatile std::sig_atomic_t g_termination = 0;
// A counter rather than a flag: take_resize() only reads it, so a SIGWINCH arriving while the
// program is consuming an earlier one can never be lost between a read and a reset.
volatile std::sig_atomic_t g_resize_count = 0;
// The session this process is in (getsid is not async-signal-safe; getpgrp is), taken by
// install_signal_handlers(): it changes only by setsid(), which the program does not call later.
volatile std::sig_atomic_t g_session = -1;
volatile std::sig_atomic_t g_wake_read = -1;
// The bytes that leave and enter the full screen, as set_full_screen() was given them.
const char* volatile g_leave_bytes = nullptr;
volatile std::sig_atomic_t g_leave_size = 0;
const char* volatile g_enter_bytes = nullptr;
volatile std::sig_atomic_t g_enter_size = 0;
volatile std::sig_atomic_t g_wake_write = -1;

constexpr int kTerminating[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
constexpr int kFatal[] = {SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL};
struct sigaction g_previous_fatal[std::size(kFatal)];

void write_signal_safe(int fd, std::string_view data) noexcept {
    while (!data.empty()) {
        const ssize_t n = ::write(fd, data.data(), data.size());
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;  // nothing sensible to do from a handler
        data.remove_prefix(static_cast<std::size_t>(n));
    }
}

void wake() noexcept {
    const int fd = g_wake_write;
    if (fd < 0) return;
    const char byte = 0;
    // A full pipe already holds a wake-up: losing this byte loses nothing.
    const ssize_t ignored = ::write(fd, &byte, 1);
    static_cast<void>(ignored);
}

void bump_resize() noexcept {
    // Unsigned arithmetic: wrapping after 2^31 resizes must not be undefined behaviour.
    g_resize_count =
        static_cast<std::sig_atomic_t>((static_cast<unsigned>(g_resize_count) + 1u) & 0x7fffffffu);
}

// Leaves the full screen (mouse reporting off with it) and restores the saved termios. `forget`
// clears the flags, so nothing later (a destructor, atexit) does it a second time; a stop keeps
// them to redo it on SIGCONT. The leave bytes go first: TCSAFLUSH then waits for them to be sent
// and throws away the unread input, mouse reports among it, so the shell is not handed those.
void hand_back_terminal(bool forget) noexcept {
    if (g_screen_entered) {
        write_signal_safe(g_screen_fd,
                          std::string_view(g_leave_bytes, static_cast<std::size_t>(g_leave_size)));
        if (forget) g_screen_entered = 0;
    }
    if (g_raw_active) {
        ::tcsetattr(g_raw_fd, TCSAFLUSH, &g_saved_termios);
        if (forget) g_raw_active = 0;
    }
}

void restore_at_exit() {
    hand_back_terminal(true);
}

void ensure_atexit() {
    static bool registered = false;
    if (registered) return;
    registered = std::atexit(restore_at_exit) == 0;
}

void set_action(int sig, void (*handler)(int)) noexcept {
    struct sigaction action {};
    action.sa_handler = handler;
    // While one of our handlers runs, the others wait: none of them sees the statics half-changed.
    sigemptyset(&action.sa_mask);
    for (const int s : kTerminating)
        sigaddset(&action.sa_mask, s);
    sigaddset(&action.sa_mask, SIGWINCH);
    sigaddset(&action.sa_mask, SIGTSTP);
    sigaddset(&action.sa_mask, SIGCONT);
    action.sa_flags = 0;  // no SA_RESTART: a blocked poll() must return EINTR
    ::sigaction(sig, &action, nullptr);
}

void on_terminate(int sig) {
    const int saved_errno = errno;
    hand_back_terminal(true);
    if (g_termination != 0) {
        // The program has not ended after the first one: let this one do what it normally does.
        // It is blocked while this handler runs and is delivered as soon as the handler returns.
        struct sigaction fallback {};
        fallback.sa_handler = SIG_DFL;
        sigemptyset(&fallback.sa_mask);
        ::sigaction(sig, &fallback, nullptr);
        ::raise(sig);
    } else {
        g_termination = sig;
    }
    wake();
    errno = saved_errno;
}

void on_resize(int) {
    const int saved_errno = errno;
    bump_resize();
    wake();
    errno = saved_errno;
}

long long monotonic_ns() noexcept {
    struct timespec ts {};
    ::clock_gettime(CLOCK_MONOTONIC, &ts);  // async-signal-safe, and what steady_clock reads
    return static_cast<long long>(ts.tv_sec) * 1000000000LL + ts.tv_nsec;
}

// Raw mode and the full screen back, as RawMode and Screen left them; the frame is redrawn whole,
// since the screen comes back empty (or was never ours while we were away).
void take_terminal_back() noexcept {
    if (g_raw_active) ::tcsetattr(g_raw_fd, TCSADRAIN, &g_raw_termios);
    if (g_screen_entered)
        write_signal_safe(g_screen_fd,
                          std::string_view(g_enter_bytes, static_cast<std::size_t>(g_enter_size)));
    bump_resize();
    wake();
}

bool continue_pending() noexcept {
    sigset_t pending;
    sigemptyset(&pending);
    return ::sigpending(&pending) == 0 && sigismember(&pending, SIGCONT) == 1;
}

void on_stop(int sig) {
    const int saved_errno = errno;
    // The session leader's process group (tmux new-session 'ninegrid play', xterm -e, ssh -t) has
    // no shell above it to resume it, and the kernel drops a stop sent to such an orphaned group:
    // handing the terminal back would leave it in cooked mode for good. There is nothing to do.
    if (g_session > 0 && ::getpgrp() == static_cast<pid_t>(g_session)) {
        errno = saved_errno;
        return;
    }
    const long long stopped_at = monotonic_ns();
    hand_back_terminal(false);
    // Stop for real: the default action, raised while blocked, acts the moment it is unblocked.
    struct sigaction fallback {};
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    ::sigaction(sig, &fallback, nullptr);
    ::raise(sig);
    sigset_t just_this;
    sigemptyset(&just_this);
    sigaddset(&just_this, sig);
    ::sigprocmask(SIG_UNBLOCK, &just_this, nullptr);
    set_action(sig, on_stop);
    // Whatever resumed a stopped process sent SIGCONT, which waits (blocked) until we return. None:
    // the stop was dropped after all (another orphaned group: its parent has gone), and no
    // on_continue will come to put the terminal back.
    if (continue_pending()) {
        g_stopped_ns.fetch_add(monotonic_ns() - stopped_at);  // on_continue does the rest
    } else {
        take_terminal_back();
    }
    errno = saved_errno;
}

void on_continue(int) {
    const int saved_errno = errno;
    take_terminal_back();
    errno = saved_errno;
}

void on_fatal(int sig, siginfo_t* info, void*) {
    const int saved_errno = errno;
    hand_back_terminal(true);
    // Put back what was there before (the default, or a sanitizer's handler). For a fault, the
    // faulting instruction runs again on return and meets it; abort() raises again by itself.
    for (std::size_t i = 0; i < std::size(kFatal); ++i) {
        if (kFatal[i] == sig) ::sigaction(sig, &g_previous_fatal[i], nullptr);
    }
    // A signal sent by a process (kill, raise: si_code <= 0) has no instruction to run again:
    // raised once more, it is delivered with that action as soon as this handler returns, so
    // `kill -SEGV` ends the program instead of leaving it running in cooked mode.
    if (info == nullptr || info->si_code <= 0) ::raise(sig);
    errno = saved_errno;
}

bool ignored_at_start(int sig) {
    struct sigaction current {};
    if (::sigaction(sig, nullptr, &current) != 0) return true;
    return (current.sa_flags & SA_SIGINFO) == 0 && current.sa_handler == SIG_IGN;
}

bool handled_by(int sig, void (*handler)(int, siginfo_t*, void*)) {
    struct sigaction current {};
    if (::sigaction(sig, nullptr, &current) != 0) return false;
    return (current.sa_flags & SA_SIGINFO) != 0 && current.sa_sigaction == handler;
}

void make_wake_pipe() {
    if (g_wake_read >= 0) return;
    int fds[2];
    if (::pipe(fds) != 0) return;  // without it, EINTR alone still wakes KeyReader (mostly)
    for (const int fd : fds) {
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
        ::fcntl(fd, F_SETFD, FD_CLOEXEC);
    }
    g_wake_read = fds[0];
    g_wake_write = fds[1];
}

}  // namespace

const char* default_term(int /*out_fd*/) noexcept {
    return nullptr;
}

ConsoleSize console_size(int fd) noexcept {
    ConsoleSize size;
    struct winsize ws {};
    if (::ioctl(fd, TIOCGWINSZ, &ws) == 0) {
        if (ws.ws_col > 0) size.cols = ws.ws_col;
        if (ws.ws_row > 0) size.rows = ws.ws_row;
    }
    return size;
}

bool enter_raw_mode(int fd) noexcept {
    if (g_raw_active || ::isatty(fd) != 1) return false;
    struct termios original {};
    if (::tcgetattr(fd, &original) != 0) return false;

    struct termios raw = original;
    raw.c_iflag &= ~static_cast<tcflag_t>(BRKINT | ICRNL | INPCK | ISTRIP | IXON);
    raw.c_cflag |= static_cast<tcflag_t>(CS8);
    raw.c_lflag &= ~static_cast<tcflag_t>(ECHO | ICANON | IEXTEN | ISIG);
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;

    g_saved_termios = original;
    g_raw_termios = raw;
    g_raw_fd = fd;
    ensure_atexit();
    std::atomic_signal_fence(std::memory_order_seq_cst);
    // The flag and the change go together: a handler between them would restore the terminal,
    // clear the flag, and then raw mode would be set with nobody left to undo it.
    const ConsoleGuard guard;
    g_raw_active = 1;
    if (::tcsetattr(fd, TCSADRAIN, &raw) != 0) {
        g_raw_active = 0;
        return false;
    }
    return true;
}

void leave_raw_mode() noexcept {
    if (!g_raw_active) return;  // a termination signal may have restored it already
    // The flags and the changes go together, as everywhere.
    const ConsoleGuard guard;
    hand_back_terminal(true);
}

bool raw_mode_active() noexcept {
    return g_raw_active != 0;
}

ConsoleGuard::ConsoleGuard() noexcept {
    static_assert(sizeof(sigset_t) <= sizeof saved_, "sigset_t does not fit in ConsoleGuard");
    sigset_t block;
    sigemptyset(&block);
    for (int sig : {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH})
        sigaddset(&block, sig);
    sigset_t old;
    ::sigprocmask(SIG_BLOCK, &block, &old);
    std::memcpy(saved_, &old, sizeof old);
}

ConsoleGuard::~ConsoleGuard() {
    sigset_t old;
    std::memcpy(&old, saved_, sizeof old);
    ::sigprocmask(SIG_SETMASK, &old, nullptr);
}

void install_console_handlers() {
    g_session = static_cast<std::sig_atomic_t>(::getsid(0));
    make_wake_pipe();
    ensure_atexit();
    for (const int sig : kTerminating) {
        if (!ignored_at_start(sig)) set_action(sig, on_terminate);
    }
    set_action(SIGWINCH, on_resize);
    if (!ignored_at_start(SIGTSTP)) set_action(SIGTSTP, on_stop);
    set_action(SIGCONT, on_continue);
    for (std::size_t i = 0; i < std::size(kFatal); ++i) {
        const int sig = kFatal[i];
        // Saving our own handler as "the previous one" would make a fault loop forever.
        if (handled_by(sig, on_fatal)) continue;
        struct sigaction action {};
        action.sa_sigaction = on_fatal;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_SIGINFO;
        ::sigaction(sig, &action, &g_previous_fatal[i]);
    }
}

int pending_termination() noexcept {
    return g_termination;
}

bool take_resize() noexcept {
    static std::sig_atomic_t seen = 0;
    const std::sig_atomic_t now = g_resize_count;
    if (now == seen) return false;
    seen = now;
    return true;
}

int redraw_generation() noexcept {
    return g_resize_count;
}

void note_resize() noexcept {
    bump_resize();
}

void set_full_screen(bool entered, int fd, std::string_view leave,
                     std::string_view enter) noexcept {
    if (entered) {
        g_screen_fd = fd;
        g_leave_bytes = leave.data();
        g_leave_size = static_cast<std::sig_atomic_t>(leave.size());
        g_enter_bytes = enter.data();
        g_enter_size = static_cast<std::sig_atomic_t>(enter.size());
        ensure_atexit();
        std::atomic_signal_fence(std::memory_order_seq_cst);
    }
    g_screen_entered = entered ? 1 : 0;
}

bool full_screen_pending() noexcept {
    return g_screen_entered != 0;
}

std::chrono::nanoseconds stopped_time() noexcept {
    return std::chrono::nanoseconds(g_stopped_ns.load());
}

bool can_suspend() noexcept {
    return true;
}

void suspend() noexcept {
    (void)::raise(SIGTSTP);  // the handler hands the terminal back, stops, and takes it again
}

namespace {

// One wait and one read; nothing when the fd polled readable and then had nothing to read
// (another reader took it first), to wait again.
std::optional<Input> read_once(int fd, char* buffer, std::size_t size, int timeout_ms) {
    Input input;
    struct pollfd fds[2] = {};
    fds[0].fd = fd;
    fds[0].events = POLLIN;
    fds[1].fd = g_wake_read;  // -1 (ignored by poll) until the handlers are installed
    fds[1].events = POLLIN;
    const int ready = ::poll(fds, 2, timeout_ms < 0 ? -1 : timeout_ms);
    if (ready < 0) {
        // The fd cannot be polled: nothing will ever come from it.
        input.status = errno == EINTR ? InputStatus::Interrupted : InputStatus::End;
        return input;
    }
    if (ready == 0) {
        input.status = InputStatus::Timeout;
        return input;
    }
    if (fds[1].revents != 0) {
        char sink[64];
        while (::read(fds[1].fd, sink, sizeof sink) > 0) {
        }
        input.status = InputStatus::Interrupted;
        return input;
    }
    if ((fds[0].revents & POLLNVAL) != 0) {
        input.status = InputStatus::End;
        return input;
    }
    const ssize_t n = ::read(fd, buffer, size);
    if (n > 0) {
        input.status = InputStatus::Bytes;
        input.bytes = static_cast<std::size_t>(n);
    } else if (n == 0) {
        input.status = InputStatus::End;
    } else if (errno == EINTR) {
        input.status = InputStatus::Interrupted;
    } else if (errno == EAGAIN || errno == EWOULDBLOCK) {
        return std::nullopt;
    } else {
        input.status = InputStatus::End;  // EIO after a hangup, EBADF, ...: the input is gone
    }
    return input;
}

}  // namespace

bool input_from_terminal(int fd) noexcept {
    const int tty = ::open("/dev/tty", O_RDONLY | O_NOCTTY | O_CLOEXEC);
    if (tty < 0) return false;
    const bool moved = tty == fd || ::dup2(tty, fd) == fd;
    if (tty != fd) ::close(tty);
    return moved;
}

Input read_input(int fd, char* buffer, std::size_t size, int timeout_ms) {
    for (;;) {
        if (std::optional<Input> input = read_once(fd, buffer, size, timeout_ms)) return *input;
    }
}

}  // namespace ninegrid::os
