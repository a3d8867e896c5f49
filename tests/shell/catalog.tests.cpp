// SPDX-License-Identifier: MIT
// The prologue every command shares: its words parsed against its own table under the name the
// player typed, and --help answered from the catalogue.
#include "shell/catalog.hpp"

#include <sstream>
#include <string>
#include <vector>

#include "support/catch.hpp"

using ninegrid::base::Io;
using ninegrid::base::Lang;
using ninegrid::base::OptionSpec;
using ninegrid::base::UsageError;
using ninegrid::shell::CommandContext;
using ninegrid::shell::GameEntry;

namespace {

constexpr OptionSpec kCountOptions[]{{"seed", "N"}, {"help", ""}};

int run_nothing(const std::vector<std::string>&, Io) {
    return 0;
}

const GameEntry& counter() {
    static const GameEntry entry{
        "counter",
        {"the counter", "计数器"},
        {{"count",
          {"count up", "数数"},
          {"Count up to N.\n", "数到 N。\n"},
          run_nothing,
          kCountOptions}},
        {"(the footer)\n", "（附注）\n"},
    };
    return entry;
}

struct Streams {
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    Io io(Lang lang) { return Io{in, out, err, false, lang, false}; }
};

}  // namespace

TEST_CASE("a command's words are parsed against its own table, under the name typed", "[catalog]") {
    Streams s;
    const CommandContext context(counter(), "count", {"--seed", "5", "x"}, s.io(Lang::En));
    CHECK_FALSE(context.helped());
    CHECK(context.args().number("seed", 1, 0, 9) == 5);
    CHECK(context.args().positionals() == std::vector<std::string>{"x"});
    CHECK(s.out.str().empty());
    try {
        const CommandContext bad(counter(), "count", {"--sed", "5"}, s.io(Lang::En));
        FAIL("an unknown option was taken");
    } catch (const UsageError& e) {
        CHECK(std::string(e.what()).find("'ninegrid counter count' has no option '--sed'") == 0);
    }
    GameEntry first = counter();
    first.invoked_as = "ninegrid";
    CHECK(first.command_line("count") == "ninegrid count");
}

TEST_CASE("--help writes the command's help and its game's footer, in the language asked",
          "[catalog]") {
    Streams s;
    const CommandContext context(counter(), "count", {"--help"}, s.io(Lang::Zh));
    CHECK(context.helped());
    CHECK(s.out.str() == "数到 N。\n（附注）\n");
}
