// The 8-puzzle's back end: moves of the blank from keys, hints and the solver from the distance
// table, the board in boxes or as three rows.
#include "games/eight/backend.hpp"

#include <iterator>
#include <string_view>

#include "games/eight/format.hpp"
#include "games/eight/texts.hpp"
#include "games/sliding/grid.hpp"
#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/solvability.hpp"

namespace ninegrid::eight {

namespace {

using shell::Lang;
using shell::Reply;

constexpr std::string_view kLevels[]{"easy", "medium", "hard"};

base::Result<State> board_from(std::string_view text, const State& goal) {
    const BoardParse parsed = parse_board(text);
    if (!parsed) return base::Error{parsed.error};
    if (!is_solvable(*parsed.board, goal))
        return base::Error{"board " + to_compact(*parsed.board) + " cannot reach the goal " +
                           to_compact(goal)};
    return *parsed.board;
}

}  // namespace

EightBackend::EightBackend(const State& goal, std::optional<State> start)
    : table_(std::make_shared<DistanceTable>(goal)), start_(goal), board_(goal) {
    if (start) set_start(*start);
}

void EightBackend::set_start(const State& start) {
    start_ = start;
    board_ = start;
    par_ = table_->distance(start);
    highlight_.reset();
}

std::vector<std::string> EightBackend::levels() const {
    return std::vector<std::string>(std::begin(kLevels), std::end(kLevels));
}

std::string EightBackend::level_name(const std::string& level, Lang lang) const {
    for (std::size_t i = 0; i < std::size(kLevels); ++i)
        if (kLevels[i] == level) return std::string(eight_texts(lang).level[i]);
    return level;
}

void EightBackend::deal(const std::string& level, base::Rng& rng) {
    const std::optional<Difficulty> d = difficulty_from_name(level);
    set_start(eight::deal(d ? *d : Difficulty::Medium, *table_, rng));
}

std::string EightBackend::code() const {
    return to_compact(start_);
}

std::string EightBackend::save_code() const {
    return to_compact(start_) + " " + to_compact(goal());
}

base::Status EightBackend::load(std::string_view save_code) {
    const std::size_t space = save_code.find(' ');
    if (space == std::string_view::npos)
        return base::Error{"expected a start board and a goal board"};
    const BoardParse goal_parse = parse_board(save_code.substr(space + 1));
    if (!goal_parse) return base::Error{"goal: " + goal_parse.error};
    const base::Result<State> start = board_from(save_code.substr(0, space), *goal_parse.board);
    if (!start) return base::Error{"start: " + start.error()};
    if (*goal_parse.board != goal()) table_ = std::make_shared<DistanceTable>(*goal_parse.board);
    set_start(*start);
    return base::ok();
}

base::Status EightBackend::check_level(const std::string& level) const {
    const std::optional<Difficulty> d = difficulty_from_name(level);
    if (!d) return base::Error{"not a level of the 8-puzzle"};
    const ParBand band = par_band(*d);
    if (!band.contains(par_))
        return base::Error{"the puzzle's par " + std::to_string(par_) + " is not from " +
                           std::to_string(band.min) + " to " + std::to_string(band.max) +
                           ", as every deal of the level's is"};
    return base::ok();
}

std::string EightBackend::snapshot() const {
    return to_compact(board_);
}

base::Status EightBackend::check_snapshot(std::string_view snapshot) const {
    const base::Result<State> board = board_from(snapshot, goal());
    if (!board) return base::Error{board.error()};
    return base::ok();
}

base::Status EightBackend::restore(std::string_view snapshot) {
    base::Result<State> board = board_from(snapshot, goal());
    if (!board) return base::Error{board.error()};
    board_ = *board;
    highlight_.reset();
    return base::ok();
}

Move EightBackend::blank_move_for(Move key_direction) const {
    return sliding::blank_direction(key_direction, tile_keys_);
}

std::string EightBackend::key_for(Move blank_move) const {
    return sliding::key_for(blank_move, tile_keys_);
}

sliding::Grid EightBackend::grid() const {
    sliding::Grid g;
    g.width = kSide;
    g.height = kSide;
    g.cells.assign(board_.cells().begin(), board_.cells().end());
    g.goal.assign(goal().cells().begin(), goal().cells().end());
    g.highlight = highlight_;
    return g;
}

Reply EightBackend::click(const term::Key& key, Lang lang, bool compact) {
    const std::optional<int> at = sliding::cell_at(grid(), compact, key);
    // Off the tiles the click still answers: the message of the key before would otherwise stay
    // as if it were the click's.
    if (!at) return Reply::refused({});  // a border, or off the board: the message goes
    const int cell = *at;
    const int tile = board_[cell];
    if (tile == 0) return Reply::refused(std::string(eight_texts(lang).blank_clicked));
    for (const Move m : kAllMoves) {
        if (target_cell(board_.zero(), m) == cell) {
            board_.apply(m);
            highlight_.reset();
            return Reply::moved();
        }
    }
    return Reply::refused(
        shell::fill(eight_texts(lang).not_beside, {{"tile", std::to_string(tile)}}));
}

Reply EightBackend::key(const term::Key& key, Lang lang, const shell::Layout& layout) {
    const EightTexts& t = eight_texts(lang);
    if (key.type == term::KeyType::Mouse) return click(key, lang, layout.compact);
    if (key.type == term::KeyType::Char && (key.ch == 't' || key.ch == 'T')) {
        tile_keys_ = !tile_keys_;
        return Reply::changed(std::string(tile_keys_ ? t.switched_tiles : t.switched_blank));
    }
    const std::optional<Move> direction = sliding::key_direction(key);
    if (!direction) return Reply::declined();
    if (board_.apply(blank_move_for(*direction))) {
        highlight_.reset();
        return Reply::moved();
    }
    return Reply::refused(shell::fill(
        t.cannot_move, {{"dir", std::string(t.direction[static_cast<std::size_t>(*direction)])}}));
}

std::optional<shell::Help> EightBackend::hint(Lang lang) {
    const std::optional<Move> m = table_->best_move(board_);
    if (!m) return std::nullopt;
    const EightTexts& t = eight_texts(lang);
    const int tile = board_.tile_moved_by(*m);
    const int remaining = table_->distance(board_) - 1;
    highlight_ = tile;
    // The tile slides the opposite way of the blank.
    const std::string dir(t.direction[static_cast<std::size_t>(opposite(*m))]);
    if (remaining == 0)
        return shell::Help{shell::fill(
            t.hint_last, {{"key", key_for(*m)}, {"tile", std::to_string(tile)}, {"dir", dir}})};
    return shell::Help{shell::fill(t.hint, {{"key", key_for(*m)},
                                            {"tile", std::to_string(tile)},
                                            {"dir", dir},
                                            {"remaining", shell::count_moves(lang, remaining)}})};
}

shell::Step EightBackend::solver_step() {
    const std::optional<Move> m = table_->best_move(board_);
    if (!m) return shell::Step::None;
    board_.apply(*m);
    highlight_.reset();
    return shell::Step::Moved;
}

std::optional<shell::Help> EightBackend::solution(Lang lang) {
    std::vector<Move> moves;
    State at = board_;
    while (const std::optional<Move> m = table_->best_move(at)) {
        moves.push_back(*m);
        at.apply(*m);
    }
    if (moves.empty()) return std::nullopt;
    return shell::Help{sliding::solution_text(eight_texts(lang).solution, moves, tile_keys_, lang)};
}

std::optional<std::string> EightBackend::custom_id() const {
    if (goal() != State{}) return std::nullopt;
    return code();
}

std::string EightBackend::deal_params(const std::string& level) const {
    return goal() == State{} ? level : level + "+goal=" + to_compact(goal());
}

int EightBackend::moves_between(std::string_view before, std::string_view after) const {
    return sliding::tiles_moved(before, after);
}

std::string EightBackend::move_label(std::string_view before, std::string_view after,
                                     const shell::Style& style) const {
    return sliding::move_label(before, after, kSize, style.utf8);
}

std::string EightBackend::title(Lang lang) const {
    return std::string(eight_texts(lang).title);
}

std::vector<std::string> EightBackend::draw(const shell::Style& style, bool compact) const {
    return sliding::draw_grid(grid(), style, compact);
}

std::vector<std::string> EightBackend::draw_plain() const {
    const auto rows = board_rows(board_);
    return {rows.begin(), rows.end()};
}

std::vector<std::string> EightBackend::notes(Lang lang) const {
    const EightTexts& t = eight_texts(lang);
    std::vector<std::string> lines{std::string(tile_keys_ ? t.tile_keys : t.blank_keys)};
    if (goal() != State()) lines.push_back(shell::fill(t.goal_note, {{"goal", to_inline(goal())}}));
    return lines;
}

std::string EightBackend::key_line(Lang lang) const {
    return std::string(eight_texts(lang).key_line);
}

std::vector<std::string> EightBackend::help(Lang lang, const shell::Style& style) const {
    return sliding::help_lines(eight_texts(lang), style);
}

std::vector<std::pair<std::string, std::string>> EightBackend::preferences() const {
    return {sliding::key_sense_preference(tile_keys_)};
}

void EightBackend::set_preference(const std::string& name, const std::string& value) {
    sliding::read_key_sense(name, value, tile_keys_);
}

}  // namespace ninegrid::eight
