// `ninegrid fifteen bench`: Korf's 100 instances with every solver, checked against the
// published optimal lengths.
#include <algorithm>
#include <ostream>

#include "base/args.hpp"
#include "base/json.hpp"
#include "base/text.hpp"
#include "games/fifteen/commands.hpp"
#include "ninegrid/fifteen/korf.hpp"

namespace ninegrid::fifteen {

namespace {

struct Contender {
    std::string name;   // for JSON
    std::string title;  // for people
    Algorithm algorithm;
    bool reflect;
    std::uint64_t node_limit;  // 0: none
};

struct Run {
    bool solved = false;
    std::uint64_t nodes = 0;
    std::chrono::nanoseconds elapsed{0};
};

double micros(std::chrono::nanoseconds d) {
    return static_cast<double>(d.count()) / 1e3;
}

}  // namespace

const std::vector<base::OptionSpec> kBenchOptions{
    {"count", "N"}, {"reference-nodes", "N"}, {"json", ""}, {"help", ""}};

int run_bench(const std::vector<std::string>& raw, Io io) {
    const Lang lang = io.lang;
    const base::Args args(raw, kBenchOptions, "ninegrid fifteen bench", lang);
    if (args.has("help")) {
        io.out << help_text("bench", lang);
        return kExitOk;
    }
    if (!args.positionals().empty()) {
        throw base::UsageError(
            say(Msg::BenchNoBoards, lang, {{"word", base::printable(args.positionals()[0])}}));
    }
    const auto& instances = korf_instances();
    std::size_t count = instances.size();
    if (const auto text = args.value("count")) {
        const auto n = base::parse_count(*text, instances.size());
        if (!n || *n < 1) {
            throw base::UsageError(say(
                Msg::BadCount, lang,
                {{"value", base::printable(*text)}, {"max", std::to_string(instances.size())}}));
        }
        count = static_cast<std::size_t>(*n);
    }
    std::uint64_t reference_nodes = 20000000;
    if (const auto text = args.value("reference-nodes")) {
        const auto n = base::parse_count(*text, UINT64_MAX);
        if (!n) {
            throw base::UsageError(
                say(Msg::BadCount, lang,
                    {{"value", base::printable(*text)}, {"max", std::to_string(UINT64_MAX)}}));
        }
        reference_nodes = *n;
    }
    const bool json = args.has("json");
    const Board goal = Board::korf_goal();
    // The 6-6-3 tables from nothing, as the targets count them.
    Tables tables(goal, TableSet::Small, false);
    tables.get();

    std::vector<Contender> contenders{
        {"pdb663_reflect", "6-6-3 + reflection", Algorithm::Pdb, true, 0},
        {"pdb663", "6-6-3", Algorithm::Pdb, false, 0},
    };
    if (reference_nodes > 0)
        contenders.push_back(
            {"ida_md_lc", "Manhattan + linear conflict", Algorithm::Ida, false, reference_nodes});

    std::vector<std::vector<Run>> runs(contenders.size(), std::vector<Run>(count));
    std::vector<std::string> mismatches;
    for (std::size_t i = 0; i < count; ++i) {
        const KorfInstance& k = instances[i];
        const Board start = korf_board(k);
        for (std::size_t c = 0; c < contenders.size(); ++c) {
            const Contender& who = contenders[c];
            const Answer a =
                solve_with(who.algorithm, tables, start, goal, who.reflect, who.node_limit);
            runs[c][i] = Run{a.solved, a.nodes, a.elapsed};
            if (!a.solved) {
                if (who.node_limit == 0)
                    mismatches.push_back("instance " + std::to_string(k.number) + ": " + who.title +
                                         " found no solution");
                continue;
            }
            const auto end = replay(start, a.moves);
            if (static_cast<int>(a.moves.size()) != k.length || !end || *end != goal) {
                mismatches.push_back(
                    "instance " + std::to_string(k.number) + ": " + who.title + " found " +
                    std::to_string(a.moves.size()) + " moves, published " +
                    std::to_string(k.length) +
                    (end && *end == goal ? "" : ", and they do not reach the goal"));
            }
        }
    }

    struct Totals {
        std::size_t solved = 0;
        std::uint64_t nodes = 0;
        std::chrono::nanoseconds elapsed{0};
        std::chrono::nanoseconds worst{0};
    };
    std::vector<Totals> totals(contenders.size());
    for (std::size_t c = 0; c < contenders.size(); ++c) {
        for (const Run& r : runs[c]) {
            if (!r.solved) continue;
            ++totals[c].solved;
            totals[c].nodes += r.nodes;
            totals[c].elapsed += r.elapsed;
            totals[c].worst = std::max(totals[c].worst, r.elapsed);
        }
    }

    if (json) {
        base::JsonWriter w;
        w.begin_object();
        w.key("count").number(static_cast<std::uint64_t>(count));
        w.key("table_micros").number(micros(tables.build_time()), 1);
        w.key("solvers").begin_array();
        for (std::size_t c = 0; c < contenders.size(); ++c) {
            const Totals& t = totals[c];
            w.begin_object();
            w.key("name").string(contenders[c].name);
            w.key("solved").number(static_cast<std::uint64_t>(t.solved));
            w.key("nodes").number(t.nodes);
            w.key("micros").number(micros(t.elapsed), 1);
            w.key("mean_micros")
                .number(t.solved ? micros(t.elapsed) / static_cast<double>(t.solved) : 0.0, 1);
            w.key("max_micros").number(micros(t.worst), 1);
            w.end_object();
        }
        w.end_array();
        w.key("instances").begin_array();
        for (std::size_t i = 0; i < count; ++i) {
            w.begin_object();
            w.key("number").number(instances[i].number);
            w.key("length").number(instances[i].length);
            for (std::size_t c = 0; c < contenders.size(); ++c) {
                w.key(contenders[c].name).begin_object();
                w.key("solved").boolean(runs[c][i].solved);
                w.key("nodes").number(runs[c][i].nodes);
                w.key("micros").number(micros(runs[c][i].elapsed), 1);
                w.end_object();
            }
            w.end_object();
        }
        w.end_array();
        w.key("mismatches").begin_array();
        for (const std::string& m : mismatches)
            w.string(m);
        w.end_array();
        w.end_object();
        io.out << w.str() << '\n';
    } else {
        const bool utf8 = base::utf8_locale();
        io.out << "ninegrid fifteen bench: Korf's instances 1-" << count
               << " (goal: the blank first)\n\n";
        io.out << "6-6-3 pattern databases built in "
               << base::format_duration(tables.build_time(), utf8) << " ("
               << tables.get().bytes() / 1000 << " kB)\n\n";
        io.out << "solver                          solved        nodes       total        mean"
                  "         max\n";
        for (std::size_t c = 0; c < contenders.size(); ++c) {
            const Totals& t = totals[c];
            std::string name = contenders[c].title;
            name.resize(30, ' ');
            std::string solved = std::to_string(t.solved) + "/" + std::to_string(count);
            solved.insert(0, solved.size() < 8 ? 8 - solved.size() : 0, ' ');
            std::string nodes = std::to_string(t.nodes);
            nodes.insert(0, nodes.size() < 13 ? 13 - nodes.size() : 0, ' ');
            const auto pad = [](std::string s) {
                s.insert(0, s.size() < 12 ? 12 - s.size() : 0, ' ');
                return s;
            };
            const std::chrono::nanoseconds mean{
                t.solved ? t.elapsed.count() / static_cast<long long>(t.solved) : 0};
            io.out << "  " << name << solved << nodes << pad(base::format_duration(t.elapsed, utf8))
                   << pad(base::format_duration(mean, utf8))
                   << pad(base::format_duration(t.worst, utf8)) << '\n';
        }
        if (reference_nodes > 0)
            io.out << "\n(the reference stops at " << reference_nodes
                   << " nodes per instance; the instances it solved are counted)\n";
        io.out << '\n';
        if (mismatches.empty()) {
            io.out << "All answers have the published optimal lengths and reach the goal.\n";
        } else {
            for (const std::string& m : mismatches)
                io.out << "MISMATCH " << m << '\n';
        }
    }
    return mismatches.empty() ? kExitOk : kExitNo;
}

}  // namespace ninegrid::fifteen
