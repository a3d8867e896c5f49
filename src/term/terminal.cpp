// SPDX-License-Identifier: MIT
// Terminal capabilities, and the raw-mode guard and handlers over the OS seam's console.
#include "term/terminal.hpp"

#include <cstdlib>
#include <cstring>

namespace ninegrid::term {

namespace {

bool is_set(const char* value) {
    return value != nullptr && *value != '\0';
}

}  // namespace

Capabilities decide_capabilities(bool in_tty, bool out_tty, const char* no_color, const char* term,
                                 const char* lc_all, const char* lc_ctype, const char* lang) {
    Capabilities caps;
    caps.interactive = in_tty && out_tty;
    caps.addressable = is_set(term) && std::strcmp(term, "dumb") != 0;
    caps.color = out_tty && !is_set(no_color) && caps.addressable;
    caps.utf8 = base::locale_is_utf8(lc_all, lc_ctype, lang);
    return caps;
}

Capabilities detect_capabilities(int in_fd, int out_fd) {
    const bool out_tty = os::is_terminal(out_fd);
    // Without TERM (Windows has none), a console that takes escape sequences names itself.
    const char* term = std::getenv("TERM");
    if (!is_set(term) && out_tty) term = os::default_term(out_fd);
    Capabilities caps =
        decide_capabilities(os::is_terminal(in_fd), out_tty, std::getenv("NO_COLOR"), term,
                            std::getenv("LC_ALL"), std::getenv("LC_CTYPE"), std::getenv("LANG"));
    caps.utf8 = utf8_from_environment();
    return caps;
}

bool utf8_from_environment() {
    return base::utf8_from_environment();
}

RawMode::RawMode(int fd) : owner_(os::enter_raw_mode(fd)) {}

RawMode::~RawMode() {
    if (owner_) os::leave_raw_mode();
}

bool RawMode::active() const noexcept {
    return owner_ && os::raw_mode_active();
}

void install_signal_handlers() {
    os::install_console_handlers();
}

void set_screen_restore_sequence(bool entered, int fd) noexcept {
    os::set_full_screen(entered, fd, kLeaveScreen, kEnterScreen);
}

bool screen_restore_pending() noexcept {
    return os::full_screen_pending();
}

}  // namespace ninegrid::term
