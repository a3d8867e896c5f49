// SPDX-License-Identifier: MIT
// The sliding puzzles' shared front end: keys, the key sense, the boxed board and its clicks.
#include "games/sliding/grid.hpp"

#include <algorithm>

namespace ninegrid::sliding {

namespace {

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

}  // namespace

std::optional<Direction> key_direction(const term::Key& key) {
    switch (key.type) {
        case term::KeyType::Up:
            return Direction::Up;
        case term::KeyType::Down:
            return Direction::Down;
        case term::KeyType::Left:
            return Direction::Left;
        case term::KeyType::Right:
            return Direction::Right;
        case term::KeyType::Char:
            switch (key.ch) {
                case 'w':
                case 'W':
                    return Direction::Up;
                case 's':
                case 'S':
                    return Direction::Down;
                case 'a':
                case 'A':
                    return Direction::Left;
                case 'd':
                case 'D':
                    return Direction::Right;
                default:
                    return std::nullopt;
            }
        default:
            return std::nullopt;
    }
}

Direction blank_direction(Direction key, bool tile_keys) noexcept {
    // With tile keys, the key names where a tile goes: the blank goes the other way.
    return tile_keys ? static_cast<Direction>(static_cast<int>(key) ^ 1) : key;
}

std::string key_for(Direction blank, bool tile_keys) {
    static constexpr const char* kKeys[] = {"W", "S", "A", "D"};
    return kKeys[static_cast<std::size_t>(blank_direction(blank, tile_keys))];
}

std::string keys_for(const std::vector<Direction>& blank_moves, bool tile_keys) {
    std::string keys;
    for (const Direction d : blank_moves)
        keys += (keys.empty() ? "" : " ") + key_for(d, tile_keys);
    return keys;
}

std::string solution_text(std::string_view text, const std::vector<Direction>& blank_moves,
                          bool tile_keys, shell::Lang lang) {
    const int n = static_cast<int>(blank_moves.size());
    return shell::fill(
        text, {{"moves", shell::count_moves(lang, n)}, {"keys", keys_for(blank_moves, tile_keys)}});
}

std::vector<int> snapshot_cells(std::string_view snapshot) {
    std::vector<int> cells;
    if (snapshot.find(',') == std::string_view::npos) {
        for (const char c : snapshot) {
            const bool digit = c >= '0' && c <= '9';
            cells.push_back(digit ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1);
        }
        return cells;
    }
    int value = 0;
    bool digits = false;
    for (const char c : snapshot) {
        if (c == ',') {
            cells.push_back(digits && value < kMaxCells ? value : -1);
            value = 0;
            digits = false;
        } else if (c >= '0' && c <= '9' && value < kMaxCells) {
            value = value * 10 + (c - '0');
            digits = true;
        } else {
            value = kMaxCells;  // no cell
        }
    }
    cells.push_back(digits && value < kMaxCells ? value : -1);
    return cells;
}

int tiles_moved(std::string_view before_text, std::string_view after_text) {
    const std::vector<int> before = snapshot_cells(before_text);
    const std::vector<int> after = snapshot_cells(after_text);
    int moved = 0;
    for (std::size_t i = 0; i < after.size(); ++i)
        moved += after[i] != 0 && (i >= before.size() || before[i] != after[i]);
    return moved;
}

std::string move_label(std::string_view before_text, std::string_view after_text, Size size,
                       bool utf8) {
    const std::vector<int> before = snapshot_cells(before_text);
    const std::vector<int> after = snapshot_cells(after_text);
    const auto blank = [](const std::vector<int>& cells) {
        return static_cast<int>(std::find(cells.begin(), cells.end(), 0) - cells.begin());
    };
    const int from = blank(before);
    const int to = blank(after);
    const int cells = size.cells();
    const int side = size.width;
    if (before.size() != static_cast<std::size_t>(cells) || after.size() != before.size() ||
        from >= cells || to >= cells || from == to)
        return "?";
    // The blank went from `from` to `to` along a row or a column; the tiles went the other way.
    const bool same_row = from / side == to / side;
    if (!same_row && from % side != to % side) return "?";
    const int step = same_row ? (to > from ? 1 : -1) : (to > from ? side : -side);
    const Direction tiles = same_row ? (step > 0 ? Direction::Left : Direction::Right)
                                     : (step > 0 ? Direction::Up : Direction::Down);
    std::string label;
    for (int cell = from + step;; cell += step) {
        const auto i = static_cast<std::size_t>(cell);
        const auto j = static_cast<std::size_t>(cell - step);
        if (after[j] != before[i]) return "?";
        label += (label.empty() ? "" : ",") + std::to_string(before[i]);
        if (cell == to) break;
    }
    static constexpr const char* kArrows[] = {"\u2191", "\u2193", "\u2190", "\u2192"};
    static constexpr const char* kAscii[] = {"^", "v", "<", ">"};
    const auto d = static_cast<std::size_t>(tiles);
    return label + (utf8 ? kArrows[d] : kAscii[d]);
}

int cell_width(const Grid& grid, bool compact) noexcept {
    return grid.digits + (compact ? 2 : 4);
}

int cell_height(bool compact) noexcept {
    return compact ? 1 : 3;
}

std::vector<std::string> draw_grid(const Grid& grid, const shell::Style& style, bool compact) {
    const int side = grid.width;
    const int width = cell_width(grid, compact);
    const int height = cell_height(compact);
    const int start = (width - grid.digits) / 2;  // the tile's first column in its cell
    const BoxChars& box = style.utf8 ? kUnicodeBox : kAsciiBox;
    const auto border = [&](int row) {  // row 0: top, 1: between, 2: bottom
        std::string line = "  ";
        for (int c = 0; c < side; ++c) {
            line += box.corner[row * 3 + (c == 0 ? 0 : 1)];
            line += repeat(box.h, width);
        }
        return line + box.corner[row * 3 + 2];
    };
    std::vector<std::string> lines{border(0)};
    for (int r = 0; r < grid.height; ++r) {
        for (int k = 0; k < height; ++k) {
            std::string line = "  ";
            for (int c = 0; c < side; ++c) {
                const auto cell = static_cast<std::size_t>(r * side + c);
                const int tile = grid.cells[cell];
                std::string content(static_cast<std::size_t>(width), ' ');
                const bool middle = k == height / 2;
                if (middle && tile != 0) {
                    const std::string digits = std::to_string(tile);
                    content.replace(static_cast<std::size_t>(start + grid.digits) - digits.size(),
                                    digits.size(), digits);
                }
                const bool is_hint = grid.highlight && tile == *grid.highlight;
                if (!style.color && is_hint && middle) {  // mark the hint without colour
                    content[static_cast<std::size_t>(start - 1)] = '[';
                    content[static_cast<std::size_t>(start + grid.digits)] = ']';
                }
                line += box.v;
                if (style.color && tile != 0 && (is_hint || grid.goal[cell] == tile)) {
                    line += (is_hint ? kHinted : kInPlace) + content + kReset;
                } else {
                    line += content;
                }
            }
            lines.push_back(line + box.v);
        }
        lines.push_back(border(r == grid.height - 1 ? 2 : 1));
    }
    return lines;
}

std::pair<int, int> grid_size(const Grid& grid, bool compact) noexcept {
    return {2 + grid.width * (cell_width(grid, compact) + 1) + 1,
            grid.height * (cell_height(compact) + 1) + 1};
}

std::optional<int> cell_at(const Grid& grid, bool compact, const term::Key& mouse) noexcept {
    // The board as draw_grid() lays it out: two columns of indent, then a border line and a
    // border column around every cell of `width` x `height`.
    const int width = cell_width(grid, compact);
    const int height = cell_height(compact);
    const int row = mouse.row - 1;
    const int col = mouse.col - 3;
    if (row < 0 || col < 0 || row % (height + 1) == height || col % (width + 1) == width)
        return std::nullopt;  // a border, or off the board
    const int r = row / (height + 1);
    const int c = col / (width + 1);
    if (r >= grid.height || c >= grid.width) return std::nullopt;
    return r * grid.width + c;
}

std::optional<std::vector<Direction>> slide_run(Size size, int blank, int cell) {
    const int side = size.width;
    const int br = blank / side, bc = blank % side;
    const int r = cell / side, c = cell % side;
    if (cell == blank || (r != br && c != bc)) return std::nullopt;
    const Direction d = r < br   ? Direction::Up
                        : r > br ? Direction::Down
                        : c < bc ? Direction::Left
                                 : Direction::Right;
    const int steps = r != br ? (r > br ? r - br : br - r) : (c > bc ? c - bc : bc - c);
    return std::vector<Direction>(static_cast<std::size_t>(steps), d);
}

std::pair<std::string, std::string> key_sense_preference(bool tile_keys) {
    return {"keys", tile_keys ? "tiles" : "blank"};
}

void read_key_sense(const std::string& name, const std::string& value, bool& tile_keys) {
    if (name == "keys" && (value == "tiles" || value == "blank")) tile_keys = value == "tiles";
}

}  // namespace ninegrid::sliding
