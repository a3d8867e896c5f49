// SPDX-License-Identifier: MIT
// The terminal or console the program runs in: its size, raw mode and its restoration on every way
// out, the handlers of what the system sends (signals on POSIX; console control events on
// Windows), waiting for input with a wake-up, and suspending where the system has job control.
//
// POSIX: termios, poll() and signals. Windows: the console API (modes, ReadConsoleInputW,
// SetConsoleCtrlHandler), with output through its VT processing mode so that the same bytes draw
// the same frames.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace ninegrid::os {

// The window's size in character cells; 0 where it cannot be told.
struct ConsoleSize {
    int cols = 0;
    int rows = 0;
};
ConsoleSize console_size(int fd) noexcept;

// What to take the terminal for when TERM is not set: nothing on POSIX (no TERM: a dumb
// terminal); on Windows "vt" when the console at `out_fd` takes escape sequences (VT processing,
// Windows 10 and later, switched on here), else nothing.
const char* default_term(int out_fd) noexcept;

// Makes `fd` read from the terminal the program runs in (POSIX: its controlling terminal,
// /dev/tty; Windows: the console's input, CONIN$), for a program whose standard input brought
// data and whose keys come next (`ninegrid link --board -`). False, changing nothing, when there
// is none (no controlling terminal, no console).
bool input_from_terminal(int fd) noexcept;

// Raw mode on the terminal at `fd`, unless it is not one, setting it failed, or raw mode is on
// already (only one at a time). Returns whether this call turned it on.
//
// POSIX, like kilo: no echo, no canonical lines, no ISIG (Ctrl-C arrives as byte 3, Ctrl-Z as 26,
// and the program decides what they mean), no IXON (Ctrl-S/Ctrl-Q arrive too), no ICRNL (Enter is
// '\r'), 8-bit bytes, VMIN=1 VTIME=0 (read_input waits with poll(), so a read() never blocks; and
// read() returning 0 then always means the terminal is gone). Unlike kilo, OPOST stays on: any
// other output written meanwhile still ends its lines properly. TCSADRAIN, not TCSAFLUSH: keys
// typed while the program started are kept.
// Windows: the input mode loses line input, echo, processed input (Ctrl-C is a key) and quick
// edit (a click would select text), and gains window and mouse input; the output mode gains VT
// processing; both code pages become UTF-8.
//
// What was there before is put back by leave_raw_mode(), by an atexit handler (so exit() without
// unwinding restores too) and by the handlers of install_console_handlers(). Each of them first
// leaves the full screen if it is still up (writes the `leave` bytes of set_full_screen): a
// terminal handed back still reporting the mouse would echo every click as text.
bool enter_raw_mode(int fd) noexcept;
// Puts the terminal back as it was (POSIX: TCSAFLUSH, so unread input such as mouse reports does
// not spill into the shell), after leaving the full screen if it is still up.
void leave_raw_mode() noexcept;
// Raw mode is on, and no handler has handed the terminal back.
bool raw_mode_active() noexcept;

// Tells the handlers whether a full screen is up on `fd`: while it is, handing the terminal back
// writes `leave` first, and taking it back after a stop writes `enter` again. Both must be
// static: the handlers keep pointers to them.
void set_full_screen(bool entered, int fd, std::string_view leave, std::string_view enter) noexcept;
// True while a full screen is up and no handler has left it yet.
bool full_screen_pending() noexcept;

// Installs the handlers; calling it again reinstalls them (a test framework may have replaced
// them), and must follow a setsid(), since the handlers learn the session here. Signals that were
// ignored when the program started (nohup, background jobs) stay ignored.
//
// POSIX:
//  SIGINT SIGTERM SIGHUP SIGQUIT  hand the terminal back (leave the full screen, restore the saved
//                                 termios) and record the signal for pending_termination(). The
//                                 program is expected to notice and end. A second one, if the
//                                 program did not, ends the process the default way: a stuck
//                                 program must still die.
//  SIGWINCH                       counted for take_resize().
//  SIGTSTP                        hand the terminal back, then really stop; SIGCONT puts raw mode
//                                 and the full screen (mouse reporting with it) back and counts as
//                                 a resize, so the program redraws the whole frame. A stop the
//                                 kernel drops (a process group with no shell above it: orphaned)
//                                 changes nothing.
//  SIGABRT SIGSEGV SIGBUS SIGFPE SIGILL  hand the terminal back, then let the previous action (the
//                                 default, or a sanitizer's report) run.
// Handlers use async-signal-safe calls only, are installed without SA_RESTART so a blocking wait
// returns, and wake read_input() through a pipe so a signal that arrived just before it waited is
// noticed.
//
// Windows: Ctrl-Break, closing the window, logoff and shutdown hand the console back and count as
// a termination (CTRL_BREAK_EVENT is recorded as SIGINT's number, the others as SIGHUP's, as a
// hang-up does on POSIX); the system ends the process soon after the last three, so the program
// must save at once. Ctrl-C is a key while raw mode is on.
void install_console_handlers();

// Holds back what the handlers react to, for as long as it lives: a change of the terminal's state
// and the flag that tells the handlers about it must happen together. What arrives meanwhile is
// delivered when the guard ends.
class ConsoleGuard {
  public:
    ConsoleGuard() noexcept;
    ~ConsoleGuard();
    ConsoleGuard(const ConsoleGuard&) = delete;
    ConsoleGuard& operator=(const ConsoleGuard&) = delete;

  private:
    alignas(8) unsigned char saved_[256];  // the previous signal mask, kept opaque
};

