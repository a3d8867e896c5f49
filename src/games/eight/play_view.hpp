// Drawing the play session: full-screen frames for a terminal, plain text for a pipe.
#pragma once

#include <string>
#include <vector>

#include "games/eight/play_session.hpp"

namespace ninegrid::eight {

struct ViewStyle {
    bool color = false;  // SGR colours: tiles in place green, the hinted tile highlighted
    bool utf8 = false;   // box-drawing characters instead of +-|
    int cols = 80;
    int rows = 24;
};

// The lines of one full-screen frame for a window of style.cols x style.rows: the board (large
// or compact, whichever fits), the status, the key convention, the keys, the message; or the
// help; or a note that the window is too small.
std::vector<std::string> render_screen(const PlaySession& s, Clock::time_point now,
                                       const ViewStyle& style);

// For scripted play: the board as three rows ("1 2 3"), and one status line.
std::vector<std::string> render_plain(const PlaySession& s, Clock::time_point now);

}  // namespace ninegrid::eight
