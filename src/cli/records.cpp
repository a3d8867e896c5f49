// SPDX-License-Identifier: MIT
// `ninegrid records`: the hall of fame, every game's best results per level and rule set, read
// from the records file the games keep and never changed by reading it.
#include "cli/records.hpp"

#include <algorithm>
#include <chrono>
#include <iterator>
#include <ostream>
#include <string>

#include "base/args.hpp"
#include "base/json.hpp"
#include "base/text.hpp"
#include "games/registry.hpp"
#include "shell/records.hpp"
#include "shell/session.hpp"
#include "term/screen.hpp"

namespace ninegrid::cli {

namespace {

constexpr base::OptionSpec kOptions[]{{"json", ""}, {"help", ""}};

constexpr base::Text kHelp{
    "Usage: ninegrid records [--json] [--lang en|zh]\n"
    "\n"
    "The best results of every game, per level and rule set: the fewest moves over par (the\n"
    "link game: the fewest shuffles; sliding boards of over 16 cells: the fewest moves) and\n"
    "the fastest time, each kept on its own (they may come from different wins). A win counts\n"
    "when it is the first of its puzzle, without hints or the solver, in a dealt (not a custom)\n"
    "game played at a terminal. In a game, B shows the game's own.\n"
    "\n"
    "Options:\n"
    "  --json        one JSON object: \"file\" (the records file, or null) and \"records\", a\n"
    "                list of {game, level, fewest, counted, seconds}\n"
    "  --lang en|zh  the language of the table\n",
    "用法：ninegrid records [--json] [--lang en|zh]\n"
    "\n"
    "每个游戏按难度和规则的最佳成绩：比最优多出的最少步数（连连看：最少洗牌次数；超过 16 格的\n"
    "滑块局面：最少步数）和最短用时，两者各自记录（可能来自不同的胜局）。只计一局的第一次\n"
    "胜利、不用提示和自动求解、在终端里玩的发牌局（非自定局面）。游戏中按 B 查看本游戏的纪录。\n"
    "\n"
    "选项：\n"
    "  --json        一个 JSON 对象：\"file\"（纪录文件，或 null）和 \"records\"，\n"
    "                每项为 {game, level, fewest, counted, seconds}\n"
    "  --lang en|zh  表格的语言\n"};
constexpr base::Text kTitle{"Best results", "最佳成绩"};
constexpr base::Text kGame{"game", "游戏"};
constexpr base::Text kLevel{"level", "难度"};
constexpr base::Text kFewest{"fewest", "最少"};
constexpr base::Text kFastest{"fastest", "最快"};
constexpr base::Text kNone{"No records yet: a win without hints at a terminal sets the first.",
                           "还没有纪录：在终端里不用提示赢一局，就有了第一条。"};
constexpr base::Text kNoFile{"There is no state folder, so no records are kept.",
                             "没有状态目录，因此不保存纪录。"};
constexpr base::Text kKept{"Kept in {path}.", "保存在 {path}。"};
constexpr base::Text kUnreadable{"cannot read the records: {problem}", "无法读取纪录：{problem}"};

const shell::GameEntry* entry_of(const std::string& game) {
    for (const shell::GameEntry* g : games::registry())
        if (g->name == game) return g;
    return nullptr;
}

// "2 over par", "1 shuffle", "412 moves": in the words of the game that kept it.
std::string fewest_text(const std::string& game, const std::string& level, int n, base::Lang lang) {
    const shell::GameEntry* g = entry_of(game);
    if (!g) return std::to_string(n);
    const shell::GameEntry::RecordCount counted = g->record_count_for(level);
    if (n == 1) return std::string(counted.one(lang));
    return base::fill(counted.many(lang), {{"n", std::to_string(n)}});
}

std::string clock_text(double seconds) {
    return shell::format_clock(std::chrono::milliseconds(static_cast<long long>(seconds * 1000)));
}

std::string padded(const std::string& text, std::size_t width) {
    const std::size_t w = term::display_width(text);
    return text + std::string(w < width ? width - w : 0, ' ');
}

}  // namespace

std::vector<base::Text> records_texts() {
    return {kHelp, kTitle, kGame, kLevel, kFewest, kFastest, kNone, kNoFile, kKept, kUnreadable};
}

std::string_view records_help(base::Lang lang) {
    return kHelp(lang);
}

base::Options records_options() {
    return kOptions;
}

int run_records(const std::vector<std::string>& words, base::Io io) {
    const base::Lang lang = io.lang;
    const base::Args args(words, kOptions, "records", lang);
    if (args.has("help")) {
        io.out << kHelp(lang);
        return base::kExitOk;
    }
    args.no_positionals();
    const shell::RecordStore store(shell::RecordStore::default_path());
    const base::Result<shell::Records> records = store.peek();
    if (!records) {
        io.err << "ninegrid: " << base::fill(kUnreadable(lang), {{"problem", records.error()}})
               << '\n';
        return base::kExitUsage;
    }
    if (args.has("json")) {
        base::JsonWriter j;
        j.begin_object().key("file");
        if (store.path()) {
            j.string(*store.path());
        } else {
            j.null();
        }
        j.key("records").begin_array();
        for (const auto& [key, best] : *records) {
            const shell::GameEntry* g = entry_of(key.first);
            j.begin_object().key("game").string(key.first).key("level").string(key.second);
            j.key("fewest");
            if (best.over_par) {
                j.number(*best.over_par);
            } else {
                j.null();
            }
            j.key("counted").string(g ? g->record_count_for(key.second).counted : "over_par");
            j.key("seconds");
            if (best.seconds) {
                j.number(*best.seconds, 2);
            } else {
                j.null();
            }
            j.end_object();
        }
        j.end_array().end_object();
        io.out << j.str() << '\n';
        return base::kExitOk;
    }
    if (!store.path()) {
        io.out << kNoFile(lang) << '\n';
        return base::kExitOk;
    }
    if (records->empty()) {
        io.out << kNone(lang) << '\n';
        return base::kExitOk;
    }
    std::vector<std::vector<std::string>> rows{{std::string(kGame(lang)), std::string(kLevel(lang)),
                                                std::string(kFewest(lang)),
                                                std::string(kFastest(lang))}};
    for (const auto& [key, best] : *records) {
        rows.push_back(
            {key.first, key.second,
             best.over_par ? fewest_text(key.first, key.second, *best.over_par, lang) : "-",
             best.seconds ? clock_text(*best.seconds) : "-"});
    }
    std::vector<std::size_t> widths(4, 0);
    for (const auto& row : rows)
        for (std::size_t c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths[c], term::display_width(row[c]));
    io.out << kTitle(lang) << '\n';
    for (const auto& row : rows) {
        std::string line = " ";
        for (std::size_t c = 0; c < row.size(); ++c)
            line += " " + (c + 1 < row.size() ? padded(row[c], widths[c] + 2) : row[c]);
        io.out << line << '\n';
    }
    io.out << base::fill(kKept(lang), {{"path", *store.path()}}) << '\n';
    return base::kExitOk;
}

}  // namespace ninegrid::cli
