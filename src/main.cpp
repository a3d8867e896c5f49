// ninegrid: hands the command line to the CLI layer and returns its exit code.
#include <iostream>
#include <string>
#include <vector>

#include "cli/commands.hpp"

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    const std::vector<std::string> args(argv + (argc > 0 ? 1 : 0), argv + argc);
    return ninegrid::cli::run(args, {std::cin, std::cout, std::cerr, true});
}
