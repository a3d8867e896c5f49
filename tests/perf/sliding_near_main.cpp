// SPDX-License-Identifier: MIT
// ninegrid-sliding-near: the near-optimal solver of boards beyond 16 cells, measured. Korf's 50
// 24-puzzle instances against their published optimal lengths, random boards of other sizes
// against their Manhattan bound, and hints from positions part-way through a 5x5.
//
//   ninegrid-sliding-near [--korf] [--random WxH COUNT] [--hints COUNT] [--seed N]
//                         [--weight N/D] [--line-weight N/D] [--manhattan] [--core CELLS]
//                         [--limit STATES] [--quiet]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

#include "base/rng.hpp"
#include "ninegrid/sliding/board_text.hpp"
#include "ninegrid/sliding/deal.hpp"
#include "ninegrid/sliding/ida.hpp"
#include "ninegrid/sliding/korf24.hpp"
#include "ninegrid/sliding/near.hpp"

namespace sl = ninegrid::sliding;
using Clock = std::chrono::steady_clock;

namespace {

double ms_since(Clock::time_point t) {
    return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

double percentile(std::vector<double> v, double p) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5);
    return v[std::min(i, v.size() - 1)];
}

bool parse_ratio(const char* text, int& num, int& den) {
    return std::sscanf(text, "%d/%d", &num, &den) == 2 && num > 0 && den > 0;
}

[[noreturn]] void usage() {
    std::fprintf(stderr,
                 "usage: ninegrid-sliding-near [--korf] [--random WxH COUNT] [--hints COUNT] "
                 "[--seed N] [--weight N/D] [--line-weight N/D] [--manhattan] [--core CELLS] "
                 "[--limit STATES] [--stage-weight N/D] [--blank-free] [--quiet]\n");
    std::exit(2);
}

// Solves and checks one board; the figures.
struct Run {
    int length = 0;
    double ms = 0;
    std::uint64_t nodes = 0;
    double cpu_ms = 0;  // process CPU time (all threads)
};

Run run(const sl::NearSolver& solver, const sl::Board& start) {
    const auto t = Clock::now();
    const std::clock_t c = std::clock();
    const sl::NearSolution s = solver.solve(start);
    Run r{static_cast<int>(s.moves.size()), ms_since(t), s.nodes};
    r.cpu_ms = 1000.0 * static_cast<double>(std::clock() - c) / CLOCKS_PER_SEC;
    const auto end = sl::replay(start, s.moves);
    if (!end || *end != solver.goal()) {
        std::fprintf(stderr, "WRONG: %s does not reach the goal\n", sl::to_compact(start).c_str());
        std::exit(1);
    }
    return r;
}

}  // namespace

