// SPDX-License-Identifier: MIT
// The puzzle `ninegrid play --seed N` deals first, worked out in the library as the game does.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "games/eight/backend.hpp"
#include "shell/session.hpp"

namespace support {

inline ninegrid::eight::State dealt_start(std::uint32_t seed, const std::string& level = "medium") {
    ninegrid::eight::EightBackend game(ninegrid::eight::State(), std::nullopt);
    const ninegrid::shell::Session session(game, {"eight", level, false, seed, {}}, nullptr);
    return ninegrid::eight::from_sliding(game.start());
}

}  // namespace support
