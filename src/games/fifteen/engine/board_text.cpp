// Parsing and printing 15-puzzle boards: every board typed by a person is checked here, once.
#include "ninegrid/fifteen/board_text.hpp"

#include <array>

#include "base/text.hpp"
#include "base/utf8.hpp"

namespace ninegrid::fifteen {
namespace {

using Kind = BoardProblem::Kind;
constexpr auto kRowCells = static_cast<std::size_t>(kSide);
constexpr auto kBoardCells = static_cast<std::size_t>(kCells);

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

// The bad character as every game names it (base::character_name, base::byte_name).
std::string describe_char(const BoardProblem& p) {
    return p.utf8 ? base::character_name(p.code_point, base::Lang::En)
                  : base::byte_name(static_cast<unsigned char>(p.character), base::Lang::En);
}

// The first value that appears more than once, with the values that are therefore missing.
BoardProblem repeat_problem(const Cells& cells) {
    BoardProblem p;
    std::array<int, kCells> seen{};
    for (std::uint8_t v : cells)
        if (v < kCells) ++seen[v];
    for (int v = 0; v < kCells; ++v) {
        if (seen[static_cast<std::size_t>(v)] < 2) continue;
        p.kind = Kind::Repeated;
        p.tile = v;
        p.count = static_cast<std::size_t>(seen[static_cast<std::size_t>(v)]);
        for (int w = 0; w < kCells; ++w)
            if (seen[static_cast<std::size_t>(w)] == 0) p.missing.push_back(w);
        break;
    }
    return p;
}

BoardProblem problem_of(Kind kind, std::size_t count) {
    BoardProblem p;
    p.kind = kind;
    p.count = count;
    return p;
}

BoardParse fail(std::string message, BoardProblem problem) {
    return BoardParse{std::nullopt, std::move(message), std::move(problem)};
}

BoardParse row_cells_failure(std::size_t row, std::size_t cells) {
    BoardProblem p = problem_of(Kind::RowCells, cells);
    p.row = row;
    return fail("row " + std::to_string(row) + " has " + std::to_string(cells) +
                    " cells, expected " + std::to_string(kSide),
                p);
}

}  // namespace

BoardParse parse_board(std::string_view text) {
    // Surrounding white space is no part of the board.
    std::size_t begin = 0;
    std::size_t end = text.size();
    while (begin < end && is_space(text[begin]))
        ++begin;
    while (end > begin && is_space(text[end - 1]))
        --end;
    // A separator inside the text makes it the separated form, where a cell is a decimal number;
    // otherwise every character but '/' is one cell, a hex digit.
    bool separated = false;
    for (std::size_t pos = begin; pos < end && !separated; ++pos)
        separated = is_separator(text[pos]);
    const std::string hint = separated
                                 ? "cells are the numbers 0-15 and the blank (0, _ or .)"
                                 : "cells are the hex digits 1-9, a-f and the blank (0, _ or .)";

    // The cells are stored while there is room and counted on past it, in counters as wide as
    // the text's length.
    Cells cells{};
    std::size_t count = 0;
    std::size_t rows = 0;       // rows closed by '/'
    std::size_t row_cells = 0;  // cells in the row being read
    bool has_slash = false;
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
            if (row_cells != kRowCells) return row_cells_failure(rows, row_cells);
            row_cells = 0;
            ++pos;
            continue;
        }
        int value = -1;
        const std::size_t start = pos;
        if (c == '_' || c == '.') {
            value = 0;
            ++pos;
        } else if (separated && is_digit(c)) {
            // Saturating at 16 keeps any run of digits in range of an int; the digits themselves
            // go into the message.
            value = 0;
            while (pos < end && is_digit(text[pos])) {
                value = value * 10 + (text[pos] - '0');
                if (value > kCells) value = kCells;
                ++pos;
            }
            if (value >= kCells) {
                BoardProblem p = problem_of(Kind::OutOfRange, 0);
                p.column = start + 1;
                p.number = std::string(text.substr(start, pos - start));
                return fail("tile " + p.number +
                                " is out of range: the tiles are 1-15 and the blank is 0, _ or .",
                            p);
            }
        } else if (!separated && hex_value(c) >= 0) {
            value = hex_value(c);
            ++pos;
        }
        // A cell must end at a separator, a '/' or the end: "12a" or "3_" is no cell.
        if (value >= 0 && separated && pos < end && !is_separator(text[pos]) && text[pos] != '/')
            value = -1;
        if (value < 0) {
            // The bad character is the first one not read as part of a cell (`pos` stands on it).
            // Every byte before it is ASCII, so the column counts characters.
            const std::size_t bad = pos;
            BoardProblem p = problem_of(Kind::BadChar, 0);
            p.column = bad + 1;
            p.character = text[bad];
            const base::Utf8Step step = base::decode_utf8(text, bad);
            p.utf8 = step.status == base::Utf8Step::Status::Ok;
            p.code_point = p.utf8 ? step.code_point : 0;
            return fail("unexpected " + describe_char(p) + " at column " +
                            std::to_string(p.column) + ": " + hint,
                        p);
        }
        if (count < kBoardCells) cells[count] = static_cast<std::uint8_t>(value);
        ++count;
        ++row_cells;
    }
    if (count == 0) {
        return fail(
            "empty board: expected 16 cells, e.g. 123456789abcdef0 or "
            "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 _",
            problem_of(Kind::Empty, 0));
    }
    if (has_slash) {
        ++rows;
        if (row_cells != kRowCells) return row_cells_failure(rows, row_cells);
        if (rows != kRowCells) {
            return fail("expected 4 rows separated by '/', got " + std::to_string(rows),
                        problem_of(Kind::RowCount, rows));
        }
    }
    if (count != kBoardCells) {
        return fail("expected 16 cells, got " + std::to_string(count),
                    problem_of(Kind::CellCount, count));
    }
    if (auto problem = cells_problem(cells)) return fail(*problem, repeat_problem(cells));
    return BoardParse{Board(cells), {}, {}};
}

std::string to_compact(const Board& b) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    for (std::uint8_t v : b.cells())
        out += kHex[v];
    return out;
}

std::string to_inline(const Board& b) {
    std::string out;
    for (int i = 0; i < kCells; ++i) {
        if (i > 0) out += (i % kSide == 0) ? " / " : " ";
        out += b[i] == 0 ? std::string("_") : std::to_string(b[i]);
    }
    return out;
}

std::vector<std::string> board_rows(const Board& b) {
    std::vector<std::string> rows;
    for (int r = 0; r < kSide; ++r) {
        std::string line;
        for (int c = 0; c < kSide; ++c) {
            const int v = b[r * kSide + c];
            if (c > 0) line += ' ';
            const std::string cell = v == 0 ? "_" : std::to_string(v);
            line += std::string(2 - cell.size(), ' ') + cell;
        }
        rows.push_back(line);
    }
    return rows;
}

}  // namespace ninegrid::fifteen
