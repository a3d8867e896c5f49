// SPDX-License-Identifier: MIT
// posix_openpt, fork, setsid and the slave as controlling terminal; reads with poll and deadlines.
#include "support/pty_child.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

#include "support/run_program.hpp"
#include "support/text.hpp"

namespace support {

namespace {

void set_cloexec(int fd) {
    const int flags = ::fcntl(fd, F_GETFD);
    if (flags >= 0) ::fcntl(fd, F_SETFD, flags | FD_CLOEXEC);
}

void set_size(int fd, int cols, int rows) {
    struct winsize ws {};
    ws.ws_col = static_cast<unsigned short>(cols);
    ws.ws_row = static_cast<unsigned short>(rows);
    ::ioctl(fd, TIOCSWINSZ, &ws);
}

}  // namespace

PtyChild::PtyChild(int cols, int rows) {
    master_ = ::posix_openpt(O_RDWR | O_NOCTTY);
    if (master_ < 0) {
        problem_ = std::string("posix_openpt: ") + std::strerror(errno);
        return;
    }
    set_cloexec(master_);
    if (::grantpt(master_) != 0 || ::unlockpt(master_) != 0) {
        problem_ = std::string("grantpt/unlockpt: ") + std::strerror(errno);
        return;
    }
    const char* name = ::ptsname(master_);
    if (name == nullptr) {
        problem_ = "ptsname failed";
        return;
    }
    slave_name_ = name;
    slave_ = ::open(name, O_RDWR | O_NOCTTY);
    if (slave_ < 0) {
        problem_ = "cannot open " + slave_name_ + ": " + std::strerror(errno);
        return;
    }
    set_cloexec(slave_);
    ::tcgetattr(slave_, &initial_);
    set_size(master_, cols, rows);
}

PtyChild::~PtyChild() {
    if (pid_ > 0 && !reaped_) {
        ::kill(pid_, SIGKILL);
        reap(true);
    }
    if (slave_ >= 0) ::close(slave_);
    if (master_ >= 0) ::close(master_);
}

void PtyChild::start(const std::string& program, const std::vector<std::string>& args,
                     const std::vector<std::string>& env_changes) {
    const ExecArguments exec(program, args, env_changes);
    const char* slave_name = slave_name_.c_str();

    pid_ = ::fork();
    if (pid_ < 0) throw std::runtime_error("fork failed: " + std::string(std::strerror(errno)));
    if (pid_ == 0) {
        // A new session, whose first terminal opened becomes its controlling terminal.
        if (::setsid() < 0) ::_exit(125);
        const int fd = ::open(slave_name, O_RDWR);
        if (fd < 0) ::_exit(126);
        ::ioctl(fd, TIOCSCTTY, 0);
        if (::dup2(fd, 0) < 0 || ::dup2(fd, 1) < 0 || ::dup2(fd, 2) < 0) ::_exit(126);
        if (fd > 2) ::close(fd);
        // Signals a test framework may have blocked or ignored are the program's business.
        sigset_t none;
        sigemptyset(&none);
        ::sigprocmask(SIG_SETMASK, &none, nullptr);
        ::execve(exec.argv()[0], exec.argv(), exec.envp());
        ::_exit(127);
    }
}

bool PtyChild::pump(int timeout_ms) {
    if (master_ < 0) return false;
    struct pollfd p {};
    p.fd = master_;
    p.events = POLLIN;
    const int ready = ::poll(&p, 1, timeout_ms);
    if (ready <= 0) return true;
    char buf[4096];
    const ssize_t n = ::read(master_, buf, sizeof buf);
    if (n > 0) {
        output_.append(buf, static_cast<std::size_t>(n));
        return true;
    }
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) return true;
    return false;  // EIO: no one holds the slave side any more
}

bool PtyChild::reap(bool block) {
    if (reaped_) return true;
    for (;;) {
        const pid_t done = ::waitpid(pid_, &status_, block ? 0 : WNOHANG);
        if (done == pid_) {
            reaped_ = true;
            return true;
        }
        if (done < 0 && errno == EINTR) continue;
        return false;
    }
}

