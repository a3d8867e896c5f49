// SPDX-License-Identifier: MIT
// The prologue every command shares.
#include "shell/catalog.hpp"

#include <cstddef>
#include <optional>
#include <ostream>
#include <stdexcept>

#include "shell/play.hpp"

namespace ninegrid::shell {

namespace {

const Command& command_of(const GameEntry& game, std::string_view command) {
    const Command* c = game.find(command);
    if (c == nullptr) throw std::logic_error("a command that its game does not list");
    return *c;
}

}  // namespace

namespace {

constexpr base::Text kBadGameId{
    "game ID '{id}': expected LEVEL:SEED (the level with its rules, '+' between them), as a game "
    "shows it{custom}",
    "对局 ID“{id}”：应为 难度:种子（难度后可用 '+' 接规则），即游戏里显示的形式{custom}"};
constexpr base::Text kOrBoard{", or a board", "，或一个局面"};

bool id_word(std::string_view w) {
    if (w.empty()) return false;
    for (const char c : w) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '=';
        if (!ok) return false;
    }
    return w.front() != '-' && w.front() != '=';
}

}  // namespace

std::vector<base::Text> game_id_texts() {
    return {kBadGameId, kOrBoard};
}

std::vector<std::string> expand_game_id(const std::vector<std::string>& words,
                                        std::string_view custom_option, base::Lang lang) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string& w = words[i];
        if (w == "--") {  // positionals from here on
            out.insert(out.end(), words.begin() + static_cast<std::ptrdiff_t>(i), words.end());
            break;
        }
        std::optional<std::string> id;
        if (w == "--game" && i + 1 < words.size()) {
            id = words[++i];
        } else if (w.rfind("--game=", 0) == 0) {
            id = w.substr(7);
        }
        if (!id) {
            out.push_back(w);
            continue;
        }
        const auto refused = [&] {
            return base::UsageError(base::fill(
                kBadGameId(lang),
                {{"id", *id},
                 {"custom", custom_option.empty() ? std::string() : std::string(kOrBoard(lang))}}));
        };
        // A dealt puzzle's ID is LEVEL+RULE+...:SEED; a custom puzzle's is the puzzle, with its
        // rules after it the same way (PUZZLE+RULE+...).
        const std::size_t colon = id->rfind(':');
        const bool custom = colon == std::string::npos;
        if (custom && custom_option.empty()) throw refused();
        const std::string params = custom ? *id : id->substr(0, colon);
        if (!custom && !seed_option(id->substr(colon + 1), lang)) throw refused();
        std::vector<std::string> parts;
        for (std::size_t from = 0;;) {
            const std::size_t plus = params.find('+', from);
            parts.push_back(params.substr(from, plus - from));
            if (plus == std::string::npos) break;
            from = plus + 1;
        }
        for (std::size_t p = 0; p < parts.size(); ++p) {
            if (p == 0 && custom) {  // the puzzle: its option checks it
                if (parts[p].empty()) throw refused();
                out.insert(out.end(), {"--" + std::string(custom_option), parts[p]});
                continue;
            }
            if (!id_word(parts[p]) || (p == 0 && parts[p].find('=') != std::string::npos))
                throw refused();
            if (p == 0) {
                out.insert(out.end(), {"--level", parts[p]});
                continue;
            }
            const std::size_t eq = parts[p].find('=');
            out.push_back("--" + parts[p].substr(0, eq));
            if (eq != std::string::npos) out.push_back(parts[p].substr(eq + 1));
        }
        if (!custom) out.insert(out.end(), {"--seed", id->substr(colon + 1)});
    }
    return out;
}

CommandContext::CommandContext(const GameEntry& game, std::string_view command,
                               const std::vector<std::string>& words, const base::Io& io)
    : args_(expand_game_id(words, game.custom_option, io.lang), command_of(game, command).options,
            game.command_line(command), io.lang) {
    if (!args_.has("help")) return;
    io.out << game.full_help(command, io.lang);
    helped_ = true;
}

}  // namespace ninegrid::shell
