// SPDX-License-Identifier: MIT
// What a signal that ends a command must undo first: the temporary file of a write in progress is
// removed, and a progress line left on the terminal is erased. The handlers are installed only
// for signals still at their default action, so a program that handles them itself (a game at a
// terminal) keeps its own; they undo what is registered, then end the program by the signal as
// the default action would have.
#pragma once

#include <string>

namespace ninegrid::os {

// Registers the temporary file at `path` while the guard lives (writes of several threads at
// once each have their own); a SIGINT, SIGTERM, SIGHUP or SIGQUIT meanwhile removes it.
class TemporaryFileGuard {
  public:
    explicit TemporaryFileGuard(const std::string& path);
    ~TemporaryFileGuard();
    TemporaryFileGuard(const TemporaryFileGuard&) = delete;
    TemporaryFileGuard& operator=(const TemporaryFileGuard&) = delete;

  private:
    int slot_ = -1;
};

// Whether a progress line is on standard error now: while it is, those signals erase it ("\r",
// then erase to the end of the line) before the program ends, so the shell's prompt does not
// come after a half-drawn bar.
void set_progress_line_shown(bool shown);

}  // namespace ninegrid::os
