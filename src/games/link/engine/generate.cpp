// SPDX-License-Identifier: MIT
// Dealing, shuffling and the greedy player.
#include "ninegrid/link/generate.hpp"

#include <algorithm>
#include <utility>

#include "ninegrid/link/hint.hpp"

namespace ninegrid::link {
namespace {

// Fisher-Yates with the reproducible draws of uniform_below.
void shuffle_values(std::vector<int>& values, Rng& rng) {
    for (std::size_t i = values.size(); i > 1; --i) {
        const std::size_t j = uniform_below(rng, static_cast<std::uint32_t>(i));
        std::swap(values[i - 1], values[j]);
    }
}

// Kinds k (1..kMaxKinds) that fill `cells` cells with every kind an even number of times.
bool kinds_fit(int cells, int k) {
    return k >= 1 && k <= kMaxKinds && cells % (2 * k) == 0;
}

std::vector<int> nearest_fitting(int cells, int kinds) {
    std::vector<int> out;
    for (int k = std::min(kinds - 1, kMaxKinds); k >= 1; --k)
        if (kinds_fit(cells, k)) {
            out.push_back(k);
            break;
        }
    for (int k = std::max(kinds + 1, 1); k <= kMaxKinds && k <= cells / 2; ++k)
        if (kinds_fit(cells, k)) {
            out.push_back(k);
            break;
        }
    return out;
}

// The kinds of a full rows x cols deal, one per pair: each of 1..kinds equally often.
std::vector<int> deal_pair_kinds(int cells, int kinds) {
    std::vector<int> out(static_cast<std::size_t>(cells / 2));
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = 1 + static_cast<int>(i % static_cast<std::size_t>(kinds));
    return out;
}

std::string size_text(const DealProblem& p) {
    return std::to_string(p.rows) + "x" + std::to_string(p.cols) + " = " +
           std::to_string(p.rows * p.cols) + " cells";
}

}  // namespace

DealProblem check_deal(int rows, int cols, int kinds) {
    DealProblem p;
    p.rows = rows;
    p.cols = cols;
    p.kinds = kinds;
    const int cells = rows * cols;
    if (rows < 1 || rows > kMaxSide || cols < 1 || cols > kMaxSide) {
        p.kind = DealProblem::Kind::BadSize;
    } else if (cells % 2 != 0) {
        p.kind = DealProblem::Kind::OddCells;
    } else if (kinds < 1) {
        p.kind = DealProblem::Kind::NoKinds;
    } else if (kinds > kMaxKinds) {
        p.kind = DealProblem::Kind::TooManyKinds;
    } else if (kinds > cells / 2) {
        p.kind = DealProblem::Kind::TooFewCells;
    } else if (!kinds_fit(cells, kinds)) {
        p.kind = DealProblem::Kind::Unbalanced;
    }
    if (p.kind == DealProblem::Kind::NoKinds || p.kind == DealProblem::Kind::TooManyKinds ||
        p.kind == DealProblem::Kind::TooFewCells || p.kind == DealProblem::Kind::Unbalanced) {
        p.suggestions = nearest_fitting(cells, kinds);
    }
    return p;
}

std::string describe(const DealProblem& p) {
    std::string hint;
    for (std::size_t i = 0; i < p.suggestions.size(); ++i)
        hint += (i > 0 ? " or " : "") + std::to_string(p.suggestions[i]);
    if (!hint.empty()) hint = "; try " + hint + (p.suggestions.back() == 1 ? " kind" : " kinds");
    switch (p.kind) {
        case DealProblem::Kind::None:
            return "";
        case DealProblem::Kind::BadSize:
            return std::to_string(p.rows) + "x" + std::to_string(p.cols) +
                   ": rows and columns must be 1 to " + std::to_string(kMaxSide);
        case DealProblem::Kind::OddCells:
            return size_text(p) +
                   " is odd, but tiles come in pairs; make the rows or the columns "
                   "even";
        case DealProblem::Kind::NoKinds:
            return "at least one kind is needed" + hint;
        case DealProblem::Kind::TooManyKinds:
            return std::to_string(p.kinds) + " kinds is more than the " +
                   std::to_string(kMaxKinds) + " there are (A-Z, then 0-9)" + hint;
        case DealProblem::Kind::TooFewCells:
            return size_text(p) + " cannot hold " + std::to_string(p.kinds) + " kinds twice each" +
                   hint;
        case DealProblem::Kind::Unbalanced:
            return size_text(p) + " cannot hold " + std::to_string(p.kinds) +
                   " kinds an even number of times each" + hint;
        case DealProblem::Kind::NoClearable:
            return "no clearable " + std::to_string(p.rows) + "x" + std::to_string(p.cols) +
                   " deal with " + std::to_string(p.kinds) + " kinds found in " +
                   std::to_string(p.attempts) + " attempts (" + std::to_string(p.unknown) +
                   " undecided within the solver's budget)";
    }
    return "?";
}

Built build_clearable(const Board& cells, std::vector<int> pair_kinds, const Rules& rules,
                      Rng& rng) {
    const int rows = cells.rows();
    const int cols = cells.cols();
    // The tiles by id (their scan order in `cells`), and where each stands now.
    std::vector<Point> origin;
    Board now(rows, cols);  // every tile of kind 1: connect() sees only which cells are empty
    std::vector<int> id_at(cells.cells().size(), -1);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            if (cells.at(Point{r, c}) != 0) {
                id_at[static_cast<std::size_t>(cells.index(Point{r, c}))] =
                    static_cast<int>(origin.size());
                origin.push_back(Point{r, c});
                now.set(Point{r, c}, 1);
            }
    std::vector<int> pair_of(origin.size(), -1);
    Built built{Board(rows, cols), {}};
    built.order.reserve(origin.size() / 2);

    // Under gravity a column that lost a tile settles: its ids move with its tiles.
    const auto settle_ids = [&](int col) {
        int write = rows - 1;
        for (int read = rows - 1; read >= 0; --read) {
            const auto from = static_cast<std::size_t>(now.index(Point{read, col}));
            if (id_at[from] < 0) continue;
            const auto to = static_cast<std::size_t>(now.index(Point{write--, col}));
            if (to != from) {
                id_at[to] = id_at[from];
                id_at[from] = -1;
            }
        }
    };
    // A cell a path may pass, beside `p`: the tile there can leave along it.
    const int ring = rules.border ? 1 : 0;
    const auto exposed = [&](Point p) {
        const Point next[4] = {
            {p.row - 1, p.col}, {p.row + 1, p.col}, {p.row, p.col - 1}, {p.row, p.col + 1}};
        for (const Point q : next) {
            if (q.row < -ring || q.row > rows - 1 + ring || q.col < -ring ||
                q.col > cols - 1 + ring)
                continue;
            if (now.at(q) == 0) return true;
        }
        return false;
    };

    std::vector<Point> candidates;
    std::vector<Point> reach;
    std::vector<std::uint8_t> marks;
    while (!now.empty()) {
        candidates.clear();
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c)
                if (now.at(Point{r, c}) != 0 && exposed(Point{r, c}))
                    candidates.push_back(Point{r, c});
        std::optional<Pair> chosen;
        for (int round = 0; round < 2 && !chosen; ++round) {
            if (round == 1) {  // no tile with an empty neighbour leaves: any tile, then
                candidates.clear();
                for (int r = 0; r < rows; ++r)
                    for (int c = 0; c < cols; ++c)
                        if (now.at(Point{r, c}) != 0) candidates.push_back(Point{r, c});
            }
            while (!candidates.empty() && !chosen) {
                const std::size_t i =
                    uniform_below(rng, static_cast<std::uint32_t>(candidates.size()));
                const Point t = candidates[i];
                candidates[i] = candidates.back();
                candidates.pop_back();
                reachable_tiles(now, t, rules, reach, marks);
                while (!reach.empty() && !chosen) {
                    const std::size_t j =
                        uniform_below(rng, static_cast<std::uint32_t>(reach.size()));
                    const Point a = std::min(t, reach[j]);
                    const Point b = std::max(t, reach[j]);
                    // Always joined: the path is what the order records, and the check keeps
                    // the proof sound whatever reachable_tiles says.
                    if (std::optional<Path> path = connect(now, a, b, rules)) {
                        chosen = Pair{a, b, *path};
                    } else {
                        reach[j] = reach.back();
                        reach.pop_back();
                    }
                }
            }
        }
        if (!chosen) break;  // cannot happen: the first two tiles in scan order are joined
        const int pair = static_cast<int>(built.order.size());
        for (const Point p : {chosen->a, chosen->b})
            pair_of[static_cast<std::size_t>(id_at[static_cast<std::size_t>(now.index(p))])] = pair;
        for (const Point p : {chosen->a, chosen->b})
            id_at[static_cast<std::size_t>(now.index(p))] = -1;
        remove_pair(now, chosen->a, chosen->b, rules);
        if (rules.gravity) {
            settle_ids(chosen->a.col);
            if (chosen->b.col != chosen->a.col) settle_ids(chosen->b.col);
        }
        built.order.push_back(std::move(*chosen));
    }
    shuffle_values(pair_kinds, rng);
    for (std::size_t id = 0; id < origin.size(); ++id) {
        const int pair = pair_of[id];
        const int kind = pair >= 0 && static_cast<std::size_t>(pair) < pair_kinds.size()
                             ? pair_kinds[static_cast<std::size_t>(pair)]
                             : 1;
        built.board.set(origin[id], kind);
    }
    return built;
}

