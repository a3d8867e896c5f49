// Dispatch, help texts and version: the front door of the ninegrid program. It knows the games
// only through the registry.
#include "cli/commands.hpp"

#include <cerrno>
#include <cstring>
#include <exception>
#include <iostream>
#include <sstream>

#include "base/args.hpp"
#include "base/text.hpp"
#include "base/version.hpp"
#include "games/registry.hpp"

namespace ninegrid::cli {

namespace {

using shell::Command;
using shell::GameEntry;

const GameEntry& default_game() {
    return *games::registry().front();
}

const GameEntry* find_game(const std::string& name) {
    for (const GameEntry* g : games::registry())
        if (g->name == name) return g;
    return nullptr;
}

std::string padded(std::string_view word, std::size_t width) {
    std::string s(word);
    if (s.size() < width) s.append(width - s.size(), ' ');
    return s;
}

std::string main_help() {
    const GameEntry& first = default_game();
    std::ostringstream o;
    o << "ninegrid " << base::version() << " - puzzle games in the terminal, with exact solvers\n"
      << "\n"
      << "Usage: ninegrid [GAME] [COMMAND] [OPTIONS]\n"
      << "\n"
      << "Games:\n";
    for (const GameEntry* g : games::registry()) {
        o << "  " << padded(g->name, 10) << g->title;
        if (g == &first) o << " (the default: plain 'ninegrid' plays it)";
        o << '\n';
    }
    o << "\n"
      << "Commands of " << first.name << " (the default game: '" << first.name
      << "' may be left out):\n";
    for (const Command& c : first.commands)
        o << "  " << padded(c.name, 10) << c.summary << '\n';
    o << "  " << padded("help", 10) << "show the help of a game or a command: ninegrid help solve\n"
      << "\n"
      << "Options:\n"
      << "  -h, --help   show this help\n"
      << "  --version    print the version\n"
      << "\n"
      << "Examples:\n"
      << "  ninegrid play --difficulty hard\n"
      << "  ninegrid solve 867254301            one of the two hardest boards: 31 moves\n"
      << "  ninegrid solve 283104765 --goal 123804765 --boards\n"
      << "  ninegrid stats\n"
      << "  ninegrid bench --count 200 --svg bench.svg\n"
      << "  ninegrid help eight solve\n"
      << "\n"
      << "Exit status: 0 done; 1 the board cannot reach the goal (solve, play --start), or a "
         "solver\n"
      << "disagreed with BFS (bench); 2 a mistake in the command or its input; 128+N when play "
         "is\n"
      << "ended by signal N.\n";
    return o.str();
}

std::string game_help(const GameEntry& g) {
    std::ostringstream o;
    o << "Usage: ninegrid " << g.name << " [COMMAND] [OPTIONS]\n"
      << "\n"
      << "ninegrid " << g.name << ": " << g.title << ". Without a command it runs '"
      << g.commands.front().name << "'.\n"
      << "\n"
      << "Commands:\n";
    for (const Command& c : g.commands)
        o << "  " << padded(c.name, 10) << c.summary << '\n';
    o << "\n"
      << "Every command has its own help: ninegrid help " << g.name << ' '
      << g.commands.front().name << '\n';
    return o.str();
}

std::string command_help(const GameEntry& g, const Command& c) {
    return std::string(c.help) + std::string(g.help_footer);
}

// Every word that may come first, for suggestions.
std::vector<std::string> first_words() {
    std::vector<std::string> words;
    for (const GameEntry* g : games::registry())
        words.emplace_back(g->name);
    for (const Command& c : default_game().commands)
        words.emplace_back(c.name);
    words.emplace_back("help");
    return words;
}

std::string list_words(const std::vector<std::string>& words) {
    std::string s;
    for (const std::string& w : words)
        s += (s.empty() ? "" : ", ") + w;
    return s;
}

std::vector<std::string> game_names() {
    std::vector<std::string> names;
    for (const GameEntry* g : games::registry())
        names.emplace_back(g->name);
    return names;
}

std::string unknown_word(const std::string& name) {
    std::string message = "unknown command '" + base::printable(name) + "'";
    if (auto guess = base::closest(name, first_words()))
        message += "; did you mean '" + *guess + "'?";
    else
        message += ".";
    std::vector<std::string> commands;
    for (const Command& c : default_game().commands)
        commands.emplace_back(c.name);
    commands.emplace_back("help");
    return message + " Commands: " + list_words(commands) + "; games: " + list_words(game_names()) +
           " (see 'ninegrid --help')";
}

std::string unknown_command(const GameEntry& g, const std::string& name) {
    std::vector<std::string> names;
    for (const Command& c : g.commands)
        names.emplace_back(c.name);
    std::string message =
        "unknown command '" + base::printable(name) + "' of " + std::string(g.name);
    if (auto guess = base::closest(name, names))
        message += "; did you mean '" + *guess + "'?";
    else
        message += ".";
    return message + " Commands: " + list_words(names) + " (see 'ninegrid help " +
           std::string(g.name) + "')";
}

// `ninegrid help --commands`, for tools rather than people (the tests of the bash completion and
// the man page read it): one line "GAME COMMAND --OPTION..." per command, games in registry
// order (the first is the default), each command's options from the table its parser uses.
std::string command_list() {
    std::ostringstream o;
    for (const GameEntry* g : games::registry()) {
        for (const Command& c : g->commands) {
            o << g->name << ' ' << c.name;
            for (const base::OptionSpec& option : c.options)
                o << " --" << option.name;
            o << '\n';
        }
    }
    return o.str();
}

// The help for `ninegrid help WORDS`; throws UsageError for a word that names nothing.
std::string help_for(const std::vector<std::string>& words) {
    if (words.empty() || (words.size() == 1 && words[0] == "help")) return main_help();
    if (words.size() == 1 && words[0] == "--commands") return command_list();
    if (words.size() > 2)
        throw base::UsageError("'help' takes a game and a command, e.g. ninegrid help eight solve");
    if (const GameEntry* g = find_game(words[0])) {
        if (words.size() == 1) return game_help(*g);
        const Command* c = g->find(words[1]);
        if (!c) throw base::UsageError(unknown_command(*g, words[1]));
        return command_help(*g, *c);
    }
    if (words.size() == 2)
        throw base::UsageError("unknown game '" + base::printable(words[0]) +
                               "'; games: " + list_words(game_names()));
    const Command* c = default_game().find(words[0]);
    if (!c) throw base::UsageError(unknown_word(words[0]));
    return command_help(default_game(), *c);
}

int run_command(const std::vector<std::string>& args, Io io) {
    try {
        const GameEntry& fallback = default_game();
        if (args.empty()) return fallback.commands.front().run({}, io);
        const std::string& first = args[0];
        if (first == "--help" || first == "-h") {
            io.out << main_help();
            return base::kExitOk;
        }
        if (first == "--version") {
            io.out << "ninegrid " << base::version() << "\n";
            return base::kExitOk;
        }
        if (first == "help") {
            io.out << help_for({args.begin() + 1, args.end()});
            return base::kExitOk;
        }
        if (!first.empty() && first[0] == '-') {
            throw base::UsageError("unknown option '" + base::printable(first) +
                                   "'; options go after a command, e.g. ninegrid solve --help");
        }
        const GameEntry* game = find_game(first);
        std::size_t next = 1;
        if (!game) {
            game = &fallback;  // `ninegrid solve ...` is `ninegrid eight solve ...`
            next = 0;
        }
        const Command* command = nullptr;
        if (next < args.size() && (args[next] == "--help" || args[next] == "-h") &&
            next + 1 == args.size() && next == 1) {
            io.out << game_help(*game);
            return base::kExitOk;
        }
        if (next < args.size() && !args[next].empty() && args[next][0] != '-') {
            command = game->find(args[next]);
            if (!command) {
                throw base::UsageError(next == 0 ? unknown_word(args[next])
                                                 : unknown_command(*game, args[next]));
            }
            ++next;
        } else {
            command = &game->commands.front();  // `ninegrid eight --level hard` plays
        }
        const std::vector<std::string> rest(args.begin() + static_cast<std::ptrdiff_t>(next),
                                            args.end());
        return command->run(rest, io);
    } catch (const base::UsageError& e) {
        io.err << "ninegrid: " << e.what() << '\n';
        return base::kExitUsage;
    } catch (const std::bad_alloc&) {
        io.err << "ninegrid: out of memory\n";
        return base::kExitUsage;
    } catch (const std::exception& e) {
        io.err << "ninegrid: internal error: " << e.what() << '\n';
        return base::kExitUsage;
    }
}

}  // namespace

std::string help_text(const std::string& words) {
    std::vector<std::string> split;
    std::istringstream in(words);
    for (std::string w; in >> w;)
        split.push_back(w);
    try {
        return help_for(split);
    } catch (const base::UsageError&) {
        return {};
    }
}

int run(const std::vector<std::string>& args, Io io) {
    const int code = run_command(args, io);
    // Output that never arrived (a full disk, a closed pipe) is not success. A terminal that has
    // gone away (EIO: hung up) is no one's mistake, and there is no one left to tell.
    errno = 0;
    io.out.flush();
    if (!io.out && errno != EIO) {
        const int e = errno;
        io.err << "ninegrid: could not write the output"
               << (e ? std::string(": ") + std::strerror(e) : "") << '\n';
        return base::kExitUsage;
    }
    return code;
}

}  // namespace ninegrid::cli
