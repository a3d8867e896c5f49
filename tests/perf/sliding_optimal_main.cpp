// SPDX-License-Identifier: MIT
// ninegrid-sliding-optimal: the optimal solver of boards of up to 16 cells (IDA* over additive
// pattern tables), measured on uniform random boards of each size: the tables' build time and
// memory, each board's time, boards visited and length, against IDA* with Manhattan distance and
// linear conflict where that finishes within its limit (the lengths must agree).
//
//   ninegrid-sliding-optimal [--size WxH]... [--count N] [--seed N] [--group K]
//                            [--least-region] [--packed off|columns|rows]
//                            [--ida LIMIT] [--limit NODES] [--quiet]
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "base/rng.hpp"
#include "ninegrid/sliding/board_text.hpp"
#include "ninegrid/sliding/deal.hpp"
#include "ninegrid/sliding/ida.hpp"
#include "ninegrid/sliding/optimal.hpp"

namespace sl = ninegrid::sliding;
using Clock = std::chrono::steady_clock;

namespace {

double ms_since(Clock::time_point t) {
    return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

template <class T>
T percentile(std::vector<T> v, double p) {
    if (v.empty()) return T{};
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5);
    return v[std::min(i, v.size() - 1)];
}

double peak_mb() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

[[noreturn]] void usage() {
    std::fprintf(stderr,
                 "usage: ninegrid-sliding-optimal [--size WxH]... [--count N] [--seed N] "
                 "[--group K] [--least-region] [--packed off|columns|rows] [--ida LIMIT] "
                 "[--limit NODES] [--quiet]\n");
    std::exit(2);
}

const std::vector<sl::Size> kSizes{{4, 3}, {3, 4}, {5, 3}, {3, 5}, {6, 2},
                                   {7, 2}, {2, 7}, {8, 2}, {2, 8}};

}  // namespace

