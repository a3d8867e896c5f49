// SPDX-License-Identifier: MIT
// Decoding terminal input into keys, and reading it from a file descriptor without blocking long.
#include "term/keys.hpp"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <string_view>

#include "base/text.hpp"
#include "term/terminal.hpp"

namespace ninegrid::term {

namespace {

constexpr char kEsc = '\x1b';

// What the decoder made of the bytes at the front of the buffer.
struct Decoded {
    std::optional<Key> key;  // nothing: the bytes so far are a prefix, wait for more
    std::size_t used = 0;
    bool too_long = false;  // a sequence given up at kMaxKeyBytes: the rest of it is to be skipped
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

// The Mouse key of a report's button code `cb` at a cell counted from 1; nothing for a motion
// report, which is not a click (keys.hpp says why). `release`: the SGR report ended in 'm'.
std::optional<Key> mouse_key(int cb, int x, int y, bool release) {
    if ((cb & 32) != 0) return std::nullopt;
    const int low = cb & 3;  // 4, 8, 16 (Shift, Meta, Ctrl) are left out
    Key key{KeyType::Mouse, 0};
    if ((cb & 128) != 0) {
        key.button = MouseButton::Other;  // buttons 8 to 11
    } else if ((cb & 64) != 0) {
        key.button = low == 0   ? MouseButton::WheelUp
                     : low == 1 ? MouseButton::WheelDown
                                : MouseButton::Other;
    } else if (low == 3) {
        release = true;  // the legacy release: no button named
    } else {
        key.button = low == 0   ? MouseButton::Left
                     : low == 1 ? MouseButton::Middle
                                : MouseButton::Right;
    }
    key.release = release;
    key.row = y - 1;
    key.col = x - 1;
    return key;
}

// The fields of an SGR mouse report's parameters after its '<' ("0;12;5"): exactly three, each
// decimal digits only, none empty. False when they are not that, or one exceeds its limit.
bool sgr_fields(std::string_view body, int (&fields)[3], const int (&limits)[3]) {
    std::size_t at = 0;
    for (int f = 0; f < 3; ++f) {
        if (f > 0) {
            if (at == body.size() || body[at] != ';') return false;
            ++at;
        }
        const std::size_t start = at;
        int value = 0;
        for (; at < body.size() && body[at] >= '0' && body[at] <= '9'; ++at) {
            value = value * 10 + (body[at] - '0');
            if (value > limits[f]) return false;  // and so never overflows
        }
        if (at == start) return false;
        fields[f] = value;
    }
    return at == body.size();
}

// ESC [ < Cb ; Cx ; Cy M (or m, a release): `params` is what comes between the '<' and the final.
std::optional<Key> sgr_mouse(std::string_view params, bool release) {
    int fields[3] = {};
    constexpr int kLimits[3] = {255, kMaxMouseCoordinate, kMaxMouseCoordinate};
    if (!sgr_fields(params, fields, kLimits)) return std::nullopt;
    if (fields[1] == 0 || fields[2] == 0) return std::nullopt;  // cells count from 1
    return mouse_key(fields[0], fields[1], fields[2], release);
}

// ESC [ M Cb Cx Cy, the legacy mouse report: s starts at the ESC. Its three raw bytes belong to it
// whatever they are, so none of them can come out as a key of its own.
Decoded decode_legacy_mouse(std::string_view s, bool at_timeout) {
    constexpr std::size_t kLength = 6;
    if (s.size() < kLength) return at_timeout ? key_of(KeyType::Unknown, s.size()) : need_more();
    const auto value = [&](std::size_t i) { return static_cast<unsigned char>(s[i]) - 32; };
    const int x = value(4);
    const int y = value(5);
    // A byte below 33 is no coordinate: cells count from 1, and each value is sent plus 32.
    if (value(3) < 0 || x < 1 || y < 1) return key_of(KeyType::Unknown, kLength);
    const std::optional<Key> mouse = mouse_key(value(3), x, y, false);
    if (!mouse) return key_of(KeyType::Unknown, kLength);
    return {*mouse, kLength};
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
    if (csi && i < s.size() && s[i] == 'M') return decode_legacy_mouse(s, at_timeout);
    while (i < s.size() && i < kMaxKeyBytes &&
           is_parameter_or_intermediate(static_cast<unsigned char>(s[i])))
        ++i;
    // Given up after kMaxKeyBytes whether or not more has come, so that where the bytes happen to
    // be split never changes the keys.
    if (i == kMaxKeyBytes) return {Key{KeyType::Unknown, 0}, i, true};
    if (i == s.size()) return at_timeout ? key_of(KeyType::Unknown, i) : need_more();
    const char final_byte = s[i];
    if (!is_final(static_cast<unsigned char>(final_byte))) {
        // A control byte (often another ESC) breaks the sequence off: drop what came before it.
        return key_of(KeyType::Unknown, i);
    }
    const std::string_view body = s.substr(2, i - 2);
    KeyType type = KeyType::Unknown;
    if (csi && !body.empty() && body[0] == '<') {
        // An SGR mouse report, or a malformed one, or another private sequence: one key anyway.
        std::optional<Key> mouse;
        if (final_byte == 'M' || final_byte == 'm') {
            mouse = sgr_mouse(body.substr(1), final_byte == 'm');
        }
        return mouse ? Decoded{mouse, i + 1} : key_of(KeyType::Unknown, i + 1);
    }
    if (csi) {
        type = csi_key(body, final_byte);
    } else if (first_parameter(body) >= 0) {
        type = ss3_key(final_byte);  // some terminals put modifiers here too: ESC O 5 C
    }
    return key_of(type, i + 1);
}

// ESC, then a byte that does not start a sequence. s starts at the ESC.
Decoded decode_alt(std::string_view s, bool at_timeout) {
    const auto b = static_cast<unsigned char>(s[1]);
    // ESC ESC, ESC Enter, ESC Backspace, ...: Escape, and the next byte starts a key of its own.
    if (b < 0x20 || b == 0x7F) return key_of(KeyType::Escape, 1);
    const Utf8Step step = decode_utf8(s, 1);
    switch (step.status) {
        case Utf8Step::Status::Ok:
            if (step.code_point >= 0x80 && step.code_point < 0xA0) break;  // a C1 control
            return {Key{KeyType::Char, step.code_point, true}, 1 + step.length};
        case Utf8Step::Status::Incomplete:
            if (!at_timeout) return need_more();
            break;
        case Utf8Step::Status::Invalid:
            break;
    }
    return key_of(KeyType::Escape, 1);  // and the bytes after it are Unknowns of their own
}

Decoded decode_front(std::string_view s, bool at_timeout) {
    const auto lead = static_cast<unsigned char>(s[0]);
    if (lead == static_cast<unsigned char>(kEsc)) {
        if (s.size() == 1) return at_timeout ? key_of(KeyType::Escape, 1) : need_more();
        if (s[1] == '[' || s[1] == 'O') return decode_sequence(s, at_timeout);
        return decode_alt(s, at_timeout);
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

// key_name of a Mouse key: its cell counted from 1, as people count.
std::string mouse_name(const Key& key) {
    std::string name;
    switch (key.button) {
        case MouseButton::None:
            name = "button";
            break;
        case MouseButton::Left:
            break;
        case MouseButton::Middle:
            name = "middle";
            break;
        case MouseButton::Right:
            name = "right";
            break;
        case MouseButton::WheelUp:
            name = "wheel up";
            break;
        case MouseButton::WheelDown:
            name = "wheel down";
            break;
        case MouseButton::Other:
            name = "other button";
            break;
    }
    const bool wheel = key.button == MouseButton::WheelUp || key.button == MouseButton::WheelDown;
    if (key.release || !wheel) {
        if (!name.empty()) name += ' ';
        name += key.release ? "release" : "click";
    }
    return name + " at row " + std::to_string(key.row + 1) + ", column " +
           std::to_string(key.col + 1);
}

}  // namespace

bool operator==(const Key& a, const Key& b) {
    return a.type == b.type && a.ch == b.ch && a.alt == b.alt && a.button == b.button &&
           a.release == b.release && a.row == b.row && a.col == b.col;
}
bool operator!=(const Key& a, const Key& b) {
    return !(a == b);
}

std::string key_name(const Key& key) {
    if (key.alt) {
        Key plain = key;
        plain.alt = false;
        return "Alt-" + key_name(plain);
    }
    switch (key.type) {
        case KeyType::Char:
            return base::printable(encode_utf8(key.ch));  // a typed bidi control is named, not sent
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
        case KeyType::Mouse:
            return mouse_name(key);
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

void KeyDecoder::skip_rest_of_sequence(bool at_timeout) {
    while (head_ < buffer_.size() &&
           is_parameter_or_intermediate(static_cast<unsigned char>(buffer_[head_])))
        ++head_;
    if (head_ < buffer_.size()) {
        if (is_final(static_cast<unsigned char>(buffer_[head_]))) ++head_;
        skipping_ = false;  // and a control byte that broke it off is a key of its own
    } else if (at_timeout) {
        skipping_ = false;  // the rest never came: what comes next is new
    }
}

std::optional<Key> KeyDecoder::next(bool at_timeout) {
    if (skipping_) skip_rest_of_sequence(at_timeout);
    std::optional<Key> key;
    if (!skipping_ && head_ < buffer_.size()) {
        const std::string_view rest = std::string_view(buffer_).substr(head_);
        const Decoded decoded = decode_front(rest, at_timeout);
        head_ += decoded.used;
        skipping_ = decoded.too_long;
        key = decoded.key;
    }
    if (head_ == buffer_.size()) {
        buffer_.clear();
        head_ = 0;
    }
    return key;
}

int parse_escape_delay(const char* text) noexcept {
    if (text == nullptr || *text == '\0') return kDefaultEscapeDelayMs;
    long long value = 0;
    for (const char* p = text; *p != '\0'; ++p) {
        if (*p < '0' || *p > '9') return kDefaultEscapeDelayMs;  // also a sign, spaces, "1e3"
        if (value <= kMaxEscapeDelayMs) value = value * 10 + (*p - '0');  // never overflows
    }
    return static_cast<int>(std::min<long long>(value, kMaxEscapeDelayMs));
}

int escape_delay_from_environment() noexcept {
    return parse_escape_delay(std::getenv("ESCDELAY"));
}

namespace {

namespace con = os::console;

Key key_of(KeyType type) {
    Key key;
    key.type = type;
    return key;
}

Key mouse_key(MouseButton button, bool release, const os::ConsoleEvent& event) {
    Key key = key_of(KeyType::Mouse);
    key.button = button;
    key.release = release;
    key.row = event.row;
    key.col = event.col;
    return key;
}

}  // namespace

ConsoleInput ConsoleTranslator::translate(const os::ConsoleEvent& event) {
    switch (event.kind) {
        case os::ConsoleEvent::Kind::Key:
            return key(event);
        case os::ConsoleEvent::Kind::Mouse:
            return mouse(event);
        case os::ConsoleEvent::Kind::Resize: {
            ConsoleInput in;
            in.resize = true;
            return in;
        }
        case os::ConsoleEvent::Kind::Other:
            break;
    }
    return {};
}

ConsoleInput ConsoleTranslator::key(const os::ConsoleEvent& event) {
    ConsoleInput in;
    if (!event.key_down) return in;
    in.repeat = std::max<int>(event.repeat, 1);
    const auto special = [&](KeyType type) {
        high_surrogate_ = 0;
        in.key = key_of(type);
        return in;
    };
    switch (event.virtual_key) {
        case con::kVkUp:
            return special(KeyType::Up);
        case con::kVkDown:
            return special(KeyType::Down);
        case con::kVkLeft:
            return special(KeyType::Left);
        case con::kVkRight:
            return special(KeyType::Right);
        case con::kVkHome:
            return special(KeyType::Home);
        case con::kVkEnd:
            return special(KeyType::End);
        case con::kVkPrior:
            return special(KeyType::PageUp);
        case con::kVkNext:
            return special(KeyType::PageDown);
        case con::kVkInsert:
            return special(KeyType::Insert);
        case con::kVkDelete:
            return special(KeyType::Delete);
        case con::kVkReturn:
            return special(KeyType::Enter);
        case con::kVkBack:
            return special(KeyType::Backspace);
        case con::kVkEscape:
            return special(KeyType::Escape);
        case con::kVkTab:
            return special((event.modifiers & con::kShift) != 0 ? KeyType::BackTab : KeyType::Tab);
        default:
            break;
    }
    if (event.virtual_key >= con::kVkF1 && event.virtual_key <= con::kVkF24)
        return special(KeyType::Unknown);
    const char16_t unit = event.unit;
    if (unit == 0) return ConsoleInput{};  // a modifier alone, Caps Lock, ...: nothing typed
    char32_t ch = unit;
    if (unit >= 0xD800 && unit <= 0xDBFF) {
        // The high half: the low one comes in the next event. Repeats of a pair are not folded.
        high_surrogate_ = unit;
        return ConsoleInput{};
    }
    if (unit >= 0xDC00 && unit <= 0xDFFF) {
        if (high_surrogate_ == 0) return special(KeyType::Unknown);
        ch = 0x10000 + ((static_cast<char32_t>(high_surrogate_) - 0xD800) << 10) +
             (static_cast<char32_t>(unit) - 0xDC00);
        high_surrogate_ = 0;
        in.repeat = 1;
    } else if (high_surrogate_ != 0) {
        high_surrogate_ = 0;  // its low half never came: that character is lost
    }
    switch (ch) {
        case 3:
            return special(KeyType::CtrlC);
        case 4:
            return special(KeyType::CtrlD);
        case 26:
            return special(KeyType::CtrlZ);
        case 127:
            return special(KeyType::Backspace);
        default:
            break;
    }
    if (ch < 0x20 || (ch >= 0x80 && ch < 0xA0)) return special(KeyType::Unknown);
    Key key = key_of(KeyType::Char);
    key.ch = ch;
    // AltGr arrives as right Alt with left Ctrl: it types the character, it is no Alt.
    const bool alt = (event.modifiers & (con::kLeftAlt | con::kRightAlt)) != 0;
    const bool ctrl = (event.modifiers & (con::kLeftCtrl | con::kRightCtrl)) != 0;
    key.alt = alt && !ctrl;
    in.key = key;
    return in;
}

ConsoleInput ConsoleTranslator::mouse(const os::ConsoleEvent& event) {
    ConsoleInput in;
    constexpr std::uint32_t kButtons = con::kLeftButton | con::kRightButton | con::kMiddleButton;
    if ((event.mouse_flags & con::kMouseWheeled) != 0) {
        const auto step =
            static_cast<std::int16_t>(static_cast<std::uint16_t>(event.buttons >> 16));
        in.key = mouse_key(step > 0 ? MouseButton::WheelUp : MouseButton::WheelDown, false, event);
        return in;
    }
    if ((event.mouse_flags & con::kMouseHWheeled) != 0) {
        in.key = mouse_key(MouseButton::Other, false, event);
        return in;
    }
    const std::uint32_t now = event.buttons & kButtons;
    const std::uint32_t pressed = now & ~buttons_;
    const std::uint32_t released = buttons_ & ~now;
    buttons_ = now;
    const auto button_of = [](std::uint32_t bits) {
        if ((bits & con::kLeftButton) != 0) return MouseButton::Left;
        if ((bits & con::kRightButton) != 0) return MouseButton::Right;
        return MouseButton::Middle;
    };
    if (pressed != 0) {
        in.key = mouse_key(button_of(pressed), false, event);
    } else if (released != 0) {
        in.key = mouse_key(button_of(released), true, event);
    } else if ((event.mouse_flags & con::kMouseMoved) != 0 && now != 0) {
        in.key = key_of(KeyType::Unknown);  // a drag: a move is not a click
    } else if ((event.mouse_flags & con::kDoubleClick) != 0 && now != 0) {
        in.key = mouse_key(button_of(now), false, event);  // the second press of a double click
    }
    return in;
}

KeyReader::KeyReader(int fd, int escape_delay_ms)
    : fd_(fd), escape_delay_ms_(std::clamp(escape_delay_ms, 0, kMaxEscapeDelayMs)) {}

ReadResult KeyReader::read(int timeout_ms) {
    const Clock::time_point start = Clock::now();
    // Whole milliseconds from now until `t`, rounded up so that a poll() never wakes too early.
    const auto ms_until = [](Clock::time_point t) -> long long {
        const auto left = std::chrono::ceil<std::chrono::milliseconds>(t - Clock::now());
        return std::max<long long>(left.count(), 0);
    };
    for (;;) {
        if (!keys_.empty()) {
            const Key key = keys_.front();
            keys_.pop_front();
            return {ReadStatus::Key, key};
        }
        if (std::optional<Key> key = decoder_.next(false)) return {ReadStatus::Key, *key};
        if (end_) {
            // Nothing more will ever arrive: whatever is waiting is decided now.
            if (std::optional<Key> key = decoder_.next(true)) return {ReadStatus::Key, *key};
            return {ReadStatus::EndOfInput, Key{}};
        }

        // A half-received key waits escape_delay_ms after its last byte, and no longer.
        if (!decoder_.pending()) {
            partial_deadline_.reset();
        } else if (!partial_deadline_) {
            partial_deadline_ = Clock::now() + std::chrono::milliseconds(escape_delay_ms_);
        }
        long long wait_ms = -1;
        if (timeout_ms >= 0) wait_ms = ms_until(start + std::chrono::milliseconds(timeout_ms));
        bool waiting_for_partial = false;
        if (partial_deadline_) {
            const long long partial_ms = ms_until(*partial_deadline_);
            if (wait_ms < 0 || partial_ms <= wait_ms) {
                wait_ms = partial_ms;
                waiting_for_partial = true;
            }
        }

        char bytes[256];
        const os::Input input = os::read_input(fd_, bytes, sizeof bytes, static_cast<int>(wait_ms));
        if (input.status == os::InputStatus::Interrupted) return {ReadStatus::Interrupted, Key{}};
        if (input.status == os::InputStatus::End) {
            end_ = true;
            continue;
        }
        if (input.status == os::InputStatus::Timeout) {
            if (waiting_for_partial) {
                // The rest never came. The deadline stays passed: if the key decided now leaves
                // another prefix behind (ESC, then half a UTF-8 character), that is decided at once
                // too rather than after a second delay.
                if (std::optional<Key> key = decoder_.next(true)) return {ReadStatus::Key, *key};
                continue;
            }
            return {ReadStatus::Timeout, Key{}};  // a half-received key keeps its deadline
        }
        if (input.status == os::InputStatus::Events) {
            for (const os::ConsoleEvent& event : input.events) {
                const ConsoleInput in = console_.translate(event);
                if (in.resize) os::note_resize();
                // A held key's repeats, folded into one record, each count (within reason).
                for (int i = 0; in.key && i < std::min(in.repeat, 32); ++i)
                    keys_.push_back(*in.key);
            }
            if (keys_.empty()) return {ReadStatus::Interrupted, Key{}};  // a resize, or nothing
            continue;
        }
        decoder_.feed(bytes, input.bytes);
        partial_deadline_.reset();  // whatever is still incomplete waits from its last byte
    }
}

}  // namespace ninegrid::term