DealResult deal(int rows, int cols, int kinds, Rng& rng, const Rules& rules,
                const DealOptions& options) {
    DealResult result;
    result.problem = check_deal(rows, cols, kinds);
    if (result.problem.kind != DealProblem::Kind::None) {
        result.error = describe(result.problem);
        return result;
    }
    const int cells = rows * cols;
    const auto build = [&] {
        Board all(rows, cols);
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c)
                all.set(Point{r, c}, 1);
        Built made = build_clearable(all, deal_pair_kinds(cells, kinds), rules, rng);
        result.board = std::move(made.board);
        result.order = std::move(made.order);
        result.built = true;
        result.problem.kind = DealProblem::Kind::None;
        result.error.clear();
        return result;
    };
    if (options.solvable && cells > options.max_searched_tiles) return build();
    std::vector<int> tiles(static_cast<std::size_t>(cells));
    Solver solver;
    int unknown = 0;
    const int attempts = options.solvable ? std::max(1, options.max_attempts) : 1;
    for (int attempt = 0; attempt < attempts; ++attempt) {
        for (int i = 0; i < cells; ++i)
            tiles[static_cast<std::size_t>(i)] = 1 + i % kinds;
        shuffle_values(tiles, rng);
        Board board(rows, cols);
        for (int i = 0; i < cells; ++i)
            board.set(Point{i / cols, i % cols}, tiles[static_cast<std::size_t>(i)]);
        ++result.attempts;
        if (options.solvable && options.on_attempt) options.on_attempt(result.attempts, attempts);
        if (!options.solvable) {
            result.board = std::move(board);
            return result;
        }
        Solution s = solver.solve(board, rules, options.attempt_budget);
        result.nodes += s.nodes;
        if (s.result == Verdict::Solved) {
            result.board = std::move(board);
            result.order = std::move(s.removals);
            return result;
        }
        unknown += s.result == Verdict::Unknown;
    }
    if (options.build_when_unproven) return build();
    result.problem.kind = DealProblem::Kind::NoClearable;
    result.problem.attempts = result.attempts;
    result.problem.unknown = unknown;
    result.error = describe(result.problem);
    return result;
}

