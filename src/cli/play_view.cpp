// Frames of the game: box-drawn board, status and messages; plain text when there is no terminal.
#include "cli/play_view.hpp"

#include "cli/text.hpp"
#include "ninegrid/board_text.hpp"
#include "term/screen.hpp"

namespace ninegrid::cli {

namespace {

constexpr const char* kReset = "\x1b[0m";
constexpr const char* kInPlace = "\x1b[1;32m";    // bold green
constexpr const char* kHinted = "\x1b[1;30;43m";  // black on yellow
constexpr const char* kDim = "\x1b[2m";

struct BoxChars {
    const char* h;
    const char* v;
    const char* corner[9];  // top-left, top-mid, top-right, mid-left, cross, mid-right, bottom...
};

constexpr BoxChars kUnicodeBox{"─", "│", {"┌", "┬", "┐", "├", "┼", "┤", "└", "┴", "┘"}};
constexpr BoxChars kAsciiBox{"-", "|", {"+", "+", "+", "+", "+", "+", "+", "+", "+"}};

std::string repeat(const char* s, int n) {
    std::string out;
    for (int i = 0; i < n; ++i)
        out += s;
    return out;
}

// A board drawn in boxes: each cell `width` columns wide and `height` rows tall.
std::vector<std::string> draw_board(const PlaySession& s, const ViewStyle& style, int width,
                                    int height) {
    const BoxChars& box = style.utf8 ? kUnicodeBox : kAsciiBox;
    const State& board = s.game().board();
    const State& goal = s.game().goal();
    const std::optional<int> hinted = s.highlighted();
    auto border = [&](int row) {  // row 0: top, 1: between, 2: bottom
        std::string line = "  ";
        for (int c = 0; c < kSide; ++c) {
            line += box.corner[row * 3 + (c == 0 ? 0 : 1)];
            line += repeat(box.h, width);
        }
        return line + box.corner[row * 3 + 2];
    };
    std::vector<std::string> lines{border(0)};
    for (int r = 0; r < kSide; ++r) {
        for (int k = 0; k < height; ++k) {
            std::string line = "  ";
            for (int c = 0; c < kSide; ++c) {
                const int cell = r * kSide + c;
                const int tile = board[cell];
                std::string content(static_cast<std::size_t>(width), ' ');
                if (k == height / 2 && tile != 0)
                    content[static_cast<std::size_t>(width / 2)] = static_cast<char>('0' + tile);
                const bool is_hint = hinted && tile == *hinted;
                if (!style.color && is_hint && k == height / 2) {  // mark the hint without colour
                    content[static_cast<std::size_t>(width / 2 - 1)] = '[';
                    content[static_cast<std::size_t>(width / 2 + 1)] = ']';
                }
                line += box.v;
                if (style.color && tile != 0 && (is_hint || goal[cell] == tile)) {
                    line += (is_hint ? kHinted : kInPlace) + content + kReset;
                } else {
                    line += content;
                }
            }
            lines.push_back(line + box.v);
        }
        lines.push_back(border(r == kSide - 1 ? 2 : 1));
    }
    return lines;
}

std::string status_line(const PlaySession& s, Clock::time_point now) {
    return fill(s.text().status, {{"difficulty", s.level_name()},
                                  {"par", std::to_string(s.game().par())},
                                  {"moves", std::to_string(s.game().moves())},
                                  {"time", format_clock(s.elapsed(now))},
                                  {"hints", std::to_string(s.game().hints())}});
}

// Splits `text` into lines of at most `width` columns: at spaces between words, and anywhere
// between the characters of text that has no spaces (Chinese).
std::vector<std::string> wrap(const std::string& text, int width) {
    // Units that must stay together: a run of ASCII letters, or one multi-byte character.
    std::vector<std::string> units;
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        std::size_t len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
        if (len == 1 && c != ' ') {
            while (i + len < text.size() && text[i + len] != ' ' &&
                   static_cast<unsigned char>(text[i + len]) < 0x80) {
                ++len;
            }
        }
        units.push_back(text.substr(i, len));
        i += len;
    }
    std::vector<std::string> out;
    std::string line;
    for (const std::string& u : units) {
        const std::string candidate = line + u;
        if (term::display_width(candidate) > static_cast<std::size_t>(width) && !line.empty()) {
            while (!line.empty() && line.back() == ' ')
                line.pop_back();
            out.push_back(line);
            line = u == " " ? "" : u;
        } else {
            line = candidate;
        }
    }
    if (!line.empty()) out.push_back(line);
    return out;
}

// Appends `text` wrapped to the window, each line after `indent`.
void add_wrapped(std::vector<std::string>& lines, const std::string& text,
                 const std::string& indent, const ViewStyle& style) {
    const int width = std::max(10, style.cols - 1 - static_cast<int>(indent.size()));
    for (std::string& w : wrap(text, width))
        lines.push_back(indent + w);
    if (text.empty()) lines.push_back(indent);
}

}  // namespace

std::vector<std::string> render_screen(const PlaySession& s, Clock::time_point now,
                                       const ViewStyle& style) {
    const Messages& t = s.text();
    constexpr int kMinCols = 40;
    constexpr int kMinRows = 16;
    std::vector<std::string> lines;
    if (style.cols < kMinCols || style.rows < kMinRows) {
        return wrap(fill(t.too_small, {{"cols", std::to_string(style.cols)},
                                       {"rows", std::to_string(style.rows)},
                                       {"need_cols", std::to_string(kMinCols)},
                                       {"need_rows", std::to_string(kMinRows)}}),
                    std::max(10, style.cols - 1));
    }
    lines.push_back(std::string(" ") + t.title.data());
    lines.emplace_back();
    if (s.showing_help()) {
        lines.push_back(std::string(" ") + std::string(t.help_title) + ":");
        for (std::string_view h : t.help)
            add_wrapped(lines, std::string(h), "   ", style);
        lines.emplace_back();
        add_wrapped(lines, std::string(t.help_close), " ", style);
        return lines;
    }
    // Large cells need 13 rows for the board; the rest of the frame takes about 10.
    const bool large = style.rows >= 24 && style.cols >= 44;
    for (std::string& l : draw_board(s, style, large ? 5 : 3, large ? 3 : 1))
        lines.push_back(std::move(l));
    add_wrapped(lines, status_line(s, now), " ", style);
    const std::size_t convention_at = lines.size();
    add_wrapped(lines, std::string(s.params().tile_keys ? t.tile_keys : t.blank_keys), " ", style);
    if (style.color) {
        for (std::size_t i = convention_at; i < lines.size(); ++i)
            lines[i] = kDim + lines[i] + kReset;
    }
    add_wrapped(lines, std::string(t.key_line), " ", style);
    lines.emplace_back();
    for (const std::string& m : s.message())
        add_wrapped(lines, m, " ", style);
    return lines;
}

std::vector<std::string> render_plain(const PlaySession& s, Clock::time_point now) {
    std::vector<std::string> lines;
    for (const std::string& row : board_rows(s.game().board()))
        lines.push_back(row);
    lines.push_back(status_line(s, now));
    return lines;
}

}  // namespace ninegrid::cli
