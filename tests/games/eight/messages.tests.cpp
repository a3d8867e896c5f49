// The game's words: placeholders, counting in English and Chinese, no missing translation.
#include "games/eight/messages.hpp"

#include <algorithm>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "support/catch.hpp"
#include "support/temp_dir.hpp"

using ninegrid::eight::count_hints;
using ninegrid::eight::count_moves;
using ninegrid::eight::fill;
using ninegrid::eight::Lang;
using ninegrid::eight::Messages;

namespace {

// Every field of a Messages, with a name for failure reports.
std::vector<std::pair<std::string, std::string_view>> fields(const Messages& m) {
    std::vector<std::pair<std::string, std::string_view>> f{
        {"title", m.title},
        {"custom", m.custom},
        {"status", m.status},
        {"blank_keys", m.blank_keys},
        {"tile_keys", m.tile_keys},
        {"key_line", m.key_line},
        {"hint", m.hint},
        {"hint_last", m.hint_last},
        {"cannot_move", m.cannot_move},
        {"nothing_to_undo", m.nothing_to_undo},
        {"undone", m.undone},
        {"restarted", m.restarted},
        {"new_puzzle", m.new_puzzle},
        {"switched_blank", m.switched_blank},
        {"switched_tiles", m.switched_tiles},
        {"solved", m.solved},
        {"optimal", m.optimal},
        {"over_par", m.over_par},
        {"new_record", m.new_record},
        {"records_note", m.records_note},
        {"autoplay_start", m.autoplay_start},
        {"autoplay_stopped", m.autoplay_stopped},
        {"autoplay_done", m.autoplay_done},
        {"already_solved", m.already_solved},
        {"records_unreadable", m.records_unreadable},
        {"records_unsaved", m.records_unsaved},
        {"too_small", m.too_small},
        {"help_title", m.help_title},
        {"help_close", m.help_close},
        {"end_of_input", m.end_of_input},
        {"bye", m.bye},
        {"best_line", m.best_line},
        {"unknown_key", m.unknown_key},
    };
    for (std::size_t i = 0; i < 3; ++i)
        f.emplace_back("difficulty[" + std::to_string(i) + "]", m.difficulty[i]);
    for (std::size_t i = 0; i < 4; ++i)
        f.emplace_back("direction[" + std::to_string(i) + "]", m.direction[i]);
    return f;
}

// The {name} placeholders of a template, in order.
std::vector<std::string> placeholders(std::string_view text) {
    std::vector<std::string> out;
    for (std::size_t open = text.find('{'); open != std::string_view::npos;
         open = text.find('{', open + 1)) {
        const std::size_t close = text.find('}', open);
        if (close == std::string_view::npos) break;
        out.emplace_back(text.substr(open + 1, close - open - 1));
    }
    return out;
}

}  // namespace

TEST_CASE("fill replaces the placeholders it is given and leaves the others", "[messages]") {
    CHECK(fill("Solved in {moves} (par {par}).", {{"moves", "3 moves"}, {"par", "3"}}) ==
          "Solved in 3 moves (par 3).");
    CHECK(fill("{a}{a}{b}", {{"a", "x"}}) == "xx{b}");
    CHECK(fill("no placeholders", {{"a", "x"}}) == "no placeholders");
    CHECK(fill("", {{"a", "x"}}) == "");
    CHECK(fill("{unclosed", {{"unclosed", "x"}}) == "{unclosed");
    CHECK(fill("}{a}{", {{"a", "{a}"}}) == "}{a}{");  // a value is never filled again
    CHECK(fill("方块 {tile} 向{dir}移", {{"tile", "8"}, {"dir", "左"}}) == "方块 8 向左移");
}

