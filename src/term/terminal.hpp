// The terminal itself: what it can do, raw mode, signals, and the byte helpers the layer shares.
#pragma once

#include <chrono>
#include <cstddef>
#include <string>
#include <string_view>

#include "base/files.hpp"
#include "base/utf8.hpp"

namespace ninegrid::term {

struct Capabilities {
    bool interactive = false;  // stdin AND stdout are terminals: raw mode, full-screen drawing
    bool addressable = false;  // TERM is set and not "dumb": the cursor can be moved
    bool color = false;  // stdout is a terminal, NO_COLOR unset or empty, TERM set, not "dumb"
    bool utf8 = false;   // LC_ALL, else LC_CTYPE, else LANG names UTF-8 (any case, dash or not)
};

Capabilities detect_capabilities(int in_fd, int out_fd);

// Just the locale part of the decision: whether text may be UTF-8 (box drawing, "µs").
bool utf8_from_environment();

// The decision behind detect_capabilities, from facts and environment values (nullptr = unset).
// An empty variable counts as unset, as POSIX says for the locale variables.
Capabilities decide_capabilities(bool in_tty, bool out_tty, const char* no_color, const char* term,
                                 const char* lc_all, const char* lc_ctype, const char* lang);

// Raw mode for as long as the object lives, and only if `fd` is a terminal (otherwise inactive and
// harmless, so scripted input through a pipe needs no special case).
//
// Like kilo: no echo, no canonical lines, no ISIG (Ctrl-C arrives as byte 3, Ctrl-Z as 26, and the
// program decides what they mean), no IXON (Ctrl-S/Ctrl-Q arrive too), no ICRNL (Enter is '\r'),
// 8-bit bytes, VMIN=1 VTIME=0 (KeyReader waits with poll(), so a read() never blocks; and read()
// returning 0 then always means the terminal is gone, never "no byte yet").
// Unlike kilo, OPOST stays on: Screen positions the cursor itself and does not care, but any other
// output written meanwhile (a message, a diagnostic from a library) still ends its lines properly.
//
// The saved settings are restored by the destructor, by an atexit handler (so exit() without
// unwinding restores too), and by the signal handlers of install_signal_handlers(). Each of them
// first leaves the full screen if it is still up (writes kLeaveScreen; Screen::leave() then writes
// nothing, and Screen::draw() nothing either): a cooked terminal that still reported the mouse
// would echo every click as text.
// Only one may be active at a time: a second one, made while another is active, stays inactive.
class RawMode {
  public:
    explicit RawMode(int fd);
    ~RawMode();
    RawMode(const RawMode&) = delete;
    RawMode& operator=(const RawMode&) = delete;

    // False if the fd is not a terminal, if setting it failed, or once a termination signal has
    // handed the terminal back.
    bool active() const noexcept;

  private:
    bool owner_ = false;
};

// Installs the handlers; calling it again reinstalls them (a test framework may have replaced
// them), and must follow a setsid(), since the handlers learn the session here. Signals that were
// ignored when the program started (nohup, background jobs) stay ignored.
//
//  SIGINT SIGTERM SIGHUP SIGQUIT  restore the terminal (leave the full screen if it was entered,
//                                 which switches mouse reporting off, restore the saved termios)
//                                 and record the signal number for pending_termination(). The
//                                 program is expected to notice and end. A second one, if the
//                                 program did not, ends the process the default way: a stuck
//                                 program must still die.
//  SIGWINCH                       counted for take_resize().
//  SIGTSTP                        restore the terminal, then really stop; SIGCONT puts raw mode
//                                 and the full screen (mouse reporting with it) back and counts
//                                 as a resize, so the program redraws the whole frame. A stop the
//                                 kernel drops (a process group with no shell above it: orphaned)
//                                 changes nothing: in the session leader's group the terminal is
//                                 not even handed back, and elsewhere it is taken again at once, as
//                                 after SIGCONT.
//  SIGABRT SIGSEGV SIGBUS SIGFPE SIGILL  restore the terminal, then let the previous action (the
//                                 default, or a sanitizer's report) run: a fault meets it when
//                                 its instruction runs again, a signal sent with kill() is raised
//                                 again, so the program never runs on after either.
//
// Handlers use async-signal-safe calls only (tcsetattr, write, sigaction, sigprocmask, sigpending,
// raise, getpgrp), are installed without SA_RESTART so a blocking poll()/read() returns EINTR, and
// also write a byte to a wake-up pipe (signal_wake_fd) so KeyReader notices a signal that arrived
// just before it called poll().
void install_signal_handlers();

// Holds back the signals the handlers above react to, for as long as it lives. A change of the
// terminal's state and the flag that tells the handlers about it must happen together: a handler
// running between the two would undo a change that is then made anyway, or undo nothing and
// leave it in place. Signals that arrive meanwhile are delivered when the guard ends.
class SignalGuard {
  public:
    SignalGuard() noexcept;
    ~SignalGuard();
    SignalGuard(const SignalGuard&) = delete;
    SignalGuard& operator=(const SignalGuard&) = delete;

  private:
    unsigned char saved_[256];  // the previous sigset_t, kept opaque to keep <csignal> out
};
// The time this process has spent stopped (SIGTSTP until SIGCONT) since it started: a game clock
// subtracts it, so that a suspended game does not count the time away.
std::chrono::nanoseconds stopped_time() noexcept;
int pending_termination() noexcept;  // 0, or the number of the terminating signal received
bool take_resize() noexcept;         // true once per batch of SIGWINCH/SIGCONT since the last call
int signal_wake_fd() noexcept;       // read end of the wake-up pipe, -1 before installation
// Changes with every SIGWINCH and SIGCONT. Screen compares it to redraw everything by itself, so
// that take_resize() stays the program's own (to lay the frame out again for the new size).
int redraw_generation() noexcept;

// Tells the handlers whether a full screen is up on `fd`, so that they can undo it (Screen does).
void set_screen_restore_sequence(bool entered, int fd = 1) noexcept;
// True while a full screen is up and no handler has undone it yet (Screen::leave() asks, so that it
// does not leave the alternate screen a second time after a termination signal did).
bool screen_restore_pending() noexcept;

// The bytes of Screen::enter(): alternate screen, cursor hidden, autowrap off (so that writing the
// last column of the last row can never scroll), cleared, then mouse reporting on: presses and
// releases (1000; never motion) in the SGR encoding (1006; a terminal without it sends the legacy
// one, and KeyDecoder reads both). Also written again after SIGCONT.
inline constexpr std::string_view kEnterScreen =
    "\x1b[?1049h\x1b[?25l\x1b[?7l\x1b[H\x1b[2J\x1b[?1000h\x1b[?1006h";
// The bytes that undo Screen::enter(): reset attributes, autowrap back on, show the cursor, leave
// the alternate screen, mouse reporting off (1006, then 1000), so a click in the shell afterwards
// sends nothing. Written by Screen::leave(), and by RawMode's destructor, the atexit handler and
// the signal handlers when they hand the terminal back while the full screen is up.
inline constexpr std::string_view kLeaveScreen =
    "\x1b[0m\x1b[?7h\x1b[?25h\x1b[?1049l\x1b[?1006l\x1b[?1000l";

// The byte helpers of the base layer, used throughout this one.
using base::decode_utf8;
using base::encode_utf8;
using base::Utf8Step;
using base::write_all;

}  // namespace ninegrid::term
