// SPDX-License-Identifier: MIT
// Runs a program on a pseudo-terminal, with the test playing the part of the terminal emulator.
// Windows has none: there ok() is false (pty_child_windows.cpp).
#pragma once

#include "support/catch.hpp"

#ifndef _WIN32
#include <sys/types.h>
#include <termios.h>
#endif

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace support {

class PtyChild {
  public:
    struct Exit {
        bool timed_out = false;  // killed after the time limit
        int exit_code = -1;      // the exit status; -1 when it did not exit normally
        int signal = 0;          // the signal that ended it, or 0
    };

    // Opens a pseudo-terminal of cols x rows. ok() is false when the system has none (some
    // containers), and then nothing else may be called.
    PtyChild(int cols, int rows);
    // Kills the child if it is still running and closes everything.
    ~PtyChild();
    PtyChild(const PtyChild&) = delete;
    PtyChild& operator=(const PtyChild&) = delete;

    bool ok() const noexcept { return master_ >= 0 && slave_ >= 0; }
    // Why ok() is false.
    const std::string& problem() const noexcept { return problem_; }

    // Starts `program` in a new session with the terminal as its controlling terminal and its
    // standard input, output and error; the environment is this process's with `env_changes`
    // applied as in support::environment_with. Throws std::runtime_error if fork fails.
    void start(const std::string& program, const std::vector<std::string>& args,
               const std::vector<std::string>& env_changes);

    // Reads what the program writes until everything read so far contains `text`, the program
    // has ended, or `limit` has passed. Returns whether `text` was seen.
    bool wait_for(const std::string& text, std::chrono::milliseconds limit);
    // Everything the program has written so far.
    const std::string& output() const noexcept { return output_; }
    // Forgets the output read so far (so wait_for looks only at what comes next).
    void clear_output() { output_.clear(); }

    // Types bytes at the keyboard.
    void type(const std::string& bytes);
    // Changes the window size (the program gets SIGWINCH).
    void resize(int cols, int rows);
    void send_signal(int sig);
    // Hangs up: closes the terminal's master side.
    void close_master();

    // Waits for the program to end, reading its output meanwhile; kills it after `limit`.
    Exit wait_exit(std::chrono::milliseconds limit);

#ifndef _WIN32
    // The terminal's settings now, and as they were before the program started.
    std::optional<struct termios> attributes() const;
    const struct termios& initial_attributes() const noexcept {
        return initial_;
    }
#endif

  private:
#ifndef _WIN32
    // Reads what is available within `timeout_ms`; false at end of output.
    bool pump(int timeout_ms);
    bool reap(bool block);
#endif

    int master_ = -1;
    int slave_ = -1;  // kept open so the terminal outlives the program and can be inspected
    std::string slave_name_;
    std::string problem_;
#ifndef _WIN32
    struct termios initial_ {};
    pid_t pid_ = -1;
    bool reaped_ = false;
    int status_ = 0;
#endif
    std::string output_;
};

#ifndef _WIN32
// Both line mode (ICANON) and echo are on: what a shell expects to find after a program.
bool canonical_with_echo(const struct termios& t);
// The settings a program may change and must give back.
bool same_settings(const struct termios& a, const struct termios& b);

// How long a test waits for the program at most: generous for sanitizers; nothing waits this
// long when all is well.
inline constexpr std::chrono::seconds kPtyLimit{10};

// Waits for `text` in what the program writes; fails, showing all of it, when it does not come.
void require_seen(PtyChild& pty, const std::string& text);

// The program has ended and left the terminal as it found it: its termios settings, the
// alternate screen left after it was last entered, mouse reporting off after it was last on.
void check_restored(PtyChild& pty);
#endif

// True, and the test case reported skipped (skip_test), when `pty` has no pseudo-terminal.
inline bool no_pty(const PtyChild& pty) {
    if (pty.ok()) return false;
    skip_test("no pseudo-terminal available (" + pty.problem() + ")");
    return true;
}

}  // namespace support
