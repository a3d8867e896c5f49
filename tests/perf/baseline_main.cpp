// SPDX-License-Identifier: MIT
// ninegrid-baseline: the course-project solvers of baseline.cpp as a program of their own, so
// ninegrid-perf can time both as whole processes. Plain on purpose: std::getline, std::cout.
#include <iostream>
#include <map>
#include <optional>
#include <string>

#include "baseline.hpp"
#include "ninegrid/eight/state.hpp"

namespace {

using ninegrid::eight::State;

const char* const kUsage =
    "usage: ninegrid-baseline solve BOARD      solve one board with A* (Manhattan)\n"
    "       ninegrid-baseline batch astar|bfs  solve each board on standard input, one a line\n"
    "       ninegrid-baseline stats            BFS over the whole space: boards per distance\n"
    "A board is the digits 0-8, each once, row by row, 0 the blank (spaces between them are\n"
    "allowed), e.g. 867254301. The goal is 123456780. Answers are \"LENGTH MOVES\" (\"22 "
    "DRUL...\",\n"
    "\"0 -\") or \"unsolvable\", the moves being those of the blank.\n";

int usage_error(const std::string& problem) {
    std::cerr << "ninegrid-baseline: " << problem << '\n' << kUsage;
    return 2;
}

// The digits 0-8, each exactly once; spaces and tabs between them are ignored. On a bad text,
// `problem` says what is wrong.
std::optional<State> read_board(const std::string& text, std::string& problem) {
    State::Cells cells{};
    int count = 0;
    bool seen[9] = {};
    for (char c : text) {
        if (c == ' ' || c == '\t' || c == '\r') continue;
        if (c < '0' || c > '8') {
            problem = std::string("'") + c + "' is not a digit from 0 to 8";
            return std::nullopt;
        }
        const int digit = c - '0';
        if (seen[digit]) {  // so there are never more than nine
            problem = std::string("the digit ") + c + " appears twice";
            return std::nullopt;
        }
        seen[digit] = true;
        cells[static_cast<std::size_t>(count++)] = digit;
    }
    if (count != 9) {
        problem = "it has " + std::to_string(count) + " digits, not 9";
        return std::nullopt;
    }
    return State(cells);
}

std::string answer(const baseline::Result& result) {
    if (!result.moves) return "unsolvable";
    if (result.moves->empty()) return "0 -";
    return std::to_string(result.moves->size()) + ' ' +
           ninegrid::eight::moves_to_string(*result.moves);
}

bool blank(const std::string& line) {
    for (char c : line) {
        if (c != ' ' && c != '\t' && c != '\r') return false;
    }
    return true;
}

int solve(const std::string& text) {
    std::string problem;
    const std::optional<State> board = read_board(text, problem);
    if (!board) return usage_error("\"" + text + "\" is not a board: " + problem);
    const baseline::Result result = baseline::astar(*board, State());
    std::cout << answer(result) << '\n';
    return result.moves ? 0 : 1;
}

// Stops at the first line that is not a board: a course project trusts its input no further.
int batch(bool use_astar) {
    std::string line;
    long number = 0;
    while (std::getline(std::cin, line)) {
        ++number;
        if (blank(line)) continue;
        std::string problem;
        const std::optional<State> board = read_board(line, problem);
        if (!board) {
            std::cout.flush();
            std::cerr << "ninegrid-baseline: line " << number << ": \"" << line
                      << "\" is not a board: " << problem << '\n';
            return 2;
        }
        const State goal;
        std::cout << answer(use_astar ? baseline::astar(*board, goal) : baseline::bfs(*board, goal))
                  << '\n';
    }
    std::cout.flush();
    if (!std::cout) {
        std::cerr << "ninegrid-baseline: cannot write the answers\n";
        return 2;
    }
    return 0;
}

int stats() {
    const auto space = baseline::whole_space(State());
    std::map<int, long> boards_at;
    for (const auto& entry : space)
        ++boards_at[entry.second.depth];
    std::cout << space.size() << " reachable boards\n"
              << "moves    boards\n";
    for (const auto& [depth, count] : boards_at)
        std::cout << depth << ' ' << count << '\n';
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string command = argc > 1 ? argv[1] : "";
    if (command == "--help" || command == "-h") {
        std::cout << kUsage;
        return 0;
    }
    if (command == "solve" && argc == 3) return solve(argv[2]);
    if (command == "batch" && argc == 3) {
        const std::string algo = argv[2];
        if (algo == "astar" || algo == "bfs") return batch(algo == "astar");
        return usage_error("unknown algorithm \"" + algo + "\" (astar or bfs)");
    }
    if (command == "stats" && argc == 2) return stats();
    if (command == "solve" || command == "batch" || command == "stats")
        return usage_error("wrong number of arguments for " + command);
    if (command.empty()) return usage_error("no command");
    return usage_error("unknown command \"" + command + "\"");
}
