// SPDX-License-Identifier: MIT
// The words of every help the program has: "" (the front door), each game, and each
// "GAME COMMAND" that `ninegrid help --commands` lists; for the tests that walk every help.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "cli/commands.hpp"

namespace support {

inline std::vector<std::string> every_help() {
    std::vector<std::string> words{""};
    std::istringstream listed(ninegrid::cli::help_text("--commands"));
    for (std::string game, command, rest;
         listed >> game >> command && std::getline(listed, rest);) {
        if (words.back().rfind(game + " ", 0) != 0) words.push_back(game);
        words.push_back(game + " " + command);
    }
    return words;
}

}  // namespace support
