// SPDX-License-Identifier: MIT
// The list of games: adding a game is adding its folder and one line here.
#include "games/registry.hpp"

#include "games/eight/commands.hpp"
#include "games/fifteen/commands.hpp"
#include "games/link/commands.hpp"

namespace ninegrid::games {

const std::vector<const shell::GameEntry*>& registry() {
    static const std::vector<const shell::GameEntry*> games{
        &eight::game_entry(),
        &fifteen::game_entry(),
        &link::game_entry(),
    };
    return games;
}

}  // namespace ninegrid::games
