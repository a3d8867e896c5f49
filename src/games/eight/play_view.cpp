// Frames of the game: box-drawn board, status and messages; plain text when there is no terminal.
#include "games/eight/play_view.hpp"

#include "base/text.hpp"
#include "games/eight/format.hpp"
#include "ninegrid/eight/board_text.hpp"
#include "term/screen.hpp"

namespace ninegrid::eight {

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
    if (style.cols < kMinCols || style.rows < kMinRows) {
        return wrap(fill(t.too_small, {{"cols", std::to_string(style.cols)},
                                       {"rows", std::to_string(style.rows)},
                                       {"need_cols", std::to_string(kMinCols)},
                                       {"need_rows", std::to_string(kMinRows)}}),
                    std::max(10, style.cols - 1));
    }
    const auto wrapped = [&style](const std::string& text, const std::string& indent) {
        std::vector<std::string> lines;
        add_wrapped(lines, text, indent, style);
        return lines;
    };
    // The frame is made of parts; when they do not all fit, the board gets smaller first, then
    // the least needed parts go, in this order, so the board, the status and the message are
    // always seen.
    struct Part {
        std::vector<std::string> lines;
        int drop_order;  // 0: never dropped
    };
    std::vector<Part> parts;
    parts.push_back({{std::string(" ") + std::string(t.title)}, 5});
    parts.push_back({{""}, 4});
    if (s.showing_help()) {
        Part help{{" " + std::string(t.help_title) + ":"}, 0};
        for (std::string_view h : t.help)
            add_wrapped(help.lines, std::string(h), "   ", style);
        parts.push_back(std::move(help));
        parts.push_back({{""}, 3});
        parts.push_back({wrapped(std::string(t.help_close), " "), 0});
    } else {
        parts.push_back({draw_board(s, style, 5, 3), 0});  // replaced by the compact board below
        parts.push_back({wrapped(status_line(s, now), " "), 0});
        if (const auto best = s.best_text()) parts.push_back({wrapped(*best, " "), 6});
        // The key convention is always on screen: it decides what every key does.
        Part convention{
            wrapped(std::string(s.params().tile_keys ? t.tile_keys : t.blank_keys), " "), 0};
        if (style.color) {
            for (std::string& l : convention.lines)
                l = kDim + l + kReset;
        }
        parts.push_back(std::move(convention));
        parts.push_back({wrapped(std::string(t.key_line), " "), 2});
        parts.push_back({{""}, 3});
        Part message{{}, 0};
        for (const std::string& m : s.message())
            add_wrapped(message.lines, m, " ", style);
        parts.push_back(std::move(message));
    }
    const auto height = [&parts] {
        std::size_t n = 0;
        for (const Part& p : parts)
            n += p.lines.size();
        return n;
    };
    const auto rows = static_cast<std::size_t>(style.rows);
    if (!s.showing_help() && (height() > rows || style.cols < 44)) {
        parts[2].lines = draw_board(s, style, 3, 1);
    }
    for (int order = 6; order >= 2 && height() > rows; --order) {
        for (Part& p : parts) {
            if (p.drop_order == order) p.lines.clear();
        }
    }
    std::vector<std::string> lines;
    for (Part& p : parts) {
        for (std::string& l : p.lines)
            lines.push_back(std::move(l));
    }
    if (lines.size() > rows) lines.resize(rows);  // only a help text longer than the window
    return lines;
}

std::vector<std::string> render_plain(const PlaySession& s, Clock::time_point now) {
    std::vector<std::string> lines;
    for (const std::string& row : board_rows(s.game().board()))
        lines.push_back(row);
    lines.push_back(status_line(s, now));
    return lines;
}

}  // namespace ninegrid::eight
