// SPDX-License-Identifier: MIT
// `ninegrid records`: every game's best results, per level and rule set, from the records file.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "base/args.hpp"
#include "base/command.hpp"
#include "base/lang.hpp"

namespace ninegrid::cli {

// Runs `ninegrid records WORDS` (--json, --help; the cli took --lang off): a table, or JSON.
// Reading changes nothing: a damaged file is an error (exit 2), left for the games to set aside.
int run_records(const std::vector<std::string>& words, base::Io io);
std::string_view records_help(base::Lang lang);
base::Options records_options();
// Every text of the command, for the tests that both languages say the same.
std::vector<base::Text> records_texts();

}  // namespace ninegrid::cli
