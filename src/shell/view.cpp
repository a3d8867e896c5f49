// SPDX-License-Identifier: MIT
// Frames of a session: the game's board with the shell's status, notes, keys and messages around
// it; help, pause and a too-small window; plain text when there is no terminal.
#include "shell/view.hpp"

#include <algorithm>

#include "base/utf8.hpp"
#include "term/screen.hpp"

namespace ninegrid::shell {

namespace {

constexpr const char* kReset = "\x1b[0m";
constexpr const char* kDim = "\x1b[2m";
constexpr const char* kCheer = "\x1b[1;33m";  // bold yellow
constexpr const char* kAlert = "\x1b[1;31m";  // bold red
constexpr const char* kGood = "\x1b[32m";     // green
constexpr const char* kBad = "\x1b[31m";      // red

// How many moves of the history a pipe's frame shows: the most recent.
constexpr std::size_t kPlainHistory = 10;
// The lines kept for the message and an alert when the board's form is chosen.
constexpr std::size_t kMessageRows = 3;
// The width a frame is laid out for in a wider window (render_screen centres it).
constexpr int kFrameCols = 80;

// Characters after which Chinese text may break when a word is wider than a line.
bool breaks_after(char32_t c) {
    switch (c) {
        case U'，':
        case U'。':
        case U'；':
        case U'：':
        case U'！':
        case U'？':
        case U'、':
        case U'）':
        case ',':
        case ';':
        case ':':
        case '/':
            return true;
        default:
            return false;
    }
}

// Cuts a word wider than a line into pieces, the first at most `first` columns and the others at
// most `width`: after punctuation where that is enough, else between characters.
std::vector<std::string> split_word(const std::string& word, std::size_t first, std::size_t width) {
    std::vector<std::string> pieces;
    std::string piece;
    std::size_t last_break = std::string::npos;  // in `piece`, just after a punctuation mark
    for (std::size_t i = 0; i < word.size();) {
        const base::Utf8Step step = base::decode_utf8(word, i);
        const std::string ch = word.substr(i, step.length);
        i += step.length;
        const std::size_t room = pieces.empty() ? first : width;
        if (term::display_width(piece + ch) > room && !piece.empty()) {
            if (last_break != std::string::npos && last_break > 0 && last_break < piece.size()) {
                pieces.push_back(piece.substr(0, last_break));
                piece = piece.substr(last_break);
            } else {
                pieces.push_back(piece);
                piece.clear();
            }
            last_break = std::string::npos;
        }
        piece += ch;
        if (step.status == base::Utf8Step::Status::Ok && breaks_after(step.code_point))
            last_break = piece.size();
    }
    if (!piece.empty()) pieces.push_back(piece);
    return pieces;
}

// The bytes of `word` up to and including its last full-width punctuation mark (，。：...) that
// fit in `room` columns: where a Chinese clause may end a line. 0 when there is none.
std::size_t clause_end(const std::string& word, std::size_t room) {
    std::size_t end = 0;
    for (std::size_t i = 0; i < word.size();) {
        const base::Utf8Step step = base::decode_utf8(word, i);
        i += step.length;
        if (term::display_width(std::string_view(word).substr(0, i)) > room) break;
        if (step.status == base::Utf8Step::Status::Ok && step.code_point >= 0x3000 &&
            breaks_after(step.code_point))
            end = i;
    }
    return end;
}

void add_wrapped(std::vector<std::string>& lines, const std::string& text,
                 const std::string& indent, const Style& style, int hang = 0) {
    const int width = std::max(10, style.cols - 1 - static_cast<int>(indent.size()));
    for (std::string& w : wrap(text, width, hang))
        lines.push_back(w.empty() ? std::string() : indent + w);
}

std::vector<std::string> wrapped(const std::string& text, const std::string& indent,
                                 const Style& style) {
    std::vector<std::string> lines;
    add_wrapped(lines, text, indent, style);
    return lines;
}

std::vector<std::string> dimmed(std::vector<std::string> lines, const Style& style) {
    if (style.color) {
        for (std::string& l : lines)
            l = kDim + l + kReset;
    }
    return lines;
}

std::string key_line(const Session& s) {
    return fill(s.text().key_line, {{"game", s.game().key_line(s.params().lang)}});
}

// A move's mark in the history: optimal or not (+ and - without UTF-8), green and red where
// colours are allowed; none when it is not known.
std::string history_mark(std::optional<bool> optimal, const Style& style) {
    if (!optimal) return {};
    const std::string mark =
        *optimal ? (style.utf8 ? "\u2713" : "+") : (style.utf8 ? "\u2717" : "-");
    if (!style.color) return mark;
    return (*optimal ? kGood : kBad) + mark + kReset;
}

// "Moves 5✓ 2✗ 3?": how many of the moves on the board were optimal, how many not (the marks
// without colour: a template's values are printable text), and how many are not known to be
// either, when some are not (the solver has not worked them out). A puzzle with no par (a
// sliding board beyond 16 cells) never judges a move: "Moves 5".
std::string history_header(const Session& s, Style style) {
    style.color = false;
    const Session::MoveMarks marks = s.move_marks();
    if (!s.game().par() && marks.optimal == 0 && marks.not_optimal == 0)
        return fill(s.text().history_unjudged, {{"moves", std::to_string(marks.unknown)}});
    std::string header = fill(s.text().history_title, {{"good", std::to_string(marks.optimal)},
                                                       {"yes", history_mark(true, style)},
                                                       {"bad", std::to_string(marks.not_optimal)},
                                                       {"no", history_mark(false, style)}});
    if (marks.unknown > 0) header += " " + std::to_string(marks.unknown) + "?";
    return header;
}

// "12 5↓✓": a move's number (right-aligned in `digits` columns), what moved and its mark.
std::string history_cell(const Session::HistoryEntry& e, std::size_t digits, const Style& style) {
    std::string number = std::to_string(e.number);
    if (number.size() < digits) number.insert(0, digits - number.size(), ' ');
    return number + " " + e.label + history_mark(e.optimal, style);
}

// The history in columns to the right of the board's lines, under its header, the most recent
// moves when not all fit: false (and the board left alone) when not even one column fits there.
bool history_beside(std::vector<std::string>& board, const Session& s, const Style& style) {
    if (board.size() < 2 || s.moves() == 0) return false;
    const std::size_t rows = board.size() - 1;  // the header takes the first line
    std::size_t board_width = 0;
    for (const std::string& l : board)
        board_width = std::max(board_width, term::display_width(l));
    const std::size_t left = board_width + 3;
    const std::size_t right_edge = static_cast<std::size_t>(std::max(0, style.cols - 1));
    if (right_edge <= left) return false;
    const std::size_t room = right_edge - left;
    const std::string header = history_header(s, style);
    const std::size_t digits = std::to_string(s.moves()).size();
    // Every cell is at least digits + 3 columns wide, with two between columns.
    const std::size_t most = rows * ((room + 2) / (digits + 5) + 1);
    std::vector<Session::HistoryEntry> entries = s.history(style, most);
    if (entries.empty()) return false;
    std::vector<std::string> cells;
    std::size_t width = 0;
    for (const Session::HistoryEntry& e : entries) {
        cells.push_back(history_cell(e, digits, style));
        width = std::max(width, term::display_width(cells.back()));
    }
    if (room < std::max(width, term::display_width(header))) return false;
    const std::size_t capacity = rows * ((room + 2) / (width + 2));
    if (cells.size() > capacity)
        cells.erase(cells.begin(), cells.end() - static_cast<std::ptrdiff_t>(capacity));
    const auto beside = [&](std::string& line, const std::string& text) {
        line = term::fit_to_width(line, left) + text;
    };
    beside(board[0], header);
    for (std::size_t r = 0; r < rows; ++r) {
        std::string text;
        for (std::size_t c = r; c < cells.size(); c += rows) {
            const bool last = c + rows >= cells.size();
            text += last ? cells[c] : term::fit_to_width(cells[c], width) + "  ";
        }
        if (!text.empty()) beside(board[r + 1], text);
    }
    return true;
}

// The history on one line of at most `width` columns: the header, then the most recent moves
// that fit; empty when there is none.
std::string history_line(const Session& s, const Style& style, std::size_t width,
                         std::size_t most) {
    const std::vector<Session::HistoryEntry> entries = s.history(style, most);
    if (entries.empty()) return {};
    const std::size_t digits = std::to_string(s.moves()).size();
    const std::string header = history_header(s, style) + " ";
    std::string moves;
    for (auto e = entries.rbegin(); e != entries.rend(); ++e) {
        const std::string cell = "  " + history_cell(*e, digits, style);
        if (term::display_width(header + cell + moves) > width) break;
        moves.insert(0, cell);
    }
    return header + moves;
}

}  // namespace

int hanging_indent(const std::string& line) {
    const std::size_t gap = line.find("  ");
    if (gap == std::string::npos) return 0;
    const std::size_t text = line.find_first_not_of(' ', gap);
    if (text == std::string::npos) return 0;
    return static_cast<int>(term::display_width(line.substr(0, text)));
}

std::vector<std::string> wrap(const std::string& text, int width, int hang) {
    const auto limit = static_cast<std::size_t>(std::max(1, width));
    hang = std::min(hang, width / 2);
    const std::string pad(static_cast<std::size_t>(std::max(0, hang)), ' ');
    // Words: runs of characters between spaces. Leading spaces stay with the first word.
    std::vector<std::string> words;
    std::string lead;
    std::size_t i = 0;
    while (i < text.size() && text[i] == ' ')
        lead += text[i++];
    while (i < text.size()) {
        std::size_t end = text.find(' ', i);
        if (end == std::string::npos) end = text.size();
        words.push_back(text.substr(i, end - i));
        i = end;
        std::string spaces;
        while (i < text.size() && text[i] == ' ')
            spaces += text[i++];
        words.push_back(spaces);  // the gap after the word, kept as written ("H   hint")
    }
    std::vector<std::string> out;
    std::string line = lead;
    bool line_has_word = false;
    const auto flush = [&] {
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        out.push_back(line);
        line = pad;
        line_has_word = false;
    };
    for (std::size_t w = 0; w < words.size(); w += 2) {
        const std::string& word = words[w];
        const std::string& gap = words[w + 1];  // every word is followed by its gap
        // A word that fits a line of its own starts one; a longer one (Chinese text has no
        // spaces) is cut starting here, rather than leave a key alone on its line.
        const std::size_t own_line = limit > pad.size() ? limit - pad.size() : 1;
        bool clause_cut = false;
        if (term::display_width(line + word) > limit && line_has_word &&
            term::display_width(word) <= own_line) {
            // A Chinese clause (the words of a message between its numbers) may still end this
            // line after one of its punctuation marks, as Chinese is set, rather than leave the
            // line short and a number apart from its measure word ("已走 10" / "步，...").
            const std::size_t used = term::display_width(line);
            const std::size_t end = clause_end(word, used < limit ? limit - used : 0);
            if (end > 0) line += word.substr(0, end);
            flush();
            if (end > 0) {
                line += word.substr(end);  // it fits: the whole word would have
                clause_cut = true;
            }
        }
        if (clause_cut) {
            // done: the rest of the clause starts the new line
        } else if (term::display_width(line + word) > limit) {
            const std::size_t used = term::display_width(line);
            const std::size_t room = used < limit ? limit - used : 1;
            const std::size_t later = std::max<std::size_t>(1, limit - pad.size());
            std::vector<std::string> pieces = split_word(word, room, later);
            for (std::size_t p = 0; p + 1 < pieces.size(); ++p) {
                line += pieces[p];
                flush();
            }
            line += pieces.empty() ? std::string() : pieces.back();
        } else {
            line += word;
        }
        line_has_word = true;
        line += gap;
    }
    if (line_has_word || out.empty()) {
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        if (!line.empty() || out.empty()) out.push_back(line);
    }
    return out;
}

std::vector<std::string> wrap_items(const std::string& text, std::size_t width, std::size_t hang) {
    // Each item with the gap written before it, kept where the two stay on one line.
    std::vector<std::pair<std::string, std::string>> items;
    const std::string lead = text.substr(0, text.find_first_not_of(' '));
    for (std::size_t at = text.find_first_not_of(' '); at != std::string::npos;) {
        std::size_t end = text.find("  ", at);
        if (end == std::string::npos) end = text.size();
        const std::size_t next = text.find_first_not_of(' ', end);
        items.emplace_back(text.substr(at, end - at), next == std::string::npos
                                                          ? std::string()
                                                          : text.substr(end, next - end));
        at = next;
    }
    const std::string pad(hang, ' ');
    std::vector<std::string> lines;
    std::string line;
    std::string gap = lead;  // before the first item
    for (const auto& [item, after] : items) {
        if (!line.empty() && term::display_width(line + gap + item) <= width) {
            line += gap + item;
            gap = after;
            continue;
        }
        if (!line.empty()) lines.push_back(line);
        line = (lines.empty() ? lead : pad) + item;
        gap = after;
        if (term::display_width(line) > width) {  // an item alone wider than a line
            std::vector<std::string> cut = wrap(line, static_cast<int>(width));
            line = cut.back();
            cut.pop_back();
            lines.insert(lines.end(), cut.begin(), cut.end());
        }
    }
    if (!line.empty()) lines.push_back(line);
    return lines;
}

std::string status_line(const Session& s, Clock::time_point now) {
    const ShellTexts& t = s.text();
    const std::optional<int> par = s.game().par();
    const std::string moves = std::to_string(s.moves());
    const std::string time = format_clock(s.elapsed(now));
    const std::string hints = std::to_string(s.hints());
    const std::string own = s.game().status(s.params().lang);
    const std::string tail = own.empty() ? std::string() : "   " + own;
    if (par) {
        return fill(t.status, {{"level", s.level_name()},
                               {"par", std::to_string(*par)},
                               {"moves", moves},
                               {"time", time},
                               {"hints", hints}}) +
               tail;
    }
    return fill(t.status_no_par,
                {{"level", s.level_name()}, {"moves", moves}, {"time", time}, {"hints", hints}}) +
           tail;
}

namespace {

// The frame in a window of `style`'s size, from its top-left corner (render_screen places it).
// `passing`, when given, gets how many of its lines come and go with the moment: the message,
// the alert, the records line and the win's cheer.
Frame render_frame(const Session& s, Clock::time_point now, const Style& style,
                   std::size_t* passing = nullptr) {
    const ShellTexts& t = s.text();
    const Lang lang = s.params().lang;
    // The compact board, with the lines that are never dropped: the status, the alert, the
    // notes and two lines of message.
    const auto [board_cols, board_rows] = s.game().board_size();
    const int need_cols = std::max(kMinCols, board_cols + 1);
    const int need_rows = std::max(kMinRows, board_rows + 5);
    Frame frame;
    frame.layout.cols = style.cols;
    if (style.cols < need_cols || style.rows < need_rows) {
        frame.layout.board_shown = false;
        frame.lines = wrap(fill(t.too_small, {{"cols", std::to_string(style.cols)},
                                              {"rows", std::to_string(style.rows)},
                                              {"need_cols", std::to_string(need_cols)},
                                              {"need_rows", std::to_string(need_rows)}}),
                           std::max(10, style.cols - 1));
        return frame;
    }
    const auto rows = static_cast<std::size_t>(style.rows);
    const std::string title = " " + s.game().title(lang);
    if (s.showing_help()) {
        std::vector<std::string> body;
        for (const std::string& h : s.help_lines(style))
            add_wrapped(body, h, "   ", style, hanging_indent(h));
        // Title, blank, "Keys:", the help, blank, the closing lines: measured with the largest
        // numbers they can show, so that they always fit below the help.
        const int total = static_cast<int>(body.size());
        const std::string widest = fill(t.help_more, {{"from", std::to_string(total)},
                                                      {"to", std::to_string(total)},
                                                      {"total", std::to_string(total)}});
        const int close_rows = static_cast<int>(wrapped(widest, " ", style).size());
        int room = std::max(1, style.rows - 4 - close_rows);
        if (total <= style.rows - 4 -
                         static_cast<int>(wrapped(std::string(t.help_close), " ", style).size()))
            room = total;
        frame.layout.help_rows = room;
        frame.layout.help_total = total;
        std::vector<std::string> lines{title, "", " " + std::string(t.help_title)};
        const int from = std::min(s.help_scroll(), std::max(0, total - room));
        const int to = std::min(total, from + room);
        for (int i = from; i < to; ++i)
            lines.push_back(body[static_cast<std::size_t>(i)]);
        lines.push_back("");
        // A long help says how to go on, and on its last page only how to go back or close.
        const std::string close = total > room ? fill(to < total ? t.help_more : t.help_more_last,
                                                      {{"from", std::to_string(from + 1)},
                                                       {"to", std::to_string(to)},
                                                       {"total", std::to_string(total)}})
                                               : std::string(t.help_close);
        for (std::string& l : wrapped(close, " ", style))
            lines.push_back(std::move(l));
        if (lines.size() > rows) lines.resize(rows);
        frame.lines = std::move(lines);
        return frame;
    }
    // The frame is made of parts; when they do not all fit, the board gets smaller first, then
    // the least needed parts go, in this order, so the board, the status and the message are
    // always seen.
    struct Part {
        std::vector<std::string> lines;
        int drop_order;  // 0: never dropped
    };
    std::vector<Part> parts;
    parts.push_back({{title}, 5});
    parts.push_back({{""}, 5});  // the title's and gone with it
    const std::size_t board_part = parts.size();
    if (s.paused()) {
        std::vector<std::string> pause{""};
        add_wrapped(pause, std::string(t.paused), "   ", style);
        add_wrapped(pause, std::string(t.paused_hint), "   ", style);
        pause.emplace_back("");
        parts.push_back({pause, 0});
    } else {
        parts.push_back({s.game().draw(style, false), 0});
    }
    // The history beside the board where it fits, or on a line under it.
    const std::size_t history_part = parts.size();
    parts.push_back({{}, 4});
    const auto place_history = [&] {
        std::vector<std::string>& board = parts[board_part].lines;
        std::vector<std::string>& under = parts[history_part].lines;
        under.clear();
        if (s.paused() || history_beside(board, s, style)) return;
        const auto width = static_cast<std::size_t>(std::max(10, style.cols - 2));
        if (std::string line = history_line(s, style, width, width / 4); !line.empty())
            under.push_back(" " + line);
    };
    place_history();
    parts.push_back({wrapped(status_line(s, now), " ", style), 0});
    std::vector<std::size_t> passing_parts;
    const std::size_t alert_part = parts.size();
    if (const auto alert = s.game().alert(lang)) {
        passing_parts.push_back(alert_part);
        std::vector<std::string> lines = wrapped(*alert, " ", style);
        if (style.color) {
            for (std::string& l : lines)
                l = kAlert + l + kReset;
        }
        parts.push_back({std::move(lines), 0});
    }
    parts.push_back({dimmed(wrapped(s.code_line(), " ", style), style), 7});
    if (const auto best = s.best_text()) {
        passing_parts.push_back(parts.size());
        parts.push_back({wrapped(*best, " ", style), 6});
    }
    // The game's notes (the key convention) are always on screen: they decide what keys do.
    Part notes{{}, 0};
    for (const std::string& n : s.game().notes(lang)) {
        for (const std::string& l :
             wrap_items(n, static_cast<std::size_t>(std::max(10, style.cols - 2))))
            notes.lines.push_back(" " + l);
    }
    notes.lines = dimmed(std::move(notes.lines), style);
    parts.push_back(std::move(notes));
    std::vector<std::string> keys;
    for (const std::string& l :
         wrap_items(key_line(s), static_cast<std::size_t>(std::max(10, style.cols - 2))))
        keys.push_back(" " + l);
    parts.push_back({keys, 2});
    parts.push_back({{""}, 3});
    if (s.won()) {
        passing_parts.push_back(parts.size());
        const std::string cheer = " " + std::string(t.celebration);
        parts.push_back({{style.color ? kCheer + cheer + kReset : cheer}, 8});
    }
    Part message{{}, 0};
    for (const std::string& m : s.message())
        add_wrapped(message.lines, m, " ", style);
    passing_parts.push_back(parts.size());
    parts.push_back(std::move(message));
    const auto height = [&parts] {
        std::size_t n = 0;
        for (const Part& p : parts)
            n += p.lines.size();
        return n;
    };
    // The form of the board depends on the window alone, not on what the message says this
    // time: the large form when it fits beside the lines that stay (the status, the alert, the
    // notes, the keys) and kMessageRows of message, the optional lines dropped first. So the
    // board keeps its form, and its tiles stay under the mouse, while the window does not change.
    if (!s.paused()) {
        std::size_t kept = parts[board_part].lines.size() + kMessageRows;
        for (std::size_t i = 0; i < parts.size(); ++i) {
            const Part& p = parts[i];
            const bool message_or_alert = i + 1 == parts.size() || i == alert_part;
            if (i != board_part && !message_or_alert && (p.drop_order == 0 || p.drop_order <= 3))
                kept += p.lines.size();
        }
        std::size_t wide = 0;
        for (const std::string& l : parts[board_part].lines)
            wide = std::max(wide, term::display_width(l));
        if (kept > rows || style.cols < 44 || static_cast<int>(wide) + 1 > style.cols) {
            parts[board_part].lines = s.game().draw(style, true);
            frame.layout.compact = true;
            place_history();
        }
    }
    for (int order = 8; order >= 2 && height() > rows; --order) {
        for (Part& p : parts) {
            if (p.drop_order == order) p.lines.clear();
        }
    }
    if (passing) {
        *passing = 0;
        for (const std::size_t i : passing_parts)
            *passing += parts[i].lines.size();
    }
    std::vector<std::string>& lines = frame.lines;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i == board_part && !s.paused()) frame.layout.board_top = static_cast<int>(lines.size());
        for (std::string& l : parts[i].lines)
            lines.push_back(std::move(l));
    }
    if (lines.size() > rows) lines.resize(rows);
    return frame;
}

}  // namespace

