// SPDX-License-Identifier: MIT
// Every word of the link game as played, in English and Simplified Chinese, in one place.
#pragma once

#include <string_view>
#include <vector>

#include "shell/texts.hpp"

namespace ninegrid::link {

// Templates use {name} placeholders, filled in by shell::fill(). {tile} is a kind's character,
// {at}, {from} and {to} are "row,col" from 0, as the link commands write them.
struct LinkTexts {
    std::string_view title;
    std::string_view level[3];  // easy, medium, hard
    std::string_view edge[4];   // top, bottom, left, right
    std::string_view key_line;  // the game's part of the key line
    std::string_view status;    // {pairs} {shuffles}
    std::string_view at_edge;   // {edge}
    std::string_view no_tile;
    std::string_view selected;    // {tile} {at}
    std::string_view unselected;  // the selection cleared
    std::string_view different;   // {a} {b} {at}: the newer tile {b} at {at} is selected now
    std::string_view no_path;     // {tile} {from} {to}
    std::string_view removed;     // {tile} {from} {to} {pairs}
    // The board can no longer be cleared, told as the alert, with the hint and to P: after a
    // move U undoes it; the deal itself (the start: --any, a board file) F shuffles.
    std::string_view alert_dead;  // no pair can be removed now
    std::string_view alert_dead_at_start;
    std::string_view alert_stuck;           // no longer clearable, after a move
    std::string_view alert_stuck_at_start;  // the deal itself cannot be cleared
    std::string_view turns[3];              // straight, one turn, two turns
    std::string_view hint_good;             // {tile} {from} {to} {turns}
    std::string_view hint_stuck;            // {tile} {from} {to} {turns}
    std::string_view hint_stuck_at_start;   // {tile} {from} {to} {turns}
    std::string_view hint_unknown;          // {tile} {from} {to} {turns}
    std::string_view hint_pending;          // {tile} {from} {to} {turns}
    // L: {list} is the next pairs of the clearing order, "A:1,2-1,5  B:3,4-4,4"; {pairs} all that
    // are left, {more} those not listed.
    std::string_view solution;          // {pairs} {list}
    std::string_view solution_more;     // {pairs} {list} {more}
    std::string_view solution_pending;  // the solver is still at it
    std::string_view shuffled;          // {count}
    std::string_view shuffled_stuck;    // {count}: no clearable arrangement was found
    std::string_view nothing_to_shuffle;
    std::string_view cannot_shuffle;
    std::string_view solver_stuck;
    std::string_view solver_stuck_at_start;
    std::string_view solver_busy;
    std::string_view solver_unknown;
    std::string_view won;  // {pairs} {time} {hints} {shuffles}
    // What records, wins and shuffles count, saying what is counted in both languages (the
    // records' "fewest: 2 shuffles", "最少：洗牌 2 次").
    std::string_view one_shuffle;  // "1 shuffle"
    std::string_view shuffles;     // {count} "2 shuffles"
    std::string_view rules_note;   // {border} {gravity}: the rules in the notes, after the size
    std::string_view border[2];    // without, with the ring
    std::string_view gravity[2];   // without, with gravity
    std::string_view size;         // {rows} {cols} {kinds}: the size in the notes
    std::string_view size_level;   // {rows} {cols} {kinds}: a level dealt at a size of its own
    std::string_view one_kind;     // "1 kind"
    std::string_view kinds;        // {count} "5 kinds"
    std::string_view help[6];      // the game's keys (Esc is the shell's: quit; H and L its own)
    std::string_view help_sizes;   // {sizes}: Z and the sizes it steps through
    std::string_view size_list_separator;  // between the sizes of {sizes}: ", ", "、"
    std::string_view help_marks;           // how the cursor, selection and hint look
    std::string_view help_levels;
};

const LinkTexts& link_texts(shell::Lang lang) noexcept;

// Every text of LinkTexts in both languages, field by field (an array's or a list's entries one
// by one): for the tests that walk every entry of the catalogue. A field added to the struct and
// not listed there stops the build.
std::vector<base::Text> link_text_pairs();

}  // namespace ninegrid::link
