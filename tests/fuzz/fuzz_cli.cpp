// SPDX-License-Identifier: MIT
// Fuzz target: the whole command line, as `ninegrid ARGS... < STDIN` with standard output a pipe.
// The input is the arguments separated by NUL bytes, then two NULs, then standard input. The
// invariants: the exit code is one the manual documents (0, 1, 2), an exit 2 says why on
// standard error, nothing the program prints carries a control byte other than a newline or a
// tab, a C1 control or a byte that is not UTF-8 (every piece of outside text is escaped), and
// nothing escapes as an exception or a crash.
//
// `bench` is left out (its default of 100 boards per algorithm is slow enough to stall the
// campaign, and its --svg writes a file), and so are the link game's slow searches (see below);
// no other command writes a file when it is not on a terminal: records, saves and preferences
// belong to the interactive game.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "base/utf8.hpp"
#include "cli/commands.hpp"

namespace {

// Whether `text` is safe to show on a terminal: UTF-8, no C0 control but '\n' and '\t', no DEL,
// no C1 control.
bool clean(std::string_view text) {
    for (std::size_t i = 0; i < text.size();) {
        const ninegrid::base::Utf8Step step = ninegrid::base::decode_utf8(text, i);
        if (step.status != ninegrid::base::Utf8Step::Status::Ok) return false;
        const char32_t c = step.code_point;
        if ((c < 0x20 && c != '\n' && c != '\t') || (c >= 0x7F && c < 0xA0)) return false;
        i += step.length;
    }
    return true;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    // Nothing may reach a real home folder, even by mistake.
    setenv("XDG_STATE_HOME", "/nonexistent/ninegrid-fuzz/state", 1);
    setenv("XDG_CONFIG_HOME", "/nonexistent/ninegrid-fuzz/config", 1);
    setenv("HOME", "/nonexistent/ninegrid-fuzz", 1);
    unsetenv("LC_ALL");
    unsetenv("LC_MESSAGES");
    setenv("LANG", "C.UTF-8", 1);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    const std::size_t split = bytes.find(std::string_view("\0\0", 2));
    const std::string_view argv_part = bytes.substr(0, split);
    const std::string input =
        split == std::string_view::npos ? std::string() : std::string(bytes.substr(split + 2));

    std::vector<std::string> args;
    for (std::size_t start = 0; start <= argv_part.size();) {
        const std::size_t end = std::min(argv_part.find('\0', start), argv_part.size());
        args.emplace_back(argv_part.substr(start, end - start));
        start = end + 1;
    }
    if (args.size() == 1 && args[0].empty()) args.clear();
    bool link = false, solve = false;
    for (const std::string& word : args) {
        if (word.find("bench") != std::string::npos || word.find("svg") != std::string::npos)
            return -1;  // not added to the corpus
        link = link || word == "link";
        // The 15-puzzle's solvers run for seconds (the tables) to hours (the reference on a
        // hard board) whatever the input: its parser has its own target (fuzz_fifteen_board).
        // `slide` is another name for it.
        if (word.find("fifteen") != std::string::npos || word.find("slide") != std::string::npos)
            return -1;
        solve = solve || word == "solve";
    }
    if (link) {
        // The link game's searches are bounded by budgets, not by the input's size: a 9x16 deal
        // may take the default million positions (tens of seconds), `stats` solves a hundred
        // deals and `generate --solvable` of a huge board of few kinds retries for minutes. Keep
        // each run short: no stats, no solvable deals, and a small budget for solve.
        for (const std::string& word : args)
            if (word.find("stats") != std::string::npos ||
                word.find("solvable") != std::string::npos ||
                word.find("budget") != std::string::npos)
                return -1;
        if (solve) {
            args.emplace_back("--budget");
            args.emplace_back("2000");
        }
        // The game itself (play, the default command) deals from a random seed unless told:
        // the same input must run the same way.
        bool command = false, seeded = false;
        for (const std::string& word : args) {
            command = command || word == "generate" || word == "solve" || word == "hint" ||
                      word == "stats" || word == "bench";
            // --board and --tiles take no seed; a game ID has its own (a dealt one) or stands
            // for --tiles (a board's), which takes none: adding one would only be refused.
            seeded = seeded || word.find("seed") != std::string::npos ||
                     word.find("board") != std::string::npos ||
                     word.find("tiles") != std::string::npos ||
                     word.find("game") != std::string::npos;
        }
        if (!command && !seeded) {
            args.emplace_back("--seed");
            args.emplace_back("1");
        }
    }

    std::istringstream in(input);
    std::ostringstream out, err;
    const int code = ninegrid::cli::run(args, {in, out, err, false});
    if (code != 0 && code != 1 && code != 2) std::abort();
    if (code == 2 && err.str().empty()) std::abort();
    if (!clean(out.str()) || !clean(err.str())) std::abort();
    return 0;
}
