// `ninegrid fifteen tables`: the pattern tables in the cache, built, checked or removed on
// request.
#include <ostream>
#include <random>

#include "base/args.hpp"
#include "base/json.hpp"
#include "base/progress.hpp"
#include "base/text.hpp"
#include "games/fifteen/commands.hpp"
#include "ninegrid/fifteen/board_text.hpp"
#include "ninegrid/fifteen/ida.hpp"
#include "os/files.hpp"

namespace ninegrid::fifteen {

namespace {

constexpr TableSet kSets[] = {TableSet::Small, TableSet::Large};

// Positions the spot check solves: random walks of up to this many moves from the goal, which
// the reference IDA* solves in a millisecond or so.
constexpr int kCheckDepth = 24;
constexpr int kCheckPositions = 200;

struct FileState {
    std::string path;
    std::uint64_t bytes = 0;
    bool present = false;  // something is at the path (a regular file, or not)
    std::string problem;   // with --verify: why it was refused; empty when it is sound
    std::string aside;     // with --verify: where a file read well but wrong was moved
};

struct SetState {
    TableSet set;
    std::vector<FileState> files;
    std::size_t present = 0;
    std::size_t refused = 0;  // with --verify
    bool ready = true;        // every file present (and, verified, sound)
    std::string check;        // with --verify and ready: the spot check's failure, if any

    bool sound() const { return refused == 0 && check.empty() && (present == 0 || ready); }
};

FileState file_state(const std::string& path) {
    FileState f;
    f.path = path;
    const os::PathInfo info = os::path_info(path, false);
    f.present = info.kind != os::PathKind::None;
    f.bytes = info.bytes;
    return f;
}

// Random walks from the goal that never undo a step, solved by the reference: the tables'
// bound must never exceed the length, nor with the reflection. Empty when none does, else the
// failure in `lang`.
std::string spot_check(const PatternDatabase& db, const Board& goal, Lang lang) {
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
        const int bound = db.heuristic_reflected(b.cells());
        if (bound > length) {
            return say(Msg::TablesSpotFail, lang,
                       {{"board", to_compact(b)},
                        {"bound", std::to_string(bound)},
                        {"length", std::to_string(length)}});
        }
    }
    return {};
}

constexpr base::OptionSpec kTablesOptionTable[]{{"goal", "GOAL"}, {"build", "SET"}, {"verify", ""},
                                                {"where", ""},    {"clean", ""},    {"json", ""},
                                                {"size", "WxH"},  {"help", ""}};

// `tables --clean`: every file of the tables in the cache folder removed, and the bytes freed.
int clean(const std::string& dir, bool json, Io io) {
    const CacheClean done = clean_table_cache(dir);
    std::uint64_t bytes = 0;
    for (const RemovedTableFile& f : done.removed)
        bytes += f.bytes;
    if (json) {
        base::JsonWriter w;
        w.begin_object();
        w.key("dir").string(dir);
        w.key("removed").begin_array();
        for (const RemovedTableFile& f : done.removed)
            w.string(f.path);
        w.end_array();
        w.key("bytes").number(bytes);
        w.key("live").number(static_cast<std::uint64_t>(done.live));
        w.key("problem");
        if (done.problem.empty()) {
            w.null();
        } else {
            w.string(done.problem);
        }
        w.end_object();
        io.out << w.str() << '\n';
    } else {
        if (done.removed.empty()) {
            if (!done.unreadable) io.out << say(Msg::CleanNothing, io.lang, {{"dir", dir}}) << '\n';
        } else {
            io.out << say(Msg::CleanRemoved, io.lang,
                          {{"count", std::to_string(done.removed.size())},
                           {"size", base::format_megabytes(bytes)},
                           {"dir", dir}})
                   << '\n';
        }
        if (done.live > 0)
            io.out << say(Msg::CleanLive, io.lang, {{"count", std::to_string(done.live)}}) << '\n';
    }
    if (done.problem.empty()) return kExitOk;
    io.err << "ninegrid: "
           << (done.unreadable
                   ? say(Msg::CleanUnreadable, io.lang, {{"dir", dir}, {"problem", done.problem}})
                   : say(Msg::CleanFailed, io.lang, {{"problem", done.problem}}))
           << '\n';
    return kExitUsage;
}

}  // namespace

const base::Options kTablesOptions{kTablesOptionTable};

