// `ninegrid link bench`: placeholder replaced below.
#include "games/link/commands.hpp"

namespace ninegrid::link {

const std::vector<base::OptionSpec> kBenchOptions{
    {"board", "FILE"}, {"seed", "S"}, {"border", ""}, {"no-border", ""},
    {"gravity", ""},   {"json", ""},  {"help", ""}};

int run_bench(const std::vector<std::string>& raw, Io io) {
    const base::Args args(raw, kBenchOptions, "ninegrid link bench", io.lang);
    io.out << help_text("bench", io.lang);
    return kExitOk;
}

}  // namespace ninegrid::link
