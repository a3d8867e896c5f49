// SPDX-License-Identifier: MIT
// The progress line a long run draws on standard error while a person watches: one line,
// redrawn in place, cleared when the work is done. Every command that can run for more than about
// a second draws it through this class, and only at a terminal.
#pragma once

#include <chrono>
#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>

#include "base/command.hpp"

namespace ninegrid::base {

// Whether a command's progress is shown: its streams are the process's (io.terminal) and standard
// error is a terminal. Through a pipe or in a test's string streams, nothing is drawn.
bool progress_shown(const Io& io);

class Progress {
  public:
    // Draws on `err` when `shown`, else every call does nothing. `label` begins the line
    // ("ninegrid: 7-8 tables"). The first drawing waits until the work has run for `delay`, so a
    // run that ends sooner leaves no trace; later ones come at most every 100 ms, and at once
    // when the percentage changes.
    Progress(std::ostream& err, bool shown, std::string label,
             std::chrono::milliseconds delay = std::chrono::milliseconds(250));
    Progress(const Progress&) = delete;
    Progress& operator=(const Progress&) = delete;
    ~Progress();  // clears the line

    bool shown() const noexcept { return shown_; }
    // "LABEL [#######.......] 45% DETAIL": `done` of `total` (full when total is 0).
    void update(std::uint64_t done, std::uint64_t total, std::string_view detail = {});
    // "LABEL DETAIL", for work whose end is not known (an iterative deepening's bound).
    void update(std::string_view detail);
    // Erases the line, if one was drawn; the next update draws it again.
    void clear();

  private:
    bool due(int percent);
    void draw(const std::string& line);

    std::ostream& err_;
    bool shown_;
    std::string label_;
    std::chrono::steady_clock::time_point start_;
    std::chrono::steady_clock::time_point last_{};
    std::chrono::milliseconds delay_;
    int percent_ = -1;
    bool drawn_ = false;
};

}  // namespace ninegrid::base