int run_tables(const std::vector<std::string>& raw, Io io) {
    const Lang lang = io.lang;
    const shell::CommandContext context(game_entry(), "tables", raw, io);
    if (context.helped()) return kExitOk;
    const base::Args& args = context.args();
    args.no_positionals();
    // The other sizes' tables (sliding_cache.hpp); 4x4 is the 15-puzzle's own databases.
    if (const sliding::Size size = size_option(args, lang); size != kSize)
        return run_sized_tables(args, size, io);
    if (args.has("clean")) {
        for (const char* other : {"goal", "build", "verify", "where"}) {
            if (args.has(other)) {
                throw base::UsageError(
                    say(Msg::CleanWith, lang, {{"option", std::string("--") + other}}));
            }
        }
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
            io.out << base::printable(*dir) << '\n';
        }
        return kExitOk;
    }
    if (args.has("clean")) return clean(*dir, json, io);

    // What no run reads again goes first: the temporary files of killed builds, older versions.
    report_sweep(sweep_table_cache(*dir), lang, io.err);

    if (build) {
        // Keeping them is the whole point: a folder that cannot hold them is said before the
        // build, and tables that could not be written end the command with status 2.
        std::string problem = cache_folder_problem(*dir);
        if (problem.empty()) {
            if (const base::Status made = os::make_directories(*dir); !made) {
                problem = made.error();
            } else if (const base::Status writable =
                           os::check_writable_path(os::join_path(*dir, ".write-check"));
                       !writable) {
                problem = writable.error();
            }
        }
        if (!problem.empty()) {
            // Tables already there and sound are kept already: a folder that cannot take more
            // does not matter to them.
            TableBuild read_only;
            read_only.build = false;
            read_only.keep = false;
            if (read_or_build_tables(*build, goal.cells(), dir, read_only, lang, nullptr).db) {
                io.err << "ninegrid: "
                       << say(Msg::TablesAlreadyBuilt, lang, {{"tables", table_set_name(*build)}})
                       << '\n';
                build.reset();
            } else {
                throw base::UsageError(
                    say(Msg::CannotKeepTables, lang, {{"dir", *dir}, {"problem", problem}}));
            }
        }
    }
    if (build) {
        TableBuild how;
        how.bar = base::progress_shown(io);
        TableSetRead made = read_or_build_tables(*build, goal.cells(), dir, how, lang, &io.err);
        if (!made.not_kept.empty()) return kExitUsage;  // said by read_or_build_tables
        if (made.loaded) {
            io.err << "ninegrid: "
                   << say(Msg::TablesAlreadyBuilt, lang, {{"tables", table_set_name(*build)}})
                   << '\n';
        }
    }

    const bool verify = args.has("verify");
    std::vector<SetState> sets;
    // A folder that cannot hold tables is said, and is no sound cache.
    const std::string folder_problem = cache_folder_problem(*dir);
    bool all_sound = folder_problem.empty() || !verify;
    for (const TableSet set : kSets) {
        SetState state{set, {}, 0, 0, true, {}};
        const Partition partition = partition_of(set, goal.cells());
        for (const auto& group : partition) {
            state.files.push_back(file_state(table_file(*dir, goal.cells(), group)));
            if (state.files.back().present) {
                ++state.present;
            } else {
                state.ready = false;
            }
        }
        if (verify && state.present > 0) {
            // Every file there is read, whatever is missing beside it; the set is spot-checked
            // when all of it is there and sound.
            std::vector<PatternTable> tables;
            for (std::size_t g = 0; g < partition.size(); ++g) {
                FileState& f = state.files[g];
                if (!f.present) continue;
                TableRead read = read_table(f.path, goal.cells(), partition[g]);
                if (read.table) {
                    tables.push_back(std::move(*read.table));
                } else {
                    f.problem = read.missing ? "missing" : read.problem;
                    ++state.refused;
                    state.ready = false;
                }
            }
            // English in JSON, which is for programs.
            const Lang say_in = json ? Lang::En : lang;
            if (state.ready && set == TableSet::Small) {
                // Small enough to build again in a few seconds: then every entry is checked.
                std::vector<std::size_t> groups(partition.size());
                for (std::size_t g = 0; g < groups.size(); ++g)
                    groups[g] = g;
                TableBuild how;
                how.bar = base::progress_shown(io);
                const std::vector<PatternTable> again =
                    *build_pattern_tables(goal.cells(), partition, groups, how, table_set_name(set),
                                          lang, &io.err);  // no cancel
                for (std::size_t g = 0; g < partition.size(); ++g) {
                    const std::string_view read = tables[g].data();
                    const std::string_view built = again[g].data();
                    std::size_t differ = 0;
                    if (read.size() != built.size()) {
                        differ = built.size();
                    } else {
                        for (std::size_t i = 0; i < read.size(); ++i)
                            differ += read[i] != built[i] ? 1u : 0u;
                    }
                    if (differ > 0 || tables[g].max_entry() != again[g].max_entry()) {
                        state.files[g].problem =
                            say(Msg::TablesDiffer, say_in,
                                {{"count", std::to_string(std::max<std::size_t>(differ, 1))},
                                 {"total", std::to_string(built.size())}});
                        ++state.refused;
                    }
                }
            } else if (state.ready) {
                const PatternDatabase db(goal.cells(), std::move(tables));
                state.check = spot_check(db, goal, say_in);
            }
            if (state.ready && !state.sound()) {
                // Read well and wrong: a solve would trust them, so they go aside and the next
                // solve or --build makes them again.
                for (FileState& f : state.files) {
                    if (set == TableSet::Small && f.problem.empty()) continue;  // its own is right
                    const base::Result<std::string> aside = set_table_aside(f.path);
                    if (aside) f.aside = *aside;
                }
            }
            if (!state.sound()) all_sound = false;
        }
        sets.push_back(std::move(state));
    }

    if (json) {
        base::JsonWriter w;
        w.begin_object();
        w.key("dir").string(*dir);
        w.key("folder_problem");
        if (folder_problem.empty()) {
            w.null();
        } else {
            w.string(folder_problem);
        }
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
                    w.key("set_aside");
                    if (f.aside.empty()) {
                        w.null();
                    } else {
                        w.string(f.aside);
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

    io.out << say(Msg::TablesHead, lang, {{"goal", to_compact(goal)}, {"dir", *dir}}) << '\n';
    if (!folder_problem.empty())
        io.out << say(Msg::TablesFolderProblem, lang, {{"problem", folder_problem}}) << '\n';
    for (const SetState& s : sets) {
        std::uint64_t bytes = 0;
        for (const FileState& f : s.files)
            bytes += f.bytes;
        io.out << "  " << table_set_name(s.set) << (s.set == TableSet::Small ? "  " : "    ");
        if (s.present == 0) {
            io.out << say(s.set == TableSet::Large ? Msg::TablesNotBuiltLarge
                                                   : Msg::TablesNotBuiltSmall,
                          lang)
                   << '\n';
            continue;
        }
        io.out << say(Msg::TablesFiles, lang,
                      {{"present", std::to_string(s.present)},
                       {"count", std::to_string(s.files.size())},
                       {"size", base::format_megabytes(bytes)}});
        if (verify) {
            if (s.refused > 0) {
                io.out << say(Msg::TablesRefusedCount, lang,
                              {{"count", std::to_string(s.refused)}});
            } else if (!s.ready) {
                io.out << say(Msg::TablesIncomplete, lang);
            } else {
                io.out << (s.check.empty()
                               ? say(Msg::TablesSound, lang)
                               : say(Msg::TablesCheckedFail, lang, {{"problem", s.check}}));
            }
        }
        io.out << '\n';
        for (const FileState& f : s.files) {
            if (!f.present) {
                io.out << "    " << say(Msg::TablesMissing, lang, {{"file", f.path}}) << '\n';
            } else if (!f.problem.empty()) {
                io.out << "    "
                       << say(Msg::TablesFileProblem, lang,
                              {{"file", f.path}, {"problem", f.problem}})
                       << '\n';
            }
            if (!f.aside.empty()) {
                io.out << "    "
                       << say(Msg::TablesCheckedAside, lang, {{"file", f.path}, {"aside", f.aside}})
                       << '\n';
            }
        }
    }
    io.out << say(sets[1].ready ? Msg::TablesUseLarge : Msg::TablesUseSmall, lang) << '\n';
    if (verify) {
        if (all_sound) {
            io.out << say(Msg::TablesAllSound, lang,
                          {{"positions", std::to_string(kCheckPositions)},
                           {"depth", std::to_string(kCheckDepth)}})
                   << '\n';
            if (sets[0].present > 0 || sets[1].present > 0)
                io.out << say(Msg::TablesLargeSpot, lang) << '\n';
        } else {
            for (const SetState& s : sets) {
                if (s.present > 0 && !s.sound()) {
                    io.out << say(Msg::TablesNotSound, lang, {{"tables", table_set_name(s.set)}})
                           << '\n';
                }
            }
        }
    }
    return all_sound ? kExitOk : kExitNo;
}

}  // namespace ninegrid::fifteen
