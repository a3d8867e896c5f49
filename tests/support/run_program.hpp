// SPDX-License-Identifier: MIT
// Runs a program as a child process with given standard input and captures what it prints.
#pragma once

#include <chrono>
#include <string>
#include <vector>

namespace support {

struct ProgramResult {
    int exit_code = -1;      // the exit status; -1 when the program did not exit normally
                             // (on Windows: the exit code; a crash's is an NTSTATUS < 0)
    int signal = 0;          // the signal that ended it, or 0 (always 0 on Windows)
    bool timed_out = false;  // killed after the time limit
    std::string out;
    std::string err;
};

// Runs `program` with `args` (not including argv[0]), feeding `input` on standard input, and
// waits for it, killing it after `limit`. Standard input, output and error are temporary files,
// so no pipe can fill up and block either side. The child inherits this process's environment
// with `env_changes` applied (see environment_with). Throws std::runtime_error when the program
// cannot be started.
ProgramResult run_program(const std::string& program, const std::vector<std::string>& args,
                          const std::string& input = {},
                          std::chrono::milliseconds limit = std::chrono::seconds(120),
                          const std::vector<std::string>& env_changes = {});

// Runs `script` with /bin/sh -c, "$0" in it being `program`: for what run_program cannot set up
// (a closed standard input or output, /dev/full, a pipe from `yes` or into `head`). The exit
// status is the script's, that is its last command's. Throws on Windows (tests using it are
// tagged [posix]).
ProgramResult run_script(const std::string& script, const std::string& program,
                         const std::string& input = {},
                         std::chrono::milliseconds limit = std::chrono::seconds(120),
                         const std::vector<std::string>& env_changes = {});

// This process's environment as "NAME=VALUE" words, changed by `changes`: "NAME=VALUE" sets a
// variable (replacing any value it had), a bare "NAME" removes it. On Windows, names are matched
// without regard to case, and the words are UTF-8.
std::vector<std::string> environment_with(const std::vector<std::string>& changes);

#ifndef _WIN32

// The argv and envp arrays for execve(), built before fork(): after it, a child may only make
// async-signal-safe calls, and building vectors is not one.
class ExecArguments {
  public:
    ExecArguments(const std::string& program, const std::vector<std::string>& args,
                  const std::vector<std::string>& env_changes);
    ExecArguments(const ExecArguments&) = delete;
    ExecArguments& operator=(const ExecArguments&) = delete;

    char* const* argv() const noexcept { return argv_.data(); }
    char* const* envp() const noexcept { return envp_.data(); }

  private:
    std::vector<std::string> words_;
    std::vector<std::string> env_;
    std::vector<char*> argv_;
    std::vector<char*> envp_;
};
#endif

}  // namespace support
