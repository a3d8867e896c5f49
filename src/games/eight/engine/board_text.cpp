// Parsing and printing boards: every board typed by a person is checked here, once.
#include "ninegrid/eight/board_text.hpp"

#include <array>

#include "base/text.hpp"
#include "base/utf8.hpp"
#include "packed.hpp"

namespace ninegrid::eight {
namespace {

// The bad character as every game names it (base::character_name, base::byte_name).
std::string describe_char(const BoardProblem& p) {
    return p.utf8 ? base::character_name(p.code_point, base::Lang::En)
                  : base::byte_name(static_cast<unsigned char>(p.character), base::Lang::En);
}

// The first value that appears more than once, with the values that are therefore missing.
BoardProblem repeat_problem(const State::Cells& cells) {
    BoardProblem p;
    std::array<int, kCells> seen{};
    for (int v : cells)
        if (v >= 0 && v < kCells) ++seen[static_cast<std::size_t>(v)];
    for (int v = 0; v < kCells; ++v) {
        if (seen[static_cast<std::size_t>(v)] < 2) continue;
        p.kind = BoardProblem::Kind::Repeated;
        p.tile = v;
        p.count = static_cast<std::size_t>(seen[static_cast<std::size_t>(v)]);
        for (int w = 0; w < kCells; ++w)
            if (seen[static_cast<std::size_t>(w)] == 0) p.missing.push_back(w);
        break;
    }
    return p;
}

BoardProblem problem_of(BoardProblem::Kind kind, std::size_t count) {
    BoardProblem p;
    p.kind = kind;
    p.count = count;
    return p;
}

}  // namespace

BoardParse parse_board(std::string_view text) {
    auto fail = [](std::string message, BoardProblem problem) {
        return BoardParse{std::nullopt, std::move(message), std::move(problem)};
    };
    using Kind = BoardProblem::Kind;
    constexpr auto kRowCells = static_cast<std::size_t>(kSide);
    constexpr auto kBoardCells = static_cast<std::size_t>(kCells);

    // The cells are stored while there is room and counted on past it, in counters as wide as
    // the text's length.
    State::Cells cells{};
    std::size_t count = 0;
    std::size_t rows = 0;       // rows closed by '/'
    std::size_t row_cells = 0;  // cells in the row being read
    bool has_slash = false;
    for (std::size_t pos = 0; pos < text.size(); ++pos) {
        const char c = text[pos];
        if (c == ' ' || c == '\t' || c == ',' || c == '\r' || c == '\n') continue;
        if (c == '/') {
            has_slash = true;
            ++rows;
            if (row_cells != kRowCells) {
                BoardProblem p = problem_of(Kind::RowCells, row_cells);
                p.row = rows;
                return fail("row " + std::to_string(rows) + " has " + std::to_string(row_cells) +
                                " cells, expected " + std::to_string(kSide),
                            p);
            }
            row_cells = 0;
            continue;
        }
        int value;
        if (c >= '0' && c <= '8') {
            value = c - '0';
        } else if (c == '_' || c == '.') {
            value = 0;
        } else if (c == '9') {
            return fail("tile 9 is out of range: the tiles are 1-8 and the blank is 0, _ or .",
                        problem_of(Kind::TileNine, 0));
        } else {
            // Every byte before this one is ASCII, so the column counts characters.
            BoardProblem p = problem_of(Kind::BadChar, 0);
            p.column = pos + 1;
            p.character = c;
            const base::Utf8Step step = base::decode_utf8(text, pos);
            p.utf8 = step.status == base::Utf8Step::Status::Ok;
            p.code_point = p.utf8 ? step.code_point : 0;
            return fail("unexpected " + describe_char(p) + " at column " +
                            std::to_string(p.column) +
                            ": cells are the digits 1-8 and the blank (0, _ or .)",
                        p);
        }
        if (count < kBoardCells) cells[count] = value;
        ++count;
        ++row_cells;
    }
    if (count == 0) {
        return fail("empty board: expected 9 cells, e.g. 123456780 or 123/456/780",
                    problem_of(Kind::Empty, 0));
    }
    if (has_slash) {
        ++rows;
        if (row_cells != kRowCells) {
            BoardProblem p = problem_of(Kind::RowCells, row_cells);
            p.row = rows;
            return fail("row " + std::to_string(rows) + " has " + std::to_string(row_cells) +
                            " cells, expected " + std::to_string(kSide),
                        p);
        }
        if (rows != kRowCells) {
            return fail("expected 3 rows separated by '/', got " + std::to_string(rows),
                        problem_of(Kind::RowCount, rows));
        }
    }
    if (count != kBoardCells) {
        return fail("expected 9 cells, got " + std::to_string(count),
                    problem_of(Kind::CellCount, count));
    }
    if (auto problem = cells_problem(cells)) return fail(*problem, repeat_problem(cells));
    return BoardParse{State(cells), {}, {}};
}

bool compact_board_rank(std::string_view text, std::uint32_t& rank) noexcept {
    if (text.size() != static_cast<std::size_t>(kCells)) return false;
    // rank_packed's sum of Lehmer digits, over the characters.
    std::uint32_t sum = 0;
    std::uint32_t seen = 0;
    for (std::size_t i = 0; i < static_cast<std::size_t>(kCells); ++i) {
        const std::uint32_t v = static_cast<unsigned char>(text[i]) - std::uint32_t{'0'};
        if (v >= static_cast<std::uint32_t>(kCells)) return false;
        sum += (v - detail::kPopcount9[seen & ((1U << v) - 1U)]) * detail::kWeight[i];
        seen |= 1U << v;
    }
    if (seen != (1U << kCells) - 1) return false;  // a digit twice, so another missing
    rank = sum;
    return true;
}

char cell_char(int tile, char blank) noexcept {
    return tile == 0 ? blank : static_cast<char>('0' + tile);
}

std::string to_compact(const State& s) {
    std::string out;
    for (int v : s.cells())
        out += static_cast<char>('0' + v);
    return out;
}

std::string to_inline(const State& s) {
    std::string out;
    for (int i = 0; i < kCells; ++i) {
        if (i > 0) out += (i % kSide == 0) ? " / " : " ";
        out += cell_char(s[i]);
    }
    return out;
}

}  // namespace ninegrid::eight
