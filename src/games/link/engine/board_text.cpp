// SPDX-License-Identifier: MIT
// Board files: parsing with messages that point at the line and column, and printing.
#include "ninegrid/link/board_text.hpp"

#include <vector>

#include "base/text.hpp"
#include "base/utf8.hpp"

namespace ninegrid::link {

bool is_lower_case(const BoardProblem& problem) noexcept {
    return problem.kind == BoardProblem::Kind::BadChar && !problem.invalid_byte &&
           problem.code_point >= U'a' && problem.code_point <= U'z';
}

namespace {

BoardParse fail(BoardProblem problem) {
    // A lower-case letter was a kind once (27-52): it is refused, saying what kinds are now.
    std::string where = "line " + std::to_string(problem.line);
    std::string message;
    switch (problem.kind) {
        case BoardProblem::Kind::Empty:
            message = "empty board: no rows (one line per row, e.g. AB.BA)";
            break;
        case BoardProblem::Kind::BadChar:
            message =
                where + ", column " + std::to_string(problem.column) + ": " +
                (problem.invalid_byte ? base::byte_name(problem.byte, base::Lang::En)
                                      : base::character_name(problem.code_point, base::Lang::En)) +
                (is_lower_case(problem)
                     ? " is not a tile kind: kinds are A-Z, then 0-9, never lower case (no two "
                       "kinds differ by case alone)"
                     : " is not a tile kind");
            break;
        case BoardProblem::Kind::RowLength:
            message = where + ": row has " + std::to_string(problem.count) + " cells, expected " +
                      std::to_string(problem.expected);
            break;
        case BoardProblem::Kind::TooManyColumns:
            message = where + ": row has " + std::to_string(problem.count) + " cells, at most " +
                      std::to_string(kMaxSide);
            break;
        case BoardProblem::Kind::TooManyRows:
            message = where + ": more than " + std::to_string(kMaxSide) + " rows";
            break;
        case BoardProblem::Kind::None:
            break;
    }
    return BoardParse{std::nullopt, std::move(message), problem};
}

bool trailing_blank(char c) {
    return c == ' ' || c == '\t' || c == '\r';
}

}  // namespace

BoardParse parse_board(std::string_view text) {
    // Editors on Windows start UTF-8 files with a byte order mark: it is not part of the board.
    constexpr std::string_view kBom = "\xEF\xBB\xBF";
    if (text.substr(0, kBom.size()) == kBom) text.remove_prefix(kBom.size());
    std::vector<std::vector<Board::Cell>> rows;
    int line_number = 0;
    int width = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        start = end + 1;
        ++line_number;
        while (!line.empty() && trailing_blank(line.back()))
            line.remove_suffix(1);
        if (line.empty() || line.front() == '#') continue;

        BoardProblem problem;
        problem.line = line_number;
        if (static_cast<int>(rows.size()) == kMaxSide) {
            problem.kind = BoardProblem::Kind::TooManyRows;
            return fail(problem);
        }
        std::vector<Board::Cell> row;
        int column = 0;
        for (std::size_t pos = 0; pos < line.size();) {
            ++column;
            const char c = line[pos];
            const int kind = kind_from_char(c);
            if (kind >= 0) {
                row.push_back(static_cast<Board::Cell>(kind));
                ++pos;
                continue;
            }
            problem.kind = BoardProblem::Kind::BadChar;
            problem.column = column;
            const base::Utf8Step step = base::decode_utf8(line, pos);
            if (step.status == base::Utf8Step::Status::Ok) {
                problem.code_point = step.code_point;
            } else {
                problem.invalid_byte = true;
                problem.byte = static_cast<unsigned char>(c);
            }
            return fail(problem);
        }
        problem.count = static_cast<int>(row.size());
        if (rows.empty()) {
            if (problem.count > kMaxSide) {
                problem.kind = BoardProblem::Kind::TooManyColumns;
                return fail(problem);
            }
            width = problem.count;
        } else if (problem.count != width) {
            problem.kind = BoardProblem::Kind::RowLength;
            problem.expected = width;
            return fail(problem);
        }
        rows.push_back(std::move(row));
    }
    if (rows.empty()) {
        BoardProblem problem;
        problem.kind = BoardProblem::Kind::Empty;
        problem.line = line_number;
        return fail(problem);
    }
    Board board(static_cast<int>(rows.size()), width);
    for (int r = 0; r < board.rows(); ++r)
        for (int c = 0; c < width; ++c)
            board.set(Point{r, c}, rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]);
    return BoardParse{std::move(board), {}, {}};
}

std::string board_text(const Board& board) {
    std::string out;
    out.reserve(static_cast<std::size_t>(board.rows() * (board.cols() + 1)));
    for (int r = 0; r < board.rows(); ++r) {
        for (int c = 0; c < board.cols(); ++c)
            out += kind_char(board.at(Point{r, c}));
        out += '\n';
    }
    return out;
}

}  // namespace ninegrid::link
