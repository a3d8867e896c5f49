// SPDX-License-Identifier: MIT
// `ninegrid stats`: the whole state space seen from one goal, by one BFS.
#include <algorithm>
#include <cstdio>
#include <ostream>

#include "base/args.hpp"
#include "base/json.hpp"
#include "base/text.hpp"
#include "games/eight/commands.hpp"
#include "ninegrid/eight/board_text.hpp"
#include "ninegrid/eight/distance_table.hpp"

namespace ninegrid::eight {

namespace {

constexpr base::OptionSpec kStatsOptionTable[]{{"goal", "GOAL"}, {"json", ""}, {"help", ""}};

}  // namespace

const base::Options kStatsOptions{kStatsOptionTable};

int run_stats(const std::vector<std::string>& raw, Io io) {
    const shell::CommandContext context(game_entry(), "stats", raw, io);
    if (context.helped()) return kExitOk;
    const base::Args& args = context.args();
    args.no_positionals(say(Msg::StatsGoalAdvice, io.lang));
    const State goal =
        args.has("goal") ? board_argument(*args.value("goal"), Msg::WhatGoal, io.lang) : State();
    const DistanceTable table(goal);
    const std::vector<State> hardest = table.boards_at(table.max_distance());
    const auto& counts = table.counts();

    if (args.has("json")) {
        base::JsonWriter json;
        json.begin_object();
        json.key("goal").string(to_compact(goal));
        json.key("reachable").number(table.reachable());
        json.key("max_distance").number(table.max_distance());
        json.key("mean").number(table.mean_distance(), 4);
        json.key("counts").begin_array();
        for (std::uint32_t c : counts)
            json.number(c);
        json.end_array();
        json.key("hardest").begin_array();
        for (const State& s : hardest)
            json.string(to_compact(s));
        json.end_array();
        json.key("micros").number(static_cast<double>(table.build_time().count()) / 1e3, 1);
        json.end_object();
        io.out << json.str() << '\n';
        return kExitOk;
    }

    const bool utf8 = base::utf8_locale();
    char mean[32];
    std::snprintf(mean, sizeof mean, "%.2f", table.mean_distance());
    io.out << "Goal " << to_inline(goal) << ": " << table.reachable()
           << " reachable boards (9!/2), " << mean << " moves away on average, at most "
           << table.max_distance() << ".\n"
           << "One breadth-first search from the goal, "
           << base::format_duration(table.build_time(), utf8) << ".\n\n"
           << "moves    boards\n";
    const std::uint32_t peak = *std::max_element(counts.begin(), counts.end());
    for (std::size_t d = 0; d < counts.size(); ++d) {
        char row[48];
        std::snprintf(row, sizeof row, "%5zu  %8u  ", d, counts[d]);
        io.out << row << base::bar(static_cast<double>(counts[d]) / peak, 50, utf8) << '\n';
    }
    constexpr std::size_t kShown = 8;
    io.out << "\nThe hardest boards (" << table.max_distance() << " moves, " << hardest.size()
           << (hardest.size() == 1 ? " board" : " boards") << "):\n";
    for (std::size_t i = 0; i < hardest.size() && i < kShown; ++i) {
        io.out << "  " << to_compact(hardest[i]) << "   " << to_inline(hardest[i]) << '\n';
    }
    if (hardest.size() > kShown) {
        io.out << "  ... and " << hardest.size() - kShown << " more (all of them: --json)\n";
    }
    return kExitOk;
}

}  // namespace ninegrid::eight
