// SPDX-License-Identifier: MIT
// The shell completions and the man page cover everything the program holds: every game, command
// and option that `ninegrid help --commands` lists (from the registry and each command's own
// option table) must be completed by docs/ninegrid.bash, docs/ninegrid.zsh and
// docs/ninegrid.fish, each run in its shell where that shell is installed, and described in
// docs/ninegrid.1.
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "support/catch.hpp"
#include "support/run_program.hpp"

namespace {

struct Listed {
    std::string game;
    std::string command;
    std::vector<std::string> options;
};

std::vector<std::string> words_of(const std::string& line) {
    std::vector<std::string> words;
    std::istringstream in(line);
    for (std::string w; in >> w;)
        words.push_back(w);
    return words;
}

// `ninegrid help --commands`, one entry per line, in order: the first game is the default.
std::vector<Listed> listed_commands() {
    const support::ProgramResult r = support::run_program(NINEGRID_BINARY, {"help", "--commands"});
    INFO("stderr: " << r.err);
    REQUIRE(r.exit_code == 0);
    std::vector<Listed> listed;
    std::istringstream in(r.out);
    for (std::string line; std::getline(in, line);) {
        const std::vector<std::string> words = words_of(line);
        REQUIRE(words.size() >= 2);
        listed.push_back({words[0], words[1], {words.begin() + 2, words.end()}});
    }
    REQUIRE_FALSE(listed.empty());
    return listed;
}

std::vector<std::string> games_of(const std::vector<Listed>& listed) {
    std::vector<std::string> games;
    for (const Listed& l : listed)
        if (games.empty() || games.back() != l.game) games.push_back(l.game);
    return games;
}

std::vector<std::string> commands_of(const std::vector<Listed>& listed, const std::string& game) {
    std::vector<std::string> commands;
    for (const Listed& l : listed)
        if (l.game == game) commands.push_back(l.command);
    return commands;
}

std::string read_file(const std::string& path) {
    std::ifstream in(path);
    REQUIRE(in);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string joined(const std::vector<std::string>& words) {
    std::string s;
    for (const std::string& w : words)
        s += (s.empty() ? "" : " ") + w;
    return s;
}

enum class Shell { bash, zsh, fish };

const char* name_of(Shell shell) {
    switch (shell) {
        case Shell::bash:
            return "bash";
        case Shell::zsh:
            return "zsh";
        case Shell::fish:
            return "fish";
    }
    return "?";
}

// The shell's program, or "" when CMake found none.
std::string program_of(Shell shell) {
    switch (shell) {
        case Shell::bash:
            return NINEGRID_BASH;
        case Shell::zsh:
            return NINEGRID_ZSH;
        case Shell::fish:
            return NINEGRID_FISH;
    }
    return "";
}

// The folder of `path` (which has one).
std::string folder_of(const std::string& path) {
    return path.substr(0, path.find_last_of('/'));
}

// Runs the completion of `shell` for each command line in `lines` (the words after "ninegrid",
// the last one being completed) in one shell, and returns the words it offers for each: bash's
// COMPREPLY after _ninegrid with COMP_WORDS and COMP_CWORD set; what zsh's completion system
// adds, typed and completed in an interactive zsh (tests/cli/complete.zsh); what fish's
// `complete -C` lists, the completion loaded from its folder as fish finds it on first use.
// Sets `skipped` (and returns nothing) when the shell is not here.
std::vector<std::set<std::string>> complete(Shell shell,
                                            const std::vector<std::vector<std::string>>& lines,
                                            bool& skipped) {
    skipped = false;
    const std::string program = program_of(shell);
    if (program.empty()) {
        support::skip_test(std::string(name_of(shell)) +
                           " was not found when the build was configured: install it (apt-get "
                           "install " +
                           name_of(shell) + ") and configure again");
        skipped = true;
        return {};
    }
    std::vector<std::string> typed;  // each line as typed
    for (const std::vector<std::string>& words : lines)
        typed.push_back(joined(words));
    support::ProgramResult r;
    if (shell == Shell::bash) {
        std::string script = "source '" NINEGRID_COMPLETION
                             "' || exit 3\n"
                             "c() { COMP_WORDS=(ninegrid \"$@\"); COMP_CWORD=$#; COMPREPLY=(); "
                             "_ninegrid; echo \"${COMPREPLY[*]}\"; }\n";
        for (const std::vector<std::string>& words : lines) {
            script += "c";
            for (const std::string& w : words)
                script += " '" + w + "'";
            script += '\n';
        }
        r = support::run_program(program, {"--norc", "-c", script});
    } else if (shell == Shell::zsh) {
        std::vector<std::string> args = {"-f", NINEGRID_ZSH_DRIVER, NINEGRID_ZSH_COMPLETION};
        args.insert(args.end(), typed.begin(), typed.end());
        r = support::run_program(program, args);
        if (r.exit_code == 3) {
            support::skip_test("zsh cannot run the completion in a pseudo-terminal here: " + r.err);
            skipped = true;
            return {};
        }
    } else {
        // fish loads a command's completion from $fish_complete_path only for a command it
        // finds on PATH.
        std::vector<std::string> args = {
            "--no-config", "-c",
            "set -g fish_complete_path '" + folder_of(NINEGRID_FISH_COMPLETION) +
                "'\n"
                "for line in $argv\n"
                "    echo (complete -C \"ninegrid $line\" | string replace -r '\\t.*' '')\n"
                "end\n"};
        args.insert(args.end(), typed.begin(), typed.end());
        const char* path = std::getenv("PATH");
        r = support::run_program(program, args, {}, std::chrono::seconds(120),
                                 {"PATH=" + folder_of(NINEGRID_BINARY) + ":" + (path ? path : "")});
    }
    INFO(name_of(shell) << " stderr: " << r.err);
    REQUIRE(r.exit_code == 0);
    std::vector<std::set<std::string>> offered;
    std::istringstream in(r.out);
    for (std::string line; std::getline(in, line);) {
        const std::vector<std::string> words = words_of(line);
        offered.emplace_back(words.begin(), words.end());
    }
    REQUIRE(offered.size() == lines.size());
    return offered;
}

// Whether `word` occurs in `text` as a whole word (not inside --goals or replay).
bool has_word(const std::string& text, const std::string& word) {
    const auto part_of_word = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
               c == '-' || c == '_';
    };
    for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
        const bool starts = at == 0 || !part_of_word(text[at - 1]);
        const std::size_t end = at + word.size();
        const bool ends = end == text.size() || !part_of_word(text[end]);
        if (starts && ends) return true;
    }
    return false;
}

