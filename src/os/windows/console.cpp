// SPDX-License-Identifier: MIT
// The Windows console: its modes for raw input and VT output, put back on every way out; a
// control handler for Ctrl-Break, closing the window, logoff and shutdown; input records read
// with ReadConsoleInputW and handed on as they are, for the terminal layer to make keys of.
#include "os/console.hpp"

#include <fcntl.h>
#include <io.h>

#include <atomic>
#include <cstdlib>
#include <mutex>

#include "os/files.hpp"
#include "os/windows/win32.hpp"

namespace ninegrid::os {

namespace {

#ifndef ENABLE_VIRTUAL_TERMINAL_PROCESSING
#define ENABLE_VIRTUAL_TERMINAL_PROCESSING 0x0004
#endif

// The control handler runs on a thread of its own: everything it reads is atomic, and a change
// of the console's state and its flag happen under g_mutex (ConsoleGuard), which it takes too.
std::recursive_mutex g_mutex;
HANDLE g_in = INVALID_HANDLE_VALUE;
HANDLE g_out = INVALID_HANDLE_VALUE;
DWORD g_saved_in_mode = 0;
DWORD g_saved_out_mode = 0;
bool g_out_mode_saved = false;
UINT g_saved_input_cp = 0;
UINT g_saved_output_cp = 0;
std::atomic<bool> g_raw_active{false};

// default_term() switched VT processing on: put back at exit.
HANDLE g_vt_handle = INVALID_HANDLE_VALUE;
DWORD g_vt_saved_mode = 0;

std::atomic<bool> g_screen_entered{false};
std::atomic<int> g_screen_fd{1};
std::string_view g_leave;
std::string_view g_enter;

std::atomic<int> g_termination{0};
std::atomic<int> g_resize_count{0};
HANDLE g_wake = nullptr;  // set by the handler, waited for beside the input
HANDLE g_done = nullptr;  // set at exit, so that closing the window waits for the save

// Leaves the full screen and puts the console's modes and code pages back; `forget` clears the
// flags so that nothing does it twice. Called under g_mutex.
void hand_back(bool forget) noexcept {
    if (g_screen_entered.load()) {
        (void)write_all(g_screen_fd.load(), g_leave);
        if (forget) g_screen_entered.store(false);
    }
    if (g_raw_active.load()) {
        ::SetConsoleMode(g_in, g_saved_in_mode);
        if (g_out_mode_saved) ::SetConsoleMode(g_out, g_saved_out_mode);
        if (g_saved_input_cp != 0) ::SetConsoleCP(g_saved_input_cp);
        if (g_saved_output_cp != 0) ::SetConsoleOutputCP(g_saved_output_cp);
        // Keys typed at the end and mouse events must not reach the shell.
        ::FlushConsoleInputBuffer(g_in);
        if (forget) g_raw_active.store(false);
    }
}

void restore_at_exit() {
    {
        const std::lock_guard<std::recursive_mutex> lock(g_mutex);
        hand_back(true);
        if (g_vt_handle != INVALID_HANDLE_VALUE) ::SetConsoleMode(g_vt_handle, g_vt_saved_mode);
    }
    if (g_done != nullptr) ::SetEvent(g_done);
}

void ensure_atexit() {
    static bool registered = false;
    if (registered) return;
    registered = std::atexit(restore_at_exit) == 0;
}

constexpr int kInterrupt = 2;  // SIGINT's number, as on POSIX
constexpr int kHangUp = 1;     // SIGHUP's

BOOL WINAPI on_control(DWORD event) {
    const bool key = event == CTRL_C_EVENT || event == CTRL_BREAK_EVENT;
    {
        const std::lock_guard<std::recursive_mutex> lock(g_mutex);
        hand_back(true);
        // A second Ctrl-Break, if the program did not end after the first: the default handler
        // ends it. A stuck program must still die.
        if (key && g_termination.load() != 0) return FALSE;
        if (g_termination.load() == 0) g_termination.store(key ? kInterrupt : kHangUp);
        if (g_wake != nullptr) ::SetEvent(g_wake);
    }
    // The window closing, logoff, shutdown: the process ends when this returns, so it waits
    // (within the system's few seconds) for the program to save and exit.
    if (!key && g_done != nullptr) ::WaitForSingleObject(g_done, 4500);
    return TRUE;
}

ConsoleEvent event_of(const INPUT_RECORD& record, const SMALL_RECT& window) {
    ConsoleEvent e;
    switch (record.EventType) {
        case KEY_EVENT: {
            const KEY_EVENT_RECORD& k = record.Event.KeyEvent;
            e.kind = ConsoleEvent::Kind::Key;
            e.key_down = k.bKeyDown != 0;
            e.repeat = k.wRepeatCount;
            e.virtual_key = k.wVirtualKeyCode;
            e.unit = static_cast<char16_t>(k.uChar.UnicodeChar);
            e.modifiers = k.dwControlKeyState;
            break;
        }
        case MOUSE_EVENT: {
            const MOUSE_EVENT_RECORD& m = record.Event.MouseEvent;
            e.kind = ConsoleEvent::Kind::Mouse;
            e.col = m.dwMousePosition.X - window.Left;
            e.row = m.dwMousePosition.Y - window.Top;
            e.buttons = m.dwButtonState;
            e.mouse_flags = m.dwEventFlags;
            e.modifiers = m.dwControlKeyState;
            break;
        }
        case WINDOW_BUFFER_SIZE_EVENT:
            e.kind = ConsoleEvent::Kind::Resize;
            e.size.cols = window.Right - window.Left + 1;
            e.size.rows = window.Bottom - window.Top + 1;
            break;
        default:
            break;  // focus and menu events
    }
    return e;
}

Input read_console(HANDLE h, int timeout_ms) {
    Input input;
    HANDLE waits[2] = {h, g_wake};
    const DWORD count = g_wake != nullptr ? 2 : 1;
    const DWORD r = ::WaitForMultipleObjects(
        count, waits, FALSE, timeout_ms < 0 ? INFINITE : static_cast<DWORD>(timeout_ms));
    if (r == WAIT_TIMEOUT) {
        input.status = InputStatus::Timeout;
        return input;
    }
    if (r == WAIT_OBJECT_0 + 1) {
        ::ResetEvent(g_wake);
        input.status = InputStatus::Interrupted;
        return input;
    }
    if (r != WAIT_OBJECT_0) {
        input.status = InputStatus::End;
        return input;
    }
    INPUT_RECORD records[64];
    DWORD n = 0;
    if (::ReadConsoleInputW(h, records, 64, &n) == 0) {
        input.status = InputStatus::End;
        return input;
    }
    CONSOLE_SCREEN_BUFFER_INFO info{};
    SMALL_RECT window{0, 0, 79, 23};
    if (::GetConsoleScreenBufferInfo(::GetStdHandle(STD_OUTPUT_HANDLE), &info) != 0)
        window = info.srWindow;
    input.status = InputStatus::Events;
    for (DWORD i = 0; i < n; ++i)
        input.events.push_back(event_of(records[i], window));
    return input;
}

// A pipe cannot be waited on with a timeout: it is looked at every 10 ms.
Input read_pipe(int fd, HANDLE h, char* buffer, std::size_t size, int timeout_ms) {
    Input input;
    const ULONGLONG start = ::GetTickCount64();
    for (;;) {
        DWORD available = 0;
        if (::PeekNamedPipe(h, nullptr, 0, nullptr, &available, nullptr) == 0) {
            input.status = InputStatus::End;  // the writer has gone
            return input;
        }
        if (available > 0) break;
        if (g_wake != nullptr && ::WaitForSingleObject(g_wake, 0) == WAIT_OBJECT_0) {
            ::ResetEvent(g_wake);
            input.status = InputStatus::Interrupted;
            return input;
        }
        if (timeout_ms >= 0 && ::GetTickCount64() - start >= static_cast<ULONGLONG>(timeout_ms)) {
            input.status = InputStatus::Timeout;
            return input;
        }
        ::Sleep(10);
    }
    int error = 0;
    const std::ptrdiff_t n = read_some(fd, buffer, size, error);
    input.status = n > 0 ? InputStatus::Bytes : InputStatus::End;
    input.bytes = n > 0 ? static_cast<std::size_t>(n) : 0;
    return input;
}

}  // namespace

const char* default_term(int out_fd) noexcept {
    const HANDLE h = win32::handle_of(out_fd);
    DWORD mode = 0;
    if (h == INVALID_HANDLE_VALUE || ::GetConsoleMode(h, &mode) == 0) return nullptr;
    if ((mode & ENABLE_VIRTUAL_TERMINAL_PROCESSING) != 0) return "vt";
    if (::SetConsoleMode(h, mode | ENABLE_PROCESSED_OUTPUT | ENABLE_VIRTUAL_TERMINAL_PROCESSING) ==
        0)
        return nullptr;  // before Windows 10: plain text
    const std::lock_guard<std::recursive_mutex> lock(g_mutex);
    if (g_vt_handle == INVALID_HANDLE_VALUE) {
        g_vt_handle = h;
        g_vt_saved_mode = mode;
        ensure_atexit();
    }
    return "vt";
}

ConsoleSize console_size(int fd) noexcept {
    ConsoleSize size;
    CONSOLE_SCREEN_BUFFER_INFO info{};
    HANDLE h = win32::handle_of(fd);
    if (h == INVALID_HANDLE_VALUE || ::GetConsoleScreenBufferInfo(h, &info) == 0) {
        h = ::GetStdHandle(STD_OUTPUT_HANDLE);
        if (::GetConsoleScreenBufferInfo(h, &info) == 0) return size;
    }
    size.cols = info.srWindow.Right - info.srWindow.Left + 1;
    size.rows = info.srWindow.Bottom - info.srWindow.Top + 1;
    return size;
}

bool enter_raw_mode(int fd) noexcept {
    const HANDLE in = win32::handle_of(fd);
    DWORD in_mode = 0;
    if (g_raw_active.load() || in == INVALID_HANDLE_VALUE || ::GetConsoleMode(in, &in_mode) == 0)
        return false;
    const HANDLE out = ::GetStdHandle(STD_OUTPUT_HANDLE);
    DWORD out_mode = 0;
    const bool out_console = ::GetConsoleMode(out, &out_mode) != 0;

    const ConsoleGuard guard;
    g_in = in;
    g_out = out;
    g_saved_in_mode = in_mode;
    g_saved_out_mode = out_mode;
    g_out_mode_saved = out_console;
    g_saved_input_cp = ::GetConsoleCP();
    g_saved_output_cp = ::GetConsoleOutputCP();
    ensure_atexit();
    // Keys one by one, Ctrl-C among them (no processed input), no echo; the window's size and the
    // mouse reported; quick edit off (ENABLE_EXTENDED_FLAGS without ENABLE_QUICK_EDIT_MODE), or a
    // click would select text instead.
    const DWORD raw_in = ENABLE_WINDOW_INPUT | ENABLE_MOUSE_INPUT | ENABLE_EXTENDED_FLAGS;
    if (::SetConsoleMode(in, raw_in) == 0) return false;
    g_raw_active.store(true);
    if (out_console) {
        ::SetConsoleMode(out,
                         out_mode | ENABLE_PROCESSED_OUTPUT | ENABLE_VIRTUAL_TERMINAL_PROCESSING);
    }
    ::SetConsoleCP(CP_UTF8);
    ::SetConsoleOutputCP(CP_UTF8);
    return true;
}

void leave_raw_mode() noexcept {
    if (!g_raw_active.load()) return;
    const ConsoleGuard guard;
    hand_back(true);
}

bool raw_mode_active() noexcept {
    return g_raw_active.load();
}

void set_full_screen(bool entered, int fd, std::string_view leave,
                     std::string_view enter) noexcept {
    const std::lock_guard<std::recursive_mutex> lock(g_mutex);
    if (entered) {
        g_screen_fd.store(fd);
        g_leave = leave;
        g_enter = enter;
        ensure_atexit();
    }
    g_screen_entered.store(entered);
}

bool full_screen_pending() noexcept {
    return g_screen_entered.load();
}

void install_console_handlers() {
    const std::lock_guard<std::recursive_mutex> lock(g_mutex);
    if (g_wake == nullptr) g_wake = ::CreateEventW(nullptr, TRUE, FALSE, nullptr);
    if (g_done == nullptr) g_done = ::CreateEventW(nullptr, TRUE, FALSE, nullptr);
    ensure_atexit();
    ::SetConsoleCtrlHandler(on_control, TRUE);
}

ConsoleGuard::ConsoleGuard() noexcept : saved_{} {
    g_mutex.lock();
}

ConsoleGuard::~ConsoleGuard() {
    g_mutex.unlock();
}

std::chrono::nanoseconds stopped_time() noexcept {
    return std::chrono::nanoseconds(0);
}

int pending_termination() noexcept {
    return g_termination.load();
}

bool take_resize() noexcept {
    static int seen = 0;
    const int now = g_resize_count.load();
    if (now == seen) return false;
    seen = now;
    return true;
}

int redraw_generation() noexcept {
    return g_resize_count.load();
}

void note_resize() noexcept {
    g_resize_count.fetch_add(1);
}

bool can_suspend() noexcept {
    return false;
}

void suspend() noexcept {}

bool input_from_terminal(int fd) noexcept {
    const HANDLE console =
        ::CreateFileW(L"CONIN$", GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE,
                      nullptr, OPEN_EXISTING, 0, nullptr);
    if (console == INVALID_HANDLE_VALUE) return false;
    const int opened =
        ::_open_osfhandle(reinterpret_cast<intptr_t>(console), _O_RDONLY | _O_BINARY);
    if (opened < 0) {
        ::CloseHandle(console);
        return false;
    }
    const bool moved = ::_dup2(opened, fd) == 0;
    ::_close(opened);  // closes `console`; `fd` holds a duplicate
    if (moved && fd == 0) ::SetStdHandle(STD_INPUT_HANDLE, win32::handle_of(0));
    return moved;
}

Input read_input(int fd, char* buffer, std::size_t size, int timeout_ms) {
    const HANDLE h = win32::handle_of(fd);
    DWORD mode = 0;
    if (h != INVALID_HANDLE_VALUE && ::GetConsoleMode(h, &mode) != 0)
        return read_console(h, timeout_ms);
    if (h != INVALID_HANDLE_VALUE && ::GetFileType(h) == FILE_TYPE_PIPE)
        return read_pipe(fd, h, buffer, size, timeout_ms);
    Input input;
    int error = 0;
    const std::ptrdiff_t n = read_some(fd, buffer, size, error);
    input.status = n > 0 ? InputStatus::Bytes : InputStatus::End;
    input.bytes = n > 0 ? static_cast<std::size_t>(n) : 0;
    return input;
}

}  // namespace ninegrid::os
