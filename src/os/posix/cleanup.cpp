// SPDX-License-Identifier: MIT
// The handlers that remove a write's temporary file and erase a progress line when a signal ends
// the program.
#include "os/cleanup.hpp"

#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <csignal>
#include <cstring>
#include <mutex>

namespace ninegrid::os {

namespace {

// The temporary files being written now, for the handlers. Plain arrays and sig_atomic_t flags: a
// handler can read nothing else. A path is written before its flag, with a signal fence between,
// so a handler that sees the flag sees the whole path.
constexpr std::size_t kTemporarySlots = 8;
constexpr std::size_t kTemporaryPathMax = 4096;
char g_temporary_paths[kTemporarySlots][kTemporaryPathMax];
volatile std::sig_atomic_t g_temporary_used[kTemporarySlots];
volatile std::sig_atomic_t g_progress_shown = 0;
std::mutex g_mutex;
constexpr int kCleanupSignals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};

void clean_up_then_die(int sig) {
    for (std::size_t i = 0; i < kTemporarySlots; ++i) {
        if (g_temporary_used[i] != 0) (void)::unlink(g_temporary_paths[i]);
    }
    if (g_progress_shown != 0) {
        static constexpr char kErase[] = "\r\033[K";
        (void)!::write(2, kErase, sizeof kErase - 1);
    }
    // The default action, raised while this signal is blocked: it acts as the handler returns.
    struct sigaction fallback {};
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    ::sigaction(sig, &fallback, nullptr);
    ::raise(sig);
}

// Installed for a signal still at its default action, and left in place: with nothing registered
// the handler does what the default did. Called with g_mutex held.
void install_handlers() {
    for (const int sig : kCleanupSignals) {
        struct sigaction current {};
        if (::sigaction(sig, nullptr, &current) != 0) continue;
        if ((current.sa_flags & SA_SIGINFO) != 0 || current.sa_handler != SIG_DFL) continue;
        struct sigaction action {};
        action.sa_handler = clean_up_then_die;
        sigemptyset(&action.sa_mask);
        for (const int s : kCleanupSignals)
            sigaddset(&action.sa_mask, s);
        action.sa_flags = SA_RESTART;
        ::sigaction(sig, &action, nullptr);
    }
}

}  // namespace

TemporaryFileGuard::TemporaryFileGuard(const std::string& path) {
    if (path.size() >= kTemporaryPathMax) return;
    const std::lock_guard<std::mutex> lock(g_mutex);
    install_handlers();
    for (std::size_t i = 0; i < kTemporarySlots; ++i) {
        if (g_temporary_used[i] != 0) continue;
        std::memcpy(g_temporary_paths[i], path.c_str(), path.size() + 1);
        std::atomic_signal_fence(std::memory_order_seq_cst);
        g_temporary_used[i] = 1;
        slot_ = static_cast<int>(i);
        return;
    }
}

TemporaryFileGuard::~TemporaryFileGuard() {
    if (slot_ < 0) return;
    const std::lock_guard<std::mutex> lock(g_mutex);
    g_temporary_used[slot_] = 0;
}

void set_progress_line_shown(bool shown) {
    if (shown) {
        const std::lock_guard<std::mutex> lock(g_mutex);
        install_handlers();
    }
    g_progress_shown = shown ? 1 : 0;
}

}  // namespace ninegrid::os