int main(int argc, char** argv) {
    std::vector<sl::Size> sizes;
    int count = 50;
    unsigned seed = 1;
    sl::OptimalOptions options;
    std::uint64_t ida_limit = 0;
    std::uint64_t limit = UINT64_MAX;
    bool quiet = false;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const auto next = [&]() -> const char* {
            if (i + 1 >= argc) usage();
            return argv[++i];
        };
        if (a == "--size") {
            const auto size = sl::parse_size(next());
            if (!size || size->cells() > sl::kOptimalMaxCells) usage();
            sizes.push_back(*size);
        } else if (a == "--count") {
            count = std::atoi(next());
        } else if (a == "--seed") {
            seed = static_cast<unsigned>(std::strtoul(next(), nullptr, 10));
        } else if (a == "--group") {
            options.group = std::atoi(next());
        } else if (a == "--packed") {
            // 2x8 and 8x2: the compact tables cut by columns (the default) or rows, or off.
            const std::string how = next();
            if (how == "off") {
                options.packed = sl::OptimalOptions::Packed::Off;
            } else if (how == "columns") {
                options.packed = sl::OptimalOptions::Packed::Columns;
            } else if (how == "rows") {
                options.packed = sl::OptimalOptions::Packed::Rows;
            } else {
                usage();
            }
        } else if (a == "--least-region") {
            options.by_blank = false;
        } else if (a == "--ida") {
            ida_limit = std::strtoull(next(), nullptr, 10);
        } else if (a == "--limit") {
            limit = std::strtoull(next(), nullptr, 10);
        } else if (a == "--quiet") {
            quiet = true;
        } else {
            usage();
        }
    }
    if (sizes.empty()) sizes = kSizes;
    if (count < 1) usage();

    std::printf("%-5s %6s %7s %8s | %7s %7s %8s | %10s %10s | %5s %5s | %s\n", "size", "build",
                "tables", "peak", "median", "p95", "max", "nodes med", "nodes max", "mean", "max",
                "MD+LC IDA*: solved, median ms, nodes median");
    std::printf("%-5s %6s %7s %8s | %7s %7s %8s | %10s %10s | %5s %5s |\n", "", "ms", "MB", "MB",
                "ms", "ms", "ms", "", "", "len", "len");
    for (const sl::Size size : sizes) {
        const sl::Board goal = sl::Board::goal(size);
        const auto t0 = Clock::now();
        const sl::OptimalTables tables = sl::prepare_optimal_tables(goal, options);
        const double build_ms = ms_since(t0);
        ninegrid::base::Rng rng(seed);
        std::vector<double> ms;
        std::vector<std::uint64_t> nodes;
        std::vector<int> lengths;
        std::vector<double> ida_ms;
        std::vector<std::uint64_t> ida_nodes;
        int ida_solved = 0;
        int unsolved = 0;
        double bound_sum = 0;
        for (int b = 0; b < count; ++b) {
            const sl::Board start = sl::random_board(goal, rng);
            bound_sum += sl::optimal_bound(start, goal, options);
            sl::IdaLimits limits;
            limits.node_limit = limit;
            const auto t = Clock::now();
            const sl::Solution s = sl::solve_optimal(start, goal, limits, options);
            const double took = ms_since(t);
            if (!s.solved) {
                ++unsolved;
                if (!quiet)
                    std::printf("  %s unsolved within %llu boards\n", sl::to_compact(start).c_str(),
                                static_cast<unsigned long long>(limit));
                continue;
            }
            const auto end = sl::replay(start, s.moves);
            if (!end || *end != goal) {
                std::fprintf(stderr, "WRONG: %s does not reach the goal\n",
                             sl::to_compact(start).c_str());
                return 1;
            }
            ms.push_back(took);
            nodes.push_back(s.nodes);
            lengths.push_back(s.length);
            if (ida_limit > 0) {
                sl::IdaLimits il;
                il.node_limit = ida_limit;
                const auto ti = Clock::now();
                const sl::Solution r = sl::solve_ida(start, goal, il);
                const double ida_took = ms_since(ti);
                if (r.solved) {
                    ++ida_solved;
                    ida_ms.push_back(ida_took);
                    ida_nodes.push_back(r.nodes);
                    if (r.length != s.length) {
                        std::fprintf(stderr, "WRONG: %s: %d moves, MD+LC IDA* %d\n",
                                     sl::to_compact(start).c_str(), s.length, r.length);
                        return 1;
                    }
                }
            }
            if (!quiet)
                std::printf("  %s %d moves %.1f ms %llu boards\n", sl::to_compact(start).c_str(),
                            s.length, took, static_cast<unsigned long long>(s.nodes));
        }
        double mean = 0;
        for (const int l : lengths)
            mean += l;
        mean /= lengths.empty() ? 1.0 : static_cast<double>(lengths.size());
        std::printf("%-5s %6.0f %7.1f %8.1f | %7.1f %7.1f %8.1f | %10llu %10llu | %5.1f %5d |",
                    sl::size_text(size).c_str(), build_ms, static_cast<double>(tables.bytes) / 1e6,
                    static_cast<double>(tables.build_bytes) / 1e6, percentile(ms, 0.5),
                    percentile(ms, 0.95), percentile(ms, 1.0),
                    static_cast<unsigned long long>(percentile(nodes, 0.5)),
                    static_cast<unsigned long long>(percentile(nodes, 1.0)), mean,
                    percentile(lengths, 1.0));
        if (ida_limit > 0)
            std::printf(" %d/%zu, %.1f ms, %llu", ida_solved, lengths.size(),
                        percentile(ida_ms, 0.5),
                        static_cast<unsigned long long>(percentile(ida_nodes, 0.5)));
        if (unsolved > 0) std::printf(" (%d unsolved)", unsolved);
        std::printf(" [mean bound %.1f]", bound_sum / count);
        std::printf("\n");
        std::fflush(stdout);
    }
    std::printf("process peak %.1f MB\n", peak_mb());
    return 0;
}
