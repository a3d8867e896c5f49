// SPDX-License-Identifier: MIT
// The full screen: window size, display width of text, a frame buffer that redraws only changes.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "term/terminal.hpp"

namespace ninegrid::term {

struct Size {
    int cols = 80;
    int rows = 24;
};
bool operator==(const Size& a, const Size& b);
bool operator!=(const Size& a, const Size& b);

// TIOCGWINSZ; 80 columns and 24 rows for whatever is unknown or zero (a pipe, a serial line).
Size window_size(int fd);

// Columns a code point occupies: 0 for controls, combining marks and zero-width characters, 2 for
// East Asian wide and fullwidth characters and the common emoji blocks, 1 for everything else
// (box drawing included). Covers the blocks a terminal game shows; it is not a full Unicode table.
int code_point_width(char32_t code_point);

// Columns `text` occupies: UTF-8 decoded, escape sequences (CSI such as SGR colours, OSC, and the
// short ESC x forms) count 0, control bytes 0, each invalid UTF-8 byte 1 (a replacement mark).
std::size_t display_width(std::string_view text);

// Cuts `text` to at most `width` columns. Escape sequences are all kept, even after the cut, so a
// closing "\x1b[0m" still closes. A wide character that would straddle the edge is dropped, and so
// is everything printable after it. Control bytes are dropped (they would move the cursor), invalid
// UTF-8 bytes become U+FFFD, so the result occupies exactly what display_width says.
std::string truncate_to_width(std::string_view text, std::size_t width);

// truncate_to_width, then spaces up to exactly `width` columns (which also fills the column a
// straddling wide character left empty).
std::string fit_to_width(std::string_view text, std::size_t width);

// The frame buffer. A frame is a vector of lines, which may contain SGR colour sequences.
// draw() compares with the frame on screen and rewrites only the lines that changed (cursor to the
// line, the line, attributes reset if it had any, erase to end of line), erases everything below
// when the new frame is shorter, and sends it all in ONE write(). Lines wider than the window are
// cut with truncate_to_width; lines below the window are not drawn (they would scroll it).
// A change of window size since the last frame, a SIGWINCH or a SIGCONT (after which the handler
// has cleared the screen) rewrite everything, as invalidate() does.
//
// It writes escape sequences whatever `out_fd` is: use it when Capabilities::interactive says so.
class Screen {
  public:
    explicit Screen(int out_fd) : fd_(out_fd), generation_(redraw_generation()) {}
    ~Screen() { leave(); }
    Screen(const Screen&) = delete;
    Screen& operator=(const Screen&) = delete;

    // Alternate screen, cursor hidden, autowrap off, cleared, mouse reporting on (kEnterScreen).
    // Tells the signal handlers, so that they can undo it. Does nothing if already entered.
    void enter();
    // Attributes reset, autowrap on, cursor shown, alternate screen left, mouse reporting off
    // (kLeaveScreen). Idempotent, and skipped if a termination signal has done it already.
    void leave() noexcept;
    bool entered() const noexcept { return entered_; }

    void draw(const std::vector<std::string>& lines);
    void invalidate() noexcept { full_ = true; }  // the next frame rewrites every line
    Size size() const { return window_size(fd_); }

    // The bytes draw() would send now, without sending them. It records the frame as shown, just
    // like draw(), so successive calls show the diffs. The second form fixes the window size.
    std::string render(const std::vector<std::string>& lines);
    std::string render(const std::vector<std::string>& lines, Size window);

  private:
    int fd_;
    bool entered_ = false;
    bool full_ = true;
    std::vector<std::string> shown_;  // as sent: already cut to the window
    Size shown_size_;
    int generation_;  // redraw_generation() when the frame on screen was drawn
};

}  // namespace ninegrid::term
