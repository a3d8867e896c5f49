// SPDX-License-Identifier: MIT
// The sliding puzzles' back end in common: the puzzle as text, the keys and clicks, the board
// drawn and the words around it.
#include "games/sliding/backend.hpp"

#include <iterator>

#include "games/sliding/texts.hpp"
#include "ninegrid/sliding/board_text.hpp"
#include "ninegrid/sliding/solvability.hpp"

namespace ninegrid::sliding {

namespace {

using shell::Lang;
using shell::Reply;

constexpr std::string_view kLevels[]{"easy", "medium", "hard", "random"};

// A board of the goal's size, from a save or a snapshot, that can reach the goal.
base::Result<Board> board_from(std::string_view text, const Board& goal) {
    const BoardParse parsed = parse_board(text, goal.size());
    if (!parsed) return base::Error{parsed.error};
    if (!is_solvable(*parsed.board, goal))
        return base::Error{"board " + to_compact(*parsed.board) + " cannot reach the goal " +
                           to_compact(goal)};
    return *parsed.board;
}

}  // namespace

SlidingBackend::SlidingBackend(const Board& goal, const SlidingRules& rules)
    : rules_(rules), goal_(goal), start_(goal), board_(goal) {}

void SlidingBackend::set_start(const Board& start) {
    start_ = start;
    board_ = start;
    highlight_.reset();
    started();
}

void SlidingBackend::set_goal(const Board& goal) {
    goal_ = goal;
    goal_changed();
}

void SlidingBackend::play(Move m) {
    board_.apply(m);
    highlight_.reset();
    board_changed();
}

int SlidingBackend::tile_moved_by(Move m) const noexcept {
    const int to = target_cell(board_.blank(), m, size());
    return to < 0 ? 0 : board_[to];
}

std::string SlidingBackend::key_for(Move blank_move) const {
    return sliding::key_for(blank_move, tile_keys_);
}

// --- The puzzle.

std::vector<std::string> SlidingBackend::levels() const {
    return std::vector<std::string>(std::begin(kLevels), std::begin(kLevels) + rules_.levels);
}

std::string SlidingBackend::level_name(const std::string& level, Lang lang) const {
    for (std::size_t i = 0; i < rules_.levels; ++i)
        if (kLevels[i] == level) return std::string(sliding_texts(lang).level[i]);
    return level;
}

std::string SlidingBackend::code() const {
    return to_compact(start_);
}

std::string SlidingBackend::save_code() const {
    // The home size's saves are "START GOAL", as they always were; other sizes name theirs first.
    const std::string boards = to_compact(start_) + " " + to_compact(goal_);
    return at_home() ? boards : size_text(size()) + " " + boards;
}

base::Status SlidingBackend::load(std::string_view save_code) {
    Size size = rules_.home;
    if (const std::size_t x = save_code.find('x');
        rules_.other_sizes && x != std::string_view::npos && x < save_code.find(' ')) {
        const std::size_t space = save_code.find(' ');
        const std::optional<Size> named = parse_size(save_code.substr(0, space));
        if (!named) return base::Error{"expected a size WxH, a start board and a goal board"};
        size = *named;
        save_code.remove_prefix(space + 1);
    }
    const std::size_t space = save_code.find(' ');
    if (space == std::string_view::npos)
        return base::Error{"expected a start board and a goal board"};
    const BoardParse goal_parse = parse_board(save_code.substr(space + 1), size);
    if (!goal_parse) return base::Error{"goal: " + goal_parse.error};
    const base::Result<Board> start = board_from(save_code.substr(0, space), *goal_parse.board);
    if (!start) return base::Error{"start: " + start.error()};
    if (*goal_parse.board != goal_) set_goal(*goal_parse.board);  // the game's solver follows
    set_start(*start);
    return base::ok();
}

std::string SlidingBackend::snapshot() const {
    return to_compact(board_);
}

base::Status SlidingBackend::check_snapshot(std::string_view snapshot) const {
    const base::Result<Board> board = board_from(snapshot, goal_);
    if (!board) return base::Error{board.error()};
    return base::ok();
}

base::Status SlidingBackend::restore(std::string_view snapshot) {
    const base::Result<Board> board = board_from(snapshot, goal_);
    if (!board) return base::Error{board.error()};
    board_ = *board;
    highlight_.reset();
    board_changed();
    return base::ok();
}

std::optional<std::string> SlidingBackend::custom_id() const {
    if (goal_ != Board::goal(size())) return std::nullopt;
    return at_home() ? code() : code() + "+size=" + size_text(size());
}

std::string SlidingBackend::deal_params(const std::string& level) const {
    std::string params = level;
    if (!at_home()) params += "+size=" + size_text(size());
    if (goal_ != Board::goal(size())) params += "+goal=" + to_compact(goal_);
    return params;
}

std::string SlidingBackend::record_level(const std::string& level) const {
    return at_home() ? level : level + "-" + size_text(size());
}

int SlidingBackend::moves_between(std::string_view before, std::string_view after) const {
    return tiles_moved(before, after);
}

std::string SlidingBackend::move_label(std::string_view before, std::string_view after,
                                       const shell::Style& style) const {
    return sliding::move_label(before, after, size(), style.utf8);
}

// --- Keys.

Reply SlidingBackend::click(const term::Key& key, Lang lang, bool compact) {
    const std::optional<int> cell = cell_at(grid(), compact, key);
    // Off the tiles the click still answers: the message of the key before would otherwise stay
    // as if it were the click's.
    if (!cell) return Reply::refused({});  // a border, or off the board: the message goes
    const SlidingTexts& t = sliding_texts(lang);
    const bool runs = rules_.click == ClickRule::Run;
    if (board_[*cell] == 0)
        return Reply::refused(std::string(runs ? t.blank_clicked_run : t.blank_clicked_beside));
    const auto run = slide_run(size(), board_.blank(), *cell);
    if (!run || (!runs && run->size() != 1))
        return Reply::refused(shell::fill(runs ? t.not_in_line : t.not_beside,
                                          {{"tile", std::to_string(board_[*cell])}}));
    for (const Direction d : *run) {
        board_.apply(d);
        slid();  // each slide, for a game that follows the moves one by one
    }
    highlight_.reset();
    board_changed();
    return Reply::moved();  // one move of the shell (one undo) for the whole run
}

Reply SlidingBackend::key(const term::Key& key, Lang lang, const shell::Layout& layout) {
    const SlidingTexts& t = sliding_texts(lang);
    if (key.type == term::KeyType::Mouse) return click(key, lang, layout.compact);
    if (key.type == term::KeyType::Char && (key.ch == 't' || key.ch == 'T')) {
        tile_keys_ = !tile_keys_;
        return Reply::changed(std::string(tile_keys_ ? t.switched_tiles : t.switched_blank));
    }
    const std::optional<Direction> direction = key_direction(key);
    if (!direction) return Reply::declined();
    if (board_.can_move(blank_direction(*direction, tile_keys_))) {
        play(blank_direction(*direction, tile_keys_));
        return Reply::moved();
    }
    return Reply::refused(shell::fill(
        t.cannot_move, {{"dir", std::string(t.direction[static_cast<std::size_t>(*direction)])}}));
}

std::vector<std::pair<std::string, std::string>> SlidingBackend::preferences() const {
    return {key_sense_preference(tile_keys_)};
}

void SlidingBackend::set_preference(const std::string& name, const std::string& value) {
    read_key_sense(name, value, tile_keys_);
}

// --- Words.

std::string SlidingBackend::hint_words(Lang lang, std::string_view text, Move m,
                                       int remaining) const {
    const SlidingTexts& t = sliding_texts(lang);
    const std::string tile = std::to_string(tile_moved_by(m));
    // The tile slides the opposite way of the blank.
    const std::string dir(t.direction[static_cast<std::size_t>(opposite(m))]);
    if (remaining == 0)
        return shell::fill(t.hint_last, {{"key", key_for(m)}, {"tile", tile}, {"dir", dir}});
    return shell::fill(text, {{"key", key_for(m)},
                              {"tile", tile},
                              {"dir", dir},
                              {"remaining", shell::count_moves(lang, remaining)}});
}

std::string SlidingBackend::solution_words(Lang lang, std::string_view text,
                                           const std::vector<Move>& moves) const {
    return solution_text(text, moves, tile_keys_, lang);
}

std::vector<std::string> SlidingBackend::help_lines(Lang lang, std::vector<std::string> more_keys,
                                                    std::string note) const {
    const SlidingTexts& t = sliding_texts(lang);
    std::vector<std::string> lines(std::begin(t.help_keys), std::end(t.help_keys));
    lines.emplace_back(rules_.click == ClickRule::Run ? t.help_click_run : t.help_click_beside);
    for (std::string& k : more_keys)
        lines.push_back(std::move(k));
    lines.emplace_back();
    lines.push_back(std::move(note));
    return lines;
}

// --- Drawing.

Grid SlidingBackend::grid() const {
    Grid g;
    g.width = size().width;
    g.height = size().height;
    g.digits = static_cast<int>(std::to_string(size().cells() - 1).size());
    g.cells = board_.cell_values();
    g.goal = goal_.cell_values();
    g.highlight = highlight_;
    return g;
}

std::vector<std::string> SlidingBackend::draw(const shell::Style& style, bool compact) const {
    return draw_grid(grid(), style, compact);
}

std::vector<std::string> SlidingBackend::draw_plain() const {
    return board_rows(board_);
}

std::vector<std::string> SlidingBackend::notes(Lang lang) const {
    const SlidingTexts& t = sliding_texts(lang);
    std::vector<std::string> lines{std::string(tile_keys_ ? t.tile_keys : t.blank_keys)};
    if (goal_ != Board::goal(size()))
        lines.push_back(shell::fill(t.goal_note, {{"goal", to_inline(goal_)}}));
    return lines;
}

std::string SlidingBackend::key_line(Lang lang) const {
    return std::string(sliding_texts(lang).key_line);
}

}  // namespace ninegrid::sliding
