// SPDX-License-Identifier: MIT
// Dispatch, help texts and version: the front door of the ninegrid program. It knows the games
// only through the registry.
#include "cli/commands.hpp"

#include <cerrno>
#include <exception>
#include <ostream>
#include <sstream>

#include "base/args.hpp"
#include "base/output.hpp"
#include "base/text.hpp"
#include "base/version.hpp"
#include "cli/records.hpp"
#include "games/registry.hpp"
#include "shell/view.hpp"

namespace ninegrid::cli {

namespace {

using base::Lang;
using shell::Command;
using shell::GameEntry;

const GameEntry& default_game() {
    return *games::registry().front();
}

const GameEntry* find_game(const std::string& name) {
    for (const GameEntry* g : games::registry())
        if (g->named(name)) return g;
    return nullptr;
}

// Every word the front door says, English and 简体中文.
constexpr base::Text kTagline{
    "ninegrid {version} - puzzle games in the terminal, with exact solvers\n",
    "ninegrid {version} - 终端里的益智游戏，附带精确求解器\n"};
constexpr base::Text kUsage{"Usage: ninegrid [GAME] [COMMAND] [OPTIONS]\n",
                            "用法：ninegrid [GAME] [COMMAND] [OPTIONS]\n"};
constexpr base::Text kGames{"Games:\n", "游戏：\n"};
constexpr base::Text kAlsoNamed{" (also '{alias}')", "（也可写作 '{alias}'）"};
constexpr base::Text kDefaultGame{" (the default: plain 'ninegrid' plays it)",
                                  "（默认游戏：只输入 'ninegrid' 就是玩它）"};
constexpr base::Text kCommandsOf{
    "Commands of {game} (the default game: '{game}' may be left out):\n",
    "{game} 的命令（默认游戏：'{game}' 可以省略）：\n"};
constexpr base::Text kRecordsCommand{"the best results of every game: ninegrid records",
                                     "每个游戏的最佳成绩：ninegrid records"};
constexpr base::Text kHelpCommand{"show the help of a game or a command: ninegrid help solve",
                                  "显示某个游戏或命令的帮助：ninegrid help solve"};
constexpr base::Text kOptionsAndExamples{
    "Options:\n"
    "  -h, --help   show this help\n"
    "  --version    print the version\n"
    "  --lang LANG  en or zh: English or Simplified Chinese, anywhere on the command\n"
    "               line (default: from LC_ALL, LC_MESSAGES or LANG); output for\n"
    "               programs (--json, --csv, solve --batch) stays English\n"
    "\n"
    "Examples:\n"
    "  ninegrid --level hard               the 8-puzzle, hard\n"
    "  ninegrid fifteen                    the 15-puzzle\n"
    "  ninegrid link --level medium        the link game on a 10x12 board\n"
    "  ninegrid help link                  a game's keys, levels and commands\n"
    "  ninegrid solve 867254301            one of the two hardest boards: 31 moves\n"
    "  ninegrid solve 283104765 --goal 123804765 --boards\n"
    "  ninegrid stats\n"
    "  ninegrid bench --count 200 --svg bench.svg\n"
    "  ninegrid help eight solve\n"
    "  ninegrid link generate --solvable | ninegrid link solve -\n"
    "\n"
    "Exit status: 0 done; 1 the board cannot reach the goal (solve, play --start), or\n"
    "a solver disagreed with BFS (bench); 2 a mistake in the command or its input, or\n"
    "input that cannot be read or output that cannot be written (the reason is\n"
    "given); 128+N when play is ended by signal N.\n",
    "选项：\n"
    "  -h, --help   显示本帮助\n"
    "  --version    显示版本\n"
    "  --lang LANG  en 或 zh：英文或简体中文，可写在命令行的任何位置\n"
    "               （默认取自 LC_ALL、LC_MESSAGES 或 LANG）；供程序读取的输出\n"
    "               （--json、--csv、solve --batch）始终为英文\n"
    "\n"
    "示例：\n"
    "  ninegrid --level hard               玩八数码，困难难度\n"
    "  ninegrid fifteen                    玩十五数码\n"
    "  ninegrid link --level medium        在 10x12 的棋盘上玩连连看\n"
    "  ninegrid help link                  某个游戏的按键、难度和命令\n"
    "  ninegrid solve 867254301            最难的两个局面之一：31 步\n"
    "  ninegrid solve 283104765 --goal 123804765 --boards\n"
    "  ninegrid stats\n"
    "  ninegrid bench --count 200 --svg bench.svg\n"
    "  ninegrid help eight solve\n"
    "  ninegrid link generate --solvable | ninegrid link solve -\n"
    "\n"
    "退出状态：0 完成；1 局面无法到达目标（solve、play --start），或某个求解器与 BFS\n"
    "的结果不一致（bench）；2 命令或其输入有误，或输入无法读取、输出无法写入（会说明\n"
    "原因）；play 被信号 N 结束时为 128+N。\n"};
constexpr base::Text kGameUsage{"Usage: ninegrid {game} [COMMAND] [OPTIONS]\n",
                                "用法：ninegrid {game} [COMMAND] [OPTIONS]\n"};
constexpr base::Text kGameAbout{"ninegrid {game}: {title}. Without a command it runs '{first}'.",
                                "ninegrid {game}：{title}。不带命令时运行 '{first}'。"};
constexpr base::Text kGameAboutNoPlay{
    "ninegrid {game}: {title}. Named alone it shows this help; options without a command go to "
    "'{first}'.",
    "ninegrid {game}：{title}。只写游戏名时显示本帮助；不带命令的选项交给 '{first}'。"};
constexpr base::Text kCommands{"Commands:\n", "命令：\n"};
constexpr base::Text kEveryCommand{"Every command has its own help: ninegrid help {game} {first}\n",
                                   "每个命令都有自己的帮助：ninegrid help {game} {first}\n"};
constexpr base::Text kListComma{", ", "、"};
constexpr base::Text kNoGuess{".", "。"};
constexpr base::Text kUnknownWord{"unknown command '{name}'", "未知命令“{name}”"};
constexpr base::Text kCommandsAndGames{
    " Commands: {commands}; games: {games} (see 'ninegrid --help')",
    "命令：{commands}；游戏：{games}（参见“ninegrid --help”）"};
constexpr base::Text kUnknownCommand{"unknown command '{name}' of {game}",
                                     "{game} 没有命令“{name}”"};
constexpr base::Text kCommandsOfGame{" Commands: {commands} (see 'ninegrid help {game}')",
                                     "命令：{commands}（参见“ninegrid help {game}”）"};
constexpr base::Text kHelpTakes{
    "'help' takes a game and a command, e.g. ninegrid help eight solve",
    "“help”后面至多跟一个游戏和一个命令，例如 ninegrid help eight solve"};
constexpr base::Text kUnknownGame{"unknown game '{name}'; games: {games}",
                                  "未知游戏“{name}”；游戏：{games}"};
constexpr base::Text kUnknownOption{"unknown option '{option}'", "未知选项“{option}”"};
constexpr base::Text kPlainTakesPlay{
    " Plain 'ninegrid' plays, with the options of 'ninegrid play'; other options go after their "
    "command, e.g. ninegrid solve --help",
    "只输入 ninegrid 就是玩，可带 ninegrid play 的选项；其他选项要写在命令之后，例如 ninegrid "
    "solve --help"};
constexpr base::Text kOutOfMemory{"out of memory", "内存不足"};
constexpr base::Text kInternalError{"internal error: {what}", "内部错误：{what}"};

// The program's own option: the language of help and messages.
constexpr base::OptionSpec kLangOption{"lang", "en|zh"};

std::string padded(std::string_view word, std::size_t width) {
    std::string s(word);
    if (s.size() < width) s.append(width - s.size(), ' ');
    return s;
}

// The widest line a help has: it fits a terminal of 80 columns.
constexpr int kHelpWidth = 80;

// Text wrapped to the help's width, continuation lines indented by `hang` columns.
std::string wrapped(const std::string& text, int hang = 0) {
    std::string out;
    for (const std::string& line : shell::wrap(text, kHelpWidth, hang))
        out += line + '\n';
    return out;
}

// "  solve     what it does", wrapped under its description.
std::string entry(std::string_view name, std::string_view about) {
    return wrapped("  " + padded(name, 10) + std::string(about), 12);
}

std::string main_help(Lang lang) {
    const GameEntry& first = default_game();
    std::ostringstream o;
    o << base::fill(kTagline(lang), {{"version", std::string(base::version())}}) << "\n"
      << kUsage(lang) << "\n"
      << kGames(lang);
    for (const GameEntry* g : games::registry()) {
        std::string about =
            std::string(g->title(lang)) + std::string(g == &first ? kDefaultGame(lang) : "");
        if (!g->alias.empty())
            about += base::fill(kAlsoNamed(lang), {{"alias", std::string(g->alias)}});
        o << entry(g->name, about);
    }
    o << "\n" << base::fill(kCommandsOf(lang), {{"game", std::string(first.name)}});
    for (const Command& c : first.commands)
        o << entry(c.name, c.summary(lang));
    o << entry("help", kHelpCommand(lang)) << entry("records", kRecordsCommand(lang)) << "\n"
      << kOptionsAndExamples(lang);
    return o.str();
}

// A game that cannot be played in the terminal yet has no `play` command: its name alone shows
// its help rather than running its first command.
bool playable(const GameEntry& g) {
    return g.find("play") != nullptr;
}

std::string game_help(const GameEntry& g, Lang lang) {
    const std::string name(g.name);
    const std::string first(g.commands.front().name);
    std::ostringstream o;
    o << base::fill(kGameUsage(lang), {{"game", name}}) << "\n"
      << wrapped(
             base::fill(playable(g) ? kGameAbout(lang) : kGameAboutNoPlay(lang),
                        {{"game", name}, {"title", std::string(g.title(lang))}, {"first", first}}))
      << "\n";
    if (!g.how_to_play(lang).empty()) o << g.how_to_play(lang) << "\n";
    o << kCommands(lang);
    for (const Command& c : g.commands)
        o << entry(c.name, c.summary(lang));
    o << "\n" << base::fill(kEveryCommand(lang), {{"game", name}, {"first", first}});
    return o.str();
}

std::string command_help(const GameEntry& g, const Command& c, Lang lang) {
    return g.full_help(c.name, lang);
}

// Whether `word` ("--name" or "--name=value") is an option of `c`.
bool takes_option(const Command& c, std::string_view word) {
    if (word.size() < 3 || word.substr(0, 2) != "--") return false;
    std::string_view name = word.substr(2);
    name = name.substr(0, name.find('='));
    for (const base::OptionSpec& option : c.options)
        if (option.name == name) return true;
    return false;
}

// Every word that may come first, for suggestions.
std::vector<std::string> first_words() {
    std::vector<std::string> words;
    for (const GameEntry* g : games::registry())
        words.emplace_back(g->name);
    for (const Command& c : default_game().commands)
        words.emplace_back(c.name);
    words.emplace_back("help");
    words.emplace_back("records");
    return words;
}

std::string list_words(const std::vector<std::string>& words, Lang lang) {
    std::string s;
    for (const std::string& w : words)
        s += (s.empty() ? std::string() : std::string(kListComma(lang))) + w;
    return s;
}

std::vector<std::string> game_names() {
    std::vector<std::string> names;
    for (const GameEntry* g : games::registry())
        names.emplace_back(g->name);
    return names;
}

// "; did you mean 'x'?", or "." when nothing is close.
std::string guess_or_stop(const std::string& word, const std::vector<std::string>& words,
                          Lang lang) {
    const std::optional<std::string> guess = base::closest(word, words);
    return guess ? base::suggestion(guess, lang) : std::string(kNoGuess(lang));
}

std::string unknown_word(const std::string& name, Lang lang) {
    std::vector<std::string> commands;
    for (const Command& c : default_game().commands)
        commands.emplace_back(c.name);
    commands.emplace_back("help");
    return base::fill(kUnknownWord(lang), {{"name", name}}) +
           guess_or_stop(name, first_words(), lang) +
           base::fill(kCommandsAndGames(lang), {{"commands", list_words(commands, lang)},
                                                {"games", list_words(game_names(), lang)}});
}

// An option plain `ninegrid` does not take: the nearest option of play, if one is near.
std::string unknown_option(const Command& play, const std::string& word, Lang lang) {
    std::vector<std::string> names;
    for (const base::OptionSpec& option : play.options)
        names.push_back("--" + std::string(option.name));
    return base::fill(kUnknownOption(lang), {{"option", word}}) +
           guess_or_stop(word.substr(0, word.find('=')), names, lang) +
           std::string(kPlainTakesPlay(lang));
}

std::string unknown_command(const GameEntry& g, const std::string& name, Lang lang) {
    std::vector<std::string> names;
    for (const Command& c : g.commands)
        names.emplace_back(c.name);
    const std::string game(g.name);
    return base::fill(kUnknownCommand(lang), {{"name", name}, {"game", game}}) +
           guess_or_stop(name, names, lang) +
           base::fill(kCommandsOfGame(lang),
                      {{"commands", list_words(names, lang)}, {"game", game}});
}

// `ninegrid help --commands`, for tools rather than people (the tests of the bash completion and
// the man page read it): one line "GAME COMMAND --OPTION..." per command, games in registry
// order (the first is the default), each command's options from the table its parser uses, and
// the program's own --lang, which every command accepts.
std::string command_list() {
    std::ostringstream o;
    // A game's other name (its alias) is listed as a game of its own, after it.
    for (const GameEntry* g : games::registry()) {
        for (const std::string_view name : {g->name, g->alias}) {
            if (name.empty()) continue;
            for (const Command& c : g->commands) {
                o << name << ' ' << c.name;
                bool has_lang = false;
                for (const base::OptionSpec& option : c.options) {
                    o << " --" << option.name;
                    has_lang = has_lang || option.name == kLangOption.name;
                }
                if (!has_lang) o << " --" << kLangOption.name;  // every command takes it
                o << '\n';
            }
        }
    }
    return o.str();
}

// The help for `ninegrid help WORDS`; throws UsageError for a word that names nothing.
std::string help_for(const std::vector<std::string>& words, Lang lang) {
    if (words.empty() || (words.size() == 1 && words[0] == "help")) return main_help(lang);
    if (words.size() == 1 && words[0] == "--commands") return command_list();
    if (words.size() == 1 && words[0] == "records") return std::string(records_help(lang));
    if (words.size() > 2) throw base::UsageError(std::string(kHelpTakes(lang)));
    if (const GameEntry* g = find_game(words[0])) {
        if (words.size() == 1) return game_help(*g, lang);
        const Command* c = g->find(words[1]);
        if (!c) throw base::UsageError(unknown_command(*g, words[1], lang));
        return command_help(*g, *c, lang);
    }
    if (words.size() == 2) {
        throw base::UsageError(base::fill(
            kUnknownGame(lang), {{"name", words[0]}, {"games", list_words(game_names(), lang)}}));
    }
    const Command* c = default_game().find(words[0]);
    if (!c) throw base::UsageError(unknown_word(words[0], lang));
    return command_help(default_game(), *c, lang);
}

// The global --lang, anywhere on the line (before a "--"), is taken off the arguments here and
// travels in io.lang, so the commands never see it; without it, the locale decides. Its own
// mistakes are said in the locale's language.
//
// Chinese that the locale cannot show (LANG=C, zh_CN.GBK: everything ninegrid writes is UTF-8)
// is English instead, said in one line on standard error; a --lang zh so refused is not chosen,
// and play does not remember it.
int run_command(std::vector<std::string> args, Io& io) {
    io.lang = base::lang_from_environment();
    io.lang_chosen = false;
    bool chinese_refused = !base::lang_shows(io.lang);
    if (chinese_refused) io.lang = Lang::En;
    try {
        if (auto chosen = base::take_option(args, kLangOption, io.lang)) {
            base::Result<Lang> lang = base::lang_option(*chosen, io.lang);
            if (!lang) throw base::UsageError(lang.error());
            chinese_refused = !base::lang_shows(*lang);
            io.lang_chosen = !chinese_refused;
            io.lang = chinese_refused ? Lang::En : *lang;
        }
        if (chinese_refused) io.err << "ninegrid: " << base::no_chinese_note() << '\n';
        const Lang lang = io.lang;
        const GameEntry& fallback = default_game();
        if (args.empty()) return fallback.commands.front().run({}, io);
        const std::string& first = args[0];
        if (first == "--help" || first == "-h") {
            io.out << main_help(lang);
            return base::kExitOk;
        }
        if (first == "--version") {
            io.out << "ninegrid " << base::version() << "\n";
            return base::kExitOk;
        }
        if (first == "help") {
            io.out << help_for({args.begin() + 1, args.end()}, lang);
            return base::kExitOk;
        }
        if (first == "records") return run_records({args.begin() + 1, args.end()}, io);
        // Plain `ninegrid` plays, so it takes the options of play: `ninegrid --level hard`.
        if (!first.empty() && first[0] == '-') {
            const Command& play = fallback.commands.front();
            if (!takes_option(play, first)) {
                throw base::UsageError(unknown_option(play, first, lang));
            }
            return play.run(args, io);
        }
        const GameEntry* game = find_game(first);
        std::size_t next = 1;
        if (!game) {
            game = &fallback;  // `ninegrid solve ...` is `ninegrid eight solve ...`
            next = 0;
        }
        const Command* command = nullptr;
        if (next == 1 && args.size() == 1 && !playable(*game)) {
            io.out << game_help(*game, lang);
            return base::kExitOk;
        }
        if (next < args.size() && (args[next] == "--help" || args[next] == "-h") &&
            next + 1 == args.size() && next == 1) {
            io.out << game_help(*game, lang);
            return base::kExitOk;
        }
        if (next < args.size() && !args[next].empty() && args[next][0] != '-') {
            command = game->find(args[next]);
            if (!command) {
                throw base::UsageError(next == 0 ? unknown_word(args[next], lang)
                                                 : unknown_command(*game, args[next], lang));
            }
            ++next;
        } else {
            command = &game->commands.front();  // `ninegrid eight --level hard` plays
        }
        const std::vector<std::string> rest(args.begin() + static_cast<std::ptrdiff_t>(next),
                                            args.end());
        return command->run(rest, io);
    } catch (const base::UsageError& e) {
        // fill() escaped the outside text of the message already, so this changes nothing; it
        // keeps a message put together some other way from reaching the terminal raw.
        io.err << "ninegrid: " << base::printable(e.what()) << '\n';
        return base::kExitUsage;
    } catch (const std::bad_alloc&) {
        io.err << "ninegrid: " << kOutOfMemory(io.lang) << '\n';
        return base::kExitUsage;
    } catch (const std::exception& e) {
        io.err << "ninegrid: " << base::fill(kInternalError(io.lang), {{"what", e.what()}}) << '\n';
        return base::kExitUsage;
    }
}

}  // namespace

std::vector<base::Text> texts() {
    return {kTagline,        kUsage,          kGames,
            kDefaultGame,    kAlsoNamed,      kCommandsOf,
            kHelpCommand,    kRecordsCommand, kOptionsAndExamples,
            kGameUsage,      kGameAbout,      kGameAboutNoPlay,
            kCommands,       kEveryCommand,   kListComma,
            kNoGuess,        kUnknownWord,    kCommandsAndGames,
            kUnknownCommand, kCommandsOfGame, kHelpTakes,
            kUnknownGame,    kUnknownOption,  kPlainTakesPlay,
            kOutOfMemory,    kInternalError};
}

std::string help_text(const std::string& words, Lang lang) {
    std::vector<std::string> split;
    std::istringstream in(words);
    for (std::string w; in >> w;)
        split.push_back(w);
    try {
        return help_for(split, lang);
    } catch (const base::UsageError&) {
        return {};
    }
}

int run(const std::vector<std::string>& args, Io io) {
    const int code = run_command(args, io);  // sets io.lang
    // Output that never arrived (a full disk, a closed pipe) is not success; a command that
    // stopped at the failure has said so already. A terminal that has gone away (EIO: hung up)
    // is no one's mistake, and there is no one left to tell.
    const base::Status finished = base::finish_output(io.out, io.lang);
    if (!finished && base::write_error(io.out) != EIO) {
        io.err << "ninegrid: " << finished.error() << '\n';
        return base::kExitUsage;
    }
    // Messages that could not be written (standard error on a full disk: a batch's totals, a
    // warning) leave no one told; the exit status is all there is left to say it with.
    io.err.flush();
    if (!io.err && code == base::kExitOk) return base::kExitUsage;
    return code;
}

}  // namespace ninegrid::cli
