// SPDX-License-Identifier: MIT
// Parsing and printing sliding boards of any size: every board typed by a person is checked
// here, once.
#include "ninegrid/sliding/board_text.hpp"

#include <array>

#include "base/text.hpp"
#include "base/utf8.hpp"

namespace ninegrid::sliding {
namespace {

using Kind = BoardProblem::Kind;

bool is_space(char c) noexcept {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}
bool is_separator(char c) noexcept {
    return is_space(c) || c == ',';
}
bool is_digit(char c) noexcept {
    return c >= '0' && c <= '9';
}
// The value of a hex digit, or -1.
int hex_value(char c) noexcept {
    if (is_digit(c)) return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

using Form = BoardProblem::Form;

std::string n(std::size_t v) {
    return std::to_string(v);
}

struct Parser {
    Size size;
    BoardProblem problem;

    BoardParse fail(Kind kind, std::string message) {
        problem.kind = kind;
        problem.size = size;
        return BoardParse{std::nullopt, std::move(message), problem};
    }
    BoardParse row_cells(std::size_t row, std::size_t cells) {
        problem.row = row;
        problem.count = cells;
        return fail(Kind::RowCells, "row " + n(row) + " has " + n(cells) + " cells, expected " +
                                        n(static_cast<std::size_t>(size.width)));
    }
};

// The first value that appears more than once, with the values that are therefore missing
// (ascending, the blank first).
void repeat_problem(const std::vector<int>& cells, int count, BoardProblem& p) {
    std::array<int, kMaxCells> seen{};
    for (const int v : cells)
        ++seen[static_cast<std::size_t>(v)];
    for (int v = 0; v < count; ++v) {
        if (seen[static_cast<std::size_t>(v)] < 2) continue;
        p.kind = Kind::Repeated;
        p.tile = v;
        p.count = static_cast<std::size_t>(seen[static_cast<std::size_t>(v)]);
        for (int w = 0; w < count; ++w)
            if (seen[static_cast<std::size_t>(w)] == 0) p.missing.push_back(w);
        return;
    }
}

}  // namespace

BoardParse parse_board(std::string_view text, Size size) {
    Parser parser{size, {}};
    if (!size.valid()) return parser.fail(Kind::CellCount, "no board has size " + size_text(size));
    const int cells_wanted = size.cells();
    // Surrounding white space is no part of the board.
    std::size_t begin = 0;
    std::size_t end = text.size();
    while (begin < end && is_space(text[begin]))
        ++begin;
    while (end > begin && is_space(text[end - 1]))
        --end;
    bool separated = false;
    for (std::size_t pos = begin; pos < end && !separated; ++pos)
        separated = is_separator(text[pos]);
    const Form form = cells_wanted <= 10                 ? Form::Digits
                      : cells_wanted <= 16 && !separated ? Form::Hex
                                                         : Form::Numbers;
    parser.problem.form = form;
    const std::string largest = std::to_string(cells_wanted - 1);
    const std::string hint =
        form == Form::Digits ? "cells are the digits 1-" + largest + " and the blank (0, _ or .)"
        : form == Form::Hex  ? "cells are the hex digits 1-9, a-" +
                                  std::string(1, static_cast<char>('a' + cells_wanted - 11)) +
                                  " and the blank (0, _ or .)"
                            : "cells are the numbers 1-" + largest + " and the blank (0, _ or .)";

    // The cells are stored while there is room and counted on past it, in counters as wide as
    // the text's length.
    std::vector<int> cells;
    std::size_t count = 0;
    std::size_t rows = 0;       // rows closed by '/'
    std::size_t row_cells = 0;  // cells in the row being read
    bool has_slash = false;
    const auto width = static_cast<std::size_t>(size.width);
    std::size_t pos = begin;
    while (pos < end) {
        const char c = text[pos];
        if (is_separator(c)) {
            ++pos;
            continue;
        }
        if (c == '/') {
            has_slash = true;
            ++rows;
            if (row_cells != width) return parser.row_cells(rows, row_cells);
            row_cells = 0;
            ++pos;
            continue;
        }
        int value = -1;
        const std::size_t start = pos;
        if (c == '_' || c == '.') {
            value = 0;
            ++pos;
        } else if (form == Form::Numbers && is_digit(c)) {
            // Saturating at the cell count keeps any run of digits in range of an int; the
            // digits themselves go into the message.
            value = 0;
            while (pos < end && is_digit(text[pos])) {
                value = value * 10 + (text[pos] - '0');
                if (value > cells_wanted) value = cells_wanted;
                ++pos;
            }
        } else if (form == Form::Digits && is_digit(c)) {
            value = c - '0';
            ++pos;
        } else if (form == Form::Hex && hex_value(c) >= 0) {
            value = hex_value(c);
            ++pos;
        }
        if (value >= cells_wanted) {
            parser.problem.column = start + 1;
            parser.problem.number = std::string(text.substr(start, pos - start));
            return parser.fail(Kind::OutOfRange,
                               "tile " + base::elide(parser.problem.number, base::kMaxValueBytes) +
                                   " is out of range: the tiles are 1-" + largest +
                                   " and the blank is 0, _ or .");
        }
        // A number must end at a separator, a '/' or the end: "12a" or "3_" is no cell.
        if (value >= 0 && form == Form::Numbers && pos < end && !is_separator(text[pos]) &&
            text[pos] != '/')
            value = -1;
        if (value < 0) {
            // The bad character is the first one not read as part of a cell (`pos` stands on
            // it). Every byte before it is ASCII, so the column counts characters.
            BoardProblem& p = parser.problem;
            p.column = pos + 1;
            p.character = text[pos];
            const base::Utf8Step step = base::decode_utf8(text, pos);
            p.utf8 = step.status == base::Utf8Step::Status::Ok;
            p.code_point = p.utf8 ? step.code_point : 0;
            const std::string shown =
                p.utf8 ? base::character_name(p.code_point, base::Lang::En)
                       : base::byte_name(static_cast<unsigned char>(p.character), base::Lang::En);
            return parser.fail(Kind::BadChar,
                               "unexpected " + shown + " at column " + n(p.column) + ": " + hint);
        }
        if (count < static_cast<std::size_t>(kMaxCells)) cells.push_back(value);
        ++count;
        ++row_cells;
    }
    const std::string wanted = std::to_string(cells_wanted);
    if (count == 0) {
        // The goal as an example, in the compact form and, up to 16 cells, by rows too
        // ("123456780 or 123/456/780").
        const std::string compact = to_compact(Board::goal(size));
        std::string example = compact;
        if (cells_wanted <= 16) {
            example += " or ";
            for (std::size_t i = 0; i < compact.size(); ++i) {
                if (i > 0 && i % width == 0) example += '/';
                example += compact[i];
            }
        }
        return parser.fail(Kind::Empty,
                           "empty board: expected " + wanted + " cells, e.g. " + example);
    }
    if (has_slash) {
        ++rows;
        if (row_cells != width) return parser.row_cells(rows, row_cells);
        if (rows != static_cast<std::size_t>(size.height)) {
            parser.problem.count = rows;
            return parser.fail(Kind::RowCount, "expected " + std::to_string(size.height) +
                                                   " rows separated by '/', got " + n(rows));
        }
    }
    if (count != static_cast<std::size_t>(cells_wanted)) {
        parser.problem.count = count;
        return parser.fail(Kind::CellCount, "expected " + wanted + " cells, got " + n(count));
    }
    if (auto problem = cells_problem(size, cells)) {
        repeat_problem(cells, cells_wanted, parser.problem);
        parser.problem.size = size;
        return BoardParse{std::nullopt, std::move(*problem), parser.problem};
    }
    return BoardParse{Board(size, cells), {}, {}};
}

std::optional<Size> parse_size(std::string_view text) {
    const std::size_t x = text.find_first_of("xX");
    if (x == std::string_view::npos || x == 0 || x + 1 >= text.size()) return std::nullopt;
    const auto side = [](std::string_view digits) -> int {
        if (digits.empty() || digits.size() > 2) return -1;
        int v = 0;
        for (const char c : digits) {
            if (!is_digit(c)) return -1;
            v = v * 10 + (c - '0');
        }
        return v;
    };
    const Size size{side(text.substr(0, x)), side(text.substr(x + 1))};
    if (!size.valid()) return std::nullopt;
    return size;
}

std::string to_compact(const Board& b) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    const int cells = b.cell_count();
    for (int i = 0; i < cells; ++i) {
        if (cells <= 16) {
            out += kHex[b[i]];
        } else {
            if (i > 0) out += ',';
            out += std::to_string(b[i]);
        }
    }
    return out;
}

std::string to_inline(const Board& b) {
    std::string out;
    for (int i = 0; i < b.cell_count(); ++i) {
        if (i > 0) out += (i % b.width() == 0) ? " / " : " ";
        out += b[i] == 0 ? std::string("_") : std::to_string(b[i]);
    }
    return out;
}

std::vector<std::string> board_rows(const Board& b) {
    const std::size_t digits = std::to_string(b.cell_count() - 1).size();
    std::vector<std::string> rows;
    for (int r = 0; r < b.height(); ++r) {
        std::string line;
        for (int c = 0; c < b.width(); ++c) {
            const int v = b[r * b.width() + c];
            if (c > 0) line += ' ';
            const std::string cell = v == 0 ? "_" : std::to_string(v);
            line += std::string(digits - cell.size(), ' ') + cell;
        }
        rows.push_back(line);
    }
    return rows;
}

}  // namespace ninegrid::sliding
