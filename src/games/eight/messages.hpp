// Every string the game shows a player, in English and Simplified Chinese, in one place.
#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "ninegrid/eight/game.hpp"
#include "ninegrid/eight/state.hpp"

namespace ninegrid::eight {

enum class Lang { En, Zh };

// --lang en|zh
std::optional<Lang> lang_from_name(std::string_view name) noexcept;
// From LC_ALL, LC_MESSAGES or LANG: Chinese for zh*, English otherwise.
Lang lang_from_environment();

// Templates use {name} placeholders, filled in by fill().
struct Messages {
    std::string_view title;
    std::string_view difficulty[3];  // easy, medium, hard
    std::string_view custom;         // a board given with --start
    std::string_view direction[4];   // up, down, left, right (as Move)
    std::string_view status;         // {moves} {time} {hints} {par} {difficulty}
    std::string_view blank_keys;     // the active convention, and how to switch
    std::string_view tile_keys;
    std::string_view key_line;
    std::string_view hint;         // {key} {tile} {dir} {remaining}
    std::string_view hint_last;    // {key} {tile} {dir}: this move solves it
    std::string_view cannot_move;  // {dir}
    std::string_view nothing_to_undo;
    std::string_view undone;  // {moves}
    std::string_view restarted;
    std::string_view new_puzzle;  // {difficulty} {par}
    std::string_view switched_blank;
    std::string_view switched_tiles;
    std::string_view solved;  // starts with "Solved" / "已解决": {moves} {par} {time} {hints}
    std::string_view optimal;
    std::string_view over_par;        // {over}
    std::string_view new_record;      // {difficulty}
    std::string_view records_note;    // unassisted wins only
    std::string_view autoplay_start;  // {moves}
    std::string_view autoplay_stopped;
    std::string_view autoplay_done;  // {moves}
    std::string_view already_solved;
    std::string_view records_unreadable;  // {problem} {path}
    std::string_view records_stuck;       // {problem}: could not even be moved aside
    std::string_view records_unsaved;     // {problem}
    std::string_view too_small;           // {cols} {rows} {need_cols} {need_rows}
    std::string_view help_title;
    std::string_view help[12];
    std::string_view help_close;
    std::string_view end_of_input;
    std::string_view bye;          // {moves}
    std::string_view best_line;    // {difficulty} {over} {time}
    std::string_view unknown_key;  // {key}
};

const Messages& messages(Lang lang) noexcept;

// "1 move", "12 moves" / "12 步"; "no hints", "1 hint" / "0 次". The templates' {moves} and
// {hints} take these, so the grammar stays in this file.
std::string count_moves(Lang lang, int n);
std::string count_hints(Lang lang, int n);

// Replaces each {name} in `text` by its value.
std::string fill(std::string_view text,
                 std::initializer_list<std::pair<std::string_view, std::string>> values);

}  // namespace ninegrid::eight
