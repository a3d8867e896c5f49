// SPDX-License-Identifier: MIT
// The family's words for board problems and parity, in both languages.
#include "games/sliding/board_words.hpp"

#include <iterator>

#include "base/text.hpp"

namespace ninegrid::sliding {

namespace {

using base::Lang;
using base::Text;

enum class W {
    Empty,        // {cells} {compact} {rows}
    EmptyOne,     // {cells} {compact}
    OutOfRange,   // {number} {max}
    BadDigits,    // {char} {column} {max}
    BadHex,       // {char} {column} {last}
    BadNumbers,   // {char} {column} {max}
    RowCells,     // {row} {cells} {width}
    RowCount,     // {rows} {height}
    CellCount,    // {cells} {count}
    Twice,        // {what}
    Times,        // {what} {times}
    MissingOne,   // {missing}
    MissingMany,  // {missing}
    MissingLots,  // {count} {missing}: the first few of them
    Tile,         // {tile}
    Blank,        //
    ListComma,    //
    ListAnd,      //
    ParityOdd,    // {start} {goal}: inversion counts as Inversions says them
    Inversion,    // {n} {parity}: 1
    Inversions,   // {n} {parity}
    ParityEven,   // {start} {goal}: each as Terms says it
    Terms,        // {inversions} {row} {parity}
    TermsOne,     // {row} {parity}: one inversion
    Even,         //
    Odd,          //
    Count         // not a text: how many there are
};

constexpr Text kWords[] = {
    {"empty board: expected {cells} cells, e.g. {compact} or {rows}",
     "局面为空：需要 {cells} 格，例如 {compact} 或 {rows}"},
    {"empty board: expected {cells} cells, e.g. {compact}",
     "局面为空：需要 {cells} 格，例如 {compact}"},
    {"tile {number} is out of range: the tiles are 1-{max} and the blank is 0, _ or .",
     "方块 {number} 超出范围：方块为 1-{max}，空格写作 0、_ 或 ."},
    {"unexpected {char} at column {column}: cells are the digits 1-{max} and the blank (0, _ or .)",
     "第 {column} 列出现意外的{char}：格子只能是数字 1-{max} 或空格（0、_ 或 .）"},
    {"unexpected {char} at column {column}: cells are the hex digits 1-9, a-{last} and the blank "
     "(0, _ or .)",
     "第 {column} 列出现意外的{char}：格子只能是十六进制数字 1-9、a-{last} 或空格（0、_ 或 .）"},
    {"unexpected {char} at column {column}: cells are the numbers 1-{max} and the blank (0, _ or "
     ".)",
     "第 {column} 列出现意外的{char}：格子只能是数 1-{max} 或空格（0、_ 或 .）"},
    {"row {row} has {cells} cells, expected {width}", "第 {row} 行有 {cells} 格，应为 {width} 格"},
    {"expected {height} rows separated by '/', got {rows}",
     "应为用“/”分隔的 {height} 行，实际为 {rows} 行"},
    {"expected {count} cells, got {cells}", "应为 {count} 格，实际为 {cells} 格"},
    {"{what} appears twice", "{what}出现了两次"},
    {"{what} appears {times} times", "{what}出现了 {times} 次"},
    {" and {missing} is missing", "，{missing}缺失"},
    {" and {missing} are missing", "，{missing}缺失"},
    {" and {count} are missing ({missing}, ...)", "，缺失 {count} 项（{missing}等）"},
    {"tile {tile}", "{tile} 号方块"},
    {"the blank", "空格"},
    {", ", "、"},
    {" and ", "、"},
    {"the start has {start} and the goal has {goal}; every move keeps the parity of the inversion "
     "count, so they never meet.",
     "起始局面有 {start}，目标局面有 {goal}；每一步都不改变逆序数的奇偶性，所以两者永远无法相遇。"},
    {"{n} inversion ({parity})", "{n} 个逆序（{parity}）"},
    {"{n} inversions ({parity})", "{n} 个逆序（{parity}）"},
    {"the start has {start} and the goal has {goal}; no move changes the parity of their sum, so "
     "they never meet",
     "起始局面有 {start}，目标局面有 {goal}；任何一步都不改变两者之和的奇偶性，所以永远无法相遇"},
    {"{inversions} inversions + the blank in row {row} from the bottom = {parity}",
     "{inversions} 个逆序 + 空格在倒数第 {row} 行 = {parity}"},
    {"1 inversion + the blank in row {row} from the bottom = {parity}",
     "1 个逆序 + 空格在倒数第 {row} 行 = {parity}"},
    {"even", "偶数"},
    {"odd", "奇数"},
};
static_assert(std::size(kWords) == static_cast<std::size_t>(W::Count),
              "one text for each word, in its order");

std::string say(W w, Lang lang,
                std::initializer_list<std::pair<std::string_view, std::string>> values = {}) {
    return base::fill(kWords[static_cast<std::size_t>(w)](lang), values);
}

std::string n(std::size_t v) {
    return std::to_string(v);
}

}  // namespace

std::string board_problem_text(const BoardProblem& p, Lang lang) {
    using Kind = BoardProblem::Kind;
    const int cells = p.size.cells();
    const std::string max = std::to_string(cells - 1);
    switch (p.kind) {
        case Kind::None:
            return {};
        case Kind::Empty: {
            const Board goal = Board::goal(p.size);
            const std::string compact = to_compact(goal);
            if (cells > 16) {
                return say(W::EmptyOne, lang,
                           {{"cells", std::to_string(cells)}, {"compact", compact}});
            }
            std::string rows;
            for (int i = 0; i < cells; ++i) {
                if (i > 0 && i % p.size.width == 0) rows += '/';
                rows += compact[static_cast<std::size_t>(i)];
            }
            return say(W::Empty, lang,
                       {{"cells", n(static_cast<std::size_t>(cells))},
                        {"compact", compact},
                        {"rows", rows}});
        }
        case Kind::OutOfRange:
            return say(W::OutOfRange, lang, {{"number", p.number}, {"max", max}});
        case Kind::BadChar: {
            const std::string shown =
                p.utf8 ? base::character_name(p.code_point, lang)
                       : base::byte_name(static_cast<unsigned char>(p.character), lang);
            switch (p.form) {
                case BoardProblem::Form::Digits:
                    return say(W::BadDigits, lang,
                               {{"char", shown}, {"column", n(p.column)}, {"max", max}});
                case BoardProblem::Form::Hex:
                    return say(W::BadHex, lang,
                               {{"char", shown},
                                {"column", n(p.column)},
                                {"last", std::string(1, static_cast<char>('a' + cells - 11))}});
                case BoardProblem::Form::Numbers:
                    break;
            }
            return say(W::BadNumbers, lang,
                       {{"char", shown}, {"column", n(p.column)}, {"max", max}});
        }
        case Kind::RowCells:
            return say(W::RowCells, lang,
                       {{"row", n(p.row)},
                        {"cells", n(p.count)},
                        {"width", n(static_cast<std::size_t>(p.size.width))}});
        case Kind::RowCount:
            return say(
                W::RowCount, lang,
                {{"rows", n(p.count)}, {"height", n(static_cast<std::size_t>(p.size.height))}});
        case Kind::CellCount:
            return say(W::CellCount, lang,
                       {{"cells", n(p.count)}, {"count", n(static_cast<std::size_t>(cells))}});
        case Kind::Repeated:
            break;
    }
    const auto name = [&](int v) {
        return v == 0 ? say(W::Blank, lang) : say(W::Tile, lang, {{"tile", std::to_string(v)}});
    };
    std::string text = p.count == 2
                           ? say(W::Twice, lang, {{"what", name(p.tile)}})
                           : say(W::Times, lang, {{"what", name(p.tile)}, {"times", n(p.count)}});
    std::string missing;
    if (p.missing.size() > kMissingNamed) {
        for (std::size_t i = 0; i < kMissingShown; ++i)
            missing += (i > 0 ? say(W::ListComma, lang) : std::string()) + name(p.missing[i]);
        return text +
               say(W::MissingLots, lang, {{"count", n(p.missing.size())}, {"missing", missing}});
    }
    for (std::size_t i = 0; i < p.missing.size(); ++i) {
        if (i > 0) missing += say(i + 1 == p.missing.size() ? W::ListAnd : W::ListComma, lang);
        missing += name(p.missing[i]);
    }
    if (!p.missing.empty()) {
        text += say(p.missing.size() == 1 ? W::MissingOne : W::MissingMany, lang,
                    {{"missing", missing}});
    }
    return text;
}

std::string parity_explanation(const Solvability& s, Lang lang) {
    const auto parity = [lang](int v) { return say(v % 2 == 0 ? W::Even : W::Odd, lang); };
    if (!s.start.counts_row) {
        const auto inversions = [&](int count) {
            return say(count == 1 ? W::Inversion : W::Inversions, lang,
                       {{"n", std::to_string(count)}, {"parity", parity(count)}});
        };
        return say(
            W::ParityOdd, lang,
            {{"start", inversions(s.start.inversions)}, {"goal", inversions(s.goal.inversions)}});
    }
    const auto terms = [&](const ParityTerms& t) {
        return say(t.inversions == 1 ? W::TermsOne : W::Terms, lang,
                   {{"inversions", std::to_string(t.inversions)},
                    {"row", std::to_string(t.blank_row)},
                    {"parity", parity(t.parity())}});
    };
    return say(W::ParityEven, lang, {{"start", terms(s.start)}, {"goal", terms(s.goal)}});
}

std::vector<base::Text> board_word_texts() {
    return {std::begin(kWords), std::end(kWords)};
}

}  // namespace ninegrid::sliding
