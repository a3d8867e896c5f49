// SPDX-License-Identifier: MIT
// fork/exec with standard streams redirected to unlinked temporary files.
#include "support/run_program.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <thread>

extern char** environ;

namespace support {
namespace {

std::string variable_name(const std::string& word) {
    return word.substr(0, word.find('='));
}

// A temporary file that is already unlinked: it disappears when the last descriptor closes,
// even if the test crashes.
class TempFile {
  public:
    TempFile() {
        const char* dir = std::getenv("TMPDIR");
        std::string path =
            std::string(dir != nullptr && *dir != '\0' ? dir : "/tmp") + "/ninegrid-test-XXXXXX";
        fd_ = ::mkstemp(path.data());
        if (fd_ < 0)
            throw std::runtime_error("mkstemp failed: " + std::string(std::strerror(errno)));
        ::unlink(path.c_str());
    }
    ~TempFile() { ::close(fd_); }
    TempFile(const TempFile&) = delete;
    TempFile& operator=(const TempFile&) = delete;

    int fd() const noexcept { return fd_; }

    void write_all(const std::string& data) {
        std::size_t done = 0;
        while (done < data.size()) {
            const ssize_t n = ::write(fd_, data.data() + done, data.size() - done);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) throw std::runtime_error("writing a temporary file failed");
            done += static_cast<std::size_t>(n);
        }
        ::lseek(fd_, 0, SEEK_SET);
    }

    std::string read_all() const {
        std::string data;
        ::lseek(fd_, 0, SEEK_SET);
        char buf[65536];
        for (;;) {
            const ssize_t n = ::read(fd_, buf, sizeof buf);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) break;
            data.append(buf, static_cast<std::size_t>(n));
        }
        return data;
    }

  private:
    int fd_ = -1;
};

}  // namespace

std::vector<std::string> environment_with(const std::vector<std::string>& changes) {
    std::vector<std::string> env;
    for (char** e = environ; e != nullptr && *e != nullptr; ++e)
        env.emplace_back(*e);
    // In order, so a later change to the same variable wins.
    for (const std::string& c : changes) {
        const std::string name = variable_name(c);
        env.erase(
            std::remove_if(env.begin(), env.end(),
                           [&name](const std::string& w) { return variable_name(w) == name; }),
            env.end());
        if (c.find('=') != std::string::npos) env.push_back(c);
    }
    return env;
}

ExecArguments::ExecArguments(const std::string& program, const std::vector<std::string>& args,
                             const std::vector<std::string>& env_changes)
    : words_{program}, env_(environment_with(env_changes)) {
    words_.insert(words_.end(), args.begin(), args.end());
    for (std::string& w : words_)
        argv_.push_back(w.data());
    argv_.push_back(nullptr);
    for (std::string& w : env_)
        envp_.push_back(w.data());
    envp_.push_back(nullptr);
}

ProgramResult run_program(const std::string& program, const std::vector<std::string>& args,
                          const std::string& input, std::chrono::milliseconds limit,
                          const std::vector<std::string>& env_changes) {
    TempFile in, out, err;
    in.write_all(input);

    const ExecArguments exec(program, args, env_changes);

    const pid_t pid = ::fork();
    if (pid < 0) throw std::runtime_error("fork failed: " + std::string(std::strerror(errno)));
    if (pid == 0) {
        if (::dup2(in.fd(), STDIN_FILENO) < 0 || ::dup2(out.fd(), STDOUT_FILENO) < 0 ||
            ::dup2(err.fd(), STDERR_FILENO) < 0) {
            ::_exit(126);
        }
        ::execve(exec.argv()[0], exec.argv(), exec.envp());
        ::_exit(127);
    }

    ProgramResult result;
    int status = 0;
    const auto deadline = std::chrono::steady_clock::now() + limit;
    for (;;) {
        const pid_t done = ::waitpid(pid, &status, WNOHANG);
        if (done == pid) break;
        if (done < 0 && errno != EINTR) throw std::runtime_error("waitpid failed");
        if (std::chrono::steady_clock::now() > deadline) {
            ::kill(pid, SIGKILL);
            while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
            }
            result.timed_out = true;
            break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    if (WIFEXITED(status)) result.exit_code = WEXITSTATUS(status);
    if (WIFSIGNALED(status)) result.signal = WTERMSIG(status);
    result.out = out.read_all();
    result.err = err.read_all();
    if (result.exit_code == 127 && result.out.empty() && result.err.empty()) {
        throw std::runtime_error("could not execute " + program);
    }
    return result;
}

ProgramResult run_script(const std::string& script, const std::string& program,
                         const std::string& input, std::chrono::milliseconds limit,
                         const std::vector<std::string>& env_changes) {
    return run_program("/bin/sh", {"-c", script, program}, input, limit, env_changes);
}

}  // namespace support
