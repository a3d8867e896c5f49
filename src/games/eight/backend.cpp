// The 8-puzzle's back end: moves of the blank from keys, hints and the solver from the distance
// table, the board in boxes or as three rows.
#include "games/eight/backend.hpp"

#include "games/eight/format.hpp"
#include "games/eight/texts.hpp"
#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/solvability.hpp"

namespace ninegrid::eight {

namespace {

using shell::Lang;
using shell::Reply;

constexpr const char* kReset = "\x1b[0m";
constexpr const char* kInPlace = "\x1b[1;32m";    // bold green
constexpr const char* kHinted = "\x1b[1;30;43m";  // black on yellow

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

// The direction a key points, for W A S D and the arrows.
std::optional<Move> key_direction(const term::Key& key) {
    switch (key.type) {
        case term::KeyType::Up:
            return Move::Up;
        case term::KeyType::Down:
            return Move::Down;
        case term::KeyType::Left:
            return Move::Left;
        case term::KeyType::Right:
            return Move::Right;
        case term::KeyType::Char:
            switch (key.ch) {
                case 'w':
                case 'W':
                    return Move::Up;
                case 's':
                case 'S':
                    return Move::Down;
                case 'a':
                case 'A':
                    return Move::Left;
                case 'd':
                case 'D':
                    return Move::Right;
                default:
                    return std::nullopt;
            }
        default:
            return std::nullopt;
    }
}

const std::vector<std::string> kLevels{"easy", "medium", "hard"};

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
    return kLevels;
}

std::string EightBackend::level_name(const std::string& level, Lang lang) const {
    for (std::size_t i = 0; i < kLevels.size(); ++i)
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

std::string EightBackend::snapshot() const {
    return to_compact(board_);
}

base::Status EightBackend::restore(std::string_view snapshot) {
    base::Result<State> board = board_from(snapshot, goal());
    if (!board) return base::Error{board.error()};
    board_ = *board;
    highlight_.reset();
    return base::ok();
}

Move EightBackend::blank_move_for(Move key_direction) const {
    // With tile keys, the key names where a tile goes: the blank goes the other way.
    return tile_keys_ ? opposite(key_direction) : key_direction;
}

std::string EightBackend::key_for(Move blank_move) const {
    static constexpr const char* kKeys[] = {"W", "S", "A", "D"};
    return kKeys[static_cast<std::size_t>(blank_move_for(blank_move))];
}

Reply EightBackend::click(const term::Key& key, Lang lang) {
    // The board as draw() lays it out: two columns of indent, then a border line and a border
    // column around every cell of `width` x `height`.
    const int width = last_compact_ ? 3 : 5;
    const int height = last_compact_ ? 1 : 3;
    const int row = key.row - 1;
    const int col = key.col - 3;
    if (row < 0 || col < 0 || row % (height + 1) == height || col % (width + 1) == width)
        return Reply::declined();  // a border, or off the board
    const int r = row / (height + 1);
    const int c = col / (width + 1);
    if (r >= kSide || c >= kSide) return Reply::declined();
    const int cell = r * kSide + c;
    const int tile = board_[cell];
    if (tile == 0) return Reply::declined();
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

Reply EightBackend::key(const term::Key& key, Lang lang) {
    const EightTexts& t = eight_texts(lang);
    if (key.type == term::KeyType::Mouse) return click(key, lang);
    if (key.type == term::KeyType::Char && (key.ch == 't' || key.ch == 'T')) {
        tile_keys_ = !tile_keys_;
        return Reply::changed(std::string(tile_keys_ ? t.switched_tiles : t.switched_blank));
    }
    const std::optional<Move> direction = key_direction(key);
    if (!direction) return Reply::declined();
    if (board_.apply(blank_move_for(*direction))) {
        highlight_.reset();
        return Reply::moved();
    }
    return Reply::refused(shell::fill(
        t.cannot_move, {{"dir", std::string(t.direction[static_cast<std::size_t>(*direction)])}}));
}

std::optional<std::string> EightBackend::hint(Lang lang) {
    const std::optional<Move> m = table_->best_move(board_);
    if (!m) return std::nullopt;
    const EightTexts& t = eight_texts(lang);
    const int tile = board_.tile_moved_by(*m);
    const int remaining = table_->distance(board_) - 1;
    highlight_ = tile;
    // The tile slides the opposite way of the blank.
    const std::string dir(t.direction[static_cast<std::size_t>(opposite(*m))]);
    if (remaining == 0)
        return shell::fill(t.hint_last,
                           {{"key", key_for(*m)}, {"tile", std::to_string(tile)}, {"dir", dir}});
    return shell::fill(t.hint, {{"key", key_for(*m)},
                                {"tile", std::to_string(tile)},
                                {"dir", dir},
                                {"remaining", shell::count_moves(lang, remaining)}});
}

bool EightBackend::solver_step() {
    const std::optional<Move> m = table_->best_move(board_);
    if (!m) return false;
    board_.apply(*m);
    highlight_.reset();
    return true;
}

std::string EightBackend::title(Lang lang) const {
    return std::string(eight_texts(lang).title);
}

std::vector<std::string> EightBackend::draw(const shell::Style& style, bool compact) const {
    last_compact_ = compact;
    const int width = compact ? 3 : 5;
    const int height = compact ? 1 : 3;
    const BoxChars& box = style.utf8 ? kUnicodeBox : kAsciiBox;
    const auto border = [&](int row) {  // row 0: top, 1: between, 2: bottom
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
                const int tile = board_[cell];
                std::string content(static_cast<std::size_t>(width), ' ');
                if (k == height / 2 && tile != 0)
                    content[static_cast<std::size_t>(width / 2)] = static_cast<char>('0' + tile);
                const bool is_hint = highlight_ && tile == *highlight_;
                if (!style.color && is_hint && k == height / 2) {  // mark the hint without colour
                    content[static_cast<std::size_t>(width / 2 - 1)] = '[';
                    content[static_cast<std::size_t>(width / 2 + 1)] = ']';
                }
                line += box.v;
                if (style.color && tile != 0 && (is_hint || goal()[cell] == tile)) {
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
    const EightTexts& t = eight_texts(lang);
    std::vector<std::string> lines(t.help.begin(), t.help.end());
    lines.emplace_back();
    lines.emplace_back(style.color ? t.help_colour : t.help_plain);
    return lines;
}

std::vector<std::pair<std::string, std::string>> EightBackend::preferences() const {
    return {{"keys", tile_keys_ ? "tiles" : "blank"}};
}

void EightBackend::set_preference(const std::string& name, const std::string& value) {
    if (name == "keys" && (value == "tiles" || value == "blank")) tile_keys_ = value == "tiles";
}

}  // namespace ninegrid::eight