int main(int argc, char** argv) {
    sl::NearOptions options;
    bool korf = false;
    bool quiet = false;
    std::vector<std::pair<sl::Size, int>> randoms;
    int hints = 0;
    unsigned seed = 1;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const auto next = [&]() -> const char* {
            if (i + 1 >= argc) usage();
            return argv[++i];
        };
        if (a == "--korf") {
            korf = true;
        } else if (a == "--random") {
            const auto size = sl::parse_size(next());
            if (!size) usage();
            randoms.emplace_back(*size, std::atoi(next()));
        } else if (a == "--hints") {
            hints = std::atoi(next());
        } else if (a == "--seed") {
            seed = static_cast<unsigned>(std::strtoul(next(), nullptr, 10));
        } else if (a == "--weight") {
            if (!parse_ratio(next(), options.weight_num, options.weight_den)) usage();
        } else if (a == "--line-weight") {
            if (!parse_ratio(next(), options.line_weight_num, options.line_weight_den)) usage();
        } else if (a == "--manhattan") {
            options.heuristic = sl::NearOptions::Heuristic::Manhattan;
        } else if (a == "--core") {
            options.largest_core = std::atoi(next());
        } else if (a == "--limit") {
            options.core_node_limit = std::strtoull(next(), nullptr, 10);
        } else if (a == "--stage-weight") {
            if (!parse_ratio(next(), options.stage_weight_num, options.stage_weight_den)) usage();
        } else if (a == "--no-guide") {
            options.stage_guide_blank = false;
        } else if (a == "--stage-group") {
            options.stage_group = std::atoi(next());
        } else if (a == "--together") {
            options.stage_lines_together = true;
        } else if (a == "--solve-near") {
            options = sl::solve_near_options(sl::kKorf24Size);
        } else if (a == "--retry") {
            options.core_retry = true;
        } else if (a == "--two-partitions") {
            options.core_two_partitions = true;
        } else if (a == "--blank-free") {
            options.blank_free_tables = true;
        } else if (a == "--window") {
            options.shorten.window = std::atoi(next());
        } else if (a == "--step") {
            options.shorten.step = std::atoi(next());
        } else if (a == "--window-limit") {
            options.shorten.node_limit = std::strtoull(next(), nullptr, 10);
        } else if (a == "--window-total") {
            options.shorten.total_node_limit = std::strtoull(next(), nullptr, 10);
        } else if (a == "--passes") {
            options.shorten.passes = std::atoi(next());
        } else if (a == "--variants") {
            options.variants = std::atoi(next());
        } else if (a == "--variant-limit") {
            options.variant_node_limit = std::strtoull(next(), nullptr, 10);
        } else if (a == "--variants-cells") {
            options.variants_max_cells = std::atoi(next());
        } else if (a == "--quiet") {
            quiet = true;
        } else {
            usage();
        }
    }
    if (!korf && randoms.empty() && hints == 0) korf = true;
    std::printf(
        "options: %s, weight %d/%d, stage weight %d/%d, line weight %d/%d, core <= %d "
        "cells, limit %llu; window %d step %d limit %llu passes %d\n",
        options.heuristic == sl::NearOptions::Heuristic::Patterns ? "patterns" : "manhattan+lc",
        options.weight_num, options.weight_den, options.stage_weight_num, options.stage_weight_den,
        options.line_weight_num, options.line_weight_den, options.largest_core,
        static_cast<unsigned long long>(options.core_node_limit), options.shorten.window,
        options.shorten.step, static_cast<unsigned long long>(options.shorten.node_limit),
        options.shorten.passes);

    if (korf || hints > 0) {
        const auto t = Clock::now();
        const sl::NearSolver solver(sl::Board::goal(sl::kKorf24Size), options);
        std::printf("5x5 solver built in %.0f ms (tables %.1f MB, build peak %.1f MB)\n",
                    ms_since(t), static_cast<double>(solver.table_bytes()) / 1e6,
                    static_cast<double>(solver.build_bytes()) / 1e6);
        if (korf) {
            std::vector<double> times;
            std::vector<double> cpu;
            std::vector<double> ratios;
            long total = 0;
            long optimal = 0;
            if (!quiet) std::printf("  #  len  opt  ratio     ms      nodes  cpu ms\n");
            for (const auto& inst : sl::korf24_instances()) {
                const Run r = run(solver, sl::korf24_board(inst));
                total += r.length;
                optimal += inst.length;
                times.push_back(r.ms);
                cpu.push_back(r.cpu_ms);
                const double ratio =
                    static_cast<double>(r.length) / static_cast<double>(inst.length);
                ratios.push_back(ratio);
                if (!quiet)
                    std::printf("%3d %4d %4d  %.3f %7.1f %10llu %7.1f\n", inst.number, r.length,
                                inst.length, ratio, r.ms, static_cast<unsigned long long>(r.nodes),
                                r.cpu_ms);
            }
            std::printf(
                "korf50: mean length %.2f (optimal 100.78), ratio of means %.3f, worst "
                "ratio %.3f; time median %.1f ms, p95 %.1f ms, max %.1f ms\n",
                static_cast<double>(total) / 50,
                static_cast<double>(total) / static_cast<double>(optimal),
                *std::max_element(ratios.begin(), ratios.end()), percentile(times, 0.5),
                percentile(times, 0.95), *std::max_element(times.begin(), times.end()));
            std::printf("korf50: CPU time (all threads) median %.1f ms, p95 %.1f ms, max %.1f ms\n",
                        percentile(cpu, 0.5), percentile(cpu, 0.95),
                        *std::max_element(cpu.begin(), cpu.end()));
        }
        if (hints > 0) {
            // Positions part-way through: a random board's solution, cut at random depths; the
            // solver asked again there (a hint), and how its answer compares with the rest of
            // the first answer.
            ninegrid::base::Rng rng(seed);
            std::vector<double> times;
            long longer = 0;
            long shorter = 0;
            long same = 0;
            for (int i = 0; i < hints; ++i) {
                const sl::Board start = sl::random_board(solver.goal(), rng);
                const auto first = solver.solve(start).moves;
                const auto cut =
                    ninegrid::base::uniform_below(rng, static_cast<std::uint32_t>(first.size()));
                const std::vector<sl::Move> done(first.begin(), first.begin() + cut);
                const sl::Board mid = *sl::replay(start, done);
                const Run r = run(solver, mid);
                times.push_back(r.ms);
                const auto rest = static_cast<int>(first.size() - cut);
                if (r.length > rest) ++longer;
                if (r.length < rest) ++shorter;
                if (r.length == rest) ++same;
            }
            std::printf(
                "hints (%d from part-way positions): median %.1f ms, p95 %.1f ms, max "
                "%.1f ms; continuation vs the rest of the first answer: %ld same, %ld "
                "shorter, %ld longer\n",
                hints, percentile(times, 0.5), percentile(times, 0.95),
                *std::max_element(times.begin(), times.end()), same, shorter, longer);
        }
    }
    for (const auto& [size, count] : randoms) {
        const auto t = Clock::now();
        const sl::NearSolver solver(sl::Board::goal(size), options);
        std::printf("%s solver built in %.0f ms (tables %.1f MB)\n", sl::size_text(size).c_str(),
                    ms_since(t), static_cast<double>(solver.table_bytes()) / 1e6);
        ninegrid::base::Rng rng(seed);
        std::vector<double> times;
        double ratio_sum = 0;
        double worst = 0;
        for (int i = 0; i < count; ++i) {
            const sl::Board start = sl::random_board(solver.goal(), rng);
            const Run r = run(solver, start);
            const int bound = sl::manhattan(start, solver.goal());
            const double ratio = static_cast<double>(r.length) / bound;
            ratio_sum += ratio;
            worst = std::max(worst, ratio);
            times.push_back(r.ms);
            if (!quiet)
                std::printf("  %s %4d moves, Manhattan %4d, ratio %.3f, %7.1f ms, %llu nodes\n",
                            sl::size_text(size).c_str(), r.length, bound, ratio, r.ms,
                            static_cast<unsigned long long>(r.nodes));
        }
        std::printf(
            "%s random (%d): mean length/Manhattan %.3f, worst %.3f; time median %.1f "
            "ms, max %.1f ms\n",
            sl::size_text(size).c_str(), count, ratio_sum / count, worst, percentile(times, 0.5),
            *std::max_element(times.begin(), times.end()));
    }
    return 0;
}
