// SPDX-License-Identifier: MIT
// On Windows, Ctrl-C, Ctrl-Break and closing the console window end a command through a console
// control handler (on a thread of its own): it removes a write's temporary file and erases a
// progress line first, then lets the system's default handler end the process.
#include "os/cleanup.hpp"

#include <atomic>
#include <cstring>
#include <mutex>

#include "os/files.hpp"
#include "os/windows/win32.hpp"

namespace ninegrid::os {

namespace {

constexpr std::size_t kTemporarySlots = 8;
constexpr std::size_t kTemporaryPathMax = 4096;
char g_temporary_paths[kTemporarySlots][kTemporaryPathMax];
std::atomic<bool> g_temporary_used[kTemporarySlots];
std::atomic<bool> g_progress_shown{false};
std::mutex g_mutex;
bool g_installed = false;

BOOL WINAPI clean_up(DWORD /*event*/) {
    for (std::size_t i = 0; i < kTemporarySlots; ++i) {
        if (g_temporary_used[i].load()) {
            (void)::DeleteFileW(win32::widen(g_temporary_paths[i]).c_str());
        }
    }
    if (g_progress_shown.load()) (void)write_all(2, "\r\033[K");
    return FALSE;  // the next handler, at last the default one, ends the process
}

// Called with g_mutex held.
void install_handler() {
    if (g_installed) return;
    g_installed = ::SetConsoleCtrlHandler(clean_up, TRUE) != 0;
}

}  // namespace

TemporaryFileGuard::TemporaryFileGuard(const std::string& path) {
    if (path.size() >= kTemporaryPathMax) return;
    const std::lock_guard<std::mutex> lock(g_mutex);
    install_handler();
    for (std::size_t i = 0; i < kTemporarySlots; ++i) {
        if (g_temporary_used[i].load()) continue;
        std::memcpy(g_temporary_paths[i], path.c_str(), path.size() + 1);
        g_temporary_used[i].store(true);
        slot_ = static_cast<int>(i);
        return;
    }
}

TemporaryFileGuard::~TemporaryFileGuard() {
    if (slot_ < 0) return;
    const std::lock_guard<std::mutex> lock(g_mutex);
    g_temporary_used[slot_].store(false);
}

void set_progress_line_shown(bool shown) {
    if (shown) {
        const std::lock_guard<std::mutex> lock(g_mutex);
        install_handler();
    }
    g_progress_shown.store(shown);
}

}  // namespace ninegrid::os
