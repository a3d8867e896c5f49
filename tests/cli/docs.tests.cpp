// The bash completion and the man page cover everything the program holds: every game, command
// and option that `ninegrid help --commands` lists (from the registry and each command's own
// option table) must be completed by docs/ninegrid.bash and described in docs/ninegrid.1.
#include <algorithm>
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

// Runs the completion for each command line in `lines` (the words after "ninegrid", the last
// one being completed) in one bash, and returns the words it offers for each.
std::vector<std::set<std::string>> complete(const std::vector<std::vector<std::string>>& lines) {
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
    const support::ProgramResult r = support::run_program(NINEGRID_BASH, {"--norc", "-c", script});
    INFO("stderr: " << r.err);
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
    for (const std::string& game : games) {
        expect({game, ""}, commands_of(listed, game));
        expect({"help", game, ""}, commands_of(listed, game));
    }
    for (const Listed& l : listed) {
        expect({l.game, l.command, "--"}, l.options);
        if (l.game == default_game) expect({l.command, "--"}, l.options);
        if (l.command == commands_of(listed, l.game).front()) expect({l.game, "--"}, l.options);
    }

    const std::vector<std::set<std::string>> offered = complete(lines);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        for (const std::string& word : expected[i]) {
            INFO("completing 'ninegrid " << joined(lines[i]) << "' offers '"
                                         << joined({offered[i].begin(), offered[i].end()})
                                         << "', without '" << word << "'");
            CHECK(offered[i].count(word) == 1);
        }
    }
}

TEST_CASE("the bash completion completes the values of options", "[posix][docs][completion]") {
    const std::vector<std::set<std::string>> offered = complete({
        {"solve", "--algo", ""},
        {"eight", "solve", "--heuristic", ""},
        {"play", "--difficulty", ""},
        {"bench", "--difficulty", "r"},
        {"eight", "--lang", ""},
        {"bench", "--algos", "bfs,"},
        {"solve", "--json", "--"},
        {"stats", "--goal", ""},
    });
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
