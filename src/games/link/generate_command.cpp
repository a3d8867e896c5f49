// SPDX-License-Identifier: MIT
// `ninegrid link generate`: a full board as a board file, optionally proven clearable.
#include <ostream>
#include <random>

#include "base/progress.hpp"
#include "base/rng.hpp"
#include "base/text.hpp"
#include "games/link/commands.hpp"
#include "ninegrid/link/board_text.hpp"
#include "ninegrid/link/generate.hpp"

namespace ninegrid::link {

namespace {

constexpr base::OptionSpec kGenerateOptionTable[]{
    {"size", "NAME"}, {"rows", "R"},  {"cols", "C"},     {"kinds", "K"},  {"seed", "N"},
    {"solvable", ""}, {"border", ""}, {"no-border", ""}, {"gravity", ""}, {"help", ""}};

}  // namespace

const base::Options kGenerateOptions{kGenerateOptionTable};

int run_generate(const std::vector<std::string>& raw, Io io) {
    const Lang lang = io.lang;
    const shell::CommandContext context(game_entry(), "generate", raw, io);
    if (context.helped()) return kExitOk;
    const base::Args& args = context.args();
    args.no_positionals();
    const Rules rules = rules_from(args, lang);
    const Size size = size_from(args, lang);
    const DealProblem problem = check_deal(size.rows, size.cols, size.kinds);
    if (problem.kind != DealProblem::Kind::None) {
        throw base::UsageError(deal_problem_text(problem, lang));
    }
    const auto seed =
        static_cast<std::uint32_t>(args.number("seed", std::random_device{}(), 0, 4294967295ULL));
    base::Rng rng(seed);
    DealOptions options;
    options.solvable = args.has("solvable");
    base::Progress bar(io.err, base::progress_shown(io), say(Msg::ProgressGenerate, lang));
    if (bar.shown()) {
        options.on_attempt = [&](int attempt, int max) {
            bar.update(static_cast<std::uint64_t>(attempt - 1), static_cast<std::uint64_t>(max),
                       say(Msg::ProgressAttempt, lang,
                           {{"attempt", std::to_string(attempt)}, {"max", std::to_string(max)}}));
        };
    }
    const DealResult dealt = deal(size.rows, size.cols, size.kinds, rng, rules, options);
    bar.clear();
    if (!dealt) {
        io.err << "ninegrid: " << deal_problem_text(dealt.problem, lang) << '\n';
        return kExitNo;
    }
    io.out << "# ninegrid link generate --rows " << size.rows << " --cols " << size.cols
           << " --kinds " << size.kinds << " --seed " << seed
           << (options.solvable ? " --solvable" : "") << (rules.border ? "" : " --no-border")
           << (rules.gravity ? " --gravity" : "") << '\n';
    if (dealt.built) {
        io.out << "# built clearable: its pairs placed along a clearing order played backwards\n";
    }
    io.out << board_text(*dealt.board);
    return kExitOk;
}

}  // namespace ninegrid::link
