// ninegrid: hands the command line to the CLI layer and returns its exit code.
#include <iostream>
#include <string>
#include <vector>

#include "base/lines.hpp"
#include "base/output.hpp"
#include "cli/commands.hpp"

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    // Standard input and output through buffers that keep the reason a read or a write failed, so
    // a closed or unreadable input is not taken for an empty one, and lost output is said why.
    ninegrid::base::FdInBuf in_buffer(0);
    ninegrid::base::FdOutBuf out_buffer(1);
    std::istream in(&in_buffer);
    std::ostream out(&out_buffer);
    const std::vector<std::string> args(argv + (argc > 0 ? 1 : 0), argv + argc);
    return ninegrid::cli::run(args, {in, out, std::cerr, true});
}
