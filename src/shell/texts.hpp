// SPDX-License-Identifier: MIT
// Every word the shell shows a player, in English and Simplified Chinese, and the helpers that
// fill them in. A game's own words live in its folder; both follow the same rules.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "base/lang.hpp"

namespace ninegrid::shell {

// The languages and the templates are base's: every layer speaks both.
using base::fill;
using base::Lang;
using base::lang_from_environment;
using base::lang_from_name;
using base::lang_name;
using base::placeholders;

// Templates use {name} placeholders, filled in by fill().
struct ShellTexts {
    std::string_view status;            // {level} {par} {moves} {time} {hints}
    std::string_view status_no_par;     // {level} {moves} {time} {hints}
    std::string_view code_line;         // {code} {id}
    std::string_view code_line_custom;  // {code}
    std::string_view key_line;          // the shell's part: {game} is the game's part
    std::string_view nothing_to_undo;
    std::string_view undone;  // {moves}
    std::string_view nothing_to_redo;
    std::string_view redone;  // {moves}
    std::string_view restarted;
    std::string_view new_puzzle;         // {level} {par}
    std::string_view new_puzzle_no_par;  // {level}
    std::string_view solved;             // {moves} {par} {time} {hints}
    std::string_view solved_no_par;      // {moves} {time} {hints}
    std::string_view optimal;
    std::string_view wasted;              // {over}: moves over par
    std::string_view wasted_not_optimal;  // {over} {bad} {moves}: and how many were not optimal
    std::string_view celebration;
    std::string_view new_record;      // {level}
    std::string_view records_note;    // unassisted wins only
    std::string_view replayed_note;   // a win seen before is not a record
    std::string_view no_par_note;     // a win of a puzzle with no par and no penalty: no record
    std::string_view autoplay_start;  // {moves}
    std::string_view autoplay_start_unknown;
    std::string_view autoplay_stopped;
    std::string_view autoplay_done;  // {moves}
    std::string_view already_solved;
    std::string_view no_hint;
    std::string_view no_solution;         // a game that cannot list the rest of a solution
    std::string_view history_title;       // {good} {yes} {bad} {no}: the moves marked
    std::string_view history_unjudged;    // {moves}: a puzzle whose moves are never judged
    std::string_view records_unreadable;  // {problem} {path}
    std::string_view records_stuck;       // {problem}: could not even be moved aside
    std::string_view records_unsaved;     // {problem}
    std::string_view save_unreadable;     // {problem} {path}
    std::string_view save_unsaved;        // {problem}
    std::string_view prefs_unreadable;    // {problem} {path}
    std::string_view prefs_unsaved;       // {problem}
    std::string_view too_small;           // {cols} {rows} {need_cols} {need_rows}
    std::string_view help_title;
    std::string_view help[12];  // the shell's keys, after the game's
    std::string_view help_close;
    std::string_view help_more;  // {from} {to} {total}: a help longer than the window
    std::string_view paused;
    std::string_view paused_hint;
    std::string_view confirm_quit;  // {moves}
    std::string_view confirm_quit_no_save;
    std::string_view resume_question;  // {level} {moves} {time}
    std::string_view resumed;          // {moves}
    std::string_view resume_declined;
    std::string_view end_of_input;
    std::string_view bye;                   // {moves}
    std::string_view bye_code;              // {code} {id} {game}
    std::string_view bye_code_custom;       // {code}
    std::string_view saved;                 // quitting a game in progress
    std::string_view best_line;             // {level} {over} {time}
    std::string_view unknown_key;           // {key}
    std::string_view custom;                // the level of a given puzzle
    std::string_view best_line_penalty;     // {level} {time} {over}: a game without par
    std::string_view confirm_quit_unsaved;  // {moves} {problem}: quitting cannot save the game
    std::string_view resume_failed;         // {problem}: y, and the game refused the save
    std::string_view save_stuck;            // {problem}: not resumed, nor moved aside
    std::string_view save_kept;             // {path}: where the refused save is kept
    std::string_view save_kept_stuck;       // {problem}: it could not be moved aside
    std::string_view prefs_stuck;           // {problem}: could not even be moved aside
    std::string_view prefs_bad_lang;        // {value}: lang = value names no language of ours
    std::string_view save_not_removed;      // {problem}: a save done with could not be deleted
    std::string_view solver_note;           // a win after the solver played, without hints
    std::string_view confirm_new;           // {level}: N or a level key in a game in progress
    std::string_view new_declined;          // the new puzzle was not wanted
    std::string_view restarted_undoable;    // R with moves made: U takes it back
    std::string_view restart_undone;        // {moves}: U after R
    std::string_view new_undoable;          // a new puzzle dealt over a game in progress
    std::string_view game_undone;           // {moves}: U at the new puzzle's start
    std::string_view game_redone;           // {moves}: Y at the end of the game U brought back
    std::string_view no_record;             // {level}: B, and the level has no record yet
    std::string_view records_off;           // B where no records are kept (a pipe)
    std::string_view help_records;          // the help's line for B
    std::string_view help_more_last;        // {from} {to} {total}: help_more on its last page
    std::string_view help_keeps;  // the help's remark where games are saved (not through a pipe)
};

const ShellTexts& shell_texts(Lang lang) noexcept;

// Every text of ShellTexts in both languages, field by field (an array's or a list's entries one
// by one): for the tests that walk every entry of the catalogue. A field added to the struct and
// not listed there stops the build.
std::vector<base::Text> shell_text_pairs();

// A line of the shell's help (one of ShellTexts::help) for a game whose levels are named
// `levels`: {levels} lists them, {keys} is the keys that choose them ("1 2 3 4"), and the
// description stays in the column of the other lines.
std::string help_line(std::string_view line, const std::vector<std::string>& levels, Lang lang);

// "1 move", "12 moves" / "12 步"; "no hints", "1 hint" / "0 次". The templates' {moves} and
// {hints} take these, so the grammar stays in this file.
std::string count_moves(Lang lang, int n);
std::string count_hints(Lang lang, int n);

}  // namespace ninegrid::shell
