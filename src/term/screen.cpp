// SPDX-License-Identifier: MIT
// Window size, display width, and the diffing frame buffer that draws in one write.
#include "term/screen.hpp"

#include <algorithm>
#include <iterator>
#include <utility>

#include "term/terminal.hpp"

namespace ninegrid::term {

namespace {

struct Range {
    char32_t first;
    char32_t last;
};

bool in_ranges(char32_t cp, const Range* begin, const Range* end) {
    // Sorted and disjoint: the first range that does not end before cp is the only candidate.
    const Range* r = std::lower_bound(
        begin, end, cp, [](const Range& range, char32_t c) { return range.last < c; });
    return r != end && r->first <= cp;
}

// Combining marks and invisible format characters; checked before the wide ranges, which contain
// a few (the ideographic tone marks, the kana voicing marks).
constexpr Range kZeroWidth[] = {
    {0x0300, 0x036F}, {0x0483, 0x0489}, {0x0591, 0x05BD}, {0x0610, 0x061A},
    {0x064B, 0x065F}, {0x1160, 0x11FF},  // Hangul vowels and finals join the leading consonant
    {0x1AB0, 0x1AFF}, {0x1DC0, 0x1DFF}, {0x200B, 0x200F}, {0x202A, 0x202E},
    {0x2060, 0x2064}, {0x20D0, 0x20FF}, {0x302A, 0x302F}, {0x3099, 0x309A},
    {0xFE00, 0xFE0F}, {0xFE20, 0xFE2F}, {0xFEFF, 0xFEFF}, {0xE0100, 0xE01EF},
};

// East Asian Wide and Fullwidth, after Markus Kuhn's wcwidth, plus the common emoji blocks.
constexpr Range kWide[] = {
    {0x1100, 0x115F},   {0x2329, 0x232A},   {0x2E80, 0x303E},   {0x3040, 0xA4CF},
    {0xAC00, 0xD7A3},   {0xF900, 0xFAFF},   {0xFE10, 0xFE19},   {0xFE30, 0xFE6F},
    {0xFF00, 0xFF60},   {0xFFE0, 0xFFE6},   {0x1F300, 0x1F64F}, {0x1F900, 0x1F9FF},
    {0x20000, 0x2FFFD}, {0x30000, 0x3FFFD},
};

// One piece of a line: an escape sequence, a character, a control byte, or an invalid byte.
struct Token {
    enum class Kind { Escape, Char, Control, Invalid };
    Kind kind;
    std::size_t length;
    char32_t code_point = 0;
};

// An escape sequence starting at text[i]: CSI (ESC [ ... final), the string types OSC, DCS, SOS,
// PM and APC (up to BEL or ESC \), or the short ESC [intermediates] final. An unfinished one runs
// to the end of the text: what follows it would be swallowed by the terminal too.
std::size_t escape_length(std::string_view text, std::size_t i) {
    const std::size_t n = text.size();
    std::size_t j = i + 1;
    if (j >= n) return 1;
    const char kind = text[j++];
    const auto at = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    if (kind == '[') {
        while (j < n && at(j) >= 0x20 && at(j) <= 0x3F)
            ++j;
        if (j < n && at(j) >= 0x40 && at(j) <= 0x7E) ++j;
        return j - i;
    }
    if (kind == ']' || kind == 'P' || kind == 'X' || kind == '^' || kind == '_') {
        for (; j < n; ++j) {
            if (text[j] == '\a') return j + 1 - i;
            if (text[j] == '\x1b' && j + 1 < n && text[j + 1] == '\\') return j + 2 - i;
        }
        return n - i;
    }
    --j;
    while (j < n && at(j) >= 0x20 && at(j) <= 0x2F)
        ++j;
    if (j < n) ++j;
    return j - i;
}

// Whether an escape sequence (as escape_length cut it) ended as its kind must: a CSI with its
// final byte, a string with BEL or ESC backslash, a short one with its final. One cut short by a
// control byte or the end of the text is not copied into a cut line: joined to what follows
// it once the control byte is dropped, it would swallow a character of the line.
bool escape_complete(std::string_view seq) {
    if (seq.size() < 2) return false;
    const auto last = static_cast<unsigned char>(seq.back());
    const char kind = seq[1];
    if (kind == '[') return seq.size() >= 3 && last >= 0x40 && last <= 0x7E;
    if (kind == ']' || kind == 'P' || kind == 'X' || kind == '^' || kind == '_') {
        return last == '\a' || (seq.size() >= 4 && last == '\\' && seq[seq.size() - 2] == '\x1b');
    }
    return last >= 0x30 && last <= 0x7E;
}

Token next_token(std::string_view text, std::size_t i) {
    const auto lead = static_cast<unsigned char>(text[i]);
    if (lead == 0x1B) return {Token::Kind::Escape, escape_length(text, i)};
    if (lead < 0x20 || lead == 0x7F) return {Token::Kind::Control, 1};
    const Utf8Step step = decode_utf8(text, i);
    if (step.status != Utf8Step::Status::Ok) return {Token::Kind::Invalid, 1};
    if (step.code_point >= 0x80 && step.code_point < 0xA0) {
        return {Token::Kind::Control, step.length};
    }
    return {Token::Kind::Char, step.length, step.code_point};
}

// truncate_to_width, also telling how many columns the result occupies.
std::string cut(std::string_view text, std::size_t width, std::size_t& used) {
    std::string out;
    out.reserve(text.size());
    used = 0;
    bool full = false;  // a character did not fit: only escape sequences are copied from here on
    for (std::size_t i = 0; i < text.size();) {
        const Token token = next_token(text, i);
        const std::string_view bytes = text.substr(i, token.length);
        i += token.length;
        switch (token.kind) {
            case Token::Kind::Escape:
                if (escape_complete(bytes)) out.append(bytes);
                break;
            case Token::Kind::Control:
                break;
            case Token::Kind::Invalid:
            case Token::Kind::Char: {
                const auto w = static_cast<std::size_t>(
                    token.kind == Token::Kind::Char ? code_point_width(token.code_point) : 1);
                if (full) break;
                if (used + w > width) {
                    full = true;
                    break;
                }
                if (token.kind == Token::Kind::Char) {
                    out.append(bytes);
                } else {
                    out.append("\xEF\xBF\xBD");  // U+FFFD: one column, whatever the terminal does
                }
                used += w;
                break;
            }
        }
    }
    return out;
}

void append_number(std::string& out, int value) {
    out += std::to_string(value);
}

}  // namespace

bool operator==(const Size& a, const Size& b) {
    return a.cols == b.cols && a.rows == b.rows;
}
bool operator!=(const Size& a, const Size& b) {
    return !(a == b);
}

Size window_size(int fd) {
    Size size;
    const os::ConsoleSize console = os::console_size(fd);
    if (console.cols > 0) size.cols = console.cols;
    if (console.rows > 0) size.rows = console.rows;
    return size;
}

int code_point_width(char32_t code_point) {
    if (code_point < 0x20 || (code_point >= 0x7F && code_point < 0xA0)) return 0;
    if (in_ranges(code_point, std::begin(kZeroWidth), std::end(kZeroWidth))) return 0;
    if (in_ranges(code_point, std::begin(kWide), std::end(kWide))) return 2;
    return 1;
}

std::size_t display_width(std::string_view text) {
    std::size_t width = 0;
    for (std::size_t i = 0; i < text.size();) {
        const Token token = next_token(text, i);
        i += token.length;
        if (token.kind == Token::Kind::Char) {
            width += static_cast<std::size_t>(code_point_width(token.code_point));
        } else if (token.kind == Token::Kind::Invalid) {
            width += 1;
        }
    }
    return width;
}

std::string truncate_to_width(std::string_view text, std::size_t width) {
    std::size_t used = 0;
    return cut(text, width, used);
}

std::string fit_to_width(std::string_view text, std::size_t width) {
    std::size_t used = 0;
    std::string out = cut(text, width, used);
    out.append(width - used, ' ');
    return out;
}

void Screen::enter() {
    if (entered_) return;
    entered_ = true;
    // The flag and the write go together: a handler between them would find nothing to undo,
    // and the full screen would then be entered with nobody left to leave it.
    const SignalGuard guard;
    set_screen_restore_sequence(true, fd_);
    write_all(fd_, kEnterScreen);
    invalidate();
}

void Screen::leave() noexcept {
    if (!entered_) return;
    entered_ = false;
    if (screen_restore_pending()) write_all(fd_, kLeaveScreen);
    set_screen_restore_sequence(false, fd_);
}

void Screen::draw(const std::vector<std::string>& lines) {
    const std::string bytes = render(lines);
    if (bytes.empty()) return;
    // A termination signal's handler may already have left the full screen: a frame written now
    // would land on the user's shell. The check and the write go together for the same reason.
    const SignalGuard guard;
    if (entered_ && !screen_restore_pending()) return;
    // If it did not all arrive, nobody knows what is on screen: start over next time.
    if (!write_all(fd_, bytes)) invalidate();
}

std::string Screen::render(const std::vector<std::string>& lines) {
    return render(lines, size());
}

std::string Screen::render(const std::vector<std::string>& lines, Size window) {
    window.cols = std::max(window.cols, 1);
    window.rows = std::max(window.rows, 1);
    const int generation = redraw_generation();
    if (window != shown_size_ || generation != generation_) full_ = true;
    generation_ = generation;
    const std::size_t rows = std::min(lines.size(), static_cast<std::size_t>(window.rows));
    const auto cols = static_cast<std::size_t>(window.cols);

    std::string out;
    std::vector<std::string> now;
    now.reserve(rows);
    for (std::size_t r = 0; r < rows; ++r) {
        now.push_back(truncate_to_width(lines[r], cols));
        const std::string& line = now.back();
        if (!full_ && r < shown_.size() && shown_[r] == line) continue;
        out += "\x1b[";
        append_number(out, static_cast<int>(r) + 1);
        out += ";1H";
        out += line;
        // A colour left open would paint the erased rest of the line, and the next line.
        if (line.find('\x1b') != std::string::npos) out += "\x1b[0m";
        // A line that fills the row leaves the cursor ON its last column (autowrap is off), where
        // an erase would delete the last character. There is nothing to erase anyway.
        if (display_width(line) < cols) out += "\x1b[K";
    }
    // Erase below the frame when it shrank or nothing is known about the rest of the screen; but
    // not from a row below the window, which the terminal would clamp to the last row and erase.
    if ((full_ || shown_.size() > rows) && rows < static_cast<std::size_t>(window.rows)) {
        out += "\x1b[";
        append_number(out, static_cast<int>(rows) + 1);
        out += ";1H\x1b[J";
    }
    shown_ = std::move(now);
    shown_size_ = window;
    full_ = false;
    return out;
}

}  // namespace ninegrid::term