bool PtyChild::wait_for(const std::string& text, std::chrono::milliseconds limit) {
    const auto deadline = std::chrono::steady_clock::now() + limit;
    for (;;) {
        if (output_.find(text) != std::string::npos) return true;
        if (std::chrono::steady_clock::now() > deadline) return false;
        // Once the program is gone, wait only for what is still in the buffer.
        const bool ended = reap(false);
        const std::size_t before = output_.size();
        if (!pump(ended ? 50 : 20)) return output_.find(text) != std::string::npos;
        if (ended && output_.size() == before) return output_.find(text) != std::string::npos;
    }
}

void PtyChild::type(const std::string& bytes) {
    std::size_t done = 0;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (done < bytes.size() && std::chrono::steady_clock::now() < deadline) {
        const ssize_t n = ::write(master_, bytes.data() + done, bytes.size() - done);
        if (n > 0) {
            done += static_cast<std::size_t>(n);
        } else if (n < 0 && errno != EINTR && errno != EAGAIN) {
            throw std::runtime_error("writing to the terminal failed: " +
                                     std::string(std::strerror(errno)));
        } else {
            pump(10);  // the program may be waiting for us to read its output
        }
    }
}

void PtyChild::resize(int cols, int rows) {
    set_size(master_, cols, rows);
}

void PtyChild::send_signal(int sig) {
    if (pid_ > 0 && !reaped_) ::kill(pid_, sig);
}

void PtyChild::close_master() {
    if (master_ >= 0) ::close(master_);
    master_ = -1;
}

PtyChild::Exit PtyChild::wait_exit(std::chrono::milliseconds limit) {
    Exit e;
    const auto deadline = std::chrono::steady_clock::now() + limit;
    while (!reap(false)) {
        if (std::chrono::steady_clock::now() > deadline) {
            ::kill(pid_, SIGKILL);
            reap(true);
            e.timed_out = true;
            break;
        }
        if (!pump(20)) {
            struct timespec pause {
                0, 10 * 1000 * 1000
            };
            ::nanosleep(&pause, nullptr);
        }
    }
    // What the program wrote last is still in the terminal's buffer.
    while (master_ >= 0) {
        struct pollfd p {};
        p.fd = master_;
        p.events = POLLIN;
        if (::poll(&p, 1, 50) <= 0 || !pump(0)) break;
    }
    if (WIFEXITED(status_)) e.exit_code = WEXITSTATUS(status_);
    if (WIFSIGNALED(status_)) e.signal = WTERMSIG(status_);
    return e;
}

std::optional<struct termios> PtyChild::attributes() const {
    struct termios t {};
    if (slave_ < 0 || ::tcgetattr(slave_, &t) != 0) return std::nullopt;
    return t;
}

bool canonical_with_echo(const struct termios& t) {
    const auto wanted = static_cast<tcflag_t>(ICANON | ECHO);
    return (t.c_lflag & wanted) == wanted;
}

bool same_settings(const struct termios& a, const struct termios& b) {
    return a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_cflag == b.c_cflag &&
           a.c_lflag == b.c_lflag && a.c_cc[VMIN] == b.c_cc[VMIN] && a.c_cc[VTIME] == b.c_cc[VTIME];
}

void require_seen(PtyChild& pty, const std::string& text) {
    const bool seen = pty.wait_for(text, kPtyLimit);
    INFO("waited for: " << text);
    INFO("output: " << visible(pty.output()));
    REQUIRE(seen);
}

void check_restored(PtyChild& pty) {
    // The bytes themselves, not the program's constants: what a terminal sees.
    static const std::string kEnterAlternate = "\x1b[?1049h";
    static const std::string kLeaveAlternate = "\x1b[?1049l";
    static const std::string kMouseOn = "\x1b[?1000h";
    static const std::string kMouseOff = "\x1b[?1000l";
    const std::string& out = pty.output();
    INFO("output: " << visible(out));
    const std::optional<struct termios> after = pty.attributes();
    REQUIRE(after.has_value());
    CHECK(canonical_with_echo(*after));
    CHECK(same_settings(*after, pty.initial_attributes()));
    const std::size_t entered = out.rfind(kEnterAlternate);
    REQUIRE(entered != std::string::npos);
    CHECK(out.find(kLeaveAlternate, entered) != std::string::npos);
    const std::size_t mouse_on = out.rfind(kMouseOn);
    if (mouse_on != std::string::npos) CHECK(out.find(kMouseOff, mouse_on) != std::string::npos);
}

}  // namespace support
