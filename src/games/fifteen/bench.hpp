// What `fifteen bench` on the 4x4 and `fifteen bench --size WxH` on every other size share: the
// chart of nodes per position, the figures' forms, and the entry of the other sizes' bench.
#pragma once

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "base/args.hpp"
#include "base/command.hpp"
#include "ninegrid/sliding/board.hpp"

namespace ninegrid::fifteen {

// One solver's run on one position, as the chart draws it.
struct ChartPoint {
    bool solved = false;  // not drawn when false
    std::uint64_t nodes = 0;
    std::chrono::nanoseconds elapsed{0};
};

// One solver's runs, a point a position, in the order run.
struct ChartSeries {
    std::string title;
    std::vector<ChartPoint> points;
};

// Nodes per position, one series of dots per solver, on a log scale: positions across in the
// order run (Korf's numbering), so each column compares the solvers on one board. `count`
// positions (each series has that many points).
std::string nodes_chart_svg(const std::string& title, const std::string& subtitle,
                            const std::vector<ChartSeries>& series, std::size_t count);

double micros(std::chrono::nanoseconds d);
std::string pad_left(std::string s, std::size_t width);

// `fifteen bench --size WxH` for every size but 4x4 (`args` parsed against kBenchOptions).
int run_sized_bench(const base::Args& args, sliding::Size size, base::Io io);

}  // namespace ninegrid::fifteen
