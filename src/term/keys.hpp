// SPDX-License-Identifier: MIT
// Keys: a decoder from terminal bytes to keys, and a reader that feeds it from a file descriptor.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>

#include "os/console.hpp"

namespace ninegrid::term {

enum class KeyType {
    Char,
    Up,
    Down,
    Left,
    Right,
    Home,
    End,
    PageUp,
    PageDown,
    Insert,
    Delete,
    Enter,
    Tab,
    BackTab,  // Shift-Tab, ESC [ Z
    Backspace,
    Escape,
    CtrlC,
    CtrlD,
    CtrlZ,  // byte 26: with ISIG off it is a key; std::raise(SIGTSTP) suspends properly
    Mouse,  // a button pressed or released, or a wheel turned: see Key::button
    Unknown
};

// The button of a Mouse key. None: a release whose button the terminal did not say (the legacy
// encoding has one release code for all of them). Other: buttons 8 to 11, and the wheel's sideways
// steps (xterm's codes 66 and 67).
enum class MouseButton : std::uint8_t { None, Left, Middle, Right, WheelUp, WheelDown, Other };

struct Key {
    KeyType type = KeyType::Unknown;
    char32_t ch = 0;  // the code point of a Char (decoded from UTF-8); 0 for every other type
    // Alt (Meta) was held: the terminal sent ESC before the character. Only a Char has it.
    bool alt = false;
    // A Mouse key: which button, whether it was released (false: pressed), and the cell it
    // happened in, from 0 (row 0 is the top line of the window, col 0 its first column). For
    // every other key they keep the values given here. A wheel step is a press (xterm sends no
    // release for it).
    MouseButton button = MouseButton::None;
    bool release = false;
    int row = 0;
    int col = 0;
};

bool operator==(const Key& a, const Key& b);
bool operator!=(const Key& a, const Key& b);

// "Up", "Ctrl-C", ... and for a Char the character itself in UTF-8 as base::printable() shows it
// (a bidi control is "\u{202E}"), "Alt-w" with Alt: for messages and debugging. A Mouse key names
// its button, press or release, and its cell counted from 1 as people count them, not from 0 as
// Key::row and Key::col do: "click at row 1, column 1" (a Left press in the top left cell),
// "right click at ...", "middle release at ...", "button release at ..." (MouseButton::None),
// "wheel up at ...", "other button click at ...".
std::string key_name(const Key& key);

// The largest row or column number (counted from 1) a mouse report may carry; beyond it the report
// is garbage (one Unknown), not a click in a window that large.
inline constexpr int kMaxMouseCoordinate = 9999;

// At most this many bytes ever wait in a KeyDecoder for more (next(false) returning nothing): an
// escape sequence that long without its final byte is garbage, one Unknown, not a key still
// arriving. That bounds the buffer, and the number of escape delays a reader can be made to wait.
inline constexpr std::size_t kMaxKeyBytes = 32;

// Turns bytes into keys. Pure: it never reads, so tests feed it byte strings.
//
// Escape sequences are recognised whole, from their ESC: ESC [ A..D and ESC O A..D (arrows),
// ESC [ H / F, ESC O H / F, ESC [ 1~ 7~ (Home), ESC [ 4~ 8~ (End), ESC [ 2~ 3~ 5~ 6~ (Insert,
// Delete, PageUp, PageDown), ESC [ Z (BackTab). Modifiers (ESC [ 1 ; 5 C) are ignored: Ctrl-Right
// is Right. Any other CSI (ESC [ params final) or SS3 sequence, and the Linux console's
// ESC [ [ A..E, is swallowed whole as one Unknown; its bytes never come out as Chars. A capital 'A'
// is therefore always a Char. One that reaches kMaxKeyBytes without its final byte is an Unknown
// there, and the rest of it, up to and with its final byte, is dropped as it arrives (until a
// timeout): however long, it makes no Chars.
//
// Mouse reports, which a terminal sends while mouse reporting is on (kEnterScreen switches it on
// with the full screen), are Mouse keys:
//  - SGR (mode 1006): ESC [ < Cb ; Cx ; Cy M for a press, the same with m for a release. Cx and Cy
//    are the column and row from 1, at most kMaxMouseCoordinate; Cb at most 255.
//  - legacy (mode 1000 on a terminal without 1006): ESC [ M and three raw bytes, Cb Cx Cy, each its
//    value plus 32 (so Cx and Cy go up to 223). The three bytes are taken as they are, whatever
//    they are (a byte from 0x80 up is no UTF-8 there, a control byte or ESC no key): they never
//    come out as keys of their own. So ESC [ M with no parameters is always a mouse report (the SCO
//    keyboard encoding's F1, which is those three bytes alone, would swallow the next three keys).
// Cb, in both: its low two bits are the button, 0 Left, 1 Middle, 2 Right, 3 none, which is a
// release of no button in particular (the legacy release: MouseButton::None, `release` set); plus
// 64 it is the wheel (64 WheelUp, 65 WheelDown, 66 and 67 Other), plus 128 buttons 8 to 11
// (Other). 4, 8 and 16 are Shift, Meta and Ctrl, decoded and ignored, as for the other keys. 32 is
// motion (a drag, or any move with 1003): the terminal is never asked for it (1002, 1003), and a
// move is not a click, so a motion report is one Unknown, and a Mouse key is always a press or a
// release. A report with missing or extra fields, a coordinate of 0 or above the limit, a Cb above
// 255, or a legacy byte below 32 (33 for a coordinate) is one Unknown, swallowed whole like any
// other sequence; so is one cut short, at the timeout.
//
// Alt-x, which terminals send as ESC x, is one key: Char 'x' with `alt` set. That holds for every
// printable ASCII character but '[' and 'O' (they start sequences), and for every UTF-8 character
// (ESC 九 is Alt-九). ESC followed by a control byte is Escape, then that byte's key (ESC Enter is
// Escape, Enter), and so is ESC ESC: the first ESC is Escape at once, the second one then waits for
// what follows it like any other ESC (so ESC ESC [ A is Escape, Up). A lone ESC is Escape only when
// next(true) says no more bytes are coming. A sequence cut short (ESC [ 1 ; then nothing, ESC [
// alone, ESC [ M and fewer than three bytes) is one Unknown at the timeout.
//
// Bytes: '\r' and '\n' Enter, 127 and 8 Backspace, 3 CtrlC, 4 CtrlD, 26 CtrlZ, 9 Tab, other control
// bytes Unknown; UTF-8 is decoded strictly, each invalid byte is one Unknown, and so are C1
// controls.
class KeyDecoder {
  public:
    void feed(const char* data, std::size_t n);
    // The next complete key. `at_timeout`: no more bytes will arrive soon, so a prefix that is
    // waiting (an ESC, half a sequence, half a UTF-8 character) is decided now rather than kept.
    std::optional<Key> next(bool at_timeout);
    // Bytes wait to be made into keys, or the rest of a sequence too long to be a key is expected
    // (it is given up at the next timeout).
    bool pending() const noexcept { return head_ < buffer_.size() || skipping_; }
    // The bytes fed and not yet made into keys; below kMaxKeyBytes once next(false) has nothing.
    std::size_t pending_bytes() const noexcept { return buffer_.size() - head_; }

