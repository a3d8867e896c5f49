// `ninegrid fifteen tables`: the pattern tables in the cache, built or checked on request.
#include <sys/stat.h>
#include <unistd.h>

#include <iomanip>
#include <ostream>
#include <random>
#include <sstream>

#include "base/args.hpp"
#include "base/json.hpp"
#include "base/text.hpp"
#include "games/fifteen/commands.hpp"
#include "ninegrid/fifteen/board_text.hpp"
#include "ninegrid/fifteen/ida.hpp"

namespace ninegrid::fifteen {

namespace {

constexpr TableSet kSets[] = {TableSet::Small, TableSet::Large};

// Positions the spot check solves: random walks of up to this many moves from the goal, which
// the reference IDA* solves in a millisecond or so.
constexpr int kCheckDepth = 24;
constexpr int kCheckPositions = 200;

std::string megabytes(std::uint64_t bytes) {
    std::ostringstream out;
    out << std::fixed << std::setprecision(1) << static_cast<double>(bytes) / 1e6 << " MB";
    return out.str();
}

std::uint64_t file_size(const std::string& path, bool& present) {
    struct stat st {};
    present = ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
    return present ? static_cast<std::uint64_t>(st.st_size) : 0;
}

struct FileState {
    std::string path;
    std::uint64_t bytes = 0;
    bool present = false;
    std::string problem;  // with --verify: why it was refused; empty when it is sound
};

struct SetState {
    TableSet set;
    std::vector<FileState> files;
    bool ready = true;  // every file present (and, verified, sound)
    std::string check;  // with --verify and ready: the spot check's failure, if any
};

// Random walks from the goal that never undo a step, solved by the reference: the tables'
// bound must never exceed the length, nor with the reflection.
std::string spot_check(const PatternDatabase& db, const Board& goal) {
    std::mt19937 rng(15);
    for (int i = 0; i < kCheckPositions; ++i) {
        Board b = goal;
        int last = -1;
        const int steps = 1 + static_cast<int>(rng() % kCheckDepth);
        for (int s = 0; s < steps;) {
            const int m = static_cast<int>(rng() % 4);
            if (last >= 0 && (m ^ 1) == last) continue;
            if (!b.apply(static_cast<Move>(m))) continue;
            last = m;
            ++s;
        }
        const Solution exact = solve_ida(b, goal, UINT64_MAX);
        const int length = static_cast<int>(exact.moves.size());
        if (db.heuristic_reflected(b.cells()) > length) {
            return "the tables say more than " + std::to_string(length) + " moves for " +
                   to_compact(b) + ", which takes " + std::to_string(length);
        }
    }
    if (db.heuristic(goal.cells()) != 0) return "the goal's bound is not 0";
    return {};
}

constexpr base::OptionSpec kTablesOptionTable[]{{"goal", "GOAL"}, {"build", "SET"}, {"verify", ""},
                                                {"where", ""},    {"json", ""},     {"help", ""}};

}  // namespace

const base::Options kTablesOptions{kTablesOptionTable};

int run_tables(const std::vector<std::string>& raw, Io io) {
    const Lang lang = io.lang;
    const base::Args args(raw, kTablesOptions, "ninegrid fifteen tables", lang);
    if (args.has("help")) {
        io.out << help_text("tables", lang);
        return kExitOk;
    }
    if (!args.positionals().empty()) {
        throw base::UsageError(
            say(Msg::TablesNoBoards, lang, {{"word", base::printable(args.positionals()[0])}}));
    }
    std::optional<TableSet> build;
    if (const auto name = args.value("build")) {
        build = table_set_from_name(*name);
        if (!build) {
            throw base::UsageError(
                say(Msg::UnknownTableSet, lang, {{"name", base::printable(*name)}}));
        }
    }
    const Board goal =
        args.has("goal") ? board_argument(*args.value("goal"), Msg::WhatGoal, lang) : Board::goal();
    const std::optional<std::string> dir = table_cache_dir();
    if (!dir) throw base::UsageError(say(Msg::NoCacheDir, lang));
    const bool json = args.has("json");
    if (args.has("where")) {
        if (json) {
            base::JsonWriter w;
            w.begin_object().key("dir").string(*dir).end_object();
            io.out << w.str() << '\n';
        } else {
            io.out << *dir << '\n';
        }
        return kExitOk;
    }

    if (build) {
        TableBuild how;
        how.bar = ::isatty(2) == 1;
        TableSetRead made = read_or_build_tables(*build, goal.cells(), dir, how, lang, &io.err);
        if (made.loaded) {
            io.err << "ninegrid: "
                   << say(Msg::TablesAlreadyBuilt, lang, {{"tables", table_set_name(*build)}})
                   << '\n';
        }
    }

    const bool verify = args.has("verify");
    std::vector<SetState> sets;
    bool all_sound = true;
    for (const TableSet set : kSets) {
        SetState state{set, {}, true, {}};
        const Partition partition = partition_of(set, goal.cells());
        for (const auto& group : partition) {
            FileState f;
            f.path = table_file(*dir, goal.cells(), group);
            f.bytes = file_size(f.path, f.present);
            if (!f.present) state.ready = false;
            state.files.push_back(f);
        }
        if (verify && state.ready) {
            std::vector<PatternTable> tables;
            for (std::size_t g = 0; g < partition.size(); ++g) {
                TableRead read = read_table(state.files[g].path, goal.cells(), partition[g]);
                if (read.table) {
                    tables.push_back(std::move(*read.table));
                } else {
                    state.files[g].problem = read.missing ? "missing" : read.problem;
                    state.ready = false;
                    all_sound = false;
                }
            }
            if (state.ready) {
                const PatternDatabase db(goal.cells(), std::move(tables));
                state.check = spot_check(db, goal);
                if (!state.check.empty()) all_sound = false;
            }
        }
        sets.push_back(std::move(state));
    }

    if (json) {
        base::JsonWriter w;
        w.begin_object();
        w.key("dir").string(*dir);
        w.key("goal").string(to_compact(goal));
        w.key("sets").begin_array();
        for (const SetState& s : sets) {
            w.begin_object();
            w.key("name").string(table_set_name(s.set));
            w.key("ready").boolean(s.ready);
            if (verify) {
                w.key("check");
                if (!s.ready) {
                    w.null();
                } else {
                    w.string(s.check.empty() ? "ok" : s.check);
                }
            }
            w.key("files").begin_array();
            for (const FileState& f : s.files) {
                w.begin_object();
                w.key("path").string(f.path);
                w.key("present").boolean(f.present);
                w.key("bytes").number(f.bytes);
                if (verify && f.present) {
                    w.key("problem");
                    if (f.problem.empty()) {
                        w.null();
                    } else {
                        w.string(f.problem);
                    }
                }
                w.end_object();
            }
            w.end_array();
            w.end_object();
        }
        w.end_array();
        w.end_object();
        io.out << w.str() << '\n';
        return all_sound ? kExitOk : kExitNo;
    }

    io.out << "Pattern tables for the goal " << to_compact(goal) << " in " << base::printable(*dir)
           << ":\n";
    for (const SetState& s : sets) {
        std::uint64_t bytes = 0;
        std::size_t present = 0;
        for (const FileState& f : s.files) {
            bytes += f.bytes;
            present += f.present ? 1 : 0;
        }
        io.out << "  " << table_set_name(s.set) << (s.set == TableSet::Small ? "  " : "    ");
        if (present == 0) {
            io.out << "not built: ninegrid fifteen tables --build " << table_set_name(s.set)
                   << (s.set == TableSet::Large ? " (about 2 minutes once, 288 MB)"
                                                : " (a few seconds, 5.8 MB)")
                   << '\n';
            continue;
        }
        io.out << present << " of " << s.files.size() << " files, " << megabytes(bytes);
        if (verify) {
            if (s.ready) {
                io.out << (s.check.empty() ? ", checked: sound" : ", checked: " + s.check);
            } else {
                io.out << ", checked: refused";
            }
        }
        io.out << '\n';
        for (const FileState& f : s.files) {
            if (!f.present) {
                io.out << "    missing: " << base::printable(f.path) << '\n';
            } else if (!f.problem.empty()) {
                io.out << "    " << base::printable(f.path) << ": " << base::printable(f.problem)
                       << '\n';
            }
        }
    }
    io.out << (sets[1].ready ? "Solves and hints use the 7-8 tables.\n"
                             : "Solves and hints use the 7-8 tables once they are built, the 6-6-3 "
                               "until then.\n");
    if (verify) {
        io.out << (all_sound ? "Every file present is sound: its header and checksum match, and "
                               "the tables never overestimate " +
                                   std::to_string(kCheckPositions) + " positions within " +
                                   std::to_string(kCheckDepth) + " moves.\n"
                             : std::string("Some files are refused: ninegrid fifteen tables "
                                           "--build SET builds them again.\n"));
    }
    return all_sound ? kExitOk : kExitNo;
}

}  // namespace ninegrid::fifteen