Frame render_screen(const Session& s, Clock::time_point now, const Style& style) {
    // A window much wider than the frame needs gets the frame in its middle, laid out for
    // kFrameCols columns (or the large board's width): lines of text as long as at 80 columns,
    // not stretched across the screen, and the board not in the corner.
    if (s.showing_help() || s.paused() || style.cols <= kFrameCols + 8)
        return render_frame(s, now, style);
    std::size_t board_width = 0;
    for (const std::string& l : s.game().draw(style, false))
        board_width = std::max(board_width, term::display_width(l));
    Style inner = style;
    inner.cols = std::min(style.cols, std::max(kFrameCols, static_cast<int>(board_width) + 2));
    std::size_t passing = 0;
    Frame frame = render_frame(s, now, inner, &passing);
    if (!frame.layout.board_shown) return render_frame(s, now, style);
    const int left = (style.cols - inner.cols) / 2;
    // Lower by a third of the rows the frame leaves free when its message has kMessageRows
    // lines: counted from the window's size and the lines that stay on screen (not from how many
    // lines this message, alert or win takes), so the board does not move as they come and go;
    // only a frame that would not fit otherwise is raised.
    const std::size_t tall =
        frame.lines.size() - std::min(frame.lines.size(), passing) + kMessageRows;
    int top =
        style.rows > static_cast<int>(tall) + 4 ? (style.rows - static_cast<int>(tall)) / 3 : 0;
    top = std::max(0, std::min(top, style.rows - static_cast<int>(frame.lines.size())));
    std::vector<std::string> lines(static_cast<std::size_t>(top));
    const std::string margin(static_cast<std::size_t>(left), ' ');
    for (std::string& l : frame.lines)
        lines.push_back(l.empty() ? l : margin + l);
    if (lines.size() > static_cast<std::size_t>(style.rows))
        lines.resize(static_cast<std::size_t>(style.rows));
    frame.lines = std::move(lines);
    frame.layout.left = left;
    if (frame.layout.board_top) *frame.layout.board_top += top;
    return frame;
}

std::vector<std::string> render_plain(const Session& s, Clock::time_point now) {
    std::vector<std::string> lines = s.game().draw_plain();
    lines.push_back(status_line(s, now));
    const Style plain;  // no colour, no UTF-8: a pipe's frames are plain text
    // The last moves within 80 columns, on more lines when they need them (a terminal that
    // wraps by itself would cut a move's number in two).
    const std::string history = history_line(s, plain, std::string::npos, kPlainHistory);
    const auto width = static_cast<std::size_t>(plain.cols);
    if (term::display_width(history) <= width) {
        if (!history.empty()) lines.push_back(history);
    } else {
        for (std::string& l : wrap_items(history, width, 2))
            lines.push_back(std::move(l));
    }
    if (const auto alert = s.game().alert(s.params().lang)) {
        for (std::string& l : wrap(*alert, plain.cols))
            lines.push_back(std::move(l));
    }
    return lines;
}

}  // namespace ninegrid::shell