GreedyResult greedy_play(Board board, const Rules& rules) {
    GreedyResult result{false, 0, std::move(board)};
    while (std::optional<Pair> pair = first_pair(result.board, rules)) {
        remove_pair(result.board, pair->a, pair->b, rules);
        ++result.removals;
    }
    result.cleared = result.board.empty();
    return result;
}

ShuffleResult shuffle(const Board& board, const Rules& rules, Rng& rng,
                      const ShuffleOptions& options) {
    ShuffleResult result;
    if (board.empty()) {
        result.board = board;
        result.verdict = Verdict::Solved;
        return result;
    }
    std::vector<Point> cells;
    std::vector<int> kinds;
    for (int r = 0; r < board.rows(); ++r)
        for (int c = 0; c < board.cols(); ++c)
            if (const int kind = board.at(Point{r, c})) {
                cells.push_back(Point{r, c});
                kinds.push_back(kind);
            }
    const std::array<int, kMaxKinds + 1> counts = board.kind_counts();
    bool some_pair = false;
    for (int k = 1; k <= kMaxKinds; ++k) {
        some_pair = some_pair || counts[static_cast<std::size_t>(k)] >= 2;
        if (options.clearable && counts[static_cast<std::size_t>(k)] % 2 != 0) {
            result.error = "kind '" + std::string(1, kind_char(k)) + "' has " +
                           std::to_string(counts[static_cast<std::size_t>(k)]) +
                           " tiles: no arrangement can be cleared";
            return result;
        }
    }
    if (!some_pair) {
        result.error = "no two tiles of one kind are left: no arrangement has a pair";
        return result;
    }
    const auto build = [&] {
        std::vector<int> pair_kinds;
        for (int k = 1; k <= kMaxKinds; ++k)
            for (int n = 0; n < counts[static_cast<std::size_t>(k)] / 2; ++n)
                pair_kinds.push_back(k);
        Built made = build_clearable(board, std::move(pair_kinds), rules, rng);
        result.board = std::move(made.board);
        result.order = std::move(made.order);
        result.built = true;
        result.verdict = Verdict::Solved;
        return result;
    };
    if (options.clearable && board.tiles() > options.max_searched_tiles) {
        result.tries = 1;
        return build();
    }
    Solver solver;
    Board candidate = board;
    for (int attempt = 0; attempt < std::max(1, options.max_tries); ++attempt) {
        ++result.tries;
        shuffle_values(kinds, rng);
        for (std::size_t i = 0; i < cells.size(); ++i)
            candidate.set(cells[i], kinds[i]);
        if (!has_pair(candidate, rules)) continue;
        if (options.clearable) {
            if (solver.solve(candidate, rules, options.budget).result != Verdict::Solved) continue;
            result.verdict = Verdict::Solved;
        }
        result.board = candidate;
        return result;
    }
    if (options.clearable && options.build_when_unproven) return build();
    result.error = std::string("no arrangement ") +
                   (options.clearable ? "proven clearable" : "with a removable pair") +
                   " found in " + std::to_string(result.tries) + " shuffles";
    return result;
}