// The time this process has spent stopped (SIGTSTP until SIGCONT) since it started: a game clock
// subtracts it, so that a suspended game does not count the time away. Always 0 on Windows.
std::chrono::nanoseconds stopped_time() noexcept;
int pending_termination() noexcept;  // 0, or the number of the terminating signal received
bool take_resize() noexcept;         // true once per batch of resizes since the last call
// Changes with every resize (and SIGCONT). The screen compares it to redraw everything by itself,
// so that take_resize() stays the program's own.
int redraw_generation() noexcept;
// Counts a resize that arrived as input (Windows' WINDOW_BUFFER_SIZE_EVENT), as SIGWINCH does.
void note_resize() noexcept;

// Whether the system can suspend the program (job control: Ctrl-Z); not on Windows.
bool can_suspend() noexcept;
// Suspends the program as Ctrl-Z at a cooked terminal would (raise(SIGTSTP): the handler hands
// the terminal back and takes it again on SIGCONT); does nothing where can_suspend() is false.
void suspend() noexcept;

// --- Input.
//
// A console event as Windows' input records give it (KEY_EVENT_RECORD, MOUSE_EVENT_RECORD,
// WINDOW_BUFFER_SIZE_RECORD), in portable form so that turning it into a key is a pure function,
// tested everywhere. Only read_input() on a Windows console makes them.
struct ConsoleEvent {
    enum class Kind : std::uint8_t { Key, Mouse, Resize, Other };
    Kind kind = Kind::Other;
    // Key: pressed (false: released), how many times (auto-repeat), the virtual-key code, and the
    // UTF-16 code unit it types (0: none; a character beyond the BMP comes as two events, its
    // high then its low surrogate).
    bool key_down = false;
    std::uint16_t repeat = 1;
    std::uint16_t virtual_key = 0;
    char16_t unit = 0;
    // Key and Mouse: the modifier keys held (dwControlKeyState: the k*Alt, k*Ctrl, kShift bits).
    std::uint32_t modifiers = 0;
    // Mouse: the cell, from 0, relative to the window's top left; the buttons held now
    // (dwButtonState: kLeftButton, kRightButton, kMiddleButton; for a wheel its high word is the
    // signed step, positive away from the user); what happened (dwEventFlags: kMouseMoved,
    // kDoubleClick, kMouseWheeled, kMouseHWheeled; 0 a press or a release).
    int col = 0;
    int row = 0;
    std::uint32_t buttons = 0;
    std::uint32_t mouse_flags = 0;
    // Resize: the new size in cells.
    ConsoleSize size;
};

// Windows' values, which ConsoleEvent carries as they are.
namespace console {
inline constexpr std::uint32_t kRightAlt = 0x0001;
inline constexpr std::uint32_t kLeftAlt = 0x0002;
inline constexpr std::uint32_t kRightCtrl = 0x0004;
inline constexpr std::uint32_t kLeftCtrl = 0x0008;
inline constexpr std::uint32_t kShift = 0x0010;
inline constexpr std::uint32_t kEnhanced = 0x0100;
inline constexpr std::uint32_t kLeftButton = 0x0001;
inline constexpr std::uint32_t kRightButton = 0x0002;
inline constexpr std::uint32_t kMiddleButton = 0x0004;
inline constexpr std::uint32_t kMouseMoved = 0x0001;
inline constexpr std::uint32_t kDoubleClick = 0x0002;
inline constexpr std::uint32_t kMouseWheeled = 0x0004;
inline constexpr std::uint32_t kMouseHWheeled = 0x0008;
inline constexpr std::uint16_t kVkBack = 0x08;
inline constexpr std::uint16_t kVkTab = 0x09;
inline constexpr std::uint16_t kVkReturn = 0x0D;
inline constexpr std::uint16_t kVkShift = 0x10;
inline constexpr std::uint16_t kVkControl = 0x11;
inline constexpr std::uint16_t kVkMenu = 0x12;  // Alt
inline constexpr std::uint16_t kVkEscape = 0x1B;
inline constexpr std::uint16_t kVkPrior = 0x21;  // Page Up
inline constexpr std::uint16_t kVkNext = 0x22;   // Page Down
inline constexpr std::uint16_t kVkEnd = 0x23;
inline constexpr std::uint16_t kVkHome = 0x24;
inline constexpr std::uint16_t kVkLeft = 0x25;
inline constexpr std::uint16_t kVkUp = 0x26;
inline constexpr std::uint16_t kVkRight = 0x27;
inline constexpr std::uint16_t kVkDown = 0x28;
inline constexpr std::uint16_t kVkInsert = 0x2D;
inline constexpr std::uint16_t kVkDelete = 0x2E;
inline constexpr std::uint16_t kVkF1 = 0x70;
inline constexpr std::uint16_t kVkF24 = 0x87;
}  // namespace console

enum class InputStatus {
    Bytes,        // `bytes` bytes were read into the buffer (a POSIX terminal, a pipe, a file)
    Events,       // console events were read (a Windows console)
    Timeout,      // nothing came in time
    Interrupted,  // a handler woke the wait (a signal, a console control event): check and retry
    End,          // nothing more will ever come: the end of a pipe or file, a terminal gone
};

struct Input {
    InputStatus status = InputStatus::Timeout;
    std::size_t bytes = 0;
    std::vector<ConsoleEvent> events;
};

// Waits at most `timeout_ms` (negative: forever) for input on `fd`, or for a handler's wake-up,
// and reads what there is: bytes into `buffer` (at most `size`), or a Windows console's events.
Input read_input(int fd, char* buffer, std::size_t size, int timeout_ms);

}  // namespace ninegrid::os
