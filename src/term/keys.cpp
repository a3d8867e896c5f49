// Decoding terminal input into keys, and reading it from a file descriptor without blocking long.
#include "term/keys.hpp"

#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <string_view>

#include "term/terminal.hpp"

namespace ninegrid::term {

namespace {

constexpr char kEsc = '\x1b';
// A sequence longer than this without its final byte is garbage, not a key still arriving; giving
// up bounds both the buffer and the number of grace periods a reader can be made to wait.
constexpr std::size_t kMaxSequence = 32;

// What the decoder made of the bytes at the front of the buffer.
struct Decoded {
    std::optional<Key> key;  // nothing: the bytes so far are a prefix, wait for more
    std::size_t used = 0;
};

Decoded key_of(KeyType type, std::size_t used) {
    return {Key{type, 0}, used};
}
Decoded need_more() {
    return {std::nullopt, 0};
}

bool is_parameter_or_intermediate(unsigned char b) {
    return b >= 0x20 && b <= 0x3F;
}
bool is_final(unsigned char b) {
    return b >= 0x40 && b <= 0x7E;
}

// The first parameter of a CSI body ("1;5" -> 1, "" -> 0, "?25" -> -1: private, not a key).
int first_parameter(std::string_view body) {
    int value = 0;
    for (const char c : body) {
        if (c == ';' || c == ':') break;
        if (c < '0' || c > '9') return -1;
        value = value * 10 + (c - '0');
        if (value > 9999) return -1;
    }
    return value;
}

KeyType csi_key(std::string_view body, char final_byte) {
    const int first = first_parameter(body);
    if (first < 0) return KeyType::Unknown;
    // Letter finals take at most "1" as a real parameter; anything after ';' is a modifier.
    const bool plain = first <= 1;
    switch (final_byte) {
        case 'A':
            return plain ? KeyType::Up : KeyType::Unknown;
        case 'B':
            return plain ? KeyType::Down : KeyType::Unknown;
        case 'C':
            return plain ? KeyType::Right : KeyType::Unknown;
        case 'D':
            return plain ? KeyType::Left : KeyType::Unknown;
        case 'H':
            return plain ? KeyType::Home : KeyType::Unknown;
        case 'F':
            return plain ? KeyType::End : KeyType::Unknown;
        case 'Z':
            return plain ? KeyType::BackTab : KeyType::Unknown;
        case '~':
            switch (first) {
                case 1:
                case 7:
                    return KeyType::Home;
                case 2:
                    return KeyType::Insert;
                case 3:
                    return KeyType::Delete;
                case 4:
                case 8:
                    return KeyType::End;
                case 5:
                    return KeyType::PageUp;
                case 6:
                    return KeyType::PageDown;
                default:
                    return KeyType::Unknown;  // function keys and the like
            }
        default:
            return KeyType::Unknown;
    }
}

KeyType ss3_key(char final_byte) {
    switch (final_byte) {
        case 'A':
            return KeyType::Up;
        case 'B':
            return KeyType::Down;
        case 'C':
            return KeyType::Right;
        case 'D':
            return KeyType::Left;
        case 'H':
            return KeyType::Home;
        case 'F':
            return KeyType::End;
        case 'M':
            return KeyType::Enter;  // keypad Enter in application keypad mode
        default:
            return KeyType::Unknown;
    }
}

// ESC [ or ESC O, then parameter/intermediate bytes, then a final byte. s starts at the ESC.
Decoded decode_sequence(std::string_view s, bool at_timeout) {
    const bool csi = s[1] == '[';
    std::size_t i = 2;
    if (csi && i < s.size() && s[i] == '[') {
        // The Linux console's F1..F5: ESC [ [ A..E, whose last byte is not a CSI final.
        if (s.size() < 4) return at_timeout ? key_of(KeyType::Unknown, s.size()) : need_more();
        const auto b = static_cast<unsigned char>(s[3]);
        return key_of(KeyType::Unknown, b >= 0x20 && b < 0x7F ? 4 : 3);
    }
    while (i < s.size() && is_parameter_or_intermediate(static_cast<unsigned char>(s[i])))
        ++i;
    if (i == s.size()) {
        if (at_timeout || i >= kMaxSequence) return key_of(KeyType::Unknown, i);
        return need_more();
    }
    const char final_byte = s[i];
    if (!is_final(static_cast<unsigned char>(final_byte))) {
        // A control byte (often another ESC) breaks the sequence off: drop what came before it.
        return key_of(KeyType::Unknown, i);
    }
    const std::string_view body = s.substr(2, i - 2);
    KeyType type = KeyType::Unknown;
    if (csi) {
        type = csi_key(body, final_byte);
    } else if (first_parameter(body) >= 0) {
        type = ss3_key(final_byte);  // some terminals put modifiers here too: ESC O 5 C
    }
    return key_of(type, i + 1);
}

Decoded decode_front(std::string_view s, bool at_timeout) {
    const auto lead = static_cast<unsigned char>(s[0]);
    if (lead == static_cast<unsigned char>(kEsc)) {
        if (s.size() == 1) return at_timeout ? key_of(KeyType::Escape, 1) : need_more();
        if (s[1] == '[' || s[1] == 'O') return decode_sequence(s, at_timeout);
        return key_of(KeyType::Escape, 1);  // the next byte starts a key of its own
    }
    switch (lead) {
        case '\r':
        case '\n':
            return key_of(KeyType::Enter, 1);
        case 127:
        case 8:
            return key_of(KeyType::Backspace, 1);
        case 3:
            return key_of(KeyType::CtrlC, 1);
        case 4:
            return key_of(KeyType::CtrlD, 1);
        case 26:
            return key_of(KeyType::CtrlZ, 1);
        case 9:
            return key_of(KeyType::Tab, 1);
        default:
            break;
    }
    if (lead < 0x20) return key_of(KeyType::Unknown, 1);
    const Utf8Step step = decode_utf8(s, 0);
    switch (step.status) {
        case Utf8Step::Status::Ok:
            if (step.code_point >= 0x80 && step.code_point < 0xA0) {
                return key_of(KeyType::Unknown, step.length);  // C1 controls are not characters
            }
            return {Key{KeyType::Char, step.code_point}, step.length};
        case Utf8Step::Status::Incomplete:
            return at_timeout ? key_of(KeyType::Unknown, 1) : need_more();
        case Utf8Step::Status::Invalid:
            break;
    }
    return key_of(KeyType::Unknown, 1);
}

}  // namespace

bool operator==(const Key& a, const Key& b) {
    return a.type == b.type && a.ch == b.ch;
}
bool operator!=(const Key& a, const Key& b) {
    return !(a == b);
}

std::string key_name(const Key& key) {
    switch (key.type) {
        case KeyType::Char:
            return encode_utf8(key.ch);
        case KeyType::Up:
            return "Up";
        case KeyType::Down:
            return "Down";
        case KeyType::Left:
            return "Left";
        case KeyType::Right:
            return "Right";
        case KeyType::Home:
            return "Home";
        case KeyType::End:
            return "End";
        case KeyType::PageUp:
            return "PageUp";
        case KeyType::PageDown:
            return "PageDown";
        case KeyType::Insert:
            return "Insert";
        case KeyType::Delete:
            return "Delete";
        case KeyType::Enter:
            return "Enter";
        case KeyType::Tab:
            return "Tab";
        case KeyType::BackTab:
            return "Shift-Tab";
        case KeyType::Backspace:
            return "Backspace";
        case KeyType::Escape:
            return "Escape";
        case KeyType::CtrlC:
            return "Ctrl-C";
        case KeyType::CtrlD:
            return "Ctrl-D";
        case KeyType::CtrlZ:
            return "Ctrl-Z";
        case KeyType::Unknown:
            break;
    }
    return "Unknown";
}

void KeyDecoder::feed(const char* data, std::size_t n) {
    if (n == 0) return;
    if (head_ > 0 && head_ * 2 >= buffer_.size()) {
        buffer_.erase(0, head_);
        head_ = 0;
    }
    buffer_.append(data, n);
}

std::optional<Key> KeyDecoder::next(bool at_timeout) {
    if (!pending()) return std::nullopt;
    const std::string_view rest = std::string_view(buffer_).substr(head_);
    const Decoded decoded = decode_front(rest, at_timeout);
    if (!decoded.key) return std::nullopt;
    head_ += decoded.used;
    if (head_ == buffer_.size()) {
        buffer_.clear();
        head_ = 0;
    }
    return decoded.key;
}

ReadResult KeyReader::read(int timeout_ms) {
    using Clock = std::chrono::steady_clock;
    const Clock::time_point start = Clock::now();
    for (;;) {
        if (std::optional<Key> key = decoder_.next(false)) return {ReadStatus::Key, *key};
        if (end_) {
            // Nothing more will ever arrive: whatever is waiting is decided now.
            if (std::optional<Key> key = decoder_.next(true)) return {ReadStatus::Key, *key};
            return {ReadStatus::EndOfInput, Key{}};
        }

        const bool partial = decoder_.pending();
        int wait_ms = -1;
        if (partial) {
            wait_ms = kEscapeGraceMs;
        } else if (timeout_ms >= 0) {
            const auto elapsed =
                std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start);
            const long long left = timeout_ms - static_cast<long long>(elapsed.count());
            wait_ms = left > 0 ? static_cast<int>(left) : 0;
        }

        struct pollfd fds[2] = {};
        fds[0].fd = fd_;
        fds[0].events = POLLIN;
        fds[1].fd = signal_wake_fd();  // -1 (ignored by poll) until handlers are installed
        fds[1].events = POLLIN;
        const int ready = ::poll(fds, 2, wait_ms);
        if (ready < 0) {
            if (errno == EINTR) return {ReadStatus::Interrupted, Key{}};
            end_ = true;  // the fd cannot be polled: nothing will ever come from it
            continue;
        }
        if (ready == 0) {
            if (partial) {
                if (std::optional<Key> key = decoder_.next(true)) return {ReadStatus::Key, *key};
                continue;
            }
            return {ReadStatus::Timeout, Key{}};
        }
        if (fds[1].revents != 0) {
            char sink[64];
            while (::read(fds[1].fd, sink, sizeof sink) > 0) {
            }
            return {ReadStatus::Interrupted, Key{}};
        }
        if ((fds[0].revents & POLLNVAL) != 0) {
            end_ = true;
            continue;
        }
        char bytes[256];
        const ssize_t n = ::read(fd_, bytes, sizeof bytes);
        if (n > 0) {
            decoder_.feed(bytes, static_cast<std::size_t>(n));
        } else if (n == 0) {
            end_ = true;
        } else if (errno == EINTR) {
            return {ReadStatus::Interrupted, Key{}};
        } else if (errno != EAGAIN && errno != EWOULDBLOCK) {
            end_ = true;  // EIO after a hangup, EBADF, ...: the input is gone
        }
    }
}

}  // namespace ninegrid::term
