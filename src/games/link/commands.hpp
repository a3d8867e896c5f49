// SPDX-License-Identifier: MIT
// The link game's commands (generate, solve, hint, stats, bench) and its entry in the registry of
// games, with what they share: the rules and size options and reading a board file.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/args.hpp"
#include "base/command.hpp"
#include "base/progress.hpp"
#include "games/link/messages.hpp"
#include "ninegrid/link/board.hpp"
#include "ninegrid/link/solver.hpp"
#include "shell/catalog.hpp"

namespace ninegrid::link {

using base::Io;
using base::kExitNo;
using base::kExitOk;
using base::kExitUsage;
// solve: the budget ran out before an answer.
inline constexpr int kExitUnknown = 3;

const shell::GameEntry& game_entry();

// The options of each command: what its base::Args accepts, and what the registry lists.
extern const base::Options kPlayOptions;
extern const base::Options kGenerateOptions;
extern const base::Options kSolveOptions;
extern const base::Options kHintOptions;
extern const base::Options kStatsOptions;
extern const base::Options kBenchOptions;

int run_play(const std::vector<std::string>& args, Io io);
int run_generate(const std::vector<std::string>& args, Io io);
int run_solve(const std::vector<std::string>& args, Io io);
int run_hint(const std::vector<std::string>& args, Io io);
int run_stats(const std::vector<std::string>& args, Io io);
int run_bench(const std::vector<std::string>& args, Io io);

// --border, --no-border and --gravity, checked (both border flags: UsageError).
Rules rules_from(const base::Args& args, base::Lang lang);

struct Size {
    int rows = 8;
    int cols = 10;
    int kinds = 5;

    friend bool operator==(const Size& a, const Size& b) {
        return a.rows == b.rows && a.cols == b.cols && a.kinds == b.kinds;
    }
    friend bool operator!=(const Size& a, const Size& b) { return !(a == b); }
};
// --size classic|large|shisen or one of board_sizes() ("16x30"; default classic), then --rows,
// --cols and --kinds over it.
Size size_from(const base::Args& args, base::Lang lang);

// The size of each level of play, and of each --size: easy (classic) 8x10 with 5 kinds, medium
// (large) 10x12 with 6, hard (shisen) 8x18 with 36, 4 of each as KShisen deals. Unknown names
// give easy.
Size level_size(const std::string& level);
// The level a --size name stands for ("classic" -> "easy"), or nothing for another name.
std::optional<std::string> size_level(const std::string& size);

// The kinds KShisen's way of dealing gives rows x cols: four tiles a kind, as it deals them, at
// most kMaxKinds (A-Z, 0-9: our tiles are letters and digits, never two kinds differing by case);
// a board of more than 4 * kMaxKinds tiles gets the most kinds up to kMaxKinds that share it out
// evenly, an even number of tiles each (12x24: 36 kinds of 8; 14x26: 26 of 14; 16x30: 30 of
// 16). 0 when no number of kinds can (an odd number of cells).
int kshisen_kinds(int rows, int cols);
// The board sizes Z steps through in the game and --size names by "RxC", in order of their
// tiles: the levels' own (8x10 with 5 kinds, 10x12 with 6, 8x18 with 36) and KShisen's board
// sizes (14x6, 16x9, 18x8, 24x12, 26x14 and 30x16 in its settings, width by height: here rows
// by columns, 6x14 ... 16x30) with kshisen_kinds.
const std::vector<Size>& board_sizes();
// "8x10": rows x columns, as the board sizes are named.
std::string size_name(const Size& size);
// The entry of board_sizes() named `name` ("16x30"), or nothing.
std::optional<Size> named_board_size(std::string_view name);
// The size a --size word names: a level's ("classic") or one of board_sizes() ("16x30").
std::optional<Size> named_size(const std::string& name);
// The level whose size `size` is (its rows, columns and kinds), or nothing.
std::optional<std::string> level_of_size(const Size& size);

// The board in file `path`, or on io.in for "-": UsageError naming the file, the line and the
// column when it is not a board.
Board read_board(const std::string& path, Io io);
// The board in `text` (a board file's text), or base::UsageError naming `name` and the problem.
Board board_in(std::string_view text, const std::string& name, base::Lang lang);
// A board given in one word, its rows separated by '/' (`--tiles ABCA/CBDD`, the start of a
// custom game's ID: LinkBackend::custom_id).
Board tiles_board(std::string_view rows, base::Lang lang);
// Those rows as a board file's text, one line each.
std::string tiles_text(std::string_view rows);

// The one board-file word of solve and hint (`command`), checked.
std::string board_word(const base::Args& args, const std::string& command, base::Lang lang);

// "r,c"
std::string point_text(Point p);

// A rough estimate of what an exact solve costs, from the board's tile counts and the budget,
// for warning up front about requests that would run for days. The solver's work is mostly pair
// tests (about 20 ns each on the development machine; kPairTestSeconds). A solve that clears
// the board without much backtracking looks at every two tiles of each kind about once per
// removal (`typical`: within a factor of two of the measured times on 16x16 to 64x64 deals,
// an overestimate of the classic sizes' milliseconds); the budget bounds the pair tests at 1000
// a position, and each position looks at every pair at most (`most`).
struct SolveCost {
    double typical = 0;  // pair tests
    double most = 0;     // pair tests
};
SolveCost solve_cost(const std::array<int, kMaxKinds + 1>& kind_counts, std::uint64_t budget);
inline constexpr double kPairTestSeconds = 20e-9;
// Requests estimated to take longer than this (a day) are warned about before they start.
inline constexpr double kLongRunSeconds = 86400;

// How far a search has gone toward the first of its bounds (positions, pair tests, memory), from
// 0 to 1.
double search_fraction(const SearchProgress& p);
// Draws a search's progress on `bar`: the bound it is nearest, positions and memory.
void show_search(base::Progress& bar, const SearchProgress& p, Lang lang);

}  // namespace ninegrid::link
