// SPDX-License-Identifier: MIT
// Drawing a session: full-screen frames for a terminal, plain text for a pipe. The game draws
// its board; the shell lays out everything around it.
#pragma once

#include <string>
#include <vector>

#include "shell/session.hpp"

namespace ninegrid::shell {

// The smallest window a frame is drawn in; below it the board is hidden and a note says so.
inline constexpr int kMinCols = 40;
inline constexpr int kMinRows = 16;

// One frame, and where it put things: what the next key acts on (Session::key takes it).
struct Frame {
    std::vector<std::string> lines;
    Layout layout;
};

// The frame for a window of style.cols x style.rows: the board (large or compact, whichever
// fits), the status, the puzzle's code, the game's notes, the keys, the message; or the help
// (scrolled when longer than the window); or the pause screen; or a note that the window is too
// small. Draws; changes nothing.
Frame render_screen(const Session& s, Clock::time_point now, const Style& style);

// For a pipe: the board as plain text and one status line.
std::vector<std::string> render_plain(const Session& s, Clock::time_point now);

// The status line: level, par, moves, time, hints.
std::string status_line(const Session& s, Clock::time_point now);

// Splits `text` into lines of at most `width` columns, breaking at spaces, and only where a word
// alone is wider than a line, after punctuation or between characters. Continuation lines are
// indented by `hang` columns (the column where a help line's description starts, say).
std::vector<std::string> wrap(const std::string& text, int width, int hang = 0);

// Splits `text`, items separated by two spaces or more ("H hint  U undo"), into lines of at most
// `width` columns between whole items, continuation lines indented by `hang`: a key stays with
// its label, a move's number with the move. Only an item wider than a line is cut, as by wrap().
std::vector<std::string> wrap_items(const std::string& text, std::size_t width,
                                    std::size_t hang = 0);

// The column where the description of a help line ("H      hint") starts: after its first run
// of two or more spaces; 0 when it has none.
int hanging_indent(const std::string& line);

}  // namespace ninegrid::shell
