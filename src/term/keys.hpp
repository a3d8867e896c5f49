// Keys: a decoder from terminal bytes to keys, and a reader that feeds it from a file descriptor.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

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
    Unknown
};

struct Key {
    KeyType type = KeyType::Unknown;
    char32_t ch = 0;  // the code point of a Char (decoded from UTF-8); 0 for every other type
};

bool operator==(const Key& a, const Key& b);
bool operator!=(const Key& a, const Key& b);

// "Up", "Ctrl-C", ... and for a Char the character itself in UTF-8: for messages and debugging.
std::string key_name(const Key& key);

// Turns bytes into keys. Pure: it never reads, so tests feed it byte strings.
//
// Escape sequences are recognised whole, from their ESC: ESC [ A..D and ESC O A..D (arrows),
// ESC [ H / F, ESC O H / F, ESC [ 1~ 7~ (Home), ESC [ 4~ 8~ (End), ESC [ 2~ 3~ 5~ 6~ (Insert,
// Delete, PageUp, PageDown), ESC [ Z (BackTab). Modifiers (ESC [ 1 ; 5 C) are ignored: Ctrl-Right
// is Right. Any other CSI (ESC [ params final) or SS3 sequence, and the Linux console's
// ESC [ [ A..E, is swallowed whole as one Unknown; its bytes never come out as Chars. A capital 'A'
// is therefore always a Char.
//
// A lone ESC is Escape when next(true) says no more bytes are coming, or when the byte after it
// cannot continue a sequence. Alt-x (sent as ESC x) thus comes out as Escape, then Char 'x'. A
// sequence cut short (ESC [ 1 ; then nothing) is one Unknown at the timeout.
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
    bool pending() const noexcept { return head_ < buffer_.size(); }

  private:
    std::string buffer_;
    std::size_t head_ = 0;  // bytes before it are consumed; compacted now and then
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

// Reads keys from a terminal, a pipe or a file with poll(). Does not own the fd.
class KeyReader {
  public:
    // How long a half-received escape sequence may wait for the rest of its bytes. A terminal
    // writes a sequence in one go, so only a slow link (ssh) needs more than a moment, and a human
    // cannot press Escape and then '[' this fast.
    static constexpr int kEscapeGraceMs = 50;

    explicit KeyReader(int fd) : fd_(fd) {}

    // Waits at most timeout_ms (negative: forever) for the next key, plus at most kEscapeGraceMs
    // for each half-received sequence. EndOfInput once read() has returned 0 (or failed) and every
    // byte before it has been delivered; from then on it is returned at once.
    ReadResult read(int timeout_ms);

  private:
    int fd_;
    bool end_ = false;
    KeyDecoder decoder_;
};

}  // namespace ninegrid::term