// The man page's text with roff's escaped hyphens ("\-") plain, split at its .SH and .SS
// headings: the text under each "SECTION/SUBSECTION" ("OPTIONS/eight solve options").
std::vector<std::pair<std::string, std::string>> man_sections() {
    std::string text = read_file(NINEGRID_MAN_PAGE);
    for (std::size_t at = text.find("\\-"); at != std::string::npos; at = text.find("\\-", at))
        text.erase(at, 1);
    std::vector<std::pair<std::string, std::string>> sections;
    std::string section, subsection;
    std::istringstream in(text);
    const auto heading = [](const std::string& line) {
        std::string h = line.substr(4);
        if (h.size() >= 2 && h.front() == '"' && h.back() == '"') h = h.substr(1, h.size() - 2);
        return h;
    };
    for (std::string line; std::getline(in, line);) {
        if (line.rfind(".SH ", 0) == 0) {
            section = heading(line);
            subsection.clear();
            sections.emplace_back(section, "");
        } else if (line.rfind(".SS ", 0) == 0) {
            subsection = heading(line);
            sections.emplace_back(section + "/" + subsection, "");
        } else if (!sections.empty()) {
            sections.back().second += line + '\n';
        }
    }
    return sections;
}

const std::string* find_section(const std::vector<std::pair<std::string, std::string>>& sections,
                                const std::string& name) {
    for (const auto& s : sections)
        if (s.first == name) return &s.second;
    return nullptr;
}

// Every game, command and option that `help --commands` lists is offered where it belongs.
void check_offers_everything(Shell shell) {
    const std::vector<Listed> listed = listed_commands();
    const std::vector<std::string> games = games_of(listed);
    const std::string default_game = games.front();

    // Each command line to complete, and the words that must be among those offered.
    std::vector<std::vector<std::string>> lines;
    std::vector<std::vector<std::string>> expected;
    const auto expect = [&](std::vector<std::string> line, std::vector<std::string> words) {
        lines.push_back(std::move(line));
        expected.push_back(std::move(words));
    };
    std::vector<std::string> first = games;
    for (const std::string& c : commands_of(listed, default_game))
        first.push_back(c);
    expect({""}, first);
    expect({"h"}, {"help"});
    expect({"help", ""}, first);
    expect({"--lang", "zh", ""}, first);
    for (const std::string& game : games) {
        expect({game, ""}, commands_of(listed, game));
        expect({"help", game, ""}, commands_of(listed, game));
    }
    for (const Listed& l : listed) {
        expect({l.game, l.command, "--"}, l.options);
        if (l.game == default_game) expect({l.command, "--"}, l.options);
        if (l.command == commands_of(listed, l.game).front()) expect({l.game, "--"}, l.options);
    }

    bool skipped = false;
    const std::vector<std::set<std::string>> offered = complete(shell, lines, skipped);
    if (skipped) return;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        for (const std::string& word : expected[i]) {
            INFO(name_of(shell) << " completing 'ninegrid " << joined(lines[i]) << "' offers '"
                                << joined({offered[i].begin(), offered[i].end()}) << "', without '"
                                << word << "'");
            CHECK(offered[i].count(word) == 1);
        }
    }
}

