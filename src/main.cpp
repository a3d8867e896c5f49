// ninegrid: hands the command line to the CLI layer and returns its exit code.
#include <iostream>
#include <string>
#include <vector>

#include "base/lines.hpp"
#include "cli/commands.hpp"

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    // Standard input read through a buffer that keeps the reason a read failed, so a closed or
    // unreadable input is not taken for an empty one.
    ninegrid::base::FdInBuf in_buffer(0);
    std::istream in(&in_buffer);
    const std::vector<std::string> args(argv + (argc > 0 ? 1 : 0), argv + argc);
    return ninegrid::cli::run(args, {in, std::cout, std::cerr, true});
}