namespace {

bool has_two_of_a_kind(const Board& board) {
    std::vector<int> seen;
    for (int r = 0; r < board.rows(); ++r) {
        for (int c = 0; c < board.cols(); ++c) {
            const int kind = board.at(Point{r, c});
            if (kind == 0) continue;
            if (std::find(seen.begin(), seen.end(), kind) != seen.end()) return true;
            seen.push_back(kind);
        }
    }
    return false;
}

}  // namespace

void remove_random_pairs(Board& board, int tiles_left, Rng& rng) {
    const int rows = board.rows();
    const int cols = board.cols();
    while (board.tiles() > tiles_left) {
        const Point p{static_cast<int>(uniform_below(rng, static_cast<std::uint32_t>(rows))),
                      static_cast<int>(uniform_below(rng, static_cast<std::uint32_t>(cols)))};
        if (board.at(p) == 0) continue;
        bool removed = false;
        for (int i = 0; i < rows * cols && !removed; ++i) {
            const Point q{i / cols, i % cols};
            if (q != p && board.at(q) == board.at(p)) {
                board.set(p, 0);
                board.set(q, 0);
                removed = true;
            }
        }
        if (!removed && !has_two_of_a_kind(board)) return;  // only single tiles are left
    }
}

}  // namespace ninegrid::link