// The values of options, --lang's before the game too, and options not offered twice.
void check_values(Shell shell) {
    bool skipped = false;
    const std::vector<std::set<std::string>> offered =
        complete(shell,
                 {
                     {"solve", "--algo", ""},
                     {"eight", "solve", "--heuristic", ""},
                     {"play", "--difficulty", ""},
                     {"bench", "--difficulty", "r"},
                     {"eight", "--lang", ""},
                     {"bench", "--algos", "bfs,"},
                     {"solve", "--json", "--"},
                     {"stats", "--goal", ""},
                     {"--lang", ""},
                     {"--lang=z"},
                     {"--lang", "zh", "fif"},
                     {"--lang", "en", "fifteen", "bench", "--"},
                     {"fifteen", "--lang", "zh", "solve", "--algo", ""},
                     {"slide", "solve", "--algo", ""},
                     {"slide", "play", "--level", ""},
                     {"fifteen", "tables", "--build", ""},
                     {"link", "--size", ""},
                     {"bench", "--algos=astar,b"},
                     {"--"},
                     {"fifteen", "bench", "--hard", "--previous", ""},
                 },
                 skipped);
    if (skipped) return;
    CHECK(offered[0] == std::set<std::string>{"bfs", "astar", "table", "ida", "bidir", "iddfs",
                                              "greedy", "wastar", "pruned", "astar-closed"});
    CHECK(offered[1] == std::set<std::string>{"manhattan", "misplaced"});
    CHECK(offered[2] == std::set<std::string>{"easy", "medium", "hard"});
    CHECK(offered[3] == std::set<std::string>{"random"});
    CHECK(offered[4] == std::set<std::string>{"en", "zh"});
    CHECK(offered[5] == std::set<std::string>{"bfs,astar", "bfs,astar-misplaced", "bfs,table",
                                              "bfs,ida", "bfs,bidir", "bfs,iddfs", "bfs,greedy",
                                              "bfs,wastar", "bfs,pruned", "bfs,astar-closed",
                                              "bfs,astar-closed-misplaced"});
    CHECK(offered[6].count("--json") == 0);  // already given
    CHECK(offered[6].count("--algo") == 1);
    CHECK(offered[7].empty());  // a board
    // --lang belongs to the whole program: before the game, its value and then what would come
    // without it.
    CHECK(offered[8] == std::set<std::string>{"en", "zh"});
    CHECK(offered[9] == std::set<std::string>{"--lang=zh"});
    CHECK(offered[10] == std::set<std::string>{"fifteen"});
    CHECK(offered[11].count("--korf") == 1);
    CHECK(offered[11].count("--lang") == 0);  // already given
    CHECK(offered[12] == std::set<std::string>{"pdb", "ida"});
    // slide is fifteen's other name: the sliding puzzles' values.
    CHECK(offered[13] == std::set<std::string>{"pdb", "ida"});
    CHECK(offered[14] == std::set<std::string>{"easy", "medium", "hard", "random"});
    CHECK(offered[15] == std::set<std::string>{"6-6-3", "7-8", "all"});
    CHECK(offered[16] == std::set<std::string>{"classic", "large", "shisen", "6x14", "9x16",
                                               "12x24", "14x26", "16x30"});
    CHECK(offered[17] == std::set<std::string>{"--algos=astar,bfs", "--algos=astar,bidir"});
    CHECK(offered[18] == std::set<std::string>{"--help", "--version", "--lang"});
    CHECK(offered[19] == std::set<std::string>{"serial"});
}

// A file where an option or a command takes one: a file of this folder by its beginning.
void check_files(Shell shell) {
    const std::string docs = folder_of(NINEGRID_MAN_PAGE);
    bool skipped = false;
    const std::vector<std::set<std::string>> offered =
        complete(shell,
                 {
                     {"bench", "--svg", docs + "/ninegrid.1"},
                     {"link", "solve", docs + "/ninegrid.1"},
                     {"link", "play", "--board", docs + "/ninegrid.1"},
                 },
                 skipped);
    if (skipped) return;
    for (const std::set<std::string>& o : offered)
        CHECK(o == std::set<std::string>{docs + "/ninegrid.1"});
}

}  // namespace

