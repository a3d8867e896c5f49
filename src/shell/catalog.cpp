// The prologue every command shares.
#include "shell/catalog.hpp"

#include <ostream>
#include <stdexcept>

namespace ninegrid::shell {

namespace {

const Command& command_of(const GameEntry& game, std::string_view command) {
    const Command* c = game.find(command);
    if (c == nullptr) throw std::logic_error("a command that its game does not list");
    return *c;
}

}  // namespace

CommandContext::CommandContext(const GameEntry& game, std::string_view command,
                               const std::vector<std::string>& words, const base::Io& io)
    : args_(words, command_of(game, command).options, game.command_line(command), io.lang) {
    if (!args_.has("help")) return;
    io.out << game.full_help(command, io.lang);
    helped_ = true;
}

}  // namespace ninegrid::shell
