// SPDX-License-Identifier: MIT
// Fuzz target: the saved-game file. What parses writes back to text that parses the same. Then
// the back ends read it as a resume does (the 8-puzzle's and the link game's: the 15-puzzle's
// needs its pattern tables): checking a save changes nothing; a save is resumed exactly when the
// check takes it; what is resumed can be saved and is taken again.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

#include "games/eight/backend.hpp"
#include "games/link/backend.hpp"
#include "ninegrid/link/board_text.hpp"
#include "shell/saves.hpp"
#include "shell/session.hpp"

namespace {

using ninegrid::shell::SavedGame;
using ninegrid::shell::Session;

Session::Params custom(const std::string& game) {
    Session::Params p;
    p.game = game;
    p.level = "easy";
    p.custom = true;  // the back end holds its puzzle: nothing is dealt
    return p;
}

void resume_on(ninegrid::shell::Backend& game, const std::string& name, const SavedGame& saved) {
    Session session(game, custom(name), nullptr);
    const std::string code = game.save_code();
    const std::string state = game.snapshot();
    const auto checked = session.check_resume(saved);
    if (!checked && checked.error().empty()) std::abort();                   // a refusal says why
    if (game.save_code() != code || game.snapshot() != state) std::abort();  // changed nothing
    const auto resumed = session.resume(saved, ninegrid::shell::Clock::time_point{});
    if (resumed.ok() != checked.ok()) std::abort();
    if (!resumed) {
        if (game.save_code() != code || game.snapshot() != state) std::abort();
        return;
    }
    SavedGame again = session.progress(ninegrid::shell::Clock::time_point{});
    if (!ninegrid::shell::validate_save(again)) std::abort();  // resumed means savable
    Session next(game, custom(name), nullptr);
    if (!next.check_resume(again)) std::abort();
    game.finish_work(ninegrid::shell::Lang::En);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto parsed = ninegrid::shell::parse_save(text);
    if (!parsed) {
        if (parsed.error().empty()) std::abort();
        return 0;
    }
    if (!ninegrid::shell::validate_save(*parsed)) std::abort();  // accepted means valid
    const std::string written = ninegrid::shell::serialize_save(*parsed);
    const auto again = ninegrid::shell::parse_save(written);
    if (!again || *again != *parsed) std::abort();
    if (ninegrid::shell::serialize_save(*again) != written) std::abort();

    if (parsed->game == "eight") {
        ninegrid::eight::EightBackend eight(ninegrid::eight::State(),
                                            ninegrid::eight::State({1, 2, 3, 4, 5, 6, 7, 0, 8}));
        resume_on(eight, "eight", *parsed);
    } else if (parsed->game == "link") {
        const auto board = ninegrid::link::parse_board("AB\nBA\nCC\n");
        ninegrid::link::LinkBackend link(ninegrid::link::Rules{}, false, *board.board);
        resume_on(link, "link", *parsed);
    }
    return 0;
}
