// SPDX-License-Identifier: MIT
// Records kept in memory, for the tests of the shell and of each game as played: every win the
// shell reports is kept, so a test sees exactly what was recorded.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "shell/records.hpp"

namespace support {

class FakeRecords final : public ninegrid::shell::RecordKeeper {
  public:
    struct Win {
        std::string game;
        std::string level;
        int over_par;
        double seconds;
    };
    std::vector<Win> wins;
    mutable int best_calls = 0;
    std::map<std::string, Best> bests;   // by level
    std::optional<std::string> failure;  // when set, record_win fails with it

    std::optional<Best> best(const std::string& /*game*/, const std::string& level) const override {
        ++best_calls;
        const auto it = bests.find(level);
        if (it == bests.end()) return std::nullopt;
        return it->second;
    }

    // Kept, and a new best when fewer over par, or as many in less time.
    ninegrid::base::Result<bool> record_win(const std::string& game, const std::string& level,
                                            int over_par, double seconds) override {
        wins.push_back({game, level, over_par, seconds});
        if (failure) return ninegrid::base::Error{*failure};
        Best& b = bests[level];
        const bool better = !b.over_par || over_par < *b.over_par ||
                            (over_par == *b.over_par && seconds < b.seconds.value_or(1e18));
        if (better) b = {over_par, seconds};
        return better;
    }
};

}  // namespace support
