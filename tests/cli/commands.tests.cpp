// The program's front door: boards given as arguments, help for every game and command.
#include "cli/commands.hpp"

#include <string>

#include "base/args.hpp"
#include "games/eight/commands.hpp"
#include "support/catch.hpp"

using ninegrid::base::UsageError;

TEST_CASE("a bad board on the command line names the argument and the problem", "[cli]") {
    std::string message = "<no error>";
    try {
        ninegrid::eight::board_argument("123456580", ninegrid::eight::Msg::WhatStart,
                                        ninegrid::base::Lang::En);
    } catch (const UsageError& e) {
        message = e.what();
    }
    CHECK(message == "start board '123456580': tile 5 appears twice and tile 7 is missing");
    CHECK(ninegrid::eight::board_argument("1 2 3 / 8 _ 4 / 7 6 5", ninegrid::eight::Msg::WhatGoal,
                                          ninegrid::base::Lang::En) ==
          ninegrid::eight::State({1, 2, 3, 8, 0, 4, 7, 6, 5}));
}

TEST_CASE("every command has help and unknown commands have none", "[cli]") {
    CHECK(ninegrid::cli::help_text("").find("Usage: ninegrid ") != std::string::npos);
    CHECK(ninegrid::cli::help_text("solve").find("Usage: ninegrid solve") != std::string::npos);
    CHECK(ninegrid::cli::help_text("stats").find("Usage: ninegrid stats") != std::string::npos);
    CHECK(ninegrid::cli::help_text("solve").find("123/456/780") != std::string::npos);
    CHECK(ninegrid::cli::help_text("nope").empty());
}