TEST_CASE("help --commands lists every command with the options its parser takes", "[docs]") {
    const std::vector<Listed> listed = listed_commands();
    CHECK(listed.front().game == "eight");
    CHECK(listed.front().command == "play");
    bool solve_seen = false;
    for (const Listed& l : listed) {
        CHECK(std::set<std::string>(l.options.begin(), l.options.end()).count("--help") == 1);
        if (l.game == "eight" && l.command == "solve") {
            solve_seen = true;
            CHECK(
                joined(l.options) ==
                "--goal --algo --heuristic --weight --boards --json --batch --trace --limit --help "
                "--lang");
        }
        // Every option listed is one the command's parser accepts: --help is answered with help.
        const support::ProgramResult r =
            support::run_program(NINEGRID_BINARY, {l.game, l.command, "--help"});
        CHECK(r.exit_code == 0);
        CHECK(r.out.find("Usage: ninegrid ") != std::string::npos);
    }
    CHECK(solve_seen);
    // It is for tools: the overview does not mention it.
    const support::ProgramResult help = support::run_program(NINEGRID_BINARY, {"--help"});
    CHECK(help.out.find("--commands") == std::string::npos);
}

TEST_CASE("the bash completion offers every game, command and option",
          "[posix][docs][completion]") {
    check_offers_everything(Shell::bash);
}

TEST_CASE("the bash completion completes the values of options", "[posix][docs][completion]") {
    check_values(Shell::bash);
}

TEST_CASE("the bash completion completes file names", "[posix][docs][completion]") {
    check_files(Shell::bash);
}

// [slow]: an interactive zsh and its compinit take 1 to 4 seconds to start here.
TEST_CASE("the zsh completion offers every game, command and option",
          "[posix][docs][completion][slow]") {
    check_offers_everything(Shell::zsh);
}

TEST_CASE("the zsh completion completes the values of options", "[posix][docs][completion][slow]") {
    check_values(Shell::zsh);
}

TEST_CASE("the zsh completion completes file names", "[posix][docs][completion][slow]") {
    check_files(Shell::zsh);
}

TEST_CASE("the fish completion offers every game, command and option",
          "[posix][docs][completion]") {
    check_offers_everything(Shell::fish);
}

TEST_CASE("the fish completion completes the values of options", "[posix][docs][completion]") {
    check_values(Shell::fish);
}

TEST_CASE("the fish completion completes file names", "[posix][docs][completion]") {
    check_files(Shell::fish);
}

TEST_CASE("the man page describes every game, command and option", "[docs][man]") {
    const std::vector<Listed> listed = listed_commands();
    const auto sections = man_sections();
    const std::string* synopsis = find_section(sections, "SYNOPSIS");
    REQUIRE(synopsis);
    // A game listed with exactly the commands and options of the one before is its other name
    // (`slide` for `fifteen`): that game's subsection names it, and the rest is said once.
    const auto same_as = [&](const std::string& game, const std::string& other) {
        std::vector<std::pair<std::string, std::vector<std::string>>> a;
        std::vector<std::pair<std::string, std::vector<std::string>>> b;
        for (const Listed& l : listed) {
            if (l.game == game) a.emplace_back(l.command, l.options);
            if (l.game == other) b.emplace_back(l.command, l.options);
        }
        return a == b;
    };
    std::vector<std::string> aliases;
    const std::vector<std::string> games = games_of(listed);
    for (std::size_t i = 1; i < games.size(); ++i) {
        if (!same_as(games[i], games[i - 1])) continue;
        aliases.push_back(games[i]);
        const std::string* about = find_section(sections, "GAMES/" + games[i - 1]);
        REQUIRE(about);
        INFO("GAMES/" << games[i - 1] << " does not name its other name " << games[i]);
        CHECK(has_word(*about, games[i]));
    }
    const auto alias = [&](const std::string& game) {
        return std::find(aliases.begin(), aliases.end(), game) != aliases.end();
    };
    for (const std::string& game : games) {
        if (alias(game)) continue;
        // GAMES has a subsection per game naming each of its commands.
        const std::string* about = find_section(sections, "GAMES/" + game);
        INFO("the man page has no subsection '" << game << "' under GAMES");
        REQUIRE(about);
        CHECK(has_word(*synopsis, game));
        for (const std::string& command : commands_of(listed, game)) {
            INFO("GAMES/" << game << " does not name the command " << command);
            CHECK(has_word(*about, command));
        }
    }
    for (const Listed& l : listed) {
        if (alias(l.game)) continue;
        const std::string name = l.game + " " + l.command;
        {
            INFO("the man page has no subsection '" << name << "' under COMMANDS");
            CHECK(find_section(sections, "COMMANDS/" + name));
        }
        const std::string* options = find_section(sections, "OPTIONS/" + name + " options");
        INFO("the man page has no subsection '" << name << " options' under OPTIONS");
        REQUIRE(options);
        for (const std::string& option : l.options) {
            INFO("OPTIONS/" << name << " options does not describe " << option);
            CHECK(has_word(*options, option));
        }
    }
    const std::string* help = find_section(sections, "COMMANDS/help");
    REQUIRE(help);
    CHECK(has_word(*help, "--commands"));
}