  private:
    void skip_rest_of_sequence(bool at_timeout);

    std::string buffer_;
    std::size_t head_ = 0;   // bytes before it are consumed; compacted now and then
    bool skipping_ = false;  // inside a sequence given up as too long
};

// What one Windows console event means: a key (pressed `repeat` times: the console folds held-key
// repeats into one record), a resize of the window, or nothing (a key released, a modifier alone,
// a mouse move with no button held, focus and menu events).
struct ConsoleInput {
    std::optional<Key> key;
    int repeat = 1;
    bool resize = false;
};

// Turns Windows console events (os::ConsoleEvent) into keys, as KeyDecoder turns bytes. Pure, so
// tests feed it synthetic events on every platform. It keeps what one event alone cannot say: the
// high surrogate waiting for its low half, and the mouse buttons held, to tell a press from a
// release.
//
// Keys by virtual-key code: arrows, Home, End, Page Up/Down, Insert, Delete; Enter, Tab (BackTab
// with Shift), Backspace, and Escape at once (the console sends whole keys: no escape delay).
// F-keys are Unknown, as their escape sequences are. Otherwise the character typed: 3, 4 and 26
// are CtrlC, CtrlD and CtrlZ (processed input is off in raw mode, so Ctrl-C is a key), 127
// Backspace, other control characters Unknown; a character beyond the BMP from its two surrogates
// (a lone or unpaired surrogate is Unknown). Alt held alone sets Key::alt on a character; AltGr
// (right Alt with left Ctrl, as the console reports it) types the character plainly.
// Mouse: a button newly held is its press, one let go its release (Left, Right, Middle, in that
// order when several change at once); the wheel is WheelUp (away from the user) or WheelDown, a
// sideways wheel Other; a move with a button held (a drag) is one Unknown, as a motion report is.
class ConsoleTranslator {
  public:
    ConsoleInput translate(const os::ConsoleEvent& event);

