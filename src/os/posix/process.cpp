// SPDX-License-Identifier: MIT
// The POSIX process: argv and the environment are already what the program wants.
#include "os/process.hpp"

#include <cstdlib>

namespace ninegrid::os {

std::vector<std::string> start_program(int argc, char** argv) {
    return std::vector<std::string>(argv + (argc > 0 ? 1 : 0), argv + argc);
}

std::optional<std::string> environment(const char* name) {
    const char* value = std::getenv(name);
    if (value == nullptr) return std::nullopt;
    return std::string(value);
}

bool utf8_by_default() noexcept {
    return false;
}

bool system_language_is_chinese() noexcept {
    return false;
}

}  // namespace ninegrid::os
