// SPDX-License-Identifier: MIT
// The terminal itself: what it can do, raw mode, signals, and the byte helpers the layer shares.
#pragma once

#include <chrono>
#include <cstddef>
#include <string>
#include <string_view>

#include "base/utf8.hpp"
#include "os/console.hpp"
#include "os/files.hpp"

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
// harmless, so scripted input through a pipe needs no special case): os::enter_raw_mode says what
// it sets, and how it is always undone (here by the destructor, which first leaves a full screen
// still up, as every other way out does).
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

// The handlers that hand the terminal back on every way out, count resizes and record a
// termination: os::install_console_handlers.
void install_signal_handlers();

// Holds back what the handlers react to while the terminal's state and its flag change together.
using SignalGuard = os::ConsoleGuard;
using os::pending_termination;
using os::redraw_generation;
using os::stopped_time;
using os::take_resize;

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
using os::write_all;

}  // namespace ninegrid::term