  private:
    ConsoleInput key(const os::ConsoleEvent& event);
    ConsoleInput mouse(const os::ConsoleEvent& event);

    char16_t high_surrogate_ = 0;
    std::uint32_t buttons_ = 0;
};

enum class ReadStatus {
    Key,
    Timeout,
    EndOfInput,
    // A signal arrived (EINTR, or the wake-up pipe of install_signal_handlers). Check
    // pending_termination() and take_resize(), then read again. It may be spurious (a signal that
    // was already dealt with before this read started); that costs one extra loop, nothing else.
    Interrupted
};

struct ReadResult {
    ReadStatus status = ReadStatus::Timeout;
    Key key;  // meaningful when status is Key
};

// How long a lone ESC (or half an escape sequence, or half a UTF-8 character) waits for the bytes
// that would complete it before it counts as it stands: as with ncurses, 1000 ms unless the
// ESCDELAY environment variable says otherwise. A terminal writes a whole sequence in one go, so
// keys that arrive whole never wait; only a slow link (ssh, a loaded machine) splits a sequence,
// and then a short delay would turn an arrow key into Escape (quit) and the characters "[A".
constexpr int kDefaultEscapeDelayMs = 1000;
constexpr int kMaxEscapeDelayMs = 10000;

// The escape delay that the text of ESCDELAY (milliseconds, in decimal digits only) asks for:
// nullptr, an empty text, a negative number or anything else that is not a whole number gives
// kDefaultEscapeDelayMs; a number above kMaxEscapeDelayMs gives kMaxEscapeDelayMs. 0 is allowed (a
// lone ESC is Escape at once, and split sequences fall apart).
int parse_escape_delay(const char* text) noexcept;
// parse_escape_delay(getenv("ESCDELAY")).
int escape_delay_from_environment() noexcept;

// Reads keys from a terminal, a pipe or a file with poll(). Does not own the fd.
class KeyReader {
  public:
    // `escape_delay_ms`: see kDefaultEscapeDelayMs; by default read from the environment, once,
    // here. Values outside 0..kMaxEscapeDelayMs are clamped into it.
    explicit KeyReader(int fd, int escape_delay_ms = escape_delay_from_environment());

    int escape_delay_ms() const noexcept { return escape_delay_ms_; }

    // Waits at most timeout_ms (negative: forever) for the next key. A half-received key (a lone
    // ESC, ...) is decided as it stands once escape_delay_ms has passed since its last byte
    // arrived, even across calls: a read that times out first returns Timeout and leaves it
    // waiting, so a running clock or animation is never held up by it. EndOfInput once read() has
    // returned 0 (or failed) and every byte before it has been delivered; from then on it is
    // returned at once.
    ReadResult read(int timeout_ms);

  private:
    using Clock = std::chrono::steady_clock;

    int fd_;
    int escape_delay_ms_;
    bool end_ = false;
    KeyDecoder decoder_;
    ConsoleTranslator console_;  // a Windows console's events
    std::deque<Key> keys_;       // keys made of them, still to return
    // When the half-received key waiting in decoder_ is decided; set while one is waiting.
    std::optional<Clock::time_point> partial_deadline_;
};

}  // namespace ninegrid::term