TEST_CASE("moves and hints are counted in good English and Chinese", "[messages]") {
    CHECK(count_moves(Lang::En, 0) == "0 moves");
    CHECK(count_moves(Lang::En, 1) == "1 move");
    CHECK(count_moves(Lang::En, 2) == "2 moves");
    CHECK(count_moves(Lang::En, 31) == "31 moves");
    CHECK(count_hints(Lang::En, 0) == "no hints");
    CHECK(count_hints(Lang::En, 1) == "1 hint");
    CHECK(count_hints(Lang::En, 5) == "5 hints");
    CHECK(count_moves(Lang::Zh, 1) == "1 步");
    CHECK(count_moves(Lang::Zh, 12) == "12 步");
    CHECK(count_hints(Lang::Zh, 0) == "0 次");
    CHECK(count_hints(Lang::Zh, 3) == "3 次");
}

TEST_CASE("every message exists in both languages, with the same placeholders", "[messages]") {
    const Messages& en = ninegrid::eight::messages(Lang::En);
    const Messages& zh = ninegrid::eight::messages(Lang::Zh);
    const auto en_fields = fields(en);
    const auto zh_fields = fields(zh);
    REQUIRE(en_fields.size() == zh_fields.size());
    for (std::size_t i = 0; i < en_fields.size(); ++i) {
        CAPTURE(en_fields[i].first);
        CHECK_FALSE(en_fields[i].second.empty());
        CHECK_FALSE(zh_fields[i].second.empty());
        CHECK(en_fields[i].second != zh_fields[i].second);
        auto a = placeholders(en_fields[i].second);
        auto b = placeholders(zh_fields[i].second);
        std::sort(a.begin(), a.end());
        std::sort(b.begin(), b.end());
        CHECK(a == b);
    }
    SECTION("the help, where only the spacer line is blank") {
        for (std::size_t i = 0; i < std::size(en.help); ++i) {
            CAPTURE(i, en.help[i], zh.help[i]);
            CHECK(en.help[i].empty() == zh.help[i].empty());
            if (i != 10) {
                CHECK_FALSE(en.help[i].empty());
            }
        }
    }
    SECTION("the win message begins as promised") {
        CHECK(en.solved.substr(0, 6) == "Solved");
        CHECK(zh.solved.substr(0, std::string_view("已解决").size()) == "已解决");
    }
}

TEST_CASE("the language comes from --lang or else the locale", "[messages]") {
    using ninegrid::eight::lang_from_environment;
    using ninegrid::eight::lang_from_name;
    CHECK(lang_from_name("en") == std::optional<Lang>(Lang::En));
    CHECK(lang_from_name("zh") == std::optional<Lang>(Lang::Zh));
    CHECK_FALSE(lang_from_name("fr").has_value());
    CHECK_FALSE(lang_from_name("").has_value());
    CHECK_FALSE(lang_from_name("ZH").has_value());

    using support::ScopedEnv;
    ScopedEnv all("LC_ALL", std::nullopt);
    ScopedEnv msgs("LC_MESSAGES", std::nullopt);
    SECTION("LANG alone") {
        ScopedEnv lang("LANG", std::string("zh_CN.UTF-8"));
        CHECK(lang_from_environment() == Lang::Zh);
    }
    SECTION("nothing set is English") {
        ScopedEnv lang("LANG", std::nullopt);
        CHECK(lang_from_environment() == Lang::En);
    }
    SECTION("LC_ALL wins over LANG, and an empty one does not count") {
        ScopedEnv lang("LANG", std::string("zh_TW.UTF-8"));
        ScopedEnv a("LC_ALL", std::string("en_GB.UTF-8"));
        CHECK(lang_from_environment() == Lang::En);
        ScopedEnv b("LC_ALL", std::string(""));
        CHECK(lang_from_environment() == Lang::Zh);
    }
    SECTION("LC_MESSAGES wins over LANG") {
        ScopedEnv lang("LANG", std::string("C.UTF-8"));
        ScopedEnv m("LC_MESSAGES", std::string("zh_CN.UTF-8"));
        CHECK(lang_from_environment() == Lang::Zh);
    }
}
