// SPDX-License-Identifier: MIT
// `ninegrid link bench`: per-call times of the pair test, the full hint, the exact solve and
// solvable generation, against the course material's baseline measured in the same run.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <limits>
#include <ostream>

#include "base/json.hpp"
#include "base/progress.hpp"
#include "base/rng.hpp"
#include "base/stats.hpp"
#include "base/text.hpp"
#include "games/link/commands.hpp"
#include "ninegrid/link/baseline.hpp"
#include "ninegrid/link/generate.hpp"
#include "ninegrid/link/hint.hpp"
#include "ninegrid/link/path.hpp"
#include "ninegrid/link/solver.hpp"

namespace ninegrid::link {

namespace {

using base::median;

constexpr int kRows = 8;
constexpr int kCols = 18;
constexpr int kKinds = 36;
constexpr int kRepeats = 5;
constexpr int kPairBoards = 50;
constexpr int kHintBoards = 20;
constexpr int kSolveBoards = 20;
constexpr int kGenerateBoards = 10;
// Enough for nearly every 8x18 deal (docs/link.md), small enough that one stubborn deal cannot
// hold the run for long.
constexpr std::uint64_t kSolveBudget = 100000;
// A --board's pair test times at most this many of its pairs (evenly spread): a 64x64 board with
// 2 kinds has 4 million, which the baseline would take hours over.
constexpr std::size_t kMaxBoardPairs = 5000;
// The baseline's full hint on a --board is timed only when one call is estimated (from its pair
// test) to take at most this long: 64x64 with 2 kinds would take minutes a call.
constexpr double kMaxBaselineHintMicros = 1e6;

using Clock = std::chrono::steady_clock;

double micros_since(Clock::time_point start) {
    return std::chrono::duration<double, std::micro>(Clock::now() - start).count();
}

// The median over kRepeats runs of `run` (which makes `calls` calls) of the time per call.
template <class F>
double per_call(std::size_t calls, F run) {
    std::vector<double> times;
    for (int i = 0; i < kRepeats; ++i) {
        const auto start = Clock::now();
        run();
        times.push_back(micros_since(start) / static_cast<double>(std::max<std::size_t>(calls, 1)));
    }
    return median(times);
}

struct PairCase {
    const Board* board;
    Point a, b;
};

std::vector<PairCase> same_kind_pairs(const Board& board) {
    std::vector<PairCase> cases;
    const int cells = board.rows() * board.cols();
    for (int i = 0; i < cells; ++i)
        for (int j = i + 1; j < cells; ++j) {
            const Point p{i / board.cols(), i % board.cols()};
            const Point q{j / board.cols(), j % board.cols()};
            if (board.at(p) != 0 && board.at(p) == board.at(q)) cases.push_back({&board, p, q});
        }
    return cases;
}

// A full deal with `cleared` tiles then taken off in random pairs of one kind.
Board half_cleared(base::Rng& rng, const Rules& rules, int cleared) {
    Board b = *deal(kRows, kCols, kKinds, rng, rules).board;
    remove_random_pairs(b, kRows * kCols - cleared, rng);
    return b;
}

struct PairTimes {
    std::size_t all_pairs = 0;  // same-kind pairs on the boards
    std::size_t pairs = 0;      // of them, timed
    double ours = 0;
    double baseline = 0;
    int mismatches = 0;
};

PairTimes time_pairs(const std::vector<Board>& boards, const Rules& rules,
                     std::size_t max_pairs = std::numeric_limits<std::size_t>::max()) {
    std::vector<PairCase> cases;
    for (const Board& b : boards) {
        const auto more = same_kind_pairs(b);
        cases.insert(cases.end(), more.begin(), more.end());
    }
    PairTimes t;
    t.all_pairs = cases.size();
    if (cases.size() > max_pairs) {  // every k-th, evenly over the board
        std::vector<PairCase> some;
        for (std::size_t i = 0; i < max_pairs; ++i)
            some.push_back(cases[i * cases.size() / max_pairs]);
        cases = std::move(some);
    }
    t.pairs = cases.size();
    for (const PairCase& c : cases) {
        const auto fast = connect(*c.board, c.a, c.b, rules);
        if ((fast ? fast->turns() : -1) != baseline::turns_between(*c.board, c.a, c.b, rules)) {
            ++t.mismatches;
        }
    }
    long sink = 0;
    t.ours = per_call(cases.size(), [&] {
        for (const PairCase& c : cases)
            sink += connect(*c.board, c.a, c.b, rules).has_value();
    });
    t.baseline = per_call(cases.size(), [&] {
        for (const PairCase& c : cases)
            sink += baseline::turns_between(*c.board, c.a, c.b, rules);
    });
    if (sink == -1) t.mismatches += 0;  // keeps the calls from being optimised away
    return t;
}

struct HintTimes {
    double pairs_each = 0;
    double ours = 0;
    double baseline = 0;
    int mismatches = 0;
    bool baseline_timed = true;
};

// `with_baseline`: false leaves the baseline out (too slow to time on the boards).
HintTimes time_hints(const std::vector<Board>& boards, const Rules& rules,
                     bool with_baseline = true) {
    HintTimes t;
    t.baseline_timed = with_baseline;
    std::size_t pairs = 0;
    for (const Board& b : boards) {
        const std::size_t ours = all_pairs(b, rules).size();
        if (with_baseline && ours != baseline::all_pairs(b, rules).size()) ++t.mismatches;
        pairs += ours;
    }
    t.pairs_each =
        static_cast<double>(pairs) / static_cast<double>(std::max<std::size_t>(boards.size(), 1));
    std::size_t sink = 0;
    t.ours = per_call(boards.size(), [&] {
        for (const Board& b : boards)
            sink += all_pairs(b, rules).size();
    });
    if (with_baseline) {
        t.baseline = per_call(boards.size(), [&] {
            for (const Board& b : boards)
                sink += baseline::all_pairs(b, rules).size();
        });
    }
    if (sink == 1) t.mismatches += 0;
    return t;
}

struct SolveTimes {
    double median_micros = 0;
    int decided = 0;
    int boards = 0;
    int mismatches = 0;  // clearing orders that do not replay
};

SolveTimes time_solves(const std::vector<Board>& boards, const Rules& rules, std::uint64_t budget,
                       Solver& solver) {
    SolveTimes t;
    std::vector<double> times;
    for (const Board& b : boards) {
        const auto start = Clock::now();
        const Solution s = solver.solve(b, rules, budget);
        times.push_back(micros_since(start));
        t.decided += s.result != Verdict::Unknown ? 1 : 0;
        if (s.result == Verdict::Solved) {
            const ReplayResult r = replay(b, rules, s.removals);
            if (!r.ok || !r.board.empty()) ++t.mismatches;
        }
    }
    t.boards = static_cast<int>(boards.size());
    t.median_micros = median(times);
    return t;
}

double ratio(double base, double ours) {
    return ours > 0 ? base / ours : 0;
}

constexpr base::OptionSpec kBenchOptionTable[]{{"board", "FILE"}, {"seed", "S"},   {"border", ""},
                                               {"no-border", ""}, {"gravity", ""}, {"json", ""},
                                               {"help", ""}};

}  // namespace

const base::Options kBenchOptions{kBenchOptionTable};

int run_bench(const std::vector<std::string>& raw, Io io) {
    const Lang lang = io.lang;
    const shell::CommandContext context(game_entry(), "bench", raw, io);
    if (context.helped()) return kExitOk;
    const base::Args& args = context.args();
    args.no_positionals();
    const Rules rules = rules_from(args, lang);
    const auto seed = static_cast<std::uint32_t>(args.number("seed", 1, 0, 4294967295ULL));
    std::optional<Board> own;
    if (const auto file = args.value("board")) own = read_board(*file, io);

    const int steps = own ? 7 : 4;
    base::Progress bar(io.err, base::progress_shown(io), say(Msg::ProgressBench, lang));
    const auto step = [&](int n, double part = 0) {
        bar.update(static_cast<std::uint64_t>((n - 1 + part) * 1000),
                   static_cast<std::uint64_t>(steps) * 1000,
                   say(Msg::ProgressStep, lang,
                       {{"step", std::to_string(n)}, {"steps", std::to_string(steps)}}));
    };
    Solver solver;
    int solving = 0;  // the step whose solves the bar follows
    if (bar.shown())
        solver.set_progress([&](const SearchProgress& p) { step(solving, search_fraction(p)); });

    step(1);
    base::Rng rng(seed);
    std::vector<Board> half, full, deals;
    for (int i = 0; i < kPairBoards; ++i)
        half.push_back(half_cleared(rng, rules, kRows * kCols / 2));
    for (int i = 0; i < kHintBoards; ++i)
        full.push_back(*deal(kRows, kCols, kKinds, rng, rules).board);
    for (int i = 0; i < kSolveBoards; ++i)
        deals.push_back(*deal(kRows, kCols, kKinds, rng, rules).board);

    const PairTimes pair = time_pairs(half, rules);
    step(2);
    const HintTimes hint = time_hints(full, rules);
    step(solving = 3);
    const SolveTimes solve = time_solves(deals, rules, kSolveBudget, solver);
    step(4);
    std::vector<double> generate_times;
    DealOptions solvable;
    solvable.solvable = true;
    int generated = 0;
    for (int i = 0; i < kGenerateBoards; ++i) {
        const auto start = Clock::now();
        generated += deal(kRows, kCols, kKinds, rng, rules, solvable) ? 1 : 0;
        generate_times.push_back(micros_since(start));
    }
    const double generate_micros = median(generate_times);

    PairTimes own_pair;
    HintTimes own_hint;
    SolveTimes own_solve;
    if (own) {
        step(5);
        own_pair = time_pairs({*own}, rules, kMaxBoardPairs);
        step(6);
        // The baseline's hint tests every same-kind pair with the baseline's pair test.
        const double baseline_hint = own_pair.baseline * static_cast<double>(own_pair.all_pairs);
        own_hint = time_hints({*own}, rules, baseline_hint <= kMaxBaselineHintMicros);
        step(solving = 7);
        own_solve = time_solves({*own}, rules, kDefaultBudget, solver);
    }
    bar.clear();
    const int mismatches = pair.mismatches + hint.mismatches + solve.mismatches +
                           own_pair.mismatches + own_hint.mismatches + own_solve.mismatches;

    if (args.has("json")) {
        base::JsonWriter json;
        json.begin_object();
        json.key("seed").number(static_cast<std::uint64_t>(seed));
        json.key("border").boolean(rules.border);
        json.key("gravity").boolean(rules.gravity);
        json.key("repeats").number(kRepeats);
        json.key("pairs").number(static_cast<std::uint64_t>(pair.pairs));
        json.key("pair_micros").number(pair.ours, 4);
        json.key("baseline_pair_micros").number(pair.baseline, 4);
        json.key("pair_ratio").number(ratio(pair.baseline, pair.ours), 1);
        json.key("hint_boards").number(kHintBoards);
        json.key("hint_pairs_each").number(hint.pairs_each, 1);
        json.key("hint_micros").number(hint.ours, 3);
        json.key("baseline_hint_micros").number(hint.baseline, 3);
        json.key("hint_ratio").number(ratio(hint.baseline, hint.ours), 1);
        json.key("solve_boards").number(solve.boards);
        json.key("solve_budget").number(kSolveBudget);
        json.key("solve_decided").number(solve.decided);
        json.key("solve_micros").number(solve.median_micros, 1);
        json.key("generate_boards").number(kGenerateBoards);
        json.key("generated").number(generated);
        json.key("generate_micros").number(generate_micros, 1);
        if (own) {
            json.key("board").begin_object();
            json.key("rows").number(own->rows());
            json.key("cols").number(own->cols());
            json.key("pairs").number(static_cast<std::uint64_t>(own_pair.pairs));
            json.key("all_pairs").number(static_cast<std::uint64_t>(own_pair.all_pairs));
            json.key("pair_micros").number(own_pair.ours, 4);
            json.key("baseline_pair_micros").number(own_pair.baseline, 4);
            json.key("pair_ratio").number(ratio(own_pair.baseline, own_pair.ours), 1);
            json.key("hint_micros").number(own_hint.ours, 3);
            if (own_hint.baseline_timed) {
                json.key("baseline_hint_micros").number(own_hint.baseline, 3);
                json.key("hint_ratio").number(ratio(own_hint.baseline, own_hint.ours), 1);
            } else {  // too slow to time: see kMaxBaselineHintMicros
                json.key("baseline_hint_micros").null();
                json.key("hint_ratio").null();
            }
            json.key("solve_decided").boolean(own_solve.decided == 1);
            json.key("solve_micros").number(own_solve.median_micros, 1);
            json.end_object();
        }
        json.key("consistent").boolean(mismatches == 0);
        json.end_object();
        io.out << json.str() << '\n';
        return mismatches == 0 ? kExitOk : kExitNo;
    }

    const bool utf8 = base::utf8_locale();
    const auto d = [&](double us) {
        return base::format_duration(
            std::chrono::nanoseconds(static_cast<std::int64_t>(us * 1000.0)), utf8);
    };
    char line[200];
    io.out << "ninegrid link bench, seed " << seed << ", " << (rules.border ? "ring" : "no ring")
           << (rules.gravity ? ", gravity" : "") << "; times per call, median of " << kRepeats
           << " runs\n\n";
    std::snprintf(line, sizeof line, "%-44s %12s %12s %8s\n", "", "baseline", "ninegrid", "ratio");
    io.out << line;
    const auto row = [&](const std::string& what, double base, double ours) {
        std::snprintf(line, sizeof line, "%-44s %12s %12s %7.1fx\n", what.c_str(), d(base).c_str(),
                      d(ours).c_str(), ratio(base, ours));
        io.out << line;
    };
    row("pair test, half-cleared 8x18 (" + std::to_string(pair.pairs) + " pairs)", pair.baseline,
        pair.ours);
    char each[32];
    std::snprintf(each, sizeof each, "%.1f", hint.pairs_each);
    row(std::string("full hint, full 8x18 (") + each + " pairs each)", hint.baseline, hint.ours);
    if (own) {
        const std::string some = own_pair.pairs < own_pair.all_pairs
                                     ? std::to_string(own_pair.pairs) + " of " +
                                           std::to_string(own_pair.all_pairs) + " pairs"
                                     : std::to_string(own_pair.pairs) + " pairs";
        row("pair test, " + std::to_string(own->rows()) + "x" + std::to_string(own->cols()) +
                " board (" + some + ")",
            own_pair.baseline, own_pair.ours);
        if (own_hint.baseline_timed) {
            row("full hint, the board", own_hint.baseline, own_hint.ours);
        } else {
            std::snprintf(line, sizeof line, "%-44s %12s %12s\n", "full hint, the board",
                          "(not timed)", d(own_hint.ours).c_str());
            io.out << line;
        }
    }
    io.out << "\nexact solve, " << solve.boards << " random 8x18 deals: median "
           << d(solve.median_micros) << ", " << solve.decided << " decided within " << kSolveBudget
           << " positions\n"
           << "generate --solvable 8x18: median " << d(generate_micros) << " (" << generated
           << " of " << kGenerateBoards << " dealt)\n";
    if (own) {
        io.out << "exact solve, the board: " << d(own_solve.median_micros)
               << (own_solve.decided ? "" : " (undecided within the default budget)") << '\n';
    }
    if (own && !own_hint.baseline_timed) {
        io.out << "(the baseline's full hint of the board was not timed: about "
               << d(own_pair.baseline * static_cast<double>(own_pair.all_pairs))
               << " a call, from its pair test)\n";
    }
    io.out << (mismatches == 0 ? "\nAll answers consistent with the baseline and replayed.\n"
                               : "\n" + std::to_string(mismatches) +
                                     " answers disagree with the baseline or do not replay.\n");
    return mismatches == 0 ? kExitOk : kExitNo;
}

}  // namespace ninegrid::link
